"""X rules every ruleset shares: ids and names repeated across the files of a pack, and the
packs a pack depends on.

A ruleset's own X rules (an owner that must exist, lists that must match…) are its
``lint_rules``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.loader import LoadedPack
from cardsmith.tools.content.packs import locate_dependency
from cardsmith.tools.diagnostics import Diagnostic
from cardsmith.tools.lint import Rule, register


def _groups(loaded: LoadedPack, kinds: Iterable[str] | None = None) -> dict[str, list[Record]]:
    wanted = None if kinds is None else set(kinds)
    groups: dict[str, list[Record]] = {}
    for r in loaded.catalog:
        if not r.context_only and (wanted is None or r.kind in wanted):
            groups.setdefault(r.kind, []).append(r)
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
    """Two records of the same kind share an id.

    Fail:

        # file: cards/a.yaml
        kind: card
        id: grab
        name: Card A
        cost: 1
        text: Take 2 red.
        effect: take 2 red
        # file: cards/b.yaml
        kind: card
        id: grab
        name: Card B
        cost: 1
        text: Take 2 red.
        effect: take 2 red

    Pass:

        # file: cards/a.yaml
        kind: card
        id: card-a
        name: Card A
        cost: 1
        text: Take 2 red.
        effect: take 2 red
        # file: cards/b.yaml
        kind: card
        id: card-b
        name: Card B
        cost: 1
        text: Take 2 red.
        effect: take 2 red
    """

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
    """Two records of a named kind (powers, spirits, fear cards…) share a name, in any case.

    A kind is named when its ``ContentKind.named`` is set: its names identify its records.

    Fail:

        # file: cards/a.yaml
        kind: card
        id: card-a
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 2 red
        # file: cards/b.yaml
        kind: card
        id: card-b
        name: GRAB
        cost: 1
        text: Take 2 red.
        effect: take 2 red

    Pass:

        # file: cards/a.yaml
        kind: card
        id: card-a
        name: Card A
        cost: 1
        text: Take 2 red.
        effect: take 2 red
        # file: cards/b.yaml
        kind: card
        id: card-b
        name: Card B
        cost: 1
        text: Take 2 red.
        effect: take 2 red
    """

    code = "X002"
    name = "duplicate-name"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        kinds = loaded.ruleset.kinds if loaded.ruleset is not None else ()
        for records in _groups(loaded, (k.name for k in kinds if k.named)).values():
            for r, first in _repeats(records, lambda r: (r.name or "").strip().casefold()):
                yield self.diag_at(
                    r, ("name",), f"duplicate name {r.name!r} (also in {_first(first, 'name')})"
                )


@register
class X006(Rule):
    """A pack named under ``depends`` in ``pack.yaml`` cannot be found.

    A dependency is a pack cardsmith ships (by its id: ``horizons``, ``base-game``,
    ``branch-and-claw`` …) or a sibling folder of the pack whose ``pack.yaml`` has that id.
    The position is the entry's ``id``.

    Fail:

        # file: pack.yaml
        id: example
        name: Example
        version: 1.0.0
        ruleset: tiny
        depends: [{id: no-such-pack, version: ">=1.0.0"}]

    Pass:

        # file: pack.yaml
        id: example
        name: Example
        version: 1.0.0
        ruleset: tiny
        depends: []
    """

    code = "X006"
    name = "missing-dependency"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        for r in loaded.catalog:
            if r.kind != "pack" or not isinstance(r.data, dict):
                continue
            depends = r.data.get("depends")
            near = r.path.parent
            for i, dep in enumerate(depends if isinstance(depends, list) else []):
                dep_id = dep.get("id") if isinstance(dep, dict) else None
                if isinstance(dep_id, str) and locate_dependency(dep_id, near) is None:
                    yield self.diag_at(
                        r,
                        ("depends", i, "id"),
                        f"depends on the pack {dep_id!r}, which cannot be found",
                        hint="put that pack's folder beside this one, or remove the entry",
                    )
