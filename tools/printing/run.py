"""``cardsmith print``: load and lint a pack, choose the records, plan the sheets, write the PDF.

Content with lint errors is not printed: :class:`ContentErrors` carries the diagnostics, as
``cardsmith lint`` reports them.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from cardsmith.tools import registry
from cardsmith.tools.content.loader import LoadedPack, load_pack
from cardsmith.tools.content.packs import find_pack_root
from cardsmith.tools.printing.api import PrintKind, spec_of
from cardsmith.tools.printing.errors import PrintError
from cardsmith.tools.printing.generic import text_face
from cardsmith.tools.printing.layout import MAX_BLEED, LayoutError, paper_size
from cardsmith.tools.printing.pdf import check_output, write_pdf
from cardsmith.tools.printing.sheets import (
    Draw,
    KindPlan,
    Options,
    build_pages,
    page_count,
    plan_kinds,
)
from cardsmith.tools.publish.text import record_name

if TYPE_CHECKING:
    from cardsmith.tools.content.catalog import Catalog, Record
    from cardsmith.tools.diagnostics import Diagnostic
    from cardsmith.tools.publish.plan import SitePlan
    from cardsmith.tools.ruleset import Ruleset

#: progress callback: (phase label, total steps) starts a phase; (None, None) advances it
Progress = Callable[[str | None, int | None], None]

__all__ = ["ContentErrors", "Options", "PrintError", "PrintResult", "print_pack"]


class ContentErrors(PrintError):
    """The pack has lint errors (``diagnostics``); nothing was printed."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        super().__init__(f"{len(diagnostics)} lint errors: fix them first (cardsmith lint)")
        self.diagnostics = diagnostics


@dataclass
class PrintResult:
    """What a print produced: the file, its pages, and each kind's records, pages and grid."""

    out: Path
    pages: int
    kinds: list[KindPlan] = field(default_factory=list)
    seconds: float = 0.0


def _noop(_phase: str | None, _total: int | None) -> None:
    return None


def check_options(options: Options) -> None:
    """Refuse a paper or bleed the layout cannot use."""
    try:
        paper_size(options.paper)
    except LayoutError as exc:
        raise PrintError(str(exc)) from None
    if not 0 <= options.bleed <= MAX_BLEED:
        raise PrintError(f"--bleed must be between 0 and {MAX_BLEED:g} mm (got {options.bleed:g})")


def load_linted(pack: Path) -> tuple[LoadedPack, Ruleset]:
    """Load a pack folder and lint it; :class:`ContentErrors` when lint finds errors."""
    from cardsmith.tools.content.packs import manifest_path
    from cardsmith.tools.diagnostics import sort_diagnostics
    from cardsmith.tools.lint import run_rules

    if not pack.is_dir():
        raise PrintError(f"{pack}: not a pack folder")
    if manifest_path(pack) is None:
        raise PrintError(f"{pack}: not a pack folder (no pack.yaml)")
    try:
        ruleset = registry.for_pack(find_pack_root(pack))
    except registry.RulesetError as exc:
        raise PrintError(str(exc)) from exc
    loaded = load_pack(pack)
    errors = [d for d in run_rules(loaded) if d.severity == "error"]
    if errors:
        raise ContentErrors(sort_diagnostics(errors))
    return loaded, ruleset


def choose(catalog: Catalog, ruleset: Ruleset, query: str | None) -> list[Record]:
    """The pack's own records, or those the query finds (the ``cardsmith search`` language)."""
    from cardsmith.tools.search.api import fields_of
    from cardsmith.tools.search.index import card_index
    from cardsmith.tools.search.query import SearchError, search

    records = [r for r in catalog if not r.context_only]
    if query is None:
        return records
    if not query.strip():
        raise PrintError("--query is empty (leave it out to print the whole pack)")
    fields = fields_of(ruleset)
    try:
        found = search(query, card_index(catalog, fields=fields), fields)
    except SearchError as exc:
        raise PrintError(f"--query: {exc}") from None
    keys = {(e["type"], e["id"], e["name"]) for e in found}
    return [r for r in records if (r.kind, r.id or "", r.name or r.id or "") in keys]


class _Faces:
    """A print kind's face drawing: its own hook, else the pages hook's face, else text."""

    def __init__(self, catalog: Catalog, pack: Path, ruleset: Ruleset) -> None:
        self.catalog, self.pack, self.ruleset = catalog, pack, ruleset
        self._plan: SitePlan | None = None

    def _site_face(self, record: Record) -> str:
        """The pages hook's face (pages built on :class:`BasicPages` have one)."""
        from cardsmith.tools.publish.api import BasicPages
        from cardsmith.tools.publish.plan import SitePlan

        if self._plan is None:
            self._plan = SitePlan.build(self.catalog, [self.pack], self.ruleset)
        site = self._plan.site
        return site.face(self._plan, record) if isinstance(site, BasicPages) else ""

    def __call__(self, spec: PrintKind) -> Draw:
        if spec.face is not None:
            hook = spec.face
            return lambda record: hook(record, self.catalog)
        title = spec.title or spec.kind

        def draw(record: Record) -> str:
            return self._site_face(record) or text_face(record, title, spec.size)

        return draw


def print_pack(pack: Path, out: Path, options: Options,
               progress: Progress = _noop) -> PrintResult:
    """Print the records of ``pack`` (a pack folder) into the PDF ``out``."""
    from cardsmith.tools.publish.plan import pages_of

    started = time.perf_counter()
    check_options(options)
    if options.query is not None and not options.query.strip():
        raise PrintError("--query is empty (leave it out to print the whole pack)")
    check_output(out, probe=True)  # before the (slower) load, and again before writing
    loaded, ruleset = load_linted(pack)
    chosen = choose(loaded.catalog, ruleset, options.query)
    try:
        plans = plan_kinds(spec_of(ruleset), chosen, options, pages_of(ruleset).order)
    except LayoutError as exc:
        raise PrintError(str(exc)) from None
    if not plans:
        what = f"the query {options.query!r} finds" if options.query else "the pack has"
        raise PrintError(f"nothing to print: {what} no records of a kind that prints")
    total = page_count(plans, options.backs)
    pages = build_pages(plans, options, _Faces(loaded.catalog, pack, ruleset), loaded.catalog)
    progress("printing", total)
    manifests = loaded.catalog.of_kind("pack")
    title = record_name(manifests[0]) if manifests else pack.name
    write_pdf(pages, out, title, lambda: progress(None, None))
    return PrintResult(out, len(pages), plans, time.perf_counter() - started)
