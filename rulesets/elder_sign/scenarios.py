"""Playing one scenario: the position it sets up, its steps, its expectations (the notation
is ``docs/elder-sign.md``'s "Scenario tests"; ``schemas/scenario.schema.json`` checks it).

Decisions the ``choices:`` list does not name take the default: an optional one is declined,
a required one takes its first option; every entry of the list must be used.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from cardsmith.engine import checking_invariants
from cardsmith.engine.choices import ChoiceError
from cardsmith.engine.state import IllegalAction
from cardsmith.rulesets.elder_sign.content import Pack
from cardsmith.rulesets.elder_sign.dsl import LANGUAGE
from cardsmith.rulesets.elder_sign.engine import clock, ops
from cardsmith.rulesets.elder_sign.engine.roll import attempt_adventure
from cardsmith.rulesets.elder_sign.engine.setup import new_game
from cardsmith.rulesets.elder_sign.engine.state import Die, Game, Placed
from cardsmith.rulesets.elder_sign.engine.turn import take_turn, wait_at_entrance
from cardsmith.tools.scenarios.script import expected_got, run_steps, script_entry

T = TypeVar("T")
STEPS = ("turn", "attempt", "entrance", "midnight", "advance", "effect", "card", "setup")
DEFAULT_INVESTIGATOR = "sample-mara-quill"


class Script:
    """The ``choices:`` entries, used when they name the decision asked (else the default)."""

    def __init__(self, entries: Sequence[Any]) -> None:
        self.entries = [script_entry(e) for e in entries]
        self.offers: dict[str, list[str]] = {}

    def offered(self, decision: str, options: list[Any], min: int) -> None:
        self.offers.setdefault(decision, [str(o) for o in options])

    def choose(self, decision: str, options: Sequence[T], *, context: str = "",
               min: int = 1) -> T | None:
        if self.entries and self.entries[0][0] == decision:
            _, value = self.entries.pop(0)
            if min == 0 and str(value).lower() in ("none", "stop", "skip"):
                return None
            for option in options:
                if str(option) == str(value):
                    return option
            raise ChoiceError(f"decision {decision!r}: {value!r} is not a legal option "
                              f"{[str(o) for o in options]}")
        return None if min == 0 else options[0]


def _set_position(game: Game, data: Mapping[str, Any]) -> None:
    setup = data.get("setup") or {}
    if not setup.get("deal"):  # investigators hold only what ``hold:`` gives them
        for inv in game.investigators:
            for card_id in [*inv.items, *inv.spells]:
                game.decks[_deck_of(game, card_id)].put_on_bottom(card_id)
            inv.items, inv.spells, inv.clues = [], [], 0
    for key in ("clock", "doom", "elder_signs"):
        if key in setup:
            setattr(game, key, int(setup[key]))
    if "mythos" in setup:
        game.mythos = _take(game, "mythos", str(setup["mythos"]))
    if "rooms" in setup:
        _return_rooms(game)
        game.rooms = [_take(game, "adventure", c) for c in setup["rooms"]]
    for card_id in setup.get("worlds") or []:
        game.worlds.append(_take(game, "other-world", card_id))
    for room, monster in (setup.get("monsters") or {}).items():
        game.monsters[str(room)] = _take(game, "monster", monster)
    for deck, cards in (setup.get("decks") or {}).items():
        for card_id in reversed(cards or []):
            game.decks[deck].put_on_top(_take(game, deck, card_id))
    for placed in setup.get("spells_out") or []:
        spell = _take(game, "spell", placed["spell"])
        game.spells_out.append(Placed(spell, str(placed.get("owner", "")),
                                      int(game.card(spell).get("holds") or 1),
                                      [Die("green", f) for f in placed.get("dice") or []]))
    seated = [i.id for i in game.investigators]
    for inv_id, fields in (data.get("hold") or {}).items():
        if inv_id not in seated:
            raise IllegalAction(f"hold: {inv_id!r} is not seated (seated: {', '.join(seated)})")
        inv = game.investigator(inv_id)
        for key in ("items", "spells", "allies", "trophies"):
            if key in fields:
                for card_id in getattr(inv, key):
                    game.decks[_deck_of(game, card_id)].put_on_bottom(card_id)
                setattr(inv, key, [_take(game, _deck_of(game, c), c) for c in fields[key]])
        for key in ("health", "sanity", "clues", "at"):
            if key in fields:
                setattr(inv, key, fields[key])
    if "active" in setup:
        if setup["active"] not in seated:
            raise IllegalAction(f"setup.active: {setup['active']!r} is not seated")
        game.active = seated.index(setup["active"])


def _deck_of(game: Game, card_id: str) -> str:
    card = game.card(card_id)
    return ops.deck_of(card.kind, card.get("rarity"))


def _return_rooms(game: Game) -> None:
    for room in game.rooms:
        game.decks["adventure"].put_on_bottom(room)
    game.rooms = []


def _take(game: Game, deck: str, card_id: str) -> str:
    """Take a card out of its deck (or discard pile) to put it where the scenario says."""
    d = game.decks[deck]
    if deck == "adventure" and card_id in game.rooms:  # dealt: the next card takes its place
        i = game.rooms.index(card_id)
        fresh = d.draw_one()
        game.rooms[i:i + 1] = [fresh] if fresh else []
        return card_id
    for pile in (d.cards, d.discarded):
        if card_id in pile:
            pile.remove(card_id)
            return card_id
    raise IllegalAction(f"card {card_id!r} is not in the {deck} deck (placed twice?)")


def _do(game: Game, script: Script, step: dict[str, Any]) -> None:
    verb = next(k for k in step if k != "error")
    arg = step[verb]
    if verb == "turn":
        take_turn(game, script, None if arg in (None, "choose") else str(arg))
    elif verb == "attempt":
        if str(arg) not in [*game.rooms, *game.worlds]:
            raise IllegalAction(f"{arg!r} is not a card in play (in play: "
                                f"{', '.join([*game.rooms, *game.worlds])})")
        attempt_adventure(game, script, game.current, str(arg))
        game.attempt = None
    elif verb == "entrance":
        wait_at_entrance(game, script, game.current)
    elif verb == "midnight":
        clock.midnight(game, script)
    elif verb == "advance":
        clock.advance(game, script)
    elif verb == "effect":
        ops_, errors = LANGUAGE.compile_text(str(arg).rstrip("\n") + "\n")
        if ops_ is None or errors:
            found = "; ".join(f"{e.span.line}:{e.span.col} {e.code} {e.message}" for e in errors)
            raise IllegalAction(f"effect {arg!r} does not compile: {found}")
        ops.run(game, script, game.current, ops_)
    elif verb == "card":
        card = game.card(str(arg["id"]))
        ops.run(game, script, game.current, card.unit(str(arg.get("unit") or "effect")))
    elif verb == "setup":
        new_game(game.pack, list(arg.get("investigators") or []))
    game.update_result()


def expand_dice(entries: Sequence[Any]) -> list[str]:
    """``["clue3", "lore x3"]`` → ``["clue3", "lore", "lore", "lore"]``."""
    out: list[str] = []
    for entry in entries:
        face, _, times = str(entry).partition(" x")
        out += [face] * (int(times) if times else 1)
    return out


def play_scenario(data: Mapping[str, Any], pack: Pack) -> tuple[list[str], list[str]]:
    """Play a scenario; its failures (empty: passed) and the game's log."""
    script = Script(list(data.get("choices") or []))
    try:
        game = new_game(pack, list(data.get("investigators") or [DEFAULT_INVESTIGATOR]),
                        seed=int(data.get("seed") or 0),
                        ancient=(data.get("setup") or {}).get("ancient"),
                        dice=expand_dice(data.get("dice") or []))
    except (IllegalAction, KeyError) as exc:
        return [f"{type(exc).__name__}: {exc}"], []
    try:
        with checking_invariants():
            _set_position(game, data)
            failure = run_steps(data.get("steps") or [], lambda step: _do(game, script, step))
    except (ChoiceError, IllegalAction, KeyError) as exc:
        return [f"{type(exc).__name__}: {exc}"], list(game.log)
    failures: list[str] = []
    if failure:
        failures.append(failure)
    if script.entries:
        failures.append(f"choices not used: {script.entries}")
    if game.dice.script:
        failures.append(f"dice not rolled: {game.dice.script}")
    failures += _check(game, script, data.get("expect") or {})
    return failures, list(game.log)


def _inv_view(game: Game, inv_id: str, keys: Sequence[str]) -> dict[str, Any] | str:
    if inv_id not in [i.id for i in game.investigators]:
        return "not seated"
    inv = game.investigator(inv_id)
    return {k: getattr(inv, k) for k in keys}


CHECKS: dict[str, Callable[[Game], Any]] = {
    "clock": lambda g: g.clock,
    "doom": lambda g: g.doom,
    "elder_signs": lambda g: g.elder_signs,
    "result": lambda g: g.result or "none",
    "rooms": lambda g: list(g.rooms),
    "room_count": lambda g: len(g.rooms),
    "worlds": lambda g: list(g.worlds),
    "monsters": lambda g: dict(g.monsters),
    "mythos": lambda g: g.mythos or "none",
    "midnights": lambda g: g.midnights,
    "turns": lambda g: g.turns,
    "active": lambda g: g.current.id,
    "spells_out": lambda g: [{"spell": p.spell, "dice": [d.face for d in p.dice]}
                             for p in g.spells_out],
}


def _check(game: Game, script: Script, expect: Mapping[str, Any]) -> list[str]:
    out: list[str] = []
    for key, want in expect.items():
        if key in CHECKS:
            got = CHECKS[key](game)
            if key == "monsters":
                want = dict(want or {})
            elif key in ("rooms", "worlds", "spells_out"):
                want = list(want or [])
            out.append(expected_got(key, want, got, none="-") or "")
        elif key == "investigators":
            for inv_id, fields in want.items():
                got = _inv_view(game, inv_id, list(fields))
                out.append(expected_got(inv_id, dict(fields), got) or "")
        elif key == "decks":
            for deck, fields in want.items():
                d = game.decks[deck]
                view = {"top": d.cards[:len(fields.get("top") or [])],
                        "bottom": d.cards[len(d.cards) - len(fields.get("bottom") or []):],
                        "size": len(d.cards), "discarded": list(d.discarded)}
                got = {k: view[k] for k in fields}
                out.append(expected_got(f"{deck} deck", dict(fields), got) or "")
        elif key == "offered":
            for decision, options in want.items():
                got_options = script.offers.get(decision)
                out.append(expected_got(f"options of {decision}", options, got_options) or "")
        elif key == "not_offered":
            asked = sorted(set(want) & set(script.offers))
            out.append(expected_got("decisions offered that must not be", [], asked) or "")
        elif key == "log_lines":
            for line in want:
                if str(line) not in game.log:
                    out.append(f"log: no line {line!r}")
        elif key == "log":
            for line in want:
                if not any(str(line).lower() in entry.lower() for entry in game.log):
                    out.append(f"log: no line with {line!r}")
    return [f for f in out if f]
