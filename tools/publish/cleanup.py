"""Temporary folders that go away on every exit path, SIGTERM included.

A process killed by SIGTERM (a terminal closed, ``kill``, a CI job cancelled) runs no
``finally`` clause by default. :func:`terminate_as_interrupt` turns SIGTERM and SIGHUP into
:class:`KeyboardInterrupt` for the duration of a block, so the clean-up of ``cardsmith
publish`` and ``cardsmith serve`` (and mkdocs' own, which stops its server on Ctrl-C) runs.
"""

from __future__ import annotations

import shutil
import signal
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import Any

SIGNALS = tuple(s for s in (getattr(signal, "SIGTERM", None), getattr(signal, "SIGHUP", None))
                if s is not None)


def _interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt(f"signal {signum}")


@contextmanager
def terminate_as_interrupt() -> Iterator[None]:
    """Inside the block, SIGTERM/SIGHUP raise :class:`KeyboardInterrupt` (main thread only;
    elsewhere, and after the block, the handlers are left as they are)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    old: dict[int, Any] = {}
    for sig in SIGNALS:
        old[sig] = signal.signal(sig, _interrupt)
    try:
        yield
    finally:
        for sig, handler in old.items():
            signal.signal(sig, handler)


@contextmanager
def temporary_folder(prefix: str) -> Iterator[Path]:
    """A new folder in the system's temporary folder, removed however the block ends."""
    with terminate_as_interrupt():
        work = Path(tempfile.mkdtemp(prefix=prefix))
        try:
            yield work
        finally:
            shutil.rmtree(work, ignore_errors=True)
