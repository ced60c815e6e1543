"""Handlers of the card-handling operations beyond :mod:`.exec_cards`: ``discard_card`` (from
hand), ``regain_card`` (a card the spirit forgot) and ``deck_top`` (the top card of a deck,
discarded or turned face-up), registered into :data:`.run.OPS`.

==================  ==========================================================================
``discard.card``    the card to discard (from the ``from`` places; default the hand)
``regain.card``     the forgotten card to gain back (into the hand)
==================  ==========================================================================
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dsl.ir import Op
from engine.choices import decide
from rulesets.spirit_island.engine.cards import CARD_PLACES
from rulesets.spirit_island.engine.run import Run, handler
from rulesets.spirit_island.engine.state import DIVIDERS


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


@handler("discard_card")
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


@handler("regain_card")
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


@handler("deck_top")
def _op_deck_top(run: Run, op: Op, land: str | None) -> None:
    """``do: discard``: the top card of a power deck goes to its discard (it is this run's
    ``turned`` card); ``do: reveal``: the top card of a deck is turned face-up (the fear deck:
    ``State.face_up_fear``; it stays on top)."""
    state = run.state
    deck = str(op.get("deck"))
    if deck == "fear":
        top = next((c for c in state.fear_deck if c not in DIVIDERS), None)
        if top is None:
            state.log.append(f"{run.name}: the fear deck is empty")
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
