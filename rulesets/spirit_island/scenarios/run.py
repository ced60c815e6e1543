"""Run one resolved :class:`~rulesets.spirit_island.scenarios.model.Scenario` on the engine.

The state is built from the scenario (boards, pieces, spirits, pools, decks), the spirits'
special rules are set up, and every step runs with its own :class:`ScriptedChoices`.
``State.check_invariants()`` runs after every primitive operation (through the engine's event
listeners) and after each step. The result lists every difference between the expected and the
actual state, land by land.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from cardsmith.engine.choices import ChoiceError, ScriptedChoices
from cardsmith.engine.dice import Deck
from cardsmith.engine.events import Event
from cardsmith.engine.state import InvariantError
from cardsmith.rulesets.spirit_island.engine.growth import options as growth
from cardsmith.rulesets.spirit_island.engine.ops.execute import execute, on_card_gained
from cardsmith.rulesets.spirit_island.engine.round import phases as game
from cardsmith.rulesets.spirit_island.engine.rules import invader_actions as invaders
from cardsmith.rulesets.spirit_island.engine.rules.adversaries import install_adversary
from cardsmith.rulesets.spirit_island.engine.rules.blight_cards import install_blight_card
from cardsmith.rulesets.spirit_island.engine.rules.events import install_event_deck
from cardsmith.rulesets.spirit_island.engine.setup.special_rules import install_special_rules
from cardsmith.rulesets.spirit_island.engine.state.adversary import Adversary
from cardsmith.rulesets.spirit_island.engine.state.blight_card import BlightCard
from cardsmith.rulesets.spirit_island.engine.state.cards import CardInfo
from cardsmith.rulesets.spirit_island.engine.state.event_card import EventCard
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import default_fear_deck
from cardsmith.rulesets.spirit_island.engine.state.power_decks import DECKS, PowerDecks
from cardsmith.rulesets.spirit_island.engine.state.tracks import install_tracks
from cardsmith.rulesets.spirit_island.scenarios.check import Snapshot, compare, target_problem
from cardsmith.rulesets.spirit_island.scenarios.model import Scenario, Step
from cardsmith.rulesets.spirit_island.scenarios.notation import place
from cardsmith.rulesets.spirit_island.scenarios.probes import (
    RecordingChoices,
    checkpoint_problems,
    option_problems,
)
from cardsmith.tools.scenarios.api import Outcome


class StepFailed(Exception):
    """A step could not run as scripted (the message says why)."""


def _check_after_op(state: State, event: Event) -> None:
    state.check_invariants()


def build_state(sc: Scenario) -> State:
    """The starting position of ``sc`` (not logged, result not settled)."""
    assert sc.island is not None
    data = sc.data
    players = int(data.get("players") or len(sc.island.boards))
    fear_size = int(data.get("fear_pool") or 4 * players)
    state = State.empty(
        sc.island,
        players=players,
        blight_pool=int(data.get("blight_pool", 5 * players + 1)),
        fear_pool=fear_size,
        fear_pool_size=fear_size,
    )
    state.on_card_gained = on_card_gained  # "after you gain a major power card: …"
    if data.get("setup") == "printed":
        for land_id in sc.island.land_ids():
            for kind, count in sc.island.land(land_id).setup:
                state.place(land_id, kind, count)
            for kind, count in sc.island.land(land_id).tokens if sc.board_tokens else ():
                state.place(land_id, kind, count)
    for land_id, pieces in sc.pieces.items():
        place(state, land_id, pieces)
    for land_id, n in (data.get("defend") or {}).items():
        state.land(land_id).defend += int(n)
    generated = int(data.get("generated_fear", 0))
    if generated >= fear_size:
        raise StepFailed(f"generated_fear {generated} must be below the fear pool {fear_size}")
    state.fear_pool, state.generated_fear = fear_size - generated, generated
    level = int(data.get("terror_level", 1))
    state.terror_level = level
    if "fear_deck" in data:
        state.fear_deck = [str(c) for c in data["fear_deck"]]
    else:
        deck = default_fear_deck()
        state.fear_deck = deck[deck.index(f"TL{level}") + 1 :] if level > 1 else deck
    state.earned_fear = [str(c) for c in data.get("earned_fear") or []]
    if sc.adversary is not None:
        level = int(data.get("adversary_level", 0))
        foe = sc.adversary
        data_of = {**foe.data, "id": foe.id}
        install_adversary(state, Adversary.from_record(data_of, foe.ops, level))
    if sc.blight_cards:
        blight = [BlightCard.from_record(r.data, r.ops.get("effect", [])) for r in sc.blight_cards]
        pool = int(data["blight_pool"]) if "blight_pool" in data else None
        install_blight_card(state, blight[0], blight[1:], pool=pool)
    if sc.event_cards:
        events = [EventCard.from_record({**r.data, "id": r.id}, r.ops) for r in sc.event_cards]
        install_event_deck(state, events)
    for key, spec in (data.get("spirits") or {}).items():
        spec = spec or {}
        spirit = state.add_spirit(
            key,
            presence={k: int(v) for k, v in (spec.get("presence") or {}).items()},
            off_island=int(spec.get("off_island", 10)),
            energy=int(spec.get("energy", 0)),
            elements=Counter({k: int(v) for k, v in (spec.get("elements") or {}).items()}),
        )
        spirit.presence_destroyed = int(spec.get("destroyed", 0))
        spirit.presence_total += spirit.presence_destroyed
        for element, n in (spec.get("markers") or {}).items():  # prepared element markers
            spirit.resources[f"marker:{element}"] = int(n)
        if spec.get("empowered"):  # the spirit's incarna starts empowered
            spirit.incarna_empowered = True
        if spec.get("time"):  # Time (Fractured Days): a spirit resource
            spirit.resources["time"] = int(spec["time"])
        spirit.impending = [str(c) for c in spec.get("impending") or []]
        record = sc.spirit_records.get(key)
        spirit.board = sc.island.boards[0]
        if record is not None:
            spirit.hand = [str(p) for p in record.get("unique_powers") or []]
            tracks = growth.panel_with_ops(record.data, record.ops).get("presence_tracks")
            if tracks:
                # the game's setup: every slot but the leftmost covered (or `tracks:` uncovered)
                uncovered = {k: int(v) for k, v in (spec.get("tracks") or {}).items()}
                install_tracks(state, key, tracks, uncovered)
        spirit.discard = [str(c) for c in spec.get("discard") or []]
        if "hand" in spec:
            spirit.hand = [str(c) for c in spec["hand"] or []]
        spirit.played = [str(c) for c in spec.get("played") or []]
        if spec.get("forgotten"):
            state.cards.forgotten[key] = [str(c) for c in spec["forgotten"]]
    _cards(sc, state)
    state.invader_deck = list(sc.invader_deck)
    state.invader_discard = list(sc.invader_discard)
    for slot, cards in sc.invader_slots.items():
        state.slots[slot] = list(cards)
    return state


def _cards(sc: Scenario, state: State) -> None:
    """The pack's power cards (for ``play_card``) and, with ``power_decks:``, the decks (top
    first, not shuffled: what is drawn is what the scenario lists)."""
    for record in sc.catalog.of_kind("power"):
        if record.id and "effect" in record.ops:
            state.cards.powers[str(record.id)] = CardInfo.from_record(
                record.data, record.ops["effect"]
            )
    if sc.power_decks:
        rng = random.Random(0)
        decks = {name: Deck(sc.power_decks.get(name, []), rng=rng) for name in DECKS}
        kind_of = {c: name for name, ids in sc.power_decks.items() for c in ids}
        state.cards.decks = PowerDecks(decks, kind_of)


def set_position(state: State, step: Step) -> None:
    """A ``set`` step: the lands listed get exactly those pieces; defend, pools, terror level,
    spirits' energy / elements / presence / cards as given (not logged)."""
    data = step.set_data
    for land_id, pieces in step.set_pieces.items():
        ls = state.land(land_id)
        for p in ls.pieces:
            state.supply[p.kind] += 1
        ls.pieces.clear()
        ls.blight = 0
        ls.tokens.clear()
        place(state, land_id, pieces)
    for land_id, n in (data.get("defend") or {}).items():
        state.land(land_id).defend = int(n)
    for key in ("blight_pool", "terror_level"):
        if key in data:
            setattr(state, key, int(data[key]))
    for key, spec in (data.get("spirits") or {}).items():
        spirit = state.spirits[key]
        spec = spec or {}
        if "energy" in spec:
            spirit.energy = int(spec["energy"])
        if "elements" in spec:
            spirit.elements = Counter({k: int(v) for k, v in (spec["elements"] or {}).items()})
        if "presence" in spec:
            spirit.presence = Counter({k: int(v) for k, v in (spec["presence"] or {}).items()})
        for pile in ("hand", "discard", "played"):
            if pile in spec:
                setattr(spirit, pile, [str(c) for c in spec[pile] or []])
    state._recount()
    state.log.append(f"-- {step.label}")


def special_rules(sc: Scenario, state: State) -> None:
    """Install the special rules of every spirit that names its ``spirit:`` record."""
    for key, record in sc.spirit_records.items():
        rules = record.get("special_rules") or []
        ops = [record.ops.get(f"special_rules[{i}]") or [] for i in range(len(rules))]
        try:
            install_special_rules(state, key, ops)
        except Exception as exc:
            raise StepFailed(
                f"special rules of {record.name} cannot be installed: {type(exc).__name__}: {exc}"
            ) from exc


def _fear_effect(sc: Scenario):  # type: ignore[no-untyped-def]
    def effect(state: State, card: str, level: int, choices: Any) -> None:
        record = sc.catalog.by_id(card, "fear") or sc.catalog.by_name(card, "fear")
        if record is None:
            state.log.append(f"fear card {card}: no content, no effect")
            return
        ops = record.ops.get(f"levels[{min(level, 3) - 1}]", [])
        execute(ops, state, choices, name=f"fear card {record.name} (level {level})")

    return effect


def run_step(sc: Scenario, state: State, step: Step, choices: ScriptedChoices) -> None:
    """Run one step (raises :class:`StepFailed` when it cannot be played as written)."""
    if step.kind in ("play", "innate"):
        _play(state, step, choices)
    elif step.kind == "fear":
        assert step.record is not None
        level = step.level or state.terror_level
        if level > 3:
            raise StepFailed(f"{step.label}: terror level {level} has no fear card effect")
        ops = step.record.ops.get(f"levels[{level - 1}]", [])
        execute(ops, state, choices, name=f"{step.label} (level {level})")
    elif step.kind == "invader":
        _invader(sc, state, step, choices)
    elif step.kind == "effect":
        execute(
            step.ops,
            state,
            choices,
            spirit=step.by,
            target_land=step.target,
            source_land=step.source,
            target_spirit=step.target_spirit,
            name="effect",
        )
    elif step.kind == "growth":
        assert step.by is not None
        growth.grow(state, step.by, step.rules["growth"], choices)
        growth.gain_energy_phase(state, step.by)
    elif step.kind == "time_passes":
        game.time_passes(state, choices)
        state.listeners.append(_check_after_op)
    elif step.kind == "set":
        set_position(state, step)


def _play(state: State, step: Step, choices: ScriptedChoices) -> None:
    assert step.by is not None
    spirit = state.spirits[step.by]
    if step.kind == "play":
        cost = int(step.rules.get("cost") or 0)
        if step.pay:
            if spirit.energy < cost:
                raise StepFailed(
                    f"{step.label}: {step.by} has {spirit.energy} energy, needs {cost}"
                )
            spirit.energy -= cost
        for element in step.rules.get("elements") or []:
            spirit.elements[element] += 1
        if step.record is not None and step.record.id:
            spirit.played.append(step.record.id)
    source = step.source
    if not step.ignore_range:
        problem, source = target_problem(state, step)
        if problem:
            raise StepFailed(f"{step.label}: {problem} (add `ignore_range: true` to skip)")
    execute(
        step.ops,
        state,
        choices,
        spirit=step.by,
        target_land=step.target,
        source_land=source,
        target_spirit=step.target_spirit,
        name=step.label.split(" ", 1)[1],
        card=str(step.record.id) if step.kind == "play" and step.record is not None else None,
    )


def _invader(sc: Scenario, state: State, step: Step, choices: ScriptedChoices) -> None:
    saved, state.choices = state.choices, choices  # triggers set off now decide with it
    try:
        _invader_action(sc, state, step, choices)
    finally:
        state.choices = saved


def _invader_action(sc: Scenario, state: State, step: Step, choices: ScriptedChoices) -> None:
    action, card, land = step.invader, step.card, step.target
    if action == "ravage":
        if land is not None:
            invaders.ravage(state, land, choices)
        elif card is not None:
            invaders.ravage_card(state, card, choices)
    elif action == "build":
        if land is not None:
            invaders.build(state, land)
        elif card is not None:
            invaders.build_card(state, card)
    elif action == "explore":
        if card is not None and card.card_id:
            state.invader_deck.insert(0, card)
            invaders.reveal_and_explore(state, choices)
        elif card is not None:
            invaders.explore_card(state, card)
        else:
            invaders.reveal_and_explore(state, choices)
    elif action == "phase":
        game.invader_phase(state, choices, fear_effect=_fear_effect(sc))
    state.update_result()


def _run_steps(sc: Scenario, state: State, result: Outcome) -> Snapshot:
    """Run every step, comparing each step's checkpoint; returns the snapshot the final
    expectations compare with (the start, the last checkpoint or ``set`` step)."""
    expected_error = sc.expect.get("error")
    baseline = Snapshot.of(state)
    for i, step in enumerate(sc.steps, 1):
        where = f"step {i} ({step.label})" if len(sc.steps) > 1 else step.label
        choices = RecordingChoices(step.choices)
        try:
            try:
                run_step(sc, state, step, choices)
            except ChoiceError as exc:
                raise StepFailed(f"{where}: wrong scripted choice: {exc}") from exc
            except InvariantError as exc:
                raise StepFailed(f"{where}: invariant broken: {exc}") from exc
            except StepFailed as exc:
                raise StepFailed(f"{where}: {exc}") from exc
            except Exception as exc:
                raise StepFailed(f"{where}: engine error: {type(exc).__name__}: {exc}") from exc
        except StepFailed as exc:
            if expected_error and expected_error in str(exc):
                return baseline
            raise
        state.check_invariants()
        if choices.remaining:
            result.failures.append(
                f"{where}: scripted choices never asked: "
                + ", ".join(f"{d}: {v}" for d, v in choices.remaining)
            )
        result.failures.extend(option_problems(step, choices, where))
        if step.checkpoint is not None:
            after = f"after step {i}"
            result.failures.extend(
                f"{after}: {line}" for line in compare(step.checkpoint, baseline, state)
            )
            result.failures.extend(checkpoint_problems(step.checkpoint, state, after))
        if step.checkpoint is not None or step.kind == "set":
            baseline = Snapshot.of(state)
    if expected_error:
        result.failures.append(f"expected a step to fail with {expected_error!r}; none did")
    return baseline


def run_scenario(sc: Scenario) -> Outcome:
    """Build, run and compare one scenario (the ``scenarios`` hook's ``run``); never raises
    for a scenario problem."""
    result = Outcome()
    state: State | None = None
    try:
        state = build_state(sc)
        special_rules(sc, state)
        state.check_invariants()
        if state.victory_reason() is not None:
            state.update_result()  # a position already won reads so before any action
        state.listeners.append(_check_after_op)
        before = _run_steps(sc, state, result)
        result.failures.extend(compare(sc.final, before, state))
        result.failures.extend(checkpoint_problems(sc.final, state))
    except StepFailed as exc:
        result.failures.append(str(exc))
    except InvariantError as exc:
        result.failures.append(f"invariant broken: {exc}")
    if state is not None:
        result.log = list(state.log)
    return result
