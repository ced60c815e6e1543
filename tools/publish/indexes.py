"""The core's pages (home, card finder, the sets, the ruleset's reference docs), the nav, and
:func:`generate`, which produces every file of a site's docs dir with the ruleset's pages hook.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import quote_plus

from cardsmith.tools.content.catalog import Record
from cardsmith.tools.publish.ogimage import OG_FILE, og_png
from cardsmith.tools.publish.plan import PublishError, SitePlan
from cardsmith.tools.publish.text import attr, front_matter, href, md, record_name, rel, url_of
from cardsmith.tools.search.index import card_index

#: the page of the ruleset's rules (``Ruleset.rules``)
RULES_PAGE = "rules.md"


def rules_page(path: Path) -> str:
    """The ruleset's rules file as a page: its own Markdown (the ruleset's, not content), with
    front matter from its first heading."""
    text = path.read_text(encoding="utf-8")
    first = next((line[2:].strip() for line in text.splitlines() if line.startswith("# ")),
                 "Rules")
    return front_matter(first, "The rules as this ruleset implements them.") + text


def home_page(plan: SitePlan) -> str:
    """The landing page: pack description, counts, entry points and the search syntax."""
    packs = plan.published_packs
    title = plan.title
    description = " ".join(str(p.get("description") or "") for p in packs)
    finder = plan.finder.finder
    lines = [front_matter(title, description or "Rules reference"), f"# {md(title)}", "",
             md(description), "", '<div class="grid cards" markdown>', ""]
    for section in plan.site.sections:
        n = len(plan.records(section.kind))
        lines.append(f"- **[{section.home_label}]({section.index_page})** · {n}")
    lines += [f"- **[Card finder](finder.md)** · {finder.blurb}",
              f"- **[Sets]({plan.sets_index})** · {set_count(len(packs))}", "", "</div>", ""]
    if finder.example:
        link = f"finder.md?q={quote_plus(finder.link_example)}" if finder.link_example else (
            "finder.md")
        lines += ["## Search in one line", "",
                  f"Try the [card finder]({link}): "
                  f"[`{finder.example}`](finder.md?q={quote_plus(finder.example)}).", ""]
    return "\n".join(lines)


def set_count(n: int) -> str:
    """``1 set``, ``6 sets``."""
    return f"{n} set" if n == 1 else f"{n} sets"


def set_summary(plan: SitePlan, pack: Record) -> str:
    """How many records of each section a set has (``Power cards: 26 · Spirits: 8``)."""
    return " · ".join(f"{md(section.title)}: {len(records)}"
                      for section, records in plan.set_records(pack)) or "no pages"


def set_page(plan: SitePlan, pack: Record, page: str) -> str:
    """A set's page: its name and description, then its records by section, each linked."""
    name = record_name(pack)
    description = " ".join(str(pack.get("description") or "").split())
    lines = [front_matter(name, description or f"The records of the set {name}."),
             f"# {md(name)}", ""]
    if description:
        lines += [md(description), ""]
    lines += [f"{set_summary(plan, pack)} · [every set]({rel(page, plan.sets_index)})", ""]
    for section, records in plan.set_records(pack):
        lines += [f"## {md(section.title)}", ""]
        lines += [f"- {plan.link(page, record)}" for record in records]
        lines.append("")
    return "\n".join(lines)


def sets_index_page(plan: SitePlan) -> str:
    """The list of the sets: one row per published pack, linked to its page, with counts."""
    packs = plan.published_packs
    intro = (f"The {set_count(len(packs))} this site is built from: each set's page lists "
             "its records.")
    rows = [front_matter("Sets", intro), "# Sets", "", intro, "", "| Set | Records |", "|---|---|"]
    for pack in packs:
        target = plan.set_page(pack)
        label = md(record_name(pack))
        link = f"[{label}]({href(rel(plan.sets_index, target))})" if target else label
        rows.append(f"| {link} | {set_summary(plan, pack)} |")
    return "\n".join([*rows, ""])


def set_picker(plan: SitePlan) -> str:
    """The finder's set select when several packs are published (``""``: one pack). Picking
    one writes ``set:<id>`` into the query (``finder.js``), so the URL keeps it."""
    packs = plan.published_packs
    if len(packs) < 2:
        return ""
    options = "".join(f"<option value={attr(str(p.id or '').lower())}>{md(record_name(p))}"
                      "</option>" for p in packs)
    return (f'<label>Set <select id="cs-set"><option value="">all sets</option>{options}'
            "</select></label> ")


def finder_page(plan: SitePlan) -> str:
    """The card finder: query box, live results (``finder.js``) and the syntax table."""
    finder = plan.finder.finder
    help_rows = list(finder.help)
    if len(plan.published_packs) > 1:
        ids = ", ".join(f"<code>set:{md(str(p.id or '').lower())}</code>"
                        for p in plan.published_packs)
        help_rows.insert(len(help_rows) - 1 if help_rows else 0,
                         (ids, "records of a pack (its id, or words of its name)"))
    rows = "\n".join(f"| {term} | {meaning} |" for term, meaning in help_rows)
    return "\n".join([
        front_matter("Card finder", finder.description),
        "# Card finder", "",
        finder.intro, "",
        # mkdocs-material opens its own search for ?q= (and drops it on close): move the query
        # aside before the theme's bundle runs; finder.js reads it and puts it back in the URL.
        '<script>(function(){var u=new URL(window.location.href);if(u.searchParams.has("q")){'
        'window.__csQuery=u.searchParams.get("q");u.searchParams.delete("q");'
        'history.replaceState(history.state,"",u.href);}})();</script>', "",
        '<div id="cs-finder" class="cs-finder" data-root="../" markdown="0">'
        '<form id="cs-form" class="cs-form" role="search" aria-label="Card finder">'
        '<input id="cs-q" class="cs-q" type="search" autocomplete="off" spellcheck="false" '
        f'placeholder={attr(finder.placeholder)} aria-label="Card query">'
        f'<div class="cs-controls">{set_picker(plan)}<label>Sort <select id="cs-sort">'
        '<option value="name">name</option><option value="cost">cost</option>'
        '<option value="kind">kind</option></select></label> '
        '<label>View <select id="cs-view"><option value="list">list</option>'
        '<option value="grid">faces</option></select></label> '
        '<button type="button" id="cs-random" class="md-button">Random</button></div></form>'
        '<p id="cs-status" class="cs-status" aria-live="polite"></p>'
        '<ul id="cs-results" class="cs-results"></ul></div>', "",
        "## Query syntax", "\n| Term | Meaning |\n|---|---|\n" + rows + "\n",
    ])


def reference_pages(docs_dir: Path | None) -> Iterator[tuple[str, Path]]:
    """``(site path, file)`` for each file of the ruleset's docs folder (``Ruleset.docs``),
    copied under ``reference/`` (sorted; hidden files skipped). No folder: no reference pages.

    Only the pack's own ruleset's docs: a site of one game never carries another game's pages
    (nor the toolkit's guides in ``docs/``)."""
    if docs_dir is None or not docs_dir.is_dir():
        return
    for path in sorted(docs_dir.rglob("*")):
        rel = path.relative_to(docs_dir)
        if path.is_file() and not any(part.startswith(".") for part in rel.parts):
            yield f"reference/{rel.as_posix()}", path


def nav(plan: SitePlan, reference: list[str]) -> list[Any]:
    """The mkdocs ``nav``: home, finder, the ruleset's sections, the reference docs."""
    out: list[Any] = ["index.md", {"Card finder": "finder.md"}]
    if plan.rules is not None:
        out.append({"Rules": RULES_PAGE})
    out += [{s.title: plan.site.nav(plan, s)} for s in plan.site.sections]
    sets = [plan.set_page(p) for p in plan.published_packs]
    out.append({"Sets": [plan.sets_index, *(p for p in sets if p)]})
    docs = [p for p in reference if p.endswith(".md")]
    if docs:
        out.append({"Reference": docs})
    return out


def _inert_json(data: Any) -> str:
    """JSON with no raw ``<``, ``>`` or ``&`` (inert even if someone pastes it into HTML)."""
    text = json.dumps(data, ensure_ascii=True)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def _record_page(plan: SitePlan, record: Record) -> str:
    """The ruleset's page of a record; its failure is a :class:`PublishError` naming the file."""
    try:
        return plan.site.record_page(plan, record)
    except Exception as exc:  # a ruleset's bug on content lint did not check
        raise PublishError(f"{record.path}: the ruleset's page of this record failed: "
                           f"{type(exc).__name__}: {exc}") from exc


#: the file name of a record's face, next to its page
FACE_FILE = "face.svg"


def _face(plan: SitePlan, record: Record) -> str:
    """The ruleset's stand-alone SVG face of a record (``""``: none)."""
    face = getattr(plan.site, "face", None)
    if face is None:
        return ""
    try:
        svg = face(plan, record)
    except Exception as exc:  # a ruleset's bug on content lint did not check
        raise PublishError(f"{record.path}: the ruleset's face of this record failed: "
                           f"{type(exc).__name__}: {exc}") from exc
    return svg if isinstance(svg, str) and svg.startswith("<svg") else ""


def is_side_file(rel_path: str) -> bool:
    """Whether a generated file is a face or an OpenGraph image next to a record page."""
    return rel_path.rsplit("/", 1)[-1] in (FACE_FILE, OG_FILE) and rel_path.count("/") >= 2


def with_image(text: str, image: str = FACE_FILE) -> str:
    """A page with ``image: og.png`` (a file next to it) in its front matter: the OpenGraph
    image (``main.html`` gives a PNG its type and size)."""
    end = text.find("\n---\n", 3) if text.startswith("---\n") else -1
    if end < 0:
        return text
    return f'{text[:end]}\nimage: "{image}"{text[end:]}'


#: the header search's boost of a record page (cards rank before the reference docs)
RECORD_BOOST = 4


def searchable(text: str, boost: float | None = None) -> str:
    """A page for the header search: its drawings (``<svg``) out of the index, and a boost
    in its front matter."""
    text = text.replace("<svg ", "<svg data-search-exclude ")
    end = text.find("\n---\n", 3) if boost is not None and text.startswith("---\n") else -1
    if end < 0:
        return text
    return f'{text[:end]}\nsearch: {{"boost": {boost:g}}}{text[end:]}'


#: where a record page wants its download line (else it goes at the end)
DOWNLOADS_MARK = "<!-- cs-downloads -->"


def with_downloads(text: str, page: str) -> str:
    """The page with its take-away line: the face as SVG and PNG (drawn by the browser from
    the SVG, ``cardsmith.js``), and the site's data export."""
    up = "../" * (page.count("/") + 1)
    name = attr(PurePosixPath(page).stem + ".svg")  # the card's own name, not face.svg
    line = (
        '<p class="cs-downloads" data-search-exclude markdown="0">Download: '
        f'<a href="{FACE_FILE}" download={name}>face (SVG)</a> · '
        f'<button type="button" class="cs-png md-button" data-svg="{FACE_FILE}">face (PNG)'
        f'</button> · <a href="{up}assets/cards.json">every card (JSON)</a></p>\n'
    )
    if DOWNLOADS_MARK in text:
        return text.replace(DOWNLOADS_MARK, line, 1)
    return text + "\n" + line


def _index_pages(plan: SitePlan) -> list[tuple[str, str]]:
    try:
        return list(plan.site.index_pages(plan))
    except Exception as exc:  # a ruleset's bug on content lint did not check
        raise PublishError(f"the ruleset's overview pages failed: "
                           f"{type(exc).__name__}: {exc}") from exc


def generate(plan: SitePlan) -> Iterator[tuple[str, str | bytes]]:
    """Every generated file of the docs dir as ``(path, text or bytes)``, pages first.

    A ruleset hook that fails raises :class:`PublishError` (never its own exception)."""
    faces: dict[str, str] = {}  # record page -> the site URL of its face
    for section in plan.site.sections:
        for record in plan.records(section.kind):
            page = plan.page(record)
            if not page:
                continue
            text = _record_page(plan, record)
            face = _face(plan, record)
            if face:
                # the face as a file next to the page (``cards/x/face.svg``), its OpenGraph image
                yield page[: -len(".md")] + "/" + FACE_FILE, face
                # and rasterised for link unfurlers (cached by the SVG's hash)
                yield page[: -len(".md")] + "/" + OG_FILE, og_png(face)
                faces[page] = url_of(page) + FACE_FILE
                text = with_downloads(with_image(text, OG_FILE), page)
            yield page, searchable(text, RECORD_BOOST)
    yield "index.md", home_page(plan)
    yield "finder.md", finder_page(plan)
    yield plan.sets_index, searchable(sets_index_page(plan))
    for pack in plan.published_packs:
        if target := plan.set_page(pack):
            yield target, searchable(set_page(plan, pack, target))
    if plan.rules is not None:
        yield RULES_PAGE, searchable(rules_page(plan.rules))
    yield from ((path, searchable(text)) for path, text in _index_pages(plan))

    def record_url(record: Record) -> str | None:
        page = plan.page(record)
        return url_of(page) if page else None

    entries = card_index(plan.catalog, record_url, plan.finder)
    by_url = {url: face for page, face in faces.items() if (url := url_of(page))}
    for entry in entries:  # the finder's grid of faces
        entry["face"] = by_url.get(str(entry.get("url")), "")
    yield "assets/cards.json", _inert_json(entries)
    yield "assets/search.json", _inert_json(plan.finder.to_json())
    for site_path, path in reference_pages(plan.docs):
        yield site_path, path.read_bytes()
