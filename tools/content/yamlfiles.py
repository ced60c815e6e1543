"""Finding and reading YAML files safely (for :mod:`tools.content.yamlload`): only regular files
are read (S012 for a FIFO, device or socket, never opened for reading), within a size limit
(S003); symlinks that resolve outside the root are refused (S009); a walk stops after too many
entries under one folder (S014)."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path

from cardsmith.tools.diagnostics import Diagnostic

__all__ = [
    "MAX_BYTES",
    "MAX_WALK_ENTRIES",
    "YAML_SUFFIXES",
    "inside",
    "read_regular_file",
    "safe_iter_yaml",
]

MAX_BYTES = 2_000_000
#: the most files and folders looked through under one folder (S014)
MAX_WALK_ENTRIES = 100_000
YAML_SUFFIXES = (".yaml", ".yml")


def read_regular_file(path: Path, max_bytes: int = MAX_BYTES) -> bytes | Diagnostic:
    """The bytes of the regular file ``path``, or why not: S012 for a FIFO, device or socket
    (opened without blocking, never read), S003 over ``max_bytes``, S000 unreadable."""
    name = str(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        return Diagnostic(name, 1, 1, "S000", f"cannot read file: {exc.strerror or exc}")
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = _file_type(info)
            return Diagnostic(name, 1, 1, "S012", f"not a regular file ({kind}): skipped")
        if info.st_size > max_bytes:
            return Diagnostic(
                name, 1, 1, "S003", f"file is {info.st_size} bytes, over the limit of {max_bytes}"
            )
        parts: list[bytes] = []
        left = max_bytes + 1  # one byte more than allowed tells a file that grew meanwhile
        while left > 0:
            chunk = os.read(fd, min(left, max(info.st_size + 1, 1 << 16)))
            if not chunk:
                break
            parts.append(chunk)
            left -= len(chunk)
        raw = b"".join(parts)
    except OSError as exc:
        return Diagnostic(name, 1, 1, "S000", f"cannot read file: {exc.strerror or exc}")
    finally:
        os.close(fd)
    if len(raw) > max_bytes:
        return Diagnostic(name, 1, 1, "S003", f"file is over the limit of {max_bytes} bytes")
    return raw


def _file_type(info: os.stat_result) -> str:
    mode = info.st_mode
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISDIR(mode):
        return "a folder"
    return "not a file"


def inside(path: Path, root: Path) -> bool:
    """True when ``path`` really lives under ``root`` (symlinks resolved)."""
    try:
        # resolve each folder once, not once per file; a symlinked file resolves on its own
        real = (
            path.resolve()
            if path.is_symlink()
            else _resolved_dir(str(path.parent.absolute())) / path.name
        )
        # cached by absolute folder: a relative one ("."), resolved under another working
        # folder, would be another folder
        return real.is_relative_to(_resolved_dir(str(root.absolute())))
    except (OSError, RuntimeError):
        return False


@lru_cache(maxsize=4096)
def _resolved_dir(folder: str) -> Path:
    return Path(folder).resolve()


def _not_regular(path: Path) -> Diagnostic | None:
    """S012 when ``path`` (followed through a symlink) is a FIFO, device or socket."""
    try:
        info = path.stat()
    except OSError:
        return None  # reported when it is read (S000)
    if stat.S_ISREG(info.st_mode):
        return None
    return Diagnostic(str(path), 1, 1, "S012", f"not a regular file ({_file_type(info)}): skipped")


def safe_iter_yaml(root: Path) -> Iterator[tuple[Path, Diagnostic | None]]:
    """Yield every ``*.yaml``/``*.yml`` file under ``root`` in sorted order.

    Each item is ``(path, None)`` for a file that may be loaded, or ``(path, diagnostic)``
    (S009) for a symlink - file or folder - that resolves outside ``root``, or (S012) for a
    FIFO, device or socket (never opened: reading one could block forever). Symlinked folders
    inside the root are not followed (no loops); hidden folders are skipped.
    """
    root_real = root.resolve()
    if root.is_file():
        yield root, None
        return
    seen = 0
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        base = Path(dirpath)
        seen += len(dirnames) + len(filenames)
        if seen > MAX_WALK_ENTRIES:
            message = (
                f"more than {MAX_WALK_ENTRIES} files and folders under {root}: "
                "the rest are not read (give a pack folder)"
            )
            yield base, Diagnostic(str(base), 1, 1, "S014", message)
            return
        keep = []
        for d in sorted(dirnames):
            if d.startswith("."):
                continue
            sub = base / d
            if sub.is_symlink():
                if not inside(sub, root_real):
                    yield (
                        sub,
                        Diagnostic(
                            str(sub), 1, 1, "S009", f"refusing symlinked folder outside {root}"
                        ),
                    )
                continue
            keep.append(d)
        dirnames[:] = keep
        for f in sorted(filenames):
            if not f.endswith(YAML_SUFFIXES):
                continue
            p = base / f
            if p.is_symlink() and not inside(p, root_real):
                yield (
                    p,
                    Diagnostic(
                        str(p), 1, 1, "S009", f"refusing symlink that points outside {root}"
                    ),
                )
            elif (odd := _not_regular(p)) is not None:
                yield p, odd
            else:
                yield p, None
