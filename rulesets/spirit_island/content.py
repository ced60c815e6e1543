"""Which fields of Spirit Island content are effects, and how they fold into engine units.

``compile_record`` is the ruleset's hook (:class:`cardsmith.tools.content.effects.CompileRecord`):

* a power card's ``effect`` and its ``threshold.effect`` compile together into the unit
  ``"effect"`` (the threshold adds to, or with ``instead`` replaces, the base effect);
* each innate power's levels (element thresholds, top to bottom) fold into ``"innates[i]"``,
  followed by the innate's own ``effect`` (its text above the levels: resolved after them);
  a level's ``or_elements`` is an alternative threshold with the same effect (the threshold op
  gets an ``else`` threshold of those elements, marked ``or_of``);
* each special rule with an ``effect`` is the unit ``"special_rules[i]"`` (of a spirit or of
  an aspect, whose innates fold as a spirit's do), each fear-card
  level the unit ``"levels[i]"``, a Blight Card's ``effect`` the unit ``"effect"``, an
  adversary's escalation and loss condition the units ``"escalation"`` and
  ``"loss_condition"``, an Event card's main-event parts ``"main[i]"`` and its
  ``"token_event"`` and ``"dahan_event"``;
* every ``effect`` of a spirit's panel — a growth action (``{effect: …, range: N}``, an
  ``add_presence``'s ``effect``, inside ``one_of``), an action every turn (``growth_always``) or
  a presence-track slot — is its own unit, named by where it is: ``"growth[0][1]"``,
  ``"growth[2][0].add_presence"``, ``"growth[1][0].one_of[0][0]"``, ``"growth_always[0]"``,
  ``"presence_tracks.energy[3]"``; an action at setup (``setup.effects``) is too:
  ``"setup.effects[0]"``.

Errors of the base effect are reported once, on the base, never again on what folds into it.
"""

from __future__ import annotations

from typing import Any

from cardsmith.dsl.ast import Effect
from cardsmith.dsl.errors import DslError
from cardsmith.rulesets.spirit_island.dsl.constructs.thresholds import compile_levels, compile_power
from cardsmith.tools.content.effects import EffectFields
from cardsmith.tools.content.yamlpos import PathKey


def compile_record(fields: EffectFields) -> None:
    """Parse and compile the effect fields of one power card, spirit or fear card."""
    data = fields.data
    if fields.kind == "power":
        _power(fields)
    elif fields.kind in ("spirit", "aspect"):  # an aspect brings rules and innates as a spirit
        for i, _ in enumerate(_list(data.get("innates"))):
            _innate(fields, i)
        for i, rule in enumerate(_list(data.get("special_rules"))):
            if isinstance(rule, dict) and "effect" in rule:
                fields.single(("special_rules", i, "effect"), f"special_rules[{i}]")
        for path in _panel_effects(data):
            fields.single(path, _unit(path[:-1]))
    elif fields.kind == "fear":
        for i, _ in enumerate(_list(data.get("levels"))):
            fields.single(("levels", i, "effect"), f"levels[{i}]")
    elif fields.kind == "blight":
        fields.single(("effect",), "effect")
    elif fields.kind == "event":
        for i, part in enumerate(_list(data.get("main"))):
            if isinstance(part, dict) and "effect" in part:
                fields.single(("main", i, "effect"), f"main[{i}]")
        for part in ("token_event", "dahan_event"):
            if isinstance(data.get(part), dict) and "effect" in data[part]:
                fields.single((part, "effect"), part)
    elif fields.kind == "adversary":
        for part in ("escalation", "loss_condition"):
            if isinstance(data.get(part), dict) and "effect" in data[part]:
                fields.single((part, "effect"), part)


def _power(fields: EffectFields) -> None:
    language = fields.language
    base = fields.parse(("effect",))
    threshold = fields.at(("threshold",))
    extra = fields.parse(("threshold", "effect")) if isinstance(threshold, dict) else None
    base_ops, base_errors = language.compile_effect(base) if base else ([], [])
    fields.report(("effect",), base_errors)
    if base is not None:  # the base effect's own ops: what the C204 check compares with
        fields.record.field_ops["effect"] = None if base_errors else list(base_ops)
    if extra is None:
        if base is not None:
            fields.set_ops("effect", list(base_ops))
        return
    elements = _elements(threshold.get("elements"))
    if base is None:
        _, errors = compile_levels(language, [(elements, extra)])
        fields.report(("threshold", "effect"), errors)
        return
    ops, all_errors = compile_power(language, base, (elements, extra))
    fields.report(("threshold", "effect"), fields.new_errors(all_errors, base_errors))
    fields.set_ops("effect", list(ops))


def _innate(fields: EffectFields, index: int) -> None:
    levels = _list(fields.at(("innates", index, "levels")))
    parsed: list[tuple[dict[str, int], Effect, PathKey]] = []
    complete = True
    for j, level in enumerate(levels):
        path: PathKey = ("innates", index, "levels", j, "effect")
        effect = fields.parse(path)
        if effect is None:
            complete = False
            continue
        elements = _elements(level.get("elements") if isinstance(level, dict) else None)
        parsed.append((elements, effect, path))
    previous: list[DslError] = []
    ops: list[Any] = []
    for n in range(1, len(parsed) + 1):
        ops, errors = compile_levels(fields.language, [(el, eff) for el, eff, _ in parsed[:n]])
        fields.report(parsed[n - 1][2], fields.new_errors(errors, previous))
        previous = list(errors)
    innate = fields.at(("innates", index))
    above: list[Any] = []
    if isinstance(innate, dict) and "effect" in innate:  # the text above the levels
        path = ("innates", index, "effect")
        effect = fields.parse(path)
        if effect is None:
            complete = False
        else:
            above, errors = fields.language.compile_effect(effect)
            fields.report(path, errors)
    if complete and parsed:
        for level in levels:
            alt = _elements(level.get("or_elements") if isinstance(level, dict) else None)
            if alt:
                _or_threshold(ops, _elements(level.get("elements")), alt)
        fields.set_ops(f"innates[{index}]", [*ops, *above])


def _or_threshold(ops: list[Any], elements: dict[str, int], alt: dict[str, int]) -> bool:
    """Give the level's threshold op (``elements``) an alternative: when its elements are not
    met, the same ``then`` with ``alt`` (``or_elements``), before what it did otherwise."""
    for op in ops:
        if not isinstance(op, dict) or op.get("op") != "threshold":
            continue
        if op.get("elements") == elements and not op.get("or_of"):
            alternative = {
                "op": "threshold",
                "elements": dict(alt),
                "then": op.get("then") or [],
                "else": op.get("else") or [],
                "or_of": dict(elements),
            }
            op["else"] = [alternative]
            return True
        if _or_threshold(op.get("then") or [], elements, alt):
            return True
        if _or_threshold(op.get("else") or [], elements, alt):
            return True
    return False


def _elements(value: Any) -> dict[str, int]:
    """An element-count map, keeping only well-typed entries."""
    if not isinstance(value, dict):
        return {}
    return {k: v for k, v in value.items() if isinstance(k, str) and type(v) is int}


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


#: the parts of a spirit's panel whose actions may hold effect text
_PANEL = ("growth", "growth_always", "presence_tracks", "setup")


def _panel_effects(data: Any) -> list[PathKey]:
    """Paths of every ``effect`` string in a spirit's growth and presence tracks."""
    found: list[PathKey] = []

    def walk(node: Any, at: PathKey) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "effect" and isinstance(value, str):
                    found.append((*at, key))
                else:
                    walk(value, (*at, key))
        elif isinstance(node, list):
            for i, value in enumerate(node):
                walk(value, (*at, i))

    for part in _PANEL:
        if isinstance(data, dict) and part in data:
            walk(data[part], (part,))
    return found


def _unit(path: PathKey) -> str:
    """``("growth", 0, 1, "add_presence")`` → ``growth[0][1].add_presence``."""
    out = ""
    for step in path:
        out += f"[{step}]" if isinstance(step, int) else (f".{step}" if out else str(step))
    return out
