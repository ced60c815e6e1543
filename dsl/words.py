"""The words of the core's counts and ``per`` clauses, shared by the canonical printer and the
English renderer (they differ only where a style says so: ``(max 2)`` / ``(max. 2)``)."""

from __future__ import annotations

from collections.abc import Callable

from . import ast as A

__all__ = ["count_words", "per_words", "plural_after"]


def count_words(c: A.Count) -> str | None:
    """The words of a count before its noun (``up to 2``, ``any number of``); ``None`` for a
    kind the core does not know."""
    rounding = f"(round {c.rounding or 'down'}) of"
    words = {
        "exact": f"{c.n}",
        "up_to": f"up to {c.n}",
        "all": "all",
        "any_number": "any number of",
        "half": f"half {rounding}",
        "up_to_half": f"up to half {rounding}",
    }
    return words.get(c.kind)


def plural_after(c: A.Count) -> bool:
    """Whether the noun after the count is plural (``1 card``, ``2 cards``, ``all cards``)."""
    return c.n != 1 if c.kind in ("exact", "up_to") else True


def per_words(per: A.Per | None, term: Callable[[A.Node], str], max_mark: str) -> str:
    """`` per [N ]QUERY[ past the first][ (MAX_MARK N)]``, or nothing without a ``per``."""
    if per is None:
        return ""
    every = f"{per.divisor} " if per.divisor is not None else ""
    text = f" per {every}{term(per.query)}"
    if per.beyond is not None:
        text += " past the first"
    if per.max is not None:
        text += f" ({max_mark} {per.max})"
    return text
