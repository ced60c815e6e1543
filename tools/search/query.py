"""Card search with a Scryfall-style query syntax, shared by ``cardsmith search`` and the site.

The index covers power cards, fear cards and spirits (``kind:power``, ``kind:fear``,
``kind:spirit``); power-only keys (``cost``, ``speed``, ``range``, ``t:``, ``spirit:``) never
match a fear card or a spirit.

Query syntax (case-insensitive)::

    el:water cost<=1 speed:fast kind:minor o:push spirit:"Sun-Bright"
    name:storm range<=1 range:sacred-site t:dahan verb:gather -el:fire
    fear OR (el:sun el:air)

Terms side by side must all hold; ``OR`` joins alternatives (it binds looser than juxtaposition);
parentheses group; a leading ``-`` negates a term or a group; bare words (or ``"quoted words"``)
match the name. Keys:

=================  ==================================================================
``name:``          name contains the words
``el:`` ``element:`` the card shows that element (a spirit: on its presence tracks or innate
                   thresholds)
``cost``           ``cost:1`` ``cost=1`` ``cost<=1`` ``cost>2`` (also ``!=``)
``speed:``         ``fast`` or ``slow``
``kind:``          ``minor``, ``major``, ``unique``, ``power`` (any of the three), ``fear`` or
                   ``spirit``
``o:`` ``text:``   printed text or rendered effect contains the words (every terror level of a
                   fear card; a spirit's setup, special rules and innate powers)
``spirit:``        a unique power of a spirit whose name contains the words (or its id)
``range``          ``range<=1`` (distance), ``range:none``, ``range:sacred-site``, ``range:jungle``
``t:`` ``target:`` target: ``t:spirit``, ``t:land``, ``t:dahan``, ``t:another``, ``t:coastal``
``verb:``          a compiled operation of the effect: ``verb:push``, ``verb:gather``
                   (of any level of a fear card, any innate power or special rule of a spirit)
=================  ==================================================================

The card finder page runs the same grammar in JavaScript (``tools/publish/assets/finder.js``)
over the JSON index built by :func:`card_index`; ``tests/publish/search_cases.json`` keeps the
two implementations in step.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tools.content.catalog import Catalog, Record

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
    if key == "speed":
        return bool(card["speed"] == value)
    if key == "kind":
        return bool(card["kind"] == value or card["type"] == value)
    if key == "o":
        return value in card["text"].lower()
    if key == "spirit":
        spirit = card["spirit"]
        return bool(spirit) and (value in spirit["name"].lower() or value == spirit["id"])
    if key == "range":
        if card["type"] != "power":
            return False
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
        "type": "power",
        "summary": f"{str(record.get('kind') or '').title()} power",
    }


def _other_entry(record: Record, url: str, texts: list[str], elements: list[str],
                 summary: str) -> dict[str, Any]:
    """An index entry of a fear card or spirit: the power-only fields are empty."""
    return {
        "id": record.id or "",
        "name": record.name or record.id or "",
        "url": url,
        "kind": record.kind,
        "cost": None,
        "speed": "",
        "elements": elements,
        "range": None,
        "range_text": "",
        "target": [],
        "target_text": "",
        "spirit": None,
        "text": " ".join(t for t in [*texts, *record.english.values()] if t),
        "verbs": verbs_of(record.ops),
        "type": record.kind,
        "summary": summary,
    }


def fear_entry(record: Record, url: str = "") -> dict[str, Any]:
    """The search-index entry of a fear card: the text of its three terror levels."""
    levels = [lv for lv in record.get("levels") or [] if isinstance(lv, dict)]
    texts = [str(lv.get("text") or "") for lv in levels]
    first = " ".join(texts[0].split()) if texts else ""
    first = first if len(first) <= 110 else first[:109].rstrip() + "…"
    return _other_entry(record, url, texts, [], f"Fear card · Level I: {first}")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def spirit_entry(record: Record, url: str = "") -> dict[str, Any]:
    """The search-index entry of a spirit: setup, special rules and innate powers as text;
    the elements of its presence tracks and innate thresholds."""
    def dicts(value: Any) -> list[dict[str, Any]]:
        return [x for x in value if isinstance(x, dict)] if isinstance(value, list) else []

    setup = record.get("setup")
    texts = [str(setup.get("text") or "")] if isinstance(setup, dict) else []
    for rule in dicts(record.get("special_rules")):
        texts += [str(rule.get("name") or ""), str(rule.get("text") or "")]
    elements: set[str] = set()
    innates = dicts(record.get("innates"))
    for innate in innates:
        texts.append(str(innate.get("name") or ""))
        for level in dicts(innate.get("levels")):
            texts.append(str(level.get("text") or ""))
            if isinstance(level.get("elements"), dict):
                elements.update(str(e) for e in level["elements"])
    tracks = record.get("presence_tracks")
    for track in tracks.values() if isinstance(tracks, dict) else []:
        elements.update(str(s["element"]) for s in dicts(track) if s.get("element"))
    uniques = record.get("unique_powers")
    summary = (f"Spirit · {_plural(len(innates), 'innate power')} · "
               f"{_plural(len(uniques) if isinstance(uniques, list) else 0, 'unique power')}")
    return _other_entry(record, url, texts, sorted(elements), summary)


#: the kinds of record the index covers
INDEXED_KINDS = ("power", "fear", "spirit")


def card_index(catalog: Catalog,
               url_of: Callable[[Record], str | None] | None = None) -> list[dict[str, Any]]:
    """Index entries of every power card, fear card and spirit of the catalog, sorted by name.

    ``url_of`` gives each record's page URL (relative to the site root); the default is none.
    """
    entries = []
    for record in catalog:
        if record.context_only:  # records of a dependency pack, loaded for context only
            continue
        url = (url_of(record) if url_of else None) or ""
        if record.kind == "power":
            entries.append(card_entry(record, catalog, url))
        elif record.kind == "fear":
            entries.append(fear_entry(record, url))
        elif record.kind == "spirit":
            entries.append(spirit_entry(record, url))
    return sorted(entries, key=lambda e: (e["name"].lower(), INDEXED_KINDS.index(e["type"]),
                                          e["id"]))
