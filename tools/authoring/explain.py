"""``cardsmith explain``: a record's header, printed text, DSL effect, compiled ops and English."""

from __future__ import annotations

import difflib
import json
from pathlib import Path
from typing import Any

from cardsmith.tools import registry
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.kinds import kind_map
from cardsmith.tools.content.loader import load_file, load_pack
from cardsmith.tools.content.packs import find_pack_root
from cardsmith.tools.content.resources import shipped_pack_dir
from cardsmith.tools.diagnostics import Diagnostic
from cardsmith.tools.ruleset import Ruleset
from cardsmith.tools.terminal import printable


class ExplainError(Exception):
    """The target could not be found (message says why, with suggestions)."""


def find_record(target: str, pack: Path | None = None) -> tuple[Record, list[Diagnostic]]:
    """A YAML file path, or a card/spirit/fear name or id looked up in ``pack`` (default:
    the shipped pack). Returns the record and the diagnostics of its file."""
    path = Path(target)
    try:
        is_file = path.is_file()
    except OSError:  # a name too long to be a path, …: a name to look up
        is_file = False
    if path.suffix in (".yaml", ".yml") or is_file:
        if not is_file:
            raise ExplainError(f"no such file: {target}")
        loaded = load_file(path)
        records = [r for r in loaded.catalog if not r.context_only]
        if not records:
            problems = "; ".join(f"{d.code} {d.message}" for d in loaded.diagnostics)
            raise ExplainError(f"cannot read {target}: {problems or 'no content'}")
        return records[0], loaded.diagnostics
    root = pack or shipped_pack_dir()
    if not root.is_dir():
        raise ExplainError(f"no such pack folder: {root}")
    loaded = load_pack(root)
    record = loaded.catalog.find(target)
    if record is None:
        names = [r.name for r in loaded.catalog if r.name]
        close = difflib.get_close_matches(target, names, n=3, cutoff=0.5)
        lowered = {n.casefold(): n for n in names}
        close += [lowered[c] for c in difflib.get_close_matches(target.casefold(), list(lowered))]
        hint = (
            f" (did you mean {', '.join(repr(c) for c in dict.fromkeys(close))}?)" if close else ""
        )
        raise ExplainError(f"nothing named {target!r} in {root}{hint}")
    mine = [d for d in loaded.diagnostics if d.path == str(record.path)]
    return record, mine


def _texts(record: Record) -> dict[str, str]:
    """Printed text fields next to each effect, keyed like ``record.ast``."""
    out: dict[str, str] = {}
    top = record.get("text")
    if isinstance(top, str) and "effect" not in record.effect_paths:
        out["text"] = top
    for key, path in record.effect_paths.items():
        node = record.at((*path[:-1], "text"))
        if isinstance(node, str):
            out[key] = node
    return out


def _effects(record: Record) -> dict[str, str]:
    out: dict[str, str] = {}
    for key, path in record.effect_paths.items():
        node = record.at(path)
        if isinstance(node, str):
            out[key] = node
    return out


def _ruleset(record: Record) -> Ruleset | None:
    """The ruleset of the pack holding ``record`` (``None``: it is not installed)."""
    try:
        return registry.for_pack(find_pack_root(record.path))
    except registry.RulesetError:
        return None


def header_fields(record: Record, ruleset: Ruleset | None) -> tuple[str, ...]:
    """The fields that sum ``record`` up: ``kind`` and its kind's ``ContentKind.summary``."""
    kind = kind_map(ruleset).kinds.get(record.kind)
    summary = kind.summary if kind is not None else ()
    return tuple(dict.fromkeys(("kind", *summary)))


def explain_data(record: Record, ruleset: Ruleset | None = None) -> dict[str, Any]:
    """Machine-readable explanation (``cardsmith explain --json``)."""
    fields = header_fields(record, ruleset or _ruleset(record))
    header = {f: record.get(f) for f in fields if record.get(f) is not None}
    return {
        "kind": record.kind,
        "id": record.id,
        "name": record.name,
        "path": str(record.path),
        "header": header,
        "text": _texts(record),
        "effect": _effects(record),
        "ops": record.ops,
        "english": record.english,
        "unexpressed": _unexpressed(record),
    }


def _unexpressed(record: Record) -> list[str]:
    """The record's ``unexpressed`` texts: printed rules its effect does not say yet."""
    value = record.get("unexpressed")
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []


def _highlight(code: str, color: bool, ruleset: Ruleset | None) -> str:
    if not color or ruleset is None:
        return code
    try:
        from pygments import highlight
        from pygments.formatters import TerminalFormatter

        from cardsmith.tools.authoring.highlight import lexer_for
    except ImportError:  # pragma: no cover - pygments is a dependency
        return code
    return str(highlight(code, lexer_for(ruleset)(), TerminalFormatter())).rstrip("\n")


def _fmt(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k}: {_fmt(v)}" for k, v in value.items())
    return str(value)


def explain_text(record: Record, color: bool = False) -> str:
    """Human-readable explanation: header, printed text, effect, operations, English."""
    ruleset = _ruleset(record)
    data = explain_data(record, ruleset)
    bold = (lambda s: f"\x1b[1m{s}\x1b[0m") if color else (lambda s: s)
    p = printable  # content text: control characters spelled out, never obeyed
    lines = [bold(p(f"{record.name or record.id}")) + p(f"  ({record.kind}, {record.path})")]
    lines += [p(f"  {k}: {_fmt(v)}") for k, v in data["header"].items() if k != "kind"]
    for title, section in (("Printed text", data["text"]), ("Effect (DSL)", data["effect"])):
        if section:
            lines += ["", bold(title)]
            for key, value in section.items():
                body = "\n".join(p(line) for line in value.split("\n"))
                value = body
                if title.startswith("Eff"):
                    body = _highlight(value.rstrip("\n"), color, ruleset)
                lines.append(f"  [{key}]")
                lines += ["    " + ln for ln in body.splitlines()]
    if data["ops"]:
        lines += ["", bold("Operations")]
        for unit, ops in data["ops"].items():
            lines.append(f"  [{unit}]")
            lines += ["    " + ln for ln in json.dumps(ops, indent=2).splitlines()]
    if data["english"]:
        lines += ["", bold("English")]
        lines += [p(f"  [{key}] {text}") for key, text in data["english"].items()]
    if data["unexpressed"]:
        lines += ["", bold("Unexpressed (printed text the effect does not say)")]
        lines += [p(f"  - {text}") for text in data["unexpressed"]]
    return "\n".join(lines) + "\n"
