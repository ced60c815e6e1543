"""Property: any sequence of primitive ops keeps the conservation invariants."""

from __future__ import annotations

from conftest import load_board
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import invaders
from engine import ops_core as ops
from engine.board import Island
from engine.choices import SeededRandom
from engine.state import INVADER_KINDS, PIECE_KINDS, InvaderCard, State

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


def apply(s: State, choices: SeededRandom, op: str, land: str, kind: str, n: int) -> None:
    pieces = s.pieces(land, kind)
    card = InvaderCard(1, (ISLAND.land(land).terrain,))
    if op == "add":
        ops.add_piece(s, land, kind, n)
    elif op == "destroy" and pieces:
        ops.destroy_piece(s, land, pieces[0])
    elif op == "damage" and pieces:
        ops.damage_piece(s, land, pieces[0], n)
    elif op == "downgrade" and pieces and kind in INVADER_KINDS:
        ops.downgrade(s, land, pieces[0])
    elif op == "push":
        ops.push(s, land, [kind], n, choices)
    elif op == "gather":
        ops.gather(s, land, [kind], n, choices)
    elif op == "blight":
        ops.add_blight(s, land, choices)
    elif op == "unblight":
        ops.remove_blight(s, land, n)
    elif op == "fear":
        ops.generate_fear(s, n)
    elif op == "ravage":
        invaders.ravage(s, land, choices)
    elif op == "build":
        invaders.build_card(s, card)
    elif op == "explore":
        invaders.explore_card(s, card)
    elif op == "defend":
        ops.defend(s, land, n)


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
