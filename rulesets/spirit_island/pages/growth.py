"""Growth on a spirit page, drawn like the panel: each action's icon (reclaim, gain a power
card, energy, add a presence with its range, elements) before its words as the panel prints
them (:mod:`cardsmith.rulesets.spirit_island.panel_text`).

The icons are decorative (``aria-hidden``): the words beside them say the same.
"""

from __future__ import annotations

from typing import Any

from cardsmith.rulesets.spirit_island.pages.icons import ELEMENTS, icon_body
from cardsmith.rulesets.spirit_island.panel_text import growth_action_text, growth_pick_text
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.publish.read import as_dict, as_list, dicts, words
from cardsmith.tools.publish.svg import esc
from cardsmith.tools.publish.text import md

SIZE = 30
DARK = "#5b4a2e"
ENERGY = "#f1c75b"
CARD = "#f7f0df"


def _svg(kind: str, body: str, width: int = SIZE) -> str:
    return (f'<svg class="cs-growth-icon" data-kind="{kind}" aria-hidden="true" '
            f'width="{width}" height="{SIZE}" viewBox="0 0 {width} 30">{body}</svg>')


def _label(text: str, x: float, y: float, size: float, fill: str) -> str:
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" font-weight="bold" '
            f'text-anchor="middle" font-family="sans-serif" fill="{fill}">{esc(text)}</text>')


def reclaim_icon(value: Any) -> str:
    """A circular arrow (the panel's reclaim), ``1`` or ``½`` inside when not all cards."""
    inner = {"one": "1", "half": "½"}.get(str(value), "")
    body = (f'<circle cx="15" cy="15" r="14" fill="{DARK}"/>'
            '<path d="M22 10.5 A8.5 8.5 0 1 0 23.3 17" fill="none" stroke="#fff" '
            'stroke-width="2.6" stroke-linecap="round"/>'
            '<path d="M18.2 9.6 L23.6 6.8 L23.9 12.6 Z" fill="#fff"/>')
    return _svg("reclaim", body + (_label(inner, 15, 19.5, 11, "#fff") if inner else ""))


def card_icon(value: Any) -> str:
    """A power card with a plus (the panel's gain a card); ``m``/``M`` for a minor or major."""
    deck = str(as_dict(value).get("deck", value))
    mark = {"minor": "m", "major": "M"}.get(deck, "+")
    body = (f'<circle cx="15" cy="15" r="14" fill="{DARK}"/>'
            f'<rect x="9" y="6" width="12" height="17" rx="2" fill="{CARD}" stroke="#fff"/>'
            + _label(mark, 15, 19, 10, DARK))
    return _svg("card", body)


def energy_icon(value: Any) -> str:
    """A gold energy coin with the amount (``+2``), or a plain coin for a computed amount."""
    text = f"+{value}" if isinstance(value, int) else "+"
    body = (f'<circle cx="15" cy="15" r="14" fill="{ENERGY}" stroke="#a8801f"/>'
            + _label(text, 15, 19.5, 12 if len(text) < 3 else 10, "#1d1d1d"))
    return _svg("energy", body)


def presence_icon(spec: Any, kind: str = "presence") -> str:
    """The presence icon with a range arrow and its number (the panel's add a presence)."""
    rng = as_dict(spec).get("range", 0 if kind == "presence" else 1)
    number = "∞" if rng == "any" else str(rng)
    body = (f'<svg x="0" y="3" width="24" height="24" viewBox="0 0 24 24">'
            f'{icon_body("presence")}</svg>'
            '<path d="M25 22 H41" stroke="currentColor" stroke-width="2"/>'
            '<path d="M39 18.5 L44 22 L39 25.5 Z" fill="currentColor"/>'
            + _label(number, 34, 15, 13, "currentColor"))
    return _svg(kind, body, width=46)


def elements_icon(elements: list[str]) -> str:
    """The icons of the elements gained (a grey ``?`` coin for "any element")."""
    shown = [e for e in elements if e in ELEMENTS] or ["any"]
    parts = []
    for i, element in enumerate(shown):
        if element == "any":
            parts.append(f'<circle cx="{15 + 26 * i}" cy="15" r="13" fill="#8a8a8a"/>'
                         + _label("?", 15 + 26 * i, 20, 14, "#fff"))
        else:
            parts.append(f'<svg x="{2 + 26 * i}" y="2" width="26" height="26" '
                         f'viewBox="0 0 24 24">{icon_body(element)}</svg>')
    return _svg("element", "".join(parts), width=4 + 26 * len(shown))


def action_elements(key: str, value: Any) -> list[str]:
    """The elements a growth action gains (``any`` for a free choice)."""
    if key == "gain_element":
        return words(value if isinstance(value, list) else [value])
    if key == "gain_elements":
        return [str(e) for e in as_dict(value)]
    return []


def action_icon(action: Any) -> str:
    """The panel's icon of one growth action (``""``: an action without one)."""
    if not isinstance(action, dict) or not action:
        return ""
    key, value = next(iter(action.items()))
    if key == "reclaim":
        return reclaim_icon(value)
    if key == "gain_card":
        return card_icon(value)
    if key == "gain_energy":
        return energy_icon(value)
    if key == "add_presence":
        return presence_icon(value)
    if key == "move_presence":
        return presence_icon(value, "move")
    if key in ("gain_element", "gain_elements"):
        return elements_icon(action_elements(key, value))
    return ""


def action_words(action: Any) -> str:
    """The panel's words of a growth action (odd data lint reports: its raw value)."""
    try:
        return growth_action_text(action)
    except (TypeError, KeyError, ValueError, AttributeError):
        return str(action)


def action_html(action: Any) -> str:
    """One growth action: its icon, then its words as the panel prints them."""
    return f'{action_icon(action)}<span class="cs-growth-words">' \
           f"{md(action_words(action))}</span>"


def growth_section(spirit: Record) -> list[str]:
    """The page's growth heading and options (Markdown lines)."""
    data = as_dict(spirit.data)
    lines = [f"## Growth ({md(growth_pick_text(data))})", ""]
    always = as_list(data.get("growth_always"))
    if always:
        acts = "".join(f"<li>{action_html(a)}</li>" for a in always)
        lines += ['<div class="cs-growth" markdown="0"><div class="cs-growth-option '
                  f'cs-growth-always"><b>Every growth</b><ul>{acts}</ul></div></div>', ""]
    lines.append('<div class="cs-growth" markdown="0">')
    for i, option in enumerate(as_list(data.get("growth")), 1):
        acts = "".join(f"<li>{action_html(a)}</li>" for a in as_list(option))
        lines.append(f'<div class="cs-growth-option"><b>Option {i}</b><ul>{acts}</ul></div>')
    lines += ["</div>", ""]
    return lines


def growth_elements(spirit: Record) -> list[str]:
    """The elements a spirit's growth gains (not ``any``)."""
    found: list[str] = []
    data = as_dict(spirit.data)
    options = [*as_list(data.get("growth")), as_list(data.get("growth_always"))]
    for option in options:
        for action in dicts(as_list(option)):
            for key, value in action.items():
                found += action_elements(str(key), value)
    return [e for e in found if e in ELEMENTS]
