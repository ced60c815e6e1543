"""Spirit Island's builder, ``skip … actions`` — mixed into
:class:`~.builder.SpiritIslandBuilder`."""

from __future__ import annotations

from typing import Any

from dsl import ast as C
from dsl.builder import word

from . import ast as A
from .builder_spirits import SpiritRules


class PieceRules(SpiritRules):
    """``r_<rule>`` methods of the damage and piece-verb grammar rules (see ``grammar.lark``)."""

    # --- simple statements ---------------------------------------------------------------
    def r_skip(self, span: C.Span, ch: list[Any]) -> A.Skip:
        return A.Skip(ch[0], ch[1], ch[3], span)

    def r_action_kinds(self, span: C.Span, ch: list[Any]) -> tuple[C.Word, ...]:
        return tuple(word(t) for t in ch)
