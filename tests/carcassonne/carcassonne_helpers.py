"""Builders for hand-made Carcassonne positions used by the golden tests, and for records
written by hand (``record``) with the check of what a refusal says (``says``).

Pieces are written as in the notation without a follower (``"E 0,0 r90"``,
``"H1-01 1,0 nw"``); followers as ``(seat, piece number, spot)``. The facts sheet's test
fixtures map onto the stand-in half tiles: hC = H1-01, hC+ = H1-02, hR = H1-03, hM = H1-05,
hF = H1-07 (and H2-07, a second plain field half).
"""

from __future__ import annotations

from dataclasses import replace

from core.carcassonne import GAME
from core.carcassonne.board import CORNERS, ROTATIONS, oriented
from core.carcassonne.state import Follower, Piece, State
from core.errors import RuleError
from core.match import Match

HC, HC_PENNANT, HR, HM, HF, HF2 = "H1-01", "H1-02", "H1-03", "H1-05", "H1-07", "H2-07"


def piece(text: str) -> Piece:
    name, square, turn = text.split()
    x, y = (int(v) for v in square.split(","))
    rot = CORNERS.index(turn) if name.startswith("H") else ROTATIONS.index(turn)
    return Piece(name, x, y, rot)


def position(*pieces: str, followers=(), players: int = 2, seat: int = 0, hands=None,
             drawn: str | None = None, counting: str = "2021", pile=None) -> State:
    """A position with exactly these pieces (the first is not necessarily the start tile).
    ``hands``: per seat its half tiles (hidden hands, dealt); ``drawn``: the tile to place."""
    placed = tuple(piece(p) for p in pieces)
    fol = tuple(Follower(s, i, oriented(placed[i].name, placed[i].rot).spots.index(spot))
                for s, i, spot in followers)
    state = State(players=players, pieces=placed, followers=fol, seat=seat, counting=counting,
                  points=((0, 0, 0, 0),) * players)
    if pile is not None:
        state = replace(state, pile=tuple(pile))
    if hands is not None:
        state = replace(state, halflings="hidden", dealt=True,
                        hands=tuple(tuple(sorted(h)) for h in hands))
    if drawn is not None:
        state = replace(state, drawn=drawn, drawing=True)
    return state


def play(state: State, *moves: str) -> State:
    """Apply ``moves`` in order, checking that each one is offered as a legal move."""
    for move in moves:
        legal = GAME.legal_moves(state)
        assert move in legal, f"{move!r} not among {len(legal)} legal moves: {legal[:20]}"
        state = GAME.apply(state, move)
    return state


def points(state: State, seat: int) -> dict[str, int]:
    return GAME.breakdown(state)[seat]


# -- records written by hand, and what their refusals say (test_carcassonne_*refusals.py) ----

#: A deal of three half tiles each to two players: Red H1-01..H1-03, Blue H1-04..H1-06.
DEAL = "* halves H1-01 H1-02 H1-03 H1-04 H1-05 H1-06"


def record(*lines: str, halflings: str = "off", players: int = 2) -> Match:
    """The match after these record lines (seed 1), chance drawn after the last move."""
    head = ['[Game "carcassonne"]', '[Seed "1"]', f'[Option "halflings={halflings}"]']
    head += [f'[Player "P{i}"]' for i in range(players)]
    return Match.from_record("\n".join(head + list(lines)) + "\n")


def says(err: RuleError, line: str, en: str, nl: str) -> None:
    """``err`` quotes ``line`` whole at its start, and holds ``en`` / ``nl``."""
    for text, part in ((err.en, en), (err.nl, nl)):
        assert text.startswith(f"'{line}': "), text
        assert part in text, text
