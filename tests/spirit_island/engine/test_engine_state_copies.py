"""The state's copiers (:mod:`.state.copies`): every mutable field of every state class is the
copy's own (mutating the copy leaves the original as it was), the copy equals what a deep copy
gives, and a game copied then played on ends as a deep copy of it played the same way."""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import fields, is_dataclass
from types import FunctionType
from typing import Any

from engine_support import shipped_setup

from cardsmith.engine.dice import Deck, Rng
from cardsmith.rulesets.spirit_island.engine.bots.greedy import Greedy
from cardsmith.rulesets.spirit_island.engine.bots.lookahead import compiled_ids, copy_game
from cardsmith.rulesets.spirit_island.engine.round.game import Game, NullLog
from cardsmith.rulesets.spirit_island.engine.round.play import play_round
from cardsmith.rulesets.spirit_island.engine.simulate import new_game
from cardsmith.rulesets.spirit_island.engine.state import copies
from cardsmith.rulesets.spirit_island.engine.state.cards import CardInfo, CardTable
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import InvaderCard, LandModifiers, Piece
from cardsmith.rulesets.spirit_island.engine.state.panel import PresenceTracks
from cardsmith.rulesets.spirit_island.engine.state.power_decks import PowerDecks

SPIRIT = "sun-bright-whirlwind"
#: fields a copy shares on purpose (read-only data) or replaces (the log, the events)
SHARED = {"island", "log", "journal", "choices", "kind_of", "energy_track", "card_plays_track"}
#: values that cannot change (a function: the state's hooks, ``State.on_card_gained``)
ATOMS = (str, int, float, bool, type(None), frozenset, tuple, InvaderCard, CardInfo, FunctionType)


def _game(rounds: int = 2) -> Game:
    g = new_game(shipped_setup(SPIRIT), Greedy(3), 3, check=False, log=False)
    for _ in range(rounds):
        play_round(g)
    return g


def _busy(state: State) -> None:
    """Something in every mutable field: round modifiers on a land, effects shared by a land
    and the island (aliased, as the rules store them), forgotten cards, decks in the table."""
    land = state.land_ids()[0]
    mods = state.land(land).mods
    mods.skip_all.add("build")
    mods.skip_next["ravage"] += 1
    mods.health_bonus["town"] += 1
    mods.prevent.add(("explorer", "added"))
    mods.notes.append("note")
    mods.build_adds.append((("town",), ("explorer",)))
    shared = {"name": "invader_damage", "left": 2, "do": [{"op": "damage", "n": 1}]}
    mods.invader_mods.append(shared)
    mods.no_heal.add("town")
    mods.skip_sources.append(("build", "run-1", True))
    mods.health_per_strife.append(("town", 1, 1))
    mods.blight_blocked = mods.isolated = mods.push_instead = True
    state.land(land).tokens["beasts"] = 1
    state.round_effects.append(shared)
    state.round_effects.append({"name": "would_destroy", "slots": [{"kinds": ["town"], "left": 1}]})
    state.face_up_fear.append(state.fear_deck[0])
    state.loss_events.append("lost")
    state.result_reasons.append("why")
    spirit = state.spirits[SPIRIT]
    spirit.ocean_presence["A"] += 1
    spirit.resources["time"] += 1
    spirit.impending.append("card")
    spirit.sacred_lands.add(land)
    spirit.pending_cards.append("minor")
    decks = PowerDecks({"minor": Deck(["a", "b"], rng=Rng(1), discarded=["c"])}, {"a": "minor"})
    state.cards = CardTable({"a": CardInfo("a")}, decks, {SPIRIT: ["b"]})


def _mutable(value: Any) -> bool:
    return not isinstance(value, ATOMS)


def _assert_own(original: Any, clone: Any, where: str) -> None:
    """Every mutable value reachable from ``clone`` through dataclass fields, lists and dicts is
    not ``original``'s (shared only: :data:`SHARED`), and the two are equal."""
    if not _mutable(original):
        assert clone == original, where
        return
    if is_dataclass(original):
        assert type(clone) is type(original), where
        for f in fields(original):
            if f.name in SHARED:
                continue
            _assert_own(getattr(original, f.name), getattr(clone, f.name), f"{where}.{f.name}")
        return
    assert clone is not original, f"{where}: shared with the original"
    if isinstance(original, dict):
        assert list(clone) == list(original), where
        for k, v in original.items():
            _assert_own(v, clone[k], f"{where}[{k!r}]")
    elif isinstance(original, list):
        assert len(clone) == len(original), where
        for i, (a, b) in enumerate(zip(original, clone, strict=True)):
            _assert_own(a, b, f"{where}[{i}]")
    elif isinstance(original, Deck):
        assert (clone.cards, clone.discarded) == (original.cards, original.discarded), where
        assert clone.cards is not original.cards and clone.discarded is not original.discarded
        assert clone.rng is not original.rng and clone.rng.getstate() == original.rng.getstate()
    else:
        assert clone == original, where


def test_every_mutable_field_of_every_state_class_is_the_copys_own() -> None:
    g = _game()
    _busy(g.state)
    clone = copies.copy_state(g.state, log=NullLog())
    checked = {type(x) for x in (clone, *clone.lands.values(), *clone.spirits.values())}
    assert State in checked
    _assert_own(g.state, clone, "state")
    land = clone.lands[clone.land_ids()[0]]
    assert isinstance(land.pieces[0], Piece) and isinstance(land.mods, LandModifiers)
    tracks = clone.spirits[SPIRIT].tracks
    assert isinstance(tracks, PresenceTracks)
    assert tracks.energy_track is g.state.spirits[SPIRIT].tracks.energy_track  # type: ignore[union-attr]
    assert clone.island is g.state.island
    assert clone.journal is not g.state.journal and not clone.journal.events


def test_aliased_effects_stay_aliased_in_the_copy() -> None:
    g = _game(0)
    _busy(g.state)
    clone = copies.copy_state(g.state, log=NullLog())
    shared = clone.round_effects[0]
    assert clone.lands[clone.land_ids()[0]].mods.invader_mods[0] is shared
    shared["left"] = 0
    assert g.state.round_effects[0]["left"] == 2


def test_mutating_the_copy_leaves_the_original_unchanged() -> None:
    g = _game()
    _busy(g.state)
    before = copy.deepcopy(g.state)
    clone = copies.copy_state(g.state, log=NullLog())
    for ls in clone.lands.values():
        ls.pieces.append(Piece("city"))
        for p in ls.pieces:
            p.damage += 1
        ls.blight += 1
        ls.tokens["disease"] = 3
        m = ls.mods
        m.skip_all.add("explore")
        m.skip_next["build"] += 1
        m.health_bonus["city"] += 1
        m.prevent.add(("city", "damaged"))
        m.notes.append("x")
        m.build_adds.append(((), ()))
        for mod in m.invader_mods:
            mod["left"] = 9
            mod["do"][0]["n"] = 9
        m.invader_mods.append({})
        m.no_heal.add("city")
        m.skip_sources.append(("x", "y", False))
        m.health_per_strife.append(("city", 1, 1))
    for s in clone.spirits.values():
        for counter in (s.elements, s.permanent_elements, s.presence, s.ocean_presence,
                        s.resources, s.growth_used):
            counter["x"] += 1  # type: ignore[index]
        for pile in (s.pending_cards, s.hand, s.discard, s.played, s.impending):
            pile.append("x")
        s.sacred_lands.add("x")
        assert s.tracks is not None
        s.tracks.uncovered["energy"] += 1
    for pile in (clone.earned_fear, clone.resolved_fear, clone.fear_deck, clone.face_up_fear,
                 clone.loss_events, clone.result_reasons):
        pile.append("x")
    clone.invader_deck.pop()
    clone.slots["ravage"].append(InvaderCard(1, ("sands",)))
    clone.invader_discard.append(InvaderCard(1, ("sands",)))
    clone.supply["town"] += 1
    clone.piece_totals["town"] += 1
    for eff in clone.round_effects:
        eff["left"] = 7
        for slot in eff.get("slots", []):
            slot["left"] = 7
    clone.spirit_rules.append({})
    clone.spirit_rules[0]["used"] = True
    clone.cards.forgotten[SPIRIT].append("x")
    assert clone.cards.decks is not None
    clone.cards.decks.decks["minor"].draw(2)
    clone.cards.decks.decks["minor"].refill()
    clone.cards.powers["z"] = CardInfo("z")
    assert _comparable(g.state) == _comparable(before)
    deck = g.state.cards.decks.decks["minor"]  # type: ignore[union-attr]
    assert (deck.cards, deck.discarded) == (["a", "b"], ["c"])


def _comparable(state: State) -> dict[str, Any]:
    """The fields of ``state`` that can be compared (not the log, the events, the decks)."""
    out = {f.name: getattr(state, f.name) for f in fields(state)}
    for name in ("log", "journal", "island", "choices"):
        out.pop(name)
    table = out.pop("cards")
    out["cards"] = (table.powers, table.forgotten)
    return out


def test_the_copy_equals_a_deep_copy() -> None:
    g = _game()
    _busy(g.state)
    g.state.cards = CardTable()
    assert _comparable(copies.copy_state(g.state, log=[])) == _comparable(copy.deepcopy(g.state))


def _played_on(g: Game) -> dict[str, Any]:
    for _ in range(3):
        if g.state.result is None:
            play_round(g)
    s = g.state
    return {
        "state": _comparable(s),
        "gains": {k: (v.gained, v.forgotten) for k, v in g.gains.items()},
        "curves": g.curves,
        "played": g.played,
        "decks": {k: (d.cards, d.discarded) for k, d in g.decks.decks.items()},
    }


def test_a_copy_plays_on_as_a_deep_copy_does() -> None:
    for rounds in (1, 3):
        g = _game(rounds)
        fast = copy_game(g, Greedy(8))
        deep = copy.deepcopy(g)
        deep.policy = policy = Greedy(8)
        policy.bind(deep.state, deep.setup)
        deep.check, deep.played, deep.curves = False, Counter(), {}
        assert _played_on(fast) == _played_on(deep)


def test_the_decks_of_a_copy_share_a_generator_as_the_games_do() -> None:
    g = _game(0)
    minor, major = g.decks.decks["minor"], g.decks.decks["major"]
    assert minor.rng is major.rng  # PowerDecks.build: one generator
    decks = copies.copy_decks(g.decks)
    one, two = decks.decks["minor"], decks.decks["major"]
    assert one.rng is two.rng and one.rng is not minor.rng
    one.discard("x", "y", "z")
    minor.discard("x", "y", "z")
    one.refill()  # a shuffle moves the generator of both decks, as in the game
    minor.refill()
    assert one.cards == minor.cards and two.rng.getstate() == major.rng.getstate()


def test_a_game_copy_shares_the_setups_compiled_ops_and_copies_the_effects() -> None:
    g = _game(1)
    clone = copy_game(g)
    rule, copied = g.state.spirit_rules[0], clone.state.spirit_rules[0]
    assert copied == rule and copied is not rule  # "used" marks: the copy's own
    assert copied["do"] is rule["do"]  # compiled once for the setup, read by every game
    assert id(rule["do"]) in compiled_ids(g.setup)
    copied["used"] = True
    assert "used" not in rule
