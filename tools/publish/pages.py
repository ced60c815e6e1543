"""Building blocks of record and overview pages, for the generic pages and for a ruleset's own.

Every piece of content text (names, ids, counts, printed text, file names) goes through
:func:`~tools.publish.text.md`, in Markdown text, in raw HTML and in attribute values alike;
links to pages use slug paths through :func:`~tools.publish.text.href`. SVG drawings sit in
raw-HTML ``<div>`` blocks (:func:`div`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import PurePosixPath
from typing import TYPE_CHECKING, Any

from cardsmith.tools.content.catalog import Record
from cardsmith.tools.publish.text import front_matter, href, md, record_name, url_of

if TYPE_CHECKING:
    from cardsmith.tools.publish.plan import SitePlan


def ops_block(ops: Any, title: str = "Compiled operations") -> str:
    """A collapsed admonition with the operations as a JSON code block (``title``: Markdown)."""
    body = json.dumps(ops, indent=2, ensure_ascii=True)
    indented = "\n".join("    " + line for line in ["````json", *body.splitlines(), "````"])
    return f'??? note "{title}"\n\n{indented}\n'


def div(html_text: str, cls: str) -> str:
    """A raw-HTML block (Markdown off inside) holding ``html_text``."""
    return f'<div class="{cls}" markdown="0">{html_text}</div>\n'


def set_link(plan: SitePlan, record: Record) -> str:
    """Raw HTML naming the set ``record`` is from, linked to the set's page (``""``: no set)."""
    pack = plan.pack_of(record)
    if pack is None:
        return ""
    name = md(record_name(pack))
    target, page = plan.set_page(pack), plan.page(record)
    if not target or not page:
        return f'<span class="cs-set">{name}</span>'
    up = "../" * len(PurePosixPath(url_of(page)).parts)
    return f'<a class="cs-set" href="{href(up + url_of(target))}">{name}</a>'


def source_line(plan: SitePlan, record: Record) -> str:
    """The set the record is from (a link to the set's page), and its "Source file" (the path
    as escaped text in a raw-HTML block, never a link)."""
    path = md(plan.source_path(record))
    where = set_link(plan, record)
    where = f"Set: {where} · " if where else ""
    return (f'<p class="cs-source" data-search-exclude><small>{where}Source file: '
            f"<code>{path}</code></small></p>\n")


def rendered(record: Record, heading: str = "## Rendered from the effect") -> str:
    """The English rendered from each effect field, one bullet per field (``""``: none)."""
    if not record.english:
        return ""
    lines = [heading, ""]
    lines += [f"- **{md(key)}:** {md(text)}" for key, text in record.english.items()]
    return "\n".join([*lines, ""])


def related_list(plan: SitePlan, page: str, related: Sequence[tuple[Record, str]],
                 heading: str = "## Related cards") -> str:
    """Links to related records, each with why it is related (``""``: none)."""
    if not related:
        return ""
    # kept out of the header search's index (material's search skips data-search-exclude)
    lines = ['<div class="cs-related" data-search-exclude markdown="1">', "", heading, ""]
    lines += [f"- {plan.link(page, other)} — shares {md(why)}" for other, why in related]
    return "\n".join([*lines, "", "</div>"]) + "\n"


def section_index(plan: SitePlan, kind: str, page: str, title: str, intro: str,
                  describe: Callable[[Record], str]) -> str:
    """A list page for a kind: a table with one link per record (``describe``: Markdown)."""
    rows = [front_matter(title, intro), f"# {title}", "", intro, "",
            "| Name | About |", "|---|---|"]
    for record in plan.records(kind):
        rows.append(f"| {plan.link(page, record)} | {describe(record)} |")
    return "\n".join([*rows, ""])
