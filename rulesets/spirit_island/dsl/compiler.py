"""Spirit Island's statements → operations (:mod:`dsl.ir`), checking every game word against the
vocabulary; the skeleton's statements are :class:`cardsmith.dsl.compiler.Compiler`'s.

The constructs come first (``handlers``: :mod:`.constructs.table`). Here: the house style
of ``may``. The bases:
:mod:`.compiler_blocks` (blocks, triggers) on :mod:`.terms`' ``TermCompiler`` (what the
constructs ask of the compiler)."""

from __future__ import annotations

from cardsmith.dsl import ast as C
from cardsmith.dsl.ir import Op, Ops
from cardsmith.rulesets.spirit_island import vocabulary as V

from . import ast as A
from .compiler_blocks import BlockCompiler
from .constructs.table import COMPILE


class SpiritIslandCompiler(BlockCompiler):
    """Compiles Spirit Island's verbs, lasting effects and block statements."""

    handlers = COMPILE

    def stmt_Optional(self, s: C.Optional, body_override: Ops | None = None) -> Op:
        only = s.body[0] if len(s.body) == 1 else None
        if (
            isinstance(only, A.Modifier)
            and only.name in V.SPIRIT_MODIFIERS
            and s.cost is None
            and body_override is None
        ):
            # "target spirit may repeat ..." grants an option: the modifier is the "may"
            return {**self.stmt(only), "who": s.who or "you"}
        self.actors.append(s.who or "you")
        try:
            return super().stmt_Optional(s, body_override)
        finally:
            self.actors.pop()
