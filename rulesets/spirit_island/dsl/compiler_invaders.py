"""Spirit Island's compiler, tokens and the Invader actions: isolate, strife damage, extra and
changed Invader actions, changes to Ravage / Build / Explore (damage, health per strife, who
fights back, where the damage goes, explore sources), the invader cards and the actions on a
board — mixed into :class:`~.compiler.SpiritIslandCompiler`."""

from __future__ import annotations

from dsl.ir import Op
from rulesets.spirit_island import vocabulary as V

from . import ast as A
from .compiler_spirits import SpiritCompiler

#: the pieces that fight in a Ravage
FIGHTERS = (*V.INVADERS, "dahan")
_FIGHTERS = FIGHTERS


class InvaderActionCompiler(SpiritCompiler):
    """``stmt_*`` of the statements that change the Invader actions."""

    def stmt_InvaderDamage(self, s: A.InvaderDamage) -> Op:
        pieces = self.pieces(s.pieces, V.INVADERS)
        op: Op = {"op": "modifier", "name": "invader_damage", "amount": s.amount}
        each = s.each or s.per_own is not None  # "per damage they have taken": per invader
        if each:
            op["each"] = True
        if s.per_own is not None:
            op["per_own"] = self.own(s.per_own, ("damage", V.STRIFE))
        if each or sorted(pieces["kinds"]) != sorted(V.INVADERS):
            op["pieces"] = pieces
        if s.to is not None:
            op["to"] = self.pieces(s.to, _FIGHTERS)
        return op

    def stmt_Simultaneous(self, s: A.Simultaneous) -> Op:
        self.pieces(s.pieces, ("dahan",))
        if s.other is not None:
            self.pieces(s.other, V.INVADERS)
        return {"op": "modifier", "name": "dahan_simultaneous"}

    def stmt_OwnDamage(self, s: A.OwnDamage) -> Op:
        pieces = self.pieces(s.pieces, V.INVADERS)
        return {
            "op": "damage",
            "amount": s.amount,
            "to": {**pieces, "each": True},
            "per_own": self.own(s.per_own, (V.STRIFE,)),
        }

    def stmt_RavageRedirect(self, s: A.RavageRedirect) -> Op:
        self.pieces(s.pieces, V.INVADERS)
        self.pieces(s.instead_of, ("dahan",))
        return {
            "op": "modifier",
            "name": "ravage_redirect",
            "to": self.pieces(s.to, _FIGHTERS),
            "among": self.landset(s.lands),
        }

    def stmt_CardStays(self, s: A.CardStays) -> Op:
        slot = self.word_in(s.action, V.ACTIONS, "C105", "invader card")
        return {"op": "modifier", "name": "card_stays", "slot": slot}

    def stmt_NotSource(self, s: A.NotSource) -> Op:
        self.pieces(s.pieces, V.INVADERS)
        return {"op": "modifier", "name": "no_explore_source"}

    def stmt_RavageImmune(self, s: A.RavageImmune) -> Op:
        self.pieces(s.by, V.INVADERS)
        return {
            "op": "modifier",
            "name": "prevent",
            "pieces": self.pieces(s.pieces, ("dahan",)),
            "verbs": ["damaged"],
            "by": "ravage",
        }

    def stmt_DoNot(self, s: A.DoNot) -> Op:
        if s.what == "fight":
            return {
                "op": "modifier",
                "name": "no_fight_back",
                "pieces": self.pieces(s.pieces, ("dahan",)),
            }
        if s.what == "heal":
            return {
                "op": "modifier",
                "name": "no_heal",
                "pieces": self.pieces(s.pieces, _FIGHTERS),
            }
        if s.what == "prevent":
            self.pieces(s.pieces, ("disease",))
            for w in s.actions:
                self.word_in(w, ("build",), "C105", "action disease prevents")
            return {"op": "modifier", "name": "disease_ignored"}
        for w in s.actions:
            self.word_in(w, ("ravage",), "C105", "invader action one can sit out")
        op: Op = {
            "op": "modifier",
            "name": "sit_out",
            "pieces": self.pieces(s.pieces, _FIGHTERS),
            "count": self.count(s.count) if s.count is not None else {"all": True},
        }
        if s.per is not None:  # "up to 2 explorer per your presence": counted in the land
            op["per"] = self.per(s.per)
        return op

    # --- tokens, isolate, invader actions ------------------------------------------------
    def stmt_Isolate(self, s: A.Isolate) -> Op:
        return {"op": "isolate"}

    def stmt_StrifeDamage(self, s: A.StrifeDamage) -> Op:
        if not s.pieces.strifed:
            self.error(
                s.pieces.span,
                "C109",
                "only invaders with strife deal damage to other invaders",
                "write `each invader with strife deals damage to other invaders`",
            )
        self.pieces(s.pieces, V.INVADERS)
        self.pieces(s.victims, V.INVADERS)
        op: Op = {"op": "strife_damage"}
        if s.count is not None:
            op["count"] = self.count(s.count)
        return op

    def stmt_InvaderAct(self, s: A.InvaderAct) -> Op:
        self.pieces(s.pieces, V.INVADERS)
        actions = [self.word_in(w, V.ACTIONS, "C105", "invader action") for w in s.actions]
        return {"op": "invader_action", "actions": actions}

    def stmt_ActionBecomes(self, s: A.ActionBecomes) -> Op:
        actions = [self.word_in(w, V.ACTIONS, "C105", "invader action") for w in s.actions]
        return {
            "op": "modifier",
            "name": "action_becomes",
            "actions": actions,
            "instead": self.word_in(s.instead, V.ACTIONS, "C105", "invader action"),
            "count": {"n": 1},
        }

    def stmt_DestroyFewer(self, s: A.DestroyFewer) -> Op:
        return {
            "op": "destroy_fewer",
            "n": self.number(s.n, s.span),
            "pieces": self.pieces(s.pieces, _FIGHTERS),
        }

    def stmt_BoardActions(self, s: A.BoardActions) -> Op:
        self.word_in(s.actions, ("invader",), "C102", "actions (invader)")
        if s.past != "moved":
            self.error(s.span, "C112", f"'the board {s.past} {s.side}': only 'moved' is known")
        n = self.number(s.n, s.span)
        return {"op": "board_actions", "board": f"moved_{s.side}", "delta": n if s.more else -n}

    def stmt_SwapCard(self, s: A.SwapCard) -> Op:
        for w in (s.deck, s.discard):
            self.word_in(w, ("invader",), "C102", "deck to swap in")
        return {"op": "swap_card", "deck": "invader", "within": self.number(s.stages, s.span)}
