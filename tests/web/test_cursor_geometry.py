"""Native tests of the keyboard cursor's geometry (``app.keyboard``): an arrow key moves to
the nearest square in its direction, straight ahead before diagonal, on square grids and on
boards whose squares are not a grid."""

from __future__ import annotations

import pytest

from app.keyboard import DIRECTIONS, first_square, middle, next_square


def grid(columns: str = "abcdef", rows: int = 6, cell: float = 50.0, margin: float = 20.0):
    """Squares of a grid board in reading order (top row first), as ``GridBoard`` names and
    places them: (name, x, y) with y growing downwards."""
    return [(f"{col}{row}", margin + (i + 0.5) * cell, margin + (rows - row + 0.5) * cell)
            for row in range(rows, 0, -1) for i, col in enumerate(columns)]


def at(points, name):
    return next((x, y) for n, x, y in points if n == name)


@pytest.mark.parametrize("key, expected", [("ArrowRight", "d4"), ("ArrowLeft", "b4"),
                                           ("ArrowUp", "c5"), ("ArrowDown", "c3")])
def test_an_arrow_moves_one_square_straight_ahead(key, expected):
    points = grid()
    assert next_square(points, at(points, "c4"), DIRECTIONS[key], "c4") == expected


@pytest.mark.parametrize("start, key", [("f4", "ArrowRight"), ("a1", "ArrowLeft"),
                                        ("c6", "ArrowUp"), ("e1", "ArrowDown")])
def test_at_the_edge_there_is_no_square_ahead(start, key):
    points = grid()
    assert next_square(points, at(points, start), DIRECTIONS[key], start) is None


def test_a_square_straight_ahead_beats_a_closer_one_to_the_side():
    # a: far ahead on the same line; b: closer ahead but well to the side
    points = [("a", 250.0, 100.0), ("b", 160.0, 160.0), ("o", 100.0, 100.0)]
    assert next_square(points, (100.0, 100.0), DIRECTIONS["ArrowRight"], "o") == "a"
    # with nothing on the line, the nearest square ahead to the side is taken
    assert next_square(points[1:], (100.0, 100.0), DIRECTIONS["ArrowRight"], "o") == "b"


def test_squares_behind_or_level_are_never_ahead():
    points = [("left", 40.0, 100.0), ("level", 100.0, 160.0), ("o", 100.0, 100.0)]
    assert next_square(points, (100.0, 100.0), DIRECTIONS["ArrowRight"], "o") is None
    assert next_square(points, (100.0, 100.0), DIRECTIONS["ArrowDown"], "o") == "level"


def test_walking_right_visits_a_row_in_order_and_stops_at_its_end():
    points = grid()
    here, seen = "a3", ["a3"]
    while (step := next_square(points, at(points, here), DIRECTIONS["ArrowRight"], here)):
        here = step
        seen.append(here)
    assert seen == ["a3", "b3", "c3", "d3", "e3", "f3"]


def test_from_the_middle_a_tie_goes_to_the_square_first_in_reading_order():
    points = grid(cell=53.37, margin=17.3)  # awkward sizes: float noise must not break ties
    centre = middle(points)
    assert centre == pytest.approx(((points[0][1] + points[-1][1]) / 2,
                                    (points[0][2] + points[-1][2]) / 2))
    # right of the middle of a 6x6 board lie d4 and d3 at the same distance: d4 reads first
    assert next_square(points, centre, DIRECTIONS["ArrowRight"]) == "d4"
    assert next_square(points, centre, DIRECTIONS["ArrowUp"]) == "c4"
    assert next_square(points, centre, DIRECTIONS["ArrowDown"]) == "c3"


def test_boards_that_are_not_grids_work_by_geometry():
    # a row of plots offset like a hex board: down from "m" goes to the nearer of the two below
    points = [("m", 100.0, 100.0), ("sw", 70.0, 150.0), ("se", 135.0, 150.0), ("far", 100.0, 260.0)]
    assert next_square(points, (100.0, 100.0), DIRECTIONS["ArrowDown"], "m") == "sw"
    assert first_square(points, (130.0, 140.0)) == "se"
    assert first_square([], (0.0, 0.0)) is None
    assert middle([]) == (0.0, 0.0)
