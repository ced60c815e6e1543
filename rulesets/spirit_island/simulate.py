"""The Spirit Island ``simulator`` hook: seats and boards from the pack, the policies, the report.

``cardsmith simulate --spirits a,b --boards a,b --links A1-B1`` reaches :class:`SpiritIslandSim`
through :mod:`tools.simulate`; the game loop is :mod:`rulesets.spirit_island.engine.simulate`,
imported on first use so that loading the ruleset stays cheap.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from cardsmith.engine.choices import ChoiceProvider, FirstLegal, SeededRandom
from cardsmith.tools.content.catalog import Catalog, Record
from cardsmith.tools.simulate import SetupOption, SimulateError

if TYPE_CHECKING:
    from cardsmith.rulesets.spirit_island.engine.round.game import GameSetup, PowerData
    from cardsmith.rulesets.spirit_island.engine.simulate import GameReport
    from cardsmith.rulesets.spirit_island.engine.state.adversary import Adversary
    from cardsmith.rulesets.spirit_island.engine.state.blight_card import BlightCard
    from cardsmith.rulesets.spirit_island.engine.state.event_card import EventCard

POLICIES: tuple[str, ...] = ("first", "random", "greedy", "rollouts", "nested")
#: the strongest policy (the default of ``cardsmith balance``)
STRONGEST = "nested"
DEFAULT_SPIRIT = "sun-bright-whirlwind"


def default_links(boards: Sequence[str]) -> list[tuple[str, str]]:
    """Cross-board adjacency for boards no layout names: consecutive boards are joined by their
    lands 1 and 6 — ``X1–Y1``, ``X6–Y1``, ``X6–Y6`` (the layout ``bench/engine_bench.py`` and
    the engine tests use for two boards)."""
    out: list[tuple[str, str]] = []
    for a, b in pairwise(boards):
        x, y = a.upper(), b.upper()
        out += [(f"{x}1", f"{y}1"), (f"{x}6", f"{y}1"), (f"{x}6", f"{y}6")]
    return out


def layout_links(records: Sequence[Mapping[str, Any]]) -> list[tuple[str, str]] | None:
    """The links of the layout (a board record's ``layouts``) made of exactly these boards;
    ``None`` when no board names one. One board: no links."""
    if len(records) < 2:
        return []
    wanted = {str(r.get("id", "")).lower() for r in records}
    for record in records:
        for layout in record.get("layouts") or []:
            if {str(b).lower() for b in layout.get("boards") or []} == wanted:
                return [(str(a).upper(), str(b).upper()) for a, b in layout.get("links") or []]
    return None


def parse_links(text: str) -> list[tuple[str, str]]:
    """``"A1-B1,A6-B6"`` → ``[("A1", "B1"), ("A6", "B6")]``."""
    out: list[tuple[str, str]] = []
    for item in (t.strip() for t in text.split(",")):
        if not item:
            continue
        a, sep, b = item.partition("-")
        if not sep or not a or not b:
            raise SimulateError(f"a link is LAND-LAND (e.g. A1-B1), got {item!r}")
        out.append((a.strip().upper(), b.strip().upper()))
    return out


def _power_data(catalog: Catalog) -> dict[str, PowerData]:
    from cardsmith.rulesets.spirit_island.engine.round.game import PowerData

    return {
        str(r.id): PowerData.from_record(r.data, r.ops["effect"])
        for r in catalog.of_kind("power")
        if r.id and isinstance(r.data, dict) and "effect" in r.ops
    }


#: players a Horizons game seats
MAX_PLAYERS = 3


def build_setup(
    catalog: Catalog,
    spirits: Sequence[str],
    boards: Sequence[str],
    links: Sequence[tuple[str, str]] | None = None,
    *,
    difficulty: str = "standard",
    blight_card: str = "random",
    adversary: str | None = None,
    level: str | None = None,
    aspects: Sequence[str] = (),
    seated_aspects_only: bool = False,
    events: str = "on",
) -> GameSetup:
    """The game setup: 1–3 seats, one spirit each, spirit ``i`` on board ``i`` (one board per
    spirit, each board once); the pack's Minor and Major powers are the power decks (less the
    cards an aspect puts in a spirit's hand). ``aspects``: ids or names, each played by the
    seated spirit it belongs to (:func:`.engine.setup.aspect.with_aspect`); with
    ``seated_aspects_only`` (balance: the roles change from setup to setup) an aspect of a
    spirit not at the table is left out rather than an error."""
    from cardsmith.rulesets.spirit_island.engine.growth.options import panel_with_ops
    from cardsmith.rulesets.spirit_island.engine.round.game import (
        DIFFICULTIES,
        GameSetup,
        InnateData,
        SpiritData,
    )

    if not spirits:
        raise SimulateError("no spirit given")
    if not boards:
        raise SimulateError("no board given")
    if len(spirits) > MAX_PLAYERS:
        raise SimulateError(f"{len(spirits)} spirits: a game seats 1 to {MAX_PLAYERS} players")
    if len(boards) != len(spirits):
        raise SimulateError(
            f"{len(boards)} board(s) for {len(spirits)} spirit(s): one board per spirit"
        )
    if len({b.lower() for b in boards}) != len(boards):
        raise SimulateError(f"a board is used twice: {', '.join(boards)}")
    if difficulty not in DIFFICULTIES:
        raise SimulateError(
            f"unknown difficulty {difficulty!r} (known: {', '.join(DIFFICULTIES)})"
        )
    board_records: list[dict[str, Any]] = []
    for letter in boards:
        rec = catalog.by_id(letter.lower(), "board")
        if rec is None or not isinstance(rec.data, dict):
            known = sorted(str(r.id) for r in catalog.of_kind("board"))
            raise SimulateError(f"unknown board {letter!r} (known: {', '.join(known)})")
        board_records.append(rec.data)
    seats: list[SpiritData] = []
    chosen = [_named(catalog, key, "spirit", "spirit") for key in spirits]
    played = _aspects(catalog, aspects, [str(r.id) for r in chosen], seated_aspects_only)
    for i, rec in enumerate(chosen):
        data, ops = _with_aspect(rec, played.get(str(rec.id)))
        innates = [
            InnateData.from_record(innate, ops[f"innates[{j}]"])
            for j, innate in enumerate(data.get("innates") or [])
            if f"innates[{j}]" in ops
        ]
        rules = [
            ops[f"special_rules[{j}]"]
            for j in range(len(data.get("special_rules") or []))
            if f"special_rules[{j}]" in ops
        ]
        if str(rec.id) in {s.key for s in seats}:
            raise SimulateError(f"the spirit {rec.id!r} is chosen twice: one spirit per seat")
        seat_key = str(rec.id)
        seats.append(
            SpiritData(
                key=seat_key,
                record=panel_with_ops(data, ops),
                board=boards[i % len(boards)].upper(),
                special_rules=rules,
                innates=innates,
            )
        )
    fear = {
        str(r.id): [r.ops.get(f"levels[{j}]", []) for j in range(3)]
        for r in catalog.of_kind("fear")
        if r.id
    }
    invaders = [r.data for r in catalog.of_kind("invader") if isinstance(r.data, dict)]
    blight = _blight_deck(catalog, blight_card)
    event_cards = _event_deck(catalog, events)
    powers = _power_data(catalog)
    held = {str(c) for seat in seats for c in seat.record.get("unique_powers") or []}
    island_links = list(_links(board_records, boards) if links is None else links)
    _check_island(board_records, island_links)
    return GameSetup(
        boards=board_records,
        spirits=seats,
        powers=powers,
        fear_levels=fear,
        invader_records=invaders or None,
        links=island_links,
        minors=sorted(c for c, p in powers.items() if p.kind == "minor" and c not in held),
        majors=sorted(c for c, p in powers.items() if p.kind == "major" and c not in held),
        difficulty=difficulty,
        board_tokens=bool(_options(catalog).get("board_tokens")),
        blight_cards=blight,
        blight_card_chosen=blight_card not in ("random", "none"),
        adversary=_adversary(catalog, adversary, level),
        event_cards=event_cards,
    )


def _aspects(
    catalog: Catalog, names: Sequence[str], spirits: Sequence[str], seated_only: bool = False
) -> dict[str, Record]:
    """``--aspect NAME[,NAME]``: spirit id → the aspect it plays; a one-line error for an
    unknown aspect, one of a spirit not at the table (unless ``seated_only``: left out), or
    two for one spirit."""
    out: dict[str, Record] = {}
    for name in names:
        record = _named(catalog, name, "aspect", "aspect")
        owner = str(record.get("spirit") or "")
        if owner not in spirits and seated_only:
            continue
        if owner not in spirits:
            raise SimulateError(
                f"the aspect {record.id!r} is an aspect of {owner!r}, which is not at the table "
                f"(spirits: {', '.join(spirits)})"
            )
        if owner in out:
            raise SimulateError(f"two aspects for {owner!r}: {out[owner].id!r} and {record.id!r}")
        out[owner] = record
    return out


def _with_aspect(spirit: Record, aspect: Record | None) -> tuple[dict[str, Any], dict[str, Any]]:
    """The spirit's data and ops, played with ``aspect`` when one is given."""
    from cardsmith.rulesets.spirit_island.engine.setup.aspect import with_aspect

    if aspect is None:
        return dict(spirit.data), dict(spirit.ops)
    return with_aspect(spirit.data, spirit.ops, {**aspect.data, "id": aspect.id}, aspect.ops)


def _event_deck(catalog: Catalog, events: str) -> list[EventCard]:
    """The Event deck of the packs (``on``; none in Horizons games) or none (``off``)."""
    from cardsmith.rulesets.spirit_island.engine.state.event_card import EventCard

    if events not in ("on", "off"):
        raise SimulateError(f"--events is on or off, got {events!r}")
    if events == "off":
        return []
    return [
        EventCard.from_record(r.data, r.ops)
        for r in catalog.of_kind("event")
        if r.id and isinstance(r.data, dict)
    ]


def _adversary(catalog: Catalog, name: str | None, level: str | None) -> Adversary | None:
    """``--adversary NAME --level N`` (0..6; default 0: its escalation alone)."""
    from cardsmith.rulesets.spirit_island.engine.state.adversary import MAX_LEVEL, Adversary

    if not name or name == "none":
        if level not in (None, "", "0"):
            raise SimulateError("--level needs an --adversary")
        return None
    record = _named(catalog, name, "adversary", "adversary")
    try:
        n = int(level or 0)
    except ValueError:
        raise SimulateError(f"--level is a number from 0 to {MAX_LEVEL}, got {level!r}") from None
    if not 0 <= n <= MAX_LEVEL:
        raise SimulateError(f"--level is a number from 0 to {MAX_LEVEL}, got {n}")
    return Adversary.from_record({**record.data, "id": record.id}, record.ops, n)


def _blight_deck(catalog: Catalog, choice: str) -> list[BlightCard]:
    """The Blight deck of the packs: ``random`` (all of them, shuffled by the game's seed),
    ``none`` (no Blight Card: the pool of the Horizons rules), or one card's id or name (that
    card holds the pool, the others wait under it)."""
    from cardsmith.rulesets.spirit_island.engine.state.blight_card import BlightCard

    cards = [
        BlightCard.from_record(r.data, r.ops.get("effect", []))
        for r in catalog.of_kind("blight")
        if r.id and isinstance(r.data, dict)
    ]
    if choice == "none":
        return []
    if choice == "random":
        return cards
    chosen = _named(catalog, choice, "blight", "blight card")
    return sorted(cards, key=lambda c: c.id != chosen.id)


def _named(catalog: Catalog, name: str, kind: str, noun: str) -> Record:
    """The record of ``kind`` with the id or name ``name``; else the one-line error listing
    the pack's ids of that kind."""
    record = catalog.by_id(name, kind) or catalog.by_name(name, kind)
    if record is None or not isinstance(record.data, dict):
        known = ", ".join(sorted(str(r.id) for r in catalog.of_kind(kind))) or "none in these packs"
        raise SimulateError(f"unknown {noun} {name!r} (known: {known})")
    return record


def _options(catalog: Catalog) -> dict[str, Any]:
    """The options of the simulated pack with those its dependencies give it (Branch & Claw's
    ``board_tokens``: the boards' printed Beasts and Disease are placed at setup)."""
    from cardsmith.tools.content.packs import pack_options

    manifests = catalog.pack
    return pack_options(manifests[0].path.parent) if manifests else {}


def _check_island(records: Sequence[Mapping[str, Any]], links: Sequence[tuple[str, str]]) -> None:
    """The boards and links make an island (a link to a land no board has, ``--links A1-Q7``,
    is the user's error, not a crash in the first game)."""
    from cardsmith.rulesets.spirit_island.engine.state.board import BoardError, Island

    try:
        Island.from_boards(records, links)
    except BoardError as exc:
        raise SimulateError(str(exc)) from None


def _links(records: Sequence[Mapping[str, Any]], boards: Sequence[str]) -> list[tuple[str, str]]:
    found = layout_links(records)
    return default_links(boards) if found is None else found


def policy_for(name: str, seed: int) -> ChoiceProvider:
    """The decision policy called ``name``, seeded with the game's seed."""
    if name == "first":
        return FirstLegal()
    if name == "random":
        return SeededRandom(seed)
    if name == "greedy":
        from cardsmith.rulesets.spirit_island.engine.bots.greedy import Greedy

        return Greedy(seed)  # bound to each game's state by simulate.new_game
    if name == "rollouts":
        from cardsmith.rulesets.spirit_island.engine.bots.rollouts import Rollouts

        return Rollouts(seed)  # bound to each game by simulate.new_game
    if name == "nested":
        from cardsmith.rulesets.spirit_island.engine.bots.rollouts import NESTED, Rollouts

        return Rollouts(seed, nested=NESTED)
    raise SimulateError(f"unknown policy {name!r} (known: {', '.join(POLICIES)})")


def _split(text: str | None) -> list[str]:
    return [t.strip() for t in (text or "").split(",") if t.strip()]


class SpiritIslandSim:
    """The simulator hook (:class:`cardsmith.tools.simulate.Simulator`) of Spirit Island."""

    options = (
        SetupOption(
            "spirits", "Spirit ids (or names), comma-separated; one per seat.", DEFAULT_SPIRIT
        ),
        SetupOption("boards", "Board letters, comma-separated (default: a, b, … one per spirit)."),
        SetupOption(
            "links",
            "Cross-board adjacency, e.g. A1-B1,A6-B6 (default: the boards' layout, else 1/6).",
            primary=False,
        ),
        SetupOption(
            "difficulty",
            "Spirit Island: standard, or easier (the rules' easier game: the Stage II cards add "
            "no escalation Town).",
            "standard",
            primary=False,
        ),
        SetupOption(
            "blight_card",
            "Spirit Island: a Blight Card id, none (no card: a pool of 5 per player + 1), or "
            "random (a card of the packs' Blight deck, by the seed).",
            "random",
            primary=False,
            balance=True,
        ),
        SetupOption(
            "events",
            "Spirit Island: on (the packs' Event deck, shuffled by the seed, played in each "
            "Invader Phase; Horizons packs hold none) or off.",
            "on",
            primary=False,
            balance=True,
        ),
        SetupOption(
            "adversary",
            "Spirit Island: the adversary (id or name; default: none).",
            primary=False,
            balance=True,
        ),
        SetupOption(
            "level",
            "Spirit Island: the adversary's level, 0 to 6 (default 0: its escalation only).",
            primary=False,
            balance=True,
        ),
        SetupOption(
            "aspect",
            "Spirit Island: aspects (ids or names, comma-separated), each played by its spirit "
            "(default: none).",
            primary=False,
            balance=True,
        ),
    )
    policies = POLICIES
    #: the ``cardsmith balance`` hook (:class:`SpiritIslandBalance`, set below)
    balance: Any = None

    def build_setup(self, catalog: Catalog, values: Mapping[str, str | None]) -> GameSetup:
        spirit_ids = _split(values.get("spirits") or DEFAULT_SPIRIT)
        board_ids = _split(values.get("boards")) or [
            chr(ord("a") + i) for i in range(max(1, len(spirit_ids)))
        ]
        links = values.get("links")
        return build_setup(
            catalog,
            spirit_ids,
            board_ids,
            None if links is None else parse_links(links),
            difficulty=values.get("difficulty") or "standard",
            blight_card=values.get("blight_card") or "random",
            adversary=values.get("adversary"),
            level=values.get("level"),
            aspects=_split(values.get("aspect")),
            events=values.get("events") or "on",
        )

    def describe(self, setup: GameSetup) -> dict[str, Any]:
        aspects = [str(s.record["aspect"]) for s in setup.spirits if s.record.get("aspect")]
        return {
            "spirits": [s.key for s in setup.spirits],
            **({"aspects": aspects} if aspects else {}),
            "boards": self._boards(setup),
            "difficulty": setup.difficulty,
            **(
                {}
                if setup.adversary is None
                else {"adversary": setup.adversary.id, "level": setup.adversary.level}
            ),
        }

    def title(self, setup: GameSetup) -> str:
        seats = ", ".join(
            s.key + (f" ({s.record['aspect']})" if s.record.get("aspect") else "")
            for s in setup.spirits
        )
        easier = " (easier game)" if setup.difficulty == "easier" else ""
        foe = setup.adversary
        against = (
            "" if foe is None else f" against {foe.name} {foe.level} (difficulty {foe.difficulty})"
        )
        return f"{seats} on {', '.join(self._boards(setup))}{against}{easier}"

    @staticmethod
    def _boards(setup: GameSetup) -> list[str]:
        return [str(b.get("id", "?")).upper() for b in setup.boards]

    def play(self, setup: GameSetup, *, policy: str, seed: int, max_rounds: int) -> GameReport:
        from cardsmith.rulesets.spirit_island.engine.simulate import play_game

        return play_game(setup, policy_for(policy, seed), seed, max_rounds=max_rounds)

    def summarize(self, reports: Sequence[Any]) -> dict[str, Any]:
        from cardsmith.rulesets.spirit_island.engine.simulate import summarize

        return summarize(reports)

    def summary_rows(self, summary: Mapping[str, Any]) -> list[tuple[str, str]]:
        rows = [
            ("games", str(summary["games"])),
            ("win rate", f"{float(str(summary['win_rate'])):.1%}"),
            (
                "victories / defeats / unfinished",
                f"{summary['victories']} / {summary['defeats']} / {summary['unfinished']}",
            ),
            ("average rounds", str(summary["average_rounds"])),
            ("average fear cards earned", str(summary["average_fear_cards"])),
            ("average invaders destroyed", str(summary["average_invaders_destroyed"])),
            ("average cards played", str(summary["average_cards_played"])),
        ]
        for i, (ending, count) in enumerate(dict(summary["endings"]).items()):
            rows.append(("how games ended" if i == 0 else "", f"{count} × {ending}"))
        if summary["errors"]:
            rows.append(("power errors (skipped)", str(summary["errors"])))
        return rows


SIMULATOR = SpiritIslandSim()


class SpiritIslandBalance:
    """The ``balance`` hook (:class:`tools.balance.api.BalanceHooks`): spirits are the roles."""

    role = "spirit"
    strongest_policy = STRONGEST

    @property
    def series(self) -> dict[str, str]:
        from cardsmith.rulesets.spirit_island.engine.round.game import SERIES

        return dict(SERIES)

    def roles(self, catalog: Catalog) -> list[str]:
        return sorted(str(r.id) for r in catalog.of_kind("spirit") if r.id)

    def role_title(self, catalog: Catalog, role: str) -> str:
        rec = catalog.by_id(role, "spirit")
        data = rec.data if rec is not None and isinstance(rec.data, dict) else {}
        return str(data.get("name") or role)

    def setup(
        self,
        catalog: Catalog,
        role: str,
        *,
        players: int,
        others: Sequence[str],
        boards: Sequence[str] | None,
        variant: Mapping[str, Any],
    ) -> GameSetup:
        from dataclasses import replace

        spirits = [role, *others][:players]
        board_ids = list(boards or [chr(ord("a") + i) for i in range(players)])[:players]
        setup = build_setup(
            catalog,
            spirits,
            board_ids,
            difficulty=str(variant.get("difficulty") or "standard"),
            blight_card=str(variant.get("blight_card") or "random"),
            adversary=variant.get("adversary"),
            level=variant.get("level"),
            aspects=_split(str(variant.get("aspect") or "")),
            seated_aspects_only=True,
            events=str(variant.get("events") or "on"),
        )
        key = setup.spirits[0].key
        changes: dict[str, Any] = {}
        if variant.get("without"):
            changes["without"] = frozenset({str(variant["without"])})
        if variant.get("energy_bonus"):
            changes["energy_bonus"] = {key: int(variant["energy_bonus"])}
        return replace(setup, **changes) if changes else setup

    def own_cards(self, setup: GameSetup) -> list[str]:
        record = setup.spirits[0].record
        return [str(c) for c in record.get("unique_powers") or [] if str(c) in setup.powers]

    def play(self, setup: GameSetup, *, policy: str, seed: int, max_rounds: int) -> Any:
        from cardsmith.rulesets.spirit_island.engine.simulate import play_game

        report = play_game(
            setup, policy_for(policy, seed), seed, max_rounds=max_rounds, check=False, log=False
        )
        # the subject's own cards only (its unique powers, the cards it gained, its innates):
        # with partners at the table, theirs are tallied in the same game
        seat = setup.spirits[0]
        own = {*self.own_cards(setup), *report.gained.get(seat.key, ())}
        innates = {innate.name for innate in seat.innates}
        cards: dict[str, dict[str, int]] = {}
        for label, tally in report.effects.items():
            kind, _, name = label.partition(":")
            if name in (own if kind == "card" else innates):
                cards[name if kind == "card" else label] = dict(tally)
        for card, n in report.played.items():
            if card in own:
                cards.setdefault(card, {})["played"] = n
        return {
            "won": report.result == "victory",
            "result": report.result,
            "reason": report.reason,
            "rounds": report.rounds,
            "curves": report.curves,
            "cards": cards,
        }


SIMULATOR.balance = SpiritIslandBalance()
