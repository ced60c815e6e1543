"""An adventure tried: items and spells before the roll, the roll, terror, filling a task,
focus and assist, giving up a die to reroll, success or failure (RULES.md T1–T12, P1–P8,
F1–F3, R1–R3).

Decisions (``cardsmith.engine.choices``): ``roll.item`` and ``roll.spell`` (before the first
roll, optional, asked until declined), ``roll.hold`` (a die onto a placed spell), ``roll.task``
(which fillable task to fill), ``roll.focus`` and ``roll.assist`` (optional), ``roll.clue``
and ``roll.free_reroll`` (optional rerolls without loss), ``roll.give_up`` (the die given up).
"""

from __future__ import annotations

from cardsmith.engine import ChoiceProvider, decide
from cardsmith.rulesets.elder_sign import tasks as T
from cardsmith.rulesets.elder_sign import vocabulary as V
from cardsmith.rulesets.elder_sign.content import ITEM, SPELL, Card
from cardsmith.rulesets.elder_sign.engine import ops
from cardsmith.rulesets.elder_sign.engine.state import (
    ENTRANCE,
    Attempt,
    Die,
    Game,
    Investigator,
    Placed,
)

MONSTER_TASK = "monster"


def task_labels(game: Game, card: Card) -> list[tuple[str, T.Task]]:
    """The card's tasks by label (``task 1`` …) and the monster's task (``monster``)."""
    out = [(f"task {i}", t) for i, t in enumerate(card.tasks(), 1)]
    monster = game.monsters.get(card.id)
    if monster is not None:
        out += [(MONSTER_TASK, t) for t in game.card(monster).tasks()]
    return out


def open_tasks(game: Game, attempt: Attempt) -> list[tuple[str, T.Task]]:
    """Tasks that may be filled now: on an ordered card only the first not filled (the
    monster's at any time; RULES.md T8–T9)."""
    card = game.card(attempt.card)
    left = [(label, t) for label, t in task_labels(game, card) if label not in attempt.done]
    if card.get("ordered"):
        first = next((lb for lb, _ in left if lb != MONSTER_TASK), None)
        return [x for x in left if x[0] in (MONSTER_TASK, first)]
    return left


def _usable(game: Game, attempt: Attempt, inv: Investigator) -> list[Die]:
    """The dice a task may use now: rolled, focused, assisted and on placed spells."""
    dice = [d for d in attempt.dice if d.where in ("pool", "focus", "assist") and d.face]
    return dice + [d for p in game.spells_out for d in p.dice]


def _rollable(attempt: Attempt) -> list[Die]:
    return [d for d in attempt.dice if d.where == "pool"]


def attempt_adventure(game: Game, choices: ChoiceProvider, inv: Investigator,
                      card_id: str) -> None:
    """The whole attempt at ``card_id`` (an adventure or an Other World) by ``inv``."""
    card = game.card(card_id)
    inv.at = card_id
    greens = V.GREEN_DICE - game.rule_in_force("one-fewer-die")
    greens += "extra-die" in inv.powers(game)
    attempt = game.attempt = Attempt(card_id, [Die("green") for _ in range(greens)])
    game.note("adventure", f"{inv.name} tries {card.name} with {greens} green dice", card_id)
    devoured = inv.devoured
    _before_roll(game, choices, inv, attempt)
    while not (attempt.failed or attempt.succeeded or game.over or inv.devoured > devoured):
        with game.budget():
            _one_roll(game, choices, inv, attempt, card)
    if inv.devoured > devoured or game.over:
        return
    if attempt.succeeded:
        _succeed(game, choices, inv, card)
    elif attempt.failed and not game.over:
        game.note("fail", f"{inv.name} fails {card.name}", card_id)
        ops.run(game, choices, inv, card.unit("penalty"), f"penalty: {card.name}")


def _before_roll(game: Game, choices: ChoiceProvider, inv: Investigator,
                 attempt: Attempt) -> None:
    """Items add their die, spells are placed (RULES.md P1–P5)."""
    while True:
        colours = {d.colour for d in attempt.dice}
        items = [i for i in inv.items
                 if ("yellow" if game.card(i).get("rarity") == "common" else "red")
                 not in colours]
        item = decide(choices, "roll.item", items, min=0)
        if item is None:
            break
        c = game.card(item)
        colour = "yellow" if c.get("rarity") == "common" else "red"
        inv.items.remove(item)
        game.decks[ops.deck_of(ITEM, c.get("rarity"))].put_on_bottom(item)
        attempt.dice.append(Die(colour))
        game.note("item", f"{inv.name} spends {c.name}: a {colour} die", attempt.card, colour)
        ops.run(game, choices, inv, c.unit("effect"))
    while True:
        spell = decide(choices, "roll.spell", list(inv.spells), min=0)
        if spell is None:
            break
        c = game.card(spell)
        inv.spells.remove(spell)
        game.spells_out.append(Placed(spell, inv.id, int(c.get("holds") or 1)))
        game.note("spell", f"{inv.name} places {c.name}", attempt.card, SPELL)
        ops.run(game, choices, inv, c.unit("effect"))


def _one_roll(game: Game, choices: ChoiceProvider, inv: Investigator, attempt: Attempt,
              card: Card) -> None:
    rolled = _rollable(attempt)
    for die in rolled:
        die.face = game.dice.roll(die.colour)
    attempt.rolls += 1
    game.note("roll", f"roll {attempt.rolls}: " + ", ".join(d.label for d in rolled),
              attempt.card, "dice", len(rolled))
    if any(d.face == "terror" for d in rolled):
        _terror(game, choices, inv, card)
        if game.over or inv.at == ENTRANCE:  # devoured by the terror
            return
    _hold_on_spells(game, choices, attempt)
    if _fill(game, choices, inv, attempt):
        return
    _keep_dice(game, choices, inv, attempt)
    _reroll_or_give_up(game, choices, inv, attempt)


def _terror(game: Game, choices: ChoiceProvider, inv: Investigator, card: Card) -> None:
    """A terror face: the card's terror effect and its monster's (RULES.md T10, I3)."""
    if "ward" in inv.powers(game):
        game.log.append(f"terror: {inv.name} is warded")
        return
    ops.run(game, choices, inv, card.unit("terror"), f"terror: {card.name}")
    monster = game.monsters.get(card.id)
    if monster is not None:
        ops.run(game, choices, inv, game.card(monster).unit("terror"),
                f"terror: {game.card(monster).name}")


def _hold_on_spells(game: Game, choices: ChoiceProvider, attempt: Attempt) -> None:
    for placed in game.spells_out:
        while len(placed.dice) < placed.holds:
            pool = [d for d in _rollable(attempt) if d.face]
            labels = [d.label for d in pool]
            label = decide(choices, "roll.hold", list(dict.fromkeys(labels)), min=0,
                           context=placed.spell)
            if label is None:
                break
            die = pool[labels.index(label)]
            attempt.dice.remove(die)
            die.where = "spell"
            placed.dice.append(die)
            game.note("hold", f"{game.card(placed.spell).name} holds a {die.label}",
                      attempt.card, "spell")


def _fill(game: Game, choices: ChoiceProvider, inv: Investigator, attempt: Attempt) -> bool:
    """Fill one task if any can be (RULES.md T5–T7); True when one was."""
    usable = _usable(game, attempt, inv)
    fits = {}
    for label, task in open_tasks(game, attempt):
        used = T.fill(task, list(enumerate(d.face or "" for d in usable)))
        if used is not None:
            fits[label] = (task, [usable[i] for i in used])
    pick = decide(choices, "roll.task", list(fits))
    if pick is None:
        return False
    task, dice = fits[pick]
    for die in dice:
        _spend_die(game, attempt, die)
    attempt.done.add(pick)
    game.note("task", f"{inv.name} fills {pick} ({task.text}) with "
              + ", ".join(d.label for d in dice), attempt.card, "task")
    for what, n in (("health", task.health), ("sanity", task.sanity)):
        if n:
            ops.lose(game, inv, what, n)
    if pick == MONSTER_TASK:
        monster = game.monsters.pop(attempt.card)
        inv.trophies.append(monster)
        game.note("defeat", f"{inv.name} defeats {game.card(monster).name}", attempt.card,
                  "monster")
    labels = {lb for lb, _ in task_labels(game, game.card(attempt.card))}
    if labels <= attempt.done | {MONSTER_TASK} and attempt.card not in game.monsters:
        attempt.succeeded = True
    return True


def _spend_die(game: Game, attempt: Attempt, die: Die) -> None:
    """A die that filled a task is out of this attempt; a spell's die frees the spell, which
    goes under its deck (RULES.md P8)."""
    if die in attempt.dice:
        attempt.dice.remove(die)
        return
    for placed in list(game.spells_out):
        if die in placed.dice:
            placed.dice.remove(die)
            if not placed.dice:
                game.spells_out.remove(placed)
                game.decks[SPELL].put_on_bottom(placed.spell)
                game.note("spell", f"{game.card(placed.spell).name} is used and discarded",
                          attempt.card, SPELL)


def _keep_dice(game: Game, choices: ChoiceProvider, inv: Investigator,
               attempt: Attempt) -> None:
    """Focus (one die; two with ``extra-focus``) and assist (RULES.md F1–F3)."""
    if not game.rule_in_force("no-focus"):
        room = 1 + ("extra-focus" in inv.powers(game))
        _keep(game, choices, attempt, "focus", room, inv.name)
    helpers = [i for i in game.investigators if i is not inv and i.at == attempt.card]
    if helpers and not game.rule_in_force("no-assist"):
        _keep(game, choices, attempt, "assist", len(helpers), helpers[0].name)


def _keep(game: Game, choices: ChoiceProvider, attempt: Attempt, where: str, room: int,
          who: str) -> None:
    while sum(d.where == where for d in attempt.dice) < room:
        pool = _rollable(attempt)
        if len(pool) <= 1:
            return
        labels = [d.label for d in pool]
        label = decide(choices, f"roll.{where}", list(dict.fromkeys(labels)), min=0)
        if label is None:
            return
        die = pool[labels.index(label)]
        die.where = where
        game.note(where, f"{who} {'focuses' if where == 'focus' else 'assists with'} a "
                  f"{die.label}", attempt.card, where)


def _reroll_or_give_up(game: Game, choices: ChoiceProvider, inv: Investigator,
                       attempt: Attempt) -> None:
    """No task filled: a free reroll, a clue spent, or a die given up (RULES.md R1–R3)."""
    pool = _rollable(attempt)
    free = "free-reroll" in inv.powers(game) and not attempt.free_reroll_used and pool
    if free and decide(choices, "roll.free_reroll", ["reroll"], min=0) is not None:
        attempt.free_reroll_used = True
        game.log.append(f"{inv.name} rerolls for free")
        return
    clue = inv.clues and pool and not game.rule_in_force("no-clue-rerolls")
    if clue and decide(choices, "roll.clue", ["spend"], min=0) is not None:
        inv.clues -= 1
        game.note("clue", f"{inv.name} spends a clue to reroll ({inv.clues} left)",
                  inv.id, "clue")
        return
    if len(pool) <= 1:
        attempt.failed = True
        return
    labels = [d.label for d in pool]
    label = decide(choices, "roll.give_up", list(dict.fromkeys(labels)))
    die = pool[labels.index(str(label))]
    attempt.dice.remove(die)
    game.note("give_up", f"{inv.name} gives up a {die.label}", attempt.card, die.colour)


def _succeed(game: Game, choices: ChoiceProvider, inv: Investigator, card: Card) -> None:
    """Every task filled: the reward, the card as a trophy, a new adventure (RULES.md T11)."""
    game.note("complete", f"{inv.name} completes {card.name}", card.id)
    if card.id in game.rooms:
        i = game.rooms.index(card.id)
        fresh = game.decks["adventure"].draw_one()
        game.rooms[i:i + 1] = [fresh] if fresh else []
    else:
        game.worlds.remove(card.id)
    inv.trophies.append(card.id)
    for other in game.investigators:
        if other.at == card.id:
            other.at = ENTRANCE
    ops.run(game, choices, inv, card.unit("reward"), f"reward: {card.name}")
