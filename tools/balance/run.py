"""Running the games of a balance report: one process, ``workers`` local processes, or tasks
on a Ray cluster — the same seeded batches everywhere, so the numbers do not depend on where
they were played.

A :class:`Job` is one setup (a role, a number of players, a variant) and its seeds; it is cut
into batches of consecutive seeds; every batch is played by :func:`play_batch` and the results
are put back in seed order.

Local workers (``workers`` > 1) are forked once with the hooks and every job's setup (inherited
by the fork, never pickled); a task is then only ``(job, start, seeds)``, one game each by
default, handed out as workers free up — games differ a lot in length, so small tasks keep both
cores busy to the end.
"""

from __future__ import annotations

import multiprocessing
import os
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from cardsmith.tools.balance.api import BalanceHooks, Outcome

__all__ = ["Job", "play_batch", "run_jobs"]


@dataclass(frozen=True)
class Job:
    """``key`` names the job in the results; ``setup`` is the ruleset's (picklable) setup."""

    key: str
    setup: Any
    seeds: tuple[int, ...]


def play_batch(
    hooks: BalanceHooks, setup: Any, policy: str, seeds: Sequence[int], max_rounds: int
) -> list[Outcome]:
    """Play the games of ``seeds`` in order (also the body of a worker or a cluster task)."""
    return [hooks.play(setup, policy=policy, seed=s, max_rounds=max_rounds) for s in seeds]


def _batches(jobs: Sequence[Job], size: int) -> list[tuple[int, int, tuple[int, ...]]]:
    out = []
    for j, job in enumerate(jobs):
        for start in range(0, len(job.seeds), size):
            out.append((j, start, job.seeds[start : start + size]))
    return out


#: what a forked worker plays: (hooks, setups by job, policy, max_rounds), set once per worker
_WORKER: tuple[Any, ...] = ()


def _init_worker(hooks: BalanceHooks, setups: list[Any], policy: str, max_rounds: int) -> None:
    global _WORKER
    _WORKER = (hooks, setups, policy, max_rounds)


def _pool_task(args: tuple[int, int, tuple[int, ...]]) -> tuple[int, int, list[Outcome]]:
    hooks, setups, policy, max_rounds = _WORKER
    j, start, seeds = args
    return j, start, play_batch(hooks, setups[j], policy, seeds, max_rounds)


def run_jobs(
    hooks: BalanceHooks,
    jobs: Sequence[Job],
    *,
    policy: str,
    max_rounds: int = 30,
    workers: int = 1,
    ray: str | None = None,
    batch: int | None = None,
    progress: Callable[[int], None] | None = None,
) -> dict[str, list[Outcome]]:
    """Every job's outcomes in seed order. ``workers`` > 1: that many local processes;
    ``ray``: a Ray cluster address (``auto``: the running cluster; ``local``: start one on
    this machine with ``workers`` CPUs). ``progress`` gets the number of games just done."""
    total = sum(len(j.seeds) for j in jobs)
    local = ray is None and workers > 1
    size = batch or (1 if local else max(1, min(25, total // max(1, 4 * max(workers, 1)))))
    batches = _batches(jobs, size)
    results: dict[int, dict[int, list[Outcome]]] = {j: {} for j in range(len(jobs))}

    def done(j: int, start: int, outcomes: list[Outcome]) -> None:
        results[j][start] = outcomes
        if progress is not None:
            progress(len(outcomes))

    if ray is not None:
        _run_ray(hooks, jobs, batches, policy, max_rounds, ray, workers, done)
    elif local:
        ctx = multiprocessing.get_context("fork")
        setups = [job.setup for job in jobs]
        init = (hooks, setups, policy, max_rounds)
        with ctx.Pool(max(1, min(workers, len(batches))), _init_worker, init) as pool:
            for j, start, outcomes in pool.imap_unordered(_pool_task, batches):
                done(j, start, outcomes)
    else:
        for j, start, seeds in batches:
            done(j, start, play_batch(hooks, jobs[j].setup, policy, seeds, max_rounds))
    return {
        job.key: [o for start in sorted(results[j]) for o in results[j][start]]
        for j, job in enumerate(jobs)
    }


def start_local_ray(ray: Any, workers: int) -> None:
    """A Ray cluster on this machine for ``--ray local``. Ray's servers listen on every
    interface (Ray has no loopback-only mode), so the cluster is started with token
    authentication and a fresh random token held only in this process's environment (never
    written to disk): a connection from anywhere else is refused. The node advertises the
    loopback address. ``RAY_AUTH_MODE`` set by the user is respected."""
    if "RAY_AUTH_MODE" not in os.environ:
        os.environ["RAY_AUTH_MODE"] = "token"
        os.environ["RAY_AUTH_TOKEN"] = secrets.token_hex(32)
        os.environ.pop("RAY_AUTH_TOKEN_PATH", None)
        # Ray reads its configuration when imported: read it again (what Ray's own
        # ``ray get-auth-token``-then-init path does)
        ray._raylet.Config.initialize("")
    ray.init(
        num_cpus=max(1, workers),
        include_dashboard=False,
        log_to_driver=False,
        _node_ip_address="127.0.0.1",
    )


def _run_ray(
    hooks: BalanceHooks,
    jobs: Sequence[Job],
    batches: list[tuple[int, int, tuple[int, ...]]],
    policy: str,
    max_rounds: int,
    address: str,
    workers: int,
    done: Callable[[int, int, list[Outcome]], None],
) -> None:
    """The batches as Ray tasks (Ray schedules them; the setups are put in its object store
    once)."""
    import ray

    if not ray.is_initialized():
        if address == "local":
            start_local_ray(ray, workers)
        else:
            ray.init(address=address, log_to_driver=False)
    task = ray.remote(play_batch)
    hooks_ref = ray.put(hooks)
    setups = [ray.put(job.setup) for job in jobs]
    pending = {
        task.remote(hooks_ref, setups[j], policy, seeds, max_rounds): (j, start)
        for j, start, seeds in batches
    }
    while pending:
        ready, _ = ray.wait(list(pending), num_returns=1)
        for ref in ready:
            j, start = pending.pop(ref)
            done(j, start, ray.get(ref))
