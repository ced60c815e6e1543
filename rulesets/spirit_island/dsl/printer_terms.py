"""Spirit Island's printer, its base: what the construct writers ask of a writer
(:class:`~.constructs.contract.Writing`) in the canonical style — pieces, counts, land sets
(written by :mod:`.constructs.pieces` and :mod:`.constructs.lands`)."""

from __future__ import annotations

from collections.abc import Sequence

from cardsmith.dsl import ast as C
from cardsmith.dsl.printer import Printer
from cardsmith.dsl.style import CANONICAL, Style

from . import ast as A
from .constructs.lands import write_landset
from .constructs.pieces import write_pieces
from .constructs.words import WHO_TEXT as _WHO


class TermPrinter(Printer):
    """The canonical writer's side of the constructs' contract."""

    #: the construct modules' writers ask the style where canonical text and English differ
    style: Style = CANONICAL

    # --- what construct writers use (:class:`~.constructs.contract.Writing`) -------------
    def words(self, ps: A.Pieces, plural: bool = False) -> str:
        return write_pieces(CANONICAL, ps)

    def amount(self, c: C.Count) -> tuple[str, bool]:
        return self.count(c), c.n != 1

    def lands(self, ls: A.LandSet) -> str:
        return self.landset(ls, plural=True)

    def otherwise(self, body: Sequence[C.Stmt], depth: int) -> list[str]:
        return self.block("otherwise", body, depth)

    def among(self, ls: A.LandSet) -> str:
        return self.landset(ls, plural=True)

    def actor(self, who: str) -> str:
        return _WHO[who]

    def count(self, c: C.Count, owned: bool = False) -> str:
        if c.kind == "health":
            return f"up to {c.n} health of"
        return super().count(c, owned)

    def counted(self, c: C.Count | None, ps: A.Pieces) -> str:
        if c is None:
            return self.words(ps)
        owned = bool(ps.items) and ps.items[0].owner is not None
        return f"{self.count(c, owned)} {self.words(ps)}"

    def landset(self, ls: A.LandSet, plural: bool = False) -> str:
        """A land set with no head word (``adjacent lands with dahan``)."""
        return write_landset(self, ls, None, plural)
