"""Eden's cards and New England's ground painted again only where a move changed them
(issue 23): after a grow or a conquest (Eden), a tile laid or a plot developed (New England),
the kept picture is clipped to the changed squares (out to whole device pixels) and, inside,
painted as a whole painting of the new view paints it: the same calls in the same order
(a subsequence of the whole painting's calls, holding the own drawing of every changed square
and of its neighbours, whose drawing reaches into the clip)."""

from __future__ import annotations

import pytest

from app.games.eden.board import Board as EdenBoard
from app.games.new_england import input as ne_input
from app.games.new_england.board import Board as NewEnglandBoard
from tests.web.test_board_layers import drawn_board
from tests.web.test_canvas import Ctx


def _eden_own(board, sq: str) -> list:
    card = board.view["board"].get(sq)
    if card is not None:
        board._card(sq, card)
    return []


def _eden_changed(before: dict, after: dict) -> list[str]:
    a, b = before["board"], after["board"]
    return sorted(sq for sq in set(a) | set(b) if a.get(sq) != b.get(sq))


def _eden_near(board, sq: str) -> list[str]:
    col, row = board.square_cell(sq)
    return [board.square_name(col + dc, row + dr) for dc in (-1, 0, 1) for dr in (-1, 0, 1)
            if 0 <= col + dc < board.CELLS and 1 <= row + dr <= board.CELLS]


def _ne_near(board, name: str) -> list[str]:
    col, row = ne_input.split_plot(board.grid, name)
    found = (ne_input.plot_name(board.grid, col + dc, row + dr) for dc in (-1, 0, 1) for dr in (-1, 0, 1))
    return [n for n in found if n is not None]


def _ne_own(board, name: str) -> list:
    plots = {p["plot"]: p for p in board.view["plots"]}
    board._plot(name, plots.get(name), *ne_input.split_plot(board.grid, name))
    return []


def _ne_changed(before: dict, after: dict) -> list[str]:
    def drawn(view):
        return {p["plot"]: (p["terrain"], p["developed"], p["tile"]) for p in view["plots"]}
    a, b = drawn(before), drawn(after)
    return sorted(n for n in set(a) | set(b) if a.get(n) != b.get(n))


CASES = {
    "eden": (EdenBoard, "cards", lambda b: b._cards(), _eden_own, _eden_near, _eden_changed, 4),
    "new-england": (NewEnglandBoard, "ground", lambda b: b._ground(), _ne_own, _ne_near, _ne_changed, 5),
}


def _ops(board, paint) -> list:
    """The calls ``paint(board)`` makes, on a fresh recording context."""
    main = board.ctx
    board.ctx = Ctx()
    try:
        paint(board)
        return board.ctx.log
    finally:
        board.ctx = main


def _is_subsequence(small: list, big: list) -> bool:
    it = iter(big)
    return all(op in it for op in small)


def _contains_run(run: list, ops: list) -> bool:
    return any(ops[i:i + len(run)] == run for i in range(len(ops) - len(run) + 1))


@pytest.mark.parametrize("game_id", sorted(CASES))
@pytest.mark.parametrize("dpr", [1.0, 1.5])
def test_a_move_paints_again_only_the_squares_it_changed_as_a_whole_painting_would(game_id, dpr):
    make, name, whole, own, near, changed_by, seed = CASES[game_id]
    match, board, rng = drawn_board(make, game_id, seed, dpr)
    partial = smaller = 0
    for _ in range(150):
        if match.over:
            break
        before = board.view
        match.play(rng.choice(match.legal_moves()))
        board.set_position(match.game.view(match.state, None), before)
        layer = board.layers.layers[name][0]
        start = len(layer.ctx.log)
        board.draw()
        assert board.layers.layers[name][0] is layer  # one picture, kept
        ops = [op for op in layer.ctx.log[start:] if op != ("flush",)]  # the stand-in's
        changed = changed_by(before, board.view)
        if not changed:
            assert ops == []  # nothing it draws changed: the picture as it was
            continue
        if ("clip",) not in ops:
            continue  # a whole painting (many squares changed)
        partial += 1
        assert ops[0][0] != "clearRect"  # the kept picture is painted over, not cleared
        clip = ops.index(("clip",))
        rects = [op[1:] for op in ops[:clip] if op[0] == "rect"]
        assert len(rects) == len(changed)
        for sq, (x, y, w, h) in zip(changed, rects):
            box = ((*board.corner(sq), board.cell, board.cell) if game_id == "new-england"
                   else board.box(sq))
            assert x <= box[0] and y <= box[1] and x + w >= box[0] + box[2] and y + h >= box[1] + box[3]
            assert all(abs(v * dpr - round(v * dpr)) < 1e-6 for v in (x, y, x + w, y + h))
        assert ops[-1] == ("restore",)
        body = [op for op in ops[clip + 1:-1] if op[0] != "clearRect"]
        full = _ops(board, whole)
        assert _is_subsequence(body, full)
        smaller += len(body) < len(full)
        for sq in sorted({n for c in changed for n in near(board, c)}):
            # the changed squares and their neighbours (whose drawing reaches into the clip)
            mine = _ops(board, lambda b: own(b, sq))
            assert _contains_run(mine, body), sq
    assert partial >= 3  # the playout had moves that changed a few squares
    assert smaller >= 1  # and some painted less than the whole board
