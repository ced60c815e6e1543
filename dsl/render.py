"""AST → English card text: the framework and the core statements.

:class:`Renderer` writes the skeleton's statements as sentences ("If …, …", "For each …: …");
a ruleset subclasses it with a ``stmt_<Node>`` method per statement node of its own, a
``cond_<Node>`` per condition and a ``term_<Node>`` per query, event or place (dispatch by node
type, :mod:`dsl.dispatch`), and may override any core method for its cards' house style.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import ast as A
from .dispatch import call
from .words import count_words, per_words, plural_after


class Renderer:
    """Renders effects as card text; stateless, one instance per language."""

    # --- dispatch ------------------------------------------------------------------------
    def render(self, effect: A.Effect) -> str:
        """The whole effect as card text."""
        return self.body(effect.body)

    def body(self, stmts: Sequence[A.Stmt]) -> str:
        """A statement sequence as sentences joined by spaces."""
        return " ".join(self.stmt(s) for s in stmts)

    def stmt(self, s: A.Stmt) -> str:
        """One statement as a sentence (with its final full stop)."""
        text: str = call(self, "stmt", s)
        return text

    def cond(self, c: A.Cond) -> str:
        """A condition as English (without the leading "If")."""
        text: str = call(self, "cond", c)
        return text

    def term(self, node: A.Node) -> str:
        """A query, event or place of the ruleset's as English."""
        text: str = call(self, "term", node)
        return text

    # --- words ---------------------------------------------------------------------------
    def actor(self, who: str) -> str:
        """The subject named by an actor value (``Target Spirit``)."""
        return who.capitalize()

    def count(self, c: A.Count) -> tuple[str, bool]:
        """A count as English, and whether the noun after it is plural."""
        words = count_words(c)
        if words is None:
            raise ValueError(f"{type(self).__name__} cannot render a {c.kind!r} count")
        return words, plural_after(c)

    def per(self, per: A.Per | None) -> str:
        return per_words(per, self.term, "max.")

    def lower_first(self, text: str) -> str:
        """Card text keeps verbs capitalised; only a leading "Instead," is lowered."""
        return "instead" + text[len("Instead,") :] if text.startswith("Instead,") else text

    # --- core statements and conditions --------------------------------------------------
    def stmt_Repeat(self, s: A.Repeat) -> str:
        if s.place is None:
            return "Repeat this effect."
        return f"Repeat this effect in {self.term(s.place)}."

    def stmt_Optional(self, s: A.Optional) -> str:
        who = self.actor(s.who) if s.who else "You"
        return f"{who} may: {self.body(s.body)}"

    def stmt_If(self, s: A.If) -> str:
        text = f"If {self.cond(s.cond)}, {self.lower_first(self.body(s.then))}"
        if s.otherwise:
            text += f" Otherwise, {self.lower_first(self.body(s.otherwise))}"
        return text

    def stmt_Choice(self, s: A.Choice) -> str:
        return " OR ".join(self.body(o) for o in s.options)

    def stmt_ForEach(self, s: A.ForEach) -> str:
        return f"For each {self.term(s.query)}: {self.body(s.body)}"

    def stmt_Trigger(self, s: A.Trigger) -> str:
        return f"After {self.term(s.event)}: {self.body(s.body)}"

    def stmt_Instead(self, s: A.Instead) -> str:
        lead = "You may instead" if s.may else "Instead,"
        return f"{lead} {self.body(s.body)}"

    def cond_Not(self, c: A.Not) -> str:
        return "not " + self.cond(c.cond)

    def cond_AllOf(self, c: A.AllOf) -> str:
        return " and ".join(self.cond(x) for x in c.conds)
