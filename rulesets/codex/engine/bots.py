"""Bots: a whole turn played through the decision protocol, so the same bot is first-legal,
seeded-random or greedy by the provider it asks (``first``, ``random``, ``greedy``).

A bot turn: hire a worker, build the next tech building it can, summon a hero, play what it
can afford, level its heroes with the gold left, attack with every card able to, patrol with
the ready ones, end the main phase and tech 2 codex cards. Every step is an action of
:mod:`.actions` (the rules refuse what is illegal; a bot only offers what is legal)."""

from __future__ import annotations

import builtins
from collections.abc import Sequence
from typing import TypeVar

from cardsmith.engine.choices import ChoiceProvider, FirstLegal, SeededRandom, decide

from .. import vocabulary as V
from . import actions, combat, stats
from .effects import tech_in
from .state import MAIN, Game
from .turn import end_main, end_turn

T = TypeVar("T")


class Greedy:
    """A provider that reads the game: attack the base when it can, else the weakest card;
    play the dearest card; aim effects at the enemy; hire its cheapest card."""

    def __init__(self, game: Game | None = None) -> None:
        self.game = game

    def choose(self, decision: str, options: Sequence[T], *, context: str = "",
               min: int = 1) -> T | None:
        game = self.game
        if not options or game is None:
            return options[0] if options else None
        labels = [str(o) for o in options]
        if decision in ("attack", "target", "overpower", "sparkshot"):
            enemy = game.other(game.active)
            mine = [o for o, lab in zip(options, labels, strict=True)
                    if lab.startswith(game.active + ".")]
            theirs = [o for o, lab in zip(options, labels, strict=True)
                      if lab.startswith(enemy + ".")]
            if "friendly" in context and mine:
                return mine[0]
            pool = theirs or list(options)
            base = [o for o in pool if str(o).endswith(".base")]
            if base and decision != "target":
                return base[0]
            return min_by_health(game, pool)
        if decision in ("play", "summon"):
            return builtins.max(options, key=lambda o: game.lib.card(str(o)).cost)
        if decision in ("hire", "discard"):
            return builtins.min(options, key=lambda o: game.lib.card(str(o)).cost)
        if decision == "tech":
            return builtins.max(options, key=lambda o: game.lib.card(str(o)).tech)
        return options[0]


def min_by_health(game: Game, pool: Sequence[T]) -> T:
    """The card of ``pool`` with the least health left."""
    def left(o: T) -> int:
        t = game.thing(str(o))
        return 99 if t is None else stats.health(game, t) - t.damage
    return builtins.min(pool, key=left)


def provider(policy: str, seed: int) -> ChoiceProvider:
    """The decision provider of a policy name (seeded for ``random``)."""
    if policy == "random":
        return SeededRandom(seed)
    if policy == "greedy":
        return Greedy()
    return FirstLegal()


BOTS = ("first", "random", "greedy")


def bot_turn(game: Game) -> None:
    """Play the active player's whole turn (from the main phase to the next turn)."""
    me, ask = game.me, game.choices
    if game.phase != MAIN:
        return
    if len(me.workers) < V.MAX_WORKERS and me.hand and me.gold >= 1:
        worker = decide(ask, "hire", sorted(set(me.hand)), min=0)
        if worker is not None:
            actions.hire(game, str(worker))
    _build(game)
    heroes = [h for h in me.command if me.turns >= me.back_on.get(h, 0)]
    if heroes and me.gold >= 2 and (not me.of_kind("hero") or me.tech_done(1)):
        actions.summon(game, str(decide(ask, "summon", heroes)))
    for _ in range(8):
        if game.winner is not None:
            return
        able = sorted({c for c in me.hand if actions.why_not_play(game, me, game.lib.card(c))
                       is None})
        card = decide(ask, "play", able, min=0) if able else None
        if card is None:
            break
        actions.play(game, str(card))
    for hero in me.of_kind("hero"):
        room = stats.card_of(game, hero).max_level - hero.level
        if room and me.gold > 1:
            actions.level_up(game, hero.uid, min(room, me.gold - 1))
    _attacks(game)
    if game.winner is not None:
        return
    ready = [t for t in me.things.values() if t.character and not t.exhausted]
    actions.patrol(game, {s: t.uid for s, t in zip(V.SLOTS, ready[:2], strict=False)})
    end_main(game)
    tech_in(game, me.name, min(2, len(me.codex)), ask)
    me.tech_owed = 0
    end_turn(game)


def _build(game: Game) -> None:
    """Begin the next tech building the player can afford."""
    me = game.me
    for level in (1, 2, 3):
        building = game.lib.tech_building(level)
        if building is None or building.id in me.things or me.built_tech:
            continue
        price = 0 if level in me.lost_tech else building.cost
        if len(me.workers) >= building.workers and me.gold >= price and (
                level == 1 or me.tech_done(level - 1)):
            actions.build(game, building.id)


def _attacks(game: Game) -> None:
    for _ in range(12):
        if game.winner is not None:
            return
        able = [t for t in game.me.things.values() if combat.can_attack(game, t) is None
                and stats.attack(game, t) > 0]
        if not able:
            return
        attacker = able[0]
        targets = [t.label for t in combat.attack_targets(game, attacker)]
        target = decide(game.choices, "attack", targets, context=attacker.label)
        if target is None:
            attacker.exhausted = True  # it stays home this turn
            continue
        combat.attack(game, attacker.label, str(target))


def bind(game: Game) -> None:
    """Let a game-reading provider see its game."""
    if isinstance(game.choices, Greedy):
        game.choices.game = game
    elif not isinstance(game.choices, FirstLegal | SeededRandom):
        return
