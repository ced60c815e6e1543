"""An adversary at a level: its fear cards per Terror Level and its Invader Deck order, built
with the game's seeded generator; levels are cumulative (a level without its own order keeps
the last one below it); level 0 changes neither."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardsmith.rulesets.spirit_island.engine.setup.game import setup_game
from cardsmith.rulesets.spirit_island.engine.state.adversary import Adversary
from cardsmith.rulesets.spirit_island.simulate import SIMULATOR
from cardsmith.tools.simulate import SimulateError, load_catalog

CONTENT = Path(__file__).resolve().parents[3] / "content"


def _adversary(pack: str, name: str, level: int) -> Adversary:
    record = load_catalog(CONTENT / pack).by_id(name, "adversary")
    assert record is not None
    return Adversary.from_record({**record.data, "id": record.id}, record.ops, level)


def _board_a() -> dict[str, object]:
    import yaml

    return dict(yaml.safe_load((CONTENT / "horizons" / "boards" / "a.yaml").read_text()))


def _tiers(deck: list[str]) -> list[int]:
    """Fear cards under TL I, II, III of a fear deck with its dividers."""
    first, second = deck.index("TL2"), deck.index("TL3")
    return [first, second - first - 1, len(deck) - second - 1]


@pytest.mark.parametrize(
    ("pack", "name", "level", "difficulty", "fear", "stages"),
    [
        ("base-game", "brandenburg-prussia", 0, 1, [3, 3, 3], None),
        ("base-game", "brandenburg-prussia", 2, 4, [3, 3, 3], "111322223333"),
        ("base-game", "brandenburg-prussia", 6, 10, [4, 4, 4], "32223333"),
        ("base-game", "england", 6, 11, [4, 5, 4], None),
        ("jagged-earth", "habsburg-monarchy", 5, 9, [4, 6, 3], "11222233333"),  # level 3's
        ("jagged-earth", "russia", 4, 7, [4, 4, 4], "111232323233"),
    ],
)  # fmt: skip
def test_fear_cards_and_invader_deck_of_a_level(
    pack: str, name: str, level: int, difficulty: int, fear: list[int], stages: str | None
) -> None:
    foe = _adversary(pack, name, level)
    assert foe.difficulty == difficulty
    state = setup_game([_board_a()], fear_cards=[f"f{i}" for i in range(20)], seed=3,
                       first_explore=False, adversary=foe)  # fmt: skip
    assert _tiers(state.fear_deck) == fear
    got = "".join(str(card.stage) for card in state.invader_deck)
    assert got == (stages or "111222233333")
    assert state.adversary is foe


def test_scotland_puts_the_coastal_lands_card_where_its_order_says() -> None:
    foe = _adversary("promo-packs", "scotland", 2)  # "11-22-1-C2-33333"
    state = setup_game([_board_a()], seed=1, first_explore=False, adversary=foe)
    assert state.invader_deck[5].terrains == ("coastal",)
    assert "".join(str(c.stage) for c in state.invader_deck) == "11221" + "22" + "33333"


def test_simulate_refuses_a_bad_adversary_or_level() -> None:
    catalog = load_catalog(CONTENT / "jagged-earth")
    with pytest.raises(SimulateError, match="unknown adversary 'prussia'"):
        SIMULATOR.build_setup(catalog, {"adversary": "prussia"})
    with pytest.raises(SimulateError, match="--level is a number from 0 to 6, got 7"):
        SIMULATOR.build_setup(catalog, {"adversary": "russia", "level": "7"})
    with pytest.raises(SimulateError, match="--level needs an --adversary"):
        SIMULATOR.build_setup(catalog, {"level": "2"})
    setup = SIMULATOR.build_setup(catalog, {"adversary": "Russia", "level": "6"})
    assert setup.adversary is not None and setup.adversary.difficulty == 11
    assert SIMULATOR.title(setup).endswith("against Russia 6 (difficulty 11)")
