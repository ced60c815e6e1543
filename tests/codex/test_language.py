"""The Codex card language: every verb compiles to its IR, renders as card English, prints
back as canonical text, and bad words are diagnostics with a did-you-mean."""

from __future__ import annotations

import pytest

from cardsmith.rulesets.codex.dsl import LANGUAGE

CASES = [
    ("deal 2 damage to target enemy unit",
     {"op": "deal", "amount": 2, "to": {"mode": "target", "owner": "enemy", "what": "unit"}},
     "Deal 2 damage to target enemy unit."),
    ("heal 1 damage from each friendly character",
     {"op": "heal", "amount": 1, "from": {"mode": "each", "owner": "friendly",
                                          "what": "character"}},
     "Heal 1 damage from each friendly character."),
    ("gain 2 gold", {"op": "gain_gold", "amount": 2}, "Gain 2 gold."),
    ("draw 1 card", {"op": "draw", "amount": 1}, "Draw 1 card."),
    ("the opponent discards 1 card", {"op": "discard", "amount": 1, "who": "opponent"},
     "The opponent discards 1 card."),
    ("exhaust target enemy unit",
     {"op": "exhaust", "target": {"mode": "target", "owner": "enemy", "what": "unit"}},
     "Exhaust target enemy unit."),
    ("ready this", {"op": "ready", "target": {"mode": "this"}}, "Ready this."),
    ("sacrifice 1 worker", {"op": "sacrifice_workers", "amount": 1}, "Sacrifice 1 worker."),
    ("destroy target building", {"op": "destroy", "target": {"mode": "target",
                                                             "what": "building"}},
     "Destroy target building."),
    ("return target enemy unit to its owner's hand",
     {"op": "return", "target": {"mode": "target", "owner": "enemy", "what": "unit"}},
     "Return target enemy unit to its owner's hand."),
    ("put 2 -1/-1 runes on this",
     {"op": "put_runes", "rune": "minus", "amount": 2, "on": {"mode": "this"}},
     "Put 2 -1/-1 runes on this."),
    ("put 3 time runes on this",
     {"op": "put_runes", "rune": "time", "amount": 3, "on": {"mode": "this"}},
     "Put 3 time runes on this."),
    ("summon 2 1/1 tokens", {"op": "summon", "amount": 2, "attack": 1, "health": 1},
     "Summon 2 1/1 tokens."),
    ("tech in 1 card", {"op": "tech_in", "amount": 1}, "Tech in 1 card."),
    ("level up target friendly hero by 2",
     {"op": "level_up", "by": 2, "target": {"mode": "target", "owner": "friendly",
                                            "what": "hero"}},
     "Level up target friendly hero by 2."),
    ("this gains frenzy 2 until end of turn",
     {"op": "grant", "keyword": "frenzy", "value": 2, "target": {"mode": "this"}},
     "This gains frenzy 2 until end of turn."),
    ("deal 1 damage to the enemy base",
     {"op": "deal", "amount": 1, "to": {"mode": "base", "owner": "enemy"}},
     "Deal 1 damage to the enemy base."),
]


@pytest.mark.parametrize(("text", "op", "english"), CASES, ids=[c[0] for c in CASES])
def test_a_verb_compiles_renders_and_prints_back(text: str, op: dict[str, object],
                                                 english: str) -> None:
    ops, errors = LANGUAGE.compile_text(text + "\n")
    assert errors == [] and ops == [op]
    effect, _ = LANGUAGE.parse(text + "\n")
    assert effect is not None
    assert LANGUAGE.render(effect) == english
    assert LANGUAGE.printer().print_effect(effect) == text + "\n"


def test_triggers_and_pay_are_blocks() -> None:
    text = "at the start of your turn:\n  pay 1 gold: deal 1 damage to the enemy base\n"
    ops, errors = LANGUAGE.compile_text(text)
    assert errors == []
    assert ops == [{"op": "when", "on": "start", "do": [
        {"op": "pay_gold", "amount": 1, "then": [
            {"op": "deal", "amount": 1, "to": {"mode": "base", "owner": "enemy"}}]}]}]
    effect, _ = LANGUAGE.parse(text)
    assert effect is not None
    assert LANGUAGE.render(effect) == ("At the start of your turn: you may pay 1 gold to deal "
                                       "1 damage to the enemy base.")
    assert LANGUAGE.printer().print_effect(effect) == text


def test_the_condition_and_the_core_statements() -> None:
    ops, errors = LANGUAGE.compile_text(
        "if you have 8 or more workers: gain 1 gold\notherwise: draw 1 card\n")
    assert errors == []
    assert ops == [{"op": "if", "cond": {"have": "workers", "at_least": 8},
                    "then": [{"op": "gain_gold", "amount": 1}],
                    "else": [{"op": "draw", "amount": 1}]}]


@pytest.mark.parametrize(("text", "code", "hint"), [
    ("gain 2 gols\n", "K101", "did you mean 'gold'?"),
    ("deal 1 damage to target unti\n", "K101", "did you mean 'unit'?"),
    ("this gains hast until end of turn\n", "K101", "did you mean 'haste'?"),
    ("gain 1 gold\nrepeat\n", "K102", "write the statements again"),
    ("sacrifice target enemy unit\n", "K103", "write `sacrifice this` or `sacrifice target "
                                             "friendly unit`"),
    ("level up target friendly unit by 1\n", "K103", "write `level up target friendly hero "
                                                    "by 2`"),
    ("this gains haste 2 until end of turn\n", "K103", "write `gains haste`"),
])
def test_bad_words_are_diagnostics(text: str, code: str, hint: str) -> None:
    _, errors = LANGUAGE.compile_text(text)
    assert [(e.code, e.hint) for e in errors] == [(code, hint)]


def test_a_syntax_error_is_a_positioned_error_not_a_traceback() -> None:
    _, errors = LANGUAGE.compile_text("deal 2 damage\n")
    assert len(errors) == 1
    assert errors[0].span.line == 1 and errors[0].code.startswith("D")
