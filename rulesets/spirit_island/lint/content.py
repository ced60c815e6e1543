"""Spirit Island's C2xx rules: content that compiles but cannot be right (innate thresholds,
elements a spirit never gains, pack bounds on cost and range, printed text against the effect)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any, ClassVar

from dsl.ir import walk
from rulesets.spirit_island.lint.words import (
    clean_ops,
    op_words_numbers,
    ops_have_verb,
    text_effect_pairs,
    text_numbers,
    text_verbs,
    without_reminders,
)
from rulesets.spirit_island.vocabulary import ELEMENTS
from tools.content.catalog import Catalog, Record
from tools.content.loader import LoadedPack
from tools.diagnostics import Diagnostic, Severity
from tools.lint import Rule

_SPIRIT_HEAD = """
            kind: spirit
            id: example-spirit
            name: Example Spirit
            setup: {text: "1 Presence in land 1.", presence: [{count: 1, land: {number: 1}}]}
            growth: [[{reclaim: all}]]
            presence_tracks:
              energy: [{energy: 1}, {element: fire}]
              card_plays: [{plays: 1}, {element: water}]
            unique_powers: []
            innates:
              - name: Example Innate
                speed: fast
                range: {from: presence, distance: 1}
                target: {land: any}
                levels:"""


def _spirit_doc(summary: str, fail: str, passing: str) -> str:
    fail_part = f"        Fail:\n{_SPIRIT_HEAD}\n{fail}\n"
    pass_part = f"        Pass:\n{_SPIRIT_HEAD}\n{passing}\n"
    return f"{summary}\n\n{fail_part}\n{pass_part}"


def _elements(value: Any) -> dict[str, int]:
    if not isinstance(value, dict):
        return {}
    return {k: v for k, v in value.items() if isinstance(k, str) and type(v) is int}


def _innate_levels(spirit: Record) -> Iterator[tuple[int, list[Any]]]:
    innates = spirit.get("innates")
    for i, innate in enumerate(innates if isinstance(innates, list) else []):
        levels = innate.get("levels") if isinstance(innate, dict) else None
        if isinstance(levels, list):
            yield i, levels


_LEVEL = '                  - {{elements: {{{a}}}, text: "{n} Fear.", effect: fear {n}}}'


def _starts_instead(level: Any) -> bool:
    effect = level.get("effect") if isinstance(level, dict) else None
    first = effect.strip().split(None, 2)[:2] if isinstance(effect, str) else []
    return bool(first) and (first[0] == "instead" or first == ["may", "instead"])


_INSTEAD = (
    '                  - {{elements: {{{a}}}, text: "Instead, {n} Fear.", '
    "effect: instead fear {n}}}"
)


class C201(Rule):
    __doc__ = _spirit_doc(
        "Innate thresholds must increase where a level builds on the one before: a level\n"
        "    written ``instead`` (it replaces the levels before it) needs strictly more elements\n"
        "    in total than the level before it, and is not met whenever that level is (it may\n"
        "    trade one element for another, as Scorch with Waves of Heat does). Other levels\n"
        "    are independent thresholds and may need fewer (Keeper's Spreading Wilds: 2 Sun,\n"
        "    then 1 Plant), but not the same elements as the level just before. A level with\n"
        "    ``or_elements`` or a printed ``condition`` is not compared.",
        fail=_LEVEL.format(a="fire: 2, water: 1", n=1) + "\n" + _INSTEAD.format(a="fire: 2", n=2),
        passing=_LEVEL.format(a="fire: 2, water: 1", n=1)
        + "\n"
        + _INSTEAD.format(a="fire: 4", n=2),
    )
    code = "C201"
    name = "innate-thresholds-not-increasing"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        for spirit in loaded.catalog.spirits:
            for i, levels in _innate_levels(spirit):
                for j in range(1, len(levels)):
                    before, level = levels[j - 1], levels[j]
                    if not isinstance(level, dict) or not isinstance(before, dict):
                        continue
                    if any(k in x for x in (before, level) for k in ("or_elements", "condition")):
                        continue
                    prev, cur = _elements(before.get("elements")), _elements(level.get("elements"))
                    where = ("innates", i, "levels", j, "elements")
                    dominated = all(cur.get(e, 0) <= n for e, n in prev.items()) and set(
                        cur
                    ) <= set(prev)
                    if not _starts_instead(level):
                        if cur == prev:
                            yield self.diag_at(
                                spirit,
                                where,
                                f"innate level {j + 1} needs the same elements as level {j}",
                                hint="say both effects in one level",
                            )
                    elif dominated:
                        yield self.diag_at(
                            spirit,
                            where,
                            f"innate level {j + 1} (instead) is met whenever level {j} is: "
                            f"level {j} would never apply",
                        )
                    elif sum(cur.values()) <= sum(prev.values()):
                        yield self.diag_at(
                            spirit,
                            where,
                            f"innate level {j + 1} (instead) needs no more elements than level "
                            f"{j} ({sum(cur.values())} vs {sum(prev.values())})",
                        )


def _unique_cards(spirit: Record, catalog: Catalog) -> list[Record] | None:
    """The spirit's unique power records, or ``None`` if some listed card is not loaded."""
    listed = spirit.get("unique_powers")
    cards = [
        p for p in catalog.powers if p.get("kind") == "unique" and p.get("spirit") == spirit.id
    ]
    known = {c.name.casefold() for c in cards if c.name} | {c.id for c in cards if c.id}
    for entry in listed if isinstance(listed, list) else []:
        if isinstance(entry, str) and entry.casefold() not in known and entry not in known:
            return None
    return cards


def _slot_elements(value: Any) -> set[str]:
    """Elements named by a slot or growth value: one, ``any`` (all eight), a list, a map."""
    if value == "any":
        return set(ELEMENTS)
    if isinstance(value, str):
        return {value}
    if isinstance(value, list | dict):
        return set().union(*(_slot_elements(v) for v in value)) if value else set()
    return set()


def _slots(spirit: Record) -> Iterator[dict[str, Any]]:
    tracks = spirit.get("presence_tracks")
    for track in tracks.values() if isinstance(tracks, dict) else []:
        for slot in track if isinstance(track, list) else []:
            if isinstance(slot, dict):
                yield slot


def _growth_actions(spirit: Record) -> Iterator[dict[str, Any]]:
    """Every growth action of the spirit (options, ``growth_always``, inside ``one_of`` and
    ``may_pay``, the track slots' ``actions``)."""
    stack: list[Any] = [spirit.get("growth"), spirit.get("growth_always")]
    stack += [slot.get("actions") for slot in _slots(spirit)]
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            stack.extend(node)
        elif isinstance(node, dict):
            yield node
            stack.append(node.get("one_of"))
            pay = node.get("may_pay")
            if isinstance(pay, dict):
                stack.append(pay.get("then"))


def gainable_elements(spirit: Record, cards: Iterable[Record]) -> set[str]:
    """Elements from presence tracks, growth and the spirit's unique cards."""
    found: set[str] = set()
    for slot in _slots(spirit):
        for key in ("element", "elements", "element_of"):
            found |= _slot_elements(slot.get(key))
        if slot.get("choose_element"):
            found |= set(ELEMENTS)
    for action in _growth_actions(spirit):
        found |= _slot_elements(action.get("gain_element"))
        found |= _slot_elements(action.get("gain_elements"))
        if "prepare_element" in action:
            found |= set(ELEMENTS)
    for card in cards:
        elements = card.get("elements")
        if isinstance(elements, list):
            found.update(e for e in elements if isinstance(e, str))
    return found


def card_plays_at_most(spirit: Record) -> int | None:
    """The most power cards the spirit can play a turn (its highest card-play number plus the
    slots' and growth's extra plays), or ``None`` when it never gains a Minor or Major."""
    if not any("gain_card" in a for a in _growth_actions(spirit)):
        return None
    tracks = spirit.get("presence_tracks")
    plays = tracks.get("card_plays") if isinstance(tracks, dict) else None
    numbers = (
        [s.get("plays") for s in plays if isinstance(s, dict)] if isinstance(plays, list) else []
    )
    highest = max((n for n in numbers if type(n) is int), default=1)
    extra = sum(int(s["extra_plays"]) for s in _slots(spirit) if type(s.get("extra_plays")) is int)
    extra += max(
        (a["card_plays"] for a in _growth_actions(spirit) if type(a.get("card_plays")) is int),
        default=0,
    )
    return highest + extra


class C202(Rule):
    __doc__ = _spirit_doc(
        "A threshold (innate level, or a unique power's threshold) needs an element the spirit\n"
        "    can never gain: its presence tracks, growth and unique power cards do not show it,\n"
        "    and either it gains no Minor or Major Power Cards, or the threshold needs more of\n"
        "    it than the cards it can play a turn (a power card shows an element once).",
        fail="""                  - {elements: {moon: 1}, text: "1 Fear.", effect: fear 1}""",
        passing="""                  - {elements: {fire: 1}, text: "1 Fear.", effect: fear 1}""",
    )
    code = "C202"
    name = "threshold-element-unreachable"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        catalog = loaded.catalog
        for spirit in catalog.spirits:
            cards = _unique_cards(spirit, catalog)
            if cards is None:
                continue
            have = gainable_elements(spirit, cards)
            plays = card_plays_at_most(spirit)
            wanted: list[tuple[Record, tuple[Any, ...], str, int]] = []
            for i, levels in _innate_levels(spirit):
                for j, level in enumerate(levels):
                    for key in ("elements", "or_elements"):
                        base = ("innates", i, "levels", j, key)
                        el = _elements(level.get(key) if isinstance(level, dict) else None)
                        wanted += [(spirit, (*base, e), e, n) for e, n in el.items()]
            for card in cards:
                threshold = card.get("threshold")
                el = _elements(threshold.get("elements") if isinstance(threshold, dict) else None)
                wanted += [(card, ("threshold", "elements", e), e, n) for e, n in el.items()]
            name = spirit.name or spirit.id
            for record, where, element, n in wanted:
                if element in have or (plays is not None and n <= plays):
                    continue
                why = (
                    "can never gain"
                    if plays is None
                    else f"gains only from power cards, at most {plays} a turn"
                )
                yield self.diag_at(
                    record,
                    where,
                    f"threshold needs {n} {element!r}, which {name} {why}",
                    hint="gainable: " + (", ".join(sorted(have)) or "none"),
                    key=True,
                )


class C203(Rule):
    """A power's cost or range is outside the pack's ``bounds`` (in ``pack.yaml``).

    Fail:

        # file: pack.yaml
        id: example
        name: Example
        version: 1.0.0
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
                for i, _ in _innate_levels(record):
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
        for record in loaded.catalog.powers:
            threshold = record.get("threshold")
            if not isinstance(threshold, dict) or "effect" in threshold:
                continue
            if "text" not in threshold or "effect" not in record.ops:
                continue  # no printed text, or the effect does not compile (reported already)
            wanted = _elements(threshold.get("elements"))
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
