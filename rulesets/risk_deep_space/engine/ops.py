"""The compiled effect IR: operations (plain dicts), the interpreter running them, conditions.

An effect is a list of operations ``{"op": NAME, ...}`` run in order by :func:`run`, on the
core interpreter (:mod:`engine.interpret`: ``if``, ``may``, ``either`` and ``for_each`` are
its statements, under this game's names). The game's verbs live in ``effects.py``
(registered into :data:`OPS`); conditions and the ``for each`` queries are read here.
:data:`SPEC` is the IR's reference — each operation's fields and allowed values — used by
:func:`ir_problems` (card checks) and documented in ``RULES.md``.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cardsmith.engine.choices import ChoiceProvider
from cardsmith.engine.dispatch import Dispatcher
from cardsmith.engine.interpret import Extension, Interpreter, Shapes
from cardsmith.engine.interpret.extension import Node
from cardsmith.rulesets.risk_deep_space.engine.state import Game, IllegalAction

Op = Mapping[str, Any]

#: references an operation may name: the card's targets, the player's own home station
TARGET_PLANET = "target planet"
TARGET_PLAYER = "target player"
YOU = "you"
HOME = "home"


@dataclass
class EffectCtx:
    """What an effect runs with: who plays it, the card, its targets, the last roll."""

    game: Game
    colour: str
    card: str = ""
    planet: str | None = None
    player: str | None = None
    roll: int | None = None

    def target_planet(self) -> str:
        if self.planet is None:
            raise IllegalAction(f"{self.card}: the effect names a target planet but has none")
        return self.planet

    def target_player(self) -> str:
        if self.player is None:
            raise IllegalAction(f"{self.card}: the effect names a target player but has none")
        return self.player

    def who(self, ref: str) -> str:
        return self.colour if ref == YOU else self.target_player()

    @property
    def state(self) -> Game:
        return self.game

    @property
    def choices(self) -> ChoiceProvider:
        return self.game.provider(self.colour)


OPS: Dispatcher[[EffectCtx, Op]] = Dispatcher(
    error=lambda message: IllegalAction(f"effect IR: {message}")
)


def run(ctx: EffectCtx, ops: Sequence[Op]) -> None:
    """Run ``ops`` in order (stops when the game is won)."""
    INTERPRETER.run(ctx, ops)


def holds(ctx: EffectCtx, cond: Op) -> bool:
    """Is the condition ``{"test": …}`` true now?"""
    return INTERPRETER.holds(ctx, cond)


# --- conditions -----------------------------------------------------------------------------
def _node(node: Node) -> Op:
    if isinstance(node, str):
        raise IllegalAction(f"effect IR: a condition is a mapping, not {node!r}")
    return node


def _not(ctx: EffectCtx, c: Node) -> bool:
    return not holds(ctx, _node(c)["of"])


def _and(ctx: EffectCtx, c: Node) -> bool:
    return all(holds(ctx, x) for x in _node(c)["of"])


def _has_base(ctx: EffectCtx, c: Node) -> bool:
    return ctx.game.has_base(ctx.target_planet(), ctx.colour)


def _recruits_at_least(ctx: EffectCtx, c: Node) -> bool:
    return ctx.game.count(ctx.target_planet(), ctx.colour) >= int(_node(c)["amount"])


def _roll_at_least(ctx: EffectCtx, c: Node) -> bool:
    return ctx.roll is not None and ctx.roll >= int(_node(c)["value"])


def _resource_at_least(ctx: EffectCtx, c: Node) -> bool:
    cond = _node(c)
    return ctx.game.players[ctx.colour].amount(cond["resource"]) >= int(cond["amount"])


def _more_bases(ctx: EffectCtx, c: Node) -> bool:
    return ctx.game.base_count(ctx.target_player()) > ctx.game.base_count(ctx.colour)


# --- what ``for each`` iterates (the block's target planet / player bound) ------------------
def _your_bases(ctx: EffectCtx, q: Node) -> Iterator[str]:
    game, saved = ctx.game, ctx.planet
    try:
        for planet in [p for p in game.galaxy.planets if game.has_base(p, ctx.colour)]:
            ctx.planet = planet
            yield planet
    finally:
        ctx.planet = saved


def _opponents(ctx: EffectCtx, q: Node) -> Iterator[str]:
    saved = ctx.player
    try:
        for colour in ctx.game.opponents(ctx.colour):
            ctx.player = colour
            yield colour
    finally:
        ctx.player = saved


class Asks:
    """The game's decisions of ``may`` (``effect.may``) and ``either`` (``effect.either``)."""

    def optional(self, ctx: EffectCtx, op: Op) -> bool | None:
        return ctx.game.ask(ctx.colour, "effect.may", ["yes", "no"], context=ctx.card) == "yes"

    def choice(self, ctx: EffectCtx, op: Op) -> int | None:
        labels = [str(i) for i in range(1, len(op["options"]) + 1)]
        picked = ctx.game.ask(ctx.colour, "effect.either", labels, context=ctx.card)
        return int(picked or "1") - 1


INTERPRETER: Interpreter[EffectCtx] = Interpreter(
    Extension(
        verbs=OPS,
        conditions={
            "not": _not,
            "and": _and,
            "has_base": _has_base,
            "recruits_at_least": _recruits_at_least,
            "roll_at_least": _roll_at_least,
            "resource_at_least": _resource_at_least,
            "more_bases": _more_bases,
        },
        queries={"your base": _your_bases, "opponent": _opponents},
        decisions=Asks(),
        shapes=Shapes(
            names={"optional": "may", "choice": "either"}, query="over", body="then",
            node_key="test",
        ),
        halted=lambda ctx: ctx.game.over,
        error=lambda message: IllegalAction(f"effect IR: {message}"),
    )
)


# --- the IR reference -----------------------------------------------------------------------
RES = ("gem", "ore")
#: op → field → allowed values (a tuple), ``int`` (a count ≥ 1), ``"ops"`` (a block) or
#: ``"cond"``; fields ending in ``?`` are optional
SPEC: dict[str, dict[str, Any]] = {
    "gain": {"resource": RES, "amount": int},
    "gain_moves": {"amount": int},
    "pay": {"resource": RES, "amount": int, "then": "ops"},
    "steal": {"resource": RES, "amount": int, "from": (TARGET_PLAYER,)},
    "add_recruits": {"amount": int, "to": (TARGET_PLANET, HOME)},
    "remove_recruits": {"amount": int, "owner": ("enemy", "your"), "from": (TARGET_PLANET,)},
    "move_recruits": {"amount": int, "up_to?": (True, False), "through?": ("warp", "connection")},
    "build_base": {"at": (TARGET_PLANET,), "ore?": int},
    "battle": {"at": (TARGET_PLANET,), "rounds": int},
    "roll": {},
    "place_force_field": {"at": (TARGET_PLANET,)},
    "place_space_dog": {"at": (TARGET_PLANET,)},
    "draw": {"amount": int, "who?": (YOU, TARGET_PLAYER)},
    "discard": {"amount": int, "who?": (YOU, TARGET_PLAYER)},
    "if": {"cond": "cond", "then": "ops", "else?": "ops"},
    "may": {"then": "ops"},
    "either": {"options": "blocks"},
    "for_each": {"over": ("your base", "opponent"), "then": "ops"},
}
CONDS: dict[str, dict[str, Any]] = {
    "has_base": {"at": (TARGET_PLANET,)},
    "recruits_at_least": {"amount": int, "at": (TARGET_PLANET,)},
    "roll_at_least": {"value": int},
    "resource_at_least": {"resource": RES, "amount": int},
    "more_bases": {"who": (TARGET_PLAYER,)},
    "not": {"of": "cond"},
    "and": {"of": "conds"},
}


def ir_problems(ops: object, where: str = "effect") -> list[str]:
    """Everything in ``ops`` that is not IR the engine runs (empty: it runs)."""
    if not isinstance(ops, list | tuple):
        return [f"{where}: a list of operations expected, got {type(ops).__name__}"]
    out: list[str] = []
    for i, op in enumerate(ops, 1):
        at = f"{where}[{i}]"
        if not isinstance(op, Mapping) or op.get("op") not in SPEC:
            name = op.get("op") if isinstance(op, Mapping) else op
            out.append(f"{at}: unknown operation {name!r} (known: {', '.join(SPEC)})")
            continue
        out += _field_problems(op, SPEC[op["op"]], f"{at} {op['op']}", skip={"op"})
    return out


def _cond_problems(cond: object, where: str) -> list[str]:
    if not isinstance(cond, Mapping) or cond.get("test") not in CONDS:
        name = cond.get("test") if isinstance(cond, Mapping) else cond
        return [f"{where}: unknown condition {name!r} (known: {', '.join(CONDS)})"]
    return _field_problems(cond, CONDS[cond["test"]], f"{where} {cond['test']}", skip={"test"})


def _field_problems(data: Mapping[str, Any], spec: Mapping[str, Any], at: str,
                    skip: set[str]) -> list[str]:
    out: list[str] = []
    names = {k.rstrip("?") for k in spec}
    for key in set(data) - names - skip:
        out.append(f"{at}: unknown field {key!r}")
    for key, kind in spec.items():
        name, optional = key.rstrip("?"), key.endswith("?")
        if name not in data:
            if not optional:
                out.append(f"{at}: missing {name!r}")
            continue
        value = data[name]
        if kind is int:
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                out.append(f"{at}: {name} must be a whole number ≥ 1, not {value!r}")
        elif kind == "ops":
            out += ir_problems(value, f"{at}.{name}")
        elif kind == "blocks":
            if not isinstance(value, list) or len(value) < 2:
                out.append(f"{at}: {name} needs two or more blocks")
            else:
                for j, block in enumerate(value, 1):
                    out += ir_problems(block, f"{at}.{name}[{j}]")
        elif kind == "cond":
            out += _cond_problems(value, f"{at}.{name}")
        elif kind == "conds":
            for j, c in enumerate(value if isinstance(value, list) else [value], 1):
                out += _cond_problems(c, f"{at}.{name}[{j}]")
        elif value not in kind:
            out.append(f"{at}: {name} is {value!r}, not one of {list(kind)}")
    return out


def ops_named(ops: Sequence[Op]) -> list[str]:
    """Every operation name in ``ops``, nested blocks included (for coverage checks)."""
    names: list[str] = []
    for op in ops:
        names.append(str(op.get("op")))
        for key in ("then", "else"):
            if isinstance(op.get(key), list):
                names += ops_named(op[key])
        for block in op.get("options", []) if op.get("op") == "either" else []:
            names += ops_named(block)
    return names
