"""Audit: a differential check of the New England legal moves against an independent model.

The model below is written from the issue text only (its own geometry from plot names, its
own shape matching by brute force over plot subsets); it does not import board.py or
placement.py. Along seeded random playouts (3 and 4 players, every option value) every
listed move of the verbs start, buy, place, develop, figure placement, move and extra must be
exactly what the model allows, and income and the final breakdown must match.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from core.match import Match
from core.new_england import GAME
from core.new_england.board import NAMES
from core.new_england.state import BUY, START
from core.rng import Rng

COLS = "abcdefghijk"
PLOTS = [f"{c}{r}" for r in range(1, 10) for c in COLS if f"{c}{r}" != "k1"]
SHAPES = {"i2": [(0, 0), (0, 1)], "i3": [(0, 0), (0, 1), (0, 2)], "l3": [(0, 0), (1, 0), (1, 1)],
          "i4": [(0, 0), (0, 1), (0, 2), (0, 3)], "l4": [(0, 0), (1, 0), (2, 0), (2, 1)],
          "t4": [(0, 0), (0, 1), (0, 2), (1, 1)], "s4": [(0, 1), (0, 2), (1, 0), (1, 1)],
          "o4": [(0, 0), (0, 1), (1, 0), (1, 1)]}


def rc(p: str) -> tuple[int, int]:
    return int(p[1:]), COLS.index(p[0])


def coastal(p: str) -> bool:
    return p[1:] == "1" or p[0] == "k"


def touching(p: str, q: str, diagonal: bool) -> bool:
    (r1, c1), (r2, c2) = rc(p), rc(q)
    dr, dc = abs(r1 - r2), abs(c1 - c2)
    return (dr, dc) in ((0, 1), (1, 0)) or (diagonal and (dr, dc) == (1, 1))


def side(p: str) -> list[str]:
    return [q for q in PLOTS if touching(p, q, False)]


def normal(cells) -> frozenset:
    r0, c0 = min(r for r, _ in cells), min(c for _, c in cells)
    return frozenset((r - r0, c - c0) for r, c in cells)


def variants(shape: str, mirror: bool) -> set:
    out = set()
    bases = [SHAPES[shape]] + ([[(r, -c) for r, c in SHAPES[shape]]] if mirror else [])
    for cells in bases:
        for _ in range(4):
            out.add(normal(cells))
            cells = [(c, -r) for r, c in cells]
    return out


class Board:
    """The model's reading of a state: who owns what, tiles, figures (via the public view)."""

    def __init__(self, state):
        v = GAME.view(state, None)
        self.owner = {p["plot"]: p["owner"] for p in v["plots"]}
        self.terrain = {p["plot"]: p["terrain"] for p in v["plots"]}
        self.tile = {p["plot"]: p["tile"] for p in v["plots"]}
        self.developed = {p["plot"]: p["developed"] for p in v["plots"]}
        self.figure = {f["plot"]: f["kind"] for f in v["figures"]}
        self.view = v

    def tiles_of(self, seat):
        leads = sorted({self.tile[p] for p in self.owner if self.owner[p] == seat}, key=PLOTS.index)
        return {t: [p for p in self.tile if self.tile[p] == t] for t in leads}

    def unused_tile(self, lead):
        return not self.developed[lead] and lead not in self.figure

    def place_spots(self, seat, t):
        return sorted(p for p in PLOTS if p not in self.owner
                      and any(self.owner.get(q) == seat and self.terrain[q] == t for q in side(p))
                      and not any(self.owner.get(q) not in (None, seat) and self.terrain[q] == t for q in side(p)))

    def developments(self, seat, code, mirror):
        t, shape = code.split("-")
        tiles = self.tiles_of(seat)
        free = [p for lead, plots in tiles.items() if self.unused_tile(lead) for p in plots if self.terrain[p] == t]
        want = variants(shape, mirror)
        out = []
        for cells in combinations(sorted(free, key=PLOTS.index), len(SHAPES[shape])):
            if normal([rc(p) for p in cells]) not in want:
                continue
            if all(set(tiles[self.tile[p]]) <= set(cells) for p in cells):
                out.append("develop " + "-".join(cells))
        return sorted(out)

    def figure_spots(self, seat, kind):
        return sorted(f"{kind} {lead}" for lead, plots in self.tiles_of(seat).items()
                      if self.unused_tile(lead) and (kind != "ship" or any(coastal(p) for p in plots)))

    def moves(self, seat, moved):
        tiles = self.tiles_of(seat)
        out = []
        for a in tiles:
            kind = self.figure.get(a)
            if kind not in ("pilgrim", "ship") or a in moved:
                continue
            for b, plots in tiles.items():
                if b != a and self.unused_tile(b) and (kind == "pilgrim" or any(coastal(p) for p in plots)):
                    out.append(f"move {a}-{b}")
        return sorted(out)

    def count(self, seat, kind):
        return sum(1 for p, k in self.figure.items() if k == kind and self.owner[p] == seat)


def start_moves(state, board):
    taken = list(board.owner)
    free = [p for p in PLOTS if p not in board.owner]
    rules = ["strict", "orthogonal", "any"] if state.spacing == "strict" else ["orthogonal", "any"]
    for rule in rules:
        spots = [(a, b) for a in free for b in free if PLOTS.index(a) < PLOTS.index(b) and touching(a, b, False)
                 and (rule == "any" or not any(touching(x, q, rule == "strict") for x in (a, b) for q in taken))]
        if spots:
            break
    return sorted(f"start {t} {a}-{b}" for t in state.start_left[GAME.to_move(state)] for a, b in spots)


def expected(state, turn_ships: list[int] | None = None) -> dict[str, list[str]] | None:
    """The model's legal moves, grouped by verb, for the verbs it covers; None: not covered.
    ``turn_ships``: the ship counts when the current phase-3 turn began (the ship bonus)."""
    board = Board(state)
    seat = GAME.to_move(state)
    if state.phase == START:
        return {"start": start_moves(state, board)}
    if state.phase != BUY:
        return None
    if state.pending:
        code = state.pending
        if code in "spc":
            return {"place": ["place " + p for p in board.place_spots(seat, code)]}
        if "-" in code:
            return {"develop": board.developments(seat, code, state.mirror)}
        return {code: board.figure_spots(seat, code)}
    empty_barn = any(not card for _, card in state.barns[seat])

    def usable(code):
        if code in "spc":
            return bool(board.place_spots(seat, code))
        if code not in "spc" and empty_barn:
            return True
        if "-" in code:
            return bool(board.developments(seat, code, state.mirror))
        return bool(board.figure_spots(seat, code))

    can_pay = state.purchases < 2 and state.money[seat] >= state.chips[seat]
    buys = sorted(f"buy {i + 1}" for i, item in enumerate(state.offer) if item and can_pay and usable(item))
    # the ship bonus counts the ships at the moment the turn began (``turn_ships``)
    ships = turn_ships if turn_ships is not None else [board.count(s, "ship") for s in range(state.players)]
    bonus = (not state.extra_used and not state.purchases and ships[seat] >= 1 and ships[seat] == max(ships))
    extra = sorted((["extra tile"] if bonus and sum(state.bag) else []) + (["extra card"] if bonus and sum(state.deck) else []))
    return {"buy": buys, "extra": extra, "move": board.moves(seat, [NAMES[p] for p in state.moved])}


def final_breakdown(state):
    board = Board(state)
    vp = {"pilgrim": 1, "barn": 1, "ship": 1}
    out = []
    for s in range(state.players):
        cards = 0
        for c in state.cards[s]:
            if c in vp:
                cards += vp[c]
            else:
                t, shape = c.split("-")
                cards += 10 if (t, shape) == ("s", "o4") else {2: 3, 3: 5, 4: 8}[len(SHAPES[shape])] - (shape == "i4")
        out.append({"cards": cards})
    for cat, kind, bonus in (("pilgrims", "pilgrim", 4), ("barns", "barn", 3), ("ships", "ship", 2)):
        counts = [board.count(s, kind) for s in range(state.players)]
        for s in range(state.players):
            out[s][cat] = bonus if counts[s] >= 1 and counts[s] == max(counts) else 0
    return out


CONFIGS = [(3, {}), (4, {"mirror": "allowed"}), (3, {"start_spacing": "orthogonal", "end": "no-possible-offer"}),
           (4, {"start_spacing": "orthogonal"})]


@pytest.mark.parametrize("players,options", CONFIGS)
def test_legal_moves_match_an_independent_model(players, options):
    m = Match.new("new-england", [f"P{i}" for i in range(players)], options, 977 + players)
    rng = Rng(players, 31337)
    checked = 0
    turn, turn_ships = None, None
    while not m.over:
        state = m.state
        moves = m.legal_moves()
        if state.phase == BUY and (state.round, state.step) != turn:
            turn = (state.round, state.step)
            turn_ships = [Board(state).count(s, "ship") for s in range(state.players)]
        want = expected(state, turn_ships)
        if want is not None:
            for verb, listed in want.items():
                got = [mv for mv in moves if mv.split(" ")[0] == verb]
                assert got == listed, (verb, state.phase, state.pending)
            checked += 1
        buys = [mv for mv in moves if mv.startswith(("buy", "extra", "take", "move"))]
        pick = buys if buys and rng.below(3) else moves
        mv = pick[rng.below(len(pick))]
        if mv == "done":
            seat = GAME.to_move(state)
            pilgrims = Board(state).count(seat, "pilgrim")
            m.play(mv)
            assert m.state.money[seat] == state.money[seat] + 4 + pilgrims
            continue
        m.play(mv)
    assert checked > 50
    assert GAME.breakdown(m.state) == final_breakdown(m.state)
