"""``cardsmith serve``: the site with live reload, and what a content edit does to it.

:func:`serve` writes the generated site into a temporary work folder (``cardsmith-serve-*``,
removed on every exit, SIGTERM included) and runs ``mkdocs serve`` on it with the hook
``serve_hook.py``, whose ``on_config`` calls :func:`regenerate` before every rebuild: the packs
are loaded again and, when lint finds no error, the pages are rewritten. An edit that makes the
content invalid keeps the last good pages (and nav) and logs the diagnostics instead. The hook's
``on_serve`` puts :func:`guard_requests` in front of mkdocs' server: a request for a path that
holds a NUL or another control character (``GET /%00``, which mkdocs answers with a 500 and a
traceback) is answered ``400 Bad Request`` before mkdocs sees it.
"""

from __future__ import annotations

import ipaddress
import json
import logging
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from cardsmith.tools.publish.cleanup import temporary_folder, terminate_as_interrupt
from cardsmith.tools.publish.gate import check_packs, diagnostics_text, refusal
from cardsmith.tools.publish.plan import PublishError, SitePlan
from cardsmith.tools.terminal import CONTROL_CHARACTERS

SETTINGS = "cardsmith-serve.json"
log = logging.getLogger("mkdocs.cardsmith")
#: the nav of the last good regeneration, by settings file (kept while mkdocs reloads its hooks)
_LAST_NAV: dict[str, list[Any]] = {}


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
    """``mkdocs serve`` of the packs' site; content edits regenerate pages and reload.

    With ``check``, content with lint errors is refused before serving
    (:class:`~cardsmith.tools.publish.site.ContentRefused`) and live edits are checked too."""
    from mkdocs.commands.serve import serve as mkdocs_serve

    from cardsmith.tools.publish.site import lint_gate, prepare

    try:
        parse_dev_addr(dev_addr)
    except ValueError as exc:
        raise PublishError(f"--dev-addr: {exc}") from None
    checked = lint_gate(packs) if check else None
    with temporary_folder("cardsmith-serve-") as work:
        (work / SETTINGS).write_text(
            json.dumps({"packs": [str(p.resolve()) for p in packs], "check": check,
                        "title": title}),
            encoding="utf-8")
        hook = str(Path(__file__).with_name("serve_hook.py"))
        config_path, _, _ = prepare(packs, work, work / "site", extra={"hooks": [hook]},
                                    checked=checked, title=title)
        with terminate_as_interrupt():  # mkdocs stops its server (and cleans up) on Ctrl-C
            mkdocs_serve(config_file=str(config_path), livereload=True,
                         watch=[str(p.resolve()) for p in packs], dev_addr=dev_addr,
                         open_in_browser=open_browser)


def regenerate(config: Any) -> Any:
    """The serve hook's ``on_config``: regenerate the docs dir and nav from the packs, or keep
    the last good ones when the content has lint errors (or a page fails)."""
    from cardsmith.tools.publish.indexes import nav, reference_pages
    from cardsmith.tools.publish.site import load_catalog, write_docs

    settings_path = Path(config.config_file_path).parent / SETTINGS
    settings = json.loads(settings_path.read_text(encoding="utf-8"))
    packs = [Path(p) for p in settings["packs"]]
    key = str(settings_path)
    try:
        if settings.get("check"):
            checked = check_packs(packs)
            if not checked.ok:
                log.error(refusal("serve", checked, "keeping the last good site until they "
                                                    "are fixed") + "\n"
                          + diagnostics_text(checked.errors).rstrip("\n"))
                return _keep(config, key)
            catalog = checked.catalog()
        else:
            catalog, _ = load_catalog(packs)
        plan = SitePlan.build(catalog, packs, title=settings.get("title"))
        write_docs(plan, Path(config.docs_dir))
        config["nav"] = _LAST_NAV[key] = nav(plan, [p for p, _ in reference_pages(plan.docs)])
    except (PublishError, OSError) as exc:
        log.error(f"serve: {exc}; keeping the last good site")
        return _keep(config, key)
    return config


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


def guard_requests(server: Any) -> Any:
    """The serve hook's ``on_serve``: mkdocs' live-reload server with :func:`guarded` in
    front of its application."""
    server.set_app(guarded(server.get_app()))
    return server


def _keep(config: Any, key: str) -> Any:
    if key in _LAST_NAV:
        config["nav"] = _LAST_NAV[key]
    return config
