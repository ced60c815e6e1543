"""Scenario tests in Risk Deep Space's own notation: a position, steps, what must follow.

A scenario file (``content/risk-deep-space/tests/**.yaml``) is one scenario or
``scenarios: [...]``. Its keys (all optional but ``name``)::

    name: Ties go to the defender
    rule: R13                     # the rule of RULES.md it checks
    seats: [red, blue, yellow]    # seat order (default red, yellow, blue); 2 seats: covers
    covers: [P3, P7]              # override the 2-player covers
    new_game: {seed: 1}           # set up as the rules say instead of a blank position
    turn: {colour: red, phase: main, moves_left: 2, mined: [P1]}
    players: {red: {gems: 2, ore: 3, hand: [space-dog]}}
    recruits: {P1: {red: 3}, P2: {blue: 1}, red-home: {red: 2}}
    bases: {P1: [red]}
    dogs: {P2: {blue: 1}}
    force_fields: {P4: blue}
    deck: [sample-hyperjump]      # top first (default: empty)
    discard: [sample-sabotage]
    dice: [3, 3]                  # every roll, in order (a battle round: attacker, defender)
    choices: [{move.dog: follow}] # every decision asked, in order (engine.choices names)
    steps:                        # each one action; `as:` another colour; `error:` it fails
      - move: {from: P1, to: P2, count: 2}
      - {build: P1, error: "3 ore"}
    expect:                       # listed spaces/players only; "-" = none
      recruits: {P1: {red: 1}, P2: "-"}
      players: {red: {gems: 2, ore: 0, pile: 29, hand: [], cards: 0, bases: 1}}
      bases: {P1: [red]}
      dogs: {P2: "-"}
      force_fields: {P4: blue}
      supply: {gems: 29, ore: 31, space_dogs: 3, force_fields: 2}
      turn: {colour: red, phase: main, moves_left: 0}
      winner: red                 # or none
      deck: 0                     # cards left in the deck; discard: N likewise
      log: ["red rolls 3"]        # lines that must appear in the readable log

Steps: ``mine {planet, take}``, ``recruit N``, ``move {from, to, count}``, ``build PLANET``,
``play CARD`` or ``play {card, planet, player}``, ``trade [CARD, CARD]``, ``begin_turn``,
``end_turn``, ``turn`` (a whole turn by the choices), ``offer_mining``, ``main_phase``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import yaml

from cardsmith.engine.choices import ChoiceError, ScriptedChoices
from cardsmith.engine.state import InvariantError, checking_invariants
from cardsmith.rulesets.risk_deep_space import engine as E
from cardsmith.rulesets.risk_deep_space.content import Pack, load_pack
from cardsmith.rulesets.risk_deep_space.engine import actions, turn
from cardsmith.rulesets.risk_deep_space.engine.dice import DiceScriptError, ScriptedDice
from cardsmith.rulesets.risk_deep_space.engine.state import Game, TurnState
from cardsmith.tools.scenarios.script import expected_got, run_steps, scripted_choices

DEFAULT_SEATS = ["red", "yellow", "blue"]
Scenario = Mapping[str, Any]


def scenarios_in(path: Path) -> list[dict[str, Any]]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    items = data.get("scenarios", [data]) if isinstance(data, dict) else []
    return [dict(s) for s in items]


def build_game(sc: Scenario, pack: Pack) -> tuple[Game, ScriptedChoices, ScriptedDice]:
    """The scenario's starting position (unlogged), its scripted choices and dice."""
    seats = list(sc.get("seats", DEFAULT_SEATS))
    choices = scripted_choices(sc.get("choices"))
    dice = ScriptedDice(sc.get("dice", []))
    if "new_game" in sc:
        opts = dict(sc["new_game"] or {})
        game = E.new_game(pack.galaxy, pack.cards, seats, seed=int(opts.get("seed", 0)),
                          dice=dice, default_provider=choices, first=opts.get("first"))
        return game, choices, dice
    game = E.blank_game(pack.galaxy, pack.cards, seats, dice=dice, deck=sc.get("deck", []),
                        covers=sc.get("covers"), default_provider=choices)
    _place(game, sc)
    problems = game.invariant_problems()
    if problems:
        raise InvariantError("the scenario's position breaks the rules: " + "; ".join(problems))
    return game, choices, dice


def _place(game: Game, sc: Scenario) -> None:
    for space, counts in (sc.get("recruits") or {}).items():
        for colour, n in (counts or {}).items():
            game.recruits.setdefault(str(space), {})[colour] = int(n)
            game.players[colour].pile -= int(n)
    for planet, colours in (sc.get("bases") or {}).items():
        game.bases[str(planet)] = list(colours)
    for planet, counts in (sc.get("dogs") or {}).items():
        for colour, n in counts.items():
            game.dogs.setdefault(str(planet), {})[colour] = int(n)
            game.dog_tokens -= int(n)
    for planet, colour in (sc.get("force_fields") or {}).items():
        game.force_fields[str(planet)] = colour
        game.field_tokens -= 1
    held = 0
    for colour, p in (sc.get("players") or {}).items():
        player = game.players[colour]
        player.gems, player.ore = int(p.get("gems", 0)), int(p.get("ore", 0))
        game.gems -= player.gems
        game.ore -= player.ore
        player.hand = list(p.get("hand", []))
        held += len(player.hand)
    game.deck.discarded = list(sc.get("discard", []))
    game.card_total = len(game.deck.cards) + len(game.deck.discarded) + held
    t = dict(sc.get("turn") or {})
    game.turn = TurnState(
        str(t.get("colour", game.seats[0])),
        number=int(t.get("number", 1)),
        phase=str(t.get("phase", "main")),
        moves_left=int(t.get("moves_left", 2)),
        mined=set(t.get("mined", [])),
        traded=bool(t.get("traded", False)),
    )


#: the step verbs of the notation (each one action of the engine)
STEPS = ("mine", "recruit", "move", "build", "play", "trade", "begin_turn", "end_turn", "turn",
         "offer_mining", "offer_trade", "main_phase", "replenish")


def _step(game: Game, step: Mapping[str, Any]) -> None:
    colour = str(step.get("as", game.turn.colour))
    verbs = [k for k in step if k not in ("as", "error")]
    if len(verbs) != 1:
        raise ValueError(f"a step is one action, got {verbs}")
    verb = verbs[0]
    arg = step[verb]
    handlers: dict[str, Callable[[], object]] = {
        "mine": lambda: actions.mine(game, colour, arg["planet"], arg["take"]),
        "recruit": lambda: actions.recruit(game, colour, int(arg or 1)),
        "move": lambda: actions.move(game, colour, arg["from"], arg["to"], int(arg["count"])),
        "build": lambda: actions.build(game, colour, str(arg)),
        "play": lambda: E.play_card(
            game, colour, arg if isinstance(arg, str) else arg["card"],
            planet=None if isinstance(arg, str) else arg.get("planet"),
            player=None if isinstance(arg, str) else arg.get("player"),
            window="turn" if isinstance(arg, str) else arg.get("window", "turn")),
        "trade": lambda: actions.trade(game, colour, list(arg)),
        "begin_turn": lambda: turn.begin_turn(game),
        "end_turn": lambda: turn.end_turn(game),
        "turn": lambda: turn.play_turn(game),
        "offer_mining": lambda: turn.offer_mining(game, colour),
        "offer_trade": lambda: turn.offer_trade(game, colour),
        "main_phase": lambda: turn.main_phase(game, colour),
        "replenish": lambda: actions.replenish(game, colour),
    }
    assert set(handlers) == set(STEPS)
    if verb not in handlers:
        raise ValueError(f"unknown step {verb!r} (known: {', '.join(handlers)})")
    handlers[verb]()


def run_scenario(sc: Scenario, pack: Pack | None = None) -> list[str]:
    """Run one scenario; the list of what went wrong (empty: it passes)."""
    return play_scenario(sc, pack)[0]


def play_scenario(sc: Scenario, pack: Pack | None = None) -> tuple[list[str], list[str]]:
    """Run one scenario: what went wrong (empty: it passes) and the game's readable log."""
    pack = pack or load_pack()
    game: Game | None = None

    def log() -> list[str]:
        return list(game.log) if game is not None else []

    try:
        with checking_invariants():
            game, choices, dice = build_game(sc, pack)
            failure = run_steps(sc.get("steps", []), lambda step: _step(game, step))
            if failure is not None:
                return [failure], log()
            failures = check_expectations(game, sc.get("expect") or {})
            if choices.remaining:
                failures.append(f"unused choices: {choices.remaining}")
            if dice.remaining:
                failures.append(f"unused dice: {dice.remaining}")
            return failures, log()
    except (ChoiceError, DiceScriptError, InvariantError, ValueError, KeyError) as e:
        return [f"{type(e).__name__}: {e}"], log()


def _empty(value: object) -> bool:
    return value in ("-", None, {}, [])


def _add(out: list[str], failure: str | None) -> None:
    if failure is not None:
        out.append(failure)


def check_expectations(game: Game, expect: Mapping[str, Any]) -> list[str]:
    out: list[str] = []
    for space, want in (expect.get("recruits") or {}).items():
        got = dict(game.recruits.get(str(space), {}))
        exp = {} if _empty(want) else {c: int(n) for c, n in want.items()}
        _add(out, expected_got(f"recruits on {space}", exp, got, none="-"))
    for planet, want in (expect.get("bases") or {}).items():
        got_b = sorted(game.bases.get(str(planet), []))
        exp_b = [] if _empty(want) else sorted(want)
        _add(out, expected_got(f"bases on {planet}", exp_b, got_b, none="-"))
    for planet, want in (expect.get("dogs") or {}).items():
        got = dict(game.dogs.get(str(planet), {}))
        exp = {} if _empty(want) else {c: int(n) for c, n in want.items()}
        _add(out, expected_got(f"space dogs on {planet}", exp, got, none="-"))
    for planet, want in (expect.get("force_fields") or {}).items():
        got_f = game.force_fields.get(str(planet))
        exp_f = None if _empty(want) else want
        _add(out, expected_got(f"force field on {planet}", exp_f, got_f, none="-"))
    for colour, want in (expect.get("players") or {}).items():
        p = game.players[colour]
        got_p = {"gems": p.gems, "ore": p.ore, "pile": p.pile, "hand": sorted(p.hand),
                 "cards": len(p.hand), "bases": game.base_count(colour)}
        for key, value in want.items():
            value = sorted(value) if key == "hand" else value
            _add(out, expected_got(f"{colour} {key}", value, got_p.get(key)))
    supply = {"gems": game.gems, "ore": game.ore, "space_dogs": game.dog_tokens,
              "force_fields": game.field_tokens}
    for key, value in (expect.get("supply") or {}).items():
        _add(out, expected_got(f"supply {key}", value, supply.get(key)))
    t = game.turn
    got_t = {"colour": t.colour, "phase": t.phase, "moves_left": t.moves_left,
             "number": t.number}
    for key, value in (expect.get("turn") or {}).items():
        _add(out, expected_got(f"turn {key}", value, got_t.get(key)))
    if "winner" in expect:
        want_w = None if expect["winner"] in (None, "none", "-") else expect["winner"]
        _add(out, expected_got("winner", want_w, game.winner, none="none"))
    for key, pile in (("deck", game.deck.cards), ("discard", game.deck.discarded)):
        if key in expect:
            want_n = expect[key]
            got_n: object = len(pile) if isinstance(want_n, int) else list(pile)
            _add(out, expected_got(key, want_n, got_n))
    text = "\n".join(game.log)
    for line in expect.get("log") or []:
        if str(line) not in text:
            out.append(f"log: no line with {line!r}:\n  " + "\n  ".join(game.log[-12:]))
    if expect.get("covered") is not None and sorted(game.covered) != sorted(expect["covered"]):
        out.append(f"covered: expected {sorted(expect['covered'])}, got {sorted(game.covered)}")
    return out
