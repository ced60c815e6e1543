"""Spirit Island's builder, the lasting effects (modifiers of the closed registry): health,
prevention, presence rules, blight sparing pieces, range, repeating and reclaiming cards, speed,
damage bonuses, sharing presence, gifts — mixed into :class:`~.builder.SpiritIslandBuilder`."""

from __future__ import annotations

from typing import Any

from dsl import ast as C
from dsl.builder import tok_span, toks, word

from . import ast as A
from .builder_invaders import InvaderActionRules
from .builder_words import _owner, _signed


class ModifierRules(InvaderActionRules):
    """``r_<rule>`` methods of the lasting-effect grammar rules (see ``grammar.lark``)."""

    # --- lasting effects -----------------------------------------------------------------
    def r_health_mod(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        return A.Modifier(
            "health", pieces=ch[0], amount=_signed(ch[1]), span=span, per_own=ch[2], minimum=ch[3]
        )

    def r_push_instead(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        words = (word(ch[1]), word(ch[3]))  # PAST, PAST: "destroyed", "pushed"
        return A.Modifier("push_instead", pieces=ch[0], words=words, span=span)

    def r_cannot_move(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        return A.Modifier("cannot_move", pieces=ch[0], span=span)

    def r_counts_as(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        return A.Modifier("counts_as", pieces=ch[0], other=ch[2], span=span)

    def r_presence_only(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        """``your presence may only be added/moved into mountain lands``."""
        verbs = tuple(word(t) for t in ch[2:-1])
        return A.Modifier("presence_only", pieces=ch[0], words=verbs, lands=ch[-1], span=span)

    def r_presence_sacred(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        """``your presence in wetland lands counts as sacred site``."""
        return A.Modifier("presence_sacred", pieces=ch[0], lands=ch[1], span=span)

    def r_moves_with(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        """``your presence may move with dahan [when all of them leave one of your lands]``."""
        last = tuple(word(t) for t in ch[3:] if t is not None)  # a phrase: canonical already
        return A.Modifier("moves_with", pieces=ch[0], other=ch[2], words=last, span=span)

    def r_blight_spares(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        """``blight added [by spirit effects] [in L] does not [cascade or] destroy P [if/unless
        COND]``: flags as words (``by_spirits``, ``cascade``, ``if`` / ``unless``)."""
        what, past, by, lands, _, cascade, ps, tail = ch
        flags = [word(past)]  # "added" (checked by the compiler)
        for k, t in (("by_spirits", by), ("cascade", cascade)):
            if t is not None:
                flags.append(C.Word(k, tok_span(t)))
        cond = None
        if tail is not None:
            flags.append(C.Word(tail[0], span))
            cond = tail[1]
        return A.Modifier(
            "blight_spares",
            pieces=ps,
            other=what,
            lands=lands,
            words=tuple(flags),
            cond=cond,
            span=span,
        )

    def r_treat_as(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        """``your/spirit actions treat P [on the island] as also X``: words ``yours`` /
        ``spirits``, X, and ``island`` when said."""
        who = "spirits" if str(ch[0]).lower().startswith("spirit") else "yours"
        words = [C.Word(who, tok_span(ch[0])), word(ch[3])]
        if ch[2] is not None:
            words.append(C.Word("island", tok_span(ch[2])))
        return A.Modifier("treat_as", pieces=ch[1], words=tuple(words), span=span)

    def r_skip_paid(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        """``prevent ravage/build by destroying 1 of your presence`` (under ``you may``)."""
        return A.Modifier("skip_for_presence", words=ch[0], amount=int(ch[1]), span=span)

    def r_spares_if(self, span: C.Span, ch: list[Any]) -> tuple[str, Any]:
        return ("if", ch[0])

    def r_spares_unless(self, span: C.Span, ch: list[Any]) -> tuple[str, Any]:
        return ("unless", ch[0])

    def r_prevent(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        words = tuple(word(t) for t in ch[1:])
        return A.Modifier("prevent", pieces=ch[0], words=words, span=span)

    def r_range_bonus(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        to = tuple(ch[4] or ())
        return A.Modifier(
            "range_bonus",
            who=ch[0],
            amount=_signed(ch[2]),
            words=to,
            span=span,
            per=ch[3],
            cards_only=ch[5] is not None,
            lands=ch[6],
        )

    def r_range_from(self, span: C.Span, ch: list[Any]) -> A.LandSet:
        land_set: A.LandSet = ch[-1]
        return land_set

    def r_range_to(self, span: C.Span, ch: list[Any]) -> tuple[C.Word, ...]:
        return tuple(word(t) for t in toks(ch, "NAME"))

    def r_range_set(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        return A.Modifier("range_set", amount=int(ch[0]), span=span)

    def r_repeat_cards(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        words = (C.Word("other", span),) if ch[1] is not None else ()
        cost = next((c for c in ch[2:] if type(c) is int), None)
        return A.Modifier("repeat_cards", count=ch[0], words=words, amount=cost, span=span)

    def r_repeat_cards_free(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        words = (C.Word("other", span),) if ch[1] is not None else ()
        cost = next((c for c in ch[2:] if type(c) is int), None)
        return A.Modifier(
            "repeat_cards",
            count=ch[0],
            words=(*words, C.Word("free", span)),
            amount=cost,
            span=span,
        )

    def r_repeat_lowest(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        whose = str(toks(ch, "IN_PLAY")[0]).split()[0].lower()
        words = (C.Word("lowest", span), C.Word(whose, span))
        return A.Modifier("repeat_cards", count=C.Count("exact", 1, span), words=words, span=span)

    def r_max_cost(self, span: C.Span, ch: list[Any]) -> int:
        return int(ch[0])

    def r_reclaim_cards(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        return A.Modifier("reclaim_cards", count=ch[1], span=span)

    def r_make_fast(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        return A.Modifier("make_fast", count=ch[0], words=ch[1] or (), span=span, per=ch[2])

    def r_swap_speed(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        return A.Modifier("swap_speed", count=ch[0], span=span)

    def r_damage_each_other(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        return A.Modifier("damage_each_other", pieces=ch[0], other=ch[1], span=span)

    def r_damage_bonus_once(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        return A.Modifier("damage_bonus_once", who=ch[0] or "you", amount=_signed(ch[2]), span=span)

    def r_damage_bonus_all(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        who: A.Who = _owner(ch[0]) or "you"  # "their powers": the target spirit's
        return A.Modifier("damage_bonus_all", who=who, amount=_signed(ch[2]), span=span)

    def r_push_into_ocean(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        who: A.Who = _owner(ch[0]) or "you"
        return A.Modifier("push_into_ocean", who=who, span=span)

    def r_build_adds(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        return A.Modifier("build_adds", pieces=ch[0], other=ch[2], span=span)

    def r_share_presence(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        return A.Modifier("share_presence", span=span)

    def r_gift_card(self, span: C.Span, ch: list[Any]) -> A.Modifier:
        return A.Modifier(
            "gift_card", who=ch[0], amount=int(ch[1]), words=(C.Word(ch[3], span),), span=span
        )
