"""Eden geometry: the 7x7 board, squares ``A1``..``G7``, and where the cultivation shapes fit.

::

    7 | A7 B7 C7 D7 E7 F7 G7        index = (row - 1) * 7 + column
    6 | A6 ...                      column A=0 .. G=6, row 1 at the bottom
    ...
    1 | A1 B1 C1 D1 E1 F1 G1        adjacency: the 4 squares sharing a side
        --------------------
         A  B  C  D  E  F  G

A placement of a shape is the tuple of squares it covers, sorted by name (column, then row);
that tuple is also how a cultivation move names it (``grow L3 B3 B4 C3``).
"""

from __future__ import annotations

from .data import COLUMNS, SHAPES, SIZE

SQUARES = SIZE * SIZE
NAMES = tuple(COLUMNS[i % SIZE] + str(i // SIZE + 1) for i in range(SQUARES))
INDEX = {name: i for i, name in enumerate(NAMES)}


def _neighbours() -> tuple[tuple[int, ...], ...]:
    result = []
    for i in range(SQUARES):
        c, r = i % SIZE, i // SIZE
        near = [(r + dr) * SIZE + c + dc for dc, dr in ((0, -1), (-1, 0), (1, 0), (0, 1))
                if 0 <= c + dc < SIZE and 0 <= r + dr < SIZE]
        result.append(tuple(sorted(near)))
    return tuple(result)


#: Orthogonal neighbours of every square, sorted by index.
NEIGHBOURS = _neighbours()


def square(name: str) -> int | None:
    """Index of a square name (case-insensitive), or None."""
    return INDEX.get(name.strip().upper())


def name_key(i: int) -> tuple[int, int]:
    """Sort key giving name order (column, then row)."""
    return i % SIZE, i // SIZE


def _normal(cells) -> tuple[tuple[int, int], ...]:
    mx = min(x for x, _ in cells)
    my = min(y for _, y in cells)
    return tuple(sorted((x - mx, y - my) for x, y in cells))


def orientations(cells) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The distinct rotations (never mirror images) of a shape, each normalised; the first
    is the shape as printed."""
    seen: list[tuple[tuple[int, int], ...]] = []
    current = list(cells)
    for _ in range(4):
        n = _normal(current)
        if n not in seen:
            seen.append(n)
        current = [(y, -x) for x, y in current]  # a quarter turn clockwise
    return tuple(seen)


def _placements(cells) -> tuple[tuple[int, ...], ...]:
    out = []
    for shape in orientations(cells):
        w = max(x for x, _ in shape) + 1
        h = max(y for _, y in shape) + 1
        for r in range(SIZE - h + 1):
            for c in range(SIZE - w + 1):
                out.append(tuple(sorted(((r + y) * SIZE + c + x for x, y in shape), key=name_key)))
    return tuple(sorted(out, key=lambda p: [name_key(i) for i in p]))


def rotation_of(shape: str, cells) -> int:
    """Which of ``orientations(shape)`` a placement (squares) is."""
    known = ROTATIONS[shape].get(tuple(cells))
    if known is not None:
        return known
    return ORIENTATIONS[shape].index(_normal([(i % SIZE, i // SIZE) for i in cells]))


#: Per shape name, its distinct rotations (``orientations`` of its printed cells), made once:
#: every view lists them for every card (``view.cards``).
ORIENTATIONS = {name: orientations(cells) for name, (cells, _) in SHAPES.items()}

#: Per shape name, every placement on the empty board (rotations included, no mirroring).
PLACEMENTS = {name: _placements(cells) for name, (cells, _) in SHAPES.items()}

#: Per shape name and placement (squares in :data:`PLACEMENTS`' order), its index into
#: :data:`ORIENTATIONS`, made once: a view names the rotation of every placement of every
#: card in the hand.
ROTATIONS = {name: {cells: ORIENTATIONS[name].index(_normal([(i % SIZE, i // SIZE) for i in cells]))
                    for cells in placements}
             for name, placements in PLACEMENTS.items()}

#: Per shape name, the set of its placements, for membership tests.
PLACEMENT_SET = {name: frozenset(p) for name, p in PLACEMENTS.items()}
