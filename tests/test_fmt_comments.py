"""``cardsmith fmt`` keeps every comment.

A property test inserts comments at every position of every shipped content file (a full-line
comment before each line, an end-of-line comment after each line that can take one, and both
together: a comment line above an item that has its own end-of-line comment), formats the file
and checks that every inserted comment is still a comment in the output and that the output
holds the same data as the formatted original. By default each file is formatted a few times
with probes at every ``STRIDE``-th position; with ``CARDSMITH_FUZZ`` set, every probe is also
tried on its own (a few minutes).

If fmt would still lose a comment, it refuses: the file is left as it was and
``path:line:col: F001 fmt would drop a comment; file left unchanged`` is reported.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

import cardsmith.tools.authoring.fmt.roundtrip as fmt_roundtrip
from cardsmith.tools import registry
from cardsmith.tools.authoring.fmt import (
    COMMENT_LOST,
    Comment,
    CommentLostError,
    find_comments,
    format_file,
    format_text,
    lost_comments,
)

GAME = registry.get("spirit-island")
SHIPPED = Path(__file__).resolve().parents[1] / "content" / "horizons"
FILES = sorted(SHIPPED.rglob("*.yaml"))
FUZZ = bool(os.environ.get("CARDSMITH_FUZZ"))
STRIDE = 3  # default run: probes every STRIDE-th position, STRIDE formats per file

Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


# --- the tokenizer the safety net relies on ---------------------------------------------------


def _texts(text: str) -> list[str]:
    return [c.text for c in find_comments(text)]


def test_find_comments_sees_comments_not_text() -> None:
    text = (
        "# head\n"
        'a: "x # not a comment"  # one\n'
        "b: 'y #no' # two\n"
        "c: z#still-text  #three\n"
        "d: [1, 2]  # four\n"
        "e: |  # five\n"
        "  block # not a comment\n"
        "  # not a comment either\n"
        "# six\n"
        "f: >-\n"
        "  folded # text\n"
        "g: {h: 1}  # seven #with hash\n"
    )
    assert _texts(text) == [
        "# head",
        "# one",
        "# two",
        "#three",
        "# four",
        "# five",
        "# six",
        "# seven #with hash",
    ]
    first = find_comments(text)[1]
    assert (first.line, first.col) == (2, 25)


def test_lost_comments_is_a_multiset_difference() -> None:
    before = [Comment(1, 1, "# a"), Comment(2, 1, "# a"), Comment(3, 1, "# b")]
    after = [Comment(1, 1, "# b"), Comment(5, 1, "# a"), Comment(9, 1, "# new")]
    assert lost_comments(before, after) == [Comment(2, 1, "# a")]
    assert lost_comments(before, before + after) == []


# --- the reported bug ------------------------------------------------------------------------

SPIRIT = SHIPPED / "spirits" / "sun-bright-whirlwind.yaml"


def _with_note(text: str) -> str:
    item = "    - {energy: 2}\n"
    assert text.count(item) == 1
    return text.replace(item, "    # NOTE keep\n    - {energy: 2}  # playtested\n")


def test_comment_above_flow_item_with_eol_comment_survives(tmp_path: Path) -> None:
    path = tmp_path / "spirits" / SPIRIT.name
    path.parent.mkdir()
    path.write_text(_with_note(SPIRIT.read_text("utf-8")), encoding="utf-8")
    result = format_file(path, loose=GAME)
    assert result.error is None
    out = path.read_text("utf-8")
    assert "    # NOTE keep\n    - {energy: 2}  # playtested\n" in out


@pytest.mark.parametrize(
    "snippet",
    [
        "a:\n  - {x: 1}\n  # NOTE keep\n  - {x: 2}  # eol\n",
        "a:\n  - [1]\n  # NOTE keep\n  - [2]  # eol\n",
        "a:\n  - {x: 1}  # first\n  # NOTE keep\n  - {x: 2}  # eol\n  # last\n",
        "a:\n  # NOTE keep\n  - {x: 2}  # eol\n",
        "a:\n  b: 1\n  # NOTE keep\n  c: {x: 2}  # eol\n",
        "a:\n  b: 1\n  # NOTE keep\n  c: [2]  # eol\n",
    ],
)
def test_comment_above_flow_collection_survives(snippet: str) -> None:
    out = format_text(snippet, Path("misc.yaml"), GAME)
    assert _texts(out) == _texts(snippet), out
    assert yaml.load(out, Loader=Loader) == yaml.load(snippet, Loader=Loader)


def test_fmt_refuses_rather_than_drop_a_comment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With ruamel's plain composer (the bug), fmt leaves the file alone and says where."""
    from ruamel.yaml.composer import Composer

    monkeypatch.setattr(fmt_roundtrip, "_CommentKeepingComposer", Composer)
    path = tmp_path / "spirits" / SPIRIT.name
    path.parent.mkdir()
    text = _with_note(SPIRIT.read_text("utf-8"))
    path.write_text(text, encoding="utf-8")
    line = text.splitlines().index("    # NOTE keep") + 1
    with pytest.raises(CommentLostError) as info:
        format_text(text, path, GAME)
    assert info.value.comment == Comment(line, 5, "# NOTE keep")
    result = format_file(path, loose=GAME)
    assert not result.changed
    assert result.error == (
        f"{path}:{line}:5: {COMMENT_LOST} fmt would drop a comment; file left unchanged"
    )
    assert path.read_text("utf-8") == text
    assert format_file(path, check=True, loose=GAME).error == result.error


# --- comments around rewritten effects --------------------------------------------------------

EFFECTS = {  # canonical or not, one statement or two
    "one": "2 fear",
    "one-raw": "fear 2",
    "two": "2 fear\ndefend 3",
    "two-raw": "fear 2\ndefend 3",
}
STYLES = ["plain", "double", "single", "escaped", "literal", "literal-", "folded"]
POSITIONS = ["header", "above", "below", "below-indented"]


def _effect_entry(effect: str, style: str, comments: tuple[str, ...]) -> str | None:
    """``effect: ...`` written in ``style``, with comments at the ``comments`` positions."""
    block = style in ("literal", "literal-", "folded")
    several = "\n" in effect
    if several and style not in ("escaped", "literal", "literal-"):
        return None  # a one-line scalar cannot hold it; folding would join the lines
    if not several and style == "escaped":
        return None  # the same as "double"
    if block and "below-indented" in comments:
        return None  # that line would be text of the block scalar
    eol = "  # c-header" if "header" in comments else ""
    if style == "plain":
        value = f"{effect}{eol}\n"
    elif style in ("double", "escaped"):
        value = '"' + effect.replace("\n", "\\n") + f'"{eol}\n'
    elif style == "single":
        value = f"'{effect}'{eol}\n"
    else:
        indicator = {"literal": "|", "literal-": "|-", "folded": ">"}[style]
        value = f"{indicator}{eol}\n" + "".join(f"  {line}\n" for line in effect.split("\n"))
    above = "# c-above\n" if "above" in comments else ""
    below = "  # c-below-indented\n" if "below-indented" in comments else ""
    below += "# c-below\n" if "below" in comments else ""
    return f"{above}effect: {value}{below}"


def _effect_doc(entry: str, nested: bool) -> tuple[Path, str]:
    """A power holding ``entry``, or a fear card holding it in its second level."""
    if not nested:
        return Path("powers/minor/p.yaml"), f"id: p\nname: P\n{entry}speed: fast\n"
    inner = "".join(f"    {line}" if line.strip() else line for line in entry.splitlines(True))
    levels = f"  - {{text: One, effect: 1 fear}}\n  - text: Two\n{inner}  - text: Three\n"
    return Path("fear/f.yaml"), f"name: F\nid: f\nlevels:\n{levels}    effect: 3 fear\n"


def _effect_cases() -> Iterator[tuple[str, str, tuple[str, ...], bool]]:
    for name, effect in EFFECTS.items():
        for style in STYLES:
            for mask in range(1 << len(POSITIONS)):
                comments = tuple(p for i, p in enumerate(POSITIONS) if mask >> i & 1)
                if _effect_entry(effect, style, comments) is not None:
                    yield name, style, comments, False
                    yield name, style, comments, True


def test_comments_around_rewritten_effects_survive() -> None:
    """Every way of writing an effect (styles, canonical or not) with comments around it."""
    failures = []
    cases = list(_effect_cases())
    for name, style, comments, nested in cases:
        entry, bare = (_effect_entry(EFFECTS[name], style, c) for c in (comments, ()))
        assert entry is not None and bare is not None
        path, text = _effect_doc(entry, nested)
        case = f"{name} {style} {comments} {'nested' if nested else 'top'}"
        try:
            out = format_text(text, path, GAME)
        except CommentLostError as exc:
            failures.append(f"{case}: refused {exc}")
            continue
        kept = sorted(c for c in _texts(out) if "yaml-language-server" not in c)
        if kept != sorted(_texts(text)):
            failures.append(f"{case}: {out!r}")
        elif yaml.load(out, Loader=Loader) != yaml.load(
            format_text(_effect_doc(bare, nested)[1], path, GAME), Loader=Loader
        ):
            failures.append(f"{case}: data changed: {out!r}")
        elif format_text(out, path, GAME) != out:
            failures.append(f"{case}: not idempotent: {out!r}")
    assert len(cases) > 300
    assert failures == []


# --- the property test over every shipped file -----------------------------------------------


@dataclass(frozen=True)
class Layout:
    """Where a file can take a comment: ``before[k]`` a comment line before line ``k``
    (``k == len(lines) - 1`` is the end of the file), ``eol[k]`` one at the end of line ``k``."""

    lines: list[str]
    before: list[bool]
    eol: list[bool]


def layout(text: str) -> Layout:
    lines = text.split("\n")
    n = len(lines)
    before = [True] * n
    eol = [bool(line.strip()) for line in lines]
    for c in find_comments(text):
        eol[c.line - 1] = False  # already has a comment
    for tok in yaml.scan(text, Loader=Loader):
        if not isinstance(tok, yaml.ScalarToken):
            continue
        start, end = tok.start_mark, tok.end_mark
        if tok.style in ("|", ">"):  # its header line takes an end-of-line comment
            content = range(start.line + 1, end.line + (end.column > 0))
            no_line_before, no_eol = content, content
        else:  # a multi-line plain or quoted scalar
            no_line_before = range(start.line + 1, end.line + 1)
            no_eol = range(start.line, end.line)
        for k in no_line_before:
            before[k] = False  # a comment line there would end the scalar or become its text
        for k in no_eol:
            eol[k] = False
    before[n - 1] = before[n - 1] and lines[-1] == ""
    return Layout(lines, before, eol)


def _indent(lines: list[str], k: int) -> str:
    for line in lines[k:]:
        if line.strip():
            return line[: len(line) - len(line.lstrip())]
    return ""


def with_probes(lay: Layout, before: set[int], eol: set[int]) -> tuple[str, list[str]]:
    """The text with ``# probe N`` comments added; the probe texts."""
    out: list[str] = []
    probes: list[str] = []
    for k, line in enumerate(lay.lines):
        if k in before:
            probes.append(f"# probe {len(probes)}")
            out.append(f"{_indent(lay.lines, k)}{probes[-1]}")
        if k in eol:
            probes.append(f"# probe {len(probes)}")
            line = f"{line}  {probes[-1]}"
        out.append(line)
    return "\n".join(out), probes


@cache
def _formatted(path: Path) -> tuple[str, Any]:
    text = format_text(path.read_text("utf-8"), path, GAME)
    return text, yaml.load(text, Loader=Loader)


def check_probes(path: Path, text: str, probes: list[str]) -> str | None:
    """None when formatting ``text`` keeps every probe and the data; else what went wrong."""
    try:
        out = format_text(text, path, GAME)
    except CommentLostError as exc:
        return f"refused: {exc}"
    missing = sorted(set(probes) - set(_texts(out)))
    if missing:
        return f"probes lost: {missing}"
    if yaml.load(out, Loader=Loader) != _formatted(path)[1]:
        return "data changed"
    return None


def _variants(path: Path) -> Iterator[tuple[str, str, list[str]]]:
    lay = layout(path.read_text("utf-8"))
    before = {k for k, ok in enumerate(lay.before) if ok}
    eol = {k for k, ok in enumerate(lay.eol) if ok}
    for offset in range(STRIDE):  # every position, STRIDE lines apart, both kinds together
        picked = set(range(offset, len(lay.lines), STRIDE))
        yield f"every {STRIDE}th from {offset}", *with_probes(lay, before & picked, eol & picked)
    if FUZZ:  # each probe alone
        for k in sorted(before):
            yield f"line before {k + 1}", *with_probes(lay, {k}, set())
        for k in sorted(eol):
            yield f"end of line {k + 1}", *with_probes(lay, set(), {k})
        for k in sorted(before & eol):  # a comment line above a line with its own comment
            yield f"above and at the end of line {k + 1}", *with_probes(lay, {k}, {k})


def test_shipped_files_are_many() -> None:
    assert len(FILES) > 100


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.relative_to(SHIPPED).as_posix())
def test_every_inserted_comment_survives(path: Path) -> None:
    failures = []
    count = 0
    for where, text, probes in _variants(path):
        count += len(probes)
        problem = check_probes(path, text, probes)
        if problem is not None:
            failures.append(f"{where}: {problem}")
    assert count > 0
    assert failures == []


def test_formatted_files_keep_their_own_comments() -> None:
    for path in FILES:
        text = path.read_text("utf-8")
        assert lost_comments(find_comments(text), find_comments(_formatted(path)[0])) == []


def test_probe_layout_skips_scalar_interiors() -> None:
    text = "a: |\n  x\n  y\nb: 'p\n  q'\nc: 1\n"
    lay = layout(text)
    assert lay.before == [True, False, False, True, False, True, True]
    assert lay.eol == [True, False, False, False, True, True, False]
    probed, probes = with_probes(lay, {0, 5}, {0, 5})
    assert probed.splitlines()[:2] == ["# probe 0", "a: |  # probe 1"]
    assert re.search(r"^# probe 2\nc: 1  # probe 3$", probed, re.M)
    assert probes == [f"# probe {i}" for i in range(4)]
