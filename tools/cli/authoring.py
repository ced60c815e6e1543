"""Registers the authoring commands ``cardsmith fmt`` and ``cardsmith new`` (see
tools.authoring.fmt, tools.authoring.scaffold)."""

from __future__ import annotations

from cardsmith.tools.authoring.fmt.command import fmt_command
from cardsmith.tools.authoring.scaffold import new_command
from cardsmith.tools.cli import app

app.command("fmt")(fmt_command)
app.command("new")(new_command)
