"""The core knows no game: outside the ruleset folders, no identifier, no string literal (other
than a docstring), no grammar rule or terminal and no schema key or value names a word of a
shipped game (Spirit Island's or Risk Deep Space's).

Comments and docstrings may use game words as examples; ``content/``, ``tests/``, ``docs/`` and
``bench/`` are not code of the core. Checked with :mod:`ast`, like the import-layer test.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CORE = ("dsl", "engine", "tools")
#: the game words of Spirit Island (singular and plural forms); "sacred site" is matched apart
SPIRIT_ISLAND_WORDS = frozenset(
    (
        "dahan", "explorer", "explorers", "town", "towns", "city", "cities", "blight", "blights",
        "presence", "presences", "invader", "invaders", "ravage", "ravages", "fear", "terror",
        "growth", "sun", "moon", "fire", "air", "water", "earth", "plant", "plants", "animal",
        "animals", "mountain", "mountains", "wetland", "wetlands", "jungle", "jungles", "sand",
        "sands", "spirit", "spirits", "power", "powers", "innate", "innates", "energy",
        "threshold", "thresholds",
    )
)
#: the game words of Risk Deep Space. "base", "board" and "element" are left out of both
#: lists: they are also the words of Python ("BaseException"), of board games at large and XML.
RISK_WORDS = frozenset(
    ("recruit", "recruits", "planet", "planets", "gem", "gems", "ore", "bases", "galaxy", "warp",
     "crew", "crews")
)
GAME_WORDS = SPIRIT_ISLAND_WORDS | RISK_WORDS
#: what the core still names, each with the step that ends it; the test below fails once one
#: is no longer needed, so the list only shrinks (empty: the core names no game)
PENDING: dict[str, str] = {}
#: names the core uses but does not choose: Python's own (``gc.set_threshold``), matched whole
PYTHON_NAMES = frozenset(("get_threshold", "set_threshold"))
SACRED_SITE = re.compile(r"sacred[\s_\-]*sites?", re.IGNORECASE)


def game_words_in(text: str, words: frozenset[str] = GAME_WORDS) -> set[str]:
    """The game words in an identifier or a string (split at case changes, ``_`` and ``-``);
    ``words``: one game's only (default: every shipped game's)."""
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", text)
    found = {w.lower() for w in re.findall(r"[A-Za-z]+", spaced)} & words
    if words >= SPIRIT_ISLAND_WORDS and SACRED_SITE.search(text):
        found.add("sacred site")
    return found


def _docstrings(tree: ast.AST) -> set[int]:
    ids: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                ids.add(id(first.value))
    return ids


def _names(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        return [node.attr]
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return [node.name]
    if isinstance(node, ast.arg):
        return [node.arg]
    if isinstance(node, ast.keyword) and node.arg:
        return [node.arg]
    if isinstance(node, ast.alias):
        return [node.name, node.asname or ""]
    return []


def python_violations(path: Path) -> list[str]:
    """``file:line: word in identifier/string`` for one Python file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    out: list[str] = []
    for node in ast.walk(tree):
        texts = _names(node)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            texts.append(node.value)
        for text in texts:
            if text in PYTHON_NAMES and isinstance(node, ast.Attribute):
                continue
            if words := game_words_in(text):
                line = getattr(node, "lineno", 0)
                out.append(f"{path.relative_to(ROOT)}:{line}: {sorted(words)} in {text[:60]!r}")
    return out


def grammar_violations(path: Path) -> list[str]:
    """Rule names, terminal names and literal keywords of a ``.lark`` file (comments ignored)."""
    out: list[str] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        code = line.split("//", 1)[0]
        if words := game_words_in(code):
            out.append(f"{path.relative_to(ROOT)}:{number}: {sorted(words)} in grammar")
    return out


def schema_violations(path: Path) -> list[str]:
    """Keys and string values of a core JSON Schema (``description`` texts are docs)."""
    out: list[str] = []

    def walk(value: object, where: str) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                if words := game_words_in(str(key)):
                    out.append(f"{where}/{key}: {sorted(words)} in key {key!r}")
                if key not in ("description", "$comment", "title"):
                    walk(item, f"{where}/{key}")
        elif isinstance(value, list):
            for item in value:
                walk(item, where)
        elif isinstance(value, str) and (words := game_words_in(value)):
            out.append(f"{where}: {sorted(words)} in {value[:60]!r}")

    walk(json.loads(path.read_text(encoding="utf-8")), str(path.relative_to(ROOT)))
    return out


def _pending(violation: str) -> str | None:
    return next((word for word in PENDING if repr(word)[1:-1] in violation.split(" in ", 1)[-1]
                 or f"['{word}']" in violation), None)


def all_violations() -> list[str]:
    """Every game word in the core, pending ones included."""
    found: list[str] = []
    for package in CORE:
        for path in sorted((ROOT / package).rglob("*.py")):
            found += python_violations(path)
        for path in sorted((ROOT / package).rglob("*.lark")):
            found += grammar_violations(path)
    for path in sorted((ROOT / "schemas").glob("*.json")):
        found += schema_violations(path)
    return found


def core_violations() -> list[str]:
    """The game words in the core that no :data:`PENDING` step accounts for."""
    return [v for v in all_violations() if _pending(v) is None]


def test_detector_finds_game_words() -> None:
    assert game_words_in("invader_phase") == {"invader"}
    assert game_words_in("SacredSites") == {"sacred site"}
    assert game_words_in("explorer/town") == {"explorer", "town"}
    assert game_words_in("capacity repair") == set()
    assert grammar_violations(ROOT / "rulesets" / "spirit_island" / "grammar.lark")
    assert game_words_in("threshold_stmt") == {"threshold"}


@pytest.mark.parametrize("package", [*CORE, "schemas"])
def test_core_names_no_game_word(package: str) -> None:
    bad = [v for v in core_violations() if v.startswith(package + "/")]
    assert bad == [], "\n".join(bad[:40])


def test_every_pending_word_is_still_there() -> None:
    used = {_pending(v) for v in all_violations()} - {None}
    assert used == set(PENDING), f"no longer needed: {sorted(set(PENDING) - used)}"


def test_detector_reads_schemas_and_both_games() -> None:
    assert game_words_in("gain_ore") == {"ore"} and game_words_in("SpiritPanel") == {"spirit"}
    found = schema_violations(ROOT / "rulesets" / "spirit_island" / "schemas" /
                              "spirit.schema.json")
    assert any("spirit" in v for v in found)
