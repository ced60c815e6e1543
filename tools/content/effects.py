"""The effect fields of a record: which are effects is the ruleset's business, the rest the core's.

A ruleset's ``compile_record`` hook (:class:`CompileRecord`) is handed one :class:`EffectFields`
per loaded record: it decides which data paths hold effect text and how they fold into the
units its engine runs (a card's threshold into its effect, leveled abilities into one unit…),
and calls back :meth:`EffectFields.parse`, :meth:`EffectFields.compile` and
:meth:`EffectFields.report`, which parse with the ruleset's language, keep the syntax tree and
the English, and map every DSL error span into the file. A ruleset without the hook gets
:func:`compile_effect_fields`: every string under an ``effect`` key is one unit.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Protocol

from cardsmith.dsl.errors import DslError
from cardsmith.dsl.language import Language
from cardsmith.tools.content.catalog import Record, value_at
from cardsmith.tools.content.schema_check import format_path
from cardsmith.tools.content.yamlpos import PathKey
from cardsmith.tools.diagnostics import Diagnostic

#: the key whose string values :func:`compile_effect_fields` compiles
EFFECT_KEY = "effect"


class EffectFields:
    """One record's effect fields, being parsed and compiled (the loader makes one per record).

    Results go on the record: ``record.ast``, ``record.english`` and ``record.effect_paths`` are
    keyed by :func:`format_path` of each parsed field; ``record.ops`` by the unit names the
    hook chooses. DSL errors become :attr:`diags`, positioned in the file.
    """

    def __init__(self, record: Record, language: Language) -> None:
        self.record = record
        self.language = language
        self.diags: list[Diagnostic] = []

    @property
    def kind(self) -> str:
        """The record's content kind."""
        return self.record.kind

    @property
    def data(self) -> Any:
        """The record's data."""
        return self.record.data

    def at(self, path: PathKey) -> Any:
        """The data value at ``path`` (``None`` when absent)."""
        return value_at(self.record.data, path)

    def parse(self, path: PathKey) -> Any:
        """Parse the effect text at ``path``; keep its tree and English; report syntax errors.

        Returns the syntax tree, or ``None`` when the field is missing, empty, not a string
        (the schema reports those) or does not parse.
        """
        text = self.at(path)
        if not isinstance(text, str) or not text.strip():
            return None
        effect, errors = self.language.parse(text)
        self.report(path, errors)
        if effect is not None:
            key = format_path(path)
            self.record.ast[key] = effect
            self.record.effect_paths[key] = path
            self.record.english[key] = self.language.render(effect)
        return effect

    def compile(self, effect: Any) -> tuple[list[Any], list[DslError]]:
        """Compile one parsed effect on its own: ``(ops, errors)``."""
        ops, errors = self.language.compile_effect(effect)
        return list(ops), list(errors)

    def report(self, path: PathKey, errors: Sequence[DslError]) -> None:
        """Report DSL errors positioned in the effect text at ``path``."""
        self.diags.extend(dsl_diagnostic(self.record, path, e) for e in errors)

    def set_ops(self, unit: str, ops: list[Any]) -> None:
        """Store the operations of one engine unit (``"effect"``, ``"levels[0]"``…)."""
        self.record.ops[unit] = ops

    def single(self, path: PathKey, unit: str) -> None:
        """Parse, compile and report the field at ``path`` as the whole unit ``unit``."""
        effect = self.parse(path)
        if effect is None:
            return
        ops, errors = self.compile(effect)
        self.report(path, errors)
        self.set_ops(unit, ops)

    @staticmethod
    def new_errors(errors: Iterable[DslError], earlier: Iterable[DslError]) -> list[DslError]:
        """Multiset difference: the errors of a longer compile not already in a shorter one
        (so an error of a base effect is not reported again on the part folded into it)."""
        left = Counter(earlier)
        out: list[DslError] = []
        for e in errors:
            if left[e] > 0:
                left[e] -= 1
            else:
                out.append(e)
        return out


class CompileRecord(Protocol):
    """``Ruleset.compile_record``: parse and compile the effect fields of one loaded record.

    Called once per record whose data is a mapping, with the record's kind at
    ``fields.kind``. It parses through ``fields.parse(path)``, compiles through
    ``fields.compile(effect)`` (or its own folding of several parsed fields), reports through
    ``fields.report(path, errors)`` and stores each engine unit with ``fields.set_ops``.
    """

    def __call__(self, fields: EffectFields) -> None: ...


def effect_paths(data: Any, key: str = EFFECT_KEY) -> Iterator[PathKey]:
    """Data paths of every string under a mapping key ``key``, in document order."""

    def walk(node: Any, at: PathKey) -> Iterator[PathKey]:
        if isinstance(node, dict):
            for k, v in node.items():
                if k == key and isinstance(v, str):
                    yield (*at, k)
                else:
                    yield from walk(v, (*at, k))
        elif isinstance(node, list):
            for i, v in enumerate(node):
                yield from walk(v, (*at, i))

    yield from walk(data, ())


def compile_effect_fields(fields: EffectFields) -> None:
    """The hook of a ruleset that has none: each ``effect`` string is its own unit, named by
    the path of the mapping holding it (``"effect"`` at the top, ``"levels[0]"`` in a list)."""
    for path in effect_paths(fields.data):
        fields.single(path, format_path(path[:-1]) if len(path) > 1 else EFFECT_KEY)


def dsl_diagnostic(record: Record, path: PathKey, error: DslError) -> Diagnostic:
    """A :class:`DslError` (positioned in the effect text at ``path``) as a file diagnostic."""
    positions = record.positions
    text = value_at(record.data, path)
    span = error.span
    col0 = _unexpanded(text, span.line, span.col)
    line, col = positions.map_scalar_offset(path, span.line, col0)
    end_col: int | None = None
    if span.end_line == span.line and span.end_col > span.col:
        end0 = _unexpanded(text, span.line, span.end_col)
        end_line, mapped_end = positions.map_scalar_offset(path, span.end_line, end0)
        end_col = mapped_end if end_line == line and mapped_end > col else None
    diag = Diagnostic(
        str(record.path),
        line,
        col,
        error.code,
        error.message,
        severity=error.severity,
        end_col=end_col,
        hint=error.hint,
    )
    source_line = positions.source_line(line)
    if source_line is not None:
        return dataclasses.replace(diag, source_line=source_line)
    return diag.with_source(record.source_text)


def _unexpanded(text: Any, line: int, col: int) -> int:
    """The column in ``text``'s line ``line`` of column ``col`` of the parser's copy, whose tabs
    are expanded to 4 columns (the language reads a tab as indentation to the next stop)."""
    if not isinstance(text, str) or "\t" not in text:
        return col
    lines = text.splitlines()
    if not 1 <= line <= len(lines):
        return col
    width = 0
    for i, ch in enumerate(lines[line - 1]):
        step = 4 - width % 4 if ch == "\t" else 1
        if width + step >= col:
            return i + 1
        width += step
    return len(lines[line - 1]) + 1 + max(0, col - 1 - width)
