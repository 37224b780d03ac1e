"""Carcassonne's canvas board: an open board (``app.open_board``: pan, zoom, pinch, fit)
with the placed tiles and half tiles, followers, the last move and scoring, the squares the
selected tile may go in its current turn, the preview, the follower spots, and the feature
being inspected. Pictures are ``paint``'s; what a tap names is documented in ``input``.
"""

from __future__ import annotations

import math

from pyscript import window

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
            idle = float(window.performance.now()) - self.gestures.last_move_ms > 4000
            last = view["pieces"][-1] if n else None
            if first or (idle and last and not self.vp.shows(last["x"], last["y"])):
                self.fit_all()

    def select(self, selected: str | None, moves: tuple[MoveData, ...]) -> None:
        self.moves = tuple(moves)
        self.selected = inputs.keep_selection(selected, self.moves)
        s = inputs.parse(self.selected)
        outside = [sq for sq in inputs.targets(self.moves, s.name, s.turn)
                   if not self.vp.shows(*xy(sq))]
        if outside and float(window.performance.now()) - self.gestures.last_move_ms > 4000:
            self.fit_all()

    # -- names of tappable places -------------------------------------------------------------
    def _spot_points(self) -> dict[str, tuple[float, float]]:
        """The follower spots offered for the placed preview, by spot name -> CSS pixel."""
        s = inputs.parse(self.selected)
        if not s.confirmed or not s.name or s.name not in self.view.get("tiles", {}):
            return {}
        spots = [p for p in inputs.targets(self.moves, s.name, s.turn).get(s.square or "", []) if p]
        tile = self.view["tiles"][s.name]
        rot = self._rot(s.name, s.turn or "")
        x, y = xy(s.square or "0,0")
        cx, cy = self.vp.to_screen(x, y)
        names = tile["spots"][rot]
        out = {}
        for name, p in zip(names, paint.anchors(tile)):
            if name in spots:
                u, v = paint.turn(p, rot)
                out[name] = (cx + u * self.vp.scale, cy + v * self.vp.scale)
        return out

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
            return self._spot_points().get(square[5:], (0.0, 0.0))
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
            return 2 * max(14.0, 0.2 * self.vp.scale)
        return self.cell

    def square_at(self, x: float, y: float) -> str | None:
        if self.size <= 0 or not self.view or not self.gestures.is_tap(float(window.performance.now())):
            return None
        for name, (sx, sy) in self._spot_points().items():
            if math.hypot(sx - x, sy - y) <= max(14.0, 0.2 * self.vp.scale):
                return "spot:" + name
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

