"""The balance report: which games to play (paired seeds) and what they say.

Every compared role plays the same seeds (``seed .. seed+games-1``) for every number of
players, so the random setup (the ruleset's decks) is the same for all of them; the other
seats are filled by :func:`partners` (the same for every role while enough roles are not
compared, never the role itself nor one role twice). The ablation plays the subject's
own cards out one at a time on the same seeds.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardsmith.tools.balance.api import BalanceHooks, Outcome
from cardsmith.tools.balance.budget import BudgetPlan, plan_budget
from cardsmith.tools.balance.run import Job, run_jobs
from cardsmith.tools.balance.stats import paired_difference, wilson
from cardsmith.tools.content.catalog import Catalog
from cardsmith.tools.simulate import SimulateError

__all__ = ["BalanceRequest", "balance_report", "partners"]


@dataclass(frozen=True)
class BalanceRequest:
    subject: str
    against: tuple[str, ...] = ()
    players: tuple[int, ...] = (1,)
    boards: tuple[str, ...] | None = None
    games: int = 100
    seed: int = 0
    policy: str | None = None  # None: the strongest
    max_rounds: int = 30
    workers: int = 1
    ray: str | None = None
    ablation: bool = True
    variants: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)  # role -> variant
    #: the ruleset's setup options for every game (``{"difficulty": "easier"}``)
    setup_options: Mapping[str, str] = field(default_factory=dict)
    #: ``--budget MINUTES``: the policy and the seeds (at most ``games``) that fit, from
    #: ``budget_policies`` (strongest first) — :mod:`.budget`
    budget_minutes: float | None = None
    budget_policies: tuple[str, ...] = ()


def partners(
    roles: Sequence[str], compared: Sequence[str], seats: int, role: str, *, noun: str = "role"
) -> list[str]:
    """The roles of ``role``'s ``seats`` other seats: first the roles not compared, then the
    compared ones, each in ``roles`` order, never ``role`` itself and never one twice — so
    while enough roles are not compared, every compared role gets the same partners.

    Raises :class:`~tools.simulate.SimulateError` when the pack has too few roles for the seats."""
    pool = [r for r in roles if r not in compared] + [r for r in roles if r in compared]
    pool = [r for r in pool if r != role]
    if len(pool) < seats:
        raise SimulateError(
            f"{seats + 1} players need {seats + 1} different {noun}s; the pack has "
            f"{len(set(roles) | {role})}"
        )
    return pool[:seats]


def _key(role: str, players: int, without: str | None = None) -> str:
    return f"{role}|{players}|{without or ''}"


def _mean_curves(outcomes: Sequence[Outcome]) -> dict[str, dict[str, list[float]]]:
    """Per series and round: the mean over the games still running then, and their number."""
    out: dict[str, dict[str, list[float]]] = {}
    names = sorted({name for o in outcomes for name in o["curves"]})
    for name in names:
        length = max((len(o["curves"].get(name, [])) for o in outcomes), default=0)
        means, counts = [], []
        for r in range(length):
            values = [o["curves"][name][r] for o in outcomes if len(o["curves"].get(name, [])) > r]
            means.append(round(sum(values) / len(values), 3))
            counts.append(float(len(values)))
        out[name] = {"mean": means, "games": counts}
    return out


def _summary(outcomes: Sequence[Outcome]) -> dict[str, Any]:
    games = len(outcomes)
    wins = sum(o["won"] for o in outcomes)
    lo, hi = wilson(wins, games)
    lost = [o for o in outcomes if not o["won"] and o["result"] != "unfinished"]
    return {
        "games": games,
        "wins": wins,
        "win_rate": round(wins / games, 4) if games else 0.0,
        "ci95": [round(lo, 4), round(hi, 4)],
        "average_rounds": round(sum(o["rounds"] for o in outcomes) / games, 2) if games else 0,
        "win_types": dict(Counter(o["reason"] for o in outcomes if o["won"]).most_common()),
        "defeat_causes": dict(Counter(o["reason"] for o in lost).most_common()),
        "defeat_rounds": {str(k): v for k, v in sorted(Counter(o["rounds"] for o in lost).items())},
        "unfinished": sum(1 for o in outcomes if o["result"] == "unfinished"),
    }


def _cards(outcomes: Sequence[Outcome]) -> dict[str, dict[str, float]]:
    """Per card: the mean per game of every tally (``played``, damage …)."""
    totals: dict[str, Counter[str]] = {}
    for o in outcomes:
        for card, tally in o["cards"].items():
            totals.setdefault(card, Counter()).update(tally)
    n = max(1, len(outcomes))
    return {
        card: {k: round(v / n, 3) for k, v in sorted(t.items())}
        for card, t in sorted(totals.items())
    }


def _diff(first: Sequence[Outcome], second: Sequence[Outcome]) -> dict[str, Any]:
    d, lo, hi = paired_difference([o["won"] for o in first], [o["won"] for o in second])
    return {"difference": round(d, 4), "ci95": [round(lo, 4), round(hi, 4)]}


def balance_report(
    hooks: BalanceHooks,
    catalog: Catalog,
    request: BalanceRequest,
    *,
    progress: Callable[[int], None] | None = None,
    on_total: Callable[[int], None] | None = None,
) -> dict[str, Any]:
    """Play every game of ``request`` and return the report (JSON-ready)."""
    roles = hooks.roles(catalog)
    compared = [request.subject, *(r for r in request.against if r != request.subject)]
    policy = request.policy or hooks.strongest_policy
    seeds = tuple(range(request.seed, request.seed + request.games))
    jobs: list[Job] = []
    setups: dict[str, Any] = {}
    seated: dict[str, list[str]] = {}  # the partners of each role at each number of players
    for players in request.players:
        for role in compared:
            others = partners(roles, compared, players - 1, role, noun=hooks.role)
            seated[_key(role, players)] = others
            variant = {**request.setup_options, **request.variants.get(role, {})}
            setup = hooks.setup(
                catalog,
                role,
                players=players,
                others=others,
                boards=request.boards,
                variant=variant,
            )
            setups[_key(role, players)] = setup
            jobs.append(Job(_key(role, players), setup, seeds))
        if request.ablation:
            subject_setup = setups[_key(request.subject, players)]
            others = seated[_key(request.subject, players)]
            for card in hooks.own_cards(subject_setup):
                variant = {
                    **request.setup_options,
                    **request.variants.get(request.subject, {}),
                    "without": card,
                }
                setup = hooks.setup(
                    catalog,
                    request.subject,
                    players=players,
                    others=others,
                    boards=request.boards,
                    variant=variant,
                )
                jobs.append(Job(_key(request.subject, players, card), setup, seeds))
    budget: BudgetPlan | None = None
    if request.budget_minutes is not None:
        budget = plan_budget(
            hooks,
            jobs[0].setup,
            minutes=request.budget_minutes,
            policies=request.budget_policies or (policy,),
            setups=len(jobs),
            max_games=request.games,
            seed=request.seed,
            max_rounds=request.max_rounds,
            workers=request.workers,
        )
        policy, seeds = budget.policy, seeds[: budget.games]
        jobs = [Job(j.key, j.setup, seeds) for j in jobs]
    if on_total is not None:
        on_total(sum(len(j.seeds) for j in jobs))
    started = time.perf_counter()
    results = run_jobs(
        hooks,
        jobs,
        policy=policy,
        max_rounds=request.max_rounds,
        workers=request.workers,
        ray=request.ray,
        progress=progress,
    )
    seconds = time.perf_counter() - started
    entries = []
    for role in compared:
        all_games = [o for p in request.players for o in results[_key(role, p)]]
        entry: dict[str, Any] = {
            "id": role,
            "kind": hooks.role,
            "name": hooks.role_title(catalog, role),
            **_summary(all_games),
            "by_players": {str(p): _summary(results[_key(role, p)]) for p in request.players},
            "curves": {str(p): _mean_curves(results[_key(role, p)]) for p in request.players},
            "partners": {str(p): seated[_key(role, p)] for p in request.players},
            "cards": _cards(all_games),
        }
        if role != request.subject:
            mine = [o for p in request.players for o in results[_key(request.subject, p)]]
            entry["against_subject"] = _diff(all_games, mine)
        entries.append(entry)
    ablation: dict[str, Any] = {}
    if request.ablation:
        base = [o for p in request.players for o in results[_key(request.subject, p)]]
        cards = {j.key.split("|", 2)[2] for j in jobs if j.key.split("|", 2)[2]}
        for card in sorted(cards):
            without = [o for p in request.players for o in results[_key(request.subject, p, card)]]
            ablation[card] = {**_summary(without), "effect_of_card": _diff(base, without)}
    games = sum(len(v) for v in results.values())
    return {
        "role": hooks.role,
        "subject": request.subject,
        "policy": policy,
        "seed": request.seed,
        "games": len(seeds),
        "players": list(request.players),
        "boards": list(request.boards) if request.boards else None,
        "setup_options": dict(request.setup_options),
        "series": dict(hooks.series),
        "subjects": entries,
        "ablation": ablation,
        **({} if budget is None else {"budget": budget.to_json()}),
        "timing": {
            "games_played": games,
            "seconds": round(seconds, 2),
            "workers": request.workers if request.ray is None else f"ray {request.ray}",
            "games_per_second": round(games / seconds, 2) if seconds else 0.0,
        },
    }
