"""mkdocs hook used by ``cardsmith serve``: regenerate the pages from the content packs.

mkdocs reloads its config before every rebuild (a content file changed, or a generated page);
``on_config`` then reloads the packs listed in ``cardsmith-serve.json`` next to ``mkdocs.yml``,
rewrites only the pages whose text changed and refreshes the nav, so live reload settles after
one extra pass. Content with lint errors keeps the last good pages
(:func:`tools.publish.live.regenerate`).
"""

from __future__ import annotations

from typing import Any

from tools.publish.live import regenerate


def on_config(config: Any) -> Any:
    """Regenerate the docs dir and nav from the packs before mkdocs builds."""
    return regenerate(config)
