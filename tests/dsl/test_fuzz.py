"""Random and mutated effect text: the parser and compiler answer with a result or diagnostics,
never an exception.

The properties (issue 14), for every installed ruleset's language: ``parse`` never raises and
never reports an internal error (D099); a parsed effect compiles (``C`` diagnostics at most),
renders and prints; what the printer writes parses back to the same tree and prints the same
again. Inputs: random text, word soup, sentences drawn from the grammar itself (Hypothesis'
``from_lark``) nested in random blocks, the shipped effects mutated (tokens deleted, duplicated,
swapped, spliced; unicode, huge numbers, deep nesting, tabs, CRLF, NUL inserted), and hostile
shapes (nesting, chains and numbers around the limits).

The default run is a few thousand examples; ``CARDSMITH_FUZZ=N`` spreads N over the property
tests (``CARDSMITH_FUZZ=100000 .venv/bin/pytest -q tests/dsl/test_fuzz.py``: the long run).
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from hypothesis.extra.lark import from_lark
from lark import Lark
from lark.lexer import PatternStr

from cardsmith.dsl.language import Language
from cardsmith.dsl.limits import MAX_DEPTH, MAX_NESTING, MAX_NUMBER_DIGITS
from cardsmith.dsl.parser import compose
from cardsmith.rulesets.spirit_island.dsl import LANGUAGE
from cardsmith.tools import registry

compile_effect, parse, render = LANGUAGE.compile_effect, LANGUAGE.parse, LANGUAGE.render

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "rulesets" / "spirit_island" / "docs" / "dsl.md"
SEEDS = [
    block.split("```", 1)[0]
    for block in DOCS.read_text(encoding="utf-8").split("```cardsmith\n")[1:]
]
WORDS = [
    "push",
    "gather",
    "up",
    "to",
    "2",
    "explorer",
    "/",
    "town",
    ":",
    "if",
    "target",
    "is",
    "either",
    "or",
    "instead",
    "may",
    "threshold",
    "moon",
    "\n",
    "  ",
    ";",
    "per",
    "each",
    "land",
    "in",
    "(",
    ")",
    "max",
    "+1",
    "damage",
    "fear",
    "-",
    "dahan",
    "blight",
    "all",
]


def _check(text: str) -> None:
    effect, errors = parse(text)
    if effect is None:
        assert errors and all(e.code.startswith("D") for e in errors)
        assert all(e.span.line >= 1 and e.span.col >= 1 for e in errors)
        return
    _, cerrors = compile_effect(effect)
    assert all(e.code.startswith("C") for e in cerrors)
    assert isinstance(render(effect), str)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=200))
def test_random_text(text: str) -> None:
    _check(text)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=30).map(" ".join))
def test_random_word_soup(text: str) -> None:
    _check(text)


@settings(max_examples=400, deadline=None)
@given(
    st.sampled_from(SEEDS),
    st.integers(min_value=0, max_value=400),
    st.integers(min_value=0, max_value=20),
    st.text(max_size=8),
)
def test_mutated_examples(seed: str, at: int, cut: int, insert: str) -> None:
    at = min(at, len(seed))
    _check(seed[:at] + insert + seed[at + cut :])


# --- the issue-14 properties, over every language ------------------------------------------

#: total examples of the property tests below (``CARDSMITH_FUZZ``; default a few thousand)
FUZZ = int(os.environ.get("CARDSMITH_FUZZ", "0") or 0)
_SHARES = {"grammar": 0.15, "blocks": 0.1, "mutated": 0.5, "hostile": 0.15, "text": 0.1}
#: the default run: two thousand examples in all (drawing grammar sentences is the slow part)
_DEFAULT = {"grammar": 100, "blocks": 80, "mutated": 1000, "hostile": 400, "text": 300}


def _settings(kind: str, language: Language) -> Any:
    """Hypothesis settings of one property test for one language: its share of ``FUZZ``
    (Spirit Island, the richest grammar, gets half of it; the other languages split the rest)."""
    others = len(LANGUAGES) - 1
    weight = 1.0 if not others else 0.5 if language.name == LANGUAGE.name else 0.5 / others
    total = FUZZ * _SHARES[kind] if FUZZ else _DEFAULT[kind]
    examples = max(1, int(total * weight))
    return settings(
        max_examples=examples,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )


def _languages() -> list[Language]:
    found = {}
    for name in registry.installed_names():
        found[name] = registry.get(name).language
    return [found[name] for name in sorted(found)]


LANGUAGES = _languages()
LANGUAGE_IDS = [language.name for language in LANGUAGES]


#: inputs checked and the slowest one (seconds, text), reported by the long run
STATS: dict[str, Any] = {"inputs": 0, "slowest": (0.0, "")}
#: one input may take this long (a hang otherwise)
MAX_SECONDS = 10.0


@pytest.fixture(scope="module", autouse=True)
def _report() -> Iterator[None]:
    start = time.perf_counter()
    yield
    if FUZZ:
        seconds, text = STATS["slowest"]
        print(  # the long run's figures (pytest -s shows them)
            f"\nfuzz: {STATS['inputs']} inputs checked in {time.perf_counter() - start:.0f} s; "
            f"slowest {seconds:.3f} s ({len(text)} characters: {text[:80]!r}…)"
        )


def check_all(language: Language, text: str) -> None:
    """Diagnostic or result, never an exception; the printer's text parses to the same tree;
    no input takes more than :data:`MAX_SECONDS`."""
    start = time.perf_counter()
    _check_all(language, text)
    seconds = time.perf_counter() - start
    STATS["inputs"] += 1
    if seconds > STATS["slowest"][0]:
        STATS["slowest"] = (seconds, text)
    assert seconds < MAX_SECONDS, (seconds, text[:200])


def _check_all(language: Language, text: str) -> None:
    effect, errors = language.parse(text)
    lines = max(1, text.expandtabs(4).rstrip().count("\n") + 2)
    if effect is None:
        assert errors, text
        for e in errors:
            assert e.code.startswith("D") and e.code != "D099", (text, e)
            assert 1 <= e.span.line <= lines and e.span.col >= 1, (text, e)
        return
    assert errors == []
    _ops, cerrors = language.compile_effect(effect)
    assert all(e.code and not e.code.startswith("D") for e in cerrors), cerrors  # meaning
    assert isinstance(language.render(effect), str)
    printed = language.print_effect(effect)
    again, problems = language.parse(printed)
    assert again == effect, (text, printed, problems)
    assert language.print_effect(again) == printed, (text, printed)


# --- grammar sentences -----------------------------------------------------------------------

_DECLARED = {
    "_NL": st.just("\n"),
    "_INDENT": st.just("  "),
    "_DEDENT": st.just(""),
    "_NO_ACTOR": st.nothing(),
    "_NO_QUERY": st.nothing(),
    "_NO_EVENT": st.nothing(),
    "_NO_SCOPE": st.nothing(),
}
_STARTS = ["start", "line", "cond"]
_NUMBERS = st.one_of(
    st.integers(min_value=0, max_value=12).map(str),
    st.integers(min_value=0, max_value=10 ** (MAX_NUMBER_DIGITS + 1)).map(str),
)


def _explicit(language: Language) -> dict[str, st.SearchStrategy[str]]:
    """Fast stand-ins for the grammar's open terminals (drawing from their regexes is slow):
    words of the language's shipped effects, numbers around the limit, little white space."""
    words = sorted({w.lower() for e in _shipped_effects(language.name) for w in _WORD.findall(e)})
    return {
        **_DECLARED,
        "NAME": st.sampled_from(words or ["x"]),
        "INT": _NUMBERS,
        "SIGNED": st.tuples(st.sampled_from("+-"), _NUMBERS).map("".join),
        "WS_INLINE": st.sampled_from([" ", " ", "  ", "\t"]),
        "COMMENT": st.just(" "),  # "#" ends the line: comments come from the mutations
    }


@cache
def _lark(language: Language) -> Lark:
    grammar = compose(language.grammar, name=language.name)
    return Lark(grammar, parser="lalr", start=_STARTS)


def _sentences(language: Language, start: str) -> st.SearchStrategy[str]:
    return from_lark(_lark(language), start=start, explicit=_terminals(language))


@cache
def _terminals(language: Language) -> dict[str, st.SearchStrategy[str]]:
    """A strategy per terminal, each token followed by a space (``from_lark`` joins tokens
    with nothing between them most of the time, and ``ifdahan`` is one word): keywords in a
    few spellings, words and numbers from :func:`_explicit`, other regexes drawn."""
    lark = _lark(language)
    names = {t.name for t in lark.terminals}
    own = {k: v for k, v in _explicit(language).items() if k in names or k in _DECLARED}
    spaced: dict[str, st.SearchStrategy[str]] = {}
    for term in lark.terminals:
        if term.name in own:
            continue
        if isinstance(term.pattern, PatternStr):
            text = term.pattern.value
            spellings = [text, text.upper(), text.title()] if term.pattern.flags else [text]
            spaced[term.name] = st.sampled_from(spellings)
        else:
            spaced[term.name] = st.from_regex(term.pattern.to_regexp(), fullmatch=True)
    for name in ("NAME", "INT", "SIGNED"):
        if name in own:
            spaced[name] = own.pop(name)
    return {**own, **{k: v.map(lambda x: x + " ") for k, v in spaced.items()}}


def _block(language: Language) -> st.SearchStrategy[str]:
    """Grammar lines in randomly nested core blocks (``if COND:`` with or without
    ``otherwise:``, ``either:``/``or:``, ``may:``), each body inline or indented."""
    line = _sentences(language, "line").map(lambda s: s.rstrip("\n"))
    cond = _sentences(language, "cond").map(lambda s: s.strip())

    def with_body(header: str, body: list[str], inline: bool) -> list[str]:
        if inline and len(body) == 1:
            return [f"{header} {body[0]}"]
        return [header, *("  " + x for x in body)]

    def nest(stmts: st.SearchStrategy[list[str]]) -> st.SearchStrategy[list[str]]:
        body = st.tuples(stmts, st.booleans())
        if_stmt = st.tuples(cond, body, st.none() | body).map(
            lambda t: with_body(f"if {t[0]}:", *t[1])
            + (with_body("otherwise:", *t[2]) if t[2] else [])
        )
        choice = st.tuples(body, body).map(
            lambda t: with_body("either:", *t[0]) + with_body("or:", *t[1])
        )
        may = body.map(lambda b: with_body("may:", *b))
        one = st.one_of(if_stmt, choice, may, line.map(lambda x: [x]))
        return st.lists(one, min_size=1, max_size=3).map(lambda g: [x for y in g for x in y])

    tree = st.recursive(line.map(lambda x: [x]), nest, max_leaves=10)
    return tree.map(lambda lines: "\n".join(lines) + "\n")


@pytest.mark.parametrize("language", LANGUAGES, ids=LANGUAGE_IDS)
def test_grammar_sentences(language: Language) -> None:
    @_settings("grammar", language)
    @given(_sentences(language, "start"))
    def run(text: str) -> None:
        check_all(language, text)

    run()


@pytest.mark.parametrize("language", LANGUAGES, ids=LANGUAGE_IDS)
def test_grammar_blocks(language: Language) -> None:
    @_settings("blocks", language)
    @given(_block(language))
    def run(text: str) -> None:
        check_all(language, text)

    run()


# --- mutated shipped effects ---------------------------------------------------------------


def _walk_effects(data: Any) -> Iterator[str]:
    if isinstance(data, dict):
        for key, value in data.items():
            if key == "effect" and isinstance(value, str):
                yield value
            else:
                yield from _walk_effects(value)
    elif isinstance(data, list):
        for value in data:
            yield from _walk_effects(value)


@cache
def _shipped_effects(name: str) -> tuple[str, ...]:
    """The effects of the shipped content packs of the ruleset ``name``."""
    found: list[str] = []
    for manifest in sorted((ROOT / "content").glob("*/pack.yaml")):
        data = yaml.safe_load(manifest.read_text(encoding="utf-8")) or {}
        if registry.name_in_manifest(data) != name:
            continue
        for path in sorted(manifest.parent.rglob("*.yaml")):
            if "tests" in path.relative_to(manifest.parent).parts:
                continue
            found.extend(_walk_effects(yaml.safe_load(path.read_text(encoding="utf-8"))))
    if name == LANGUAGE.name:
        found.extend(SEEDS)
    return tuple(dict.fromkeys(found)) or ("1",)


_TOKEN = re.compile(r"\s+|[A-Za-z'\-]+|[0-9]+|.", re.S)
_WORD = re.compile(r"[A-Za-z][A-Za-z'\-]*")
HOSTILE = [
    "\t", "\r\n", "\r", "\x00", "\x1b[31m", "é", "İ", "ſ", "\u212a", "日本", "\u00a0", "\ufeff",
    "\u2028", "\U0001f600", "9" * 5000, "9" * (MAX_NUMBER_DIGITS + 1), "9" * MAX_NUMBER_DIGITS,
    "\n", "  ", "\n    ", ":", ";", "#", "(", ")", "/", "+1", "-1", "may", "instead", "not",
    "if dahan present:", "for each dahan:", "either:", "or:", "otherwise:",
    "if dahan present: " * 40, "not " * 60, "may " * 60, "(max 2)", "per", "\\", '"',
]  # fmt: skip

_MUTATION = st.tuples(
    st.sampled_from(["delete", "duplicate", "swap", "insert", "case", "splice", "cut"]),
    st.integers(min_value=0, max_value=10_000),
    st.integers(min_value=0, max_value=10_000),
    st.sampled_from(HOSTILE),
)


def mutate(seed: str, mutations: list[tuple[str, int, int, str]], other: str) -> str:
    """``seed`` with its tokens deleted, duplicated, swapped, changed in case, spliced with
    ``other``'s or with hostile text inserted."""
    tokens = _TOKEN.findall(seed) or [""]
    for kind, i, j, atom in mutations:
        n = len(tokens)
        i, j = i % max(n, 1), j % max(n, 1)
        if kind == "delete" and n > 1:
            del tokens[i]
        elif kind == "duplicate":
            tokens.insert(i, tokens[i])
        elif kind == "swap":
            tokens[i], tokens[j] = tokens[j], tokens[i]
        elif kind == "insert":
            tokens.insert(i, atom)
        elif kind == "case":
            tokens[i] = tokens[i].upper() if j % 2 else tokens[i].title()
        elif kind == "splice":
            theirs = _TOKEN.findall(other) or [""]
            tokens[i:i] = theirs[j % len(theirs) :][: 1 + j % 7]
        elif kind == "cut":
            tokens = tokens[: i + 1] + tokens[i + 1 + j % 5 :]
    return "".join(tokens)


@pytest.mark.parametrize("language", LANGUAGES, ids=LANGUAGE_IDS)
def test_mutated_shipped_effects(language: Language) -> None:
    seeds = _shipped_effects(language.name)

    @_settings("mutated", language)
    @given(st.sampled_from(seeds), st.lists(_MUTATION, max_size=6), st.sampled_from(seeds))
    @example("if target is sands: push 1 explorer", [("insert", 3, 0, "İ")], "")
    @example("1 fear", [("insert", 0, 0, "if dahan present: " * 40)] * 8, "")
    @example("push 2 explorer", [("insert", 2, 0, "9" * 5000)], "")
    def run(seed: str, mutations: list[tuple[str, int, int, str]], other: str) -> None:
        check_all(language, mutate(seed, mutations, other))

    run()


# --- hostile shapes around the limits --------------------------------------------------------


def _hostile(language: Language) -> st.SearchStrategy[str]:
    seeds = _shipped_effects(language.name)
    leaf = st.sampled_from(seeds).map(lambda s: s.strip().splitlines()[0] if s.strip() else "1")
    header = st.sampled_from(["if dahan present:", "for each dahan:", "may:", "either:"])
    depth = st.integers(min_value=0, max_value=MAX_NESTING + 4)
    inline = st.tuples(header, depth, leaf).map(lambda t: f"{t[0]} " * t[1] + t[2] + "\n")
    indented = st.tuples(header, depth, leaf, st.sampled_from(["  ", "    ", "\t"])).map(
        lambda t: "".join(t[3] * i + t[0] + "\n" for i in range(t[1])) + t[3] * t[1] + t[2]
    )
    chain = st.tuples(st.sampled_from(["not ", "may "]), st.integers(0, MAX_DEPTH + 5)).map(
        lambda t: ("if " + t[0] * t[1] + "dahan present: 1 fear")
        if t[0] == "not "
        else t[0] * t[1] + "push 1 dahan"
    )
    number = st.integers(min_value=1, max_value=MAX_NUMBER_DIGITS + 3).map(
        lambda n: f"push {'9' * n} explorer"
    )
    many = st.tuples(leaf, st.integers(1, 3000), st.sampled_from(["; ", "\n", "\r\n"])).map(
        lambda t: t[2].join([t[0]] * t[1])
    )
    return st.one_of(inline, indented, chain, number, many)


@pytest.mark.parametrize("language", LANGUAGES, ids=LANGUAGE_IDS)
def test_hostile_shapes(language: Language) -> None:
    @_settings("hostile", language)
    @given(_hostile(language))
    def run(text: str) -> None:
        check_all(language, text)

    run()


@pytest.mark.parametrize("language", LANGUAGES, ids=LANGUAGE_IDS)
def test_random_unicode(language: Language) -> None:
    @_settings("text", language)
    @given(st.text(max_size=300))
    def run(text: str) -> None:
        check_all(language, text)

    run()
