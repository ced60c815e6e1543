"""Read scenario files into :class:`Scenario` plans, reporting every problem as a diagnostic.

Schema problems keep their ``S1xx`` codes; problems with what a scenario refers to are ``T1xx``:

====  ==========================================================
T101  bad piece notation                T102  unknown land
T103  unknown board                     T104  unknown power card
T105  unknown innate power              T106  unknown fear card
T107  unknown spirit key (by/target)    T108  unknown spirit record (or aspect, or an aspect
                                        of another spirit)
T109  unknown invader card              T110  error in an inline DSL effect
T111  bad scripted choice               T112  bad action (none, several, options)
T113  bad cross-board link              T114  no spirit to act / to target
T115  a card without compiled effect (see ``cardsmith lint``)
T116  bad spirit setup (``tracks:`` or ``aspect:`` without a ``spirit:`` record,
      ``off_island`` with one, more slots than the track has)
T118  a bad expectation (``distances`` key, ``usable`` name, ``expect_options``, a ``set``
      step)
T117  a number beyond its limit (``docs/limits.md``): pieces of a kind, presence or Defend
      in one land above :data:`MAX_PER_LAND`, any other number above :data:`MAX_NUMBER`
====  ==========================================================
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from cardsmith.rulesets.spirit_island.engine.setup.aspect import with_aspect
from cardsmith.rulesets.spirit_island.engine.state.board import BoardError, Island
from cardsmith.rulesets.spirit_island.scenarios.model import Scenario
from cardsmith.rulesets.spirit_island.scenarios.notation import LIMIT_CODE, MAX_PIECES
from cardsmith.rulesets.spirit_island.scenarios.steps import StepResolver
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.packs import pack_options
from cardsmith.tools.content.yamlload import PathKey
from cardsmith.tools.scenarios.api import ScenarioContext

#: the most presence, or Defend, in one land (as many as pieces of a kind, see notation)
MAX_PER_LAND = MAX_PIECES
#: the largest number anywhere else in a scenario (pools, energy, elements, counts, choices)
MAX_NUMBER = 999
#: the keys whose mapping holds one count per land
_PER_LAND = ("defend", "presence")


def load(document: Mapping[str, Any], context: ScenarioContext) -> Scenario:
    """The plan of one scenario mapping (the ``scenarios`` hook's ``load``)."""
    return Resolver(context).resolve(dict(document))


@functools.lru_cache(maxsize=64)
def _pack_options(pack_root: Path | None) -> dict[str, Any]:
    """The ``options:`` of the pack at ``pack_root`` and those it inherits from its
    dependencies (:func:`cardsmith.tools.content.packs.pack_options`; none: ``{}``)."""
    return {} if pack_root is None else pack_options(pack_root)


def pack_option(context: ScenarioContext, name: str) -> Any:
    """The pack option ``name`` (``pack.yaml`` ``options:``) of the scenario's pack."""
    return _pack_options(context.pack_root).get(name)


def numbers(data: Any, where: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], int]]:
    """Every integer of a scenario mapping (booleans left out) with its key path."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield from numbers(value, (*where, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from numbers(value, (*where, i))
    elif isinstance(data, int) and not isinstance(data, bool):
        yield where, data


def limit_of(where: tuple[Any, ...]) -> tuple[int, str]:
    """The limit of the number at ``where`` and what it counts."""
    if len(where) >= 2 and where[-2] in _PER_LAND:
        return MAX_PER_LAND, f"{where[-2]} in a land"
    return MAX_NUMBER, "for a number in a scenario"


class Resolver(StepResolver):
    """Turns one scenario mapping (at ``base`` inside the file) into a :class:`Scenario`."""

    def resolve(self, data: dict[str, Any]) -> Scenario:
        sc = Scenario(str(data.get("name", "?")), self.path, self.context.line, data, self.catalog)
        self.sc = sc
        self._limits(data)
        self._island(data)
        if sc.island is None:
            return sc
        self._places(data)
        for land, text in (data.get("pieces") or {}).items():
            if self._land(("pieces", land), land, key=True):
                notation = self._notation(("pieces", land), text)
                if notation is not None:
                    sc.pieces[land] = notation
        for land in data.get("defend") or {}:
            self._land(("defend", land), land, key=True)
        sc.board_tokens = bool(data.get("board_tokens", pack_option(self.context, "board_tokens")))
        self._spirits(data)
        self._invader_cards(data)
        self._blight_cards(data)
        self._event_cards(data)
        self._adversary(data)
        self._steps(data)
        self._expect(data)
        return sc

    def _limits(self, data: dict[str, Any]) -> None:
        """A ``T117`` diagnostic for each number beyond its limit (:func:`limit_of`)."""
        for where, value in numbers(data):
            limit, what = limit_of(where)
            if abs(value) > limit:
                shown = str(value) if len(str(value)) <= 12 else f"{str(value)[:12]}…"
                self.sc.diagnostics.append(self.diag(
                    where, LIMIT_CODE,
                    f"{shown} is above the limit of {limit} {what} (docs/limits.md)"))

    # --- pieces of the setup ------------------------------------------------------------
    def _island(self, data: dict[str, Any]) -> None:
        sc = self.sc
        for i, board_id in enumerate(data.get("boards") or ["a"]):
            record = self.catalog.by_id(str(board_id), "board")
            if record is None:
                known = ", ".join(sorted(str(r.id) for r in self.catalog.of_kind("board")))
                sc.diagnostics.append(
                    self.diag(("boards", i), "T103", f"unknown board {board_id!r} (known: {known})")
                )
            else:
                sc.boards.append(record.data)
        sc.links = [(str(a), str(b)) for a, b in data.get("links") or []]
        if sc.diagnostics:
            return
        try:
            sc.island = Island.from_boards(sc.boards, sc.links)
        except BoardError as exc:
            sc.diagnostics.append(self.diag(("links",), "T113", str(exc)))

    def _places(self, data: dict[str, Any]) -> None:
        """The off-board places of the spirits with a ``spirit:`` record (their ``places:``),
        owned by the scenario's spirit key: pieces may start and be expected there."""
        sc = self.sc
        assert sc.island is not None
        for key, spec in (data.get("spirits") or {}).items():
            record = self.catalog.find(str((spec or {}).get("spirit", "")))
            if record is None or record.kind != "spirit":
                continue
            for place in record.get("places") or []:
                rules = {k: v for k, v in dict(place).items() if k not in ("id", "text")}
                sc.island = sc.island.with_place(str(place["id"]), owner=str(key), **rules)

    def _spirits(self, data: dict[str, Any]) -> None:
        for key, spec in (data.get("spirits") or {}).items():
            spec = spec or {}
            for land in spec.get("presence") or {}:
                self._land(("spirits", key, "presence", land), land, key=True)
            if "spirit" in spec:
                record = self.catalog.find(str(spec["spirit"]))
                if record is None or record.kind != "spirit":
                    self.sc.diagnostics.append(
                        self.diag(
                            ("spirits", key, "spirit"),
                            "T108",
                            f"unknown spirit {spec['spirit']!r}",
                        )
                    )
                else:
                    self.sc.spirit_records[key] = self._with_aspect(key, spec, record)
            elif "aspect" in spec:
                self.sc.diagnostics.append(self.diag(
                    ("spirits", key, "aspect"), "T116",
                    "`aspect:` needs the spirit's `spirit:` record (the aspect changes it)"))
            self._spirit_tracks(key, spec)

    def _with_aspect(self, key: str, spec: dict[str, Any], spirit: Record) -> Record:
        """``aspect: <id>``: the spirit's record played with that aspect (a T108 for an
        unknown aspect or one of another spirit, and the spirit as printed)."""
        if "aspect" not in spec:
            return spirit
        where: PathKey = ("spirits", key, "aspect")
        aspect = self.catalog.find(str(spec["aspect"]))
        if aspect is None or aspect.kind != "aspect":
            known = ", ".join(sorted(str(r.id) for r in self.catalog.of_kind("aspect")))
            self.sc.diagnostics.append(self.diag(
                where, "T108", f"unknown aspect {spec['aspect']!r} (known: {known or 'none'})"))
            return spirit
        if aspect.get("spirit") != spirit.id:
            self.sc.diagnostics.append(self.diag(
                where, "T108", f"{aspect.name} is an aspect of {aspect.get('spirit')!r}, "
                f"not of {spirit.id!r}"))
            return spirit
        data, ops = with_aspect(spirit.data, spirit.ops, {**aspect.data, "id": aspect.id},
                                aspect.ops)
        return replace(spirit, data=data, ops=ops, english={}, ast={}, effect_paths={})

    def _spirit_tracks(self, key: str, spec: dict[str, Any]) -> None:
        record = self.sc.spirit_records.get(key)
        if "spirit" not in spec:
            if "tracks" in spec:
                self.sc.diagnostics.append(
                    self.diag(
                        ("spirits", key, "tracks"),
                        "T116",
                        "`tracks:` needs the spirit's `spirit:` record (the tracks come from it)",
                        key=True,
                    )
                )
            return
        if "off_island" in spec:
            self.sc.diagnostics.append(
                self.diag(
                    ("spirits", key, "off_island"),
                    "T116",
                    "with a `spirit:` record the presence off the island is what its tracks "
                    "cover: give `tracks:` (slots uncovered per track) instead of `off_island`",
                    key=True,
                )
            )
        if record is None:
            return
        slots = record.get("presence_tracks") or {}
        for track, n in (spec.get("tracks") or {}).items():
            size = len(slots.get(track) or [])
            if not 1 <= int(n) <= size:
                self.sc.diagnostics.append(
                    self.diag(
                        ("spirits", key, "tracks", track),
                        "T116",
                        f"{record.name}: the {track} track has {size} slots, "
                        f"{n} cannot be uncovered",
                    )
                )

    def _invader_cards(self, data: dict[str, Any]) -> None:
        for i, card_id in enumerate(data.get("invader_deck") or []):
            card = self._invader(("invader_deck", i), str(card_id))
            if card is not None:
                self.sc.invader_deck.append(card)
        for i, card_id in enumerate(data.get("invader_discard") or []):
            card = self._invader(("invader_discard", i), str(card_id))
            if card is not None:
                self.sc.invader_discard.append(card)
        for slot, ids in (data.get("invader_slots") or {}).items():
            cards = [self._invader(("invader_slots", slot, i), str(c)) for i, c in enumerate(ids)]
            self.sc.invader_slots[slot] = [c for c in cards if c is not None]

    def _blight_cards(self, data: dict[str, Any]) -> None:
        """``blight_card`` (the card holding the pool) and ``blight_deck`` (the cards under it)."""
        wanted: list[tuple[PathKey, Any]] = []
        if "blight_card" in data:
            wanted.append((("blight_card",), data["blight_card"]))
        wanted += [(("blight_deck", i), c) for i, c in enumerate(data.get("blight_deck") or [])]
        for where, name in wanted:
            record = self._record_of(where, name, "blight", "blight card")
            if record is not None:
                self.sc.blight_cards.append(record)
        if self.sc.blight_cards and "blight_card" not in data:
            self.sc.diagnostics.append(
                self.diag(("blight_deck",), "T109", "blight_deck needs a blight_card", key=True)
            )

    def _event_cards(self, data: dict[str, Any]) -> None:
        """``event`` (the top card of the Event deck) and ``event_deck`` (the deck, top first)."""
        wanted: list[tuple[PathKey, Any]] = []
        if "event" in data:
            wanted.append((("event",), data["event"]))
        wanted += [(("event_deck", i), c) for i, c in enumerate(data.get("event_deck") or [])]
        for where, name in wanted:
            record = self._record_of(where, name, "event", "event card")
            if record is not None:
                self.sc.event_cards.append(record)

    def _adversary(self, data: dict[str, Any]) -> None:
        """``adversary``: the scenario is played against it (``adversary_level``: its level)."""
        if "adversary" in data:
            self.sc.adversary = self._record_of(
                ("adversary",), data["adversary"], "adversary", "adversary"
            )

    def _record_of(self, where: PathKey, name: Any, kind: str, noun: str) -> Record | None:
        """The record of ``kind`` named ``name`` (id or name), or a T109 listing the known."""
        record = self.catalog.find(str(name))
        if record is not None and record.kind == kind:
            return record
        known = ", ".join(sorted(str(r.id) for r in self.catalog.of_kind(kind)))
        message = f"unknown {noun} {name!r} (known: {known})"
        self.sc.diagnostics.append(self.diag(where, "T109", message))
        return None

    # --- expectations -------------------------------------------------------------------
    def _expect(self, data: dict[str, Any]) -> None:
        self.sc.final = self._checkpoint(("expect",), data.get("expect") or {})
        self.sc.expect_pieces = self.sc.final.pieces
        for deck, ids in (data.get("power_decks") or {}).items():
            for i, card_id in enumerate(ids or []):
                record = self.catalog.find(str(card_id))
                if record is None or record.kind != "power":
                    self.sc.diagnostics.append(
                        self.diag(("power_decks", deck, i), "T104",
                                  f"unknown power card {card_id!r}")
                    )
            self.sc.power_decks[str(deck)] = [str(c) for c in ids or []]
