"""AST → canonical effect text (``cardsmith fmt``): the inverse of parsing, spans aside."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from cardsmith.dsl import ast as C
from cardsmith.dsl.printer import Printer
from cardsmith.dsl.style import CANONICAL

from . import ast as A
from . import writing as W


class CodexPrinter(Printer):
    """Prints Codex effects as canonical text."""

    compound: ClassVar[tuple[type[C.Node], ...]] = A.COMPOUND
    handlers: ClassVar[dict[tuple[str, type], Callable[..., str]]] = W.handlers(
        CANONICAL, "simple"
    )

    def block_Pay(self, s: A.Pay, depth: int) -> list[str]:
        return self.block(f"pay {s.amount} {s.what.text}", s.body, depth)

    def block_When(self, s: A.When, depth: int) -> list[str]:
        return self.block(s.moment, s.body, depth)
