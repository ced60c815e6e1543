"""Spirit Island's statements → operations (:mod:`dsl.ir`), checking every game word against the
vocabulary; the skeleton's statements are :class:`dsl.compiler.Compiler`'s.

Here: fear, damage, defence, the piece verbs, lasting effects. The terms are :mod:`.terms`'
(``TermCompiler``); the other families are bases of :class:`SpiritIslandCompiler`:
:mod:`.compiler_invaders` (tokens, Invader actions), :mod:`.compiler_spirits` (gains, cards, a
power's speed/range/targets, costs), :mod:`.compiler_blocks` (blocks, scopes, triggers) and
:mod:`.compiler_conditions`; :mod:`.compiler_words` holds what they share."""

from __future__ import annotations

from typing import Any

from dsl import ast as C
from dsl.ir import Op, Ops
from rulesets.spirit_island import vocabulary as V

from . import ast as A
from .compiler_blocks import SITE_EFFECTS as SITE_EFFECTS
from .compiler_invaders import InvaderActionCompiler
from .compiler_words import _ALLOWED, _REPLACEABLE, _with_per
from .constructs.table import CONSTRUCTS


class SpiritIslandCompiler(InvaderActionCompiler):
    """Compiles Spirit Island's verbs, lasting effects and block statements."""

    # --- dispatch: the construct table first (:mod:`.constructs.table`) -------------------
    def stmt(self, s: C.Stmt, body_override: Ops | None = None) -> Op:
        construct = CONSTRUCTS.get(type(s))
        if construct is not None and body_override is None:
            return construct.compile(self, s)
        return super().stmt(s, body_override)

    def cond(self, c: C.Cond) -> dict[str, Any]:
        construct = CONSTRUCTS.get(type(c))
        return construct.compile(self, c) if construct is not None else super().cond(c)

    def term(self, node: C.Node) -> dict[str, Any]:
        construct = CONSTRUCTS.get(type(node))
        return construct.compile(self, node) if construct is not None else super().term(node)

    def stmt_PieceAction(self, s: A.PieceAction) -> Op:
        op: Op = {
            "op": s.verb,
            "count": self.counted_of(s.count, s.pieces, s.span),
            "pieces": self.pieces(s.pieces, _ALLOWED[s.verb]),
        }
        if s.to is not None:
            op["to"] = self.term(s.to)
        if s.onto is not None:
            if op["pieces"]["kinds"] != [V.STRIFE]:
                self.error(s.onto.span, "C109", "only strife is added *to* pieces")
            op["to"] = {"kinds": self.pieces(s.onto, V.INVADERS)["kinds"]}
        if s.spread:
            op["spread"] = True
        if s.max_each is not None:
            if s.max_each < 1:
                self.error(s.span, "C110", f"'(max {s.max_each} of each)' adds nothing")
            op["max_each"] = s.max_each
        if s.among is not None:
            op["among"] = self.landset(s.among)
        if s.evenly:
            if s.verb != "push":
                self.error(s.span, "C109", "only pushed pieces are divided among lands")
            op["spread"] = "even"
        if s.ocean:
            op["ocean"] = True
        if s.ignore_land:
            op["ignore_land_type"] = True
        if s.no_cascade:
            if "blight" not in op["pieces"]["kinds"]:
                self.error(s.span, "C109", "only added blight cascades: 'without cascading'")
            op["cascade"] = False
        if s.from_game:
            op["from_game"] = True
        if s.along is not None:
            op["along"] = self.along(s.along)
        if s.source is not None:
            if s.verb == "gather" and s.source.kind != "choice":
                self.error(
                    s.source.span,
                    "C109",
                    "gather from lands: 'from one adjacent land …'",
                    "write `gather up to 3 explorer from one adjacent land`",
                )
            op["from"] = self.term(s.source)
        if s.into is not None:
            op["into"] = self.landset(s.into)
        return _with_per(op, self.per(s.per))

    def along(self, a: A.Along) -> dict[str, Any]:
        """``bringing up to 1 dahan, up to 1 beasts [with each]`` → ``{"items": [...]}``."""
        items = []
        for count, ps in a.items:
            if count.kind not in ("exact", "up_to"):
                self.error(
                    count.span,
                    "C133",
                    "pieces brought along are counted '1' or 'up to 1'",
                    "write `bringing up to 1 dahan`",
                )
            items.append({"count": self.count(count), "pieces": self.pieces(ps, V.MOVABLE)})
        out: dict[str, Any] = {"items": items}
        if a.each:
            out["each"] = True
        return out

    def stmt_Replace(self, s: A.Replace) -> Op:
        return {
            "op": "replace",
            "count": self.count(s.count),
            "pieces": self.pieces(s.pieces, _REPLACEABLE),
            "with": {
                "n": self.number(s.n, s.span),
                "pieces": self.pieces(s.with_pieces, _REPLACEABLE),
            },
        }

    def stmt_ReturnPieces(self, s: A.ReturnPieces) -> Op:
        if s.past == A.TO_TRACKS:  # the spirit's destroyed presence back onto its tracks
            items = s.pieces.items
            if not items or any(
                not p.destroyed or p.word.text != "presence" or p.owner != "you" for p in items
            ):
                self.error(
                    s.span,
                    "C109",
                    "only your destroyed presence returns to your presence tracks",
                    "write `return up to 2 of your destroyed presence to your presence tracks`",
                )
            pieces = self.pieces(s.pieces, ("presence",))
            return {"op": "return_presence", "count": self.count(s.count), "pieces": pieces}
        if s.past != "removed":
            self.error(
                s.span,
                "C143",
                f"only pieces this power removed can be returned, not {s.past} ones",
                "write `return up to 2 beasts removed`",
            )
        return {
            "op": "return",
            "count": self.count(s.count),
            "pieces": self.pieces(s.pieces, _ALLOWED["remove"]),
        }

    def stmt_AddKind(self, s: A.AddKind) -> Op:
        pieces = self.pieces(s.pieces, _ALLOWED["add"])
        op: Op = {"op": "add_kind", "count": self.count(s.count), "pieces": pieces}
        op["from"] = "adjacent"
        if s.cost_kind is not None:
            kind = self.word_in(s.cost_kind, tuple(pieces.get("kinds", [])), "C109", "kind named")
            op["costs"] = {kind: {"energy": self.number(s.cost, s.span)}}
        return op

    def stmt_AddSetup(self, s: A.AddSetup) -> Op:
        op: Op = {"op": "add_setup"}
        if s.other is not None:
            allowed = (*V.INVADERS, "dahan", "blight", *V.TOKENS)
            op["except"] = self.pieces(s.other, allowed)["kinds"]
        return op

    def stmt_Escape(self, s: A.Escape) -> Op:
        where = self.term(s.place)
        if "place" not in where:
            self.error(s.span, "C109", "pieces escape from an off-board place (`from the P`)")
        return {"op": "escape", "count": self.count(s.count), "from": where}

    def stmt_Cease(self, s: A.Cease) -> Op:
        return {"op": "cease"}

    def stmt_Mark(self, s: A.Mark) -> Op:
        return {"op": "mark"}

    def stmt_Move(self, s: A.Move) -> Op:
        op: Op = {
            "op": "move",
            "count": self.count(s.count),
            "pieces": self.pieces(s.pieces, V.MOVABLE),
        }
        if s.to is not None:
            op["to"] = self.term(s.to)
        if s.steps is not None:  # "move 1 beasts up to 2 lands": step by step
            op["steps"] = self.number(s.steps, s.span)
            if s.steps < 1:
                self.error(s.span, "C110", "'up to 0 lands' moves nothing: at least 1")
        if s.source is not None:
            op["from"] = self.term(s.source)
        if s.along is not None:
            op["along"] = self.along(s.along)
        return op

    def stmt_Skip(self, s: A.Skip) -> Op:
        actions = [self.word_in(w, V.INVADER_ACTIONS, "C105", "invader action") for w in s.actions]
        if "invader" in actions:
            actions = ["ravage", "build", "explore"]
        op: Op = {"op": "skip", "count": self.count(s.count), "actions": actions}
        if s.adding is not None:
            op["adding"] = self.pieces(s.adding, V.INVADERS)
        return op

    def stmt_Optional(self, s: C.Optional, body_override: Ops | None = None) -> Op:
        only = s.body[0] if len(s.body) == 1 else None
        if (
            isinstance(only, A.Modifier)
            and only.name in V.SPIRIT_MODIFIERS
            and s.cost is None
            and body_override is None
        ):
            # "target spirit may repeat ..." grants an option: the modifier is the "may"
            return {**self.stmt(only), "who": s.who or "you"}
        self.actors.append(s.who or "you")
        try:
            return super().stmt_Optional(s, body_override)
        finally:
            self.actors.pop()

