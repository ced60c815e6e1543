"""A spirit played with an aspect: the spirit's record with what the aspect replaces swapped for
what it brings.

:func:`with_aspect` is a pure transform of plain records (data and compiled ops, keyed by unit as
``compile_record`` names them): every part downstream — setup, the round, the bots, scenarios —
sees only a spirit. The aspect's ``replaces`` names special rules and innate powers (by name)
and unique powers (by the id the spirit lists); the aspect's own entries take the place of the
first replaced one (appended when nothing of that part is replaced), the rest keep their order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardsmith.dsl.ir import Ops

__all__ = ["PARTS", "replaced_missing", "with_aspect"]

#: the parts of a spirit an aspect may replace, and the unit prefix of their compiled ops
PARTS = ("special_rules", "innates", "unique_powers")


def _label(entry: Any) -> str:
    """The name an entry is replaced by: a rule's or innate's ``name``, a card's id."""
    if isinstance(entry, Mapping):
        return str(entry.get("name", "")).casefold()
    return str(entry).casefold()


def _wanted(aspect: Mapping[str, Any], part: str) -> set[str]:
    replaces = aspect.get("replaces")
    names = replaces.get(part) if isinstance(replaces, Mapping) else None
    return {str(n).casefold() for n in names or []}


def replaced_missing(
    spirit: Mapping[str, Any], aspect: Mapping[str, Any]
) -> list[tuple[str, int, str]]:
    """``(part, index, name)`` of each name in the aspect's ``replaces`` the spirit does not
    have."""
    found: list[tuple[str, int, str]] = []
    replaces = aspect.get("replaces")
    for part in PARTS:
        names = replaces.get(part) if isinstance(replaces, Mapping) else None
        have = {_label(e) for e in spirit.get(part) or []}
        for i, name in enumerate(names or []):
            key = str(name).casefold()
            if key not in have:
                found.append((part, i, str(name)))
    return found


def _swap(
    own: Sequence[Any], brought: Sequence[Any], wanted: set[str]
) -> list[tuple[str, int, Any]]:
    """The new entries of one part as ``(source, old index, entry)``, source ``spirit`` or
    ``aspect``."""
    out: list[tuple[str, int, Any]] = []
    placed = False
    for i, entry in enumerate(own):
        if _label(entry) in wanted:
            if not placed:
                out += [("aspect", j, e) for j, e in enumerate(brought)]
                placed = True
            continue
        out.append(("spirit", i, entry))
    if not placed:
        out += [("aspect", j, e) for j, e in enumerate(brought)]
    return out


def with_aspect(
    spirit: Mapping[str, Any],
    spirit_ops: Mapping[str, Ops],
    aspect: Mapping[str, Any],
    aspect_ops: Mapping[str, Ops],
) -> tuple[dict[str, Any], dict[str, Ops]]:
    """The record (data, ops) of ``spirit`` played with ``aspect``: its special rules, innate
    powers and unique powers with the replaced ones swapped for the aspect's, the compiled units
    ``special_rules[i]`` / ``innates[i]`` renumbered to match; ``aspect`` holds the aspect's id."""
    data = dict(spirit)
    ops = {k: v for k, v in spirit_ops.items() if not k.startswith(("special_rules[", "innates["))}
    for part in PARTS:
        entries = _swap(
            list(spirit.get(part) or []), list(aspect.get(part) or []), _wanted(aspect, part)
        )
        data[part] = [entry for _, _, entry in entries]
        if part == "unique_powers":
            continue
        for new, (source, old, _) in enumerate(entries):
            unit = f"{part}[{old}]"
            held = spirit_ops if source == "spirit" else aspect_ops
            if unit in held:
                ops[f"{part}[{new}]"] = list(held[unit])
    data["aspect"] = str(aspect.get("id", ""))
    return data, ops
