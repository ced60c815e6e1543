"""Spirit Island's X007: an aspect names a spirit that exists and replaces what that spirit has.

Like X003-X005 it runs only when a whole pack folder is linted; the spirit and the cards may be
in a pack this pack depends on.
"""

from __future__ import annotations

from collections.abc import Iterable

from cardsmith.rulesets.spirit_island.engine.setup.aspect import replaced_missing
from cardsmith.rulesets.spirit_island.vocabulary import suggest
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.loader import LoadedPack, load_pack
from cardsmith.tools.content.packs import dependency_roots
from cardsmith.tools.diagnostics import Diagnostic
from cardsmith.tools.lint import Rule

_SPIRIT = (
    "            # file: spirits/example-spirit.yaml\n"
    "            id: example-spirit\n"
    "            name: Example Spirit\n"
    '            setup: {text: "1 Presence in land 1.", '
    "presence: [{count: 1, land: {number: 1}}]}\n"
    '            special_rules: [{name: Old Rule, text: "Nothing."}]\n'
    "            growth: [[{reclaim: all}]]\n"
    "            presence_tracks: {energy: [{energy: 1}], card_plays: [{plays: 1}]}\n"
    "            innates: []\n"
    "            unique_powers: []\n"
)


def _aspect(spirit: str, rule: str) -> str:
    return (
        "            # file: aspects/example-aspect.yaml\n"
        "            kind: aspect\n"
        "            id: example-aspect\n"
        "            name: Example Aspect\n"
        f"            spirit: {spirit}\n"
        f"            replaces: {{special_rules: [{rule}]}}\n"
    )


def _records(loaded: LoadedPack, kind: str) -> list[Record]:
    """The records of ``kind`` in the pack and in every pack it depends on."""
    found = list(loaded.catalog.of_kind(kind))
    for root in dependency_roots(loaded.root) if loaded.root is not None else []:
        found += load_pack(root).catalog.of_kind(kind)
    return found


class X007(Rule):
    __doc__ = (
        "An aspect names a ``spirit`` that does not exist (in the pack or a pack it depends\n"
        "    on), replaces a special rule, innate power or unique power that spirit does not\n"
        "    have, or brings a power card (``unique_powers``) that does not exist.\n\n"
        "        Fail:\n\n"
        f"{_aspect('example-spirit', 'No Such Rule')}{_SPIRIT}\n"
        "        Pass:\n\n"
        f"{_aspect('example-spirit', 'Old Rule')}{_SPIRIT}"
    )
    code = "X007"
    name = "aspect-of-spirit"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        if not loaded.complete:
            return
        aspects = loaded.catalog.of_kind("aspect")
        if not aspects:
            return
        spirits = {str(s.id): s for s in _records(loaded, "spirit") if s.id}
        powers = _records(loaded, "power")
        known = {n.casefold() for p in powers for n in (p.id, p.name) if n}
        for aspect in aspects:
            owner = aspect.get("spirit")
            spirit = spirits.get(owner) if isinstance(owner, str) else None
            if spirit is None:
                guess = suggest(str(owner), list(spirits))
                yield self.diag_at(
                    aspect, ("spirit",), f"aspect of unknown spirit {owner!r}",
                    hint=f"did you mean {guess!r}?" if guess else None,
                )
                continue
            if not isinstance(spirit.data, dict) or not isinstance(aspect.data, dict):
                continue
            for part, i, name in replaced_missing(spirit.data, aspect.data):
                yield self.diag_at(
                    aspect, ("replaces", part, i),
                    f"{spirit.name} has no {part.replace('_', ' ')[:-1]} {name!r}",
                )
            cards = aspect.get("unique_powers")
            for i, card in enumerate(cards if isinstance(cards, list) else []):
                if str(card).casefold() not in known:
                    yield self.diag_at(
                        aspect, ("unique_powers", i), f"no power card named {card!r}"
                    )
