"""The scenario notation: a game state written as YAML, steps played on it, what to expect.

``players: {p1: {...}, p2: {...}}`` — per player ``colour`` (p1 ember, p2 grove by default),
``gold``, ``workers`` (a number), ``hand``, ``deck`` (top first), ``discard``, ``codex``
(default: the colour's), ``command`` (default: the colour's heroes not in play), ``play`` (the
cards in play: an id, or ``{card, damage, exhausted, new, runes: {plus, minus, time}, level,
granted}``), ``buildings`` (``{tech-1: {damage, building}}``; the base is always there, its
damage is ``base: N``), ``patrol`` (slot → uid), ``tech_owed``, ``back_on`` (hero → turn),
``turns``. ``turn`` (whose turn: p1) and ``phase`` (main). ``setup: {colours, seed}`` starts
a real game instead. ``steps``: ``hire``, ``build``, ``summon``, ``level``, ``play``,
``attack: {with, target}``, ``patrol``, ``end_main``, ``tech``, ``end_turn``, ``bot_turn``;
``error:`` on a step: it must be refused with that text. ``expect``: the same player keys
(``play`` as uid → fields or ``"-"``: gone; ``deck`` a list, or a number: its size), ``turn``,
``phase``, ``winner`` and ``log`` (lines the log must hold).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from cardsmith.engine import Rng, checking_invariants
from cardsmith.engine.choices import ChoiceError
from cardsmith.engine.state import IllegalAction, InvariantError
from cardsmith.tools.scenarios.script import expected_got, run_steps, scripted_choices

from .engine import actions, combat, stats
from .engine.bots import bot_turn
from .engine.cards import Library
from .engine.setup import new_game, new_player
from .engine.state import PLAYERS, Game, Thing
from .engine.turn import end_main, end_turn

STEPS = ("hire", "build", "summon", "level", "play", "attack", "patrol", "end_main", "tech",
         "end_turn", "bot_turn")
DEFAULT_COLOURS = {"p1": "ember", "p2": "grove"}
RUNE_KEYS = ("plus", "minus", "time")


def _thing(lib: Library, owner: str, spec: Any, uid: str) -> Thing:
    raw = spec if isinstance(spec, dict) else {"card": spec}
    card = lib.card(str(raw["card"]))
    kind = "unit" if card.kind == "unit" else card.kind
    t = Thing(uid, card.id, owner, kind, damage=int(raw.get("damage", 0)),
              exhausted=bool(raw.get("exhausted", False)), arrived=bool(raw.get("new", False)),
              runes=Counter({k: int(v) for k, v in (raw.get("runes") or {}).items()}),
              level=int(raw.get("level", 1 if kind == "hero" else 0)),
              granted=Counter({str(k): int(v) for k, v in (raw.get("granted") or {}).items()}),
              building=bool(raw.get("building", False)))
    if card.id == "token":
        t.token_stats = (int(raw.get("attack", 1)), int(raw.get("health", 1)))
    return t


def build_game(data: Mapping[str, Any], lib: Library, choices: Any) -> Game:
    """The game a scenario describes."""
    setup = data.get("setup")
    if isinstance(setup, dict):
        colours = setup.get("colours") or ["ember", "grove"]
        return new_game(lib, colours, int(setup.get("seed", 0)), choices)
    spec = data.get("players") or {}
    players = {}
    for name in PLAYERS:
        raw = spec.get(name) or {}
        p = new_player(lib, name, str(raw.get("colour", DEFAULT_COLOURS[name])))
        for key in ("hand", "deck", "discard"):
            setattr(p, key, [str(c) for c in raw.get(key) or []])
        if "codex" in raw:
            p.codex = [str(c) for c in raw.get("codex") or []]
        p.gold = int(raw.get("gold", 0))
        if "workers" in raw:
            p.workers = ["worker"] * int(raw["workers"])
        for item in raw.get("play") or []:
            card = str(item["card"] if isinstance(item, dict) else item)
            uid = str(item.get("uid")) if isinstance(item, dict) and item.get("uid") else \
                p.uid_for(card)
            p.things[uid] = _thing(lib, name, item, uid)
        for bid, b in (raw.get("buildings") or {}).items():
            p.things[str(bid)] = _thing(lib, name, {"card": bid, **(b or {})}, str(bid))
        base = p.base()
        if base is not None:
            base.damage = int(raw.get("base", 0))
        in_play = {t.card for t in p.things.values()}
        p.command = [str(h) for h in raw["command"]] if "command" in raw else [
            h for h in p.command if h not in in_play]
        p.patrol = {str(s): str(u) for s, u in (raw.get("patrol") or {}).items()}
        p.tech_owed = int(raw.get("tech_owed", 0))
        p.back_on = {str(h): int(n) for h, n in (raw.get("back_on") or {}).items()}
        p.turns = int(raw.get("turns", 1))
        p.hired = bool(raw.get("hired", False))
        p.lost_tech = {int(x) for x in raw.get("lost_tech") or []}
        p.max_at_start = {h.uid for h in p.of_kind("hero")
                          if h.level >= lib.card(h.card).max_level}
        p.owned = Counter([*p.deck, *p.hand, *p.discard, *p.codex, *p.command,
                           *(t.card for t in p.things.values()
                             if t.kind != "building" and t.card != "token")])
        players[name] = p
    game = Game(lib=lib, players=players, rng=Rng(int(data.get("seed", 0))), choices=choices,
                active=str(data.get("turn", "p1")), phase=str(data.get("phase", "main")))
    return game


def do_step(game: Game, step: Mapping[str, Any]) -> None:
    """One step of a scenario."""
    verb = next(k for k in step if k != "error")
    arg = step[verb]
    if verb == "hire":
        actions.hire(game, str(arg))
    elif verb == "build":
        actions.build(game, str(arg))
    elif verb == "summon":
        actions.summon(game, str(arg))
    elif verb == "level":
        hero, times = (arg["hero"], arg.get("times", 1)) if isinstance(arg, dict) else (arg, 1)
        actions.level_up(game, str(hero), int(times))
    elif verb == "play":
        actions.play(game, str(arg))
    elif verb == "attack":
        combat.attack(game, f"{game.active}.{arg['with']}", str(arg["target"]))
    elif verb == "patrol":
        actions.patrol(game, {str(k): str(v) for k, v in (arg or {}).items()})
    elif verb == "end_main":
        end_main(game)
    elif verb == "tech":
        actions.tech(game, [str(c) for c in arg or []])
    elif verb == "end_turn":
        end_turn(game)
    elif verb == "bot_turn":
        bot_turn(game)
    else:
        raise IllegalAction(f"unknown step {verb!r}")


def thing_view(game: Game, t: Thing) -> dict[str, Any]:
    """What a scenario may expect of a card in play."""
    out: dict[str, Any] = {"card": t.card, "damage": t.damage, "exhausted": t.exhausted,
                           "new": t.arrived, "runes": dict(+t.runes), "level": t.level,
                           "granted": dict(+t.granted), "building": t.building,
                           "attack": stats.attack(game, t), "health": stats.health(game, t)}
    return out


def player_view(game: Game, name: str) -> dict[str, Any]:
    """What a scenario may expect of a player."""
    p = game.players[name]
    base = p.base()
    return {"colour": p.colour, "gold": p.gold, "workers": len(p.workers), "hand": p.hand,
            "deck": p.deck, "discard": p.discard, "codex": p.codex, "command": p.command,
            "removed": p.removed, "base": base.damage if base else None,
            "play": {t.uid: thing_view(game, t) for t in p.things.values()
                     if t.kind != "building"},
            "buildings": {t.uid: thing_view(game, t) for t in p.things.values()
                          if t.kind == "building" and t.uid != "base"},
            "patrol": dict(p.patrol), "tech_owed": p.tech_owed, "turns": p.turns}


def _compare_things(label: str, want: Any, got: dict[str, Any], out: list[str]) -> None:
    for uid, fields in (want or {}).items():
        if fields in ("-", None):
            if uid in got:
                out.append(f"{label}.{uid}: expected gone, still in play")
            continue
        if uid not in got:
            out.append(f"{label}.{uid}: expected in play, it is not")
            continue
        for key, value in (fields or {}).items():
            have = got[uid].get(key)
            if key in ("runes", "granted"):
                value = {str(k): int(v) for k, v in (value or {}).items()}
            found = expected_got(f"{label}.{uid}.{key}", value, have)
            if found:
                out.append(found)


def compare(game: Game, expect: Mapping[str, Any]) -> list[str]:
    """What differs from ``expect``."""
    out: list[str] = []
    for name, want in (expect.get("players") or {}).items():
        got = player_view(game, str(name))
        for key, value in (want or {}).items():
            if key in ("play", "buildings"):
                _compare_things(f"{name}.{key}", value, got[key], out)
                continue
            have = got.get(key)
            if key in ("deck", "hand", "discard", "codex") and isinstance(value, int):
                have = len(got[key])
            elif key in ("hand", "discard", "codex", "command", "removed") and isinstance(
                    value, list):
                value, have = sorted(map(str, value)), sorted(have or [])
            elif key == "patrol":
                value = {str(k): str(v) for k, v in (value or {}).items()}
            found = expected_got(f"{name}.{key}", value, have, none="-")
            if found:
                out.append(found)
    for key, have in (("turn", game.active), ("phase", game.phase),
                      ("winner", game.winner or "none")):
        if key in expect:
            found = expected_got(key, str(expect[key]), have)
            if found:
                out.append(found)
    for line in expect.get("log") or []:
        if not any(str(line).lower() in entry.lower() for entry in game.log):
            out.append(f"log: expected a line with {line!r}")
    return out


def play_scenario(data: Mapping[str, Any], lib: Library) -> tuple[list[str], list[str]]:
    """Play one scenario: its failures and the game's log."""
    choices = scripted_choices(data.get("choices"))
    try:
        with checking_invariants():
            game = build_game(data, lib, choices)
            game.check_invariants()
            failure = run_steps(data.get("steps") or [], lambda step: do_step(game, step))
    except (ChoiceError, InvariantError, ValueError, KeyError) as exc:
        return [f"{type(exc).__name__}: {exc}"], []
    failures = [failure] if failure else []
    failures += compare(game, data.get("expect") or {})
    if choices.remaining:
        failures.append(f"unused choices: {choices.remaining}")
    return failures, list(game.log)
