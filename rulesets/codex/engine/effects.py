"""The card language's verbs on the core interpreter (:class:`cardsmith.engine.Interpreter`).

IR reference (``dsl/compiler.py`` emits it): ``deal`` (``amount``, ``to``), ``heal``
(``amount``, ``from``), ``gain_gold``, ``pay_gold`` (``then``), ``draw``, ``discard``
(``who``: you/opponent), ``exhaust``, ``ready``, ``sacrifice``, ``destroy``, ``return``
(``target``), ``put_runes`` (``rune``: plus/minus/time, ``amount``, ``on``), ``summon``
(``amount``, ``attack``, ``health``), ``tech_in``, ``level_up`` (``by``, ``target``),
``grant`` (``keyword``, ``value``, ``target``) and ``when`` (a trigger: kept by its card, not
run in place). Targets: ``{"mode": "target"|"each"|"this"|"base", "owner", "what"}``; one
``target`` is the decision ``target`` (its options the labels ``p2.thornback``); an enemy card
with resist N costs N more gold to target. The condition ``{"have": "gold"|"workers",
"at_least": N}``; the core's ``if``, ``optional`` and ``choice`` run as the core runs them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cardsmith.engine import Event, Extension, Interpreter
from cardsmith.engine.choices import ChoiceProvider, decide

from .. import vocabulary as V
from . import stats
from .damage import deal, heal, leave_play, settle_deaths
from .heroes import gain_levels
from .state import Game, Refused, Thing
from .triggers import install
from .zones import discard_from_hand, draw

Op = Mapping[str, Any]


@dataclass
class Ctx:
    """What an effect runs with: the game, the decisions, whose effect it is and its card."""

    state: Game
    choices: ChoiceProvider
    player: str
    source: Thing | None = None


def _owners(ctx: Ctx, owner: str | None) -> list[str]:
    if owner == "enemy":
        return [ctx.state.other(ctx.player)]
    if owner == "friendly":
        return [ctx.player]
    return [ctx.player, ctx.state.other(ctx.player)]


def candidates(ctx: Ctx, spec: Mapping[str, Any]) -> list[Thing]:
    """What a target phrase may name now."""
    game, mode = ctx.state, spec.get("mode")
    if mode == "this":
        src = ctx.source
        return [src] if src is not None and game.thing(src.label) is src else []
    if mode == "base":
        owner = ctx.player if spec.get("owner") == "friendly" else game.other(ctx.player)
        base = game.players[owner].base()
        return [base] if base is not None else []
    what, out = spec.get("what"), []
    for name in _owners(ctx, spec.get("owner")):
        if what == "patroller":
            out += list(game.patrollers(name).values())
            continue
        kinds = {"unit": ("unit",), "hero": ("hero",), "character": ("unit", "hero"),
                 "building": ("building",)}.get(str(what), ())
        out += [t for t in game.players[name].of_kind(*kinds) if not t.building]
    return out


def targets(ctx: Ctx, spec: Mapping[str, Any]) -> list[Thing]:
    """The cards a verb acts on: all of ``each``, the one chosen of ``target``."""
    found = candidates(ctx, spec)
    if spec.get("mode") != "target":
        return found
    game, me = ctx.state, ctx.state.players[ctx.player]

    def price(t: Thing) -> int:
        return stats.keywords(game, t)["resist"] if t.owner != ctx.player else 0

    able = [t for t in found if price(t) <= me.gold]
    picked = decide(ctx.choices, "target", [t.label for t in able], context=str(spec))
    if picked is None:
        return []
    thing = game.thing(picked)
    assert thing is not None
    if price(thing):
        me.gold -= price(thing)
        game.say(f"{me.name} pays {price(thing)} gold for resist")
    return [thing]


def _deal(ctx: Ctx, op: Op) -> None:
    for t in targets(ctx, op["to"]):
        deal(ctx.state, t, int(op["amount"]), "effect")
    settle_deaths(ctx.state)


def _heal(ctx: Ctx, op: Op) -> None:
    for t in targets(ctx, op["from"]):
        heal(ctx.state, t, int(op["amount"]))


def _gain_gold(ctx: Ctx, op: Op) -> None:
    me = ctx.state.players[ctx.player]
    me.gold = min(V.MAX_GOLD, me.gold + int(op["amount"]))
    ctx.state.record(Event("gold", me.name, "gold", int(op["amount"]), None),
                     None if ctx.state.quiet else f"{me.name} gains {op['amount']} gold")


def _pay_gold(ctx: Ctx, op: Op) -> None:
    me, n = ctx.state.players[ctx.player], int(op["amount"])
    if me.gold < n or decide(ctx.choices, "pay", ["yes", "no"], context=f"pay {n}") != "yes":
        return
    me.gold -= n
    ctx.state.say(f"{me.name} pays {n} gold")
    CORE.run(ctx, op.get("then") or [])


def _draw(ctx: Ctx, op: Op) -> None:
    draw(ctx.state, ctx.state.players[ctx.player], int(op["amount"]))


def _discard(ctx: Ctx, op: Op) -> None:
    who = ctx.state.other(ctx.player) if op.get("who") == "opponent" else ctx.player
    discard_from_hand(ctx.state, ctx.state.players[who], int(op["amount"]))


def _flag(ready: bool) -> Callable[[Ctx, Op], None]:
    def verb(ctx: Ctx, op: Op) -> None:
        for t in targets(ctx, op["target"]):
            t.exhausted = not ready
            ctx.state.say(f"{t.label} is {'readied' if ready else 'exhausted'}")
    return verb


def _leave(how: str) -> Callable[[Ctx, Op], None]:
    def verb(ctx: Ctx, op: Op) -> None:
        for t in targets(ctx, op["target"]):
            leave_play(ctx.state, t, how)
        settle_deaths(ctx.state)
    return verb


def _sacrifice_workers(ctx: Ctx, op: Op) -> None:
    """Sacrificed workers leave the game (never to the discard pile)."""
    me = ctx.state.players[ctx.player]
    for _ in range(min(int(op["amount"]), len(me.workers))):
        me.removed.append(me.workers.pop())
    ctx.state.say(f"{me.name} sacrifices {op['amount']} worker(s) ({len(me.workers)} left)")


def put_runes(game: Game, thing: Thing, rune: str, n: int) -> None:
    """Add runes; +1/+1 and -1/-1 runes cancel one for one."""
    thing.runes[rune] += n
    while thing.runes["plus"] and thing.runes["minus"]:
        thing.runes["plus"] -= 1
        thing.runes["minus"] -= 1
    thing.runes = +thing.runes
    game.say(f"{thing.label} gets {n} {rune} rune(s)")


def _put_runes(ctx: Ctx, op: Op) -> None:
    for t in targets(ctx, op["on"]):
        put_runes(ctx.state, t, str(op["rune"]), int(op["amount"]))
    settle_deaths(ctx.state)


def summon_tokens(game: Game, owner: str, n: int, attack: int, health: int) -> None:
    """Put ``n`` A/H tokens into play for ``owner`` (they arrive this turn)."""
    player = game.players[owner]
    for _ in range(n):
        uid = player.uid_for("token")
        player.things[uid] = Thing(uid, "token", owner, "unit", arrived=True,
                                   token_stats=(attack, health))
        game.say(f"{owner} summons a {attack}/{health} token ({uid})")


def _summon(ctx: Ctx, op: Op) -> None:
    summon_tokens(ctx.state, ctx.player, int(op["amount"]), int(op["attack"]),
                  int(op["health"]))


def tech_in(game: Game, owner: str, n: int, choices: ChoiceProvider) -> list[str]:
    """Put ``n`` cards of the codex into the discard pile (decision ``tech``)."""
    player = game.players[owner]
    picked: list[str] = []
    for _ in range(n):
        card = decide(choices, "tech", sorted(set(player.codex)), context=f"{owner} techs")
        if card is None:
            break
        player.codex.remove(card)
        player.discard.append(card)
        picked.append(card)
    if picked:
        game.say(f"{owner} techs in {', '.join(picked)}")
    return picked


def _tech_in(ctx: Ctx, op: Op) -> None:
    tech_in(ctx.state, ctx.player, int(op["amount"]), ctx.choices)


def _level_up(ctx: Ctx, op: Op) -> None:
    for t in targets(ctx, op["target"]):
        if t.kind == "hero":
            gain_levels(ctx.state, t, int(op["by"]))


def _grant(ctx: Ctx, op: Op) -> None:
    for t in targets(ctx, op["target"]):
        t.granted[str(op["keyword"])] += int(op.get("value") or 1)
        ctx.state.say(f"{t.label} gains {op['keyword']} until end of turn")


def _have(ctx: Ctx, node: Any) -> bool:
    me = ctx.state.players[ctx.player]
    value = me.gold if node.get("have") == "gold" else len(me.workers)
    return value >= int(node.get("at_least", 0))


CORE: Interpreter[Ctx] = Interpreter(Extension(
    verbs={"deal": _deal, "heal": _heal, "gain_gold": _gain_gold, "pay_gold": _pay_gold,
           "draw": _draw, "discard": _discard, "exhaust": _flag(False), "ready": _flag(True),
           "sacrifice": _leave("sacrificed"), "sacrifice_workers": _sacrifice_workers,
           "destroy": _leave("destroyed"),
           "return": _leave("returned"), "put_runes": _put_runes, "summon": _summon,
           "tech_in": _tech_in, "level_up": _level_up, "grant": _grant,
           "when": lambda ctx, op: None},
    conditions={"have": _have},
    halted=lambda ctx: ctx.state.winner is not None,
    error=Refused,
))


def run_ops(game: Game, player: str, source: Thing | None, ops: Sequence[Op]) -> None:
    """Run an effect of ``player``'s (``source``: its card in play) as one action."""
    with game.action():
        CORE.effect(Ctx(game, game.choices, player, source), ops)
    settle_deaths(game)


install(lambda game, thing, ops: run_ops(game, thing.owner, thing, ops))

#: the operations the engine runs (every compiled effect of the pack uses only these)
VERBS = frozenset({"deal", "heal", "gain_gold", "pay_gold", "draw", "discard", "exhaust",
                   "ready", "sacrifice", "sacrifice_workers", "destroy", "return",
                   "put_runes", "summon", "tech_in", "level_up", "grant", "when", "if",
                   "optional", "choice"})
