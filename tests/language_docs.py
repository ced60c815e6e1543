"""The checks a ruleset's doc page runs on its language examples: a fenced block in the
ruleset's own fence (```rds, ```es) followed by "> Renders as: …" and "> Compiles to: `…`"
(an example), or by "> Finding: `CODE` message — hint" (a finding)."""

from __future__ import annotations

import json
import re
from typing import Any


def doc_blocks(text: str, fence: str) -> tuple[list[Any], list[Any]]:
    """The (source, english, ops) examples and the (source, code, message, hint) findings."""
    block = rf"```{fence}\n((?:(?!```).)*)```\n\n"
    example = re.compile(block + r"> Renders as: ([^\n]*)\n>\n> Compiles to: `([^`]*)`\n", re.S)
    finding = re.compile(block + r"> Finding: `(\w+)` ([^\n]*?) — ([^\n]*)\n", re.S)
    return example.findall(text), finding.findall(text)


def check_example(language: Any, source: str, english: str, ops: str) -> None:
    """The example parses and compiles cleanly, renders to ``english``, compiles to ``ops``
    and is written in canonical form."""
    effect, errors = language.parse(source)
    assert errors == [] and effect is not None
    compiled, cerrors = language.compile_effect(effect)
    assert cerrors == []
    assert language.render(effect) == english
    assert compiled == json.loads(ops)
    assert language.print_effect(effect) == source  # the examples are in canonical form


def check_finding(language: Any, source: str, code: str, message: str, hint: str) -> None:
    """The finding shown is the one the compiler gives, and the only one."""
    _, errors = language.compile_text(source)
    assert [(e.code, e.message, e.hint) for e in errors] == [(code, message, hint)]
