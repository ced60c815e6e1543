"""Property: any sequence of token ops and Invader actions keeps the invariants, and every token
in a land is accounted for by the event log (each change was recorded)."""

from __future__ import annotations

from collections import Counter

from engine_support import gather, load_board, push
from hypothesis import given, settings
from hypothesis import strategies as st

from cardsmith.engine.choices import SeededRandom
from cardsmith.rulesets.spirit_island.engine.changes.pieces import add_blight
from cardsmith.rulesets.spirit_island.engine.changes.tokens import (
    add_token,
    destroy_token,
    isolate,
    remove_token,
)
from cardsmith.rulesets.spirit_island.engine.ops import execute as ex
from cardsmith.rulesets.spirit_island.engine.round import phases as game
from cardsmith.rulesets.spirit_island.engine.rules import invader_actions as invaders
from cardsmith.rulesets.spirit_island.engine.state.board import OCEAN, TOKEN_KINDS, Island
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import INVADER_KINDS, InvaderCard

ISLAND = Island.from_boards([load_board("A")])
LANDS = ISLAND.land_ids()
OPS = (
    "add",
    "remove",
    "destroy",
    "push",
    "gather",
    "drown",
    "strife",
    "unstrife",
    "isolate",
    "ravage",
    "build",
    "explore",
    "blight",
    "invader",
    "time",
)
step = st.tuples(
    st.sampled_from(OPS),
    st.sampled_from(LANDS),
    st.sampled_from(TOKEN_KINDS),
    st.integers(min_value=1, max_value=3),
)


def apply(s: State, choices: SeededRandom, op: str, land: str, kind: str, n: int) -> None:
    card = InvaderCard(1, (ISLAND.land(land).terrain,))
    if op == "add":
        add_token(s, land, kind, n)
    elif op == "remove":
        remove_token(s, land, kind, n)
    elif op == "destroy":
        destroy_token(s, land, kind, n)
    elif op == "push":
        push(s, land, [kind, "explorer"], n, choices, up_to=True)
    elif op == "gather":
        have = sum(s.count(a, kind) for a in s.island.adjacent(land))
        gather(s, land, [kind], min(n, have), choices)
    elif op == "drown":
        pieces = {"kinds": [kind, *INVADER_KINDS, "dahan"]}
        drown = {"op": "push", "count": {"up_to": n}, "pieces": pieces, "ocean": True}
        ex.execute([drown], s, choices, target_land=land)
    elif op == "strife":
        strife = {"op": "add", "count": {"up_to": n}, "pieces": {"kinds": ["strife"]}}
        ex.execute([strife], s, choices, target_land=land)
    elif op == "unstrife":
        unstrife = {"op": "remove", "count": {"up_to": n}, "pieces": {"kinds": ["strife"]}}
        ex.execute([unstrife], s, choices, target_land=land)
    elif op == "isolate":
        isolate(s, land)
    elif op == "ravage":
        invaders.ravage(s, land, choices)
    elif op == "build":
        invaders.build_card(s, card)
    elif op == "explore":
        invaders.explore_card(s, card)
    elif op == "blight":
        add_blight(s, land, choices)
    elif op == "time":
        game.time_passes(s)
    elif op == "invader":
        ex.execute([{"op": "invader_action", "actions": ["ravage"]}], s, choices, target_land=land)


def tokens_from_events(s: State) -> Counter[tuple[str, str]]:
    """(land, kind) → count, replayed from the recorded events alone."""
    out: Counter[tuple[str, str]] = Counter()
    for e in s.events:
        if e.kind not in TOKEN_KINDS or e.where is None:
            continue
        if e.op == "add":
            out[e.where, e.kind] += e.count
        elif e.op in ("remove", "destroy") and e.where != OCEAN:
            out[e.where, e.kind] -= e.count
        elif e.op in ("push", "gather", "move"):
            out[e.where, e.kind] -= e.count
            if e.to != OCEAN and e.to is not None:
                out[e.to, e.kind] += e.count
    return +out


@settings(max_examples=60, deadline=None)
@given(st.lists(step, max_size=40), st.integers(min_value=0, max_value=10**6))
def test_token_sequences_keep_invariants_and_are_logged(
    steps: list[tuple[str, str, str, int]], seed: int
) -> None:
    s = State.empty(ISLAND, players=2)
    s.add_spirit("river", presence={"A5": 2, "A2": 1})
    for land in LANDS:
        for kind, n in ISLAND.land(land).setup:
            s.place(land, kind, n)
    choices = SeededRandom(seed)
    for op, land, kind, n in steps:
        apply(s, choices, op, land, kind, n)
        s.check_invariants()
    in_lands = Counter({(x, k): s.count(x, k) for x in LANDS for k in TOKEN_KINDS})
    assert +in_lands == tokens_from_events(s)
