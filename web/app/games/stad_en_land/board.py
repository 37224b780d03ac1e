"""Stad en Land's canvas board: draws ``GAME.view(state)`` and maps points to squares.

Drawing (CSS pixels, square canvas of side S)::

    margin m (coordinates a-f at the bottom, 1-6 at the left), cell = (S - 2m) / 6
    square (file f, rank r) has its centre at (m + (f + .5) cell, m + (6 - r + .5) cell)

Cities are stone tiles with a medallion, their name (upper case) and two warehouse badges
(White's, Black's); capitals get a crown. Links are lines between square centres in the
player's colour, owned land squares carry a node, open ends a dashed ring. Links that the
shown step removed stay visible as a fading dashed ghost. The hint layer's squares
(``hints``) get a dashed blue frame. The grid's size and names come from ``view["grid"]``.
"""

from __future__ import annotations

import math

from core.protocol import MoveData

from ...contract import SeatColour
from ...grid_board import GridBoard, hint_frames, round_rect
from .input import anchors

# White: ivory with a dark outline; Black: slate with a light outline (both read on green).
SEAT_FILL = ("#fbf6e9", "#29333d")
SEAT_LINE = ("#3b3a36", "#f3ecdc")
SEAT_TINT = ("rgba(255,255,255,0.30)", "rgba(25,35,45,0.20)")
#: Around the board: dot fill, dot ring, turn-line border (``app.contract.SeatColour``).
SEAT_COLOURS = (SeatColour(SEAT_FILL[0], SEAT_LINE[0], "#d8cfb8"),
                SeatColour(SEAT_FILL[1], "#0f151b", SEAT_FILL[1]))

WOOD = "#7a5a36"
WOOD_DARK = "#5b4127"
LAND = ("#cfdcb1", "#c6d5a6")
GRID = "rgba(60,80,40,0.28)"
CITY_TILE = "#e6d2a8"
CITY_EDGE = "#a98353"
CITY_ROOF = "#b5533b"
CITY_WALL = "#fff4de"
CITY_TEXT = "#5a3d1f"
GOLD = "#e4ad2e"
GOLD_DARK = "#8a6514"
SELECT = "rgba(255,205,80,0.30)"
TARGET = "rgba(226,160,30,0.75)"
COORD = "#f1e6cf"



class Board(GridBoard):
    """Draws positions on a canvas and maps CSS-pixel points to squares."""

    MARGIN = 0.058

    def __init__(self, canvas) -> None:
        super().__init__(canvas)
        self.targets: list[str] = []

    # state
    def select(self, selected: str | None, moves: tuple[MoveData, ...]) -> None:
        """Select an anchor and show its targets; a square without offered segments
        (or None) clears the selection."""
        self.targets = anchors(moves).get(selected, []) if selected else []
        self.selected = selected if self.targets else None

    # drawing
    def draw(self) -> None:
        if not self.view or self.size <= 0:
            return
        ctx, view = self.ctx, self.view
        ctx.setTransform(self.dpr, 0, 0, self.dpr, 0, 0)
        ctx.clearRect(0, 0, self.size, self.size)
        cities = set(view["cities"])
        self._frame()
        self._squares(view, cities)
        self._highlights(cities)
        removed, added = self._diff()
        self._links(view, removed, added)
        self._nodes(view)
        for c in view["cities"]:
            self._city(c, view)
        self._targets(cities)
        self._hints()

    def _frame(self) -> None:
        ctx, s, m = self.ctx, self.size, self.margin
        ctx.fillStyle = WOOD  # the canvas' CSS border-radius rounds the corners
        ctx.fillRect(0, 0, s, s)
        ctx.strokeStyle = WOOD_DARK
        ctx.lineWidth = 2
        ctx.strokeRect(m - 3, m - 3, s - 2 * m + 6, s - 2 * m + 6)
        ctx.fillStyle = COORD
        ctx.font = f"600 {max(10, round(m * 0.56))}px system-ui, -apple-system, 'Segoe UI', sans-serif"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        n = self.CELLS
        for i in range(n):
            x = m + (i + 0.5) * self.cell
            ctx.fillText(self.columns[i], x, s - m / 2)
            ctx.fillText(str(n - i), m / 2, m + (i + 0.5) * self.cell)

    def _squares(self, view: dict, cities: set) -> None:
        ctx, m, c = self.ctx, self.margin, self.cell
        owner = view["owner"]
        n = self.CELLS
        for row in range(n):
            for f in range(n):
                sq = self.square_name(f, n - row)
                x, y = m + f * c, m + row * c
                ctx.fillStyle = LAND[(f + row) % 2]
                ctx.fillRect(x, y, c, c)
                if sq in owner:
                    ctx.fillStyle = SEAT_TINT[owner[sq]]
                    ctx.fillRect(x, y, c, c)
                if sq == self.hover:
                    ctx.fillStyle = "rgba(255,255,255,0.28)"
                    ctx.fillRect(x, y, c, c)
        self.stroke_grid(GRID)
        for sq in cities:
            x, y = self.center(sq)
            ctx.fillStyle = CITY_TILE
            round_rect(ctx, x - c * 0.44, y - c * 0.44, c * 0.88, c * 0.88, c * 0.1)
            ctx.fill()
            ctx.strokeStyle = CITY_EDGE
            ctx.lineWidth = max(1.5, c * 0.03)
            ctx.stroke()

    def _highlights(self, cities: set) -> None:
        if not self.selected:
            return
        ctx, c = self.ctx, self.cell
        x, y = self.center(self.selected)
        ctx.fillStyle = SELECT
        ctx.fillRect(x - c / 2, y - c / 2, c, c)
        ctx.strokeStyle = GOLD
        ctx.lineWidth = max(2.5, c * 0.06)
        round_rect(ctx, x - c * 0.46, y - c * 0.46, c * 0.92, c * 0.92, c * 0.12)
        ctx.stroke()

    def _diff(self):
        """Links present before the shown step and gone now (removed), and new ones."""
        view, prev = self.view, self.prev
        removed: tuple[list, list] = ([], [])
        added: tuple[list, list] = ([], [])
        if prev is None:
            return removed, added
        for seat in (0, 1):
            now = {tuple(link) for link in view["links"][seat]}
            before = {tuple(link) for link in prev["links"][seat]}
            removed[seat].extend(sorted(before - now))
            added[seat].extend(sorted(now - before))
        return removed, added

    def _links(self, view: dict, removed, added) -> None:
        ctx, c = self.ctx, self.cell
        w = max(4.0, c * 0.12)
        ctx.lineCap = "round"
        ctx.lineJoin = "round"
        # the shown step's new segment glows
        for seat in (0, 1):
            for a, b in added[seat]:
                self._line(a, b, "rgba(255,200,60,0.70)", w + max(8.0, c * 0.14))
        # removed segments: a dashed ghost that fades
        if any(removed):
            ctx.save()
            ctx.globalAlpha = self.ghost
            ctx.setLineDash([w * 0.9, w * 1.1])
            for seat in (0, 1):
                for a, b in removed[seat]:
                    self._line(a, b, SEAT_LINE[seat], w + 2)
                    self._line(a, b, SEAT_FILL[seat], w - 1)
            ctx.setLineDash([])
            if self.prev is not None:
                gone = [sq for sq in self.prev["owner"] if sq not in view["owner"]]
                ctx.strokeStyle = "#7b2d1e"
                ctx.lineWidth = max(2.0, c * 0.04)
                for sq in gone:
                    x, y = self.center(sq)
                    d = c * 0.13
                    ctx.beginPath()
                    ctx.moveTo(x - d, y - d)
                    ctx.lineTo(x + d, y + d)
                    ctx.moveTo(x + d, y - d)
                    ctx.lineTo(x - d, y + d)
                    ctx.stroke()
            ctx.restore()
        for seat in (0, 1):
            for a, b in view["links"][seat]:
                self._line(a, b, SEAT_LINE[seat], w + 3)
            for a, b in view["links"][seat]:
                self._line(a, b, SEAT_FILL[seat], w)

    def _line(self, a: str, b: str, colour: str, width: float) -> None:
        ctx = self.ctx
        xa, ya = self.center(a)
        xb, yb = self.center(b)
        ctx.strokeStyle = colour
        ctx.lineWidth = width
        ctx.beginPath()
        ctx.moveTo(xa, ya)
        ctx.lineTo(xb, yb)
        ctx.stroke()

    def _nodes(self, view: dict) -> None:
        ctx, c = self.ctx, self.cell
        for sq, seat in view["owner"].items():
            x, y = self.center(sq)
            ctx.beginPath()
            ctx.arc(x, y, c * 0.12, 0, 2 * math.pi)
            ctx.fillStyle = SEAT_FILL[seat]
            ctx.fill()
            ctx.strokeStyle = SEAT_LINE[seat]
            ctx.lineWidth = max(1.5, c * 0.035)
            ctx.stroke()
        for seat in (0, 1):
            for sq in view["open_ends"][seat]:
                x, y = self.center(sq)
                ctx.save()
                ctx.setLineDash([c * 0.07, c * 0.06])
                ctx.beginPath()
                ctx.arc(x, y, c * 0.26, 0, 2 * math.pi)
                ctx.strokeStyle = SEAT_LINE[seat] if seat == 0 else SEAT_FILL[seat]
                ctx.lineWidth = max(2.0, c * 0.045)
                ctx.stroke()
                ctx.restore()

    def _city(self, sq: str, view: dict) -> None:
        ctx, c = self.ctx, self.cell
        x, y = self.center(sq)
        # medallion with a little house, covering the ends of the routes
        r = c * 0.19
        ctx.beginPath()
        ctx.arc(x, y, r, 0, 2 * math.pi)
        ctx.fillStyle = CITY_ROOF
        ctx.fill()
        ctx.strokeStyle = CITY_WALL
        ctx.lineWidth = max(1.5, c * 0.03)
        ctx.stroke()
        ctx.fillStyle = CITY_WALL
        hw = r * 0.5
        ctx.beginPath()
        ctx.moveTo(x - hw * 1.25, y - r * 0.05)
        ctx.lineTo(x, y - r * 0.72)
        ctx.lineTo(x + hw * 1.25, y - r * 0.05)
        ctx.closePath()
        ctx.fill()
        ctx.fillRect(x - hw, y - r * 0.08, 2 * hw, r * 0.62)
        ctx.fillStyle = CITY_ROOF
        ctx.fillRect(x - hw * 0.28, y + r * 0.18, hw * 0.56, r * 0.36)
        # name, top left, on a small plate so that routes crossing the corner keep it readable
        size = max(9, round(c * 0.17))
        ctx.font = f"700 {size}px system-ui, -apple-system, 'Segoe UI', sans-serif"
        label = sq.upper()
        lw = float(ctx.measureText(label).width)
        ctx.fillStyle = "rgba(240,226,192,0.92)"
        round_rect(ctx, x - c * 0.41, y - c * 0.415, lw + c * 0.05, size + c * 0.04, c * 0.04)
        ctx.fill()
        ctx.fillStyle = CITY_TEXT
        ctx.textAlign = "left"
        ctx.textBaseline = "top"
        ctx.fillText(label, x - c * 0.385, y - c * 0.39)
        # warehouses: White bottom left, Black bottom right
        wh = view["warehouses"].get(sq, [0, 0])
        br = max(7.0, c * 0.135)
        for seat, bx in ((0, x - c * 0.27), (1, x + c * 0.27)):
            by = y + c * 0.27
            ctx.beginPath()
            ctx.arc(bx, by, br, 0, 2 * math.pi)
            ctx.fillStyle = SEAT_FILL[seat]
            ctx.fill()
            ctx.strokeStyle = SEAT_LINE[seat] if seat == 0 else CITY_EDGE
            ctx.lineWidth = max(1.2, c * 0.025)
            ctx.stroke()
            ctx.fillStyle = SEAT_LINE[seat]
            ctx.font = f"700 {max(9, round(br * 1.25))}px system-ui, -apple-system, 'Segoe UI', sans-serif"
            ctx.textAlign = "center"
            ctx.textBaseline = "middle"
            ctx.fillText(str(wh[seat]), bx, by + br * 0.06)
        ranks = view.get("ranks") or []
        if ranks and ranks[0]["total"] > 0 and sq in ranks[0]["cities"]:
            self._crown(x + c * 0.27, y - c * 0.29, c * 0.15)

    def _crown(self, x: float, y: float, s: float) -> None:
        ctx = self.ctx
        ctx.beginPath()
        ctx.moveTo(x - s, y + s * 0.6)
        ctx.lineTo(x - s, y - s * 0.5)
        ctx.lineTo(x - s * 0.5, y)
        ctx.lineTo(x, y - s * 0.75)
        ctx.lineTo(x + s * 0.5, y)
        ctx.lineTo(x + s, y - s * 0.5)
        ctx.lineTo(x + s, y + s * 0.6)
        ctx.closePath()
        ctx.fillStyle = GOLD
        ctx.fill()
        ctx.strokeStyle = GOLD_DARK
        ctx.lineWidth = max(1.0, s * 0.14)
        ctx.stroke()

    def _targets(self, cities: set) -> None:
        ctx, c = self.ctx, self.cell
        for sq in self.targets:
            x, y = self.center(sq)
            ctx.beginPath()
            if sq in cities:
                ctx.arc(x, y, c * 0.3, 0, 2 * math.pi)
                ctx.strokeStyle = TARGET
                ctx.lineWidth = max(3.0, c * 0.07)
                ctx.stroke()
            else:
                ctx.arc(x, y, c * 0.15, 0, 2 * math.pi)
                ctx.fillStyle = TARGET
                ctx.fill()
                ctx.strokeStyle = "rgba(255,255,255,0.9)"
                ctx.lineWidth = max(1.5, c * 0.03)
                ctx.stroke()

    def _hints(self) -> None:
        """The hint layer's frame in each square of ``hints`` (``grid_board.hint_frames``: on a
        white halo, so it reads on land, on cities and on either player's routes)."""
        hint_frames(self.ctx, [self.center(sq) for sq in self.hints], self.cell)
