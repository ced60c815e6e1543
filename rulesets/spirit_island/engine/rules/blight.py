"""Special rules that soften added blight: ``blight_spares`` ("blight added in lands with your
presence does not destroy your presence if dahan present", "blight added by spirit effects does
not destroy your presence", "… does not cascade or destroy presence of any spirit unless blight
outnumber your presence"), a permanent spirit modifier (``State.spirit_rules``) with ``pieces``
(the owner's presence, or ``owner: any``), ``lands?`` (a card target), ``by_spirits?`` (only
blight a spirit effect added: not a Ravage's), ``cascade?`` (the cascade stops too) and ``if?`` /
``unless?`` (a condition judged in the land, the blight already there); and ``blight_from_box``
("blight added in lands with your presence may come from the box for 2 energy each":
:func:`from_box`) and ``blight_instead`` ("your powers may destroy 1 of your presence instead of
adding blight": :func:`destroy_instead`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardsmith.engine.choices import ChoiceProvider, FirstLegal, decide
from cardsmith.rulesets.spirit_island.engine.effects.run import Run
from cardsmith.rulesets.spirit_island.engine.rules.land_filters import target_matches
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import spirit_of

#: the ``cause`` of blight an Invader action added (``invaders.ravage``)
INVADER_CAUSES: tuple[str, ...] = ("ravage", "")


def _applies(state: State, rule: Mapping[str, Any], land: str, cause: str) -> bool:
    from cardsmith.rulesets.spirit_island.engine.effects.selectors import (
        cond,  # here: an import cycle
    )

    owner = str(rule.get("spirit"))
    if rule.get("by_spirits") and cause in INVADER_CAUSES:
        return False
    if rule.get("lands") is not None and not target_matches(state, owner, land, rule["lands"]):
        return False
    run = Run(state=state, choices=FirstLegal(), top_ops=[], spirit=owner, target_land=land)
    if "if" in rule and not cond(run, rule["if"], land):
        return False
    return not ("unless" in rule and cond(run, rule["unless"], land))


def _rules(state: State) -> list[dict[str, Any]]:
    return [r for r in state.spirit_rules if r.get("name") == "blight_spares"]


def spares(state: State, spirit: str, land: str, cause: str) -> bool:
    """Does a rule keep the blight just added to ``land`` (``cause``: what added it, the first
    land's for a cascade) from destroying ``spirit``'s presence there?"""
    for rule in _rules(state):
        pieces = rule.get("pieces") or {}
        if pieces.get("owner") != "any" and rule.get("spirit") != spirit:
            continue
        if _applies(state, rule, land, cause):
            state.log.append(f"{land}: the blight spares the presence of {spirit}")
            return True
    return False


def stops_cascade(state: State, land: str, cause: str) -> bool:
    """Does a rule (``cascade``) keep the blight just added to ``land`` from cascading?"""
    for rule in _rules(state):
        if rule.get("cascade") and _applies(state, rule, land, cause):
            state.log.append(f"{land}: the blight does not cascade ({rule.get('spirit')})")
            return True
    return False


def from_box(state: State, land: str, choices: ChoiceProvider) -> bool:
    """Blight about to be added to ``land``: a spirit with a ``blight_from_box`` effect for that
    land and the energy may pay it to take the blight from the box, not the Blight Card
    (``blight.from_box``); ``True``: it did (the pool keeps the blight)."""
    for rule in (*state.round_effects, *state.spirit_rules):
        if rule.get("name") != "blight_from_box":
            continue
        owner = str(rule.get("spirit"))
        spirit, cost = state.spirits.get(owner), int(rule.get("amount") or 0)
        if spirit is None or spirit.energy < cost:
            continue
        if rule.get("lands") is not None and not target_matches(state, owner, land, rule["lands"]):
            continue
        context = f"{owner}: pay {cost} energy to take the blight for {land} from the box?"
        if decide(choices, "blight.from_box", ["yes", "no"], context=context) != "yes":
            continue
        spirit.energy -= cost
        state.log.append(f"{land}: {owner} pays {cost} energy, the blight comes from the box")
        return True
    return False


def destroy_instead(
    state: State, land: str, choices: ChoiceProvider
) -> tuple[str, str, int] | None:
    """Blight the running power would add to ``land``: with a ``blight_instead`` effect its
    spirit may destroy ``amount`` of its presence (in any of its lands, ``blight.instead``)
    instead — returns ``(spirit, land, amount)`` for the caller to destroy; ``None``: no."""
    spirit = spirit_of(state.journal.source)
    if spirit is None or spirit not in state.spirits:
        return None
    for rule in state.spirit_effects(spirit, "blight_instead"):
        lands = sorted(x for x, n in state.spirits[spirit].presence.items() if n > 0)
        context = f"{spirit}: destroy presence instead of adding blight to {land}?"
        got = decide(choices, "blight.instead", lands, context=context, min=0)
        if got is not None:
            return spirit, str(got), int(rule.get("amount") or 1)
    return None
