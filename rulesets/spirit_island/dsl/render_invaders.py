"""Spirit Island's renderer, tokens and the Invader actions: the English of isolate, strife
damage, extra and changed Invader actions, the changes to Ravage / Build / Explore, the invader
cards and the actions on a board — mixed into :class:`~.render.SpiritIslandRenderer`."""

from __future__ import annotations

from dsl import ast as C
from rulesets.spirit_island import vocabulary as V

from . import ast as A
from .constructs.style import ENGLISH
from .constructs.words import own
from .render_terms import TermRenderer


def _own(w: C.Word | None, has: str) -> str:
    """`` per Strife`` (a piece's own strife) / `` per Damage they have taken``."""
    return own(ENGLISH, w, has)


def _plural_subject(p: A.Pieces) -> bool:
    """Does the subject read as a plural (``Invaders do``, ``City deals``)?"""
    return (
        len(p.items) != 1
        or (V.canonical_piece(p.items[0].word.text) or "")
        in (
            "invader",
            "dahan",
            "token",
        )
        or p.items[0].word.text.endswith("s")
    )


class InvaderActionRenderer(TermRenderer):
    """``stmt_*`` of the statements that change the Invader actions."""

    def stmt_InvaderDamage(self, s: A.InvaderDamage) -> str:
        each = " each" if s.each else ""
        verb = s.verb if s.each or _plural_subject(s.pieces) else s.verb + "s"
        to = f" to {self.words(s.to, True)}" if s.to is not None else ""
        during = " during Ravage" if s.during else ""
        own = _own(s.per_own, "they have") if s.per_own is not None else ""
        return f"{self.words(s.pieces, True)}{each} {verb} {s.amount:+d} Damage{own}{to}{during}."

    def stmt_OwnDamage(self, s: A.OwnDamage) -> str:
        return f"Each {self.words(s.pieces)} takes {s.amount} Damage{_own(s.per_own, 'it has')}."

    def stmt_RavageRedirect(self, s: A.RavageRedirect) -> str:
        lands = self.landset(s.lands, "", plural=True).strip()
        return (
            f"Ravaging {self.words(s.pieces, True)} damage {self.words(s.to, True)} in {lands}"
            f" instead of {self.words(s.instead_of, True)} and the land."
        )

    def stmt_CardStays(self, s: A.CardStays) -> str:
        action = s.action.text.capitalize()
        return f"The {action} Card remains in place instead of shifting left."

    def stmt_NotSource(self, s: A.NotSource) -> str:
        return f"It is not a source of {self.words(s.pieces, True)} when Exploring."

    def stmt_RavageImmune(self, s: A.RavageImmune) -> str:
        return (
            f"{self.words(s.pieces, True)} take no Damage from Ravaging {self.words(s.by, True)}."
        )

    def stmt_Simultaneous(self, s: A.Simultaneous) -> str:
        other = f" with {self.words(s.other, True)}" if s.other is not None else ""
        return f"{self.words(s.pieces, True)} {s.verb} Damage simultaneously{other}."

    def stmt_DoNot(self, s: A.DoNot) -> str:
        if s.what == "fight":
            return f"{self.words(s.pieces, True)} do not fight back."
        if s.what == "heal":
            return f"{self.words(s.pieces, True)} do not heal Damage at the end of this turn."
        if s.what == "prevent":
            acts = "/".join(w.text.capitalize() for w in s.actions)
            return f"{self.words(s.pieces)} does not prevent {acts}."
        who = self.words(s.pieces, True) if s.count is None else self.counted(s.count, s.pieces)
        who = who[:1].upper() + who[1:] + self.per(s.per)
        single = s.count is not None and s.count.kind == "exact" and s.count.n == 1
        verb = "does" if single else "do"
        acts = "/".join(w.text.capitalize() for w in s.actions)
        return f"{who} {verb} not participate in {acts}."

    # --- tokens, isolate, invader actions ------------------------------------------------
    def stmt_Isolate(self, s: A.Isolate) -> str:
        return "Isolate target land." if s.target else "Isolate."

    def stmt_StrifeDamage(self, s: A.StrifeDamage) -> str:
        if s.count is None:
            who = f"Each {self.words(s.pieces)} deals"
        else:
            count, plural = self.count(s.count)
            who = f"{count} {self.words(s.pieces, plural)} {'deal' if plural else 'deals'}"
        where = {"its": " in its land", "their": " in their land", "target": " in target land"}
        tail = where.get(s.where or "", "")
        return f"{who} Damage to other {self.words(s.victims, True)}{tail}."

    def stmt_InvaderAct(self, s: A.InvaderAct) -> str:
        acts = ", then ".join(w.text.capitalize() for w in s.actions)
        lead = "Then " if s.then else ""
        return f"{lead}{self.words(s.pieces, True)} {acts}."

    def stmt_ActionBecomes(self, s: A.ActionBecomes) -> str:
        acts = "/".join(w.text.capitalize() for w in s.actions)
        lead = s.lead.capitalize()
        return f"{lead} {acts} becomes a {s.instead.text.capitalize()} instead."

    def stmt_DestroyFewer(self, s: A.DestroyFewer) -> str:
        return f"Destroy {s.n} fewer {self.words(s.pieces, True)}."

    def stmt_BoardActions(self, s: A.BoardActions) -> str:
        times = "one" if s.n == 1 else str(s.n)
        more = "more" if s.more else "fewer"
        return (
            f"On the board {s.past} {s.side}: During the Invader Phase, Resolve Invader"
            f' and "Each board / Each land..." Actions {times} {more} time.'
        )

    def stmt_SwapCard(self, s: A.SwapCard) -> str:
        return (
            f"Swap the top card of the {s.deck.text.capitalize()} Deck with a card in the"
            f" {s.discard.text.capitalize()} discard that is within {s.stages} Invader Stage of it."
        )
