"""``cardsmith publish``: the rules reference as an mkdocs-material site.

:func:`~tools.publish.site.publish` loads packs into a catalog, generates Markdown pages
(:mod:`~tools.publish.pages`, :mod:`~tools.publish.indexes`) with SVG drawings
(:mod:`~tools.publish.svg`) and builds them with mkdocs-material; :func:`~tools.publish.site.serve`
serves the same site with live reload.
"""

from tools.publish.site import MARKER, PublishError, PublishResult, publish, serve

__all__ = ["MARKER", "PublishError", "PublishResult", "publish", "serve"]
