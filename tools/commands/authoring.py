"""Registers the authoring commands ``cardsmith fmt`` and ``cardsmith new`` (see tools.fmt,
tools.scaffold)."""

from __future__ import annotations

from tools.cli import app
from tools.fmt import fmt_command
from tools.scaffold import new_command

app.command("fmt")(fmt_command)
app.command("new")(new_command)
