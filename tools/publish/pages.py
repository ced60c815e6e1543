"""Markdown pages for single records: power cards, spirits, fear cards, invader cards, boards.

Each function returns the full page text (front matter + Markdown). Every piece of content text
(names, ids, elements, counts, printed text, file names) goes through
:func:`~tools.publish.text.md`, in Markdown text, in raw HTML and in attribute values alike;
links to pages use slug paths through :func:`~tools.publish.text.href`. SVG drawings sit in
raw-HTML ``<div>`` blocks.
"""

from __future__ import annotations

import json
from typing import Any

from tools.content.catalog import Record
from tools.publish import svg
from tools.publish.text import SitePlan, front_matter, href, md, record_name
from tools.search.query import range_text, target_text, verbs_of

ROMAN = {1: "I", 2: "II", 3: "III"}


def _ops_block(ops: Any, title: str = "Compiled operations") -> str:
    """A collapsed admonition with the operations as a JSON code block."""
    body = json.dumps(ops, indent=2, ensure_ascii=True)
    indented = "\n".join("    " + line for line in ["````json", *body.splitlines(), "````"])
    return f'??? note "{title}"\n\n{indented}\n'


def _div(html_text: str, cls: str) -> str:
    return f'<div class="{cls}" markdown="0">{html_text}</div>\n'


def elements_inline(elements: Any) -> str:
    """Element icons for an element list or an ``{element: count}`` map (inline HTML)."""
    if isinstance(elements, dict):
        return " ".join(
            f'<span class="cs-count">{md(n)}</span>{svg.inline_icon(str(e))}'
            for e, n in elements.items()
        )
    if isinstance(elements, list):
        return "".join(svg.inline_icon(str(e)) for e in elements)
    return ""


def _source(plan: SitePlan, record: Record) -> str:
    """The "Source file" line: the path as escaped text in a raw-HTML block, never a link."""
    path = md(plan.source_path(record))
    return f'<p class="cs-source"><small>Source file: <code>{path}</code></small></p>\n'


def _related(plan: SitePlan, card: Record, page: str, limit: int = 6) -> str:
    """Other power cards sharing elements or verbs, best matches first."""
    els = set(card.get("elements") or [])
    verbs = set(verbs_of(card.ops))
    scored = []
    for other in plan.records("power"):
        if other is card:
            continue
        shared_el = sorted(els & set(other.get("elements") or []))
        shared_verbs = sorted(verbs & set(verbs_of(other.ops)))
        score = len(shared_el) + 1.5 * len(shared_verbs)
        if score:
            scored.append((-score, record_name(other).lower(), other, shared_el, shared_verbs))
    scored.sort(key=lambda t: (t[0], t[1]))
    if not scored:
        return ""
    lines = ["## Related cards", ""]
    for _, _, other, shared_el, shared_verbs in scored[:limit]:
        why = ", ".join([*shared_el, *shared_verbs])
        lines.append(f"- {plan.link(page, other)} — shares {md(why)}")
    return "\n".join(lines) + "\n"


def power_page(plan: SitePlan, card: Record) -> str:
    """A power card: SVG face, printed text, DSL rendering, operations, source, related cards."""
    page = plan.page(card) or ""
    name = record_name(card)
    kind = str(card.get("kind") or "")
    spirit = None
    if isinstance(card.get("spirit"), str):
        spirit = plan.catalog.by_id(card.get("spirit"), "spirit")
    cost = card.get("cost")
    desc = (
        f"{kind.title()} power, cost {cost}, {card.get('speed')}. "
        f"{card.get('text') or card.english.get('effect', '')}"
    )
    parts = [
        front_matter(f"{name}", desc, kind="power", card_id=card.id or ""),
        f"# {md(name)}\n",
        '<div class="cs-card-layout" markdown="0">',
        svg.power_face(card.data if isinstance(card.data, dict) else {}, card.english,
                       spirit.name if spirit else None),
        '<dl class="cs-facts">'
        f'<dt>Cost</dt><dd class="cs-fact-cost">{md(cost)}</dd>'
        f'<dt>Speed</dt><dd class="cs-fact-speed">{md(card.get("speed"))}</dd>'
        f'<dt>Elements</dt><dd class="cs-fact-elements">{elements_inline(card.get("elements"))}'
        f' <span class="cs-el-names">{md(", ".join(map(str, card.get("elements") or [])))}'
        "</span></dd>"
        f'<dt>Range</dt><dd>{md(range_text(card.get("range")))}</dd>'
        f'<dt>Target</dt><dd>{md(target_text(card.get("target")))}</dd>'
        f'<dt>Kind</dt><dd>{md(kind)}</dd></dl>',
        "</div>\n",
    ]
    if spirit is not None:
        parts.append(f"Unique power of {plan.link(page, spirit)}.\n")
    parts += ["## Printed text", "", f'<p class="cs-printed">{md(card.get("text") or "")}</p>', ""]
    threshold = card.get("threshold")
    if isinstance(threshold, dict):
        parts += [
            f'<p class="cs-threshold-line"><strong>If you have</strong> '
            f'{elements_inline(threshold.get("elements"))}: {md(threshold.get("text") or "")}</p>',
            "",
        ]
    if card.english:
        parts += ["## Rendered from the effect", ""]
        for key, text in card.english.items():
            label = "Threshold" if key.startswith("threshold") else "Effect"
            parts.append(f"- **{label}:** {md(text)}")
        parts.append("")
    if card.ops:
        parts.append(_ops_block(card.ops.get("effect", card.ops)))
    parts.append(_source(plan, card))
    parts.append(_related(plan, card, page))
    return "\n".join(parts)


def _growth_action(action: Any) -> str:
    if not isinstance(action, dict) or not action:
        return md(action)
    key, value = next(iter(action.items()))
    if key == "reclaim":
        return "Reclaim all cards" if value == "all" else "Reclaim one card"
    if key == "gain_card":
        return "Gain a power card" if value == "any" else f"Gain a {md(value)} power card"
    if key == "gain_energy":
        return f"+{md(value)} Energy"
    if key == "gain_element":
        return f"Gain {svg.inline_icon(str(value))} {md(value)}"
    if key == "add_presence" and isinstance(value, dict):
        where = f" to {md(' / '.join(map(str, value['terrain'])))}" if value.get("terrain") else ""
        return f"Add a Presence (range {md(value.get('range'))}){where}"
    return md(f"{key}: {value}")


def _setup_line(item: Any) -> str:
    if not isinstance(item, dict):
        return md(item)
    land = item.get("land") or {}
    where = (
        f"land #{land['number']}" if "number" in land
        else f"the {land.get('pick', '')}-numbered {land.get('terrain', '')}"
    )
    return md(f"{item.get('count')} Presence in {where}")


def spirit_page(plan: SitePlan, spirit: Record) -> str:
    """A spirit: setup, growth, presence tracks, special rules, innate powers, unique powers."""
    name = record_name(spirit)
    setup = spirit.get("setup") or {}
    parts = [
        front_matter(name, f"Spirit: {setup.get('text', '')}", kind="spirit"),
        f"# {md(name)}\n",
        "## Setup", "",
        md(setup.get("text", "")), "",
        *[f"- {_setup_line(p)}" for p in setup.get("presence") or []], "",
        "## Growth (pick one)", "",
        '<div class="cs-growth" markdown="0">',
    ]
    for i, option in enumerate(spirit.get("growth") or [], 1):
        acts = "".join(f"<li>{_growth_action(a)}</li>" for a in option or [])
        parts.append(f'<div class="cs-growth-option"><b>Option {i}</b><ul>{acts}</ul></div>')
    parts += ["</div>", "", "## Presence tracks", "",
              _div(svg.presence_tracks(spirit.get("presence_tracks") or {}), "cs-svg-scroll")]
    rules = spirit.get("special_rules") or []
    if rules:
        parts += ["## Special rules", ""]
        for i, rule in enumerate(rules):
            parts += [f"### {md(rule.get('name', 'Special rule'))}", "", md(rule.get("text", "")),
                      ""]
            english = spirit.english.get(f"special_rules[{i}].effect")
            if english:
                parts += [f"*Rendered:* {md(english)}", ""]
            if f"special_rules[{i}]" in spirit.ops:
                parts.append(_ops_block(spirit.ops[f"special_rules[{i}]"]))
    innates = spirit.get("innates") or []
    if innates:
        parts += ["## Innate powers", ""]
    for i, innate in enumerate(innates):
        parts += [
            f"### {md(innate.get('name', 'Innate power'))}", "",
            f"**{md(str(innate.get('speed', '')).title())}** · Range "
            f"{md(range_text(innate.get('range')))} · Target "
            f"{md(target_text(innate.get('target')))}", "",
            "| Threshold | Printed | Rendered from the effect |", "|---|---|---|",
        ]
        for j, level in enumerate(innate.get("levels") or []):
            rendered = spirit.english.get(f"innates[{i}].levels[{j}].effect", "")
            icons = elements_inline(level.get("elements"))
            parts.append(f'| <span class="cs-nowrap">{icons}</span> | '
                         f"{md(level.get('text', ''))} | {md(rendered)} |")
        parts.append("")
        if f"innates[{i}]" in spirit.ops:
            parts.append(_ops_block(spirit.ops[f"innates[{i}]"]))
    uniques = [r for r in plan.records("power") if r.get("spirit") == spirit.id]
    listed = [u for u in spirit.get("unique_powers") or [] if isinstance(u, str)]
    missing = [u for u in listed if not any(r.id == u for r in uniques)]
    if uniques or missing:
        parts += ["## Unique powers", "", '<div class="cs-card-grid" markdown="0">']
        for card in uniques:
            target = href(f"../../{(plan.page(card) or '')[:-3]}/")
            parts.append(
                f'<a class="cs-card-link" href="{target}">'
                f"{svg.power_face(card.data, card.english, name)}</a>"
            )
        parts += ["</div>", ""]
        if missing:
            parts += [f"Not in this pack yet: {md(', '.join(missing))}.", ""]
    parts.append(_source(plan, spirit))
    return "\n".join(parts)


def fear_page(plan: SitePlan, card: Record) -> str:
    """A fear card: its face, then the three terror levels, printed and rendered, with
    operations."""
    name = record_name(card)
    levels = card.get("levels") or []
    first = levels[0].get("text", "") if levels and isinstance(levels[0], dict) else ""
    parts = [
        front_matter(name, f"Fear card. Level I: {first}", kind="fear"), f"# {md(name)}\n",
        _div(svg.fear_face(card.data if isinstance(card.data, dict) else {}, card.english),
             "cs-card-layout"),
        "## Terror levels", "",
    ]
    for i, level in enumerate(levels):
        if not isinstance(level, dict):
            continue
        parts += [
            f'<div class="cs-fear-level" markdown="0"><span class="cs-terror">Terror level '
            f"{ROMAN.get(i + 1, i + 1)}</span><p>{md(level.get('text', ''))}</p></div>", "",
        ]
        english = card.english.get(f"levels[{i}].effect")
        if english:
            parts += [f"*Rendered:* {md(english)}", ""]
        if f"levels[{i}]" in card.ops:
            title = f"Compiled operations, level {i + 1}"
            parts.append(_ops_block(card.ops[f"levels[{i}]"], title))
    parts.append(_source(plan, card))
    return "\n".join(parts)


def invader_title(card: Record) -> str:
    """``Stage II · Jungle``: an invader card's page title (several cards share a terrain)."""
    terrains = [str(t) for t in card.get("terrains") or []]
    name = card.name or " + ".join(t.title() for t in terrains) or card.id or "?"
    stage = card.get("stage")
    return f"Stage {ROMAN.get(stage, stage) if isinstance(stage, int) else stage} · {name}"


def invader_page(plan: SitePlan, card: Record) -> str:
    """An invader card: its face, stage, the lands it names, escalation."""
    terrains = [str(t) for t in card.get("terrains") or []]
    stage = card.get("stage")
    title = invader_title(card)
    chips = "".join(
        f'<span class="cs-terrain cs-terrain-{md(t)}" '
        f'style="background:{svg.TERRAIN_COLOURS.get(t, svg.OCEAN)}">{md(t.title())}</span>'
        for t in terrains
    )
    lands = " and every ".join(f"{t} land" if t == "coastal" else t for t in terrains)
    parts = [
        front_matter(title, f"Invader card, stage {stage}: {', '.join(terrains)}",
                     kind="invader"),
        f"# {md(title)}\n",
        '<div class="cs-card-layout" markdown="0">',
        svg.invader_face(card.data if isinstance(card.data, dict) else {}),
        f'<div class="cs-invader"><span class="cs-stage">Stage '
        f"{md(ROMAN.get(stage, stage) if isinstance(stage, int) else stage)}</span>{chips}</div>",
        "</div>", "",
        f"Explores, then builds, then ravages in every **{md(lands)}**"
        f"{'' if lands.endswith(' land') else ' land'}.",
        "",
    ]
    if card.get("escalation"):
        parts += ['!!! warning "Escalation"', "",
                  "    When this card is revealed to Explore, the adversary's Escalation effect "
                  "happens.", ""]
    parts.append(_source(plan, card))
    return "\n".join(parts)


def board_page(plan: SitePlan, board: Record) -> str:
    """An island board: the schematic map and a table of its lands."""
    name = record_name(board)
    lands = [ld for ld in board.get("lands") or [] if isinstance(ld, dict)]
    parts = [
        front_matter(name, f"Island board {name}: lands, terrain, adjacency, setup", kind="board"),
        f"# {md(name)}\n",
        _div(svg.board_map(board.data), "cs-svg-scroll"),
        "| Land | Terrain | Coastal | Adjacent | Setup |",
        "|---|---|---|---|---|",
    ]
    for land in lands:
        setup = ", ".join(f"{v} {k}" for k, v in (land.get("setup") or {}).items()) or "—"
        adjacent = ", ".join(str(a) for a in land.get("adjacent") or [])
        parts.append(
            f"| {md(land.get('number'))} | {md(land.get('terrain'))} | "
            f"{'yes' if land.get('coastal') else 'no'} | {md(adjacent)} | {md(setup)} |"
        )
    parts += ["", _source(plan, board)]
    return "\n".join(parts)
