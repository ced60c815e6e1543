"""Handlers of the power-card operations: ``forget_card``, ``reclaim``, ``play_card``,
``take_card``, and gaining a card at once when the decks are modelled (:func:`gain_now`).

A spirit's cards are in ``SpiritState.hand``, ``discard`` and ``played`` (the IR's places
``hand``, ``discard``, ``play``); the card rules and decks are ``State.cards``
(:class:`~.state.cards.CardTable`). Every choice is a decision of the choice protocol:

==================  ==========================================================================
``forget.card``     the card to forget (hand, discard, played: those ``from`` names)
``reclaim.card``    a card of the discard back to the hand (optional for ``up to``)
``play.card``       the card to play now (from the hand; ``another``: not this power)
``play.target``     the land the played card targets (its range and target rules, from the
                    spirit's presence); ``play.target_spirit`` for a card targeting a spirit
``take.deck``       the deck to take from, when the op names none (``minor`` / ``major``)
``take.card``       the card to take from a place (``from``)
``gain.deck``       ``gain.keep``, ``gain.forget``: gaining (:mod:`.changes.power_cards`)
==================  ==========================================================================
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardsmith.dsl.ir import Op
from cardsmith.engine.choices import decide
from cardsmith.engine.events import Event
from cardsmith.rulesets.spirit_island.engine.changes import power_cards as power_decks
from cardsmith.rulesets.spirit_island.engine.changes.record import _log
from cardsmith.rulesets.spirit_island.engine.effects.run import Handler, Run
from cardsmith.rulesets.spirit_island.engine.effects.selectors import count_mode
from cardsmith.rulesets.spirit_island.engine.ops.execute import resolve_card
from cardsmith.rulesets.spirit_island.engine.state.cards import CARD_PLACES, CardInfo
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import DIVIDERS, SpiritState


def _pile(spirit: SpiritState, place: str) -> list[str]:
    return list(getattr(spirit, CARD_PLACES[place]))


def _take_from(spirit: SpiritState, card: str, places: list[str]) -> str | None:
    """Take ``card`` out of the first of ``places`` holding it; returns that place."""
    for place in places:
        pile: list[str] = getattr(spirit, CARD_PLACES[place])
        if card in pile:
            pile.remove(card)
            return place
    return None


def _places(op: Op, default: tuple[str, ...]) -> list[str]:
    wanted = [str(p) for p in op.get("from") or default]
    return [p for p in wanted if p in CARD_PLACES]


def _of_kind(state: State, cards: list[str], deck: Any) -> list[str]:
    if not deck:
        return cards
    return [c for c in cards if state.cards.kind(c) == deck]


def forget(state: State, name: str, card: str) -> None:
    """``name`` forgets ``card`` (already out of its piles): a Minor or Major goes to its
    deck's discard when the decks are modelled, a Unique Power leaves the game."""
    table = state.cards
    table.forgotten.setdefault(name, []).append(card)
    kind = table.kind(card)
    if table.decks is not None and kind in table.decks.decks:
        table.decks.decks[kind].discard(card)
    _log(state, f"{name} forgets {card}", Event("forget", None, f"card:{name}", 1))


def _op_forget_card(run: Run, op: Op, land: str | None) -> None:
    state = run.state
    for name in run.spirits_for(op.get("who")):
        spirit = state.spirits[name]
        if op.get("card"):  # a named card ("forget it at the end of turn")
            named = str(op["card"])
            if _take_from(spirit, named, ["play", "hand", "discard"]) is not None:
                forget(state, name, named)
            continue
        if op.get("this"):
            card = run.card
            if card is None or _take_from(spirit, card, ["play", "hand", "discard"]) is None:
                state.log.append(f"{name}: this power is not a card in play, nothing forgotten")
                continue
            forget(state, name, card)
            continue
        places = _places(op, ("hand", "play", "discard"))
        for i in range(int(op.get("n", 1))):
            options = sorted({c for p in places for c in _pile(spirit, p)})
            options = _of_kind(state, options, op.get("deck"))
            card = decide(
                run.choices,
                "forget.card",
                options,
                context=f"{name}: forget a power card ({i + 1})",
            )
            if card is None:
                state.log.append(f"{name}: no power card to forget")
                break
            place = _take_from(spirit, card, places)
            if place is not None and power_decks.discard_instead(
                state, name, card, place, run.choices, run.id
            ):
                continue
            forget(state, name, card)


def _op_reclaim(run: Run, op: Op, land: str | None) -> None:
    state = run.state
    mode, k = count_mode(op.get("count") or {"n": 1}, 1)
    for name in run.spirits_for(op.get("who")):
        spirit = state.spirits[name]
        done = 0
        while mode in ("all", "any") or done < k:
            options = _of_kind(state, sorted(set(spirit.discard)), op.get("deck"))
            if not options:
                break
            if mode == "all":
                card: str | None = options[0]
            else:
                card = decide(
                    run.choices,
                    "reclaim.card",
                    options,
                    context=f"{name}: reclaim a card ({done + 1})",
                    min=0 if mode in ("up_to", "any") else 1,
                )
            if card is None:
                break
            spirit.discard.remove(card)
            spirit.hand.append(card)
            run.gained.append(card)  # "they may play it"
            state.log.append(f"{name} reclaims {card}")
            done += 1
        if done == 0:
            state.log.append(f"{name}: no card reclaimed")


# --- gaining and taking ---------------------------------------------------------------------
def gain_now(run: Run, name: str, op: Op) -> None:
    """``gain_card`` with the decks modelled: draw and keep now (``gain.deck``, ``gain.keep``,
    ``gain.forget``); the cards kept are this run's ``gained`` (``play it``)."""
    state = run.state
    decks = state.cards.decks
    assert decks is not None
    wanted = str(op.get("deck") or "minor|major")
    forget = not op.get("no_forget")
    cost = (op.get("forget_cost") or {}).get("energy")
    forget_cost = None if cost is None else int(cost)
    if op.get("draw") is not None:  # "gains 2 … by drawing 6": one draw, several kept
        run.gained += power_decks.gain_powers(
            state,
            name,
            decks,
            wanted,
            run.choices,
            forget=forget,
            draw=int(op["draw"]),
            keep=int(op.get("n", 1)),
            forget_cost=forget_cost,
        )
        return
    for _ in range(int(op.get("n", 1))):
        kept = power_decks.gain_powers(
            state, name, decks, wanted, run.choices, forget=forget, forget_cost=forget_cost
        )
        if not kept:
            break
        run.gained += kept


def _deck_card(run: Run, name: str, deck: Any) -> str | None:
    """The top card of ``deck`` (asked with ``take.deck`` when ``None``)."""
    decks = run.state.cards.decks
    if decks is None:
        run.state.log.append(f"{name}: the power decks are not modelled, nothing taken")
        return None
    options = decks.available(str(deck or "minor|major"))
    chosen = decide(run.choices, "take.deck", options, context=f"{name}: take from a deck")
    if chosen is None:
        run.state.log.append(f"{name}: no power card left to take")
        return None
    return decks.decks[chosen].draw_one()


def _op_take_card(run: Run, op: Op, land: str | None) -> None:
    """From a deck (the top card; default) or from ``from`` places of any spirit (chosen),
    into the spirit's hand or ``to``."""
    state = run.state
    to = str(op.get("to") or "hand")
    places = [p for p in _places(op, ()) if p != "deck"]
    for name in run.spirits_for(op.get("who")):
        for i in range(int(op.get("n", 1))):
            if places:
                deck = op.get("deck")
                options = sorted(
                    {
                        f"{owner}:{c}"
                        for owner, s in state.spirits.items()
                        for p in places
                        for c in _pile(s, p)
                        if not deck or state.cards.kind(c) == deck
                    }
                )
                picked = decide(
                    run.choices, "take.card", options, context=f"{name}: take a card ({i + 1})"
                )
                if picked is None:
                    state.log.append(f"{name}: no power card to take")
                    break
                owner, card = picked.split(":", 1)
                _take_from(state.spirits[owner], card, places)
            else:
                got = _deck_card(run, name, op.get("deck"))
                if got is None:
                    break
                card = got
            pile: list[str] = getattr(state.spirits[name], CARD_PLACES.get(to, "hand"))
            pile.append(card)
            run.gained.append(card)
            state.log.append(f"{name} takes {card} into their {to}")


# --- playing another card now ---------------------------------------------------------------
def _op_play_card(run: Run, op: Op, land: str | None) -> None:
    state = run.state
    ways = str(op.get("cost") or "pay").split("|")
    for name in run.spirits_for(op.get("who")):
        spirit = state.spirits[name]
        for i in range(1 if op.get("it") else int(op.get("n", 1))):
            if op.get("it"):
                card = run.gained[-1] if run.gained else None
                if card is None or card not in spirit.hand:
                    state.log.append(f"{name}: no card gained by this power to play")
                    break
                if not _ways(spirit.energy, _info(state, card).cost, ways):
                    state.log.append(f"{name} cannot pay for {card}")
                    break
            else:
                options = [
                    c
                    for c in _of_kind(state, sorted(set(spirit.hand)), op.get("deck"))
                    if not (op.get("another") and c == run.card)
                    and c in state.cards.powers
                    and _ways(spirit.energy, state.cards.powers[c].cost, ways)
                ]
                card = decide(
                    run.choices, "play.card", options, context=f"{name}: play a card now ({i + 1})"
                )
                if card is None:
                    state.log.append(f"{name}: no power card to play now")
                    break
            usable = _ways(spirit.energy, _info(state, card).cost, ways)
            way = decide(run.choices, "play.cost", usable, context=f"{name}: pay for {card}")
            play_now(
                run, name, card, way=way or "pay", all_thresholds=bool(op.get("all_thresholds"))
            )


def _price(cost: int, way: str) -> int:
    """The energy a card costs played ``way`` (``pay``, ``free``, ``half_up``, ``pay_plus_N`` …)."""
    if way == "pay":
        return cost
    if way.startswith("pay_plus_"):  # "by paying 1 energy plus its cost"
        return cost + int(way[len("pay_plus_"):])
    if way in ("half_up", "half_down"):
        return (cost + 1) // 2 if way == "half_up" else cost // 2
    return 0  # free, forget_end


def _ways(energy: int, cost: int, ways: list[str]) -> list[str]:
    """The ``ways`` of paying for a card of ``cost`` that ``energy`` affords."""
    return [w for w in ways if _price(cost, w) <= energy]


def _info(state: State, card: str) -> CardInfo:
    return state.cards.powers.get(card) or CardInfo(card)


def play_now(
    run: Run, name: str, card: str, *, way: str = "pay", all_thresholds: bool = False
) -> None:
    """``name`` plays ``card`` from its hand now, paid ``way`` (its cost, ``free``, half of it,
    or ``forget_end``: forgotten at the end of turn), its elements count, it goes to the
    played cards, its effect runs on a target it chooses (``all_thresholds``: every
    threshold of it met)."""
    state = run.state
    spirit = state.spirits[name]
    info = state.cards.powers.get(card)
    if info is None:
        state.log.append(f"{name}: {card} has no rules known to the engine, not played")
        return
    spirit.hand.remove(card)
    price = _price(info.cost, way)
    if price:
        spirit.energy -= price
        state.log.append(f"{name} pays {price} energy")
    if way == "forget_end":  # "… or by forgetting it at the end of turn"
        state.round_effects.append(
            {
                "name": "trigger:end_of_turn",
                "spirit": name,
                "do": [{"op": "forget_card", "who": "you", "card": card}],
            }
        )
        state.log.append(f"{name} will forget {card} at the end of turn")
    for element in info.elements:
        spirit.elements[element] += 1
    spirit.played.append(card)
    state.log.append(f"{name} plays {info.name} now")
    resolve_card(run.state, run.choices, name, card, info, all_thresholds=all_thresholds)


def _piles(run: Run, name: str, op: Mapping[str, Any]) -> list[list[str]]:
    places = [str(p) for p in op.get("from") or ("hand",) if p in CARD_PLACES and p != "discard"]
    return [getattr(run.state.spirits[name], CARD_PLACES[p]) for p in places]


def discardable(run: Run, name: str, op: Mapping[str, Any]) -> list[str]:
    """The cards ``name`` could discard for ``op`` (its ``from`` places, its ``deck``)."""
    deck = op.get("deck")
    return sorted(
        {
            c
            for pile in _piles(run, name, op)
            for c in pile
            if not deck or run.state.cards.kind(c) == deck
        }
    )


def _op_discard_card(run: Run, op: Op, land: str | None) -> None:
    state = run.state
    for name in run.spirits_for(op.get("who")):
        spirit = state.spirits[name]
        for i in range(int(op.get("n", 1))):
            piles = _piles(run, name, op)
            options = discardable(run, name, op)
            card = decide(
                run.choices, "discard.card", options, context=f"{name}: discard a card ({i + 1})"
            )
            if card is None:
                state.log.append(f"{name}: no power card to discard")
                break
            next(pile for pile in piles if card in pile).remove(card)
            spirit.discard.append(card)
            state.log.append(f"{name} discards {card}")


def _op_regain_card(run: Run, op: Op, land: str | None) -> None:
    """A card the spirit forgot comes back into its hand (a Minor or Major is taken out of its
    deck's discard, when the decks are modelled)."""
    state = run.state
    deck = op.get("deck")
    for name in run.spirits_for(op.get("who")):
        forgotten = state.cards.forgotten.setdefault(name, [])
        for i in range(int(op.get("n", 1))):
            options = sorted({c for c in forgotten if not deck or state.cards.kind(c) == deck})
            card = decide(
                run.choices, "regain.card", options, context=f"{name}: re-gain a card ({i + 1})"
            )
            if card is None:
                state.log.append(f"{name}: no forgotten power card to re-gain")
                break
            forgotten.remove(card)
            decks = state.cards.decks
            kind = state.cards.kind(card)
            if decks is not None and kind in decks.decks and card in decks.decks[kind].discarded:
                decks.decks[kind].discarded.remove(card)
            state.spirits[name].hand.append(card)
            run.gained.append(card)  # "they may play it"
            state.log.append(f"{name} re-gains {card}")


def _op_deck_top(run: Run, op: Op, land: str | None) -> None:
    """``do: discard``: the top card of a power deck goes to its discard (it is this run's
    ``turned`` card); ``do: reveal``: the top card of a deck is turned face-up (the fear deck:
    ``State.face_up_fear``; it stays on top); ``do: remove``: the top card of the fear or the
    invader deck leaves the game."""
    state = run.state
    deck = str(op.get("deck"))
    if deck == "fear" and op.get("do") == "reveal_any":  # "turn any face-down fear card"
        hidden = [
            c
            for c in (*state.earned_fear, *state.fear_deck)
            if c not in DIVIDERS and c not in state.face_up_fear
        ]
        card = decide(run.choices, "reveal.card", hidden, context=f"{run.name}: turn face-up")
        if card is None:
            state.log.append(f"{run.name}: no face-down fear card")
            return
        state.face_up_fear.append(card)
        run.turned = card
        state.log.append(f"{run.name}: fear card {card} turned face-up")
        return
    if deck == "invader":  # "return the top card of the Invader Deck to the box"
        if not state.invader_deck:
            state.log.append(f"{run.name}: the invader deck is empty")
            return
        gone = state.invader_deck.pop(0)
        state.log.append(f"{run.name}: invader card {gone.id} removed from the game")
        return
    if deck == "fear":
        top = next((c for c in state.fear_deck if c not in DIVIDERS), None)
        if top is None:
            state.log.append(f"{run.name}: the fear deck is empty")
            return
        if op.get("do") == "remove":  # "remove the top card of the fear deck from the game"
            state.fear_deck.remove(top)
            state.log.append(f"{run.name}: fear card {top} removed from the game")
            return
        if top not in state.face_up_fear:
            state.face_up_fear.append(top)
        run.turned = top
        state.log.append(f"{run.name}: fear card {top} turned face-up")
        return
    decks = state.cards.decks
    if decks is None or deck not in decks.decks:
        state.log.append(f"{run.name}: the {deck} power deck is not modelled, no card turned")
        return
    card = decks.decks[deck].draw_one()
    run.turned = card
    if card is None:
        state.log.append(f"{run.name}: the {deck} power deck is empty")
        return
    if op.get("do") == "reveal":
        decks.decks[deck].put_on_top(card)
        state.log.append(f"{run.name}: {card} turned face-up on the {deck} deck")
        return
    decks.decks[deck].discard(card)
    state.log.append(f"{run.name}: discards {card} from the top of the {deck} deck")


#: the operations of this module: IR op name → handler
HANDLERS: dict[str, Handler] = {
    "forget_card": _op_forget_card,
    "reclaim": _op_reclaim,
    "take_card": _op_take_card,
    "play_card": _op_play_card,
    "discard_card": _op_discard_card,
    "regain_card": _op_regain_card,
    "deck_top": _op_deck_top,
}
