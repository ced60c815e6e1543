"""The ``printing`` hook: every card kind prints as a standard card (63 × 88 mm) with the face
the site draws (``pages/faces.py``) and a back that names the kind and says "sample card"."""

from __future__ import annotations

from cardsmith.rulesets.elder_sign.kinds import KINDS
from cardsmith.rulesets.elder_sign.pages.faces import COLOURS, KIND_LABELS, card_face
from cardsmith.tools.content.catalog import Catalog, Record
from cardsmith.tools.printing.api import PrintKind, PrintSpec
from cardsmith.tools.publish.svg import FONT, text_block


def face(record: Record, catalog: Catalog) -> str:
    """The card's face (the site's)."""
    return card_face(record)


def back(record: Record, catalog: Catalog) -> str:
    """The back of a card: the kind's colour, the kind, the sample mark."""
    colour = COLOURS.get(record.kind, "#444")
    label = KIND_LABELS.get(record.kind, record.kind)
    return "".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 419" width="300" '
        f'height="419" {FONT}>',
        f'<rect x="1" y="1" width="298" height="417" rx="14" fill="{colour}"/>',
        '<rect x="18" y="18" width="264" height="383" rx="10" fill="none" stroke="#efe6d2" '
        'stroke-width="3"/>',
        text_block(["ELDER SIGN"], 150, 190, 26, 30, fill="#efe6d2", font_weight="bold",
                   text_anchor="middle"),
        text_block([label], 150, 226, 16, 20, fill="#efe6d2", text_anchor="middle"),
        text_block(["sample card — not an official text"], 150, 370, 11, 14, fill="#efe6d2",
                   text_anchor="middle"),
        "</svg>",
    ])


PRINTING = PrintSpec(kinds=tuple(
    PrintKind(kind=k.name, title=k.title, face=face, back=back, background="#efe6d2")
    for k in KINDS))
