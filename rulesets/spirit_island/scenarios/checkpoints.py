"""Expectations resolved into :class:`Checkpoint` plans: the final ``expect:``, a step's own
``expect:`` (a checkpoint after it), ``expect_options:`` and a ``set:`` step's position.

The references are checked here (``T102`` lands, ``T107`` spirit keys, ``T118`` a bad
expectation: a ``distances`` key, a ``usable`` name, an ``expect_options`` value).
"""

from __future__ import annotations

from typing import Any

from cardsmith.rulesets.spirit_island.scenarios.base import Base
from cardsmith.rulesets.spirit_island.scenarios.model import Checkpoint, Step
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.yamlload import PathKey

#: the keys of a checkpoint inside a step (the final ``expect`` may also hold ``error``)
STEP_EXPECT_KEYS = ("error",)


class CheckpointResolver(Base):
    """Resolves expectations and ``set`` positions."""

    def _checkpoint(self, where: PathKey, expect: dict[str, Any]) -> Checkpoint:
        cp = Checkpoint(expect=dict(expect))
        for land, text in (expect.get("pieces") or {}).items():
            if self._land((*where, "pieces", land), land, key=True):
                notation = self._notation((*where, "pieces", land), text)
                if notation is not None:
                    cp.pieces[land] = notation
        for land in expect.get("defend") or {}:
            self._land((*where, "defend", land), land, key=True)
        for pair in expect.get("distances") or {}:
            self._distance_key((*where, "distances", pair), str(pair))
        spirits = self.sc.data.get("spirits") or {}
        for key, spec in (expect.get("spirits") or {}).items():
            if key not in spirits:
                self.sc.diagnostics.append(
                    self.diag((*where, "spirits", key), "T107", f"no spirit {key!r}", key=True)
                )
                continue
            for land in (spec or {}).get("presence") or {}:
                self._land((*where, "spirits", key, "presence", land), land, key=True)
            for usable in (True, False):
                word = "usable" if usable else "unusable"
                for i, name in enumerate((spec or {}).get(word) or []):
                    found = self._power(str(key), str(name))
                    if found is None:
                        self.sc.diagnostics.append(
                            self.diag(
                                (*where, "spirits", key, word, i),
                                "T118",
                                f"{word}: no innate power or power card {name!r}",
                            )
                        )
                        continue
                    record, unit = found
                    cp.usable.setdefault(str(key), []).append((str(name), record, unit, usable))
        return cp

    def _distance_key(self, where: PathKey, pair: str) -> None:
        parts = [p for p in pair.replace(" ", "-").split("-") if p]
        if len(parts) != 2:
            self.sc.diagnostics.append(
                self.diag(
                    where,
                    "T118",
                    f"a distance is between two lands: `A1-A8`, not {pair!r}",
                    key=True,
                )
            )
            return
        for land in parts:
            self._land(where, land, key=True)

    def _power(self, key: str, name: str) -> tuple[Record, str] | None:
        """An innate power of the spirit (its record first) or a power card, by name or id."""
        wanted = name.casefold()
        preferred = self.sc.spirit_records.get(key)
        for record in [preferred] if preferred is not None else self.catalog.of_kind("spirit"):
            for i, innate in enumerate(record.get("innates") or []):
                if str(innate.get("name", "")).casefold() == wanted:
                    return record, f"innates[{i}]"
        card = self.catalog.find(name)
        if card is not None and card.kind == "power":
            return card, "effect"
        return None

    def _options(self, where: PathKey, raw: Any, step: Step) -> None:
        """``expect_options: {decision: [options]}`` (or a list of lists: each time asked)."""
        if not isinstance(raw, dict):
            self.sc.diagnostics.append(
                self.diag(where, "T118", "expect_options is {decision: [option, …]}")
            )
            return
        for decision, options in raw.items():
            lists = options if options and all(isinstance(o, list) for o in options) else [options]
            if not all(isinstance(o, list) for o in lists):
                self.sc.diagnostics.append(
                    self.diag(
                        (*where, decision),
                        "T118",
                        f"{decision}: the options are a list, e.g. [A2, A4]",
                    )
                )
                continue
            step.expect_options[str(decision)] = [[str(o) for o in one] for one in lists]

    def _set(self, where: PathKey, raw: Any, step: Step) -> None:
        """A ``set:`` step: pieces (each land replaced), defend, pools, spirits."""
        if not isinstance(raw, dict):
            self.sc.diagnostics.append(self.diag(where, "T118", "set is a mapping (pieces, …)"))
            return
        step.set_data = dict(raw)
        for land, text in (raw.get("pieces") or {}).items():
            if self._land((*where, "pieces", land), land, key=True):
                notation = self._notation((*where, "pieces", land), text)
                if notation is not None:
                    step.set_pieces[land] = notation
        for land in raw.get("defend") or {}:
            self._land((*where, "defend", land), land, key=True)
        spirits = self.sc.data.get("spirits") or {}
        for key in raw.get("spirits") or {}:
            if key not in spirits:
                self.sc.diagnostics.append(
                    self.diag((*where, "spirits", key), "T107", f"no spirit {key!r}", key=True)
                )
