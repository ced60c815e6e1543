"""mkdocs hook of the repository's own site (``mkdocs.yml``): every ruleset's docs, in its folder.

A ruleset keeps the pages about its game — its effect language, engine, notations — in its own
folder (``Ruleset.docs``, e.g. ``rulesets/<game>/docs/``), not in the toolkit's ``docs/``. This
hook (``hooks:`` in ``mkdocs.yml``) adds each installed ruleset's pages to the site under the
ruleset's name (``<name>/dsl.md``), so the toolkit's guides link them as
``[the effect language](<name>/dsl.md)``, names their nav section with the ruleset's title, and
has ``mkdocs serve`` watch the folders. The pages are read where they are: nothing is copied.

A published card site (``cardsmith publish``) carries the same folder as its Reference tab
(:func:`cardsmith.tools.publish.indexes.reference_pages`).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from mkdocs.structure.files import File, Files
from mkdocs.structure.nav import Navigation, Section

from cardsmith.tools import registry


def ruleset_docs() -> Iterator[tuple[str, str, Path]]:
    """``(site folder, title, docs folder)`` of each installed ruleset that has docs, by name."""
    for name, ruleset in sorted(registry.discover().items()):
        if ruleset.docs is not None and ruleset.docs.is_dir():
            yield name, ruleset.title, ruleset.docs


def doc_files(docs_dir: Path) -> Iterator[tuple[str, Path]]:
    """``(path relative to the folder, file)`` of each file of a docs folder (sorted; hidden
    files skipped)."""
    for path in sorted(docs_dir.rglob("*")):
        rel = path.relative_to(docs_dir)
        if path.is_file() and not any(part.startswith(".") for part in rel.parts):
            yield rel.as_posix(), path


def on_files(files: Files, config: Any) -> Files:
    """Add each ruleset's docs under ``<ruleset name>/``."""
    for folder, _title, docs_dir in ruleset_docs():
        for rel, path in doc_files(docs_dir):
            files.append(File.generated(config, f"{folder}/{rel}", abs_src_path=str(path)))
    return files


def on_nav(nav: Navigation, config: Any, files: Files) -> Navigation:
    """Title each ruleset's nav section with the ruleset's title (not its folder name)."""
    titles = {folder: title for folder, title, _ in ruleset_docs()}
    for item in nav.items:
        if isinstance(item, Section):
            first = next(iter(_pages(item)), None)
            folder = first.file.src_uri.split("/", 1)[0] if first is not None else None
            if folder in titles:
                item.title = titles[folder]
    return nav


def _pages(section: Section) -> Iterator[Any]:
    for child in section.children:
        if isinstance(child, Section):
            yield from _pages(child)
        elif getattr(child, "file", None) is not None:
            yield child


def on_serve(server: Any, config: Any, builder: Any) -> Any:
    """``mkdocs serve`` rebuilds when a ruleset's page changes."""
    for _folder, _title, docs_dir in ruleset_docs():
        server.watch(str(docs_dir))
    return server
