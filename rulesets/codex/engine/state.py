"""The Codex game state: two players, each with a deck, a hand, a discard pile, a codex,
face-down workers, gold, a command zone of heroes, cards in play (:class:`Thing`) and a patrol
zone; whose turn and phase it is; the seeded generator. Invariants are checked after every
primitive change when the checks are on (:func:`cardsmith.engine.checking_invariants`)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from cardsmith.engine import GameState, Outcome, Rng
from cardsmith.engine.choices import ChoiceProvider, FirstLegal
from cardsmith.engine.state import IllegalAction

from .. import vocabulary as V
from .cards import Library

PLAYERS = ("p1", "p2")
MAIN, TECH, OVER = "main", "tech", "over"


class Refused(IllegalAction):
    """An action the rules do not allow now (the message says which rule)."""


@dataclass(eq=False)
class Thing:
    """A card in play: a unit, a token, a hero, an ongoing spell, an upgrade or a building.

    ``uid`` is unique among its owner's things (the card id, ``#2`` … for more copies);
    ``arrived``: it came into play this turn (arrival fatigue); ``building``: under
    construction until the end of its owner's turn; ``granted``: keywords until end of turn."""

    uid: str
    card: str
    owner: str
    kind: str
    damage: int = 0
    exhausted: bool = False
    arrived: bool = False
    runes: Counter[str] = field(default_factory=Counter)
    level: int = 0
    granted: Counter[str] = field(default_factory=Counter)
    building: bool = False
    armor_used: int = 0
    token_stats: tuple[int, int] = (0, 0)

    @property
    def label(self) -> str:
        """``owner.uid``: how decisions and scenarios name it."""
        return f"{self.owner}.{self.uid}"

    @property
    def character(self) -> bool:
        """A unit or a hero (what patrols, attacks and strikes back)."""
        return self.kind in ("unit", "hero")


@dataclass(eq=False)
class Player:
    """One player's cards and counters."""

    name: str
    colour: str
    deck: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    codex: list[str] = field(default_factory=list)
    workers: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    #: spells being cast (between the hand and the discard pile)
    resolving: list[str] = field(default_factory=list)
    command: list[str] = field(default_factory=list)
    gold: int = 0
    things: dict[str, Thing] = field(default_factory=dict)
    patrol: dict[str, str] = field(default_factory=dict)
    #: hero → the first of the owner's turns it may be summoned again
    back_on: dict[str, int] = field(default_factory=dict)
    #: the tech buildings once built and since destroyed (rebuilt for 0 gold)
    lost_tech: set[int] = field(default_factory=set)
    turns: int = 0
    hired: bool = False
    built_tech: bool = False
    built_addon: bool = False
    tech_owed: int = 0
    max_at_start: set[str] = field(default_factory=set)
    #: every card this player owns (starting deck, codex, heroes) — the conservation check
    owned: Counter[str] = field(default_factory=Counter)

    def uid_for(self, card: str) -> str:
        """A free uid for another copy of ``card`` (``card``, ``card#2`` …)."""
        if card not in self.things:
            return card
        n = 2
        while f"{card}#{n}" in self.things:
            n += 1
        return f"{card}#{n}"

    def of_kind(self, *kinds: str) -> list[Thing]:
        """This player's cards in play of these kinds."""
        return [t for t in self.things.values() if t.kind in kinds]

    def addon(self) -> Thing | None:
        """This player's add-on (``None``: none)."""
        return next((t for t in self.of_kind("building") if t.uid not in ("base",)
                     and not t.uid.startswith("tech-")), None)

    def base(self) -> Thing | None:
        """This player's base (``None`` only in a broken setup)."""
        return self.things.get("base")

    def tech_done(self, level: int) -> bool:
        """Whether this player has a finished tech building of ``level``."""
        t = self.things.get(f"tech-{level}")
        return t is not None and not t.building


@dataclass(kw_only=True, eq=False)
class Game(GameState):
    """The whole game."""

    lib: Library
    players: dict[str, Player]
    rng: Rng
    choices: ChoiceProvider = field(default_factory=FirstLegal)
    active: str = "p1"
    phase: str = MAIN
    turn: int = 1
    winner: str | None = None
    ending: str | None = None
    #: whole bot games switch the text log off (balance runs)
    quiet: bool = False

    def other(self, name: str) -> str:
        """The other player's name."""
        return PLAYERS[1 - PLAYERS.index(name)]

    @property
    def me(self) -> Player:
        """The active player."""
        return self.players[self.active]

    @property
    def them(self) -> Player:
        """The player waiting for their turn."""
        return self.players[self.other(self.active)]

    def thing(self, label: str) -> Thing | None:
        """The card in play a label names (``p2.thornback``), or ``None``."""
        owner, _, uid = label.partition(".")
        player = self.players.get(owner)
        return player.things.get(uid) if player else None

    def say(self, text: str) -> None:
        """One line of the readable log (none in quiet bulk games)."""
        if not self.quiet:
            self.log.append(text)

    def patrollers(self, name: str) -> dict[str, Thing]:
        """Slot → patroller of ``name``: only on the other player's turn do they count."""
        if self.active == name:
            return {}
        player = self.players[name]
        return {slot: player.things[uid] for slot, uid in player.patrol.items()
                if uid in player.things}

    def slot_of(self, thing: Thing) -> str | None:
        """The patrol slot ``thing`` holds now (``None`` on its owner's own turn)."""
        if self.active == thing.owner:
            return None
        return next((s for s, u in self.players[thing.owner].patrol.items() if u == thing.uid),
                    None)

    # --- the result ----------------------------------------------------------------------
    def judge(self) -> Outcome | None:
        """A destroyed base ends the game (both at once: the active player wins)."""
        if self.winner is not None:
            return Outcome(self.winner, (self.ending or "",))
        fallen = [n for n in PLAYERS if (b := self.players[n].base()) is None
                  or b.damage >= self.lib.card(b.card).health]
        if not fallen:
            return None
        loser = fallen[0] if len(fallen) == 1 else self.other(self.active)
        self.winner, self.ending = self.other(loser), "base destroyed"
        self.phase = OVER
        self.say(f"{loser}'s base is destroyed: {self.winner} wins")
        return Outcome(self.winner, ("base destroyed",))

    def check_over(self) -> None:
        """Settle the result now (a destroyed base ends the game at once)."""
        if self.winner is None:
            self.judge()

    # --- invariants ------------------------------------------------------------------------
    def invariant_problems(self) -> list[str]:
        """Gold in range, every card a player owns in exactly one zone, patrol slots
        and hero levels sound, at most one add-on."""
        out: list[str] = []
        for name, p in self.players.items():
            if not 0 <= p.gold <= V.MAX_GOLD:
                out.append(f"{name}: gold {p.gold} outside 0..{V.MAX_GOLD}")
            held = Counter([*p.deck, *p.hand, *p.discard, *p.codex, *p.workers, *p.removed,
                            *p.resolving,
                            *p.command, *(t.card for t in p.things.values()
                                          if t.kind != "building" and t.card != "token")])
            held -= Counter({w: n for w, n in Counter(p.workers).items() if w == "worker"})
            held -= Counter({w: n for w, n in Counter(p.removed).items() if w == "worker"})
            if p.owned and held != p.owned:
                out.append(f"{name}: cards not conserved ({dict(held - p.owned)} extra, "
                           f"{dict(p.owned - held)} missing)")
            for slot, uid in p.patrol.items():
                if slot not in V.SLOTS or uid not in p.things:
                    out.append(f"{name}: patrol slot {slot} holds {uid!r}, not in play")
            if len(set(p.patrol.values())) != len(p.patrol):
                out.append(f"{name}: a card patrols two slots")
            for t in p.of_kind("hero"):
                if not 1 <= t.level <= self.lib.card(t.card).max_level:
                    out.append(f"{name}: hero {t.uid} at level {t.level}")
                if t.card in p.command:
                    out.append(f"{name}: hero {t.uid} both in play and in the command zone")
            if len(p.of_kind("building")) - sum(
                    1 for t in p.of_kind("building")
                    if t.uid == "base" or t.uid.startswith("tech-")) > 1:
                out.append(f"{name}: more than one add-on")
        return out
