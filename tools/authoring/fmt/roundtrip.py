"""The ruamel.yaml round-trip set-up of ``cardsmith fmt`` (with a composer that keeps comments)."""

from __future__ import annotations

from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.composer import Composer

__all__ = ["round_trip_yaml"]


class _CommentKeepingComposer(Composer):
    """ruamel's composer, except that a flow collection keeps the comment lines above it.

    ruamel gives a node the comments of its start event (the full-line comments above it), but
    for a flow-style collection with an end-of-line comment it then *replaces* them with the
    end event's comment: ``# NOTE`` above ``- {energy: 2}  # playtested`` was lost.
    """

    def compose_sequence_node(self, anchor: Any) -> Any:
        before = self.parser.peek_event().comment
        return _keep_comments_above(before, super().compose_sequence_node(anchor))

    def compose_mapping_node(self, anchor: Any) -> Any:
        before = self.parser.peek_event().comment
        return _keep_comments_above(before, super().compose_mapping_node(anchor))


def _keep_comments_above(before: Any, node: Any) -> Any:
    """Put the start-event comments ``before`` back on ``node`` when ruamel replaced them."""
    after = node.comment
    if not before or after is None or after is before:
        return node
    merged = list(after)
    above = list(before[1] or [])
    if merged[0] is None:
        merged[0] = before[0]
    elif before[0] is not None:  # ``key: # c`` then ``{x: 1}  # d``: "# c" goes on a line above
        above.append(before[0])
    if above:
        merged[1] = above + list(merged[1] or [])
    node.comment = merged
    return node


def round_trip_yaml() -> YAML:
    """A ruamel round-trip loader/dumper in the house style (quotes kept, no re-wrapping)."""
    yaml = YAML(typ="rt")
    yaml.Composer = _CommentKeepingComposer
    yaml.preserve_quotes = True
    yaml.width = 4096  # never re-wrap long strings
    yaml.indent(mapping=2, sequence=4, offset=2)
    yaml.brace_single_entry_mapping_in_flow_sequence = True
    return yaml
