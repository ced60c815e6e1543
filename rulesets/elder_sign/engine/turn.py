"""A player's turn: move (an adventure, an Other World, or the Entrance), resolve it, and the
clock moves 3 hours; then the next investigator plays (RULES.md P1–P4, E1–E3, N1–N3, C1).

Decisions: ``turn.where`` (the card to go to, or ``entrance``), ``entrance.buy`` (what
trophies buy, optional, asked until declined)."""

from __future__ import annotations

import itertools

from cardsmith.engine import ChoiceProvider, decide
from cardsmith.rulesets.elder_sign import vocabulary as V
from cardsmith.rulesets.elder_sign.engine import clock, ops
from cardsmith.rulesets.elder_sign.engine.roll import attempt_adventure
from cardsmith.rulesets.elder_sign.engine.state import ENTRANCE, Game, Investigator


def destinations(game: Game) -> list[str]:
    """Where the active investigator may go: the Entrance, any adventure, any Other World."""
    return [ENTRANCE, *game.rooms, *game.worlds]


def take_turn(game: Game, choices: ChoiceProvider, where: str | None = None) -> None:
    """One whole turn of the active investigator (``where``: already chosen)."""
    inv = game.current
    game.log.append(f"turn {game.turns + 1}: {inv.name}")
    places = destinations(game)
    if where is None:
        where = decide(choices, "turn.where", places, context=inv.id)
    elif where not in places:
        from cardsmith.engine.state import IllegalAction

        raise IllegalAction(f"{where!r} is not a card in play (in play: {', '.join(places)})")
    assert where is not None
    if where == ENTRANCE:
        wait_at_entrance(game, choices, inv)
    else:
        attempt_adventure(game, choices, inv, where)
    end_turn(game, choices)


def wait_at_entrance(game: Game, choices: ChoiceProvider, inv: Investigator) -> None:
    """Regain 1 health and 1 sanity (2 each with ``mender``), then spend trophies."""
    inv.at = ENTRANCE
    n = 2 if "mender" in inv.powers(game) else 1
    game.note("entrance", f"{inv.name} waits at the Entrance", inv.id, "entrance")
    ops.run(game, choices, inv, [{"op": "gain", "what": "health", "amount": n},
                                 {"op": "gain", "what": "sanity", "amount": n}])
    while not game.over:
        worth = sum(game.trophy_value(t) for t in inv.trophies)
        offers = [name for name, (cost, _) in V.TROPHY_SHOP.items() if cost <= worth]
        pick = decide(choices, "entrance.buy", offers, min=0, context=inv.id)
        if pick is None:
            return
        spend_trophies(game, inv, V.TROPHY_SHOP[pick][0])
        ops.run(game, choices, inv, _shop_ops(pick), f"{inv.name} buys {pick}")


def _shop_ops(pick: str) -> list[dict[str, object]]:
    if pick == "clue":
        return [{"op": "gain", "what": "clue", "amount": 1}]
    if pick == "elder sign":
        return [{"op": "gain", "what": "elder_sign", "amount": 1}]
    deck = {"common item": "common", "unique item": "unique", "spell": "spell"}[pick]
    return [{"op": "draw", "deck": deck, "amount": 1}]


def spend_trophies(game: Game, inv: Investigator, cost: int) -> None:
    """Spend trophies worth ``cost`` or more: the least value over, then the fewest cards
    (RULES.md N2). Spent trophies go to their discard piles."""
    best: tuple[int, int] | None = None
    chosen: tuple[str, ...] = ()
    for size in range(1, len(inv.trophies) + 1):
        for combo in itertools.combinations(inv.trophies, size):
            worth = sum(game.trophy_value(t) for t in combo)
            if worth >= cost and (best is None or (worth - cost, size) < best):
                best, chosen = (worth - cost, size), combo
    for trophy in chosen:
        inv.trophies.remove(trophy)
        game.decks[game.card(trophy).kind].discard(trophy)
    game.note("spend", f"{inv.name} spends trophies worth {best[0] + cost if best else 0}",
              inv.id, "trophy", len(chosen))


def end_turn(game: Game, choices: ChoiceProvider) -> None:
    """The item dice leave, the clock moves 3 hours, the next investigator plays."""
    game.attempt = None
    game.turns += 1
    if not game.over:
        clock.advance(game, choices)
    game.active = (game.active + 1) % len(game.investigators)
