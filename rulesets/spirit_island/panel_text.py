"""A spirit panel in words, as printed: setup lands, how growth is picked, growth actions and
presence-track slots (``schemas/spirit.schema.json``). For the site's spirit pages and the
print-and-play sheets; plain text, the caller escapes it.

>>> growth_action_text({"add_presence": {"range": 3, "lands": ["jungle", "beasts"]}})
'Add a Presence (Range 3, Jungle or Beasts only)'
>>> setup_land_text({"terrain": "mountain", "where": ["no-dahan"], "pick": "lowest"})
'the lowest-numbered Mountain (no Dahan)'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["growth_action_text", "growth_pick_text", "setup_land_text", "slot_text"]

PICKS = {
    "one": "pick one",
    "two": "pick two",
    "three": "pick three",
    "one_from_each_group": "pick one from each group",
}


def _title(word: Any) -> str:
    text = str(word)
    if text.startswith("no-"):
        return "no " + _title(text[3:])
    return text.replace("-", " ").title()


def _words(value: Any, joiner: str = " or ") -> str:
    items = value if isinstance(value, list) else [value]
    return joiner.join(_title(v) for v in items if v is not None)


def _items(value: Any) -> list[Any]:
    """A list field read defensively: a single (wrong-typed) value is one item."""
    if isinstance(value, list):
        return value
    return [] if value is None or value == "" else [value]


def _spec(value: Any) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


def growth_pick_text(record: Mapping[str, Any]) -> str:
    """``pick one`` … ``pick one from each group``; once-a-game options noted."""
    text = PICKS.get(str(record.get("growth_pick") or "one"), "pick one")
    once = record.get("growth_once_per_game")
    if isinstance(once, list) and once:
        text += "; option " + ", ".join(str(n) for n in once) + " once a game"
    return text


def _range(value: Any) -> str:
    return "any Range" if value == "any" else f"Range {value}"


def growth_action_text(action: Any) -> str:
    """One growth action as the panel prints it."""
    if not isinstance(action, Mapping) or not action:
        return str(action)
    if "effect" in action:
        where = ""
        if action.get("at") == "incarna":
            where = " (at your Incarna)"
        elif "range" in action:
            where = f" ({_range(action['range'])})"
        return str(action.get("text") or action["effect"]).strip() + where
    key, value = next(iter(action.items()))
    spec = _spec(value)
    simple = {
        "gather_presence_into_ocean": f"Gather {value} Presence into each Ocean",
        "push_presence_from_ocean": f"Push {value} Presence from each Ocean",
        "pay_energy": f"Pay {value} Energy",
        "card_plays": f"+{value} Card Play this turn",
        "gain_time": f"Gain {value} Time",
        "prepare_element": f"Prepare {value} Element Marker",
        "ignore_range": "Ignore Range this turn",
        "empower_incarna": "Empower your Incarna",
        "push_incarna": "Push your Incarna",
        "replace_presence_with_incarna": "Replace 1 of your Presence with your Incarna",
    }
    if key in simple:
        return simple[key]
    if key == "reclaim":
        if isinstance(value, Mapping):
            return f"Reclaim all Power Cards with {_title(value.get('element'))}"
        return {"all": "Reclaim Cards", "one": "Reclaim One", "half": "Reclaim Half"}.get(
            str(value), f"Reclaim {value}"
        )
    if key == "gain_card":
        deck = spec.get("deck", value)
        kind = "" if deck in ("any", None) else f"{_title(deck)} "
        extra = " without Forgetting" if spec.get("no_forget") else ""
        return f"Gain a {kind}Power Card{extra}".replace("Gain a Power", "Gain Power")
    if key == "gain_energy":
        if value == "card_plays":
            return "Gain Energy equal to your Card Plays"
        if value == "track":
            return "Gain Energy from your Presence track an additional time"
        if isinstance(value, Mapping):
            return f"Gain 1 Energy per {_title(value.get('per_element'))} on your Presence Tracks"
        return f"Gain {value} Energy"
    if key == "gain_element":
        if value == "any":
            return "Gain any Element"
        return f"Gain {_words(value)}"
    if key == "gain_elements":
        return "Gain " + ", ".join(f"{n} {_title(e)}" for e, n in spec.items())
    if key == "discard_cards":
        element = f" with {_title(spec['element'])}" if spec.get("element") else ""
        count = spec.get("count", 1)
        return f"Discard {count} Power Card{'s' if count != 1 else ''}{element}"
    if key == "add_presence":
        return _add_presence(spec)
    if key == "move_presence":
        many = spec.get("count")
        what = f"up to {many} Presence together" if many else "a Presence"
        return f"Move {what} ({_range(spec.get('range', 1))})"
    if key == "move_incarna":
        return f"Move your Incarna ({_range(spec.get('range', 1))})"
    if key == "place_incarna":
        lands = spec.get("lands") or ["presence"]
        return f"Add or Move your Incarna to a land with {_words(lands)}"
    if key == "one_of":
        options = [" + ".join(growth_action_text(a) for a in o) for o in value or []]
        return " or ".join(options)
    if key == "may_pay":
        cost = (
            f"{spec['energy']} Energy" if spec.get("energy") else f"{spec.get('markers')} Markers"
        )
        then = " + ".join(growth_action_text(a) for a in spec.get("then") or [])
        return f"You may pay {cost}: {then}"
    return f"{str(key).replace('_', ' ')}: {value}"


def _add_presence(spec: Mapping[str, Any]) -> str:
    if spec.get("ocean"):
        return "Add a Presence (any Ocean)"
    what = "a Presence"
    if spec.get("destroyed"):
        many = spec.get("count")
        what = f"up to {many} destroyed Presence together" if many else "1 destroyed Presence"
    parts = [_range(spec.get("range", 0))]
    only = [*_items(spec.get("terrain")), *_items(spec.get("lands"))]
    if only:
        parts.append(f"{_words(only)} only")
    text = f"Add {what} ({', '.join(parts)})"
    if spec.get("effect"):
        text += f", then {str(spec['effect']).strip()} there"
    return text


def setup_land_text(desc: Any) -> str:
    """A setup land description in words."""
    if desc == "ocean":
        return "the Ocean"
    spec = _spec(desc)
    if "same" in spec:
        return f"the land of entry {spec['same']}"
    if "number" in spec:
        board = " of any board" if spec.get("board") == "any" else ""
        return f"land #{spec['number']}{board}"
    noun = _words(spec["terrain"]) if spec.get("terrain") else "land"
    pick = str(spec.get("pick", "choice"))
    head = f"the {pick}-numbered {noun}" if pick in ("lowest", "highest") else f"a {noun}"
    notes = [_words(spec["where"], ", ")] if spec.get("where") else []
    notes += [f"exactly {n} {_title(k)}" for k, n in _spec(spec.get("exactly")).items()]
    notes += [f"at least {n} {_title(k)}" for k, n in _spec(spec.get("at_least")).items()]
    if spec.get("printed"):
        notes.append(f"a {_words(spec['printed'])} setup symbol")
    if spec.get("adjacent"):
        notes.append(f"next to {_words(spec['adjacent'])}")
    if spec.get("next_to"):
        notes.append(f"next to entry {spec['next_to']}")
    if spec.get("most"):
        notes.append(f"the most {_title(spec['most'])}")
    if spec.get("board") == "any":
        notes.append("any board")
    text = head + (f" ({'; '.join(notes)})" if notes else "")
    if isinstance(spec.get("else"), Mapping):
        text += f", else {setup_land_text(spec['else'])}"
    return text


def slot_text(slot: Any, number_key: str = "energy") -> str:
    """A presence-track slot's benefits, e.g. ``4 + Air``, ``Sun or Moon``, ``Reclaim One``."""
    spec = _spec(slot)
    parts: list[str] = []
    if number_key in spec:
        parts.append(str(spec[number_key]))
    if spec.get("element"):
        parts.append("any Element" if spec["element"] == "any" else _title(spec["element"]))
    parts += ["any Element" if e == "any" else _title(e) for e in spec.get("elements") or []]
    if spec.get("element_of"):
        parts.append(_words(spec["element_of"]))
    if spec.get("extra_plays"):
        parts.append(f"+{spec['extra_plays']} Card Play")
    if spec.get("reclaim_one"):
        parts.append("Reclaim One")
    if isinstance(spec.get("move_presence"), Mapping):
        parts.append(growth_action_text({"move_presence": spec["move_presence"]}))
    if "effect" in spec:
        parts.append(str(spec.get("text") or spec["effect"]).strip())
    parts += [growth_action_text(a) for a in spec.get("actions") or []]
    if spec.get("empower_incarna"):
        parts.append("Empower Incarna")
    if spec.get("choose_element"):
        parts.append("an Element of your choice")
    return " + ".join(parts)
