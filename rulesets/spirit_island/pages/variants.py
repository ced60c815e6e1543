"""The pages of the game's variants: an adversary (its escalation, loss condition and six
levels in a table) and a Blight Card (its side, Blight per player, when it acts, its text,
the English rendered from its effect and what the language cannot say yet)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardsmith.rulesets.spirit_island.engine.state.blight_card import healthy_pool
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.publish.pages import ops_block, source_line
from cardsmith.tools.publish.read import as_dict, as_list, dicts, scalar_text
from cardsmith.tools.publish.text import front_matter, md, record_name

if TYPE_CHECKING:
    from cardsmith.tools.publish.plan import SitePlan

__all__ = ["adversary_page", "blight_page"]

_WHEN = {
    "immediately": "at once, when it flips",
    "each_invader_phase": "at the start of each Invader Phase",
    "ongoing": "for the rest of the game",
}


def _unexpressed(record: Record) -> list[str]:
    lines = [scalar_text(u) for u in as_list(record.get("unexpressed"))]
    if not lines:
        return []
    return ["## Not in the effect language yet", "", *(f"- {md(x)}" for x in lines), ""]


def adversary_page(plan: SitePlan, foe: Record) -> str:
    """An adversary: escalation, loss condition, then a row per level."""
    name = record_name(foe)
    escalation = as_dict(foe.get("escalation"))
    loss = as_dict(foe.get("loss_condition"))
    parts = [
        front_matter(name, f"Adversary. Escalation: {scalar_text(escalation.get('name'))}",
                     kind="adversary"),
        f"# {md(name)}\n",
        f"**{md(scalar_text(foe.get('set')))}** · base difficulty {foe.get('base_difficulty')}",
        "",
        f"**Escalation — {md(scalar_text(escalation.get('name')))}.** "
        f"{md(scalar_text(escalation.get('text')))}",
        "",
    ]
    if "escalation" in foe.ops:
        english = foe.english.get("escalation.effect")
        if english:
            parts += [f"*Rendered:* {md(english)}", ""]
        parts.append(ops_block(foe.ops["escalation"], "Compiled operations, escalation"))
    if loss:
        parts += [f"**Loss condition — {md(scalar_text(loss.get('name')))}.** "
                  f"{md(scalar_text(loss.get('text')))}", ""]  # fmt: skip
    parts += ["## Levels", "", "Levels are cumulative: level N plays the rules of 1 to N.", "",
              "| level | name | difficulty | fear cards (I/II/III) | Invader Deck | rule |",
              "|---:|---|---:|---|---|---|"]  # fmt: skip
    for level in dicts(foe.get("levels")):
        fear = "/".join(str(n) for n in as_list(level.get("fear_cards")))
        deck = f"`{level['invader_deck']}`" if level.get("invader_deck") else ""
        rule = md(scalar_text(level.get("text"))) or "—"
        parts.append(f"| {level.get('level')} | {md(scalar_text(level.get('name')))} | "
                     f"{level.get('difficulty')} | {fear} | {deck} | {rule} |")  # fmt: skip
    parts += ["", *_unexpressed(foe), source_line(plan, foe)]
    return "\n".join(parts)


def blight_page(plan: SitePlan, card: Record) -> str:
    """A Blight Card: its side and Blight, when it acts, its text and rendering."""
    name = record_name(card)
    healthy = card.get("side") == "still-healthy"
    side = "Still-Healthy Island (for now)" if healthy else "Blighted Island"
    when = ", ".join(_WHEN.get(str(w), str(w)) for w in as_list(card.get("when"))) or _WHEN[
        "immediately"
    ]
    per = card.get("blight_per_player")
    parts = [
        front_matter(name, f"Blight card ({side}). {scalar_text(card.get('text'))}",
                     kind="blight"),
        f"# {md(name)}\n",
        f"**{side}** · {per} Blight per player · it acts {when}",
        "",
        f"> {md(scalar_text(card.get('text')))}",
        "",
        f"The game starts with the card Healthy Island side up holding the pool (2 Blight per "
        f"player, plus 1: {healthy_pool(1)} solo); when its last Blight is taken it flips to "
        f"this side and {per} per player come onto it. "
        + ("The island is still healthy: when this card runs out, the next Blight Card flips."
           if healthy else "The island is blighted: when this card runs out, the players lose."),
        "",
    ]
    english = card.english.get("effect")
    if english:
        parts += [f"*Rendered:* {md(english)}", ""]
    if "effect" in card.ops:
        parts.append(ops_block(card.ops["effect"], "Compiled operations"))
    parts += [*_unexpressed(card), source_line(plan, card)]
    return "\n".join(parts)
