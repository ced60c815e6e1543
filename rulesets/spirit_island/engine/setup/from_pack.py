"""Game setup from pack data: boards, spirit records, fear card ids, invader card records.

The tools side loads the pack (``content/<pack>/…``) and passes plain records; the engine
never reads files. Everything random comes from one seeded :class:`engine.dice.Rng`: the fear
deck is shuffled first, then the invader stages I, II, III (see :func:`.round.phases.setup_game`).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from cardsmith.dsl.ir import Ops
from cardsmith.engine.choices import ChoiceProvider, FirstLegal
from cardsmith.engine.dice import Rng
from cardsmith.rulesets.spirit_island.engine.rules import invader_actions as invaders
from cardsmith.rulesets.spirit_island.engine.setup.game import build_fear_deck, setup_game
from cardsmith.rulesets.spirit_island.engine.setup.special_rules import install_special_rules
from cardsmith.rulesets.spirit_island.engine.setup.spirit import place_setup
from cardsmith.rulesets.spirit_island.engine.state.adversary import Adversary
from cardsmith.rulesets.spirit_island.engine.state.board import BoardError, Island
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import InvaderCard
from cardsmith.rulesets.spirit_island.engine.state.tracks import install_tracks

__all__ = [
    "fear_deck_from_ids",
    "invader_deck_from_records",
    "pools_for",
    "presence_on_tracks",
    "setup_from_pack",
    "starting_presence",
]


def pools_for(players: int) -> tuple[int, int]:
    """(blight pool, fear pool): 5 × players + 1 blight, 4 × players fear (solo: 6 and 4)."""
    if players < 1:
        raise ValueError("at least 1 player")
    return 5 * players + 1, 4 * players


def fear_deck_from_ids(ids: Sequence[str], seed: int | random.Random = 0) -> list[str]:
    """9 of the fear cards (seeded shuffle) with the dividers: 3, ``TL2``, 3, ``TL3``, 3."""
    rng = seed if isinstance(seed, random.Random) else Rng(seed)
    return build_fear_deck(ids, rng)


def invader_deck_from_records(
    records: Iterable[Mapping[str, Any]], seed: int | random.Random = 0
) -> list[InvaderCard]:
    """3 + 4 + 5 cards: each stage shuffled, one random card per stage removed (seeded)."""
    rng = seed if isinstance(seed, random.Random) else Rng(seed)
    return invaders.build_invader_deck(rng, [InvaderCard.from_record(r) for r in records])


def starting_presence(island: Island, board: str, setup: Mapping[str, Any]) -> dict[str, int]:
    """A spirit record's ``setup.presence`` (``[{count, land: {number} | {terrain, pick}}]``)
    resolved on ``board`` → ``{land id: count}``."""
    out: dict[str, int] = {}
    for entry in setup.get("presence", []) or []:
        count = int(entry.get("count", 1))
        where = entry.get("land") or {}
        if "number" in where:
            land_id = f"{board.upper()}{int(where['number'])}"
            island.land(land_id)
        elif "terrain" in where:
            pick = str(where.get("pick", "lowest"))
            if pick not in ("lowest", "highest"):
                raise BoardError(f"unknown presence pick {pick!r}")
            finder = island.lowest if pick == "lowest" else island.highest
            land_id = finder(board, str(where["terrain"])).id
        else:
            raise BoardError(f"presence setup without a land: {dict(entry)!r}")
        out[land_id] = out.get(land_id, 0) + count
    return out


def presence_on_tracks(record: Mapping[str, Any], default: int = 10) -> int:
    """Presence starting on the tracks: every space but the first (printed) one of each track."""
    tracks = record.get("presence_tracks")
    if not isinstance(tracks, Mapping) or not tracks:
        return default
    return sum(max(0, len(spaces or []) - 1) for spaces in tracks.values())


def setup_from_pack(
    boards: Sequence[Mapping[str, Any]],
    *,
    spirits: Mapping[str, tuple[Mapping[str, Any], str]] | None = None,
    special_rules: Mapping[str, Sequence[Ops]] | None = None,
    fear_cards: Sequence[str] = (),
    invader_records: Sequence[Mapping[str, Any]] | None = None,
    links: Iterable[tuple[str, str]] = (),
    players: int | None = None,
    seed: int = 0,
    choices: ChoiceProvider | None = None,
    first_explore: bool = True,
    board_tokens: bool = False,
    adversary: Adversary | None = None,
) -> State:
    """A game ready for round 1 from pack records.

    ``spirits`` maps a spirit key to ``(spirit record, board letter)``: its starting presence
    and pieces (:func:`.setup.spirit.place_setup`: ``setup.presence``, ``setup.pieces``, a land
    the player picks decided with ``choices``), energy (``setup.energy``), presence tracks
    (:func:`.state.tracks.install_tracks`: every slot but the leftmost covered) and its unique
    powers in hand. ``special_rules`` maps a spirit key to its compiled special rules (one op
    list per rule), installed for the whole game. ``players`` defaults to the number of spirits
    (or of boards without spirits). ``board_tokens``: place the tokens the boards print (set
    packs; Horizons games leave it off). ``adversary``: the game is played against it.
    """
    seats = dict(spirits or {})
    n = players if players is not None else (len(seats) or None)
    state = setup_game(
        boards,
        players=n,
        fear_cards=fear_cards,
        invader_cards=(
            None
            if invader_records is None
            else [InvaderCard.from_record(r) for r in invader_records]
        ),
        links=links,
        seed=seed,
        first_explore=False,
        board_tokens=board_tokens,
        adversary=adversary,
    )
    for key, (record, board) in seats.items():
        setup = record.get("setup") or {}
        state.add_spirit(
            key,
            off_island=presence_on_tracks(record),
            energy=int(setup.get("energy") or 0),
            hand=[str(c) for c in record.get("unique_powers", [])],
            board=board.upper(),
        )
        if isinstance(record.get("presence_tracks"), Mapping):
            install_tracks(state, key, record["presence_tracks"])
        for place in record.get("places") or []:  # off-board places (the Endless Dark)
            held = {k: v for k, v in dict(place).items() if k not in ("id", "text")}
            state.add_place(str(place["id"]), owner=key, **held)
        place_setup(state, key, board, setup, choices or FirstLegal())
    for key, rules in (special_rules or {}).items():
        install_special_rules(state, key, rules)
    state.log.append(
        "setup: spirits "
        + (", ".join(f"{k} {dict(state.spirits[k].presence)}" for k in seats) or "none")
    )
    if first_explore:
        invaders.reveal_and_explore(state, choices or FirstLegal())
        invaders.advance(state)
    return state
