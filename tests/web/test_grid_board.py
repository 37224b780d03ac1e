"""The square-grid geometry the Stad en Land and Eden boards share (app.grid_board), with a
stand-in canvas: squares map to points and back, the margin holds no square, DPR scales."""

from __future__ import annotations

from types import SimpleNamespace

from app.grid_board import GridBoard
from core.match import Match


class Recorder:
    """A 2D context that records the lines drawn."""

    def __init__(self) -> None:
        self.moves: list[tuple[float, float, float, float]] = []
        self.strokes = 0

    def beginPath(self):  # noqa: N802 (canvas API names)
        self.at = None

    def moveTo(self, x, y):  # noqa: N802
        self.at = (x, y)

    def lineTo(self, x, y):  # noqa: N802
        self.moves.append((*self.at, x, y))

    def stroke(self):
        self.strokes += 1


def board(cells: int, size: float, dpr: float) -> GridBoard:
    ctx = Recorder()
    canvas = SimpleNamespace(style=SimpleNamespace(), width=0, height=0, getContext=lambda kind: ctx)
    b = type("Grid", (GridBoard,), {"CELLS": cells})(canvas)
    assert b.resize(size, dpr)
    return b


def test_every_square_centre_maps_back_to_its_square():
    for cells, size, dpr in ((6, 360, 2.0), (7, 500, 1.0), (7, 121.7, 3.0)):
        b = board(cells, size, dpr)
        for col in range(cells):
            for row in range(1, cells + 1):
                assert b.cell_at(*b.cell_center(col, row)) == (col, row)
        # row 1 is the bottom row, column 0 the left one
        (x0, y0), (x1, y1) = b.cell_center(0, 1), b.cell_center(cells - 1, cells)
        assert x0 < x1 and y0 > y1


def test_margin_and_outside_hold_no_square_and_dpr_sets_the_backing_store():
    b = board(6, 360, 2.0)
    assert b.margin == round(360 * GridBoard.MARGIN) and b.cell == (360 - 2 * b.margin) / 6
    assert b.cell_at(b.margin / 2, 180) is None and b.cell_at(359, 359) is None
    assert b.cell_at(-5, 100) is None
    assert (b.canvas.width, b.canvas.height, b.canvas.style.width) == (720, 720, "360px")
    assert not b.resize(360, 2.0)  # nothing changed
    assert b.resize(360, 1.0) and b.canvas.width == 360


def test_grid_lines_run_along_every_square_edge_in_one_stroke():
    b = board(7, 500, 1.0)
    b.stroke_grid("#333")
    lines, m, c = b.ctx.moves, b.margin, b.cell
    assert b.ctx.strokes == 1 and b.ctx.strokeStyle == "#333" and len(lines) == 2 * 8
    vertical = sorted(x0 for x0, y0, x1, y1 in lines if x0 == x1)
    horizontal = sorted(y0 for x0, y0, x1, y1 in lines if y0 == y1)
    assert vertical == horizontal == [m + i * c for i in range(8)]
    assert all({y0, y1} == {m, m + 7 * c} for x0, y0, x1, y1 in lines if x0 == x1)


def test_the_view_sets_the_grid_and_the_square_names():
    """A board sized before its first view gets its squares from ``view["grid"]``; names
    and centres then go both ways, in either case of the column letter."""
    for game, players, seed in (("stad-en-land", 2, 4), ("eden", 3, 1)):
        match = Match.new(game, ["a", "b", "c"][:players], {}, seed)
        view = match.game.view(match.state, None)
        b = board(0, 420, 1.0)
        assert b.cell == 0.0  # no grid before the view
        b.set_position(view, None)
        columns, rows = view["grid"]["columns"], view["grid"]["rows"]
        assert b.CELLS == rows == len(columns) and b.cell == (420 - 2 * b.margin) / rows
        for col, letter in enumerate(columns):
            for row in range(1, rows + 1):
                name = letter + str(row)
                assert b.square_name(col, row) == name
                assert b.square_at(*b.center(name)) == name
                assert b.square_cell(name.swapcase()) == (col, row)


def test_the_hint_marks_are_one_path_stroked_once_per_colour():
    """``grid_board.hint_frames`` (Eden, New England, Stad en Land): a frame per hinted square,
    all in one path stroked once for the halo and once for the dashes (issue 23: two strokes
    a square before); each frame is where ``hint_frame`` puts a single one."""
    from app.grid_board import hint_frame, hint_frames
    from tests.web.test_canvas import Ctx

    centres = [(20.0 + 40 * i, 30.0 + 10 * (i % 3)) for i in range(12)]
    many = Ctx()
    hint_frames(many, centres, 40.0)
    assert [op[0] for op in many.log].count("stroke") == 2
    assert [op[0] for op in many.log].count("beginPath") == 1
    starts = [op[1:] for op in many.log if op[0] == "moveTo"]
    assert len(starts) == len(centres)
    for (x, y), start in zip(centres, starts):
        one = Ctx()
        hint_frame(one, x, y, 40.0)
        assert [op[1:] for op in one.log if op[0] == "moveTo"] == [start]
    empty = Ctx()
    hint_frames(empty, [], 40.0)
    assert empty.log == []
