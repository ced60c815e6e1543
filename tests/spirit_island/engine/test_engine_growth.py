"""Growth and Gain Energy (growth): presence tracks from the shipped spirit records,
growth options, the growth_presence special rule."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml
from engine_support import load_board

from cardsmith.engine.choices import ChoiceError, FirstLegal, ScriptedChoices
from cardsmith.engine.state import InvariantError
from cardsmith.rulesets.spirit_island.dsl import LANGUAGE
from cardsmith.rulesets.spirit_island.engine.effects.run import ExecutionError
from cardsmith.rulesets.spirit_island.engine.growth import options as growth
from cardsmith.rulesets.spirit_island.engine.ops.execute import execute
from cardsmith.rulesets.spirit_island.engine.setup.from_pack import setup_from_pack
from cardsmith.rulesets.spirit_island.engine.setup.special_rules import install_special_rules
from cardsmith.rulesets.spirit_island.engine.state import tracks
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.panel import PresenceTracks

SPIRITS = Path(__file__).resolve().parents[3] / "content" / "horizons" / "spirits"


def record(spirit_id: str) -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load((SPIRITS / f"{spirit_id}.yaml").read_text("utf-8"))
    return data


def special_rules(spirit_id: str) -> list[list[dict[str, Any]]]:
    out = []
    for rule in record(spirit_id)["special_rules"]:
        ops, errors = LANGUAGE.compile_text(rule["effect"])
        assert not errors and ops is not None
        out.append(list(ops))
    return out


@pytest.fixture
def s(empty_a: State) -> State:
    empty_a.place("A3", "explorer")  # far away: keeps the terror level 1 victory off
    return empty_a


def spirit(
    s: State, key: str, spirit_id: str, presence: dict[str, int], **uncovered: int
) -> dict[str, Any]:
    rec = record(spirit_id)
    s.add_spirit(key, presence=presence, off_island=0)
    tracks.install_tracks(s, key, rec["presence_tracks"], uncovered or None)
    s.check_invariants()
    return rec


# --- tracks -------------------------------------------------------------------------------
def test_tracks_start_with_the_leftmost_slot_uncovered() -> None:
    pt = PresenceTracks.from_record(record("devouring-teeth-lurk-underfoot")["presence_tracks"])
    assert pt.uncovered == {"energy": 1, "card_plays": 1}
    assert pt.covered() == 12 and pt.covered("energy") == 6
    assert (pt.energy_per_turn(), pt.card_plays(), pt.elements()) == (2, 1, Counter())
    assert pt.next_slot("energy") == {"element": "fire"}


def test_energy_track_uncovering_order_devouring_teeth() -> None:
    # 2, fire, 3, 4, animal, 6, 7: an element-only slot keeps the previous number
    tracks = record("devouring-teeth-lurk-underfoot")["presence_tracks"]
    seen = []
    for n in range(1, 8):
        pt = PresenceTracks.from_record(tracks, {"energy": n})
        seen.append((pt.energy_per_turn(), dict(pt.elements())))
    assert seen == [
        (2, {}),
        (2, {"fire": 1}),
        (3, {"fire": 1}),
        (4, {"fire": 1}),
        (4, {"fire": 1, "animal": 1}),
        (6, {"fire": 1, "animal": 1}),
        (7, {"fire": 1, "animal": 1}),
    ]


def test_card_plays_track_eyes_watch() -> None:
    # 1, 2, air, 3, plant, 4
    tracks = record("eyes-watch-from-the-trees")["presence_tracks"]
    plays = [
        PresenceTracks.from_record(tracks, {"card_plays": n}).card_plays() for n in range(1, 7)
    ]
    assert plays == [1, 2, 2, 3, 3, 4]
    full = PresenceTracks.from_record(tracks, {"card_plays": 6})
    assert full.elements() == Counter({"air": 1, "plant": 1}) and full.covered("card_plays") == 0


def test_four_plus_air_slot_gives_both(s: State) -> None:
    spirit(s, "wind", "sun-bright-whirlwind", {"A1": 2}, energy=4)  # 1, 2, sun, 3
    w = s.spirits["wind"]
    assert (tracks.energy_per_turn(w), w.permanent_elements) == (3, Counter({"sun": 1}))
    slot = tracks.uncover(s, "wind", "energy")
    assert slot == {"energy": 4, "element": "air"}
    assert tracks.energy_per_turn(w) == 4
    assert tracks.track_elements(w) == Counter({"sun": 1, "air": 1})
    assert (w.element_count("air"), w.element_count("sun")) == (1, 1)


def test_five_plus_fire_card_plays_slot_gives_both(s: State) -> None:
    spirit(s, "heat", "rising-heat-of-stone-and-sand", {"A7": 2}, card_plays=5)
    h = s.spirits["heat"]
    assert tracks.card_plays(h) == h.card_plays == 4
    tracks.uncover(s, "heat", "card_plays")
    assert (h.card_plays, h.element_count("fire")) == (5, 1)


def test_install_tracks_sets_presence_off_island_and_the_invariant(s: State) -> None:
    spirit(s, "mud", "fathomless-mud-of-the-swamp", {"A2": 2}, energy=3)
    mud = s.spirits["mud"]
    assert mud.presence_off_island == 4 + 5 == mud.tracks.covered()  # type: ignore[union-attr]
    assert mud.permanent_elements == Counter({"plant": 1})
    mud.presence_off_island -= 1  # presence that left the tracks without uncovering a slot
    mud.presence_total -= 1
    with pytest.raises(InvariantError, match="covered track slots"):
        s.check_invariants()


def test_bad_track_data() -> None:
    tracks = record("eyes-watch-from-the-trees")["presence_tracks"]
    with pytest.raises(ValueError, match=r"must be 1\.\.7"):
        PresenceTracks.from_record(tracks, {"energy": 8})
    with pytest.raises(ValueError, match="unknown presence track"):
        PresenceTracks.from_record(tracks, {"plays": 2})
    with pytest.raises(ValueError, match="non-empty list"):
        PresenceTracks.from_record({"energy": []})


# --- growth options -----------------------------------------------------------------------
def test_grow_add_presence_from_a_track_then_gain_energy(s: State) -> None:
    rec = spirit(s, "teeth", "devouring-teeth-lurk-underfoot", {"A5": 1}, energy=4)
    script = ScriptedChoices([("growth.track", "energy"), ("growth.land", "A2")])
    growth.grow(s, "teeth", rec["growth"][2], script)  # add presence range 2, gain 3 energy
    script.assert_exhausted()
    t = s.spirits["teeth"]
    assert dict(t.presence) == {"A5": 1, "A2": 1}
    assert t.energy == 3 and t.tracks is not None and t.tracks.uncovered["energy"] == 5
    assert growth.gain_energy_phase(s, "teeth") == 4
    assert t.energy == 7
    assert dict(t.permanent_elements) == {"fire": 1, "animal": 1}
    assert t.presence_off_island == t.tracks.covered() == 2 + 6
    s.check_invariants()


def test_growth_land_options_follow_range_and_terrain(s: State) -> None:
    rec = spirit(s, "heat", "rising-heat-of-stone-and-sand", {"A7": 2})
    script = ScriptedChoices([("growth.track", "energy"), ("growth.land", "A8")])
    with pytest.raises(Exception, match=r"legal options: \['A1', 'A4', 'A6', 'A7'\]"):
        growth.grow(s, "heat", rec["growth"][1], script)
    h = s.spirits["heat"]
    assert h.tracks is not None and h.tracks.uncovered == {"energy": 1, "card_plays": 1}
    assert growth.add_presence_lands(s, "heat", 1) == ["A5", "A7", "A8"]
    assert growth.add_presence_lands(s, "heat", 3, ["mountain", "sands"]) == [
        "A1",
        "A4",
        "A6",
        "A7",
    ]


def test_range_counts_presence_added_earlier_in_the_option(s: State) -> None:
    rec = spirit(s, "eyes", "eyes-watch-from-the-trees", {"A8": 2})
    script = ScriptedChoices(
        [
            ("growth.track", "energy"),
            ("growth.land", "A4"),
            ("growth.track", "card_plays"),
            ("growth.land", "A4"),  # range 0: A4 now has presence
        ]
    )
    growth.grow(s, "eyes", rec["growth"][1], script)
    script.assert_exhausted()
    e = s.spirits["eyes"]
    assert dict(e.presence) == {"A8": 2, "A4": 2}
    assert (tracks.energy_per_turn(e), e.card_plays) == (1, 2)


def test_moving_a_presence_already_on_the_island(s: State) -> None:
    rec = spirit(s, "mud", "fathomless-mud-of-the-swamp", {"A2": 1, "A6": 1})
    script = ScriptedChoices(
        [
            ("growth.track", "island"),
            ("growth.from", "A2"),
            ("growth.land", "A5"),  # adjacent to A6: A2 does not need to be in range
            ("growth.track", "energy"),
            ("growth.land", "A5"),
        ]
    )
    growth.grow(s, "mud", rec["growth"][1], script)
    script.assert_exhausted()
    mud = s.spirits["mud"]
    assert dict(mud.presence) == {"A6": 1, "A5": 2}
    assert mud.tracks is not None and mud.tracks.uncovered == {"energy": 2, "card_plays": 1}


def test_a_moved_presence_must_change_land(s: State) -> None:
    spirit(s, "mud", "fathomless-mud-of-the-swamp", {"A2": 1})
    script = ScriptedChoices([("growth.track", "island")])  # range 0 from A2: nowhere to go
    with pytest.raises(ChoiceError, match=r"legal options: \['energy', 'card_plays'\]"):
        growth.grow(s, "mud", [{"add_presence": {"range": 0}}], script)
    assert dict(s.spirits["mud"].presence) == {"A2": 1}


def test_island_option_offered_only_with_somewhere_to_go(s: State) -> None:
    spirit(s, "mud", "fathomless-mud-of-the-swamp", {"A2": 1})
    asked: list[list[Any]] = []

    class Spy(FirstLegal):
        def choose(self, decision: str, options: Any, *, context: str = "", min: int = 1) -> Any:
            asked.append([decision, *options])
            return super().choose(decision, options, context=context, min=min)

    growth.grow(s, "mud", [{"add_presence": {"range": 0}}], Spy())
    assert asked == [["growth.track", "energy", "card_plays"]]


def test_gain_card_reclaim_and_elements(s: State) -> None:
    spirit(s, "eyes", "eyes-watch-from-the-trees", {"A8": 2})
    e = s.spirits["eyes"]
    e.discard = ["drought", "call-to-tend"]
    growth.grow(
        s,
        "eyes",
        [{"reclaim": "all"}, {"gain_card": "any"}, {"gain_card": "major"}, {"gain_energy": 1}],
        FirstLegal(),
    )
    assert (e.discard, e.hand, e.pending_cards) == (
        [],
        ["drought", "call-to-tend"],
        [
            "minor|major",
            "major",
        ],
    )
    assert e.energy == 1
    e.discard = ["drought", "call-to-tend"]
    script = ScriptedChoices([("growth.reclaim", "drought")])
    growth.grow(s, "eyes", [{"reclaim": "one"}, {"gain_element": "moon"}], script)
    assert e.discard == ["call-to-tend"] and e.hand[-1] == "drought"
    assert e.element_count("moon") == 1 and e.permanent_elements["moon"] == 0
    assert any("eyes reclaims all: drought, call-to-tend" in line for line in s.log)


def test_no_presence_left_on_the_tracks_or_no_land_skips(s: State) -> None:
    spirit(s, "heat", "rising-heat-of-stone-and-sand", {"A7": 1}, energy=7, card_plays=6)
    growth.grow(s, "heat", [{"add_presence": {"range": 0, "terrain": ["jungle"]}}], FirstLegal())
    assert dict(s.spirits["heat"].presence) == {"A7": 1}
    assert "no presence to add or no land in range, skipped" in s.log[-1]


def test_grow_errors(s: State) -> None:
    s.add_spirit("plain", presence={"A5": 1})
    with pytest.raises(ExecutionError, match="no presence tracks"):
        growth.grow(s, "plain", [{"gain_energy": 1}], FirstLegal())
    with pytest.raises(ExecutionError, match="no presence tracks"):
        growth.gain_energy_phase(s, "plain")
    spirit(s, "wind", "sun-bright-whirlwind", {"A1": 1})
    with pytest.raises(ExecutionError, match="a growth action is one of"):
        growth.grow(s, "wind", [{"fly": 1}], FirstLegal())
    with pytest.raises(ExecutionError, match="not in the game"):
        growth.grow(s, "nobody", [], FirstLegal())


# --- special rule, powers, setup ------------------------------------------------------------
def test_stiff_wind_pushes_after_growth_presence(s: State) -> None:
    rec = spirit(s, "wind", "sun-bright-whirlwind", {"A7": 1, "A1": 2})
    install_special_rules(s, "wind", special_rules("sun-bright-whirlwind"))
    s.setup_land("A5", {"explorer": 1, "dahan": 1})
    script = ScriptedChoices(
        [
            ("growth.track", "energy"),
            ("growth.land", "A5"),
            ("push.piece", "explorer"),
            ("push.destination", "A8"),
        ]
    )
    growth.grow(s, "wind", rec["growth"][1], script)  # add presence range 1, gain 4 energy
    script.assert_exhausted()
    assert s.summary("A5") == {"dahan": 1, "presence wind": 1}
    assert s.summary("A8") == {"explorer": 1}
    assert growth.gain_energy_phase(s, "wind") == 2 and s.spirits["wind"].energy == 6


def test_stiff_wind_also_after_moving_a_presence_in_growth(s: State) -> None:
    spirit(s, "wind", "sun-bright-whirlwind", {"A1": 1})
    install_special_rules(s, "wind", special_rules("sun-bright-whirlwind"))
    s.setup_land("A2", {"dahan": 1})
    script = ScriptedChoices(
        [
            ("growth.track", "island"),
            ("growth.land", "A2"),
            ("push.piece", None),  # "up to": declined
        ]
    )
    growth.grow(s, "wind", [{"add_presence": {"range": 1}}], script)
    script.assert_exhausted()
    assert s.summary("A2") == {"dahan": 1, "presence wind": 1}


def test_a_power_adding_presence_takes_it_from_a_track(s: State) -> None:
    spirit(s, "teeth", "devouring-teeth-lurk-underfoot", {"A5": 1})
    ops, errors = LANGUAGE.compile_text("add 1 presence")
    assert not errors and ops is not None
    script = ScriptedChoices([("presence.track", "card_plays")])
    execute(list(ops), s, script, spirit="teeth", target_land="A4")
    script.assert_exhausted()
    t = s.spirits["teeth"]
    assert dict(t.presence) == {"A5": 1, "A4": 1} and t.card_plays == 2
    s.check_invariants()


def test_setup_from_pack_installs_the_tracks() -> None:
    st = setup_from_pack(
        [load_board("A")],
        spirits={"wind": (record("sun-bright-whirlwind"), "A")},
        first_explore=False,
    )
    w = st.spirits["wind"]
    assert w.tracks is not None and w.tracks.uncovered == {"energy": 1, "card_plays": 1}
    assert w.presence_off_island == 5 + 5
    assert (tracks.energy_per_turn(w), w.card_plays, tracks.track_elements(w)) == (1, 1, Counter())
    st.check_invariants()
