"""Copies of the game state for play-outs (the bots' search, :mod:`.bots.lookahead`): one copier
per state class, each mutable field copied by hand, every immutable value and the data a game
only reads shared (the island, the presence track slots, the power cards' rules, compiled ops
of the power cards).

A copy behaves as a deep copy would (aliasing among the plain-data effects kept, as
``copy.deepcopy``'s memo keeps it) at a fraction of the cost: no reflection over the fields, no
deep copy of values that never change. A copier starts from the object's own attributes
(:func:`_shallow`) and replaces the mutable ones, so a field added later is shared until its
copier copies it — ``tests/spirit_island/engine/test_engine_state_copies.py`` fails on a mutable
field left shared.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable, Container, Hashable
from random import Random
from typing import Any, TypeVar

from cardsmith.engine.dice import Deck
from cardsmith.engine.events import EventLog
from cardsmith.rulesets.spirit_island.engine.state.cards import CardTable
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import (
    InvaderCard,
    LandModifiers,
    LandState,
    Piece,
    SpiritState,
)
from cardsmith.rulesets.spirit_island.engine.state.panel import PresenceTracks
from cardsmith.rulesets.spirit_island.engine.state.power_decks import PowerDecks

__all__ = [
    "copy_cards",
    "copy_decks",
    "copy_land",
    "copy_mods",
    "copy_piece",
    "copy_plain",
    "copy_spirit",
    "copy_state",
    "copy_tracks",
]

T = TypeVar("T")
K = TypeVar("K", bound=Hashable)

#: values shared by a copy: immutable (a frozenset holds only hashable, immutable-by-contract
#: values; an invader card is frozen)
_ATOMS = (str, int, float, bool, type(None), frozenset, InvaderCard)

#: ``copy.deepcopy``'s memo: ``id`` of an original → its copy (aliasing kept)
Memo = dict[int, Any]


def _shallow(obj: T) -> T:
    """A new object of ``obj``'s class with the same attributes (no ``__init__``)."""
    new: T = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    return new


def _counter(c: Counter[K]) -> Counter[K]:
    new: Counter[K] = Counter.__new__(Counter)  # an empty dict: no ``__init__`` to run
    dict.update(new, c)
    return new


def copy_plain(value: T, memo: Memo, shared: Container[int] = frozenset()) -> T:
    """A deep copy of plain data — dicts, lists, sets, tuples of atoms and the like (the
    effects recorded as dicts) —, an object seen before (``memo``) copied once, the objects
    whose ``id`` is in ``shared`` (compiled ops: read by every game of a setup, never changed)
    not copied; anything else by ``copy.deepcopy`` with the same memo."""
    if isinstance(value, _ATOMS) or id(value) in shared:
        return value
    seen = memo.get(id(value))
    if seen is not None:
        found: T = seen
        return found
    out: Any
    kind = type(value)
    if kind is dict:
        out = {}
        memo[id(value)] = out
        for k, v in value.items():  # type: ignore[attr-defined]
            out[k] = copy_plain(v, memo, shared)
    elif kind is list:
        out = []
        memo[id(value)] = out
        out.extend(copy_plain(v, memo, shared) for v in value)  # type: ignore[attr-defined]
    elif kind is tuple and all(isinstance(v, _ATOMS) for v in value):  # type: ignore[attr-defined]
        return value
    elif kind is set:
        out = set(value)  # type: ignore[call-overload]  # hashable members: immutable
        memo[id(value)] = out
    else:
        out = copy.deepcopy(value, memo)
    copied: T = out
    return copied


def copy_piece(p: Piece) -> Piece:
    return Piece(p.kind, p.damage, p.strife)


def copy_mods(m: LandModifiers, memo: Memo, shared: Container[int] = frozenset()) -> LandModifiers:
    """The round's modifiers of a land (most lands have none: empty containers copy fast)."""
    new = _shallow(m)  # the bools: shared
    new.skip_all = set(m.skip_all)
    new.skip_next = _counter(m.skip_next)
    new.health_bonus = _counter(m.health_bonus)
    new.prevent = set(m.prevent)
    new.notes = list(m.notes)
    new.build_adds = list(m.build_adds)  # tuples of kinds
    new.invader_mods = copy_plain(m.invader_mods, memo, shared) if m.invader_mods else []
    new.no_heal = set(m.no_heal)
    new.skip_sources = list(m.skip_sources)
    new.health_per_strife = list(m.health_per_strife)
    return new


def copy_land(ls: LandState, memo: Memo, shared: Container[int] = frozenset()) -> LandState:
    new = _shallow(ls)  # blight, defend
    new.pieces = [Piece(p.kind, p.damage, p.strife) for p in ls.pieces]
    new.mods = copy_mods(ls.mods, memo, shared)
    new.tokens = dict(ls.tokens)
    return new


def copy_tracks(pt: PresenceTracks | None) -> PresenceTracks | None:
    """The uncovered counts; the slots are the spirit record's, never changed."""
    if pt is None:
        return None
    new = _shallow(pt)
    new.uncovered = dict(pt.uncovered)
    return new


def copy_spirit(s: SpiritState) -> SpiritState:
    new = _shallow(s)  # the name, the counts, the board, the Incarna
    new.elements = _counter(s.elements)
    new.permanent_elements = _counter(s.permanent_elements)
    new.presence = _counter(s.presence)
    new.pending_cards = list(s.pending_cards)
    new.hand = list(s.hand)
    new.discard = list(s.discard)
    new.played = list(s.played)
    new.tracks = copy_tracks(s.tracks)
    new.ocean_presence = _counter(s.ocean_presence)
    new.resources = _counter(s.resources)
    new.impending = list(s.impending)
    new.growth_used = _counter(s.growth_used)
    new.sacred_lands = set(s.sacred_lands)
    return new


def copy_decks(decks: PowerDecks) -> PowerDecks:
    """Each deck with its own cards and discard pile; a generator of its own too, in the state
    it is in, shared by the copied decks that shared it (the decks of a game shuffle with one
    generator: :meth:`PowerDecks.build`)."""
    out: dict[str, Deck[str]] = {}
    rngs: dict[int, Random] = {}
    for name, deck in decks.decks.items():
        rng = rngs.get(id(deck.rng))
        if rng is None:
            rng = rngs[id(deck.rng)] = type(deck.rng).__new__(type(deck.rng))  # no seeding
            rng.setstate(deck.rng.getstate())
        out[name] = Deck(deck.cards, rng=rng, discarded=deck.discarded, reshuffle=deck.reshuffle)
    return PowerDecks(out, decks.kind_of)


def copy_cards(
    table: CardTable, decks: Callable[[PowerDecks], PowerDecks] = copy_decks
) -> CardTable:
    """The power cards' rules shared (frozen), the decks by ``decks``, what was forgotten."""
    return CardTable(
        powers=dict(table.powers),
        decks=None if table.decks is None else decks(table.decks),
        forgotten={k: list(v) for k, v in table.forgotten.items()},
    )


def copy_state(
    state: State,
    *,
    log: list[str],
    decks: Callable[[PowerDecks], PowerDecks] = copy_decks,
    shared: Container[int] = frozenset(),
) -> State:
    """A copy of ``state`` writing to ``log``, with no event history (and no listeners, no
    choice provider: only valid between powers); the island shared, and the effects' objects
    whose ``id`` is in ``shared`` (the setup's compiled ops); the decks of :attr:`State.cards`
    by ``decks`` (the game's copy of its decks, when they are the same)."""
    memo: Memo = {}
    new = _shallow(state)  # the counts, the pools, the result, the island
    new.lands = {k: copy_land(v, memo, shared) for k, v in state.lands.items()}
    new.supply = dict(state.supply)
    new.piece_totals = dict(state.piece_totals)
    new.spirits = {k: copy_spirit(v) for k, v in state.spirits.items()}
    new.earned_fear = list(state.earned_fear)
    new.resolved_fear = list(state.resolved_fear)
    new.fear_deck = list(state.fear_deck)
    new.face_up_fear = list(state.face_up_fear)
    new.invader_deck = list(state.invader_deck)
    new.slots = {k: list(v) for k, v in state.slots.items()}
    new.invader_discard = list(state.invader_discard)
    new.loss_events = list(state.loss_events)
    new.round_effects = copy_plain(state.round_effects, memo, shared)  # counting down: copied
    new.spirit_rules = copy_plain(state.spirit_rules, memo, shared)
    new.choices = None
    new.cards = copy_cards(state.cards, decks)
    new.log = log
    new.journal = EventLog()
    new.result_reasons = list(state.result_reasons)
    return new
