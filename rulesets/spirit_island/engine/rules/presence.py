"""Where a spirit's presence may go, and where one presence is a Sacred Site.

``presence_only`` ("your presence may only be added/moved into mountain lands") is a spirit
modifier (``State.spirit_effects``) whose ``into`` is a card target (``{land: [...]}``) and
whose ``verbs`` are ``added`` and/or ``moved`` (pushes and gathers are moves);
``presence_sacred`` ("your presence in wetland lands counts as sacred site") fills
``SpiritState.sacred_lands`` once, at install; ``moves_with`` ("your presence may move with
dahan") lets presence follow a moved piece (:func:`follow_move`)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from cardsmith.engine.choices import ChoiceProvider, FirstLegal, decide
from cardsmith.rulesets.spirit_island.engine.changes.pieces import destroy_presence, move_presence
from cardsmith.rulesets.spirit_island.engine.rules.land_filters import target_matches
from cardsmith.rulesets.spirit_island.engine.state.game_state import State

#: the verbs of ``presence_only``: a push or gather moves the presence
VERBS: tuple[str, ...] = ("added", "moved")


def presence_may_go(state: State, spirit: str, land: str, verb: str) -> bool:
    """May ``spirit``'s presence be ``verb`` (``added`` / ``moved``) into ``land``?"""
    verb = "added" if verb in ("add", "added") else "moved"
    for rule in state.spirit_effects(spirit, "presence_only"):
        if verb in rule.get("verbs", VERBS) and not target_matches(
            state, spirit, land, rule.get("into") or {"land": "any"}
        ):
            return False
    return True


def allowed(state: State, spirit: str, lands: Iterable[str], verb: str) -> list[str]:
    """The lands of ``lands`` that ``spirit``'s presence may be ``verb`` into."""
    return [x for x in lands if presence_may_go(state, spirit, x, verb)]


def make_sacred(state: State, spirit: str, into: Mapping[str, Any]) -> list[str]:
    """``your presence in wetland lands counts as sacred site``: every land matching the card
    target ``into`` (terrains, coastal/inland: fixed for the game) becomes one where a single
    presence of ``spirit`` is a Sacred Site (``SpiritState.sacred_lands``). Returns them."""
    lands = [x for x in state.island.land_ids() if target_matches(state, spirit, x, into)]
    state.spirits[spirit].sacred_lands.update(lands)
    state.log.append(f"{spirit}: 1 presence is a sacred site in {', '.join(lands) or 'no land'}")
    return lands


def follow_move(state: State, choices: ChoiceProvider, src: str, dst: str, kind: str) -> None:
    """``your presence may move with dahan``: after a ``kind`` piece moved from ``src`` to
    ``dst``, each spirit with a ``moves_with`` rule for that kind and presence in ``src`` may
    move 1 of it along (``presence.move_with``: a count, declinable); with ``last`` ("when all
    of them leave your land") only when no ``kind`` is left in ``src``, and any number."""
    for name, s in state.spirits.items():
        for rule in state.spirit_effects(name, "moves_with"):
            if kind not in (rule.get("other") or {}).get("kinds", ()) or s.presence[src] <= 0:
                continue
            if rule.get("last") and state.count(src, kind) > 0:
                continue
            if not presence_may_go(state, name, dst, "moved"):
                continue
            most = s.presence[src] if rule.get("last") else 1
            n = decide(
                choices,
                "presence.move_with",
                list(range(most, 0, -1)),
                context=f"{name}: move presence from {src} to {dst} with the {kind}",
                min=0,
            )
            if n:
                move_presence(state, name, src, dst, int(n))
            break


def skip_by_destroying(state: State, land: str, action: str) -> bool:
    """``at your sacred sites: you may prevent ravage/build by destroying 1 of your presence``:
    before ``action`` happens in ``land``, each spirit whose ``skip_for_presence`` rule holds
    there may destroy that many of its presence in the land (``optional``) to prevent it."""
    for rule in state.site_rules(land, "skip_for_presence"):
        spirit = str(rule.get("spirit"))
        n = int(rule.get("amount") or 1)
        if action not in rule.get("actions", ()) or state.spirits[spirit].presence[land] < n:
            continue
        choices = state.choices if state.choices is not None else FirstLegal()
        answer = decide(
            choices, "optional", ["yes", "no"], context=f"{spirit}: prevent the {action}?"
        )
        if answer == "yes":
            destroy_presence(state, spirit, land, n, cause=f"preventing the {action}")
            state.log.append(f"{land}: {action} prevented by {spirit}")
            return True
    return False
