"""The ``Pass:``/``Fail:`` examples in lint-rule docstrings, as files that can be linted.

An example is an indented block under a ``Pass:`` or ``Fail:`` line. It is one YAML file
(``example.yaml``, its kind taken from its ``kind:`` key) unless ``# file: some/path.yaml`` lines
split it into several files of a small pack.
"""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

from cardsmith.tools.content.loader import load_pack
from cardsmith.tools.diagnostics import Diagnostic
from cardsmith.tools.ruleset import Ruleset

DEFAULT_FILE = "example.yaml"
_HEADER = re.compile(r"^(\s*)(Pass|Fail):\s*$")
_FILE = re.compile(r"^#\s*file:\s*(\S+)\s*$")

Example = list[tuple[str, str]]


def examples(doc: str | None) -> dict[str, Example]:
    """``{"Pass": files, "Fail": files}`` from a docstring; each file is ``(path, text)``."""
    out: dict[str, Example] = {}
    lines = (doc or "").expandtabs().splitlines()
    i = 0
    while i < len(lines):
        m = _HEADER.match(lines[i])
        if not m:
            i += 1
            continue
        indent = len(m.group(1))
        body: list[str] = []
        i += 1
        while i < len(lines) and (
            not lines[i].strip() or len(lines[i]) - len(lines[i].lstrip()) > indent
        ):
            body.append(lines[i])
            i += 1
        out[m.group(2)] = split_files(textwrap.dedent("\n".join(body)).strip("\n") + "\n")
    return out


def split_files(text: str) -> Example:
    """Split example text on ``# file: path`` lines."""
    files: Example = []
    current = DEFAULT_FILE
    buf: list[str] = []
    for line in text.splitlines(keepends=True):
        m = _FILE.match(line.strip())
        if m:
            if "".join(buf).strip():
                files.append((current, "".join(buf)))
            current, buf = m.group(1), []
        else:
            buf.append(line)
    if "".join(buf).strip() or not files:
        files.append((current, "".join(buf)))
    return files


def write_example(files: Example, dest: Path) -> Path:
    """Write the files of an example under ``dest`` (created) and return ``dest``."""
    dest.mkdir(parents=True, exist_ok=True)
    for rel, text in files:
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    return dest


def lint_example(
    files: Example, dest: Path, game: Ruleset, text_check: bool = False
) -> list[Diagnostic]:
    """Write an example under ``dest`` and lint it as a pack of ``game`` (an example with its
    own ``pack.yaml`` names its game there); return the diagnostics."""
    from cardsmith.tools.lint import run_rules

    write_example(files, dest)
    return run_rules(load_pack(dest, loose=game), text_check=text_check)
