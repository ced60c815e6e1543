"""The English card text (renderer) and the canonical effect text (printer) of Elder Sign's
nodes. The canonical text keeps words as written; the English spells them by count ("Gain 1
clue.", "Lose 2 sanity.") and reads ``for each investigator: lose 2 health`` as "Each
investigator loses 2 health."."""

from __future__ import annotations

from cardsmith.dsl import ast as C
from cardsmith.dsl.printer import Printer
from cardsmith.dsl.render import Renderer

from . import ast as A

#: singular → plural of the words English spells by count
PLURALS = {"clue": "clues", "elder sign": "Elder Signs", "die": "dice", "spell": "spells",
           "ally": "allies", "item": "items", "common item": "common items",
           "unique item": "unique items", "doom token": "doom tokens"}
SINGULAR = {plural: one for one, plural in PLURALS.items()} | {"clues": "clue",
                                                               "elder signs": "elder sign"}


def noun(word: str, n: int) -> str:
    """``clue`` / ``clues`` by ``n`` (health and sanity have no plural)."""
    one = SINGULAR.get(word, word)
    if one == "elder sign":
        return "Elder Sign" if n == 1 else "Elder Signs"
    return one if n == 1 else PLURALS.get(one, one)


def _third_person(sentence: str) -> str:
    """"lose 2 health" → "loses 2 health" (the verb of each investigator)."""
    verb, _, rest = sentence.partition(" ")
    verb = verb.lower()
    return (verb + "es" if verb.endswith(("s", "sh", "ch")) else verb + "s") + " " + rest


class ElderSignRenderer(Renderer):
    """Renders Elder Sign effects as card text."""

    def stmt_Amount(self, s: A.Amount) -> str:
        if s.verb == "lock":
            return f"Lock {s.amount} {noun('die', s.amount)}."
        return f"{s.verb.capitalize()} {s.amount} {noun(s.what.text, s.amount)}."

    def stmt_Doom(self, s: A.Doom) -> str:
        where = "to" if s.verb == "add" else "from"
        return (f"{s.verb.capitalize()} {s.amount} {noun('doom token', s.amount)} {where} the "
                "doom track.")

    def stmt_Fixed(self, s: A.Fixed) -> str:
        if s.what == A.ADVANCE_CLOCK:
            return "Advance the clock 3 hours."
        return s.what.capitalize() + "."

    def stmt_AddDie(self, s: A.AddDie) -> str:
        return f"Add a {s.colour.text} die to the roll."

    def stmt_Cards(self, s: A.Cards) -> str:
        return f"{s.verb.capitalize()} {s.amount} {noun(s.deck_text, s.amount)}."

    def stmt_Optional(self, s: C.Optional) -> str:
        """"You may lose 1 sanity." (a body of several sentences: "You may: …")."""
        clause = self.clause(s.body)
        if clause is not None and not s.who:
            return f"You may {clause}."
        return super().stmt_Optional(s)

    def stmt_ForEach(self, s: C.ForEach) -> str:
        if isinstance(s.query, A.Investigators):
            parts = [self.stmt(b) for b in s.body]
            if all(isinstance(b, A.Amount | A.Cards) for b in s.body):
                return "Each investigator " + " and ".join(
                    _third_person(p.removesuffix(".")) for p in parts) + "."
            return f"For each investigator: {self.body(s.body)}"
        return super().stmt_ForEach(s)

    def term_Investigators(self, q: A.Investigators) -> str:
        return "investigator"

    def cond_Have(self, c: A.Have) -> str:
        return f"you have {c.amount} or more {noun(c.what.text, 2)}"

    def cond_DoomAtLeast(self, c: A.DoomAtLeast) -> str:
        return f"the doom track has {c.amount} or more tokens"

    def cond_Not(self, c: C.Not) -> str:
        inner = c.cond
        if isinstance(inner, A.Have):
            return self.cond(inner).replace("you have", "you do not have", 1)
        return super().cond_Not(c)


class ElderSignPrinter(Printer):
    """Prints Elder Sign effects as canonical text (``cardsmith fmt``)."""

    def simple_Amount(self, s: A.Amount) -> str:
        return f"{s.verb} {s.amount} {s.what.text}"

    def simple_Doom(self, s: A.Doom) -> str:
        return f"{s.verb} {s.amount} {'doom token' if s.amount == 1 else 'doom tokens'}"

    def simple_Fixed(self, s: A.Fixed) -> str:
        return s.what

    def simple_AddDie(self, s: A.AddDie) -> str:
        return f"add a {s.colour.text} die"

    def simple_Cards(self, s: A.Cards) -> str:
        return f"{s.verb} {s.amount} {s.deck_text}"

    def term_Investigators(self, q: A.Investigators) -> str:
        return "investigator"

    def cond_Have(self, c: A.Have) -> str:
        return f"you have {c.amount} or more {c.what.text}"

    def cond_DoomAtLeast(self, c: A.DoomAtLeast) -> str:
        return f"the doom track has {c.amount} or more {c.unit.text}"
