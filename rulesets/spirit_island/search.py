"""Spirit Island search keys (``el:``, ``cost<=``, ``speed:``, ``spirit:``, ``range``, ``t:``,
``verb:``) and the card-index entries of power cards, fear cards, spirits and aspects.

The power-only keys (``cost``, ``speed``, ``range``, ``t:``) never match a fear card, a spirit
or an aspect (``spirit:`` matches a power card's or an aspect's spirit); ``el:`` of a spirit
reads the elements of its presence tracks and innate thresholds (of an aspect: its innates),
``o:`` its setup, special rules and innate powers, ``verb:`` every compiled operation of any
level of a fear card and any innate power or special rule of a spirit or aspect.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardsmith.dsl.ir import op_names
from cardsmith.tools.content.catalog import Catalog, Record
from cardsmith.tools.publish.read import as_dict, as_int, dicts, scalar_text, words
from cardsmith.tools.search.api import CORE_FIELDS, FinderText, SearchField, SearchFields
from cardsmith.tools.search.index import printed_text, record_text

#: compiled operations that only structure an effect (not verbs a player would search for)
STRUCTURAL_OPS = frozenset(
    {"threshold", "if", "choice", "optional", "in_lands", "each_player", "for_each", "trigger",
     "repeat", "at_sacred_sites"}
)
#: the kinds of record the index covers, in the order ties of a name sort
INDEXED_KINDS = ("power", "fear", "spirit", "aspect", "invader", "board")

FIELDS = (
    *CORE_FIELDS,
    SearchField(key="el", aliases=("element", "e"), match=(("member", "elements"),),
                closed="element"),
    SearchField(key="cost", number="cost", number_only=True),
    SearchField(key="speed", match=(("equals", "speed"),), closed="speed"),
    SearchField(key="spirit", match=(("contains", "spirit.name"), ("equals", "spirit.id"))),
    SearchField(key="range", number="range.distance", match=(("prefix", "range.from"),),
                words=(("none", "null", "range"),), types=("power",)),
    SearchField(key="target", aliases=("t",),
                match=(("member", "target"), ("contains", "target_text"))),
    SearchField(key="verb", match=(("member", "verbs"),)),
)

FINDER = FinderText(
    description="Search every power card, fear card and spirit with a Scryfall-style query.",
    intro="Power cards, fear cards and spirits. Cost, speed, range and target terms match power "
          "cards only; `kind:fear` or `kind:spirit` narrows to the others.",
    placeholder="el:water cost<=1 speed:fast",
    blurb="search powers, fear cards and spirits",
    example="el:water cost<=1 speed:fast kind:minor",
    link_example="el:water cost<=1",
    help=(
        ('`storm`, `"of the"`', "name or printed text contains the words (`name:storm`: the name)"),
        ("`el:water`", "shows an element (`element:` too)"),
        ("`cost<=1`, `cost:2`, `cost>3`", "energy cost (`=`, `!=`, `<`, `<=`, `>`, `>=`)"),
        ("`speed:fast`", "speed of a power"),
        ("`kind:minor`, `kind:power`", "`minor`, `major`, `unique`, or any `power` card"),
        ("`kind:fear`, `kind:spirit`, `kind:aspect`", "fear cards; spirits; aspects"),
        ('`o:push`, `o:"1 fear"`',
         "printed text or the English of the effect contains (any terror level; a "
         "spirit's rules)"),
        ('`spirit:"Sun-Bright"`', "a unique power of that spirit"),
        ("`range<=1`, `range:none`, `range:sacred-site`", "range distance or where it counts from"),
        ("`t:dahan`, `t:spirit`, `target:coastal`", "target"),
        ("`verb:gather`", "compiled operation used by the effect"),
        ("`el:air kind:spirit`",
         "spirits with the element on a presence track or innate threshold"),
        ("`-el:fire`, `a OR b`, `( … )`", "negation, alternatives, grouping"),
    ),
)


def verbs_of(ops: Any) -> list[str]:
    """Sorted verb names of compiled operations (structural operations left out)."""
    return op_names(ops, STRUCTURAL_OPS)


def range_text(rng: Any) -> str:
    """``{from: sacred-site, distance: 1}`` → ``1 from Sacred Site``; ``none`` → ``None``;
    ``from: [mountain, jungle]`` → ``2 from Mountain / Jungle``; ``with: [dahan]`` →
    ``1 from Presence in a land with Dahan``."""
    if not isinstance(rng, dict):
        return "None"
    raw = rng.get("from")
    names = words(raw) if isinstance(raw, list) else [scalar_text(raw, "presence")]
    source = " / ".join(n.replace("-", " ").title() for n in names)
    where = words(rng.get("with"))
    if where:
        source += " in a land with " + " / ".join(_filter_words(w) for w in where)
    return f"{scalar_text(rng.get('distance'), '?')} from {source}"


def _filter_words(word: str) -> str:
    """``no-blight`` → ``No Blight``; ``sacred-site`` → ``Sacred Site``."""
    if word.startswith("no-"):
        return "No " + word[3:].replace("-", " ").title()
    return word.replace("-", " ").title()


def _filter_text(f: Any) -> str:
    """One target filter as printed (a word, or ``{at_least: {beasts: 2}}``)."""
    if isinstance(f, list):  # any of them (inside ``all``)
        return " / ".join(_filter_text(x) for x in f)
    if isinstance(f, dict):
        need = as_dict(f.get("at_least"))
        return "Land with " + " and ".join(
            f"{scalar_text(n, '?')} or more {str(k).title()}" for k, n in need.items()
        )
    w = scalar_text(f)
    if w in ("no-mountain", "no-wetland", "no-jungle", "no-sands"):
        return "Not " + w[3:].title()
    if w.startswith("no-"):
        return "No " + w[3:].replace("-", " ").title()
    if w in ("mountain", "wetland", "jungle", "sands", "coastal", "inland"):
        return w.title()
    if w == "incarna":
        return "Land with your Incarna"
    return "Land with " + w.replace("-", " ").title()


def target_tokens(target: Any) -> list[str]:
    """Words a ``t:`` term matches: ``["land", "any"]``, ``["land", "dahan"]``, ``["spirit", …]``.

    (Lower-case filter words of the target.)
    """
    if not isinstance(target, dict):
        return [scalar_text(target).lower()] if scalar_text(target) else []
    for kind in ("land", "spirit"):
        if kind in target:
            value = target[kind]
            if isinstance(value, dict):
                value = value.get("all")
            items = value if isinstance(value, list) else [value]
            found = [*words(items)]
            for item in items:
                if isinstance(item, dict):
                    found += [str(k) for k in as_dict(item.get("at_least"))]
            return [kind, *(v.lower() for v in found)]
    return []


def target_text(target: Any) -> str:
    """Target as printed: ``Any land``, ``Jungle / Wetland``, ``Land with Dahan``."""
    if isinstance(target, dict) and "spirit" in target:
        who = scalar_text(target["spirit"], "?")
        return {"any": "Any Spirit", "another": "Another Spirit", "yourself": "Yourself"}.get(
            who, f"{who} Spirit"
        )
    if isinstance(target, dict) and "land" in target:
        value = target["land"]
        if isinstance(value, dict) and isinstance(value.get("all"), list):
            parts = [_filter_text(f) for f in value["all"]]
            return parts[0] + "".join(" and " + p.removeprefix("Land with ") for p in parts[1:])
        if value == "any" or not isinstance(value, list):
            return "Any land"
        return " / ".join(_filter_text(f) for f in value)
    if target == "none":
        return "None"
    return scalar_text(target)


def power_entry(record: Record, catalog: Catalog) -> dict[str, Any]:
    """The index data of a power card."""
    spirit = None
    spirit_id = record.get("spirit")
    if isinstance(spirit_id, str):
        owner = catalog.by_id(spirit_id, "spirit")
        spirit = {"id": spirit_id, "name": owner.name if owner and owner.name else spirit_id}
    rng = record.get("range")
    threshold = as_dict(record.get("threshold"))
    texts = [scalar_text(record.get("text")), scalar_text(threshold.get("text"))]
    kind = scalar_text(record.get("kind"))
    entry = {
        "kind": kind,
        "cost": as_int(record.get("cost")),
        "speed": scalar_text(record.get("speed")),
        "elements": words(record.get("elements")),
        # a range from several terrains ("from a Mountain or Jungle") keeps each of them
        "range": {"from": words(rng["from"]) if isinstance(rng.get("from"), list)
                  else scalar_text(rng.get("from")), "distance": as_int(rng.get("distance"))}
        if isinstance(rng, dict)
        else None,
        "range_text": range_text(rng),
        "target": target_tokens(record.get("target")),
        "target_text": target_text(record.get("target")),
        "spirit": spirit,
        "text": record_text(record, texts),
        "printed": printed_text(record, texts),
        "verbs": verbs_of(record.ops),
        "summary": f"{kind.title()} power",
    }
    meta = [str(entry["speed"]), kind, *([spirit["name"]] if spirit else []),
            range_text(rng), target_text(record.get("target"))]
    return {**entry, "badge": {"text": "?" if entry["cost"] is None else str(entry["cost"]),
                               "title": "cost"},
            "icons": entry["elements"], "meta": " · ".join(meta)}


def _other_entry(record: Record, texts: list[str], elements: list[str],
                 summary: str, icon: str, title: str) -> dict[str, Any]:
    """The index data of a fear card or spirit: the power-only fields are empty."""
    return {
        "kind": record.kind, "cost": None, "speed": "", "elements": elements, "range": None,
        "range_text": "", "target": [], "target_text": "", "spirit": None,
        "text": record_text(record, texts), "printed": printed_text(record, texts),
        "verbs": verbs_of(record.ops), "summary": summary,
        "badge": {"icon": icon, "title": title}, "icons": elements, "meta": summary,
    }


def fear_entry(record: Record) -> dict[str, Any]:
    """The index data of a fear card: the text of its three terror levels."""
    texts = [scalar_text(lv.get("text")) for lv in dicts(record.get("levels"))]
    first = " ".join(texts[0].split()) if texts else ""
    first = first if len(first) <= 110 else first[:109].rstrip() + "…"
    return _other_entry(record, texts, [], f"Fear card · Level I: {first}", "fear", "fear card")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def spirit_entry(record: Record) -> dict[str, Any]:
    """The index data of a spirit: setup, special rules and innate powers as text; the
    elements of its presence tracks and innate thresholds."""
    texts = [scalar_text(as_dict(record.get("setup")).get("text"))]
    for rule in dicts(record.get("special_rules")):
        texts += [scalar_text(rule.get("name")), scalar_text(rule.get("text"))]
    elements: set[str] = set()
    innates = dicts(record.get("innates"))
    for innate in innates:
        texts.append(scalar_text(innate.get("name")))
        for level in dicts(innate.get("levels")):
            texts.append(scalar_text(level.get("text")))
            elements.update(words(list(as_dict(level.get("elements")))))
    for track in as_dict(record.get("presence_tracks")).values():
        elements.update(words([s.get("element") for s in dicts(track)]))
    uniques = record.get("unique_powers")
    summary = (f"Spirit · {_plural(len(innates), 'innate power')} · "
               f"{_plural(len(uniques) if isinstance(uniques, list) else 0, 'unique power')}")
    return _other_entry(record, texts, sorted(elements), summary, "presence", "spirit")


def aspect_entry(record: Record, catalog: Catalog) -> dict[str, Any]:
    """The index data of an aspect: its spirit (``spirit:`` finds it), its rules and innate
    powers as text, the elements of its innate thresholds."""
    texts = [scalar_text(record.get("text"))]
    for rule in dicts(record.get("special_rules")):
        texts += [scalar_text(rule.get("name")), scalar_text(rule.get("text"))]
    elements: set[str] = set()
    for innate in dicts(record.get("innates")):
        texts.append(scalar_text(innate.get("name")))
        for level in dicts(innate.get("levels")):
            texts.append(scalar_text(level.get("text")))
            elements.update(words(list(as_dict(level.get("elements")))))
    owner_id = scalar_text(record.get("spirit"))
    owner = catalog.by_id(owner_id, "spirit")
    name = owner.name if owner is not None and owner.name else owner_id
    data = _other_entry(record, texts, sorted(elements), f"Aspect of {name}", "presence", "aspect")
    data["spirit"] = {"id": owner_id, "name": name}
    return data


def invader_entry(record: Record) -> dict[str, Any]:
    """The index data of an invader card: its stage and terrains."""
    stage = record.get("stage")
    terrains = words(record.get("terrains"))
    label = " + ".join(t.title() for t in terrains)
    summary = f"Invader card · Stage {stage if isinstance(stage, int) else '?'}: {label}"
    data = _other_entry(record, terrains, [], summary, "explorer", "invader card")
    data["badge"] = {"text": str(stage) if isinstance(stage, int) else "?", "title": "stage"}
    return data


def board_entry(record: Record) -> dict[str, Any]:
    """The index data of an island board: its lands' terrains."""
    lands = dicts(record.get("lands"))
    terrains = sorted({scalar_text(land.get("terrain")) for land in lands} - {""})
    summary = f"Island board · {_plural(len(lands), 'land')}: {', '.join(terrains)}"
    data = _other_entry(record, terrains, [], summary, "", "board")
    data["badge"] = {"text": (scalar_text(record.get("id")) or "?")[:2].upper(), "title": "board"}
    return data


def entry(record: Record, catalog: Catalog) -> dict[str, Any] | None:
    """The index data of a record of an indexed kind."""
    if record.kind == "invader":
        return invader_entry(record)
    if record.kind == "board":
        return board_entry(record)
    if record.kind == "power":
        return power_entry(record, catalog)
    if record.kind == "fear":
        return fear_entry(record)
    if record.kind == "spirit":
        return spirit_entry(record)
    if record.kind == "aspect":
        return aspect_entry(record, catalog)
    return None


def row(card: dict[str, Any]) -> Sequence[str]:
    """A ``cardsmith search`` table row."""
    if card["type"] == "power":
        return (str(card["cost"]), card["name"], card["speed"], card["kind"],
                ", ".join(card["elements"]), f"{card['range_text']} · {card['target_text']}")
    # a fear card or a spirit: no cost, speed, range or target
    return ("", card["name"], "", card["kind"], ", ".join(card["elements"]), card["summary"])


SEARCH = SearchFields(
    fields=FIELDS,
    kinds=INDEXED_KINDS,
    entry=entry,
    columns=("Cost", "Name", "Speed", "Kind", "Elements", "Range · target / about"),
    row=row,
    finder=FINDER,
)
