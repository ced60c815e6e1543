"""``with_aspect``: the spirit's record with the aspect's special rules, innates and unique
powers in place of those it replaces, the compiled units renumbered."""

from __future__ import annotations

from cardsmith.rulesets.spirit_island.engine.setup.aspect import replaced_missing, with_aspect

SPIRIT = {
    "id": "s",
    "special_rules": [{"name": "Old Rule"}, {"name": "Kept Rule"}],
    "innates": [{"name": "First"}, {"name": "Second"}],
    "unique_powers": ["a", "b", "c"],
}
SPIRIT_OPS = {
    "special_rules[0]": [{"op": "old"}],
    "special_rules[1]": [{"op": "kept"}],
    "innates[0]": [{"op": "first"}],
    "innates[1]": [{"op": "second"}],
    "growth[0][0]": [{"op": "grow"}],
}


def test_replaced_entries_give_way_in_place() -> None:
    aspect = {
        "id": "x",
        "replaces": {"innates": ["second"], "unique_powers": ["b"]},
        "innates": [{"name": "New"}],
        "special_rules": [{"name": "Added"}],
        "unique_powers": ["z"],
    }
    ops = {"innates[0]": [{"op": "new"}], "special_rules[0]": [{"op": "added"}]}
    data, out = with_aspect(SPIRIT, SPIRIT_OPS, aspect, ops)
    assert [i["name"] for i in data["innates"]] == ["First", "New"]
    assert [r["name"] for r in data["special_rules"]] == ["Old Rule", "Kept Rule", "Added"]
    assert data["unique_powers"] == ["a", "z", "c"]
    assert data["aspect"] == "x"
    assert out == {
        "special_rules[0]": [{"op": "old"}],
        "special_rules[1]": [{"op": "kept"}],
        "special_rules[2]": [{"op": "added"}],
        "innates[0]": [{"op": "first"}],
        "innates[1]": [{"op": "new"}],
        "growth[0][0]": [{"op": "grow"}],
    }
    assert SPIRIT["unique_powers"] == ["a", "b", "c"]  # the spirit's record is untouched


def test_a_rule_replaced_by_nothing_is_gone() -> None:
    aspect = {"id": "y", "replaces": {"special_rules": ["Old Rule"]}}
    data, out = with_aspect(SPIRIT, SPIRIT_OPS, aspect, {})
    assert [r["name"] for r in data["special_rules"]] == ["Kept Rule"]
    assert out["special_rules[0]"] == [{"op": "kept"}]
    assert "special_rules[1]" not in out


def test_names_the_spirit_does_not_have() -> None:
    aspect = {"replaces": {"special_rules": ["old rule", "Nope"], "unique_powers": ["q"]}}
    assert replaced_missing(SPIRIT, aspect) == [
        ("special_rules", 1, "Nope"), ("unique_powers", 0, "q")]  # fmt: skip
