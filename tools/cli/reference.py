"""Generate the command reference of ``docs/cli.md`` from the Typer app itself:

    python -m tools.cli.reference docs/cli.md

The generated part sits between two marker comments; a test fails when it is out of date.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import typer.main

from tools.cli import app

BEGIN = "<!-- BEGIN generated command reference: python -m tools.cli.reference docs/cli.md -->"
END = "<!-- END generated command reference -->"


def _param_row(param: Any) -> str:
    if param.param_type_name == "argument":
        name = f"`{(param.metavar or param.name).upper()}`" + ("…" if param.nargs == -1 else "")
        help_text = (getattr(param, "help", None) or "argument") + (
            "" if param.required else " (optional)"
        )
    else:
        names = ", ".join(f"`{n}`" for n in [*param.opts, *param.secondary_opts])
        name = names
        help_text = (param.help or "").replace("|", "\\|").replace("\n", " ")
        if param.default not in (None, False, ()) and not param.is_flag:
            help_text += f" (default: `{param.default}`)"
    return f"| {name} | {help_text} |"


def reference() -> str:
    """Markdown: one section per command with its summary and a table of its parameters."""
    group: Any = typer.main.get_command(app)  # Typer ships its own copy of click
    ctx = group.context_class(group)
    lines = [BEGIN, "", "## Every command and option", ""]
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        assert command is not None
        lines += [f"### `cardsmith {name}`", "", (command.help or "").strip().splitlines()[0], ""]
        params = [p for p in command.params if p.name != "help"]
        if params:
            lines += ["| parameter | meaning |", "|---|---|"]
            lines += [_param_row(p) for p in params]
            lines.append("")
    lines.append(END)
    return "\n".join(lines)


def rewrite(text: str) -> str:
    """``text`` with its generated section replaced (appended when missing)."""
    block = reference()
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        tail = rest.split(END, 1)[1]
        return head + block + tail
    return text.rstrip() + "\n\n" + block + "\n"


if __name__ == "__main__":
    for arg in sys.argv[1:]:
        path = Path(arg)
        path.write_text(rewrite(path.read_text(encoding="utf-8")), encoding="utf-8")
