"""Lark parse tree → Spirit Island AST nodes: a builder method per rule of ``grammar.lark``
(the core's rules are :class:`dsl.builder.Builder`'s).

Here: blocks, scopes, events, counts, queries and pieces. The other rule families are bases of
:class:`SpiritIslandBuilder`: :mod:`.builder_pieces` (fear, damage, piece verbs, places),
:mod:`.builder_spirits` (cards, a power's speed/range/targets, gains), :mod:`.builder_modifiers`
(lasting effects), :mod:`.builder_invaders` (tokens, Invader actions) and
:mod:`.builder_conditions` (conditions, land sets); :mod:`.builder_words` holds token helpers."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from dsl import ast as C
from dsl.builder import Builder, tok_span, toks, word

from . import ast as A
from .builder_pieces import PieceRules
from .builder_words import _lead, _owner
from .constructs.table import RULES


class SpiritIslandBuilder(PieceRules, Builder):
    """Builds Spirit Island's nodes; every rule receives (span, children)."""

    rules = RULES

    # --- block statements ----------------------------------------------------------------
    def r_pay_stmt(self, span: C.Span, ch: list[Any]) -> C.Optional:
        return C.Optional(ch[0], ch[2], int(ch[1]), span)

    def r_pay_or_discard_stmt(self, span: C.Span, ch: list[Any]) -> A.PayOrDiscard:
        what: A.CardAction = ch[3]
        card = replace(what, verb="discard", zones=tuple(ch[4] or ()))
        return A.PayOrDiscard(ch[0], int(ch[1]), card, ch[5], span)

    def r_in_lands_stmt(self, span: C.Span, ch: list[Any]) -> A.InLands:
        return A.InLands(ch[0], ch[1], ch[2], span)

    def r_in_some_lands_stmt(self, span: C.Span, ch: list[Any]) -> A.InLands:
        return A.InLands("some", ch[2], ch[3], span, ch[1], ch[0] is not None)

    def r_sacred_sites_stmt(self, span: C.Span, ch: list[Any]) -> A.AtSacredSites:
        return A.AtSacredSites(_owner(ch[0]) or "you", ch[2], span)

    def r_presence_lands_stmt(self, span: C.Span, ch: list[Any]) -> A.AtSacredSites:
        """``in your lands: …`` — live, in every land with the spirit's presence."""
        return A.AtSacredSites(_owner(ch[0]) or "you", ch[2], span, presence=True)

    def r_quant(self, span: C.Span, ch: list[Any]) -> str:
        return str(ch[0]).lower()

    def r_in_the_land_stmt(self, span: C.Span, ch: list[Any]) -> A.InLands:
        return A.InLands("the", ch[1], ch[2], span)

    def r_next_time_stmt(self, span: C.Span, ch: list[Any]) -> A.NextTime:
        return A.NextTime(_lead(ch[0]), ch[1], ch[2], span)

    def r_when_stmt(self, span: C.Span, ch: list[Any]) -> C.Trigger:
        return C.Trigger(ch[0], ch[1], span)

    def r_cost_stmt(self, span: C.Span, ch: list[Any]) -> A.CostToUse:
        return A.CostToUse(ch[0], span)

    def r_joint_pay_stmt(self, span: C.Span, ch: list[Any]) -> A.JointPay:
        aid = ch[2]
        pieces, worth = (aid[0], aid[1]) if aid is not None else (None, 0)
        return A.JointPay(int(ch[0]), ch[1], pieces, worth, ch[3], span)

    def r_pay_aid(self, span: C.Span, ch: list[Any]) -> tuple[A.Pieces, int]:
        return (ch[0], int(ch[1]))

    def r_remove_top(self, span: C.Span, ch: list[Any]) -> A.DeckTop:
        return A.DeckTop("remove", word(toks(ch, "NAME")[0]), span)

    def r_no_other_cards(self, span: C.Span, ch: list[Any]) -> A.NoOtherCards:
        return A.NoOtherCards(span)

    def r_incarna_empowered(self, span: C.Span, ch: list[Any]) -> A.IncarnaEmpowered:
        return A.IncarnaEmpowered(span)

    def r_choose_spirit_stmt(self, span: C.Span, ch: list[Any]) -> A.ChooseSpirit:
        return A.ChooseSpirit(ch[0], ch[1], span)

    def r_pay_energy(self, span: C.Span, ch: list[Any]) -> A.Pay:
        return A.Pay("energy", int(ch[0]), False, span)

    def r_pay_any_energy(self, span: C.Span, ch: list[Any]) -> A.Pay:
        return A.Pay("energy", 1, False, span, any=True)

    def r_pay_jointly(self, span: C.Span, ch: list[Any]) -> A.Pay:
        return A.Pay("energy", int(ch[0]), False, span, per=ch[1], jointly=True)

    def r_board_actions_from(self, span: C.Span, ch: list[Any]) -> A.BoardActions:
        more = str(ch[3]).lower() == "more"
        return A.BoardActions(word(ch[0]), str(ch[1]).lower(), "from", int(ch[2]), more, span)

    def r_board_actions_to(self, span: C.Span, ch: list[Any]) -> A.BoardActions:
        more = str(ch[3]).lower() == "more"
        return A.BoardActions(word(ch[0]), str(ch[1]).lower(), "to", int(ch[2]), more, span)

    def r_add_setup(self, span: C.Span, ch: list[Any]) -> A.AddSetup:
        return A.AddSetup(ch[0], span)

    def r_escape(self, span: C.Span, ch: list[Any]) -> A.Escape:
        return A.Escape(ch[0], ch[1], span)

    def r_cease(self, span: C.Span, ch: list[Any]) -> A.Cease:
        return A.Cease(span)

    def r_swap_card(self, span: C.Span, ch: list[Any]) -> A.SwapCard:
        return A.SwapCard(word(ch[0]), word(ch[1]), int(ch[2]), span)

    def r_pay_time(self, span: C.Span, ch: list[Any]) -> A.Pay:
        return A.Pay("time", int(ch[0]), False, span, per=ch[1])

    def r_pay_presence(self, span: C.Span, ch: list[Any]) -> A.Pay:
        return A.Pay("presence", int(ch[0]), ch[1] is not None, span)

    def r_mark(self, span: C.Span, ch: list[Any]) -> A.Mark:
        return A.Mark(ch[0] is not None, span)

    def r_abduct(self, span: C.Span, ch: list[Any]) -> A.PieceAction:
        return A.PieceAction("abduct", ch[0], ch[1], span=span, source=ch[2])

    def r_empower(self, span: C.Span, ch: list[Any]) -> A.Empower:
        return A.Empower(ch[0], span)

    # --- events, counts, queries ---------------------------------------------------------
    def r_event_pieces(self, span: C.Span, ch: list[Any]) -> A.Event:
        cause = str(ch[3]).lower() if len(ch) > 3 and ch[3] is not None else ""
        return A.Event(
            "pieces",
            ch[0],
            str(ch[1]).lower(),
            span,
            not_by_spirits="except" in cause,  # "by anything except a spirit action"
            by_ravage="ravage" in cause,  # "by a ravage action"
        )

    def r_choose_another(self, span: C.Span, ch: list[Any]) -> A.ChosenSpirit:
        return A.ChosenSpirit("choose", span=span)

    def r_give_energy(self, span: C.Span, ch: list[Any]) -> A.ChosenSpirit:
        return A.ChosenSpirit("give", int(ch[0]), span)

    def r_event_land_damaged(self, span: C.Span, ch: list[Any]) -> A.Event:
        return A.Event("land_damaged", span=span)

    def r_per_land_damage(self, span: C.Span, ch: list[Any]) -> A.Counted:
        return A.Counted("land_damage", span=span)

    def r_event_pieces_or(self, span: C.Span, ch: list[Any]) -> A.Event:
        also = tuple(str(t).split()[-1].lower() for t in ch[2:])
        return A.Event("pieces", ch[0], str(ch[1]).lower(), span, also=also)

    def r_event_cause(self, span: C.Span, ch: list[Any]) -> Any:
        return ch[0]

    def r_event_would(self, span: C.Span, ch: list[Any]) -> A.Event:
        return A.Event("pieces", ch[0], str(ch[1]).lower(), span, would=True)

    def r_event_fear(self, span: C.Span, ch: list[Any]) -> A.Event:
        return A.Event("fear", span=span)

    def r_event_by_powers(self, span: C.Span, ch: list[Any]) -> A.Event:
        return A.Event("by_powers", ch[2], span=span, owner=_owner(ch[0]), verb=word(ch[1]))

    def r_event_sacred_site(self, span: C.Span, ch: list[Any]) -> A.Event:
        return A.Event("sacred_site", span=span)

    def r_event_power_used(self, span: C.Span, ch: list[Any]) -> A.Event:
        return A.Event("power_used", span=span, who=ch[0], land=ch[-1] is not None)

    def r_event_defend(self, span: C.Span, ch: list[Any]) -> A.Event:
        return A.Event("defend", span=span)

    def r_event_growth_presence(self, span: C.Span, ch: list[Any]) -> A.Event:
        return A.Event("growth_presence", span=span)

    def r_health_budget(self, span: C.Span, ch: list[Any]) -> C.Count:
        return C.Count("health", int(ch[0]), span)

    def r_query(self, span: C.Span, ch: list[Any]) -> A.Query:
        past = str(ch[1]).lower() if ch[1] is not None else None
        return A.Query(ch[0], past, ch[2], span)

    def r_have_query(self, span: C.Span, ch: list[Any]) -> A.Counted:
        words = tuple(p.word for p in ch[0].items)
        return A.Counted("elements", words=words, span=span)

    def r_have_set_query(self, span: C.Span, ch: list[Any]) -> A.Counted:
        """``sun moon pair you have``, ``2 moon 2 earth you have``: whole sets of elements."""
        parts = str(ch[0]).split()
        pair = parts[-1].lower() in ("pair", "pairs")
        words: list[C.Word] = []
        amounts: list[int] = []
        n = 1
        for part in parts[:-1] if pair else parts:
            if part.isdigit():
                n = int(part)
                continue
            words.append(C.Word(part.lower(), span))
            amounts.append(n)
            n = 1
        return A.Counted(
            "element_sets", words=tuple(words), amounts=tuple(amounts), pair=pair, span=span
        )

    def r_query_by_damage(self, span: C.Span, ch: list[Any]) -> A.Query:
        return A.Query(ch[0], str(ch[1]).lower(), None, span, by_damage=True)

    def r_per_invader_discard(self, span: C.Span, ch: list[Any]) -> A.Counted:
        return A.Counted("invader_discard", span=span)

    def r_per_player(self, span: C.Span, ch: list[Any]) -> A.Counted:
        return A.Counted("players", span=span)

    def r_per_board(self, span: C.Span, ch: list[Any]) -> A.Counted:
        return A.Counted("boards", pieces=tuple(ch[0] or ()), span=span)

    def r_board_with(self, span: C.Span, ch: list[Any]) -> list[A.Pieces]:
        return [c for c in ch if isinstance(c, A.Pieces)]

    def r_per_terror_level(self, span: C.Span, ch: list[Any]) -> A.Counted:
        return A.Counted("terror_level", span=span)

    def r_per_kind(self, span: C.Span, ch: list[Any]) -> A.KindCount:
        return A.KindCount(ch[0], str(ch[1]).lower(), span)

    def r_that_type_pieces(self, span: C.Span, ch: list[Any]) -> A.Pieces:
        return A.Pieces((), span, that_type=True)

    def r_per_land(self, span: C.Span, ch: list[Any]) -> A.LandCount:
        return A.LandCount(ch[0], span)

    def r_per_fear(self, span: C.Span, ch: list[Any]) -> A.Counted:
        return A.Counted("fear", span=span)

    def r_located(self, span: C.Span, ch: list[Any]) -> A.Located:
        return A.Located(ch[-1], span)

    def r_located_the(self, span: C.Span, ch: list[Any]) -> A.Located:
        return A.Located(ch[-1], span, the=True)

    def r_located_place(self, span: C.Span, ch: list[Any]) -> A.Located:
        return A.Located(None, span, the=True, place=word(ch[-1]))

    def r_located_here(self, span: C.Span, ch: list[Any]) -> A.Located:
        return A.Located(None, span)

    def r_located_island(self, span: C.Span, ch: list[Any]) -> A.Located:
        return A.Located(None, span, island=True)

    def r_pieces(self, span: C.Span, ch: list[Any]) -> A.Pieces:
        items = tuple(c for c in ch if isinstance(c, A.Piece))
        kinds = {c.type for c in ch if isinstance(c, Token)}
        cap = next((c[1] for c in ch if isinstance(c, tuple) and c[0] == "health_cap"), None)
        return A.Pieces(
            items,
            span,
            strifed="WITH_STRIFE" in kinds,
            strifed_here="YOU_STRIFED" in kinds,
            anyone="OF_ANY_SPIRIT" in kinds,
            max_health=cap,
            another=any(
                isinstance(c, Token) and c.type == "OF_ANY_SPIRIT" and "another" in c.lower()
                for c in ch
            ),
        )

    def r_health_cap(self, span: C.Span, ch: list[Any]) -> tuple[str, int]:
        return ("health_cap", int(ch[-1]))

    def r_health_cap_terror(self, span: C.Span, ch: list[Any]) -> tuple[str, str]:
        return ("health_cap", "terror_level")

    def r_those_pieces(self, span: C.Span, ch: list[Any]) -> A.Pieces:
        return A.Pieces((), span, those=True)

    def r_piece(self, span: C.Span, ch: list[Any]) -> A.Piece:
        owner = _owner(ch[0])
        tok: Token = ch[1]
        text = "sacred-site" if tok.type == "SACRED_SITE" else str(tok).lower()
        return A.Piece(C.Word(text, tok_span(tok)), owner, False, span)

    def r_destroyed_piece(self, span: C.Span, ch: list[Any]) -> A.Piece:
        past = str(ch[1]).lower()
        destroyed = past == "destroyed"
        return A.Piece(word(ch[2]), _owner(ch[0]), destroyed, span, None if destroyed else past)

    def r_who_you(self, span: C.Span, ch: list[Any]) -> str:
        return "you"

    def r_who_target(self, span: C.Span, ch: list[Any]) -> str:
        return "target"

    def r_who_each(self, span: C.Span, ch: list[Any]) -> str:
        return "each"
