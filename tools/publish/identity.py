"""What a published site calls itself: one short title for the header, the home heading,
every page's title and the link-preview name.

In order: the title asked for (``publish --title``), the ``site: {title: …}`` of the published
packs' ``pack.yaml`` (when they agree), the one pack's name, else the game's name and how many
sets the site holds ("Spirit Island — 6 sets").
"""

from __future__ import annotations

from collections.abc import Sequence

from cardsmith.tools.content.catalog import Record
from cardsmith.tools.publish.text import record_name

#: the longest title a site takes (the header and the tab bar hold it at 1280 px)
MAX_TITLE = 60
#: the title of a site of no pack
NO_PACK = "Card reference"


def pack_site_title(pack: Record) -> str | None:
    """The ``site: {title: …}`` a pack asks for, if any (one lint refuses — too long, a
    control character — is left out, for a caller that publishes past lint)."""
    site = pack.get("site")
    title = site.get("title") if isinstance(site, dict) else None
    if not isinstance(title, str) or title_problem(title) is not None:
        return None
    return " ".join(title.split())


def site_title(packs: Sequence[Record], game: str, asked: str | None = None) -> str:
    """The site's title for the published ``packs`` (their manifests) of the game ``game``."""
    if asked is not None and asked.strip():
        return " ".join(asked.split())
    wanted = {pack_site_title(p) for p in packs} - {None}
    if len(wanted) == 1:
        return str(next(iter(wanted)))
    if len(packs) == 1:
        return record_name(packs[0])
    if not packs:
        return NO_PACK
    return f"{game} — {len(packs)} sets"


def title_problem(title: str) -> str | None:
    """Why ``title`` cannot name a site (``None``: it can)."""
    if not title.strip():
        return "a site title is not empty"
    if len(title) > MAX_TITLE:
        return f"a site title is at most {MAX_TITLE} characters, got {len(title)}"
    if any(ord(ch) < 32 or 127 <= ord(ch) < 160 for ch in title):
        return "a site title holds no control character"
    return None
