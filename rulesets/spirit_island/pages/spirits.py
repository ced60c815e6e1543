"""The page of a spirit: setup, growth options, presence tracks (drawn), special rules,
innate powers, its unique power cards and its aspects (the rules and innates sections serve an
aspect's page too).

Every piece of content text goes through :func:`~cardsmith.tools.publish.text.md` (see
:mod:`cardsmith.tools.publish.pages`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.rulesets.spirit_island.pages.faces import power_face
from cardsmith.rulesets.spirit_island.pages.growth import growth_elements, growth_section
from cardsmith.rulesets.spirit_island.pages.icons import ELEMENTS, elements_inline, icon
from cardsmith.rulesets.spirit_island.panel_text import setup_land_text
from cardsmith.rulesets.spirit_island.search import range_text, target_text
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.publish.pages import div, ops_block, source_line
from cardsmith.tools.publish.read import as_dict, as_list, dicts, scalar_text, words
from cardsmith.tools.publish.svg import FONT, esc
from cardsmith.tools.publish.text import front_matter, href, md, record_name

if TYPE_CHECKING:
    from cardsmith.tools.publish.plan import SitePlan


def _slot(cx: float, cy: float, slot: dict[str, Any], key: str, fill: str) -> str:
    parts = [f'<circle cx="{cx:g}" cy="{cy:g}" r="24" fill="{fill}" stroke="#5b4a2e" '
             'stroke-width="1.5"/>']
    number = scalar_text(slot.get(key)) or None
    element = scalar_text(slot.get("element"))
    if number is not None and element:
        parts.append(f'<text x="{cx - 8:g}" y="{cy + 6:g}" font-size="18" font-weight="bold" '
                     f'text-anchor="middle" fill="#222">{esc(number)}</text>')
        parts.append(icon(element, cx + 1, cy - 9, 18))
    elif number is not None:
        parts.append(f'<text x="{cx:g}" y="{cy + 7:g}" font-size="20" font-weight="bold" '
                     f'text-anchor="middle" fill="#222">{esc(number)}</text>')
    elif element:
        parts.append(icon(element, cx - 13, cy - 13, 26))
    if slot.get("reclaim_one"):
        parts.append(f'<text x="{cx:g}" y="{cy + 38:g}" font-size="10" text-anchor="middle" '
                     'fill="currentColor">reclaim 1</text>')
    return "".join(parts)


def presence_tracks(tracks: dict[str, Any]) -> str:
    """Both presence tracks as two rows of slots (numbers and element icons)."""
    rows = [("energy", "Energy / turn", "energy", "#f1c75b"),
            ("card_plays", "Card plays", "plays", "#a9cdea")]
    slots = max((len(as_list(tracks.get(k))) for k, *_ in rows), default=0)
    width, height = 130 + slots * 60, 2 * 74 + 12
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="cs-tracks" viewBox="0 0 {width} '
           f'{height}" width="{width}" height="{height}" role="img" '
           f'aria-label="Presence tracks" {FONT}>']
    for r, (key, label, number_key, fill) in enumerate(rows):
        cy = 38 + r * 74
        out.append(f'<text x="8" y="{cy + 5}" font-size="13" font-weight="bold" '
                   f'fill="currentColor">{label}</text>')
        row = dicts(tracks.get(key))
        if len(row) > 1:
            out.append(f'<line x1="140" y1="{cy}" x2="{140 + (len(row) - 1) * 60}" y2="{cy}" '
                       'stroke="#b09a6a" stroke-width="4"/>')
        for i, slot in enumerate(row):
            out.append(_slot(140 + i * 60, cy, slot, number_key, fill))
    out.append("</svg>")
    return "".join(out)


def track_elements(spirit: Record) -> list[str]:
    """The elements a spirit's presence tracks give (a slot's ``element``, ``elements`` and
    ``element_of``; not "any")."""
    found: list[str] = []
    for track in as_dict(spirit.get("presence_tracks")).values():
        for slot in dicts(track):
            found += words([slot.get("element"), *as_list(slot.get("elements")),
                            *as_list(slot.get("element_of"))])
    return [e for e in found if e in ELEMENTS]


def gained_elements(spirit: Record) -> list[str]:
    """The elements a spirit gains: from its presence tracks and its growth."""
    return sorted(set(track_elements(spirit) + growth_elements(spirit)))


def overview(spirit: Record) -> str:
    """The spirit in one line: the elements it gains, its innate and unique powers and its
    complexity (when the data has it)."""
    elements = gained_elements(spirit)
    innates = len(as_list(spirit.get("innates")))
    uniques = len(as_list(spirit.get("unique_powers")))
    gains = (f"Gains {elements_inline(elements)} "
             f"<span class=\"cs-el-names\">{md(', '.join(elements))}</span> · ") if elements else ""
    complexity = scalar_text(spirit.get("complexity"))
    rating = f" · Complexity: {md(complexity)}" if complexity else ""
    return (f'<p class="cs-overview">{gains}{innates} innate power{"" if innates == 1 else "s"}'
            f' · {uniques} unique power{"" if uniques == 1 else "s"}{rating}</p>')


def _setup_line(item: Any) -> str:
    """A setup placement in the panel's words: ``1 Presence in the highest-numbered Jungle``."""
    if not isinstance(item, dict):
        return md(item)
    land = item.get("land")
    try:
        where = setup_land_text(land if land == "ocean" else as_dict(land))
    except (KeyError, TypeError, ValueError):  # odd data lint reports: plain words, no crash
        where = "a land"
    lands = item.get("lands")
    if isinstance(lands, int) and lands > 1:
        where = f"each of {lands} lands: {where}"
    return md(f"{scalar_text(item.get('count'), '?')} Presence in {where}")


def spirit_page(plan: SitePlan, spirit: Record) -> str:
    """A spirit: setup, growth, presence tracks, special rules, innate powers, unique powers."""
    name = record_name(spirit)
    setup = as_dict(spirit.get("setup"))
    setup_text = scalar_text(setup.get("text"))
    parts = [
        front_matter(name, f"Spirit: {setup_text}", kind="spirit"),
        f"# {md(name)}\n",
        overview(spirit), "",
        "## Setup", "",
        md(setup_text), "",
        *[f"- {_setup_line(p)}" for p in as_list(setup.get("presence"))], "",
        *growth_section(spirit),
    ]
    parts += ["## Presence tracks", "",
              div(presence_tracks(as_dict(spirit.get("presence_tracks"))), "cs-svg-scroll")]
    parts += [*rules_section(spirit), *innates_section(spirit)]
    uniques = [r for r in plan.records("power") if r.get("spirit") == spirit.id]
    listed = [u for u in as_list(spirit.get("unique_powers")) if isinstance(u, str)]
    missing = [u for u in listed if not any(r.id == u for r in uniques)]
    if uniques or missing:
        parts += ["## Unique powers", "",
                  '<div class="cs-card-grid cs-card-grid-full" markdown="0">']
        for card in uniques:
            target = href(f"../../{(plan.page(card) or '')[:-3]}/")
            parts.append(
                f'<a class="cs-card-link" href="{target}">'
                f"{power_face(as_dict(card.data), card.english, name)}</a>"
            )
        parts += ["</div>", ""]
        if missing:
            parts += [f"Not in this pack yet: {md(', '.join(missing))}.", ""]
    parts += aspects_section(plan, spirit)
    parts.append(source_line(plan, spirit))
    return "\n".join(parts)


def aspects_section(plan: SitePlan, spirit: Record) -> list[str]:
    """``## Aspects``: a link to the page of each aspect of the spirit."""
    aspects = [a for a in plan.records("aspect") if a.get("spirit") == spirit.id]
    if not aspects:
        return []
    here = plan.page(spirit) or ""
    return ["## Aspects", "",
            *(f"- {plan.link(here, a)} ({md(scalar_text(a.get('set')))})" for a in aspects), ""]


def rules_section(spirit: Record) -> list[str]:
    """``## Special rules`` of a spirit or an aspect: each rule's text, rendering and ops."""
    parts: list[str] = []
    rules = as_list(spirit.get("special_rules"))
    if rules:
        parts += ["## Special rules", ""]
        for i, rule in enumerate(rules):
            rule = as_dict(rule)
            parts += [f"### {md(scalar_text(rule.get('name'), 'Special rule'))}", "",
                      md(scalar_text(rule.get("text"))), ""]
            english = spirit.english.get(f"special_rules[{i}].effect")
            if english:
                parts += [f"*Rendered:* {md(english)}", ""]
            if f"special_rules[{i}]" in spirit.ops:
                parts.append(ops_block(spirit.ops[f"special_rules[{i}]"]))
    return parts


def innates_section(spirit: Record) -> list[str]:
    """``## Innate powers`` of a spirit or an aspect: a table of levels each, and the ops."""
    parts: list[str] = []
    innates = as_list(spirit.get("innates"))
    if innates:
        parts += ["## Innate powers", ""]
    for i, innate in enumerate(innates):
        innate = as_dict(innate)
        parts += [
            f"### {md(scalar_text(innate.get('name'), 'Innate power'))}", "",
            f"**{md(scalar_text(innate.get('speed')).title())}** · Range "
            f"{md(range_text(innate.get('range')))} · Target "
            f"{md(target_text(innate.get('target')))}", "",
            "| Threshold | Printed | Rendered from the effect |", "|---|---|---|",
        ]
        for j, level in enumerate(as_list(innate.get("levels"))):
            level = as_dict(level)
            rendered = spirit.english.get(f"innates[{i}].levels[{j}].effect", "")
            icons = elements_inline(level.get("elements"))
            parts.append(f'| <span class="cs-nowrap">{icons}</span> | '
                         f"{md(scalar_text(level.get('text')))} | {md(rendered)} |")
        parts.append("")
        if f"innates[{i}]" in spirit.ops:
            parts.append(ops_block(spirit.ops[f"innates[{i}]"]))
    return parts
