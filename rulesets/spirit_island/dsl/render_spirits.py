"""Spirit Island's renderer, spirits and their cards: card handling (forget, reclaim, play,
element markers, the top of a deck), what a power is (speed, range, targets), its costs (pay,
joint pay), what a spirit gains (energy, cards, elements), empowering an incarna — mixed into
:class:`~.render.SpiritIslandRenderer`."""

from __future__ import annotations

from . import ast as A
from .render_terms import TermRenderer


def _gains(who: str) -> str:
    return "gain" if who == "you" else "gains"


class SpiritRenderer(TermRenderer):
    """``stmt_*`` of the card, power, cost and gain statements."""

    def stmt_Empower(self, s: A.Empower) -> str:
        return f"Empower {self.words(s.pieces)}."

    # --- cards, speed, range ---------------------------------------------------------------
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
