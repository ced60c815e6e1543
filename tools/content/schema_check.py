"""JSON-Schema validation of loaded content, with errors mapped to file positions.

Codes: S100 missing required property, S101 wrong type, S102 unknown property,
S103 value not allowed (enum/const; with a "did you mean" hint), S104 out of range
(minimum/maximum, and too few/many items or characters), S199 any other schema error.

The schemas of a file are the core's (``pack``) and its pack's ruleset's (``schemas_dir``);
``$ref`` between them resolve by ``$id`` (a ``referencing`` registry, and the same for the
Rust fast path).
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path, PurePath
from typing import Any

import jsonschema_rs
from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match
from referencing import Registry, Resource

from cardsmith.tools import registry
from cardsmith.tools.content.kinds import KindMap, kind_map
from cardsmith.tools.content.packs import find_pack_root
from cardsmith.tools.content.resources import schemas_dir
from cardsmith.tools.content.yamlload import LoadResult, PathKey, PositionMap, load_yaml_file
from cardsmith.tools.diagnostics import Diagnostic
from cardsmith.tools.ruleset import Ruleset

#: unknown keys of one mapping reported one by one (S102); the rest are counted in one more S102
MAX_UNKNOWN_KEYS = 50

_RANGE = {
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "minItems",
    "maxItems",
    "minLength",
    "maxLength",
    "minProperties",
    "maxProperties",
}


def format_path(path: Iterable[str | int]) -> str:
    """Render a data path as ``lands[3].terrain``."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "(document)"


def _unwrap(error: ValidationError) -> ValidationError:
    """For oneOf/anyOf failures, descend into the branch the author most likely meant.

    A branch whose shape matches (no top-level type/required/const failure) wins over one that
    does not; among equals, fewer errors wins. Then the most relevant error of that branch.
    """
    while error.validator in ("oneOf", "anyOf") and error.context:
        branches: dict[Any, list[ValidationError]] = {}
        for sub in error.context:
            branch = sub.relative_schema_path[0] if sub.relative_schema_path else 0
            branches.setdefault(branch, []).append(sub)

        def score(errs: list[ValidationError]) -> tuple[bool, bool, int]:
            top = [e.validator for e in errs if not e.relative_path]
            mismatch = bool({"type", "required", "const"} & set(top))
            return (mismatch, "type" in top, len(errs))

        chosen = min(branches.values(), key=score)
        picked = best_match(chosen)
        if picked is None:
            break
        error = picked
    return error


def _diag(
    path: str,
    positions: PositionMap,
    where: PathKey,
    code: str,
    message: str,
    hint: str | None = None,
    prefer_key: bool = False,
) -> Diagnostic:
    line, col = positions.locate(where, prefer_key=prefer_key)
    end_col = None
    pos = positions.key_pos(where) if prefer_key else positions.get(where)
    if pos is not None and (pos.line, pos.col) == (line, col) and pos.end_line == line:
        end_col = pos.end_col
    return Diagnostic(
        path,
        line,
        col,
        code,
        message,
        end_col=end_col,
        source_line=positions.source_line(line),
        hint=hint,
    )


def _extra_keys(obj: dict[str, Any], schema: dict[str, Any]) -> list[str]:
    """The keys of ``obj`` its object ``schema`` does not declare (in order; linear time)."""
    props = schema.get("properties") or {}
    patterns = [re.compile(p) for p in (schema.get("patternProperties") or {})]
    return [k for k in obj if k not in props and not any(p.search(k) for p in patterns)]


def _did_you_mean(value: Any, choices: Iterable[Any]) -> str | None:
    names = [str(c) for c in choices]
    close = difflib.get_close_matches(str(value), names, n=1, cutoff=0.6)
    return f"did you mean {close[0]!r}?" if close else None


def _map_error(error: ValidationError, positions: PositionMap, path: str) -> list[Diagnostic]:
    error = _unwrap(error)
    value: Any = error.validator_value
    schema: Any = error.schema
    where: PathKey = tuple(error.absolute_path)
    at = format_path(where)
    kind = error.validator
    in_names = "propertyNames" in error.absolute_schema_path
    if in_names and isinstance(error.instance, str):
        where, at = (*where, error.instance), f"{at}: key"
    if kind == "required":
        obj = error.instance if isinstance(error.instance, dict) else {}
        missing = [p for p in value if p not in obj and repr(p) in error.message]
        name = missing[0] if missing else error.message
        return [
            _diag(
                path,
                positions,
                where,
                "S100",
                f"{at}: missing required property {name!r}",
                prefer_key=True,
            )
        ]
    if kind == "type":
        expected = " or ".join(value) if isinstance(value, list) else value
        got = type(error.instance).__name__
        return [
            _diag(
                path,
                positions,
                where,
                "S101",
                f"{at}: expected {expected}, got {got} {error.instance!r}",
            )
        ]
    if kind in ("additionalProperties", "unevaluatedProperties"):
        allowed = sorted((schema.get("properties") or {}).keys())
        obj = error.instance if isinstance(error.instance, dict) else {}
        extras = _extra_keys(obj, schema) or list(obj)
        reported = [
            _diag(
                path,
                positions,
                (*where, key),
                "S102",
                f"{format_path(where)}: unknown property {key!r}",
                hint=_did_you_mean(key, allowed),
                prefer_key=True,
            )
            for key in extras[:MAX_UNKNOWN_KEYS]
        ]
        if len(extras) > MAX_UNKNOWN_KEYS:
            more = len(extras) - MAX_UNKNOWN_KEYS
            reported.append(
                _diag(
                    path,
                    positions,
                    (*where, extras[MAX_UNKNOWN_KEYS]),
                    "S102",
                    f"{format_path(where)}: {more} more unknown properties "
                    f"(only the first {MAX_UNKNOWN_KEYS} are reported one by one)",
                    prefer_key=True,
                )
            )
        return reported
    if kind in ("enum", "const"):
        choices = value if kind == "enum" else [value]
        shown = ", ".join(str(c) for c in choices)
        return [
            _diag(
                path,
                positions,
                where,
                "S103",
                f"{at}: {error.instance!r} is not allowed (expected one of: {shown})",
                hint=_did_you_mean(error.instance, choices),
                prefer_key=in_names,
            )
        ]
    if kind in _RANGE:
        return [_diag(path, positions, where, "S104", f"{at}: {error.message}")]
    return [_diag(path, positions, where, "S199", f"{at}: {error.message}")]


@cache
def _documents(folders: tuple[Path, ...]) -> dict[Path, dict[str, Any]]:
    """Every ``*.schema.json`` of ``folders`` by file path."""
    out: dict[Path, dict[str, Any]] = {}
    for folder in folders:
        for file in sorted(folder.glob("*.schema.json")):
            out[file] = json.loads(file.read_text("utf-8"))
    return out


@cache
def _registry(folders: tuple[Path, ...]) -> Registry:
    resources = [
        (schema["$id"], Resource.from_contents(schema))
        for schema in _documents(folders).values()
        if "$id" in schema
    ]
    return Registry().with_resources(resources)


@cache
def _validator(file: Path, folders: tuple[Path, ...]) -> Draft202012Validator | None:
    schema = _documents(folders).get(file)
    return None if schema is None else Draft202012Validator(schema, registry=_registry(folders))


@cache
def _fast_registry(folders: tuple[Path, ...]) -> jsonschema_rs.Registry:
    return jsonschema_rs.Registry(
        [(schema["$id"], schema) for schema in _documents(folders).values() if "$id" in schema]
    )


@cache
def _fast_validator(file: Path, folders: tuple[Path, ...]) -> Any:
    schema = _documents(folders).get(file)
    if schema is None:
        return None
    return jsonschema_rs.validator_for(schema, registry=_fast_registry(folders))


@dataclass(frozen=True)
class SchemaSet:
    """The content kinds and JSON Schemas of one ruleset (with the core's)."""

    kinds: KindMap
    #: the core's ``schemas/`` and the ruleset's ``schemas_dir``
    folders: tuple[Path, ...]

    @property
    def documents(self) -> dict[Path, dict[str, Any]]:
        """Every schema by file path; ``$ref`` between them resolve by ``$id``."""
        return _documents(self.folders)

    @property
    def registry(self) -> Registry:
        """A ``referencing`` registry holding every schema under its ``$id``."""
        return _registry(self.folders)

    def detect(self, path: str | PurePath, data: Any) -> str | None:
        """Content kind of a file (see :meth:`cardsmith.tools.content.kinds.KindMap.detect`)."""
        return self.kinds.detect(path, data)

    def schema(self, kind: str) -> dict[str, Any] | None:
        """The JSON Schema of ``kind``, or ``None``."""
        file = self.kinds.schema_file(kind)
        return None if file is None else self.documents.get(file)

    def validator(self, kind: str) -> Draft202012Validator | None:
        """Validator for one content kind, or ``None`` when no schema ships for it."""
        file = self.kinds.schema_file(kind)
        return None if file is None else _validator(file, self.folders)

    def fast_validator(self, kind: str) -> Any:
        """A compiled (Rust) validator used as a fast yes/no check, or ``None``.

        Most content is valid: the fast check answers in microseconds, and only invalid data
        goes through :mod:`jsonschema` for positioned, explained diagnostics.
        """
        file = self.kinds.schema_file(kind)
        return None if file is None else _fast_validator(file, self.folders)

    def validate(self, kind: str, data: Any, positions: PositionMap, path: str) -> list[Diagnostic]:
        """Validate ``data`` against the schema of ``kind``; positions come from ``positions``.

        Returns an empty list when the data is valid or no schema ships for ``kind``.
        """
        file = self.kinds.schema_file(kind)
        if file is None:
            return []
        fast = _fast_validator(file, self.folders)
        if fast is not None and fast.is_valid(data):
            return []
        slow = _validator(file, self.folders)
        diags: list[Diagnostic] = []
        for error in slow.iter_errors(data) if slow is not None else ():
            diags.extend(_map_error(error, positions, path))
        return sorted(diags)


#: id(ruleset) → (the ruleset, kept so its id stays its own, and its schema set)
_SETS: dict[int, tuple[Ruleset | None, SchemaSet]] = {}


def schemas_for(ruleset: Ruleset | None) -> SchemaSet:
    """The :class:`SchemaSet` of ``ruleset`` (``None``: the core's kinds and schemas only)."""
    found = _SETS.get(id(ruleset))
    if found is not None and found[0] is ruleset:
        return found[1]
    core = schemas_dir()
    if ruleset is None or ruleset.schemas_dir is None:
        made = SchemaSet(kind_map(ruleset), (core,))
    else:
        made = SchemaSet(kind_map(ruleset), (core, ruleset.schemas_dir))
    _SETS[id(ruleset)] = (ruleset, made)
    return made


def detect_kind(path: str | PurePath, data: Any, ruleset: Ruleset | None = None) -> str | None:
    """Content kind of a file among the kinds of ``ruleset`` (``None``: the core's only)."""
    return schemas_for(ruleset).detect(path, data)


def validate(
    kind: str, data: Any, positions: PositionMap, path: str, ruleset: Ruleset | None = None
) -> list[Diagnostic]:
    """:meth:`SchemaSet.validate` with the schemas of ``ruleset`` (``None``: the core's)."""
    return schemas_for(ruleset).validate(kind, data, positions, path)


def check_file(
    path: Path, kind: str | None = None, ruleset: Ruleset | None = None
) -> tuple[LoadResult, list[Diagnostic]]:
    """Load ``path`` and validate it (kind detected when not given; ruleset: the one of the
    pack around ``path`` when not given; the core's kinds alone outside a pack); all
    diagnostics sorted."""
    result = load_yaml_file(path)
    diags = list(result.diagnostics)
    if result.data is not None:
        if ruleset is None:
            try:
                ruleset = registry.for_pack(find_pack_root(path))
            except registry.RulesetError:
                ruleset = None
        kind = kind or detect_kind(path, result.data, ruleset)
        if kind is None:
            diags.append(
                Diagnostic(
                    str(path),
                    1,
                    1,
                    "S199",
                    "cannot tell the content kind of this file",
                    severity="warning",
                    hint=schemas_for(ruleset).kinds.folder_hint(),
                )
            )
        else:
            diags.extend(validate(kind, result.data, result.positions, str(path), ruleset))
    return result, sorted(diags)
