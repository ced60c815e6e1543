"""The card index: one plain-JSON entry per searchable record (``cardsmith search`` and the
site's ``assets/cards.json``), built from the core's keys and the ruleset's ``entry`` hook."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from cardsmith.tools.content.catalog import Catalog, Record
from cardsmith.tools.search.api import SearchFields, fields_of
from cardsmith.tools.search.query import SearchError

#: content kinds of the core, never in an index
CORE_KINDS = ("pack", "scenario")


def fields_for(catalog: Catalog) -> SearchFields:
    """The search keys of the ruleset the catalog's pack names (the core's alone when no
    ``pack.yaml`` names one)."""
    from cardsmith.tools import registry

    names = {registry.name_in_manifest(r.data) for r in catalog.of_kind("pack")}
    named = sorted(n for n in names if n is not None)
    return fields_of(registry.get(named[0])) if named else SearchFields(kinds=())


def printed_text(record: Record, texts: Sequence[str] | None = None) -> str:
    """What the record prints: ``texts`` (default: its ``text``), what bare words search."""
    parts = [str(record.get("text") or "")] if texts is None else list(texts)
    return " ".join(t for t in parts if t)


def record_text(record: Record, texts: Sequence[str] | None = None) -> str:
    """The searchable text of a record (``o:``): what it prints (:func:`printed_text`), then
    the English rendered from its effects."""
    printed = printed_text(record, texts)
    return " ".join(t for t in [printed, *record.english.values()] if t)


def packs_of(catalog: Catalog) -> Callable[[Record], dict[str, str] | None]:
    """A record's pack as ``{"id", "name"}``: the ``pack.yaml`` of the nearest folder above its
    file (``None``: no pack holds it)."""
    roots: dict[Path, dict[str, str]] = {}
    for pack in catalog.of_kind("pack"):
        pack_id = str(pack.id or pack.path.parent.name)
        roots[pack.path.parent.resolve()] = {"id": pack_id.lower(),
                                             "name": str(pack.name or pack_id)}

    def pack_of(record: Record) -> dict[str, str] | None:
        if not roots:
            return None
        for folder in record.path.resolve().parents:
            if folder in roots:
                return roots[folder]
        return None

    return pack_of


def core_entry(record: Record, url: str, pack: dict[str, str] | None = None) -> dict[str, Any]:
    """The keys every index entry has (see :mod:`tools.search.api`); ``pack``: its pack."""
    return {
        "id": record.id or "",
        "name": record.name or record.id or "",
        "url": url,
        "pack": pack,
        "kind": record.kind,
        "text": record_text(record),
        "printed": printed_text(record),
        "type": record.kind,
        "summary": record.kind.replace("_", " ").capitalize(),
        "badge": None,
        "icons": [],
        "meta": "",
    }


def card_index(catalog: Catalog, url_of: Callable[[Record], str | None] | None = None,
               fields: SearchFields | None = None) -> list[dict[str, Any]]:
    """Index entries of every searchable record of the catalog, sorted by name.

    ``url_of`` gives each record's page URL (relative to the site root); the default is none.
    ``fields``: the ruleset's search hook (``None``: that of the catalog's pack). A failing
    ``entry`` hook raises :class:`~tools.search.query.SearchError` naming the record's file.
    """
    fields = fields or fields_for(catalog)
    kinds = fields.kinds
    pack_of = packs_of(catalog)
    entries = []
    for record in catalog:
        if record.context_only:  # records of a dependency pack, loaded for context only
            continue
        if (kinds and record.kind not in kinds) or record.kind in CORE_KINDS:
            continue
        entry = core_entry(record, (url_of(record) if url_of else None) or "", pack_of(record))
        if fields.entry is not None:
            try:
                extra = fields.entry(record, catalog)
            except Exception as exc:  # a ruleset's bug on content lint did not check
                raise SearchError(f"{record.path}: the ruleset's search entry of this record "
                                  f"failed: {type(exc).__name__}: {exc}") from exc
            if extra is None:
                continue
            entry.update(extra)
        if not entry["meta"]:
            entry["meta"] = entry["summary"]
        entries.append(entry)
    order = {kind: i for i, kind in enumerate(kinds)}
    return sorted(entries, key=lambda e: (e["name"].lower(), order.get(e["type"], len(order)),
                                          e["id"]))
