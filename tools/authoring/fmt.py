"""``cardsmith fmt``: canonical formatting of content files, keeping every comment.

What formatting does (ruamel.yaml round-trip, so comments, blank lines, quoting and flow style
survive):

* mapping keys follow the order of the schema's ``properties`` for the file's kind (nested
  objects too, through ``$ref``/``oneOf``); keys the schema does not know keep their order, after
  the known ones;
* every ``effect:`` string that parses is rewritten with its language's ``print_effect``
  (one statement per line; a ``|`` block scalar when it has several lines, a plain scalar
  otherwise). Effects that do not parse, or that contain a ``#`` comment, are left untouched;
* the ``# yaml-language-server: $schema=<relative path>`` header is added when missing.

Every comment survives. ruamel's own loader drops a full-line comment above a flow-style
collection that has an end-of-line comment (``# NOTE`` above ``- {energy: 2}  # playtested``);
:class:`_CommentKeepingComposer` keeps it. As a safety net, the comments of the input and of the
output are listed with an independent tokenizer (:func:`find_comments`, PyYAML's scanner) and
compared as multisets: if formatting would lose one, :func:`format_text` raises
:class:`CommentLostError` and :func:`format_file` leaves the file unchanged and reports
``path:line:col: F001 fmt would drop a comment; file left unchanged`` (F: the formatter's own
codes).

Formatting is idempotent. Input goes through :func:`tools.content.yamlload.load_yaml_file` first, so
oversized files, alias bombs, deep nesting, duplicate keys and symlinks out of the tree are
refused with a diagnostic and never reach ruamel. Files are written atomically (temporary file
in the same folder, fsync, :func:`os.replace`).
"""

from __future__ import annotations

import contextlib
import difflib
import io
import os
import re
import stat
import tempfile
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Annotated, Any
from urllib.parse import urljoin

import typer
import yaml as pyyaml
from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.composer import Composer
from ruamel.yaml.error import CommentMark, YAMLError
from ruamel.yaml.scalarstring import (
    DoubleQuotedScalarString,
    FoldedScalarString,
    LiteralScalarString,
    PlainScalarString,
)
from ruamel.yaml.tokens import CommentToken

from dsl.language import Language
from tools import registry
from tools.authoring.arguments import checked, yaml_files_or_folders
from tools.content.kinds import schema_header as kind_schema_header
from tools.content.packs import find_pack_root
from tools.content.schema_check import schemas_for
from tools.content.yamlload import load_yaml_file, safe_iter_yaml
from tools.ruleset import DEFAULT_RULESET, Ruleset
from tools.terminal import printable

__all__ = [
    "COMMENT_LOST",
    "Comment",
    "CommentLostError",
    "FmtResult",
    "atomic_write",
    "find_comments",
    "fmt_command",
    "format_file",
    "format_paths",
    "format_text",
    "lost_comments",
    "normalise_effect",
    "round_trip_yaml",
    "schema_header",
]

HEADER_RE = re.compile(r"^#\s*yaml-language-server:\s*\$schema=", re.M)
COMMENT_LOST = "F001"
_COMMENT_LOST_MESSAGE = "fmt would drop a comment; file left unchanged"

_Scanner: type[Any] = getattr(pyyaml, "CSafeLoader", pyyaml.SafeLoader)
_LINE_BREAK_RE = re.compile("\r\n|[\r\n\x85\u2028\u2029]")  # PyYAML's line breaks
_BLOCK_HEADER_RE = re.compile(r"[|>][-+0-9]*")


# --- comments ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Comment:
    """One YAML comment: 1-based position of its ``#`` and its text (``#`` to end of line)."""

    line: int
    col: int
    text: str


class CommentLostError(ValueError):
    """Formatting would lose ``comment`` (a comment of the input text)."""

    def __init__(self, comment: Comment) -> None:
        super().__init__(f"{comment.line}:{comment.col}: fmt would drop a comment: {comment.text}")
        self.comment = comment


def find_comments(text: str) -> list[Comment]:
    """Every comment of the YAML ``text``, in order, found independently of ruamel.

    PyYAML's scanner gives the span of every token; a ``#`` outside all spans starts a comment
    (the scanner skips nothing else between tokens but white space). A ``#`` inside a quoted,
    plain or block scalar is text. A block scalar's span covers its header, so the rest of the
    header line after ``|``/``>`` and its indicators is searched too. Raises
    ``yaml.YAMLError`` for text PyYAML cannot scan.
    """
    text = text.removeprefix("\ufeff")
    lines = _LINE_BREAK_RE.split(text)
    spans: dict[int, list[tuple[int, int]]] = {}

    def cover(line: int, start: int, end: int) -> None:
        if end > start:
            spans.setdefault(line, []).append((start, end))

    for token in pyyaml.scan(text, Loader=_Scanner):
        start, end = token.start_mark, token.end_mark
        if (start.line, start.column) == (end.line, end.column):
            continue
        first_end = len(lines[start.line]) if end.line > start.line else end.column
        if isinstance(token, pyyaml.ScalarToken) and token.style in ("|", ">"):
            header = _BLOCK_HEADER_RE.match(lines[start.line], start.column)
            first_end = header.end() if header else start.column + 1
        cover(start.line, start.column, first_end)
        for middle in range(start.line + 1, end.line):
            cover(middle, 0, len(lines[middle]))
        if end.line > start.line:
            cover(end.line, 0, end.column)

    found = []
    for number, line in enumerate(lines):
        col = line.find("#")
        while col != -1:
            if not any(a <= col < b for a, b in spans.get(number, ())):
                found.append(Comment(number + 1, col + 1, line[col:].rstrip()))
                break
            col = line.find("#", col + 1)
    return found


def lost_comments(before: list[Comment], after: list[Comment]) -> list[Comment]:
    """The comments of ``before`` that ``after`` lacks (compared by text, as multisets).

    When a text occurs more often before than after, its last occurrences count as lost.
    """
    left = Counter(c.text for c in after)
    lost = []
    for comment in before:
        if left[comment.text] > 0:
            left[comment.text] -= 1
        else:
            lost.append(comment)
    return lost


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


# --- schemas ---------------------------------------------------------------------------


def _ruleset_of(path: Path) -> Ruleset | None:
    """The ruleset of the pack around ``path`` (``None``: it names one not installed)."""
    try:
        return registry.for_pack(find_pack_root(path))
    except registry.RulesetError:
        return None


def _kind_path(path: Path) -> Path:
    """``path`` relative to its pack (kinds are told by the folders inside the pack)."""
    root = find_pack_root(path)
    try:
        return path.resolve().relative_to(root) if root is not None else path
    except (OSError, ValueError):
        return path


@cache
def _schema_docs() -> dict[str, dict[str, Any]]:
    """The core's and every installed ruleset's schemas by ``$id``."""
    rulesets: list[Ruleset | None] = [None]
    for name in registry.installed_names():
        with contextlib.suppress(registry.RulesetError):
            rulesets.append(registry.get(name))
    docs: dict[str, dict[str, Any]] = {}
    for ruleset in rulesets:
        for doc in schemas_for(ruleset).documents.values():
            docs.setdefault(str(doc.get("$id", "")), doc)
    return docs


def _resolve(schema: Any, doc: str) -> tuple[dict[str, Any], str]:
    """Follow ``$ref`` (same file or another, relative to ``$id``); return (schema, its id)."""
    for _ in range(20):
        if not isinstance(schema, dict) or "$ref" not in schema:
            break
        target, _, pointer = str(schema["$ref"]).partition("#")
        doc = urljoin(doc, target) if target else doc
        node: Any = _schema_docs().get(doc, {})
        for part in pointer.strip("/").split("/") if pointer.strip("/") else []:
            node = node.get(part, {}) if isinstance(node, dict) else {}
        schema = node
    return (schema if isinstance(schema, dict) else {}), doc


def _object_schema(schema: Any, doc: str, keys: list[str]) -> tuple[dict[str, Any], str]:
    """The object schema describing a mapping with ``keys`` (picks a matching oneOf branch)."""
    schema, doc = _resolve(schema, doc)
    for combo in ("oneOf", "anyOf"):
        for branch in schema.get(combo, []):
            sub, sub_doc = _resolve(branch, doc)
            props = sub.get("properties")
            if isinstance(props, dict) and all(k in props for k in keys):
                return sub, sub_doc
    return schema, doc


# --- the formatting passes -------------------------------------------------------------------


def _reorder(node: Any, schema: Any, doc: str) -> None:
    """Put mapping keys in schema order, recursively."""
    if isinstance(node, CommentedMap):
        obj, obj_doc = _object_schema(schema, doc, [str(k) for k in node])
        props: dict[str, Any] = obj.get("properties") or {}
        known = [k for k in props if k in node]
        wanted = known + [k for k in node if k not in props]
        if list(node) != wanted:
            for key in wanted:
                node.move_to_end(key)
        extra = obj.get("additionalProperties")
        for key in node:
            child = props.get(key, extra if isinstance(extra, dict) else {})
            _reorder(node[key], child, obj_doc)
    elif isinstance(node, CommentedSeq):
        seq, seq_doc = _resolve(schema, doc)
        items = seq.get("items", {})
        for item in node:
            _reorder(item, items, seq_doc)


def normalise_effect(text: str, language: Language | None = None) -> str | None:
    """Canonical text for one effect in ``language`` (default: the default ruleset's), or None
    to leave it as written.

    Effects that do not parse, contain a ``#`` comment (the printer would drop it) or would not
    print back to the same syntax tree are left alone.
    """
    if "#" in text:
        return None
    language = language or registry.get(DEFAULT_RULESET).language
    effect, errors = language.parse(text)
    if effect is None or errors or not effect.body:
        return None
    printed = language.print_effect(effect)
    again, _ = language.parse(printed)
    if again != effect:  # pragma: no cover - a printer bug; never lose meaning
        return None
    return printed


def _effect_value(old: str, printed: str) -> str | None:
    """The new YAML value for an effect (None: keep ``old``)."""
    if printed.count("\n") > 1:
        if isinstance(old, LiteralScalarString) and str(old) == printed:
            return None
        block: str = LiteralScalarString(printed)
        return block
    line = printed.rstrip("\n")
    if str(old) == line and not isinstance(old, LiteralScalarString):
        return None  # keep its quoting
    value: str = DoubleQuotedScalarString(line) if _needs_quotes(line) else PlainScalarString(line)
    return value


def _needs_quotes(line: str) -> bool:
    """True when a one-line effect cannot be a plain YAML scalar."""
    return ": " in line or line.endswith(":") or " #" in line or line[0] in "!&*-?[]{}|>'\"%@`,#"


def _normalise_effects(node: Any, language: Language | None) -> None:
    """Rewrite every ``effect:`` string in place, recursively."""
    if isinstance(node, CommentedMap):
        for key in list(node):
            value = node[key]
            if key == "effect" and isinstance(value, str):
                printed = normalise_effect(str(value), language)
                new = _effect_value(value, printed) if printed is not None else None
                if new is not None:
                    node[key] = new
                    _move_style_comments(node, key, value, new)
            else:
                _normalise_effects(value, language)
    elif isinstance(node, CommentedSeq):
        for item in node:
            _normalise_effects(item, language)


def _move_style_comments(node: CommentedMap, key: Any, old: Any, new: Any) -> None:
    """Move the comments of ``key``'s value that hang on its old style, now that ``old`` is
    ``new``.

    ruamel keeps a block scalar's header comment (``effect: |  # note``) with the block scalar,
    and the comments after a one-line value (``effect: fear 2  # note`` and the comment lines
    below it) as one end-of-line token, written right after the value. So:

    * block scalar to one line: the header comment becomes the end-of-line comment;
    * one line to block scalar: the end-of-line comment becomes the header comment, and the
      comment lines below are written at the key's column, where they cannot be taken for
      lines of the block scalar.
    """
    old_block = isinstance(old, LiteralScalarString | FoldedScalarString)
    new_block = isinstance(new, LiteralScalarString)
    slot = node.ca.items.setdefault(key, [None, None, None, None])
    following = slot[2]  # the end-of-line token, or the comment lines after a block scalar
    if old_block and not new_block:
        header = str(getattr(old, "comment", None) or "").strip()
        slot[3] = None  # ruamel's copy of the header, used for block scalars only
        header = f" {header}" if header.startswith("#") else ""  # two spaces before "#"
        if following is None:
            if header:
                node.yaml_add_eol_comment(header.strip(), key)
        else:  # the comment lines below the block scalar stay on lines of their own
            below = following.value
            indent = "" if below.startswith("\n") else " " * following.start_mark.column
            following.value = f"{header}\n{indent}{below}"
    elif new_block and not old_block and following is not None:
        first, _, rest = following.value.partition("\n")
        if first.strip():
            slot[3] = [f"  {first.strip()}"]
        try:
            column = int(node.lc.key(key)[1])
        except (AttributeError, KeyError, TypeError):  # pragma: no cover - a node we built
            column = 0
        below = [line.strip() for line in rest.split("\n")[:-1]]
        while below and not below[0]:
            below.pop(0)  # the block scalar ends the line already
        if not any(below):
            slot[2] = None
            return
        text = "\n".join(f"{' ' * column}{line}" if line else "" for line in below)
        slot[2] = CommentToken(f"{text.lstrip()}\n", CommentMark(column))


def schema_header(path: Path, kind: str) -> str | None:
    """``# yaml-language-server: $schema=...`` with a path relative to ``path``'s folder."""
    return kind_schema_header(path, kind, _ruleset_of(path))


def round_trip_yaml() -> YAML:
    yaml = YAML(typ="rt")
    yaml.Composer = _CommentKeepingComposer
    yaml.preserve_quotes = True
    yaml.width = 4096  # never re-wrap long strings
    yaml.indent(mapping=2, sequence=4, offset=2)
    yaml.brace_single_entry_mapping_in_flow_sequence = True
    return yaml


def format_text(text: str, path: Path) -> str:
    """Canonical form of the YAML ``text`` of the content file at ``path``.

    Raises ``ruamel.yaml.error.YAMLError`` for text ruamel cannot read; callers should vet the
    text with :func:`tools.content.yamlload.load_yaml_text` first (``format_file`` does).
    """
    text = text.removeprefix("\ufeff")
    yaml = round_trip_yaml()
    data = yaml.load(text)
    if data is None:
        return text
    before = find_comments(text)
    ruleset = _ruleset_of(path)
    schemas = schemas_for(ruleset)
    kind = schemas.detect(_kind_path(path), data)
    doc = str((schemas.schema(kind) or {}).get("$id", "")) if kind is not None else ""
    if kind is not None:
        _reorder(data, {"$ref": doc}, doc)
    _normalise_effects(data, ruleset.language if ruleset is not None else None)
    out = io.StringIO()
    yaml.dump(data, out)
    result = out.getvalue()
    if kind is not None and not HEADER_RE.search(_leading_comments(result)):
        header = schema_header(path, kind)
        if header is not None:
            result = f"{header}\n{result}"
    try:
        after = find_comments(result)
    except pyyaml.YAMLError as exc:  # pragma: no cover - ruamel wrote YAML it cannot read
        raise ValueError(f"formatted text is not valid YAML: {exc}") from exc
    lost = lost_comments(before, after)
    if lost:
        raise CommentLostError(lost[0])
    return result


def _leading_comments(text: str) -> str:
    """The comment/blank lines at the top of a YAML text."""
    lines = []
    for line in text.splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            break
        lines.append(line)
    return "\n".join(lines)


# --- files -------------------------------------------------------------------------------


@dataclass
class FmtResult:
    """Outcome for one file: ``changed`` (would change / was rewritten), a diff, or an error."""

    path: Path
    changed: bool = False
    diff: str = ""
    error: str | None = None


def atomic_write(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` atomically: temp file in the same folder, fsync, rename.

    On any failure the original file is untouched and the temporary file is removed.
    """
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        with contextlib.suppress(OSError):
            tmp.chmod(stat.S_IMODE(path.stat().st_mode))
        os.replace(tmp, path)  # noqa: PTH105 - the one atomic step (tests patch os.replace)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    with contextlib.suppress(OSError, AttributeError):  # make the rename durable (POSIX)
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def format_file(path: Path, check: bool = False, root: Path | None = None) -> FmtResult:
    """Format one file in place (or only compute the diff with ``check``)."""
    if path.is_symlink():
        return FmtResult(path, error=f"{path}: skipped: a symlink (format the file it points to)")
    loaded = load_yaml_file(path, root=root)
    errors = [d for d in loaded.diagnostics if d.severity == "error"]
    if errors:
        d = errors[0]
        return FmtResult(path, error=f"{d.path}:{d.line}:{d.col}: {d.code} {d.message}")
    if loaded.data is None:
        return FmtResult(path)  # empty file: nothing to format
    old = loaded.text
    try:
        new = format_text(old, path)
    except CommentLostError as exc:
        c = exc.comment
        return FmtResult(
            path, error=f"{path}:{c.line}:{c.col}: {COMMENT_LOST} {_COMMENT_LOST_MESSAGE}"
        )
    except (YAMLError, pyyaml.YAMLError, ValueError) as exc:
        return FmtResult(path, error=f"{path}: cannot format: {exc}")
    if new == old:
        return FmtResult(path)
    diff = "".join(
        difflib.unified_diff(
            old.splitlines(keepends=True),
            new.splitlines(keepends=True),
            fromfile=str(path),
            tofile=f"{path} (formatted)",
        )
    )
    if not check:
        atomic_write(path, new)
    return FmtResult(path, changed=True, diff=diff)


def _files(paths: list[Path]) -> Iterator[tuple[Path, Path | None, str | None]]:
    """(file, root it was found under, refusal message) for every YAML file in ``paths``."""
    for p in paths:
        try:
            is_dir, exists = p.is_dir(), p.exists()
        except OSError as exc:  # a name too long for the file system…
            yield p, None, f"{p}: {exc.strerror or exc}"
            continue
        if is_dir:
            for file, diag in safe_iter_yaml(p):
                yield file, p, (f"{diag.path}: {diag.code} {diag.message}" if diag else None)
        elif exists:
            yield p, None, None
        else:
            yield p, None, f"{p}: no such file or folder"


def format_paths(paths: list[Path], check: bool = False) -> list[FmtResult]:
    """Format every YAML file under ``paths`` (files or folders)."""
    results = []
    for file, root, refusal in _files(paths):
        if refusal is not None:
            results.append(FmtResult(file, error=refusal))
        else:
            results.append(format_file(file, check=check, root=root))
    return results


def fmt_command(
    paths: Annotated[
        list[Path],
        typer.Argument(
            help="Content files or folders to format.", callback=checked(yaml_files_or_folders)
        ),
    ],
    check: Annotated[
        bool,
        typer.Option(
            "--check", help="Change nothing; show a diff and exit 1 if a file would change."
        ),
    ] = False,
) -> None:
    """Format content files: schema key order, canonical effects, schema header comment."""
    results = format_paths(paths, check=check)
    changed = [r for r in results if r.changed]
    failed = [r for r in results if r.error]
    for r in failed:
        typer.echo(printable(r.error or ""), err=True)
    for r in changed:
        if check:
            typer.echo(printable(r.diff).replace("\\x0a", "\n"), nl=False)
        else:
            typer.echo(f"reformatted {printable(str(r.path))}")
    verb = "would be reformatted" if check else "reformatted"
    typer.echo(
        f"{len(changed)} file(s) {verb}, {len(results) - len(changed) - len(failed)} unchanged"
        + (f", {len(failed)} skipped with errors" if failed else ""),
        err=True,
    )
    if failed or (check and changed):
        raise typer.Exit(1)
