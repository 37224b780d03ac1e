"""New England's board layers (issue 23): the ground and the pieces are painted again only
when what they show changed (plots, figures, barn cards, the size), not at every move: an
offer, a purchase or a "done" puts the kept pictures on the board again."""

from __future__ import annotations

import random
from types import SimpleNamespace

from app.canvas import Layers
from app.games.new_england.board import Board
from core.match import Match
from tests.web.test_canvas import Canvas


class Counting(Layers):
    """Layers on stand-in canvases that count the paints per layer."""

    def __init__(self) -> None:
        super().__init__(make_canvas=Canvas, make_context=lambda c: c.getContext("2d"))
        self.painted: list[str] = []

    def draw(self, board, name, key, paint, width_px, height_px) -> bool:
        fresh = super().draw(board, name, key, paint, width_px, height_px)
        if fresh:
            self.painted.append(name)
        return fresh


def _board() -> Board:
    canvas = Canvas()
    canvas.parentElement = None
    canvas.style = SimpleNamespace()
    board = Board(canvas)
    board.layers = Counting()
    return board


def _shows(view: dict) -> tuple:
    """What the layers draw: the plots, the figures, and which barns hold a card."""
    return (view["plots"], view["figures"],
            [[(b["plot"], bool(b["card"])) for b in fam["barns"]] for fam in view["families"]])


def test_layers_are_painted_again_exactly_when_what_they_show_changed():
    match = Match.new("new-england", ["A", "B", "C"], {}, 5)
    rng = random.Random(5)
    board = _board()
    board.set_position(match.game.view(match.state, None), None)
    board.resize(600.0, 1.0)
    board.draw()
    assert board.layers.painted == ["ground", "pieces"]
    same = 0
    for _ in range(80):
        if match.over:
            break
        before = board.view
        match.play(rng.choice(match.legal_moves()))
        board.layers.painted.clear()
        board.set_position(match.game.view(match.state, None), before)
        board.draw()
        if _shows(board.view) == _shows(before):
            assert board.layers.painted == []  # the kept pictures, put on again
            same += 1
        else:
            assert board.layers.painted, "a changed plot, figure or barn must be painted"
    assert same > 0  # the playout had moves that change neither layer
    board.layers.painted.clear()
    board.resize(700.0, 1.0)
    board.draw()
    assert board.layers.painted == ["ground", "pieces"]
