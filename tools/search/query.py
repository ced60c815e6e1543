"""Card search with a Scryfall-style query syntax, shared by ``cardsmith search`` and the site.

Query syntax (case-insensitive; the keys are the ruleset's, see :mod:`cardsmith.tools.search.api`)::

    name:storm kind:minor o:push cost<=1 -kind:x
    word OR (a:b c:d)

Terms side by side must all hold; ``OR`` joins alternatives (it binds looser than juxtaposition);
parentheses group; a leading ``-`` negates a term or a group; bare words (or ``"quoted words"``)
match the name or the printed text (``name:word``: the name only; ``o:word``: the printed text
or the English rendered from the effect). ``key:value`` and ``key=value`` compare words;
``< <= > >= !=`` (and ``=``) compare numbers, for keys that read one.

Limits (``docs/limits.md``): a query has at most :data:`MAX_QUERY_LENGTH` characters, at most
:data:`MAX_NESTING` parentheses and ``-`` inside one another, and numbers of at most
:data:`MAX_NUMBER_DIGITS` digits; beyond them it is a :class:`SearchError`.

The card finder page runs the same grammar in JavaScript (``tools/publish/assets/finder.js``)
over the JSON index built by :func:`cardsmith.tools.search.index.card_index` and the key specs of
:meth:`~tools.search.api.SearchFields.to_json`; ``tests/publish/search_cases.json`` keeps the two
implementations in step.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from cardsmith.tools.search.api import BARE_KEY, How, SearchField, SearchFields

OPS = ("<=", ">=", "!=", ":", "=", "<", ">")
#: the longest query (characters)
MAX_QUERY_LENGTH = 1000
#: the deepest nesting of parentheses and negations
MAX_NESTING = 32
#: the most digits of a number in a term (``cost<=123456789``)
MAX_NUMBER_DIGITS = 9
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


def default_fields() -> SearchFields:
    """The core's search keys alone (queries given no ruleset's keys use these)."""
    return SearchFields(kinds=())


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


def parse_query(query: str, fields: SearchFields | None = None) -> dict[str, Any]:
    """Parse a query into a tree of ``{"and": [...]}``, ``{"or": [...]}``, ``{"not": x}`` and
    ``{"key", "op", "value"}`` terms (``{"and": []}`` matches everything).

    ``fields``: the keys a query may use (``None``: the core's alone)."""
    if len(query) > MAX_QUERY_LENGTH:
        raise SearchError(f"the query has {len(query)} characters; "
                          f"the limit is {MAX_QUERY_LENGTH}")
    tokens = tokenize(query)
    keys = (fields or default_fields()).by_name() if any(t.key for t in tokens) else {}
    pos = 0
    depth = 0

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
        nonlocal pos, depth
        tok = tokens[pos]
        pos += 1
        if tok.type in ("NOT", "("):
            depth += 1
            if depth > MAX_NESTING:
                raise SearchError(f"more than {MAX_NESTING} parentheses and '-' inside one "
                                  "another")
        if tok.type == "NOT":
            if peek() is None:
                raise SearchError("nothing after '-'")
            node = {"not": parse_unary()}
            depth -= 1
            return node
        if tok.type == "(":
            inner = parse_or()
            closing = peek()
            if closing is None or closing.type != ")":
                raise SearchError("unclosed parenthesis")
            pos += 1
            depth -= 1
            return inner
        return _term(tok, keys)

    if not tokens:
        return {"and": []}
    tree = parse_or()
    if pos < len(tokens):
        raise SearchError("unbalanced ')'")
    return tree


def _term(tok: Token, keys: dict[str, SearchField]) -> dict[str, Any]:
    """Validate one term token into a term node."""
    if not tok.key:
        return {"key": BARE_KEY, "op": ":", "value": tok.value.lower()}
    spec = keys.get(tok.key)
    if spec is None:
        raise SearchError(f"unknown key {tok.key!r}")
    if tok.op not in (":", "=") and not spec.number:
        raise SearchError(f"{tok.key} takes ':' not {tok.op!r}")
    value = tok.value.lower()
    if _NUMBER.fullmatch(value) and len(value) > MAX_NUMBER_DIGITS and (
            spec.number or spec.number_only):
        raise SearchError(f"{spec.key}: {value[:12]}… has more than {MAX_NUMBER_DIGITS} digits")
    if spec.number_only and not _NUMBER.fullmatch(value):
        raise SearchError(f"{spec.key} needs a number, not {tok.value!r}")
    if tok.op not in (":", "=") and not _NUMBER.fullmatch(value):
        raise SearchError(f"{spec.key}{tok.op} needs a number, not {tok.value!r}")
    return {"key": spec.key, "op": "=" if tok.op == ":" else tok.op, "value": value}


def _compare(left: int, op: str, right: int) -> bool:
    return {
        "=": left == right,
        "!=": left != right,
        "<": left < right,
        "<=": left <= right,
        ">": left > right,
        ">=": left >= right,
    }[op]


def _at(entry: dict[str, Any], path: str) -> Any:
    value: Any = entry
    for part in path.split("."):
        value = value.get(part) if isinstance(value, dict) else None
    return value


def _test(how: How, found: Any, value: str) -> bool:
    if how == "contains":
        return isinstance(found, str) and value in found.lower()
    if how == "equals":
        return bool(found == value)
    if how == "member":
        return isinstance(found, list) and value in found
    if how == "prefix":  # a list: any of its words (a range from a Mountain or a Jungle)
        items = found if isinstance(found, list) else [found]
        return any(isinstance(item, str) and item.startswith(value) for item in items)
    return found is None  # "null"


def _term_matches(node: dict[str, Any], card: dict[str, Any], spec: SearchField) -> bool:
    op, value = node["op"], node["value"]
    if spec.types and card["type"] not in spec.types:
        return False
    if op == ":" and any(_test(how, _at(card, path), value) for how, path in spec.bare):
        return True  # a bare word (its op stays ':')
    for word, how, path in spec.words:
        if value == word:
            return _test(how, _at(card, path), value)
    if spec.number and _NUMBER.fullmatch(value):
        number = _at(card, spec.number)
        return isinstance(number, int) and _compare(number, op, int(value))
    return any(_test(how, _at(card, path), value) for how, path in spec.match)


def matches(tree: dict[str, Any], card: dict[str, Any],
            fields: SearchFields | None = None) -> bool:
    """Whether a card index entry satisfies a parsed query tree."""
    return _matches(tree, card, (fields or default_fields()).by_name())


def _matches(tree: dict[str, Any], card: dict[str, Any], keys: dict[str, SearchField]) -> bool:
    if "and" in tree:
        return all(_matches(part, card, keys) for part in tree["and"])
    if "or" in tree:
        return any(_matches(part, card, keys) for part in tree["or"])
    if "not" in tree:
        return not _matches(tree["not"], card, keys)
    return _term_matches(tree, card, keys[tree["key"]])


def search(query: str, index: list[dict[str, Any]],
           fields: SearchFields | None = None) -> list[dict[str, Any]]:
    """The index entries matching ``query`` (in index order); raises :class:`SearchError`.

    ``fields``: the keys of the index's ruleset (``None``: the core's alone)."""
    fields = fields or default_fields()
    tree = parse_query(query, fields)
    keys = fields.by_name()
    check_values(tree, index, keys)
    return [card for card in index if _matches(tree, card, keys)]


def distance(a: str, b: str) -> int:
    """The edit distance of two words (insertions, deletions, substitutions)."""
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, cb in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (ca != cb))
    return row[-1]


def suggestion(value: str, known: set[str]) -> str | None:
    """The known word closest to ``value`` (a prefix of it, or at most 2 edits away; the
    fewest edits, then the first alphabetically), or ``None``."""
    scored = sorted((distance(value, k), k) for k in known)
    for d, k in scored:
        if d <= 2 or k.startswith(value):
            return k
    return None


def known_values(spec: SearchField, index: list[dict[str, Any]]) -> set[str]:
    """The values a closed field's word tests find in the index, and its special words."""
    found = {w for w, _, _ in spec.words}
    for card in index:
        if spec.types and card.get("type") not in spec.types:
            continue
        for _, path in spec.match:
            value = _at(card, path)
            for v in value if isinstance(value, list) else [value]:
                if isinstance(v, str) and v:
                    found.add(v.lower())
    return found


def _contained(spec: SearchField, value: str, index: list[dict[str, Any]]) -> bool:
    """Whether a ``contains`` test of a closed field finds the value in some entry."""
    tests = [path for how, path in spec.match if how == "contains"]
    return any(_test("contains", _at(card, path), value) for path in tests for card in index
               if not spec.types or card.get("type") in spec.types)


def check_values(tree: dict[str, Any], index: list[dict[str, Any]],
                 keys: dict[str, SearchField]) -> None:
    """Raise :class:`SearchError` for a value outside a closed field's vocabulary, with the
    nearest known word (``unknown element 'wate' — did you mean water?``)."""
    stack = [tree]
    cache: dict[str, set[str]] = {}
    while stack:
        node = stack.pop()
        for part in ("and", "or"):
            stack.extend(node.get(part, []))
        if "not" in node:
            stack.append(node["not"])
        spec = keys.get(node.get("key", "")) if "key" in node else None
        if spec is None or not spec.closed or _NUMBER.fullmatch(node["value"]):
            continue
        known = cache.setdefault(spec.key, known_values(spec, index))
        value = node["value"]
        if value in known or not known or _contained(spec, value, index):
            continue
        best = suggestion(value, known)
        if best is not None:
            raise SearchError(f"unknown {spec.closed} '{value}' — did you mean {best}?")
        raise SearchError(f"unknown {spec.closed} '{value}'; known: {', '.join(sorted(known))}")
