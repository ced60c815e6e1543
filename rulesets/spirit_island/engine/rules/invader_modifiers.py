"""What tokens and lasting modifiers change in an Invader action (used by
:mod:`.rules.invader_actions`).

- **Strife**: an invader with strife deals no Ravage damage; after its land's Ravage it loses 1.
- **Badlands**: +1 damage per Badlands to an effect dealing ≥ 1 damage in the land (once).
- **Disease** stops a Build (1 Disease removed instead), unless ``disease_ignored``.
- **Wilds** stop an Explore into the land (1 Wilds removed instead).
- **Isolate**: an isolated land is no Explore source for its neighbours and has none.
- Land modifiers (this round, ``LandModifiers.invader_mods``, or live:
  :mod:`.rules.judged_at_action`): ``invader_damage`` (``amount`` ±N in total, or per invader with
  ``each``, for the ``pieces`` kinds; ``to: {kinds: [dahan]}``: only the damage the Dahan take),
  ``dahan_damage`` (``amount`` ±N to the Dahan's counterattack in total, min. 0; per Dahan
  with ``each``, min. 0 each), ``blight_damage`` (``amount`` ±N to the damage that adds Blight),
  ``dahan_first`` (``count`` Dahan strike before the Invaders, and not again after them),
  ``dahan_simultaneous`` (every Dahan present fights back, even those the Invaders destroy),
  ``disease_ignored``, ``action_becomes`` (``actions`` → ``instead``, ``left`` occurrences, ``None``
  = all round), ``sit_out`` (``count`` pieces of ``pieces``, only those with strife when
  ``strifed``, do not participate in the Ravage: invaders deal no damage and take no counterattack
  damage, Dahan take no damage and do not fight back), ``no_fight_back`` (no Dahan fights back);
  ``invader_damage`` with ``per_own`` (``damage`` / ``strife``): the amount times what each invader
  has taken / has.
"""

from __future__ import annotations

from typing import Any

from cardsmith.engine.choices import FirstLegal, decide
from cardsmith.rulesets.spirit_island.engine.changes import damage as ops
from cardsmith.rulesets.spirit_island.engine.changes.record import generate_fear
from cardsmith.rulesets.spirit_island.engine.changes.tokens import remove_strife, remove_token
from cardsmith.rulesets.spirit_island.engine.effects.run import Run, next_id, run_at
from cardsmith.rulesets.spirit_island.engine.effects.selectors import landset, mult
from cardsmith.rulesets.spirit_island.engine.rules import judged_at_action as live
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import (
    ATTACK,
    INVADER_KINDS,
    PIECE_KINDS,
    Piece,
)

#: the land modifiers that change Invader actions
INVADER_MODIFIERS: tuple[str, ...] = (
    "invader_damage",
    "dahan_damage",
    "blight_damage",
    "dahan_first",
    "dahan_simultaneous",
    "disease_ignored",
    "action_becomes",
    "sit_out",
    "no_fight_back",
    "no_explore_source",
    "ravage_redirect",
)


def invader_mods(state: State, land: str, name: str) -> list[dict[str, Any]]:
    """This round's modifiers ``name`` on ``land``, then the live ones that hold there now
    (this round's live rules, then the permanent ``at_sacred_sites`` rules)."""
    own = [m for m in state.land(land).mods.invader_mods if m.get("name") == name]
    if state.round_effects:
        own += live.live_ops(state, land, name)
    if state.spirit_rules:
        own += state.site_rules(land, name)
    return own


# --- ravage ---------------------------------------------------------------------------------
def attack_of(state: State, land: str, piece: Piece, each: list[dict[str, Any]]) -> int:
    """One invader's Ravage damage: 0 with strife; its attack + per-invader changes (min. 0)."""
    if piece.strife:
        return 0
    n = ATTACK[piece.kind]
    for mod in each:
        if piece.kind in (mod.get("pieces") or {}).get("kinds", INVADER_KINDS):
            own = mod.get("per_own")  # "-1 Damage per Damage they have taken"
            times = piece.damage if own == "damage" else piece.strife if own else 1
            n += int(mod.get("amount") or 0) * times
    return max(0, n)


def blight_damage(state: State, land: str) -> int:
    """The Ravage damage (after Defend) that adds Blight to the land: 2, changed by
    ``blight_damage`` ("it takes 8 additional damage to add blight"; min. 1)."""
    extra = sum(int(m.get("amount") or 0) for m in invader_mods(state, land, "blight_damage"))
    return max(1, 2 + extra)


def _to_dahan_only(mod: dict[str, Any]) -> bool:
    to = mod.get("to")
    return to is not None and set(to.get("kinds", ())) <= {"dahan"}


def ravage_damage(
    state: State, land: str, *, to_dahan: bool = False, out: list[Piece] | None = None
) -> int:
    """The invaders' damage before Badlands and Defend: strife-free invaders that take part
    (``out``: those sitting out), per-invader and total ``invader_damage`` changes (min. 0).
    ``to_dahan``: the damage the Dahan take (changes made ``to`` dahan only count there)."""
    mods = state.land(land).mods
    sitting = out or []
    quiet = not (mods.invader_mods or state.round_effects or state.spirit_rules or sitting)
    if quiet:  # the common case
        return sum(ATTACK[p.kind] for p in state.pieces(land, *INVADER_KINDS) if not p.strife)
    changes = [
        m for m in invader_mods(state, land, "invader_damage") if to_dahan or not _to_dahan_only(m)
    ]
    each = [m for m in changes if m.get("each")]
    total = sum(
        attack_of(state, land, p, each)
        for p in state.pieces(land, *INVADER_KINDS)
        if all(p is not q for q in sitting)
    )
    total += sum(int(m.get("amount") or 0) for m in changes if not m.get("each"))
    return max(0, total)


def _scaled(state: State, land: str, mod: dict[str, Any]) -> dict[str, Any]:
    """A ``sit_out`` count, times its ``per`` counted in ``land`` now (``up to 2 explorer per
    your presence``: the presence of the rule's spirit there)."""
    count = dict(mod.get("count") or {"all": True})
    if not mod.get("per"):
        return count
    probe = Run(state=state, choices=FirstLegal(), top_ops=[], spirit=mod.get("spirit"))
    k = mult(probe, mod["per"], land)
    for key in ("n", "up_to"):
        if key in count:
            count[key] = int(count[key]) * k
    return count


def sitting_out(state: State, land: str, kinds: tuple[str, ...], choices: Any) -> list[Piece]:
    """The pieces of ``kinds`` that do not participate in this Ravage (``sit_out``); with a
    count, the player picks them (``sit_out.piece``)."""
    out: list[Piece] = []
    for mod in invader_mods(state, land, "sit_out"):
        pool = [
            p
            for p in state.pieces(land, *kinds)
            if p.kind in (mod.get("pieces") or {}).get("kinds", ())
            and (p.strife or not (mod.get("pieces") or {}).get("strifed"))
            and all(p is not q for q in out)
        ]
        count = _scaled(state, land, mod)
        if count.get("all"):
            out += pool
            continue
        if "n" in count:
            limit, optional = int(count["n"]), False
        elif "up_to" in count:
            limit, optional = int(count["up_to"]), True
        else:  # any number, the player's choice
            limit, optional = len(pool), True
        for i in range(limit):
            labels = sorted({p.label for p in pool}, key=[p.label for p in pool].index)
            label = decide(
                choices,
                "sit_out.piece",
                labels,
                context=f"{land}: a piece that does not participate in the ravage ({i + 1})",
                min=0 if optional else 1,
            )
            if label is None:
                break
            piece = next(p for p in pool if p.label == label)
            pool.remove(piece)
            out.append(piece)
    if out:
        state.log.append(f"{land}: {', '.join(p.label for p in out)} do not participate")
    return out


def badlands(state: State, land: str, damage: int, who: str) -> int:
    """The Badlands bonus of an effect dealing ``damage`` in ``land`` (0 when it deals none)."""
    n = state.count(land, "badlands") if damage >= 1 else 0
    if n:
        state.log.append(f"{land}: +{n} damage to {who} (badlands)")
    return n


def dahan_damage_differs(state: State, land: str) -> bool:
    """Does a change apply only to the damage the Dahan take (``invader_damage`` ``to``)?"""
    return any(_to_dahan_only(m) for m in invader_mods(state, land, "invader_damage"))


def counterattack(state: State, land: str, fighters: int) -> int:
    """The damage ``fighters`` Dahan deal when they fight back: 2 each, changed by
    ``dahan_damage`` (``each``: per Dahan, min. 0 each; else in total, min. 0)."""
    mods = invader_mods(state, land, "dahan_damage")
    each = sum(int(m.get("amount") or 0) for m in mods if m.get("each"))
    change = sum(int(m.get("amount") or 0) for m in mods if not m.get("each"))
    amount = ATTACK["dahan"] * fighters
    if each:
        state.log.append(f"{land}: dahan damage {ATTACK['dahan']} {each:+d} each")
    if change:
        state.log.append(f"{land}: dahan damage {amount} {change:+d}")
    return max(0, max(0, ATTACK["dahan"] + each) * fighters + change)


def strike_first(
    state: State, land: str, resting: list[Piece], out: list[Piece], choices: Any
) -> list[Piece]:
    """The Dahan that deal their damage before the Invaders (``dahan_first``: the counts of
    its modifiers added up, ``all``: every one) — their damage dealt now, as a counterattack
    (``dahan.counterattack.target``); returns them (they do not fight back again)."""
    mods = invader_mods(state, land, "dahan_first")
    if not mods:
        return []
    ready = [p for p in state.pieces(land, "dahan") if all(p is not q for q in resting)]
    k = 0
    for mod in mods:
        count = mod.get("count") or {"all": True}
        k += len(ready) if count.get("all") else int(count.get("n", count.get("up_to", 0)))
    strikers = ready[: min(k, len(ready))]
    if strikers:
        state.log.append(f"{land}: {len(strikers)} dahan deal damage before the invaders")
        dahan_strike(state, land, len(strikers), out, choices)
    return strikers


def dahan_strike(state: State, land: str, dahan: int, out: list[Piece], choices: Any) -> None:
    """``dahan`` Dahan deal their damage to the Invaders of ``land`` (the ``dahan_damage``
    changes, then Badlands), spread by ``dahan.counterattack.target``; the pieces sitting the
    Ravage out (``out``) take none."""
    amount = counterattack(state, land, dahan)
    amount += badlands(state, land, amount, "the dahan")
    ops.distribute_damage(
        state,
        land,
        amount,
        INVADER_KINDS,
        choices,
        decision="dahan.counterattack.target",
        cause="dahan",
        exclude=[p for p in out if p.kind != "dahan"],
    )


def simultaneous(state: State, land: str) -> bool:
    return bool(invader_mods(state, land, "dahan_simultaneous"))


def redirected(state: State, land: str, damage: int, choices: Any) -> bool:
    """``ravage_redirect`` ("they damage Invaders in adjacent lands instead of Dahan and the
    land"): the Ravage damage (after Defend) is dealt point by point to ``to`` pieces in the
    ``among`` lands, the player picking the land of each point (``ravage.redirect.land``) and
    the piece there (``damage.target``). Returns whether the damage was redirected."""
    mods = invader_mods(state, land, "ravage_redirect")
    if not mods:
        return False
    mod = mods[0]
    kinds = [k for k in (mod.get("to") or {}).get("kinds", INVADER_KINDS) if k in PIECE_KINDS]
    probe = Run(state=state, choices=choices, top_ops=[], name=f"ravage in {land}")
    isolated = state.land(land).mods.isolated  # not adjacent to anything for the invaders
    lands = [] if isolated else landset(probe, mod.get("among") or {"adjacent": True}, land)
    state.log.append(f"{land}: the ravage damages {'/'.join(kinds)} in {', '.join(lands)}")
    for i in range(damage):
        options = [x for x in lands if state.pieces(x, *kinds)]
        where = decide(
            choices, "ravage.redirect.land", options, context=f"{land}: ravage damage {i + 1}"
        )
        if where is None:
            break
        ops.distribute_damage(state, where, 1, kinds, choices, cause=f"the ravage in {land}")
    return True


def no_explore_source(state: State, land: str) -> bool:
    """``no_explore_source``: the land is no source of invaders when exploring."""
    return bool(invader_mods(state, land, "no_explore_source"))


def no_fight_back(state: State, land: str) -> bool:
    """``no_fight_back``: the Dahan of the land do not fight back in its Ravage."""
    return bool(invader_mods(state, land, "no_fight_back"))


def strife_spent(state: State, land: str, strifed: list[Piece]) -> None:
    """After the Ravage: each invader that had strife (and is still there) loses 1."""
    for p in strifed:
        if p.strife and any(p is q for q in state.land(land).pieces):
            remove_strife(state, land, p)


# --- build, explore -------------------------------------------------------------------------
def _build_let_through(state: State, land: str) -> bool:
    """``disease_waived``: a spirit with presence on the land's board may let the Build its
    Disease would stop happen (``disease.let_build``, no Disease removed), then ``amount``
    fear."""
    board = state.island.land(land).board
    for eff in (*state.round_effects, *state.spirit_rules):
        if eff.get("name") != "disease_waived" or eff.get("spirit") not in state.spirits:
            continue
        spirit = state.spirits[str(eff["spirit"])]
        if not any(n and state.island.land(x).board == board for x, n in spirit.presence.items()):
            continue
        choices = state.choices if state.choices is not None else FirstLegal()
        context = f"{spirit.name}: let the build in {land} happen despite the disease?"
        if decide(choices, "disease.let_build", ["yes", "no"], context=context) != "yes":
            continue
        state.log.append(f"{land}: {spirit.name} lets the build happen (the disease stays)")
        generate_fear(state, int(eff.get("amount") or 0), reason=f"{spirit.name}'s rule")
        return True
    return False


def disease_stops(state: State, land: str) -> bool:
    """Disease stops the Build: 1 Disease is removed instead (``disease_ignored``: it does not)."""
    if not state.land(land).tokens.get("disease"):
        return False
    if invader_mods(state, land, "disease_ignored"):
        state.log.append(f"{land}: disease does not prevent this build")
        return False
    if _build_let_through(state, land):
        return False
    state.log.append(f"{land}: build stopped by disease")
    remove_token(state, land, "disease", cause="it stopped the build")
    return True


def wilds_stop(state: State, land: str) -> bool:
    """Wilds stop the Explore into the land: 1 Wilds is removed instead."""
    if not state.land(land).tokens.get("wilds"):
        return False
    state.log.append(f"{land}: explore stopped by wilds")
    remove_token(state, land, "wilds", cause="they stopped the explore")
    return True


def take_becomes(state: State, land: str, action: str) -> str | None:
    """The action ``action`` becomes this round in ``land`` (one occurrence consumed), if any."""
    for mod in invader_mods(state, land, "action_becomes"):
        if action not in mod.get("actions", ()):
            continue
        left = mod.get("left")
        if left is not None:
            if left <= 0:
                continue
            mod["left"] = left - 1
        instead = str(mod.get("instead"))
        state.log.append(f"{land}: the {action} becomes a {instead}")
        return instead
    return None


# --- skips ----------------------------------------------------------------------------------
def after_skip(state: State, land: str, sources: list[str]) -> None:
    """An Invader action in ``land`` was just skipped by the skips of the runs ``sources``:
    their "after this power causes invaders to skip an action" triggers run there, now."""
    if not sources or not state.round_effects:
        return
    for eff in list(state.round_effects):
        if eff.get("name") != "trigger:skipped" or eff.get("run") not in sources:
            continue
        sub = Run(
            state=state,
            choices=state.choices if state.choices is not None else FirstLegal(),
            top_ops=eff["do"],
            spirit=eff.get("spirit"),
            target_land=land,
            name="after the skip it caused",
            id=f"{eff['run']}/skip{next_id()}",
            repeating=True,
        )
        state.log.append(f"{land}: after the skip of {eff['run']}")
        run_at(sub, sub.top_ops, land)
