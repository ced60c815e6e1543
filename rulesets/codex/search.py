"""Codex search keys (``colour:ember``, ``tech:2``, ``cost<=2``, ``kw:flying``,
``verb:deal``, ``spell:ongoing``, ``attack>=3``) and the index entries of the cards.

``kw:`` finds a keyword on the card or any of a hero's bands; ``verb:`` the compiled
operations (structure such as ``if`` and ``when`` left out)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardsmith.dsl.ir import op_names
from cardsmith.tools.content.catalog import Catalog, Record
from cardsmith.tools.publish.read import as_dict, as_int, as_list, scalar_text
from cardsmith.tools.search.api import CORE_FIELDS, FinderText, SearchField, SearchFields

from .content import CARD_KINDS, CODEX, DECK
from .pages.faces import type_line

STRUCTURE = frozenset({"if", "optional", "choice", "when"})

FIELDS = (
    *CORE_FIELDS,
    SearchField(key="colour", aliases=("color", "c"), match=(("equals", "colour"),)),
    SearchField(key="tech", number="tech"),
    SearchField(key="cost", number="cost", number_only=True),
    SearchField(key="attack", aliases=("atk",), number="attack", number_only=True),
    SearchField(key="health", aliases=("hp",), number="health", number_only=True),
    SearchField(key="keyword", aliases=("kw",), match=(("member", "keywords"),)),
    SearchField(key="verb", aliases=("v",), match=(("member", "verbs"),)),
    SearchField(key="spell", match=(("equals", "spell"),)),
)

FINDER = FinderText(
    description="Search every Codex sample card with a Scryfall-style query.",
    intro="Sample cards of two colours, Ember and Grove (none is an official card). Units, "
          "heroes, spells, upgrades, buildings, codices and starting decks.",
    placeholder="colour:ember kw:haste",
    blurb="search the sample cards",
    example="colour:grove tech:2 kw:flying",
    link_example="kw:overpower",
    help=(
        ('`brawler`, `"ash brawler"`', "name contains the words (also `name:brawler`)"),
        ("`colour:ember`, `colour:grove`", "the card's colour"),
        ("`tech:0`, `tech>=2`", "tech level (0: the starting deck)"),
        ("`cost<=2`, `attack>=3`, `health=3`", "numbers (`=`, `!=`, `<`, `<=`, `>`, `>=`)"),
        ("`kw:flying`, `kw:resist`", "a keyword (a hero's bands included)"),
        ("`verb:deal`, `verb:put_runes`", "a compiled operation of the effect"),
        ("`spell:ongoing`, `spell:ultimate`", "the kind of spell"),
        ("`-colour:ember`, `a OR b`, `( … )`", "negation, alternatives, grouping"),
    ),
)


def verbs(ops: Any) -> list[str]:
    """The verbs (operation names) of compiled operations, structure left out, sorted."""
    return op_names(ops, STRUCTURE)


def entry(record: Record, catalog: Catalog) -> dict[str, Any] | None:
    """The index data of a card, codex or deck."""
    if record.kind not in (*CARD_KINDS, CODEX, DECK):
        return None
    data = as_dict(record.data)
    keywords = [str(k).split(" ")[0] for k in as_list(data.get("keywords"))]
    for band in as_list(data.get("bands")):
        keywords += [str(k).split(" ")[0] for k in as_list(as_dict(band).get("keywords"))]
    summary = type_line(record.kind, data) if record.kind in CARD_KINDS else \
        f"{len(as_list(data.get('cards')))} cards"
    return {
        "colour": scalar_text(data.get("colour")),
        "tech": as_int(data.get("tech")),
        "cost": as_int(data.get("cost")),
        "attack": as_int(data.get("attack")),
        "health": as_int(data.get("health")),
        "keywords": sorted(set(keywords)),
        "verbs": verbs(list(record.ops.values())),
        "spell": scalar_text(data.get("spell")),
        "summary": summary,
        "meta": f"{summary} · sample card",
    }


def row(card: dict[str, Any]) -> Sequence[str]:
    """A ``cardsmith search`` table row."""
    return (card["name"], str(card.get("kind") or ""), str(card.get("colour") or ""),
            str(card.get("summary") or ""), ", ".join(card.get("keywords") or []))


SEARCH = SearchFields(
    fields=FIELDS,
    kinds=(*CARD_KINDS, CODEX, DECK),
    entry=entry,
    columns=("Name", "Kind", "Colour", "Type", "Keywords"),
    row=row,
    finder=FINDER,
)
