"""Read scenario files into :class:`Scenario` plans, reporting every problem as a diagnostic.

Schema problems keep their ``S1xx`` codes; problems with what a scenario refers to are ``T1xx``:

====  ==========================================================
T101  bad piece notation                T102  unknown land
T103  unknown board                     T104  unknown power card
T105  unknown innate power              T106  unknown fear card
T107  unknown spirit key (by/target)    T108  unknown spirit record
T109  unknown invader card              T110  error in an inline DSL effect
T111  bad scripted choice               T112  bad action (none, several, options)
T113  bad cross-board link              T114  no spirit to act / to target
T115  a card without compiled effect (see ``cardsmith lint``)
T116  bad spirit setup (``tracks:`` without a ``spirit:`` record, ``off_island`` with one,
      more slots than the track has)
====  ==========================================================
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from dsl.compiler import compile_text
from dsl.ir import Ops
from rulesets.spirit_island.engine.board import BoardError, Island
from rulesets.spirit_island.engine.state import InvaderCard
from tools.content.catalog import Catalog, Record
from tools.content.yamlload import PathKey, PositionMap
from tools.diagnostics import Diagnostic
from tools.scenarios.model import Scenario, Step, choice_value
from tools.scenarios.notation import LandPieces, NotationError, parse_land

ACTIONS = ("play", "innate", "fear", "invader", "effect", "growth", "time_passes")
_LAND = re.compile(r"^[A-Z]+[0-9]+$")


class Resolver:
    """Turns one scenario mapping (at ``base`` inside the file) into a :class:`Scenario`."""

    def __init__(
        self, path: Path, positions: PositionMap, text: str, catalog: Catalog, base: PathKey
    ) -> None:
        self.path = path
        self.positions = positions
        self.text = text
        self.catalog = catalog
        self.base = tuple(base)

    def diag(
        self, where: PathKey, code: str, message: str, *, key: bool = False, offset: int = 0
    ) -> Diagnostic:
        line, col = self.positions.locate((*self.base, *where), prefer_key=key)
        return Diagnostic(str(self.path), line, col + offset, code, message).with_source(self.text)

    def resolve(self, data: dict[str, Any]) -> Scenario:
        line, _ = self.positions.locate(self.base)
        sc = Scenario(str(data.get("name", "?")), self.path, line, data, self.catalog)
        self.sc = sc
        self._island(data)
        if sc.island is None:
            return sc
        for land, text in (data.get("pieces") or {}).items():
            if self._land(("pieces", land), land, key=True):
                notation = self._notation(("pieces", land), str(text or ""))
                if notation is not None:
                    sc.pieces[land] = notation
        for land in data.get("defend") or {}:
            self._land(("defend", land), land, key=True)
        self._spirits(data)
        self._invader_cards(data)
        self._steps(data)
        self._expect(data)
        return sc

    # --- pieces of the setup ------------------------------------------------------------
    def _island(self, data: dict[str, Any]) -> None:
        sc = self.sc
        for i, board_id in enumerate(data.get("boards") or ["a"]):
            record = self.catalog.by_id(str(board_id), "board")
            if record is None:
                known = ", ".join(sorted(str(r.id) for r in self.catalog.boards))
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

    def _land(self, where: PathKey, land: Any, *, key: bool = False) -> bool:
        assert self.sc.island is not None
        if isinstance(land, str) and land in self.sc.island:
            return True
        ids = self.sc.island.land_ids()
        self.sc.diagnostics.append(
            self.diag(where, "T102", f"unknown land {land!r} (lands: {ids[0]}..{ids[-1]})", key=key)
        )
        return False

    def _notation(self, where: PathKey, text: str) -> LandPieces | None:
        try:
            return parse_land(text, raised_health=where[:1] == ("expect",))
        except NotationError as exc:
            pos = self.positions.get((*self.base, *where))
            quote = 1 if pos is not None and pos.style in ('"', "'") else 0
            self.sc.diagnostics.append(
                self.diag(where, "T101", str(exc), offset=exc.col - 1 + quote)
            )
            return None

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
                    self.sc.spirit_records[key] = record
            self._spirit_tracks(key, spec)

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

    def _invader(self, where: PathKey, card_id: str) -> InvaderCard | None:
        record = self.catalog.by_id(card_id, "invader")
        if record is None:
            known = ", ".join(sorted(str(r.id) for r in self.catalog.invaders))
            self.sc.diagnostics.append(
                self.diag(where, "T109", f"unknown invader card {card_id!r} (known: {known})")
            )
            return None
        return InvaderCard.from_record(record.data)

    def _invader_cards(self, data: dict[str, Any]) -> None:
        for i, card_id in enumerate(data.get("invader_deck") or []):
            card = self._invader(("invader_deck", i), str(card_id))
            if card is not None:
                self.sc.invader_deck.append(card)
        for slot, ids in (data.get("invader_slots") or {}).items():
            cards = [self._invader(("invader_slots", slot, i), str(c)) for i, c in enumerate(ids)]
            self.sc.invader_slots[slot] = [c for c in cards if c is not None]

    # --- actions ------------------------------------------------------------------------
    def _steps(self, data: dict[str, Any]) -> None:
        if "steps" in data:
            present = [k for k in (*ACTIONS, "choices") if k in data]
            if present:
                self.sc.diagnostics.append(
                    self.diag(
                        (present[0],),
                        "T112",
                        f"`{present[0]}` must go inside a step when `steps:` is used",
                        key=True,
                    )
                )
            for i, raw in enumerate(data["steps"]):
                self._step(("steps", i), raw)
        else:
            self._step((), data)

    def _step(self, where: PathKey, raw: dict[str, Any]) -> None:
        found = [k for k in ACTIONS if k in raw]
        if len(found) != 1:
            what = "no action" if not found else f"several actions ({', '.join(found)})"
            self.sc.diagnostics.append(
                self.diag(
                    where,
                    "T112",
                    f"{what}: give exactly one of play, innate, fear, invader, effect, growth, "
                    "time_passes",
                )
            )
            return
        kind = found[0]
        step = Step(kind=kind, label=f"{kind}: {raw[kind]}")
        step.pay = bool(raw.get("pay", False))
        step.ignore_range = bool(raw.get("ignore_range", False))
        step.level = raw.get("level")
        for name in ("target", "from"):
            if name in raw and self._land((*where, name), raw[name]):
                setattr(step, "source" if name == "from" else "target", raw[name])
        spirits = self.sc.data.get("spirits") or {}
        for name in ("by", "target_spirit"):
            if name in raw and raw[name] not in spirits:
                self.sc.diagnostics.append(
                    self.diag(
                        (*where, name),
                        "T107",
                        f"{name}: {raw[name]!r} is not a key of `spirits:` "
                        f"({', '.join(spirits) or 'none'})",
                    )
                )
        step.by = raw.get("by")
        if step.by is None and kind in ("play", "innate", "growth") and len(spirits) == 1:
            step.by = next(iter(spirits))
        step.target_spirit = raw.get("target_spirit")
        step.choices = self._choices((*where, "choices"), raw.get("choices") or [])
        getattr(self, f"_action_{kind}")(where, raw, step)
        self.sc.steps.append(step)

    def _need_spirit(self, where: PathKey, step: Step) -> None:
        if step.by is None:
            self.sc.diagnostics.append(
                self.diag(where, "T114", f"{step.label}: say which spirit acts with `by:`")
            )

    def _compiled(self, where: PathKey, record: Record, unit: str) -> Ops:
        if unit not in record.ops:
            self.sc.diagnostics.append(
                self.diag(where, "T115", f"{record.name}: {unit} did not compile (cardsmith lint)")
            )
        return list(record.ops.get(unit, []))

    def _action_play(self, where: PathKey, raw: dict[str, Any], step: Step) -> None:
        record = self.catalog.find(str(raw["play"]))
        if record is None or record.kind != "power":
            self.sc.diagnostics.append(
                self.diag((*where, "play"), "T104", f"unknown power card {raw['play']!r}")
            )
            return
        step.record, step.label = record, f"play {record.name}"
        step.ops = self._compiled(where, record, "effect")
        step.rules = {k: record.get(k) for k in ("range", "target", "cost", "elements")}
        self._need_spirit(where, step)
        target = record.get("target") or {}
        if "spirit" in target and step.target_spirit is None:
            if target["spirit"] == "another":
                self.sc.diagnostics.append(
                    self.diag(
                        where, "T114", f"{record.name} targets another spirit: add target_spirit"
                    )
                )
            step.target_spirit = step.by

    def _action_innate(self, where: PathKey, raw: dict[str, Any], step: Step) -> None:
        wanted = str(raw["innate"]).casefold()
        preferred = self.sc.spirit_records.get(step.by or "")
        records = [preferred] if preferred is not None else self.catalog.spirits
        for record in records:
            for i, innate in enumerate(record.get("innates") or []):
                if str(innate.get("name", "")).casefold() == wanted:
                    step.record, step.label = record, f"innate {innate.get('name')}"
                    step.ops = self._compiled(where, record, f"innates[{i}]")
                    step.rules = {k: innate.get(k) for k in ("range", "target")}
                    self._need_spirit(where, step)
                    return
        self.sc.diagnostics.append(
            self.diag((*where, "innate"), "T105", f"unknown innate power {raw['innate']!r}")
        )

    def _action_fear(self, where: PathKey, raw: dict[str, Any], step: Step) -> None:
        record = self.catalog.find(str(raw["fear"]))
        if record is None or record.kind != "fear":
            self.sc.diagnostics.append(
                self.diag((*where, "fear"), "T106", f"unknown fear card {raw['fear']!r}")
            )
            return
        step.record, step.label = record, f"fear card {record.name}"

    def _action_invader(self, where: PathKey, raw: dict[str, Any], step: Step) -> None:
        step.invader = str(raw["invader"])
        if "card" in raw:
            step.card = self._invader((*where, "card"), str(raw["card"]))
        elif "terrain" in raw:
            step.card = InvaderCard(1, (str(raw["terrain"]),))
        elif step.invader in ("ravage", "build") and step.target is None:
            self.sc.diagnostics.append(
                self.diag(
                    where, "T112", f"invader {step.invader}: give `terrain:`, `card:` or `target:`"
                )
            )
        if step.invader in ("explore", "phase") and step.target is not None:
            self.sc.diagnostics.append(
                self.diag(
                    (*where, "target"),
                    "T112",
                    f"invader {step.invader} acts on cards, not one land",
                )
            )
        step.label = (
            f"{step.invader}"
            + (f" {step.card}" if step.card else "")
            + (f" in {step.target}" if step.target else "")
        )

    def _action_effect(self, where: PathKey, raw: dict[str, Any], step: Step) -> None:
        step.label = f"effect {raw['effect']!r}".replace("\\n", "; ")
        try:
            ops, errors = compile_text(str(raw["effect"]))
        except Exception as exc:
            self.sc.diagnostics.append(
                self.diag((*where, "effect"), "T110", f"internal DSL error: {exc!r}")
            )
            return
        for e in errors:
            line, col = self.positions.map_scalar_offset(
                (*self.base, *where, "effect"), e.span.line, e.span.col
            )
            self.sc.diagnostics.append(
                Diagnostic(
                    str(self.path), line, col, "T110", f"{e.code} {e.message}", hint=e.hint
                ).with_source(self.text)
            )
        step.ops = ops or []

    def _action_growth(self, where: PathKey, raw: dict[str, Any], step: Step) -> None:
        self._need_spirit(where, step)
        if step.by is None:
            return
        record = self.sc.spirit_records.get(step.by)
        if record is None:
            self.sc.diagnostics.append(
                self.diag(
                    where,
                    "T114",
                    f"growth: spirit {step.by!r} needs its `spirit:` record (growth options and "
                    "presence tracks come from it)",
                )
            )
            return
        options = record.get("growth") or []
        number = raw["growth"]
        if not isinstance(number, int) or not 1 <= number <= len(options):
            self.sc.diagnostics.append(
                self.diag(
                    (*where, "growth"),
                    "T112",
                    f"{record.name} has growth options 1..{len(options)}, not {number!r}",
                )
            )
            return
        option = options[number - 1]
        step.rules = {"growth": option}
        step.label = (
            f"growth {number} of {record.name} ("
            + ", ".join(f"{k} {v}" for action in option for k, v in action.items())
            + ")"
        )

    def _action_time_passes(self, where: PathKey, raw: dict[str, Any], step: Step) -> None:
        step.label = "time passes"

    def _choices(self, where: PathKey, raw: list[Any]) -> list[tuple[str, Any]]:
        out: list[tuple[str, Any]] = []
        for i, entry in enumerate(raw):
            if isinstance(entry, dict) and "decision" in entry:
                if set(entry) != {"decision", "choose"}:
                    self.sc.diagnostics.append(
                        self.diag((*where, i), "T111", "write {decision: NAME, choose: VALUE}")
                    )
                    continue
                out.append((str(entry["decision"]), choice_value(entry["choose"])))
            elif isinstance(entry, dict) and len(entry) == 1:
                name, value = next(iter(entry.items()))
                out.append((str(name), choice_value(value)))
            else:
                self.sc.diagnostics.append(
                    self.diag(
                        (*where, i),
                        "T111",
                        "a choice is {decision: NAME, choose: VALUE} or {NAME: VALUE}",
                    )
                )
        return out

    # --- expectations -------------------------------------------------------------------
    def _expect(self, data: dict[str, Any]) -> None:
        expect = data.get("expect") or {}
        for land, text in (expect.get("pieces") or {}).items():
            if self._land(("expect", "pieces", land), land, key=True):
                notation = self._notation(("expect", "pieces", land), str(text or ""))
                if notation is not None:
                    self.sc.expect_pieces[land] = notation
        for land in expect.get("defend") or {}:
            self._land(("expect", "defend", land), land, key=True)
        spirits = data.get("spirits") or {}
        for key, spec in (expect.get("spirits") or {}).items():
            if key not in spirits:
                self.sc.diagnostics.append(
                    self.diag(("expect", "spirits", key), "T107", f"no spirit {key!r}", key=True)
                )
            for land in (spec or {}).get("presence") or {}:
                self._land(("expect", "spirits", key, "presence", land), land, key=True)
