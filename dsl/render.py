"""AST → English card text: the framework and the core statements.

:class:`Renderer` writes the skeleton's statements as sentences ("If …, …", "For each …: …");
a ruleset subclasses it with a ``stmt_<Node>`` method per statement node of its own, a
``cond_<Node>`` per condition and a ``term_<Node>`` per query, event or place (dispatch by node
type, :mod:`dsl.dispatch`). The core writes neutral English (sentence case after "If …,", "or"
between choices); a ruleset overrides :meth:`Renderer.lower_first`, :meth:`Renderer.stmt_Choice`
or any other core method for its printed cards' house style.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from . import ast as A
from .dispatch import Writer, call
from .words import count_words, per_words, plural_after

#: where one sentence of a rendered body ends and the next begins ("(max. 4)" is no end)
_SENTENCE_BREAK = re.compile(r"(?<=\.)(?<!max\.)\s+")


class Renderer(Writer):
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

    def scoped(self, stmts: Sequence[A.Stmt]) -> str:
        """A block's body (after "If …,", "You may:", "For each …:") as one sentence when it
        is several simple ones — "gain 1 gold and draw 2 cards." — so that all of it reads as
        under the block, not only its first sentence. A body with a compound sentence (a block or a
        choice of its own, :meth:`compound`) keeps its sentences."""
        text = self.body(stmts)
        parts = _SENTENCE_BREAK.split(text)
        if len(parts) < 2 or any(self.compound(p) or p.count("(") != p.count(")") for p in parts):
            return text
        clauses = [
            parts[0].removesuffix("."),
            *(self.lower_first(p.removesuffix(".")) for p in parts[1:]),
        ]
        return ", ".join(clauses[:-1]) + " and " + clauses[-1] + "."

    def compound(self, sentence: str) -> bool:
        """Whether a rendered sentence holds a block or choice of its own (it would not read
        as one clause of a longer sentence)."""
        return ":" in sentence or sentence.startswith(("Either ", "Choose one"))

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

    def per(self, per: A.Per | None, total: tuple[object, str] | None = None) -> str:
        """`` per …``; a cap on the count of an amount other than 1 is said as the cap of the
        total, the way cards print it: 2 gold per worker (max 4) → "(max. 8 gold)" —
        "(max. 4)" would read as a cap on the gold."""
        amount, noun = total if total is not None else (1, "")
        if per is None or per.max is None or not isinstance(amount, int) or amount == 1:
            return per_words(per, self.term, "max.")
        text = per_words(replace(per, max=None), self.term, "max.")
        return f"{text} (max. {amount * per.max} {noun})"

    def lower_first(self, text: str) -> str:
        """The sentences after "If …," or "Otherwise," go on in lower case ("If you have 6 or
        more workers, gain 1 gold."); a word in capitals stays as it is. A ruleset whose
        printed cards keep their verbs capitalised overrides this."""
        head = text[:2]
        return text[0].lower() + text[1:] if head[:1].isupper() and not head.isupper() else text

    def clause(self, body: Sequence[A.Stmt]) -> str | None:
        """A body of one sentence as a clause (first letter lowered, final full stop
        dropped); ``None`` when it is several sentences."""
        text = self.body(body)
        if len(body) != 1 or ". " in text:
            return None
        return self.lower_first(text.removesuffix("."))

    # --- core statements and conditions --------------------------------------------------
    def stmt_Repeat(self, s: A.Repeat) -> str:
        if s.place is None:
            return "Repeat this effect."
        return f"Repeat this effect in {self.term(s.place)}."

    def stmt_Optional(self, s: A.Optional) -> str:
        who = self.actor(s.who) if s.who else "You"
        return f"{who} may: {self.scoped(s.body)}"

    def stmt_If(self, s: A.If) -> str:
        text = f"If {self.cond(s.cond)}, {self.lower_first(self.scoped(s.then))}"
        if s.otherwise:
            text += f" Otherwise, {self.lower_first(self.scoped(s.otherwise))}"
        return text

    def stmt_Choice(self, s: A.Choice) -> str:
        """"Either deal 1 damage to target unit, or gain 1 gold."; options of several
        sentences: "Choose one: (1) … (2) …"."""
        clauses = [self.clause(o) for o in s.options]
        if all(c is not None for c in clauses):
            return "Either " + ", or ".join(str(c) for c in clauses) + "."
        options = " ".join(f"({i}) {self.body(o)}" for i, o in enumerate(s.options, 1))
        return f"Choose one: {options}"

    def stmt_ForEach(self, s: A.ForEach) -> str:
        return f"For each {self.term(s.query)}: {self.scoped(s.body)}"

    def stmt_Trigger(self, s: A.Trigger) -> str:
        return f"After {self.term(s.event)}: {self.scoped(s.body)}"

    def stmt_Instead(self, s: A.Instead) -> str:
        lead = "You may instead" if s.may else "Instead,"
        return f"{lead} {self.scoped(s.body)}"

    def cond_Not(self, c: A.Not) -> str:
        return "not " + self.cond(c.cond)

    def cond_AllOf(self, c: A.AllOf) -> str:
        return " and ".join(self.cond(x) for x in c.conds)
