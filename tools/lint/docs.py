"""Generate ``docs/lint-rules.md`` from the rule docstrings.

Run ``python -m cardsmith.tools.lint.docs`` to rewrite the page (``--check`` exits 1 when it is
stale).
"""

from __future__ import annotations

import inspect
import re
import sys
from pathlib import Path

from cardsmith.tools.authoring.generated import refresh
from cardsmith.tools.lint import Rule, all_rules
from cardsmith.tools.lint.fixtures import examples

DOC_PATH = Path(__file__).resolve().parents[2] / "docs" / "lint-rules.md"

FAMILIES = {
    "S": "Files and schema",
    "D": "Effect syntax",
    "C": "Effect meaning and content checks",
    "X": "Across files",
    "T": "Printed text (`--text-check`)",
}

_INTRO = """\
# Lint rules

`cardsmith lint` reports each finding as `path:line:col: CODE message`. Codes are grouped by
family: **S** files and schema, **D** effect syntax, **C** effect meaning and content checks,
**X** consistency across files, **T** printed text (only with `--text-check`).

Silence a finding with a comment on its line, in YAML or inside an effect:
`# cardsmith: disable=C204` (several codes: `disable=C204,C201`), or for a whole file with
`# cardsmith: disable-file=C204` anywhere in it.

The core's rules (every game's packs get them) are shown on the smallest game there is: the
tiny test ruleset of `tests/rulesets/tiny_game`, whose cards have an `id`, a `name`, a `cost`,
a `text`, an optional `speed` (`fast` or `slow`) and an `effect` with one verb, `take N red`
or `take N blue`. A ruleset's own rules are shown on its own content.

This page is generated from the rule docstrings by `python -m cardsmith.tools.lint.docs`; every
`Fail` example below yields exactly its rule's code and every `Pass` example yields nothing
(`tests/lint/test_rule_docs.py`).
"""


def _prose(rule: type[Rule]) -> str:
    doc = inspect.cleandoc(rule.__doc__ or rule.name)
    doc = re.split(r"^\s*(?:Pass|Fail):\s*$", doc, maxsplit=1, flags=re.M)[0]
    return "\n".join(line.strip() for line in doc.strip().splitlines())


def _example(title: str, files: list[tuple[str, str]]) -> list[str]:
    out = [f"**{title}**", ""]
    for path, text in files:
        if len(files) > 1 or path != "example.yaml":
            out.append(f"`{path}`")
            out.append("")
        out += ["```yaml", text.rstrip("\n"), "```", ""]
    return out


def generate() -> str:
    """The full Markdown page."""
    lines = [_INTRO]
    rules = all_rules()
    for letter, title in FAMILIES.items():
        family = [r for r in rules if r.code.startswith(letter)]
        if not family:
            continue
        lines += [f"## {title}", ""]
        for rule in family:
            severity = rule.severity + (", opt-in" if rule.opt_in else "")
            lines += [f"### {rule.code} `{rule.name}`", "", f"*{severity}*", "", _prose(rule), ""]
            ex = examples(rule.__doc__)
            if rule.example_exempt:
                lines += [f"*No example here: {rule.example_exempt}.*", ""]
            for title_ in ("Fail", "Pass"):
                if title_ in ex:
                    lines += _example(title_, ex[title_])
    return "\n".join(lines).rstrip("\n") + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write the page, or with ``--check`` report whether it is up to date."""
    args = sys.argv[1:] if argv is None else argv
    check = "--check" in args
    text = generate()
    changed = refresh(DOC_PATH, lambda _current: text, check=check)
    if check:
        if changed:
            print(f"{DOC_PATH} is out of date: run python -m cardsmith.tools.lint.docs")
            return 1
        return 0
    print(f"wrote {DOC_PATH}" if changed else f"{DOC_PATH} is current")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
