"""Build the site: mkdocs config, generated docs dir, mkdocs-material build, safe ``--out`` sync.

``publish()`` loads the packs, writes the generated Markdown into a work folder (in the system's
temporary folder, removed on every exit, SIGTERM included), builds it with
``mkdocs.commands.build.build(load_config(...))`` and moves the result into ``--out``. The output
folder carries a marker file (``.cardsmith-site``) listing what cardsmith wrote: a non-empty
folder without it is refused, and a rebuild only ever deletes or overwrites listed files. Every
write and deletion is checked on its resolved path: nothing is written or deleted through a
symlink that leads out of ``--out``.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from mkdocs.commands.build import build
from mkdocs.config import load_config
from mkdocs.plugins import BasePlugin

from cardsmith.tools.content.catalog import Catalog
from cardsmith.tools.content.loader import load_pack
from cardsmith.tools.content.record_cache import RecordCache
from cardsmith.tools.publish.cleanup import temporary_folder
from cardsmith.tools.publish.gate import Checked, check_packs
from cardsmith.tools.publish.indexes import generate, is_side_file, nav, reference_pages
from cardsmith.tools.publish.plan import PublishError, SitePlan
from cardsmith.tools.publish.text import meta_text

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


class ContentRefused(PublishError):
    """Content with lint errors, refused before publishing (``checked`` has the diagnostics)."""

    def __init__(self, checked: Checked) -> None:
        super().__init__(f"{len(checked.errors)} lint errors")
        self.checked = checked


def load_catalog(packs: Iterable[Path], use_cache: bool = True) -> tuple[Catalog, int]:
    """Load every pack into one catalog; returns it with the number of diagnostics.

    ``use_cache``: unchanged files come from lint's record cache
    (:mod:`cardsmith.tools.content.record_cache`), as in ``cardsmith lint``."""
    catalog, diags = Catalog(), 0
    packs = list(packs)
    check_pack_folders(packs)
    for root in packs:
        cache = RecordCache(root) if use_cache else None
        loaded = load_pack(root, cache)
        if cache is not None:
            cache.save()
        diags += len(loaded.diagnostics)
        for record in loaded.catalog:
            catalog.add(record)
    return catalog, diags


def mkdocs_config(plan: SitePlan, docs_dir: Path, site_dir: Path,
                  reference: list[str]) -> dict[str, Any]:
    """The mkdocs configuration of a generated site (mkdocs-material, search, palettes)."""
    packs = plan.published_packs
    return {
        "site_name": meta_text(plan.title),
        "site_description": meta_text(
            " ".join(" ".join(str(p.get("description") or "") for p in packs).split())[:300]),
        "docs_dir": str(docs_dir),
        "site_dir": str(site_dir),
        "use_directory_urls": True,
        "theme": {
            "name": "material",
            "custom_dir": str(OVERRIDES),
            # prune: each page draws its own branch of the nav, not every page's link
            "features": ["navigation.tabs", "navigation.sections", "navigation.top",
                         "navigation.indexes", "navigation.prune", "search.suggest",
                         "search.highlight", "content.code.copy", "toc.follow"],
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


def write_assets(plan: SitePlan, docs_dir: Path) -> set[str]:
    """The core's and the ruleset's static assets (stylesheets, scripts, icons) into
    ``docs_dir/assets``; returns their paths in the docs dir."""
    written: set[str] = set()
    for folder in [ASSETS, *([plan.site.assets] if plan.site.assets else [])]:
        for asset in sorted(folder.rglob("*")):
            rel_asset = asset.relative_to(folder).as_posix()
            if asset.is_file() and not rel_asset.startswith("overrides/"):
                write_if_changed(docs_dir / "assets" / rel_asset, asset.read_bytes())
                written.add(f"assets/{rel_asset}")
    return written


def write_docs(plan: SitePlan, docs_dir: Path, progress: Progress = _noop,
               side: list[tuple[str, str | bytes]] | None = None) -> list[str]:
    """Generate every page and asset into ``docs_dir``; stale generated files are removed.

    ``side``: collects the files next to record pages (faces, OpenGraph images) instead of
    writing them; :func:`publish` writes them into the built site (mkdocs would only copy
    them, one folder each)."""
    files = list(generate(plan))
    progress("Generating pages", len(files))
    written: set[str] = set()
    for rel_path, content in files:
        progress(None, None)
        if side is not None and is_side_file(rel_path):
            side.append((rel_path, content))
            continue
        write_if_changed(docs_dir / rel_path, content)
        written.add(rel_path)
    written.update(write_assets(plan, docs_dir))
    for old in sorted(docs_dir.rglob("*"), reverse=True):
        rel_old = old.relative_to(docs_dir).as_posix()
        if old.is_file() and rel_old not in written:
            old.unlink()
        elif old.is_dir() and not any(old.iterdir()):
            old.rmdir()
    return sorted(p for p in written if p.endswith(".md"))


def prepare(packs: list[Path], workdir: Path, site_dir: Path,
            progress: Progress = _noop, extra: dict[str, Any] | None = None,
            checked: Checked | None = None,
            side: list[tuple[str, str | bytes]] | None = None,
            title: str | None = None) -> tuple[Path, int, int]:
    """Load packs, write the docs dir and ``mkdocs.yml`` into ``workdir``.

    ``checked``: the packs already loaded (and linted) by :func:`tools.publish.gate.check_packs`;
    ``side``: see :func:`write_docs`; ``title``: the site's title when one is asked for.
    Returns ``(config path, page count, diagnostics)``.
    """
    progress("Loading packs", None)
    plan, diags = site_plan(packs, checked, title)
    pages = write_docs(plan, workdir / "docs", progress, side)
    return write_config(plan, workdir, site_dir, extra), len(pages), diags


def site_plan(packs: list[Path], checked: Checked | None = None,
              title: str | None = None) -> tuple[SitePlan, int]:
    """The plan of the packs' site (loaded now, or the ``checked`` ones) and the number of
    diagnostics of loading them."""
    if checked is None:
        catalog, diags = load_catalog(packs)
    else:
        catalog, diags = checked.catalog(), len(checked.diagnostics)
    return SitePlan.build(catalog, packs, title=title), diags


def write_config(plan: SitePlan, workdir: Path, site_dir: Path,
                 extra: dict[str, Any] | None = None) -> Path:
    """``workdir/mkdocs.yml`` of the plan (docs dir ``workdir/docs``), written when changed."""
    reference = [p for p, _ in reference_pages(plan.docs)]
    config = mkdocs_config(plan, workdir / "docs", site_dir, reference)
    config.update(extra or {})
    config_path = workdir / "mkdocs.yml"
    write_if_changed(config_path, yaml.safe_dump(config, sort_keys=False, allow_unicode=True))
    return config_path


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


def escaped_site_name(config: Any) -> Any:
    """The config with its ``site_name`` (written HTML-escaped, :func:`meta_text`) marked as
    such: the theme prints it raw in most places but through ``| e`` in the logo's tooltip,
    which would escape it twice (``Dice &amp;amp; Dragons``); Jinja leaves markup as it is."""
    from markupsafe import Markup

    config["site_name"] = Markup(str(config["site_name"]))
    return config


def build_site(config_path: Path, progress: Progress = _noop, pages: int = 0,
               strict: bool = False) -> None:
    """``mkdocs build`` of a generated config (through mkdocs' Python API)."""
    config = escaped_site_name(load_config(config_file=str(config_path), strict=strict))
    config.plugins["cardsmith-progress"] = _ProgressPlugin(progress, pages)
    config.plugins.on_startup(command="build", dirty=False)
    try:
        build(config)
    finally:
        config.plugins.on_shutdown()


def read_marker(out: Path) -> list[str] | None:
    """The files listed in ``out``'s marker; ``None`` when ``out`` must be refused."""
    if out.is_symlink() and not out.exists():
        raise PublishError(f"{out}: a symlink to nowhere (or a loop); choose a folder")
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
    """The resolved ``root / rel_path`` when it stays inside ``root`` (a symlink loop: never)."""
    try:
        target = (root / rel_path).resolve()
        inside = target.is_relative_to(root.resolve())
    except (OSError, RuntimeError):  # a symlink loop
        return None
    return target if inside and rel_path else None


def _write_target(out: Path, rel_path: str) -> Path:
    """``out / rel_path`` when writing there stays inside ``out`` (resolved: no symlink on the
    way, the file itself included, leads outside); :class:`PublishError` otherwise."""
    dest = out / rel_path
    if _inside(out, rel_path) is None:
        raise PublishError(f"{out}: {rel_path} leads out of the folder through a symlink "
                           f"(or a symlink loop); refusing to write through it")
    return dest


def _move(source: Path, dest: Path) -> None:
    """Move a built file into place (a copy when the temporary folder is on another disk)."""
    try:
        source.replace(dest)
    except OSError:
        tmp = dest.with_name(f".{dest.name}.cardsmith-tmp")
        if os.path.lexists(tmp):
            tmp.unlink()
        shutil.copyfile(source, tmp)
        tmp.replace(dest)


def sync_out(built: Path, out: Path, previous: list[str]) -> int:
    """Move a built site into ``out``: delete/overwrite only files of the previous manifest,
    never through a symlink leading out of ``out`` (refused before anything is written)."""
    new = sorted(p.relative_to(built).as_posix() for p in built.rglob("*") if p.is_file())
    owned = set(previous)
    conflicts = [p for p in new if p not in owned and os.path.lexists(out / p)]
    if conflicts:
        raise PublishError(f"{out}: would overwrite files cardsmith did not write: "
                           f"{', '.join(conflicts[:5])}")
    for rel_path in [MARKER, *new]:
        _write_target(out, rel_path)
    out.mkdir(parents=True, exist_ok=True)
    manifest = {"generator": "cardsmith publish", "files": new}
    _write_target(out, MARKER).write_text(json.dumps(manifest, indent=0), encoding="utf-8")
    for stale in sorted(owned - set(new), reverse=True):
        target = _inside(out, stale)
        if target is not None and target.is_file():
            target.unlink()
            parent = target.parent
            while parent != out.resolve() and parent.is_dir() and not any(parent.iterdir()):
                parent.rmdir()
                parent = parent.parent
    moved: set[str] = set()
    for folder in _new_folders(built, out, new):  # a folder new to ``out``: one rename
        if _move_folder(built / folder, _write_target(out, folder)):
            moved.add(folder + "/")
    for rel_path in new:
        if any(rel_path.startswith(folder) for folder in moved):
            continue
        dest = _write_target(out, rel_path)
        dest.parent.mkdir(parents=True, exist_ok=True)
        _move(built / rel_path, _write_target(out, rel_path))
    return len(new)


def _new_folders(built: Path, out: Path, files: list[str]) -> list[str]:
    """The outermost folders of the built site that do not exist in ``out`` yet (sorted)."""
    folders: list[str] = []
    for rel_path in files:
        parts = rel_path.split("/")[:-1]
        for depth in range(1, len(parts) + 1):
            folder = "/".join(parts[:depth])
            if folders and (folder == folders[-1] or folder.startswith(folders[-1] + "/")):
                break
            if not os.path.lexists(out / folder):
                folders.append(folder)
                break
    return sorted(set(folders))


def _move_folder(source: Path, dest: Path) -> bool:
    """Rename a whole built folder into ``out`` (``False``: another disk, or it appeared)."""
    if os.path.lexists(dest):
        return False
    dest.parent.mkdir(parents=True, exist_ok=True)
    try:
        source.rename(dest)
    except OSError:
        return False
    return True


def check_pack_folders(packs: Iterable[Path]) -> None:
    """:class:`PublishError` unless every path is a folder."""
    for root in packs:
        if not root.is_dir():
            raise PublishError(f"{root}: not a pack folder")


def lint_gate(packs: list[Path]) -> Checked:
    """The packs loaded and linted; :class:`ContentRefused` when they have errors. What is
    published is checked — the records; the scenario files are not resolved against them
    (``cardsmith lint`` and ``cardsmith test`` do: a site does not show them)."""
    check_pack_folders(packs)
    checked = check_packs(packs, scenarios=False)
    if not checked.ok:
        raise ContentRefused(checked)
    return checked


def publish(packs: list[Path], out: Path, progress: Progress = _noop,
            strict: bool = False, check: bool = False,
            checked: Checked | None = None, site_url: str | None = None,
            title: str | None = None) -> PublishResult:
    """Generate and build the site of ``packs`` into ``out`` (see the module docstring).

    With ``check``, content with lint errors is refused first (:class:`ContentRefused`, its
    ``checked`` has the diagnostics) — what ``cardsmith publish`` does; ``checked``: the packs
    as :func:`lint_gate` already loaded and checked them. ``site_url``: where the site will be
    served (mkdocs' ``site_url``): pages then name absolute ``og:url`` and ``og:image`` URLs,
    as link unfurlers need; ``title``: the site's name (:mod:`cardsmith.tools.publish.identity`)."""
    start = time.perf_counter()
    previous = read_marker(out)
    if previous is None:
        raise PublishError(f"{out}: not empty and has no {MARKER} marker; "
                           "refusing to write into it (choose an empty or new folder)")
    if checked is None and check:
        checked = lint_gate(packs)
    with temporary_folder("cardsmith-build-") as work:
        side: list[tuple[str, str | bytes]] = []
        extra = {"site_url": site_url.rstrip("/") + "/"} if site_url else None
        config_path, pages, diags = prepare(packs, work, work / "site", progress, extra=extra,
                                            checked=checked, side=side, title=title)
        build_site(config_path, progress, pages, strict=strict)
        for rel_path, content in side:
            write_if_changed(work / "site" / rel_path, content)
        progress("Writing the site", None)
        try:
            files = sync_out(work / "site", out, previous)
        except OSError as exc:
            raise PublishError(f"{out}: cannot write the site: {exc}") from exc
    return PublishResult(pages, files, time.perf_counter() - start, diags)
