"""Engine gaps the printed cards showed: replacing with tokens, removing strife among tokens,
removing from the game, sitting out, conditional range."""

from __future__ import annotations

from typing import Any

import pytest
from engine_support import compiled

from cardsmith.engine.choices import ScriptedChoices
from cardsmith.rulesets.spirit_island.engine.ops import execute as ex
from cardsmith.rulesets.spirit_island.engine.state.game_state import State


@pytest.fixture
def s(empty_a: State) -> State:
    empty_a.add_spirit("river", presence={"A5": 2})
    return empty_a


def _run(s: State, text: str, choices: list[tuple[str, Any]], **kw: Any) -> None:
    script = ScriptedChoices(choices)
    ex.execute(compiled(text), s, script, spirit="river", target_land="A5", **kw)
    script.assert_exhausted()


def test_replace_a_piece_with_a_token(s: State) -> None:
    s.setup_land("A5", {"explorer": 1})
    _run(s, "replace 1 explorer with 1 beasts", [])
    assert s.land("A5").tokens.get("beasts") == 1
    assert s.count("A5", "explorer") == 0


def test_replace_blight_with_a_token_returns_the_blight(s: State) -> None:
    s.setup_land("A5", {"blight": 1})
    pool = s.blight_pool
    _run(s, "replace 1 blight with 1 wilds", [])
    assert s.land("A5").blight == 0 and s.land("A5").tokens.get("wilds") == 1
    assert s.blight_pool == pool + 1


def test_replace_presence_with_a_token_is_not_destroying(s: State) -> None:
    _run(s, "replace 1 of your presence with 1 disease", [])
    assert s.spirits["river"].presence["A5"] == 1
    assert s.spirits["river"].presence_destroyed == 0
    assert s.land("A5").tokens.get("disease") == 1


def test_remove_any_number_of_tokens_and_strife(s: State) -> None:
    s.setup_land("A5", {"beasts": 1, "wilds": 1, "town+strife": 1})
    choices: list[tuple[str, Any]] = [("remove.piece", "beasts"), ("remove.piece", "wilds")]
    choices.append(("strife.remove", "town+strife"))
    _run(s, "remove any number of beasts/disease/strife/wilds", choices)
    assert not s.land("A5").tokens.get("beasts") and not s.land("A5").tokens.get("wilds")
    assert [p.strife for p in s.pieces("A5")] == [0]


def test_destroyed_presence_removed_from_the_game(s: State) -> None:
    s.spirits["river"].presence_destroyed = 2
    s.spirits["river"].presence_total += 2
    _run(s, "remove 1 of your destroyed presence from the game", [])
    assert s.spirits["river"].presence_destroyed == 1


def test_blight_removed_from_the_game_goes_to_the_box(s: State) -> None:
    s.setup_land("A5", {"blight": 1})
    pool, total = s.blight_pool, s.blight_total
    _run(s, "remove 1 blight from the game", [])
    assert s.land("A5").blight == 0
    assert s.blight_pool == pool and s.blight_total == total - 1


def test_only_strifed_invaders_sit_out_and_take_no_counterattack(s: State) -> None:
    from cardsmith.rulesets.spirit_island.engine.rules.invader_actions import ravage

    s.setup_land("A5", {"city+strife": 1, "explorer": 1, "dahan": 1})
    _run(s, "invaders with strife do not participate in ravage", [])
    script = ScriptedChoices([])
    ravage(s, "A5", script)  # the explorer alone ravages; the dahan can only hit it back
    script.assert_exhausted()
    assert [p.label for p in s.pieces("A5", "city")] == ["city+strife"]  # keeps its strife
    assert s.count("A5", "explorer") == 0 and s.count("A5", "dahan") == 1


def test_conditional_extra_range_counts_for_the_target(s: State) -> None:
    from cardsmith.rulesets.spirit_island.engine.rules.targeting import legal_targets

    s.add_spirit("earth", presence={"A1": 1})
    card = compiled("if beasts present: this power has +1 range\ndefend 3")
    rng, target = {"from": "presence", "distance": 0}, {"land": "any"}
    assert legal_targets(s, "earth", rng, target, card_ops=card) == ["A1"]
    s.setup_land("A5", {"beasts": 1})
    assert "A5" in legal_targets(s, "earth", rng, target, card_ops=card)
    assert "A5" not in legal_targets(s, "earth", rng, target)


def test_no_range_with_a_land_target_reaches_every_land(s: State) -> None:
    from cardsmith.rulesets.spirit_island.engine.rules.targeting import legal_targets

    lands = legal_targets(s, "river", "none", {"land": "any"})
    assert lands == s.island.land_ids()
    assert legal_targets(s, "river", "none", {"spirit": "any"}) == []


def test_the_incarna_is_added_and_pushed_like_a_piece(s: State) -> None:
    _run(s, "add 1 of your incarna", [])
    assert s.spirits["river"].incarna == "A5"
    _run(s, "push 1 of your incarna", [("push.destination", "A8")])
    assert s.spirits["river"].incarna == "A8"
