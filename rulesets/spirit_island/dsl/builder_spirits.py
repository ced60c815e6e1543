"""Spirit Island's builder, spirits and their cards: forget, reclaim, play, take, discard,
regain; what a power is (speed, range, targets); what a spirit gains (energy, cards, elements,
element markers); the top of a deck; what a spirit has (cards played, in play, impending,
energy paid) — mixed into :class:`~.builder.SpiritIslandBuilder`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from dsl import ast as C
from dsl.builder import tok_span, toks, word

from . import ast as A


class SpiritRules:
    """``r_<rule>`` methods of the card, power and gain grammar rules (see ``grammar.lark``)."""

    # --- cards, speed, range ---------------------------------------------------------------
    def r_forget(self, span: C.Span, ch: list[Any]) -> A.CardAction:
        what: A.CardAction = ch[2]
        return replace(what, verb="forget", who=ch[0], zones=tuple(ch[3] or ()), span=span)

    def r_some_cards(self, span: C.Span, ch: list[Any]) -> A.CardAction:
        ints = toks(ch, "INT")
        names = toks(ch, "NAME")
        n = int(ints[0]) if ints else 1
        return A.CardAction(
            "forget",
            count=C.Count("exact", n, span),
            deck=word(names[0]) if names else None,
            span=span,
        )

    def r_this_card(self, span: C.Span, ch: list[Any]) -> A.CardAction:
        return A.CardAction("forget", which="this", span=span)

    def r_card_from(self, span: C.Span, ch: list[Any]) -> list[tuple[str | None, C.Word]]:
        return list(ch)

    def r_card_zone(self, span: C.Span, ch: list[Any]) -> tuple[str | None, C.Word]:
        lead = str(ch[0]).lower() if ch[0] is not None else None
        return (lead, word(ch[1]))

    def r_reclaim(self, span: C.Span, ch: list[Any]) -> A.CardAction:
        deck = word(ch[3]) if ch[3] is not None else None
        return A.CardAction("reclaim", ch[0], ch[2], deck, span=span)

    def r_play(self, span: C.Span, ch: list[Any]) -> A.CardAction:
        what: A.CardAction = ch[2]
        return replace(
            what, verb="play", who=ch[0], cost=ch[4], thresholds=ch[5] is not None, span=span
        )

    def r_play_costs(self, span: C.Span, ch: list[Any]) -> str:
        return "|".join(ch)

    def r_half_cost(self, span: C.Span, ch: list[Any]) -> str:
        return "half_up" if ch[0] is not None and "up" in str(ch[0]).lower() else "half_down"

    def r_forget_end_cost(self, span: C.Span, ch: list[Any]) -> str:
        return "forget_end"

    def r_play_cards(self, span: C.Span, ch: list[Any]) -> A.CardAction:
        ints = toks(ch, "INT")
        names = toks(ch, "NAME")
        return A.CardAction(
            "play",
            count=C.Count("exact", int(ints[0]) if ints else 1, span),
            deck=word(names[0]) if names else None,
            which="another" if toks(ch, "ANOTHER") else None,
            span=span,
        )

    def r_play_it(self, span: C.Span, ch: list[Any]) -> A.CardAction:
        return A.CardAction("play", which="it", span=span)

    def r_pay_cost(self, span: C.Span, ch: list[Any]) -> str:
        return "pay"

    def r_free_cost(self, span: C.Span, ch: list[Any]) -> str:
        return "free"

    def r_take(self, span: C.Span, ch: list[Any]) -> A.CardAction:
        ints = toks(ch, "INT")
        names = toks(ch, "NAME")
        zones = next((c for c in ch if isinstance(c, list)), [])
        into = ch[-1] if isinstance(ch[-1], tuple) else None
        return A.CardAction(
            "take",
            ch[0],
            C.Count("exact", int(ints[0]) if ints else 1, span),
            word(names[0]) if names else None,
            zones=tuple(zones),
            into=into,
            span=span,
        )

    def r_in_targets_stmt(self, span: C.Span, ch: list[Any]) -> A.InLands:
        target = C.Word("target", tok_span(ch[1]))
        return A.InLands("each", A.LandSet((target,), (), tok_span(ch[1])), ch[2], span)

    def r_in_one_target_stmt(self, span: C.Span, ch: list[Any]) -> A.InLands:
        target = C.Word("target", tok_span(ch[1]))
        return A.InLands("one", A.LandSet((target,), (), tok_span(ch[1])), ch[2], span)

    def r_regain(self, span: C.Span, ch: list[Any]) -> A.CardAction:
        ints = toks(ch, "INT")
        names = toks(ch, "NAME")
        return A.CardAction(
            "regain",
            ch[0],
            C.Count("exact", int(ints[0]) if ints else 1, span),
            word(names[0]) if names else None,
            span=span,
        )

    def r_discard_cards(self, span: C.Span, ch: list[Any]) -> A.CardAction | A.Modifier:
        what: A.CardAction = ch[2]
        zones = tuple(ch[3] or ())
        if ch[4] is not None:  # "… instead of forgetting it": a lasting option
            words = tuple(w for _, w in zones)
            return A.Modifier(
                "discard_for_forget", who=ch[0], count=what.count, words=words, span=span
            )
        return replace(what, verb="discard", who=ch[0], zones=zones, span=span)

    def r_prepare_markers(self, span: C.Span, ch: list[Any]) -> A.Markers:
        return A.Markers("prepare", C.Count("exact", int(ch[0]), span), span)

    def r_discard_markers(self, span: C.Span, ch: list[Any]) -> A.Markers:
        return A.Markers("discard", ch[1], span)

    def r_discard_top(self, span: C.Span, ch: list[Any]) -> A.DeckTop:
        return A.DeckTop("discard", word(toks(ch, "NAME")[0]), span)

    def r_reveal_any(self, span: C.Span, ch: list[Any]) -> A.DeckTop:
        return A.DeckTop("reveal_any", word(toks(ch, "NAME")[0]), span)

    def r_reveal_top(self, span: C.Span, ch: list[Any]) -> A.DeckTop:
        return A.DeckTop("reveal", word(toks(ch, "NAME")[0]), span)
