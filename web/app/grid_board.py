"""The geometry shared by the square-grid boards (Stad en Land 6x6, Eden 7x7): a square
canvas with a margin for the coordinates around ``cells`` x ``cells`` squares, sized in CSS
pixels and drawn sharp at the device pixel ratio. Columns count from the left (0-based),
rows from the bottom (1-based, as the games name them)."""

from __future__ import annotations

import math


class GridBoard:
    #: Squares per side; the margin as a fraction of the canvas size.
    CELLS = 0
    MARGIN = 0.05

    def __init__(self, canvas) -> None:
        self.canvas = canvas
        self.ctx = canvas.getContext("2d")
        self.size = 0.0
        self.dpr = 1.0
        self.margin = 0.0
        self.cell = 0.0
        self.view: dict | None = None
        self.prev: dict | None = None
        self.selected = None
        self.hover: str | None = None
        self.ghost = 0.35  # opacity of what a move took away (animated from 1 after it)

    def resize(self, size: float, dpr: float) -> bool:
        """Fit the canvas to ``size`` CSS pixels at ``dpr``; True when anything changed."""
        size = max(120.0, float(int(size)))
        dpr = max(1.0, min(float(dpr), 4.0))
        if size == self.size and dpr == self.dpr:
            return False
        self.size, self.dpr = size, dpr
        self.canvas.style.width = f"{size:.0f}px"
        self.canvas.style.height = f"{size:.0f}px"
        self.canvas.width = int(round(size * dpr))
        self.canvas.height = int(round(size * dpr))
        self.margin = max(16.0, round(size * self.MARGIN))
        self.cell = (size - 2 * self.margin) / self.CELLS
        return True

    def cell_center(self, col: int, row: int) -> tuple[float, float]:
        """CSS-pixel centre of the square in column ``col`` (0-based) and row ``row``
        (1-based from the bottom)."""
        return (self.margin + (col + 0.5) * self.cell,
                self.margin + (self.CELLS - row + 0.5) * self.cell)

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        """``(col, row)`` of the square under a CSS-pixel point, None off the grid."""
        if self.cell <= 0:
            return None
        col = math.floor((x - self.margin) / self.cell)
        down = math.floor((y - self.margin) / self.cell)
        if 0 <= col < self.CELLS and 0 <= down < self.CELLS:
            return col, self.CELLS - down
        return None

    def stroke_grid(self, color: str) -> None:
        """The lines between and around the squares."""
        ctx, m, c, n = self.ctx, self.margin, self.cell, self.CELLS
        ctx.strokeStyle = color
        ctx.lineWidth = 1
        ctx.beginPath()
        for i in range(n + 1):
            ctx.moveTo(m + i * c, m)
            ctx.lineTo(m + i * c, m + n * c)
            ctx.moveTo(m, m + i * c)
            ctx.lineTo(m + n * c, m + i * c)
        ctx.stroke()

    def set_position(self, view: dict, prev: dict | None) -> None:
        self.view, self.prev = view, prev
