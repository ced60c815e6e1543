"""The ``simulator`` hook (``cardsmith simulate --pack content/codex``) and its ``balance``
hook (``cardsmith balance HERO --pack content/codex``).

Whole seeded games between two bots (``engine/bots.py``; policies ``first``, ``random``,
``greedy``). ``--colours ember,grove`` seats the colours (p1 first: 4 workers; p2: 5);
``--heroes pyra-flint,oona-briar`` lets each player summon only that hero. The report: the win
rate of each seat (the first player's advantage), of each colour, the game length and how the
games ended (a base destroyed, or unfinished at ``--max-rounds``).

Balance compares heroes: each game seats the hero judged against its partner (``--players
2``: another hero; ``--players 1``, the default: the other colour with both its heroes), the
hero's seat alternating with the seed so the first player's advantage evens out.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cardsmith.tools.content.catalog import Catalog
from cardsmith.tools.simulate import SetupOption, SimulateError

from .content import library_of
from .engine.bots import BOTS
from .engine.cards import Library
from .engine.simulate import GameRecord, play_game
from .engine.state import Game


@dataclass(frozen=True)
class CodexSetup:
    """The library, the colours in seat order and each seat's one hero (``None``: both)."""

    lib: Library
    colours: tuple[str, str]
    heroes: tuple[str | None, str | None] = (None, None)
    without: tuple[str | None, str | None] = (None, None)


@dataclass(frozen=True)
class CodexReport:
    """One played game (:class:`cardsmith.tools.simulate.GameReport`)."""

    record: GameRecord

    @property
    def seed(self) -> int:
        return self.record.seed

    def to_json(self) -> dict[str, Any]:
        r = self.record
        return {"seed": r.seed, "colours": list(r.colours), "heroes": list(r.heroes),
                "result": "win" if r.winner else "unfinished", "winner": r.winner,
                "ending": r.ending, "turns": r.turns, "rounds": r.rounds,
                "base_damage": dict(r.bases)}


def _split(text: str | None) -> list[str]:
    return [t.strip().lower() for t in (text or "").split(",") if t.strip()]


def build(catalog: Catalog, colours: Sequence[str], heroes: Sequence[str | None]) -> CodexSetup:
    """A setup from the pack's library, refused in the user's words."""
    lib = library_of(catalog)
    problems = lib.problems()
    if problems:
        raise SimulateError("cannot play this pack: " + "; ".join(problems))
    if len(colours) != 2:
        raise SimulateError(f"Codex is played by 2 players: name 2 colours, not "
                            f"{len(colours)}")
    for colour in colours:
        if colour not in lib.colours:
            raise SimulateError(f"unknown colour {colour!r} (known: {', '.join(lib.colours)})")
    for colour, hero in zip(colours, heroes, strict=True):
        if hero is not None and hero not in lib.heroes.get(colour, []):
            known = ", ".join(lib.heroes.get(colour, []))
            raise SimulateError(f"{hero!r} is not a hero of {colour} (its heroes: {known})")
    return CodexSetup(lib, (colours[0], colours[1]), (heroes[0], heroes[1]))


class CodexSim:
    """The simulator hook (:class:`cardsmith.tools.simulate.Simulator`) of Codex."""

    options = (
        SetupOption("colours", "Codex: the two colours in seat order, e.g. ember,grove "
                    "(default; the first seat plays first with 4 workers).", primary=False),
        SetupOption("heroes", "Codex: one hero per seat, comma-separated (default: each "
                    "player may summon both heroes of the colour).", primary=False),
    )
    policies = BOTS
    #: the ``cardsmith balance`` hook (:class:`CodexBalance`, set below)
    balance: Any = None

    def build_setup(self, catalog: Catalog, values: Mapping[str, str | None]) -> CodexSetup:
        colours = _split(values.get("colours")) or ["ember", "grove"]
        named = _split(values.get("heroes"))
        if len(named) > 2:
            raise SimulateError(f"{len(named)} heroes for 2 seats")
        heroes: list[str | None] = [*named, *[None] * (2 - len(named))]
        return build(catalog, colours, heroes)

    def describe(self, setup: CodexSetup) -> dict[str, Any]:
        return {"players": 2, "colours": list(setup.colours),
                "heroes": [h or "both" for h in setup.heroes]}

    def title(self, setup: CodexSetup) -> str:
        seats = ", ".join(f"p{i + 1} {c}" + (f" ({h})" if h else "")
                          for i, (c, h) in enumerate(zip(setup.colours, setup.heroes,
                                                         strict=True)))
        return f"Codex, 2 players: {seats}"

    def play(self, setup: CodexSetup, *, policy: str, seed: int, max_rounds: int
             ) -> CodexReport:
        record, _ = play_game(setup.lib, setup.colours, seed=seed, policy=policy,
                              max_rounds=max_rounds, heroes=setup.heroes)
        return CodexReport(record)

    def summarize(self, reports: Sequence[CodexReport]) -> dict[str, Any]:
        records = [r.record for r in reports]
        n = len(records)
        colours = records[0].colours if records else ("", "")
        seats = []
        for i, seat in enumerate(("p1", "p2")):
            wins = sum(r.winner == seat for r in records)
            seats.append({"seat": seat, "colour": colours[i], "wins": wins,
                          "win_rate": wins / n if n else 0.0})
        turns = [r.turns for r in records]
        endings = Counter(r.ending for r in records)
        return {
            "games": n,
            "seats": seats,
            "first_player_wins": seats[0]["wins"],
            "unfinished": endings.get("unfinished", 0),
            "endings": dict(endings.most_common()),
            "turns": {"mean": sum(turns) / n if n else 0.0, "min": min(turns, default=0),
                      "max": max(turns, default=0)},
            "rounds": {"mean": sum(r.rounds for r in records) / n if n else 0.0},
        }

    def summary_rows(self, summary: Mapping[str, Any]) -> list[tuple[str, str]]:
        rows = [("games", str(summary["games"]))]
        for seat in summary["seats"]:
            rows.append((f"{seat['seat']} win rate ({seat['colour']})",
                         f"{seat['win_rate']:.0%} ({seat['wins']} wins)"))
        t = summary["turns"]
        rows += [("first player won", str(summary["first_player_wins"])),
                 ("average turns", f"{t['mean']:.1f} (min {t['min']}, max {t['max']})"),
                 ("average rounds", f"{summary['rounds']['mean']:.1f}")]
        for i, (ending, count) in enumerate(dict(summary["endings"]).items()):
            rows.append(("how games ended" if i == 0 else "", f"{count} × {ending}"))
        return rows


SIMULATOR = CodexSim()

SERIES = {"gold": "gold of the judged hero's player", "enemy_base_damage":
          "damage on the opponent's base"}


class CodexBalance:
    """The ``balance`` hook (:class:`tools.balance.api.BalanceHooks`): heroes are the roles."""

    role = "hero"
    strongest_policy = "greedy"
    series = SERIES

    def roles(self, catalog: Catalog) -> list[str]:
        lib = library_of(catalog)
        return sorted(h for hs in lib.heroes.values() for h in hs if h in lib.cards)

    def role_title(self, catalog: Catalog, role: str) -> str:
        lib = library_of(catalog)
        card = lib.cards.get(role)
        return card.name if card is not None else role

    def setup(self, catalog: Catalog, role: str, *, players: int, others: Sequence[str],
              boards: Sequence[str] | None, variant: Mapping[str, Any]) -> CodexSetup:
        lib = library_of(catalog)
        colour = lib.hero_colour(role)
        if colour is None:
            raise SimulateError(f"unknown hero {role!r}")
        if others:
            partner: str | None = others[0]
            theirs = lib.hero_colour(str(partner)) or colour
        else:
            partner = None
            theirs = next((c for c in lib.colours if c != colour), colour)
        setup = build(catalog, [colour, theirs], [role, partner])
        without = variant.get("without")
        return CodexSetup(setup.lib, setup.colours, setup.heroes,
                          (str(without) if without else None, None))

    def own_cards(self, setup: CodexSetup) -> list[str]:
        return sorted(set(setup.lib.codices.get(setup.colours[0], [])))

    def play(self, setup: CodexSetup, *, policy: str, seed: int, max_rounds: int
             ) -> dict[str, Any]:
        swap = seed % 2 == 1
        colours = setup.colours[::-1] if swap else setup.colours
        heroes = setup.heroes[::-1] if swap else setup.heroes
        without = setup.without[::-1] if swap else setup.without
        mine = "p2" if swap else "p1"
        curves: dict[str, list[float]] = {"gold": [], "enemy_base_damage": []}

        def sample(game: Game) -> None:
            if game.active == mine:  # a round ends when the judged player's turn comes up
                other = game.players[game.other(mine)].base()
                curves["gold"].append(float(game.players[mine].gold))
                curves["enemy_base_damage"].append(float(other.damage if other else 20))

        record, _ = play_game(setup.lib, colours, seed=seed, policy=policy,
                              max_rounds=max_rounds, heroes=heroes, without=without,
                              after_turn=sample)
        own = set(self.own_cards(setup))
        cards = {c: {"played": n} for c, n in record.played.get(mine, {}).items() if c in own}
        won = record.winner == mine
        result = "victory" if won else ("defeat" if record.winner else "unfinished")
        reason = {"victory": "destroyed the enemy base", "defeat": "lost its base"}.get(
            result, record.ending)
        return {"won": won, "result": result, "reason": reason,
                "rounds": record.rounds, "curves": curves, "cards": cards}


SIMULATOR.balance = CodexBalance()
