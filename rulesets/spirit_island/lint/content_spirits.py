"""Spirit Island's C2xx rules on spirits: innate thresholds that do not build up (C201) and
thresholds needing an element the spirit can never gain (C202)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from cardsmith.rulesets.spirit_island.lint.spirit_facts import (
    card_plays_at_most,
    element_counts,
    gainable_elements,
    innate_levels,
    unique_cards,
)
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.loader import LoadedPack
from cardsmith.tools.diagnostics import Diagnostic
from cardsmith.tools.lint import Rule

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
        for spirit in loaded.catalog.of_kind("spirit"):
            for i, levels in innate_levels(spirit):
                for j in range(1, len(levels)):
                    before, level = levels[j - 1], levels[j]
                    if not isinstance(level, dict) or not isinstance(before, dict):
                        continue
                    if any(k in x for x in (before, level) for k in ("or_elements", "condition")):
                        continue
                    prev, cur = (
                        element_counts(before.get("elements")),
                        element_counts(level.get("elements")),
                    )
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
        for spirit in catalog.of_kind("spirit"):
            cards = unique_cards(spirit, catalog)
            if cards is None:
                continue
            have = gainable_elements(spirit, cards)
            plays = card_plays_at_most(spirit)
            wanted: list[tuple[Record, tuple[Any, ...], str, int]] = []
            for i, levels in innate_levels(spirit):
                for j, level in enumerate(levels):
                    for key in ("elements", "or_elements"):
                        base = ("innates", i, "levels", j, key)
                        el = element_counts(level.get(key) if isinstance(level, dict) else None)
                        wanted += [(spirit, (*base, e), e, n) for e, n in el.items()]
            for card in cards:
                threshold = card.get("threshold")
                el = element_counts(
                    threshold.get("elements") if isinstance(threshold, dict) else None
                )
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
