"""Load a content pack (or single files) into a
:class:`~cardsmith.tools.content.catalog.Catalog` plus diagnostics.

The pack's ``pack.yaml`` is read first: it names the ruleset (:mod:`cardsmith.tools.registry`) whose
content kinds, schemas and effect language the other files are read with. For every YAML file:
safe loading with positions (:mod:`cardsmith.tools.content.yamlload`), kind detection and schema
validation (:mod:`cardsmith.tools.content.schema_check`), then the ruleset's ``compile_record`` hook
parses and compiles the effect fields (:mod:`tools.content.effects`), DSL error spans mapped
into the file so a diagnostic points at the word. Nothing here raises on bad input: every
problem becomes a :class:`Diagnostic` (a ruleset that is not installed is ``S110`` at the
``ruleset:`` key) and the run continues with the next file.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path, PurePath
from typing import Any

from cardsmith.tools import registry
from cardsmith.tools.content.catalog import Catalog, Record
from cardsmith.tools.content.effects import EffectFields, compile_effect_fields
from cardsmith.tools.content.kinds import CORE_KINDS, kind_map
from cardsmith.tools.content.packs import find_pack_root, manifest_path
from cardsmith.tools.content.record_cache import RecordCache
from cardsmith.tools.content.schema_check import schemas_for
from cardsmith.tools.content.yamlload import (
    MAX_BYTES,
    bulk_loading,
    load_yaml_file,
    read_regular_file,
    safe_iter_yaml,
    with_source_lines,
)
from cardsmith.tools.diagnostics import Diagnostic
from cardsmith.tools.ruleset import Ruleset

__all__ = [
    "LoadedPack",
    "load_file",
    "load_pack",
    "load_path",
    "load_record",
    "pack_ruleset",
]

_CORE_KIND_NAMES = frozenset(k.name for k in CORE_KINDS)


@dataclass
class LoadedPack:
    """The result of loading one lint target (a pack folder or a single file).

    ``complete`` is true when a whole folder was loaded, so cross-file rules (a unique power's
    spirit must exist, ...) can trust that absent records really are absent. ``sources`` maps
    each loaded path (as shown in diagnostics) to its text, for suppression comments.
    ``ruleset`` is the pack's (``None`` when the one it names is not installed: then only its
    ``pack.yaml`` was read).
    """

    catalog: Catalog
    diagnostics: list[Diagnostic] = field(default_factory=list)
    root: Path | None = None
    complete: bool = False
    files: list[Path] = field(default_factory=list)
    sources: dict[str, str] = field(default_factory=dict)
    ruleset: Ruleset | None = None


def pack_ruleset(
    pack_root: Path | None, loose: Ruleset | None = None
) -> tuple[Ruleset | None, Diagnostic | None]:
    """The ruleset of the pack at ``pack_root`` (``loose`` for files in no pack), or ``None``
    and an ``S110`` diagnostic at the manifest's ``ruleset:`` key when it cannot be used."""
    if pack_root is None and loose is not None:
        return loose, None
    try:
        return registry.for_pack(pack_root), None
    except registry.UnreadableManifest:
        return None, None  # a manifest that does not load is reported as itself
    except registry.RulesetError as exc:
        return None, _ruleset_problem(pack_root, str(exc))


def _ruleset_problem(pack_root: Path | None, message: str) -> Diagnostic:
    manifest = manifest_path(pack_root) if pack_root is not None else None
    if manifest is None:
        return Diagnostic(str(pack_root or Path()), 1, 1, "S110", message)
    result = load_yaml_file(manifest)
    pos = result.positions.key_pos(("ruleset",)) if result.data is not None else None
    line, col = (pos.line, pos.col) if pos is not None else (1, 1)
    end_col = pos.end_col if pos is not None and pos.end_line == line else None
    hint = "install the ruleset's package, or name an installed one in `ruleset:`"
    diag = Diagnostic(str(manifest), line, col, "S110", message, end_col=end_col, hint=hint)
    return diag.with_source(result.text)


def _kind_path(path: Path, base: Path) -> PurePath:
    """``path`` relative to ``base`` (for kind detection by folder), else folder + file name."""
    try:
        return path.resolve().relative_to(base.resolve())
    except ValueError:
        return PurePath(path.parent.name) / path.name


def _catalog(ruleset: Ruleset | None) -> Catalog:
    """An empty catalog whose JSON lists are named by the ruleset's kinds."""
    kinds = kind_map(ruleset)
    return Catalog(lists={name: kinds.plural(name) for name in kinds.names})


def _add_context_pack(loaded: LoadedPack, pack_root: Path) -> None:
    """Add the ``pack.yaml`` of ``pack_root`` as a context-only record (its bounds apply)."""
    manifest = manifest_path(pack_root)
    if manifest is not None:
        kind_path = PurePath(manifest.name)
        context, _, _ = load_record(manifest, kind_path=kind_path, ruleset=loaded.ruleset)
        if context is not None:
            context.context_only = True
            loaded.catalog.add(context)


def load_pack(
    root: Path, cache: RecordCache | None = None, loose: Ruleset | None = None
) -> LoadedPack:
    """Load every YAML file under the folder ``root`` (refused symlinks are diagnostics).

    ``root`` is normally a pack (it holds ``pack.yaml``). A folder inside a pack (``powers/``)
    loads too: kinds still come from folder names, the pack's ``pack.yaml`` is read as
    context, and the result is not ``complete`` (cross-file rules that need the whole pack
    are skipped). ``loose``: the game of a folder in no pack (without it, such a folder is an
    ``S110`` error: the core has no game of its own).
    """
    pack_root = find_pack_root(root)
    complete = pack_root is None or pack_root == root.resolve()
    base = pack_root if pack_root is not None else root.parent
    ruleset, problem = pack_ruleset(pack_root, loose)
    catalog = _catalog(ruleset)
    loaded = LoadedPack(catalog, root=pack_root or root, complete=complete, ruleset=ruleset)
    if problem is not None:
        loaded.diagnostics.append(problem)
    prefix = _kind_path(root, base) if root.resolve() != base.resolve() else PurePath()
    with bulk_loading():
        for path, refused in safe_iter_yaml(root):
            loaded.files.append(path)
            if refused is not None:
                loaded.diagnostics.append(refused)
                continue
            kind_path = prefix / path.relative_to(root)
            record, diags, text = _load_cached(path, root, kind_path, cache, ruleset)
            loaded.sources[str(path)] = text
            loaded.diagnostics.extend(diags)
            if record is not None:
                loaded.catalog.add(record)
    if not complete and pack_root is not None:
        _add_context_pack(loaded, pack_root)
    return loaded



def load_cached(root: Path) -> LoadedPack:
    """A pack read through lint's record cache (its unchanged files are not parsed and
    compiled again) for a command that only reads it — a dependency, a simulation's pack;
    the cache is left as it is (``cardsmith lint`` writes it)."""
    return load_pack(root, RecordCache(root))

def _load_cached(
    path: Path,
    root: Path,
    kind_path: PurePath,
    cache: RecordCache | None,
    ruleset: Ruleset | None,
) -> tuple[Record | None, list[Diagnostic], str]:
    """:func:`load_record`, answered from ``cache`` when the file's bytes are unchanged."""
    if cache is None:
        return load_record(path, root=root, kind_path=kind_path, ruleset=ruleset)
    raw = read_regular_file(path, MAX_BYTES)
    if isinstance(raw, Diagnostic):  # load_record reports it
        return load_record(path, root=root, kind_path=kind_path, ruleset=ruleset)
    key = cache.key(raw, f"{ruleset.name if ruleset else ''}:{kind_path}")
    entry = cache.get(path, key)
    if entry is None:
        entry = load_record(path, root=root, kind_path=kind_path, ruleset=ruleset)
        cache.put(path, key, entry)
    return entry


def load_file(path: Path, loose: Ruleset | None = None) -> LoadedPack:
    """Load a single content file; the ``pack.yaml`` above it (if any) is loaded as context
    (``loose``: the game of a file in no pack)."""
    pack_root = find_pack_root(path)
    ruleset, problem = pack_ruleset(pack_root, loose)
    catalog = _catalog(ruleset)
    loaded = LoadedPack(catalog, root=pack_root, complete=False, files=[path], ruleset=ruleset)
    if problem is not None:
        loaded.diagnostics.append(problem)
    base = pack_root if pack_root is not None else path.parent.parent
    record, diags, text = load_record(path, kind_path=_kind_path(path, base), ruleset=ruleset)
    loaded.sources[str(path)] = text
    loaded.diagnostics.extend(diags)
    if record is not None:
        loaded.catalog.add(record)
    if pack_root is not None and (record is None or record.kind != "pack"):
        _add_context_pack(loaded, pack_root)
    return loaded


def load_path(
    path: Path, cache: RecordCache | None = None, loose: Ruleset | None = None
) -> LoadedPack:
    """Load a lint target: a folder with :func:`load_pack`, a file with :func:`load_file`."""
    return load_pack(path, cache, loose) if path.is_dir() else load_file(path, loose)


def load_record(
    path: Path,
    root: Path | None = None,
    kind_path: PurePath | None = None,
    *,
    ruleset: Ruleset | None,
) -> tuple[Record | None, list[Diagnostic], str]:
    """Load, validate and compile one file: ``(record or None, diagnostics, source text)``.

    ``ruleset`` is the pack's; ``None`` (the one the pack names is not installed) reads only
    the core's kinds and skips the other files silently (the pack's ``S110`` says why).
    """
    result = load_yaml_file(path, root=root)
    name = str(path)
    diags = list(result.diagnostics)
    if result.data is None:
        return None, diags, result.text
    schemas = schemas_for(ruleset)
    kind = schemas.detect(kind_path or PurePath(path.name), result.data)
    if kind is None:
        if ruleset is None:
            return None, diags, result.text
        diags.append(
            Diagnostic(
                name,
                1,
                1,
                "S010",
                "cannot tell the content kind of this file",
                severity="warning",
                hint=schemas.kinds.folder_hint(),
            ).with_source(result.text)
        )
        return None, diags, result.text
    schema_diags = schemas.validate(kind, result.data, result.positions, name)
    diags.extend(with_source_lines(schema_diags, result.positions))
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
    if ruleset is not None and kind not in _CORE_KIND_NAMES and isinstance(data, dict):
        diags.extend(_compile(record, ruleset))
    return record, diags, result.text


def _compile(record: Record, ruleset: Ruleset) -> list[Diagnostic]:
    """The ruleset's ``compile_record`` hook (or the default) over one record."""
    fields = EffectFields(record, ruleset.language)
    hook = ruleset.compile_record or compile_effect_fields
    try:
        hook(fields)
    except Exception as exc:  # a bug in the compiler or the hook: reported, never raised
        fields.diags.append(
            Diagnostic(
                str(record.path), 1, 1, "C199", f"internal error while compiling effects: {exc!r}"
            )
        )
    return fields.diags


def _str_or_none(data: Any, key: str) -> str | None:
    value = data.get(key) if isinstance(data, dict) else None
    return value if isinstance(value, str) else None
