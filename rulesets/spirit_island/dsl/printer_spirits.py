"""Spirit Island's printer, spirits and their cards: what a spirit gains (energy, cards,
elements), card handling (forget, reclaim, play, element markers, the top of a deck), what a
power is (speed, range, targets) and its costs (pay, cost to use, joint pay, pay or discard) —
mixed into :class:`~.printer.SpiritIslandPrinter`."""

from __future__ import annotations

from dataclasses import replace

from dsl import ast as C

from . import ast as A
from .constructs.pieces import bare
from .constructs.words import WHO_TEXT as _WHO
from .constructs.words import plural as _plural
from .constructs.words import verb as _verb
from .printer_terms import TermPrinter, _zone

#: how a card is played (``play_cost``), as written
_PLAY_COST = {
    "pay": "by paying its cost",
    "free": "for free",
    "half_up": "by paying half its cost (round up)",
    "half_down": "by paying half its cost (round down)",
    "forget_end": "by forgetting it at end of turn",
}


class SpiritPrinter(TermPrinter):
    """``simple_*`` / ``block_*`` of what spirits gain, their cards and a power's costs."""

    def simple_Empower(self, s: A.Empower) -> str:
        return f"empower {self.words(s.pieces)}"

    # --- cards, speed, range ---------------------------------------------------------------
    def simple_CardAction(self, s: A.CardAction) -> str:
        who = f"{_WHO[s.who]} {_verb(s.who, s.verb)}" if s.who is not None else s.verb
        if s.which == "this":
            what = "this power"
        elif s.which == "it":
            what = "it"
        else:
            count = s.count or C.Count("exact", 1)
            n = count.n if count.kind in ("exact", "up_to") else None
            lead = "another" if s.which == "another" else self.count(count)
            deck = f"{s.deck.text} " if s.deck is not None else ""
            power = "power " if s.verb != "reclaim" or s.deck is not None else ""
            what = f"{lead} {deck}{power}{_plural(n, 'card')}"
        text = f"{who} {what}"
        if s.zones:
            text += " from " + " or ".join(_zone(lead, w) for lead, w in s.zones)
        if s.into is not None:
            text += " into " + _zone(*s.into)
        if s.verb == "play" and s.cost is not None:  # "play it" says no cost: print none
            text += " " + " or ".join(_PLAY_COST[c] for c in s.cost.split("|"))
        if s.verb == "play" and s.thresholds:
            text += ", with all elemental thresholds"
        if s.verb == "regain":
            text += " they previously forgot"
        return text

    def simple_Markers(self, s: A.Markers) -> str:
        n = s.count.n if s.count.kind in ("exact", "up_to") else None
        return f"{s.action} {self.count(s.count)} element {_plural(n, 'marker')}"

    def simple_DeckTop(self, s: A.DeckTop) -> str:
        if s.action == "remove":
            return f"remove the top card of the {s.deck.text} deck from the game"
        if s.action == "reveal_any":
            return f"turn any face-down {s.deck.text} card face-up"
        if s.action == "reveal":
            return f"turn the top card of the {s.deck.text} deck face-up"
        return f"discard the top card of the {s.deck.text} power deck"

    def block_PayOrDiscard(self, s: A.PayOrDiscard, depth: int) -> list[str]:
        who = f"{self.actor(s.who)} " if s.who is not None else ""
        card = self.simple_CardAction(replace(s.discard, who=None))
        return self.block(f"{who}may pay {s.cost} energy or {card}", s.body, depth)

    def simple_Pay(self, s: A.Pay) -> str:
        if s.any:
            return "pay any amount of energy"
        tracks = " from your tracks" if s.tracks else ""
        joint = "spirits jointly " if s.jointly else ""
        return f"{joint}pay {s.n} {s.what}{tracks}{self.per(s.per)}"

    def block_CostToUse(self, s: A.CostToUse, depth: int) -> list[str]:
        return self.block("cost to use", s.body, depth)

    def block_JointPay(self, s: A.JointPay, depth: int) -> list[str]:
        head = f"spirits may jointly pay {s.n} energy{self.per(s.per)}"
        if s.aid is not None:
            head += f" aided by removing {bare(s.aid)} from the island for {s.worth} energy each"
        return self.block(head, s.body, depth)
