"""Where worker chips go on a Keyflower tile drawn with its symbols (pure; unit-tested
natively): in a row that leaves the tile's points and action seen (issue 24)."""

from __future__ import annotations

from .symbols import Box, Item, box


def overlap(a: Box, b: Box) -> float:
    """The area two rectangles share (0 when they only touch)."""
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0])) * max(0.0, min(a[3], b[3]) - max(a[1], b[1]))


#: Where worker groups standing on a tile may go, as fractions of the radius, in order of
#: preference: the upgrade row, the top row, the hex's lower part (over its resources).
WORKER_ROWS = (0.44, -0.52, 0.76)


def workers_at(items: list[Item], groups: int, r: float) -> list[Box]:
    """Where ``groups`` worker chips go on a hex of circumradius ``r`` drawn with ``items``:
    in a row on the upgrade's cost, else at the first of :data:`WORKER_ROWS`, where they cover none of the points nor
    the action (issue 24: a used tile still reads at a glance; the upgrade's cost or the
    name may be covered), else where they cover least of them. Each box is a chip's square."""
    if not groups:
        return []
    rad = r * (0.17 if groups <= 4 else 0.13)
    step = rad * 2.3
    up_rows = {round(it.y, 3) for it in items if it.kind == "up"}
    bare = all(it.kind in ("name", "points") for it in items)  # a reduced form keeps its initials
    keep = [box(it) for it in items
            if it.kind == "points" or (bare or it.kind != "name") and round(it.y, 3) not in up_rows]

    def chips(y: float) -> list[Box]:
        x0 = -(groups - 1) * step / 2
        return [(x0 + k * step - rad, y - rad, x0 + k * step + rad, y + rad) for k in range(groups)]

    def covered(c: list[Box]) -> float:
        return sum(overlap(a, b) for a in c for b in keep)
    # the upgrade's row first wherever it is (a wide cost may take the middle row)
    rows = [chips(y) for y in sorted(up_rows)] + [chips(f * r) for f in WORKER_ROWS]
    return next((c for c in rows if not covered(c)), None) or min(rows, key=covered)
