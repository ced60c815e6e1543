"""The grammar additions (``grammar.lark``, first written as a draft) compose with the real core
grammar into one LALR parser that reads every card's effect; a stand-in compiler over the raw
parse tree turns each into exactly the IR the ruleset's compiler gives the card (two
independent readings of the grammar agree), and typos get a "did you mean"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from lark import Token, Tree

from cardsmith.dsl.builder import Builder
from cardsmith.dsl.parser import Parser, compose
from cardsmith.rulesets.risk_deep_space.content import Pack
from cardsmith.rulesets.risk_deep_space.engine.ops import ir_problems
from cardsmith.rulesets.risk_deep_space.vocabulary import did_you_mean, resource_of

DRAFT = Path(__file__).resolve().parents[2] / "rulesets" / "risk_deep_space" / "grammar.lark"


class DraftError(Exception):
    pass


@pytest.fixture(scope="module")
def parser() -> Parser:
    return Parser(compose(DRAFT.read_text(encoding="utf-8"), name="risk-deep-space"), Builder)


def _word(token: Any, word_class: str, allowed: dict[str, str]) -> str:
    word = str(token).lower()
    if word in allowed:
        return allowed[word]
    guess = did_you_mean(word, word_class)
    hint = f"; did you mean {guess!r}?" if guess else ""
    raise DraftError(f"{word!r} is not a {word_class[:-1]} here{hint}")


def _resource(token: Any) -> str:
    res = resource_of(str(token))
    if res is None:
        _word(token, "resources", {})
    return res or ""


_RECRUITS = {"recruit": "recruit", "recruits": "recruit"}


def compile_block(tree: Tree[Token]) -> list[dict[str, Any]]:
    """A body or the whole effect → a list of operations."""
    if tree.data in ("start", "block_body"):
        return [op for child in tree.children for op in compile_stmt(child)]
    if tree.data == "inline_body":
        return [compile_simple(s) for s in tree.children[0].children if isinstance(s, Tree)]
    if tree.data == "nested_body":
        return compile_stmt(tree.children[0])
    raise DraftError(f"not a block: {tree.data}")


def compile_stmt(tree: Tree[Token]) -> list[dict[str, Any]]:
    kind, kids = tree.data, tree.children
    if kind == "line":
        return [compile_simple(s) for s in kids if isinstance(s, Tree)]
    if kind == "if_stmt":
        op: dict[str, Any] = {"op": "if", "cond": compile_cond(kids[0]),
                              "then": compile_block(kids[1])}
        if kids[2] is not None:
            op["else"] = compile_block(kids[2].children[0])
        return [op]
    if kind == "choice_stmt":
        return [{"op": "either", "options": [compile_block(b) for b in kids]}]
    if kind == "may_stmt":
        return [{"op": "may", "then": compile_block(kids[1])}]
    if kind == "for_each_stmt":
        over = {"your_bases": "your base", "opponents": "opponent"}[kids[0].data]
        return [{"op": "for_each", "over": over, "then": compile_block(kids[1])}]
    if kind == "pay_stmt":
        return [{"op": "pay", "resource": _resource(kids[1]), "amount": int(kids[0]),
                 "then": compile_block(kids[2])}]
    raise DraftError(f"unknown statement {kind}")


def compile_cond(tree: Tree[Token]) -> dict[str, Any]:
    atoms = [compile_atom(a) for a in tree.children]
    return atoms[0] if len(atoms) == 1 else {"test": "and", "of": atoms}


def compile_atom(tree: Tree[Token]) -> dict[str, Any]:
    kind, kids = tree.data, tree.children
    if kind == "negated":
        return {"test": "not", "of": compile_atom(kids[1])}
    if kind == "has_base":
        return {"test": "has_base", "at": "target planet"}
    if kind == "roll_at_least":
        return {"test": "roll_at_least", "value": int(kids[0])}
    if kind == "recruits_at_least":
        _word(kids[1], "pieces", _RECRUITS)
        return {"test": "recruits_at_least", "amount": int(kids[0]), "at": "target planet"}
    if kind == "resource_at_least":
        return {"test": "resource_at_least", "resource": _resource(kids[1]),
                "amount": int(kids[0])}
    if kind == "more_bases":
        return {"test": "more_bases", "who": "target player"}
    raise DraftError(f"unknown condition {kind}")


def compile_simple(tree: Tree[Token]) -> dict[str, Any]:
    kind, kids = tree.data, tree.children
    if kind == "may_simple":  # `may VERB …` on one line (the canonical form of a `may:` block)
        return {"op": "may", "then": [compile_simple(kids[2])]}
    if kind == "gain":
        if str(kids[1]).lower() in ("move", "moves"):
            return {"op": "gain_moves", "amount": int(kids[0])}
        return {"op": "gain", "resource": _resource(kids[1]), "amount": int(kids[0])}
    if kind == "steal":
        return {"op": "steal", "resource": _resource(kids[1]), "amount": int(kids[0]),
                "from": "target player"}
    if kind == "add":
        _word(kids[1], "pieces", _RECRUITS)
        to = "home" if kids[2].data == "home" else "target planet"
        return {"op": "add_recruits", "amount": int(kids[0]), "to": to}
    if kind == "remove":
        _word(kids[2], "pieces", _RECRUITS)
        return {"op": "remove_recruits", "amount": int(kids[0]), "owner": str(kids[1]).lower(),
                "from": "target planet"}
    if kind == "move":
        count, name, warp = kids
        _word(name, "pieces", _RECRUITS)
        op: dict[str, Any] = {"op": "move_recruits", "amount": int(count.children[0])}
        if count.data == "up_to":
            op["up_to"] = True
        if warp is not None:
            op["through"] = "warp"
        return op
    if kind == "build":
        op = {"op": "build_base", "at": "target planet"}
        if kids[1] is not None:
            if _resource(kids[2]) != "ore":
                raise DraftError("a base is paid in ore")
            op["ore"] = int(kids[1])
        return op
    if kind == "battle":
        _word(kids[1], "verbs", {"round": "round", "rounds": "round"})
        return {"op": "battle", "at": "target planet", "rounds": int(kids[0])}
    if kind == "roll":
        return {"op": "roll"}
    if kind in ("place_force_field", "place_space_dog"):
        return {"op": kind, "at": "target planet"}
    if kind in ("draw", "discard"):
        op = {"op": kind, "amount": int(kids[2])}
        if kids[0] is not None and kids[0].children and kids[0].children[0].data == "target_player":
            op["who"] = "target player"
        return op
    raise DraftError(f"unknown statement {kind}")


def compile_text(parser: Parser, text: str) -> list[dict[str, Any]]:
    return compile_block(parser.tree_of(text))


def test_the_draft_composes_with_the_core_into_one_lalr_parser(parser: Parser) -> None:
    assert parser.lark.options.parser == "lalr"


def test_every_card_effect_parses_and_compiles_to_its_ir(parser: Parser, pack: Pack) -> None:
    for card in pack.cards:
        text = pack.card_data[card.id]["effect"]
        assert compile_text(parser, text) == list(card.effect), card.id


@pytest.mark.parametrize(
    ("text", "ir"),
    [
        ("add 1 recruit to your home station\n",
         [{"op": "add_recruits", "amount": 1, "to": "home"}]),
        ("remove 1 your recruit from target planet\n",
         [{"op": "remove_recruits", "amount": 1, "owner": "your", "from": "target planet"}]),
        ("move 2 recruits\n", [{"op": "move_recruits", "amount": 2}]),
        ("build a base on target planet\n", [{"op": "build_base", "at": "target planet"}]),
        ("target player draws 1 action card\n",
         [{"op": "draw", "amount": 1, "who": "target player"}]),
        ("if you have 3 or more recruits on target planet:\n    gain 1 gem\n",
         [{"op": "if", "cond": {"test": "recruits_at_least", "amount": 3, "at": "target planet"},
           "then": [{"op": "gain", "resource": "gem", "amount": 1}]}]),
        ("if not you have 2 or more ore:\n    gain 1 ore\n",
         [{"op": "if", "cond": {"test": "not", "of": {"test": "resource_at_least",
                                                      "resource": "ore", "amount": 2}},
           "then": [{"op": "gain", "resource": "ore", "amount": 1}]}]),
        ("if target player has more bases than you:\n    steal 1 gem from target player\n",
         [{"op": "if", "cond": {"test": "more_bases", "who": "target player"},
           "then": [{"op": "steal", "resource": "gem", "amount": 1, "from": "target player"}]}]),
        ("for each opponent:\n    steal 1 ore from target player\n",
         [{"op": "for_each", "over": "opponent",
           "then": [{"op": "steal", "resource": "ore", "amount": 1, "from": "target player"}]}]),
    ],
)
def test_more_of_the_language(parser: Parser, text: str, ir: list[dict[str, Any]]) -> None:
    compiled = compile_text(parser, text)
    assert compiled == ir
    assert ir_problems(compiled) == []


@pytest.mark.parametrize(
    ("text", "guess"),
    [
        ("gain 2 gams\n", "gems"),
        ("steal 1 ores from target player\n", "ore"),
        ("add 2 recruts to target planet\n", "recruits"),
    ],
)
def test_typos_in_game_words_get_a_did_you_mean(parser: Parser, text: str, guess: str) -> None:
    with pytest.raises(DraftError, match=f"did you mean '{guess}'"):
        compile_text(parser, text)


def test_a_syntax_error_is_positioned(parser: Parser) -> None:
    # (the core's error reporting; a parse that succeeds would need the ruleset's AST builder)
    effect, errors = parser.parse("gain two gems\n")
    assert effect is None and errors and errors[0].span.line == 1
