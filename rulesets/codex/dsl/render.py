"""AST → English card text ("When this arrives: deal 1 damage to target enemy unit.")."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from cardsmith.dsl.render import Renderer
from cardsmith.dsl.style import ENGLISH

from . import ast as A
from . import writing as W

#: how each trigger moment reads on a card
MOMENTS = {"when this arrives": "When this arrives", "when this dies": "When this dies",
           "when this attacks": "When this attacks",
           "at the start of your turn": "At the start of your turn"}


class CodexRenderer(Renderer):
    """Renders Codex effects as card text."""

    handlers: ClassVar[dict[tuple[str, type], Callable[..., str]]] = W.handlers(ENGLISH, "stmt")

    def stmt_Pay(self, s: A.Pay) -> str:
        clause = self.clause(s.body)
        if clause is not None:
            return f"You may pay {s.amount} gold to {clause}."
        return f"You may pay {s.amount} gold. If you do: {self.body(s.body)}"

    def stmt_When(self, s: A.When) -> str:
        return f"{MOMENTS[s.moment]}: {self.lower_first(self.body(s.body))}"
