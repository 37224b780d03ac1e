"""The flow of the seasons: the start of a season, the winter offers, and the end of a
season as an ordered list of steps (rule ``end-of-season``) that a module may extend.

Each step is a :class:`Step`: a function from state to state that either finishes at once
or opens a phase of decisions (``boats``, ``build``); :func:`advance` runs the steps in
order until one waits for a decision or a chance step (a draw from the bag) is due.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

from .expansion import active, registered
from .bidding import leader
from .board import Placed
from .data import START_TILE, TURNS
from .state import Draw, State, add, unit
from .tiles import TILES


@dataclass(frozen=True)
class Step:
    """One step of the end of a season: ``id`` (for the log and the rules page), the rule
    it follows, and what it does."""

    id: str
    rule: str
    run: Callable[[State], State]


def gain(state: State, seat: int, workers: tuple = (0, 0, 0, 0), skills: tuple = (0, 0, 0)) -> State:
    """``seat`` takes ``workers`` and ``skills`` openly (back from the table, from a boat):
    behind its screen, and the expansions in play hear of it (one may keep them in the
    open)."""
    s = state.seats[seat]
    state = state.with_seat(seat, screen=add(s.screen, workers), skills=add(s.skills, skills))
    for x in active(state):
        state = x.gained(state, seat, workers, skills)
    return state


def _return_losing_bids(state: State) -> State:
    """Step 1: workers of losing bids go back behind their owners' screens."""
    for tile, groups in state.bids:
        top = leader(state, tile)
        for g in groups:
            if g is not top:
                state = gain(state, g.seat, unit(g.colour, 4, g.n))
        state = state.with_groups("bids", tile, (top,) if top else ())
    return state


def _box_unbid(state: State) -> State:
    """Step 2: season tiles nobody bid for leave the game; workers used on them go into
    the bag."""
    boxed, auction = list(state.boxed), []
    for tile in state.auction:
        if state.bids_on(tile) or TILES[tile].season == "turn":
            auction.append(tile)
            continue
        boxed.append(tile)
        for g in state.uses_on(tile):
            state = replace(state, bag=add(state.bag, unit(g.colour, 4, g.n)))
        state = state.with_groups("uses", tile, ())
    return replace(state, auction=tuple(auction), boxed=tuple(boxed))


def _order(state: State, first: int) -> list[int]:
    return [(first + k) % state.players for k in range(state.players)]


def _take_won(state: State) -> State:
    """Step 3: from the start player clockwise, each takes the tiles he won with the
    workers on them (behind the screen); winning bids go into the bag. Turn-order tiles
    stay in the row, except in winter, when their winners take them too."""
    for seat in _order(state, state.start):
        for tile in state.auction:
            top = leader(state, tile)
            if top is None or top.seat != seat:
                continue
            state = replace(state, bag=add(state.bag, unit(top.colour, 4, top.n)))
            state = state.with_groups("bids", tile, ())
            if TILES[tile].season == "turn":
                state = replace(state, turn_won=tuple(sorted(state.turn_won + ((tile, seat),))))
                if state.winter:
                    state = state.with_seat(seat, won=state.seats[seat].won + (tile,))
                    state = replace(state, auction=tuple(t for t in state.auction if t != tile))
                continue
            for g in state.uses_on(tile):
                state = gain(state, seat, unit(g.colour, 4, g.n))
            state = state.with_groups("uses", tile, ())
            state = state.with_seat(seat, won=state.seats[seat].won + (tile,))
            state = replace(state, auction=tuple(t for t in state.auction if t != tile))
    return state


def _collect(state: State) -> State:
    """Step 4: each player takes back every worker on his own village's tiles."""
    for tile, groups in state.uses:
        owner = state.owner(tile)
        if owner is None:
            continue
        for g in groups:
            state = gain(state, owner, unit(g.colour, 4, g.n))
        state = state.with_groups("uses", tile, ())
    return state


def _boats(state: State) -> State:
    """Step 5: boat choice order (rules ``boats``, ``start-player``): the winners of the
    turn-order tiles in number order (once each), then the others clockwise from the new
    start player. The purple tile's winner starts at once; when nobody won it, the start
    player keeps his place for the choice and his left neighbour starts afterwards."""
    winners = dict(state.turn_won)
    order: list[int] = []
    start, next_start = state.start, -1
    for tile in TURNS:
        if tile in winners and winners[tile] not in order:
            order.append(winners[tile])
            if tile == START_TILE:
                start = winners[tile]
    if START_TILE not in winners:
        next_start = (state.start + 1) % state.players
    order += [s for s in _order(state, start) if s not in order]
    return _next_picker(replace(state, start=start, next_start=next_start,
                                pickers=tuple(order), phase="boats"))


def _next_picker(state: State) -> State:
    """Hand the choice to the next picker; the last boat goes without a choice."""
    if not state.pickers:
        start = state.next_start if state.next_start >= 0 else state.start
        return replace(state, phase="end", step=state.step + 1, start=start, next_start=-1)
    if len(state.boats) == 1:
        return take_boat(state, state.pickers[0], state.boats[0])
    return replace(state, seat=state.pickers[0])


def take_boat(state: State, seat: int, boat: str) -> State:
    """``seat`` takes ``boat``'s cargo (in winter: the boat tile itself); the expansions in
    play hear of it (an extra item, or a decision that opens a phase of their own before
    the boat choice goes on: :func:`after_replace`)."""
    i = state.boats.index(boat)
    extra = ""
    if state.winter:
        state = state.with_seat(seat, won=state.seats[seat].won + (boat,))
        state = replace(state, winter_boats=state.winter_boats + ((seat, boat),))
    else:
        workers, skills, extra = state.cargo[i]
        state = gain(state, seat, workers, skills)
        state = replace(state, cargo=state.cargo[:i] + state.cargo[i + 1:])
    state = replace(state, boats=state.boats[:i] + state.boats[i + 1:],
                    pickers=tuple(p for p in state.pickers if p != seat))
    phase = state.phase
    for x in active(state):
        state = x.boat_taken(state, seat, boat, extra)
    return state if state.phase != phase else _next_picker(state)


def after_replace(state: State) -> State:
    """An expansion's decision after a boat was taken is made: the boat choice goes on."""
    return _next_picker(state)


def _summer_boat_one(state: State) -> State:
    """Step 6: the owner of summer boat 1 collects: 1a two workers from the bag, 1b one
    green worker from the supply (from the season the boat is won; rule ``summer-boats``)."""
    for seat in _order(state, state.start):
        powers = state.powers(seat)
        if "1a" in powers:
            state = replace(state, draws=state.draws + (Draw(seat, "workers", 2),))
        if "1b" in powers and state.green:
            state = gain(state, seat, unit(3, 4))
            state = replace(state, green=state.green - 1)
    return replace(state, step=state.step + 1)


def _build(state: State) -> State:
    """Step 7: the won tiles join the villages (rule ``village``), one seat after another
    from the start player."""
    todo = [s for s in _order(state, state.start) if state.seats[s].won]
    if not todo:
        return replace(state, step=state.step + 1)
    return replace(state, phase="build", seat=todo[0])


def _next_season(state: State) -> State:
    """Step 8: the next season begins (or, after winter, the final scoring)."""
    if state.winter:
        phase = "final" if state.final == "ask" else "over"
        return replace(state, phase=phase, auction=(), bids=(), uses=(), seat=state.start)
    season = state.season + 1
    state = replace(state, season=season, auction=(), bids=(), uses=(), laid=False,
                    filled=False, passes=0, seat=state.start, step=0, boats=state.fleet,
                    cargo=(), turn_won=())
    if state.winter:
        return replace(state, phase="offer", laid=True, filled=True)
    return replace(state, phase="play")


def at_once(run: Callable[[State], State]) -> Callable[[State], State]:
    """A step that always finishes at once: run it and go to the next."""
    def step(state: State) -> State:
        return replace(run(state), step=state.step + 1)
    step.__doc__ = run.__doc__
    return step


END_OF_SEASON: tuple[Step, ...] = (
    Step("losing-bids", "end-of-season", at_once(_return_losing_bids)),
    Step("unbid-tiles", "end-of-season", at_once(_box_unbid)),
    Step("won-tiles", "end-of-season", at_once(_take_won)),
    Step("own-village", "end-of-season", at_once(_collect)),
    Step("boats", "boats", _boats),
    Step("summer-boat-1", "summer-boats", _summer_boat_one),
    Step("build", "village", _build),
    Step("next-season", "season", _next_season),
)


def season_steps() -> tuple[Step, ...]:
    """:data:`END_OF_SEASON` with every expansion's steps, each before the base step it
    names (the same list in every game: a step of an expansion not in play does nothing)."""
    steps = list(END_OF_SEASON)
    for x in registered():
        for before, step in x.season_steps():
            steps.insert(next(i for i, s in enumerate(steps) if s.id == before), step)
    return tuple(steps)


def advance(state: State, steps: tuple[Step, ...] | None = None) -> State:
    """Run end-of-season steps (:func:`season_steps`) while the phase is ``end`` and no
    draw is due."""
    steps = season_steps() if steps is None else steps
    while state.phase == "end" and not state.draws:
        state = steps[state.step].run(state)
    return state


def end_season(state: State) -> State:
    """All players passed in succession: the end of the season begins."""
    return advance(replace(state, phase="end", step=0, passes=0))


__all__ = ["END_OF_SEASON", "Step", "advance", "end_season", "take_boat", "Placed"]
