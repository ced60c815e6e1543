"""The page of an aspect: its spirit (linked), what it replaces, and what it brings — special
rules and innate powers drawn as on a spirit's page, the power cards linked — then what the
language cannot say yet."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardsmith.rulesets.spirit_island.pages.spirits import innates_section, rules_section
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.publish.pages import source_line
from cardsmith.tools.publish.read import as_dict, as_list, scalar_text
from cardsmith.tools.publish.text import front_matter, md, record_name

if TYPE_CHECKING:
    from cardsmith.tools.publish.plan import SitePlan

__all__ = ["aspect_page"]

_PARTS = (("special_rules", "Special rules"), ("innates", "Innate powers"),
          ("unique_powers", "Unique powers"))  # fmt: skip


def _card(plan: SitePlan, here: str, card_id: str) -> str:
    """A link to the power card ``card_id`` (its id when the site does not have it)."""
    found = next((r for r in plan.records("power") if r.id == card_id), None)
    return plan.link(here, found) if found is not None else md(card_id)


def aspect_page(plan: SitePlan, aspect: Record) -> str:
    """An aspect: spirit, set, replaced parts, its rules, innates and cards."""
    name = record_name(aspect)
    here = plan.page(aspect) or ""
    owner = str(aspect.get("spirit") or "")
    spirit = next((s for s in plan.records("spirit") if s.id == owner), None)
    of = plan.link(here, spirit) if spirit is not None else md(owner)
    parts = [
        front_matter(name, f"Aspect of {spirit.name if spirit else owner}", kind="aspect"),
        f"# {md(name)}\n",
        f"**Aspect of {of}** · {md(scalar_text(aspect.get('set')))}", "",
    ]
    if aspect.get("text"):
        parts += [md(scalar_text(aspect.get("text"))), ""]
    replaces = as_dict(aspect.get("replaces"))
    rows = [f"- {label}: " + ", ".join(
        _card(plan, here, str(n)) if part == "unique_powers" else md(str(n))
        for n in as_list(replaces.get(part)))
        for part, label in _PARTS if as_list(replaces.get(part))]  # fmt: skip
    parts += ["## Replaces", "", *(rows or ["Nothing of the spirit: it only adds."]), ""]
    parts += [*rules_section(aspect), *innates_section(aspect)]
    cards = [str(c) for c in as_list(aspect.get("unique_powers"))]
    if cards:
        parts += ["## Power cards it brings", "", *(f"- {_card(plan, here, c)}" for c in cards), ""]
    lines = [scalar_text(u) for u in as_list(aspect.get("unexpressed"))]
    if lines:
        parts += ["## Not in the effect language yet", "", *(f"- {md(x)}" for x in lines), ""]
    parts.append(source_line(plan, aspect))
    return "\n".join(parts)
