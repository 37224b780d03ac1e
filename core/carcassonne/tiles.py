"""The tile definitions of Carcassonne and the Halflings, in one compact text form each, and
the parser that turns them into :class:`TileDef` values (rules ``tiles``, ``half-tiles``).

A definition is ``NAME COUNT EDGES SEGMENT...``:

* ``EDGES``: the side types in canonical orientation, ``C`` city, ``R`` road, ``F`` field;
  a full tile lists ``n e s w``, a half tile (canonical: right angle in the north-west
  corner) lists its legs ``n w`` and its long side ``d``.
* ``city:n-w+`` a city touching sides n and w, ``+`` per pennant; ``road:e-w``;
  ``field:ene-wnw/0`` a field touching those half-sides (side letter + the corner it runs
  to) and bordering the tile's city 0; ``monastery``; ``#water_tower`` a picture (symbol).

Slots of a full tile, clockwise from the north-west corner: ``nnw nne ene ese sse ssw wsw
wnw``; of a canonical half tile: ``nnw nne dne dsw wsw wnw`` (``dne``: the long side's half
towards the north-east corner).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Segment:
    """One feature piece printed on a tile: ``kind`` road/city/field/monastery, the sides
    its road or city reaches (``sides``), the half-sides a field touches (``slots``), its
    pennants, and for a field the indexes (among the tile's cities) of the cities it borders."""

    kind: str
    sides: tuple[str, ...] = ()
    slots: tuple[str, ...] = ()
    pennants: int = 0
    cities: tuple[int, ...] = ()


@dataclass(frozen=True)
class TileDef:
    """A tile type in canonical orientation. ``half``: a half tile (sides n, w, d)."""

    name: str
    count: int
    half: bool
    edges: tuple[tuple[str, str], ...]  # (side, type) in the order given
    segments: tuple[Segment, ...]
    symbols: tuple[str, ...] = ()
    set: str = ""

    @property
    def monastery(self) -> bool:
        return any(s.kind == "monastery" for s in self.segments)


FULL_SIDES = ("n", "e", "s", "w")
HALF_SIDES = ("n", "w", "d")
FULL_SLOTS = ("nnw", "nne", "ene", "ese", "sse", "ssw", "wsw", "wnw")
HALF_SLOTS = ("nnw", "nne", "dne", "dsw", "wsw", "wnw")


def parse(line: str, half: bool, tile_set: str = "") -> TileDef:
    """A :class:`TileDef` from one definition line; ValueError when it is inconsistent
    (a road or city on a side of another type, a field slot twice, a slot on a city side)."""
    words = line.split()
    name, count, edges = words[0], int(words[1]), words[2]
    sides = HALF_SIDES if half else FULL_SIDES
    slots_all = HALF_SLOTS if half else FULL_SLOTS
    if len(edges) != len(sides) or set(edges) - set("CRF"):
        raise ValueError(f"{name}: edges {edges}")
    types = dict(zip(sides, edges))
    segs: list[Segment] = []
    symbols: list[str] = []
    cities = 0
    for word in words[3:]:
        if word.startswith("#"):
            symbols.append(word[1:])
            continue
        kind, _, arg = word.partition(":")
        if kind == "monastery":
            segs.append(Segment("monastery"))
        elif kind in ("road", "city"):
            pennants = arg.count("+")
            on = tuple(arg.rstrip("+").split("-"))
            want = "C" if kind == "city" else "R"
            if any(types.get(s) != want for s in on):
                raise ValueError(f"{name}: {word} on a side of another type")
            segs.append(Segment(kind, sides=on, pennants=pennants))
            cities += kind == "city"
        elif kind == "field":
            slots, _, near = arg.partition("/")
            on = tuple(slots.split("-"))
            if any(s not in slots_all or types[s[0]] == "C" for s in on):
                raise ValueError(f"{name}: {word} has a bad slot")
            segs.append(Segment("field", slots=on,
                                cities=tuple(int(c) for c in near.split(",")) if near else ()))
        else:
            raise ValueError(f"{name}: {word}")
    used = [s for seg in segs for s in seg.slots]
    if len(used) != len(set(used)):
        raise ValueError(f"{name}: a slot in two fields")
    for seg in segs:
        if any(c >= cities for c in seg.cities):
            raise ValueError(f"{name}: field borders a city it does not have")
    # every road/city side has exactly one segment; every field-side slot one field
    for side, typ in types.items():
        centre = [s for s in segs if side in s.sides]
        if typ in "CR" and len(centre) != 1:
            raise ValueError(f"{name}: side {side} ({typ}) needs one segment")
        side_slots = [sl for sl in slots_all if sl[0] == side]
        if typ != "C" and any(sl not in used for sl in side_slots):
            raise ValueError(f"{name}: side {side} has a slot in no field")
    return TileDef(name, count, half, tuple(types.items()), tuple(segs), tuple(symbols), tile_set)
