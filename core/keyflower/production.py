"""What a use of a tile gives (rule ``production``), applied right after the workers are
placed. Resources made in the user's own village lie on the producing tile, all others on
the user's home tile; workers and skills go behind the screen (random ones through a chance
step, :class:`Draw`); every supply is limited and gives what it still has.
"""

from __future__ import annotations

from dataclasses import replace

from .expansion import active
from .bidding import side_of
from .notation import Move
from .state import Draw, State, Work, add, unit
from .tiles import COLOURS, RESOURCES, SKILLS, TILES


def gain_resources(state: State, seat: int, tile: str, res: tuple[int, int, int, int]) -> State:
    """``res`` from the supply (what it still has) onto ``tile`` when it is in ``seat``'s village,
    else onto its home tile."""
    got = tuple(min(a, b) for a, b in zip(res, state.supply))
    own = state.placed(seat, tile)
    dest = own if own is not None else state.placed(seat, state.seats[seat].home)
    assert dest is not None
    state = replace(state, supply=add(state.supply, got, -1))
    return state.with_placed(seat, dest.tile, res=add(dest.res, got))


def _skill_to_pile(state: State, seat: int, skill: int) -> State:
    state = state.with_seat(seat, skills=add(state.seats[seat].skills, unit(skill, 3), -1))
    return replace(state, pile=add(state.pile, unit(skill, 3)))


def produce(state: State, seat: int, move: Move) -> State:
    """The state after ``seat``'s use ``move`` (a listed one) takes effect."""
    d, side = TILES[move.tile], side_of(state, move.tile)
    kind = d.kind
    if kind == "produce":
        return gain_resources(state, seat, move.tile, side.res)
    if kind == "choose":
        res = unit(RESOURCES.index(move.choice), 4) if side.n else side.res
        return gain_resources(state, seat, move.tile, res)
    if kind == "workers":
        return replace(state, draws=state.draws + (Draw(seat, "workers", side.n),))
    if kind == "skills":
        return replace(state, draws=state.draws + (Draw(seat, "skills", side.n),))
    if kind == "green":
        colour = COLOURS.index(side.colour)
        screen = add(state.seats[seat].screen, unit(colour, 4), -1)
        got = min(side.n, state.green)
        state = replace(state, bag=add(state.bag, unit(colour, 4)), green=state.green - got)
        return state.with_seat(seat, screen=add(screen, unit(3, 4, got)))
    if kind == "skill_workers":
        state = _skill_to_pile(state, seat, SKILLS.index(move.choice))
        return replace(state, draws=state.draws + (Draw(seat, "workers", side.n),))
    if kind == "skill_res":
        state = _skill_to_pile(state, seat, SKILLS.index(side.skill))
        return gain_resources(state, seat, move.tile, side.res)
    if kind == "skill_skills":
        k = SKILLS.index(move.choice)
        state = state.with_seat(seat, skills=add(state.seats[seat].skills, unit(k, 3), -1))
        return replace(state, draws=state.draws + (Draw(seat, "skills", side.n, aside=k),))
    if kind == "worker_workers":
        c = COLOURS.index(move.choice)
        state = state.with_seat(seat, screen=add(state.seats[seat].screen, unit(c, 4), -1))
        return replace(state, draws=state.draws + (Draw(seat, "workers", side.n, aside=c),))
    if kind == "transport":  # an expansion may add upgrade symbols
        double = 2 if "2b" in state.powers(seat) else 1
        ups = side.upgrades + sum(x.upgrades(state, move.tile) for x in active(state))
        return replace(state, phase="work",
                       work=Work(seat, move.tile, side.transport * double, ups * double))
    for x in active(state):  # a kind of an expansion's tiles
        if (out := x.produce(state, seat, move, side)) is not None:
            return out
    raise AssertionError(f"{move.tile} is not usable")
