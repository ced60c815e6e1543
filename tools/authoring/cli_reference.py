"""Generate the command reference of ``docs/cli.md`` from the Typer app itself:

    python -m cardsmith.tools.authoring.cli_reference docs/cli.md

The generated part sits between two marker comments; a test fails when it is out of date.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import typer.main

from cardsmith.tools.authoring.generated import refresh_block, splice
from cardsmith.tools.cli import app

COMMAND = "python -m cardsmith.tools.authoring.cli_reference"
BEGIN = f"<!-- BEGIN generated command reference: {COMMAND} docs/cli.md -->"
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
    return splice(text, reference(), BEGIN, END)


def main(argv: list[str]) -> int:
    """Rewrite the pages named in ``argv``; with ``--check`` exit 1 when one is stale."""
    check = "--check" in argv
    paths = [Path(a) for a in argv if a != "--check"]
    if not paths:
        print(f"usage: {COMMAND} [--check] docs/cli.md", file=sys.stderr)
        return 2
    block = reference()
    stale = [p for p in paths if refresh_block(p, block, BEGIN, END, check=check)]
    for p in stale if check else ():
        print(f"{p} is out of date: run {COMMAND} {p}")
    return 1 if check and stale else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
