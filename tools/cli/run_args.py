"""Argument checks of the commands that play games (``simulate``, ``balance``): each number
has a documented cap (``docs/limits.md``), a bad value is one line, ``error: …``, exit status 2,
before a game is played; a ``--pack`` is linted first (content errors: exit status 1).

Typer callbacks (:func:`cardsmith.tools.authoring.arguments.checked` turns a ``ValueError`` into the
one-line error), so the checks run while the command line is read.
"""

from __future__ import annotations

import importlib.util
import ipaddress
import os
import socket
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from cardsmith.tools.authoring.arguments import checked

if TYPE_CHECKING:
    from cardsmith.tools.content.catalog import Catalog

__all__ = [
    "MAX_BALANCE_GAMES",
    "MAX_BALANCE_TOTAL",
    "MAX_BUDGET_MINUTES",
    "MAX_GAMES",
    "MAX_PLAYERS",
    "MAX_ROUNDS",
    "MAX_SEED",
    "MAX_WORKERS",
    "RAY_CONNECT_SECONDS",
    "balance_games",
    "budget_minutes",
    "check_total",
    "checked_catalog",
    "games",
    "html_out",
    "player_counts",
    "ray_address",
    "rounds",
    "run_pack",
    "seed",
    "workers",
    "write_atomically",
]

#: ``simulate --games``: games in one run (about half an hour of play at 50 games a second)
MAX_GAMES = 100_000
#: ``balance --games``: seeds per setup
MAX_BALANCE_GAMES = 10_000
#: ``balance``: games of the whole report (setups × seeds, ablation included)
MAX_BALANCE_TOTAL = 100_000
#: ``--max-rounds`` of both commands
MAX_ROUNDS = 1_000
#: ``balance --workers``: local processes
MAX_WORKERS = 256
#: ``--seed``: at most this far from 0, either sign (18 digits)
MAX_SEED = 10**18 - 1
#: ``balance --players``: a player count, and how many counts one report compares
MAX_PLAYERS = 16
#: ``balance --ray HOST:PORT``: how long to try reaching the cluster before giving up
RAY_CONNECT_SECONDS = 5.0
#: ``balance --budget``: minutes of wall time (a day at most)
MAX_BUDGET_MINUTES = 1440.0


def _bounded(option: str, low: int, high: int, unit: str) -> Callable[[int], int]:
    def check(value: int) -> int:
        if value < low:
            raise ValueError(f"{option} must be at least {low} (got {value})")
        if value > high:
            raise ValueError(f"{option} {value}: at most {high:,} {unit} (the limit)")
        return value

    return checked(check)


games = _bounded("--games", 1, MAX_GAMES, "games in one run")
balance_games = _bounded("--games", 1, MAX_BALANCE_GAMES, "seeds per setup")
rounds = _bounded("--max-rounds", 1, MAX_ROUNDS, "rounds")
workers = _bounded("--workers", 1, MAX_WORKERS, "processes")


def _seed(value: int) -> int:
    if abs(value) > MAX_SEED:
        raise ValueError(f"--seed has {len(str(abs(value)))} digits: at most 18 (either sign)")
    return value


seed = checked(_seed)


def _budget(value: float | None) -> float | None:
    if value is None:
        return None
    if not value > 0:  # also NaN
        raise ValueError(f"--budget is minutes of wall time, more than 0 (got {value})")
    if value > MAX_BUDGET_MINUTES:
        raise ValueError(f"--budget {value}: at most {MAX_BUDGET_MINUTES:,.0f} minutes (a day)")
    return value


budget_minutes = checked(_budget)


def _player_counts(text: str) -> str:
    items = [t.strip() for t in text.split(",") if t.strip()]
    if not items:
        raise ValueError(f"--players is a list of numbers (e.g. 1,2,3), got {text!r}")
    counts: list[int] = []
    for item in items:
        if not item.lstrip("-").isdigit() or len(item) > 3:
            raise ValueError(f"--players is a list of numbers (e.g. 1,2,3), got {text!r}")
        count = int(item)
        if not 1 <= count <= MAX_PLAYERS:
            raise ValueError(f"--players {count}: a player count is 1 to {MAX_PLAYERS}")
        if count in counts:
            raise ValueError(f"--players names {count} twice")
        counts.append(count)
    return text


player_counts = checked(_player_counts)


def _host_port(text: str) -> tuple[str, int]:
    """``HOST:PORT`` (``[v6]:PORT`` too, a ``ray://`` prefix allowed) of a Ray address."""
    rest = text.removeprefix("ray://")
    host, sep, port = rest.rpartition(":")
    host = host.removeprefix("[").removesuffix("]") if host.startswith("[") else host
    if not sep or not host or not port.isdigit() or len(port) > 5 or not 1 <= int(port) <= 65535:
        raise ValueError(f"--ray is auto, local or HOST:PORT (a port 1-65535), got {text!r}")
    if any(not (ch.isalnum() or ch in ".-_:") for ch in host):
        raise ValueError(f"--ray {text!r}: not a host name or IP address")
    if ":" in host:
        ipaddress.IPv6Address(host)  # ValueError: not an address
    return host, int(port)


#: The HTTP/2 client preface and an empty SETTINGS frame: a Ray cluster (its GCS and its
#: client server are gRPC) answers with a SETTINGS frame of its own at once.
_HTTP2_HELLO = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + b"\x00\x00\x00\x04\x00\x00\x00\x00\x00"
_FRAME_HEADER = 9
_SETTINGS = 4


RAY_MISSING = "--ray needs Ray, an optional extra: pip install 'cardsmith[ray]'"


def _ray_address(value: str | None) -> str | None:
    if value is None:
        return value
    if sys.modules.get("ray", ...) is None or importlib.util.find_spec("ray") is None:
        raise ValueError(RAY_MISSING)
    if value in ("auto", "local"):
        return value
    host, port = _host_port(value.strip())
    try:
        answer = _grpc_hello(host, port, RAY_CONNECT_SECONDS)
    except OSError as exc:
        reason = exc.strerror or ("no answer" if isinstance(exc, TimeoutError) else None)
        reason = reason or type(exc).__name__
        raise ValueError(f"--ray {value}: no Ray cluster answers there ({reason})") from None
    if len(answer) < _FRAME_HEADER or answer[3] != _SETTINGS:
        raise ValueError(f"--ray {value}: what answers there is not a Ray cluster (not gRPC)")
    return value


def _grpc_hello(host: str, port: int, seconds: float) -> bytes:
    """The first frame header a server at ``host:port`` sends back to an HTTP/2 hello, read
    within ``seconds`` in all (``TimeoutError`` when nothing comes; fewer than 9 bytes when
    it hangs up)."""
    deadline = time.monotonic() + seconds
    with socket.create_connection((host, port), timeout=seconds) as sock:
        sock.sendall(_HTTP2_HELLO)
        answer = b""
        while len(answer) < _FRAME_HEADER:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no answer")
            sock.settimeout(left)
            chunk = sock.recv(_FRAME_HEADER - len(answer))
            if not chunk:
                break
            answer += chunk
    return answer


ray_address = checked(_ray_address)


def _html_out(path: Path | None) -> Path | None:
    """A new ``.html`` file in a folder that exists, or a report page this command wrote
    earlier (it carries :data:`~cardsmith.tools.balance.render.GENERATOR_META`): never a folder, a
    symlink, or any other file, which would be lost."""
    if path is None:
        return None
    if path.is_symlink():
        raise ValueError(f"--html {path}: is a symlink; give the report's own path")
    if path.is_dir():
        raise ValueError(f"--html {path}: is a folder; give a file name")
    if path.suffix.lower() not in (".html", ".htm"):
        raise ValueError(f"--html {path}: the report is an .html file; give a name ending .html")
    if not path.parent.is_dir():
        raise ValueError(f"--html {path}: the folder {path.parent} does not exist")
    if path.exists() and not path.is_file():
        raise ValueError(f"--html {path}: exists and is not a regular file")
    if path.exists() and not _written_by_balance(path):
        raise ValueError(
            f"--html {path}: exists and is not a report this command wrote; refusing to "
            "overwrite it"
        )
    return path


def _written_by_balance(path: Path) -> bool:
    """Whether ``path`` starts as a page that ``balance --html`` wrote."""
    from cardsmith.tools.balance.render import GENERATOR_META

    try:
        with path.open("rb") as handle:
            head = handle.read(512)
    except OSError:
        return False
    return GENERATOR_META.encode() in head


html_out = checked(_html_out)


def _run_pack(path: Path | None) -> Path | None:
    """A ``--pack``: a folder holding a ``pack.yaml``."""
    from cardsmith.tools.content.packs import manifest_path

    if path is None:
        return None
    if not path.is_dir():
        what = "a file" if path.exists() else "not there"
        raise ValueError(f"--pack {path}: not a folder ({what})")
    if manifest_path(path) is None:
        raise ValueError(f"--pack {path}: not a pack folder (no pack.yaml)")
    return path


run_pack = checked(_run_pack)


def checked_catalog(command: str, pack: Path | None) -> Catalog:
    """The records of ``pack`` (default: the shipped pack, which the test suite keeps clean),
    linted first as ``publish`` does: content with errors is reported (the diagnostics, then
    one line) and the command exits with status 1 before a game is played."""
    from cardsmith.tools.publish.gate import check_packs, report
    from cardsmith.tools.simulate import load_catalog, with_dependencies

    if pack is None:
        return load_catalog(None)
    found = check_packs([pack])
    if not found.ok:
        report(command, found, sys.stderr)
        raise typer.Exit(1)
    return with_dependencies(found.loaded[0].catalog, pack)


def check_total(total: int) -> None:
    """``ValueError`` when a balance report would play more than :data:`MAX_BALANCE_TOTAL`."""
    if total > MAX_BALANCE_TOTAL:
        raise ValueError(
            f"the report would play {total:,} games: at most {MAX_BALANCE_TOTAL:,} (the limit; "
            "fewer --games, --players or --against, or --no-ablation)"
        )


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file beside ``path``, then rename it over ``path``: a
    reader never sees half a file, and a symlink put there meanwhile is replaced, never
    written through."""
    from cardsmith.tools.publish.cleanup import terminate_as_interrupt

    with terminate_as_interrupt():  # SIGTERM/SIGHUP too: the temporary file is removed
        _write(path, text)


def _write(path: Path, text: str) -> None:
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        mask = os.umask(0o022)
        os.umask(mask)
        Path(temp).chmod(0o666 & ~mask)
        Path(temp).replace(path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
