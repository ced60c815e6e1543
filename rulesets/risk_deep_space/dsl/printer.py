"""AST → canonical effect text (``cardsmith fmt``): the inverse of parsing, spans aside.

Game words are kept as written (``gems`` stays ``gems``); fixed phrases print one way:
``through the warp``, ``remove 1 of your recruits``, ``action card``/``action cards`` by count.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from cardsmith.dsl import ast as C
from cardsmith.dsl.printer import Printer
from cardsmith.dsl.style import CANONICAL

from . import ast as A
from . import writing as W


class RiskPrinter(Printer):
    """Prints Risk Deep Space effects as canonical text."""

    compound: ClassVar[tuple[type[C.Node], ...]] = A.COMPOUND
    #: the verbs, queries and conditions whose two styles are one writer
    handlers: ClassVar[dict[tuple[str, type], Callable[..., str]]] = W.handlers(
        CANONICAL, "simple"
    )

    def block_Pay(self, s: A.Pay, depth: int) -> list[str]:
        return self.block(f"pay {s.amount} {s.what.text}", s.body, depth)

    def simple_Remove(self, s: A.Remove) -> str:
        owner = "of your" if s.owner == "your" else s.owner
        return f"remove {s.amount} {owner} {s.piece.text} from target planet"

    def simple_Move(self, s: A.Move) -> str:
        warp = " through the warp" if s.warp else ""
        return f"move {self.count(s.count)} {s.piece.text}{warp}"

