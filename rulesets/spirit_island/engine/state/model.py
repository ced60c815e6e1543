"""Value types of the game state: piece kinds and constants, pieces, land and spirit records,
invader cards."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from cardsmith.rulesets.spirit_island.engine.state.board import land_sort_key
from cardsmith.rulesets.spirit_island.engine.state.panel import PresenceTracks

INVADER_KINDS: tuple[str, ...] = ("explorer", "town", "city")
#: strife: a token on one invader (``Piece.strife``), not in a land
STRIFE = "strife"
PIECE_KINDS: tuple[str, ...] = ("explorer", "town", "city", "dahan")
BASE_HEALTH: dict[str, int] = {"explorer": 1, "town": 2, "city": 3, "dahan": 2}
#: Ravage damage per invader; dahan counter-attack damage.
ATTACK: dict[str, int] = {"explorer": 1, "town": 2, "city": 3, "dahan": 2}
#: Fear generated when a piece of that kind is destroyed.
DESTROY_FEAR: dict[str, int] = {"town": 1, "city": 2}
#: Box contents (Explorer: 27 singles + 6 "3-Explorer" tokens).
BOX_SUPPLY: dict[str, int] = {"explorer": 27 + 6 * 3, "town": 24, "city": 18, "dahan": 24}
INVADER_ACTIONS: tuple[str, ...] = ("ravage", "build", "explore")
DIVIDERS: dict[str, int] = {"TL2": 2, "TL3": 3}


def default_fear_deck(
    cards: list[str] | None = None, counts: tuple[int, int, int] = (3, 3, 3)
) -> list[str]:
    """The fear cards with the terror dividers, top first: ``counts`` cards (3, 3, 3; an
    adversary's level changes them) for Terror Level I, then TL2, II, TL3, III."""
    total = sum(counts)
    used = (cards or [])[:total]
    used += [f"fear-{i + 1}" for i in range(len(used), total)]
    first, second = counts[0], counts[0] + counts[1]
    return [*used[:first], "TL2", *used[first:second], "TL3", *used[second:total]]


@dataclass
class Piece:
    kind: str
    damage: int = 0
    strife: int = 0  # strife tokens on this invader

    @property
    def label(self) -> str:
        """Option label: ``"town"`` undamaged, ``"town:1"`` with 1 damage, ``"town+strife"``
        with 1 strife, ``"city:2+2strife"`` with 2 damage and 2 strife."""
        out = self.kind if self.damage == 0 else f"{self.kind}:{self.damage}"
        if self.strife:
            out += "+strife" if self.strife == 1 else f"+{self.strife}strife"
        return out


def parse_label(label: str) -> tuple[str, int, int]:
    """``"city:2+2strife"`` → ``("city", 2, 2)`` (kind, damage, strife) — the inverse of
    :attr:`Piece.label`."""
    base, _, strife = label.partition("+")
    kind, _, damage = base.partition(":")
    n = 0
    if strife:
        count = strife[: -len(STRIFE)] if strife.endswith(STRIFE) else None
        if count is None or (count and not count.isdigit()):
            raise ValueError(f"bad piece label {label!r} (e.g. town:1+strife, city+2strife)")
        n = int(count or 1)
    if damage and not damage.isdigit():
        raise ValueError(f"bad piece label {label!r}")
    return kind, int(damage or 0), n


@dataclass
class LandModifiers:
    """Single-round effects on one land; cleared when time passes."""

    skip_all: set[str] = field(default_factory=set)  # invader actions skipped all round
    skip_next: Counter[str] = field(default_factory=Counter)  # skip the next N such actions
    health_bonus: Counter[str] = field(default_factory=Counter)  # per piece kind
    blight_blocked: bool = False
    prevent: set[tuple[str, str]] = field(default_factory=set)  # (kind, "added"/"damaged"/...)
    notes: list[str] = field(default_factory=list)  # free-form markers for later rules
    #: ``build_adds`` this round: (kinds a build would add, kinds added instead)
    build_adds: list[tuple[tuple[str, ...], tuple[str, ...]]] = field(default_factory=list)
    #: Isolate: not adjacent for invader actions, nothing moves in or out (this round)
    isolated: bool = False
    #: modifiers changing invader actions here (``invader_damage``, ``dahan_simultaneous``,
    #: ``disease_ignored``, ``action_becomes``): the modifier ops, as recorded
    invader_mods: list[dict[str, Any]] = field(default_factory=list)
    #: ``push_instead``: presence here that would be destroyed may be pushed instead (by its
    #: owner; this round)
    push_instead: bool = False
    #: ``no_heal``: piece kinds here that keep their damage when time passes
    no_heal: set[str] = field(default_factory=set)
    #: who made the skips here: (skip key, run id, skip of all such actions?) — for the
    #: "after this power causes invaders to skip an action" triggers
    skip_sources: list[tuple[str, str, bool]] = field(default_factory=list)
    #: ``health`` with ``per_own`` strife: (kind, change per strife, minimum health)
    health_per_strife: list[tuple[str, int, int]] = field(default_factory=list)


@dataclass
class LandState:
    pieces: list[Piece] = field(default_factory=list)
    blight: int = 0
    defend: int = 0
    mods: LandModifiers = field(default_factory=LandModifiers)
    #: tokens in the land by kind (``TOKEN_KINDS``; no supply: tokens are not limited; a plain
    #: dict without zero entries, cheap to create for every land)
    tokens: dict[str, int] = field(default_factory=dict)

    def count(self, *kinds: str) -> int:
        """Pieces of ``kinds``; token kinds count their tokens, ``strife`` the strife on the
        invaders here."""
        n = 0
        for p in self.pieces:  # a loop, not sum(): counted all the time by the bots
            if p.kind in kinds:
                n += 1
        if self.tokens:
            n += sum(self.tokens.get(k, 0) for k in kinds)
        if STRIFE in kinds:
            n += sum(p.strife for p in self.pieces)
        return n


@dataclass
class SpiritState:
    name: str
    energy: int = 0
    elements: Counter[str] = field(default_factory=Counter)  # this round (cards + tracks)
    permanent_elements: Counter[str] = field(default_factory=Counter)  # uncovered on tracks
    presence: Counter[str] = field(default_factory=Counter)  # land id -> count
    presence_off_island: int = 0  # on the tracks / not yet placed
    presence_destroyed: int = 0
    presence_total: int = 0  # fixed at creation, for the invariant
    pending_cards: list[str] = field(default_factory=list)  # power cards to gain ("minor"...)
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    played: list[str] = field(default_factory=list)
    card_plays: int = 1
    board: str = ""
    #: the presence tracks (``tracks.install_tracks``); ``None``: not modelled, the
    #: presence off the island is just a count
    tracks: PresenceTracks | None = None
    #: presence in the Ocean, by board letter (Ocean's Hungry Grasp): not on the island, not
    #: off it either (counted in the presence total)
    ocean_presence: Counter[str] = field(default_factory=Counter)
    #: the spirit's Incarna: the land it stands in (``None``: not on the island) and whether
    #: it is empowered (Nature Incarnate)
    incarna: str | None = None
    incarna_empowered: bool = False
    #: spirit-specific counts: ``time`` (Fractured Days), prepared element markers
    #: (``marker:<element>``, Shifting Memory)
    resources: Counter[str] = field(default_factory=Counter)
    #: impending cards (Dances Up Earthquakes): set aside out of play, by card id
    impending: list[str] = field(default_factory=list)
    #: growth options used this game, by number (options usable once a game)
    growth_used: Counter[int] = field(default_factory=Counter)
    #: lands where a single presence is a Sacred Site ("your presence in wetland lands counts
    #: as sacred site": the special rule ``presence_sacred``)
    sacred_lands: set[str] = field(default_factory=set)

    def presence_on_island(self) -> int:
        return sum(self.presence.values())

    def is_sacred(self, land: str) -> bool:
        """Is ``land`` a Sacred Site of this spirit (2 presence, or 1 in a ``sacred_lands``)?"""
        n = self.presence.get(land, 0)
        return n >= 2 or (n >= 1 and land in self.sacred_lands)

    def sacred_sites(self) -> list[str]:
        return sorted((k for k in self.presence if self.is_sacred(k)), key=land_sort_key)

    def element_count(self, element: str) -> int:
        return self.elements[element] + self.permanent_elements[element]


@dataclass(frozen=True)
class InvaderCard:
    stage: int
    terrains: tuple[str, ...]  # terrain names, or ("coastal",)
    escalation: bool | None = None  # None: stage II cards escalate
    card_id: str = ""  # content id ("stage-2-coastal"); empty = generated

    @property
    def id(self) -> str:
        return self.card_id or f"{'I' * self.stage}:{'+'.join(self.terrains)}"

    @property
    def escalates(self) -> bool:
        return self.stage == 2 if self.escalation is None else self.escalation

    @classmethod
    def from_record(cls, record: Any) -> InvaderCard:
        """From a content record (``id``, ``stage``, ``terrains``, ``escalation``)."""
        return cls(
            stage=int(record["stage"]),
            terrains=tuple(str(t) for t in record["terrains"]),
            escalation=record.get("escalation"),
            card_id=str(record.get("id", "")),
        )

    def __str__(self) -> str:
        return self.id


def spirit_of(source: str | None) -> str | None:
    """The spirit whose power caused an event (run ids of powers end in ``@spirit``)."""
    root = (source or "").split("/")[0].split(".")[0]
    return root.partition("@")[2] or None
