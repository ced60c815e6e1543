"""The ``simulator`` hook: ``cardsmith simulate --pack content/risk-deep-space``.

Whole seeded games between bots (``engine/bots.py``): ``--players N`` (2–4) or ``--seats
red,blue`` (the colours in seat order), and ``--bots greedy,random`` (one bot per seat; seats
not named play the ``--policy``). The report is the win rate of each seat and the game length;
``--max-rounds`` stops a game unfinished after that many rounds (a round: every seat's turn).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cardsmith.rulesets.risk_deep_space.content import Pack, pack_from_catalog
from cardsmith.rulesets.risk_deep_space.engine.bots import BOTS
from cardsmith.rulesets.risk_deep_space.engine.rules import COLOURS
from cardsmith.rulesets.risk_deep_space.engine.setup import SetupError, check_colours
from cardsmith.rulesets.risk_deep_space.engine.simulate import SEATS, GameRecord, play_game
from cardsmith.tools.content.catalog import Catalog
from cardsmith.tools.simulate import SetupOption, SimulateError

PLAYERS = (2, 4)


@dataclass(frozen=True)
class RiskSetup:
    """The pack, the seats (colours in order) and the bot of each seat (``None``: the policy)."""

    pack: Pack
    seats: tuple[str, ...]
    bots: tuple[str | None, ...]


@dataclass(frozen=True)
class RiskReport:
    """One played game (:class:`cardsmith.tools.simulate.GameReport`)."""

    record: GameRecord

    @property
    def seed(self) -> int:
        return self.record.seed

    def to_json(self) -> dict[str, Any]:
        r = self.record
        return {"seed": r.seed, "seats": list(r.seats), "bots": list(r.bots), "first": r.first,
                "result": "win" if r.winner else "unfinished", "winner": r.winner,
                "winner_seat": None if r.winner_seat is None else r.winner_seat + 1,
                "turns": r.turns, "rounds": r.rounds, "bases": dict(r.bases)}


def _split(text: str | None) -> list[str]:
    return [t.strip().lower() for t in (text or "").split(",") if t.strip()]


def _seats(values: Mapping[str, str | None], bots: list[str]) -> tuple[str, ...]:
    seats = _split(values.get("seats"))
    for colour in seats:
        if colour not in COLOURS:
            raise SimulateError(f"unknown colour {colour!r} (known: {', '.join(COLOURS)})")
    if len(set(seats)) != len(seats):
        raise SimulateError(f"a colour is seated twice: {', '.join(seats)}")
    players_text = values.get("players")
    if players_text is not None:
        if not players_text.strip().isdigit():
            raise SimulateError(f"--players takes a number, not {players_text!r}")
        players = int(players_text)
    else:
        players = len(seats) or len(bots) or 3
    lo, hi = PLAYERS
    if not lo <= players <= hi:
        raise SimulateError(f"Risk Deep Space is played by {lo} to {hi} players, not {players}")
    if seats and len(seats) != players:
        raise SimulateError(f"{players} players need {players} seats, got {', '.join(seats)}")
    if len(bots) > players:
        raise SimulateError(f"{len(bots)} bots for {players} seats")
    return tuple(seats) or SEATS[players]


class RiskSim:
    """The simulator hook (:class:`cardsmith.tools.simulate.Simulator`) of Risk Deep Space."""

    options = (
        SetupOption("players", "Risk Deep Space: players, 2 to 4 (default: 3, or one per seat "
                    "or bot named).", primary=False),
        SetupOption("seats", "Risk Deep Space: colours in seat order, e.g. red,blue (default "
                    "red,yellow,blue; 2 players red,blue).", primary=False),
        SetupOption("bots", "Risk Deep Space: one bot per seat, comma-separated (random, "
                    "first, greedy; unnamed seats play --policy).", primary=False),
    )
    #: the bots, in the order the engine's own policies are listed (``first``, ``random``)
    policies = tuple(sorted(BOTS, key=("first", "random", "greedy").index))

    def build_setup(self, catalog: Catalog, values: Mapping[str, str | None]) -> RiskSetup:
        bots = _split(values.get("bots"))
        for bot in bots:
            if bot not in BOTS:
                raise SimulateError(f"unknown bot {bot!r} (known: {', '.join(BOTS)})")
        seats = _seats(values, bots)
        try:
            pack = pack_from_catalog(catalog)
            check_colours(pack.galaxy, seats)
        except (ValueError, SetupError) as exc:
            raise SimulateError(str(exc)) from exc
        return RiskSetup(pack, seats, (*bots, *[None] * (len(seats) - len(bots))))

    def describe(self, setup: RiskSetup) -> dict[str, Any]:
        return {"players": len(setup.seats), "seats": list(setup.seats),
                "bots": [b or "policy" for b in setup.bots]}

    def title(self, setup: RiskSetup) -> str:
        seats = ", ".join(f"{c} ({b or 'policy'})" for c, b in zip(setup.seats, setup.bots,
                                                                   strict=True))
        return f"Risk Deep Space, {len(setup.seats)} players: {seats}"

    def play(self, setup: RiskSetup, *, policy: str, seed: int, max_rounds: int) -> RiskReport:
        bots = [b or policy for b in setup.bots]
        record, _ = play_game(setup.pack.galaxy, setup.pack.cards, players=len(setup.seats),
                              bots=bots, seed=seed, max_turns=max_rounds * len(setup.seats),
                              seats=setup.seats)
        return RiskReport(record)

    def summarize(self, reports: Sequence[RiskReport]) -> dict[str, Any]:
        records = [r.record for r in reports]
        n = len(records)
        seats = records[0].seats if records else ()
        per_seat = []
        for i, colour in enumerate(seats):
            wins = sum(r.winner_seat == i for r in records)
            per_seat.append({"seat": i + 1, "colour": colour, "bot": records[0].bots[i],
                             "wins": wins, "win_rate": wins / n if n else 0.0})
        turns = [r.turns for r in records]
        rounds = [r.rounds for r in records]
        return {
            "games": n,
            "seats": per_seat,
            "unfinished": sum(r.winner is None for r in records),
            "turns": {"mean": sum(turns) / n if n else 0.0, "min": min(turns, default=0),
                      "max": max(turns, default=0)},
            "rounds": {"mean": sum(rounds) / n if n else 0.0},
            "first_player_wins": sum(r.winner is not None and r.winner == r.first
                                     for r in records),
        }

    def summary_rows(self, summary: Mapping[str, Any]) -> list[tuple[str, str]]:
        rows = [("games", str(summary["games"]))]
        for seat in summary["seats"]:
            rows.append((f"seat {seat['seat']} win rate ({seat['colour']}, {seat['bot']})",
                         f"{seat['win_rate']:.0%} ({seat['wins']} wins)"))
        t = summary["turns"]
        rows += [
            ("average turns", f"{t['mean']:.1f} (min {t['min']}, max {t['max']})"),
            ("average rounds", f"{summary['rounds']['mean']:.1f}"),
            ("unfinished", str(summary["unfinished"])),
            ("first player won", str(summary["first_player_wins"])),
        ]
        return rows


SIMULATOR = RiskSim()
