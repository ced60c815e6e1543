"""AST → the effect IR the engine runs (``engine/ops.py`` runs it).

The core's statements keep the core's operations (``if``, ``optional``, ``choice``,
``for_each``); the game's verbs compile to ``gain``, ``lose``, ``add_doom``, ``remove_doom``,
``draw_monster``, ``add_die``, ``lock_dice``, ``advance_clock``, ``discard``, ``draw`` and
``open_world``. Words are checked against ``vocabulary.py``: an unknown one is ``E101`` with a
did-you-mean; a core statement the game does not use (``repeat``, ``after …``) is ``E102``; an
amount the rules cannot use (``gain 0 clues``, more than 6 dice locked) is ``E103``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardsmith.dsl import ast as C
from cardsmith.dsl.compiler import Compiler
from cardsmith.dsl.ir import Op

from .. import vocabulary as V
from . import ast as A

FIXED_OPS = {A.DRAW_MONSTER: "draw_monster", A.ADVANCE_CLOCK: "advance_clock",
             A.OPEN_WORLD: "open_world"}


class ElderSignCompiler(Compiler):
    """Compiles Elder Sign effects; errors are collected (see :class:`dsl.compiler`)."""

    def known(self, w: C.Word | str, table: Mapping[str, str], what: str,
              span: C.Span | None = None) -> str:
        """The value ``table`` gives the word (an ``E101`` with a did-you-mean otherwise)."""
        word = w if isinstance(w, C.Word) else C.Word(w, span or C.NOWHERE)
        self.word_in(word, tuple(table), "E101", what)
        return table.get(word.text, word.text)

    def positive(self, amount: int, span: C.Span) -> int:
        """An amount of at least 1 (``E103`` otherwise)."""
        if amount < 1:
            self.error(span, "E103", f"an amount of {amount} does nothing", "write 1 or more")
        return self.number(amount, span)

    # --- verbs ---------------------------------------------------------------------------
    def stmt_Amount(self, s: A.Amount) -> Op:
        amount = self.positive(s.amount, s.span)
        if s.verb == "gain":
            return {"op": "gain", "what": self.known(s.what, V.GAINS, "thing to gain"),
                    "amount": amount}
        if s.verb == "lose":
            return {"op": "lose", "what": self.known(s.what, V.LOSSES, "thing to lose"),
                    "amount": amount}
        self.word_in(s.what, V.DIE_WORDS, "E101", "word (lock N dice)")
        if amount > V.GREEN_DICE:
            self.error(s.span, "E103", f"{amount} dice: a roll has at most {V.GREEN_DICE} "
                       "green dice", f"lock at most {V.GREEN_DICE}")
        return {"op": "lock_dice", "amount": amount}

    def stmt_Doom(self, s: A.Doom) -> Op:
        return {"op": f"{s.verb}_doom", "amount": self.positive(s.amount, s.span)}

    def stmt_Fixed(self, s: A.Fixed) -> Op:
        return {"op": FIXED_OPS[s.what]}

    def stmt_AddDie(self, s: A.AddDie) -> Op:
        return {"op": "add_die", "colour": self.known(s.colour, V.COLOUR_WORDS, "die colour")}

    def stmt_Cards(self, s: A.Cards) -> Op:
        deck = self.known(s.deck_text, V.DECKS, "deck", s.words[0].span)
        if s.verb == "draw" and deck == "item":
            self.error(s.words[0].span, "E103", "say which items are drawn",
                       "write `draw 1 common item` or `draw 1 unique item`")
        return {"op": s.verb, "deck": deck, "amount": self.positive(s.amount, s.span)}

    # --- core statements the game does not use -------------------------------------------
    def stmt_Repeat(self, s: C.Repeat) -> Op:
        self.error(s.span, "E102", "Elder Sign cards do not repeat",
                   "write the statements again")
        return {"op": "repeat"}

    def stmt_Trigger(self, s: C.Trigger) -> Op:
        self.error(s.span, "E102", "Elder Sign cards have no `after` triggers",
                   "use an adventure's `terror:` or a card's `at_midnight:` field")
        return {"op": "trigger"}

    # --- conditions and queries ----------------------------------------------------------
    def cond_Have(self, c: A.Have) -> dict[str, Any]:
        return {"have": self.known(c.what, V.HAVE, "thing held"), "amount": c.amount}

    def cond_DoomAtLeast(self, c: A.DoomAtLeast) -> dict[str, Any]:
        self.word_in(c.unit, ("token", "tokens"), "E101", "word (doom tokens)")
        return {"doom_at_least": c.amount}

    def term_Investigators(self, q: A.Investigators) -> dict[str, Any]:
        return {"each": "investigator"}
