"""The faces of power cards and fear cards, drawn as inline SVG from the record's data.

Content text goes through :func:`~tools.publish.svg.esc` and :func:`~tools.publish.svg.attr`
(see :mod:`cardsmith.tools.publish.svg`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from cardsmith.rulesets.spirit_island.pages.icons import (
    KIND_COLOURS,
    ROMAN,
    SPEED_COLOURS,
    elements_row,
    icon,
    icon_body,
)
from cardsmith.rulesets.spirit_island.search import range_text, target_text
from cardsmith.tools.publish.read import as_dict, as_list, scalar_text, words
from cardsmith.tools.publish.svg import FONT, attr, esc, text_block, wrap

#: "If you have 2 Sun, 2 Air:" — a threshold's header, drawn as icons on the face
THRESHOLD_HEADER = re.compile(r"^\s*If you have (?:\d+ [A-Za-z]+(?:,? (?:and )?)?)+:\s*")


#: every power face is this tall (320 × 448: a standard 63 × 88 mm card); long text is fitted
FACE_HEIGHT = 448
#: the art band's full height; a long card gives up to ART_HEIGHT - MIN_ART_HEIGHT of it
ART_HEIGHT, MIN_ART_HEIGHT = 108, 44
#: the body text sizes tried in turn (font size, line height): the printed size first, then
#: half a point smaller each time down to 6 (the face never grows)
TEXT_SIZES = ((13.0, 17.0),) + tuple((half / 2, round(half / 2 * 1.3, 1))
                                     for half in range(25, 11, -1))
#: where the text must end: above the panel's lower edge and the footer
TEXT_BOTTOM = FACE_HEIGHT - 40


@dataclass(frozen=True)
class PowerFit:
    """How a power card's text fits the standard face: the art's height, the body's size."""

    art_height: float
    size: float
    lh: float
    effect_lines: list[str]
    threshold_lines: list[str]


def fit_power_text(effect: str, threshold: str | None, body_w: float) -> PowerFit:
    """The largest text that fits the standard face: the art band shrinks first (down to the
    height of its element icons), then the text steps down a half point at a time."""
    room = TEXT_BOTTOM - (262 - ART_HEIGHT + MIN_ART_HEIGHT)  # below the rows, the least art
    fit = PowerFit(ART_HEIGHT, 13.0, 17.0, [], [])
    for size, lh in TEXT_SIZES:
        effect_lines = wrap(effect, body_w, size)
        threshold_lines = wrap(threshold, body_w - 8, size - 1) if threshold is not None else []
        text_h = len(effect_lines) * lh + 10
        if threshold is not None:
            text_h += 30 + len(threshold_lines) * (lh - 1) + 14
        art = min(ART_HEIGHT, MIN_ART_HEIGHT + max(0.0, room - text_h))
        fit = PowerFit(art, size, lh, effect_lines, threshold_lines)
        if text_h <= room:
            break
    return fit


def power_face(
    card: dict[str, Any], english: dict[str, str], spirit_name: str | None = None
) -> str:
    """The face of a power card: cost, name, speed, elements, range, target, effect, threshold."""
    kind = scalar_text(card.get("kind")) or "minor"
    frame = KIND_COLOURS.get(kind, "#555")
    speed = scalar_text(card.get("speed"))
    width = 320
    name = scalar_text(card.get("name")) or scalar_text(card.get("id"))
    name_lines = wrap(name, 220, 17)[:3]
    name_size = 17 if len(name_lines) == 1 else 14
    body_x, body_w = 22, width - 44
    effect = scalar_text(card.get("text")) or english.get("effect") or ""
    threshold = card.get("threshold") if isinstance(card.get("threshold"), dict) else None
    th_text = (scalar_text(threshold.get("text")) if threshold else "") or english.get(
        "threshold.effect", ""
    )
    th_text = THRESHOLD_HEADER.sub("", th_text).strip()  # the icons say it once
    fit = fit_power_text(effect, th_text if threshold else None, body_w)
    effect_lines, th_lines, size, lh = fit.effect_lines, fit.threshold_lines, fit.size, fit.lh
    lift = ART_HEIGHT - fit.art_height  # what the art gave up, the rows below move up by
    top_effect = 262 - lift
    th_top = top_effect + len(effect_lines) * lh + 10
    height = FACE_HEIGHT
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="cs-card-face" viewBox="0 0 {width} '
        f'{height}" width="{width}" height="{height}" role="img" aria-label={attr(name)} {FONT}>',
        f"<title>{esc(name)}</title>",
        f'<rect x="1" y="1" width="{width - 2}" height="{height - 2}" rx="16" fill="{frame}"/>',
        f'<rect x="10" y="58" width="{width - 20}" height="{height - 96}" rx="8" fill="#f7f0df"/>',
        text_block(name_lines, 190, 26 if len(name_lines) == 1 else 20, name_size, 15,
                   fill="#fff", font_weight="bold", text_anchor="middle",
                   class_="cs-card-name"),
        '<circle cx="36" cy="31" r="23" fill="#1d1d1d" stroke="#e8c15a" stroke-width="3"/>',
        f'<text x="36" y="40" font-size="24" font-weight="bold" fill="#fff" '
        f'text-anchor="middle" class="cs-card-cost">{esc(scalar_text(card.get("cost"), "?"))}'
        "</text>",
    ]
    if speed:
        out.append(
            f'<rect x="{width - 92}" y="66" width="76" height="22" rx="11" '
            f'fill="{SPEED_COLOURS.get(speed, "#666")}"/>'
            f'<text x="{width - 54}" y="81.5" font-size="12" font-weight="bold" fill="#fff" '
            f'text-anchor="middle" letter-spacing="1.5" class="cs-card-speed">'
            f"{esc(speed.upper())}</text>"
        )
    elements = words(card.get("elements"))
    icon_size = 34.0 if len(elements) <= 5 else 26.0
    row_w = len(elements) * (icon_size + 6) - 6
    art = [
        f'<rect x="18" y="96" width="{width - 36}" height="{fit.art_height}" rx="6" '
        f'fill="{frame}" fill-opacity="0.14"/>'
    ]
    middle = 96 + fit.art_height / 2
    for i, element in enumerate(elements):
        art.append(icon(element, (width - row_w) / 2 + i * (icon_size + 6),
                        middle - icon_size / 2, icon_size))
    out.extend(art)
    target = card.get("target")
    is_spirit = isinstance(target, dict) and "spirit" in target
    target_label = "TARGET SPIRIT" if is_spirit else "TARGET LAND"
    out.append(
        f'<line x1="{width / 2:g}" y1="{214 - lift:g}" x2="{width / 2:g}" y2="{250 - lift:g}" '
        'stroke="#c9bb99"/>'
        f'<text x="{width / 4:g}" y="{226 - lift:g}" font-size="9.5" letter-spacing="1.2" '
        f'fill="#6b5d40" text-anchor="middle">RANGE</text>'
        f'<text x="{width * 3 / 4:g}" y="{226 - lift:g}" font-size="9.5" letter-spacing="1.2" '
        f'fill="#6b5d40" text-anchor="middle">{target_label}</text>'
    )
    out.append(text_block(wrap(range_text(card.get("range")), 130, 12)[:2], width / 4,
                          243 - lift, 12, 13, text_anchor="middle", font_weight="bold",
                          fill="#222", class_="cs-card-range"))
    out.append(text_block(wrap(target_text(target), 130, 12)[:2], width * 3 / 4, 243 - lift,
                          12, 13, text_anchor="middle", font_weight="bold", fill="#222",
                          class_="cs-card-target"))
    out.append(f'<line x1="22" y1="{254 - lift:g}" x2="{width - 22}" y2="{254 - lift:g}" '
               'stroke="#c9bb99"/>')
    out.append(text_block(effect_lines, body_x, top_effect + 12, size, lh, fill="#1d1d1d",
                          class_="cs-card-effect"))
    if threshold:
        counts = [(str(k), v) for k, v in as_dict(threshold.get("elements")).items()]
        out.append(
            f'<rect x="16" y="{th_top:g}" width="{width - 32}" '
            f'height="{30 + len(th_lines) * (lh - 1) + 6:g}" rx="6" fill="#ebe0c5" '
            'stroke="#c9bb99"/>'
            f'<text x="26" y="{th_top + 20:g}" font-size="11" font-weight="bold" fill="#6b5d40" '
            f'letter-spacing="1">IF YOU HAVE</text>'
        )
        out.append(elements_row(counts, 112, th_top + 5, 20))
        out.append(text_block(th_lines, 26, th_top + 44, size - 1, lh - 1, fill="#1d1d1d",
                              class_="cs-card-threshold"))
    footer = f"{kind.upper()} POWER"
    if spirit_name:
        footer += f" · {spirit_name}"
    long_footer = len(footer) > 30  # a spirit's name: smaller, tighter, still inside the frame
    out.append(
        f'<text x="{width / 2:g}" y="{height - 15}" font-size="{10 if long_footer else 11}" '
        f'letter-spacing="{0.4 if long_footer else 1.5}" fill="#fff" text-anchor="middle" '
        f'textLength="{width - 40}" lengthAdjust="spacingAndGlyphs" class="cs-card-footer">'
        if len(footer) > 44 else
        f'<text x="{width / 2:g}" y="{height - 15}" font-size="{10 if long_footer else 11}" '
        f'letter-spacing="{0.4 if long_footer else 1.5}" fill="#fff" text-anchor="middle" '
        'class="cs-card-footer">'
    )
    out.append(f"{esc(footer[:60])}</text></svg>")
    return "".join(out)



# --- fear cards ------------------------------------------------------------------------------

#: the terror-level badge colours, lighter to darker
TERROR_COLOURS = ("#8c5aa0", "#6d3a84", "#4b1d60")
FEAR_FRAME = "#231a28"
FEAR_PAPER = "#efe6d6"


def _terror_badge(cx: float, cy: float, level: int) -> str:
    """The terror-level marker: a pointed shield with the Roman numeral."""
    fill = TERROR_COLOURS[min(level, 3) - 1] if level >= 1 else TERROR_COLOURS[0]
    label = ROMAN.get(level, str(level))
    return (
        f'<g class="cs-terror-badge"><title>Terror level {esc(label)}</title>'
        f'<path d="M{cx - 15:g} {cy - 17:g}h30v20l-15 14l-15-14z" fill="{fill}" '
        f'stroke="#e8d9ef" stroke-width="1.5"/>'
        f'<text x="{cx:g}" y="{cy + 1:g}" font-size="{14 if len(label) < 3 else 12}" '
        f'font-weight="bold" fill="#fff" text-anchor="middle" font-family="Georgia, serif">'
        f"{esc(label)}</text></g>"
    )


def fear_bands(texts: list[str], top: float, text_w: float
               ) -> list[tuple[float, float, int, list[str], float, float]]:
    """The terror-level bands of a fear card on the standard face: ``(top, height, level,
    lines, size, line height)``; the bands share the face's height (the room left spread
    evenly), and text too long for it steps down half a point at a time."""
    room = FACE_HEIGHT - 30 - top - 8 * max(0, len(texts) - 1)
    for size, lh in ((12.5, 16.0), (12.0, 15.0), (11.5, 14.5), (11.0, 14.0), (10.5, 13.0)):
        lines = [wrap(text, text_w, size, 0.47) for text in texts]
        natural = [max(58.0, 16 + len(band) * lh + 8) for band in lines]
        if sum(natural) <= room:
            break
    extra = max(0.0, room - sum(natural)) / max(1, len(texts))
    bands, y = [], top
    for i, (band, band_h) in enumerate(zip(lines, natural, strict=True)):
        bands.append((y, band_h + extra, i + 1, band, size, lh))
        y += band_h + extra + 8
    return bands


def fear_face(card: dict[str, Any], english: dict[str, str]) -> str:
    """The face of a fear card: name, then the three terror levels, each with its printed text
    as printed, on a dark card (the English rendered from the effects is below the face)."""
    width = 320
    name = scalar_text(card.get("name")) or scalar_text(card.get("id"))
    name_lines = wrap(name, 210, 18)[:2]
    levels = [lv if isinstance(lv, dict) else {} for lv in as_list(card.get("levels"))]
    text_x, text_w = 70, width - 70 - 22
    top = 72 + 16 * (len(name_lines) - 1)
    texts = [
        # no printed text: the rendering stands in
        scalar_text(level.get("text")) or english.get(f"levels[{i}].effect") or ""
        for i, level in enumerate(levels)
    ]
    bands = fear_bands(texts, top, text_w)
    height = FACE_HEIGHT
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="cs-card-face cs-fear-face" '
        f'viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
        f"aria-label={attr(name)} {FONT}>",
        f"<title>{esc(name)}</title>",
        f'<rect x="1" y="1" width="{width - 2}" height="{height - 2}" rx="16" '
        f'fill="{FEAR_FRAME}" stroke="#5b3f66" stroke-width="2"/>',
        f'<rect x="8" y="8" width="{width - 16}" height="{46 + 16 * (len(name_lines) - 1)}" '
        'rx="10" fill="#3a2743"/>',
        f'<g transform="translate(16 14) scale({34 / 24:g})"><title>Fear</title>'
        f'{icon_body("fear")}</g>',
        text_block(name_lines, width / 2 + 20, 37 if len(name_lines) == 1 else 29, 18, 17,
                   fill="#f6eefa", font_weight="bold", text_anchor="middle",
                   class_="cs-card-name"),
    ]
    for band_top, band_h, number, printed, size, lh in bands:
        out.append(
            f'<g class="cs-fear-band" data-level="{number}">'
            f'<rect x="12" y="{band_top:g}" width="{width - 24}" height="{band_h:g}" rx="8" '
            f'fill="{FEAR_PAPER}"/>'
            f'<path d="M12 {band_top + 8:g}a8 8 0 0 1 8-8h30v{band_h:g}h-30a8 8 0 0 1-8-8z" '
            f'fill="{TERROR_COLOURS[min(number, 3) - 1]}" fill-opacity="0.35"/>'
            + _terror_badge(35, band_top + band_h / 2 - 2, number)
            + text_block(printed, text_x, band_top + (band_h - len(printed) * lh) / 2 + size,
                         size, lh, fill="#1d1d1d", class_="cs-fear-printed")
        )
        out.append("</g>")
    out.append(
        f'<text x="{width / 2:g}" y="{height - 12}" font-size="11" letter-spacing="3" '
        f'fill="#cdb6d8" text-anchor="middle">FEAR CARD</text></svg>'
    )
    return "".join(out)
