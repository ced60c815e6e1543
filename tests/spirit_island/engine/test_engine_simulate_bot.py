"""The rollout bot's machinery: copies that play out like the game, replays that follow it."""

from __future__ import annotations

from engine_support import shipped_setup

from cardsmith.engine.choices import FirstLegal, SeededRandom
from cardsmith.rulesets.spirit_island.engine.bots.lookahead import (
    Replay,
    Step,
    clean,
    copy_game,
    copy_state,
)
from cardsmith.rulesets.spirit_island.engine.bots.rollouts import Rollouts
from cardsmith.rulesets.spirit_island.engine.round.game import Game
from cardsmith.rulesets.spirit_island.engine.round.play import play_round, resume_round, round_steps
from cardsmith.rulesets.spirit_island.engine.simulate import new_game, play_game
from cardsmith.rulesets.spirit_island.engine.state.game_state import State


def position(state: State) -> dict[str, object]:
    return {
        "result": state.result,
        "lands": {land: state.summary(land) for land in state.land_ids()},
        "blight": state.blight_pool,
        "fear": (state.fear_pool, state.generated_fear, list(state.earned_fear)),
        "decks": ([c.id for c in state.invader_deck], list(state.fear_deck)),
        "spirits": {
            k: (s.energy, sorted(s.hand), sorted(s.discard), s.presence_off_island, s.card_plays)
            for k, s in state.spirits.items()
        },
    }


def test_a_copy_plays_out_like_the_game() -> None:
    for spirit in ("sun-bright-whirlwind", "eyes-watch-from-the-trees"):
        g = new_game(shipped_setup(spirit), SeededRandom(4), 4, check=False)
        play_round(g)
        play_round(g)
        clone = copy_game(g, SeededRandom(9))
        assert position(clone.state) == position(g.state)
        g.policy = SeededRandom(9)
        for _ in range(3):
            if g.state.result is None:
                play_round(g)
                play_round(clone)
        assert position(clone.state) == position(g.state)


def test_a_copy_is_independent() -> None:
    g = new_game(shipped_setup("sun-bright-whirlwind"), SeededRandom(1), 1, check=False)
    state = copy_state(g.state)
    land = state.land_ids()[0]
    state.place(land, "city")
    state.spirits["sun-bright-whirlwind"].hand.clear()
    assert g.state.count(land, "city") != state.count(land, "city")
    assert g.state.spirits["sun-bright-whirlwind"].hand


def test_replay_answers_the_trace_then_forces_then_defaults() -> None:
    trace = [Step("a", (1, 2), 1, 2)]
    forks: list[int] = []
    replay = Replay(trace, [("b", "y")], SeededRandom(0), fork=lambda: forks.append(1))
    assert replay.choose("a", [1, 2]) == 2 and not forks
    assert replay.choose("b", ["x", "y"]) == "y" and forks == [1]
    assert replay.choose("b", ["x"]) == "x"  # the default's
    off = Replay(trace, [("b", "y")], SeededRandom(0))
    off.choose("a", [1, 3])  # not what the game asked: the copy went another way
    assert off.diverged and off.forked


def test_replay_deals_again_where_its_parent_did_and_keeps_every_answer() -> None:
    trace = [Step("a", (1, 2), 1, 2), Step("b", ("x", "y"), 1, "y")]
    deals: list[float] = []
    record: list[Step] = []
    replay = Replay(trace, [], SeededRandom(0), redeals=[(1, 0.25)], record=record)
    replay.redeal = deals.append
    assert replay.choose("a", [1, 2]) == 2 and deals == []
    assert replay.choose("b", ["x", "y"]) == "y" and deals == [0.25]
    assert replay.choose("c", [5]) == 5
    assert [(s.decision, s.answer) for s in record] == [("a", 2), ("b", "y"), ("c", 5)]


def test_a_nested_search_replays_its_copy_faithfully() -> None:
    bot = Rollouts(3, max_candidates=3, max_plans=3, nested={"max_candidates": 2, "max_plans": 2})
    g = new_game(shipped_setup("sun-bright-whirlwind"), bot, 3, check=True)
    play_round(g)
    assert bot.rollouts > 10 and bot.inner_rollouts > bot.rollouts
    assert bot.diverged == 0


def test_the_bot_replays_the_game_faithfully_and_is_deterministic() -> None:
    def game() -> tuple[Game, Rollouts]:
        bot = Rollouts(3, max_candidates=3, max_plans=4)
        g = new_game(shipped_setup("fathomless-mud-of-the-swamp"), bot, 3, check=True)
        play_round(g)
        play_round(g)
        return g, bot

    (one, bot), (two, _) = game(), game()
    assert bot.rollouts > 20 and bot.diverged == 0
    assert one.state.log == two.state.log


def test_the_bot_plays_a_whole_game() -> None:
    report = play_game(shipped_setup("eyes-watch-from-the-trees"), Rollouts(0), 0, max_rounds=3)
    assert report.rounds == 3 or report.result != "unfinished"


class FromTheStart(Rollouts):
    """The bot as it was: every rollout replays the round from its start."""

    def round_point(self, game: Game, done: int, seat: int = 0) -> None:
        return None


def test_a_copy_resumed_at_a_round_point_plays_out_like_the_game() -> None:
    class Keeper(FirstLegal):
        """Keeps a copy of the game at each clean point of the round."""

        def __init__(self) -> None:
            self.points: list[tuple[int, Game]] = []

        def round_point(self, game: Game, done: int, seat: int = 0) -> None:
            if clean(game):
                self.points.append((done, seat, copy_game(game, FirstLegal())))

    keeper = Keeper()
    g = new_game(shipped_setup("sun-bright-whirlwind", "eyes-watch-from-the-trees"), keeper, 6)
    for _ in range(3):
        keeper.points.clear()
        play_round(g)
        steps = {done for done, _, _ in keeper.points}
        assert steps == set(range(1, round_steps(g) + 1))
        assert len(keeper.points) > len(steps)  # and between powers
        for done, seat, copy in keeper.points:
            resume_round(copy, done, seat)
            assert position(copy.state) == position(g.state), (done, seat)


def test_rollouts_from_the_latest_clean_point_decide_as_from_the_round_start() -> None:
    for spirits, nested in (
        (("sun-bright-whirlwind",), None),
        (("fathomless-mud-of-the-swamp", "rising-heat-of-stone-and-sand"), None),
        (("sun-bright-whirlwind",), {"max_candidates": 2, "max_plans": 2}),
    ):
        logs = []
        for kind in (Rollouts, FromTheStart):
            bot = kind(5, max_candidates=3, max_plans=3, nested=nested)
            g = new_game(shipped_setup(*spirits), bot, 5, check=True)
            play_round(g)
            play_round(g)
            assert bot.diverged == 0 and bot.rollouts > 10
            logs.append(g.state.log)
        assert logs[0] == logs[1]
