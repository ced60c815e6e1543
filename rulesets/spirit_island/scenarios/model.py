"""The plan of a scenario test: its resolved steps and the scenario itself."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardsmith.dsl.ir import Ops
from cardsmith.rulesets.spirit_island.engine.state.board import Island
from cardsmith.rulesets.spirit_island.engine.state.model import InvaderCard
from cardsmith.rulesets.spirit_island.scenarios.notation import LandPieces
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.scenarios.api import Plan


@dataclass
class Step:
    """One resolved action of a scenario."""

    kind: str  # one of ACTIONS
    label: str
    ops: Ops = field(default_factory=list)
    record: Record | None = None
    rules: dict[str, Any] = field(default_factory=dict)  # range / target / cost / elements
    by: str | None = None
    target: str | None = None
    target_spirit: str | None = None
    source: str | None = None
    level: int | None = None
    invader: str | None = None
    card: InvaderCard | None = None
    pay: bool = False
    ignore_range: bool = False
    choices: list[tuple[str, Any]] = field(default_factory=list)
    #: a ``set`` step: what it sets (``pieces`` parsed into ``set_pieces``)
    set_data: dict[str, Any] = field(default_factory=dict)
    set_pieces: dict[str, LandPieces] = field(default_factory=dict)
    #: a checkpoint after this step (``expect:`` inside the step)
    checkpoint: Checkpoint | None = None
    #: decision → the options it must offer (the first time; a list of lists: each time)
    expect_options: dict[str, list[list[str]]] = field(default_factory=dict)


@dataclass
class Checkpoint:
    """Expectations compared at one point of a scenario (after a step, or at the end)."""

    expect: dict[str, Any] = field(default_factory=dict)
    pieces: dict[str, LandPieces] = field(default_factory=dict)
    #: ``spirit key → [(name, record, unit, usable?)]``: innates / cards to judge
    usable: dict[str, list[tuple[str, Record, str, bool]]] = field(default_factory=dict)


@dataclass
class Scenario(Plan):
    """A scenario ready to run (or, with diagnostics, one that cannot run)."""

    island: Island | None = None
    boards: list[dict[str, Any]] = field(default_factory=list)
    links: list[tuple[str, str]] = field(default_factory=list)
    pieces: dict[str, LandPieces] = field(default_factory=dict)
    expect_pieces: dict[str, LandPieces] = field(default_factory=dict)
    spirit_records: dict[str, Record] = field(default_factory=dict)
    invader_deck: list[InvaderCard] = field(default_factory=list)
    invader_discard: list[InvaderCard] = field(default_factory=list)
    invader_slots: dict[str, list[InvaderCard]] = field(default_factory=dict)
    steps: list[Step] = field(default_factory=list)
    #: the final expectations (``expect:``)
    final: Checkpoint = field(default_factory=Checkpoint)
    #: ``power_decks:`` (top first) and the power cards' records the engine may play
    power_decks: dict[str, list[str]] = field(default_factory=dict)
    #: ``setup: printed`` also places the boards' printed tokens (``board_tokens:``, or the
    #: pack's ``options: {board_tokens: true}``)
    board_tokens: bool = False
    #: ``blight_card`` then ``blight_deck``: the Blight Card holding the pool, the cards under it
    blight_cards: list[Record] = field(default_factory=list)
    #: ``event`` then ``event_deck``: the Event deck, top first
    event_cards: list[Record] = field(default_factory=list)
    #: ``adversary`` (its level: ``adversary_level``): the scenario is played against it
    adversary: Record | None = None


def choice_value(value: Any) -> Any:
    """YAML 1.1 reads ``yes``/``no`` as booleans: give them back as the option strings."""
    if value is True:
        return "yes"
    if value is False:
        return "no"
    return value
