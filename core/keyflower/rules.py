"""Keyflower's legal moves and their effects: one source of legality. ``legal_moves`` lists
every move of the seat to act in notation; ``apply`` accepts exactly those (in their one
spelling) and leaves every refusal to ``explain.why``, which names the rule broken.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from operator import itemgetter

from ..protocol import MoveData
from . import bidding, explain, final, production, seasons, work
from .expansion import active
from .board import Placed, canonical_rotation, fits, free_cells, rotations
from .data import TURN_TILES, TURNS
from .notation import Move, data, parse
from .state import State
from .tiles import TILES


def to_move(state: State) -> int | None:
    """The seat to act (None while a chance step is due or after the end)."""
    return state.to_move()


def is_over(state: State) -> bool:
    return state.phase == "over"


def moves(state: State) -> list[Move]:
    """Every legal move of the seat to act (empty when nobody is to act): the base game's
    and those of the expansions in play."""
    seat = state.to_move()
    if seat is None:
        return []
    return _base_moves(state, seat) + [m for x in active(state) for m in x.moves(state, seat)]


def _base_moves(state: State, seat: int) -> list[Move]:
    if state.phase == "play":
        return [Move("pass")] + bidding.bids(state, seat) + bidding.uses(state, seat)
    if state.phase == "work":
        return work.moves(state)
    if state.phase == "boats":
        return [Move("boat", b) for b in state.boats]
    if state.phase == "build":
        return placements(state, seat)
    if state.phase == "final":
        from .scoring import holdings
        return final.moves(state, *holdings(state, seat))
    if state.phase == "offer":
        hand = state.seats[seat].winter
        return [Move("offer", tiles=c) for k in range(1, len(hand) + 1)
                for c in combinations(hand, k)]
    return []


def placements(state: State, seat: int) -> list[Move]:
    """Where each won tile may join the village (rule ``village``): touching it, every
    shared edge matching (summer boat 2a: any edges). A tile that fits nowhere may go on
    any cell touching the village (a reading: tiles are never lost)."""
    village = state.seats[seat].village
    free_edges = "2a" in state.powers(seat)
    out = []
    for tile in sorted(set(state.seats[seat].won)):
        spots = [Move("place", tile, q=q, r=r, rot=rot) for q, r in free_cells(village)
                 for rot in rotations(tile) if fits(village, tile, q, r, rot, free_edges)]
        out += spots or [Move("place", tile, q=q, r=r, rot=rot) for q, r in free_cells(village)
                         for rot in rotations(tile)]
    return out


def legal_moves(state: State) -> list[str]:
    cached = state.memo.get("legal")
    if cached is None:
        cached = state.memo["legal"] = sorted(m.text() for m in moves(state))
    return list(cached)


def move_data(state: State) -> list[MoveData]:
    """The legal moves as data (``notation.data``), in the order of :func:`legal_moves`,
    built from the same :class:`Move` values as their texts."""
    pairs = sorted(((m.text(), m) for m in moves(state)), key=itemgetter(0))
    if "legal" not in state.memo:
        state.memo["legal"] = [t for t, _ in pairs]
    return [data(m, t) for t, m in pairs]


def apply(state: State, move: str) -> State:
    """The state after ``move`` (its text) by the seat to act, or RuleError."""
    parsed = parse(move)
    if "legal_set" not in state.memo:
        state.memo["legal_set"] = frozenset(legal_moves(state))
    if parsed.text() not in state.memo["legal_set"]:
        raise explain.why(state, parsed, legal_moves(state))
    return _play(state, parsed)


def next_seat(state: State, seat: int) -> State:
    """The turn passes from ``seat`` to the left."""
    return replace(state, seat=(seat + 1) % state.players)


def after_work(state: State, seat: int) -> State:
    """After a step of transport and upgrades: the turn passes once the work is done."""
    return state if state.phase == "work" else next_seat(state, seat)


def _play(state: State, move: Move) -> State:
    seat = state.to_move()
    assert seat is not None
    verb = move.verb
    if verb == "pass":
        state = replace(state, passes=state.passes + 1)
        if state.passes >= state.players:
            return seasons.end_season(state)
        return next_seat(state, seat)
    if verb in ("bid", "use"):
        state = bidding.place(state, seat, move)
        if verb == "use":
            state = production.produce(state, seat, move)
        # a use that opens decisions (transport, an expansion's) keeps the turn
        return state if state.phase != "play" else next_seat(state, seat)
    if verb in ("carry", "upgrade") or (verb == "done" and state.phase == "work"):
        return after_work(work.apply(state, move), seat)
    for x in active(state):
        if (out := x.play(state, seat, move)) is not None:
            return out
    if verb == "boat":
        return seasons.advance(seasons.take_boat(state, seat, move.tile))
    if verb == "place":
        return _build(state, seat, move)
    if verb == "offer":
        return _offer(state, seat, move.tiles)
    if verb in ("flip", "purple", "assign", "best") or state.phase == "final":
        from .scoring import best_for
        return final.apply(state, move, best_for(state, seat) if verb == "best" else None)
    raise AssertionError(verb)


def _build(state: State, seat: int, move: Move) -> State:
    rot = canonical_rotation(move.tile, move.rot)
    won = list(state.seats[seat].won)
    won.remove(move.tile)
    village = state.seats[seat].village + (Placed(move.tile, move.q, move.r, rot),)
    state = state.with_seat(seat, village=village, won=tuple(won))
    if won:
        return state
    order = [(state.start + k) % state.players for k in range(state.players)]
    todo = [s for s in order if state.seats[s].won]
    if todo:
        return replace(state, seat=todo[0])
    return seasons.advance(replace(state, phase="end", step=state.step + 1))


def _offer(state: State, seat: int, tiles: tuple[str, ...]) -> State:
    """Rule ``offer``: the winter tiles go face down; when all have offered, they are
    revealed together (in tile order, so nobody can tell whose they were)."""
    state = state.with_seat(seat, offer=tiles)
    order = [(state.start + k) % state.players for k in range(state.players)]
    todo = [s for s in order if state.seats[s].offer is None]
    if todo:
        return replace(state, seat=todo[0])
    offered = sorted(t for s in state.seats for t in (s.offer or ()))
    boxed = tuple(t for s in state.seats for t in s.winter if t not in offered)
    seats = tuple(replace(s, winter=(), offer=()) for s in state.seats)
    return replace(state, seats=seats, auction=tuple(offered) + TURNS[:TURN_TILES[state.players]],
                   boxed=state.boxed + boxed, phase="play", seat=state.start, passes=0)


__all__ = ["to_move", "is_over", "legal_moves", "move_data", "apply", "moves", "TILES"]
