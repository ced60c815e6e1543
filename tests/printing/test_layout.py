"""Sheet geometry: 3 × 3 standard cards on A4 and Letter, centred, marks outside every card and
its bleed, mirrored backs, panels at real size on a turned page."""

from __future__ import annotations

import pytest

from cardsmith.tools.printing.layout import (
    EDGE,
    UNPRINTABLE,
    LayoutError,
    card_grid,
    panel_grid,
    paper_size,
)

CARD = (63.0, 88.0)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_standard_cards_are_three_by_three_at_real_size(paper: str) -> None:
    grid = card_grid(paper_size(paper), CARD, 0)
    assert (grid.columns, grid.rows, grid.per_page) == (3, 3, 9)
    boxes = [grid.box(i) for i in range(9)]
    assert all((b.w, b.h) == CARD for b in boxes)
    width, height = paper_size(paper)
    left, right = boxes[0].x, boxes[-1].x + boxes[-1].w
    top, bottom = boxes[0].y, boxes[-1].y + boxes[-1].h
    assert left == pytest.approx(width - right) and top == pytest.approx(height - bottom)
    assert left >= EDGE and top >= EDGE
    assert right - left == pytest.approx(189) and bottom - top == pytest.approx(264)


@pytest.mark.parametrize(("paper", "bleed"), [("a4", 0), ("a4", 1.5), ("letter", 0),
                                              ("letter", 3)])
def test_crop_marks_lie_outside_every_card_and_bleed(paper: str, bleed: float) -> None:
    grid = card_grid(paper_size(paper), CARD, bleed)
    bleeds = [grid.box(i).grown(bleed) for i in range(grid.per_page)]
    marks = grid.marks()
    assert marks
    width, height = grid.paper
    for x1, y1, x2, y2 in marks:
        assert x1 == x2 or y1 == y2  # straight
        for x, y in ((x1, y1), (x2, y2), ((x1 + x2) / 2, (y1 + y2) / 2)):
            assert UNPRINTABLE <= x <= width - UNPRINTABLE
            assert UNPRINTABLE <= y <= height - UNPRINTABLE
            assert not any(b.x < x < b.x + b.w and b.y < y < b.y + b.h for b in bleeds)
    # every corner of every card lies on a marked cut line, across and along
    xs = {round(x1, 3) for x1, _, x2, _ in marks if x1 == x2}
    ys = {round(y1, 3) for _, y1, _, y2 in marks if y1 == y2}
    for box in (grid.box(i) for i in range(grid.per_page)):
        assert {round(box.x, 3), round(box.x + box.w, 3)} <= xs
        assert {round(box.y, 3), round(box.y + box.h, 3)} <= ys


def test_a_part_page_marks_only_its_own_cards() -> None:
    grid = card_grid(paper_size("a4"), CARD, 0)
    two = grid.marks(2)  # the first two cards of the top row
    first, second = grid.box(0), grid.box(1)
    assert {round(x1, 3) for x1, _, x2, _ in two if x1 == x2} == {
        round(v, 3) for v in (first.x, second.x, second.x + second.w)}
    assert {round(y1, 3) for _, y1, _, y2 in two if y1 == y2} == {
        round(v, 3) for v in (first.y, first.y + first.h)}
    bottom = first.y + first.h
    assert all(max(y1, y2) < first.y or min(y1, y2) > bottom
               for x1, y1, x2, y2 in two if x1 == x2)  # column marks above and below the row


def test_backs_mirror_left_to_right() -> None:
    grid = card_grid(paper_size("a4"), CARD, 1)
    assert grid.columns == 3
    for i in range(9):
        front, back = grid.box(i), grid.back_box(i)
        assert back.y == front.y
        assert back.x + back.w == pytest.approx(grid.paper[0] - front.x)
    assert grid.back_box(0).x == pytest.approx(grid.box(2).x)  # column 1 behind column 3


def test_bleed_shrinks_the_grid_only_when_it_must() -> None:
    assert card_grid(paper_size("a4"), CARD, 1.5).per_page == 9
    assert card_grid(paper_size("a4"), CARD, 3).per_page == 6
    assert card_grid(paper_size("letter"), CARD, 0.5).per_page == 9
    assert card_grid(paper_size("letter"), CARD, 3).per_page == 4


def test_mini_cards_fit_more_per_page() -> None:
    assert card_grid(paper_size("a4"), (44, 68), 0).per_page == 16
    assert card_grid(paper_size("letter"), (44, 68), 0).per_page == 12


def test_a_wide_panel_turns_the_page_and_keeps_real_size() -> None:
    grid = panel_grid(paper_size("a4"), (254, 178), 0)
    assert grid.landscape and grid.paper == (297, 210) and grid.scale == 1
    assert grid.box(0).w == 254 and grid.box(0).h == 178
    tall = panel_grid(paper_size("a4"), (150, 250), 0)
    assert not tall.landscape and tall.scale == 1


def test_an_oversized_panel_is_scaled_to_fit() -> None:
    grid = panel_grid(paper_size("letter"), (400, 300), 0)
    assert 0 < grid.scale < 1
    box = grid.box(0)
    assert box.x >= EDGE and box.x + box.w <= grid.paper[0] - EDGE + 1e-9
    assert box.w / box.h == pytest.approx(400 / 300)


def test_errors() -> None:
    with pytest.raises(LayoutError, match="unknown paper"):
        paper_size("a5")
    with pytest.raises(LayoutError, match="does not fit"):
        card_grid(paper_size("a4"), (300, 88), 0)
