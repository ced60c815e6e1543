"""Spirit Island's X rules: spirits and their unique powers must name each other.

X003-X005 run only when a whole pack folder is linted: linting a single file cannot know which
spirits and cards exist. Duplicate ids and names (X001, X002) are the core's.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from cardsmith.rulesets.spirit_island.vocabulary import suggest
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.loader import LoadedPack, load_cached
from cardsmith.tools.content.packs import dependency_roots
from cardsmith.tools.diagnostics import Diagnostic
from cardsmith.tools.lint import Rule


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


def _uniques(loaded: LoadedPack) -> list[Record]:
    return [p for p in loaded.catalog.of_kind("power") if p.get("kind") == "unique"]


def _listed(spirit: Record) -> list[Any]:
    value = spirit.get("unique_powers")
    return value if isinstance(value, list) else []


def _names(card: Record) -> set[str]:
    return {n.casefold() for n in (card.name, card.id) if n}


#: the ``pack.yaml`` option naming spirits whose unique powers may be in the pack without them
SPIRITS_ELSEWHERE = "spirits_elsewhere"


def _declared_elsewhere(loaded: LoadedPack) -> set[str]:
    """Spirit ids the pack declares are written elsewhere (``options: {spirits_elsewhere:
    [id, …]}``)."""
    found: set[str] = set()
    for manifest in loaded.catalog.pack:
        options = manifest.get("options")
        listed = options.get(SPIRITS_ELSEWHERE) if isinstance(options, dict) else None
        if isinstance(listed, list):
            found.update(x for x in listed if isinstance(x, str))
    return found


def _dependency_spirits(loaded: LoadedPack) -> set[str]:
    """Ids of the spirits in the packs this pack depends on (transitively)."""
    found: set[str] = set()
    for root in dependency_roots(loaded.root) if loaded.root is not None else []:
        found.update(s.id for s in load_cached(root).catalog.of_kind("spirit") if s.id)
    return found


class X003(Rule):
    __doc__ = _doc(
        "A unique power names a ``spirit`` that does not exist in the pack, in a pack it\n"
        "    depends on, or in the pack's ``options: {spirits_elsewhere: [id, …]}`` (for a pack\n"
        "    holding a set's cards whose spirits are written in another pack, or not yet).",
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
        spirits = [s.id for s in loaded.catalog.of_kind("spirit") if s.id]
        owners = {c.get("spirit") for c in _uniques(loaded)}
        missing = {o for o in owners if isinstance(o, str) and o not in spirits}
        if missing:
            missing -= _declared_elsewhere(loaded)
        if missing:
            missing -= _dependency_spirits(loaded)
        for card in _uniques(loaded):
            owner = card.get("spirit")
            if isinstance(owner, str) and owner in missing:
                guess = suggest(owner, spirits)
                yield self.diag_at(
                    card,
                    ("spirit",),
                    f"unique power of unknown spirit {owner!r}",
                    hint=f"did you mean {guess!r}?" if guess else None,
                )


class X004(Rule):
    __doc__ = _doc(
        "A spirit lists a unique power (by name or id) that does not exist in the pack nor in a\n"
        "    pack it depends on.",
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
        names = [p.name for p in loaded.catalog.of_kind("power") if p.name]
        known = set().union(*(_names(p) for p in loaded.catalog.of_kind("power")))
        listed = {
            e.casefold()
            for s in loaded.catalog.of_kind("spirit")
            for e in _listed(s)
            if isinstance(e, str)
        }
        if listed - known:  # a spirit's cards may be in a pack this pack depends on
            for root in dependency_roots(loaded.root) if loaded.root is not None else []:
                known.update(*(_names(p) for p in load_cached(root).catalog.of_kind("power")))
        for spirit in loaded.catalog.of_kind("spirit"):
            for k, entry in enumerate(_listed(spirit)):
                if isinstance(entry, str) and entry.casefold() not in known:
                    guess = suggest(entry, names)
                    yield self.diag_at(
                        spirit,
                        ("unique_powers", k),
                        f"no power card named {entry!r}",
                        hint=f"did you mean {guess!r}?" if guess else None,
                    )


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
