"""The turn: ready, upkeep, main, draw, tech — and its end.

:func:`start_turn` runs the ready and upkeep phases (and a tech that waited from the last
turn); the main phase is the player's actions (:mod:`.actions`); :func:`end_main` locks the
patrol zone and runs the draw phase; the tech phase is :func:`.actions.tech` or waits;
:func:`end_turn` finishes the buildings begun, ends "until end of turn" grants and starts the
other player's turn."""

from __future__ import annotations

from cardsmith.engine.choices import ChoiceProvider

from .. import vocabulary as V
from . import stats
from .damage import heal, leave_play, settle_deaths
from .effects import tech_in
from .state import MAIN, OVER, TECH, Game, Refused
from .triggers import run_trigger
from .zones import draw_phase


def start_turn(game: Game, choices: ChoiceProvider | None = None) -> None:
    """The ready and upkeep phases of the active player's turn."""
    me = game.me
    me.turns += 1
    game.phase = MAIN
    me.hired = me.built_tech = me.built_addon = False
    game.say(f"--- turn {game.turn}: {me.name} (their turn {me.turns}) ---")
    if me.tech_owed:
        tech_in(game, me.name, min(me.tech_owed, len(me.codex)), choices or game.choices)
        me.tech_owed = 0
    # ready phase: every card stands up; the patrol zone empties; armor is whole again
    me.patrol.clear()
    for p in game.players.values():
        for t in p.things.values():
            t.armor_used = 0
    for t in me.things.values():
        t.exhausted = False
        t.arrived = False
    me.max_at_start = {h.uid for h in me.of_kind("hero")
                       if h.level >= stats.card_of(game, h).max_level}
    # upkeep phase: gold, time runes, healing, "at the start of your turn"
    me.gold = min(V.MAX_GOLD, me.gold + len(me.workers))
    game.say(f"{me.name} gains {len(me.workers)} gold ({me.gold})")
    for t in list(me.things.values()):
        if t.runes["time"]:
            t.runes["time"] -= 1
            if not t.runes["time"]:
                game.say(f"{t.label} loses its last time rune")
                leave_play(game, t, "sacrificed")
    healers = [stats.keywords(game, t)["healing"] for t in me.things.values() if t.character]
    for t in me.things.values():
        if t.character:
            heal(game, t, sum(healers))
    for t in list(me.things.values()):
        if t.uid in me.things:
            run_trigger(game, t, "start")
    settle_deaths(game)


def end_main(game: Game) -> None:
    """Lock the patrol zone (exhausted cards leave it) and run the draw phase."""
    if game.phase != MAIN:
        raise Refused(f"the main phase is over (now: {game.phase})")
    me = game.me
    for slot, uid in list(me.patrol.items()):
        if me.things[uid].exhausted:
            del me.patrol[slot]
    game.say(f"{me.name} locks the patrol zone: {dict(me.patrol) or 'empty'}")
    draw_phase(game, me)
    game.phase = TECH
    me.tech_owed = 2
    game.settle()


def end_turn(game: Game) -> None:
    """End the turn (ending the main phase first if it is still on): a tech not done waits
    for the next turn; buildings begun are finished; the other player's turn starts."""
    if game.phase == OVER:
        raise Refused("the game is over")
    if game.phase == MAIN:
        end_main(game)
    me = game.me
    for t in list(me.things.values()):
        if t.building:
            t.building = False
            game.say(f"{t.label} is finished")
            run_trigger(game, t, "arrives")
    for p in game.players.values():
        for t in p.things.values():
            t.granted.clear()
    settle_deaths(game)
    if game.winner is not None:
        return
    game.active = game.other(game.active)
    game.turn += 1
    start_turn(game)
