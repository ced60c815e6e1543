"""Regenerate the English renderings under each ```cardsmith block of a docs page:

    python -m tools.authoring.docs_examples rulesets/spirit_island/docs/dsl.md
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from tools import registry
from tools.ruleset import DEFAULT_RULESET

BLOCK = re.compile(r"```cardsmith\n(.*?)```\n(?:\n> Renders as: [^\n]*\n)?", re.S)


def rewrite(text: str) -> str:
    """Put a ``> Renders as: ...`` line under every example block."""

    language = registry.get(DEFAULT_RULESET).language

    def sub(m: re.Match[str]) -> str:
        effect, errors = language.parse(m.group(1))
        if effect is None:
            raise SystemExit(f"example does not parse: {m.group(1)!r}: {errors}")
        return f"```cardsmith\n{m.group(1)}```\n\n> Renders as: {language.render(effect)}\n"

    return BLOCK.sub(sub, text)


if __name__ == "__main__":
    for name in sys.argv[1:]:
        path = Path(name)
        path.write_text(rewrite(path.read_text(encoding="utf-8")), encoding="utf-8")
