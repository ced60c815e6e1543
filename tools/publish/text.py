"""Text helpers for generated Markdown: escaping, slugs, front matter, relative links.

Content text never reaches a page unescaped, and there is one way for it to get there:
:func:`md` turns it into inert text for Markdown *and* HTML *and* SVG/XML (every character
Markdown, ``attr_list`` or HTML could read as syntax becomes a numeric character reference).
The same text is safe in a Markdown paragraph or table cell, in a raw-HTML block, inside a
quoted attribute value (:func:`attr`) and inside inline SVG, whatever the Markdown parser makes
of the HTML around it: a ``[l](x)`` written into an ``aria-label`` can no longer become a link
whose quotes end the attribute. Link targets are site paths built from slugs and go through
:func:`href` (percent-encoded, so never a ``javascript:`` URL); no Markdown link is ever built
from content text. :func:`front_matter` writes titles and descriptions HTML-escaped with
:func:`meta_text`, because the theme prints ``page.meta`` values verbatim (outside Markdown).
"""

from __future__ import annotations

import hashlib
import html
import json
import re
import unicodedata
from pathlib import PurePosixPath
from typing import Any
from urllib.parse import quote

from cardsmith.tools.content.catalog import Record
from cardsmith.tools.terminal import CONTROL_CHARACTERS

#: characters with a meaning in Markdown, its extensions (attr_list ``{: }``, tables ``|``,
#: admonitions ``!!!``/``???``) or HTML; each becomes a numeric character reference
_SPECIAL = set("\\`*_{}[]()#+-.!|~<>&\"':=^$%@")


def md(text: Any) -> str:
    """Content text for a page: shows exactly ``text`` (whitespace collapsed), never markup.

    Safe as Markdown inline text, as raw-HTML or SVG text and inside a quoted HTML/XML
    attribute value: the result contains none of ``_SPECIAL`` except inside ``&#N;``, and no
    control character (lint refuses them; one that gets here is spelled out, ``\\x1b``).
    """
    out = []
    for ch in " ".join(str(text).split()):
        if ch in _SPECIAL:
            out.append(f"&#{ord(ch)};")
        elif CONTROL_CHARACTERS.match(ch):  # lint refuses them (S015): spelled, never raw
            out.append("&#92;" + _spelled(ch)[1:])
        else:
            out.append(ch)
    return "".join(out)


def _spelled(ch: str) -> str:
    """A character as Python spells it in a string (``\\x1b``, ``\\ud800``)."""
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def attr(text: Any) -> str:
    """A double-quoted attribute value (with its quotes) for HTML or SVG: ``"…"``."""
    return f'"{md(text)}"'


#: characters a site path may keep as they are in :func:`href`; everything else is %-encoded
_URL_SAFE = "/-._~"


def href(url: str) -> str:
    """A relative site URL for an ``href`` or a Markdown link target.

    Percent-encodes everything but letters, digits and ``/-._~``: no quote, bracket,
    parenthesis, space or ``:`` survives, so the result is inert in an attribute, cannot end a
    Markdown link and can never carry a scheme such as ``javascript:``.
    """
    return quote(url, safe=_URL_SAFE)


def meta_text(text: Any) -> str:
    """HTML-escape text for values the theme prints outside Markdown (front-matter title and
    description, ``site_name``). Never for page bodies: use :func:`md` there."""
    text = CONTROL_CHARACTERS.sub(lambda m: _spelled(m.group()), " ".join(str(text).split()))
    return html.escape(text, quote=True)


#: the longest slug (ASCII characters, so bytes): the page's folder (``cards/<slug>/``) and its
#: Markdown file (``<slug>.md``, ``<slug>-2.md`` when two names meet) stay far below the 255
#: bytes a file name may have, whatever the name's length
MAX_SLUG = 120
#: hexadecimal digits of the hash that ends a shortened slug
_HASH_DIGITS = 10


def slugify(text: str) -> str:
    """``Call of the Dahan Ways`` → ``call-of-the-dahan-ways`` (ASCII, hyphens, never empty).

    The one function that makes a site file name from a content name. A slug longer than
    :data:`MAX_SLUG` is cut and ends with a hash of the whole ``text``: stable from build to
    build, and two long names sharing their start still get two slugs. A slug is its own slug.
    """
    norm = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    slug = re.sub(r"[^a-z0-9]+", "-", norm.lower()).strip("-")
    if len(slug) <= MAX_SLUG:
        return slug or "untitled"
    data = text.encode("utf-8", "surrogatepass")
    digest = hashlib.blake2b(data, digest_size=_HASH_DIGITS // 2).hexdigest()
    return slug[: MAX_SLUG - _HASH_DIGITS - 1].rstrip("-") + "-" + digest


def front_matter(title: str, description: str, **extra: Any) -> str:
    """YAML front matter (JSON-quoted scalars) with HTML-escaped ``title``/``description``
    (the description cut before escaping, so no character reference is cut in half)."""
    short = " ".join(str(description).split())[:300]
    meta = {"title": meta_text(title), "description": meta_text(short), **extra}
    lines = ["---", *(f"{k}: {json.dumps(v)}" for k, v in meta.items()), "---", ""]
    return "\n".join(lines)


def rel(from_page: str, to_page: str) -> str:
    """Relative Markdown link between two docs-dir paths (``cards/a.md`` → ``../spirits/b.md``)."""
    start = PurePosixPath(from_page).parent
    target = PurePosixPath(to_page)
    up = len(start.parts)
    common = 0
    for a, b in zip(start.parts, target.parts, strict=False):
        if a != b:
            break
        common += 1
    parts = [".."] * (up - common) + list(target.parts[common:])
    return "/".join(parts)


def url_of(page: str) -> str:
    """The site URL (directory style, relative to the root) of a docs-dir page."""
    if page == "index.md":
        return ""
    stem = page[: -len(".md")]
    if stem.endswith("/index"):
        stem = stem[: -len("/index")]
    return stem + "/"


def record_name(record: Record) -> str:
    """Display name of a record (its name, else its id)."""
    return record.name or record.id or "(unnamed)"
