"""Drawing Carcassonne pieces on a canvas, shared by the board, the panel's tile preview and
the legend: full tiles and half tiles from their canonical definition (``view["tiles"]``),
turned, with fields, cities (walls, pennants), roads and monasteries; followers as meeples.

Geometry is in tile-local units, the square ``[-0.5, 0.5]^2`` with y DOWN the screen, in the
canonical orientation (a half tile's right angle in the north-west corner); :func:`turn`
rotates a local point clockwise by quarter turns. :func:`anchors` gives each segment's spot
(where a follower stands), which the board also uses to hit-test taps.
"""

from __future__ import annotations

import math

Point = tuple[float, float]
NW, NE, SE, SW = (-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)
_FULL = {"corners": [NW, NE, SE, SW], "inner": (0.0, 0.0),
         "sides": {"n": (NW, NE), "e": (NE, SE), "s": (SE, SW), "w": (SW, NW)},
         "order": ["n", "e", "s", "w"]}
_HALF = {"corners": [NW, NE, SW], "inner": (-1 / 6, -1 / 6),
         "sides": {"n": (NW, NE), "d": (NE, SW), "w": (SW, NW)}, "order": ["n", "d", "w"]}
_CORNER = {"nw": NW, "ne": NE, "se": SE, "sw": SW}

FIELD, FIELD_DARK = "#8fbf5a", "#7aa84a"
CITY, CITY_ROOF, WALL = "#c9a36a", "#b5533c", "#6d4a2a"
ROAD, ROAD_EDGE = "#f3ead2", "#8a7a5c"
#: A pennant is a cream flag on a brown pole: no seat's colour and not a shield, so it is
#: never read as one of Blue's pieces (issue 24).
PENNANT, PENNANT_EDGE = "#fbf3d8", "#5a3a1a"
CLOISTER, CLOISTER_ROOF = "#efe3c8", "#b5533c"
EDGE = "rgba(40,50,20,0.55)"
#: Followers' colours per seat (the board's seat colours are made from them).
SEAT_FILL = ("#d0312d", "#2f6db5", "#f2c318", "#3a9a3a", "#2b2b2b")
SEAT_EDGE = ("#6e1512", "#173e6e", "#7d6205", "#1b4d1b", "#ffffff")
#: Triangles of a square for half tiles: corner -> its three corners (local, y down).
TRIANGLE = {"nw": (NW, NE, SW), "ne": (NE, SE, NW), "se": (SE, SW, NE), "sw": (SW, NW, SE)}


def shape(half: bool) -> dict:
    return _HALF if half else _FULL


def lerp(a: Point, b: Point, t: float) -> Point:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def mid(side: tuple[Point, Point]) -> Point:
    return lerp(side[0], side[1], 0.5)


def turn(p: Point, rot: int) -> Point:
    """``p`` turned ``rot`` quarter turns clockwise (screen coordinates, y down)."""
    x, y = p
    for _ in range(rot % 4):
        x, y = -y, x
    return x, y


def slot_point(geo: dict, slot: str) -> Point:
    """A point in the field next to the half-side ``slot`` (side letter + corner)."""
    a = mid(geo["sides"][slot[0]])
    return lerp(lerp(a, _CORNER[slot[1:]], 0.5), geo["inner"], 0.3)


#: anchors() by tile shape: the board draws every placed tile on every frame (and hit-tests
#: with them), and the geometry of a tile definition never changes (issue 23: this search was
#: close to half of a late board's drawing time).
_ANCHORS: dict[tuple, tuple[Point, ...]] = {}


def anchors(tile: dict) -> list[Point]:
    """Per segment of ``tile`` (canonical), the local point of its follower spot. Fields take
    the slot point farthest from every other spot, so markers do not overlap. Computed once
    per tile shape (half or not; each segment's kind, sides and slots)."""
    key = (bool(tile["half"]), tuple((seg["kind"], tuple(seg["sides"]), tuple(seg.get("slots") or ()))
                                     for seg in tile["segments"]))
    found = _ANCHORS.get(key)
    if found is None:
        found = _ANCHORS[key] = tuple(_anchors(tile))
    return list(found)


def spot_points(tile: dict, rot: int) -> dict[str, Point]:
    """The tile turned ``rot`` quarter turns: each segment's spot name (``view["tiles"]``'s
    ``spots[rot]``, as the notation writes it) -> the local point where its follower stands
    (screen directions; the board, the panel's spot names and the hit test share it)."""
    return {name: turn(p, rot) for name, p in zip(tile["spots"][rot], anchors(tile))}


def _anchors(tile: dict) -> list[Point]:
    geo = shape(tile["half"])
    inner = geo["inner"]
    out: list[Point | None] = []
    for seg in tile["segments"]:
        mids = [mid(geo["sides"][s]) for s in seg["sides"]]
        if seg["kind"] == "monastery":
            out.append(inner)
        elif seg["kind"] == "city":
            m = (sum(p[0] for p in mids) / len(mids), sum(p[1] for p in mids) / len(mids))
            out.append(lerp(m, inner, 0.45 if len(mids) == 1 else 0.3))
        elif seg["kind"] == "road":
            if len(mids) == 2:
                a, b = mids
                out.append((0.25 * a[0] + 0.5 * inner[0] + 0.25 * b[0],
                            0.25 * a[1] + 0.5 * inner[1] + 0.25 * b[1]))
            else:
                out.append(lerp(mids[0], inner, 0.45))
        else:
            out.append(None)
    fixed = [p for p in out if p is not None]
    for i, seg in enumerate(tile["segments"]):
        if out[i] is None:
            pts = [slot_point(geo, s) for s in seg["slots"]]
            best = max(pts, key=lambda p: min((math.dist(p, q) for q in fixed), default=1.0))
            out[i] = best
            fixed.append(best)
    return [p for p in out if p is not None]


# -- drawing -------------------------------------------------------------------------------
class Pen:
    """Draws in tile-local units: centre (cx, cy) in CSS pixels, side ``size``, turned."""

    def __init__(self, ctx, cx: float, cy: float, size: float, rot: int) -> None:
        self.ctx, self.cx, self.cy, self.size, self.rot = ctx, cx, cy, size, rot

    def at(self, p: Point) -> Point:
        x, y = turn(p, self.rot)
        return self.cx + x * self.size, self.cy + y * self.size


def _outline(pen: Pen, geo: dict) -> None:
    ctx = pen.ctx
    ctx.beginPath()
    for i, c in enumerate(geo["corners"]):
        x, y = pen.at(c)
        if i == 0:
            ctx.moveTo(x, y)
        else:
            ctx.lineTo(x, y)
    ctx.closePath()


def _city_path(pen: Pen, geo: dict, sides: list[str]) -> None:
    """The city region touching ``sides``: straight along its own sides, curving inwards
    along the others (deeper for a corner city, shallower for a band)."""
    ctx = pen.ctx
    order = geo["order"]
    inner = geo["inner"]
    ctx.beginPath()
    if len(sides) == 1:
        a, b = geo["sides"][sides[0]]
        ctrl = lerp(mid((a, b)), inner, 0.85 if len(order) == 4 else 0.9)
        ctx.moveTo(*pen.at(a))
        ctx.quadraticCurveTo(*pen.at(ctrl), *pen.at(b))
        ctx.closePath()
        return
    others = [s for s in order if s not in sides]
    opposite = len(order) == 4 and len(sides) == 2 and (order.index(sides[0]) - order.index(sides[1])) % 2 == 0
    depth = 0.5 if opposite else (0.6 if len(others) == 1 else 1.0)
    first = True
    for s in order:
        a, b = geo["sides"][s]
        if first:
            ctx.moveTo(*pen.at(a))
            first = False
        if s in sides:
            ctx.lineTo(*pen.at(b))
        else:
            ctx.quadraticCurveTo(*pen.at(lerp(mid((a, b)), inner, depth)), *pen.at(b))
    ctx.closePath()


def _road(pen: Pen, geo: dict, sides: list[str], stubs: int) -> None:
    ctx = pen.ctx
    inner = geo["inner"]
    mids = [mid(geo["sides"][s]) for s in sides]
    for width, colour in ((0.16, ROAD_EDGE), (0.1, ROAD)):
        ctx.beginPath()
        ctx.lineWidth = max(1.5, width * pen.size)
        ctx.strokeStyle = colour
        ctx.lineCap = "butt"
        ctx.moveTo(*pen.at(mids[0]))
        if len(mids) == 2:
            ctx.quadraticCurveTo(*pen.at(inner), *pen.at(mids[1]))
        else:
            ctx.lineTo(*pen.at(lerp(mids[0], inner, 0.8 if stubs < 3 else 1.0)))
        ctx.stroke()


def _pennant(pen: Pen, p: Point) -> None:
    ctx = pen.ctx
    x, y = pen.at(p)
    r = max(3.0, 0.09 * pen.size)
    ctx.lineWidth = max(1.0, r * 0.25)
    ctx.strokeStyle = PENNANT_EDGE
    ctx.beginPath()  # the pole
    ctx.moveTo(x - r * 0.8, y - r * 1.2)
    ctx.lineTo(x - r * 0.8, y + r * 1.2)
    ctx.stroke()
    ctx.beginPath()  # the flag: a triangle flying from the top of the pole
    ctx.moveTo(x - r * 0.8, y - r * 1.2)
    ctx.lineTo(x + r * 1.1, y - r * 0.55)
    ctx.lineTo(x - r * 0.8, y + r * 0.1)
    ctx.closePath()
    ctx.fillStyle = PENNANT
    ctx.fill()
    ctx.stroke()


def _monastery(pen: Pen, p: Point, half: bool) -> None:
    ctx = pen.ctx
    x, y = pen.at(p)
    w = pen.size * (0.2 if half else 0.26)
    ctx.fillStyle = CLOISTER
    ctx.strokeStyle = WALL
    ctx.lineWidth = max(1.0, w * 0.08)
    ctx.fillRect(x - w / 2, y - w * 0.2, w, w * 0.6)
    ctx.strokeRect(x - w / 2, y - w * 0.2, w, w * 0.6)
    ctx.beginPath()
    ctx.moveTo(x - w * 0.62, y - w * 0.2)
    ctx.lineTo(x, y - w * 0.72)
    ctx.lineTo(x + w * 0.62, y - w * 0.2)
    ctx.closePath()
    ctx.fillStyle = CLOISTER_ROOF
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = WALL
    ctx.fillRect(x - w * 0.08, y + w * 0.12, w * 0.16, w * 0.28)


def tile(ctx, tile_def: dict, cx: float, cy: float, size: float, rot: int,
         alpha: float = 1.0) -> None:
    """Draw a tile (canonical ``tile_def``, turned ``rot``) centred on (cx, cy)."""
    geo = shape(tile_def["half"])
    pen = Pen(ctx, cx, cy, size, rot)
    ctx.save()
    ctx.globalAlpha = alpha
    _outline(pen, geo)
    ctx.fillStyle = FIELD
    ctx.fill()
    ctx.save()
    ctx.clip()
    segs = tile_def["segments"]
    spots = anchors(tile_def)
    stubs = sum(1 for s in segs if s["kind"] == "road" and len(s["sides"]) == 1)
    for seg in segs:
        if seg["kind"] == "road":
            _road(pen, geo, seg["sides"], stubs)
    for seg in segs:
        if seg["kind"] == "city":
            _city_path(pen, geo, seg["sides"])
            ctx.fillStyle = CITY
            ctx.fill()
            ctx.lineWidth = max(1.2, 0.05 * size)
            ctx.strokeStyle = WALL
            ctx.stroke()
    for seg, p in zip(segs, spots):
        if seg["kind"] == "monastery":
            _monastery(pen, p, tile_def["half"])
        if seg["kind"] == "city" and seg["pennants"]:
            _pennant(pen, lerp(p, geo["inner"], -0.35))
    ctx.restore()
    _outline(pen, geo)
    ctx.lineWidth = 1
    ctx.strokeStyle = EDGE
    ctx.stroke()
    ctx.restore()


def meeple(ctx, x: float, y: float, r: float, fill: str, edge: str, lying: bool = False) -> None:
    """A follower centred on (x, y), about ``2r`` tall; a farmer lies on its side."""
    ctx.save()
    ctx.translate(x, y)
    if lying:
        ctx.rotate(math.pi / 2)
    ctx.beginPath()
    ctx.arc(0, -r * 0.55, r * 0.38, 0, 2 * math.pi)
    ctx.moveTo(-r * 0.9, r * 0.95)
    ctx.lineTo(-r * 0.35, -r * 0.15)
    ctx.lineTo(r * 0.35, -r * 0.15)
    ctx.lineTo(r * 0.9, r * 0.95)
    ctx.closePath()
    ctx.fillStyle = fill
    ctx.fill()
    ctx.lineWidth = max(1.0, r * 0.18)
    ctx.strokeStyle = edge
    ctx.stroke()
    ctx.restore()
