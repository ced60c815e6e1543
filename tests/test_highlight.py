"""tools.authoring.highlight: the Pygments lexer, found through the installed entry point."""

from __future__ import annotations

from pygments.lexers import get_lexer_by_name
from pygments.token import Comment, Keyword, Name, Number

from cardsmith.tools.authoring.highlight import CardsmithLexer


def test_registered_under_both_aliases() -> None:
    assert isinstance(get_lexer_by_name("cardsmith"), CardsmithLexer)
    assert isinstance(get_lexer_by_name("cardsmith-dsl"), CardsmithLexer)


def test_tokens() -> None:
    text = "if explorers present: push up to 2 explorer/town  # note\nthreshold 3 sun: repeat\n"
    tokens = {(v, t) for t, v in CardsmithLexer().get_tokens(text) if v.strip()}
    assert ("if", Keyword) in tokens
    assert ("explorers", Name.Builtin) in tokens
    assert ("2", Number.Integer) in tokens
    assert ("sun", Name.Constant) in tokens
    assert ("# note", Comment.Single) in tokens
