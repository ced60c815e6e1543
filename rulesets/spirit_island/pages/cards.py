"""The pages of power cards and fear cards: the card face, the printed text, the English
rendered from each effect, the compiled operations and the source file.

Every piece of content text goes through :func:`~cardsmith.tools.publish.text.md` (see
:mod:`cardsmith.tools.publish.pages`).
"""

from __future__ import annotations

import heapq
from typing import TYPE_CHECKING

from cardsmith.rulesets.spirit_island.pages.differs import note
from cardsmith.rulesets.spirit_island.pages.faces import fear_face, power_face
from cardsmith.rulesets.spirit_island.pages.icons import ROMAN, elements_inline
from cardsmith.rulesets.spirit_island.search import range_text, target_text, verbs_of
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.publish.pages import div, ops_block, related_list, source_line
from cardsmith.tools.publish.read import as_dict, as_list, dicts, scalar_text, words
from cardsmith.tools.publish.text import front_matter, md, record_name

if TYPE_CHECKING:
    from cardsmith.tools.publish.plan import SitePlan


#: the key of a power card's elements, verbs and sort name in its ``memo`` (computed once, not
#: once per other card: :func:`related` compares every card with every other)
_FEATURES = ("spirit-island.pages", "related")


def _features(record: Record) -> tuple[frozenset[str], frozenset[str], str]:
    """A record's elements, the verbs of its compiled effects and its lower-case name."""
    found = record.memo.get(_FEATURES)
    if not isinstance(found, tuple):
        found = record.memo[_FEATURES] = (frozenset(words(record.get("elements"))),
                                          frozenset(verbs_of(record.ops)),
                                          record_name(record).lower())
    return found


def related(plan: SitePlan, card: Record, limit: int = 6) -> list[tuple[Record, str]]:
    """Other power cards sharing elements or verbs, best matches first (with what they share;
    an element counts 1, a verb 1.5; ties by name)."""
    els, verbs, _ = _features(card)
    pool = plan.memo.get(_FEATURES)
    if pool is None:  # every power card with its features, once per site
        pool = plan.memo[_FEATURES] = [(r, *_features(r)) for r in plan.records("power")]
    scored = []
    for other, other_els, other_verbs, name in pool:
        if other is card:
            continue
        score = len(els & other_els) + 1.5 * len(verbs & other_verbs)
        if score:
            scored.append((-score, name, other))
    best = heapq.nsmallest(limit, scored, key=lambda t: (t[0], t[1]))
    out = []
    for _, _, other in best:
        other_els, other_verbs, _ = _features(other)
        out.append((other, ", ".join([*sorted(els & other_els), *sorted(verbs & other_verbs)])))
    return out


def face_of(record: Record) -> str:
    """The stand-alone face of a power card, fear card or invader card (``""``: none)."""
    from cardsmith.rulesets.spirit_island.pages.island import invader_face

    data = as_dict(record.data)
    if record.kind == "power":
        return power_face(data, record.english)
    if record.kind == "fear":
        return fear_face(data, record.english)
    if record.kind == "invader":
        return invader_face(data)
    return ""


def power_page(plan: SitePlan, card: Record) -> str:
    """A power card: SVG face, printed text, DSL rendering, operations, source, related cards."""
    page = plan.page(card) or ""
    name = record_name(card)
    kind = scalar_text(card.get("kind"))
    spirit = None
    if isinstance(card.get("spirit"), str):
        spirit = plan.catalog.by_id(card.get("spirit"), "spirit")
    cost = scalar_text(card.get("cost"))
    desc = (
        f"{kind.title()} power, cost {cost}, {scalar_text(card.get('speed'))}. "
        f"{scalar_text(card.get('text')) or card.english.get('effect', '')}"
    )
    parts = [
        front_matter(f"{name}", desc, kind="power", card_id=card.id or ""),
        f"# {md(name)}\n",
        '<div class="cs-card-layout" markdown="0">',
        power_face(as_dict(card.data), card.english, spirit.name if spirit else None),
        # a space between the facts: the header search reads "Cost 6 Speed slow …", not
        # "Cost6Speedslow…" (its parser joins a tag's text to the next one's)
        '<dl class="cs-facts">'
        f'<dt>Cost</dt> <dd class="cs-fact-cost">{md(cost)}</dd> '
        f'<dt>Speed</dt> <dd class="cs-fact-speed">{md(scalar_text(card.get("speed")))}</dd> '
        f'<dt>Elements</dt> <dd class="cs-fact-elements">{elements_inline(card.get("elements"))}'
        f' <span class="cs-el-names">{md(", ".join(words(card.get("elements"))))}'
        "</span></dd> "
        f'<dt>Range</dt> <dd>{md(range_text(card.get("range")))}</dd> '
        f'<dt>Target</dt> <dd>{md(target_text(card.get("target")))}</dd> '
        f'<dt>Kind</dt> <dd>{md(kind)}</dd></dl>',
        "</div>\n", "<!-- cs-downloads -->\n",
    ]
    if spirit is not None:
        parts.append(f"Unique power of {plan.link(page, spirit)}.\n")
    parts += ["## Printed text", "",
              f'<p class="cs-printed">{md(scalar_text(card.get("text")))}</p>', ""]
    threshold = card.get("threshold")
    if isinstance(threshold, dict):
        parts += [
            f'<p class="cs-threshold-line"><strong>If you have</strong> '
            f'{elements_inline(threshold.get("elements"))}: '
            f'{md(scalar_text(threshold.get("text")))}</p>',
            "",
        ]
    if card.english:
        parts += ["## Rendered from the effect", "", note(card, md)]
        for key, text in card.english.items():
            label = "Threshold" if key.startswith("threshold") else "Effect"
            parts.append(f"- **{label}:** {md(text)}")
        parts.append("")
    if card.ops:
        parts.append(ops_block(card.ops.get("effect", card.ops)))
    parts.append(source_line(plan, card))
    parts.append(related_list(plan, page, related(plan, card)))
    return "\n".join(parts)


def fear_page(plan: SitePlan, card: Record) -> str:
    """A fear card: its face, then the three terror levels, printed and rendered, with
    operations."""
    name = record_name(card)
    levels = as_list(card.get("levels"))
    first = scalar_text(dicts(levels[:1])[0].get("text")) if dicts(levels[:1]) else ""
    parts = [
        front_matter(name, f"Fear card. Level I: {first}", kind="fear"), f"# {md(name)}\n",
        div(fear_face(as_dict(card.data), card.english), "cs-card-layout"),
        "<!-- cs-downloads -->\n",
        "## Terror levels", "", note(card, md),
    ]
    for i, level in enumerate(levels):
        if not isinstance(level, dict):
            continue
        parts += [
            f'<div class="cs-fear-level" markdown="0"><span class="cs-terror">Terror level '
            f"{ROMAN.get(i + 1, i + 1)}</span><p>{md(scalar_text(level.get('text')))}</p></div>",
            "",
        ]
        english = card.english.get(f"levels[{i}].effect")
        if english:
            parts += [f"*Rendered:* {md(english)}", ""]
        if f"levels[{i}]" in card.ops:
            title = f"Compiled operations, level {i + 1}"
            parts.append(ops_block(card.ops[f"levels[{i}]"], title))
    parts.append(source_line(plan, card))
    return "\n".join(parts)
