"""Spirit Island's C2xx rules on powers: cost and range against the pack's bounds (C203),
printed text against the effect (C204), a threshold's text with no effect (C206)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any, ClassVar

from cardsmith.dsl.ir import walk
from cardsmith.rulesets.spirit_island.lint.spirit_facts import element_counts, innate_levels
from cardsmith.rulesets.spirit_island.lint.words import (
    clean_ops,
    op_words_numbers,
    ops_have_verb,
    text_verbs,
    without_reminders,
)
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.loader import LoadedPack
from cardsmith.tools.content.printed_text import text_effect_pairs, text_numbers
from cardsmith.tools.diagnostics import Diagnostic, Severity
from cardsmith.tools.lint import Rule


class C203(Rule):
    """A power's cost or range is outside the pack's ``bounds`` (in ``pack.yaml``).

    Fail:

        # file: pack.yaml
        id: example
        name: Example
        version: 1.0.0
        ruleset: spirit-island
        bounds: {cost: {min: 0, max: 6}, range: {max: 3}}
        # file: powers/minor/example-card.yaml
        id: example-card
        name: Example Card
        kind: minor
        cost: 9
        speed: fast
        elements: [fire]
        range: {from: presence, distance: 1}
        target: {land: any}
        text: "1 Fear."
        effect: fear 1

    Pass:

        # file: pack.yaml
        id: example
        name: Example
        version: 1.0.0
        ruleset: spirit-island
        bounds: {cost: {min: 0, max: 6}, range: {max: 3}}
        # file: powers/minor/example-card.yaml
        id: example-card
        name: Example Card
        kind: minor
        cost: 1
        speed: fast
        elements: [fire]
        range: {from: presence, distance: 1}
        target: {land: any}
        text: "1 Fear."
        effect: fear 1
    """

    code = "C203"
    name = "out-of-pack-bounds"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        bounds = loaded.catalog.bounds()
        cost: dict[str, Any] = bounds.get("cost") or {}
        rng: dict[str, Any] = bounds.get("range") or {}
        cost = cost if isinstance(cost, dict) else {}
        rng = rng if isinstance(rng, dict) else {}
        for record in loaded.catalog:
            if record.context_only:
                continue
            if record.kind == "power":
                value = record.get("cost")
                if type(value) is int:
                    lo, hi = cost.get("min"), cost.get("max")
                    if (type(lo) is int and value < lo) or (type(hi) is int and value > hi):
                        yield self.diag_at(
                            record,
                            ("cost",),
                            f"cost {value} is outside the pack bounds ({lo}..{hi})",
                        )
                yield from self._range(record, ("range",), rng.get("max"))
            elif record.kind == "spirit":
                for i, _ in innate_levels(record):
                    yield from self._range(record, ("innates", i, "range"), rng.get("max"))

    def _range(self, record: Record, where: tuple[Any, ...], most: Any) -> Iterator[Diagnostic]:
        node = record.at(where)
        distance = node.get("distance") if isinstance(node, dict) else None
        if type(distance) is int and type(most) is int and distance > most:
            yield self.diag_at(
                record,
                (*where, "distance"),
                f"range {distance} is over the pack's maximum of {most}",
            )


class C204(Rule):
    """The printed ``text`` mentions a game verb or a number that the compiled effect lacks.

    Verbs checked: push, gather, destroy, damage, defend, fear, remove, add, downgrade, replace,
    move, skip, repeat. Reminders in parentheses are ignored, and so is "at least 1". A warning:
    printed text sometimes says things the effect encodes differently; suppress it on the line
    with ``# cardsmith: disable=C204``.

    Fail:

        kind: minor
        id: example-card
        name: Example Card
        cost: 1
        speed: fast
        elements: [fire]
        range: {from: presence, distance: 1}
        target: {land: any}
        text: "2 Fear. Push 1 Explorer."
        effect: fear 2

    Pass:

        kind: minor
        id: example-card
        name: Example Card
        cost: 1
        speed: fast
        elements: [fire]
        range: {from: presence, distance: 1}
        target: {land: any}
        text: "2 Fear. Push 1 Explorer."
        effect: |
          fear 2
          push 1 explorer
    """

    code = "C204"
    name = "text-effect-mismatch"
    severity: ClassVar[Severity] = "warning"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        for record in loaded.catalog:
            for text_path, text, key in text_effect_pairs(record):
                found = record.memo.get(("C204", key))
                if found is None:  # memoised on the record, so the record cache keeps it
                    found = record.memo[("C204", key)] = self._mismatch(record, key, text)
                verbs, missing = found
                parts = []
                if verbs:
                    parts.append("verb " + ", ".join(repr(v) for v in verbs))
                if missing:
                    parts.append("number " + ", ".join(str(n) for n in missing))
                if parts:
                    yield self.diag_at(
                        record,
                        text_path,
                        f"printed text mentions {' and '.join(parts)} not in `{key}`",
                    )

    @staticmethod
    def _mismatch(record: Record, key: str, text: str) -> tuple[list[str], list[int]]:
        """(verbs, numbers) of the printed text that the field's own ops lack."""
        text = without_reminders(text)
        printed_verbs, printed_numbers = text_verbs(text), text_numbers(text)
        if not printed_verbs and not printed_numbers:
            return [], []  # nothing printed to look for in the ops
        ops = clean_ops(record, key)
        if ops is None:
            return [], []
        words, numbers = op_words_numbers(ops)
        verbs = sorted(v for v in printed_verbs if not ops_have_verb(v, words))
        missing = sorted(n for n in printed_numbers if n not in numbers)
        return verbs, missing


class C206(Rule):
    """A power's threshold has printed ``text`` but no ``effect``, and the card's effect holds no
    inline ``threshold`` block with the same elements: the threshold would do nothing.

    Fail:

        kind: minor
        id: example-card
        name: Example Card
        cost: 1
        speed: fast
        elements: [fire]
        range: {from: presence, distance: 1}
        target: {land: any}
        text: "1 Fear."
        effect: fear 1
        threshold: {elements: {fire: 2}, text: "1 Damage."}

    Pass:

        kind: minor
        id: example-card
        name: Example Card
        cost: 1
        speed: fast
        elements: [fire]
        range: {from: presence, distance: 1}
        target: {land: any}
        text: "1 Fear."
        effect: fear 1
        threshold: {elements: {fire: 2}, text: "1 Damage.", effect: 1 damage}
    """

    code = "C206"
    name = "threshold-without-effect"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        for record in loaded.catalog.of_kind("power"):
            threshold = record.get("threshold")
            if not isinstance(threshold, dict) or "effect" in threshold:
                continue
            if "text" not in threshold or "effect" not in record.ops:
                continue  # no printed text, or the effect does not compile (reported already)
            wanted = element_counts(threshold.get("elements"))
            inline = [
                op
                for op in walk(record.ops["effect"])
                if op.get("op") == "threshold" and op.get("elements") == wanted
            ]
            if not inline:
                yield self.diag_at(
                    record,
                    ("threshold",),
                    "the threshold's printed text has no effect: it would do nothing",
                    hint="add `threshold.effect`, or write the threshold inline in `effect` "
                    f"(`threshold {' '.join(f'{n} {e}' for e, n in wanted.items())}: …`)",
                )
