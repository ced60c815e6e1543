"""A test helper: write a tiny pack's files into a folder."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path


def write_pack(folder: Path, files: Mapping[str, str]) -> Path:
    """Write ``files`` (relative path → text) under ``folder``; return the folder."""
    for rel, text in files.items():
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        (folder / rel).write_text(text, encoding="utf-8")
    return folder
