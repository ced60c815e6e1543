"""The Minor and Major power decks: gaining a power card, forgetting one.

Gain Power Card (rules digest, "Growth actions"): choose Minor or Major (decision
``gain.deck``; a ``gain_card`` that names one deck asks nothing), draw 4 — the deck's discard is
reshuffled when it runs short (:class:`engine.dice.Deck`) — keep 1 (decision ``gain.keep``), the
other 3 go to that deck's discard. Gaining a Major forces the spirit to forget a power card
(decision ``gain.forget``: hand, discard or played this round, not the Major just gained); a
forgotten Minor or Major goes to its deck's discard, a forgotten Unique Power out of the game.
"""

from __future__ import annotations

from collections.abc import Mapping

from cardsmith.engine.choices import ChoiceProvider, decide
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.power_decks import DRAW, GainRecord, PowerDecks

__all__ = ["discard_instead", "gain_power", "gain_powers", "resolve_pending"]


def discard_instead(
    state: State, spirit: str, card: str, place: str, choices: ChoiceProvider, action: str
) -> bool:
    """``spirit`` would forget ``card`` (taken out of ``place``): with a ``discard_for_forget``
    rule for that place not yet used in this ``action`` it may discard it instead
    (``forget.discard_instead``); ``True``: the card went to the discard."""
    for eff in state.spirit_effects(spirit, "discard_for_forget"):
        if place not in (eff.get("from") or ["hand"]) or action in eff.setdefault("used_in", []):
            continue
        got = decide(
            choices, "forget.discard_instead", ["yes", "no"], context=f"{spirit}: discard {card}?"
        )
        if got != "yes":
            return False
        eff["used_in"].append(action)  # "max. once per action"
        state.spirits[spirit].discard.append(card)
        state.log.append(f"{spirit} discards {card} instead of forgetting it")
        return True
    return False


def _forget(
    state: State,
    spirit: str,
    decks: PowerDecks,
    choices: ChoiceProvider,
    gained: str,
    record: GainRecord | None,
) -> None:
    s = state.spirits[spirit]
    options = sorted({c for c in (*s.hand, *s.discard, *s.played) if c != gained})
    card = decide(choices, "gain.forget", options, context=f"{spirit}: forget a power card")
    if card is None:
        return
    from_hand = card in s.hand and card not in s.discard
    for pile in (s.discard, s.hand, s.played):
        if card in pile:
            pile.remove(card)
            break
    if from_hand and discard_instead(state, spirit, card, "hand", choices, f"gain:{gained}"):
        return
    kind = decks.kind_of.get(card)
    if kind is not None:
        decks.decks[kind].discard(card)
    if record is not None:
        record.forgotten.append(card)
    state.cards.forgotten.setdefault(spirit, []).append(card)
    state.log.append(f"{spirit} forgets {card}")


def _energy_for_cards(state: State, spirit: str, kept: list[str]) -> None:
    """``card_energy`` effects ("once a turn, when you gain a power card without fire, gain 1
    energy"): energy for each card gained (``without``: one lacking that element), at most
    once a round with ``once_a_turn``."""
    s = state.spirits[spirit]
    for eff in state.spirit_effects(spirit, "card_energy"):
        for card in kept:
            if eff.get("once_a_turn") and eff.get("used_round") == state.round:
                break
            info = state.cards.powers.get(card)
            if eff.get("without") and eff["without"] in (info.elements if info else ()):
                continue
            s.energy += int(eff.get("amount") or 0)
            eff["used_round"] = state.round
            state.log.append(f"{spirit} gains {eff.get('amount')} energy for gaining {card}")


def gain_power(
    state: State,
    spirit: str,
    decks: PowerDecks,
    wanted: str,
    choices: ChoiceProvider,
    record: GainRecord | None = None,
    *,
    forget: bool = True,
) -> str | None:
    """Gain one power card from the decks ``wanted`` names; returns the card kept (``None``:
    both decks are empty). ``forget=False``: a Major without forgetting a card."""
    kept = gain_powers(state, spirit, decks, wanted, choices, record, forget=forget)
    return kept[0] if kept else None


def gain_powers(
    state: State,
    spirit: str,
    decks: PowerDecks,
    wanted: str,
    choices: ChoiceProvider,
    record: GainRecord | None = None,
    *,
    forget: bool = True,
    draw: int = DRAW,
    keep: int = 1,
    forget_cost: int | None = None,
) -> list[str]:
    """Draw ``draw`` cards of one deck and keep ``keep`` of them (``gain.keep`` per card); the
    rest go to that deck's discard. A Major kept makes the spirit forget a card (``forget``),
    or pay ``forget_cost`` energy instead when it can and says so (``gain.pay_instead``)."""
    options = decks.available(wanted)
    name = decide(choices, "gain.deck", options, context=f"{spirit}: gain a power card from")
    if name is None:
        state.log.append(f"{spirit}: no power card left to gain")
        return []
    deck = decks.decks[name]
    drawn = deck.draw(draw)
    left = list(drawn)
    kept: list[str] = []
    while left and len(kept) < keep:
        card = decide(choices, "gain.keep", left, context=f"{spirit}: keep one {name} power")
        assert card is not None
        left.remove(card)
        kept.append(card)
    deck.discard(*left)
    s = state.spirits[spirit]
    s.hand.extend(kept)
    if record is not None:
        record.gained.extend(kept)
    _energy_for_cards(state, spirit, kept)
    state.log.append(f"{spirit} gains {', '.join(kept)} ({name}; drew {', '.join(drawn)})")
    if name == "major" and forget:
        for card in kept:
            if forget_cost is not None and s.energy >= forget_cost:
                paid = decide(
                    choices,
                    "gain.pay_instead",
                    ["yes", "no"],
                    context=f"{spirit}: pay {forget_cost} energy instead of forgetting",
                )
                if paid == "yes":
                    s.energy -= forget_cost
                    state.log.append(f"{spirit} pays {forget_cost} energy instead of forgetting")
                    continue
            _forget(state, spirit, decks, choices, card, record)
    if state.on_card_gained is not None:  # "after you gain a major power card: …"
        for _ in kept:
            state.on_card_gained(state, spirit, name, choices)
    return kept


def resolve_pending(
    state: State,
    decks: PowerDecks,
    choices: ChoiceProvider,
    records: Mapping[str, GainRecord] | None = None,
) -> None:
    """Gain the power cards growth and powers left in ``SpiritState.pending_cards``."""
    for spirit, s in state.spirits.items():
        while s.pending_cards:
            wanted = s.pending_cards.pop(0)
            gain_power(
                state, spirit, decks, wanted, choices, None if records is None else records[spirit]
            )
