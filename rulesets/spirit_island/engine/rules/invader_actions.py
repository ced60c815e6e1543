"""Invader cards and actions: Ravage, Build, Explore, escalation, advancing the cards (what
tokens and lasting modifiers change in them: :mod:`.rules.invader_modifiers`)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

from cardsmith.engine.choices import ChoiceProvider, FirstLegal, decide
from cardsmith.engine.dice import Deck
from cardsmith.rulesets.spirit_island.engine.changes.pieces import (
    add_blight,
    add_piece,
    damage_piece,
)
from cardsmith.rulesets.spirit_island.engine.rules import invader_modifiers as rules
from cardsmith.rulesets.spirit_island.engine.rules import judged_at_action as live
from cardsmith.rulesets.spirit_island.engine.rules.land_damaged import after_land_damaged
from cardsmith.rulesets.spirit_island.engine.rules.presence import skip_by_destroying
from cardsmith.rulesets.spirit_island.engine.state.board import COASTAL, TERRAINS
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import (
    INVADER_ACTIONS,
    INVADER_KINDS,
    InvaderCard,
    Piece,
)


# --- cards -----------------------------------------------------------------------------------
def invader_cards(stage: int) -> list[InvaderCard]:
    """The box's cards of one stage, in a fixed order."""
    if stage == 1:
        return [InvaderCard(1, (t,)) for t in TERRAINS]
    if stage == 2:
        return [*(InvaderCard(2, (t,)) for t in TERRAINS), InvaderCard(2, (COASTAL,))]
    if stage == 3:
        return [InvaderCard(3, pair) for pair in combinations(TERRAINS, 2)]
    raise ValueError(f"no invader stage {stage}")


#: the event source of everything a Ravage Action does (``by_action`` triggers)
RAVAGE_SOURCE = "ravage"

def build_invader_deck(
    rng: random.Random, cards: Sequence[InvaderCard] | None = None
) -> list[InvaderCard]:
    """Shuffle each stage, return one random card of each to the box, stack I on top of II on
    top of III: 3 + 4 + 5 = 12 cards, top first. ``cards``: the box (default: the 15 cards)."""
    deck: list[InvaderCard] = []
    for stage in (1, 2, 3):
        if cards is None:
            stage_cards = invader_cards(stage)
        else:
            stage_cards = [c for c in cards if c.stage == stage]
        if not stage_cards:
            continue
        stage_deck = Deck(stage_cards, rng=rng)
        stage_deck.shuffle()
        stage_deck.take_random()  # back to the box
        deck.extend(stage_deck)
    return deck


def invader_deck_in_order(
    rng: random.Random, order: str, cards: Sequence[InvaderCard] | None = None
) -> list[InvaderCard]:
    """The Invader Deck an adversary orders (``"11-3-2222-3333"``: ``-`` only groups; a digit
    draws the next card of that stage's shuffled pile, ``C`` the Stage II Coastal Lands card (a
    ``2`` then draws another), ``S`` a Stage II card other than Coastal Lands, which it
    removes — the Salt Deposits card is not in the box); the rest go back."""
    piles: dict[int, list[InvaderCard]] = {}
    for stage in (1, 2, 3):
        pile = invader_cards(stage) if cards is None else [c for c in cards if c.stage == stage]
        deck = Deck(pile, rng=rng)
        deck.shuffle()
        piles[stage] = list(deck)
    out: list[InvaderCard] = []
    marks = order.replace("-", "")
    for mark in marks:
        if mark == "C":
            coastal = [c for c in piles[2] if c.terrains == (COASTAL,)]
            if coastal:
                piles[2].remove(coastal[0])
                out.append(coastal[0])
            continue
        stage = 2 if mark == "S" else int(mark)
        placed = "C" in marks or "S" in marks  # Coastal Lands has its place, or is removed
        pile = [c for c in piles.get(stage, []) if not (placed and c.terrains == (COASTAL,))]
        if pile:
            piles[stage].remove(pile[0])
            out.append(pile[0])
    return out


def card_matches(state: State, card: InvaderCard, land: str) -> bool:
    info = state.island.land(land)
    return any(t == info.terrain or (t == COASTAL and info.coastal) for t in card.terrains)


def card_lands(state: State, card: InvaderCard) -> list[str]:
    """The lands of the island ``card`` names (:func:`card_matches`), in land order."""
    return state.island.matching(card.terrains)


def skipped(state: State, land: str, action: str, *, adding: str | None = None) -> bool:
    """Consume a skip of ``action`` in ``land`` if any (call only when the action would occur).

    Skip keys are action names, or ``"build+town"`` for "skip builds that would add a town".
    """
    if action not in INVADER_ACTIONS:
        raise ValueError(f"unknown invader action {action!r}")
    mods = state.land(land).mods
    keys = [action] if adding is None else [action, f"{action}+{adding}"]
    for key in keys:
        if key in mods.skip_all:
            state.log.append(f"{land}: {action} skipped")
            made = [s for k, s, every in mods.skip_sources if every and k == key]
            rules.after_skip(state, land, made)
            return True
    if live.live_skip(state, land, keys):  # "in lands with X: skip …", judged now
        state.log.append(f"{land}: {action} skipped")
        return True
    for key in keys:
        if mods.skip_next[key] > 0:
            mods.skip_next[key] -= 1
            state.log.append(f"{land}: {action} skipped")
            source = next((e for e in mods.skip_sources if e[0] == key and not e[2]), None)
            if source is not None:
                mods.skip_sources.remove(source)
                rules.after_skip(state, land, [source[1]])
            return True
    return skip_by_destroying(state, land, action)  # "you may prevent it by destroying …"


# --- ravage ----------------------------------------------------------------------------------
def invader_damage(state: State, land: str) -> int:
    """The invaders' Ravage damage before Badlands and Defend (strife and ``invader_damage``
    modifiers applied)."""
    return rules.ravage_damage(state, land)


def ravage(state: State, land: str, choices: ChoiceProvider, *, replaced: bool = False) -> None:
    """Ravage one land (nothing happens without invaders or when skipped). ``replaced``: this
    ravage is what another action became (it does not become something else)."""
    saved, state.choices = state.choices, choices  # triggers set off now decide with it
    try:
        with state.journal.tagged(RAVAGE_SOURCE):  # "after dahan destroyed by a ravage action"
            _ravage(state, land, choices, replaced)
    finally:
        state.choices = saved


def _ravage(state: State, land: str, choices: ChoiceProvider, replaced: bool) -> None:
    if not state.has_invaders(land):
        return
    if skipped(state, land, "ravage"):
        return
    if not replaced and _becomes(state, land, "ravage", choices):
        return
    strifed = [p for p in state.pieces(land, *INVADER_KINDS) if p.strife]
    out = rules.sitting_out(state, land, (*INVADER_KINDS, "dahan"), choices)
    resting = [p for p in out if p.kind == "dahan"]  # dahan sitting this ravage out
    struck = rules.strike_first(state, land, resting, out, choices)  # "… before invaders"
    fighters = None
    if rules.simultaneous(state, land):
        fighters = state.count(land, "dahan") - len(resting) - len(struck)
    raw = rules.ravage_damage(state, land, out=out)
    defend = state.defend_at(land)  # this round's + live Sacred Site rules
    damage = max(0, raw - defend)  # the invaders' own damage: what the land's blight is judged on
    state.log.append(f"{land}: ravage, invader damage {raw} - defend {defend} = {damage}")
    to_dahan = damage
    if rules.dahan_damage_differs(state, land):
        to_dahan = max(0, rules.ravage_damage(state, land, to_dahan=True, out=out) - defend)
        state.log.append(f"{land}: {to_dahan} of it to the dahan")
    if state.count(land, "dahan"):  # Badlands add to the damage dealt to the dahan, after Defend
        to_dahan += rules.badlands(state, land, to_dahan, "the dahan")
    if rules.redirected(state, land, damage, choices):
        pass  # the damage went to other lands: none to the land, none to the dahan
    else:  # the dahan are destroyed before the added blight destroys presence and cascades
        _damage_dahan(state, land, to_dahan, resting)
        if damage >= rules.blight_damage(state, land):
            add_blight(state, land, choices, cause="ravage")
        after_land_damaged(state, land, damage, choices)  # "after invaders damage the land"
    if fighters is None:
        dahan = state.pieces(land, "dahan")
        done = [*resting, *struck]  # sitting out, or already struck first
        survivors = sum(1 for p in dahan if all(p is not q for q in done))
    else:
        survivors = fighters
    if survivors and rules.no_fight_back(state, land):
        state.log.append(f"{land}: the dahan do not fight back")
        survivors = 0
    if survivors:
        state.log.append(
            f"{land}: {survivors} dahan fight back"
            + (" (simultaneously)" if fighters is not None else "")
        )
        rules.dahan_strike(state, land, survivors, out, choices)  # sitting out: none taken
    # invaders sitting the ravage out did not ravage: they keep their strife
    rules.strife_spent(state, land, [p for p in strifed if all(p is not q for q in out)])


def _damage_dahan(
    state: State, land: str, damage: int, resting: Sequence[Piece] = ()
) -> None:
    """Destroy as many dahan as possible; a leftover damages one more (no decision needed).
    Dahan that take no damage from ravaging invaders (``prevent`` ``by: ravage``) take none,
    nor do those sitting the Ravage out (``resting``: they neither take nor deal damage)."""
    if damage > 0 and state.prevented(land, "dahan", "damaged@ravage"):
        state.log.append(f"{land}: the dahan take no damage from the ravaging invaders")
        return
    dahan = sorted(
        (p for p in state.pieces(land, "dahan") if all(p is not q for q in resting)),
        key=lambda p: state.remaining_health(land, p),
    )
    for p in dahan:
        if damage <= 0:
            break
        hit = min(damage, state.remaining_health(land, p))
        damage_piece(state, land, p, hit, cause="ravage")
        damage -= hit


def card_runs(state: State, card: InvaderCard) -> list[str]:
    """The lands of the card, each as many times as its board resolves Invader Actions this
    round (``board_actions`` effects: one more / one fewer time, Pour Time Sideways)."""
    deltas: dict[str, int] = {}
    for eff in state.round_effects:
        if eff.get("name") == "board_actions":
            board = str(eff.get("board"))
            deltas[board] = deltas.get(board, 0) + int(eff.get("delta") or 0)
    lands = card_lands(state, card)
    if not deltas:
        return lands
    return [
        land
        for land in lands
        for _ in range(max(0, 1 + deltas.get(state.island.land(land).board, 0)))
    ]


def ravage_card(
    state: State, card: InvaderCard, choices: ChoiceProvider, *, stop_on_result: bool = False
) -> None:
    """Ravage every land of the card, in land order (``stop_on_result``: stop at game end)."""
    for land in card_runs(state, card):
        if stop_on_result and state.result is not None:
            return
        ravage(state, land, choices)


# --- build -----------------------------------------------------------------------------------
def build(
    state: State, land: str, choices: ChoiceProvider | None = None, *, replaced: bool = False
) -> None:
    """More towns than cities → a city, otherwise a town (only where invaders are); Disease
    stops it. ``choices``: for what the build may become (default: the state's, else
    first legal)."""
    if not state.has_invaders(land):
        return
    kind = "city" if state.count(land, "town") > state.count(land, "city") else "town"
    instead = state.build_substitute(land, kind)  # build_adds (Offer No Firm Foundations)
    if instead != kind:
        state.log.append(f"{land}: the build adds {instead} instead of {kind}")
        kind = instead
    if skipped(state, land, "build", adding=kind):
        return
    if not replaced and _becomes(state, land, "build", choices):
        return
    if rules.disease_stops(state, land):
        return
    state.log.append(f"{land}: build")
    add_piece(state, land, kind)


def build_card(state: State, card: InvaderCard, *, stop_on_result: bool = False) -> None:
    for land in card_runs(state, card):
        if stop_on_result and state.result is not None:
            return
        build(state, land)


# --- explore ---------------------------------------------------------------------------------
def explore_source(state: State, land: str) -> bool:
    """A town/city here or next door, or the Ocean (coastal); an isolated land is not next door
    to anything (its own town/city and the Ocean still count); a land that is no source
    (``no_explore_source``, judged now) lends its towns/cities to no land, itself included."""
    if state.island.land(land).coastal:
        return True
    if state.count(land, "town", "city") and not rules.no_explore_source(state, land):
        return True
    if state.land(land).mods.isolated:
        return False
    return any(
        state.count(a, "town", "city")
        and not state.land(a).mods.isolated
        and not rules.no_explore_source(state, a)
        for a in state.island.adjacent(land)
    )


def explore_land(
    state: State, land: str, choices: ChoiceProvider | None = None, *, replaced: bool = False
) -> None:
    """Explore into one land that is a source (skips, what it becomes, Wilds)."""
    if skipped(state, land, "explore"):
        return
    if not replaced and _becomes(state, land, "explore", choices):
        return
    if rules.wilds_stop(state, land):
        return
    state.log.append(f"{land}: explore")
    add_piece(state, land, "explorer")


def explore_card(state: State, card: InvaderCard, *, stop_on_result: bool = False) -> None:
    """Sources are judged before any explorer is added."""
    targets = [land for land in card_runs(state, card) if explore_source(state, land)]
    for land in targets:
        if stop_on_result and state.result is not None:
            return
        explore_land(state, land)


# --- one action in one land ------------------------------------------------------------------
def invader_action(
    state: State,
    land: str,
    action: str,
    choices: ChoiceProvider | None = None,
    *,
    replaced: bool = False,
) -> None:
    """One Invader action in one land now ("Then Invaders Ravage in target land", "this Ravage
    becomes a Build"), with its usual rules; an Explore needs the land to be a source."""
    chooser = choices or state.choices or FirstLegal()
    if action == "ravage":
        ravage(state, land, chooser, replaced=replaced)
    elif action == "build":
        build(state, land, chooser, replaced=replaced)
    elif action == "explore":
        if explore_source(state, land):
            explore_land(state, land, chooser, replaced=replaced)
        else:
            state.log.append(f"{land}: no explore source, nothing explores")
    else:
        raise ValueError(f"unknown invader action {action!r}")


def _becomes(state: State, land: str, action: str, choices: ChoiceProvider | None) -> bool:
    """``action_becomes``: do the other action instead (it is not replaced again)."""
    instead = rules.take_becomes(state, land, action)
    if instead is None:
        return False
    invader_action(state, land, instead, choices, replaced=True)
    return True


def escalate(state: State, choices: ChoiceProvider) -> None:
    """Stage II: on each island board add a town to a land without a town — or, against an
    adversary, its own escalation instead (``State.on_escalation``, set with the adversary)."""
    state.escalations += 1
    if state.adversary is not None:
        state.log.append(f"escalation: {state.adversary.escalation or state.adversary.name}")
        if state.on_escalation is not None:
            state.on_escalation(state, choices)
        return
    for board in state.island.boards:
        options = [
            land.id for land in state.island.board_lands(board) if not state.count(land.id, "town")
        ]
        land_id = decide(
            choices, "escalation.land", options, context=f"stage II: a town on board {board}"
        )
        if land_id is not None:
            state.log.append(f"{land_id}: escalation")
            add_piece(state, land_id, "town")


def reveal_and_explore(
    state: State,
    choices: ChoiceProvider,
    *,
    escalation: bool = True,
    stop_on_result: bool = False,
) -> None:
    """Reveal the top invader card onto Explore and explore; an empty deck loses the game."""
    saved, state.choices = state.choices, choices  # triggers set off now decide with it
    try:
        _reveal_and_explore(state, choices, escalation=escalation, stop_on_result=stop_on_result)
    finally:
        state.choices = saved


def _reveal_and_explore(
    state: State, choices: ChoiceProvider, *, escalation: bool, stop_on_result: bool
) -> None:
    if not state.invader_deck:
        state.loss_events.append("no invader card left to explore")
        state.log.append("explore: the invader deck is empty")
        state.update_result()
        return
    card = state.invader_deck.pop(0)
    state.slots["explore"].append(card)
    state.log.append(f"explore: reveal {card.id}")
    if card.escalates and escalation:
        escalate(state, choices)
    explore_card(state, card, stop_on_result=stop_on_result)


def advance(state: State) -> None:
    """Ravage card discarded, Build → Ravage, Explore → Build. A card that remains in place
    this round (``card_stays``) stays, and the cards shifting into its slot join it there."""
    staying = {str(e.get("slot")) for e in state.round_effects if e.get("name") == "card_stays"}
    state.invader_discard.extend(state.slots["ravage"])
    state.slots["ravage"] = [] if "build" in staying else state.slots["build"]
    kept = state.slots["build"] if "build" in staying else []
    state.slots["build"] = kept + state.slots["explore"]
    state.slots["explore"] = []
    state.log.append("invader cards advance" + (" (the build card stays)" if kept else ""))
