"""``cardsmith explain`` shows a record's ``unexpressed`` texts (the printed rules its effect does
not say yet), in the text and the JSON form."""

from __future__ import annotations

from pathlib import Path

from cardsmith.tools.authoring.explain import explain_data, explain_text, find_record

CARD = """\
id: example-card
name: Example Card
kind: minor
cost: 1
speed: fast
elements: [fire]
range: {from: presence, distance: 1}
target: {land: any}
text: "1 Fear. Swap two cards."
effect: 1 fear
unexpressed: ["Swap two cards."]
"""


def test_explain_shows_unexpressed(tmp_path: Path) -> None:
    (tmp_path / "pack.yaml").write_text(
        "id: p\nname: P\nversion: 1.0.0\nruleset: spirit-island\n", encoding="utf-8"
    )
    card = tmp_path / "powers" / "minor" / "example-card.yaml"
    card.parent.mkdir(parents=True)
    card.write_text(CARD, encoding="utf-8")
    record, _ = find_record(str(card))
    assert explain_data(record)["unexpressed"] == ["Swap two cards."]
    text = explain_text(record)
    assert "Unexpressed" in text and "  - Swap two cards." in text
