"""Spirit Island's builder, the fear-card, token and Invader-action rules: isolate, strife
damage, invaders dealing / taking damage, sitting out or not healing, extra and changed Invader
actions, what a piece has of its own, ravage changes, explore sources, the invader cards
staying, "with P or adjacent to N Q", "this power causes invaders to skip" — mixed into
:class:`~.builder.SpiritIslandBuilder`."""

from __future__ import annotations

from typing import Any

from lark import Token

from dsl import ast as C
from dsl.builder import toks, word

from . import ast as A
from .builder_words import _lead, _signed, _verb


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

    # --- tokens, isolate, invader actions ------------------------------------------------
    def r_isolate(self, span: C.Span, ch: list[Any]) -> A.Isolate:
        return A.Isolate(ch[0] is not None, span)

    def r_strife_damage(self, span: C.Span, ch: list[Any]) -> A.StrifeDamage:
        count = ch[0] if isinstance(ch[0], C.Count) else None
        where = str(ch[-1]).split()[1].lower() if ch[-1] is not None else None
        return A.StrifeDamage(count, ch[1], ch[4], span, where)

    def r_invader_damage(self, span: C.Span, ch: list[Any]) -> A.InvaderDamage:
        pieces, each, verb, amount, per_own, to, during = ch
        return A.InvaderDamage(
            pieces,
            _signed(amount),
            each is not None,
            to,
            during is not None,
            _verb(verb),
            span,
            per_own,
        )

    def r_simultaneous(self, span: C.Span, ch: list[Any]) -> A.Simultaneous:
        return A.Simultaneous(ch[0], ch[2], _verb(ch[1]), span)

    def r_sit_out(self, span: C.Span, ch: list[Any]) -> A.DoNot:
        """``[count] pieces [per …] do not participate in ravage``."""
        return A.DoNot("participate", ch[1], (word(ch[4]),), ch[0], span, per=ch[2])

    def r_no_heal(self, span: C.Span, ch: list[Any]) -> A.DoNot:
        return A.DoNot("heal", ch[0], (), None, span)

    def r_not_prevent(self, span: C.Span, ch: list[Any]) -> A.DoNot:
        return A.DoNot("prevent", ch[0], ch[2], None, span)

    def r_invader_act(self, span: C.Span, ch: list[Any]) -> A.InvaderAct:
        pieces = next(c for c in ch if isinstance(c, A.Pieces))
        actions = tuple(word(t) for t in toks(ch, "NAME"))
        return A.InvaderAct(pieces, actions, isinstance(ch[0], Token), span)

    def r_action_becomes(self, span: C.Span, ch: list[Any]) -> A.ActionBecomes:
        lead = _lead(ch[0]) if isinstance(ch[0], Token) else "this"
        kinds = next(c for c in ch if isinstance(c, tuple))
        return A.ActionBecomes(lead, kinds, word(toks(ch, "NAME")[-1]), span)

    def r_destroy_fewer(self, span: C.Span, ch: list[Any]) -> A.DestroyFewer:
        return A.DestroyFewer(int(ch[0]), ch[1], span)
