"""``cardsmith publish``: the rules reference as an mkdocs-material site.

:func:`cardsmith.tools.publish.site.publish` loads packs into a catalog, generates Markdown pages
(:mod:`~tools.publish.indexes`; the ruleset's record and overview pages through its pages hook,
:mod:`~tools.publish.api`, built from :mod:`~tools.publish.pages` and :mod:`~tools.publish.svg`)
and builds them with mkdocs-material; :func:`tools.publish.live.serve` serves the same site
with live reload. (Nothing is imported here: a ruleset importing the page API does not load
mkdocs.)
"""
