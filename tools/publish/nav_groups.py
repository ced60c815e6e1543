"""A long list of record pages in the nav, cut into groups of at most :data:`GROUP` pages.

mkdocs-material draws the nav on every page; with ``navigation.prune`` only the items of the
page's own branch are drawn, so a page of a 2,000-card section draws its own group and the
groups' names, not 2,000 links (the cost was every page times every card: a 2,000-card site
took minutes). A group is named by the first letters of its first and last pages (``A–C``); a
group whose name another already has is numbered (``S (2)``). The theme prints nav titles
unescaped: a group's name goes through :func:`~cardsmith.tools.publish.text.md`.
"""

from __future__ import annotations

from typing import Any

from cardsmith.tools.publish.text import md

#: the most pages one nav group lists
GROUP = 40


def grouped(pages: list[tuple[str, str]]) -> list[Any]:
    """``(title, page path)`` pairs in nav order → the paths, or groups of them when there are
    more than :data:`GROUP`."""
    if len(pages) <= GROUP:
        return [path for _, path in pages]
    out: list[Any] = []
    seen: dict[str, int] = {}
    for start in range(0, len(pages), GROUP):
        chunk = pages[start:start + GROUP]
        first, last = _initial(chunk[0][0]), _initial(chunk[-1][0])
        name = first if first == last else f"{first}–{last}"
        seen[name] = seen.get(name, 0) + 1
        label = name if seen[name] == 1 else f"{name} ({seen[name]})"
        out.append({label: [path for _, path in chunk]})
    return out


def _initial(title: str) -> str:
    stripped = title.strip()
    return md(stripped[:1].upper()) if stripped else "?"
