"""Handlers of the card-handling operations beyond :mod:`.exec_cards`: ``discard_card`` (from
hand), ``regain_card`` (a card the spirit forgot) and ``deck_top`` (the top card of a deck,
discarded or turned face-up), registered into :data:`.run.OPS`.

==================  ==========================================================================
``discard.card``    the card to discard (from the ``from`` places; default the hand)
``regain.card``     the forgotten card to gain back (into the hand)
==================  ==========================================================================
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dsl.ir import Op
from engine.choices import ChoiceProvider, decide
from rulesets.spirit_island.engine.cards import CARD_PLACES
from rulesets.spirit_island.engine.run import Run, handler, need_land, next_id, run_at, run_ops
from rulesets.spirit_island.engine.selectors import count_mode
from rulesets.spirit_island.engine.state import DIVIDERS, ELEMENTS, State
from rulesets.spirit_island.engine.tracks import cover, tracks_of


def _piles(run: Run, name: str, op: Mapping[str, Any]) -> list[list[str]]:
    places = [str(p) for p in op.get("from") or ("hand",) if p in CARD_PLACES and p != "discard"]
    return [getattr(run.state.spirits[name], CARD_PLACES[p]) for p in places]


def discardable(run: Run, name: str, op: Mapping[str, Any]) -> list[str]:
    """The cards ``name`` could discard for ``op`` (its ``from`` places, its ``deck``)."""
    deck = op.get("deck")
    return sorted(
        {
            c
            for pile in _piles(run, name, op)
            for c in pile
            if not deck or run.state.cards.kind(c) == deck
        }
    )


@handler("discard_card")
def _op_discard_card(run: Run, op: Op, land: str | None) -> None:
    state = run.state
    for name in run.spirits_for(op.get("who")):
        spirit = state.spirits[name]
        for i in range(int(op.get("n", 1))):
            piles = _piles(run, name, op)
            options = discardable(run, name, op)
            card = decide(
                run.choices, "discard.card", options, context=f"{name}: discard a card ({i + 1})"
            )
            if card is None:
                state.log.append(f"{name}: no power card to discard")
                break
            next(pile for pile in piles if card in pile).remove(card)
            spirit.discard.append(card)
            state.log.append(f"{name} discards {card}")


@handler("regain_card")
def _op_regain_card(run: Run, op: Op, land: str | None) -> None:
    """A card the spirit forgot comes back into its hand (a Minor or Major is taken out of its
    deck's discard, when the decks are modelled)."""
    state = run.state
    deck = op.get("deck")
    for name in run.spirits_for(op.get("who")):
        forgotten = state.cards.forgotten.setdefault(name, [])
        for i in range(int(op.get("n", 1))):
            options = sorted({c for c in forgotten if not deck or state.cards.kind(c) == deck})
            card = decide(
                run.choices, "regain.card", options, context=f"{name}: re-gain a card ({i + 1})"
            )
            if card is None:
                state.log.append(f"{name}: no forgotten power card to re-gain")
                break
            forgotten.remove(card)
            decks = state.cards.decks
            kind = state.cards.kind(card)
            if decks is not None and kind in decks.decks and card in decks.decks[kind].discarded:
                decks.decks[kind].discarded.remove(card)
            state.spirits[name].hand.append(card)
            run.gained.append(card)  # "they may play it"
            state.log.append(f"{name} re-gains {card}")


@handler("deck_top")
def _op_deck_top(run: Run, op: Op, land: str | None) -> None:
    """``do: discard``: the top card of a power deck goes to its discard (it is this run's
    ``turned`` card); ``do: reveal``: the top card of a deck is turned face-up (the fear deck:
    ``State.face_up_fear``; it stays on top)."""
    state = run.state
    deck = str(op.get("deck"))
    if deck == "fear" and op.get("do") == "reveal_any":  # "turn any face-down fear card"
        hidden = [
            c
            for c in (*state.earned_fear, *state.fear_deck)
            if c not in DIVIDERS and c not in state.face_up_fear
        ]
        card = decide(run.choices, "reveal.card", hidden, context=f"{run.name}: turn face-up")
        if card is None:
            state.log.append(f"{run.name}: no face-down fear card")
            return
        state.face_up_fear.append(card)
        run.turned = card
        state.log.append(f"{run.name}: fear card {card} turned face-up")
        return
    if deck == "fear":
        top = next((c for c in state.fear_deck if c not in DIVIDERS), None)
        if top is None:
            state.log.append(f"{run.name}: the fear deck is empty")
            return
        if op.get("do") == "remove":  # "remove the top card of the fear deck from the game"
            state.fear_deck.remove(top)
            state.log.append(f"{run.name}: fear card {top} removed from the game")
            return
        if top not in state.face_up_fear:
            state.face_up_fear.append(top)
        run.turned = top
        state.log.append(f"{run.name}: fear card {top} turned face-up")
        return
    decks = state.cards.decks
    if decks is None or deck not in decks.decks:
        state.log.append(f"{run.name}: the {deck} power deck is not modelled, no card turned")
        return
    card = decks.decks[deck].draw_one()
    run.turned = card
    if card is None:
        state.log.append(f"{run.name}: the {deck} power deck is empty")
        return
    if op.get("do") == "reveal":
        decks.decks[deck].put_on_top(card)
        state.log.append(f"{run.name}: {card} turned face-up on the {deck} deck")
        return
    decks.decks[deck].discard(card)
    state.log.append(f"{run.name}: discards {card} from the top of the {deck} deck")


# --- after a power is used: "after … uses a power" triggers, repeating a card --------------------
def after_use(run: Run) -> None:
    """Call after ``run`` (a power of ``run.spirit``) resolved: the spirit's ``power_used``
    triggers (``… targeting a land``: only after a land-targeting power, in that land), then
    its grants to repeat a power card in play (``repeat_cards``) are offered."""
    if run.spirit is None or run.spirit not in run.state.spirits:
        return
    _power_used(run)
    if run.card is not None:
        offer_repeats(run.state, run.spirit, run.choices)


def _power_used(run: Run) -> None:
    state = run.state
    for eff in state.spirit_effects(run.spirit, "trigger:power_used"):
        if eff.get("run") == run.id or (eff.get("event", {}).get("land") and not run.target_land):
            continue
        if eff.get("once"):
            for rules in (state.round_effects, state.spirit_rules):
                if eff in rules:
                    rules.remove(eff)
        sub = Run(
            state=state,
            choices=run.choices,
            top_ops=eff["do"],
            spirit=run.spirit,
            target_land=run.target_land,
            name=f"{run.name} (after using a power)",
            id=f"{run.id}/used{next_id()}",
            repeating=True,
        )
        run_at(sub, sub.top_ops, run.target_land)


def _repeatable(state: State, spirit: str, eff: Mapping[str, Any]) -> list[str]:
    """The cards ``spirit`` has in play that ``eff`` (a ``repeat_cards`` grant) lets it repeat
    now: known cards, not the granting card (``other``), within ``max_cost``, the cheapest
    (``lowest``), affordable unless ``free``."""
    s = state.spirits[spirit]
    cards = {c: state.cards.powers[c] for c in dict.fromkeys(s.played) if c in state.cards.powers}
    if eff.get("other"):
        cards.pop(str(eff.get("from_card")), None)
    if eff.get("max_cost") is not None:
        cards = {c: i for c, i in cards.items() if i.cost <= int(eff["max_cost"])}
    if eff.get("lowest") and cards:
        least = min(i.cost for i in cards.values())
        cards = {c: i for c, i in cards.items() if i.cost == least}
    if not eff.get("free"):
        cards = {c: i for c, i in cards.items() if i.cost <= s.energy}
    return sorted(cards)


def offer_repeats(state: State, spirit: str, choices: Any) -> None:
    """Each unused grant of ``spirit`` to repeat a power card in play (decision
    ``repeat.card``, declinable: the grant then waits for the next card): the cost is paid
    again (unless ``free``) and the card resolves again on a target chosen anew."""
    from rulesets.spirit_island.engine.exec_cards import resolve_card  # no import cycle

    for eff in list(state.spirit_effects(spirit, "repeat_cards")):
        if "left" not in eff:
            eff["left"] = count_mode(eff.get("count") or {"n": 1}, 1)[1]
        while eff["left"] > 0:
            options = _repeatable(state, spirit, eff)
            if not options:
                break
            card = decide(
                choices, "repeat.card", options, context=f"{spirit}: repeat a card", min=0
            )
            if card is None:
                break
            eff["left"] -= 1
            if eff["left"] == 0 and eff in state.round_effects:
                state.round_effects.remove(eff)
            info = state.cards.powers[card]
            if not eff.get("free") and info.cost:
                state.spirits[spirit].energy -= info.cost
                state.log.append(f"{spirit} pays {info.cost} energy again")
            state.log.append(f"{spirit} repeats {info.name}")
            resolve_card(state, choices, spirit, card, info)


def end_of_turn_effects(
    state: State, effects: Sequence[Mapping[str, Any]], choices: ChoiceProvider
) -> None:
    """The ``at end of turn`` bodies of this round (``trigger:end_of_turn``), each for its
    spirit, after the played cards were discarded (Time Passes)."""
    for eff in effects:
        spirit = eff.get("spirit")
        sub = Run(
            state=state,
            choices=choices,
            top_ops=list(eff.get("do", [])),
            spirit=spirit,
            name=f"{spirit} (at end of turn)",
            id=f"endturn{next_id()}" + (f"@{spirit}" if spirit else ""),
            repeating=True,
        )
        state.log.append(f"at end of turn: {spirit}")
        run_at(sub, sub.top_ops, None)


# --- returning removed pieces ---------------------------------------------------------------
@handler("return_presence")
def _op_return_presence(run: Run, op: Op, land: str | None) -> None:
    """``return up to 2 of your destroyed presence to your presence tracks``: each one leaves
    the destroyed pile for a track the player picks (``presence.return``; its rightmost
    uncovered slot, never the leftmost, is covered again)."""
    state = run.state
    s = state.spirits.get(run.spirit or "")
    if s is None:
        return
    mode, k = count_mode(op["count"], 1)
    for i in range(k):
        tracks = [t for t, n in tracks_of(s).uncovered.items() if n > 1]
        if s.presence_destroyed <= 0 or not tracks:
            return
        track = decide(
            run.choices,
            "presence.return",
            tracks,
            context=f"{run.name}: a destroyed presence back onto a track ({i + 1}/{k})",
            min=0 if mode == "up_to" else 1,
        )
        if track is None:
            return
        cover(state, s.name, str(track))
        s.presence_destroyed -= 1
        s.presence_off_island += 1


@handler("return")
def _op_return(run: Run, op: Op, land: str | None) -> None:
    """``return up to 2 beasts/disease removed``: pieces of ``pieces`` this power removed are
    added back where they were removed (decision ``return.piece``: ``kind@land``; strife goes
    onto an invader there, ``strife.piece``)."""
    kinds = list((op.get("pieces") or {}).get("kinds", []))
    left: dict[str, int] = {}
    for ev in run.events:
        if ev.op == "remove" and ev.kind is not None and ev.where is not None:
            kind = ev.kind.partition(":")[0]
            if kind in kinds:
                key = f"{kind}@{ev.where}"
                left[key] = left.get(key, 0) + ev.count
    mode, k = count_mode(op.get("count") or {"n": 1}, 1)
    done = 0
    while mode in ("all", "any") or done < k:
        options = [key for key, n in left.items() if n > 0]
        if not options:
            break
        picked = decide(
            run.choices,
            "return.piece",
            options,
            context=f"{run.name}: return a removed piece ({done + 1})",
            min=0 if mode in ("up_to", "any") else 1,
        )
        if picked is None:
            break
        left[picked] -= 1
        kind, _, where = picked.partition("@")
        before = len(run.state.journal.events)
        run_ops(run, [{"op": "add", "count": {"n": 1}, "pieces": {"kinds": [kind]}}], where)
        if len(run.state.journal.events) == before:
            break  # nothing could be added back (no invader for strife …)
        done += 1


# --- element markers (Shifting Memory of Ages) -----------------------------------------------
MARKER = "marker:"  # a prepared element marker: ``resources["marker:fire"]``


@handler("prepare_markers")
def _op_prepare_markers(run: Run, op: Op, land: str | None) -> None:
    """The acting spirit prepares ``n`` element markers, each of an element of its choice
    (``marker.element``)."""
    name = run.spirit
    if name is None or name not in run.state.spirits:
        return
    for i in range(int(op.get("n", 1))):
        picked = decide(
            run.choices, "marker.element", list(ELEMENTS), context=f"{name}: prepare ({i + 1})"
        )
        if picked is None:
            break
        run.state.spirits[name].resources[MARKER + picked] += 1
        run.state.log.append(f"{name} prepares a {picked} marker")


@handler("discard_markers")
def _op_discard_markers(run: Run, op: Op, land: str | None) -> None:
    """The acting spirit discards prepared markers (``marker.discard``, by element); their
    elements are the run's chosen ones (``gains those elements``)."""
    name = run.spirit
    if name is None or name not in run.state.spirits:
        return
    held = run.state.spirits[name].resources
    mode, k = count_mode(op.get("count") or {"n": 1}, 1)
    run.chosen_elements = []
    while mode in ("all", "any") or len(run.chosen_elements) < k:
        options = [el for el in ELEMENTS if held[MARKER + el] > 0]
        if not options:
            break
        picked = decide(
            run.choices,
            "marker.discard",
            options,
            context=f"{name}: discard a marker ({len(run.chosen_elements) + 1})",
            min=0 if mode in ("up_to", "any") else 1,
        )
        if picked is None:
            break
        held[MARKER + picked] -= 1
        run.chosen_elements.append(picked)
    run.state.log.append(f"{name} discards markers: {', '.join(run.chosen_elements) or 'none'}")


# --- adding a kind found nearby --------------------------------------------------------------
@handler("add_kind")
def _op_add_kind(run: Run, op: Op, land: str | None) -> None:
    """``add 1 beasts/disease of a kind in an adjacent land``: the kinds of ``pieces`` present
    in a land adjacent to the current one whose ``costs`` the acting spirit can pay are offered
    (``add.kind``); the chosen kind's cost is paid and ``count`` of it added here."""
    here = need_land(land, op)
    state = run.state
    costs = dict(op.get("costs") or {})
    energy = state.spirits[run.spirit].energy if run.spirit in state.spirits else 0
    near = state.island.adjacent(here)
    options = [
        kind
        for kind in (op.get("pieces") or {}).get("kinds", [])
        if any(run.count_in(x, {"kinds": [kind]}) for x in near)
        and int((costs.get(kind) or {}).get("energy", 0)) <= energy
    ]
    kind = decide(run.choices, "add.kind", options, context=f"{run.name}: a kind to add")
    if kind is None:
        state.log.append(f"{run.name}: no kind to add found in an adjacent land")
        return
    price = int((costs.get(kind) or {}).get("energy", 0))
    if price and run.spirit is not None:
        state.spirits[run.spirit].energy -= price
        state.log.append(f"{run.spirit} pays {price} energy for {kind}")
    run_ops(
        run,
        [{"op": "add", "count": op.get("count") or {"n": 1}, "pieces": {"kinds": [kind]}}],
        here,
    )
