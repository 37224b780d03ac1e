"""Where everything lies on Keyflower's open board (pure; unit-tested natively).

World units: a hex tile's circumradius is 1; x east, y north (``app.open_board``). Hexes are
pointy-topped, so a village's axial ``(q, r)`` (the core's directions: east, north-east,
north-west, west, south-west, south-east) sits at ``(√3·(q + r/2), −1.5·r)``.

From the top: the season's auction row (wrapped, with each tile's bids listed beneath it),
the boats with their cargo, then every village in seat order, in two or three columns, each
under a header with its seat's name. :func:`layout` is recomputed from every view, so a
village that grows pushes the ones beside it along.
"""

from __future__ import annotations

import math
from typing import NamedTuple

SQRT3 = math.sqrt(3.0)
#: Centre-to-centre distance of tiles in the auction and boat rows.
ROW_STEP = 2.2
#: Height of one line of bid chips under an auction tile.
CHIP_LINE = 0.6
#: At most this many tiles in one auction row; :func:`squarest` tries down to MIN_PER_ROW.
PER_ROW = 9
MIN_PER_ROW = 3
#: The core's six directions from the east counter-clockwise (axial steps).
DIRS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def axial(q: int, r: int) -> tuple[float, float]:
    return SQRT3 * (q + r / 2.0), -1.5 * r


def nearest_cell(x: float, y: float) -> tuple[int, int]:
    """The axial cell whose hex contains the local world point (x, y)."""
    rf = -y / 1.5
    qf = x / SQRT3 - rf / 2.0
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return int(q), int(r)


class Village(NamedTuple):
    seat: int
    ox: float  # world position of the home tile's centre
    oy: float
    box: tuple[float, float, float, float]  # x0, y0, x1, y1 (world)


class Layout(NamedTuple):
    places: dict[str, tuple[float, float]]  # board name -> world centre
    villages: list[Village]
    chips: dict[str, tuple[float, float]]  # auction tile -> where its bid list starts
    boats_y: float
    box: tuple[float, float, float, float]  # everything


def _rows(names: list[str], most: int = PER_ROW) -> list[list[str]]:
    """The auction tiles in rows of equal length (at most ``most``)."""
    if not names:
        return [[]]
    per = math.ceil(len(names) / math.ceil(len(names) / most))
    return [names[i:i + per] for i in range(0, len(names), per)]


def squarest(view: dict, free: list[str], builder: int | None) -> Layout:
    """The :func:`layout` whose auction rows make the whole closest to a square (the board
    is square, so its tiles are drawn largest: issue 24, tiles readable at a glance); of
    equal ones, the one with the longest rows."""
    best: Layout | None = None
    for most in range(PER_ROW, MIN_PER_ROW - 1, -1):
        found = layout(view, free, builder, most)
        x0, y0, x1, y1 = found.box
        if best is None or max(x1 - x0, y1 - y0) < max(best.box[2] - best.box[0],
                                                       best.box[3] - best.box[1]) - 1e-9:
            best = found
    assert best is not None
    return best


def layout(view: dict, free: list[str], builder: int | None, most: int = PER_ROW) -> Layout:
    """Positions for ``view``; ``free`` are the cells ``q,r`` offered to seat ``builder``;
    at most ``most`` auction tiles in a row."""
    places: dict[str, tuple[float, float]] = {}
    chips: dict[str, tuple[float, float]] = {}
    y = 0.0
    for row in _rows([a["tile"] for a in view.get("auction", [])], most):
        groups = max([len(a["bids"]) for a in view["auction"] if a["tile"] in row] or [0])
        for i, tile in enumerate(row):
            places["t:" + tile] = (i * ROW_STEP, y)
            chips[tile] = (i * ROW_STEP, y - 1.25)
        y -= 2.6 + CHIP_LINE * groups
    boats_y = y
    boats = [b["boat"] for b in view.get("boats", [])]
    for i, boat in enumerate(boats):
        places["t:" + boat] = (i * ROW_STEP, y)
    y -= 3.6 if boats else 0.0
    widest = max([len(r) for r in _rows([a["tile"] for a in view.get("auction", [])], most)] + [len(boats), 1])
    top = ROW_STEP * (widest - 1)
    boxes = []
    for seat, s in enumerate(view["seats"]):
        cells = [(p["q"], p["r"]) for p in s["village"]]
        if seat == builder:
            cells += [tuple(int(v) for v in c.split(",")) for c in free]  # type: ignore[misc]
        pts = [axial(q, r) for q, r in cells]
        boxes.append((min(p[0] for p in pts) - 1.0, min(p[1] for p in pts) - 1.1,
                      max(p[0] for p in pts) + 1.0, max(p[1] for p in pts) + 1.1))
    # villages flow left to right, wrapping so that the whole is about as wide as tall
    across = math.ceil(math.sqrt(len(boxes))) if boxes else 1
    wrap = max(top + 1.0, across * (max([b[2] - b[0] for b in boxes] + [0.0]) + 1.5))
    villages: list[Village] = []
    x, row_h = -1.0, 0.0
    for seat, (x0, y0, x1, y1) in enumerate(boxes):
        s = view["seats"][seat]
        if x > -1.0 and x + x1 - x0 > wrap:
            y -= row_h + 0.6
            x, row_h = -1.0, 0.0
        ox, oy = x - x0, y - 1.2 - y1
        villages.append(Village(seat, ox, oy, (x, oy + y0, x + x1 - x0, y)))
        for p in s["village"]:
            wx, wy = axial(p["q"], p["r"])
            places["t:" + p["tile"]] = (ox + wx, oy + wy)
        if seat == builder:
            for c in free:
                q, r = (int(v) for v in c.split(","))
                wx, wy = axial(q, r)
                places["c:" + c] = (ox + wx, oy + wy)
        x += x1 - x0 + 1.5
        row_h = max(row_h, y1 - y0 + 1.2)
    right = max([v.box[2] for v in villages] + [top + 1.0])
    bottom = min([v.box[1] for v in villages] + [y])
    return Layout(places, villages, chips, boats_y, (-1.0, bottom, right, 1.0))


def region(lay: Layout, which: str) -> tuple[float, float, float, float]:
    """The world box of ``all``, ``auction`` (the auction row and boats) or ``v<seat>``."""
    if which.startswith("v") and which[1:].isdigit() and int(which[1:]) < len(lay.villages):
        return lay.villages[int(which[1:])].box
    if which == "auction":
        top = [p for k, p in lay.places.items() if k.startswith("t:") and p[1] >= lay.boats_y]
        xs = [p[0] for p in top] or [0.0]
        return (min(xs) - 1.0, lay.boats_y - 3.2, max(xs) + 1.0, 1.0)
    return lay.box
