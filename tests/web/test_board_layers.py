"""Board layers keyed on what they draw (issue 23): New England's ground and pieces and
Eden's ground and cards are painted again only when the parts of the view they draw changed
(plots, figures, barn cards; the board's squares and cards) or the size, not at every move:
an offer, a purchase, watering or "done" puts the kept pictures on the board again."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from app.canvas import Layers
from app.games.eden.board import Board as EdenBoard
from app.games.new_england.board import Board as NewEnglandBoard
from core.match import Match
from tests.web.test_canvas import Canvas


class Counting(Layers):
    """Layers on stand-in canvases that count the paints per layer."""

    def __init__(self) -> None:
        super().__init__(make_canvas=Canvas, make_context=lambda c: c.getContext("2d"))
        self.painted: list[str] = []

    def draw(self, board, name, key, paint, width_px, height_px, at=(0, 0), **how) -> bool:
        fresh = super().draw(board, name, key, paint, width_px, height_px, at, **how)
        if fresh:
            self.painted.append(name)
        return fresh


def _new_england_shows(view: dict) -> tuple:
    """What New England's layers draw: each plot's terrain, development, tile and owner,
    each figure's plot, kind and owner (not whether it moved this turn), and which barns
    hold a card."""
    return ([(p["plot"], p["terrain"], p["developed"], p["tile"], p["owner"]) for p in view["plots"]],
            [(f["plot"], f["kind"], f["owner"]) for f in view["figures"]],
            [[(b["plot"], bool(b["card"])) for b in fam["barns"]] for fam in view["families"]])


def _eden_shows(view: dict) -> tuple:
    """What Eden's layers draw: the board's squares and cards."""
    return (view["board"],)


CASES = {
    "new-england": (NewEnglandBoard, _new_england_shows, ["ground", "pieces"], 5),
    "eden": (EdenBoard, _eden_shows, ["ground", "cards"], 4),
}


def drawn_board(make, game_id: str, seed: int, dpr: float = 1.0):
    """A 3-player match of ``game_id`` at its start, its board (``make``) on a stand-in
    canvas with :class:`Counting` layers, drawn once at 600 CSS pixels; and a seeded Random."""
    match = Match.new(game_id, ["A", "B", "C"], {}, seed)
    canvas = Canvas()
    canvas.parentElement = None
    canvas.style = SimpleNamespace()
    board = make(canvas)
    board.layers = Counting()
    board.set_position(match.game.view(match.state, None), None)
    board.resize(600.0, dpr)
    board.draw()
    return match, board, random.Random(seed)


@pytest.mark.parametrize("game_id", sorted(CASES))
def test_layers_are_painted_again_exactly_when_what_they_show_changed(game_id):
    make, shows, names, seed = CASES[game_id]
    match, board, rng = drawn_board(make, game_id, seed)
    layers = board.layers
    assert layers.painted == names
    same = 0
    for _ in range(80):
        if match.over:
            break
        before = board.view
        match.play(rng.choice(match.legal_moves()))
        layers.painted.clear()
        board.set_position(match.game.view(match.state, None), before)
        board.draw()
        if shows(board.view) == shows(before):
            assert layers.painted == []  # the kept pictures, put on again
            same += 1
        else:
            assert layers.painted, "a changed part of the picture must be painted"
    assert same > 0  # the playout had moves that change no layer
    layers.painted.clear()
    board.resize(700.0, 1.0)
    board.draw()
    assert layers.painted == names
