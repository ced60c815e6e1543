"""``clean_ops`` on a record from the record cache: the pickled record keeps no syntax tree
(``cardsmith publish`` caches records no lint rule has read), so the field is compiled from its
text again — the text check of a later lint no longer fails with a KeyError."""

from __future__ import annotations

import pickle
from pathlib import Path

from cardsmith.rulesets.spirit_island.lint.words import clean_ops
from cardsmith.tools.content.loader import load_pack

JAGGED = Path(__file__).resolve().parents[3] / "content" / "jagged-earth"
RUSSIA_ESCALATION = [
    {
        "op": "each_board",
        "do": [
            {
                "op": "in_lands",
                "quant": "one",
                "lands": {"where": [{"has": {"kinds": ["beasts"]}, "at_least": 1}]},
                "do": [{"op": "add", "count": {"n": 2}, "pieces": {"kinds": ["explorer"]}}],
            }
        ],
    }
]


def test_a_cached_record_is_compiled_from_its_text() -> None:
    record = load_pack(JAGGED).catalog.by_id("russia", "adversary")
    assert record is not None
    cached = pickle.loads(pickle.dumps(record))  # as the record cache stores it
    assert cached.ast == {} and cached.field_ops == {}
    assert clean_ops(cached, "escalation.effect") == RUSSIA_ESCALATION
    assert clean_ops(record, "escalation.effect") == RUSSIA_ESCALATION
