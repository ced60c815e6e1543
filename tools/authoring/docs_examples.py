"""Regenerate the English renderings under each ```cardsmith block of a docs page:

    python -m cardsmith.tools.authoring.docs_examples RULESET PAGE...
    python -m cardsmith.tools.authoring.docs_examples spirit-island \
        rulesets/spirit_island/docs/dsl.md

(``RULESET``: the installed ruleset whose language the page's examples are written in.)
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from cardsmith.dsl.language import Language
from cardsmith.tools import registry

BLOCK = re.compile(r"```cardsmith\n(.*?)```\n(?:\n> Renders as: [^\n]*\n)?", re.S)


def rewrite(text: str, language: Language) -> str:
    """Put a ``> Renders as: ...`` line, in ``language``, under every example block."""

    def sub(m: re.Match[str]) -> str:
        effect, errors = language.parse(m.group(1))
        if effect is None:
            raise SystemExit(f"example does not parse: {m.group(1)!r}: {errors}")
        return f"```cardsmith\n{m.group(1)}```\n\n> Renders as: {language.render(effect)}\n"

    return BLOCK.sub(sub, text)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        raise SystemExit("usage: python -m cardsmith.tools.authoring.docs_examples RULESET PAGE...")
    chosen = registry.get(sys.argv[1]).language
    for name in sys.argv[2:]:
        path = Path(name)
        path.write_text(rewrite(path.read_text(encoding="utf-8"), chosen), encoding="utf-8")
