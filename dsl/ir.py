"""The compiled form of an effect: plain JSON-serialisable data the engine executes.

An effect compiles to a list of operations; each operation is a dict with an ``"op"`` key naming
the verb. Nested bodies sit under ``then``/``else``/``do`` and ``options``. A ruleset names its
own operations (Spirit Island's catalogue, with an example per operation, is
``rulesets/spirit_island/docs/reference/ir.md``).
"""

from __future__ import annotations

import json
from collections.abc import Collection
from typing import Any

Op = dict[str, Any]
Ops = list[Op]

#: the operations the core statements compile to (a ruleset lists its verbs' beside them)
CORE_OP_NAMES = ("optional", "if", "choice", "for_each", "trigger", "repeat")


def to_json(ops: Ops) -> str:
    """Stable, compact JSON of compiled operations."""
    return json.dumps(ops, sort_keys=True, separators=(",", ":"))


def op_names(data: object, leave_out: Collection[str] = ()) -> list[str]:
    """The names of every operation anywhere in ``data`` (compiled ops, or a record holding
    them, at any depth), sorted, those in ``leave_out`` (the structure: ``if`` …) left out —
    the verbs a card uses, for search and pages."""
    found: set[str] = set()
    stack = [data]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            op = x.get("op")
            if isinstance(op, str) and op not in leave_out:
                found.add(op)
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)
    return sorted(found)


def walk(ops: Ops) -> list[Op]:
    """Every operation in ``ops``, nested bodies included, depth first."""
    out: list[Op] = []
    for op in ops:
        out.append(op)
        for key in ("then", "else", "do"):
            body = op.get(key)
            if isinstance(body, list):
                out.extend(walk(body))
        for option in op.get("options", []) or []:
            out.extend(walk(option))
    return out
