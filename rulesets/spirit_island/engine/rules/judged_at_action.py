"""Live land rules: lasting effects whose lands are judged when the Invader action happens.

"In lands with Dahan: skip the Build" holds in every land that has Dahan *when its Build would
happen*, not in the lands that had them when the card resolved (a Ravage in between may have
destroyed them). Such a rule is stored once, island-wide, in ``State.round_effects`` (so it ends
when time passes)::

    {"name": "live_rule", "what": "skip" | <modifier name>, "op": {the op, without "lands"},
     "lands": LANDSET, "here": land | None, "spirit": …, "target_spirit": …,
     "source_land": …, "run": run id, "run_name": …}

and :func:`live_ops` returns the rules that apply in a land at that moment: the land set is
evaluated then, for that land, with a probe :class:`~.effects.run.Run` of the power that made the
rule (its spirit, target spirit and id, so ``did`` and ``moved_to`` see that power's events).

Two IR forms make a live rule (``rulesets/spirit_island/docs/engine-rules.md``):

- the new one: a live-capable op carrying ``lands`` — ``{"op": "skip", "count": {"all": true},
  "actions": ["build"], "lands": {"where": [...]}}``;
- the old one: ``in_lands`` ``each`` over a land set that can change (``where``, ``within``,
  ``moved_to``) whose body holds live-capable ops: those become live rules, the rest of the body
  resolves at once in the lands matching then.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardsmith.dsl.ir import Op
from cardsmith.engine.choices import FirstLegal
from cardsmith.rulesets.spirit_island.engine.effects.run import ExecutionError, Run
from cardsmith.rulesets.spirit_island.engine.effects.selectors import land_in
from cardsmith.rulesets.spirit_island.engine.state.game_state import State

#: ``round_effects`` name of a live rule
LIVE_RULE = "live_rule"
#: land-set keys whose answer can change during the round (the others are geography)
CHANGING_KEYS: tuple[str, ...] = ("where", "within", "moved_to")
#: land modifiers that change Invader actions and may be live
LIVE_MODIFIERS: tuple[str, ...] = (
    "invader_damage",
    "dahan_damage",
    "blight_damage",
    "dahan_first",
    "dahan_simultaneous",
    "disease_ignored",
    "no_fight_back",
    "no_explore_source",
)


def changes(spec: Mapping[str, Any]) -> bool:
    """Can the lands of ``spec`` change during the round (conditions on pieces)? "The
    lowest-numbered land …" is picked once, when the effect resolves."""
    return not spec.get("lowest") and any(spec.get(key) for key in CHANGING_KEYS)


def live_capable(op: Op) -> bool:
    """An op that may wait for the Invader action: a skip of all such actions this round, or a
    land modifier changing Invader actions."""
    if op.get("op") == "skip":
        count = op.get("count") or {}
        return bool(count.get("all") or count.get("any"))
    return op.get("op") == "modifier" and op.get("name") in LIVE_MODIFIERS


def skip_keys(op: Op) -> list[str]:
    """The skip keys of a ``skip`` op: action names, ``build+<kind>`` for builds adding a kind."""
    adding = op.get("adding")
    keys: list[str] = []
    for action in op.get("actions", []):
        if adding and action == "build":
            keys += [f"build+{k}" for k in adding.get("kinds", [])]
        else:
            keys.append(str(action))
    return keys


def live_skip(state: State, land: str, keys: list[str]) -> bool:
    """Does a live skip of one of ``keys`` hold in ``land`` now?"""
    return any(set(skip_keys(op)) & set(keys) for op in live_ops(state, land, "skip"))


def what_of(op: Op) -> str:
    """The name a live rule is looked up by: ``skip`` or the modifier's name."""
    return "skip" if op.get("op") == "skip" else str(op.get("name"))


def register(run: Run, op: Op, lands: Mapping[str, Any], here: str | None) -> dict[str, Any]:
    """Store ``op`` as a live rule over ``lands`` for this round; returns the rule."""
    if not live_capable(op):
        raise ExecutionError(
            f"only skips of all actions and the modifiers {list(LIVE_MODIFIERS)} may be live "
            f"(judged at the invader action): {dict(op)!r}"
        )
    if (lands.get("adjacent") or lands.get("other") or lands.get("same_board")) and here is None:
        raise ExecutionError("a land set relative to the current land needs a land")
    rule: dict[str, Any] = {
        "name": LIVE_RULE,
        "what": what_of(op),
        "op": {k: v for k, v in op.items() if k != "lands"},
        "lands": dict(lands),
        "here": here,
        "spirit": run.spirit,
        "target_spirit": run.target_spirit,
        "source_land": run.source_land,
        "run": run.id,
        "run_name": run.name,
    }
    run.state.round_effects.append(rule)
    run.state.log.append(
        f"this round: {_describe(op)} in each land {_where(lands)} (judged at each action)"
    )
    return rule


def _describe(op: Op) -> str:
    if op.get("op") == "skip":
        return "skip all " + "/".join(skip_keys(op))
    return f"{op.get('name')}" + (f" {int(op['amount']):+d}" if op.get("amount") else "")


def _kinds(pieces: Mapping[str, Any]) -> str:
    return "/".join(str(k) for k in pieces.get("kinds", [])) or "pieces"


def _cond(c: Mapping[str, Any]) -> str:
    """A readable condition of a land set (for the log)."""
    if "has" in c:
        if "at_most" in c:
            return f"with at most {c['at_most']} {_kinds(c['has'])}"
        n = int(c.get("at_least", 1))
        return f"with {_kinds(c['has'])}" if n == 1 else f"with at least {n} {_kinds(c['has'])}"
    if "outnumber" in c:
        a, b = c["outnumber"]
        return f"where {_kinds(a)} outnumber {_kinds(b)}"
    if "not" in c:
        return f"not ({_cond(c['not'])})"
    if "all" in c:
        return " and ".join(_cond(x) for x in c["all"])
    return "where " + ", ".join(f"{k} {v}" for k, v in c.items())


def _where(lands: Mapping[str, Any]) -> str:
    parts = [_cond(c) for c in lands.get("where", [])]
    parts += [f"{k} {v}" for k, v in lands.items() if k != "where"]
    return " and ".join(parts) or "any"


def applies(state: State, rule: Mapping[str, Any], land: str) -> bool:
    """Does the live ``rule`` hold in ``land`` now?"""
    probe = Run(
        state=state,
        choices=FirstLegal(),
        top_ops=[],
        spirit=rule.get("spirit"),
        target_spirit=rule.get("target_spirit"),
        source_land=rule.get("source_land"),
        name=str(rule.get("run_name", "live rule")),
        id=str(rule.get("run", "")),
    )
    return land_in(probe, rule.get("lands", {}), land, rule.get("here"))


def live_ops(state: State, land: str, what: str) -> list[Op]:
    """The ops of this round's live rules named ``what`` that hold in ``land`` now."""
    if not state.round_effects:
        return []
    return [
        rule["op"]
        for rule in state.round_effects
        if rule.get("name") == LIVE_RULE and rule.get("what") == what and applies(state, rule, land)
    ]
