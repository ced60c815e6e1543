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
from .compiler_words import _ALLOWED, _PREVENTABLE, _REPLACEABLE, _with_per
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
            return {**self.stmt_Modifier(only), "who": s.who or "you"}
        self.actors.append(s.who or "you")
        try:
            return super().stmt_Optional(s, body_override)
        finally:
            self.actors.pop()

    def stmt_Modifier(self, m: A.Modifier) -> Op:
        op: Op = {"op": "modifier", "name": m.name}
        if m.who:
            op["who"] = m.who
        if m.name == "discard_for_forget":  # "… instead of forgetting it"
            op["from"] = [self.word_in(w, V.CARD_ZONES, "C106", "card place") for w in m.words]
        if m.name == "range_bonus" and m.words:  # "+3 range to coastal lands"
            known = (*V.TERRAINS, "coastal", "inland")
            op["to"] = [self.word_in(w, known, "C102", "terrain") for w in m.words]
        if m.lands is not None:  # "… from lands with 3 or more your presence": those origins
            op["from"] = self.target_of(m.lands)
        if m.cards_only:  # "… with power cards": not innate powers
            op["cards"] = True
        if m.pieces is not None:
            op["pieces"] = self.pieces(m.pieces)
        if m.other is not None:
            op["other"] = self.pieces(m.other)
        if m.amount is not None:
            op["amount"] = m.amount
        if m.count is not None:
            op["count"] = self.count(m.count)
        if m.per_own is not None:
            op["per_own"] = self.own(m.per_own, (V.STRIFE,))
        if m.minimum is not None:
            if m.minimum < 1:
                self.error(m.span, "C110", f"a minimum health of {m.minimum}: health is at least 1")
            op["min"] = m.minimum
        if m.name == "presence_only":  # "your presence may only be added/moved into …"
            op["into"] = op.pop("from")
            op["verbs"] = [self.word_in(w, ("added", "moved"), "C112", "verb") for w in m.words]
        if m.name == "presence_sacred":  # "your presence in wetland lands counts as …"
            op["lands"] = op.pop("from")
            fixed = (*V.TERRAINS, "coastal", "inland")
            spec = op["lands"].get("land")
            if not isinstance(spec, list) or any(w not in fixed for w in spec):
                self.error(
                    m.span,
                    "C151",
                    "a sacred site by terrain is said of terrains and coastal/inland only",
                    "write `your presence in wetland lands counts as sacred site`",
                )
        if m.name == "blight_spares":  # "blight added … does not destroy your presence …"
            if "from" in op:
                op["lands"] = op.pop("from")
            flags = [w.text for w in m.words]
            for flag in ("by_spirits", "cascade"):
                if flag in flags:
                    op[flag] = True
            if m.cond is not None:
                op["unless" if "unless" in flags else "if"] = self.cond(m.cond)
            if op.get("pieces", {}).get("kinds") != ["presence"]:
                self.error(m.span, "C109", "blight spares presence only")
            if op.pop("other", {}).get("kinds") != ["blight"] or flags[0] != "added":
                self.error(m.span, "C109", "only added blight spares presence: 'blight added …'")
        if m.name == "skip_for_presence":  # "you may prevent ravage/build by destroying 1 …"
            acts = ("ravage", "build", "explore")
            op["actions"] = [self.word_in(w, acts, "C105", "invader action") for w in m.words]
            if m.amount is not None and m.amount < 1:
                self.error(m.span, "C110", "destroy at least 1 presence to prevent an action")
        if m.name == "treat_as":  # "your actions treat blight as also badlands"
            op["actions"] = m.words[0].text
            kinds = op.get("pieces", {}).get("kinds", [])
            if kinds == ["sacred-site"] and op["pieces"].get("owner") == "you":
                op["as"] = self.word_in(m.words[1], V.TERRAINS, "C102", "terrain")
            elif kinds and all(k in ("blight", *V.TOKENS) for k in kinds):
                op["as"] = self.word_in(m.words[1], V.TOKENS, "C102", "token")
            else:
                self.error(
                    m.span, "C109", "actions treat your sacred sites as a terrain, or blight/tokens"
                    " as a token"
                )
        if m.name == "moves_with":  # "your presence may move with dahan"
            if m.words:  # "… when all of them leave one of your lands"
                op["last"] = True
            movable = ("dahan", "explorer", "town", "city", *V.TOKENS)
            if any(k not in movable for k in op.get("other", {}).get("kinds", [])):
                self.error(m.span, "C109", "presence moves with dahan, invaders or tokens")
        if m.name in ("counts_as", "cannot_move", "presence_only", "presence_sacred", "moves_with"):
            ps = op.get("pieces", {})
            if ps.get("kinds") != ["presence"] or ps.get("owner") != "you":
                self.error(m.span, "C109", f"'{m.name}' is said of your presence")
            if m.name == "counts_as" and any(
                k not in V.TOKENS for k in op.get("other", {}).get("kinds", [])
            ):
                self.error(m.span, "C109", "presence may count as tokens only (beasts, badlands …)")
        if m.name == "push_instead":
            verbs = [w.text for w in m.words]
            if op.get("pieces", {}).get("kinds") != ["presence"]:
                self.error(m.span, "C109", "only presence is pushed instead of destroyed")
            if verbs != ["destroyed", "pushed"]:
                self.error(
                    m.span,
                    "C112",
                    f"'{verbs[0]} … {verbs[1]} instead' is not a replacement the engine knows",
                    "write `presence that would be destroyed may be pushed instead`",
                )
        if m.name == "prevent":
            op["verbs"] = [
                self.word_in(w, _PREVENTABLE, "C112", "prevented verb")
                for w in m.words
            ]
        if m.name == "repeat_cards" and any(w.text == "other" for w in m.words):
            op["other"] = True
        if m.name == "repeat_cards" and m.amount is not None:
            op["max_cost"] = op.pop("amount")
        if m.name == "repeat_cards" and any(w.text == "free" for w in m.words):
            op["free"] = True
        if m.name == "repeat_cards" and any(w.text == "lowest" for w in m.words):
            op["lowest"] = True  # "the lowest-cost power card they have in play"
        if m.name == "make_fast" and m.words:
            op["with_ops"] = [
                self.word_in(w, ("push", "gather"), "C112", "instruction") for w in m.words
            ]
        if m.name == "gift_card":
            op["to"] = m.words[0].text
        if m.per is not None:
            op["per"] = self.per(m.per)
        return op
