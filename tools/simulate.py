"""``cardsmith simulate``: whole seeded games of a pack, played by a policy — the generic part.

The game is the pack ruleset's ``simulator`` hook (:class:`Simulator`): it declares the setup
options it reads (:class:`SetupOption`, added to the command line as ``--NAME``) and its
policies, builds a setup from the pack's records, plays one game and sums reports up. This
module loads the pack, picks its ruleset and plays N games with seeds ``seed .. seed+N-1``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from cardsmith.tools.content.catalog import Catalog

__all__ = [
    "CORE_OPTIONS",
    "GameReport",
    "SetupOption",
    "SimulateError",
    "Simulator",
    "check_setup_options",
    "load_catalog",
    "pack_root",
    "ruleset_name",
    "run_games",
    "simulator_for",
]

#: the command's own options; a ruleset's :class:`SetupOption` may not take these names
CORE_OPTIONS = ("games", "seed", "policy", "max-rounds", "pack", "json")


class SimulateError(Exception):
    """The setup asked for cannot be built from the pack (or the pack cannot simulate)."""


@dataclass(frozen=True)
class SetupOption:
    """A string option of a ruleset's setup, on the command line as ``--NAME VALUE`` (``_`` in
    ``name`` is ``-`` there); a missing option reaches the ruleset as ``default``. When two
    installed rulesets declare the same name, the first one's help and default are used.
    ``primary`` options are listed first in the help, the others after the run options
    (``--games`` … ``--max-rounds``). ``balance``: ``cardsmith balance`` takes it too, for
    every game it plays (a difficulty, a variant of the rules — not the seats it compares).
    """

    name: str
    help: str
    default: str | None = None
    primary: bool = True
    balance: bool = False


class GameReport(Protocol):
    """One played game: its seed and its JSON form (``--json`` prints it as is)."""

    @property
    def seed(self) -> int: ...

    def to_json(self) -> dict[str, Any]: ...


class Simulator(Protocol):
    """The ``simulator`` hook of a ruleset.

    ``options``: the setup options the ruleset reads; ``policies``: the decision policies by
    name (``first`` and ``random`` are the engine's, :mod:`engine.choices`); ``build_setup``:
    the setup from the pack's records and the option values (raises :class:`SimulateError`
    in the user's words); ``describe``: the setup as JSON fields (printed before ``policy``);
    ``title``: the setup in one line (the summary table's title); ``play``: one game;
    ``summarize``: the JSON summary of reports; ``summary_rows``: that summary as table rows.
    """

    @property
    def options(self) -> Sequence[SetupOption]: ...

    @property
    def policies(self) -> Sequence[str]: ...

    def build_setup(self, catalog: Catalog, values: Mapping[str, str | None]) -> Any: ...

    def describe(self, setup: Any) -> dict[str, Any]: ...

    def title(self, setup: Any) -> str: ...

    def play(self, setup: Any, *, policy: str, seed: int, max_rounds: int) -> GameReport: ...

    def summarize(self, reports: Sequence[Any]) -> dict[str, Any]: ...

    def summary_rows(self, summary: Mapping[str, Any]) -> list[tuple[str, str]]: ...


def pack_root(pack: Path | None = None) -> Path:
    """The pack to simulate: ``pack``, or the shipped one."""
    from cardsmith.tools.content.resources import shipped_pack_dir

    return pack or shipped_pack_dir()


def load_catalog(pack: Path | None = None) -> Catalog:
    """The records of ``pack`` (default: the shipped pack) and of the packs it depends on
    (:func:`with_dependencies`)."""
    from cardsmith.tools.content.loader import load_cached

    root = pack_root(pack)
    return with_dependencies(load_cached(root).catalog, root)


#: record kinds a game never takes from a dependency (the pack's own manifest and tests)
_OWN_KINDS = frozenset({"pack", "scenario"})


def with_dependencies(catalog: Catalog, root: Path) -> Catalog:
    """``catalog`` (the pack at ``root``) with the records of the packs it depends on added
    after its own — a homebrew pack plays on its dependency's boards, decks and spirits; a
    record of the pack itself wins over a dependency's of the same kind and id."""
    from cardsmith.tools.content.loader import load_cached
    from cardsmith.tools.content.packs import dependency_roots

    deps = dependency_roots(root)
    if not deps:
        return catalog
    merged = Catalog(records=list(catalog.records), lists=dict(catalog.lists))
    seen = {(r.kind, r.id) for r in catalog.records}
    for dep in deps:
        for record in load_cached(dep).catalog.records:
            key = (record.kind, record.id)
            if record.kind not in _OWN_KINDS and key not in seen:
                seen.add(key)
                merged.add(record)
    return merged


def simulator_for(pack: Path | None = None) -> Simulator:
    """The simulator of the pack's ruleset; :class:`SimulateError` when it has none or the
    ruleset is not installed."""
    from cardsmith.tools import registry

    try:
        ruleset = registry.for_pack(pack_root(pack))
    except registry.RulesetError as exc:
        raise SimulateError(f"--pack {pack}: {exc}") from None
    simulator = ruleset.simulator
    if simulator is None or not ruleset.capabilities.can_simulate:
        raise SimulateError(f"the ruleset {ruleset.name!r} cannot simulate games")
    return simulator


def ruleset_name(pack: Path | None = None) -> str:
    """The name of the pack's ruleset (``risk-deep-space``)."""
    from cardsmith.tools import registry

    return registry.for_pack(pack_root(pack)).name


def check_setup_options(simulator: Simulator, given: Iterable[str], ruleset: str) -> None:
    """:class:`SimulateError` for the first of the ``given`` setup options (their names) that
    the pack's ruleset does not declare: another ruleset's option never passes unnoticed."""
    declared = [o.name for o in simulator.options]
    for name in given:
        if name not in declared:
            known = ", ".join("--" + d.replace("_", "-") for d in declared) or "none"
            flag = "--" + name.replace("_", "-")
            raise SimulateError(f"{flag} is not an option of {ruleset}; its options: {known}")


def run_games(
    simulator: Simulator,
    setup: Any,
    *,
    games: int,
    seed: int = 0,
    policy: str = "random",
    max_rounds: int = 30,
    progress: Callable[[GameReport], None] | None = None,
) -> list[GameReport]:
    """Game ``i`` uses seed ``seed + i`` for the setup and the policy."""
    if policy not in simulator.policies:
        known = ", ".join(simulator.policies)
        raise SimulateError(f"unknown policy {policy!r} (known: {known})")
    reports: list[GameReport] = []
    for i in range(games):
        report = simulator.play(setup, policy=policy, seed=seed + i, max_rounds=max_rounds)
        reports.append(report)
        if progress is not None:
            progress(report)
    return reports
