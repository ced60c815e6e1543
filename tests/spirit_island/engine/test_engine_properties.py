"""Property: any sequence of primitive ops keeps the conservation invariants."""

from __future__ import annotations

from engine_support import gather, load_board, push
from hypothesis import given, settings
from hypothesis import strategies as st

from cardsmith.engine.choices import SeededRandom
from cardsmith.rulesets.spirit_island.engine.changes.pieces import (
    add_blight,
    add_piece,
    damage_piece,
    destroy_piece,
    downgrade,
    remove_blight,
)
from cardsmith.rulesets.spirit_island.engine.changes.record import defend, generate_fear
from cardsmith.rulesets.spirit_island.engine.rules import invader_actions as invaders
from cardsmith.rulesets.spirit_island.engine.state.board import Island
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import (
    INVADER_KINDS,
    PIECE_KINDS,
    InvaderCard,
)

ISLAND = Island.from_boards([load_board("A")])
LANDS = ISLAND.land_ids()

step = st.tuples(
    st.sampled_from(
        [
            "add",
            "destroy",
            "damage",
            "downgrade",
            "push",
            "gather",
            "blight",
            "unblight",
            "fear",
            "ravage",
            "build",
            "explore",
            "defend",
        ]
    ),
    st.sampled_from(LANDS),
    st.sampled_from(PIECE_KINDS),
    st.integers(min_value=1, max_value=4),
)


def _adjacent_count(s: State, land: str, kind: str) -> int:
    return sum(s.count(a, kind) for a in s.island.adjacent(land))


def apply(s: State, choices: SeededRandom, op: str, land: str, kind: str, n: int) -> None:
    pieces = s.pieces(land, kind)
    card = InvaderCard(1, (ISLAND.land(land).terrain,))
    if op == "add":
        add_piece(s, land, kind, n)
    elif op == "destroy" and pieces:
        destroy_piece(s, land, pieces[0])
    elif op == "damage" and pieces:
        damage_piece(s, land, pieces[0], n)
    elif op == "downgrade" and pieces and kind in INVADER_KINDS:
        downgrade(s, land, pieces[0])
    elif op == "push":
        push(s, land, [kind], n, choices, up_to=True)
    elif op == "gather":
        gather(s, land, [kind], min(n, _adjacent_count(s, land, kind)), choices)
    elif op == "blight":
        add_blight(s, land, choices)
    elif op == "unblight":
        remove_blight(s, land, n)
    elif op == "fear":
        generate_fear(s, n)
    elif op == "ravage":
        invaders.ravage(s, land, choices)
    elif op == "build":
        invaders.build_card(s, card)
    elif op == "explore":
        invaders.explore_card(s, card)
    elif op == "defend":
        defend(s, land, n)


@settings(max_examples=60, deadline=None)
@given(st.lists(step, max_size=40), st.integers(min_value=0, max_value=10**6))
def test_op_sequences_keep_invariants(steps: list[tuple[str, str, str, int]], seed: int) -> None:
    s = State.empty(ISLAND, players=2)
    s.add_spirit("river", presence={"A5": 2, "A2": 1})
    for land in LANDS:
        for kind, n in ISLAND.land(land).setup:
            s.place(land, kind, n)
    choices = SeededRandom(seed)
    for op, land, kind, n in steps:
        apply(s, choices, op, land, kind, n)
        s.check_invariants()
        for land_id in LANDS:
            for p in s.pieces(land_id):
                assert 0 <= p.damage < s.health(land_id, p.kind)
    assert s.terror_level in (1, 2, 3, 4)


# --- shipped cards on random boards ------------------------------------------------------------
# (imports here keep the primitive-op property above readable on its own)
from functools import cache  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import yaml  # noqa: E402
from content_cards import Card, shipped_cards  # noqa: E402
from hypothesis import HealthCheck  # noqa: E402

from cardsmith.engine.choices import FirstLegal  # noqa: E402
from cardsmith.engine.state import InvariantWatch  # noqa: E402
from cardsmith.rulesets.spirit_island.dsl import LANGUAGE  # noqa: E402
from cardsmith.rulesets.spirit_island.engine.ops import execute as ex  # noqa: E402
from cardsmith.rulesets.spirit_island.engine.round import phases as game  # noqa: E402
from cardsmith.rulesets.spirit_island.engine.rules.targeting import (  # noqa: E402
    legal_spirit_targets,
    legal_targets,
    sources_for,
)
from cardsmith.rulesets.spirit_island.engine.setup.special_rules import install_special_rules  # noqa: E402
from cardsmith.rulesets.spirit_island.engine.state.panel import ELEMENTS  # noqa: E402

ISLAND_AB = Island.from_boards(
    [load_board("A"), load_board("B")], links=[("A1", "B1"), ("A6", "B1"), ("A6", "B6")]
)
LANDS_AB = ISLAND_AB.land_ids()
SPIRIT_DIR = Path(__file__).resolve().parents[3] / "content" / "horizons" / "spirits"


@cache
def special_rules() -> list[list[list[dict[str, Any]]]]:
    """One entry per shipped special rule (compiled lazily: a DSL failure fails the tests that
    need it, not the collection of this module)."""
    return [
        [list(LANGUAGE.compile_text(rule["effect"])[0] or [])]
        for path in sorted(SPIRIT_DIR.glob("*.yaml"))
        for rule in yaml.safe_load(path.read_text(encoding="utf-8"))["special_rules"]
    ]


land_contents = st.fixed_dictionaries(
    {
        "explorer": st.integers(0, 3),
        "town": st.integers(0, 2),
        "city": st.integers(0, 1),
        "dahan": st.integers(0, 2),
        "blight": st.integers(0, 1),
        "damaged": st.booleans(),
    }
)
board_st = st.fixed_dictionaries(dict.fromkeys(LANDS_AB, land_contents))
presence_st = st.dictionaries(st.sampled_from(LANDS_AB), st.integers(1, 3), min_size=1, max_size=4)
play_st = st.tuples(
    st.integers(0, 10**6),  # card (modulo the number of shipped cards)
    st.dictionaries(st.sampled_from(ELEMENTS), st.integers(0, 4)),
    st.booleans(),  # time passes afterwards
    st.booleans(),  # the other spirit plays it
)


def random_state(board: dict[str, dict[str, Any]], presence: list[dict[str, int]]) -> State:
    s = State.empty(ISLAND_AB, players=2)
    for land, spec in board.items():
        for kind in PIECE_KINDS:
            n = int(spec[kind])
            damaged = spec["damaged"] and kind in ("town", "city") and n
            if damaged:
                s.place(land, kind, 1, damage=1)
                n -= 1
            s.place(land, kind, n)
        s.place(land, "blight", int(spec["blight"]))
    for name, where in zip(("one", "two"), presence, strict=True):
        s.add_spirit(name, presence=where)
    s.check_invariants()
    return s


def play(s: State, card: Card, spirit: str, elements: dict[str, int], choices: Any) -> bool:
    """Play ``card`` on a legal target; False when it has none."""
    kw: dict[str, Any] = {"spirit": spirit, "elements": elements, "name": card.id}
    if card.range == "none" or "spirit" in (card.target or {}):
        spirits = legal_spirit_targets(s, spirit, card.target or {"spirit": "any"})
        if not spirits:
            return False
        kw["target_spirit"] = choices.choose("card.spirit", spirits)
    else:
        lands = legal_targets(
            s, spirit, card.range, card.target, card_ops=list(card.ops), elements=elements
        )
        if not lands:
            return False
        land = choices.choose("card.land", lands)
        kw["target_land"] = land
        kw["source_land"] = sources_for(
            s, spirit, card.range, land, card_ops=list(card.ops), elements=elements
        )[0]
    ex.execute(list(card.ops), s, choices, **kw)
    return True


@settings(
    max_examples=120,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    board_st,
    st.tuples(presence_st, presence_st),
    st.lists(play_st, min_size=1, max_size=6),
    st.integers(0, 10**6),  # special rule (modulo their number)
    st.integers(0, 10**6),
    st.booleans(),
)
def test_shipped_cards_on_random_boards_keep_invariants(
    invariants_after_each_op: InvariantWatch,
    board: dict[str, dict[str, Any]],
    presence: tuple[dict[str, int], dict[str, int]],
    plays: list[tuple[int, dict[str, int], bool, bool]],
    rule: int,
    seed: int,
    first_legal: bool,
) -> None:
    s = random_state(board, list(presence))
    cards, rules = shipped_cards(), special_rules()
    install_special_rules(s, "one", rules[rule % len(rules)])
    choices: Any = FirstLegal() if first_legal else SeededRandom(seed)
    before = invariants_after_each_op.checks
    for index, elements, passes, other in plays:
        spirit = "two" if other else "one"
        if s.spirits[spirit].presence_on_island() == 0:
            continue
        play(s, cards[index % len(cards)], spirit, elements, choices)
        s.check_invariants()
        for land_id in LANDS_AB:
            for p in s.pieces(land_id):
                assert 0 <= p.damage < s.health(land_id, p.kind)
        if passes:
            game.time_passes(s)
            s.check_invariants()
            assert all(p.damage == 0 for _, p in s.iter_pieces())
            assert s.round_effects == [] and s.listeners == []
            assert len([r for r in s.spirit_rules if r["spirit"] == "one"]) >= 1
    assert invariants_after_each_op.checks >= before
    assert s.terror_level in (1, 2, 3, 4)


def test_every_shipped_card_runs_on_a_busy_board() -> None:
    cards = shipped_cards()
    assert len(cards) >= 78  # every shipped power compiles
    spec = {"explorer": 2, "town": 1, "city": 1, "dahan": 2, "blight": 1, "damaged": True}
    for card in cards:
        s = random_state(dict.fromkeys(LANDS_AB, spec), [{"A5": 2, "B3": 1}, {"A1": 1}])
        for seed in range(3):
            play(s, card, "one", dict.fromkeys(ELEMENTS, 3), SeededRandom(seed))
            s.check_invariants()
        played = play(s, card, "one", {}, FirstLegal())
        assert played or card.target, card.id
