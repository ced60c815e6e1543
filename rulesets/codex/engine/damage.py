"""Damage that persists, healing, and what happens when a card leaves play: a unit dies to its
owner's discard pile (a token is gone), a hero goes back to the command zone and the other
side's hero gains two levels, a building destroyed deals 2 damage to its owner's base."""

from __future__ import annotations

from cardsmith.engine import Event
from cardsmith.engine.choices import decide

from .. import vocabulary as V
from . import stats
from .heroes import gain_levels
from .state import Game, Thing
from .triggers import run_trigger
from .zones import draw


def deal(game: Game, thing: Thing, amount: int, why: str = "") -> int:
    """Deal ``amount`` damage to ``thing`` (armor first); the damage dealt. Deaths wait for
    :func:`settle_deaths` (combat damage is simultaneous)."""
    if amount <= 0 or thing.uid not in game.players[thing.owner].things:
        return 0
    prevented = min(stats.armor(game, thing), amount)
    thing.armor_used += prevented
    dealt = amount - prevented
    thing.damage += dealt
    game.record(Event("damage", thing.owner, thing.uid, dealt, why or None),
                None if game.quiet else
                f"{thing.label} takes {dealt} damage{f' ({why})' if why else ''}"
                + (f", {prevented} prevented by armor" if prevented else ""))
    return dealt


def heal(game: Game, thing: Thing, amount: int) -> None:
    """Remove up to ``amount`` damage."""
    healed = min(amount, thing.damage)
    if healed:
        thing.damage -= healed
        game.say(f"{thing.label} heals {healed} damage")


def dead(game: Game, thing: Thing) -> bool:
    """Whether ``thing``'s damage has reached its health."""
    return thing.damage >= stats.health(game, thing) or (
        thing.kind in ("unit", "hero") and stats.health(game, thing) <= 0)


def settle_deaths(game: Game) -> None:
    """Every card in play whose damage reaches its health leaves play (repeated until none)."""
    while game.winner is None:
        doomed = [t for p in game.players.values() for t in p.things.values()
                  if t.kind in ("unit", "hero", "building") and dead(game, t)]
        if not doomed:
            break
        for thing in doomed:
            if thing.uid in game.players[thing.owner].things:
                leave_play(game, thing, "destroyed")
        game.check_over()
    game.settle()


def leave_play(game: Game, thing: Thing, how: str) -> None:
    """Take ``thing`` out of play (``how``: destroyed, sacrificed, returned)."""
    owner = game.players[thing.owner]
    slot = game.slot_of(thing)
    owner.things.pop(thing.uid, None)
    for s, uid in list(owner.patrol.items()):
        if uid == thing.uid:
            del owner.patrol[s]
    game.record(Event(how, thing.owner, thing.card, 1, thing.kind),
                None if game.quiet else f"{thing.label} is {how}")
    if thing.kind == "building":
        if thing.uid != "base" and how in ("destroyed", "sacrificed"):
            if thing.uid.startswith("tech-"):
                owner.lost_tech.add(int(thing.uid.removeprefix("tech-")))
            base = owner.base()
            if base is not None:
                deal(game, base, V.BUILDING_DAMAGE, f"{thing.uid} {how}")
        return
    if how == "returned":
        if thing.kind == "hero":
            _to_command(game, thing, died=False)
        elif thing.card != "token":
            owner.hand.append(thing.card)
        return
    if thing.kind == "hero":
        _to_command(game, thing, died=True)
        if how == "destroyed":
            _hero_died(game, thing)
    elif thing.card != "token":
        owner.discard.append(thing.card)
    if how in ("destroyed", "sacrificed") and thing.kind in ("unit", "hero"):
        run_trigger(game, thing, "dies")
        if slot == "scavenger":
            owner.gold = min(V.MAX_GOLD, owner.gold + 1)
            game.say(f"{owner.name} gains 1 gold (scavenger)")
        elif slot == "technician":
            draw(game, owner, 1)


def _to_command(game: Game, hero: Thing, *, died: bool) -> None:
    """A hero back in the command zone; a dead one may come back after its owner's next
    turn (from the turn after it)."""
    owner = game.players[hero.owner]
    owner.command.append(hero.card)
    if died:
        owner.back_on[hero.card] = owner.turns + 2
    owner.max_at_start.discard(hero.uid)


def _hero_died(game: Game, hero: Thing) -> None:
    """The other side's hero in play that can still level gains two levels for free (the
    active player picks which)."""
    other = game.players[game.other(hero.owner)]
    able = [t for t in other.of_kind("hero") if t.level < stats.card_of(game, t).max_level]
    picked = decide(game.choices, "free_levels", [t.label for t in able],
                    context=f"{hero.label} died")
    if picked is not None:
        target = game.thing(picked)
        assert target is not None
        gain_levels(game, target, 2)
