"""AST → the effect IR the engine runs (``engine/effects.py`` is its reference).

Core statements keep the core's operation names (``if``, ``optional``, ``choice``); Codex
adds one operation per verb, ``pay_gold`` and ``when``. Targets compile to
``{"mode": "target"|"each"|"this"|"base", "owner": "enemy"|"friendly"|None, "what": …}``.
Codes: ``K101`` a word the game does not know (did-you-mean), ``K102`` a core statement Codex
cards do not use (``repeat``, ``for each``, ``after``), ``K103`` a word where the rules do not
allow it (a sacrifice of an enemy's card, a level for a unit, a number on ``haste``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardsmith.dsl import ast as C
from cardsmith.dsl.compiler import Compiler, suggest
from cardsmith.dsl.ir import Op, Ops

from .. import vocabulary as V
from . import ast as A

GOLD = ("gold",)
CARDS = ("card", "cards")
RUNE_WORDS = ("rune", "runes")
TOKENS = ("token", "tokens")
HAVE = ("gold", "worker", "workers")
#: the singular of each target noun
SINGULAR = {"units": "unit", "heroes": "hero", "characters": "character",
            "buildings": "building", "patrollers": "patroller"}


class CodexCompiler(Compiler):
    """Compiles Codex effects; errors are collected (see :class:`dsl.compiler`)."""

    def known(self, w: C.Word, known: Sequence[str], what: str) -> bool:
        """True when ``w`` is one of ``known``; else a ``K101`` with a did-you-mean."""
        if w.text.lower() in known:
            return True
        guess = suggest(w.text.lower(), known)
        hint = f"did you mean {guess!r}?" if guess else f"known: {', '.join(known)}"
        self.error(w.span, "K101", f"unknown {what} {w.text!r}", hint)
        return False

    def misused(self, span: C.Span, message: str, hint: str) -> None:
        """A ``K103``: a game word where the rules do not allow it."""
        self.error(span, "K103", message, hint)

    # --- targets -------------------------------------------------------------------------
    def target(self, t: A.Target | None) -> dict[str, Any]:
        """A target phrase as IR; its noun checked (``K101``)."""
        assert t is not None
        out: dict[str, Any] = {"mode": t.mode}
        if t.owner is not None:
            out["owner"] = t.owner
        if t.what is not None:
            self.known(t.what, V.TARGETS, "target (unit, hero, character, building, patroller)")
            word = t.what.text.lower()
            out["what"] = SINGULAR.get(word, word)
        return out

    def own_only(self, s: A.Act, op: Op) -> Op:
        """A verb that acts on the player's own cards only (``K103`` otherwise)."""
        t = op["target"]
        if t["mode"] == A.BASE or t.get("owner") == "enemy" or (
                t["mode"] != A.THIS and t.get("owner") != "friendly"):
            self.misused(s.span, f"a player can {s.verb} only their own cards",
                         f"write `{s.verb} this` or `{s.verb} target friendly unit`")
        return op

    # --- verbs ---------------------------------------------------------------------------
    def stmt_Act(self, s: A.Act) -> Op:
        verb = s.verb
        if verb in ("deal", "heal"):
            key = "to" if verb == "deal" else "from"
            return {"op": verb, "amount": s.amount, key: self.target(s.target)}
        if verb in ("gain", "draw", "tech_in"):
            assert s.word is not None
            self.known(s.word, GOLD if verb == "gain" else CARDS,
                       "thing to gain (gold)" if verb == "gain" else "thing (cards)")
            return {"op": "gain_gold" if verb == "gain" else verb, "amount": s.amount}
        if verb == "discard":
            assert s.word is not None
            self.known(s.word, CARDS, "thing to discard (cards)")
            return {"op": "discard", "amount": s.amount,
                    "who": "opponent" if s.detail else "you"}
        if verb in ("exhaust", "ready", "destroy", "return"):
            return {"op": verb, "target": self.target(s.target)}
        if verb == "sacrifice":
            return self.own_only(s, {"op": "sacrifice", "target": self.target(s.target)})
        if verb == "sacrifice_workers":
            assert s.word is not None
            self.known(s.word, ("worker", "workers"), "thing to sacrifice (workers)")
            return {"op": "sacrifice_workers", "amount": s.amount}
        if verb == "runes":
            assert s.word is not None and s.detail is not None
            self.known(s.word, RUNE_WORDS, "word (runes)")
            return {"op": "put_runes", "rune": V.RUNES[s.detail], "amount": s.amount,
                    "on": self.target(s.target)}
        if verb == "summon":
            return self.summon(s)
        if verb == "level_up":
            return self.level_up(s)
        return self.grant(s)

    def summon(self, s: A.Act) -> Op:
        """``summon N A/H tokens``."""
        assert s.word is not None and s.detail is not None
        self.known(s.word, TOKENS, "thing to summon (tokens)")
        attack, health = (int(x) for x in s.detail.split("/"))
        if health < 1:
            self.misused(s.span, "a token needs at least 1 health", "write `summon 1 1/1 token`")
        return {"op": "summon", "amount": s.amount, "attack": attack, "health": health}

    def level_up(self, s: A.Act) -> Op:
        """``level up TARGET by N`` (heroes only)."""
        op: Op = {"op": "level_up", "by": s.amount, "target": self.target(s.target)}
        if op["target"].get("what") != "hero":
            self.misused(s.span, "only heroes have levels",
                         "write `level up target friendly hero by 2`")
        return op

    def grant(self, s: A.Act) -> Op:
        """``TARGET gains KEYWORD [N] until end of turn`` (numbered keywords take N)."""
        assert s.word is not None
        self.known(s.word, V.KEYWORDS, "keyword")
        keyword = s.word.text.lower()
        op: Op = {"op": "grant", "keyword": keyword, "target": self.target(s.target)}
        if keyword in V.NUMBERED:
            if s.detail is None:
                self.misused(s.span, f"{keyword} takes a number", f"write `gains {keyword} 1`")
            op["value"] = int(s.detail or 1)
        elif s.detail is not None:
            self.misused(s.span, f"{keyword} takes no number", f"write `gains {keyword}`")
        return op

    # --- blocks --------------------------------------------------------------------------
    def stmt_Pay(self, s: A.Pay, body_override: Ops | None = None) -> Op:
        self.known(s.what, GOLD, "thing to pay (gold)")
        return {"op": "pay_gold", "amount": s.amount,
                "then": body_override if body_override is not None else self.seq(s.body)}

    def stmt_When(self, s: A.When, body_override: Ops | None = None) -> Op:
        return {"op": "when", "on": V.MOMENTS[s.moment],
                "do": body_override if body_override is not None else self.seq(s.body)}

    # --- the core's statements Codex cards do not use -------------------------------------
    def stmt_Repeat(self, s: C.Repeat) -> Op:
        self.error(s.span, "K102", "Codex cards do not repeat", "write the statements again")
        return {"op": "repeat"}

    # --- conditions ----------------------------------------------------------------------
    def cond_HaveAtLeast(self, c: A.HaveAtLeast) -> dict[str, Any]:
        self.known(c.what, HAVE, "thing you have (gold or workers)")
        what = "gold" if c.what.text.lower() == "gold" else "workers"
        return {"have": what, "at_least": c.amount}
