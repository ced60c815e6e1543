"""cardsmith.dsl.printer: canonical text that parses back to the same AST (spans aside)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardsmith.dsl import ast as C
from cardsmith.dsl.language import Language
from cardsmith.rulesets.spirit_island import vocabulary as V
from cardsmith.rulesets.spirit_island.dsl import LANGUAGE
from cardsmith.rulesets.spirit_island.dsl import ast as A
from cardsmith.tools import registry

parse, print_effect = LANGUAGE.parse, LANGUAGE.print_effect

ROOT = Path(__file__).resolve().parents[2]
BLOCK = re.compile(r"```cardsmith\n(.*?)```", re.S)
DSL_DOC = ROOT / "rulesets" / "spirit_island" / "docs" / "dsl.md"
DOC_EXAMPLES = [m.group(1) for m in BLOCK.finditer(DSL_DOC.read_text("utf-8"))]


def _content_effects() -> list[tuple[str, str]]:
    """(pack folder, effect text) of every shipped pack: each reads with its own ruleset."""
    found: list[tuple[str, str]] = []
    pack = ""

    def walk(x: Any) -> None:
        if isinstance(x, dict):
            for k, v in x.items():
                if k == "effect" and isinstance(v, str):
                    found.append((pack, v))
                else:
                    walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    for f in sorted((ROOT / "content").rglob("*.yaml")):
        pack = f.relative_to(ROOT / "content").parts[0]
        walk(yaml.safe_load(f.read_text("utf-8")))
    return found


def _roundtrip(text: str, language: Language = LANGUAGE) -> str:
    parse, print_effect = language.parse, language.print_effect
    effect, errors = parse(text)
    assert errors == [], text
    assert effect is not None
    printed = print_effect(effect)
    again, errors2 = parse(printed)
    assert errors2 == [], f"{text!r} printed as unparsable {printed!r}: {errors2}"
    assert again == effect, f"{text!r} printed as {printed!r}"
    assert print_effect(again) == printed  # idempotent
    return printed


def test_docs_have_examples() -> None:
    assert len(DOC_EXAMPLES) >= 35


@pytest.mark.parametrize("source", DOC_EXAMPLES)
def test_docs_example_roundtrips(source: str) -> None:
    _roundtrip(source)


@pytest.mark.parametrize(("pack", "source"), _content_effects())
def test_shipped_effect_roundtrips(pack: str, source: str) -> None:
    try:
        language = registry.for_pack(ROOT / "content" / pack).language
    except registry.RulesetError as exc:
        pytest.skip(str(exc))
    _roundtrip(source, language)


@pytest.mark.parametrize(
    ("source", "canonical"),
    [
        ("fear 2", "2 fear\n"),
        ("1 FEAR; Defend 6", "1 fear\ndefend 6\n"),
        (
            "if explorers present:\n  push all explorers",
            "if explorers present: push all explorers\n",
        ),
        ("threshold 3 air, 2 water: repeat", "threshold 3 air 2 water: repeat\n"),
        ("they gain 2 energy", "target spirit gains 2 energy\n"),
        ("you gains a minor power card", "you gain 1 minor power card\n"),
        ("gather up to 1 your presence", "gather up to 1 of your presence\n"),
        ("skip 1 build actions", "skip 1 build action\n"),
        ("if dahan present: instead defend 4", "if dahan present: instead defend 4\n"),
        ("either: 1 fear\nor: 1 damage; defend 1", "either: 1 fear\nor:\n  1 damage\n  defend 1\n"),
        ("you may: push 1 dahan", "you may push 1 dahan\n"),
        ("", ""),
    ],
)
def test_canonical_form(source: str, canonical: str) -> None:
    assert _roundtrip(source) == canonical


# --- generated ASTs ------------------------------------------------------------------------


def _w(text: str) -> C.Word:
    return C.Word(text, C.NOWHERE)


small = st.integers(min_value=0, max_value=12)
piece_words = st.sampled_from(sorted(V.PIECE_SPELLINGS))
past = st.sampled_from(V.PAST_VERBS)
who = st.sampled_from(["you", "target", "each"])
terrain_words = st.sampled_from([*V.TERRAINS, "coastal", "inland"])


@st.composite
def piece(draw: st.DrawFn) -> A.Piece:
    word = draw(piece_words)
    owner = draw(st.sampled_from([None, "you", "target"]))
    destroyed = word != "sacred-site" and draw(st.booleans())
    return A.Piece(_w(word), owner, destroyed)


pieces = st.lists(piece(), min_size=1, max_size=3).map(lambda xs: A.Pieces(tuple(xs)))
counts = st.one_of(
    st.builds(C.Count, st.sampled_from(["exact", "up_to", "health"]), small),
    st.builds(C.Count, st.sampled_from(["all", "any_number"]), st.none()),
)


def landsets(depth: int) -> st.SearchStrategy[A.LandSet]:
    filters = [
        st.builds(A.LandFilter, st.sampled_from(["with", "without", "more"]), pieces),
        st.builds(A.LandFilter, st.sampled_from(["at_least", "within"]), pieces, small),
        st.just(A.LandFilter("same_board")),
        st.builds(
            lambda p, v: A.LandFilter("moved_to", pieces=p, past=v),
            st.none() | pieces,
            st.sampled_from(V.MOVING_PAST),
        ),
    ]
    if depth > 0:
        filters.append(st.builds(lambda c: A.LandFilter("where", cond=c), conds(depth - 1)))
    adjectives = st.lists(st.sampled_from(V.LAND_ADJECTIVES), max_size=2, unique=True)
    return st.builds(
        lambda a, f: A.LandSet(tuple(_w(x) for x in a), tuple(f)),
        adjectives,
        st.lists(st.one_of(filters), max_size=1),
    )


def atoms(depth: int) -> st.SearchStrategy[C.Cond]:
    base: list[st.SearchStrategy[C.Cond]] = [
        st.lists(terrain_words, min_size=1, max_size=3).map(
            lambda ws: A.TargetIs(tuple(_w(x) for x in ws))
        ),
        st.just(A.AnotherSpirit()),
        st.builds(lambda p: A.Present(p, ">=", 1), pieces),
        st.builds(lambda p: A.Present(p, "==", 0), pieces),
        st.builds(A.Present, pieces, st.sampled_from([">=", "<="]), small),
        st.builds(A.Did, pieces, past),
        st.builds(A.Outnumber, pieces, pieces),
        st.builds(A.SacredSites, small),
    ]
    plain = st.one_of(base)
    return st.one_of(plain, plain.map(C.Not))


def conds(depth: int) -> st.SearchStrategy[C.Cond]:
    return st.one_of(
        atoms(depth),
        st.lists(atoms(depth), min_size=2, max_size=3).map(lambda cs: C.AllOf(tuple(cs))),
    )


located = st.one_of(st.just(A.Located(None)), landsets(0).map(A.Located))
queries = st.builds(A.Query, pieces, st.none() | past, st.none() | located)
pers = st.none() | st.builds(C.Per, queries, st.none() | small)
places = st.one_of(
    st.just(A.Place("target")),
    st.just(A.Place("source")),
    st.builds(
        lambda q, ls: A.Place("choice", q, ls),
        st.sampled_from(["each", "one", "any", "different"]),
        landsets(1),
    ),
)
choice_places = places.filter(lambda p: p.kind == "choice")


def _damage_to() -> st.SearchStrategy[A.DamageTo]:
    return st.one_of(
        st.builds(A.DamageTo, pieces, st.booleans(), st.booleans()),
        st.builds(lambda p, o, c: A.DamageTo(p, True, o, c), pieces, st.booleans(), counts),
    )


def _push() -> st.SearchStrategy[A.PieceAction]:
    return st.builds(
        lambda c, p, per, to, spread: A.PieceAction(
            "push", c, p, per, None if spread else to, spread
        ),
        counts,
        pieces,
        pers,
        st.none() | places,
        st.booleans(),
    )


action_words = st.lists(st.sampled_from(V.INVADER_ACTIONS), min_size=1, max_size=3).map(
    lambda ws: tuple(_w(x) for x in ws)
)
modifiers = st.one_of(
    st.builds(lambda p, n: A.Modifier("health", pieces=p, amount=n), pieces, st.integers(-5, 5)),
    st.builds(
        lambda p, ws: A.Modifier("prevent", pieces=p, words=tuple(_w(x) for x in ws)),
        pieces,
        st.lists(past, min_size=1, max_size=2),
    ),
    st.builds(lambda w, n: A.Modifier("range_bonus", who=w, amount=n), who, st.integers(-3, 3)),
    st.builds(lambda n: A.Modifier("range_set", amount=n), small),
    st.builds(
        lambda name, c: A.Modifier(name, count=c),
        st.sampled_from(["repeat_cards", "reclaim_cards"]),
        counts,
    ),
    st.builds(
        lambda c, ws: A.Modifier("make_fast", count=c, words=ws), counts, st.just(()) | action_words
    ),
    st.builds(lambda a, b: A.Modifier("damage_each_other", pieces=a, other=b), pieces, pieces),
    st.builds(lambda w, n: A.Modifier("damage_bonus_once", who=w, amount=n), who, small),
    st.builds(lambda n: A.Modifier("damage_bonus_all", who="you", amount=n), small),
    st.builds(lambda a, b: A.Modifier("build_adds", pieces=a, other=b), pieces, pieces),
    st.just(A.Modifier("share_presence")),
    st.builds(
        lambda w, n, to: A.Modifier("gift_card", who=w, amount=n, words=(_w(to),)), who, small, who
    ),
)

simple_stmts: st.SearchStrategy[C.Stmt] = st.one_of(
    st.builds(A.Fear, small, pers),
    st.builds(A.Damage, small, st.none() | _damage_to(), pers),
    st.builds(A.Bonus, st.sampled_from(["damage", "fear"]), small),
    st.builds(A.Defend, small, pers),
    _push(),
    st.builds(
        A.PieceAction,
        st.sampled_from(["gather", "destroy", "remove", "add", "downgrade"]),
        counts,
        pieces,
        pers,
    ),
    st.builds(A.Replace, counts, pieces, small, pieces),
    st.builds(A.Move, counts, pieces, st.none() | places, places),
    st.builds(A.Skip, counts, action_words, st.none() | pieces),
    st.builds(A.GainEnergy, who, small, pers),
    st.builds(A.GainCard, who, small, st.none() | st.sampled_from(V.DECKS).map(_w), st.booleans()),
    st.builds(A.GainElements, who, st.none() | small),
    st.builds(C.Repeat, st.none() | choice_places),
    modifiers,
)


def _may_simple(inner: st.SearchStrategy[C.Stmt]) -> st.SearchStrategy[C.Stmt]:
    return st.builds(lambda w, s: C.Optional(w, (s,)), st.none() | who, inner)


def stmts(depth: int) -> st.SearchStrategy[C.Stmt]:
    simple = st.one_of(simple_stmts, _may_simple(simple_stmts))
    if depth == 0:
        return simple
    body = st.lists(stmts(depth - 1), min_size=1, max_size=3).map(tuple)
    simple_body = st.lists(simple, min_size=1, max_size=2).map(tuple)
    elements = st.lists(
        st.tuples(st.integers(1, 5), st.sampled_from(V.ELEMENTS).map(_w)), min_size=1, max_size=3
    ).map(tuple)
    events = st.one_of(
        st.builds(lambda p, v: A.Event("pieces", p, v), pieces, past),
        st.just(A.Event("defend")),
        st.just(A.Event("growth_presence")),
    )
    guarded = st.one_of(body, st.builds(lambda m, b: (C.Instead(m, b),), st.booleans(), body))
    compound: list[st.SearchStrategy[C.Stmt]] = [
        st.builds(C.If, conds(1), guarded, st.just(()) | body),
        st.builds(A.Threshold, elements, guarded, st.just(()) | body),
        st.lists(body, min_size=2, max_size=3).map(lambda os: C.Choice(tuple(os))),
        st.builds(C.Optional, st.none() | who, body, st.none() | small),
        st.builds(C.ForEach, queries, body),
        st.builds(
            A.InLands, st.sampled_from(["each", "one", "any", "different"]), landsets(1), body
        ),
        st.builds(A.EachPlayer, body),
        st.builds(A.AtSacredSites, st.sampled_from(["you", "target"]), body),
        st.builds(C.Trigger, events, body),
        st.builds(C.Instead, st.booleans(), simple_body),
    ]
    return st.one_of(simple, *compound)


effects = st.lists(stmts(2), max_size=4).map(lambda b: C.Effect(tuple(b)))


@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(effects)
def test_generated_ast_roundtrips(effect: C.Effect) -> None:
    printed = print_effect(effect)
    again, errors = parse(printed)
    assert errors == [], f"{printed!r}: {errors}"
    assert again == effect, printed


@pytest.mark.parametrize("source", [
    # a bare 'a' is no keyword at the start of a line ('a spirit with …' is one terminal)
    "1 fear\na actions on the board moved from resolve 0 more time\n",
    "a and dahan damage each other\n",
    "a spirit with presence on this board: you gain 1 energy\n",
    # the printer keeps the number it was given (it printed 1 for 0)
    "prevent ravage by destroying 0 of your presence\n",
    # the printer keeps the pieces that are added (it printed 'blight' for any word there)
    "blightblight added in lands with your presence does not cascade or destroy presence of"
    " any spirit unless blight outnumber your presence\n",
])
def test_fuzz_found_roundtrips(source: str) -> None:
    """Cases the fuzz runs found (100,000 and 300,000 inputs): the printed text re-parses to
    the same tree."""
    effect, errors = LANGUAGE.parse(source)
    assert effect is not None and errors == []
    again, errors = LANGUAGE.parse(LANGUAGE.print_effect(effect))
    assert errors == [] and again == effect
    assert LANGUAGE.print_effect(effect) == source


def test_preventing_an_action_destroys_at_least_one_presence() -> None:
    _ops, errors = LANGUAGE.compile_text("prevent ravage by destroying 0 of your presence")
    assert [(e.code, e.message) for e in errors] == [
        ("C110", "destroy at least 1 presence to prevent an action")]


def test_spacing_inside_a_fixed_phrase_does_not_change_the_tree() -> None:
    """Found by the 100,000-input fuzz run: 'when  all of them …' (two spaces) re-printed
    with one space gave a different tree."""
    typed = "your presence may move with dahan WHEN  all of them leave one of your lands\n"
    effect, errors = LANGUAGE.parse(typed)
    assert effect is not None and errors == []
    printed = LANGUAGE.print_effect(effect)
    assert printed == "your presence may move with dahan when all of them leave one of your lands\n"
    assert LANGUAGE.parse(printed)[0] == effect
