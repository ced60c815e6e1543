"""The compiled form's helpers: ``op_names`` (the verbs a card uses, at any depth, structure
left out) and ``walk``."""

from __future__ import annotations

from cardsmith.dsl.ir import op_names, walk


def test_op_names_reads_every_depth_and_leaves_the_structure_out() -> None:
    ops = [
        {"op": "if", "cond": {"op": "has"}, "then": [{"op": "gain", "n": 1}],
         "else": [{"op": "optional", "do": [{"op": "draw"}, {"op": "gain"}]}]},
        {"op": "choice", "options": [[{"op": "discard"}], [{"op": "deal", "to": {"op": "x"}}]]},
    ]  # fmt: skip
    assert op_names(ops, {"if", "optional", "choice"}) == ["deal", "discard", "draw", "gain",
                                                           "has", "x"]  # fmt: skip
    assert op_names({"effect": ops}) == sorted(
        {"if", "has", "gain", "optional", "draw", "choice", "discard", "deal", "x"}
    )
    assert op_names("not ops") == [] and op_names([]) == []


def test_walk_follows_the_bodies_depth_first() -> None:
    ops = [{"op": "if", "then": [{"op": "a"}], "else": [{"op": "b"}]}, {"op": "c"}]
    assert [o["op"] for o in walk(ops)] == ["if", "a", "b", "c"]
