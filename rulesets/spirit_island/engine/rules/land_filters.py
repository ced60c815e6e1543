"""Land filters of card targets and origins (``schemas/defs.schema.json``: ``land_filter``,
``target_filter``, ``target``): a terrain, coastal/inland, the pieces a land holds (or lacks),
``{at_least: {kind: N}}``, ``{all: [...]}`` — and whether a land matches them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardsmith.rulesets.spirit_island.engine.effects.run import ExecutionError
from cardsmith.rulesets.spirit_island.engine.rules.treat_as import treated_count, treated_terrain
from cardsmith.rulesets.spirit_island.engine.state.board import TERRAINS, TOKEN_KINDS
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import INVADER_KINDS, STRIFE
from cardsmith.rulesets.spirit_island.vocabulary import PLACES

#: every land filter word of ``schemas/defs.schema.json#/$defs/land_filter``, and the token
#: words (``beasts`` … ``quake``, ``strife``, their ``no-`` forms) the schema will take
LAND_FILTERS: tuple[str, ...] = (
    *TERRAINS,
    "coastal",
    "inland",
    "invaders",
    "no-invaders",
    "dahan",
    "no-dahan",
    "blight",
    "no-blight",
    "explorer",
    "town",
    "city",
    "presence",
    "sacred-site",
    # tokens (and strife on invaders): beyond Horizons
    *TOKEN_KINDS,
    *(f"no-{kind}" for kind in TOKEN_KINDS),
    STRIFE,
    f"no-{STRIFE}",
    "incarna",
    "no-incarna",
    *(f"no-{terrain}" for terrain in TERRAINS),
    *(f"no-{kind}" for kind in ("explorer", "town", "city", "presence", "sacred-site")),
    # off-board places (vocabulary PLACES): "target: the Endless Dark"
    *PLACES,
)
INCARNA = "incarna"


def land_matches(state: State, spirit: str | None, land: str, spec: Any) -> bool:
    """One ``land_filter`` word (``presence``/``sacred-site``/``incarna``: the acting
    spirit's), ``{at_least: {kind: N}}`` (a land with N or more of each kind) or a list of
    words (any of them: an item of ``all``)."""
    if isinstance(spec, Mapping):
        return _at_least_matches(state, spirit, land, spec)
    if isinstance(spec, list):  # inside ``all``: any of these
        return any(land_matches(state, spirit, land, w) for w in spec)
    word = str(spec)
    if word in state.island.place_rules or word in PLACES:
        return land == word  # the off-board place itself
    info = state.island.land(land)
    ls = state.land(land)
    if word in TERRAINS:  # a spirit's rule may treat a land as also of that terrain
        return info.terrain == word or treated_terrain(state, spirit, land, word)
    if word in ("coastal", "inland"):
        return info.coastal == (word == "coastal")
    if word.startswith("no-"):
        return not land_matches(state, spirit, land, word[3:])
    if word == "invaders":
        return ls.count(*INVADER_KINDS) > 0
    if word in ("dahan", "explorer", "town", "city"):
        return ls.count(word) > 0
    if word == "blight":
        return ls.blight > 0
    if word in TOKEN_KINDS or word == STRIFE:
        # presence counting as tokens too (counts_as), pieces treated as tokens (treat_as)
        return state.count(land, word) + treated_count(state, spirit, land, word) > 0
    if word in ("presence", "sacred-site"):
        s = state.spirits.get(spirit or "")
        if word == "sacred-site":
            return s is not None and s.is_sacred(land)
        return s is not None and s.presence[land] >= 1
    if word == INCARNA:
        s = state.spirits.get(spirit or "")
        return s is not None and s.incarna == land
    raise ExecutionError(f"unknown land filter {word!r} (known: {list(LAND_FILTERS)})")


def _at_least_matches(
    state: State, spirit: str | None, land: str, word: Mapping[str, Any]
) -> bool:
    """``{at_least: {beasts: 2}}``: N or more of each kind (``invaders``: any invader;
    ``presence``: the acting spirit's)."""
    need = word.get("at_least")
    if not isinstance(need, Mapping) or not need:
        raise ExecutionError(f"unknown land filter {dict(word)!r} (known: {{at_least: {{…}}}})")
    ls = state.land(land)
    s = state.spirits.get(spirit or "")
    for kind, n in need.items():
        kinds = INVADER_KINDS if kind == "invaders" else (str(kind),)
        if kind == "blight":
            have = ls.blight
        elif kind == "presence":  # the acting spirit's
            have = s.presence[land] if s is not None else 0
        else:
            have = ls.count(*kinds)
        if have < int(n):
            return False
    return True


def target_matches(
    state: State, spirit: str | None, land: str, target_spec: Mapping[str, Any] | str
) -> bool:
    """``{land: any}``, ``{land: [filters]}`` (the land must match ANY of the filters) or
    ``{land: {all: [filters]}}`` (ALL of them)."""
    spec = target_spec.get("land", "any") if isinstance(target_spec, Mapping) else target_spec
    return filter_matches(state, spirit, land, spec)


def filter_matches(state: State, spirit: str | None, land: str, spec: Any) -> bool:
    """A target's ``land`` value: ``any``, a list (any of) or ``{all: [...]}``."""
    if spec == "any":
        return True
    if isinstance(spec, Mapping) and "all" in spec:
        return all(land_matches(state, spirit, land, w) for w in spec["all"])
    words = [spec] if isinstance(spec, (str, Mapping)) else list(spec)
    return any(land_matches(state, spirit, land, w) for w in words)
