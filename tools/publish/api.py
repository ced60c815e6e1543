"""The pages hook of a ruleset: what a game adds to the generated site (:class:`SitePages`, the
``pages=`` of a ruleset).

The core builds the site around it: the home page, the card finder, the reference docs, the
nav frame, the search index (``cards.json``, whose entries the ruleset's search hook shapes),
escaping, slugs and the mkdocs build. The hook says which content kinds get pages and where
(:class:`Section`), writes each record's page and the overview pages, and ships static files
(icons, CSS, JS). :class:`BasicPages` is a complete generic implementation — a page per record
with its facts, printed text, rendered effects, compiled operations and source file, and a list
page per section — which a ruleset subclasses to draw its own pages, or gets without writing
any code when its ``pages`` hook is ``None``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from cardsmith.tools.publish import pages as blocks
from cardsmith.tools.publish.nav_groups import grouped
from cardsmith.tools.publish.text import front_matter, md, record_name, slugify

if TYPE_CHECKING:
    from cardsmith.tools.content.catalog import Record
    from cardsmith.tools.publish.plan import SitePlan
    from cardsmith.tools.ruleset import ContentKind


@dataclass(frozen=True, kw_only=True)
class Section:
    """The site section of one content kind: its record pages, overview page and nav entry."""

    #: the content kind (:attr:`cardsmith.tools.ruleset.ContentKind.name`)
    kind: str
    #: the folder of its record pages (``cards`` → ``cards/<slug>/``)
    folder: str
    #: the nav label
    title: str
    #: the label of its link on the home page (default: ``title``)
    label: str = ""
    #: its overview page (default: ``<folder>/index.md``)
    index: str = ""

    @property
    def home_label(self) -> str:
        """The home page's label of the section."""
        return self.label or self.title

    @property
    def index_page(self) -> str:
        """The docs-dir path of the section's overview page."""
        return self.index or f"{self.folder}/index.md"


class SitePages(Protocol):
    """What the site generator asks a ruleset (every method gets the :class:`SitePlan`)."""

    @property
    def sections(self) -> Sequence[Section]:
        """The sections, in nav order; records of other kinds get no page."""
        ...

    @property
    def assets(self) -> Path | None:
        """A folder copied into the site's ``assets/`` (``icons/<name>.svg``: the finder's
        icons)."""
        ...

    @property
    def css(self) -> Sequence[str]:
        """Files of ``assets`` linked from every page as style sheets."""
        ...

    @property
    def javascript(self) -> Sequence[str]:
        """Files of ``assets`` loaded by every page as scripts."""
        ...

    def slug(self, record: Record) -> str:
        """The page name of a record (made unique by the plan)."""
        ...

    def order(self, kind: str, records: list[Record]) -> list[Record]:
        """The records of a kind in list order (they come sorted by name)."""
        ...

    def record_page(self, plan: SitePlan, record: Record) -> str:
        """The page of a record: front matter and Markdown (content through ``md``)."""
        ...

    def index_pages(self, plan: SitePlan) -> Iterable[tuple[str, str]]:
        """Overview pages as ``(docs-dir path, text)``: each section's index and any more."""
        ...

    def nav(self, plan: SitePlan, section: Section) -> list[Any]:
        """The mkdocs nav entries of a section (pages, or ``{label: [pages]}`` groups)."""
        ...

    def face(self, plan: SitePlan, record: Record) -> str:
        """The record's face as a stand-alone SVG (``""``: none). The generator writes it next
        to the page (``cards/x/face.svg``), offers it as SVG and PNG, and makes it the page's
        OpenGraph image; a page may place ``<!-- cs-downloads -->`` for the download line."""
        ...


class BasicPages:
    """Generic pages for the given sections; override any method to draw a game's own.

    The smaller hooks are used by :meth:`record_page` and may be overridden alone:
    :meth:`title`, :meth:`description`, :meth:`face` (an SVG drawing of the record),
    :meth:`facts` and :meth:`related`.
    """

    def __init__(self, sections: Sequence[Section], *, assets: Path | None = None,
                 css: Sequence[str] = (), javascript: Sequence[str] = ()) -> None:
        self.sections = tuple(sections)
        self.assets = assets
        self.css = tuple(css)
        self.javascript = tuple(javascript)

    @classmethod
    def from_kinds(cls, kinds: Sequence[ContentKind]) -> BasicPages:
        """A section per content kind: folder = its plural, label = its title."""
        return cls([Section(kind=k.name, folder=k.plural or k.name,
                            title=k.title or (k.plural or k.name).title()) for k in kinds])

    # --- the protocol ---------------------------------------------------------------------

    def slug(self, record: Record) -> str:
        return slugify(record.name or record.id or record.kind)

    def order(self, kind: str, records: list[Record]) -> list[Record]:
        return records

    def record_page(self, plan: SitePlan, record: Record) -> str:
        page = plan.page(record) or ""
        name = self.title(record)
        face = self.face(plan, record)
        # spaces between: the header search's snippet reads "Cost 1 Kind card", not "Cost1Kind…"
        facts = " ".join(f"<dt>{md(k)}</dt> <dd>{md(v)}</dd>" for k, v in self.facts(record))
        parts = [front_matter(name, self.description(record), kind=record.kind),
                 f"# {md(name)}\n"]
        if face or facts:
            parts += ['<div class="cs-card-layout" markdown="0">', face,
                      f'<dl class="cs-facts">{facts}</dl>' if facts else "", "</div>\n",
                      "<!-- cs-downloads -->\n"]
        text = record.get("text")
        if isinstance(text, str) and text:
            parts += ["## Printed text", "", f'<p class="cs-printed">{md(text)}</p>', ""]
        parts.append(blocks.rendered(record))
        parts += [blocks.ops_block(ops, f"Compiled operations: {md(key)}")
                  for key, ops in record.ops.items()]
        parts.append(blocks.source_line(plan, record))
        parts.append(blocks.related_list(plan, page, self.related(plan, record)))
        return "\n".join(parts)

    def index_pages(self, plan: SitePlan) -> Iterable[tuple[str, str]]:
        for section in self.sections:
            yield section.index_page, blocks.section_index(
                plan, section.kind, section.index_page, section.title,
                f"Every record of the pack: {section.title.lower()}.", self.about)

    def nav(self, plan: SitePlan, section: Section) -> list[Any]:
        pages = [(record_name(r), p) for r in plan.records(section.kind) if (p := plan.page(r))]
        return [section.index_page, *grouped(pages)]

    # --- the parts of the generic record page --------------------------------------------

    def title(self, record: Record) -> str:
        """The record's page title."""
        return record_name(record)

    def description(self, record: Record) -> str:
        """The page's description (link previews): the printed text, else the kind."""
        return str(record.get("text") or record.kind)

    def face(self, plan: SitePlan, record: Record) -> str:
        """An inline SVG drawing of the record, through :mod:`tools.publish.svg` (``""``)."""
        return ""

    def facts(self, record: Record) -> list[tuple[str, str]]:
        """Label/value pairs beside the face: the record's short top-level values."""
        skip = {"id", "name", "text", "effect"}
        data = record.data if isinstance(record.data, dict) else {}
        return [(str(key).replace("_", " ").capitalize(), str(value))
                for key, value in data.items()
                if key not in skip and isinstance(value, str | int | float)
                and len(str(value)) < 60]

    def related(self, plan: SitePlan, record: Record) -> list[tuple[Record, str]]:
        """Records to link from the page, each with why (``[]``: none)."""
        return []

    def about(self, record: Record) -> str:
        """The section index's "About" cell of a record (Markdown through ``md``)."""
        return md(" ".join(str(record.get("text") or "").split())[:120])
