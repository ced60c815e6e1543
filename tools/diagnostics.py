"""Diagnostics: one finding at a file position, and the formatters that print them.

Formats follow ruff: ``text`` (``path:line:col: CODE message`` + source line + caret),
``json``, ``sarif`` (SARIF 2.1.0) and ``github`` (workflow commands).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from typing import Any, Literal

from cardsmith.tools.terminal import printable

Severity = Literal["error", "warning"]

TOOL_NAME = "cardsmith"
TOOL_URI = "https://cardsmith.dev"
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


@dataclass(frozen=True)
class Diagnostic:
    """A problem found in a file. ``line`` and ``col`` are 1-based; ``end_col`` is exclusive."""

    path: str
    line: int
    col: int
    code: str
    message: str
    severity: Severity = "error"
    end_col: int | None = None
    source_line: str | None = None
    hint: str | None = None

    @property
    def sort_key(self) -> tuple[str, int, int, str, str]:
        """Ordering key: (path, line, col, code, message)."""
        return (self.path, self.line, self.col, self.code, self.message)

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Diagnostic):
            return NotImplemented
        return self.sort_key < other.sort_key

    def with_source(self, text: str) -> Diagnostic:
        """Return a copy whose ``source_line`` is filled from the full file ``text``."""
        if self.source_line is not None:
            return self
        lines = text.splitlines()
        if 1 <= self.line <= len(lines):
            return dataclasses.replace(self, source_line=lines[self.line - 1])
        return self

    def to_dict(self) -> dict[str, Any]:
        """Plain-data form (used by the JSON formatter)."""
        return asdict(self)


def sort_diagnostics(diags: Iterable[Diagnostic]) -> list[Diagnostic]:
    """Sort by (path, line, col, code) and drop exact duplicates."""
    seen: set[tuple[Any, ...]] = set()
    out: list[Diagnostic] = []
    for d in sorted(diags):
        key = (*d.sort_key, d.end_col)
        if key not in seen:
            seen.add(key)
            out.append(d)
    return out


def _caret(diag: Diagnostic) -> str | None:
    if diag.source_line is None:
        return None
    col = max(diag.col, 1)
    width = 1
    if diag.end_col is not None and diag.end_col > col:
        width = diag.end_col - col
    shown = printable(diag.source_line[: col - 1])
    prefix = "".join(ch if ch == "\t" else " " for ch in shown)
    return prefix + "^" + "~" * (width - 1)


def format_text(diags: Iterable[Diagnostic], color: bool = False) -> str:
    """Human format: ``path:line:col: CODE message``, source line, caret line, ``help:`` hint."""
    from rich.console import Console
    from rich.text import Text

    out: list[Text] = []
    for d in sort_diagnostics(diags):
        head = Text()
        head.append(f"{printable(d.path)}:{d.line}:{d.col}:", style="bold")
        head.append(" ")
        style = "bold red" if d.severity == "error" else "bold yellow"
        head.append(printable(d.code), style=style)
        head.append(f" {printable(d.message)}")
        out.append(head)
        caret = _caret(d)
        if d.source_line is not None and caret is not None:
            out.append(Text(printable(d.source_line.rstrip("\n"))))
            out.append(Text(caret, style="bold red" if d.severity == "error" else "bold yellow"))
        if d.hint:
            hint = Text()
            hint.append("help:", style="bold cyan")
            hint.append(f" {printable(d.hint)}")
            out.append(hint)
    if not out:
        return ""
    if not color:
        return "\n".join(t.plain for t in out) + "\n"
    console = Console(force_terminal=True, color_system="standard", width=10_000, soft_wrap=True)
    with console.capture() as capture:
        for t in out:
            console.print(t, highlight=False, markup=False)
    return capture.get()


def format_json(diags: Iterable[Diagnostic]) -> str:
    """JSON array of diagnostic objects (sorted)."""
    return json.dumps([d.to_dict() for d in sort_diagnostics(diags)], indent=2) + "\n"


def format_github(diags: Iterable[Diagnostic]) -> str:
    """GitHub Actions workflow commands, one per diagnostic."""

    def esc(value: str, prop: bool = False) -> str:
        value = value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
        value = printable(value)
        if prop:
            value = value.replace(":", "%3A").replace(",", "%2C")
        return value

    lines = []
    for d in sort_diagnostics(diags):
        level = "error" if d.severity == "error" else "warning"
        props = f"file={esc(d.path, True)},line={d.line},col={d.col}"
        if d.end_col is not None:
            props += f",endColumn={d.end_col}"
        msg = d.message + (f" (help: {d.hint})" if d.hint else "")
        lines.append(f"::{level} {props},title={esc(d.code, True)}::{esc(d.code)} {esc(msg)}")
    return "".join(line + "\n" for line in lines)


def format_sarif(diags: Iterable[Diagnostic], rule_docs: dict[str, str] | None = None) -> str:
    """SARIF 2.1.0 log with one run; ``rule_docs`` maps codes to short descriptions."""
    items = sort_diagnostics(diags)
    docs = rule_docs or {}
    codes = sorted({d.code for d in items} | set(docs))
    index = {code: i for i, code in enumerate(codes)}
    rules = [
        {
            "id": code,
            "name": code,
            "shortDescription": {"text": docs.get(code, code)},
            "helpUri": f"{TOOL_URI}/rules/#{code.lower()}",
        }
        for code in codes
    ]
    results = []
    for d in items:
        region: dict[str, Any] = {"startLine": max(d.line, 1), "startColumn": max(d.col, 1)}
        if d.end_col is not None and d.end_col > d.col:
            region["endColumn"] = d.end_col
        if d.source_line is not None:
            region["snippet"] = {"text": d.source_line}
        message = d.message + (f" (help: {d.hint})" if d.hint else "")
        results.append(
            {
                "ruleId": d.code,
                "ruleIndex": index[d.code],
                "level": "error" if d.severity == "error" else "warning",
                "message": {"text": message},
                "locations": [
                    {
                        "physicalLocation": {
                            "artifactLocation": {"uri": d.path.replace("\\", "/")},
                            "region": region,
                        }
                    }
                ],
            }
        )
    log = {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {"driver": {"name": TOOL_NAME, "informationUri": TOOL_URI, "rules": rules}},
                "results": results,
            }
        ],
    }
    return json.dumps(log, indent=2) + "\n"


FORMATS = ("text", "json", "sarif", "github")


def format_diagnostics(diags: Iterable[Diagnostic], fmt: str, color: bool = False) -> str:
    """Dispatch on an output format name: text, json, sarif or github."""
    if fmt == "text":
        return format_text(diags, color=color)
    if fmt == "json":
        return format_json(diags)
    if fmt == "sarif":
        return format_sarif(diags)
    if fmt == "github":
        return format_github(diags)
    raise ValueError(f"unknown output format {fmt!r} (text, json, sarif, github)")
