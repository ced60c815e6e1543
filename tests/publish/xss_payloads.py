"""Packs whose content carries script payloads, shared by the publish tests and the browser tests.

Two packs:

* :func:`make_payload_pack` — the publish fixture pack with Markdown-link and HTML payloads in
  every field that reaches a page (names, ids, elements, element counts, printed text, growth,
  presence tracks, boards, invader cards, file names). Many of these would not lint (unknown
  elements, string counts); the publish library is called on it directly.
* :func:`make_clean_payload_pack` — a pack that lints with 0 errors and 0 warnings, with a card
  file named ``[source](javascript:alert(1)).yaml`` and payloads in the pack's and the card's
  names and texts: the end-to-end case (``cardsmith lint`` then ``cardsmith publish``).

An attack succeeded if the built HTML has an ``on*`` attribute (none of the theme's own pages
have one), a ``javascript:`` URL, or a script element made from content.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import yaml

FIXTURE_PACK = Path(__file__).parent / "pack"

#: an element name that became a real ``onmouseover`` on the element icon
LINK_ON = "[l](onmouseover=document.title=1//)"
#: an innate level's element count that became a clickable ``javascript:`` link
LINK_JS = "[c](javascript:alert(1))"
IMG = "<img src=x onerror=alert(1)>"
BREAKOUT = '"><script>alert(1)</script>'
ATTR_BREAKOUT = "\" onmouseover=\"document.title='attr'\" x=\""
#: every payload; all of them must show up as text, never as markup
PAYLOADS = (LINK_ON, LINK_JS, IMG, BREAKOUT, ATTR_BREAKOUT)
#: the lint-clean card file name that became a ``javascript:`` "Source file" link
SOURCE_FILE = "[source](javascript:alert(1)).yaml"
#: a second hostile file name for the payload pack (file names cannot hold ``/``)
SVG_FILE = '"><svg onload=alert(1)>.yaml'
ALL = " ".join(PAYLOADS)

#: slug of the payload power card's page (``cards/<slug>/``)
POWER_SLUG = "l-onmouseover-document-title-1-img-src-x-onerror-alert-1"
#: the spirit's page (its name is kept: the unique powers point at its id)
SPIRIT_SLUG = "sun-bright-whirlwind"


def _edit(path: Path, change: Any) -> None:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")


def _power(data: dict[str, Any]) -> None:
    data.update({
        "id": LINK_JS,
        "name": f"{LINK_ON} {IMG}",
        "cost": LINK_JS,
        "elements": ["fire", LINK_ON, IMG, BREAKOUT, ATTR_BREAKOUT, LINK_JS],
        "text": ALL,
    })
    data["threshold"] = {"elements": {LINK_ON: LINK_JS, "sun": BREAKOUT}, "text": ALL,
                         "effect": "destroy 1 city"}


def _spirit(data: dict[str, Any]) -> None:
    data["setup"]["text"] = ALL
    data["special_rules"][0]["name"] = LINK_JS
    data["special_rules"][0]["text"] = ALL
    data["growth"][0] += [{"gain_element": LINK_ON}, {"gain_card": LINK_JS},
                          {"gain_energy": BREAKOUT}]
    data["presence_tracks"]["energy"][2] = {"element": LINK_ON}
    data["presence_tracks"]["card_plays"][0] = {"plays": LINK_JS, "element": IMG}
    innate = data["innates"][0]
    innate["name"] = f"{LINK_ON} {BREAKOUT}"
    innate["levels"][0]["elements"] = {"sun": LINK_JS, LINK_ON: 2, IMG: BREAKOUT}
    innate["levels"][0]["text"] = ALL
    data["unique_powers"].append(LINK_JS)


def _fear(data: dict[str, Any]) -> None:
    data["name"] = f"{LINK_JS} {ATTR_BREAKOUT}"
    for level in data["levels"]:
        level["text"] = ALL


def _board(data: dict[str, Any]) -> None:
    data["name"] = f"{LINK_ON} {IMG}"
    data["lands"][0]["terrain"] = LINK_JS
    data["lands"][1]["setup"] = {LINK_ON: LINK_JS}


def _invader(data: dict[str, Any]) -> None:
    data["name"] = f"{LINK_JS} {BREAKOUT}"
    data["terrains"] = [LINK_ON, IMG]


def _pack(data: dict[str, Any]) -> None:
    data["name"] = f"Payloads {LINK_JS}"
    data["description"] = ALL


def make_payload_pack(root: Path) -> Path:
    """The fixture pack with a payload in every field that reaches a page (does not lint)."""
    pack = root / "payload-pack"
    shutil.copytree(FIXTURE_PACK, pack)
    minor = pack / "powers" / "minor"
    _edit(minor / "drought.yaml", _power)
    (minor / "drought.yaml").rename(minor / SVG_FILE)
    (minor / "steam-vents.yaml").rename(minor / SOURCE_FILE)
    _edit(pack / "spirits" / "sun-bright-whirlwind.yaml", _spirit)
    _edit(pack / "fear" / "isolation.yaml", _fear)
    _edit(pack / "boards" / "a.yaml", _board)
    _edit(pack / "invaders" / "stage-2-coastal.yaml", _invader)
    _edit(pack / "pack.yaml", _pack)
    return pack


#: the clean card's printed text (a JSON string is a YAML double-quoted scalar)
CLEAN_TEXT = f"1 Fear. [t](javascript:alert(1)) {LINK_ON} {BREAKOUT}"
CLEAN_CARD = f"""\
id: clean-card
name: "Clean Card [n](javascript:alert(1)) <img src=x onerror=alert(1)>"
kind: minor
cost: 1
speed: fast
elements: [fire]
range: {{from: presence, distance: 1}}
target: {{land: any}}
text: {json.dumps(CLEAN_TEXT)}
effect: fear 1
"""
CLEAN_PACK = """\
id: clean-payloads
name: "Clean [p](javascript:alert(1))"
version: 1.0.0
ruleset: spirit-island
description: "<img src=x onerror=alert(1)> [d](javascript:alert(1))"
"""
#: slug of the clean pack's card page
CLEAN_SLUG = "clean-card-n-javascript-alert-1-img-src-x-onerror-alert-1"


def make_clean_payload_pack(root: Path) -> Path:
    """A pack that lints clean, with the card file ``[source](javascript:alert(1)).yaml``."""
    pack = root / "clean-pack"
    (pack / "powers" / "minor").mkdir(parents=True)
    (pack / "pack.yaml").write_text(CLEAN_PACK, encoding="utf-8")
    (pack / "powers" / "minor" / SOURCE_FILE).write_text(CLEAN_CARD, encoding="utf-8")
    return pack
