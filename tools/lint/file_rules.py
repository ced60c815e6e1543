"""S0xx rules (and S110): the file itself (encoding, size, YAML syntax, duplicate keys, aliases,
kind) and the pack's ruleset.

All findings come from :mod:`tools.content.yamlload` and the pack loader; these classes give
each code its documentation and examples. The schema rules are in :mod:`tools.lint.schema_rules`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator
from typing import Any, ClassVar

from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.loader import LoadedPack
from cardsmith.tools.content.schema_check import format_path
from cardsmith.tools.content.yamlpos import PathKey
from cardsmith.tools.diagnostics import Diagnostic, Severity
from cardsmith.tools.lint import LoaderRule, Rule, register
from cardsmith.tools.terminal import CONTROL_CHARACTERS, character_name, printable


@register
class S000(LoaderRule):
    """The file cannot be read (permissions, a folder named like a YAML file, ...)."""

    code = "S000"
    name = "unreadable-file"
    example_exempt = "needs an unreadable file; see tests/lint/test_bad_input.py"


@register
class S001(LoaderRule):
    """The file is not valid UTF-8.

    The position is the first byte that does not decode. Re-save the file as UTF-8.
    """

    code = "S001"
    name = "not-utf8"
    example_exempt = "needs invalid bytes; see tests/lint/test_bad_input.py"


@register
class S002(LoaderRule):
    """The file is empty (no YAML document): it is skipped.

    Fail:

        # nothing but a comment

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 2 red
    """

    code = "S002"
    name = "empty-file"
    severity: ClassVar[Severity] = "warning"


@register
class S003(LoaderRule):
    """The file is larger than the loader accepts (2 MB): it is not read at all."""

    code = "S003"
    name = "file-too-large"
    example_exempt = "needs a huge file; see tests/lint/test_bad_input.py"


@register
class S004(LoaderRule):
    """YAML syntax error: the file cannot be parsed.

    Fail:

        kind: card
        id: grab
        name: [Grab
        cost: 1

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 2 red
    """

    code = "S004"
    name = "yaml-syntax"


@register
class S005(LoaderRule):
    """A mapping has the same key twice (YAML loaders silently keep the last one).

    Fail:

        kind: card
        id: grab
        name: Grab
        cost: 1
        cost: 2
        text: Take 2 red.
        effect: take 2 red

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 2 red
    """

    code = "S005"
    name = "duplicate-key"


@register
class S006(LoaderRule):
    """A recursive alias or an alias bomb (aliases expanding to more than 100,000 nodes).

    Fail:

        kind: card
        id: &loop [*loop]

    Pass:

        kind: card
        id: grab
        name: &name Grab
        cost: 1
        text: *name
        effect: take 2 red
    """

    code = "S006"
    name = "alias-bomb"


@register
class S007(LoaderRule):
    """Nesting deeper than 64 levels (directly or through aliases)."""

    code = "S007"
    name = "nesting-too-deep"
    example_exempt = "needs a 65-level document; see tests/lint/test_bad_input.py"


@register
class S008(LoaderRule):
    """More than one YAML document (``---``) in a file: one file holds one record.

    Fail:

        kind: card
        id: grab
        ---
        kind: card
        id: pinch

    Pass:

        ---
        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 2 red
    """

    code = "S008"
    name = "several-documents"


@register
class S009(LoaderRule):
    """A symlink (file or folder) that points outside the pack is refused."""

    code = "S009"
    name = "symlink-outside-pack"
    example_exempt = "needs a symlink; see tests/lint/test_bad_input.py"


@register
class S010(LoaderRule):
    """The kind of content cannot be told: the file is not in a kind folder and has no ``kind:``.

    Fail:

        id: grab
        cost: 1

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 2 red
    """

    code = "S010"
    name = "unknown-kind"
    severity: ClassVar[Severity] = "warning"


@register
class S011(LoaderRule):
    """A number written with more than 100 characters (a guard against hostile input: a
    5000-digit number is not even a Python number)."""

    code = "S011"
    name = "number-too-long"
    example_exempt = "needs a 101-digit number; see tests/hardening/test_lint_hostile.py"


@register
class S012(LoaderRule):
    """A named pipe (FIFO), device or socket in a pack: skipped, never opened for reading
    (reading one could wait forever)."""

    code = "S012"
    name = "not-a-regular-file"
    example_exempt = "needs a named pipe; see tests/hardening/test_lint_hostile.py"


@register
class S013(LoaderRule):
    """More than 100 problems in one file: the first 100 are reported, then this one counts
    the rest (an error when an error is among them)."""

    code = "S013"
    name = "too-many-problems"
    example_exempt = "needs 101 problems in one file; see tests/hardening/test_lint_hostile.py"


@register
class S014(LoaderRule):
    """More than 100,000 files and folders under one folder given to ``lint`` or ``fmt``: the
    rest are not read (a guard against linting a home folder or ``/`` by mistake)."""

    code = "S014"
    name = "too-many-files"
    example_exempt = "needs 100,001 files; see tests/hardening/test_lint_hostile.py"


@register
class S015(Rule):
    """A string holds a control character (NUL, backspace, ESC, another C0 or C1 control, DEL,
    a lone surrogate, U+FFFE/U+FFFF).

    YAML writes them as escapes in double-quoted strings (``"\\x1b"``, ``"\\0"``,
    ``"\\b"``). No page, SVG face or PDF can show one (an SVG holding one is not even XML), and
    on a terminal an escape sequence in a card name could retitle the window, so every string
    value and key of a content file is checked; tab and line feed are fine. The position is
    the character itself (an effect's is reported by ``D001`` instead).

    Fail:

        kind: card
        id: grab
        name: "Grab\\x1b]0;pwned\\x07"
        cost: 1
        text: Take 2 red.
        effect: take 2 red

    Pass:

        kind: card
        id: grab
        name: "Grab"
        cost: 1
        text: Take 2 red.
        effect: take 2 red
    """

    code = "S015"
    name = "control-character"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        syntax = {(d.path, d.line, d.col) for d in loaded.diagnostics if d.code.startswith("D")}
        for record in loaded.catalog:
            for where, text, key in _strings(record.data):
                match = CONTROL_CHARACTERS.search(text)
                if match is None:
                    continue
                diag = self._at(record, where, text, match.start(), key)
                if (diag.path, diag.line, diag.col) in syntax:
                    continue  # an effect: D001 names the character already
                yield diag

    def _at(self, record: Record, where: PathKey, text: str, offset: int,
            key: bool) -> Diagnostic:
        """The diagnostic at the character (a key's: at the key)."""
        char = text[offset]
        what = f"the key {printable(text)!r}" if key else f"{format_path(where)}"
        more = len(CONTROL_CHARACTERS.findall(text, offset + 1))
        message = (f"{what}: control character {character_name(char)} in the text"
                   f"{f' (and {more} more)' if more else ''}; no page, SVG or PDF can show it")
        hint = "remove it, or write what it stands for in words"
        if key:
            return self.diag_at(record, where, message, hint=hint, key=True)
        line_in = text.count("\n", 0, offset) + 1
        col_in = offset - (text.rfind("\n", 0, offset) + 1) + 1
        line, col = record.positions.map_scalar_offset(where, line_in, col_in)
        end_line, end = record.positions.map_scalar_offset(where, line_in, col_in + 1)
        end_col = end if end_line == line and end > col else None
        diag = self.diag(str(record.path), line, col, message, end_col=end_col, hint=hint)
        source_line = record.positions.source_line(line)
        if source_line is None:
            return diag.with_source(record.source_text)
        return dataclasses.replace(diag, source_line=source_line)


def _strings(data: Any) -> Iterator[tuple[PathKey, str, bool]]:
    """Every string of a document with its data path: ``(path, text, is it a key)`` (an
    explicit stack: YAML nesting is bounded, but no recursion is needed)."""
    stack: list[tuple[PathKey, Any]] = [((), data)]
    while stack:
        where, value = stack.pop()
        if isinstance(value, str):
            yield where, value, False
        elif isinstance(value, dict):
            for k, v in reversed(list(value.items())):
                if isinstance(k, str) and CONTROL_CHARACTERS.search(k):
                    yield (*where, k), k, True
                stack.append(((*where, k), v))
        elif isinstance(value, list):
            stack.extend(((*where, i), v) for i, v in reversed(list(enumerate(value))))


@register
class S110(LoaderRule):
    """The pack names a ruleset (``ruleset:`` in ``pack.yaml``) that is not installed, or
    names none (every pack says which game it is for: the core has no game of its own).

    The message lists the installed rulesets. Only ``pack.yaml`` is read then: the other files
    need the ruleset's kinds, schemas and effect language.

    Fail:

        # file: pack.yaml
        id: example
        name: Example
        version: 1.0.0
        ruleset: no-such-game

    Pass:

        # file: pack.yaml
        id: example
        name: Example
        version: 1.0.0
        ruleset: tiny
    """

    code = "S110"
    name = "unknown-ruleset"
