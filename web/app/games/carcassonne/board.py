"""Carcassonne's canvas board: an open board (``app.open_board``: pan, zoom, pinch, fit)
with the placed tiles and half tiles, followers, the last move and scoring, the squares the
selected tile may go in its current turn, the preview, the follower spots, and the feature
being inspected. Pictures are ``paint``'s; what a tap names is documented in ``input``.
"""

from __future__ import annotations

import math

from ... import page

from core.protocol import MoveData

from ...contract import SeatColour
from ...open_board import OpenBoard, Viewport
from . import drawing
from . import input as inputs
from . import paint

SEAT_COLOURS = tuple(SeatColour(f, "#222222" if i != 4 else "#888888", f, f)
                     for i, f in enumerate(paint.SEAT_FILL))
#: The fit never zooms in further than this many squares across the board.
MIN_SQUARES_ACROSS = 5
#: CSS pixels a finger needs: at the follower step the placed tile is zoomed until its spots
#: are this far apart and their tap circles this wide, as far as the board allows (issue 24).
SPOT_TARGET = 44.0
#: A follower spot answers taps within this share of a square (at least ``SPOT_MIN_R`` px).
SPOT_R, SPOT_MIN_R = 0.2, 14.0


def in_triangle(corner: str, u: float, v: float) -> bool:
    """Local point (u right, v down, in squares from the centre) lies in that half."""
    return {"nw": u + v <= 0, "se": u + v > 0, "ne": u - v >= 0, "sw": u - v < 0}[corner]


def xy(square: str) -> tuple[int, int]:
    x, y = square.split("/")[0].split(",")
    return int(x), int(y)


class Board(OpenBoard):
    def __init__(self, canvas) -> None:
        super().__init__(canvas, Viewport())
        self._seen = -1
        #: The follower step's zoom: the placement it zoomed to and the viewport before it
        #: (scale, ox, oy), given back when the step ends.
        self._zoomed: tuple[str, tuple[float, float, float]] | None = None
        #: The legal moves as data (the frame's), read for targets, turns and spots.
        self.moves: tuple[MoveData, ...] = ()

    # -- sizing and fitting -----------------------------------------------------------------
    def resized(self, first: bool) -> None:
        if first or self.view:
            self.fit_all()

    def bounds(self) -> tuple[float, float, float, float]:
        pts = [(p["x"], p["y"]) for p in self.view.get("pieces", [])]
        s = inputs.parse(self.selected)
        pts += [xy(sq) for sq in inputs.targets(self.moves, s.name, s.turn)]
        if not pts:
            return (0, 0, 0, 0)
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return (min(xs), min(ys), max(xs), max(ys))

    def fit_all(self) -> None:
        """Show every placed square and every target whole."""
        if self.size > 0:
            self.vp.fit(self.bounds(), 0.6, self.size / MIN_SQUARES_ACROSS)

    def set_position(self, view: dict, prev: dict | None) -> None:
        self.view, self.prev = view, prev
        n = len(view.get("pieces", []))
        if n != self._seen:
            first = self._seen < 0
            self._seen = n
            idle = float(page.window.performance.now()) - self.gestures.last_move_ms > 4000
            last = view["pieces"][-1] if n else None
            if first or (idle and last and not self.vp.shows(last["x"], last["y"])):
                self.fit_all()
                self._zoomed = None  # a follower step's zoom is made again on this view

    def select(self, selected: str | None, moves: tuple[MoveData, ...]) -> None:
        self.moves = tuple(moves)
        self.selected = inputs.keep_selection(selected, self.moves)
        s = inputs.parse(self.selected)
        if self._follower_zoom(s):
            return
        outside = [sq for sq in inputs.targets(self.moves, s.name, s.turn)
                   if not self.vp.shows(*xy(sq))]
        if outside and float(page.window.performance.now()) - self.gestures.last_move_ms > 4000:
            self.fit_all()

    def _follower_zoom(self, s: inputs.Sel) -> bool:
        """At the follower step (the tile is down, ``s.confirmed``) zoom to the placed tile
        so its spots are :data:`SPOT_TARGET` px apart and as wide, at most until the tile
        fills 80% of the board (where that is not enough, the step's spot buttons are the
        targets); when the step ends, the viewport from before comes back. True while at
        the follower step (the caller's fit must not undo the zoom)."""
        if not s.confirmed or self.size <= 0:
            if self._zoomed is not None:
                self.vp.scale, self.vp.ox, self.vp.oy = self._zoomed[1]
                self._zoomed = None
            return False
        key = inputs.write(s._replace(inspect=None)) or ""
        if self._zoomed is not None and self._zoomed[0] == key:
            return True
        before = self._zoomed[1] if self._zoomed else (self.vp.scale, self.vp.ox, self.vp.oy)
        self._zoomed = (key, before)
        points = list(self._spot_points().values())
        gap = min((math.hypot(a[0] - b[0], a[1] - b[1]) / self.vp.scale
                   for i, a in enumerate(points) for b in points[i + 1:]), default=1.0)
        need = SPOT_TARGET / max(1e-3, min(gap, 2 * SPOT_R))
        x, y = xy(s.square or "0,0")
        if need > self.vp.scale:
            self.vp.scale = max(self.vp.scale, min(need, 0.8 * self.size))
        elif self.vp.shows(x, y):
            return True
        self.vp.ox = self.size / 2 - x * self.vp.scale
        self.vp.oy = self.size / 2 + y * self.vp.scale
        return True

    def spot_radius(self) -> float:
        """The CSS radius within which a follower spot answers a tap."""
        return max(SPOT_MIN_R, SPOT_R * self.vp.scale)

    # -- names of tappable places -------------------------------------------------------------
    def _spot_points(self) -> dict[str, tuple[float, float]]:
        """The follower spots offered for the placed preview, by spot name -> CSS pixel."""
        s = inputs.parse(self.selected)
        spots = [p for p in inputs.targets(self.moves, s.name, s.turn).get(s.square or "", []) if p]
        return {name: p for name, p in self._all_spots().items() if name in spots}

    def _all_spots(self) -> dict[str, tuple[float, float]]:
        """Every feature's spot of the placed preview, offered or not (a tap on one that is
        not offered, e.g. a road already taken, asks the core why: issue 24)."""
        s = inputs.parse(self.selected)
        if not s.confirmed or not s.name or s.name not in self.view.get("tiles", {}):
            return {}
        local = paint.spot_points(self.view["tiles"][s.name], self._rot(s.name, s.turn or ""))
        cx, cy = self.vp.to_screen(*xy(s.square or "0,0"))
        return {name: (cx + u * self.vp.scale, cy + v * self.vp.scale) for name, (u, v) in local.items()}

    @staticmethod
    def _rot(name: str, turn: str) -> int:
        return (inputs.CORNERS.index(turn) if turn in inputs.CORNERS
                else inputs.TURNS.index(turn) if turn in inputs.TURNS else 0)

    def _piece_anchor(self, i: int, k: int) -> tuple[float, float]:
        p = self.view["pieces"][i]
        tile = self.view["tiles"][p["name"]]
        u, v = paint.turn(paint.anchors(tile)[k], p["rot"])
        cx, cy = self.vp.to_screen(p["x"], p["y"])
        return cx + u * self.vp.scale, cy + v * self.vp.scale

    def center(self, square: str) -> tuple[float, float]:
        if square.startswith("spot:"):
            return self._all_spots().get(square[5:], (0.0, 0.0))
        if square.startswith("feat:"):
            i, k = (int(v) for v in square[5:].split("."))
            return self._piece_anchor(i, k)
        x, y = xy(square)
        cx, cy = self.vp.to_screen(x, y)
        corner = square.partition("/")[2]
        if corner:
            pts = paint.TRIANGLE[corner]
            u = sum(p[0] for p in pts) / 3
            v = sum(p[1] for p in pts) / 3
            return cx + u * self.vp.scale, cy + v * self.vp.scale
        return cx, cy

    def cursor_size(self, square: str) -> float:
        """The keyboard cursor's frame around ``square``: a follower spot's tap circle (the
        radius ``square_at`` answers to), not a tile (issue 24); else a tile."""
        if square.startswith("spot:"):
            return 2 * self.spot_radius()
        return self.cell

    def square_at(self, x: float, y: float) -> str | None:
        if self.size <= 0 or not self.view or not self.gestures.is_tap(float(page.window.performance.now())):
            return None
        listed = self._spot_points()
        near = [(math.hypot(sx - x, sy - y), name not in listed, name)
                for name, (sx, sy) in self._all_spots().items()]
        near = [n for n in near if n[0] <= self.spot_radius()]
        if near:  # circles may overlap: the nearest spot (an offered one when as near)
            return "spot:" + min(near)[2]
        wx, wy = self.vp.to_world(x, y)
        cx, cy = round(wx), round(wy)
        here = f"{cx},{cy}"
        s = inputs.parse(self.selected)
        tile = self.view.get("tiles", {}).get(s.name or "")
        if tile and tile["half"]:
            u, v = wx - cx, cy - wy
            fits = [c for c in inputs.CORNERS if here in inputs.targets(self.moves, s.name, c)
                    and in_triangle(c, u, v)]
            if fits:
                return f"{here}/" + (s.turn if s.turn in fits else fits[0])
        if here in inputs.targets(self.moves, s.name, s.turn):
            return here
        nearest = None
        for i, p in enumerate(self.view.get("pieces", [])):
            if (p["x"], p["y"]) != (cx, cy):
                continue
            for k in range(len(self.view["tiles"][p["name"]]["segments"])):
                ax, ay = self._piece_anchor(i, k)
                d = math.hypot(ax - x, ay - y)
                if nearest is None or d < nearest[0]:
                    nearest = (d, f"feat:{i}.{k}")
        return nearest[1] if nearest else here

    def squares(self) -> list[str]:
        s = inputs.parse(self.selected)
        if s.confirmed:
            return ["spot:" + n for n in self._spot_points()]
        if s.name:
            tile = self.view.get("tiles", {}).get(s.name, {})
            found = sorted(inputs.targets(self.moves, s.name, s.turn), key=lambda q: (-xy(q)[1], xy(q)[0]))
            return [f"{q}/{s.turn}" if tile.get("half") else q for q in found]
        return [f"feat:{i}.0" for i in range(len(self.view.get("pieces", [])))]

    # -- drawing ----------------------------------------------------------------------------
    def draw(self) -> None:
        if not self.view or self.size <= 0:
            return
        drawing.draw(self)

