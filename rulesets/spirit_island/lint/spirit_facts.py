"""What a spirit record says it can do, for the content rules: innate levels, element
thresholds, the elements it can gain (presence tracks, growth, unique powers) and the most cards it
can play a turn."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from cardsmith.rulesets.spirit_island.vocabulary import ELEMENTS
from cardsmith.tools.content.catalog import Catalog, Record

__all__ = [
    "card_plays_at_most",
    "element_counts",
    "gainable_elements",
    "innate_levels",
    "unique_cards",
]


def element_counts(value: Any) -> dict[str, int]:
    """Element → count of an ``elements`` mapping (``{}`` when it is not one)."""
    if not isinstance(value, dict):
        return {}
    return {k: v for k, v in value.items() if isinstance(k, str) and type(v) is int}


def innate_levels(spirit: Record) -> Iterator[tuple[int, list[Any]]]:
    """(index of the innate, its ``levels`` list) for every innate of the spirit with levels."""
    innates = spirit.get("innates")
    for i, innate in enumerate(innates if isinstance(innates, list) else []):
        levels = innate.get("levels") if isinstance(innate, dict) else None
        if isinstance(levels, list):
            yield i, levels


def unique_cards(spirit: Record, catalog: Catalog) -> list[Record] | None:
    """The spirit's unique power records, or ``None`` if some listed card is not loaded."""
    listed = spirit.get("unique_powers")
    cards = [
        p
        for p in catalog.of_kind("power")
        if p.get("kind") == "unique" and p.get("spirit") == spirit.id
    ]
    known = {c.name.casefold() for c in cards if c.name} | {c.id for c in cards if c.id}
    for entry in listed if isinstance(listed, list) else []:
        if isinstance(entry, str) and entry.casefold() not in known and entry not in known:
            return None
    return cards


def _slot_elements(value: Any) -> set[str]:
    """Elements named by a slot or growth value: one, ``any`` (all eight), a list, a map."""
    if value == "any":
        return set(ELEMENTS)
    if isinstance(value, str):
        return {value}
    if isinstance(value, list | dict):
        return set().union(*(_slot_elements(v) for v in value)) if value else set()
    return set()


def _slots(spirit: Record) -> Iterator[dict[str, Any]]:
    tracks = spirit.get("presence_tracks")
    for track in tracks.values() if isinstance(tracks, dict) else []:
        for slot in track if isinstance(track, list) else []:
            if isinstance(slot, dict):
                yield slot


def _growth_actions(spirit: Record) -> Iterator[dict[str, Any]]:
    """Every growth action of the spirit (options, ``growth_always``, inside ``one_of`` and
    ``may_pay``, the track slots' ``actions``)."""
    stack: list[Any] = [spirit.get("growth"), spirit.get("growth_always")]
    stack += [slot.get("actions") for slot in _slots(spirit)]
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            stack.extend(node)
        elif isinstance(node, dict):
            yield node
            stack.append(node.get("one_of"))
            pay = node.get("may_pay")
            if isinstance(pay, dict):
                stack.append(pay.get("then"))


def gainable_elements(spirit: Record, cards: Iterable[Record]) -> set[str]:
    """Elements from presence tracks, growth and the spirit's unique cards."""
    found: set[str] = set()
    for slot in _slots(spirit):
        for key in ("element", "elements", "element_of"):
            found |= _slot_elements(slot.get(key))
        if slot.get("choose_element"):
            found |= set(ELEMENTS)
    for action in _growth_actions(spirit):
        found |= _slot_elements(action.get("gain_element"))
        found |= _slot_elements(action.get("gain_elements"))
        if "prepare_element" in action:
            found |= set(ELEMENTS)
    for card in cards:
        elements = card.get("elements")
        if isinstance(elements, list):
            found.update(e for e in elements if isinstance(e, str))
    return found


def card_plays_at_most(spirit: Record) -> int | None:
    """The most power cards the spirit can play a turn (its highest card-play number plus the
    slots' and growth's extra plays), or ``None`` when it never gains a Minor or Major."""
    if not any("gain_card" in a for a in _growth_actions(spirit)):
        return None
    tracks = spirit.get("presence_tracks")
    plays = tracks.get("card_plays") if isinstance(tracks, dict) else None
    numbers = (
        [s.get("plays") for s in plays if isinstance(s, dict)] if isinstance(plays, list) else []
    )
    highest = max((n for n in numbers if type(n) is int), default=1)
    extra = sum(int(s["extra_plays"]) for s in _slots(spirit) if type(s.get("extra_plays")) is int)
    extra += max(
        (a["card_plays"] for a in _growth_actions(spirit) if type(a.get("card_plays")) is int),
        default=0,
    )
    return highest + extra
