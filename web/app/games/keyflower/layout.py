"""Where everything lies on Keyflower's open board (pure; unit-tested natively).

World units: a hex tile's circumradius is 1; x east, y north (``app.open_board``). Hexes are
pointy-topped, so a village's axial ``(q, r)`` (the core's directions: east, north-east,
north-west, west, south-west, south-east) sits at ``(√3·(q + r/2), −1.5·r)``.

From the top: the season's auction row (wrapped, with each tile's bids listed beneath it),
the boats with their cargo, then every village in seat order, in two or three columns, each
under a header with its seat's name. :func:`layout` is recomputed from every view, so a
village that grows pushes the ones beside it along. On a narrow canvas (a phone) the
villages are packed tighter (:data:`TIGHT`): each in turn where it reaches least far down,
beside the auction where there is room (:func:`skyline`), so that "Whole board" shows a
six-player board whole at a size where every tile is still legible (issue 24).
"""

from __future__ import annotations

import functools
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


class Spacing(NamedTuple):
    """Room around and between the villages (world units)."""
    pad_x: float  # beside a village's outer hexes (a hex is 2 · 0.866 wide)
    pad_y: float  # above and below them (a hex is 2 tall)
    head: float  # the header with the seat's name
    gap_x: float  # between two villages side by side
    gap_y: float  # between a village and what lies above it


ROOMY = Spacing(1.0, 1.1, 1.2, 1.5, 0.6)
TIGHT = Spacing(0.88, 1.0, 1.0, 0.3, 0.3)


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


def squarest(view: dict, free: list[str], builder: int | None, narrow: bool = False) -> Layout:
    """The :func:`layout` whose auction rows make the whole closest to a square (the board
    is square, so its tiles are drawn largest: issue 24, tiles readable at a glance); of
    equal ones, the one with the longest rows. ``narrow`` (a phone's canvas): the villages
    packed by :func:`skyline` with :data:`TIGHT` spacing, at the width that makes the whole
    squarest."""
    if narrow:
        most, wrap = _tightest(_sizes(view, free, builder, TIGHT), _tops(view))
        return layout(view, free, builder, most, wrap)
    best: Layout | None = None
    for most in range(PER_ROW, MIN_PER_ROW - 1, -1):
        found = layout(view, free, builder, most)
        x0, y0, x1, y1 = found.box
        if best is None or max(x1 - x0, y1 - y0) < max(best.box[2] - best.box[0],
                                                       best.box[3] - best.box[1]) - 1e-9:
            best = found
    assert best is not None
    return best


def reads(view: dict, free: list[str], builder: int | None, narrow: bool) -> tuple:
    """All that :func:`squarest` reads of its arguments (the auction's tiles and bid rows,
    the boats and whether they carry, each village's tiles and cells, the free cells, the
    builder, narrow): equal answers, equal layouts (a hand-over or a bid that adds no row
    keeps the layout, issue 23)."""
    return (tuple((a["tile"], len(a["bids"])) for a in view.get("auction", [])),
            tuple((b["boat"], b.get("workers") is not None) for b in view.get("boats", [])),
            tuple(tuple((p["tile"], p["q"], p["r"]) for p in s["village"]) for s in view["seats"]),
            tuple(free), builder, narrow)


def _boats_room(view: dict, space: Spacing) -> float:
    """How far the villages start below the boats' row: a boat's cargo (workers, skills) is
    drawn under it down to about 2.2 below its centre; packed tight, a row of boats without
    cargo (winter's) leaves only the hex's own depth."""
    boats = view.get("boats", [])
    if not boats:
        return 0.0
    if space is ROOMY:
        return 3.6
    return 2.5 if any(b.get("workers") is not None for b in boats) else 1.3


def _cells(view: dict, free: list[str], builder: int | None, seat: int) -> list[tuple[int, int]]:
    cells = [(p["q"], p["r"]) for p in view["seats"][seat]["village"]]
    if seat == builder:
        cells += [tuple(int(v) for v in c.split(",")) for c in free]  # type: ignore[misc]
    return cells


def _bounds(cells: list[tuple[int, int]], space: Spacing) -> tuple[float, float, float, float]:
    """A village's local box (x0, y0, x1, y1) around its hexes, header not included."""
    pts = [axial(q, r) for q, r in cells]
    return (min(p[0] for p in pts) - space.pad_x, min(p[1] for p in pts) - space.pad_y,
            max(p[0] for p in pts) + space.pad_x, max(p[1] for p in pts) + space.pad_y)


def _sizes(view: dict, free: list[str], builder: int | None, space: Spacing) -> tuple[tuple[float, float], ...]:
    """Each village's (width, height), header included."""
    out = []
    for seat in range(len(view["seats"])):
        x0, y0, x1, y1 = _bounds(_cells(view, free, builder, seat), space)
        out.append((x1 - x0, y1 - y0 + space.head))
    return tuple(out)


def _tops(view: dict) -> tuple[tuple[int, float, float], ...]:
    """For each distinct wrapping of the auction (``most`` from PER_ROW down): ``most`` and
    the (width, height) of the auction and boats above the villages."""
    out: dict[tuple[float, float], int] = {}
    names = [a["tile"] for a in view.get("auction", [])]
    boats = len(view.get("boats", []))
    for most in range(PER_ROW, MIN_PER_ROW - 1, -1):
        rows = _rows(names, most)
        height = 1.0 + sum(2.6 + CHIP_LINE * max([len(a["bids"]) for a in view["auction"] if a["tile"] in r] or [0])
                           for r in rows) + _boats_room(view, TIGHT)
        width = ROW_STEP * (max([len(r) for r in rows] + [boats, 1]) - 1) + 2.0
        out.setdefault((width, height), most)
    return tuple((most, w, h) for (w, h), most in out.items())


@functools.lru_cache(maxsize=64)
def _tightest(sizes: tuple[tuple[float, float], ...], tops: tuple[tuple[int, float, float], ...]) -> tuple[int, float]:
    """The auction's ``most`` and the packing width whose :func:`skyline` makes the whole
    squarest (the smallest larger side); of equal ones, the narrower. Cached: most moves
    change neither the villages nor the auction's rows."""
    best: tuple[float, float, int] | None = None
    for most, top_w, top_h in tops:
        # a square holds the area at least: much wider than that is never squarest
        side = math.sqrt(top_w * top_h + sum(w * h for w, h in sizes))
        widest = max([top_w] + [w for w, _ in sizes])
        for k in range(int(max(0.0, side * 1.5 - widest) / 0.5) + 1):
            wrap = widest + 0.5 * k
            spots = skyline(sizes, (top_w, top_h), wrap, TIGHT.gap_x, TIGHT.gap_y)
            w = max([top_w] + [x + sw for (x, _), (sw, _) in zip(spots, sizes)])
            h = max([top_h] + [y + sh for (_, y), (_, sh) in zip(spots, sizes)])
            key = (max(w, h), wrap, most)
            if best is None or key < best:
                best = key
    assert best is not None
    return best[2], best[1]


def skyline(sizes, first: tuple[float, float], width: float, gap_x: float,
            gap_y: float) -> list[tuple[float, float]]:
    """Rectangles of ``sizes`` (w, h) packed in order under and beside ``first`` (w, h, at
    the top left) within ``width``: each where its top lies highest, of equal ones the
    leftmost; their top left corners (x right, y down from the top). Generic."""
    placed = [(0.0, 0.0, first[0], first[1])]
    out = []
    for w, h in sizes:
        best: tuple[float, float] | None = None
        for x in sorted({0.0} | {px + pw + gap_x for px, _, pw, _ in placed}):
            if x > 0.0 and x + w > width + 1e-9:
                continue
            y = max([py + ph + gap_y for px, py, pw, ph in placed
                     if px < x + w + gap_x - 1e-9 and x < px + pw + gap_x - 1e-9] + [0.0])
            if best is None or (y, x) < (best[1], best[0]):
                best = (x, y)
        assert best is not None
        placed.append((best[0], best[1], w, h))
        out.append(best)
    return out


def layout(view: dict, free: list[str], builder: int | None, most: int = PER_ROW,
           wrap: float | None = None) -> Layout:
    """Positions for ``view``; ``free`` are the cells ``q,r`` offered to seat ``builder``;
    at most ``most`` auction tiles in a row. Without ``wrap`` the villages go in rows under
    the boats (:data:`ROOMY`); with it they are packed by :func:`skyline` within ``wrap``
    world units (:data:`TIGHT`)."""
    space = ROOMY if wrap is None else TIGHT
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
    y -= _boats_room(view, space)
    widest = max([len(r) for r in _rows([a["tile"] for a in view.get("auction", [])], most)] + [len(boats), 1])
    top = ROW_STEP * (widest - 1)
    boxes = [_bounds(_cells(view, free, builder, seat), space) for seat in range(len(view["seats"]))]
    corners: list[tuple[float, float]] = []  # each village's top left (world)
    if wrap is not None:
        sizes = [(x1 - x0, y1 - y0 + space.head) for x0, y0, x1, y1 in boxes]
        corners = [(-1.0 + x, 1.0 - d) for x, d in
                   skyline(sizes, (top + 2.0, 1.0 - y), wrap, space.gap_x, space.gap_y)]
    else:
        # villages flow left to right, wrapping so that the whole is about as wide as tall
        across = math.ceil(math.sqrt(len(boxes))) if boxes else 1
        flow = max(top + 1.0, across * (max([b[2] - b[0] for b in boxes] + [0.0]) + space.gap_x))
        x, row_h = -1.0, 0.0
        for x0, y0, x1, y1 in boxes:
            if x > -1.0 and x + x1 - x0 > flow:
                y -= row_h + space.gap_y
                x, row_h = -1.0, 0.0
            corners.append((x, y))
            x += x1 - x0 + space.gap_x
            row_h = max(row_h, y1 - y0 + space.head)
    villages: list[Village] = []
    for seat, ((x0, y0, x1, y1), (x, top_y)) in enumerate(zip(boxes, corners)):
        s = view["seats"][seat]
        ox, oy = x - x0, top_y - space.head - y1
        villages.append(Village(seat, ox, oy, (x, oy + y0, x + x1 - x0, top_y)))
        for p in s["village"]:
            wx, wy = axial(p["q"], p["r"])
            places["t:" + p["tile"]] = (ox + wx, oy + wy)
        if seat == builder:
            for c in free:
                q, r = (int(v) for v in c.split(","))
                wx, wy = axial(q, r)
                places["c:" + c] = (ox + wx, oy + wy)
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
