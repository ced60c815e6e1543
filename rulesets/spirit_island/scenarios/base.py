"""What every part of a scenario's resolution shares: the context, diagnostics, lands, the
piece notation (a string, or a mapping in the summary form), invader cards."""

from __future__ import annotations

from typing import Any

from cardsmith.rulesets.spirit_island.engine.state.model import InvaderCard
from cardsmith.rulesets.spirit_island.scenarios.model import Scenario
from cardsmith.rulesets.spirit_island.scenarios.notation import (
    LandPieces,
    NotationError,
    parse_land,
    parse_mapping,
)
from cardsmith.tools.content.yamlload import PathKey
from cardsmith.tools.diagnostics import Diagnostic
from cardsmith.tools.scenarios.api import ScenarioContext


class Base:
    """The scenario being resolved and the references every part checks (lands, cards)."""

    sc: Scenario

    def __init__(self, context: ScenarioContext) -> None:
        self.context = context
        self.path = context.path
        self.positions = context.positions
        self.text = context.text
        self.catalog = context.catalog
        self.base = tuple(context.base)

    def diag(
        self, where: PathKey, code: str, message: str, *, key: bool = False, offset: int = 0
    ) -> Diagnostic:
        return self.context.diag(where, code, message, key=key, offset=offset)

    def _land(self, where: PathKey, land: Any, *, key: bool = False) -> bool:
        assert self.sc.island is not None
        if isinstance(land, str) and land in self.sc.island:
            return True
        ids = self.sc.island.land_ids()
        self.sc.diagnostics.append(
            self.diag(where, "T102", f"unknown land {land!r} (lands: {ids[0]}..{ids[-1]})", key=key)
        )
        return False

    def _notation(self, where: PathKey, text: Any) -> LandPieces | None:
        """A land's pieces: the notation, or a mapping (:func:`parse_mapping`)."""
        try:
            if isinstance(text, dict):
                return parse_mapping(text)
            return parse_land(str(text or ""), raised_health="expect" in where)
        except NotationError as exc:
            pos = self.positions.get((*self.base, *where))
            quote = 1 if pos is not None and pos.style in ('"', "'") else 0
            self.sc.diagnostics.append(
                self.diag(where, exc.code, str(exc), offset=exc.col - 1 + quote)
            )
            return None

    def _invader(self, where: PathKey, card_id: str) -> InvaderCard | None:
        record = self.catalog.by_id(card_id, "invader")
        if record is None:
            known = ", ".join(sorted(str(r.id) for r in self.catalog.of_kind("invader")))
            self.sc.diagnostics.append(
                self.diag(where, "T109", f"unknown invader card {card_id!r} (known: {known})")
            )
            return None
        return InvaderCard.from_record(record.data)
