"""Locate the data that ships with cardsmith (JSON schemas, the Horizons content pack).

`schemas/` and `content/` are installed as the packages ``cardsmith_data.schemas`` and
``cardsmith_data.content`` (see ``pyproject.toml``), so they are found through
:mod:`importlib.resources` both from a regular and from an editable install.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

SCHEMAS_PACKAGE = "cardsmith_data.schemas"
CONTENT_PACKAGE = "cardsmith_data.content"
SHIPPED_PACK = "horizons"


_SOURCE_DIRS = {SCHEMAS_PACKAGE: "schemas", CONTENT_PACKAGE: "content"}


def _package_dir(package: str) -> Path:
    """Return a real filesystem directory for a data package."""
    try:
        root = resources.files(package)
    except ModuleNotFoundError:
        # Running from a source tree that was never installed: use the checkout's folders.
        source = Path(__file__).resolve().parents[2] / _SOURCE_DIRS[package]
        if source.is_dir():
            return source
        raise
    if isinstance(root, Path):
        return root
    # Namespace / multiplexed readers: fall back to the first concrete location.
    marker = root.joinpath("__init__.py")
    candidate = Path(str(marker)).parent
    if candidate.is_dir():
        return candidate
    raise FileNotFoundError(f"cannot find the data package {package!r} on disk")


@cache
def schemas_dir() -> Path:
    """Directory holding the shipped ``*.schema.json`` files."""
    return _package_dir(SCHEMAS_PACKAGE)


def schema_path(name: str) -> Path:
    """Path of one schema, by kind (``"board"``) or file name (``"board.schema.json"``)."""
    file_name = name if name.endswith(".json") else f"{name}.schema.json"
    path = schemas_dir() / file_name
    if not path.is_file():
        raise FileNotFoundError(f"no schema named {name!r} in {schemas_dir()}")
    return path


@cache
def source_checkout() -> Path | None:
    """The cardsmith checkout this code runs from (the folder of its ``pyproject.toml`` beside
    ``schemas/``), or ``None`` for an installed copy."""
    root = schemas_dir().resolve().parent
    return root if (root / "pyproject.toml").is_file() and (root / "content").is_dir() else None


@cache
def content_dir() -> Path:
    """Directory holding all shipped content packs."""
    return _package_dir(CONTENT_PACKAGE)


def shipped_pack_dir() -> Path:
    """Directory of the shipped Horizons of Spirit Island pack (contains ``pack.yaml``)."""
    return content_dir() / SHIPPED_PACK
