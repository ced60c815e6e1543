"""Attacks: who may attack, what they may attack, and the fight.

An attacker is a ready unit or hero of the active player that did not arrive this turn (unless
it has haste); attacking exhausts it. It must attack the enemy squad leader if there is one,
else a patroller of the attacker's choice, else any enemy unit, hero or finished building. A
flying attacker is stopped only by flying patrollers. Attacker and defender deal their attack
to each other at once (a building strikes back with nothing); damage stays.
"""

from __future__ import annotations

from cardsmith.engine.choices import decide

from .. import vocabulary as V
from . import stats
from .damage import deal, leave_play, settle_deaths
from .state import MAIN, Game, Refused, Thing
from .triggers import run_trigger


def open_targets(game: Game, owner: str) -> list[Thing]:
    """Every enemy unit, hero and finished building (what may be attacked with no patrol)."""
    p = game.players[owner]
    return [t for t in p.things.values()
            if t.kind in ("unit", "hero") or (t.kind == "building" and not t.building)]


def blockers(game: Game, attacker: Thing) -> dict[str, Thing]:
    """The enemy patrollers that stand in this attacker's way (slot → card)."""
    pats = game.patrollers(game.other(attacker.owner))
    if stats.has(game, attacker, "flying"):
        pats = {s: t for s, t in pats.items() if stats.has(game, t, "flying")}
    return pats


def attack_targets(game: Game, attacker: Thing) -> list[Thing]:
    """What ``attacker`` may attack now (K3–K5, flying)."""
    pats = blockers(game, attacker)
    if "squad_leader" in pats:
        return [pats["squad_leader"]]
    if pats:
        return list(pats.values())
    return open_targets(game, game.other(attacker.owner))


def can_attack(game: Game, t: Thing) -> str | None:
    """Why ``t`` cannot attack now (``None``: it can)."""
    if game.phase != MAIN or t.owner != game.active:
        return "attacks are made in your main phase"
    if not t.character:
        return f"{t.uid} is not a unit or hero"
    if t.exhausted:
        return f"{t.uid} is exhausted"
    if t.arrived and not stats.has(game, t, "haste"):
        return f"{t.uid} arrived this turn (only haste attacks at once)"
    return None


def attack(game: Game, attacker_label: str, target_label: str) -> None:
    """One attack (refused with the rule that forbids it)."""
    attacker = game.thing(attacker_label)
    if attacker is None or attacker.owner != game.active:
        raise Refused(f"{attacker_label}: not a card of the active player in play")
    why = can_attack(game, attacker)
    if why:
        raise Refused(why)
    legal = attack_targets(game, attacker)
    target = game.thing(target_label)
    if target not in legal:
        pats = blockers(game, attacker)
        if "squad_leader" in pats:
            raise Refused(f"must attack the squad leader {pats['squad_leader'].label}")
        if pats:
            raise Refused("must attack a patroller: "
                          + ", ".join(t.label for t in pats.values()))
        raise Refused(f"{target_label} cannot be attacked")
    assert target is not None
    with game.action():
        fight(game, attacker, target)
    settle_deaths(game)


def fight(game: Game, attacker: Thing, target: Thing) -> None:
    """The attack itself: exhaust, triggers, obliterate, sparkshot, combat damage, overpower."""
    attacker.exhausted = True
    game.say(f"{attacker.label} attacks {target.label}")
    run_trigger(game, attacker, "attacks")
    if game.winner is not None or game.thing(target.label) is not target:
        return
    kws = stats.keywords(game, attacker)
    if target.uid == "base" and kws["obliterate"]:
        obliterate(game, target.owner, kws["obliterate"])
    slot = game.slot_of(target)
    if kws["sparkshot"] and slot is not None:
        sparkshot(game, target)
    power = stats.attack(game, attacker)
    back = stats.attack(game, target) if target.character else 0
    room = max(0, stats.health(game, target) - target.damage) + stats.armor(game, target)
    deal(game, target, power, f"attack by {attacker.uid}")
    if back:
        deal(game, attacker, back, f"struck back by {target.uid}")
    if kws["overpower"] and slot is not None and power > room:
        overpower(game, attacker, target, power - room)


def sparkshot(game: Game, target: Thing) -> None:
    """1 damage to a patroller beside the target (the attacker's choice)."""
    slot = game.slot_of(target)
    pats = game.patrollers(target.owner)
    i = V.SLOTS.index(slot) if slot in V.SLOTS else -9
    near = [pats[s].label for s in V.SLOTS if s in pats and abs(V.SLOTS.index(s) - i) == 1]
    picked = decide(game.choices, "sparkshot", near, context="sparkshot")
    thing = game.thing(picked) if picked else None
    if thing is not None:
        deal(game, thing, 1, "sparkshot")


def overpower(game: Game, attacker: Thing, target: Thing, excess: int) -> None:
    """Excess damage on a patroller goes to another card the attacker could have attacked
    with no patrollers (its choice)."""
    others = [t.label for t in open_targets(game, target.owner) if t is not target]
    picked = decide(game.choices, "overpower", others, context=f"{excess} excess damage")
    thing = game.thing(picked) if picked else None
    if thing is not None:
        deal(game, thing, excess, f"overpower by {attacker.uid}")


def obliterate(game: Game, owner: str, n: int) -> None:
    """The defender destroys ``n`` of their units of the lowest tech level."""
    for _ in range(n):
        units = game.players[owner].of_kind("unit")
        if not units:
            return
        low = min(stats.tech_of(game, u) for u in units)
        picked = decide(game.choices, "obliterate",
                        [u.label for u in units if stats.tech_of(game, u) == low],
                        context="obliterate")
        thing = game.thing(picked) if picked else None
        if thing is not None:
            leave_play(game, thing, "destroyed")
