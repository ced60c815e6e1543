"""Spirit Island's nodes as canonical effect text (the skeleton is :class:`dsl.printer.Printer`'s).

Game words are kept as written: ``explorers`` stays ``explorers`` and ``explorer/town`` stays
singular. Grammar words the AST does not record get one spelling: ``you gain`` / ``target spirit
gains`` / ``each spirit gains`` (``they`` becomes ``target spirit``), ``card``/``action`` singular
after a count of 1 and plural otherwise, ``1 of your presence`` (``of`` before an owned piece),
``sacred site`` for the sacred-site word, amounts before their noun (``2 fear``, never
``fear 2``), ``target``/``source`` for places, ``land`` (singular) in land sets and ``in each``
before a located land set.

Here: fear, damage, defence, the piece verbs, lasting effects and blocks. The shared spellings,
terms and land sets are :mod:`.printer_terms`' (``TermPrinter``); the other families are bases
of :class:`SpiritIslandPrinter`: :mod:`.printer_conditions`, :mod:`.printer_invaders` (tokens,
Invader actions), :mod:`.printer_spirits` (gains, cards, a power's speed/range/targets, costs).
"""

from __future__ import annotations

from typing import ClassVar

from dsl import ast as C

from . import ast as A
from .constructs.table import CONSTRUCTS
from .printer_conditions import ConditionPrinter
from .printer_terms import (
    _OWNER,
    _QUANT,
    _WHO,
    _own,
    _plural,
    _signed,
    _verb,
    bare,
    pieces,
)


class SpiritIslandPrinter(ConditionPrinter):
    """Prints Spirit Island's statements, conditions and terms."""

    compound: ClassVar[tuple[type[C.Node], ...]] = (
        *C.COMPOUND,
        A.InLands,
        A.EachPlayer,
        A.AtSacredSites,
        A.NextTime,
        A.FromNowOn,
        A.CostToUse,
        A.EachBoard,
        A.ChooseSpirit,
        A.AnyTimes,
        A.JointPay,
        A.PayOrDiscard,
        A.EndOfTurn,
    )

    # --- dispatch: the construct table first (:mod:`.constructs.table`) -------------------
    def simple(self, s: C.Stmt) -> str:
        construct = CONSTRUCTS.get(type(s))
        return construct.write(self, s) if construct is not None else super().simple(s)

    def cond(self, c: C.Cond) -> str:
        construct = CONSTRUCTS.get(type(c))
        return construct.write(self, c) if construct is not None else super().cond(c)

    def term(self, node: C.Node) -> str:
        construct = CONSTRUCTS.get(type(node))
        return construct.write(self, node) if construct is not None else super().term(node)

    # --- simple statements ---------------------------------------------------------------
    def simple_PieceAction(self, s: A.PieceAction) -> str:
        text = f"{s.verb} {self.counted(s.count, s.pieces)}{self.per(s.per)}"
        if s.source is not None:
            text += f" from {self.term(s.source)}"
        if s.spread:
            text += " to different lands"
        elif s.evenly:
            text += ", dividing them as evenly as possible"
        elif s.to is not None:
            text += f" to {self.term(s.to)}"
        elif s.ocean:
            text += " or into the ocean"
        if s.onto is not None:
            text += f" to {pieces(s.onto)}"
        if s.ignore_land:
            text += " ignoring land type"
        if s.max_each is not None:
            text += f" (max {s.max_each} of each)"
        if s.among is not None:
            text += f" among {self.landset(s.among, plural=True)}"
        if s.no_cascade:
            text += " without cascading"
        if s.from_game:
            text += " from the game"
        if s.into is not None:
            text += f" into {self.landset(s.into, True)}"
        return text + self.along(s.along)

    def along(self, a: A.Along | None) -> str:
        if a is None:
            return ""
        items = ", ".join(self.counted(c, p) for c, p in a.items)
        return f", bringing {items}" + (" with each" if a.each else "")

    def simple_ReturnPieces(self, s: A.ReturnPieces) -> str:
        return f"return {self.counted(s.count, s.pieces)} {s.past}"

    def simple_AddKind(self, s: A.AddKind) -> str:
        text = f"add {self.counted(s.count, s.pieces)} of a kind in an adjacent land"
        if s.cost_kind is not None:
            text += f" ({s.cost_kind.text} costs {s.cost} energy)"
        return text

    def simple_Replace(self, s: A.Replace) -> str:
        return f"replace {self.counted(s.count, s.pieces)} with {s.n} {pieces(s.with_pieces)}"

    def simple_Move(self, s: A.Move) -> str:
        text = f"move {self.counted(s.count, s.pieces)}"
        if s.steps is not None:
            return text + f" up to {s.steps} {_plural(s.steps, 'land')}" + self.along(s.along)
        if s.source is not None:
            text += f" from {self.term(s.source)}"
        assert s.to is not None
        return text + f" to {self.term(s.to)}" + self.along(s.along)

    def simple_Skip(self, s: A.Skip) -> str:
        n = s.count.n if s.count.kind in ("exact", "up_to") else None
        actions = "/".join(w.text for w in s.actions)
        text = f"skip {self.count(s.count)} {actions} {_plural(n, 'action')}"
        if s.adding is not None:
            text += f" adding {pieces(s.adding)}"
        return text

    def simple_Repeat(self, s: C.Repeat) -> str:
        return "repeat" if s.place is None else f"repeat in {self.term(s.place)}"

    def simple_Modifier(self, m: A.Modifier) -> str:
        ps = pieces(m.pieces) if m.pieces is not None else ""
        amount = m.amount if m.amount is not None else 0
        count = m.count or C.Count("exact", 1)
        if m.name == "health":
            own = _own(m.per_own, "they have") if m.per_own is not None else ""
            low = f" (min {m.minimum})" if m.minimum is not None else ""
            return f"{ps} have {_signed(amount)} health{own}{low}"
        if m.name == "prevent":
            return f"{ps} cannot be " + " or ".join(w.text for w in m.words)
        if m.name in ("push_instead", "cannot_move", "counts_as") and m.pieces is not None:
            ps = bare(m.pieces)
        if m.name in ("presence_only", "presence_sacred", "moves_with") and m.pieces is not None:
            ps = bare(m.pieces)
        if m.name == "skip_for_presence":
            acts = "/".join(w.text for w in m.words)
            return f"prevent {acts} by destroying {m.amount} of your presence"
        if m.name == "treat_as" and m.pieces is not None and len(m.words) >= 2:
            who = "spirit" if m.words[0].text == "spirits" else "your"
            where = " on the island" if len(m.words) > 2 else ""
            return f"{who} actions treat {bare(m.pieces)}{where} as also {m.words[1].text}"
        if m.name == "blight_spares" and m.pieces is not None and m.other is not None:
            flags = [w.text for w in m.words]  # the past word first ("added"), then the flags
            by = " by spirit effects" if "by_spirits" in flags else ""
            where = f" in {self.landset(m.lands, True)}" if m.lands is not None else ""
            cascade = "cascade or " if "cascade" in flags else ""
            tail = ""
            if m.cond is not None:
                tail = f" {'unless' if 'unless' in flags else 'if'} {self.cond(m.cond)}"
            added = f"{bare(m.other)} {flags[0]}"  # as written: the compiler checks the words
            return f"{added}{by}{where} does not {cascade}destroy {bare(m.pieces)}{tail}"
        if m.name == "moves_with" and m.other is not None:
            last = " when all of them leave one of your lands" if m.words else ""
            return f"{ps} may move with {bare(m.other)}{last}"
        if m.name == "presence_sacred" and m.lands is not None:
            return f"{ps} in {self.landset(m.lands, True)} counts as sacred site"
        if m.name == "presence_only" and m.lands is not None:
            verbs = "/".join(w.text for w in m.words)
            return f"{ps} may only be {verbs} into {self.landset(m.lands, True)}"
        if m.name == "push_instead":
            return f"{ps} that would be {m.words[0].text} may be {m.words[1].text} instead"
        if m.name == "cannot_move":
            return f"{ps} cannot move"
        if m.name == "counts_as" and m.other is not None:
            return f"{ps} may count as {bare(m.other)}"
        if m.name == "range_bonus":
            who = m.who or "you"
            to = f" to {'/'.join(w.text for w in m.words)} lands" if m.words else ""
            to += " with power cards" if m.cards_only else ""
            to += f" from {self.landset(m.lands, True)}" if m.lands is not None else ""
            return f"{_WHO[who]} {_verb(who, 'get')} {_signed(amount)} range{self.per(m.per)}{to}"
        if m.name == "range_set":
            return f"increase range to {amount}"
        if m.name == "repeat_cards" and any(w.text == "lowest" for w in m.words):
            whose = m.words[1].text
            return f"repeat the lowest-cost power card {whose} have in play by paying again"
        if m.name == "repeat_cards":
            other = "other " if any(w.text == "other" for w in m.words) else ""
            cards = _plural(count.n, "card")
            cost = f" with cost {m.amount} or less" if m.amount is not None else ""
            how = "for free" if any(w.text == "free" for w in m.words) else "by paying again"
            return f"repeat {self.count(count)} {other}power {cards}{cost} {how}"
        if m.name == "reclaim_cards":
            cards = _plural(count.n, "card")
            return f"reclaim {self.count(count)} power {cards} instead of discarding"
        if m.name == "discard_for_forget":
            zones = " or ".join(f"your {w.text}" for w in m.words)
            where = f" from {zones}" if zones else ""
            return f"discard {self.count(count)} power card{where} instead of forgetting it"
        if m.name == "swap_speed":
            return f"use {self.count(count)} slow power as if it were fast, or vice versa"
        if m.name == "make_fast":
            kinds = f"with {'/'.join(w.text for w in m.words)} " if m.words else ""
            return f"make {self.count(count)} slow power {kinds}fast{self.per(m.per)}"
        if m.name == "damage_each_other":
            other = pieces(m.other) if m.other is not None else ""
            return f"{ps} and {other} damage each other"
        if m.name == "damage_bonus_once":
            who = m.who or "you"
            deal = "deal" if who == "you" else f"{_WHO[who]} deals"
            return f"{deal} {_signed(amount)} damage with one power"
        if m.name == "build_adds":
            other = pieces(m.other) if m.other is not None else ""
            return f"build adds {ps} instead of {other}"
        if m.name == "damage_bonus_all":
            return f"{_OWNER[m.who or 'you']} powers deal {_signed(amount)} damage"
        if m.name == "push_into_ocean":
            return f"{_OWNER[m.who or 'you']} powers may push into the ocean"
        if m.name == "share_presence":
            return "share presence with target spirit"
        if m.name == "gift_card":
            to = m.words[0].text if m.words else "target"
            cards = _plural(amount, "card")
            return f"{_WHO[m.who or 'you']} may gift {amount} power {cards} to {_WHO[to]}"
        raise ValueError(f"cannot print modifier {m.name!r}")

    # --- block statements ----------------------------------------------------------------
    def block_Optional(self, s: C.Optional, depth: int) -> list[str]:
        if s.cost is None:
            return super().block_Optional(s, depth)
        who = f"{self.actor(s.who)} " if s.who is not None else ""
        return self.block(f"{who}may pay {s.cost} energy", s.body, depth)

    def block_EndOfTurn(self, s: A.EndOfTurn, depth: int) -> list[str]:
        after = " after discarding" if s.after_discarding else ""
        return self.block(f"at end of turn{after}", s.body, depth)

    def block_InLands(self, s: A.InLands, depth: int) -> list[str]:
        if s.count is not None:
            lands = self.landset(s.lands, plural=s.count.n != 1)
            head = f"in {'any ' if s.any else ''}{self.count(s.count)} {lands}"
            return self.block(head, s.body, depth)
        return self.block(f"in {_QUANT[s.quant]} {self.landset(s.lands)}", s.body, depth)

    def block_NextTime(self, s: A.NextTime, depth: int) -> list[str]:
        return self.block(f"{s.lead} time {self.term(s.event)}", s.body, depth)

    def simple_AddSetup(self, s: A.AddSetup) -> str:
        return "add the setup pieces" + (f" except {bare(s.other)}" if s.other else "")

    def simple_Escape(self, s: A.Escape) -> str:
        return f"escape {self.count(s.count)} pieces from {self.term(s.place)}"

    def simple_Cease(self, s: A.Cease) -> str:
        return "target land ceases to exist"

    def simple_Mark(self, s: A.Mark) -> str:
        return "mark target land" if s.target else "mark"

    def block_AnyTimes(self, s: A.AnyTimes, depth: int) -> list[str]:
        return self.block("any number of times", s.body, depth)

    def cond_IncarnaEmpowered(self, c: A.IncarnaEmpowered) -> str:
        return "your incarna is empowered"

    def block_ChooseSpirit(self, s: A.ChooseSpirit, depth: int) -> list[str]:
        return self.block(f"a spirit with {bare(s.pieces)} on this board", s.body, depth)

    def block_EachBoard(self, s: A.EachBoard, depth: int) -> list[str]:
        return self.block("on each board", s.body, depth)

    def block_FromNowOn(self, s: A.FromNowOn, depth: int) -> list[str]:
        return self.block("from now on", s.body, depth)

    def block_EachPlayer(self, s: A.EachPlayer, depth: int) -> list[str]:
        return self.block("each player", s.body, depth)

    def block_AtSacredSites(self, s: A.AtSacredSites, depth: int) -> list[str]:
        if s.presence:
            return self.block(f"in {_OWNER[s.owner]} lands", s.body, depth)
        return self.block(f"at {_OWNER[s.owner]} sacred sites", s.body, depth)
