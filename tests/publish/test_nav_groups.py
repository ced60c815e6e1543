"""A long section's pages are listed in the nav in groups of at most GROUP (each page draws its
own group with navigation.prune, not every card of the site)."""

from __future__ import annotations

from cardsmith.tools.publish.nav_groups import GROUP, grouped


def pages(names: list[str]) -> list[tuple[str, str]]:
    return [(name, f"cards/{i}.md") for i, name in enumerate(names)]


def test_a_short_list_is_the_pages_themselves() -> None:
    assert grouped(pages(["Aa", "Bb", "Cc"])) == ["cards/0.md", "cards/1.md", "cards/2.md"]


def test_a_long_list_is_cut_into_groups_named_by_their_initials() -> None:
    names = sorted([f"{letter}{i:02d}" for letter in "ABCDE" for i in range(20)])  # 100 pages
    groups = grouped(pages(names))
    assert [next(iter(g)) for g in groups] == ["A–B", "C–D", "E"]
    assert [len(next(iter(g.values()))) for g in groups] == [GROUP, GROUP, 100 - 2 * GROUP]
    flat = [path for g in groups for path in next(iter(g.values()))]
    assert flat == [f"cards/{i}.md" for i in range(100)]  # every page once, in order


def test_groups_with_the_same_initials_are_numbered() -> None:
    names = [f"Synthetic Card {i:05d}" for i in range(2 * GROUP + 1)]
    assert [next(iter(g)) for g in grouped(pages(names))] == ["S", "S (2)", "S (3)"]


def test_a_group_name_is_escaped_for_the_theme_that_prints_it_raw() -> None:
    names = [f"<b{i:02d}" for i in range(GROUP)] + [f"&c{i:02d}" for i in range(GROUP)]
    assert [next(iter(g)) for g in grouped(pages(names))] == ["&#60;", "&#38;"]
