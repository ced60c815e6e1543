"""The mutable game state: pieces with damage, blight, presence, defend, pools, decks.

Pieces live in lands; every piece taken from or returned to the island moves to or from
``State.supply``, so ``supply + island`` stays constant per kind (checked by
:meth:`State.invariant_problems`). Blight works the same way with ``blight_pool``, fear with
``fear_pool`` + ``generated_fear``. The log, the events, the invariant check and the result
come from the core's :class:`cardsmith.engine.state.GameState`.

:class:`State` is built in layers: :class:`.state.fields.StateBase` (the fields, the plain queries
of lands and pieces), :class:`.state.rules.RulesState` (the live rules: health, Defend,
protection), and here the construction helpers (a starting position) and the rules checks
(invariants, victory, defeat).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardsmith.engine.state import Outcome
from cardsmith.rulesets.spirit_island.engine.state.board import TOKEN_KINDS, Island
from cardsmith.rulesets.spirit_island.engine.state.invariants import state_problems
from cardsmith.rulesets.spirit_island.engine.state.model import (
    INVADER_KINDS,
    PIECE_KINDS,
    LandState,
    Piece,
    SpiritState,
    default_fear_deck,
)
from cardsmith.rulesets.spirit_island.engine.state.rules import RulesState
from cardsmith.rulesets.spirit_island.engine.state.tokens import setup_key

__all__ = ["State"]


@dataclass
class State(RulesState):
    """The Spirit Island game state (fields: :class:`.state.fields.StateBase`)."""

    # --- off-board places (a spirit's: the Endless Dark) ----------------------------------
    def add_place(self, place_id: str, **rules: Any) -> None:
        """Bring the off-board place ``place_id`` into play (``Island.with_place``): it holds
        pieces like a land (counted with the pieces in play) but is not a land of the island."""
        self.island = self.island.with_place(place_id, **rules)
        self.lands.setdefault(place_id, LandState())

    def places_of(self, spirit: str | None, rule: str) -> list[str]:
        """The places whose ``rule`` holds, the ones ``spirit`` owns first."""
        found = [p for p, r in self.island.place_rules.items() if r.get(rule)]
        return sorted(found, key=lambda p: self.island.place_rules[p].get("owner") != spirit)

    # --- construction helpers (not logged: they describe a starting position) -------------
    @classmethod
    def empty(cls, island: Island, *, players: int = 1, **kwargs: Any) -> State:
        """No pieces; pools for ``players``; an unshuffled fear deck ``fear-1``…``fear-9``."""
        kwargs.setdefault("fear_deck", default_fear_deck())
        return cls(
            island=island,
            players=players,
            blight_pool=kwargs.pop("blight_pool", 5 * players + 1),
            fear_pool=kwargs.pop("fear_pool", 4 * players),
            fear_pool_size=kwargs.pop("fear_pool_size", 4 * players),
            **kwargs,
        )

    def place(
        self, land_id: str, kind: str, n: int = 1, *, damage: int = 0, strife: int = 0
    ) -> None:
        """Put starting pieces (from the supply) without logging; ``kind`` may be "blight" or
        a token kind; ``strife`` on each placed invader."""
        ls = self.land(land_id)
        if kind == "blight":
            ls.blight += n
            self.blight_total += n
            return
        if kind not in PIECE_KINDS:
            if kind in TOKEN_KINDS:
                ls.tokens[kind] = ls.tokens.get(kind, 0) + n
                return
            raise ValueError(f"unknown piece kind {kind!r}")
        if strife and kind not in INVADER_KINDS:
            raise ValueError(f"{kind}: strife only on invaders")
        for _ in range(n):
            ls.pieces.append(Piece(kind, damage, strife))
        self.supply.setdefault(kind, 0)
        if self.supply[kind] >= n:
            self.supply[kind] -= n
        else:
            self.piece_totals[kind] = self.piece_totals.get(kind, 0) + n - self.supply[kind]
            self.supply[kind] = 0

    def setup_land(self, land_id: str, spec: Any) -> None:
        """Put pieces described like :meth:`summary` (``{"town": 1, "town:1": 1, "blight": 1,
        "defend": 2, "presence river": 2, "beasts": 1, "city:1+strife": 1}``); ``kind:N`` is a
        piece with N damage, ``+strife`` / ``+2strife`` an invader carrying strife."""
        for key, n in dict(spec).items():
            key, n = str(key), int(n)
            if key == "defend":
                self.land(land_id).defend += n
            elif key.startswith("presence "):
                name = key.split(" ", 1)[1]
                spirit = self.spirits.get(name) or self.add_spirit(name)
                spirit.presence[land_id] += n
                spirit.presence_total += n
            elif ":" in key or "+" in key:
                kind, damage, strife = setup_key(key)
                self.place(land_id, kind, n, damage=damage, strife=strife)
            else:
                self.place(land_id, key, n)

    def add_spirit(
        self, name: str, *, presence: dict[str, int] | None = None, off_island: int = 10, **kw: Any
    ) -> SpiritState:
        spirit = SpiritState(name=name, presence_off_island=off_island, **kw)
        for land_id, n in (presence or {}).items():
            self.land(land_id)
            spirit.presence[land_id] += n
        spirit.presence_total = spirit.presence_on_island() + off_island
        self.spirits[name] = spirit
        return spirit

    # --- rules checks -------------------------------------------------------------------
    def invariant_problems(self) -> list[str]:
        """Conservation (pieces, blight, fear, presence) and consistency (damage below health,
        lands of the island, track slots covered by presence, tokens and strife):
        :func:`.state.invariants.state_problems`."""
        return state_problems(self)

    def victory_reason(self) -> str | None:
        tl = self.terror_level
        if tl >= 4:
            return "terror level 4: all fear cards earned"
        if tl == 1 and self.count_all(*INVADER_KINDS) == 0:
            return "terror level 1: no invaders on the island"
        if tl == 2 and self.count_all("town", "city") == 0:
            return "terror level 2: no towns and no cities"
        if tl == 3 and self.count_all("city") == 0:
            return "terror level 3: no cities"
        return None

    def loss_reasons(self) -> list[str]:
        reasons = list(self.loss_events)
        if self.blight_pool <= 0:
            reasons.append("the blight pool is empty")
        for s in self.spirits.values():
            if s.presence_on_island() == 0:
                reasons.append(f"{s.name} has no presence on the island")
        return reasons

    def update_result(self) -> str | None:
        """The flipped Blight Card's effect happens first, once no action is running (the
        action that took the last Blight is over), then the result is settled."""
        if self.blight_pending and self.on_blight_card is not None and not self.actions_running:
            self.on_blight_card(self)
        return super().update_result()

    def judge(self) -> Outcome | None:
        """Victory beats a simultaneous loss (its reasons are kept after the win's)."""
        win = self.victory_reason()
        losses = self.loss_reasons()
        if win is not None:
            return Outcome("victory", (win, *losses))
        if losses:
            return Outcome("defeat", tuple(losses))
        return None
