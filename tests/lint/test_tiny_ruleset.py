"""A game that is not Spirit Island lints, scaffolds and highlights through its ruleset alone: a
tiny ruleset (two piece kinds, one verb, a one-land board) with two content kinds and their
schemas, one lint rule of its own and one template — no ``compile_record`` hook (each
``effect`` string is its own unit)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pygments.token import Keyword, Name
from tiny_game.testing import write_pack

from cardsmith.tools import registry
from cardsmith.tools.authoring.highlight import lexer_for
from cardsmith.tools.authoring.scaffold import scaffold
from cardsmith.tools.content.loader import load_pack
from cardsmith.tools.lint import lint_paths, rules_for

FILES = {
    "pack.yaml": "id: tiny-pack\nname: Tiny Pack\nversion: 1.0.0\nruleset: tiny\n",
    "cards/grab.yaml": "id: grab\nname: Grab\ncost: 1\ntext: Take 2 red.\neffect: take 2 red\n",
    "cards/pinch.yaml": "id: pinch\nname: Pinch\ncost: 0\ntext: Take 1 blue.\n"
    "effect: take 1 blue\n",
    "boards/table.yaml": "id: table\nname: The Table\nlands: [table]\n",
}


@pytest.fixture
def tiny(tmp_path: Path) -> Path:
    """A pack of the tiny ruleset (registered through its entry point, tests/rulesets)."""
    return write_pack(tmp_path / "tiny-pack", FILES)


def _codes(pack: Path) -> list[tuple[str, str, int]]:
    return [(d.code, Path(d.path).name, d.line) for d in lint_paths([pack]).diagnostics]


def test_a_clean_pack_lints_clean_and_compiles(tiny: Path) -> None:
    assert _codes(tiny) == []
    loaded = load_pack(tiny)
    grab = loaded.catalog.by_id("grab", "card")
    assert grab is not None
    assert [op["op"] for op in grab.ops["effect"]] == ["take"]
    assert grab.english["effect"] == "Take 2 Red."
    assert sorted(r.kind for r in loaded.catalog) == ["board", "card", "card", "pack"]
    assert set(loaded.catalog.to_json()) == {"cards", "boards", "pack", "scenarios"}


def test_text_check_compares_a_new_rulesets_words(tiny: Path) -> None:
    """``--text-check`` works for a ruleset that gives no comparison of its own: the numbers
    and its words (``Ruleset.words``: red, blue, take) of the printed text and the English."""
    card = tiny / "cards" / "grab.yaml"
    card.write_text(card.read_text().replace("effect: take 2 red", "effect: take 2 blue"))
    found = lint_paths([tiny], text_check=True).diagnostics
    assert [(d.code, d.line, d.message) for d in found] == [
        ("T001", 4, "`effect` renders differently: rendering lacks red; rendering adds blue")
    ]
    assert lint_paths([tiny]).diagnostics == []  # only when asked for


def test_its_rules_run_and_no_spirit_island_rule(tiny: Path) -> None:
    rules = rules_for(registry.get("tiny"))
    assert "Z001" in rules and "Z101" in rules and "X001" in rules and "S100" in rules
    assert "C101" not in rules and "C111" not in rules  # Spirit Island's codes
    assert "C201" not in rules and "T001" in rules  # the printed-text check is every game's
    card = tiny / "cards" / "grab.yaml"
    card.write_text(card.read_text().replace("cost: 1", "cost: 5").replace("red\n", "green\n"))
    (tiny / "cards" / "copy.yaml").write_text((tiny / "cards" / "pinch.yaml").read_text())
    (tiny / "extra").mkdir()
    (tiny / "extra" / "what.yaml").write_text("id: what\n")
    (tiny / "boards" / "table.yaml").write_text("id: table\nlands: [a, b]\n")
    assert sorted(_codes(tiny)) == [
        ("S010", "what.yaml", 1),
        ("S104", "table.yaml", 2),
        ("X001", "pinch.yaml", 1),  # the core's duplicate id (path order: copy first)
        ("X002", "pinch.yaml", 2),  # cards are named
        ("Z001", "grab.yaml", 3),
        ("Z101", "grab.yaml", 5),  # the tiny language's unknown piece, at the word
    ]


def test_a_ruleset_that_is_not_installed(tiny: Path) -> None:
    manifest = tiny / "pack.yaml"
    manifest.write_text(manifest.read_text().replace("tiny", "risk"))
    [d] = lint_paths([tiny]).diagnostics
    assert (d.code, d.line, d.col, d.end_col) == ("S110", 4, 1, 8)
    assert d.message.startswith("ruleset 'risk' is not installed (installed: ")


def test_scaffolds_and_highlighting(tiny: Path, tmp_path: Path) -> None:
    made = scaffold("card", "Quick Grab", tiny)
    assert made == tiny / "cards" / "quick-grab.yaml"
    text = made.read_text()
    schema = (registry.get("tiny").schemas_dir / "card.schema.json").resolve().as_uri()
    assert text.startswith(f"# yaml-language-server: $schema={schema}\n")
    assert 'text: "Take 1 Red."' in text
    assert _codes(tiny) == []
    with pytest.raises(
        Exception, match=r"cannot scaffold 'power': the Tiny pack can have card, pack or ruleset"
    ):
        scaffold("power", "Nope", tiny)
    new = scaffold("pack", "Other Pack", tmp_path, ruleset="tiny")
    assert "ruleset: tiny" in new.read_text()
    assert (new.parent / "cards").is_dir() and (new.parent / "boards").is_dir()
    lexer = lexer_for(registry.get("tiny"))()
    tokens = {(v, t) for t, v in lexer.get_tokens("take 2 red\n") if v.strip()}
    assert ("take", Keyword) in tokens and ("red", Name.Builtin) in tokens
