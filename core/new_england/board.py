"""New England geometry: plots ``a1``..``k9`` (``k1`` missing), the coast, dominoes, shapes.

::

       a  b  c  d  e  f  g  h  i  j  k        ~ sea above row 1 and right of column k
    1  .  .  .  .  .  .  .  .  .  .           (k1 is missing; a1..j1 and k2..k9 are coastal)
    2  .  .  .  .  .  .  .  .  .  .  .
    ...                                       index = (row - 1) * 11 + column (a = 0)
    9  .  .  .  .  .  .  .  .  .  .  .

Adjacency is orthogonal (sharing a side) unless a name says otherwise (``KING``: the 8
surrounding plots, used only by the strict start-tile spacing).
"""

from __future__ import annotations

from . import data

ROWS, COLS = data.ROWS, data.COLS
SIZE = ROWS * COLS
LETTERS = "abcdefghijklmnopqrstuvwxyz"[:COLS]
NAMES = tuple(LETTERS[i % COLS] + str(i // COLS + 1) for i in range(SIZE))
INDEX = {name: i for i, name in enumerate(NAMES)}
VALID = tuple(name not in data.MISSING for name in NAMES)
#: Every plot index of the board, in index order (row by row, left to right).
PLOTS = tuple(i for i in range(SIZE) if VALID[i])
COASTAL = tuple(VALID[i] and (i // COLS + 1 in data.COAST_ROWS or LETTERS[i % COLS] in data.COAST_COLS)
                for i in range(SIZE))


def _neighbours(diagonal: bool) -> tuple[tuple[int, ...], ...]:
    out = []
    for i in range(SIZE):
        r, c = divmod(i, COLS)
        near = []
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if (dr, dc) == (0, 0) or (not diagonal and dr and dc):
                    continue
                nr, nc = r + dr, c + dc
                if 0 <= nr < ROWS and 0 <= nc < COLS and VALID[nr * COLS + nc]:
                    near.append(nr * COLS + nc)
        out.append(tuple(sorted(near)) if VALID[i] else ())
    return tuple(out)


ORTH = _neighbours(False)
KING = _neighbours(True)

#: Every domino (two orthogonally adjacent plots) as ``(a, b)`` with ``a < b``, sorted.
DOMINOES = tuple(sorted((a, b) for a in PLOTS for b in ORTH[a] if a < b))


def plot(name: str) -> int | None:
    """Index of a plot name (case-insensitive), or None for no plot of this board."""
    i = INDEX.get(name.strip().lower())
    return i if i is not None and VALID[i] else None


# -- shapes -----------------------------------------------------------------------------------
def _normal(cells) -> tuple[tuple[int, int], ...]:
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


def _orientations(cells, mirror: bool) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Distinct placements of a shape up to translation: rotations (and reflections if
    ``mirror``), each normalised to a top-left origin, in a fixed order (rotation 0, 90,
    180, 270 degrees clockwise, then the mirrored ones)."""
    out: list[tuple[tuple[int, int], ...]] = []
    bases = [tuple(cells)]
    if mirror:
        bases.append(tuple((r, -c) for r, c in cells))
    for base in bases:
        cur = base
        for _ in range(4):
            n = _normal(cur)
            if n not in out:
                out.append(n)
            cur = tuple((c, -r) for r, c in cur)  # rotate 90 degrees clockwise
    return tuple(out)


#: shape -> mirror allowed? -> orientations (each a sorted tuple of (row, col) offsets).
ORIENTATIONS = {s: {m: _orientations(cells, m) for m in (False, True)} for s, cells in data.SHAPES.items()}


def fits(shape: str, mirror: bool, cells: tuple[int, ...]) -> bool:
    """True if the plots ``cells`` form ``shape`` in one allowed orientation."""
    rc = [divmod(i, COLS) for i in cells]
    return len(set(cells)) == len(cells) and _normal(rc) in ORIENTATIONS[shape][mirror]


def shape_placements(shape: str, mirror: bool, allowed: frozenset[int]) -> list[tuple[int, tuple[int, ...]]]:
    """Every ``(orientation index, sorted plots)`` of ``shape`` inside the plot set ``allowed``.

    The first cell of an orientation (row-major) is put on each allowed plot in turn, so
    each placement is found exactly once per orientation.
    """
    out = []
    for k, orient in enumerate(ORIENTATIONS[shape][mirror]):
        r0, c0 = orient[0]
        for p in sorted(allowed):
            pr, pc = divmod(p, COLS)
            cells = []
            for dr, dc in orient:
                r, c = pr + dr - r0, pc + dc - c0
                if not (0 <= r < ROWS and 0 <= c < COLS):
                    break
                i = r * COLS + c
                if i not in allowed:
                    break
                cells.append(i)
            else:
                out.append((k, tuple(sorted(cells))))
    return out
