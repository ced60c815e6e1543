"""The site's URL plan: every published record with its page path, and the ruleset hooks
(:class:`~tools.publish.api.SitePages`, :class:`~tools.search.api.SearchFields`) that draw the
pages of the packs' game."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardsmith.tools import registry
from cardsmith.tools.content.catalog import Catalog, Record
from cardsmith.tools.content.packs import find_pack_root
from cardsmith.tools.publish.api import BasicPages, Section, SitePages
from cardsmith.tools.publish.identity import site_title
from cardsmith.tools.publish.text import href, md, rel, slugify
from cardsmith.tools.ruleset import Ruleset
from cardsmith.tools.search.api import SearchFields, fields_of

#: the folder of the set pages (one per published pack) and their overview (``sets/index.md``);
#: the next name when a ruleset's section has taken it
SET_FOLDERS = ("sets", "card-sets", "set-pages")


class PublishError(RuntimeError):
    """A refused or failed publish (unsafe ``--out``, a pack that does not load, ...)."""


def ruleset_of(packs: Iterable[Path]) -> Ruleset:
    """The one ruleset of the packs (each pack's ``pack.yaml``; the default without one)."""
    found: dict[str, Ruleset] = {}
    try:
        for root in packs:
            ruleset = registry.for_pack(find_pack_root(root))
            found[ruleset.name] = ruleset
        if not found:
            ruleset = registry.for_pack(None)
            found[ruleset.name] = ruleset
    except registry.RulesetError as exc:
        raise PublishError(str(exc)) from exc
    if len(found) > 1:
        raise PublishError(f"one site shows one game: the packs use the rulesets "
                           f"{', '.join(sorted(found))}")
    return next(iter(found.values()))


def pages_of(ruleset: Ruleset) -> SitePages:
    """The ruleset's pages hook, or the generic pages of the content kinds it declares."""
    if ruleset.pages is not None:
        return ruleset.pages
    return BasicPages.from_kinds(ruleset.kinds)


@dataclass
class SitePlan:
    """Every record of the published packs with its page path (``<folder>/<slug>.md``)."""

    catalog: Catalog
    packs: list[Path] = field(default_factory=list)
    #: the ruleset's pages hook and search keys
    site: SitePages = field(default_factory=lambda: BasicPages(()))
    finder: SearchFields = field(default_factory=SearchFields)
    pages: dict[int, str] = field(default_factory=dict)
    #: the game's name (the ruleset's title) and the site title asked for (``--title``)
    game: str = ""
    asked_title: str | None = None
    #: the ruleset's rules page (``Ruleset.rules``), published as ``rules.md``
    rules: Path | None = None
    #: the ruleset's reference pages (``Ruleset.docs``), published under ``reference/``
    docs: Path | None = None
    #: each published pack's set page (``id`` of its manifest → ``sets/<slug>.md``)
    set_pages: dict[int, str] = field(default_factory=dict)
    #: the folder of the set pages
    set_folder: str = SET_FOLDERS[0]
    #: each record's set (``id`` of the record → its pack's manifest), filled as asked
    _sets: dict[int, Record | None] = field(default_factory=dict, repr=False)
    _roots: dict[Path, Record] | None = field(default=None, repr=False)
    #: the published records of each kind in order, sorted once (``records`` is asked per page)
    _ordered: dict[str, list[Record]] = field(default_factory=dict, repr=False)
    #: what a ruleset's pages hook computes once per site (keyed by the hook's own names)
    memo: dict[Any, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def build(cls, catalog: Catalog, packs: list[Path],
              ruleset: Ruleset | None = None, title: str | None = None) -> SitePlan:
        """Assign each record a unique slug page in its section, in a stable order.

        The hook's slug goes through :func:`~tools.publish.text.slugify` once more, so no hook
        can name a file that is too long (or not a plain name). ``ruleset``: the packs' game
        (default: the one their ``pack.yaml`` names); ``title``: the site's title when one is
        asked for (see :mod:`cardsmith.tools.publish.identity`)."""
        ruleset = ruleset or ruleset_of(packs)
        plan = cls(catalog, packs, pages_of(ruleset), fields_of(ruleset), game=ruleset.title,
                   asked_title=title, rules=ruleset.rules, docs=ruleset.docs)
        folders = {s.kind: s.folder for s in plan.site.sections}
        taken: set[str] = set()
        for record in sorted(catalog, key=lambda r: (r.kind, (r.name or r.id or "").lower())):
            folder = folders.get(record.kind)
            if folder is None or record.context_only:
                continue
            base = slugify(plan.site.slug(record))
            slug, n = base, 2
            while f"{folder}/{slug}" in taken or slug == "index":
                slug, n = f"{base}-{n}", n + 1
            taken.add(f"{folder}/{slug}")
            plan.pages[id(record)] = f"{folder}/{slug}.md"
        plan.set_folder = next((f for f in SET_FOLDERS if f not in folders.values()),
                               f"{SET_FOLDERS[0]}-{len(folders)}")
        used: set[str] = set()
        for pack in plan.published_packs:
            base = slugify(str(pack.id or pack.name or pack.path.parent.name))
            slug, n = base, 2
            while slug in used or slug == "index":
                slug, n = f"{base}-{n}", n + 1
            used.add(slug)
            plan.set_pages[id(pack)] = f"{plan.set_folder}/{slug}.md"
        return plan

    @property
    def published_packs(self) -> list[Record]:
        """The manifests of the published packs (not those loaded for context only)."""
        return [p for p in self.catalog.of_kind("pack") if not p.context_only]

    @property
    def title(self) -> str:
        """The site's title: header, home heading, page titles, link previews."""
        return site_title(self.published_packs, self.game, self.asked_title)

    def page(self, record: Record) -> str | None:
        """The docs-dir page of a record (``None`` for kinds without pages)."""
        return self.pages.get(id(record))

    def records(self, kind: str) -> list[Record]:
        """Published records of a kind, in the ruleset's order (default: by name)."""
        if kind not in self._ordered:
            found = [r for r in self.catalog.of_kind(kind) if id(r) in self.pages]
            found.sort(key=lambda r: ((r.name or r.id or "").lower(), r.id or ""))
            self._ordered[kind] = self.site.order(kind, found)
        return list(self._ordered[kind])

    def section(self, kind: str) -> Section | None:
        """The site section of a content kind."""
        return next((s for s in self.site.sections if s.kind == kind), None)

    def link(self, from_page: str, record: Record, label: str | None = None) -> str:
        """A Markdown link to a record's page (escaped label, slug-built target), or the plain
        label."""
        text = md(label if label is not None else record.name or record.id or "?")
        target = self.page(record)
        return f"[{text}]({href(rel(from_page, target))})" if target else text

    def pack_of(self, record: Record) -> Record | None:
        """The manifest of the published pack ``record`` comes from (its set): the
        ``pack.yaml`` of the nearest folder above its file, as the finder's ``set:``."""
        key = id(record)
        if key not in self._sets:
            if self._roots is None:
                self._roots = {p.path.parent.resolve(): p for p in self.published_packs}
            roots = self._roots
            self._sets[key] = next((roots[folder] for folder in record.path.resolve().parents
                                    if folder in roots), None)
        return self._sets[key]

    @property
    def sets_index(self) -> str:
        """The docs-dir page listing the sets."""
        return f"{self.set_folder}/index.md"

    def set_page(self, pack: Record) -> str | None:
        """The docs-dir page of a published pack's set."""
        return self.set_pages.get(id(pack))

    def set_records(self, pack: Record) -> list[tuple[Section, list[Record]]]:
        """The records with pages of a set, by section (in nav order; empty ones left out)."""
        out = []
        for section in self.site.sections:
            found = [r for r in self.records(section.kind) if self.pack_of(r) is pack]
            if found:
                out.append((section, found))
        return out

    def source_path(self, record: Record) -> str:
        """The record's file relative to its pack folder (``powers/minor/x.yaml``)."""
        for root in self.packs:
            try:
                return f"{root.name}/{record.path.resolve().relative_to(root.resolve()).as_posix()}"
            except ValueError:
                continue
        return record.path.name

