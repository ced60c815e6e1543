"""The search hook of a ruleset: which records the card index holds and how each query key reads
and compares an index entry (:class:`SearchFields`, the ``search=`` of a ruleset).

A key is data (:class:`SearchField`), not code, so ``cardsmith search`` (Python) and the site's
card finder (``finder.js``, which reads the same specs from ``assets/search.json``) evaluate it
the same way. A term ``key<op>value`` of a field holds for an index entry when:

1. the field names ``types`` and the entry's ``type`` is not one of them: never;
2. the value is one of the field's ``words`` (``range:none``): that word's test decides;
3. the value is a number and the field has a ``number`` path: the number there compared with
   ``op`` (``=`` ``!=`` ``<`` ``<=`` ``>`` ``>=``);
4. otherwise any of the field's ``match`` tests holds.

A test is ``(how, path)``: ``path`` is a dotted path into the entry (``owner.name``) and ``how``
one of ``contains`` (the text there, lower-cased, contains the value), ``equals``, ``member``
(a list there holds the value), ``prefix`` (the text starts with the value) and ``null`` (there
is nothing there). Values are lower-cased before matching.

Every index entry has the core's keys (``id``, ``name``, ``url``, ``type`` = the record's
content kind, ``kind``, ``text``, ``summary``, ``pack`` = ``{"id", "name"}`` of the pack that
holds it, read by ``set:``) and the finder's display keys (``badge``:
``{"text", "title"}`` or ``{"icon", "title"}`` or ``None``; ``icons``: names of
``assets/icons/<name>.svg``; ``meta``: one line under the name); a ruleset's ``entry`` hook
adds its own fields and may override those.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from cardsmith.tools.content.catalog import Catalog, Record
    from cardsmith.tools.ruleset import Ruleset

#: how a test compares the value of a term with an entry's value (see the module docstring)
How = Literal["contains", "equals", "member", "prefix", "null"]
#: one test: (how, dotted path into the index entry)
Test = tuple[How, str]
#: index-entry data of a record (``None``: the record is not indexed)
EntryHook = Callable[["Record", "Catalog"], "dict[str, Any] | None"]


@dataclass(frozen=True, kw_only=True)
class SearchField:
    """One query key: its names, and how a term of it reads and compares an index entry."""

    key: str
    aliases: tuple[str, ...] = ()
    #: tests of a word value, any of which may hold
    match: tuple[Test, ...] = ()
    #: path of the number a numeric value is compared with (``""``: the key takes no number)
    number: str = ""
    #: the value must be a number (``cost:x`` is an error)
    number_only: bool = False
    #: special values with their own test (``("none", "null", "range")``)
    words: tuple[tuple[str, How, str], ...] = ()
    #: entry types (content kinds) the key can match at all (``()``: every type)
    types: tuple[str, ...] = ()
    #: more tests a bare word (no key) of this field passes by (any of them, or of ``match``)
    bare: tuple[Test, ...] = ()
    #: the values are a closed vocabulary named so (``"element"``): a word value must be one
    #: found in the index at the ``match`` paths (or a ``words`` one, or part of a value a
    #: ``contains`` test reads: ``set:jagged`` of "Jagged Earth"), else an error with a
    #: did-you-mean (``""``: any value)
    closed: str = ""

    def names(self) -> tuple[str, ...]:
        """The key and its aliases, as typed in a query."""
        return (self.key, *self.aliases)

    def to_json(self) -> dict[str, Any]:
        """The spec as plain data for the site's finder (``assets/search.json``)."""
        return {"key": self.key, "aliases": list(self.aliases),
                "match": [list(t) for t in self.match], "number": self.number,
                "number_only": self.number_only,
                "words": {w: [how, path] for w, how, path in self.words},
                "types": list(self.types), "bare": [list(t) for t in self.bare],
                "closed": self.closed}


#: the key bare words and quoted phrases search
BARE_KEY = "name"
#: the keys every ruleset's index has: name, content kind (or the entry's own ``kind``), text
CORE_FIELDS: tuple[SearchField, ...] = (
    SearchField(key=BARE_KEY, aliases=("n",), match=(("contains", "name"),),
                bare=(("contains", "printed"),)),
    SearchField(key="kind", match=(("equals", "kind"), ("equals", "type")), closed="kind"),
    SearchField(key="o", aliases=("oracle", "text"), match=(("contains", "text"),)),
    SearchField(key="set", aliases=("pack",), match=(("equals", "pack.id"),
                                                    ("contains", "pack.name")), closed="set"),
)


@dataclass(frozen=True, kw_only=True)
class FinderText:
    """The words of the finder page and the home page's search line (Markdown where noted)."""

    #: the finder page's description (front matter)
    description: str = "Search every record of the site with a Scryfall-style query."
    #: the paragraph under the finder's heading (Markdown)
    intro: str = "Every record of the site; type words of a name, or `key:value` terms."
    placeholder: str = "name:word kind:..."
    #: what the finder searches, on the home page (``search …``)
    blurb: str = "search every record"
    #: a query shown on the home page (empty: no search line)
    example: str = ""
    #: the shorter query the home page's finder link fills in
    link_example: str = ""
    #: the syntax table: (term, meaning) rows, both Markdown
    help: tuple[tuple[str, str], ...] = (
        ("`word`, `\"two words\"`",
         "name or printed text contains the words (`name:word`: the name only)"),
        ("`kind:NAME`", "a content kind, or a record's own `kind`"),
        ("`o:word`", "printed or rendered text contains the words"),
        ("`-term`, `a OR b`, `( … )`", "negation, alternatives, grouping"),
    )


def _default_row(entry: dict[str, Any]) -> Sequence[str]:
    return (str(entry["name"]), str(entry["kind"]), str(entry["summary"]))


@dataclass(frozen=True, kw_only=True)
class SearchFields:
    """The ``search`` hook of a ruleset: index, query keys, terminal table, finder texts."""

    #: every query key (keep :data:`CORE_FIELDS` in: bare words search :data:`BARE_KEY`)
    fields: tuple[SearchField, ...] = CORE_FIELDS
    #: content kinds in the index, in the order ties of a name sort (``()``: every kind)
    kinds: tuple[str, ...] = ()
    #: a record's entry data over the core keys (``None``: the core's entry only)
    entry: EntryHook | None = None
    #: ``cardsmith search``'s table: column titles and an entry's cells
    columns: tuple[str, ...] = ("Name", "Kind", "About")
    row: Callable[[dict[str, Any]], Sequence[str]] = _default_row
    finder: FinderText = field(default_factory=FinderText)

    def by_name(self) -> dict[str, SearchField]:
        """Every key and alias → its field (a later field wins a name)."""
        return {name: f for f in self.fields for name in f.names()}

    def to_json(self) -> dict[str, Any]:
        """The query keys as plain data for the site's finder (``assets/search.json``)."""
        return {"bare": BARE_KEY, "fields": [f.to_json() for f in self.fields]}


def fields_of(ruleset: Ruleset) -> SearchFields:
    """The ruleset's search hook, or the core's keys over every content kind it declares."""
    if ruleset.search is not None:
        return ruleset.search
    return SearchFields(kinds=tuple(k.name for k in ruleset.kinds))
