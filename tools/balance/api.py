"""The hook a ruleset's simulator offers for ``cardsmith balance`` (``Simulator.balance``).

The balance command compares the ruleset's playable *roles* (what a designer brings: a new
character, a faction, a hero — the ruleset names them with ``role``) on paired seeds. Everything
game-specific — building a game around a role, playing it in bulk, the per-round series, what
one card did — comes from this hook; the command only schedules games and does statistics.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypedDict

from cardsmith.tools.content.catalog import Catalog

__all__ = ["BalanceHooks", "Outcome"]


class Outcome(TypedDict):
    """One game as the balance command reads it (plain JSON, cheap to send between
    processes).

    ``won``: the players won; ``result`` / ``reason``: the ruleset's result word and why (the
    win types and the causes of defeat are read from ``reason``); ``rounds``: rounds played;
    ``curves``: series name → one value per round; ``cards``: card id → what the card did in
    this game (``played`` and the ruleset's own tallies, e.g. damage dealt)."""

    won: bool
    result: str
    reason: str
    rounds: int
    curves: dict[str, list[float]]
    cards: dict[str, dict[str, int]]


class BalanceHooks(Protocol):
    """``role``: the ruleset's word for what is compared; ``strongest_policy``: the default
    policy; ``series``: the per-round series (name → label); ``roles``: the playable roles of a
    pack, in a stable order; ``role_title``: a role's display name; ``setup``: a game with
    ``role`` in the first seat and ``others`` in the next ones (``players`` seats in all) on
    ``boards`` (``None``: the ruleset's default), changed by ``variant`` (``without``: a card
    id left out; other keys are the ruleset's own); ``own_cards``: the cards the ablation
    removes one at a time; ``play``: one game, in bulk mode (no text log, no invariant
    checks). Setups must pickle (they travel to worker processes and cluster tasks)."""

    @property
    def role(self) -> str: ...

    @property
    def strongest_policy(self) -> str: ...

    @property
    def series(self) -> Mapping[str, str]: ...

    def roles(self, catalog: Catalog) -> list[str]: ...

    def role_title(self, catalog: Catalog, role: str) -> str: ...

    def setup(
        self,
        catalog: Catalog,
        role: str,
        *,
        players: int,
        others: Sequence[str],
        boards: Sequence[str] | None,
        variant: Mapping[str, Any],
    ) -> Any: ...

    def own_cards(self, setup: Any) -> list[str]: ...

    def play(self, setup: Any, *, policy: str, seed: int, max_rounds: int) -> Outcome: ...
