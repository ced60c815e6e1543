"""AST → English card text in the house style of the printed cards ("Gain 1 gem for each of
your bases.", "Either pay 2 gems to gain 3 ore, or pay 2 ore to gain 3 gems.")."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from cardsmith.dsl import ast as C
from cardsmith.dsl.render import Renderer
from cardsmith.dsl.style import ENGLISH

from . import ast as A
from . import writing as W


def _clause(sentence: str) -> str:
    """A sentence as a clause: first letter lowered, final full stop dropped."""
    text = sentence[:-1] if sentence.endswith(".") else sentence
    if text[:1].isupper():
        text = text[0].lower() + text[1:]
    return text


class RiskRenderer(Renderer):
    """Renders Risk Deep Space effects as card text."""

    #: the verbs, queries and conditions whose two styles are one writer
    handlers: ClassVar[dict[tuple[str, type], Callable[..., str]]] = W.handlers(ENGLISH, "stmt")

    def one_clause(self, body: tuple[C.Stmt, ...]) -> str | None:
        """A body of one sentence as a clause (``None`` when it has several)."""
        if len(body) != 1:
            return None
        text = self.stmt(body[0])
        return _clause(text) if text.count(". ") == 0 else None

    def lower_first(self, text: str) -> str:
        """After "If …," and "Otherwise," a verb is lower-case ("If …, gain 1 ore.")."""
        if text.startswith("Instead, "):
            return "instead " + text.removeprefix("Instead, ")
        return _clause(text) + ("." if text.endswith(".") else "") if text else text

    # --- verbs ---------------------------------------------------------------------------
    def stmt_Pay(self, s: A.Pay) -> str:
        price = f"pay {s.amount} {W.noun(s.what.text, s.amount)}"
        clause = self.one_clause(s.body)
        if clause is not None:
            return f"{price.capitalize()} to {clause}."
        return f"You may {price}. If you do: {self.body(s.body)}"

    def stmt_Remove(self, s: A.Remove) -> str:
        if s.owner == "enemy":
            return f"Remove {s.amount} enemy {W.noun('recruit', s.amount)} from target planet."
        return f"Remove {s.amount} of your recruits from target planet."

    def stmt_Move(self, s: A.Move) -> str:
        count, plural = self.count(s.count)
        noun = "recruits" if plural else "recruit"
        via = " through the gem warp without paying a gem" if s.warp else ""
        return f"Move {count} {noun}{via}. This is not one of your two moves."

    # --- the core's statements in the game's style ---------------------------------------
    def stmt_Optional(self, s: C.Optional) -> str:
        clause = self.one_clause(s.body)
        if clause is not None:
            return f"You may {clause}."
        return f"You may: {self.body(s.body)}"

    def stmt_Instead(self, s: C.Instead) -> str:
        lead = "you may instead" if s.may else "instead,"
        return f"{lead.capitalize()} {self.lower_first(self.body(s.body))}"

    def stmt_Choice(self, s: C.Choice) -> str:
        clauses = [self.one_clause(o) for o in s.options]
        if all(c is not None for c in clauses):
            return "Either " + ", or ".join(str(c) for c in clauses) + "."
        return super().stmt_Choice(s)

    def stmt_ForEach(self, s: C.ForEach) -> str:
        clause = self.one_clause(s.body)
        query = self.term(s.query)
        if clause is not None and isinstance(s.query, A.Over) and s.query.what == A.YOUR_BASES:
            return f"{clause[0].upper()}{clause[1:]} for each {query}."
        if isinstance(s.query, A.Over) and s.query.what == A.OPPONENTS:
            query += " (the target player)"
        return f"For each {query}: {self.lower_first(self.body(s.body))}"

    # --- conditions ----------------------------------------------------------------------
    def cond_Not(self, c: C.Not) -> str:
        inner = c.cond
        if isinstance(inner, A.HasBase | A.AtLeast):
            return self.cond(inner).replace("you have", "you do not have", 1)
        if isinstance(inner, A.RollAtLeast):
            return f"the roll is less than {inner.value}"
        if isinstance(inner, A.MoreBases):
            return "target player does not have more bases than you"
        return super().cond_Not(c)

