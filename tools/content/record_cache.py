"""A per-pack cache of loaded records, keyed by each file's bytes (like ruff's or mypy's cache).

Loading a content file — YAML with positions, schema validation, parsing and compiling its
effects — is the expensive part of a lint. An unchanged file (same bytes, same cardsmith code
and schemas) gives the same record and diagnostics, so a warm run reads them from one pickle
per pack instead. The cache lives outside the pack (``$CARDSMITH_CACHE_DIR``, else
``$XDG_CACHE_HOME/cardsmith``, else ``~/.cache/cardsmith``) and is written atomically; a
missing, stale or unreadable cache is simply rebuilt.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from functools import cache
from pathlib import Path

from cardsmith.tools.content.catalog import Record
from cardsmith.tools.diagnostics import Diagnostic

Entry = tuple[Record | None, list[Diagnostic], str]

_CODE_FOLDERS = ("dsl", "rulesets", "tools")


@cache
def code_fingerprint() -> str:
    """A hash of everything that shapes a loaded record: the DSL, the tools, the rulesets
    (their code, grammars and schemas), the core's schemas."""
    digest = hashlib.blake2b(digest_size=16)
    here = Path(__file__).resolve().parents[2]
    files: list[Path] = []
    for folder in _CODE_FOLDERS:
        for pattern in ("*.py", "*.lark", "*.json"):
            files.extend(sorted((here / folder).rglob(pattern)))
    from cardsmith.tools.content.resources import schemas_dir

    files.extend(sorted(schemas_dir().glob("*.json")))
    for file in files:
        digest.update(file.name.encode())
        digest.update(file.read_bytes())
    return digest.hexdigest()


def cache_dir() -> Path:
    """Where cache files go."""
    explicit = os.environ.get("CARDSMITH_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "cardsmith"


class RecordCache:
    """Records of one pack folder, looked up by (path, content hash, kind path)."""

    def __init__(self, root: Path, directory: Path | None = None) -> None:
        key = hashlib.blake2b(str(root.resolve()).encode(), digest_size=8).hexdigest()
        self.file = (directory or cache_dir()) / f"records-{key}.pickle"
        self.fingerprint = code_fingerprint()
        self._old: dict[str, tuple[str, Entry]] = self._read()
        self._new: dict[str, tuple[str, Entry]] = {}
        self.hits = 0

    def _read(self) -> dict[str, tuple[str, Entry]]:
        try:
            with self.file.open("rb") as fh:
                fingerprint, entries = pickle.load(fh)
        except (
            OSError,
            EOFError,
            pickle.UnpicklingError,
            ValueError,
            TypeError,
            AttributeError,
            ImportError,
        ):
            return {}
        if fingerprint != self.fingerprint or not isinstance(entries, dict):
            return {}
        return entries

    @staticmethod
    def key(raw: bytes, kind_path: str) -> str:
        """Cache key of a file's content as loaded under ``kind_path``."""
        return hashlib.blake2b(raw + b"\0" + kind_path.encode(), digest_size=16).hexdigest()

    def get(self, path: Path, key: str) -> Entry | None:
        """The cached entry for ``path`` if its content key matches."""
        found = self._old.get(str(path))
        if found is None or found[0] != key:
            return None
        self.hits += 1
        self._new[str(path)] = found
        return found[1]

    def put(self, path: Path, key: str, entry: Entry) -> None:
        """Remember the entry loaded for ``path``."""
        self._new[str(path)] = (key, entry)

    def save(self) -> None:
        """Write the entries seen in this run (atomically); failures leave no partial file."""
        if self._new == self._old:
            return
        try:
            self.file.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.file.parent, prefix=".records-", suffix=".tmp")
            try:
                with os.fdopen(fd, "wb") as fh:
                    pickle.dump((self.fingerprint, self._new), fh, protocol=pickle.HIGHEST_PROTOCOL)
                Path(tmp).replace(self.file)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
        except (OSError, pickle.PicklingError, TypeError, AttributeError, RecursionError):
            return
