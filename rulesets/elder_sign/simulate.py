"""The ``simulator`` hook: ``cardsmith simulate --pack content/elder-sign``, and its
``balance`` hook: ``cardsmith balance INVESTIGATOR --pack content/elder-sign``.

Whole seeded games between bots (``engine/bots.py``): ``--investigators N`` (1–8; the pack's
first N by id, again from the first past the last) or ``--investigators a,b`` (in seat
order). The report: the win rate, how games end (Elder Signs, the doom track, the round
limit), their length in turns and rounds, the Elder Signs and doom reached, the investigators
devoured. ``balance``
compares the investigators (its roles) on paired seeds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from cardsmith.engine.state import IllegalAction
from cardsmith.rulesets.elder_sign.content import INVESTIGATOR, Pack, pack_from_catalog
from cardsmith.rulesets.elder_sign.engine.bots import BOTS
from cardsmith.rulesets.elder_sign.engine.game import GameRecord, play_game
from cardsmith.rulesets.elder_sign.engine.setup import PLAYERS, new_game
from cardsmith.tools.balance.api import Outcome
from cardsmith.tools.content.catalog import Catalog
from cardsmith.tools.simulate import SetupOption, SimulateError

STRONGEST = "greedy"


@dataclass(frozen=True)
class ElderSignSetup:
    """The pack and the investigators in seat order (picklable)."""

    pack: Pack
    investigators: tuple[str, ...]


@dataclass(frozen=True)
class ElderSignReport:
    """One played game (:class:`cardsmith.tools.simulate.GameReport`)."""

    record: GameRecord

    @property
    def seed(self) -> int:
        return self.record.seed

    def to_json(self) -> dict[str, Any]:
        r = self.record
        return {"seed": r.seed, "investigators": list(r.investigators), "policy": r.policy,
                "result": r.result, "ended_by": r.why, "reason": r.reason, "turns": r.turns,
                "rounds": r.rounds, "elder_signs": r.elder_signs, "doom": r.doom,
                "midnights": r.midnights, "devoured": r.devoured}


def _split(text: str | None) -> list[str]:
    return [t.strip() for t in (text or "").split(",") if t.strip()]


def build(pack: Pack, investigators: Sequence[str]) -> ElderSignSetup:
    """A setup the rules accept (:class:`SimulateError` in the user's words otherwise)."""
    problems = pack.problems()
    if problems:
        raise SimulateError("cannot play this pack: " + "; ".join(problems))
    try:
        new_game(pack, investigators)
    except IllegalAction as exc:
        raise SimulateError(str(exc)) from None
    return ElderSignSetup(pack, tuple(investigators))


def _mean(values: Sequence[float]) -> float:
    return round(sum(values) / len(values), 2) if values else 0.0


class ElderSignSim:
    """The simulator hook (:class:`cardsmith.tools.simulate.Simulator`) of Elder Sign."""

    options = (
        SetupOption("investigators", "Elder Sign: how many investigators (1 to 8; default 2), "
                    "or their ids in seat order, comma-separated.", primary=False),
    )
    policies = BOTS
    #: the ``cardsmith balance`` hook (:class:`ElderSignBalance`, set below)
    balance: Any = None

    def build_setup(self, catalog: Catalog, values: Mapping[str, str | None]
                    ) -> ElderSignSetup:
        pack = pack_from_catalog(catalog)
        text = (values.get("investigators") or "2").strip()
        known = pack.ids(INVESTIGATOR)
        if text.isdigit():
            players = int(text)
            lo, hi = PLAYERS
            if not lo <= players <= hi:
                raise SimulateError(f"Elder Sign is played by {lo} to {hi} investigators, "
                                    f"not {players}")
            chosen = [known[i % len(known)] for i in range(players)] if known else []
        else:
            chosen = _split(text)
        return build(pack, chosen)

    def describe(self, setup: ElderSignSetup) -> dict[str, Any]:
        return {"players": len(setup.investigators), "investigators": list(setup.investigators)}

    def title(self, setup: ElderSignSetup) -> str:
        return f"Elder Sign, {len(setup.investigators)} investigators: " + ", ".join(
            setup.investigators)

    def play(self, setup: ElderSignSetup, *, policy: str, seed: int, max_rounds: int
             ) -> ElderSignReport:
        record, _ = play_game(setup.pack, setup.investigators, seed=seed, policy=policy,
                              max_rounds=max_rounds)
        return ElderSignReport(record)

    def summarize(self, reports: Sequence[ElderSignReport]) -> dict[str, Any]:
        records = [r.record for r in reports]
        n = len(records)
        ends = Counter(r.why for r in records)
        wins = ends["elder-signs"]
        return {
            "games": n,
            "wins": wins,
            "win_rate": round(wins / n, 4) if n else 0.0,
            "ended_by": {k: ends[k] for k in ("elder-signs", "doom", "round-limit")},
            "turns": {"mean": _mean([r.turns for r in records]),
                      "min": min((r.turns for r in records), default=0),
                      "max": max((r.turns for r in records), default=0)},
            "rounds": {"mean": _mean([r.rounds for r in records])},
            "elder_signs": {"mean": _mean([r.elder_signs for r in records])},
            "doom": {"mean": _mean([r.doom for r in records])},
            "midnights": {"mean": _mean([r.midnights for r in records])},
            "devoured": {"mean": _mean([r.devoured for r in records])},
        }

    def summary_rows(self, summary: Mapping[str, Any]) -> list[tuple[str, str]]:
        ends = summary["ended_by"]
        t = summary["turns"]
        return [
            ("games", str(summary["games"])),
            ("win rate", f"{summary['win_rate']:.0%} ({summary['wins']} wins)"),
            ("won by Elder Signs", str(ends["elder-signs"])),
            ("lost to the doom track", str(ends["doom"])),
            ("unfinished (round limit)", str(ends["round-limit"])),
            ("average turns", f"{t['mean']:.1f} (min {t['min']}, max {t['max']})"),
            ("average rounds", f"{summary['rounds']['mean']:.1f}"),
            ("average Elder Signs", f"{summary['elder_signs']['mean']:.1f}"),
            ("average doom tokens", f"{summary['doom']['mean']:.1f}"),
            ("average midnights", f"{summary['midnights']['mean']:.1f}"),
            ("investigators devoured (average)", f"{summary['devoured']['mean']:.1f}"),
        ]


class ElderSignBalance:
    """The ``balance`` hook (:class:`tools.balance.api.BalanceHooks`): investigators are the
    roles."""

    role = "investigator"
    strongest_policy = STRONGEST
    series: ClassVar[dict[str, str]] = {"doom": "doom tokens on the track",
                                        "elder_signs": "Elder Signs gathered"}

    def roles(self, catalog: Catalog) -> list[str]:
        return sorted(str(r.id) for r in catalog.of_kind(INVESTIGATOR) if r.id)

    def role_title(self, catalog: Catalog, role: str) -> str:
        rec = catalog.by_id(role, INVESTIGATOR)
        data = rec.data if rec is not None and isinstance(rec.data, dict) else {}
        return str(data.get("name") or role)

    def setup(self, catalog: Catalog, role: str, *, players: int, others: Sequence[str],
              boards: Sequence[str] | None, variant: Mapping[str, Any]) -> ElderSignSetup:
        seated = [role, *others][:players]
        while len(seated) < players:  # fewer partners than seats: the role plays them too
            seated.append(role)
        return build(pack_from_catalog(catalog), seated)

    def own_cards(self, setup: ElderSignSetup) -> list[str]:
        return []

    def play(self, setup: ElderSignSetup, *, policy: str, seed: int, max_rounds: int
             ) -> Outcome:
        record, _ = play_game(setup.pack, setup.investigators, seed=seed, policy=policy,
                              max_rounds=max_rounds)
        return Outcome(won=record.result == "victory", result=record.result,
                       reason=record.why, rounds=record.rounds, curves=record.curves,
                       cards={})


SIMULATOR = ElderSignSim()
SIMULATOR.balance = ElderSignBalance()
