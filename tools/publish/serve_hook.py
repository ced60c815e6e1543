"""mkdocs hook used by ``cardsmith serve``: regenerate the pages from the content packs.

mkdocs reloads its config before every rebuild (a content file changed, or a generated page);
``on_config`` then reloads the packs listed in ``cardsmith-serve.json`` next to ``mkdocs.yml``,
rewrites only the pages whose text changed and refreshes the nav, so live reload settles after
one extra pass. Content with lint errors keeps the last good pages
(:func:`tools.publish.live.regenerate`). ``on_serve`` refuses request paths holding a control
character (:func:`cardsmith.tools.publish.live.guard_requests`).
"""

from __future__ import annotations

from typing import Any

from cardsmith.tools.publish.live import guard_requests, regenerate
from cardsmith.tools.publish.site import escaped_site_name


def on_config(config: Any) -> Any:
    """Regenerate the docs dir and nav from the packs before mkdocs builds (the site's name
    marked as escaped already: :func:`cardsmith.tools.publish.site.escaped_site_name`)."""
    return escaped_site_name(regenerate(config))


def on_serve(server: Any, config: Any, builder: Any) -> Any:
    """Answer a request for a path with a control character (``/%00``) with a 400."""
    return guard_requests(server)
