"""Spirit Island's statements as English card text, in the style of the printed cards
("Push up to 2 Explorers/Towns."). The constructs come first (``handlers``:
:mod:`.constructs.table`, the writers shared with the canonical text); the base, what construct
writers ask of the renderer, is :mod:`.render_terms`'.

Here: the house style of the core's (``repeat``, ``not``, plain actions joined). The blocks are
:mod:`.render_blocks`' (the base of :class:`SpiritIslandRenderer`)."""

from __future__ import annotations

from collections.abc import Sequence

from cardsmith.dsl import ast as C

from . import ast as A
from .constructs.table import RENDER
from .render_blocks import BlockRenderer


def _plain_piece_action(s: C.Stmt) -> bool:
    return (
        isinstance(s, A.PieceAction)
        and s.per is None
        and s.to is None
        and not s.spread
        and s.count is not None
        and not (s.ocean or s.from_game or s.onto is not None)
    )


class SpiritIslandRenderer(BlockRenderer):
    """Renders Spirit Island's statements (and its house style for the core's)."""

    handlers = RENDER

    # --- the printed cards' house style for the core's statements ------------------------
    def lower_first(self, text: str) -> str:
        """Verbs keep their capital after "If …," ("If …, Gain 1 Energy."); only a leading
        "Instead," is lowered."""
        return "instead" + text[len("Instead,") :] if text.startswith("Instead,") else text

    def stmt_Choice(self, s: C.Choice) -> str:
        """The options joined by a capital "OR", as the cards print it."""
        return " OR ".join(self.scoped(o) for o in s.options)

    def compound(self, sentence: str) -> bool:
        """A block, or a sentence of a choice ("… OR …"), holds more than one clause."""
        return super().compound(sentence) or sentence.startswith("OR ") or " OR " in sentence

    def __init__(self) -> None:
        #: statement id → (the statement, its sentence): effects parsed statement by statement
        #: share their statement objects, so each renders once (the statement is kept, so its
        #: id is not reused while remembered); a statement's sentence depends on it alone
        self._memo: dict[int, tuple[C.Stmt, str]] = {}

    def stmt(self, s: C.Stmt) -> str:
        hit = self._memo.get(id(s))
        if hit is not None and hit[0] is s:
            return hit[1]
        text = super().stmt(s)
        if len(self._memo) >= 100_000:
            self._memo.clear()
        self._memo[id(s)] = (s, text)
        return text

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
    def stmt_Repeat(self, s: C.Repeat) -> str:
        if s.place is None:
            return "Repeat this Power."
        where = self.term(s.place)
        return f"Repeat this Power in {where} (ignoring Range and Target restrictions)."

    # --- the core's conditions, in the house style ------------------------------------
    def cond_Not(self, c: C.Not) -> str:
        inner = c.cond
        if isinstance(inner, A.Present) and inner.op == ">=" and inner.n == 1:
            return f"{self.words(inner.pieces, True)} are not present"
        return super().cond_Not(c)
