"""Build the site: mkdocs config, generated docs dir, mkdocs-material build, safe ``--out`` sync.

``publish()`` loads the packs, writes the generated Markdown into a work folder, builds it with
``mkdocs.commands.build.build(load_config(...))`` and moves the result into ``--out``. The output
folder carries a marker file (``.cardsmith-site``) listing what cardsmith wrote: a non-empty
folder without it is refused, and a rebuild only ever deletes or overwrites listed files.
"""

from __future__ import annotations

import json
import shutil
import tempfile
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from mkdocs.commands.build import build
from mkdocs.config import load_config
from mkdocs.plugins import BasePlugin

from tools.content.catalog import Catalog
from tools.content.loader import load_pack
from tools.publish.indexes import generate, nav, reference_pages
from tools.publish.plan import PublishError, SitePlan
from tools.publish.text import meta_text, record_name

MARKER = ".cardsmith-site"
ASSETS = Path(__file__).parent / "assets"
OVERRIDES = ASSETS / "overrides"
STATIC_ASSETS = ("finder.js", "cardsmith.css", "print.css")

#: progress callback: (phase label, total steps or None) starts a phase; (None, None) advances
Progress = Callable[[str | None, int | None], None]


@dataclass
class PublishResult:
    """What a publish produced: page count, file count, seconds, warnings from loading."""

    pages: int
    files: int
    seconds: float
    diagnostics: int


def _noop(_phase: str | None, _total: int | None) -> None:
    return None


def load_catalog(packs: Iterable[Path]) -> tuple[Catalog, int]:
    """Load every pack into one catalog; returns it with the number of diagnostics."""
    catalog, diags = Catalog(), 0
    for root in packs:
        if not root.is_dir():
            raise PublishError(f"{root}: not a pack folder")
        loaded = load_pack(root)
        diags += len(loaded.diagnostics)
        for record in loaded.catalog:
            catalog.add(record)
    return catalog, diags


def mkdocs_config(plan: SitePlan, docs_dir: Path, site_dir: Path,
                  reference: list[str]) -> dict[str, Any]:
    """The mkdocs configuration of a generated site (mkdocs-material, search, palettes)."""
    packs = plan.catalog.of_kind("pack")
    name = " + ".join(record_name(p) for p in packs) or "Card reference"
    return {
        "site_name": meta_text(name),
        "site_description": meta_text(
            " ".join(" ".join(str(p.get("description") or "") for p in packs).split())[:300]),
        "docs_dir": str(docs_dir),
        "site_dir": str(site_dir),
        "use_directory_urls": True,
        "theme": {
            "name": "material",
            "custom_dir": str(OVERRIDES),
            "features": ["navigation.tabs", "navigation.sections", "navigation.top",
                         "navigation.indexes", "search.suggest", "search.highlight",
                         "content.code.copy", "toc.follow"],
            "palette": [
                {"media": "(prefers-color-scheme: light)", "scheme": "default",
                 "primary": "teal", "accent": "deep orange",
                 "toggle": {"icon": "material/weather-night", "name": "Switch to dark mode"}},
                {"media": "(prefers-color-scheme: dark)", "scheme": "slate",
                 "primary": "teal", "accent": "amber",
                 "toggle": {"icon": "material/weather-sunny", "name": "Switch to light mode"}},
            ],
            "icon": {"logo": "material/cards-outline"},
            "font": False,
        },
        "markdown_extensions": [
            "admonition", "attr_list", "md_in_html", "tables", "def_list",
            {"toc": {"permalink": True}}, "pymdownx.details", "pymdownx.superfences",
            {"pymdownx.highlight": {"anchor_linenums": False}}, "pymdownx.inlinehilite",
        ],
        "plugins": ["search"],
        "extra_css": [f"assets/{n}" for n in STATIC_ASSETS if n.endswith(".css")]
        + [f"assets/{n}" for n in plan.site.css],
        "extra_javascript": ["assets/finder.js", *(f"assets/{n}" for n in plan.site.javascript)],
        "nav": nav(plan, reference),
        "validation": {"nav": {"omitted_files": "info", "not_found": "warn"},
                       "links": {"not_found": "warn", "anchors": "info"}},
    }


def write_if_changed(path: Path, content: str | bytes) -> bool:
    """Write a file only when its content differs (keeps live reload from looping)."""
    data = content.encode("utf-8") if isinstance(content, str) else content
    if path.is_file() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def write_docs(plan: SitePlan, docs_dir: Path, progress: Progress = _noop) -> list[str]:
    """Generate every page and asset into ``docs_dir``; stale generated files are removed."""
    files = list(generate(plan))
    progress("Generating pages", len(files))
    written: set[str] = set()
    for rel_path, content in files:
        write_if_changed(docs_dir / rel_path, content)
        written.add(rel_path)
        progress(None, None)
    for folder in [ASSETS, *([plan.site.assets] if plan.site.assets else [])]:
        for asset in sorted(folder.rglob("*")):
            rel_asset = asset.relative_to(folder).as_posix()
            if asset.is_file() and not rel_asset.startswith("overrides/"):
                write_if_changed(docs_dir / "assets" / rel_asset, asset.read_bytes())
                written.add(f"assets/{rel_asset}")
    for old in sorted(docs_dir.rglob("*"), reverse=True):
        rel_old = old.relative_to(docs_dir).as_posix()
        if old.is_file() and rel_old not in written:
            old.unlink()
        elif old.is_dir() and not any(old.iterdir()):
            old.rmdir()
    return sorted(p for p in written if p.endswith(".md"))


def prepare(packs: list[Path], workdir: Path, site_dir: Path,
            progress: Progress = _noop, extra: dict[str, Any] | None = None) -> tuple[Path, int,
                                                                                      int]:
    """Load packs, write the docs dir and ``mkdocs.yml`` into ``workdir``.

    Returns ``(config path, page count, diagnostics)``.
    """
    progress("Loading packs", None)
    catalog, diags = load_catalog(packs)
    plan = SitePlan.build(catalog, packs)
    docs_dir = workdir / "docs"
    pages = write_docs(plan, docs_dir, progress)
    reference = [p for p, _ in reference_pages()]
    config = mkdocs_config(plan, docs_dir, site_dir, reference)
    config.update(extra or {})
    config_path = workdir / "mkdocs.yml"
    write_if_changed(config_path, yaml.safe_dump(config, sort_keys=False, allow_unicode=True))
    return config_path, len(pages), diags


class _ProgressPlugin(BasePlugin):  # type: ignore[type-arg, no-untyped-call]
    """Reports each page mkdocs writes to a :data:`Progress` callback."""

    def __init__(self, progress: Progress, pages: int) -> None:
        super().__init__()
        self.progress = progress
        self.pages = pages

    def on_pre_build(self, config: Any) -> None:
        self.progress("Building with mkdocs-material", self.pages)

    def on_post_page(self, output: str, page: Any, config: Any) -> str:
        self.progress(None, None)
        return output


def build_site(config_path: Path, progress: Progress = _noop, pages: int = 0,
               strict: bool = False) -> None:
    """``mkdocs build`` of a generated config (through mkdocs' Python API)."""
    config = load_config(config_file=str(config_path), strict=strict)
    config.plugins["cardsmith-progress"] = _ProgressPlugin(progress, pages)
    config.plugins.on_startup(command="build", dirty=False)
    try:
        build(config)
    finally:
        config.plugins.on_shutdown()


def read_marker(out: Path) -> list[str] | None:
    """The files listed in ``out``'s marker; ``None`` when ``out`` must be refused."""
    if not out.exists():
        return []
    if not out.is_dir():
        raise PublishError(f"{out}: exists and is not a folder")
    marker = out / MARKER
    if not marker.is_file() or marker.is_symlink():
        if any(out.iterdir()):
            return None
        return []
    try:
        files = json.loads(marker.read_text(encoding="utf-8")).get("files", [])
    except (ValueError, AttributeError, OSError):
        files = []
    return [f for f in files if isinstance(f, str)]


def _inside(root: Path, rel_path: str) -> Path | None:
    target = (root / rel_path).resolve()
    return target if target.is_relative_to(root.resolve()) and rel_path else None


def sync_out(built: Path, out: Path, previous: list[str]) -> int:
    """Move a built site into ``out``: delete/overwrite only files of the previous manifest."""
    new = sorted(p.relative_to(built).as_posix() for p in built.rglob("*") if p.is_file())
    owned = set(previous)
    conflicts = [p for p in new if p not in owned and (out / p).exists()]
    if conflicts:
        raise PublishError(f"{out}: would overwrite files cardsmith did not write: "
                           f"{', '.join(conflicts[:5])}")
    out.mkdir(parents=True, exist_ok=True)
    manifest = {"generator": "cardsmith publish", "files": new}
    (out / MARKER).write_text(json.dumps(manifest, indent=0), encoding="utf-8")
    for stale in sorted(owned - set(new), reverse=True):
        target = _inside(out, stale)
        if target is not None and target.is_file():
            target.unlink()
            parent = target.parent
            while parent != out.resolve() and parent.is_dir() and not any(parent.iterdir()):
                parent.rmdir()
                parent = parent.parent
    for rel_path in new:
        dest = out / rel_path
        dest.parent.mkdir(parents=True, exist_ok=True)
        (built / rel_path).replace(dest)
    return len(new)


def publish(packs: list[Path], out: Path, progress: Progress = _noop,
            strict: bool = False) -> PublishResult:
    """Generate and build the site of ``packs`` into ``out`` (see the module docstring)."""
    start = time.perf_counter()
    previous = read_marker(out)
    if previous is None:
        raise PublishError(f"{out}: not empty and has no {MARKER} marker; "
                           "refusing to write into it (choose an empty or new folder)")
    parent = out.resolve().parent
    parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=".cardsmith-build-", dir=parent))
    try:
        config_path, pages, diags = prepare(packs, work, work / "site", progress)
        build_site(config_path, progress, pages, strict=strict)
        progress("Writing the site", None)
        files = sync_out(work / "site", out, previous)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return PublishResult(pages, files, time.perf_counter() - start, diags)


def serve(packs: list[Path], dev_addr: str = "127.0.0.1:8000", open_browser: bool = False) -> None:
    """``mkdocs serve`` of the packs' site; content edits regenerate pages and reload."""
    from mkdocs.commands.serve import serve as mkdocs_serve

    work = Path(tempfile.mkdtemp(prefix="cardsmith-serve-"))
    try:
        (work / "cardsmith-serve.json").write_text(
            json.dumps({"packs": [str(p.resolve()) for p in packs]}), encoding="utf-8")
        hook = str(Path(__file__).with_name("serve_hook.py"))
        config_path, _, _ = prepare(packs, work, work / "site", extra={"hooks": [hook]})
        mkdocs_serve(config_file=str(config_path), livereload=True,
                     watch=[str(p.resolve()) for p in packs], dev_addr=dev_addr,
                     open_in_browser=open_browser)
    finally:
        shutil.rmtree(work, ignore_errors=True)
