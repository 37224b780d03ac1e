"""Carcassonne's tiles layer (issue 23): the placing tap's picture is the kept picture of the
board before it with the new tile painted over it, equal to the board painted afresh; the
follower step's zoom keeps the picture from before it, so coming back paints one tile; the
followers layer is kept when a tile is placed without one."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from app import page as app_page
from app import open_board
from app.games.carcassonne import board as board_module
from app.games.carcassonne.board import Board
from core.match import Match
from tests.web.test_board_layers import Counting
from tests.web.test_canvas import Canvas


@pytest.fixture
def page(monkeypatch):
    monkeypatch.setattr(app_page, "window", SimpleNamespace(performance=SimpleNamespace(now=lambda: 0.0)))
    monkeypatch.setattr(open_board, "attach", lambda *args: [])


def new_board() -> Board:
    canvas = Canvas()
    canvas.style = SimpleNamespace()
    board = Board(canvas)
    board.layers = Counting()
    board.resize(600.0, 1.0)
    return board


def show(board: Board, match: Match) -> None:
    board.set_position(match.game.view(match.state, None), None)
    board.select(None, tuple(match.game.move_data(match.state)))
    board.draw()


def tiles_picture(board: Board) -> list:
    """What the tiles layer shows: its ops since it was last cleared, without the transforms
    (a painting over a kept picture sets them again)."""
    layer = board.layers.layers["tiles"][0]
    log = layer.canvas.ctx.log
    start = max(i for i, op in enumerate(log) if op[0] == "clearRect")
    return [op for op in log[start + 1:] if op[0] not in ("setTransform", "flush")]


def followers(view: dict) -> list:
    """The followers as drawn: seat, segment, and the piece they stand on."""
    pieces = view["pieces"]
    return [(f["seat"], f["seg"], pieces[f["piece"]]["name"], pieces[f["piece"]]["x"],
             pieces[f["piece"]]["y"], pieces[f["piece"]]["rot"]) for f in view["followers"]]


def clears(layer) -> int:
    return sum(1 for op in layer.canvas.ctx.log if op[0] == "clearRect")


def test_a_placed_tile_is_painted_over_the_kept_picture_as_the_whole_board_would_be(page):
    match = Match.new("carcassonne", ["A", "B", "C"], {}, 3)
    rng = random.Random(3)
    board = new_board()
    grown = kept = 0
    for _ in range(120):
        if match.over:
            break
        show(board, match)
        n = len(board.view["pieces"])
        zoomed = rng.random() < 0.5
        if zoomed:  # the follower step's zoom and back, with the move
            old = board.vp.scale, board.vp.ox, board.vp.oy
            board.vp.zoom_at(300, 300, 2.0)
            board.draw()
            board.vp.scale, board.vp.ox, board.vp.oy = old
        cleared = {id(x): clears(x) for x in board.layers.layers["tiles"]}
        standing = followers(board.view)
        match.play(rng.choice(match.legal_moves()))
        scale = board.vp.scale, board.vp.ox, board.vp.oy
        board.layers.painted.clear()
        show(board, match)
        fresh = new_board()
        show(fresh, match)
        fresh.vp.scale, fresh.vp.ox, fresh.vp.oy = board.vp.scale, board.vp.ox, board.vp.oy
        fresh.layers.layers.clear()
        fresh.draw()
        assert tiles_picture(board) == tiles_picture(fresh)
        if len(board.view["pieces"]) > n and (board.vp.scale, board.vp.ox, board.vp.oy) == scale:
            if followers(board.view) == standing:  # a tile placed without a follower
                assert "followers" not in board.layers.painted
                kept += 1
            now = board.layers.layers["tiles"][0]
            assert clears(now) == cleared.get(id(now))  # painted over, not painted again
            grown += 1
    assert grown > 20 and kept > 5


def test_a_pennant_is_drawn_in_no_seats_colour():
    """Issue 24: pennants drawn as blue shields looked like Blue's pieces. A pennant's fill
    is far from every seat's follower colour (more than a quarter of the RGB range in some
    channel), and neither its fill nor its edge is blue."""
    from app.games.carcassonne import paint

    def rgb(colour: str) -> tuple[int, ...]:
        return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))

    for mine in (paint.PENNANT, paint.PENNANT_EDGE):
        r, g, b = rgb(mine)
        assert not (b > r and b > g), mine
    for seat in paint.SEAT_FILL:
        assert max(abs(x - y) for x, y in zip(rgb(paint.PENNANT), rgb(seat))) > 64, seat
