"""docs/codex.md: the card-language table's examples compile without a finding and render to
the card text beside them; the commands it lists name the ruleset's own options."""

from __future__ import annotations

import re
from pathlib import Path

from cardsmith.rulesets.codex.dsl import LANGUAGE

DOC = Path(__file__).resolve().parents[2] / "docs" / "codex.md"
ROW = re.compile(r"^\| `([^`]+)` \| ([^|…]+) \| `[a-z_]+` \|$", re.M)


def test_the_language_table_renders_as_shown() -> None:
    rows = ROW.findall(DOC.read_text(encoding="utf-8"))
    assert len(rows) >= 8
    for effect, english in rows:
        parsed, errors = LANGUAGE.parse(effect + "\n")
        assert parsed is not None and errors == [], effect
        _, compile_errors = LANGUAGE.compile_text(effect + "\n")
        assert compile_errors == [], effect
        assert LANGUAGE.render(parsed) == english.strip(), effect


def test_the_commands_use_the_rulesets_options() -> None:
    text = DOC.read_text(encoding="utf-8")
    assert "--colours grove,ember" in text and "cardsmith balance pyra-flint" in text
