"""Geometry of the open board (rules ``place``, ``half-place``): squares named ``x,y`` (x east,
y north), tile orientations, which piece owns which side of a square, and contacts.

A square holds one full tile or up to two half tiles with opposite right-angle corners
(``nw`` + ``se`` or ``ne`` + ``sw``). A full tile's sides are ``n e s w``; a half tile's are
its two legs (the sides of its corner) and ``d``, the long side on the square's diagonal.
Two pieces touch across a square side owned on both sides, or across the diagonal of a
square holding two halves. Slots (half-sides, for fields) are a side letter plus the corner
they run to; across a contact ``nnw`` meets ``ssw``, ``ene`` meets ``wnw``, ``dne`` meets
``dne``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .data import ALL_TILES
from .tiles import Segment

SIDES = ("n", "e", "s", "w")
CORNERS = ("nw", "ne", "se", "sw")
DIRS = {"n": (0, 1), "e": (1, 0), "s": (0, -1), "w": (-1, 0)}
OPPOSITE = {"n": "s", "s": "n", "e": "w", "w": "e", "d": "d"}
_TURN = {"n": "e", "e": "s", "s": "w", "w": "n", "d": "d"}
#: Spot names are written with the first side / slot of a segment in these orders.
SIDE_ORDER = ("n", "e", "s", "w", "d")
SLOT_ORDER = ("nnw", "nne", "ene", "ese", "sse", "ssw", "wsw", "wnw", "dnw", "dne", "dse", "dsw")
ROTATIONS = ("r0", "r90", "r180", "r270")

Square = tuple[int, int]


def turn_side(side: str, r: int) -> str:
    for _ in range(r % 4):
        side = _TURN[side]
    return side


def turn_corner(corner: str, r: int) -> str:
    return CORNERS[(CORNERS.index(corner) + r) % 4]


def turn_slot(slot: str, r: int) -> str:
    return turn_side(slot[0], r) + turn_corner(slot[1:], r)


def mirror(port: str, side: str) -> str:
    """The port of the neighbour that meets ``port`` across ``side`` (a centre ``n`` or a
    slot ``nnw``)."""
    if side == "d":
        return port
    if len(port) == 1:
        return OPPOSITE[port]
    swap = {"n": "s", "s": "n"} if side in "ns" else {"e": "w", "w": "e"}
    return OPPOSITE[port[0]] + "".join(swap.get(c, c) for c in port[1:])


@dataclass(frozen=True)
class Oriented:
    """A tile type turned ``rot`` quarter turns clockwise, in board directions.

    ``corner``: for a half tile the corner of its right angle (None for a full tile);
    ``sides``: side -> C/R/F; ``segments``: turned; ``port``: centre or slot -> segment
    index; ``side_ports``: per side, its ports (centre of a C/R side, slots of an R/F side);
    ``spots``: per segment, the follower spot name (``road:e``, ``field:nne``, ``monastery``).
    """

    name: str
    rot: int
    corner: str | None
    sides: dict
    segments: tuple[Segment, ...]
    port: dict
    side_ports: dict
    spots: tuple[str, ...]

    @property
    def half(self) -> bool:
        return self.corner is not None

    def signature(self) -> tuple:
        """Equal for two rotations of a full tile that look the same (symmetric tiles)."""
        return (tuple(sorted(self.sides.items())),
                tuple(sorted((s.kind, tuple(sorted(s.sides)), tuple(sorted(s.slots)), s.pennants)
                             for s in self.segments)))


def _spot(seg: Segment) -> str:
    if seg.kind == "monastery":
        return "monastery"
    if seg.kind == "field":
        return "field:" + min(seg.slots, key=SLOT_ORDER.index)
    return f"{seg.kind}:" + min(seg.sides, key=SIDE_ORDER.index)


@lru_cache(maxsize=None)
def oriented(name: str, rot: int) -> Oriented:
    """Tile ``name`` turned ``rot`` quarter turns (a half tile: right angle in
    ``CORNERS[rot]``)."""
    d = ALL_TILES[name]
    sides = {turn_side(s, rot): t for s, t in d.edges}
    segs = tuple(Segment(s.kind, tuple(turn_side(x, rot) for x in s.sides),
                         tuple(turn_slot(x, rot) for x in s.slots), s.pennants, s.cities)
                 for s in d.segments)
    port: dict[str, int] = {}
    for i, s in enumerate(segs):
        for p in s.sides + s.slots:
            port[p] = i
    corner = turn_corner("nw", rot) if d.half else None
    side_ports: dict[str, tuple[str, ...]] = {}
    for side, typ in sides.items():
        ps: list[str] = [side] if typ in "CR" else []
        if typ in "RF":
            ps += [p for p in port if len(p) > 1 and p[0] == side]
        side_ports[side] = tuple(ps)
    return Oriented(name, rot, corner, sides, segs, port, side_ports,
                    tuple(_spot(s) for s in segs))


@lru_cache(maxsize=None)
def distinct_rotations(name: str) -> tuple[int, ...]:
    """The rotations that give different placements: all four corners of a half tile; for a
    full tile, the smallest rotation of each distinct look."""
    if ALL_TILES[name].half:
        return (0, 1, 2, 3)
    seen: dict[tuple, int] = {}
    for r in range(4):
        seen.setdefault(oriented(name, r).signature(), r)
    return tuple(sorted(seen.values()))


def canonical_rotation(name: str, rot: int) -> int:
    """The rotation written for ``name`` turned ``rot`` (the smallest with the same look)."""
    sig = oriented(name, rot).signature()
    return next(r for r in distinct_rotations(name) if oriented(name, r).signature() == sig)


def square_name(sq: Square) -> str:
    return f"{sq[0]},{sq[1]}"


def neighbour(sq: Square, side: str) -> Square:
    dx, dy = DIRS[side]
    return sq[0] + dx, sq[1] + dy


def ring(sq: Square) -> list[Square]:
    """The 8 squares around ``sq``."""
    x, y = sq
    return [(x + dx, y + dy) for dy in (1, 0, -1) for dx in (-1, 0, 1) if dx or dy]
