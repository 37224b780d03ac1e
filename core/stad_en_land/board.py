"""Stad en Land geometry: a 6x6 board, squares ``a1``..``f6``.

::

    6 | a6 b6 c6 d6 e6 f6        index = (rank - 1) * 6 + file
    5 | a5 ...                   file a=0 .. f=5, rank 1 at the bottom
    ...
    1 | a1 b1 c1 d1 e1 f1        king adjacency: the 8 surrounding squares
        -----------------        orthogonal adjacency (option): the 4 sharing a side
         a  b  c  d  e  f
"""

from __future__ import annotations

SIZE = 6
SQUARES = SIZE * SIZE
FILES = "abcdef"
NAMES = tuple(FILES[i % SIZE] + str(i // SIZE + 1) for i in range(SQUARES))
INDEX = {name: i for i, name in enumerate(NAMES)}


def _neighbours(diagonal: bool) -> tuple[tuple[int, ...], ...]:
    result = []
    for i in range(SQUARES):
        f, r = i % SIZE, i // SIZE
        near = []
        for dr in (-1, 0, 1):
            for df in (-1, 0, 1):
                if (df, dr) == (0, 0) or (not diagonal and df and dr):
                    continue
                nf, nr = f + df, r + dr
                if 0 <= nf < SIZE and 0 <= nr < SIZE:
                    near.append(nr * SIZE + nf)
        result.append(tuple(sorted(near)))
    return tuple(result)


#: Neighbours per adjacency option value, each list sorted by index.
NEIGHBOURS = {"king": _neighbours(True), "orthogonal": _neighbours(False)}


def square(name: str) -> int | None:
    """Index of a square name (case-insensitive), or None."""
    return INDEX.get(name.strip().lower())
