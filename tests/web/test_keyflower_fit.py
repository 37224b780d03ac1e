"""Keyflower's fit keeps its scale while the board grows into the room it left (issue 23):
the fit of the whole board leaves ``SPARE_CHIP_LINES`` lines of bid chips below it, and a
refit after a move (``show(..., keep=True)``) keeps the viewport while the board only grew
into that room, so a bid that adds a line of chips under the auction paints the auction
again and no village; once the board outgrows the room, or when asked (``keep`` False), the
viewport is the fit of the board as it is now."""

from __future__ import annotations

import pytest

from core.match import Match
from core.rng import Rng
from app.games.keyflower import drawing
from app.games.keyflower import layout as lay
from app.games.keyflower.board import SPARE_CHIP_LINES, Board
from tests.web.test_keyflower_layers import new_board, page, show, village_shows  # noqa: F401 (fixture)


def winter_bids() -> Match:
    """6 players, seed 6: random moves until the first bid of winter (the benchmark's)."""
    match = Match.new("keyflower", [f"P{i + 1}" for i in range(6)], {}, 6)
    rng = Rng(6, 7)
    while not (match.state.season == 3 and match.state.phase == "play"):
        moves = match.legal_moves()
        match.play(moves[rng.below(len(moves))])
    return match


def villages(view: dict) -> list:
    return [village_shows(view, seat) for seat in range(len(view["seats"]))]


def chip_lines(view: dict) -> int:
    return max([len(a["bids"]) for a in view["auction"]] + [0])


def fresh_fit(board: Board) -> tuple:
    other = new_board_like(board)
    return (other.vp.scale, other.vp.ox, other.vp.oy)


def new_board_like(board: Board) -> Board:
    other = Board(board.canvas)
    other.size, other.dpr, other.vp.width, other.vp.height = board.size, 1.0, board.size, board.size
    other.view, other.moves, other.layout = board.view, board.moves, board.layout
    other.show(board.focus)
    return other


@pytest.mark.parametrize("size", [640.0, 900.0])
def test_a_bid_that_adds_a_line_of_chips_keeps_the_scale_and_paints_the_auction_only(page, size):
    """At 640 px the fit is the readable minimum (villages partly out of sight, held by their
    layers beyond the canvas's edge); at 900 px above it (the spare room is used)."""
    match = winter_bids()
    board = new_board(match)
    board.resize(size, 1.0)
    board.show("all")
    drawing.draw(board)
    grew = 0
    for _ in range(12):
        if match.state.phase != "play":
            break
        before, vp = board.view, (board.vp.scale, board.vp.ox, board.vp.oy)
        bids = [m for m in match.legal_moves() if m.startswith("bid")]
        match.play(bids[len(bids) // 2])
        board.layers.painted.clear()
        show(board, match, before)
        assert board.focus == "all"
        now = (board.vp.scale, board.vp.ox, board.vp.oy)
        if now == vp:
            x0, y0, x1, y1 = lay.region(board.layout, "all")
            room = board._fitted[3]
            # kept only while the board lies in the room the fit left
            assert x0 >= room[0] - 1e-9 and y0 >= room[1] - 1e-9 and x1 <= room[2] + 1e-9
            if villages(board.view) == villages(before):
                assert board.layers.painted == ["auction"]
                grew += chip_lines(board.view) > chip_lines(before)
        else:
            assert now == fresh_fit(board)  # a new fit is the fit of the board as it is
    assert grew >= 2


def test_the_fit_of_the_whole_board_leaves_room_for_spare_chip_lines_and_a_fit_asked_for_is_fresh(page):
    match = winter_bids()
    board = new_board(match)
    board.resize(720.0, 1.0)
    board.show("all")
    x0, y0, x1, y1 = lay.region(board.layout, "all")
    assert board._fitted[3] == (x0, y0 - SPARE_CHIP_LINES * lay.CHIP_LINE, x1, y1)
    board.vp.scale *= 1.5  # the player zoomed: a refit after a move fits again
    board.show("all", keep=True)
    assert (board.vp.scale, board.vp.ox, board.vp.oy) == fresh_fit(board)
