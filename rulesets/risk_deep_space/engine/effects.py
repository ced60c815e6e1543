"""The game's verbs of the effect IR (``ops.py`` has the IR reference and the interpreter; the
core statements ``if``, ``may``, ``either`` and ``for_each`` are the core interpreter's).

One handler per verb, registered into :data:`ops.OPS`. Every handler follows the rules
of the action it stands for (a card's move enters planets like any move and battles; a card's
base still needs 3 recruits) except where the card says otherwise (the move is free, the
base costs less ore).
"""

from __future__ import annotations

from cardsmith.rulesets.risk_deep_space.engine import actions, legal
from cardsmith.rulesets.risk_deep_space.engine.battle import bombard, fight_battle, open_battle
from cardsmith.rulesets.risk_deep_space.engine.dog import (
    dog_problem,
    field_blocks,
    field_problem,
    place_force_field,
    place_space_dog,
    settle_strays,
)
from cardsmith.rulesets.risk_deep_space.engine.legal import build_problem
from cardsmith.rulesets.risk_deep_space.engine.ops import HOME, OPS, EffectCtx, Op, run
from cardsmith.rulesets.risk_deep_space.engine.rules import BUILD_ORE
from cardsmith.rulesets.risk_deep_space.engine.state import many


@OPS.handler("gain")
def _gain(ctx: EffectCtx, op: Op) -> None:
    ctx.game.gain(ctx.colour, op["resource"], int(op["amount"]))


@OPS.handler("gain_moves")
def _gain_moves(ctx: EffectCtx, op: Op) -> None:
    game = ctx.game
    if game.turn.colour == ctx.colour:
        game.turn.moves_left += int(op["amount"])
        game.note("moves", f"{ctx.colour} gains {many(int(op['amount']), 'move')} this turn",
                  where=ctx.colour, count=int(op["amount"]))


@OPS.handler("pay")
def _pay(ctx: EffectCtx, op: Op) -> None:
    """``pay N X:`` — you may pay; if you do, the block happens."""
    amount, resource = int(op["amount"]), str(op["resource"])
    if ctx.game.players[ctx.colour].amount(resource) < amount:
        return
    label = f"pay {amount} {resource}"
    if ctx.game.ask(ctx.colour, "effect.pay", [label], min=0, context=ctx.card) is None:
        return
    ctx.game.pay(ctx.colour, resource, amount)
    run(ctx, op["then"])


@OPS.handler("steal")
def _steal(ctx: EffectCtx, op: Op) -> None:
    ctx.game.steal(ctx.colour, ctx.target_player(), op["resource"], int(op["amount"]))


@OPS.handler("add_recruits")
def _add(ctx: EffectCtx, op: Op) -> None:
    game = ctx.game
    where = game.home(ctx.colour) if op["to"] == HOME else ctx.target_planet()
    if game.galaxy.is_planet(where) and field_blocks(game, where, ctx.colour):
        game.note("field", f"{game.force_fields[where]}'s force field keeps {ctx.colour} out",
                  where=where)
        return
    if game.players[ctx.colour].pile < 1:
        return
    fight = open_battle(game, where, ctx.colour)
    game.add_recruits(where, ctx.colour, int(op["amount"]))
    if fight:
        fight_battle(game, fight)


@OPS.handler("remove_recruits")
def _remove(ctx: EffectCtx, op: Op) -> None:
    game, planet = ctx.game, ctx.target_planet()
    if op["owner"] == "your":
        owners = [ctx.colour]
    else:
        owners = [c for c in game.colours_at(planet) if c != ctx.colour]
    left = int(op["amount"])
    for colour in owners:
        left -= game.remove_recruits(planet, colour, left)
    settle_strays(game)


@OPS.handler("move_recruits")
def _move(ctx: EffectCtx, op: Op) -> None:
    """A card's move: free, not one of the turn's two; ``through: warp`` jumps the warp free."""
    game, colour = ctx.game, ctx.colour
    warp_only = op.get("through") == "warp"
    warp, connections = ("free" if warp_only else "no"), not warp_only
    sources = legal.move_sources(game, colour, warp=warp, connections=connections)
    src = game.ask(colour, "move.from", sources, context=ctx.card)
    if src is None:
        return
    reach = legal.destinations(game, colour, src, warp=warp, connections=connections)
    dst = game.ask(colour, "move.to", list(reach), context=ctx.card)
    if dst is None:
        return
    most = min(int(op["amount"]), game.count(src, colour))
    if op.get("up_to", False):
        n = int(game.ask(colour, "move.count", [str(i) for i in range(1, most + 1)],
                         context=ctx.card) or most)
    else:
        n = most
    actions.move(game, colour, src, dst, n, counted=False, warp=warp, connections=connections)


@OPS.handler("build_base")
def _build(ctx: EffectCtx, op: Op) -> None:
    planet, ore = ctx.target_planet(), int(op.get("ore", BUILD_ORE))
    problem = build_problem(ctx.game, ctx.colour, planet, ore)
    if problem:
        ctx.game.note("no-effect", f"{ctx.card}: no base ({problem})", where=planet)
        return
    actions.build(ctx.game, ctx.colour, planet, ore=ore, card=True)


@OPS.handler("battle")
def _battle(ctx: EffectCtx, op: Op) -> None:
    bombard(ctx.game, ctx.target_planet(), ctx.colour, int(op["rounds"]))


@OPS.handler("roll")
def _roll(ctx: EffectCtx, op: Op) -> None:
    ctx.roll = ctx.game.dice.roll(6)
    ctx.game.note("roll", f"{ctx.colour} rolls {ctx.roll}", where=ctx.colour, count=ctx.roll)


@OPS.handler("place_force_field")
def _field(ctx: EffectCtx, op: Op) -> None:
    planet = ctx.target_planet()
    problem = field_problem(ctx.game, ctx.colour, planet)
    if problem:
        ctx.game.note("no-effect", f"{ctx.card}: no force field ({problem})", where=planet)
        return
    place_force_field(ctx.game, ctx.colour, planet)


@OPS.handler("place_space_dog")
def _dog(ctx: EffectCtx, op: Op) -> None:
    planet = ctx.target_planet()
    problem = dog_problem(ctx.game, ctx.colour, planet)
    if problem:
        ctx.game.note("no-effect", f"{ctx.card}: no space dog ({problem})", where=planet)
        return
    place_space_dog(ctx.game, ctx.colour, planet)


@OPS.handler("draw")
def _draw(ctx: EffectCtx, op: Op) -> None:
    ctx.game.draw_cards(ctx.who(op.get("who", "you")), int(op["amount"]))


@OPS.handler("discard")
def _discard(ctx: EffectCtx, op: Op) -> None:
    """The discarding player chooses which cards (as many as they hold, up to the amount)."""
    game = ctx.game
    who = ctx.who(op.get("who", "you"))
    for _ in range(int(op["amount"])):
        hand = list(dict.fromkeys(game.players[who].hand))
        card = game.ask(who, "discard.card", hand, context=ctx.card)
        if card is None:
            return
        game.discard_card(who, card)
