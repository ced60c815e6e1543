"""The lint-speed measures keep behaviour identical: the memoised tag resolution of the compose
loader gives every node the tag PyYAML's safe loader gives it, and :func:`bulk_loading` puts
the garbage collector's thresholds back however the block ends (issue 10 item 5)."""

from __future__ import annotations

import gc
import json
from collections.abc import Iterator

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from cardsmith.tools.content.yamlload import BULK_GC_LIMITS, Loader, _ComposeLoader, bulk_loading

SCALARS = ["1", "-2", "0x1f", "0o7", "1_000", "1.5", ".inf", "-.Inf", ".nan", "1e3", "true",
           "False", "yes", "off", "null", "~", "", "2024-01-02", "2024-01-02 10:00:00",
           "abc", "=", "<<", "0", "+1", "'1'", '"true"', "'~'", "1:2", "12:30:00"]


def _tags(text: str, loader: type) -> Iterator[tuple[str, str]]:
    stack = [yaml.compose(text, Loader=loader)]
    while stack:
        node = stack.pop()
        if node is None:
            continue
        yield type(node).__name__, node.tag
        if isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)
        elif isinstance(node, yaml.MappingNode):
            stack.extend(n for pair in node.value for n in pair)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(SCALARS), st.text(
    st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), max_size=6)), min_size=1,
    max_size=12))
def test_the_compose_loader_tags_every_node_as_the_safe_loader(values: list[str]) -> None:
    written = [v if v in SCALARS else json.dumps(v) for v in values]  # plain, or quoted
    text = ("seq:\n" + "".join(f"  - {w}\n" for w in written)
            + "".join(f"k{i}: {w}\n" for i, w in enumerate(written))
            + f"flow: [{', '.join(written)}]\n")
    try:
        expected = list(_tags(text, Loader))
    except yaml.YAMLError:
        return
    for _ in range(2):  # the second time from the memo
        assert list(_tags(text, _ComposeLoader)) == expected


def test_bulk_loading_restores_the_thresholds() -> None:
    before = gc.get_threshold()
    with bulk_loading():
        assert gc.get_threshold() == tuple(max(a, b) for a, b in zip(
            before, BULK_GC_LIMITS, strict=True))
    assert gc.get_threshold() == before
    with pytest.raises(ValueError), bulk_loading():
        raise ValueError
    assert gc.get_threshold() == before


def test_bulk_loading_leaves_automatic_collection_off_when_it_was_off() -> None:
    before = gc.get_threshold()
    gc.set_threshold(0)
    try:
        with bulk_loading():
            assert gc.get_threshold()[0] == 0
    finally:
        gc.set_threshold(*before)
