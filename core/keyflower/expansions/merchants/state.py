"""The Merchants' own state, kept in the base ``State.ext`` under ``"merchants"``: the
variants, the contracts (open row, hidden piles, discards), the extensions and huts still
in the box, contracts owed, the seat replacing Sea Bastion II, and per seat a
:class:`Holder` (huts, contracts, and with variant B what lies open)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import cast

from ...state import Counts3, Counts4, Seat, State

NAME = "merchants"


@dataclass(frozen=True)
class Pick:
    """Contracts owed to ``seat``: ``n`` to choose, one at a time, each an open one or the
    top of a hidden pile."""

    seat: int
    n: int


@dataclass(frozen=True)
class Holder:
    """One seat's part: huts on the home tile, contracts held (secret), the held contracts
    that lie open (variant B: taken from the open row), with variant B the workers and
    skills of the seat's ``screen`` and ``skills`` that lie open in front of it, and the
    extensions on its tiles."""

    huts: int = 0
    contracts: tuple[str, ...] = ()
    shown: tuple[str, ...] = ()
    front: Counts4 = (0, 0, 0, 0)
    front_skills: Counts3 = (0, 0, 0)
    #: The seat's extended tiles: (tile, extension id), in the order built.
    extended: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Merchants:
    """Variant A (all its tiles; the fleet is then chosen), variant B (open workers), the
    newcomers of variant C; the three open contracts, the hidden piles (top first, secret),
    the discards, the extensions and huts still in the box, contracts owed, and the seat
    that replaces Sea Bastion II for the winter (-1: none)."""

    seats: tuple[Holder, ...] = ()
    fleet_chosen: bool = False
    variant_a: bool = False
    variant_b: bool = False
    newcomers: int = 0
    open_contracts: tuple[str, ...] = ()
    piles: tuple[tuple[str, ...], ...] = ()
    discard: tuple[str, ...] = ()
    extensions: tuple[str, ...] = ()
    huts: int = 0
    picks: tuple[Pick, ...] = ()
    replacing: int = -1

    def seat_changed(self, s: int, seat: Seat) -> Merchants:
        """Workers and skills that leave take the open ones first, so the open ones never
        outnumber those held (variant B)."""
        h = self.seats[s]
        if h.front == (0, 0, 0, 0) and h.front_skills == (0, 0, 0):
            return self
        front = tuple(min(f, x) for f, x in zip(h.front, seat.screen))
        open_skills = tuple(min(f, x) for f, x in zip(h.front_skills, seat.skills))
        if front == h.front and open_skills == h.front_skills:
            return self
        held = replace(h, front=front, front_skills=open_skills)  # type: ignore[arg-type]
        return replace(self, seats=self.seats[:s] + (held,) + self.seats[s + 1:])


def on(state: State) -> bool:
    return state.ext_of(NAME) is not None


def of(state: State) -> Merchants:
    """The Merchants' state (the game must be one with The Merchants)."""
    m = state.ext_of(NAME)
    assert m is not None, "a game without The Merchants"
    return cast(Merchants, m)


def holder(state: State, s: int) -> Holder:
    """Seat ``s``'s part (an empty one without The Merchants)."""
    m = state.ext_of(NAME)
    return cast(Merchants, m).seats[s] if m is not None else Holder()


def extension_on(state: State, seat: int, tile: str) -> str:
    """The extension on ``tile`` of ``seat``'s village ("": none, or no Merchants)."""
    return next((e for t, e in holder(state, seat).extended if t == tile), "")


def put(state: State, **changes) -> State:
    return state.with_ext(NAME, replace(of(state), **changes))


def put_seat(state: State, s: int, **changes) -> State:
    m = of(state)
    held = replace(m.seats[s], **changes)
    return put(state, seats=m.seats[:s] + (held,) + m.seats[s + 1:])


def holders(state: State) -> tuple[Holder, ...]:
    """The part of every seat dealt so far."""
    return tuple(holder(state, s) for s in range(len(state.seats)))
