"""Load a content pack (or single files) into a
:class:`~tools.content.catalog.Catalog` plus diagnostics.

For every YAML file: safe loading with positions (:mod:`tools.content.yamlload`), kind detection and
schema validation (:mod:`tools.content.schema_check`), then every effect field is parsed and
compiled
with :mod:`dsl`. DSL error spans (positions inside the effect text) are mapped into the file with
:meth:`~tools.content.yamlpos.PositionMap.map_scalar_offset`, so a diagnostic points at the
word in the
file. Nothing here raises on bad input: every problem becomes a :class:`Diagnostic` and the run
continues with the next file.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePath
from typing import Any

from dsl.ast import Effect
from dsl.compiler import compile_effect, compile_levels, compile_power
from dsl.errors import DslError
from dsl.parser import parse
from dsl.render import render
from tools.content.catalog import Catalog, Record, value_at
from tools.content.record_cache import RecordCache
from tools.content.schema_check import detect_kind, format_path, validate
from tools.content.yamlload import MAX_BYTES, LoadResult, PathKey, load_yaml_file, safe_iter_yaml
from tools.diagnostics import Diagnostic

PACK_FILES = ("pack.yaml", "pack.yml")


@dataclass
class LoadedPack:
    """The result of loading one lint target (a pack folder or a single file).

    ``complete`` is true when a whole folder was loaded, so cross-file rules (a unique power's
    spirit must exist, ...) can trust that absent records really are absent. ``sources`` maps
    each loaded path (as shown in diagnostics) to its text, for suppression comments.
    """

    catalog: Catalog
    diagnostics: list[Diagnostic] = field(default_factory=list)
    root: Path | None = None
    complete: bool = False
    files: list[Path] = field(default_factory=list)
    sources: dict[str, str] = field(default_factory=dict)


def find_pack_root(path: Path) -> Path | None:
    """The nearest folder at or above ``path`` holding a ``pack.yaml``, or ``None``."""
    try:
        start = path.resolve()
    except OSError:
        return None
    for folder in [start, *start.parents] if start.is_dir() else list(start.parents):
        if any((folder / name).is_file() for name in PACK_FILES):
            return folder
    return None


def _kind_path(path: Path, base: Path) -> PurePath:
    """``path`` relative to ``base`` (for kind detection by folder), else folder + file name."""
    try:
        return path.resolve().relative_to(base.resolve())
    except ValueError:
        return PurePath(path.parent.name) / path.name


def _add_context_pack(loaded: LoadedPack, pack_root: Path) -> None:
    """Add the ``pack.yaml`` of ``pack_root`` as a context-only record (its bounds apply)."""
    for name in PACK_FILES:
        manifest = pack_root / name
        if manifest.is_file():
            context, _, _ = load_record(manifest, kind_path=PurePath(name))
            if context is not None:
                context.context_only = True
                loaded.catalog.add(context)
            return


def load_pack(root: Path, cache: RecordCache | None = None) -> LoadedPack:
    """Load every YAML file under the folder ``root`` (refused symlinks are diagnostics).

    ``root`` is normally a pack (it holds ``pack.yaml``). A folder inside a pack (``powers/``)
    loads too: kinds still come from folder names, the pack's ``pack.yaml`` is read as
    context, and the result is not ``complete`` (cross-file rules that need the whole pack
    are skipped).
    """
    pack_root = find_pack_root(root)
    complete = pack_root is None or pack_root == root.resolve()
    base = pack_root if pack_root is not None else root.parent
    loaded = LoadedPack(Catalog(), root=pack_root or root, complete=complete)
    prefix = _kind_path(root, base) if root.resolve() != base.resolve() else PurePath()
    for path, refused in safe_iter_yaml(root):
        loaded.files.append(path)
        if refused is not None:
            loaded.diagnostics.append(refused)
            continue
        kind_path = prefix / path.relative_to(root)
        record, diags, text = _load_cached(path, root, kind_path, cache)
        loaded.sources[str(path)] = text
        loaded.diagnostics.extend(diags)
        if record is not None:
            loaded.catalog.add(record)
    if not complete and pack_root is not None:
        _add_context_pack(loaded, pack_root)
    return loaded


def _load_cached(
    path: Path, root: Path, kind_path: PurePath, cache: RecordCache | None
) -> tuple[Record | None, list[Diagnostic], str]:
    """:func:`load_record`, answered from ``cache`` when the file's bytes are unchanged."""
    if cache is None:
        return load_record(path, root=root, kind_path=kind_path)
    try:
        raw = path.read_bytes() if path.stat().st_size <= MAX_BYTES else None
    except OSError:
        raw = None
    if raw is None:
        return load_record(path, root=root, kind_path=kind_path)
    key = cache.key(raw, str(kind_path))
    entry = cache.get(path, key)
    if entry is None:
        entry = load_record(path, root=root, kind_path=kind_path)
        cache.put(path, key, entry)
    return entry


def load_file(path: Path) -> LoadedPack:
    """Load a single content file; the ``pack.yaml`` above it (if any) is loaded as context."""
    pack_root = find_pack_root(path)
    loaded = LoadedPack(Catalog(), root=pack_root, complete=False, files=[path])
    base = pack_root if pack_root is not None else path.parent.parent
    record, diags, text = load_record(path, kind_path=_kind_path(path, base))
    loaded.sources[str(path)] = text
    loaded.diagnostics.extend(diags)
    if record is not None:
        loaded.catalog.add(record)
    if pack_root is not None and (record is None or record.kind != "pack"):
        _add_context_pack(loaded, pack_root)
    return loaded


def load_path(path: Path, cache: RecordCache | None = None) -> LoadedPack:
    """Load a lint target: a folder with :func:`load_pack`, a file with :func:`load_file`."""
    return load_pack(path, cache) if path.is_dir() else load_file(path)


def load_record(
    path: Path, root: Path | None = None, kind_path: PurePath | None = None
) -> tuple[Record | None, list[Diagnostic], str]:
    """Load, validate and compile one file: ``(record or None, diagnostics, source text)``."""
    result = load_yaml_file(path, root=root)
    name = str(path)
    diags = list(result.diagnostics)
    if result.data is None:
        return None, diags, result.text
    kind = detect_kind(kind_path or PurePath(path.name), result.data)
    if kind is None:
        diags.append(
            Diagnostic(
                name,
                1,
                1,
                "S010",
                "cannot tell the content kind of this file",
                severity="warning",
                hint="put it in a kind folder (boards/, powers/, ...) or add a top-level `kind:`",
            ).with_source(result.text)
        )
        return None, diags, result.text
    schema_diags = validate(kind, result.data, result.positions, name)
    diags.extend(d.with_source(result.text) for d in schema_diags)
    data = result.data
    record = Record(
        kind=kind,
        id=_str_or_none(data, "id"),
        name=_str_or_none(data, "name"),
        path=path,
        data=data,
        positions=result.positions,
        source_text=result.text,
    )
    compiler = _EffectCompiler(record, result)
    try:
        compiler.compile_all()
    except Exception as exc:
        compiler.diags.append(
            Diagnostic(name, 1, 1, "C199", f"internal error while compiling effects: {exc!r}")
        )
    diags.extend(compiler.diags)
    return record, diags, result.text


def _str_or_none(data: Any, key: str) -> str | None:
    value = data.get(key) if isinstance(data, dict) else None
    return value if isinstance(value, str) else None


def _elements(value: Any) -> dict[str, int]:
    """An element-count map, keeping only well-typed entries."""
    if not isinstance(value, dict):
        return {}
    return {k: v for k, v in value.items() if isinstance(k, str) and type(v) is int}


def _minus(errors: Iterable[DslError], earlier: Iterable[DslError]) -> list[DslError]:
    """Multiset difference: the errors of a longer compile not already in a shorter one."""
    left = Counter(earlier)
    out: list[DslError] = []
    for e in errors:
        if left[e] > 0:
            left[e] -= 1
        else:
            out.append(e)
    return out


class _EffectCompiler:
    """Parses, compiles and renders the effect fields of one record, mapping DSL errors."""

    def __init__(self, record: Record, result: LoadResult) -> None:
        self.record = record
        self.result = result
        self.diags: list[Diagnostic] = []

    def compile_all(self) -> None:
        kind = self.record.kind
        data = self.record.data
        if not isinstance(data, dict):
            return
        if kind == "power":
            self._power()
        elif kind == "spirit":
            for i, _ in enumerate(_list(data.get("innates"))):
                self._innate(i)
            for i, rule in enumerate(_list(data.get("special_rules"))):
                if isinstance(rule, dict) and "effect" in rule:
                    self._single(("special_rules", i, "effect"), f"special_rules[{i}]")
        elif kind == "fear":
            for i, _ in enumerate(_list(data.get("levels"))):
                self._single(("levels", i, "effect"), f"levels[{i}]")

    # --- per kind ----------------------------------------------------------------------
    def _power(self) -> None:
        base = self._parse(("effect",))
        threshold = value_at(self.record.data, ("threshold",))
        extra = self._parse(("threshold", "effect")) if isinstance(threshold, dict) else None
        base_ops, base_errors = compile_effect(base) if base else ([], [])
        self._report(("effect",), base_errors)
        if extra is None:
            if base is not None:
                self.record.ops["effect"] = base_ops
            return
        elements = _elements(value_at(threshold, ("elements",)))
        if base is None:
            _, errors = compile_levels([(elements, extra)])
            self._report(("threshold", "effect"), errors)
            return
        ops, all_errors = compile_power(base, (elements, extra))
        self._report(("threshold", "effect"), _minus(all_errors, base_errors))
        self.record.ops["effect"] = ops

    def _innate(self, index: int) -> None:
        levels = _list(value_at(self.record.data, ("innates", index, "levels")))
        parsed: list[tuple[dict[str, int], Effect, PathKey]] = []
        complete = True
        for j, level in enumerate(levels):
            path: PathKey = ("innates", index, "levels", j, "effect")
            effect = self._parse(path)
            if effect is None:
                complete = False
                continue
            elements = _elements(level.get("elements") if isinstance(level, dict) else None)
            parsed.append((elements, effect, path))
        previous: list[DslError] = []
        ops: list[Any] = []
        for n in range(1, len(parsed) + 1):
            ops, errors = compile_levels([(el, eff) for el, eff, _ in parsed[:n]])
            self._report(parsed[n - 1][2], _minus(errors, previous))
            previous = errors
        if complete and parsed:
            self.record.ops[f"innates[{index}]"] = ops

    def _single(self, path: PathKey, unit: str) -> None:
        effect = self._parse(path)
        if effect is None:
            return
        ops, errors = compile_effect(effect)
        self._report(path, errors)
        self.record.ops[unit] = ops

    # --- shared ------------------------------------------------------------------------
    def _parse(self, path: PathKey) -> Effect | None:
        """Parse the effect text at ``path``; record AST and English; report syntax errors."""
        text = value_at(self.record.data, path)
        if not isinstance(text, str) or not text.strip():
            return None  # missing / wrong type / empty: the schema reports it
        effect, errors = parse(text)
        self._report(path, errors)
        if effect is not None:
            key = format_path(path)
            self.record.ast[key] = effect
            self.record.effect_paths[key] = path
            self.record.english[key] = render(effect)
        return effect

    def _report(self, path: PathKey, errors: Sequence[DslError]) -> None:
        for e in errors:
            self.diags.append(dsl_diagnostic(self.record, path, e))


def dsl_diagnostic(record: Record, path: PathKey, error: DslError) -> Diagnostic:
    """A :class:`DslError` (positioned in the effect text at ``path``) as a file diagnostic."""
    positions = record.positions
    line, col = positions.map_scalar_offset(path, error.span.line, error.span.col)
    end_col: int | None = None
    if error.span.end_line == error.span.line and error.span.end_col > error.span.col:
        end_line, mapped_end = positions.map_scalar_offset(
            path, error.span.end_line, error.span.end_col
        )
        end_col = mapped_end if end_line == line and mapped_end > col else None
    return Diagnostic(
        str(record.path),
        line,
        col,
        error.code,
        error.message,
        severity=error.severity,
        end_col=end_col,
        hint=error.hint,
    ).with_source(record.source_text)


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []
