"""The shared construct checks (``construct_support``) pass a right case and catch a wrong one."""

from __future__ import annotations

import pytest
from construct_support import check_construct, check_misuse


def test_a_right_case_passes() -> None:
    check_construct("1 fear", [{"op": "fear", "amount": 1}], "1 Fear.")
    check_misuse("push explorers", "C114")


@pytest.mark.parametrize(
    ("text", "ir", "english"),
    [
        ("1 fear", [{"op": "fear", "amount": 2}], "1 Fear."),  # wrong IR
        ("1 fear", [{"op": "fear", "amount": 1}], "1 fear."),  # wrong English
        ("1 feer", [], ""),  # does not parse
        ("push explorers", [], ""),  # a diagnostic
    ],
)
def test_a_wrong_case_fails(text: str, ir: list[dict[str, object]], english: str) -> None:
    with pytest.raises(AssertionError):
        check_construct(text, ir, english)


def test_a_misuse_needs_exactly_its_code() -> None:
    with pytest.raises(AssertionError):
        check_misuse("push explorers", "C115")
    with pytest.raises(AssertionError):
        check_misuse("push 1 explorer", "C114")
