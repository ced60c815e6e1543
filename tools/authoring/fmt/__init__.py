"""``cardsmith fmt``: canonical formatting of content files, keeping every comment.

What formatting does (ruamel.yaml round-trip, so comments, blank lines, quoting and flow style
survive):

* mapping keys follow the order of the schema's ``properties`` for the file's kind (nested
  objects too, through ``$ref``/``oneOf``); keys the schema does not know keep their order, after
  the known ones (:mod:`.key_order`);
* every ``effect:`` string that parses is rewritten with its language's ``print_effect``
  (one statement per line; a ``|`` block scalar when it has several lines, a plain scalar
  otherwise). Effects that do not parse, or that contain a ``#`` comment, are left untouched
  (:mod:`.effects`);
* the ``# yaml-language-server: $schema=<relative path>`` header is added when missing
  (:mod:`.text`).

Every comment survives. ruamel's own loader drops a full-line comment above a flow-style
collection that has an end-of-line comment (``# NOTE`` above ``- {energy: 2}  # playtested``);
the composer of :func:`.roundtrip.round_trip_yaml` keeps it. As a safety net, the comments of the
input and of the output are listed with an independent tokenizer (:func:`find_comments`, PyYAML's
scanner, in :mod:`.comments`) and compared as multisets: if formatting would lose one,
:func:`format_text` raises :class:`CommentLostError` and :func:`format_file` leaves the file
unchanged and reports ``path:line:col: F001 fmt would drop a comment; file left unchanged``
(F: the formatter's own codes).

Formatting is idempotent. Input goes through :func:`tools.content.yamlload.load_yaml_file` first, so
oversized files, alias bombs, deep nesting, duplicate keys and symlinks out of the tree are
refused with a diagnostic and never reach ruamel. Files are written atomically (temporary file
in the same folder, fsync, :func:`os.replace`; :mod:`.files`). The command is in :mod:`.command`.
"""

from __future__ import annotations

from cardsmith.tools.authoring.fmt.command import fmt_command
from cardsmith.tools.authoring.fmt.comments import (
    Comment,
    CommentLostError,
    find_comments,
    lost_comments,
)
from cardsmith.tools.authoring.fmt.effects import normalise_effect
from cardsmith.tools.authoring.fmt.files import (
    COMMENT_LOST,
    FmtResult,
    atomic_write,
    format_file,
    format_paths,
)
from cardsmith.tools.authoring.fmt.roundtrip import round_trip_yaml
from cardsmith.tools.authoring.fmt.text import HEADER_RE, format_text, schema_header

__all__ = [
    "COMMENT_LOST",
    "HEADER_RE",
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
