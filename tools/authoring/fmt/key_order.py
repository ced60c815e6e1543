"""Schema key order for ``cardsmith fmt``: mapping keys follow the schema's ``properties``.

Nested objects too, through ``$ref`` (same file or another schema, relative to ``$id``) and
``oneOf``/``anyOf``; keys the schema does not know keep their order, after the known ones.
"""

from __future__ import annotations

import contextlib
from functools import cache
from typing import Any
from urllib.parse import urljoin

from ruamel.yaml.comments import CommentedMap, CommentedSeq

from cardsmith.tools import registry
from cardsmith.tools.content.schema_check import schemas_for
from cardsmith.tools.ruleset import Ruleset

__all__ = ["reorder_keys"]


@cache
def _schema_docs() -> dict[str, dict[str, Any]]:
    """The core's and every installed ruleset's schemas by ``$id``."""
    rulesets: list[Ruleset | None] = [None]
    for name in registry.installed_names():
        with contextlib.suppress(registry.RulesetError):
            rulesets.append(registry.get(name))
    docs: dict[str, dict[str, Any]] = {}
    for ruleset in rulesets:
        for doc in schemas_for(ruleset).documents.values():
            docs.setdefault(str(doc.get("$id", "")), doc)
    return docs


def _resolve(schema: Any, doc: str) -> tuple[dict[str, Any], str]:
    """Follow ``$ref`` (same file or another, relative to ``$id``); return (schema, its id)."""
    for _ in range(20):
        if not isinstance(schema, dict) or "$ref" not in schema:
            break
        target, _, pointer = str(schema["$ref"]).partition("#")
        doc = urljoin(doc, target) if target else doc
        node: Any = _schema_docs().get(doc, {})
        for part in pointer.strip("/").split("/") if pointer.strip("/") else []:
            node = node.get(part, {}) if isinstance(node, dict) else {}
        schema = node
    return (schema if isinstance(schema, dict) else {}), doc


def _object_schema(schema: Any, doc: str, keys: list[str]) -> tuple[dict[str, Any], str]:
    """The object schema describing a mapping with ``keys`` (picks a matching oneOf branch)."""
    schema, doc = _resolve(schema, doc)
    for combo in ("oneOf", "anyOf"):
        for branch in schema.get(combo, []):
            sub, sub_doc = _resolve(branch, doc)
            props = sub.get("properties")
            if isinstance(props, dict) and all(k in props for k in keys):
                return sub, sub_doc
    return schema, doc


def reorder_keys(node: Any, schema: Any, doc: str) -> None:
    """Put mapping keys in schema order, recursively (``doc``: the ``$id`` ``schema`` is in)."""
    if isinstance(node, CommentedMap):
        obj, obj_doc = _object_schema(schema, doc, [str(k) for k in node])
        props: dict[str, Any] = obj.get("properties") or {}
        known = [k for k in props if k in node]
        wanted = known + [k for k in node if k not in props]
        if list(node) != wanted:
            for key in wanted:
                node.move_to_end(key)
        extra = obj.get("additionalProperties")
        for key in node:
            child = props.get(key, extra if isinstance(extra, dict) else {})
            reorder_keys(node[key], child, obj_doc)
    elif isinstance(node, CommentedSeq):
        seq, seq_doc = _resolve(schema, doc)
        items = seq.get("items", {})
        for item in node:
            reorder_keys(item, items, seq_doc)
