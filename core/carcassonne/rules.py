"""Carcassonne move rules: where a tile fits, where a follower may go, and applying a move.

:func:`legal_moves` is the one source of legality; :func:`apply` accepts exactly the moves
it lists (in any spelling that ``notation.canonical`` turns into a listed one) and asks
``explain.py`` for the words of a refusal. Rule ids: ``place``, ``follower``, ``supply``,
``half-turn``, ``half-place``, ``half-follower``, ``half-draft``, ``end``.
"""

from __future__ import annotations

from dataclasses import replace
from operator import itemgetter

from ..protocol import MoveData
from . import explain, notation, scoring
from .board import Oriented, Square, distinct_rotations, neighbour, oriented
from .features import Layout, carry_layout, free_spots, layout
from .state import Follower, Piece, State

Placement = tuple[Square, Oriented, dict]  # square, turned tile, side -> (piece, side)


def frontier(lay: Layout, half: bool) -> list[Square]:
    """Squares a piece could go: empty squares next to a placed piece's side, and for a
    half tile also squares holding one half tile; sorted."""
    out = set()
    for sq, c in lay.cells.items():
        for i in c.values():
            for side in lay.orients[i].sides:
                if side != "d":
                    n = neighbour(sq, side)
                    if n not in lay.cells:
                        out.add(n)
        if half and len(c) == 1 and "full" not in c:
            out.add(sq)
    return sorted(out)


def placements(state: State, name: str) -> list[Placement]:
    """Every legal placement of tile ``name`` (rules ``place``, ``half-place``)."""
    lay = layout(state)
    rots = distinct_rotations(name)
    out: list[Placement] = []
    for sq in frontier(lay, oriented(name, 0).half):
        for r in rots:
            o = oriented(name, r)
            if not lay.free_for(sq, o):
                continue
            found, bad = lay.touching(sq, o)
            if found and not bad:
                out.append((sq, o, {side: (j, js) for side, j, js in found}))
    return out


def fits_anywhere(state: State, name: str) -> bool:
    return bool(placements(state, name))


def _placement_moves(state: State, name: str) -> list[notation.Move]:
    moves: list[notation.Move] = []
    supply = state.supply(state.seat) > 0
    for (x, y), o, contacts in placements(state, name):
        base = ("place", name, x, y, o.rot)
        moves.append(base + (None,))
        if supply:
            moves += [base + (o.spots[k],) for k in free_spots(state, o, contacts)]
    return moves


def listed(state: State) -> list[tuple[str, notation.Move]]:
    """Every legal move as (text, parsed move), sorted by text; caches the texts on the
    state (``legal_moves``, ``is_legal``)."""
    ph = state.phase()
    moves: list[notation.Move] = []
    if ph == "draft":
        moves = [("pick", h) for h in state.pool]
    elif ph == "place":
        moves = _placement_moves(state, state.drawn or "")
    elif ph == "choose":
        moves = [("draw",)]
        for h in sorted(set(state.hands[state.seat])):
            moves += _placement_moves(state, h)
    pairs = sorted(((notation.write(m), m) for m in moves), key=itemgetter(0))
    if "legal" not in state.memo:
        texts = [t for t, _ in pairs]
        state.memo["legal"] = texts
        state.memo["legal_set"] = frozenset(texts)
    return pairs


def to_move(state: State) -> int | None:
    return state.to_move()


def is_over(state: State) -> bool:
    return state.over


def legal_moves(state: State) -> list[str]:
    """Every legal move, sorted (cached on the state)."""
    if "legal" not in state.memo:
        listed(state)
    return list(state.memo["legal"])


def move_data(state: State) -> list[MoveData]:
    """The legal moves as data, in the order of :func:`legal_moves` (``notation.data``)."""
    return [notation.data(m, t) for t, m in listed(state)]


def is_legal(state: State, canonical: str) -> bool:
    legal_moves(state)
    return canonical in state.memo["legal_set"]


def apply(state: State, text: str) -> State:
    """The state after ``text`` by the seat to move; RuleError (explain.py) otherwise."""
    move = notation.parse(text)
    if not is_legal(state, notation.write(move)):
        raise explain.refusal(state, move, text, legal_moves(state))
    if move[0] == "draw":
        return replace(state, drawing=True).share_board(state)
    if move[0] == "pick":
        return _pick(state, move[1])
    return place(state, move)


def _pick(state: State, half: str) -> State:
    seat = state.draft_seat()
    hands = list(state.hands)
    hands[seat] = tuple(sorted(hands[seat] + (half,)))
    pool = tuple(h for h in state.pool if h != half)
    done = all(len(h) == state.halves_each for h in hands)
    return replace(state, hands=tuple(hands), pool=() if done else pool, dealt=done)


def place(state: State, move: tuple) -> State:
    """Lay the piece (and follower), score what it completed, end the turn (rule ``end``:
    the game ends after the turn that placed the last normal tile)."""
    _, name, x, y, rot, spot = move
    piece = Piece(name, x, y, rot)
    index = len(state.pieces)
    followers = state.followers
    if spot is not None:
        k = oriented(name, rot).spots.index(spot)
        followers = followers + (Follower(state.seat, index, k),)
    hands = state.hands
    half = piece.half
    if half:
        hand = list(hands[state.seat])
        hand.remove(name)
        hands = hands[:state.seat] + (tuple(hand),) + hands[state.seat + 1:]
    after = carry_layout(state, replace(state, pieces=state.pieces + (piece,),
                                        followers=followers, hands=hands, drawn=None,
                                        drawing=False, scored=()))
    after = scoring.after_placement(after, index)
    if not half and after.pile_size == 0:
        return scoring.final(after)
    return replace(after, seat=(state.seat + 1) % state.players).share_board(after)
