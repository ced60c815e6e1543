"""X003: a unique power may live in a pack without its spirit when the spirit is in a pack it
depends on, or when the pack says the spirit is written elsewhere (``options:
{spirits_elsewhere: [...]}``); otherwise the unknown spirit is an error."""

from __future__ import annotations

from pathlib import Path

from cardsmith.tools.content.loader import load_pack
from cardsmith.tools.lint import run_rules

CARD = """\
id: example-gift
name: Example Gift
kind: unique
spirit: example-spirit
cost: 1
speed: fast
elements: [fire]
range: {from: presence, distance: 1}
target: {land: any}
text: "1 Fear."
effect: 1 fear
"""

SPIRIT = """\
id: example-spirit
name: Example Spirit
setup: {text: "1 Presence in land 1.", presence: [{count: 1, land: {number: 1}}]}
growth: [[{reclaim: all}]]
presence_tracks: {energy: [{energy: 1}], card_plays: [{plays: 1}]}
innates: []
unique_powers: [Example Gift]
"""


def _pack(root: Path, pack_id: str, extra: str = "", files: dict[str, str] | None = None) -> Path:
    root.mkdir(parents=True)
    (root / "pack.yaml").write_text(
        f"id: {pack_id}\nname: {pack_id}\nversion: 1.0.0\nruleset: spirit-island\n{extra}",
        encoding="utf-8",
    )
    for rel, text in (files or {}).items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    return root


def _codes(root: Path) -> set[str]:
    return {d.code for d in run_rules(load_pack(root)) if d.code.startswith("X")}


def test_unknown_spirit_is_an_error(tmp_path: Path) -> None:
    pack = _pack(tmp_path / "cards", "cards", files={"powers/unique/example-gift.yaml": CARD})
    assert _codes(pack) == {"X003"}


def test_spirit_declared_elsewhere(tmp_path: Path) -> None:
    extra = "options: {spirits_elsewhere: [example-spirit]}\n"
    files = {"powers/unique/example-gift.yaml": CARD}
    assert _codes(_pack(tmp_path / "cards", "cards", extra, files)) == set()
    other = "options: {spirits_elsewhere: [another-spirit]}\n"
    assert _codes(_pack(tmp_path / "more", "more", other, files)) == {"X003"}


def test_spirit_in_a_dependency(tmp_path: Path) -> None:
    _pack(tmp_path / "spirits", "spirits", files={"spirits/example-spirit.yaml": SPIRIT})
    depends = 'depends: [{id: spirits, version: ">=1.0.0"}]\n'
    cards = _pack(
        tmp_path / "cards", "cards", depends, files={"powers/unique/example-gift.yaml": CARD}
    )
    assert _codes(cards) == set()


def test_spirit_listing_cards_of_a_dependency(tmp_path: Path) -> None:
    _pack(tmp_path / "cards", "cards", "options: {spirits_elsewhere: [example-spirit]}\n",
          files={"powers/unique/example-gift.yaml": CARD})  # fmt: skip
    depends = 'depends: [{id: cards, version: ">=1.0.0"}]\n'
    spirits = _pack(
        tmp_path / "spirits", "spirits", depends, files={"spirits/example-spirit.yaml": SPIRIT}
    )
    assert _codes(spirits) == set()
