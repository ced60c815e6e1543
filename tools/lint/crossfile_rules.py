"""X rules: consistency between files of a pack (ids, names, spirits and their unique powers).

X003-X005 run only when a whole pack folder is linted: linting a single file cannot know which
spirits and cards exist.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from rulesets.spirit_island.vocabulary import suggest
from tools.content.catalog import KIND_LISTS, Record
from tools.content.loader import LoadedPack
from tools.diagnostics import Diagnostic
from tools.lint import Rule, register


def _card(file: str, card_id: str, name: str, kind: str = "minor", spirit: str = "") -> str:
    owner = f"            spirit: {spirit}\n" if spirit else ""
    return (
        f"            # file: {file}\n"
        f"            id: {card_id}\n"
        f"            name: {name}\n"
        f"            kind: {kind}\n{owner}"
        "            cost: 1\n"
        "            speed: fast\n"
        "            elements: [fire]\n"
        "            range: {from: presence, distance: 1}\n"
        "            target: {land: any}\n"
        '            text: "1 Fear."\n'
        "            effect: fear 1\n"
    )


def _spirit(listed: str) -> str:
    return (
        "            # file: spirits/example-spirit.yaml\n"
        "            id: example-spirit\n"
        "            name: Example Spirit\n"
        '            setup: {text: "1 Presence in land 1.", '
        "presence: [{count: 1, land: {number: 1}}]}\n"
        "            growth: [[{reclaim: all}]]\n"
        "            presence_tracks: {energy: [{energy: 1}], card_plays: [{plays: 1}]}\n"
        "            innates: []\n"
        f"            unique_powers: [{listed}]\n"
    )


def _doc(summary: str, fail: list[str], passing: list[str]) -> str:
    return f"{summary}\n\n        Fail:\n\n{''.join(fail)}\n        Pass:\n\n{''.join(passing)}"


_GIFT = "powers/unique/example-gift.yaml"


#: kinds whose names identify a record (invader cards repeat terrain names across stages)
NAMED_KINDS = ("power", "spirit", "fear")


def _groups(loaded: LoadedPack, kinds: tuple[str, ...] | None = None) -> dict[str, list[Record]]:
    groups: dict[str, list[Record]] = {}
    for r in loaded.catalog:
        if not r.context_only and (kinds is None or r.kind in kinds):
            groups.setdefault(KIND_LISTS.get(r.kind, r.kind), []).append(r)
    return groups


def _first(r: Record, field: str) -> str:
    pos = r.positions.get((field,))
    return f"{r.path}:{pos.line if pos else 1}"


def _repeats(
    records: Iterable[Record], key: Callable[[Record], str | None]
) -> Iterator[tuple[Record, Record]]:
    """``(record, first record with the same key)`` for each repeat, in path order; records
    with an empty key are ignored."""
    seen: dict[str, Record] = {}
    for r in sorted(records, key=lambda r: str(r.path)):
        k = key(r)
        if not k:
            continue
        if k in seen:
            yield r, seen[k]
        else:
            seen[k] = r


@register
class X001(Rule):
    __doc__ = _doc(
        "Two records of the same kind share an id.",
        [
            _card("powers/minor/a.yaml", "example-card", "Card A"),
            _card("powers/minor/b.yaml", "example-card", "Card B"),
        ],
        [
            _card("powers/minor/a.yaml", "card-a", "Card A"),
            _card("powers/minor/b.yaml", "card-b", "Card B"),
        ],
    )
    code = "X001"
    name = "duplicate-id"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        for records in _groups(loaded).values():
            for r, first in _repeats(records, lambda r: r.id):
                yield self.diag_at(
                    r, ("id",), f"duplicate id {r.id!r} (also in {_first(first, 'id')})"
                )


@register
class X002(Rule):
    __doc__ = _doc(
        "Two powers, spirits or fear cards share a name (compared case-insensitively).",
        [
            _card("powers/minor/a.yaml", "card-a", "Example Card"),
            _card("powers/minor/b.yaml", "card-b", "EXAMPLE CARD"),
        ],
        [
            _card("powers/minor/a.yaml", "card-a", "Card A"),
            _card("powers/minor/b.yaml", "card-b", "Card B"),
        ],
    )
    code = "X002"
    name = "duplicate-name"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        for records in _groups(loaded, NAMED_KINDS).values():
            for r, first in _repeats(records, lambda r: (r.name or "").strip().casefold()):
                yield self.diag_at(
                    r, ("name",), f"duplicate name {r.name!r} (also in {_first(first, 'name')})"
                )


def _uniques(loaded: LoadedPack) -> list[Record]:
    return [p for p in loaded.catalog.powers if p.get("kind") == "unique"]


def _listed(spirit: Record) -> list[Any]:
    value = spirit.get("unique_powers")
    return value if isinstance(value, list) else []


def _names(card: Record) -> set[str]:
    return {n.casefold() for n in (card.name, card.id) if n}


@register
class X003(Rule):
    __doc__ = _doc(
        "A unique power names a ``spirit`` that does not exist in the pack.",
        [_card(_GIFT, "example-gift", "Example Gift", "unique", "no-such-spirit")],
        [
            _card(_GIFT, "example-gift", "Example Gift", "unique", "example-spirit"),
            _spirit("Example Gift"),
        ],
    )
    code = "X003"
    name = "unknown-spirit"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        if not loaded.complete:
            return
        spirits = [s.id for s in loaded.catalog.spirits if s.id]
        for card in _uniques(loaded):
            owner = card.get("spirit")
            if isinstance(owner, str) and owner not in spirits:
                guess = suggest(owner, spirits)
                yield self.diag_at(
                    card,
                    ("spirit",),
                    f"unique power of unknown spirit {owner!r}",
                    hint=f"did you mean {guess!r}?" if guess else None,
                )


@register
class X004(Rule):
    __doc__ = _doc(
        "A spirit lists a unique power (by name or id) that does not exist in the pack.",
        [
            _card(_GIFT, "example-gift", "Example Gift", "unique", "example-spirit"),
            _spirit("Example Gift, Missing Gift"),
        ],
        [
            _card(_GIFT, "example-gift", "Example Gift", "unique", "example-spirit"),
            _spirit("Example Gift"),
        ],
    )
    code = "X004"
    name = "unknown-unique-power"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        if not loaded.complete:
            return
        names = [p.name for p in loaded.catalog.powers if p.name]
        known = set().union(*(_names(p) for p in loaded.catalog.powers))
        for spirit in loaded.catalog.spirits:
            for k, entry in enumerate(_listed(spirit)):
                if isinstance(entry, str) and entry.casefold() not in known:
                    guess = suggest(entry, names)
                    yield self.diag_at(
                        spirit,
                        ("unique_powers", k),
                        f"no power card named {entry!r}",
                        hint=f"did you mean {guess!r}?" if guess else None,
                    )


@register
class X005(Rule):
    __doc__ = _doc(
        "A unique power is not listed in its spirit's ``unique_powers``.",
        [_card(_GIFT, "example-gift", "Example Gift", "unique", "example-spirit"), _spirit("")],
        [
            _card(_GIFT, "example-gift", "Example Gift", "unique", "example-spirit"),
            _spirit("Example Gift"),
        ],
    )
    code = "X005"
    name = "unlisted-unique-power"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        if not loaded.complete:
            return
        for card in _uniques(loaded):
            owner = card.get("spirit")
            spirit = loaded.catalog.by_id(owner, "spirit") if isinstance(owner, str) else None
            if spirit is None:
                continue
            listed = {e.casefold() for e in _listed(spirit) if isinstance(e, str)}
            if not listed & _names(card):
                yield self.diag_at(
                    card,
                    ("spirit",),
                    f"{card.name or card.id!r} is not in the unique_powers of {owner!r}",
                )
