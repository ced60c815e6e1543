"""A game that is not Spirit Island lints, scaffolds and highlights through its ruleset alone: a
tiny ruleset (two piece kinds, one verb, a one-land board) with two content kinds and their
schemas, one lint rule of its own and one template — no ``compile_record`` hook (each
``effect`` string is its own unit)."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path

import pytest
from pygments.token import Keyword, Name

from tools import registry
from tools.authoring.highlight import lexer_for
from tools.authoring.scaffold import scaffold
from tools.authoring.templates import Scaffold, ScaffoldRequest
from tools.content.loader import LoadedPack, load_pack
from tools.diagnostics import Diagnostic
from tools.lint import Rule, lint_paths, rules_for
from tools.ruleset import ContentKind, Ruleset

sys.path.insert(0, str(Path(__file__).parents[1] / "dsl"))
from tiny_language import KINDS, TINY

CARD_SCHEMA = """{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://example.org/tiny/card.schema.json",
  "type": "object",
  "additionalProperties": false,
  "required": ["id", "name", "cost", "text", "effect"],
  "properties": {
    "id": {"$ref": "https://cardsmith.dev/schemas/defs.schema.json#/$defs/slug"},
    "name": {"type": "string"},
    "cost": {"type": "integer", "minimum": 0},
    "text": {"type": "string"},
    "effect": {"$ref": "https://cardsmith.dev/schemas/defs.schema.json#/$defs/effect"}
  }
}"""
BOARD_SCHEMA = """{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://example.org/tiny/board.schema.json",
  "type": "object",
  "required": ["id", "lands"],
  "properties": {"id": {"type": "string"}, "name": {"type": "string"},
                 "lands": {"type": "array", "minItems": 1, "maxItems": 1}}
}"""
FILES = {
    "pack.yaml": "id: tiny-pack\nname: Tiny Pack\nversion: 1.0.0\nruleset: tiny-lint\n",
    "cards/grab.yaml": "id: grab\nname: Grab\ncost: 1\ntext: Take 2 red.\neffect: take 2 red\n",
    "cards/pinch.yaml": "id: pinch\nname: Pinch\ncost: 0\ntext: Take 1 blue.\n"
    "effect: take 1 blue\n",
    "boards/table.yaml": "id: table\nname: The Table\nlands: [table]\n",
}


class Z001(Rule):
    """A card costs more than 3."""

    code = "Z001"
    name = "too-expensive"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        for card in loaded.catalog.of_kind("card"):
            cost = card.get("cost")
            if isinstance(cost, int) and cost > 3:
                yield self.diag_at(card, ("cost",), f"cost {cost} is over 3")


def card_template(request: ScaffoldRequest) -> Scaffold:
    body = (
        f"id: {request.slug}\nname: {request.title}\ncost: 1\n"
        f"text: {request.english('take 1 red')}\neffect: take 1 red\n"
    )
    return Scaffold(path=f"cards/{request.slug}.yaml", body=body, kind="card")


#: the tiny game's words by class: its pieces, and its one verb as a keyword
WORDS: dict[str, tuple[str, ...]] = {"pieces": KINDS, "keywords": ("take",)}


@pytest.fixture
def tiny(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The tiny ruleset installed (as far as the registry can tell) and a pack of it."""
    schemas = tmp_path / "schemas"
    schemas.mkdir()
    (schemas / "card.schema.json").write_text(CARD_SCHEMA, encoding="utf-8")
    (schemas / "board.schema.json").write_text(BOARD_SCHEMA, encoding="utf-8")
    ruleset = Ruleset(
        name="tiny-lint",
        title="Tiny",
        language=TINY,
        words=WORDS,
        schemas_dir=schemas,
        kinds=(
            ContentKind(name="card", schema="card.schema.json", folders=("cards",),
                        plural="cards", named=True, summary=("cost",)),
            ContentKind(name="board", schema="board.schema.json", folders=("boards",),
                        plural="boards"),
        ),
        lint_rules=(Z001,),
        scaffolds={"card": card_template},
    )  # fmt: skip
    real_get = registry.get
    monkeypatch.setattr(
        registry, "get", lambda name: ruleset if name == "tiny-lint" else real_get(name)
    )
    pack = tmp_path / "tiny-pack"
    for rel, text in FILES.items():
        (pack / rel).parent.mkdir(parents=True, exist_ok=True)
        (pack / rel).write_text(text, encoding="utf-8")
    return pack


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


def test_its_rules_run_and_no_spirit_island_rule(tiny: Path) -> None:
    rules = rules_for(registry.get("tiny-lint"))
    assert "Z001" in rules and "X001" in rules and "S100" in rules
    assert "C201" not in rules and "T001" not in rules
    card = tiny / "cards" / "grab.yaml"
    card.write_text(card.read_text().replace("cost: 1", "cost: 5").replace("red\n", "green\n"))
    (tiny / "cards" / "copy.yaml").write_text((tiny / "cards" / "pinch.yaml").read_text())
    (tiny / "extra").mkdir()
    (tiny / "extra" / "what.yaml").write_text("id: what\n")
    (tiny / "boards" / "table.yaml").write_text("id: table\nlands: [a, b]\n")
    assert sorted(_codes(tiny)) == [
        ("C101", "grab.yaml", 5),  # the tiny language's unknown piece, at the word
        ("S010", "what.yaml", 1),
        ("S104", "table.yaml", 2),
        ("X001", "pinch.yaml", 1),  # the core's duplicate id (path order: copy first)
        ("X002", "pinch.yaml", 2),  # cards are named
        ("Z001", "grab.yaml", 3),
    ]


def test_a_ruleset_that_is_not_installed(tiny: Path) -> None:
    manifest = tiny / "pack.yaml"
    manifest.write_text(manifest.read_text().replace("tiny-lint", "risk"))
    [d] = lint_paths([tiny]).diagnostics
    assert (d.code, d.line, d.col, d.end_col) == ("S110", 4, 1, 8)
    assert d.message.startswith("ruleset 'risk' is not installed (installed: ")


def test_scaffolds_and_highlighting(tiny: Path, tmp_path: Path) -> None:
    made = scaffold("card", "Quick Grab", tiny)
    assert made == tiny / "cards" / "quick-grab.yaml"
    text = made.read_text()
    assert text.startswith("# yaml-language-server: $schema=../../schemas/card.schema.json\n")
    assert 'text: "Take 1 Red."' in text
    assert _codes(tiny) == []
    with pytest.raises(Exception, match=r"cannot scaffold 'power' \(card or pack\)"):
        scaffold("power", "Nope", tiny)
    new = scaffold("pack", "Other Pack", tmp_path, ruleset="tiny-lint")
    assert "ruleset: tiny-lint" in new.read_text()
    assert (new.parent / "cards").is_dir() and (new.parent / "boards").is_dir()
    lexer = lexer_for(registry.get("tiny-lint"))()
    tokens = {(v, t) for t, v in lexer.get_tokens("take 2 red\n") if v.strip()}
    assert ("take", Keyword) in tokens and ("red", Name.Builtin) in tokens
