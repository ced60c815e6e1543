"""The overview pages of the Spirit Island site: powers by kind, cost, speed and element; the
spirits, fear cards, invader deck and boards; and the nav of the power section."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from cardsmith.rulesets.spirit_island.pages.events import KIND_TITLES, part_when
from cardsmith.rulesets.spirit_island.pages.icons import (
    ELEMENTS,
    ROMAN,
    elements_inline,
    inline_icon,
)
from cardsmith.rulesets.spirit_island.pages.island import invader_face
from cardsmith.rulesets.spirit_island.pages.lands import invader_title
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.publish.nav_groups import grouped
from cardsmith.tools.publish.pages import section_index
from cardsmith.tools.publish.read import as_dict, as_list, dicts, scalar_text, words
from cardsmith.tools.publish.text import front_matter, href, md, record_name, url_of

if TYPE_CHECKING:
    from cardsmith.tools.publish.plan import SitePlan

KIND_ORDER = ("minor", "major", "unique")
POWER_INDEXES = ("powers/index.md", "powers/by-cost.md", "powers/by-speed.md",
                 "powers/by-element.md")


def _card_table(plan: SitePlan, page: str, cards: list[Record]) -> list[str]:
    rows = ["| Card | Cost | Speed | Elements | Kind |", "|---|---|---|---|---|"]
    for card in cards:
        rows.append(
            f"| {plan.link(page, card)} | {md(scalar_text(card.get('cost')))} | "
            f"{md(scalar_text(card.get('speed')))} | {elements_inline(card.get('elements'))} | "
            f"{md(scalar_text(card.get('kind')))} |"
        )
    return [*rows, ""]


def _group_page(plan: SitePlan, page: str, title: str, intro: str,
                groups: list[tuple[str, list[Record]]]) -> str:
    out = [front_matter(title, intro), f"# {title}", "", intro, ""]
    for label, cards in groups:
        if cards:
            out += [f"## {label}", "", *_card_table(plan, page, cards)]
    return "\n".join(out)


def power_indexes(plan: SitePlan) -> dict[str, str]:
    """``powers/index.md`` (by kind) and the by-cost, by-speed and by-element pages."""
    cards = plan.records("power")
    kinds = sorted({scalar_text(c.get("kind")) for c in cards}, key=lambda k: (
        KIND_ORDER.index(k) if k in KIND_ORDER else 9, k))
    costs = sorted({c.get("cost") for c in cards if type(c.get("cost")) is int})
    return {
        "powers/index.md": _group_page(
            plan, "powers/index.md", "Power cards",
            f"All {len(cards)} power cards by kind. See also: [by cost](by-cost.md), "
            "[by speed](by-speed.md), [by element](by-element.md), "
            "or search them in the [card finder](../finder.md).",
            [(f"{md(k.title())} powers", [c for c in cards if scalar_text(c.get("kind")) == k])
             for k in kinds]),
        "powers/by-cost.md": _group_page(
            plan, "powers/by-cost.md", "Powers by cost", "Power cards grouped by energy cost.",
            [(f"Cost {n}", [c for c in cards if c.get("cost") == n]) for n in costs]),
        "powers/by-speed.md": _group_page(
            plan, "powers/by-speed.md", "Powers by speed", "Fast and slow power cards.",
            [(s.title(), [c for c in cards if c.get("speed") == s]) for s in ("fast", "slow")]),
        "powers/by-element.md": _group_page(
            plan, "powers/by-element.md", "Powers by element",
            "Power cards showing each element (a card appears once per element).",
            [(f"{inline_icon(e, decorative=True)} {e.title()}",
              [c for c in cards if e in words(c.get("elements"))]) for e in ELEMENTS]),
    }


def invader_index(plan: SitePlan) -> str:
    """``invaders/index.md``: the invader deck as small card faces, one row per stage."""
    intro = ("The invader deck by stage. Each card names the lands the Invaders explore; the "
             "stage II cards carry the adversary's escalation.")
    out = [front_matter("Invader cards", intro), "# Invader cards", "", intro, ""]
    stages: dict[Any, list[Record]] = {}
    for card in plan.records("invader"):
        stage = card.get("stage")
        stages.setdefault(stage if isinstance(stage, int | str) else None, []).append(card)
    for stage, cards in stages.items():
        label = ROMAN.get(stage, stage) if isinstance(stage, int) else stage
        out += [f"## Stage {md(label)}", "", '<div class="cs-invader-grid" markdown="0">']
        for card in cards:
            target = href("../" + url_of(plan.page(card) or ""))
            out.append(f'<a class="cs-card-link" href="{target}" '
                       f'aria-label="{md(invader_title(card))}">'
                       f"{invader_face(as_dict(card.data))}</a>")
        out += ["</div>", ""]
    return "\n".join(out)


def fear_index(plan: SitePlan) -> str:
    """``fear/index.md``: every fear card with its three terror levels side by side."""
    intro = "Each fear card has three terror levels; the one in effect depends on the Fear earned."
    rows = [front_matter("Fear cards", intro), "# Fear cards", "", intro, "",
            "| Fear card | Terror level I | Terror level II | Terror level III |",
            "|---|---|---|---|"]
    for card in plan.records("fear"):
        levels = [lv if isinstance(lv, dict) else {} for lv in as_list(card.get("levels"))]
        texts = [md(scalar_text(lv.get("text"))) for lv in levels[:3]]
        texts += [""] * (3 - len(texts))
        rows.append(f"| {plan.link('fear/index.md', card)} | {' | '.join(texts)} |")
    return "\n".join([*rows, ""])


def plural(n: int, word: str) -> str:
    """``1 innate power``, ``2 innate powers``."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def index_pages(plan: SitePlan) -> Iterator[tuple[str, str]]:
    """Every overview page of the site's sections."""
    yield from power_indexes(plan).items()
    yield "spirits/index.md", section_index(
        plan, "spirit", "spirits/index.md", "Spirits", "Every spirit of the pack.",
        lambda s: md(f"{plural(len(as_list(s.get('innates'))), 'innate power')}, "
                     f"{plural(len(as_list(s.get('unique_powers'))), 'unique power')}"))
    yield "aspects/index.md", section_index(
        plan, "aspect", "aspects/index.md", "Aspects",
        "The aspects: each replaces some of a spirit's special rules, innate powers or unique "
        "powers with its own.", _aspect_about)
    yield "fear/index.md", fear_index(plan)
    yield "blight/index.md", section_index(
        plan, "blight", "blight/index.md", "Blight cards",
        "The Blight Cards: the side each flips to, its Blight per player and what it does.",
        _blight_about)
    yield "events/index.md", section_index(
        plan, "event", "events/index.md", "Event cards",
        "The Event cards: one is revealed in each Invader Phase (Branch & Claw and later).",
        _event_about)
    yield "adversaries/index.md", section_index(
        plan, "adversary", "adversaries/index.md", "Adversaries",
        "The adversaries: their escalation and six levels (difficulty, fear cards, rules).",
        _adversary_about)
    yield "invaders/index.md", invader_index(plan)
    yield "boards/index.md", section_index(
        plan, "board", "boards/index.md", "Boards", "Island boards: lands, adjacency and setup.",
        lambda b: md(f"{len(as_list(b.get('lands')))} lands, "
                     f"{sum(1 for ld in dicts(b.get('lands')) if ld.get('coastal'))} coastal"))


def _aspect_about(aspect: Record) -> str:
    replaced = [str(n) for part in as_dict(aspect.get("replaces")).values() for n in as_list(part)]
    return md(f"{aspect.get('set')}: aspect of {aspect.get('spirit')}; replaces "
              f"{', '.join(replaced) or 'nothing'}")


def _blight_about(card: Record) -> str:
    side = "Still-Healthy" if card.get("side") == "still-healthy" else "Blighted"
    return md(f"{side} Island, {card.get('blight_per_player')} per player: "
              f"{scalar_text(card.get('text'))}")


def _event_about(card: Record) -> str:
    main = dicts(card.get("main"))
    whens = "; ".join(f"{scalar_text(p.get('name'))} ({part_when(p)})" for p in main)
    return md(f"{card.get('set')}, {KIND_TITLES.get(str(card.get('kind')), 'Event')}: {whens}")


def _adversary_about(foe: Record) -> str:
    levels = dicts(foe.get("levels"))
    hardest = max((int(lv.get("difficulty", 0)) for lv in levels), default=0)
    escalation = as_dict(foe.get("escalation")).get("name", "")
    return md(f"{foe.get('set')}: difficulty {foe.get('base_difficulty')} to {hardest}; "
              f"escalation {escalation}")


def power_nav(plan: SitePlan) -> list[Any]:
    """The power section's nav: its overview pages, then the cards by kind."""
    powers: list[Any] = list(POWER_INDEXES)
    for kind in KIND_ORDER:
        cards = [(record_name(r), p) for r in plan.records("power")
                 if r.get("kind") == kind and (p := plan.page(r))]
        if cards:
            powers.append({f"{kind.title()} powers": grouped(cards)})
    return powers
