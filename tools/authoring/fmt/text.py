"""One content file's YAML text to its canonical form (key order, effects, schema header)."""

from __future__ import annotations

import io
import re
from pathlib import Path

import yaml as pyyaml

from cardsmith.tools.authoring.fmt.comments import CommentLostError, find_comments, lost_comments
from cardsmith.tools.authoring.fmt.effects import normalise_effects
from cardsmith.tools.authoring.fmt.key_order import reorder_keys
from cardsmith.tools.authoring.fmt.roundtrip import round_trip_yaml
from cardsmith.tools.content.kinds import schema_header as kind_schema_header
from cardsmith.tools.content.loader import pack_ruleset
from cardsmith.tools.content.packs import find_pack_root
from cardsmith.tools.content.schema_check import schemas_for
from cardsmith.tools.ruleset import Ruleset

__all__ = ["HEADER_RE", "format_text", "schema_header"]

HEADER_RE = re.compile(r"^#\s*yaml-language-server:\s*\$schema=", re.M)


def _ruleset_of(path: Path, loose: Ruleset | None = None) -> Ruleset | None:
    """The ruleset of the pack around ``path`` (``loose`` in no pack; ``None``: no pack and no
    ``loose``, no ruleset named or one not installed)."""
    return pack_ruleset(find_pack_root(path), loose)[0]


def _kind_path(path: Path) -> Path:
    """``path`` relative to its pack (kinds are told by the folders inside the pack)."""
    root = find_pack_root(path)
    try:
        return path.resolve().relative_to(root) if root is not None else path
    except (OSError, ValueError):
        return path


def schema_header(path: Path, kind: str, loose: Ruleset | None = None) -> str | None:
    """``# yaml-language-server: $schema=...`` with a path relative to ``path``'s folder."""
    return kind_schema_header(path, kind, _ruleset_of(path, loose))


def format_text(text: str, path: Path, loose: Ruleset | None = None) -> str:
    """Canonical form of the YAML ``text`` of the content file at ``path``.

    Raises ``ruamel.yaml.error.YAMLError`` for text ruamel cannot read; callers should vet the
    text with :func:`cardsmith.tools.content.yamlload.load_yaml_text` first (``format_file`` does).
    Raises :class:`~tools.authoring.fmt.comments.CommentLostError` rather than lose a comment.
    """
    text = text.removeprefix("\ufeff")
    yaml = round_trip_yaml()
    data = yaml.load(text)
    if data is None:
        return text
    before = find_comments(text)
    ruleset = _ruleset_of(path, loose)
    schemas = schemas_for(ruleset)
    kind = schemas.detect(_kind_path(path), data)
    doc = str((schemas.schema(kind) or {}).get("$id", "")) if kind is not None else ""
    if kind is not None:
        reorder_keys(data, {"$ref": doc}, doc)
    normalise_effects(data, ruleset.language if ruleset is not None else None)
    out = io.StringIO()
    yaml.dump(data, out)
    result = out.getvalue()
    if kind is not None and not HEADER_RE.search(_leading_comments(result)):
        header = kind_schema_header(path, kind, ruleset)
        if header is not None:
            result = f"{header}\n{result}"
    try:
        after = find_comments(result)
    except pyyaml.YAMLError as exc:  # pragma: no cover - ruamel wrote YAML it cannot read
        raise ValueError(f"formatted text is not valid YAML: {exc}") from exc
    lost = lost_comments(before, after)
    if lost:
        raise CommentLostError(lost[0])
    return result


def _leading_comments(text: str) -> str:
    """The comment/blank lines at the top of a YAML text."""
    lines = []
    for line in text.splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            break
        lines.append(line)
    return "\n".join(lines)
