"""New England's canvas board: draws ``GAME.view(state)`` (the plots of ``view["board"]``,
both coasts, tiles, developed plots and figures), maps points to plots and marks what the
selection offers (``input.highlights``).

Drawing (CSS pixels, canvas W x H with H = ratio * W, for a board of C columns and R rows)::

    cell = W / (C + LEFT + SEA); plot (column c, row r) has its top-left corner at
    (LEFT + c) * cell, (SEA + r - 1) * cell. The sea runs along the top and the right, and
    covers the missing plots.
"""

from __future__ import annotations

import math
from typing import Any

from ...contract import SeatColour
from . import input as inputs

LEFT = 0.55   # row numbers
SEA = 0.75    # the sea strip (top and right)
BOTTOM = 0.55  # column letters

SEAT_FILL = ("#c8402c", "#2f66b3", "#e2b419", "#3d8a3a")
SEAT_DARK = ("#7c1f12", "#173b6e", "#7a5d05", "#1d4d1b")
#: Around the board: dot fill (no ring), turn-line border (``app.contract.SeatColour``).
SEAT_COLOURS = tuple(SeatColour(fill, None, fill) for fill in SEAT_FILL)
TERRAIN_FILL = {"s": "#d8a06e", "p": "#a3cc7f", "c": "#efd56c"}
TERRAIN_DEV = {"s": "#b4703f", "p": "#6fa54c", "c": "#cfa92f"}
FREE = ("#f1e8d2", "#ece2c8")
SEA_COL = "#7fb2d3"
SEA_DARK = "#4f87ad"
FRAME = "#6b5434"
LABEL = "#f3ead6"
GOLD = "#e4ad2e"
AREA = "rgba(236,170,30,0.38)"
SPOT = "rgba(214,140,10,0.9)"
FONT = "system-ui, -apple-system, 'Segoe UI', sans-serif"


class Board:
    """The board of the view last set; sizes follow the view's ``board`` (a resize asked
    before the first view is done when it comes)."""

    def __init__(self, canvas) -> None:
        self.canvas = canvas
        self.ctx = canvas.getContext("2d")
        self.size = 0.0
        self.height = 0.0
        self.dpr = 1.0
        self.cell = 0.0
        self.view: dict = {}  # empty until the first position is set
        self.prev: dict | None = None
        self.selected: str | None = None
        self.legal: list[str] = []
        self.marks: dict[str, Any] = {"spots": [], "area": [], "preview": [], "origin": None}
        self.hover: str | None = None
        self.ghost = 0.35
        self.hints: list[str] = []  # plots the hint layer marks
        self.grid: dict = {}
        self._asked: tuple[float, float] | None = None

    @property
    def cols(self) -> int:
        return self.grid["cols"]

    @property
    def rows(self) -> int:
        return self.grid["rows"]

    @property
    def ratio(self) -> float:
        return (self.rows + SEA + BOTTOM) / (self.cols + LEFT + SEA)

    def resize(self, size: float, dpr: float) -> bool:
        self._asked = (size, dpr)
        if not self.grid:
            return False
        parent = self.canvas.parentElement
        w = float(parent.clientWidth or 0) if parent is not None else 0.0
        h = float(parent.clientHeight or 0) if parent is not None else 0.0
        width = min(w, h / self.ratio) if w > 0 and h > 0 else float(size)
        width = max(200.0, float(int(width)))
        dpr = max(1.0, min(float(dpr), 4.0))
        if width == self.size and dpr == self.dpr:
            return False
        self.size, self.dpr = width, dpr
        self.height = float(int(width * self.ratio))
        self.canvas.style.width = f"{width:.0f}px"
        self.canvas.style.height = f"{self.height:.0f}px"
        self.canvas.width = int(round(width * dpr))
        self.canvas.height = int(round(self.height * dpr))
        self.cell = width / (self.cols + LEFT + SEA)
        return True

    def corner(self, sq: str) -> tuple[float, float]:
        col, row = inputs.split_plot(self.grid, sq)
        return (LEFT + col) * self.cell, (SEA + row - 1) * self.cell

    def center(self, square: str) -> tuple[float, float]:
        x, y = self.corner(square)
        return x + self.cell / 2, y + self.cell / 2

    def square_at(self, x: float, y: float) -> str | None:
        if self.cell <= 0:
            return None
        col = math.floor(x / self.cell - LEFT)
        row = math.floor(y / self.cell - SEA) + 1
        return inputs.plot_name(self.grid, col, row) if self.grid else None

    def squares(self) -> list[str]:
        """Every plot, top row first, west to east (missing plots are sea, not plots)."""
        if not self.grid:
            return []
        names = (inputs.plot_name(self.grid, col, row)
                 for row in range(1, self.rows + 1) for col in range(self.cols))
        return [n for n in names if n is not None]

    def set_position(self, view: dict, prev: dict | None) -> None:
        self.view, self.prev = view, prev
        if view["board"] != self.grid:
            self.grid = view["board"]
            if self._asked is not None:
                self.size = 0.0  # the geometry changed: size anew
                self.resize(*self._asked)

    def select(self, selected: str | None, legal: list[str]) -> None:
        self.legal = list(legal)
        self.selected = inputs.normalize(selected, self.legal, self.view) if legal else None
        self.marks = inputs.highlights(self.selected, self.legal, self.view)

    # drawing
    def draw(self) -> None:
        if not self.view or self.size <= 0:
            return
        ctx, c = self.ctx, self.cell
        ctx.setTransform(self.dpr, 0, 0, self.dpr, 0, 0)
        ctx.clearRect(0, 0, self.size, self.height)
        self._frame()
        plots = {p["plot"]: p for p in self.view["plots"]}
        before = {p["plot"]: p for p in self.prev["plots"]} if self.prev else None
        for row in range(1, self.rows + 1):
            for col in range(self.cols):
                name = inputs.plot_name(self.grid, col, row)
                if name:
                    self._plot(name, plots.get(name))
        self._tiles(plots)
        if before is not None:
            for name, p in plots.items():
                old = before.get(name)
                if old is None or old["developed"] != p["developed"]:
                    self._outline(name, "rgba(255,255,255,0.95)", max(2.0, c * 0.09), 0.1)
        for f in self.view["figures"]:
            self._figure(f)
        self._barn_cards()
        self._marks()

    def _frame(self) -> None:
        ctx, c = self.ctx, self.cell
        ctx.fillStyle = FRAME
        ctx.fillRect(0, 0, self.size, self.height)
        # the sea: the top strip and the right strip, with a few waves
        ctx.fillStyle = SEA_COL
        cols, rows = self.cols, self.rows
        ctx.fillRect(LEFT * c, 0, self.size - LEFT * c, SEA * c)
        ctx.fillRect((LEFT + cols) * c, 0, SEA * c, (SEA + rows) * c)
        for name in self.grid["missing"]:  # a missing plot is sea
            col, row = inputs.split_plot(self.grid, name)
            ctx.fillRect((LEFT + col) * c, (SEA + row - 1) * c, c, c)
        ctx.strokeStyle = "rgba(255,255,255,0.55)"
        ctx.lineWidth = max(1.0, c * 0.04)
        for i in range(cols + 1):
            self._wave((LEFT + i + 0.2) * c, SEA * c * 0.45, c * 0.28)
        for j in range(1, rows + 1):
            self._wave((LEFT + cols + 0.1) * c, (SEA + j - 0.5) * c, c * 0.28)
        ctx.fillStyle = LABEL
        ctx.font = f"600 {max(9, round(c * 0.36))}px {FONT}"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        for col in range(cols):
            ctx.fillText(self.grid["columns"][col], (LEFT + col + 0.5) * c, (SEA + rows + BOTTOM / 2) * c)
        for row in range(1, rows + 1):
            ctx.fillText(str(row), LEFT * c / 2, (SEA + row - 0.5) * c)

    def _wave(self, x: float, y: float, w: float) -> None:
        ctx = self.ctx
        ctx.beginPath()
        ctx.moveTo(x, y)
        ctx.quadraticCurveTo(x + w / 4, y - w / 4, x + w / 2, y)
        ctx.quadraticCurveTo(x + 3 * w / 4, y + w / 4, x + w, y)
        ctx.stroke()

    def _plot(self, name: str, p: dict | None) -> None:
        ctx, c = self.ctx, self.cell
        x, y = self.corner(name)
        col, row = inputs.split_plot(self.grid, name)
        if p is None:
            ctx.fillStyle = FREE[(col + row) % 2]
        else:
            ctx.fillStyle = (TERRAIN_DEV if p["developed"] else TERRAIN_FILL)[p["terrain"]]
        ctx.fillRect(x, y, c, c)
        if p is not None:
            self._terrain_mark(p["terrain"], x, y, p["developed"])
        if name == self.hover:
            ctx.fillStyle = "rgba(255,255,255,0.35)"
            ctx.fillRect(x, y, c, c)
        ctx.strokeStyle = "rgba(90,70,40,0.28)"
        ctx.lineWidth = 1
        ctx.strokeRect(x + 0.5, y + 0.5, c - 1, c - 1)

    def _terrain_mark(self, terrain: str, x: float, y: float, developed: bool) -> None:
        """A small sign per terrain (houses, grass, furrows) so terrains differ without colour."""
        ctx, c = self.ctx, self.cell
        ctx.strokeStyle = "rgba(60,40,20,0.55)" if not developed else "rgba(255,255,240,0.85)"
        ctx.fillStyle = ctx.strokeStyle
        ctx.lineWidth = max(1.0, c * 0.045)
        cx, cy = x + c * 0.28, y + c * 0.74
        s = c * 0.13
        ctx.beginPath()
        if terrain == "s":
            ctx.moveTo(cx - s, cy + s * 0.7)
            ctx.lineTo(cx - s, cy - s * 0.2)
            ctx.lineTo(cx, cy - s)
            ctx.lineTo(cx + s, cy - s * 0.2)
            ctx.lineTo(cx + s, cy + s * 0.7)
            ctx.closePath()
            ctx.stroke()
        elif terrain == "p":
            for dx in (-s, 0, s):
                ctx.moveTo(cx + dx, cy + s * 0.7)
                ctx.lineTo(cx + dx + s * 0.35, cy - s * 0.6)
            ctx.stroke()
        else:
            for dy in (-s * 0.6, 0, s * 0.6):
                ctx.moveTo(cx - s, cy + dy)
                ctx.lineTo(cx + s, cy + dy)
            ctx.stroke()
        if developed:
            ctx.beginPath()
            ctx.moveTo(x + c * 0.62, y + c * 0.78)
            ctx.lineTo(x + c * 0.72, y + c * 0.88)
            ctx.lineTo(x + c * 0.9, y + c * 0.64)
            ctx.lineWidth = max(1.5, c * 0.07)
            ctx.stroke()

    def _tiles(self, plots: dict) -> None:
        """Owner borders around every tile (a start tile is one two-plot tile)."""
        ctx, c = self.ctx, self.cell
        w = max(2.0, c * 0.1)
        for name, p in plots.items():
            x, y = self.corner(name)
            col, row = inputs.split_plot(self.grid, name)
            ctx.lineCap = "butt"
            for dc, dr, x0, y0, x1, y1 in ((0, -1, 0, 0, 1, 0), (1, 0, 1, 0, 1, 1),
                                           (0, 1, 0, 1, 1, 1), (-1, 0, 0, 0, 0, 1)):
                other = inputs.plot_name(self.grid, col + dc, row + dr)
                if other and other in plots and plots[other]["tile"] == p["tile"]:
                    continue
                ix = w / 2 * (1 if x0 == 0 and x1 == 0 else -1 if x0 == 1 and x1 == 1 else 0)
                iy = w / 2 * (1 if y0 == 0 and y1 == 0 else -1 if y0 == 1 and y1 == 1 else 0)
                for colour, width in ((SEAT_DARK[p["owner"]], w + 2), (SEAT_FILL[p["owner"]], w)):
                    ctx.strokeStyle = colour
                    ctx.lineWidth = width
                    ctx.beginPath()
                    ctx.moveTo(x + x0 * c + ix, y + y0 * c + iy)
                    ctx.lineTo(x + x1 * c + ix, y + y1 * c + iy)
                    ctx.stroke()

    def _outline(self, name: str, colour: str, width: float, inset: float) -> None:
        ctx, c = self.ctx, self.cell
        x, y = self.corner(name)
        ctx.strokeStyle = colour
        ctx.lineWidth = width
        ctx.strokeRect(x + c * inset, y + c * inset, c * (1 - 2 * inset), c * (1 - 2 * inset))

    def _figure(self, f: dict) -> None:
        ctx, c = self.ctx, self.cell
        x, y = self.center(f["plot"])
        x += c * 0.12
        y -= c * 0.08
        s = c * 0.27
        ctx.fillStyle = SEAT_FILL[f["owner"]]
        ctx.strokeStyle = "#fffaf0"
        ctx.lineWidth = max(1.2, c * 0.05)
        ctx.beginPath()
        if f["kind"] == "pilgrim":
            ctx.moveTo(x - s * 0.7, y + s)
            ctx.lineTo(x, y - s * 0.2)
            ctx.lineTo(x + s * 0.7, y + s)
            ctx.closePath()
            ctx.fill()
            ctx.stroke()
            ctx.beginPath()
            ctx.arc(x, y - s * 0.45, s * 0.38, 0, 2 * math.pi)
        elif f["kind"] == "barn":
            ctx.moveTo(x - s, y + s)
            ctx.lineTo(x - s, y - s * 0.1)
            ctx.lineTo(x, y - s)
            ctx.lineTo(x + s, y - s * 0.1)
            ctx.lineTo(x + s, y + s)
            ctx.closePath()
        else:
            ctx.moveTo(x - s * 1.1, y + s * 0.3)
            ctx.lineTo(x + s * 1.1, y + s * 0.3)
            ctx.lineTo(x + s * 0.7, y + s)
            ctx.lineTo(x - s * 0.7, y + s)
            ctx.closePath()
            ctx.moveTo(x - s * 0.05, y + s * 0.2)
            ctx.lineTo(x - s * 0.05, y - s)
            ctx.lineTo(x + s * 0.8, y + s * 0.1)
            ctx.closePath()
        ctx.fill()
        ctx.stroke()

    def _barn_cards(self) -> None:
        """A full barn shows a small face-down card in its corner."""
        ctx, c = self.ctx, self.cell
        for fam in self.view["families"]:
            for b in fam["barns"]:
                if b["card"]:
                    x, y = self.corner(b["plot"])
                    ctx.fillStyle = "#5b3b6e"
                    ctx.strokeStyle = "#fffaf0"
                    ctx.lineWidth = max(1.0, c * 0.04)
                    ctx.fillRect(x + c * 0.08, y + c * 0.08, c * 0.26, c * 0.34)
                    ctx.strokeRect(x + c * 0.08, y + c * 0.08, c * 0.26, c * 0.34)

    def _marks(self) -> None:
        ctx, c = self.ctx, self.cell
        m = self.marks
        for name in m["area"]:
            x, y = self.corner(name)
            ctx.fillStyle = AREA
            ctx.fillRect(x, y, c, c)
        if m["area"] and not m["preview"] and self.hover is not None and self.hover in m["area"]:
            # mouse: the placement a click would preview
            hint = inputs.tap(self.legal, self.view, self.selected, self.hover).get("select") or ""
            for name in hint.split(":")[2].split("-") if hint.count(":") == 2 else []:
                x, y = self.corner(name)
                ctx.fillStyle = "rgba(255,214,80,0.45)"
                ctx.fillRect(x, y, c, c)
        if m["preview"]:
            for name in m["preview"]:
                x, y = self.corner(name)
                ctx.fillStyle = "rgba(255,214,80,0.75)"
                ctx.fillRect(x, y, c, c)
                self._outline(name, "#8a5a00", max(2.0, c * 0.08), 0.04)
        if m["origin"]:
            self._outline(m["origin"], GOLD, max(2.5, c * 0.12), 0.06)
        for name in m["spots"]:
            x, y = self.center(name)
            ctx.beginPath()
            ctx.arc(x, y, c * 0.17, 0, 2 * math.pi)
            ctx.fillStyle = SPOT
            ctx.fill()
            ctx.strokeStyle = "rgba(255,255,255,0.95)"
            ctx.lineWidth = max(1.2, c * 0.05)
            ctx.stroke()
