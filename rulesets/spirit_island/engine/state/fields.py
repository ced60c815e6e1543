"""The game state's data (:class:`StateBase`, the first base of :class:`.state.game_state.State`):
its fields — lands, supply, pools, decks, round effects, spirit rules — the conservation totals
(``_recount``) and the plain queries of lands and pieces (counts, labels, summaries)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from cardsmith.engine.state import GameState, InvariantError
from cardsmith.rulesets.spirit_island.engine.state.board import Island
from cardsmith.rulesets.spirit_island.engine.state.cards import CardTable
from cardsmith.rulesets.spirit_island.engine.state.model import (
    BOX_SUPPLY,
    INVADER_KINDS,
    PIECE_KINDS,
    InvaderCard,
    LandState,
    Piece,
    SpiritState,
)
from cardsmith.rulesets.spirit_island.engine.state.tokens import token_summary

__all__ = ["StateBase"]


@dataclass
class StateBase(GameState):
    """The fields of :class:`~.state.game_state.State` and the plain queries of its lands and
    pieces."""

    island: Island
    lands: dict[str, LandState] = field(default_factory=dict)
    supply: dict[str, int] = field(default_factory=lambda: dict(BOX_SUPPLY))
    piece_totals: dict[str, int] = field(default_factory=dict)
    spirits: dict[str, SpiritState] = field(default_factory=dict)
    players: int = 1
    blight_pool: int = 6
    blight_total: int = 0
    fear_pool: int = 4
    fear_pool_size: int = 4
    generated_fear: int = 0
    earned_fear: list[str] = field(default_factory=list)
    resolved_fear: list[str] = field(default_factory=list)
    fear_deck: list[str] = field(default_factory=list)  # top first; "TL2"/"TL3" are dividers
    #: fear cards of the deck turned face-up by a power (``deck_top``), still in the deck
    face_up_fear: list[str] = field(default_factory=list)
    terror_level: int = 1
    invader_deck: list[InvaderCard] = field(default_factory=list)  # top first
    slots: dict[str, list[InvaderCard]] = field(
        default_factory=lambda: {"ravage": [], "build": [], "explore": []}
    )
    invader_discard: list[InvaderCard] = field(default_factory=list)
    escalations: int = 0
    round: int = 0
    loss_events: list[str] = field(default_factory=list)  # event losses (no invader card…)
    round_effects: list[dict[str, Any]] = field(default_factory=list)  # island-wide, this round
    #: permanent spirit rules (special rules): same shape as ``round_effects`` plus ``scope``
    #: (``"spirit"`` or ``"sacred_sites"``); never cleared by time passing
    spirit_rules: list[dict[str, Any]] = field(default_factory=list)
    #: the choice provider of the action running now (a power, an invader action): decisions
    #: of triggers it sets off are made with it (``None``: the trigger's own provider)
    choices: Any = None
    #: the power cards' rules and the power decks, when modelled (:mod:`.state.cards`)
    cards: CardTable = field(default_factory=CardTable)
    #: while a power that ignores Health bonuses deals damage: bonuses count 0 (not penalties)
    base_health_only: bool = False
    #: the Blight Card the pool sits on (``None``: no card, the pool of the Horizons rules),
    #: whether it has flipped, whether the island is blighted, the rest of the Blight deck
    #: (:mod:`.state.blight_card`); all immutable values, so a copy shares them safely
    blight_card: Any = None
    blight_flipped: bool = False
    island_blighted: bool = False
    blight_deck: tuple[Any, ...] = ()
    #: cards flipped whose effect has not happened yet; cards acting each Invader Phase
    blight_pending: tuple[Any, ...] = ()
    blight_each_phase: tuple[Any, ...] = ()
    #: resolves ``blight_pending`` (set with the card: :mod:`.rules.blight_cards`)
    on_blight_card: Any = None
    #: the adversary of the game (:class:`.state.adversary.Adversary`, frozen) and what runs
    #: its escalation in place of the usual one (:mod:`.rules.adversaries`)
    adversary: Any = None
    on_escalation: Any = None
    #: runs a spirit's "after you gain a … power card" rules (set with them:
    #: :mod:`.setup.special_rules`); called by :mod:`.changes.power_cards`
    on_card_gained: Any = None
    #: the Event deck (top first) and its discard (:class:`.state.event_card.EventCard`, frozen:
    #: a copy shares them), the card revealed last (``None``: none yet); an empty deck and
    #: discard: no Event step (Horizons games)
    event_deck: tuple[Any, ...] = ()
    event_discard: tuple[Any, ...] = ()
    event_card: Any = None

    def __post_init__(self) -> None:
        for land_id in (*self.island.land_ids(), *self.island.places):
            self.lands.setdefault(land_id, LandState())
        self._recount()

    def _recount(self) -> None:
        """Fix the conservation totals from the current contents (call after direct edits)."""
        for kind in PIECE_KINDS:
            self.supply.setdefault(kind, 0)
            self.piece_totals[kind] = self.supply[kind] + self.count_all(kind)
        self.blight_total = self.blight_pool + self.blight_on_island()
        for spirit in self.spirits.values():
            spirit.presence_total = (
                spirit.presence_on_island()
                + spirit.presence_off_island
                + spirit.presence_destroyed
                + sum(spirit.ocean_presence.values())
            )

    # --- queries ------------------------------------------------------------------------
    def land(self, land_id: str) -> LandState:
        try:
            return self.lands[land_id]
        except KeyError:
            raise InvariantError(f"{land_id!r} is not a land of the island") from None

    def land_ids(self) -> list[str]:
        return self.island.land_ids()

    def count(self, land_id: str, *kinds: str) -> int:
        n = self.land(land_id).count(*kinds)
        return n + self.counted_as(land_id, kinds) if self.round_effects else n

    def counted_as(self, land_id: str, kinds: tuple[str, ...] | list[str]) -> int:
        """Presence counting as ``kinds`` in ``land_id`` this round (``counts_as``: "your
        Presence may count as Badlands and Beasts"; counted whenever it is asked)."""
        n = 0
        for eff in self.round_effects:
            if eff.get("name") != "counts_as" or eff.get("spirit") not in self.spirits:
                continue
            also = (eff.get("other") or {}).get("kinds", ())
            if any(k in also for k in kinds):
                n += self.spirits[str(eff["spirit"])].presence[land_id]
        return n

    def count_all(self, *kinds: str) -> int:
        n = 0
        for ls in self.lands.values():
            n += ls.count(*kinds)
        return n

    def blight_on_island(self) -> int:
        return sum(ls.blight for ls in self.lands.values())

    def has_invaders(self, land_id: str) -> bool:
        return self.count(land_id, *INVADER_KINDS) > 0

    def pieces(self, land_id: str, *kinds: str) -> list[Piece]:
        return [p for p in self.land(land_id).pieces if not kinds or p.kind in kinds]

    def labels(self, land_id: str, *kinds: str) -> list[str]:
        """Distinct piece labels present (option lists), in kind order then damage."""
        order = {k: i for i, k in enumerate(PIECE_KINDS)}
        found = {(p.kind, p.damage, p.strife) for p in self.pieces(land_id, *kinds)}
        return [
            Piece(k, d, st).label
            for k, d, st in sorted(found, key=lambda kds: (order[kds[0]], kds[1], kds[2]))
        ]

    def find(self, land_id: str, label: str) -> Piece:
        for p in self.land(land_id).pieces:
            if p.label == label:
                return p
        raise InvariantError(f"no {label} in {land_id}")

    def presence_in(self, land_id: str) -> dict[str, int]:
        return {s.name: s.presence[land_id] for s in self.spirits.values() if s.presence[land_id]}

    def summary(self, land_id: str) -> dict[str, int]:
        """Counts for comparisons: kinds, ``damaged <kind>``, blight, defend, presence, tokens,
        ``strife`` and ``strifed <kind>`` (zero entries left out)."""
        ls = self.land(land_id)
        out: dict[str, int] = {}
        for p in ls.pieces:
            out[p.kind] = out.get(p.kind, 0) + 1
            if p.damage:
                key = f"damaged {p.kind}"
                out[key] = out.get(key, 0) + 1
        if ls.blight:
            out["blight"] = ls.blight
        if ls.defend:
            out["defend"] = ls.defend
        for name, n in self.presence_in(land_id).items():
            out[f"presence {name}"] = n
        token_summary(ls, out)
        return out

    def iter_pieces(self) -> Iterator[tuple[str, Piece]]:
        for land_id in self.land_ids():
            for p in self.lands[land_id].pieces:
                yield land_id, p
