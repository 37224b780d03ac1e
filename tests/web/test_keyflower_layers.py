"""Keyflower's board in layers keyed on what each draws (issue 23): the auction with the
boats, and each village. Along a 6-player playout a layer is painted again when the part of
the view it draws changed and kept when it did not (a bid paints the auction only, a worker
placed in a village that village only), a village that only moved is put at its new place
without painting, and what the page's test hooks report of a kept layer equals what a board
drawn afresh reports."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from app import page as app_page
from app import open_board
from app.games.keyflower import board as board_module
from app.games.keyflower import drawing
from app.games.keyflower import input as inputs
from app.games.keyflower.board import Board
from core.match import Match
from tests.web.test_board_layers import Counting
from tests.web.test_canvas import Canvas


class Gradient:
    def addColorStop(self, *args) -> None:  # noqa: N802 (DOM name)
        pass


class SymbolCanvas(Canvas):
    """A tile's symbol layer (``drawing._tile``): its context also makes gradients."""

    def __init__(self) -> None:
        super().__init__()
        self.ctx.__dict__["createLinearGradient"] = lambda *args: Gradient()


@pytest.fixture
def page(monkeypatch):
    """The browser parts the board touches, as stand-ins."""
    monkeypatch.setattr(app_page, "window", SimpleNamespace(performance=SimpleNamespace(now=lambda: 0.0)))
    monkeypatch.setattr(app_page, "document", SimpleNamespace(
        documentElement=SimpleNamespace(lang="en"), createElement=lambda tag: SymbolCanvas()))
    monkeypatch.setattr(open_board, "attach", lambda *args: [])


def new_board(match: Match) -> Board:
    canvas = Canvas()
    canvas.style = SimpleNamespace()
    board = Board(canvas)
    board.layers = Counting()
    board.resize(700.0, 1.0)
    show(board, match, None)
    return board


def show(board: Board, match: Match, prev: dict | None) -> None:
    board.set_position(match.game.view(match.state, None), prev)
    board.select(None, tuple(match.game.move_data(match.state)))
    drawing.draw(board)


def village_shows(view: dict, seat: int) -> tuple:
    s = view["seats"][seat]
    return (s["village"], s["start"], s["home"])


def hooks(board: Board, view: dict) -> dict:
    """What the page's test hooks report of every tile on the board (boxes to 1e-6 px)."""
    def rounded(x):
        if isinstance(x, float):
            return round(x, 6)
        if isinstance(x, (list, tuple)):
            return [rounded(y) for y in x]
        if isinstance(x, dict):
            return {k: rounded(y) for k, y in x.items()}
        return x
    tiles = [a["tile"] for a in view["auction"]] + [p["tile"] for s in view["seats"] for p in s["village"]]
    return {t: rounded((board.shown_symbols("t:" + t), board.shown_boxes("t:" + t))) for t in tiles}


def inner(v) -> tuple:
    """A village's tiles' place within its box (its picture does not depend on the rest)."""
    x0, y0, x1, y1 = v.box
    return (round(v.ox - x0, 9), round(v.oy - y1, 9), round(x1 - x0, 9), round(y1 - y0, 9))


def in_sight(board: Board, box: tuple, whole: bool = True) -> bool:
    """The world box is wholly (else partly) on the board's canvas."""
    sx0, sy0 = board.vp.to_screen(box[0], box[3])
    sx1, sy1 = board.vp.to_screen(box[2], box[1])
    if whole:
        return sx0 >= 0 and sy0 >= 0 and sx1 <= board.size and sy1 <= board.size
    return sx1 > 0 and sy1 > 0 and sx0 < board.size and sy0 < board.size


def test_each_part_is_painted_again_exactly_when_what_it_draws_changed(page):
    match = Match.new("keyflower", [f"P{i}" for i in range(6)], {}, 6)
    rng = random.Random(6)
    board = new_board(match)
    parts = ["auction"] + [f"v{i}" for i in range(6)]
    assert board.layers.painted == parts
    kept = {"auction": 0, "village": 0, "moved": 0, "painted": 0}
    for _ in range(150):
        if match.over:
            break
        before, layout, scale = board.view, board.layout, board.vp.scale
        sight = {v.seat: in_sight(board, v.box) for v in layout.villages}
        match.play(rng.choice(match.legal_moves()))
        board.layers.painted.clear()
        show(board, match, before)
        view, painted, now = board.view, board.layers.painted, board.layout
        same = board.vp.scale == scale and view["sides"] == before["sides"]
        shown = [a["tile"] for a in view["auction"]] + [b["boat"] for b in view["boats"]]
        if (view["auction"], view["boats"]) != (before["auction"], before["boats"]):
            if in_sight(board, drawing.region(now, "auction"), whole=False):
                assert "auction" in painted
        elif same and [now.places.get("t:" + t) for t in shown] == [layout.places.get("t:" + t) for t in shown] \
                and in_sight(board, drawing.region(now, "auction")):
            assert "auction" not in painted
            kept["auction"] += 1
        for v in now.villages:
            name = f"v{v.seat}"
            if village_shows(view, v.seat) != village_shows(before, v.seat):
                if in_sight(board, v.box, whole=False):
                    assert name in painted, name  # a changed village in sight is painted
                    kept["painted"] += 1
            elif same and inner(v) == inner(layout.villages[v.seat]) and sight[v.seat] \
                    and in_sight(board, v.box):
                assert name not in painted, name  # an unchanged one is kept, wherever it lies
                kept["village"] += 1
                kept["moved"] += v.box != layout.villages[v.seat].box
        fresh = new_board(match)
        fresh.vp.scale, fresh.vp.ox, fresh.vp.oy = board.vp.scale, board.vp.ox, board.vp.oy
        drawing.draw(fresh)
        assert hooks(board, view) == hooks(fresh, view)
    assert kept["auction"] > 5 and kept["village"] > 50 and kept["moved"] > 0 and kept["painted"] > 5


def test_the_layout_is_made_again_only_when_what_it_reads_changed(page):
    """``Board._relayout`` keeps its layout while ``layout.reads`` of the view is unchanged
    (issue 23: a hand-over or a bid that adds no row lays nothing out again): along a
    6-player playout the kept layout always equals the one a fresh board makes, and the
    seat's own view of a position (after its hand-over) keeps the public view's layout."""
    match = Match.new("keyflower", [f"P{i}" for i in range(6)], {}, 6)
    rng = random.Random(7)
    board = new_board(match)
    kept = 0
    for _ in range(80):
        if match.over:
            break
        before, layout = board.view, board.layout
        match.play(rng.choice(match.legal_moves()))
        show(board, match, before)
        assert board.layout == new_board(match).layout
        kept += board.layout is layout
        seat = match.game.to_move(match.state)
        if seat is not None:
            public = board.layout
            board.set_position(match.game.view(match.state, seat), before)
            assert board.layout is public
    assert kept > 10


def test_the_marks_of_many_targets_are_one_path_stroked_once_per_style(page):
    """The hint marks of a winter bid (dozens of tiles a colour may go to) are one path of
    all their hexes, stroked once for the glow and once for the dashes (issue 23: one
    stroke per hex was hundreds of canvas calls per draw of a selecting tap)."""
    from bench.interaction import keyflower

    match = keyflower()
    board = new_board(match)
    moves = tuple(match.game.move_data(match.state))
    board.select("c=red", moves)
    board.hints = inputs.targets(board.view, moves, {"c": "red"})
    assert len(board.hints) > 20
    log = board.ctx.log  # natively the board draws on the stand-in context itself
    log.clear()
    drawing._marks(board)
    strokes = [op for op in log if op[0] == "stroke"]
    moves_to = [op for op in log if op[0] == "moveTo"]
    assert len(strokes) <= 4, len(strokes)
    assert len(moves_to) >= len(board.hints)  # every target's hex is in the path
