"""``treat_as`` special rules: what a spirit's (or every spirit's) actions see differently.

``your actions treat blight on the island as also badlands`` (``actions: "yours"``, ``pieces``:
blight or tokens, ``as``: a token) adds those pieces to the token's count for the owner's
powers (the Badlands damage bonus, land filters); ``spirit actions treat your sacred sites as
also wetland`` (``actions: "spirits"``, ``pieces``: the owner's sacred site, ``as``: a terrain)
makes the owner's Sacred Sites also of that terrain for every spirit's powers (land filters,
targeting) — never for the Invader cards."""

from __future__ import annotations

from typing import Any

from cardsmith.rulesets.spirit_island.engine.state.game_state import State


def _rules(state: State, spirit: str | None) -> list[dict[str, Any]]:
    if spirit is None or not state.spirit_rules:
        return []
    return [
        r
        for r in state.spirit_rules
        if r.get("name") == "treat_as"
        and (r.get("actions") == "spirits" or r.get("spirit") == spirit)
    ]


def treated_count(state: State, spirit: str | None, land: str, kind: str) -> int:
    """How many pieces in ``land`` ``spirit``'s actions also treat as ``kind`` (a token)."""
    n = 0
    for rule in _rules(state, spirit):
        if rule.get("as") != kind:
            continue
        for what in (rule.get("pieces") or {}).get("kinds", ()):
            ls = state.land(land)
            n += ls.blight if what == "blight" else ls.tokens.get(str(what), 0)
    return n


def treated_terrain(state: State, spirit: str | None, land: str, terrain: str) -> bool:
    """Do ``spirit``'s actions treat ``land`` as also being ``terrain`` (a Sacred Site rule)?"""
    for rule in _rules(state, spirit):
        owner = state.spirits.get(str(rule.get("spirit")))
        if rule.get("as") == terrain and owner is not None and owner.is_sacred(land):
            return True
    return False
