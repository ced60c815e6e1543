"""Spirit Island's compiler, blocks, scopes and triggers: in lands, each player, each board, a
chosen spirit, your sacred sites (a live scope: what it may hold), end of turn, from now on,
the next time, any number of times, cost to use, optional blocks and loops — mixed into
:class:`~.compiler.SpiritIslandCompiler`."""

from __future__ import annotations

from dataclasses import replace

from dsl import ast as C
from dsl.ir import Op, Ops
from rulesets.spirit_island import vocabulary as V

from . import ast as A
from .constructs.cards import compile_card_action
from .terms import TermCompiler

#: what ``at your sacred sites:`` may hold: lasting land effects the engine judges live
#: (``defend``, land modifiers by name; kept equal to the engine's ``exec_spirit`` lists)
SITE_EFFECTS: tuple[str, ...] = (
    "defend",
    "health",
    "prevent",
    "build_adds",
    "sit_out",
    "skip_for_presence",
    "invader_damage",
    "dahan_simultaneous",
    "disease_ignored",
    "no_fight_back",
    "no_explore_source",
)


class BlockCompiler(TermCompiler):
    """``stmt_*`` of the block statements, scopes and triggers."""

    # --- lasting and one-shot blocks -------------------------------------------------------
    def _event_body(self, event: C.Node, body: tuple[C.Stmt, ...]) -> Ops:
        pieces = getattr(event, "pieces", None)
        self.event_pieces.append(
            self.pieces(pieces) if isinstance(pieces, A.Pieces) and not pieces.those else None
        )
        try:
            return self.loop(body)
        finally:
            self.event_pieces.pop()

    def stmt_Trigger(self, s: C.Trigger) -> Op:
        return {
            "op": "trigger",
            "event": self.term(s.event),
            "do": self._event_body(s.event, s.body),
        }

    def stmt_NextTime(self, s: A.NextTime) -> Op:
        return {
            "op": "trigger",
            "event": self.term(s.event),
            "once": True,
            "do": self._event_body(s.event, s.body),
        }

    def stmt_ChooseSpirit(self, s: A.ChooseSpirit) -> Op:
        pieces = self.pieces(s.pieces, V.OWNED)
        if pieces.get("owner"):
            self.error(s.pieces.span, "C109", "the chosen spirit's pieces take no owner word")
        self.actors.append("target")
        try:
            body = self.seq(s.body)
        finally:
            self.actors.pop()
        return {"op": "choose_spirit", "with": pieces, "on": "board", "do": body}

    def stmt_ForEach(self, s: C.ForEach) -> Op:
        if not isinstance(s.query, A.KindCount):
            return super().stmt_ForEach(s)
        query = self.term(s.query)  # "for each type of … added": "that type" in the body
        self.kind_loops.append(list(query["kinds_of"]["kinds"]))
        try:
            return {"op": "for_each", "query": query, "do": self.loop(s.body, s.span)}
        finally:
            self.kind_loops.pop()

    def stmt_InLands(self, s: A.InLands) -> Op:
        if s.count is not None:  # "in up to 3 adjacent lands: …": that many different lands
            if s.count.kind not in ("exact", "up_to", "any_number"):
                self.error(
                    s.count.span,
                    "C131",
                    "a number of lands is '2', 'up to 2' or 'any number of'",
                    "write `in up to 2 adjacent lands: …`",
                )
            return {
                "op": "in_lands",
                "quant": "some",
                "count": self.count(s.count),
                "lands": self.landset(s.lands),
                "do": self.loop(s.body),
            }
        quant = "each" if s.quant == "the" else s.quant  # "in the origin land": one land
        do = self.loop(s.body) if quant == "each" else self.seq(s.body)
        return {"op": "in_lands", "quant": quant, "lands": self.landset(s.lands), "do": do}

    def stmt_AtSacredSites(self, s: A.AtSacredSites) -> Op:
        do = self.seq(s.body)
        for op in do:  # lasting land effects, judged live where the sites are (C153)
            name = op.get("name") if op.get("op") == "modifier" else op.get("op")
            if name not in SITE_EFFECTS or (name == "defend" and "per" in op):
                self.error(
                    s.span,
                    "C153",
                    "'at your sacred sites' holds lasting land effects, not "
                    + ("a defend counted per …" if name == "defend" else repr(name)),
                    "write defend N (no 'per'), a health, prevent or build change, or an "
                    "invader-action change",
                )
        scope: Op = {"op": "at_sacred_sites", "owner": s.owner, "do": do}
        if s.presence:  # "in your lands: …"
            scope["presence"] = True
        return scope

    def stmt_PayOrDiscard(self, s: A.PayOrDiscard) -> Op:
        who = s.who or "you"
        discard = compile_card_action(self, replace(s.discard, who=who))
        self.actors.append(who)
        try:
            body = self.seq(s.body)
        finally:
            self.actors.pop()
        alt = {k: v for k, v in discard.items() if k not in ("op", "who")}
        return {
            "op": "optional",
            "who": who,
            "cost": {"energy": self.number(s.cost, s.span), "or_discard": alt},
            "then": body,
        }
