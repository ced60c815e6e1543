"""The page of an Event card: its kind, its lead-in, each part of its main event (when it
applies, its cost, its text, the English rendered from its effect, what the language cannot
say yet), then its Token event and its Dahan event."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.tools.content.catalog import Record
from cardsmith.tools.publish.pages import ops_block, source_line
from cardsmith.tools.publish.read import as_dict, as_list, dicts, scalar_text
from cardsmith.tools.publish.text import front_matter, md, record_name

if TYPE_CHECKING:
    from cardsmith.tools.publish.plan import SitePlan

__all__ = ["KIND_TITLES", "event_page", "part_when"]

#: how each kind's main event is picked, as the page says it
KIND_TITLES = {
    "choice": "Choice event",
    "stage": "Invader Stage event",
    "terror_level": "Terror Level event",
    "island": "Healthy / Blighted Island event",
    "adversary": "Adversary event",
}
_ROMAN = {1: "I", 2: "II", 3: "III"}


def part_when(part: dict[str, Any]) -> str:
    """``Invader Stage I–II``, ``Terror Level III``, ``Blighted island``, ``cost …``."""
    if part.get("stages"):
        return "Invader Stage " + "/".join(_ROMAN.get(int(s), str(s)) for s in part["stages"])
    if part.get("terror_levels"):
        levels = part["terror_levels"]
        return "Terror Level " + "/".join(_ROMAN.get(int(t), str(t)) for t in levels)
    if part.get("island"):
        return f"{str(part['island']).capitalize()} island"
    cost = as_dict(part.get("cost"))
    return f"cost: {scalar_text(cost.get('text'))}" if cost else "no cost"


def _section(card: Record, title: str, part: dict[str, Any], unit: str, key: str) -> list[str]:
    lines = [f"### {md(title)}", "", f"> {md(scalar_text(part.get('text')))}", ""]
    english = card.english.get(key)
    if english:
        lines += [f"*Rendered:* {md(english)}", ""]
    if unit in card.ops:
        lines.append(ops_block(card.ops[unit], "Compiled operations"))
    missing = [scalar_text(u) for u in as_list(part.get("unexpressed"))]
    if missing:
        lines += ["*Not in the effect language yet:*", "", *(f"- {md(x)}" for x in missing), ""]
    return lines


def event_page(plan: SitePlan, card: Record) -> str:
    """An Event card: the main event's parts, the Token event, the Dahan event."""
    name = record_name(card)
    kind = str(card.get("kind"))
    title = KIND_TITLES.get(kind, "Event")
    parts = [
        front_matter(name, f"Event card ({title}).", kind="event"),
        f"# {md(name)}\n",
        f"**{md(scalar_text(card.get('set')))}** · {title}"
        + (f" · only against {md(str(card.get('adversary')))}" if card.get("adversary") else ""),
        "",
    ]
    if card.get("text"):
        parts += [f"*{md(scalar_text(card.get('text')))}*", ""]
    parts += ["## Main event", ""]
    for i, part in enumerate(dicts(card.get("main"))):
        heading = f"{scalar_text(part.get('name'))} ({part_when(part)})"
        parts += _section(card, heading, part, f"main[{i}]", f"main[{i}].effect")
    if card.get("token_event") or card.get("dahan_event"):
        parts += ["## Token and Dahan events", "", "Resolved after the main event, in order.", ""]
    for key, label in (("token_event", "Token event"), ("dahan_event", "Dahan event")):
        sub = as_dict(card.get(key))
        if sub:
            heading = f"{label}: {scalar_text(sub.get('name'))}"
            parts += _section(card, heading, sub, key, f"{key}.effect")
    missing = [scalar_text(u) for u in as_list(card.get("unexpressed"))]
    if missing:
        parts += ["## Not in the effect language yet", "", *(f"- {md(x)}" for x in missing), ""]
    parts.append(source_line(plan, card))
    return "\n".join(parts)
