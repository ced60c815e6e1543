"""Spirit Island's renderer, its base: what the construct writers ask of a writer
(:class:`~.constructs.contract.Writing`) in the English style — pieces, counts, land sets
(written by :mod:`.constructs.pieces` and :mod:`.constructs.lands`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from cardsmith.dsl import ast as C
from cardsmith.dsl.render import Renderer
from cardsmith.dsl.style import ENGLISH, Style

from . import ast as A
from .constructs.lands import write_landset
from .constructs.pieces import write_pieces
from .constructs.words import WHO_ENGLISH


class TermRenderer(Renderer):
    """The English writer's side of the constructs' contract."""

    #: the construct modules' writers ask the style where canonical text and English differ
    style: Style = ENGLISH

    # --- what construct writers use (:class:`~.constructs.contract.Writing`) -------------
    def words(self, ps: A.Pieces, plural: bool = False) -> str:
        return write_pieces(ENGLISH, ps, plural)

    def amount(self, c: C.Count) -> tuple[str, bool]:
        return self.count(c)

    def lands(self, ls: A.LandSet) -> str:
        return self.landset(ls, "", True).strip()

    def block(self, header: str, body: Sequence[C.Stmt], depth: int = 0) -> str:
        return f"{header}: {self.scoped(body)}"

    def otherwise(self, body: Sequence[C.Stmt], depth: int = 0) -> str:
        return f" Otherwise, {self.lower_first(self.scoped(body))}"

    def among(self, ls: A.LandSet) -> str:
        """``each adjacent land`` → ``adjacent lands``."""
        lands = self.landset(ls, "each").split(" ", 1)[1]
        return re.sub(r"\bland\b", "lands", lands, count=1)

    def actor(self, who: str) -> str:
        return WHO_ENGLISH[who]

    def count(self, c: C.Count) -> tuple[str, bool]:
        if c.kind == "health":
            return f"up to {c.n} Health worth of", True
        return super().count(c)

    def counted(self, c: C.Count | None, p: A.Pieces) -> str:
        if c is None:
            return self.words(p)
        text, plural = self.count(c)
        of = " of" if p.items and p.items[0].owner and c.kind in ("exact", "up_to") else ""
        return f"{text}{of} {self.words(p, plural)}"

    def landset(self, ls: A.LandSet, quant: str, plural: bool = False) -> str:
        """``each adjacent land with dahan`` → ``each adjacent land with Dahan`` (``quant`` any
        other head is written as it is: ``up to 3`` with ``plural`` lands)."""
        return write_landset(self, ls, quant, plural)
