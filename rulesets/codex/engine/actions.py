"""What a player does in the main phase — hire a worker, build, summon and level heroes, play
cards, set the patrol zone — and the tech phase. Each refuses what the rules forbid with
:class:`~.state.Refused` (its message names the rule)."""

from __future__ import annotations

from collections.abc import Mapping

from cardsmith.engine import Event

from .. import vocabulary as V
from . import stats
from .cards import CardDef
from .damage import leave_play, settle_deaths
from .effects import run_ops
from .heroes import gain_levels
from .state import MAIN, TECH, Game, Player, Refused, Thing
from .triggers import immediate, run_trigger


def _main(game: Game) -> Player:
    if game.phase != MAIN:
        raise Refused(f"only in the main phase (now: {game.phase})")
    return game.me


def _pay(player: Player, gold: int, what: str) -> None:
    if player.gold < gold:
        raise Refused(f"{what} costs {gold} gold, {player.name} has {player.gold}")
    player.gold -= gold


def hire(game: Game, card: str) -> None:
    """Hire a worker: 1 gold and a card from hand, face down; one a turn."""
    me = _main(game)
    if me.hired:
        raise Refused("only 1 worker a turn")
    if card not in me.hand:
        raise Refused(f"{card} is not in {me.name}'s hand")
    _pay(me, 1, "a worker")
    me.hand.remove(card)
    me.workers.append(card)
    me.hired = True
    game.say(f"{me.name} hires a worker ({len(me.workers)} workers)")
    game.settle()


def build(game: Game, what: str) -> None:
    """Start a tech building (``tech-1`` …) or an add-on; finished at the end of the turn."""
    me = _main(game)
    card = game.lib.cards.get(what)
    if card is None or card.building not in ("tech", "addon"):
        raise Refused(f"{what} is not a tech building or an add-on")
    if card.building == "tech":
        _build_tech(game, me, card)
    else:
        _build_addon(game, me, card)
    me.things[card.id] = Thing(card.id, card.id, me.name, "building", building=True)
    game.say(f"{me.name} starts building {card.id}")
    settle_deaths(game)


def _build_tech(game: Game, me: Player, card: CardDef) -> None:
    if me.built_tech:
        raise Refused("only 1 tech building a turn")
    if card.id in me.things:
        raise Refused(f"{me.name} already has {card.id}")
    if card.tech > 1 and not me.tech_done(card.tech - 1):
        raise Refused(f"{card.id} needs a finished tech {card.tech - 1} building")
    if len(me.workers) < card.workers:
        raise Refused(f"{card.id} needs {card.workers} workers, {me.name} has "
                      f"{len(me.workers)}")
    _pay(me, 0 if card.tech in me.lost_tech else card.cost, card.id)
    me.built_tech = True


def _build_addon(game: Game, me: Player, card: CardDef) -> None:
    if me.built_addon:
        raise Refused("only 1 add-on a turn")
    _pay(me, card.cost, card.id)
    me.built_addon = True
    old = me.addon()
    if old is not None:
        game.say(f"{me.name} sacrifices {old.uid} to make room")
        leave_play(game, old, "sacrificed")


def summon(game: Game, hero: str) -> None:
    """Summon a hero from the command zone at level 1."""
    me = _main(game)
    if hero not in me.command:
        raise Refused(f"{hero} is not in {me.name}'s command zone")
    back = me.back_on.get(hero, 0)
    if me.turns < back:
        raise Refused(f"{hero} died: it comes back only after {me.name}'s next turn")
    if me.of_kind("hero") and not me.tech_done(1):
        raise Refused("a second hero needs a finished tech I building")
    card = game.lib.card(hero)
    _pay(me, card.cost, hero)
    me.command.remove(hero)
    thing = Thing(hero, hero, me.name, "hero", level=1, arrived=True)
    me.things[hero] = thing
    game.say(f"{me.name} summons {hero} at level 1")
    run_trigger(game, thing, "arrives")
    settle_deaths(game)


def level_up(game: Game, hero: str, times: int = 1) -> None:
    """Level a hero in play up ``times`` times, 1 gold a level."""
    me = _main(game)
    thing = me.things.get(hero)
    if thing is None or thing.kind != "hero":
        raise Refused(f"{hero} is not a hero of {me.name}'s in play")
    card = stats.card_of(game, thing)
    if thing.level + times > card.max_level:
        raise Refused(f"{hero} is level {thing.level}; its maximum is {card.max_level}")
    _pay(me, times, f"{times} level(s)")
    gain_levels(game, thing, times)
    game.settle()


def why_not_play(game: Game, me: Player, card: CardDef) -> str | None:
    """Why ``card`` cannot be played now (``None``: it can)."""
    if card.tech and not me.tech_done(card.tech):
        return f"{card.id} is tech {card.tech}: it needs a finished tech {card.tech} building"
    if card.kind == "spell":
        heroes = me.of_kind("hero")
        if not heroes:
            return f"{card.id} is a spell: casting it needs a hero in play"
        if card.spell == "ultimate" and not me.max_at_start & {h.uid for h in heroes}:
            return f"{card.id} is an ultimate spell: it needs a hero at max level since the " \
                   "start of the turn"
    if me.gold < card.cost:
        return f"{card.id} costs {card.cost} gold, {me.name} has {me.gold}"
    return None


def play(game: Game, card_id: str) -> None:
    """Play a card from hand: a unit or upgrade arrives, an ongoing spell stays in play, a
    normal or ultimate spell resolves and goes to the discard pile."""
    me = _main(game)
    if card_id not in me.hand:
        raise Refused(f"{card_id} is not in {me.name}'s hand")
    card = game.lib.card(card_id)
    why = why_not_play(game, me, card)
    if why:
        raise Refused(why)
    me.gold -= card.cost
    me.hand.remove(card_id)
    game.record(Event("play", me.name, card_id, 1, card.kind),
                None if game.quiet else f"{me.name} plays {card_id}")
    if card.kind == "spell" and card.spell != "ongoing":
        me.resolving.append(card_id)
        try:
            run_ops(game, me.name, None, immediate(card.effect))
        finally:
            me.resolving.remove(card_id)
            me.discard.append(card_id)
        settle_deaths(game)
        return
    uid = me.uid_for(card_id)
    kind = "unit" if card.kind == "unit" else card.kind
    thing = Thing(uid, card_id, me.name, kind, arrived=True)
    me.things[uid] = thing
    if card.kind == "spell":
        run_ops(game, me.name, thing, immediate(card.effect))
    run_trigger(game, thing, "arrives")
    settle_deaths(game)


def patrol(game: Game, slots: Mapping[str, str]) -> None:
    """Set the patrol zone: slot → a ready unit or hero of the active player."""
    me = _main(game)
    if len(set(slots.values())) != len(slots):
        raise Refused("a card patrols one slot at most")
    for slot, uid in slots.items():
        if slot not in V.SLOTS:
            raise Refused(f"no patrol slot {slot!r} (slots: {', '.join(V.SLOTS)})")
        thing = me.things.get(uid)
        if thing is None or not thing.character:
            raise Refused(f"{uid}: only heroes and units patrol")
        if thing.exhausted:
            raise Refused(f"{uid} is exhausted: only ready cards patrol")
    me.patrol = dict(slots)
    game.say(f"{me.name} patrols: " + (", ".join(f"{s} {u}" for s, u in slots.items())
                                       or "nobody"))
    game.settle()


def tech(game: Game, cards: list[str]) -> None:
    """The tech phase (or the start of the next turn, when it waited): 2 codex cards into the
    discard pile."""
    me = game.me
    if game.phase not in (TECH, MAIN) or not me.tech_owed:
        raise Refused("teching happens once, in the tech phase")
    want = min(2 if game.phase == TECH else me.tech_owed, len(me.codex))
    if len(cards) != want:
        raise Refused(f"tech {want} cards, not {len(cards)}")
    for card in cards:
        if cards.count(card) > me.codex.count(card):
            raise Refused(f"{card} is not in {me.name}'s codex")
    for card in cards:
        me.codex.remove(card)
        me.discard.append(card)
    game.say(f"{me.name} techs in {', '.join(cards) or 'nothing'}")
    me.tech_owed = 0
    game.settle()
