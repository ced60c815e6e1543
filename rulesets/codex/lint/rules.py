"""Codex's lint rules: K1xx words of the card language (found by the compiler), K2xx the
content's own checks (starting decks, codices, hero bands, where effects run)."""

from __future__ import annotations

from collections.abc import Iterable

from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.loader import LoadedPack
from cardsmith.tools.diagnostics import Diagnostic
from cardsmith.tools.lint import LoaderRule, Rule

from ..content import CARD_KINDS, CODEX, DECK
from . import examples as E

#: statements allowed at the top of an effect that is not a spell's: triggers only
TRIGGER = "when"


class K101(LoaderRule):
    __doc__ = E.doc("Unknown game word in an effect (the hint names the closest one).",
                    E.unit(effect="when this arrives: gain 1 gols"),
                    E.unit(effect="when this arrives: gain 1 gold"))
    code = "K101"
    name = "unknown-game-word"


class K102(LoaderRule):
    __doc__ = E.doc("A statement of the language core that Codex cards do not use "
                    "(``repeat``).",
                    E.unit(effect="when this arrives:\n  gain 1 gold\n  repeat"),
                    E.unit(effect="when this arrives:\n  gain 1 gold\n  gain 1 gold"))
    code = "K102"
    name = "not-in-this-game"


class K103(LoaderRule):
    __doc__ = E.doc("A game word where the rules do not allow it (sacrificing an enemy's "
                    "card, levels for a unit, a number on a keyword that takes none).",
                    E.unit(effect="when this arrives: sacrifice target enemy unit"),
                    E.unit(effect="when this arrives: sacrifice target friendly unit"))
    code = "K103"
    name = "misused-game-word"


def _records(loaded: LoadedPack, *kinds: str) -> list[Record]:
    bad = {d.path for d in loaded.diagnostics if d.severity == "error"}
    return [r for k in kinds for r in loaded.catalog.of_kind(k)
            if isinstance(r.data, dict) and not r.context_only and str(r.path) not in bad]


def _cards(loaded: LoadedPack) -> dict[str, Record]:
    return {str(r.data.get("id")): r for k in CARD_KINDS for r in loaded.catalog.of_kind(k)
            if isinstance(r.data, dict)}


class K201(Rule):
    __doc__ = E.doc("A starting deck holds a tech I, II or III card (a starting deck is tech 0 "
                    "cards only; the others are teched in from the codex).",
                    E.unit(tech=3) + E.deck("example, example, example, example, example"),
                    E.unit(tech=0) + E.deck("example, example, example, example, example"))
    code = "K201"
    name = "tech-card-in-starting-deck"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        cards = _cards(loaded)
        for deck in _records(loaded, DECK):
            for i, cid in enumerate(deck.data.get("cards") or []):
                card = cards.get(str(cid))
                tech = card.data.get("tech") if card is not None else 0
                if isinstance(tech, int) and tech > 0:
                    yield self.diag_at(deck, ("cards", i),
                                       f"{cid} is a tech {tech} card: a starting deck holds "
                                       "tech 0 cards only")


class K202(Rule):
    __doc__ = E.doc("A hero's level bands are out of order: they must start at level 1, "
                    "rise, and follow one another without a gap or an overlap.",
                    E.hero("- {levels: [1, 4], attack: 1, health: 2}\n"
                           "- {levels: [3, 6], attack: 2, health: 3}\n"),
                    E.hero("- {levels: [1, 4], attack: 1, health: 2}\n"
                           "- {levels: [5, 6], attack: 2, health: 3}\n"))
    code = "K202"
    name = "hero-band-order"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        for hero in _records(loaded, "hero"):
            expected = 1
            for i, band in enumerate(hero.data.get("bands") or []):
                levels = band.get("levels") if isinstance(band, dict) else None
                if not isinstance(levels, list) or len(levels) != 2:
                    continue
                low, high = levels
                if low != expected or high < low:
                    yield self.diag_at(hero, ("bands", i, "levels"),
                                       f"band {i + 1} is levels {low}-{high}; it must start at "
                                       f"level {expected} and not end below it")
                    break
                expected = high + 1


class K203(Rule):
    __doc__ = E.doc("A starting deck or a codex names a card the pack does not have.",
                    E.unit() + E.deck("example, example, example, example, exampel"),
                    E.unit() + E.deck("example, example, example, example, example"))
    code = "K203"
    name = "unknown-card"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        cards = _cards(loaded)
        for record in _records(loaded, DECK, CODEX):
            for key in ("cards", "heroes"):
                for i, cid in enumerate(record.data.get(key) or []):
                    if str(cid) not in cards:
                        yield self.diag_at(record, (key, i), f"unknown card {cid!r}")


class K204(Rule):
    __doc__ = E.doc("A starting deck or a codex holds a card of another colour (neutral cards "
                    "go anywhere).",
                    E.unit(colour="grove") + E.deck("example, example, example, example, "
                                                    "example"),
                    E.unit(colour="ember") + E.deck("example, example, example, example, "
                                                    "example"))
    code = "K204"
    name = "card-of-another-colour"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        cards = _cards(loaded)
        for record in _records(loaded, DECK, CODEX):
            colour = record.data.get("colour")
            for key in ("cards", "heroes"):
                for i, cid in enumerate(record.data.get(key) or []):
                    card = cards.get(str(cid))
                    theirs = card.data.get("colour") if card is not None else None
                    if theirs not in (None, "neutral", colour):
                        yield self.diag_at(record, (key, i),
                                           f"{cid} is {theirs}, this {record.kind} is {colour}")


class K205(Rule):
    __doc__ = E.doc("An effect of a unit, upgrade, building or hero band that is not a "
                    "trigger (only a spell's effect runs when it is played; the others say "
                    "when: ``when this arrives:`` …).",
                    E.unit(effect="gain 1 gold"),
                    E.unit(effect="when this arrives: gain 1 gold"))
    code = "K205"
    name = "effect-without-trigger"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        for record in _records(loaded, "unit", "upgrade", "building", "hero"):
            for unit, ops in record.ops.items():
                if any(op.get("op") != TRIGGER for op in ops if isinstance(op, dict)):
                    path = ("effect",) if unit == "effect" else (
                        "bands", int(unit.split("[")[1].rstrip("]")), "effect")
                    yield self.diag_at(record, path,
                                       "this effect never runs: start it with a trigger "
                                       "(`when this arrives:`, `at the start of your turn:` …)")
