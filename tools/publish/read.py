"""Defensive reads of content data for page generators and search-index entries.

A site can be built from content that lint never checked (a library call, a live edit while
serving): any value may have any type (``elements: [5, null]``, ``range: {distance: far}``, a
land numbered ``x``). Each helper returns the type the caller expects, or a neutral value,
and never raises.
"""

from __future__ import annotations

from typing import Any


def as_dict(value: Any) -> dict[Any, Any]:
    """``value`` if it is a mapping, else ``{}``."""
    return value if isinstance(value, dict) else {}


def as_list(value: Any) -> list[Any]:
    """``value`` if it is a list, else ``[]``."""
    return value if isinstance(value, list) else []


def dicts(value: Any) -> list[dict[Any, Any]]:
    """The mappings of a list (other items and a non-list give nothing)."""
    return [x for x in as_list(value) if isinstance(x, dict)]


def as_int(value: Any) -> int | None:
    """``value`` if it is an integer (not a boolean), else ``None``."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def scalar_text(value: Any, default: str = "") -> str:
    """A string, number or boolean as text; ``default`` for ``None``, lists and mappings."""
    if isinstance(value, str):
        return value
    if isinstance(value, int | float):
        return str(value)
    return default


def words(value: Any) -> list[str]:
    """The scalar items of a list as text (``[fire, 5, null, {}]`` → ``["fire", "5"]``)."""
    return [text for x in as_list(value) if (text := scalar_text(x))]
