"""Risk Deep Space search keys (``cost:gem``, ``timing:battle``, ``t:opponent``, ``verb:steal``,
``copies>=3``) and the card-index entries of action cards.

``timing:battle`` finds the cards that may be played before a battle: those timed ``battle``
and those timed ``any`` (likewise ``timing:turn``). ``o:`` searches the printed text and the
English rendered from the effect; ``verb:`` the compiled operations.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardsmith.rulesets.risk_deep_space.content import ACTION_CARD, EFFECT
from cardsmith.rulesets.risk_deep_space.pages import verbs
from cardsmith.rulesets.risk_deep_space.pages.faces import (
    COSTS,
    cost_text,
    target_text,
    timing_text,
)
from cardsmith.tools.content.catalog import Catalog, Record
from cardsmith.tools.publish.read import as_dict, as_int, scalar_text
from cardsmith.tools.search.api import CORE_FIELDS, FinderText, SearchField, SearchFields

#: the windows a card's ``timing`` may be played in
WINDOWS = {"turn": ["turn"], "battle": ["battle"], "any": ["any", "turn", "battle"]}

FIELDS = (
    *CORE_FIELDS,
    SearchField(key="cost", aliases=("c",), match=(("equals", "cost"),)),
    SearchField(key="timing", aliases=("when",), match=(("member", "windows"),)),
    SearchField(key="target", aliases=("t",), match=(("member", "target"),)),
    SearchField(key="verb", aliases=("v",), match=(("member", "verbs"),)),
    SearchField(key="copies", number="copies", number_only=True),
)

FINDER = FinderText(
    description="Search every Risk Deep Space action card with a Scryfall-style query.",
    intro="Action cards. Cost is `free`, `gem` or `recruit`; timing `turn` or `battle` "
          "(cards timed `any` match both).",
    placeholder="cost:gem timing:battle o:recruits",
    blurb="search the action cards",
    example="cost:gem timing:battle verb:add_recruits",
    link_example="cost:free",
    help=(
        ('`convoy`, `"space dog"`', "name contains the words (also `name:convoy`)"),
        ("`cost:free`, `cost:gem`, `cost:recruit`", "what it costs to play"),
        ("`timing:turn`, `timing:battle`", "when it may be played (`any` matches both)"),
        ("`t:planet`, `t:yours`, `t:opponent`", "its target"),
        ("`o:steal`, `o:\"2 rounds\"`", "printed or rendered text contains the words"),
        ("`verb:steal`, `verb:move_recruits`", "compiled operation used by the effect"),
        ("`copies>=3`", "copies in the deck (`=`, `!=`, `<`, `<=`, `>`, `>=`)"),
        ("`-cost:free`, `a OR b`, `( … )`", "negation, alternatives, grouping"),
    ),
)


def entry(record: Record, catalog: Catalog) -> dict[str, Any] | None:
    """The index data of an action card."""
    if record.kind != ACTION_CARD:
        return None
    data = as_dict(record.data)
    cost = scalar_text(data.get("cost"))
    timing = scalar_text(data.get("timing"))
    target = as_dict(data.get("target"))
    tokens = []
    if scalar_text(target.get("planet")):
        tokens += ["planet", scalar_text(target.get("planet"))]
    if scalar_text(target.get("player")):
        tokens += ["player", scalar_text(target.get("player"))]
    summary = f"{cost_text(data)} · {timing_text(data)}"
    return {
        "cost": cost,
        "timing": timing,
        "windows": WINDOWS.get(timing, [timing]),
        "target": tokens,
        "target_text": target_text(data),
        "verbs": verbs(record.ops.get(EFFECT)),
        "copies": as_int(data.get("copies")),
        "summary": summary,
        "badge": {"text": COSTS.get(cost, ("", cost or "?"))[1], "title": "cost"},
        "meta": " · ".join(x for x in (summary, target_text(data)) if x),
    }


def row(card: dict[str, Any]) -> Sequence[str]:
    """A ``cardsmith search`` table row."""
    return (card["name"], str(card.get("cost") or ""), str(card.get("timing") or ""),
            str(card.get("target_text") or ""), ", ".join(card.get("verbs") or []))


SEARCH = SearchFields(
    fields=FIELDS,
    kinds=(ACTION_CARD,),
    entry=entry,
    columns=("Name", "Cost", "Timing", "Target", "Verbs"),
    row=row,
    finder=FINDER,
)
