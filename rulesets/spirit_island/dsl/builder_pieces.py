"""Spirit Island's builder, fear, damage, defence and the piece verbs: push, gather, destroy,
remove, add, downgrade, replace, move, skip, return; where pieces go (places) — mixed into
:class:`~.builder.SpiritIslandBuilder`."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from dsl import ast as C
from dsl.builder import word

from . import ast as A
from .builder_spirits import SpiritRules


class PieceRules(SpiritRules):
    """``r_<rule>`` methods of the damage and piece-verb grammar rules (see ``grammar.lark``)."""

    # --- simple statements ---------------------------------------------------------------
    def r_among(self, span: C.Span, ch: list[Any]) -> A.LandSet:
        lands: A.LandSet = ch[0]
        return lands

    def _piece_action(self, verb: A.PieceVerb, span: C.Span, ch: list[Any]) -> A.PieceAction:
        dest = ch[3] if len(ch) > 3 else None
        place = dest if isinstance(dest, A.Place) else None
        return A.PieceAction(
            verb, ch[0], ch[1], ch[2], place, dest == "spread", span=span, ocean=dest == "ocean"
        )

    def r_push(self, span: C.Span, ch: list[Any]) -> A.PieceAction:
        action = self._piece_action("push", span, ch[:4])
        return replace(action, along=ch[4], evenly=ch[3] == "evenly")

    def r_evenly(self, span: C.Span, ch: list[Any]) -> str:
        return "evenly"

    def r_along(self, span: C.Span, ch: list[Any]) -> A.Along:
        items = tuple(c for c in ch if isinstance(c, tuple))
        return A.Along(items, ch[-1] is not None, span)

    def r_along_item(self, span: C.Span, ch: list[Any]) -> tuple[C.Count, A.Pieces]:
        return (ch[0], ch[1])

    def r_gather(self, span: C.Span, ch: list[Any]) -> A.PieceAction:
        count, ps, per, source, into = ch
        return A.PieceAction("gather", count, ps, per, span=span, source=source, into=into)

    def r_destroy(self, span: C.Span, ch: list[Any]) -> A.PieceAction:
        return self._piece_action("destroy", span, ch)

    def r_remove(self, span: C.Span, ch: list[Any]) -> A.PieceAction:
        return A.PieceAction("remove", ch[0], ch[1], ch[2], span=span, from_game=ch[3] is not None)

    def r_add(self, span: C.Span, ch: list[Any]) -> A.PieceAction:
        most = int(re.findall(r"[0-9]+", str(ch[5]))[0]) if ch[5] is not None else None
        return A.PieceAction(
            "add",
            ch[0],
            ch[1],
            ch[2],
            ignore_land=ch[4] is not None,
            span=span,
            onto=ch[3],
            max_each=most,
            among=ch[6],
            no_cascade=len(ch) > 7 and ch[7] is not None,
        )

    def r_add_to(self, span: C.Span, ch: list[Any]) -> A.Pieces:
        pieces: A.Pieces = ch[-1]
        return pieces

    def r_into_ocean(self, span: C.Span, ch: list[Any]) -> str:
        return "ocean"

    def r_downgrade(self, span: C.Span, ch: list[Any]) -> A.PieceAction:
        return self._piece_action("downgrade", span, ch)

    def r_spread(self, span: C.Span, ch: list[Any]) -> str:
        return "spread"

    def r_push_to(self, span: C.Span, ch: list[Any]) -> A.Place:
        place: A.Place = ch[0]
        return place

    def r_replace(self, span: C.Span, ch: list[Any]) -> A.Replace:
        return A.Replace(ch[0], ch[1], int(ch[2]), ch[3], span)

    def r_move(self, span: C.Span, ch: list[Any]) -> A.Move:
        return A.Move(ch[0], ch[1], ch[2], ch[3], span, ch[4])

    def r_move_steps(self, span: C.Span, ch: list[Any]) -> A.Move:
        return A.Move(ch[0], ch[1], None, None, span, ch[4], int(ch[2]))

    def r_skip(self, span: C.Span, ch: list[Any]) -> A.Skip:
        return A.Skip(ch[0], ch[1], ch[3], span)

    def r_action_kinds(self, span: C.Span, ch: list[Any]) -> tuple[C.Word, ...]:
        return tuple(word(t) for t in ch)

    def r_place_target(self, span: C.Span, ch: list[Any]) -> A.Place:
        return A.Place("target", span=span)

    def r_place_source(self, span: C.Span, ch: list[Any]) -> A.Place:
        return A.Place("source", span=span)

    def r_place_origin(self, span: C.Span, ch: list[Any]) -> A.Place:
        return A.Place("source", span=span)

    def r_place_choice(self, span: C.Span, ch: list[Any]) -> A.Place:
        return A.Place("choice", ch[0], ch[1], span)

    def r_place_named(self, span: C.Span, ch: list[Any]) -> A.Place:
        return A.Place("named", span=span, name=word(ch[-1]))

    def r_return_pieces(self, span: C.Span, ch: list[Any]) -> A.ReturnPieces:
        return A.ReturnPieces(ch[0], ch[1], str(ch[2]).lower(), span)

    def r_return_to_tracks(self, span: C.Span, ch: list[Any]) -> A.ReturnPieces:
        """``return up to 2 of your destroyed presence to your presence tracks``."""
        return A.ReturnPieces(ch[0], ch[1], A.TO_TRACKS, span)

    def r_add_kind(self, span: C.Span, ch: list[Any]) -> A.AddKind:
        cost: tuple[C.Word, int] | None = ch[3]
        if cost is None:
            return A.AddKind(ch[0], ch[1], span=span)
        return A.AddKind(ch[0], ch[1], cost[0], cost[1], span)

    def r_kind_cost(self, span: C.Span, ch: list[Any]) -> tuple[C.Word, int]:
        return (word(ch[0]), int(ch[1]))

    def r_repeat_in(self, span: C.Span, ch: list[Any]) -> A.Place:
        return A.Place("choice", ch[0], ch[1], span)
