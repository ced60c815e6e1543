"""Reading a game position for the greedy policy: which lands the next invader actions hit, how
much invader health a given damage kills, and a rough profile of what a power's effect does.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from cardsmith.rulesets.spirit_island.engine.rules.invader_actions import card_lands, invader_damage
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import (
    BASE_HEALTH,
    INVADER_KINDS,
    parse_label,
)

#: invader kinds from the most to the least worth removing
KIND_RANK: dict[str, int] = {"city": 3, "town": 2, "explorer": 1}
LAND_IN = re.compile(r"\bin ([A-Z]+\d+)\b")
INTO = re.compile(r"\binto ([A-Z]+\d+)\b")
AMOUNT_IN = re.compile(r"^(\d+) damage in ([A-Z]+\d+)")


def struck_lands(state: State, slot: str) -> list[str]:
    """Every land the cards in ``slot`` (``"ravage"`` / ``"build"``) hit if it has invaders
    (empty ones too: a piece pushed or gathered there is ravaged or built on)."""
    out: list[str] = []
    for card in state.slots.get(slot, []):
        out += [x for x in card_lands(state, card) if x not in out]
    return out


def threatened_lands(state: State, slot: str) -> list[str]:
    """Lands with invaders that the cards in ``slot`` will hit (:func:`struck_lands` with
    invaders now)."""
    return [x for x in struck_lands(state, slot) if state.has_invaders(x)]


def ravage_damage(state: State, land: str) -> int:
    """What a Ravage there would deal now (strife, invader-damage changes, Badlands, Defend)."""
    raw = invader_damage(state, land)
    if raw >= 1:
        raw += state.count(land, "badlands")
    return max(0, raw - state.defend_at(land))


def invader_health(state: State, land: str) -> int:
    return sum(state.remaining_health(land, p) for p in state.pieces(land, *INVADER_KINDS))


def killed_health(state: State, land: str, damage: int) -> int:
    """Invader health destroyed in ``land`` by ``damage`` spent as :class:`Greedy` spends it
    (the strongest invader that dies first; damage that kills nothing is not counted)."""
    left = sorted(
        (state.remaining_health(land, p), KIND_RANK[p.kind])
        for p in state.pieces(land, *INVADER_KINDS)
    )
    killed = 0
    while damage > 0:
        dying = [hr for hr in left if hr[0] <= damage]
        if not dying:
            break
        pick = max(dying, key=lambda hr: (hr[1], -hr[0]))
        left.remove(pick)
        damage -= pick[0]
        killed += pick[0]
    return killed


def kind_of(label: str) -> str:
    """The kind of an option label (``town:1+strife`` → ``town``, ``presence:river`` →
    ``presence``)."""
    return label.split("+", 1)[0].split(":", 1)[0]


def label_health(state: State | None, land: str | None, label: str) -> int:
    kind = kind_of(label)
    if kind not in BASE_HEALTH:
        return 99
    damage = parse_label(label)[1]
    base = state.health(land, kind) if state is not None and land is not None else BASE_HEALTH[kind]
    return max(0, base - damage)


def effect_profile(
    ops: Sequence[Mapping[str, Any]], elements: Counter[str] | None = None
) -> Counter[str]:
    """What a power does, roughly: amounts per effect kind (``damage``, ``fear``, ``defend``,
    ``destroy``, ``push``, ``gather``, ``skip``, ``downgrade``, ``remove_blight``,
    ``add_blight``). Thresholds count when ``elements`` meets them (their ``else`` otherwise);
    every option of a ``choice`` counts (the policy picks among them later)."""
    out: Counter[str] = Counter()
    have = elements or Counter()

    def amount(op: Mapping[str, Any]) -> int:
        per = 2 if op.get("per") else 1  # "per dahan/blight": guess 2
        count = op.get("count")
        if isinstance(count, Mapping):
            n = count.get("n", count.get("up_to", 3 if count.get("all") else 1))
            return int(n if isinstance(n, int) else 1) * per
        return int(op.get("amount") or 1) * per

    def walk(items: Sequence[Any]) -> None:
        for op in items:
            if not isinstance(op, Mapping):
                continue
            name = op.get("op")
            kinds = set((op.get("pieces") or {}).get("kinds") or ())
            invaders = bool(kinds & set(INVADER_KINDS))
            if name == "damage":
                to = op.get("to") or {}
                out["damage"] += amount(op) * (2 if to.get("each") else 1)
            elif name in ("fear", "defend"):
                out[str(name)] += amount(op)
            elif name in ("destroy", "downgrade", "replace") and invaders:
                out["destroy" if name != "downgrade" else "downgrade"] += amount(op)
            elif name in ("push", "gather") and invaders:
                out[str(name)] += amount(op)
            elif name == "skip":
                out["skip"] += 1
            elif name == "remove" and "blight" in kinds:
                out["remove_blight"] += 1
            elif name == "add" and "blight" in kinds:
                out["add_blight"] += 1
            if name == "threshold":
                need = op.get("elements") or {}
                met = all(have[str(k)] >= int(v) for k, v in need.items())
                walk(op.get("then") or [] if met else op.get("else") or [])
            elif name == "choice":
                for option in op.get("options") or []:
                    walk(option)
            else:
                for key in ("then", "do", "else"):
                    if isinstance(op.get(key), list):
                        walk(op[key])

    walk(ops)
    return out
