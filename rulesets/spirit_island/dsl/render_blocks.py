"""Spirit Island's renderer, the blocks and triggers: the next time, a chosen spirit, lands,
your sacred sites, optional blocks and pay-or-discard (the infinitive of "you may …") — mixed
into
:class:`~.render.SpiritIslandRenderer`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import cast

from cardsmith.dsl import ast as C

from . import ast as A
from .constructs.cards import card_phrase
from .constructs.words import WHO_ENGLISH as WHO
from .render_terms import TermRenderer


class BlockRenderer(TermRenderer):
    """``stmt_*`` of the block statements, scopes and triggers (a card to discard or play
    reads as :func:`~.constructs.cards.card_phrase` says it)."""

    # --- lasting and one-shot blocks -------------------------------------------------------
    # --- block statements ----------------------------------------------------------------
    def stmt_Optional(self, s: C.Optional) -> str:
        who = WHO[s.who] if s.who else "You"
        only = s.body[0] if len(s.body) == 1 else None
        if isinstance(only, A.Modifier) and s.cost is None:
            who_may = cast(A.Who | None, s.who) or only.who
            inner = self.stmt(replace(only, who=who_may))
            if inner.startswith(("You ", "Target Spirit ")):
                return inner.replace(" deal ", " may deal ", 1).replace(" deals ", " may deal ", 1)
            return f"{who} may {inner[:1].lower()}{inner[1:]}"
        if s.cost is not None:
            return f"{who} may pay {s.cost} Energy to {self._infinitive(s.who, s.body)}"
        if isinstance(only, A.CardAction) and only.who is None:
            return f"{who} may {only.verb} {card_phrase(self, only)}."
        return super().stmt_Optional(s)

    def stmt_PayOrDiscard(self, s: A.PayOrDiscard) -> str:
        who = WHO[s.who] if s.who else "You"
        card = card_phrase(self, s.discard)
        return (
            f"{who} may either pay {s.cost} Energy or discard {card} to "
            f"{self._infinitive(s.who, s.body)}"
        )

    def stmt_Trigger(self, s: C.Trigger) -> str:
        return f"After {self.term(s.event)}: {self.scoped(s.body)}"

    def _infinitive(self, who: str | None, stmts: Sequence[C.Stmt]) -> str:
        """``Target Spirit gains a Power Card`` → ``gain a Power Card`` after "may pay N Energy
        to"."""
        text = self.lower_first(self.body(stmts))
        subject = f"{WHO[who or 'you']} "
        if text.startswith(subject):
            rest = text[len(subject) :]
            verb, _, tail = rest.partition(" ")
            verb = verb[:-1] if verb.endswith("s") and verb not in ("has",) else verb
            return f"{verb} {tail}"
        if text[:1].isupper() and not text.startswith(("You ", "Target Spirit", "Each ")):
            return "do this: " + text
        return text
