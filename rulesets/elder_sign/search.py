"""Elder Sign search keys (``kind:adventure``, ``trophies>=2``, ``ordered:yes``,
``verb:draw_monster``, ``power:ward``, ``rarity:unique``, ``task:lore``) and the index entries of
its cards. ``o:`` searches the English rendered from the effects."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardsmith.dsl.ir import op_names
from cardsmith.rulesets.elder_sign.content import KINDS, MONSTER
from cardsmith.rulesets.elder_sign.pages.faces import face_lines, subtitle
from cardsmith.tools.content.catalog import Catalog, Record
from cardsmith.tools.publish.read import as_dict, as_int, as_list, scalar_text
from cardsmith.tools.search.api import CORE_FIELDS, FinderText, SearchField, SearchFields

STRUCTURAL = frozenset({"if", "optional", "choice", "for_each"})

FIELDS = (
    *CORE_FIELDS,
    SearchField(key="verb", aliases=("v",), match=(("member", "verbs"),)),
    SearchField(key="task", match=(("member", "faces"),)),
    SearchField(key="power", match=(("equals", "power"),)),
    SearchField(key="rarity", match=(("equals", "rarity"),)),
    SearchField(key="ordered", match=(("equals", "ordered"),)),
    SearchField(key="trophies", number="trophies", number_only=True),
)

FINDER = FinderText(
    description="Search every Elder Sign sample card with a Scryfall-style query.",
    intro="Adventures, Other Worlds, Mythos cards, items, spells, allies, investigators, "
          "monsters and the Ancient One — every one a sample card, not an official text.",
    placeholder="kind:adventure task:lore o:elder",
    blurb="search the sample cards",
    example="kind:adventure verb:draw_monster",
    link_example="trophies>=2",
    help=(
        ("`vault`, `\"reading room\"`", "name contains the words (also `name:vault`)"),
        ("`kind:mythos`, `kind:item`", "the kind of card"),
        ("`task:lore`, `task:peril`, `task:clues`", "a task asks for that die face"),
        ("`verb:gain`, `verb:add_doom`", "compiled operation used by an effect"),
        ("`power:ward`", "an investigator's or ally's power"),
        ("`rarity:unique`", "items: common (yellow die) or unique (red die)"),
        ("`ordered:yes`", "adventures whose tasks go in order"),
        ("`trophies>=2`", "trophy value (`=`, `!=`, `<`, `<=`, `>`, `>=`)"),
        ("`o:\"elder sign\"`", "the English of the effects contains the words"),
    ),
)


def verbs(ops: object) -> list[str]:
    """The verbs (operation names) of compiled operations, structure left out, sorted."""
    return op_names(ops, STRUCTURAL)


def _faces(record: Record) -> list[str]:
    data = as_dict(record.data)
    rows = [data.get("task")] if record.kind == MONSTER else as_list(data.get("tasks"))
    words: set[str] = set()
    for row in rows:
        for part in scalar_text(row).split(","):
            word = part.strip().split()[-1] if part.strip() else ""
            words.add("clues" if word == "clue" else word)
    return sorted(w for w in words if w)


def entry(record: Record, catalog: Catalog) -> dict[str, Any] | None:
    """The index data of a card."""
    if record.kind not in KINDS:
        return None
    data = as_dict(record.data)
    summary = subtitle(record)
    return {
        "verbs": verbs(list(record.ops.values())),
        "faces": _faces(record),
        "power": scalar_text(data.get("power")),
        "rarity": scalar_text(data.get("rarity")),
        "ordered": "yes" if data.get("ordered") else "no",
        "trophies": as_int(data.get("trophies")),
        "summary": summary,
        "badge": {"text": "sample", "title": "a sample card, not an official text"},
        "meta": " · ".join([summary, *face_lines(record)[:2]]),
    }


def row(card: dict[str, Any]) -> Sequence[str]:
    """A ``cardsmith search`` table row."""
    return (card["name"], str(card.get("kind") or ""), str(card.get("summary") or ""),
            ", ".join(card.get("verbs") or []))


SEARCH = SearchFields(
    fields=FIELDS,
    kinds=KINDS,
    entry=entry,
    columns=("Name", "Kind", "Card", "Verbs"),
    row=row,
    finder=FINDER,
)
