"""``cardsmith serve``: the site with live reload, and what a content edit does to it.

:func:`serve` writes the generated site into a temporary work folder (``cardsmith-serve-*``,
removed on every exit, SIGTERM included) and serves it with mkdocs' ``LiveReloadServer``: the
home page at once, the whole site a moment later (:class:`LiveSite`). A watched content file
that changes makes the server call :meth:`LiveSite.rebuild`: the packs are loaded again and,
when lint finds no error, the pages are rewritten and what changed is built again; an edit that
makes the content invalid keeps the last good site and logs the diagnostics instead. A request
for a path that holds a NUL or another control character (``GET /%00``, which mkdocs answers
with a 500 and a traceback) is answered ``400 Bad Request`` before mkdocs sees it
(:func:`guarded`).
"""

from __future__ import annotations

import contextlib
import ipaddress
import logging
import multiprocessing
import re
import signal
import sys
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from mkdocs.plugins import BasePlugin

from cardsmith.tools.publish.cleanup import temporary_folder, terminate_as_interrupt
from cardsmith.tools.publish.gate import Checked, check_packs, diagnostics_text, refusal
from cardsmith.tools.publish.plan import PublishError, SitePlan
from cardsmith.tools.publish.text import url_of
from cardsmith.tools.terminal import CONTROL_CHARACTERS

log = logging.getLogger("mkdocs.cardsmith")


def parse_dev_addr(text: str) -> tuple[str, int]:
    """``IP:PORT`` (or ``localhost:PORT``, ``[v6]:PORT``) → ``(host, port)``; port 1..65535.

    Raises :class:`ValueError` with a one-line reason."""
    host, sep, port_text = text.rpartition(":")
    if not sep or not host:
        raise ValueError(f"{text!r} is not IP:PORT (e.g. 127.0.0.1:8000)")
    if host != "localhost":
        bare = host[1:-1] if host.startswith("[") and host.endswith("]") else host
        try:
            ipaddress.ip_address(bare)
        except ValueError:
            raise ValueError(f"{host!r} is not an IP address (or localhost)") from None
    if (not (port_text.isascii() and port_text.isdigit()) or len(port_text) > 5
            or not 1 <= int(port_text) <= 65535):
        raise ValueError(f"port {port_text!r} is not a number from 1 to 65535")
    return host, int(port_text)


def serve(packs: list[Path], dev_addr: str = "127.0.0.1:8000", open_browser: bool = False,
          check: bool = False, title: str | None = None) -> None:
    """Serve the packs' site with live reload (mkdocs' ``LiveReloadServer``); content edits
    regenerate the pages and rebuild what changed (:class:`LiveSite`).

    With ``check``, content with lint errors is refused before serving
    (:class:`~cardsmith.tools.publish.site.ContentRefused`) and live edits are checked too."""
    from mkdocs.livereload import LiveReloadServer

    from cardsmith.tools.publish.site import lint_gate

    try:
        host, port = parse_dev_addr(dev_addr)
    except ValueError as exc:
        raise PublishError(f"--dev-addr: {exc}") from None
    checked = lint_gate(packs) if check else None
    with temporary_folder("cardsmith-serve-") as work:
        url = f"http://{host if ':' not in host else f'[{host}]'}:{port}/"
        site = LiveSite(work, packs, check=check, title=title, url=url)
        site.build_home_page(checked)
        server = LiveReloadServer(builder=site.rebuild, host=host, port=port,
                                  root=str(site.root))
        app = server.get_app()
        if app is not None:
            server.set_app(guarded(app))
        server.error_handler = site.error_page
        for pack in packs:
            server.watch(str(pack.resolve()))
        reloads = work / "reloads"  # a file written here reloads the browsers
        reloads.mkdir()
        server.watch(str(reloads))
        # the whole site is built by a forked process (the server answers meanwhile, on its
        # own core); then it is served and the browsers reload (a change in a watched folder)
        builder = multiprocessing.get_context("fork").Process(
            target=_whole_site, args=(site,), name="cardsmith-whole-site", daemon=True)
        builder.start()
        stopping = threading.Event()

        def adopt() -> None:
            builder.join()
            if builder.exitcode == 0 and not stopping.is_set():
                site.adopt_whole_site()
                server.root = str(site.root)
                with contextlib.suppress(OSError):  # serve is ending: the folder is going
                    (reloads / "built").write_text("whole site\n", encoding="utf-8")

        threading.Thread(target=adopt, name="cardsmith-adopt-site", daemon=True).start()
        with terminate_as_interrupt():  # Ctrl-C, SIGTERM: the server stops, the folder goes
            try:
                server.serve(open_in_browser=open_browser)  # type: ignore[no-untyped-call]
            except KeyboardInterrupt:
                log.info("Shutting down...")
            finally:
                stopping.set()
                server.shutdown()
                builder.terminate()
                builder.join()


def _whole_site(site: LiveSite) -> None:
    """The forked builder: the whole site, or its error logged (exit status 1). Ctrl-C is the
    parent's to answer; the parent stops it with SIGTERM (no traceback either way)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    try:
        site.build_whole_site()
    except (PublishError, OSError) as exc:
        log.error(f"serve: the site could not be built ({exc}); the home page stays")
        sys.exit(1)


class LiveSite:
    """The site ``serve`` shows, built in two steps so that its first page comes at once: the
    home page alone (every other page left out, the nav whole), then, in the background, the
    whole site into a folder of its own, which the server then serves. A content edit
    regenerates the pages (only files whose text changed are written): nothing changed, no
    build; one page changed and the nav the same, that page alone is built again (mkdocs'
    dirty build, the search index kept by the theme's search plugin); else the whole site."""

    def __init__(self, work: Path, packs: list[Path], *, check: bool, title: str | None,
                 url: str) -> None:
        self.work = work
        self.config_path = work / "mkdocs.yml"
        self.packs = packs
        self.check = check
        self.title = title
        self.url = url
        #: the folder being served: the home page's, then the whole site's
        self.root = self.work / "home"
        self._plan: SitePlan | None = None
        self._started = False
        self._lock = threading.Lock()

    def _config(self, site_dir: Path, **overrides: Any) -> Any:
        from mkdocs.config import load_config

        from cardsmith.tools.publish.site import escaped_site_name

        config = load_config(config_file=str(self.config_path), site_dir=str(site_dir),
                             **overrides)
        config.site_url = self.url
        return escaped_site_name(config)

    def build_home_page(self, checked: Checked | None) -> None:
        """The home page, the theme's files and the site's assets (no record page yet: the
        other pages are written with the whole site)."""
        from mkdocs.commands.build import build

        from cardsmith.tools.publish.indexes import home_page
        from cardsmith.tools.publish.site import (
            site_plan,
            write_assets,
            write_config,
            write_if_changed,
        )

        self._plan, _ = site_plan(self.packs, checked, self.title)
        docs = self.work / "docs"
        write_if_changed(docs / "index.md", home_page(self._plan))
        write_assets(self._plan, docs)
        write_config(self._plan, self.work, self.work / "site")
        quiet = {"nav": {"omitted_files": "ignore", "not_found": "ignore"},
                 "links": {"not_found": "ignore", "unrecognized_links": "ignore",
                           "absolute_links": "ignore", "anchors": "ignore"}}
        config = self._config(self.root, validation=quiet)
        config.plugins["cardsmith-home-page"] = _HomePageOnly()
        build(config, serve_url=self.url)

    def adopt_whole_site(self) -> None:
        """Serve the whole site another process built (:meth:`build_whole_site`)."""
        with self._lock:
            self._plan = None
            self.root = self.work / "site"

    def build_whole_site(self) -> None:
        """Every page written and built, into the folder the server is given next."""
        from cardsmith.tools.publish.site import write_docs

        with self._lock:
            if self._plan is not None:
                write_docs(self._plan, self.work / "docs")
                self._plan = None
            self._build(dirty=False)
            self.root = self.work / "site"

    def _build(self, dirty: bool) -> None:
        from mkdocs.commands.build import build

        config = self._config(self.work / "site")
        if not self._started:  # once: the theme's search plugin keeps its index for dirty builds
            config.plugins.on_startup(command="serve", dirty=True)
            self._started = True
        build(config, serve_url=self.url, dirty=dirty)

    def rebuild(self) -> None:
        """The server's builder (a watched file changed): regenerate, build what changed."""
        with self._lock:
            if self.root != self.work / "site":  # the whole site is not built yet: later
                return
            before = _pages(self.work / "docs")
            nav_before = self.config_path.read_bytes()
            if not regenerate(self.work, self.packs, check=self.check, title=self.title):
                return
            after = _pages(self.work / "docs")
            changed = {page for page in after if before.get(page) != after[page]}
            same_pages = before.keys() == after.keys()
            if not changed and same_pages:
                return
            # a dirty build only where this process built the whole site (its search plugin
            # holds the index a dirty build amends), for one page, the nav the same
            one_page = (self._started and same_pages and len(changed) == 1
                        and "index.md" not in changed
                        and nav_before == self.config_path.read_bytes())
            self._build(dirty=one_page)

    def error_page(self, code: int) -> bytes | None:
        """The theme's 404 page (or none yet) for a page not found."""
        page = Path(self.root) / f"{code}.html"
        return page.read_bytes() if code in (404, 500) and page.is_file() else None


def _pages(docs: Path) -> dict[str, int]:
    """The docs dir's Markdown pages and their modification times (nanoseconds)."""
    return {p.relative_to(docs).as_posix(): p.stat().st_mtime_ns for p in docs.rglob("*.md")}


class _HomePageOnly(BasePlugin):  # type: ignore[type-arg, no-untyped-call]
    """Leaves out every page but the home page (static files stay): the first build. The
    nav's entries for the pages not built yet link where those pages will be."""

    def on_files(self, files: Any, config: Any) -> Any:
        from mkdocs.structure.files import Files

        return Files([f for f in files if not f.is_documentation_page()
                      or f.src_uri == "index.md"])

    def on_nav(self, nav: Any, config: Any, files: Any) -> Any:
        from mkdocs.structure.nav import Link

        items = list(nav.items)
        while items:
            item = items.pop()
            items.extend(getattr(item, "children", None) or [])
            if isinstance(item, Link) and item.url.endswith(".md"):
                item.url = page_url(item.url)
        return nav

    def on_page_content(self, html: str, page: Any, config: Any, files: Any) -> str:
        """The home page's links to pages not built yet (left as ``x.md`` by mkdocs)."""
        return _PAGE_LINK.sub(lambda m: f'href="{page_url(m[1] + ".md")}{m[2] or ""}"', html)


#: a relative link to a Markdown page, with its query or anchor
_PAGE_LINK = re.compile(r'href="(?![a-z][a-z0-9+.-]*:|/)([^"?#]+)\.md([?#][^"]*)?"')


def page_url(src: str) -> str:
    """A link from the home page to a page of the docs dir (:func:`url_of`; the home page
    itself is ``./``)."""
    return url_of(src) or "./"


def regenerate(work: Path, packs: list[Path], *, check: bool, title: str | None) -> bool:
    """Regenerate the docs dir and ``mkdocs.yml`` in ``work`` from the packs (only files whose
    text changed are written); ``False`` (and the diagnostics logged) when the content has
    lint errors or a page fails: the last good site stays."""
    from cardsmith.tools.publish.site import prepare

    try:
        checked = None
        if check:
            checked = check_packs(packs, scenarios=False)  # as the lint gate
            if not checked.ok:
                log.error(refusal("serve", checked, "keeping the last good site until they "
                                                    "are fixed") + "\n"
                          + diagnostics_text(checked.errors).rstrip("\n"))
                return False
        prepare(packs, work, work / "site", checked=checked, title=title)
    except (PublishError, OSError) as exc:
        log.error(f"serve: {exc}; keeping the last good site")
        return False
    return True


#: a WSGI application: (environ, start_response) → the body's chunks
WsgiApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]
_BAD_REQUEST = b"400 Bad Request: the path holds a control character\n"


def request_path(environ: dict[str, Any]) -> str:
    """The request's path as mkdocs' server reads it (``PATH_INFO``: percent-decoded bytes
    held as Latin-1, read as UTF-8)."""
    raw = str(environ.get("PATH_INFO") or "")
    try:
        return raw.encode("latin-1").decode("utf-8", "ignore")
    except UnicodeEncodeError:
        return raw


def guarded(app: WsgiApp) -> WsgiApp:
    """``app`` behind a check of the path: one holding a control character is a 400."""
    def guard(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        if CONTROL_CHARACTERS.search(request_path(environ)):
            start_response("400 Bad Request", [("Content-Type", "text/plain; charset=utf-8"),
                                               ("Content-Length", str(len(_BAD_REQUEST)))])
            return [_BAD_REQUEST]
        return app(environ, start_response)

    return guard
