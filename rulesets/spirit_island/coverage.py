"""The "Cards from every set" page of the docs: per shipped Spirit Island pack, how many power
and fear cards there are, how many the effect language says whole (no ``unexpressed:``), how
many scenarios test them, and the printed sentences still waiting for the language; then the
same for the aspects (per pack and per set).

    python -m cardsmith.rulesets.spirit_island.coverage rulesets/spirit_island/docs/sets.md

The generated part sits between two marker comments; a test fails when it is out of date.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from cardsmith.tools.authoring.generated import refresh_block, splice
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.loader import load_pack
from cardsmith.tools.scenarios.suite import load_scenarios

BEGIN = ("<!-- BEGIN generated coverage: python -m cardsmith.rulesets.spirit_island.coverage "
         "rulesets/spirit_island/docs/sets.md -->")
END = "<!-- END generated coverage -->"

#: the shipped Spirit Island packs, in the order of the sets' publication
PACKS = (
    "horizons",
    "base-game",
    "branch-and-claw",
    "promo-packs",
    "jagged-earth",
    "nature-incarnate",
)

CONTENT = Path(__file__).resolve().parents[2] / "content"


@dataclass(frozen=True)
class PackCoverage:
    """One pack's figures and its cards that still carry free text."""

    pack: str
    cards: int
    expressed: int
    scenarios: int
    missing: tuple[tuple[str, tuple[str, ...]], ...]
    #: the pack's aspects: ``(name, set, fully expressed)``
    aspects: tuple[tuple[str, str, bool], ...] = ()

    @property
    def share(self) -> float:
        """The share of cards with no ``unexpressed:`` text."""
        return self.expressed / self.cards if self.cards else 1.0


def _free_text(record: Record) -> tuple[str, ...]:
    value = record.get("unexpressed")
    return tuple(str(v) for v in value) if isinstance(value, list) else ()


def pack_coverage(root: Path) -> PackCoverage:
    """The coverage figures of the pack at ``root``."""
    catalog = load_pack(root).catalog
    cards = [*catalog.of_kind("power"), *catalog.of_kind("fear")]
    missing = tuple(
        sorted((str(c.get("name")), _free_text(c)) for c in cards if _free_text(c))
    )
    tests = root / "tests"
    scenarios = len(load_scenarios([tests]).scenarios) if tests.is_dir() else 0
    aspects = tuple(sorted((str(a.get("name")), str(a.get("set") or ""), not _free_text(a))
                           for a in catalog.of_kind("aspect")))
    return PackCoverage(root.name, len(cards), len(cards) - len(missing), scenarios, missing,
                        aspects)


def _aspect_lines(packs: list[PackCoverage]) -> list[str]:
    """The aspects' table: per pack how many, how many fully expressed, and their sets."""
    held = [p for p in packs if p.aspects]
    if not held:
        return []
    lines = ["### Aspects", "", "| pack | aspects | fully expressed | sets |",
             "|---|---:|---:|---|"]
    every = [a for p in held for a in p.aspects]
    for p in held:
        sets = sorted({s for _, s, _ in p.aspects})
        count = ", ".join(f"{s} {sum(1 for _, x, _ in p.aspects if x == s)}" for s in sets)
        done = sum(1 for *_, ok in p.aspects if ok)
        lines.append(f"| `{p.pack}` | {len(p.aspects)} | {done} | {count} |")
    done = sum(1 for *_, ok in every if ok)
    lines += [f"| **all** | {len(every)} | {done} | |", "",
              "Fully expressed: " + (", ".join(n for n, _, ok in sorted(every) if ok) or "none")
              + ".", ""]
    return lines


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def page(packs: list[PackCoverage]) -> str:
    """Markdown: the coverage table, then each card still carrying free text."""
    lines = [BEGIN, "", "| pack | cards | fully expressed | share | scenarios |",
             "|---|---:|---:|---:|---:|"]
    for p in packs:
        lines.append(f"| `{p.pack}` | {p.cards} | {p.expressed} | {p.share:.0%} | {p.scenarios} |")
    cards = sum(p.cards for p in packs)
    expressed = sum(p.expressed for p in packs)
    share = expressed / cards if cards else 1.0
    scenarios = sum(p.scenarios for p in packs)
    lines += [f"| **all** | {cards} | {expressed} | {share:.0%} | {scenarios} |", ""]
    for p in packs:
        if not p.missing:
            continue
        lines += [f"### Still in free text: `{p.pack}`", ""]
        for name, texts in p.missing:
            lines.append(f"- **{_cell(name)}** — " + " / ".join(f"“{_cell(t)}”" for t in texts))
        lines.append("")
    lines += _aspect_lines(packs)
    lines.append(END)
    return "\n".join(lines)


def rewrite(text: str, packs: list[PackCoverage]) -> str:
    """``text`` with its generated section replaced (appended when missing)."""
    return splice(text, page(packs), BEGIN, END)


def shipped() -> list[PackCoverage]:
    """The coverage of every shipped Spirit Island pack."""
    return [pack_coverage(CONTENT / name) for name in PACKS if (CONTENT / name).is_dir()]


def main(argv: list[str]) -> int:
    """Rewrite the page named in ``argv``; with ``--check`` exit 1 when it is stale."""
    check = "--check" in argv
    paths = [a for a in argv if a != "--check"]
    if len(paths) != 1:
        print("usage: python -m cardsmith.rulesets.spirit_island.coverage [--check] "
              "rulesets/spirit_island/docs/sets.md",
              file=sys.stderr)
        return 2
    path = Path(paths[0])
    changed = refresh_block(path, page(shipped()), BEGIN, END, check=check)
    if check and changed:
        print(f"{path} is out of date: "
              f"run python -m cardsmith.rulesets.spirit_island.coverage {path}")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
