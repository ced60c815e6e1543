"""The base of Spirit Island's compiler: what it keeps while compiling (the trigger's pieces,
the actors, the kind loops) and what every construct asks of it — pieces and land sets (their
functions are :mod:`.constructs.pieces`' and :mod:`.constructs.lands`'), counts, a card's
target (:mod:`.targets`). The terms are compiled by their constructs (:mod:`.constructs.table`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from cardsmith.dsl import ast as C
from cardsmith.dsl.compiler import Compiler
from cardsmith.rulesets.spirit_island import vocabulary as V

from . import ast as A
from . import targets
from .constructs.lands import compile_landset
from .constructs.pieces import compile_pieces
from .constructs.thresholds import Threshold


class TermCompiler(Compiler):
    """Compiles the parts statements are made of and collects the errors found in them."""

    guard_blocks: ClassVar[tuple[type[C.Node], ...]] = (C.If, Threshold)
    default_actor: ClassVar[str | None] = "you"

    def __init__(self) -> None:
        super().__init__()
        #: the pieces of the triggers being compiled, innermost last (what ``them`` means)
        self.event_pieces: list[dict[str, Any] | None] = []
        #: the spirits of the ``X may`` blocks being compiled, innermost last
        self.actors: list[str] = []
        #: the kinds of the ``for each type of … added`` loops being compiled (``that type``)
        self.kind_loops: list[list[str]] = []
        #: a card was turned from a deck before (``discard the top card of …``: ``it``)
        self.turned_card = False

    def cost(self, amount: int) -> dict[str, Any]:
        return {"energy": amount}

    # --- pieces and counts ---------------------------------------------------------------
    def pieces(self, pieces: A.Pieces, allowed: Sequence[str] = V.PIECES) -> dict[str, Any]:
        return compile_pieces(self, pieces, allowed)

    def own(self, w: C.Word, allowed: tuple[str, ...]) -> str:
        """What a piece has of its own ("per strife it has", "per damage they have taken")."""
        return self.word_in(w, allowed, "C109", "thing a piece has of its own")

    def counted_of(self, count: C.Count | None, pieces: A.Pieces, span: C.Span) -> dict[str, Any]:
        """A verb's count; with none written: all of ``them``, one ``incarna``, else an error."""
        if count is not None:
            return self.count(count)
        if pieces.those:
            return {"all": True}
        if pieces.items and all(V.canonical_piece(p.word.text) == V.INCARNA for p in pieces.items):
            return {"n": 1}
        self.error(span, "C114", "say how many pieces", "e.g. `push 1 explorer`, `push all dahan`")
        return {"n": 1}

    def count(self, count: C.Count) -> dict[str, Any]:
        if count.kind == "health":  # "up to 3 health of invaders"
            assert count.n is not None
            return {"health": self.number(count.n, count.span)}
        return super().count(count)

    # --- land sets, targets --------------------------------------------------------------
    def landset(self, lands: A.LandSet) -> dict[str, Any]:
        return compile_landset(self, lands)

    def target_of(self, lands: A.LandSet) -> dict[str, Any]:
        """A land set as a card's ``target`` (see :func:`.targets.target_of`)."""
        return targets.target_of(self, lands)
