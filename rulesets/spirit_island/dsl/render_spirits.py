"""Spirit Island's renderer, spirits and their cards: card handling (forget, reclaim, play,
element markers, the top of a deck), what a power is (speed, range, targets), its costs (pay,
joint pay), what a spirit gains (energy, cards, elements), empowering an incarna — mixed into
:class:`~.render.SpiritIslandRenderer`."""

from __future__ import annotations

from . import ast as A
from .constructs.words import WHO_ENGLISH as WHO
from .render_terms import TermRenderer

#: how a card is played (``play_cost``), as printed
_PLAY_COST = {
    "pay": "by paying its cost",
    "free": "for free",
    "half_up": "by paying half its cost (round up)",
    "half_down": "by paying half its cost (round down)",
    "forget_end": "by Forgetting it at the end of turn",
}


def _gains(who: str) -> str:
    return "gain" if who == "you" else "gains"


def _zone(lead: str | None, zone: str) -> str:
    """``(your, hand)`` → ``your hand``."""
    return f"{lead} {zone}" if lead else zone


class SpiritRenderer(TermRenderer):
    """``stmt_*`` of the card, power, cost and gain statements."""

    def stmt_Empower(self, s: A.Empower) -> str:
        return f"Empower {self.words(s.pieces)}."

    # --- cards, speed, range ---------------------------------------------------------------
    def stmt_CardAction(self, s: A.CardAction) -> str:
        if s.who is None:  # "Forget a Power Card." (the acting spirit, as printed)
            text = f"{s.verb.capitalize()} {self._card_phrase(s)}"
        else:
            verb = s.verb if s.who == "you" else s.verb + "s"
            text = f"{WHO[s.who]} {verb} {self._card_phrase(s)}"
        return text + "."

    def _card_phrase(self, s: A.CardAction) -> str:
        """What a card action acts on, where from and how (after its verb)."""
        text = self._cards_named(s)
        if s.zones:
            text += " from " + " or ".join(_zone(lead, w.text) for lead, w in s.zones)
        if s.into is not None:
            text += " into " + _zone(s.into[0], s.into[1].text)
        if s.verb == "play":
            text += " " + " or ".join(_PLAY_COST[c] for c in (s.cost or "pay").split("|"))
            if s.thresholds:
                text += ", with all elemental thresholds met"
        if s.verb == "regain":
            text += " they previously forgot"
        return text

    def _cards_named(self, s: A.CardAction) -> str:
        if s.which == "this":
            return "this Power"
        if s.which == "it":
            return "it"
        deck = f"{s.deck.text.capitalize()} " if s.deck is not None else ""
        if s.count is None or s.count.kind != "exact":
            count, plural = self.count(s.count) if s.count else ("a", False)
        else:
            count, plural = ("a" if s.count.n == 1 else str(s.count.n)), s.count.n != 1
        if s.which == "another":
            count = "another"
        cards = "Power Cards" if plural else "Power Card"
        if s.verb == "reclaim" and s.deck is None:
            cards = "Cards" if plural else "Card"
        return f"{count} {deck}{cards}"

    def stmt_Markers(self, s: A.Markers) -> str:
        count, plural = self.count(s.count)
        return f"{s.action.capitalize()} {count} Element Marker{'s' if plural else ''}."

    def stmt_DeckTop(self, s: A.DeckTop) -> str:
        if s.action == "remove":
            return f"Remove the top card of the {s.deck.text.capitalize()} Deck from the game."
        if s.action == "reveal_any":
            return f"Turn any face-down {s.deck.text.capitalize()} Card face-up."
        if s.action == "reveal":
            return f"Turn the top card of the {s.deck.text.capitalize()} Deck face-up."
        return f"Discard the top card of the {s.deck.text.capitalize()} Power Deck."

    def stmt_Pay(self, s: A.Pay) -> str:
        if s.what == "energy" and s.any:
            return "Pay any amount of Energy (min. 1)."
        if s.what == "energy" and s.jointly:
            return f"Spirits jointly pay {s.n} Energy{self.per(s.per)}."
        if s.what == "energy":
            return f"Pay {s.n} Energy."
        if s.what == "time":
            return f"Pay {s.n} Time{self.per(s.per)}."
        return f"Pay {s.n} Presence" + (" from your Presence Tracks." if s.tracks else ".")

    def stmt_JointPay(self, s: A.JointPay) -> str:
        aid = ""
        if s.aid is not None:
            aid = f" (aided by removing {self.words(s.aid)} from the island"
            aid += f" for {s.worth} Energy each)"
        return f"Spirits may jointly spend {s.n} Energy{self.per(s.per)}{aid}: {self.body(s.body)}"
