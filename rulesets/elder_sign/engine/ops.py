"""The card verbs on the core interpreter: what ``gain``, ``lose``, ``add_doom``,
``remove_doom``, ``draw_monster``, ``add_die``, ``lock_dice``, ``advance_clock``, ``discard``,
``draw`` and ``open_world`` do (RULES.md V1–V11), the conditions ``have`` and
``doom_at_least`` and the query ``each investigator``.

"You" is :attr:`Ctx.who`, the investigator an effect is about: the active one, or each
investigator in turn inside ``for each investigator``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cardsmith.engine import ChoiceProvider, Extension, Interpreter, decide
from cardsmith.engine.interpret.extension import Node, Op
from cardsmith.engine.state import IllegalAction
from cardsmith.rulesets.elder_sign.content import ITEM, OTHER_WORLD
from cardsmith.rulesets.elder_sign.engine.state import Die, Game, Investigator


@dataclass
class Ctx:
    """What an effect runs with: the game, the decisions, the investigator it is about."""

    state: Game
    choices: ChoiceProvider
    who: Investigator

    @property
    def game(self) -> Game:
        return self.state

#: set by ``clock.py`` (the clock's verb reaches midnight, which runs effects)
ADVANCE: list[Callable[[Ctx], None]] = []

def _n(op: Op) -> int:
    return int(op.get("amount") or 1)

def _gain(ctx: Ctx, op: Op) -> None:
    g, inv, n, what = ctx.game, ctx.who, _n(op), str(op["what"])
    if what == "elder_sign":
        g.elder_signs += n
        g.note("elder_sign", f"{inv.name} gains {n} Elder Sign(s): {g.elder_signs} in all",
               kind="elder_sign", count=n)
    elif what == "clue":
        inv.clues += n
        g.note("gain", f"{inv.name} gains {n} clue(s) ({inv.clues})", inv.id, "clue", n)
    else:
        top = inv.max_health if what == "health" else inv.max_sanity
        before = getattr(inv, what)
        setattr(inv, what, min(top, before + n))
        g.note("gain", f"{inv.name} regains {getattr(inv, what) - before} {what} "
               f"({getattr(inv, what)}/{top})", inv.id, what, n)

def _lose(ctx: Ctx, op: Op) -> None:
    lose(ctx.game, ctx.who, str(op["what"]), _n(op))

def lose(g: Game, inv: Investigator, what: str, n: int) -> None:
    """``inv`` loses ``n`` clues, health or sanity (never below 0; RULES.md H2)."""
    before = getattr(inv, "clues" if what == "clue" else what)
    after = max(0, before - n)
    setattr(inv, "clues" if what == "clue" else what, after)
    g.note("lose", f"{inv.name} loses {before - after} {what} ({after} left)", inv.id, what,
           before - after)
    if what != "clue" and after == 0:
        devour(g, inv)


def devour(g: Game, inv: Investigator) -> None:
    """Health or sanity at 0: the investigator is devoured — their cards go under their decks,
    their trophies and clues are lost, a doom token is added, and they start again at the
    Entrance with full health and sanity (RULES.md H3)."""
    for card in [*inv.items, *inv.spells, *inv.allies]:
        discard_card(g, inv, card)
    for trophy in inv.trophies:
        kind = g.card(trophy).kind
        g.decks[kind].discard(trophy)
    inv.trophies.clear()
    inv.clues = 0
    inv.health, inv.sanity = inv.max_health, inv.max_sanity
    inv.at = "entrance"
    inv.devoured += 1
    g.note("devoured", f"{inv.name} is devoured", inv.id, "investigator")
    add_doom(g, 1)

def add_doom(g: Game, n: int) -> None:
    """Doom tokens on the track, up to its length (RULES.md V3)."""
    top = int(g.ancient.get("doom") or 0)
    added = min(n, top - g.doom)
    g.doom += added
    g.note("doom", f"{added} doom token(s) added: {g.doom}/{top}", kind="doom", count=added)

def _add_doom(ctx: Ctx, op: Op) -> None:
    add_doom(ctx.game, _n(op))

def _remove_doom(ctx: Ctx, op: Op) -> None:
    g = ctx.game
    removed = min(_n(op), g.doom)
    g.doom -= removed
    g.note("doom", f"{removed} doom token(s) removed: {g.doom}", kind="doom", count=-removed)

def draw_monster(ctx: Ctx) -> None:
    """A monster from the cup onto an adventure with a free monster slot, the active player
    choosing; none drawn or nowhere to go: a doom token instead (RULES.md X1–X2)."""
    g = ctx.game
    free = [r for r in g.rooms if g.card(r).get("monster_slot") and r not in g.monsters]
    monster = g.decks["monster"].draw_one() if free else None
    if monster is None:
        g.log.append("no monster can appear: a doom token instead")
        add_doom(g, 1)
        return
    where = decide(ctx.choices, "monster.adventure", free, context=monster)
    assert where is not None
    g.monsters[where] = monster
    g.note("monster", f"{g.card(monster).name} appears on {g.card(where).name}", where,
           "monster")

def _draw_monster(ctx: Ctx, op: Op) -> None:
    draw_monster(ctx)

def _add_die(ctx: Ctx, op: Op) -> None:
    g, colour = ctx.game, str(op["colour"])
    if g.attempt is None:
        g.log.append(f"no roll under way: the {colour} die is not added")
        return
    if colour != "green" and any(d.colour == colour for d in g.attempt.dice):
        g.log.append(f"the {colour} die is in the roll already")
        return
    g.attempt.dice.append(Die(colour))
    g.note("die", f"a {colour} die is added to the roll", g.attempt.card, colour)

def _lock_dice(ctx: Ctx, op: Op) -> None:
    g = ctx.game
    if g.attempt is None:
        g.log.append("no roll under way: no die to lock")
        return
    for _ in range(_n(op)):
        pool = [d for d in g.attempt.dice if d.where == "pool"]
        if not pool:
            return
        labels = [d.label for d in pool]
        label = decide(ctx.choices, "lock.die", list(dict.fromkeys(labels)))
        die = pool[labels.index(str(label))]
        die.where = "locked"
        g.note("lock", f"a {die.colour} die ({die.face or 'unrolled'}) is locked",
               g.attempt.card, die.colour)

def _advance(ctx: Ctx, op: Op) -> None:
    ADVANCE[0](ctx)

def _holding(inv: Investigator, deck: str) -> list[str]:
    return inv.spells if deck == "spell" else inv.allies if deck == "ally" else inv.items

def _discard(ctx: Ctx, op: Op) -> None:
    g, inv, deck = ctx.game, ctx.who, str(op["deck"])
    for _ in range(_n(op)):
        held = [c for c in _holding(inv, deck)
                if deck in ("item", "spell", "ally") or g.card(c).get("rarity") == deck]
        card = decide(ctx.choices, "discard.card", held, context=deck)
        if card is None:
            g.log.append(f"{inv.name} has no {deck} to discard")
            return
        discard_card(g, inv, card)

def discard_card(g: Game, inv: Investigator, card: str) -> None:
    """A card an investigator holds goes under its deck (RULES.md P2)."""
    c = g.card(card)
    held = _holding(inv, "spell" if c.kind == "spell" else "ally" if c.kind == "ally" else "")
    held.remove(card)
    g.decks[deck_of(c.kind, c.get("rarity"))].put_on_bottom(card)
    g.note("discard", f"{inv.name} discards {c.name}", inv.id, c.kind)

def deck_of(kind: str, rarity: Any = None) -> str:
    """The deck a card returns to."""
    return str(rarity) if kind == ITEM else kind

def draw_cards(g: Game, inv: Investigator, deck: str, n: int) -> None:
    """``inv`` draws ``n`` cards of ``deck`` (fewer when it runs out; RULES.md V10)."""
    for _ in range(n):
        card = g.decks[deck].draw_one()
        if card is None:
            g.log.append(f"the {deck} deck is empty")
            return
        _holding(inv, deck if deck in ("spell", "ally") else "item").append(card)
        g.note("draw", f"{inv.name} draws {g.card(card).name}", inv.id, deck)

def _draw(ctx: Ctx, op: Op) -> None:
    before = set(ctx.who.allies)
    draw_cards(ctx.game, ctx.who, str(op["deck"]), _n(op))
    for ally in [a for a in ctx.who.allies if a not in before]:  # an ally's arrival effect
        CORE.effect(ctx, ctx.game.card(ally).unit("effect"))

def _open_world(ctx: Ctx, op: Op) -> None:
    g = ctx.game
    world = g.decks[OTHER_WORLD].draw_one()
    if world is None:
        g.log.append("no Other World is left to open")
        return
    g.worlds.append(world)
    g.note("world", f"the Other World {g.card(world).name} opens", world, OTHER_WORLD)

# --- conditions and the query --------------------------------------------------------------
def _field(node: Node, key: str) -> Any:
    assert isinstance(node, Mapping), node
    return node[key]

def _have(ctx: Ctx, node: Node) -> bool:
    inv, what, n = ctx.who, str(_field(node, "have")), int(_field(node, "amount"))
    values = {"clue": inv.clues, "health": inv.health, "sanity": inv.sanity,
              "item": len(inv.items), "spell": len(inv.spells),
              "trophy": sum(ctx.game.trophy_value(t) for t in inv.trophies),
              "elder_sign": ctx.game.elder_signs}
    return values[what] >= n

def _doom_at_least(ctx: Ctx, node: Node) -> bool:
    return ctx.game.doom >= int(_field(node, "doom_at_least"))

def _each(ctx: Ctx, node: Node) -> Iterator[Investigator]:
    saved = ctx.who
    try:
        for inv in list(ctx.game.seats_from_active()):
            ctx.who = inv
            yield inv
    finally:
        ctx.who = saved

VERBS: dict[str, Callable[[Ctx, Op], None]] = {
    "gain": _gain, "lose": _lose, "add_doom": _add_doom, "remove_doom": _remove_doom,
    "draw_monster": _draw_monster, "add_die": _add_die, "lock_dice": _lock_dice,
    "advance_clock": _advance, "discard": _discard, "draw": _draw, "open_world": _open_world,
}

CORE: Interpreter[Ctx] = Interpreter(
    Extension(
        verbs=VERBS,
        conditions={"have": _have, "doom_at_least": _doom_at_least},
        queries={"each": _each},
        halted=lambda ctx: ctx.game.over,
        error=lambda message: IllegalAction(f"effect IR: {message}"),
    )
)

def run(game: Game, choices: ChoiceProvider, who: Investigator, ops: Sequence[Op],
        label: str = "") -> None:
    """Run one effect about ``who`` (an action of its own: the result settles after it)."""
    if not ops:
        return
    if label:
        game.log.append(label)
    with game.action():
        CORE.effect(Ctx(game, choices, who), list(ops))

def ir_problems(ops: Sequence[Any], where: str) -> list[str]:
    """Operations the engine does not know (a plain sentence each)."""
    out: list[str] = []
    for op in ops:
        if not isinstance(op, Mapping):
            out.append(f"{where}: {op!r} is not an operation")
            continue
        name = op.get("op")
        if name not in VERBS and name not in ("if", "optional", "choice", "for_each"):
            out.append(f"{where}: unknown operation {name!r}")
        for key in ("then", "else", "do"):
            if isinstance(op.get(key), list):
                out += ir_problems(op[key], where)
        for option in op.get("options") or []:
            out += ir_problems(option, where)
    return out

