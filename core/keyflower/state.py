"""The immutable state of a Keyflower game (frozen dataclasses and tuples only).

Counts are tuples in a fixed order: workers (blue, red, yellow, green), skills (saw, pick,
anvil), resources (wood, stone, iron, gold). Workers around a tile (bids) and on it (uses)
are :class:`Group` values; every tile is named by its unique id, wherever it lies.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

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
    #: The Merchants: huts on the home tile, contracts held (secret), and with variant B
    #: the workers and skills of ``screen`` and ``skills`` that lie open in front of it.
    huts: int = 0
    contracts: tuple[str, ...] = ()
    #: Variant B: the held contracts that lie open (taken from the open row).
    shown: tuple[str, ...] = ()
    front: Counts4 = (0, 0, 0, 0)
    front_skills: Counts3 = (0, 0, 0)


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


@dataclass(frozen=True)
class Pick:
    """Contracts owed to ``seat`` (The Merchants): ``n`` to choose, one at a time, each an
    open one or the top of a hidden pile."""

    seat: int
    n: int


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
    #: (workers, skills, and a II boat's extra item: gold, hut, green, contract:ID or "")
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
    #: Boats taken in winter, in order (seat, boat): Merchants' tie-break, the log.
    winter_boats: tuple[tuple[int, str], ...] = ()
    #: Tiles that left the game (unbid, unoffered).
    boxed: tuple[str, ...] = ()
    #: Option ``final``: ``best`` (Speeltafel assigns the items) or ``ask`` (each player).
    final: str = "best"
    #: The Merchants (option ``merchants``; ``merchants.py``): on, variant A (all its tiles),
    #: variant B (open workers); the three open contracts, the hidden piles (top first,
    #: secret), the discards, the extensions and huts still in the box, contracts owed,
    #: and the seat that replaces Sea Bastion II for the winter (-1: none).
    merchants: bool = False
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

    def powers(self, seat: int) -> frozenset[str]:
        """The summer-boat powers (``1a`` .. ``4b``) of ``seat``: boats in its village or
        won and not yet placed (rule ``summer-boats``)."""
        mine = [p.tile for p in self.seats[seat].village] + list(self.seats[seat].won)
        return frozenset(f"{t[-1]}{self.side(t)}" for t in mine
                         if TILES[t].season == "summer_boat")

    # -- writing ---------------------------------------------------------------------
    def with_seat(self, s: int, **changes) -> State:
        """Seat ``s`` changed; workers and skills that leave take the open ones (The
        Merchants' variant B) first, so the open ones never outnumber those held."""
        seats = list(self.seats)
        seat = replace(seats[s], **changes)
        if seat.front != (0, 0, 0, 0) or seat.front_skills != (0, 0, 0):
            front = tuple(min(f, x) for f, x in zip(seat.front, seat.screen))
            open_skills = tuple(min(f, x) for f, x in zip(seat.front_skills, seat.skills))
            seat = replace(seat, front=front, front_skills=open_skills)  # type: ignore[arg-type]
        seats[s] = seat
        return replace(self, seats=tuple(seats))

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
