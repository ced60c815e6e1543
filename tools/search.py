"""Card search with a Scryfall-style query syntax, shared by ``cardsmith search`` and the site.

Query syntax (case-insensitive)::

    el:water cost<=1 speed:fast kind:minor o:push spirit:"Sun-Bright"
    name:storm range<=1 range:sacred-site t:dahan verb:gather -el:fire
    fear OR (el:sun el:air)

Terms side by side must all hold; ``OR`` joins alternatives (it binds looser than juxtaposition);
parentheses group; a leading ``-`` negates a term or a group; bare words (or ``"quoted words"``)
match the card name. Keys:

=================  ==================================================================
``name:``          name contains the words
``el:`` ``element:`` the card shows that element
``cost``           ``cost:1`` ``cost=1`` ``cost<=1`` ``cost>2`` (also ``!=``)
``speed:``         ``fast`` or ``slow``
``kind:``          ``minor``, ``major`` or ``unique``
``o:`` ``text:``   printed text or rendered effect contains the words
``spirit:``        a unique power of a spirit whose name contains the words (or its id)
``range``          ``range<=1`` (distance), ``range:none``, ``range:sacred-site``, ``range:jungle``
``t:`` ``target:`` target: ``t:spirit``, ``t:land``, ``t:dahan``, ``t:another``, ``t:coastal``
``verb:``          a compiled operation of the effect: ``verb:push``, ``verb:gather``
=================  ==================================================================

The card finder page runs the same grammar in JavaScript (``tools/publish/assets/finder.js``)
over the JSON index built by :func:`card_index`; ``tests/publish/search_cases.json`` keeps the
two implementations in step.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from tools.catalog import Catalog, Record

KEYS = {
    "name": "name",
    "n": "name",
    "el": "el",
    "element": "el",
    "e": "el",
    "cost": "cost",
    "speed": "speed",
    "kind": "kind",
    "o": "o",
    "oracle": "o",
    "text": "o",
    "spirit": "spirit",
    "range": "range",
    "t": "target",
    "target": "target",
    "verb": "verb",
}
NUMERIC_KEYS = ("cost", "range")
OPS = ("<=", ">=", "!=", ":", "=", "<", ">")
#: compiled operations that only structure an effect (not verbs a player would search for)
STRUCTURAL_OPS = frozenset(
    {"threshold", "if", "choice", "optional", "in_lands", "each_player", "for_each", "trigger",
     "repeat", "at_sacred_sites"}
)
_TERM = re.compile(r"([A-Za-z]+)(<=|>=|!=|:|=|<|>)")
_NUMBER = re.compile(r"[0-9]+")


class SearchError(ValueError):
    """A query that cannot be parsed (unknown key, bad number, unbalanced parenthesis ...)."""


@dataclass(frozen=True)
class Token:
    """A token: ``(``, ``)``, ``OR``, ``NOT`` or a term (key, op, value; key ``""`` = bare word)."""

    type: str
    key: str = ""
    op: str = ""
    value: str = ""


def tokenize(query: str) -> list[Token]:
    """Split a query into tokens; a term's leading ``-`` becomes a separate ``NOT`` token."""
    tokens: list[Token] = []
    i, n = 0, len(query)
    while i < n:
        ch = query[i]
        if ch.isspace():
            i += 1
            continue
        if ch in "()":
            tokens.append(Token(ch))
            i += 1
            continue
        if ch == "-" and i + 1 < n and not query[i + 1].isspace():
            tokens.append(Token("NOT"))
            i += 1
            continue
        m = _TERM.match(query, i)
        key, op = "", ""
        if m:
            key, op = m.group(1).lower(), m.group(2)
            i = m.end()
        value, i = _read_value(query, i)
        if not key and value.lower() == "or" and query[i - 1] != '"':
            tokens.append(Token("OR"))
        else:
            tokens.append(Token("TERM", key, op, value))
    return tokens


def _read_value(query: str, i: int) -> tuple[str, int]:
    """A quoted string or a run of characters up to whitespace or a parenthesis."""
    n = len(query)
    if i < n and query[i] == '"':
        end = query.find('"', i + 1)
        if end < 0:
            raise SearchError("unclosed quote")
        return query[i + 1 : end], end + 1
    start = i
    while i < n and not query[i].isspace() and query[i] not in "()":
        i += 1
    return query[start:i], i


def parse_query(query: str) -> dict[str, Any]:
    """Parse a query into a tree of ``{"and": [...]}``, ``{"or": [...]}``, ``{"not": x}`` and
    ``{"key", "op", "value"}`` terms (``{"and": []}`` matches everything)."""
    tokens = tokenize(query)
    pos = 0

    def peek() -> Token | None:
        return tokens[pos] if pos < len(tokens) else None

    def parse_or() -> dict[str, Any]:
        nonlocal pos
        parts = [parse_and()]
        while (tok := peek()) is not None and tok.type == "OR":
            pos += 1
            parts.append(parse_and())
        return parts[0] if len(parts) == 1 else {"or": parts}

    def parse_and() -> dict[str, Any]:
        parts: list[dict[str, Any]] = []
        while (tok := peek()) is not None and tok.type not in ("OR", ")"):
            parts.append(parse_unary())
        if not parts:
            raise SearchError("empty expression (around OR or parentheses)")
        return parts[0] if len(parts) == 1 else {"and": parts}

    def parse_unary() -> dict[str, Any]:
        nonlocal pos
        tok = tokens[pos]
        pos += 1
        if tok.type == "NOT":
            if peek() is None:
                raise SearchError("nothing after '-'")
            return {"not": parse_unary()}
        if tok.type == "(":
            inner = parse_or()
            closing = peek()
            if closing is None or closing.type != ")":
                raise SearchError("unclosed parenthesis")
            pos += 1
            return inner
        return _term(tok)

    if not tokens:
        return {"and": []}
    tree = parse_or()
    if pos < len(tokens):
        raise SearchError("unbalanced ')'")
    return tree


def _term(tok: Token) -> dict[str, Any]:
    """Validate one term token into a term node."""
    if not tok.key:
        return {"key": "name", "op": ":", "value": tok.value.lower()}
    key = KEYS.get(tok.key)
    if key is None:
        raise SearchError(f"unknown key {tok.key!r}")
    if tok.op not in (":", "=") and key not in NUMERIC_KEYS:
        raise SearchError(f"{tok.key} takes ':' not {tok.op!r}")
    value = tok.value.lower()
    if key == "cost" and not _NUMBER.fullmatch(value):
        raise SearchError(f"cost needs a number, not {tok.value!r}")
    if key == "range" and tok.op not in (":", "=") and not _NUMBER.fullmatch(value):
        raise SearchError(f"range{tok.op} needs a number, not {tok.value!r}")
    return {"key": key, "op": "=" if tok.op == ":" else tok.op, "value": value}


def _compare(left: int, op: str, right: int) -> bool:
    return {
        "=": left == right,
        "!=": left != right,
        "<": left < right,
        "<=": left <= right,
        ">": left > right,
        ">=": left >= right,
    }[op]


def _term_matches(node: dict[str, Any], card: dict[str, Any]) -> bool:
    key, op, value = node["key"], node["op"], node["value"]
    if key == "name":
        return value in card["name"].lower()
    if key == "el":
        return value in card["elements"]
    if key == "cost":
        return isinstance(card["cost"], int) and _compare(card["cost"], op, int(value))
    if key in ("speed", "kind"):
        return bool(card[key] == value)
    if key == "o":
        return value in card["text"].lower()
    if key == "spirit":
        spirit = card["spirit"]
        return bool(spirit) and (value in spirit["name"].lower() or value == spirit["id"])
    if key == "range":
        rng = card["range"]
        if _NUMBER.fullmatch(value):
            return rng is not None and _compare(rng["distance"], op, int(value))
        if value == "none":
            return rng is None
        return rng is not None and (rng["from"] == value or rng["from"].startswith(value))
    if key == "target":
        return value in card["target"] or value in card["target_text"].lower()
    if key == "verb":
        return value in card["verbs"]
    return False  # pragma: no cover - parse_query rejects unknown keys


def matches(tree: dict[str, Any], card: dict[str, Any]) -> bool:
    """Whether a card index entry satisfies a parsed query tree."""
    if "and" in tree:
        return all(matches(part, card) for part in tree["and"])
    if "or" in tree:
        return any(matches(part, card) for part in tree["or"])
    if "not" in tree:
        return not matches(tree["not"], card)
    return _term_matches(tree, card)


def search(query: str, index: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The index entries matching ``query`` (in index order); raises :class:`SearchError`."""
    tree = parse_query(query)
    return [card for card in index if matches(tree, card)]


# --- the index ------------------------------------------------------------------------------


def verbs_of(ops: Any) -> list[str]:
    """Sorted verb names of compiled operations (structural operations left out)."""
    found: set[str] = set()

    def walk(x: Any) -> None:
        if isinstance(x, dict):
            op = x.get("op")
            if isinstance(op, str) and op not in STRUCTURAL_OPS:
                found.add(op)
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    walk(ops)
    return sorted(found)


def range_text(rng: Any) -> str:
    """``{from: sacred-site, distance: 1}`` → ``1 from Sacred Site``; ``none`` → ``None``."""
    if not isinstance(rng, dict):
        return "None"
    source = str(rng.get("from", "presence")).replace("-", " ").title()
    return f"{rng.get('distance', '?')} from {source}"


def target_tokens(target: Any) -> list[str]:
    """Words a ``t:`` term matches: ``["land", "any"]``, ``["land", "dahan"]``, ``["spirit", …]``.

    (Lower-case filter words of the target.)
    """
    if not isinstance(target, dict):
        return [str(target).lower()] if target else []
    for kind in ("land", "spirit"):
        if kind in target:
            value = target[kind]
            values = value if isinstance(value, list) else [value]
            return [kind, *(str(v).lower() for v in values)]
    return []


def target_text(target: Any) -> str:
    """Target as printed: ``Any land``, ``Jungle / Wetland``, ``Land with Dahan``."""
    if isinstance(target, dict) and "spirit" in target:
        return {"any": "Any Spirit", "another": "Another Spirit", "yourself": "Yourself"}.get(
            str(target["spirit"]), f"{target['spirit']} Spirit"
        )
    if isinstance(target, dict) and "land" in target:
        value = target["land"]
        if value == "any" or not isinstance(value, list):
            return "Any land"
        words = []
        for f in value:
            f = str(f)
            if f.startswith("no-"):
                words.append("No " + f[3:].replace("-", " ").title())
            elif f in ("mountain", "wetland", "jungle", "sands", "coastal", "inland"):
                words.append(f.title())
            else:
                words.append("Land with " + f.replace("-", " ").title())
        return " / ".join(words)
    return str(target or "")


def card_entry(record: Record, catalog: Catalog, url: str = "") -> dict[str, Any]:
    """The search-index entry of a power card (plain JSON data)."""
    spirit = None
    spirit_id = record.get("spirit")
    if isinstance(spirit_id, str):
        owner = catalog.by_id(spirit_id, "spirit")
        spirit = {"id": spirit_id, "name": owner.name if owner and owner.name else spirit_id}
    rng = record.get("range")
    threshold = record.get("threshold")
    texts = [str(record.get("text") or "")]
    if isinstance(threshold, dict):
        texts.append(str(threshold.get("text") or ""))
    texts.extend(record.english.values())
    elements = record.get("elements")
    cost = record.get("cost")
    return {
        "id": record.id or "",
        "name": record.name or record.id or "",
        "url": url,
        "kind": str(record.get("kind") or ""),
        "cost": cost if isinstance(cost, int) else None,
        "speed": str(record.get("speed") or ""),
        "elements": [str(e) for e in elements] if isinstance(elements, list) else [],
        "range": {"from": str(rng.get("from", "")), "distance": int(rng.get("distance", 0))}
        if isinstance(rng, dict)
        else None,
        "range_text": range_text(rng),
        "target": target_tokens(record.get("target")),
        "target_text": target_text(record.get("target")),
        "spirit": spirit,
        "text": " ".join(t for t in texts if t),
        "verbs": verbs_of(record.ops),
    }


def card_index(catalog: Catalog, urls: dict[str, str] | None = None) -> list[dict[str, Any]]:
    """Index entries of every power card of the catalog, sorted by name."""
    urls = urls or {}
    entries = [card_entry(r, catalog, urls.get(r.id or "", "")) for r in catalog.powers]
    return sorted(entries, key=lambda e: (e["name"].lower(), e["id"]))
