"""The geometry shared by the square-grid boards: a square canvas with a margin for the
coordinates around ``cells`` x ``cells`` squares, sized in CSS pixels and drawn sharp at the
device pixel ratio. Columns count from the left (0-based), rows from the bottom (1-based, as
the games name them). The grid comes from the view: ``view["grid"]`` holds ``columns`` (the
column letters, from the left) and ``rows``; a square is its column letter and row number."""

from __future__ import annotations

import math
from typing import Callable

from . import canvas as canvas_ops


class GridBoard:
    #: Squares per side; the margin as a fraction of the canvas size.
    CELLS = 0
    MARGIN = 0.05

    def __init__(self, canvas) -> None:
        self.canvas = canvas
        self.ctx = canvas_ops.context(canvas)  # a display list, run once per task
        #: The parts a tap does not change, on off-screen canvases (``app.canvas``).
        self.layers = canvas_ops.Layers()
        self.size = 0.0
        self.dpr = 1.0
        self.margin = 0.0
        self.cell = 0.0
        self.view: dict = {}  # empty until the first position is set
        self.prev: dict | None = None
        self.selected: str | None = None
        self.hover: str | None = None
        self.ghost = 0.35  # opacity of what a move took away (animated from 1 after it)
        self.hints: list[str] = []  # squares the hint layer marks (the game's board draws them)
        self.columns = ""

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
        self._layout()
        return True

    def _layout(self) -> None:
        self.margin = max(16.0, round(self.size * self.MARGIN))
        self.cell = (self.size - 2 * self.margin) / self.CELLS if self.CELLS else 0.0

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
        """The view to draw (its ``grid`` sets the squares) and the one before the shown step."""
        self.view, self.prev = view, prev
        grid = view["grid"]
        self.columns = grid["columns"]
        if grid["rows"] != self.CELLS:
            self.CELLS = grid["rows"]
            self._layout()

    def layer(self, name: str, paint, *shows, reads: tuple | None = None,
              more: Callable[[tuple], Callable[[], None] | None] | None = None) -> bool:
        """Put the part ``name`` of the board on the canvas from its off-screen layer
        (``app.canvas.Layers``), painted again by ``paint()`` (drawing on ``self.ctx``) only
        when the view, the size, the grid or ``shows`` (whatever else that part depends on)
        changed; True when it was painted again. ``reads``: the parts of the view the
        picture is made of, when not all of it (compared by value): a move that changes
        nothing there keeps the picture (issue 23). ``more(old_reads)`` (with ``reads``):
        asked when only the reads changed (the same size, grid and ``shows``), a painting
        that turns the kept picture of ``old_reads`` into the new one, or None (``Layers.draw``)."""
        px = int(round(self.size * self.dpr))
        reads = (self.view,) if reads is None else reads
        rest = (self.size, self.CELLS, self.columns) + shows
        n = len(reads)
        grown = None if more is None else (
            lambda old: more(old[:n]) if tuple(old[n:]) == rest else None)
        return self.layers.draw(self, name, reads + rest, paint, px, px, more=grown)

    # squares by name
    def square_name(self, col: int, row: int) -> str:
        """Column index (0-based) and row (1-based from the bottom) to the square's name."""
        return self.columns[col] + str(row)

    def square_cell(self, sq: str) -> tuple[int, int]:
        """A square's name (either case) to ``(col, row)``."""
        return self.columns.lower().index(sq[0].lower()), int(sq[1:])

    def center(self, square: str) -> tuple[float, float]:
        return self.cell_center(*self.square_cell(square))

    def square_at(self, x: float, y: float) -> str | None:
        spot = self.cell_at(x, y)
        return self.square_name(*spot) if spot else None

    def squares(self) -> list[str]:
        """Every square, top row first, west to east."""
        return [self.square_name(col, row) for row in range(self.CELLS, 0, -1)
                for col in range(len(self.columns))]


def round_rect(ctx, x: float, y: float, w: float, h: float, r: float) -> None:
    """Trace a rectangle with rounded corners (radius ``r``) as the context's current path."""
    ctx.beginPath()
    rounded(ctx, x, y, w, h, r)


def rounded(ctx, x: float, y: float, w: float, h: float, r: float) -> None:
    """A rectangle with rounded corners added to the current path (a closed subpath)."""
    r = min(r, w / 2, h / 2)
    ctx.moveTo(x + r, y)
    ctx.arcTo(x + w, y, x + w, y + h, r)
    ctx.arcTo(x + w, y + h, x, y + h, r)
    ctx.arcTo(x, y + h, x, y, r)
    ctx.arcTo(x, y, x + w, y, r)
    ctx.closePath()


#: The hint layer's mark on every board: a dashed blue frame on a white halo (it reads on any
#: terrain, piece or route, and no other mark is blue and dashed).
HINT = "rgba(30,105,200,0.9)"
HINT_GLOW = "rgba(255,255,255,0.8)"


def hint_frame(ctx, x: float, y: float, c: float, radius: float = 0.12) -> None:
    """The hint layer's mark in the square of side ``c`` centred on ``(x, y)``."""
    hint_frames(ctx, [(x, y)], c, radius)


def hint_frames(ctx, centres: list[tuple[float, float]], c: float, radius: float = 0.12) -> None:
    """The hint layer's mark in each square of side ``c`` centred on one of ``centres``: one
    path of all the frames, stroked once per colour (issue 23: a dozen hinted squares were
    two strokes each, some 26 canvas calls a square, at every draw of a tap)."""
    if not centres:
        return
    ctx.save()
    ctx.setLineDash([c * 0.12, c * 0.08])
    ctx.beginPath()
    for x, y in centres:
        rounded(ctx, x - c * 0.42, y - c * 0.42, c * 0.84, c * 0.84, c * radius)
    for colour, width in ((HINT_GLOW, max(3.5, c * 0.08)), (HINT, max(2.0, c * 0.045))):
        ctx.strokeStyle = colour
        ctx.lineWidth = width
        ctx.stroke()
    ctx.restore()


def clip_boxes(ctx, boxes: list[tuple[float, float, float, float]], pad: float, dpr: float) -> None:
    """Save ``ctx`` and clip it to the boxes ``(x, y, w, h)`` (CSS pixels at scale ``dpr``),
    each grown by ``pad`` and out to whole device pixels: a layer painted again only there
    (``Layers.draw``'s ``more``) gets, inside, exactly the pixels of a whole new painting
    (no soft clip edge mixes old and new ones); the caller restores ``ctx``."""
    ctx.save()
    ctx.beginPath()
    for x, y, w, h in boxes:
        x0, y0 = math.floor((x - pad) * dpr) / dpr, math.floor((y - pad) * dpr) / dpr
        x1, y1 = math.ceil((x + w + pad) * dpr) / dpr, math.ceil((y + h + pad) * dpr) / dpr
        ctx.rect(x0, y0, x1 - x0, y1 - y0)
    ctx.clip()
