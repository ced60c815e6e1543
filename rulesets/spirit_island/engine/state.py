"""The mutable game state: pieces with damage, blight, presence, defend, pools, decks.

Pieces live in lands; every piece taken from or returned to the island moves to or from
``State.supply``, so ``supply + island`` stays constant per kind (checked by
:meth:`State.invariant_problems`). Blight works the same way with ``blight_pool``, fear with
``fear_pool`` + ``generated_fear``. The log, the events, the invariant check and the result
come from the core's :class:`engine.state.GameState`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from engine.state import GameState, InvariantError, Outcome
from rulesets.spirit_island.engine.board import Island
from rulesets.spirit_island.engine.cards import CardTable
from rulesets.spirit_island.engine.invariants import state_problems
from rulesets.spirit_island.engine.model import (
    ATTACK,
    BASE_HEALTH,
    BOX_SUPPLY,
    DESTROY_FEAR,
    DIVIDERS,
    ELEMENTS,
    INVADER_ACTIONS,
    INVADER_KINDS,
    OCEAN,
    PIECE_KINDS,
    STRIFE,
    TOKEN_KINDS,
    TRACKS,
    InvaderCard,
    LandModifiers,
    LandState,
    Piece,
    PresenceTracks,
    SpiritState,
    default_fear_deck,
    parse_label,
)
from rulesets.spirit_island.engine.tokens import setup_key, token_summary

__all__ = [
    "ATTACK",
    "BASE_HEALTH",
    "BOX_SUPPLY",
    "DESTROY_FEAR",
    "DIVIDERS",
    "ELEMENTS",
    "INVADER_ACTIONS",
    "INVADER_KINDS",
    "OCEAN",
    "PIECE_KINDS",
    "STRIFE",
    "TOKEN_KINDS",
    "TRACKS",
    "InvaderCard",
    "LandModifiers",
    "LandState",
    "Piece",
    "PresenceTracks",
    "SpiritState",
    "State",
    "default_fear_deck",
    "parse_label",
]


@dataclass
class State(GameState):
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
    #: the power cards' rules and the power decks, when modelled (:mod:`.cards`)
    cards: CardTable = field(default_factory=CardTable)
    #: while a power that ignores Health bonuses deals damage: bonuses count 0 (not penalties)
    base_health_only: bool = False

    def __post_init__(self) -> None:
        for land_id in (*self.island.land_ids(), *self.island.places):
            self.lands.setdefault(land_id, LandState())
        self._recount()

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
        return sum(ls.count(*kinds) for ls in self.lands.values())

    def blight_on_island(self) -> int:
        return sum(ls.blight for ls in self.lands.values())

    def has_invaders(self, land_id: str) -> bool:
        return self.count(land_id, *INVADER_KINDS) > 0

    def health(self, land_id: str, kind: str) -> int:
        """Base health + this round's land modifiers + live Sacred Site rules (min. 1)."""
        bonus = self.land(land_id).mods.health_bonus[kind]
        if self.spirit_rules:
            for rule in self.site_rules(land_id, "health"):
                if kind in rule.get("pieces", {}).get("kinds", ()):
                    bonus += int(rule.get("amount") or 0)
        if self.base_health_only:  # "this Power ignores Health bonuses"
            bonus = min(bonus, 0)
        return max(1, BASE_HEALTH[kind] + bonus)

    # --- live rules -----------------------------------------------------------------------
    def site_rules(self, land_id: str, name: str) -> list[dict[str, Any]]:
        """Permanent ``at_sacred_sites`` modifiers named ``name`` that apply in ``land_id`` now
        (their spirit has a Sacred Site there: evaluated live, so presence changes count)."""
        out: list[dict[str, Any]] = []
        for rule in self.spirit_rules:
            scope = rule.get("scope")
            if scope not in ("sacred_sites", "presence_lands") or rule.get("name") != name:
                continue
            spirit = self.spirits.get(str(rule.get("spirit")))
            if spirit is None or not spirit.presence[land_id]:
                continue
            if scope == "presence_lands" or spirit.is_sacred(land_id):  # "in your lands"
                out.append(rule)
        return out

    def defend_at(self, land_id: str) -> int:
        """The Defend in ``land_id`` now: this round's + the live Sacred Site rules
        ("Defend 3 in every land where you have Sacred Site")."""
        n = self.land(land_id).defend
        if self.spirit_rules:
            n += sum(int(rule.get("amount") or 0) for rule in self.site_rules(land_id, "defend"))
        return n

    def spirit_effects(self, spirit: str | None, name: str) -> list[dict[str, Any]]:
        """This round's effects and the permanent spirit-wide rules of ``spirit`` named
        ``name`` (round effects first)."""
        return [
            eff
            for eff in (*self.round_effects, *self.spirit_rules)
            if eff.get("name") == name
            and eff.get("spirit") == spirit
            and eff.get("scope", "spirit") == "spirit"
        ]

    def build_substitute(self, land_id: str, kind: str) -> str:
        """The kind a Build adds instead of ``kind`` in ``land_id`` (``build_adds``)."""
        subs = list(self.land(land_id).mods.build_adds)
        for rule in self.site_rules(land_id, "build_adds") if self.spirit_rules else ():
            subs.append(
                (
                    tuple(rule.get("other", {}).get("kinds", ())),
                    tuple(rule.get("pieces", {}).get("kinds", ())),
                )
            )
        for replaced, instead in subs:
            if kind in replaced and instead:
                return instead[0]
        return kind

    def piece_health(self, land_id: str, piece: Piece) -> int:
        """The health of one piece: :meth:`health`, then the per-strife changes of its land
        ("-1 Health per Strife to a minimum of 1")."""
        health = self.health(land_id, piece.kind)
        if not piece.strife:
            return health
        for kind, per, low in self.land(land_id).mods.health_per_strife:
            if kind == piece.kind:
                health = max(min(health, low), health + per * piece.strife)
        return health

    def remaining_health(self, land_id: str, piece: Piece) -> int:
        return self.piece_health(land_id, piece) - piece.damage

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

    # --- rules checks -------------------------------------------------------------------
    def invariant_problems(self) -> list[str]:
        """Conservation (pieces, blight, fear, presence) and consistency (damage below health,
        lands of the island, track slots covered by presence, tokens and strife):
        :func:`.invariants.state_problems`."""
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

    def prevented(self, land_id: str, kind: str, verb: str) -> bool:
        """Is ``kind`` protected from ``verb`` ("added"/"damaged"/"destroyed"…; "damaged@ravage":
        by the ravaging invaders) this round?"""
        mods = self.land(land_id).mods
        if kind == "blight" and verb == "added" and mods.blight_blocked:
            return True
        if (kind, verb) in mods.prevent:
            return True
        if self.spirit_rules:
            for rule in self.site_rules(land_id, "prevent"):
                by = f"@{rule['by']}" if rule.get("by") else ""
                verbs = [f"{v}{by}" for v in rule.get("verbs", ())]
                if kind in rule.get("pieces", {}).get("kinds", ()) and verb in verbs:
                    return True
        return False

    def judge(self) -> Outcome | None:
        """Victory beats a simultaneous loss (its reasons are kept after the win's)."""
        win = self.victory_reason()
        losses = self.loss_reasons()
        if win is not None:
            return Outcome("victory", (win, *losses))
        if losses:
            return Outcome("defeat", tuple(losses))
        return None
