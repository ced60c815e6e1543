"""Growth actions on the spirit's own things: energy, power cards, elements, card plays, Time
and element markers. Part of :data:`.growth.actions.ACTIONS`."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from cardsmith.engine.choices import ChoiceProvider, decide
from cardsmith.rulesets.spirit_island.engine.effects.run import ExecutionError
from cardsmith.rulesets.spirit_island.engine.growth.lands import spec_of
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.panel import ANY, ELEMENTS
from cardsmith.rulesets.spirit_island.engine.state.tracks import tracks_of

__all__ = [
    "card_plays",
    "discard_cards",
    "gain_card",
    "gain_element",
    "gain_elements",
    "gain_energy",
    "gain_time",
    "pay_energy",
    "prepare_element",
    "reclaim",
    "settle_owed",
]


def _log(state: State, text: str) -> None:
    state.log.append(text)


def gain_energy(state: State, spirit: str, value: Any, choices: ChoiceProvider) -> None:
    """``N``; ``card_plays`` (as many as the spirit's card plays); ``track`` (the energy
    track's Gain Energy once more); ``{per_element: fire}`` (1 per that element showing on the
    presence tracks)."""
    s = state.spirits[spirit]
    if value == "card_plays":
        n = s.card_plays
    elif value == "track":
        n = tracks_of(s).energy_per_turn()
    elif isinstance(value, Mapping):
        n = tracks_of(s).elements()[str(value.get("per_element"))]
    else:
        n = int(value)
    s.energy += n
    _log(state, f"{spirit} gains {n} energy")


#: ``SpiritState.resources`` key of energy a growth owes (paid by the end of growth)
OWED = "energy_owed"


def pay_energy(state: State, spirit: str, value: Any, choices: ChoiceProvider) -> None:
    """Pay ``N`` energy now, or, when the spirit has less, by the end of this growth (growth
    actions may be done in any order: energy gained later in the turn pays it;
    :func:`settle_owed`)."""
    s = state.spirits[spirit]
    if s.energy < int(value):
        s.resources[OWED] += int(value)
        _log(state, f"{spirit} owes {int(value)} energy (paid by the end of growth)")
        return
    s.energy -= int(value)
    _log(state, f"{spirit} pays {int(value)} energy")


def settle_owed(state: State, spirit: str) -> None:
    """Pay the energy this growth owes; an error when the spirit still has too little (the
    option could not be picked)."""
    s = state.spirits[spirit]
    owed = s.resources.pop(OWED, 0)
    if not owed:
        return
    if s.energy < owed:
        raise ExecutionError(f"{spirit} cannot pay {owed} energy (has {s.energy})")
    s.energy -= owed
    _log(state, f"{spirit} pays {owed} energy")


def gain_card(state: State, spirit: str, value: Any, choices: ChoiceProvider) -> None:
    """``any|minor|major`` or ``{deck, no_forget: true}`` (a Major without forgetting): recorded
    in ``pending_cards`` like the ``gain_card`` op."""
    spec = spec_of(value) if isinstance(value, Mapping) else {"deck": value}
    deck = "minor|major" if spec.get("deck") in (None, "any") else str(spec["deck"])
    if spec.get("no_forget"):
        deck += " (without forgetting)"
    state.spirits[spirit].pending_cards.append(deck)
    _log(state, f"{spirit} gains 1 {deck} power card")


def _card_elements(state: State, card: str) -> tuple[str, ...]:
    info = state.cards.powers.get(card)
    return info.elements if info is not None else ()


def reclaim(state: State, spirit: str, value: Any, choices: ChoiceProvider) -> None:
    """``all``; ``one`` / ``half`` (rounded up; ``growth.reclaim`` for each); ``{element: E}``:
    every card in the discard with that element."""
    s = state.spirits[spirit]
    cards: list[str] = []
    if value == "all":
        cards, s.discard = list(s.discard), []
    elif isinstance(value, Mapping):
        element = str(value.get("element"))
        cards = [c for c in s.discard if element in _card_elements(state, c)]
        s.discard = [c for c in s.discard if c not in cards]
    else:
        n = 1 if value == "one" else math.ceil(len(s.discard) / 2)
        for _ in range(n):
            card = decide(
                choices, "growth.reclaim", sorted(set(s.discard)), context=f"{spirit}: reclaim"
            )
            if card is None:
                break
            s.discard.remove(card)
            cards.append(card)
    s.hand.extend(cards)
    label = value if isinstance(value, str) else f"all with {dict(value)}"
    _log(
        state,
        f"{spirit} reclaims {label}: " + (", ".join(cards) if cards else "no card in the discard"),
    )


def discard_cards(state: State, spirit: str, value: Any, choices: ChoiceProvider) -> None:
    """Discard ``count`` power cards from the hand (``element: E``: with that element),
    ``growth.discard`` for each."""
    spec = spec_of(value)
    s = state.spirits[spirit]
    element = spec.get("element")
    for _ in range(int(spec.get("count") or 1)):
        hand = sorted(
            {c for c in s.hand if element is None or str(element) in _card_elements(state, c)}
        )
        card = decide(choices, "growth.discard", hand, context=f"{spirit}: discard a card")
        if card is None:
            _log(state, f"{spirit}: no card to discard")
            return
        s.hand.remove(card)
        s.discard.append(card)
        _log(state, f"{spirit} discards {card}")


def gain_element(state: State, spirit: str, value: Any, choices: ChoiceProvider) -> None:
    """``E``; ``any`` or a list (one of them: ``growth.element``)."""
    if isinstance(value, list):
        options = [str(e) for e in value]
    else:
        options = list(ELEMENTS) if value == ANY else [str(value)]
    picked = decide(choices, "growth.element", options, context=f"{spirit}: gain an element")
    if picked is not None:
        state.spirits[spirit].elements[str(picked)] += 1
        _log(state, f"{spirit} gains element {picked}")


def gain_elements(state: State, spirit: str, value: Any, choices: ChoiceProvider) -> None:
    """``{earth: 2}``: these elements this turn."""
    s = state.spirits[spirit]
    for element, n in spec_of(value).items():
        s.elements[str(element)] += int(n)
    _log(state, f"{spirit} gains elements {dict(spec_of(value))}")


def card_plays(state: State, spirit: str, value: Any, choices: ChoiceProvider) -> None:
    """``+N`` card plays this turn."""
    state.spirits[spirit].card_plays += int(value)
    _log(state, f"{spirit}: +{int(value)} card play this turn")


def gain_time(state: State, spirit: str, value: Any, choices: ChoiceProvider) -> None:
    """``N`` Time (Fractured Days Split the Sky)."""
    state.spirits[spirit].resources["time"] += int(value)
    _log(state, f"{spirit} gains {int(value)} time")


def prepare_element(state: State, spirit: str, value: Any, choices: ChoiceProvider) -> None:
    """Prepare ``N`` element markers (``growth.element`` each; Shifting Memory of Ages)."""
    s = state.spirits[spirit]
    for _ in range(int(value or 1)):
        picked = decide(choices, "growth.element", list(ELEMENTS), context=f"{spirit}: prepare")
        if picked is not None:
            s.resources[f"marker:{picked}"] += 1
            _log(state, f"{spirit} prepares a {picked} marker")
