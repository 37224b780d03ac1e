"""The immutable state of a Keyflower game (frozen dataclasses and tuples only).

Counts are tuples in a fixed order: workers (blue, red, yellow, green), skills (saw, pick,
anvil), resources (wood, stone, iron, gold). Workers around a tile (bids) and on it (uses)
are :class:`Group` values; every tile is named by its unique id, wherever it lies.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from .board import Placed
from .data import BAG, GREEN_SUPPLY, RESOURCE_SUPPLY, SEASONS, SKILL_PILE
from .tiles import TILES

Counts4 = tuple[int, int, int, int]
Counts3 = tuple[int, int, int]


@dataclass(frozen=True)
class Group:
    """``n`` workers of ``colour`` (index into COLOURS) placed by ``seat`` in one go; ``flat``
    when placed against the tile's colour by summer boat 4a or 4b."""

    seat: int
    colour: int
    n: int
    flat: bool = False


@dataclass(frozen=True)
class Seat:
    home: str = ""
    screen: Counts4 = (0, 0, 0, 0)
    skills: Counts3 = (0, 0, 0)
    village: tuple[Placed, ...] = ()
    #: Winter tiles in hand (secret) and, in winter, the ones offered (secret until all
    #: have offered; ``None``: not yet).
    winter: tuple[str, ...] = ()
    offer: tuple[str, ...] | None = None
    #: Tiles won this season, to be placed at its end.
    won: tuple[str, ...] = ()
    #: The final scoring asked of the player (option ``final=ask``): Flipper's free
    #: upgrade, the purple worker's declaration, the item units assigned (tile, items),
    #: and whether he is done.
    flipped: str = ""
    purple: str = ""
    assigned: tuple[tuple[str, str], ...] = ()
    scored: bool = False


@dataclass(frozen=True)
class Work:
    """A transport-and-upgrade use in progress: the points and upgrades left."""

    seat: int
    tile: str
    transport: int
    upgrades: int


@dataclass(frozen=True)
class Draw:
    """Random items owed to ``seat``: ``kind`` ``workers`` (from the bag) or ``skills``
    (from the pile); ``aside`` an item laid beside bag or pile until the draw is done
    (the Tavern's worker, the Hiring Fair's skill: index, -1 none); ``then`` the phase to
    return to."""

    seat: int
    kind: str
    n: int
    aside: int = -1


class Part(Protocol):
    """An expansion's own state, kept in :attr:`State.ext` under the expansion's name: a
    frozen, hashable value with a deterministic repr. The base tells it when a seat
    changed, so that what it keeps per seat can follow (for example never count more of a
    seat's items than the seat holds)."""

    def seat_changed(self, s: int, seat: Seat) -> Any: ...


@dataclass(frozen=True)
class State:
    players: int
    seats: tuple[Seat, ...] = ()
    season: int = 0
    #: ``setup`` (chance), ``offer`` (winter tiles), ``play``, ``work`` (transport and
    #: upgrades), ``end`` (end-of-season steps), ``boats``, ``build``, ``over``.
    phase: str = "setup"
    seat: int = 0
    start: int = 0
    passes: int = 0
    bag: Counts4 = BAG
    green: int = GREEN_SUPPLY
    pile: Counts3 = SKILL_PILE
    supply: Counts4 = RESOURCE_SUPPLY
    #: Tiles on offer this season (season tiles, then turn-order tiles) and their sides
    #: (summer boats: ``a``/``b``).
    auction: tuple[str, ...] = ()
    sides: tuple[tuple[str, str], ...] = ()
    #: The boats used in this game; those still to be chosen this season, and their cargo
    #: (workers, skills, and an expansion's boat's extra item, ``Expansion.fill_boat``, or "")
    #: while waiting to be taken.
    fleet: tuple[str, ...] = ()
    boats: tuple[str, ...] = ()
    cargo: tuple[tuple[Counts4, Counts3, str], ...] = ()
    laid: bool = False
    filled: bool = False
    bids: tuple[tuple[str, tuple[Group, ...]], ...] = ()
    uses: tuple[tuple[str, tuple[Group, ...]], ...] = ()
    work: Work | None = None
    draws: tuple[Draw, ...] = ()
    #: End of season: the index of the next step; the seats still to choose a boat; the
    #: seat that becomes start player after the boats (fallback when nobody won it).
    step: int = 0
    pickers: tuple[int, ...] = ()
    #: The turn-order tiles won this season and by whom (read by the boat choice).
    turn_won: tuple[tuple[str, int], ...] = ()
    next_start: int = -1
    #: Boats taken in winter, in order (seat, boat): for the log and an expansion's tie-break.
    winter_boats: tuple[tuple[int, str], ...] = ()
    #: Tiles that left the game (unbid, unoffered).
    boxed: tuple[str, ...] = ()
    #: Option ``final``: ``best`` (Speeltafel assigns the items) or ``ask`` (each player).
    final: str = "best"
    #: The expansions in play, each with its own state (a :class:`Part`), by name in the
    #: order of ``expansions.EXPANSIONS``; an expansion that is off is absent.
    ext: tuple[tuple[str, Part], ...] = ()
    memo: dict = field(default_factory=dict, init=False, compare=False, hash=False, repr=False)

    # -- reading ---------------------------------------------------------------------
    @property
    def season_name(self) -> str:
        return SEASONS[self.season]

    @property
    def winter(self) -> bool:
        return self.season == 3

    def to_move(self) -> int | None:
        if self.phase in ("setup", "end", "over") or self.draws:
            return None
        return self.seat

    def bids_on(self, tile: str) -> tuple[Group, ...]:
        return dict(self.bids).get(tile, ())

    def uses_on(self, tile: str) -> tuple[Group, ...]:
        return dict(self.uses).get(tile, ())

    def side(self, tile: str) -> str:
        return dict(self.sides).get(tile, "")

    def owner(self, tile: str) -> int | None:
        """The seat whose village holds ``tile`` (None: not in a village)."""
        for s, seat in enumerate(self.seats):
            if any(p.tile == tile for p in seat.village):
                return s
        return None

    def placed(self, seat: int, tile: str) -> Placed | None:
        return next((p for p in self.seats[seat].village if p.tile == tile), None)

    def ext_of(self, name: str) -> Any:
        """The state of expansion ``name`` (None: not in play)."""
        return next((v for n, v in self.ext if n == name), None)

    def powers(self, seat: int) -> frozenset[str]:
        """The summer-boat powers (``1a`` .. ``4b``) of ``seat``: boats in its village or
        won and not yet placed (rule ``summer-boats``)."""
        mine = [p.tile for p in self.seats[seat].village] + list(self.seats[seat].won)
        return frozenset(f"{t[-1]}{self.side(t)}" for t in mine
                         if TILES[t].season == "summer_boat")

    # -- writing ---------------------------------------------------------------------
    def with_seat(self, s: int, **changes) -> State:
        """Seat ``s`` changed; every expansion in play hears of it (:class:`Part`)."""
        seats = list(self.seats)
        seat = replace(seats[s], **changes)
        seats[s] = seat
        ext = tuple((n, v.seat_changed(s, seat)) for n, v in self.ext)
        return replace(self, seats=tuple(seats), ext=ext)

    def with_ext(self, name: str, value: Part) -> State:
        """Expansion ``name``'s state replaced by ``value``."""
        return replace(self, ext=tuple((n, value if n == name else v) for n, v in self.ext))

    def with_groups(self, which: str, tile: str, groups: tuple[Group, ...]) -> State:
        """``bids`` or ``uses`` with ``tile``'s groups replaced (dropped when empty), sorted
        by tile id so that equal positions are equal values."""
        table = dict(getattr(self, which))
        if groups:
            table[tile] = groups
        else:
            table.pop(tile, None)
        rows = tuple(sorted(table.items()))
        return replace(self, bids=rows) if which == "bids" else replace(self, uses=rows)

    def with_placed(self, seat: int, tile: str, **changes) -> State:
        village = tuple(replace(p, **changes) if p.tile == tile else p
                        for p in self.seats[seat].village)
        return self.with_seat(seat, village=village)


def add(a: tuple[int, ...], b: tuple[int, ...], sign: int = 1) -> tuple:
    """Element-wise ``a + sign * b``; raises ValueError below zero (a bug, never a rule)."""
    out = tuple(x + sign * y for x, y in zip(a, b))
    if min(out) < 0:
        raise ValueError(f"{a} {'+' if sign > 0 else '-'} {b} goes below zero")
    return out


def unit(index: int, size: int, n: int = 1) -> tuple:
    """A count tuple with ``n`` at ``index``."""
    return tuple(n if i == index else 0 for i in range(size))
