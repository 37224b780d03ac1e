"""Eden's canvas board: the 7x7 grid of ``view["grid"]`` with the landscape cards, and the
highlights of what the selection allows (from the view's placements and the listed moves as data),
the hint layer's squares (``hints``) and a fading glow on what the shown step changed. The
pictures are ``paint``'s.

Drawing (CSS pixels, square canvas of side S): margin m (columns A-G below, rows 1-7 at
the left), cell = (S - 2m) / 7; row 1 at the bottom. A landscape card is a rounded tile in
its owner's colour with one white dot and value-1 red dots.
"""

from __future__ import annotations

import math

from core.protocol import MoveData

from ...contract import SeatColour
from ...grid_board import GridBoard, clip_boxes, hint_frames, round_rect
from . import input as inputs
from . import paint

SEAT_FILL = ("#c8412f", "#e8b923", "#2f6db5", "#e07aa6")
SEAT_EDGE = ("#7d2014", "#8c6a07", "#173e6e", "#8f3b60")
#: Around the board: dot fill, dot ring, turn-line border (``app.contract.SeatColour``).
SEAT_COLOURS = tuple(SeatColour(fill, edge, fill, fill) for fill, edge in zip(SEAT_FILL, SEAT_EDGE))
FIELD = ("#c6b184", "#bfa97b")  # bare soil, darker than any landscape
WOOD, WOOD_DARK, COORD = "#5f6b3a", "#434c28", "#f1ecd6"
GRID = "rgba(80,70,40,0.25)"
HILITE = "rgba(70,160,220,0.55)"
PICK = "rgba(255,205,60,0.85)"
#: Where a card's dots sit (in cells from its centre), by the number of dots.
DOT_SPOTS: dict[int, list[tuple[float, float]]] = {
    1: [(0, 0)], 2: [(-0.2, 0), (0.2, 0)], 3: [(-0.2, -0.2), (0.2, -0.2), (0, 0.2)],
    4: [(-0.2, -0.2), (0.2, -0.2), (-0.2, 0.2), (0.2, 0.2)]}


class Board(GridBoard):
    MARGIN = 0.05

    def __init__(self, canvas) -> None:
        super().__init__(canvas)
        self.moves: tuple[MoveData, ...] = ()

    def select(self, selected: str | None, moves: tuple[MoveData, ...]) -> None:
        self.moves = moves
        self.selected = inputs.keep_selection(selected, moves, self.view or {})

    # drawing
    def draw(self) -> None:
        """The ground (wood, coordinates, fields, soil) and the cards with the grid come from
        off-screen layers (``GridBoard.layer``, painted again only when the board's squares
        or cards or the size changed); the last move's glow, the hover, the hints and the
        marks, which a tap or the fade changes, are drawn in between and over them, in the
        same order as before."""
        if not self.view or self.size <= 0:
            return
        ctx, m, c, n = self.ctx, self.margin, self.cell, self.CELLS
        ctx.setTransform(self.dpr, 0, 0, self.dpr, 0, 0)
        self.layer("ground", self._ground, reads=(sorted(self.view["board"]),))
        changed = self._changed()
        for sq in sorted(changed | ({self.hover} if self.hover else set())):
            col, row = self.square_cell(sq)
            x, y = m + col * c, m + (n - row) * c
            if sq in changed:
                paint.changed_glow(ctx, x + c / 2, y + c / 2, c, self.ghost)
            if sq == self.hover:
                ctx.fillStyle = "rgba(255,255,255,0.3)"
                ctx.fillRect(x, y, c, c)
        self.layer("cards", self._cards, reads=(self.view["board"],),
                   more=lambda old: self._more_cards(old[0]))
        marks = self._marks()
        # a square with its own mark needs no second one
        hint_frames(ctx, [self.center(sq) for sq in self.hints if sq not in marks], c)
        for sq, kind in marks.items():
            self._mark(sq, kind)

    def _ground(self) -> None:
        ctx, view, m, c = self.ctx, self.view, self.margin, self.cell
        ctx.fillStyle = WOOD
        ctx.fillRect(0, 0, self.size, self.size)
        ctx.fillStyle = COORD
        ctx.font = f"600 {max(10, round(m * 0.55))}px system-ui, sans-serif"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        n = self.CELLS
        for i in range(n):
            ctx.fillText(self.columns[i], m + (i + 0.5) * c, self.size - m / 2)
            ctx.fillText(str(n - i), m / 2, m + (i + 0.5) * c)
        for row in range(n):
            for col in range(n):
                x, y = m + col * c, m + row * c
                ctx.fillStyle = FIELD[(col + row) % 2]
                ctx.fillRect(x, y, c, c)
                if self.square_name(col, n - row) not in view["board"]:
                    paint.soil(ctx, x, y, c)

    def _cards(self, only: list[str] | None = None) -> None:
        """The grid and the cards; ``only``: just those squares painted again over the kept
        picture (clipped to them, cleared there, then the grid and the cards that reach into
        them, in the same order as a whole painting: the same pixels there)."""
        near = None
        if only is not None:
            clip_boxes(self.ctx, [self.box(sq) for sq in only], 1.0, self.dpr)
            self.ctx.clearRect(0, 0, self.size, self.size)
            near = {self.square_name(col + dc, row + dr)
                    for col, row in map(self.square_cell, only) for dc in (-1, 0, 1) for dr in (-1, 0, 1)
                    if 0 <= col + dc < self.CELLS and 1 <= row + dr <= self.CELLS}
        self.stroke_grid(GRID)
        for sq, card in self.view["board"].items():
            if near is None or sq in near:
                self._card(sq, card)
        if only is not None:
            self.ctx.restore()

    def _more_cards(self, old: dict):
        """After a move that changed a few squares' cards (a grow, a conquest), only
        those squares are painted again over the kept picture of ``old`` (issue 23); None
        when more than a third of the board changed (a whole painting is as cheap)."""
        new = self.view["board"]
        changed = sorted(sq for sq in set(old) | set(new) if old.get(sq) != new.get(sq))
        if not changed or 3 * len(changed) > self.CELLS * self.CELLS:
            return None
        return lambda: self._cards(changed)

    def box(self, sq: str) -> tuple[float, float, float, float]:
        """A square's cell in CSS pixels: ``(x, y, w, h)``."""
        x, y = self.center(sq)
        c = self.cell
        return x - c / 2, y - c / 2, c, c

    def _changed(self) -> set:
        if self.prev is None or not self.view:
            return set()
        a, b = self.view["board"], self.prev["board"]
        return {sq for sq in a if sq not in b or a[sq] != b[sq]}

    def _marks(self) -> dict:
        """Square -> highlight kind: water, grow (a legal placement), pick (the chosen one),
        rise (will rise), with, target, attack, attacked."""
        out: dict[str, str] = {}
        view, moves = self.view, self.moves
        c = view.get("conquest")
        if c is not None:
            for sq in c["attackers"]:
                out[sq] = "attack"
            for sq in c["targets"]:
                out[sq] = "attacked"
            for m in moves:
                if m.verb in ("with", "target"):
                    out[m.squares[0]] = m.verb
            return out
        sel = inputs.parse_selection(self.selected, view)
        if sel and sel[0] in ("card", "grow"):
            card, rot = inputs.card_rotation(sel, view)
            for p in inputs.legal_grows(view, card, rot):
                if inputs.listed_grow(moves, card, p) is not None:
                    for sq in p["squares"]:
                        out[sq] = "grow"
            if sel[0] == "grow":
                for sq in (inputs.placement(view, sel[1]) or {}).get("squares", []):
                    out[sq] = "pick"
            return out
        for m in moves:
            if m.verb == "water":
                out[m.squares[0]] = "water"
        return out

    def _card(self, sq: str, card: dict) -> None:
        """A landscape of the card's value with its owner's flag and its dots: one white and
        value-1 red ones (mana income), in the lower half so the pictures stay visible."""
        ctx, c = self.ctx, self.cell
        x, y = self.center(sq)
        seat = card["seat"]
        paint.landscape(ctx, x, y, c, card["red"] + 1)
        paint.flag(ctx, x, y, c, SEAT_FILL[seat % 4], SEAT_EDGE[seat % 4])
        dots = ["#ffffff"] + ["#b3160c"] * card["red"]
        r = c * 0.085
        for (dx, dy), colour in zip(DOT_SPOTS[len(dots)], dots):
            ctx.beginPath()
            ctx.arc(x + dx * c, y + (0.16 + dy * 0.7) * c, r, 0, 2 * math.pi)
            ctx.fillStyle = colour
            ctx.fill()
            ctx.strokeStyle = "rgba(0,0,0,0.55)" if colour == "#ffffff" else "#fff4e0"
            ctx.lineWidth = max(1.0, c * 0.025)
            ctx.stroke()

    def _mark(self, sq: str, kind: str) -> None:
        ctx, c = self.ctx, self.cell
        x, y = self.center(sq)
        ctx.save()
        if kind in ("water", "target", "with"):
            ctx.setLineDash([c * 0.08, c * 0.06])
            ctx.beginPath()
            ctx.arc(x, y, c * 0.3, 0, 2 * math.pi)
            ctx.strokeStyle = {"water": "#1f6fb2", "target": "#b3160c", "with": "#2e7d32"}[kind]
            ctx.lineWidth = max(2.5, c * 0.07)
            ctx.stroke()
            if kind == "water":
                ctx.fillStyle = "rgba(60,140,220,0.30)"
                ctx.fill()
        else:
            colour = {"grow": HILITE, "pick": PICK, "attack": "rgba(46,125,50,0.9)",
                      "attacked": "rgba(179,22,12,0.9)"}[kind]
            ctx.strokeStyle = colour
            ctx.lineWidth = max(3.0, c * (0.1 if kind == "pick" else 0.07))
            w = c * 0.94
            round_rect(ctx, x - w / 2, y - w / 2, w, w, c * 0.14)
            ctx.stroke()
            if kind == "grow":
                ctx.fillStyle = "rgba(70,160,220,0.18)"
                ctx.fill()
        ctx.restore()
