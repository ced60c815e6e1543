"""Spirit Island's builder, the fear-card and Invader-action rules: what a piece has of its own,
ravage changes, explore sources, the invader cards staying, "with P or adjacent to N Q", "this
power causes invaders to skip" — mixed into :class:`~.builder.SpiritIslandBuilder`."""

from __future__ import annotations

from typing import Any

from dsl import ast as C
from dsl.builder import word

from . import ast as A


class InvaderActionRules:
    """``r_<rule>`` methods of the Invader-action grammar rules (see ``grammar.lark``)."""

    def r_own_per(self, span: C.Span, ch: list[Any]) -> C.Word:
        return word(ch[0])

    def r_own_damage(self, span: C.Span, ch: list[Any]) -> A.OwnDamage:
        return A.OwnDamage(ch[1], int(ch[3]), ch[4], span)

    def r_ravage_redirect(self, span: C.Span, ch: list[Any]) -> A.RavageRedirect:
        ps = [c for c in ch if isinstance(c, A.Pieces)]
        lands = next(c for c in ch if isinstance(c, A.LandSet))
        return A.RavageRedirect(ps[0], ps[1], lands, ps[2], span)

    def r_card_stays(self, span: C.Span, ch: list[Any]) -> A.CardStays:
        return A.CardStays(word(ch[1]), span)

    def r_not_source(self, span: C.Span, ch: list[Any]) -> A.NotSource:
        return A.NotSource(ch[1], span)

    def r_ravage_immune(self, span: C.Span, ch: list[Any]) -> A.RavageImmune:
        return A.RavageImmune(ch[0], ch[2], span)

    def r_no_fight_back(self, span: C.Span, ch: list[Any]) -> A.DoNot:
        return A.DoNot("fight", ch[0], (), None, span)

    def r_health_min(self, span: C.Span, ch: list[Any]) -> int:
        return int(ch[0])

    def r_event_skipped(self, span: C.Span, ch: list[Any]) -> A.Event:
        return A.Event("skipped", ch[1], span=span)

    def r_or_adjacent_at_least(self, span: C.Span, ch: list[Any]) -> A.LandFilter:
        return A.LandFilter("or_adjacent", pieces=ch[0], n=int(ch[1]), other=ch[2], span=span)

    def r_or_adjacent_n_or_more(self, span: C.Span, ch: list[Any]) -> A.LandFilter:
        return A.LandFilter(
            "or_adjacent", pieces=ch[0], n=int(ch[1]), other=ch[3], or_more=True, span=span
        )
