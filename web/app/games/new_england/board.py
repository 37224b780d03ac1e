"""New England's canvas board: draws ``GAME.view(state)`` (the plots of ``view["board"]``,
both coasts, tiles, developed plots and figures), maps points to plots and marks what the
selection offers (``input.highlights``), the hint layer's plots (``hints``, a dashed blue frame)
and what the last move changed (a white frame; a white glow fading with ``ghost``, which the
table animates from 1 to 0.35 after a move). The pictures themselves are in ``paint``.

Drawing (CSS pixels, canvas W x H with H = ratio * W, for a board of C columns and R rows)::

    cell = W / (C + LEFT + SEA); plot (column c, row r) has its top-left corner at
    (LEFT + c) * cell, (SEA + r - 1) * cell. The sea runs along the top and the right, and
    covers the missing plots.
"""

from __future__ import annotations

import math
from typing import Any

from core.protocol import MoveData

from ... import canvas as canvas_ops
from ...grid_board import clip_boxes
from ...contract import SeatColour
from . import input as inputs
from . import paint

LEFT = 0.55   # row numbers
SEA = 0.75    # the sea strip (top and right)
BOTTOM = 0.55  # column letters

#: Around the board: dot fill (no ring), turn-line border (``app.contract.SeatColour``).
SEAT_COLOURS = tuple(SeatColour(fill, None, fill) for fill in paint.SEAT_FILL)
FRAME = "#6b5434"
LABEL = "#f3ead6"
FONT = "system-ui, -apple-system, 'Segoe UI', sans-serif"


class Board:
    """The board of the view last set; sizes follow the view's ``board`` (a resize asked
    before the first view is done when it comes)."""

    def __init__(self, canvas) -> None:
        self.canvas = canvas
        self.ctx = canvas_ops.context(canvas)  # a display list, run once per task
        #: The parts a tap does not change, on off-screen canvases (``app.canvas``).
        self.layers = canvas_ops.Layers()
        self.size = 0.0
        self.height = 0.0
        self.dpr = 1.0
        self.cell = 0.0
        self.view: dict = {}  # empty until the first position is set
        self.prev: dict | None = None
        self.selected: str | None = None
        self.moves: tuple[MoveData, ...] = ()
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

    def select(self, selected: str | None, moves: tuple[MoveData, ...]) -> None:
        self.moves = tuple(moves)
        self.selected = inputs.normalize(selected, self.moves, self.view) if moves else None
        self.marks = inputs.highlights(self.selected, self.moves, self.view)

    # drawing
    def draw(self) -> None:
        """The ground (frame, sea, plots, tile edges) and the pieces (figures, owners, barn
        cards) come from off-screen layers (``app.canvas.Layers``, painted again only when
        the plots, figures, barn cards or the size changed); the hover, the last move's
        marks, the step's marks and the hints, which a tap or the fade changes, are drawn in
        between and over them."""
        if not self.view or self.size <= 0:
            return
        ctx, c = self.ctx, self.cell
        ctx.setTransform(self.dpr, 0, 0, self.dpr, 0, 0)
        plots = self.view["plots"]
        # each layer keyed on what it draws of the plots and figures (not who moved this turn)
        self._layer("ground", self._ground, self.grid,
                    [(p["plot"], p["terrain"], p["developed"], p["tile"]) for p in plots],
                    more=self._more_ground)
        if self.hover is not None and self.hover in self.squares():  # a plot, not the sea
            ctx.fillStyle = "rgba(255,255,255,0.35)"
            ctx.fillRect(*self.corner(self.hover), c, c)
        fade = max(0.0, min(1.0, (self.ghost - 0.35) / 0.65))
        for name in changed_plots(self.view, self.prev):
            paint.changed(ctx, *self.corner(name), self.cell, fade)
        barns = [(b["plot"], bool(b["card"])) for fam in self.view["families"] for b in fam["barns"]]
        self._layer("pieces", self._pieces, self.grid,
                    [(f["plot"], f["kind"], f["owner"]) for f in self.view["figures"]],
                    [(p["plot"], p["owner"]) for p in plots], barns)
        self._marks()
        paint.hints(ctx, [self.corner(name) for name in self.hints], self.cell)

    def _layer(self, name: str, fill, *shows, more=None) -> None:
        """Layer ``name``, painted again only when the size or ``shows`` (the parts of the
        view its picture reads, compared by value) changed: a move that changes no plot,
        figure or barn card (an offer, a purchase, storing, done) paints neither again.
        ``more``: as ``Layers.draw``'s (given the old key)."""
        w, h = int(round(self.size * self.dpr)), int(round(self.height * self.dpr))
        self.layers.draw(self, name, (self.size, self.height) + shows, fill, w, h, more=more)

    def _more_ground(self, old: tuple):
        """After a move that laid a tile or developed a plot, only the plots it changed are
        painted again over the kept ground of ``old`` (the ground layer's old key: size,
        height, grid, plots) (issue 23); None when the size or grid differ or more than a
        third of the plots changed (a whole painting is as cheap)."""
        if tuple(old[:3]) != (self.size, self.height, self.grid):
            return None
        was = {p[0]: p for p in old[3]}
        now = {p["plot"]: (p["plot"], p["terrain"], p["developed"], p["tile"]) for p in self.view["plots"]}
        changed = sorted((n for n in set(was) | set(now) if was.get(n) != now.get(n)), key=inputs.order)
        if not changed or 3 * len(changed) > len(self.squares()):
            return None
        return lambda: self._ground(changed)

    def _ground(self, only: list[str] | None = None) -> None:
        """The frame, the plots and the tile edges; ``only``: just those plots painted again
        over the kept picture (clipped to them and their edge lines; inside, the frame,
        then the plots and edges that reach there, in the same order as a whole painting:
        the same pixels there)."""
        near = None
        if only is not None:
            c = self.cell
            clip_boxes(self.ctx, [(*self.corner(n), c, c) for n in only], max(1.0, c * 0.04) / 2 + 1,
                       self.dpr)
            near = {inputs.plot_name(self.grid, col + dc, row + dr)
                    for col, row in (inputs.split_plot(self.grid, n) for n in only)
                    for dc in (-1, 0, 1) for dr in (-1, 0, 1)}
        self._frame()
        plots = {p["plot"]: p for p in self.view["plots"]}
        for row in range(1, self.rows + 1):
            for col in range(self.cols):
                name = inputs.plot_name(self.grid, col, row)
                if name and (near is None or name in near):
                    self._plot(name, plots.get(name), col, row)
        self._tiles(plots, near)
        if only is not None:
            self.ctx.restore()

    def _pieces(self) -> None:
        ctx = self.ctx
        for f in self.view["figures"]:
            paint.figure(ctx, f["kind"], f["owner"], *self.corner(f["plot"]), self.cell)
        for p in self.view["plots"]:
            paint.owner(ctx, p["owner"], *self.corner(p["plot"]), self.cell)
        for fam in self.view["families"]:
            for b in fam["barns"]:
                if b["card"]:
                    paint.barn_card(ctx, *self.corner(b["plot"]), self.cell)

    def _frame(self) -> None:
        ctx, c = self.ctx, self.cell
        ctx.fillStyle = FRAME
        ctx.fillRect(0, 0, self.size, self.height)
        # the sea: the top strip and the right strip (and the missing plots), with waves
        cols, rows = self.cols, self.rows
        paint.sea(ctx, LEFT * c, 0, self.size - LEFT * c, SEA * c)
        paint.sea(ctx, (LEFT + cols) * c, 0, SEA * c, (SEA + rows) * c)
        for name in self.grid["missing"]:
            paint.sea(ctx, *self.corner(name), c, c)
        self._beach()
        ctx.strokeStyle = "rgba(255,255,255,0.55)"
        ctx.lineWidth = max(1.0, c * 0.04)
        for i in range(cols + 1):
            paint.wave(ctx, (LEFT + i + 0.2) * c, SEA * c * 0.45, c * 0.28)
        for j in range(1, rows + 1):
            paint.wave(ctx, (LEFT + cols + 0.1) * c, (SEA + j - 0.5) * c, c * 0.28)
        ctx.fillStyle = LABEL
        ctx.font = f"600 {max(9, round(c * 0.36))}px {FONT}"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        for col in range(cols):
            ctx.fillText(self.grid["columns"][col], (LEFT + col + 0.5) * c, (SEA + rows + BOTTOM / 2) * c)
        for row in range(1, rows + 1):
            ctx.fillText(str(row), LEFT * c / 2, (SEA + row - 0.5) * c)

    def _beach(self) -> None:
        """A strip of sand on the sea side of every coastal plot (where ships may stand)."""
        ctx, c = self.ctx, self.cell
        w = c * 0.12
        ctx.fillStyle = paint.SAND
        for name in self.grid.get("coast", []):
            x, y = self.corner(name)
            col, row = inputs.split_plot(self.grid, name)
            if inputs.plot_name(self.grid, col, row - 1) is None:
                ctx.fillRect(x - (w if col == 0 else 0), y - w, c + w, w)
            if inputs.plot_name(self.grid, col + 1, row) is None:
                ctx.fillRect(x + c, y - w, w, c + w)

    def _plot(self, name: str, p: dict | None, col: int, row: int) -> None:
        ctx, c = self.ctx, self.cell
        x, y = self.corner(name)
        if p is None:
            paint.free_plot(ctx, x, y, c, col, row)
        else:
            paint.terrain(ctx, p["terrain"], p["developed"], x, y, c, col, row)
        ctx.strokeStyle = "rgba(90,70,40,0.28)"
        ctx.lineWidth = 1
        ctx.strokeRect(x + 0.5, y + 0.5, c - 1, c - 1)

    def _tiles(self, plots: dict, near: set | None = None) -> None:
        """A dark line around every tile (a start tile is one two-plot tile); the owner is
        the marker in each plot's corner (``paint.owner``). ``near``: only these plots' lines."""
        c = self.cell
        for name, p in plots.items():
            if near is not None and name not in near:
                continue
            x, y = self.corner(name)
            col, row = inputs.split_plot(self.grid, name)
            for dc, dr, x0, y0, x1, y1 in ((0, -1, 0, 0, 1, 0), (1, 0, 1, 0, 1, 1),
                                           (0, 1, 0, 1, 1, 1), (-1, 0, 0, 0, 0, 1)):
                other = inputs.plot_name(self.grid, col + dc, row + dr)
                if other and other in plots and plots[other]["tile"] == p["tile"]:
                    continue
                paint.tile_edge(self.ctx, x + x0 * c, y + y0 * c, x + x1 * c, y + y1 * c, c)

    def _marks(self) -> None:
        ctx, c = self.ctx, self.cell
        m = self.marks
        for name in m["area"]:
            paint.area(ctx, *self.corner(name), c)
        if m["area"] and not m["preview"] and self.hover is not None and self.hover in m["area"]:
            # mouse: the placement a click would preview
            hint = inputs.tap(self.moves, self.view, self.selected, self.hover).get("select") or ""
            for name in hint.split(":")[2].split("-") if hint.count(":") == 2 else []:
                x, y = self.corner(name)
                ctx.fillStyle = "rgba(255,214,80,0.45)"
                ctx.fillRect(x, y, c, c)
        for name in m["preview"]:
            paint.preview(ctx, *self.corner(name), c)
        if m["origin"]:
            paint.origin(ctx, *self.corner(m["origin"]), c)
        figures = {f["plot"] for f in self.view["figures"]}
        hinted = set(self.hints)  # the hint layer's frame marks these already: one mark each
        for name in m["spots"]:
            if name not in hinted:
                paint.spot(ctx, *self.corner(name), c, ring=name in figures)


def changed_plots(view: dict, prev: dict | None) -> list[str]:
    """The plots the shown step changed: a tile laid, a plot developed, a figure put, moved
    or gone (none at the start of the game)."""
    if prev is None:
        return []
    now = {p["plot"]: (p["owner"], p["developed"]) for p in view["plots"]}
    was = {p["plot"]: (p["owner"], p["developed"]) for p in prev["plots"]}
    figs_now = {f["plot"]: (f["kind"], f["owner"]) for f in view["figures"]}
    figs_was = {f["plot"]: (f["kind"], f["owner"]) for f in prev["figures"]}
    out = {name for name in now if was.get(name) != now[name]}
    out |= {name for name in set(figs_now) | set(figs_was) if figs_now.get(name) != figs_was.get(name)}
    return sorted(out, key=inputs.order)
