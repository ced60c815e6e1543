"""Spirit Island's statements as English card text, in the style of the printed cards
("Push up to 2 Explorers/Towns."); the terms are :mod:`.render_terms`'.

Here: fear, damage, defence, the piece verbs, lasting effects. The other families are bases of
:class:`SpiritIslandRenderer`: :mod:`.render_invaders` (tokens, Invader actions),
:mod:`.render_spirits` (gains, cards, a power's speed/range/targets, costs) and
:mod:`.render_blocks` (blocks, scopes, triggers)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from dsl import ast as C

from . import ast as A
from .constructs.table import CONSTRUCTS
from .render_blocks import BlockRenderer
from .render_invaders import InvaderActionRenderer
from .render_terms import pieces


def _plain_piece_action(s: C.Stmt) -> bool:
    return (
        isinstance(s, A.PieceAction)
        and s.per is None
        and s.to is None
        and not s.spread
        and s.count is not None
        and not (s.ocean or s.from_game or s.onto is not None)
    )


def _a(text: str) -> str:
    """``Town`` → ``a Town`` (the article of "add 1 Strife to a Town")."""
    return ("an " if text[:1].lower() in "aeiou" else "a ") + text



class SpiritIslandRenderer(InvaderActionRenderer, BlockRenderer):
    """Renders Spirit Island's statements (and its house style for the core's)."""

    def __init__(self) -> None:
        #: statement id → (the statement, its sentence): effects parsed statement by statement
        #: share their statement objects, so each renders once (the statement is kept, so its
        #: id is not reused while remembered); a statement's sentence depends on it alone
        self._memo: dict[int, tuple[C.Stmt, str]] = {}

    def stmt(self, s: C.Stmt) -> str:
        hit = self._memo.get(id(s))
        if hit is not None and hit[0] is s:
            return hit[1]
        construct = CONSTRUCTS.get(type(s))
        text = construct.write(self, s) if construct is not None else super().stmt(s)
        if len(self._memo) >= 100_000:
            self._memo.clear()
        self._memo[id(s)] = (s, text)
        return text

    def cond(self, c: C.Cond) -> str:
        construct = CONSTRUCTS.get(type(c))
        return construct.write(self, c) if construct is not None else super().cond(c)

    def term(self, node: C.Node) -> str:
        construct = CONSTRUCTS.get(type(node))
        return construct.write(self, node) if construct is not None else super().term(node)

    def body(self, stmts: Sequence[C.Stmt]) -> str:
        """Sentences joined by spaces; consecutive plain actions with the same verb read as
        one ("Push 1 Explorer and 1 Town.")."""
        out: list[str] = []
        i = 0
        while i < len(stmts):
            s = stmts[i]
            j = i + 1
            if isinstance(s, A.PieceAction) and _plain_piece_action(s):
                parts = [self.counted(s.count, s.pieces)]
                while j < len(stmts) and _plain_piece_action(stmts[j]):
                    nxt = stmts[j]
                    assert isinstance(nxt, A.PieceAction)
                    if nxt.verb != s.verb:
                        break
                    parts.append(self.counted(nxt.count, nxt.pieces))
                    j += 1
                if len(parts) > 1:
                    out.append(f"{s.verb.capitalize()} {', '.join(parts[:-1])} and {parts[-1]}.")
                    i = j
                    continue
            out.append(self.stmt(s))
            i += 1
        return " ".join(out)

    # --- verbs ---------------------------------------------------------------------------
    def stmt_PieceAction(self, s: A.PieceAction) -> str:
        text = f"{s.verb.capitalize()} {self.counted(s.count, s.pieces)}{self.per(s.per)}"
        if s.source is not None:
            text += f" from {self.term(s.source)}"
        if s.onto is not None:
            text += f" to {_a(pieces(s.onto))}"
        if s.to is not None:
            text += f" to {self.term(s.to)}"
        if s.spread:
            text += " to as many different lands as possible"
        if s.evenly:
            text += ", dividing them as evenly as possible between adjacent lands"
        if s.ocean:
            text += " (to an adjacent land or into the Ocean)"
        if s.ignore_land:
            text += " even if you normally could not due to land type"
        if s.max_each is not None:
            text += f" (max. +{s.max_each} of each for this Power)"
        if s.among is not None:  # "each other coastal land" → "other coastal lands"
            lands = self.landset(s.among, "each").split(" ", 1)[1]
            text += " among " + re.sub(r"\bland\b", "lands", lands, count=1)
        if s.no_cascade:
            text += " without cascading"
        if s.from_game:
            text += " from the game"
        if s.into is not None:
            text += " into " + self.landset(s.into, "", plural=True).strip()
        return text + self.along(s.along, s.count, "Pushed") + "."

    def along(self, a: A.Along | None, moved: C.Count | None, verb: str = "moved") -> str:
        """``, bringing up to 1 Dahan and up to 1 Beasts (in total)``; with ``each``: ``. Up
        to 1 Disease may move with each Pushed piece``."""
        if a is None:
            return ""
        parts = [self.counted(c, p) for c, p in a.items]
        items = ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]
        if a.each:
            return f". {items[0].upper()}{items[1:]} may move with each {verb} piece"
        several = moved is None or moved.kind != "exact" or (moved.n or 0) > 1
        return f", bringing {items}" + (" (in total)" if several else "")

    def stmt_ReturnPieces(self, s: A.ReturnPieces) -> str:
        return f"Return {self.counted(s.count, s.pieces)} {s.past}."

    def stmt_AddKind(self, s: A.AddKind) -> str:
        kinds = "/".join(p.word.text.capitalize() for p in s.pieces.items)
        text = f"Choose a type of token from {kinds} that exists in an adjacent land"
        if s.cost_kind is not None:
            text += f"; choosing {s.cost_kind.text.capitalize()} costs {s.cost} Energy"
        count = self.count(s.count)[0]
        return text + f". Add {count} of that type of token."

    def stmt_AddSetup(self, s: A.AddSetup) -> str:
        but = f" (but no {pieces(s.other, True)})" if s.other else ""
        return f"Add the pieces matching target land's Setup symbols{but}."

    def stmt_Escape(self, s: A.Escape) -> str:
        count, plural = self.count(s.count)
        noun = "pieces Escape" if plural else "piece Escapes"
        return f"{count.capitalize()} {noun} {self.term(s.place)}."

    def stmt_Cease(self, s: A.Cease) -> str:
        return (
            "Until the end of the Slow phase, target land and everything in it cease to exist"
            " for all purposes except checking victory/defeat."
        )

    def stmt_Mark(self, s: A.Mark) -> str:
        return "Mark target land." if s.target else "Mark this land."

    def stmt_Replace(self, s: A.Replace) -> str:
        counted = self.counted(s.count, s.pieces)
        return f"Replace {counted} with {s.n} {pieces(s.with_pieces, s.n != 1)}."

    def stmt_Move(self, s: A.Move) -> str:
        what = self.counted(s.count, s.pieces)
        if s.steps is not None:
            lands = f"{s.steps} land{'s' if s.steps != 1 else ''}"
            along = self.along(s.along, s.count)
            part = " (for part or all of the way)" if along else ""
            return f"Move {what} up to {lands} (one adjacent land at a time){along}{part}."
        src = f" from {self.term(s.source)}" if s.source else ""
        assert s.to is not None
        return f"Move {what}{src} to {self.term(s.to)}{self.along(s.along, s.count)}."

    def stmt_Skip(self, s: A.Skip) -> str:
        count, plural = self.count(s.count)
        acts = "/".join(w.text.capitalize() for w in s.actions)
        text = f"Skip {count} {acts} Action{'s' if plural else ''}"
        if s.adding is not None:
            text += f" that would Add a {pieces(s.adding)}"
        return text + "."

    def stmt_Repeat(self, s: C.Repeat) -> str:
        if s.place is None:
            return "Repeat this Power."
        where = self.term(s.place)
        return f"Repeat this Power in {where} (ignoring Range and Target restrictions)."

