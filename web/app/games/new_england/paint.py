"""New England's drawing primitives: one plot's terrain with its small illustration, the
owner's marker, the figures, a barn's card and the marks. Each draws on a 2D context into
the cell whose top-left corner is (x, y) and whose side is ``c`` CSS pixels, so the board
(``board``) and the legend's samples (``guide``) draw with the same code and look alike.

Colours: terrains are earth, grass and grain tones; the seats' colours appear only inside
markers with a dark ring and a white outline, so an owner never vanishes on a terrain of
its own colour (issue 10). Nothing here is random: variations come from the plot's column
and row.
"""

from __future__ import annotations

import math

from ...grid_board import hint_frames

SEAT_FILL = ("#c8402c", "#2f66b3", "#e2b419", "#3d8a3a")
SEAT_DARK = ("#7c1f12", "#173b6e", "#7a5d05", "#1d4d1b")
RING = "#2a2118"     # the dark ring of a marker: reads on every terrain
HALO = "#fffaf0"     # the white outline around markers and figures
TERRAIN_FILL = {"s": "#d8a06e", "p": "#a3cc7f", "c": "#efd56c"}
TERRAIN_DEV = {"s": "#b4703f", "p": "#6fa54c", "c": "#cfa92f"}
FREE = ("#f1e8d2", "#ece2c8")
SEA_COL = "#7fb2d3"
SAND = "#ead9a8"
GOLD = "#e4ad2e"
AREA = "rgba(255,250,235,0.45)"   # a light wash: lit on every terrain, crop fields too
AREA_EDGE = "rgba(138,90,0,0.85)"
SPOT = "rgba(214,140,10,0.9)"
#: What the last move changed: a white glow that fades with the table's ``ghost``.
CHANGED = "rgba(255,255,255,{a})"


def _line(ctx, points: list[tuple[float, float]]) -> None:
    ctx.moveTo(*points[0])
    for p in points[1:]:
        ctx.lineTo(*p)


def free_plot(ctx, x: float, y: float, c: float, col: int, row: int) -> None:
    """Unclaimed land: parchment with a few specks of scrub."""
    ctx.fillStyle = FREE[(col + row) % 2]
    ctx.fillRect(x, y, c, c)
    ctx.fillStyle = "rgba(120,100,60,0.22)"
    d = max(1.5, c * 0.05)  # small squares: one call each (most plots are free)
    for i in range(3):
        k = (col * 7 + row * 5 + i * 3) % 10
        ctx.fillRect(x + c * (0.15 + 0.07 * k), y + c * (0.2 + 0.25 * i + 0.02 * k), d, d)


def terrain(ctx, kind: str, developed: bool, x: float, y: float, c: float, col: int = 0,
            row: int = 0) -> None:
    """A claimed plot: its terrain's ground and illustration. Undeveloped: one cottage, grass
    tufts or furrows; developed (a land card on it): a darker ground with a hamlet, sheep
    behind a fence or sheaves, so developed plots read at a glance without colour too."""
    ctx.fillStyle = (TERRAIN_DEV if developed else TERRAIN_FILL)[kind]
    ctx.fillRect(x, y, c, c)
    ctx.save()
    ctx.beginPath()
    ctx.rect(x, y, c, c)
    ctx.clip()
    if kind == "s":
        _settlement(ctx, developed, x, y, c, col + row)
    elif kind == "p":
        _pasture(ctx, developed, x, y, c, col + row)
    else:
        _field(ctx, developed, x, y, c)
    ctx.restore()


def _house(ctx, hx: float, hy: float, s: float, wall: str, roof: str) -> None:
    """A cottage standing on (hx, hy), ``s`` wide."""
    ctx.fillStyle = wall
    ctx.fillRect(hx - s / 2, hy - s * 0.6, s, s * 0.6)
    ctx.fillStyle = roof
    ctx.beginPath()
    _line(ctx, [(hx - s * 0.62, hy - s * 0.58), (hx, hy - s * 1.05), (hx + s * 0.62, hy - s * 0.58)])
    ctx.closePath()
    ctx.fill()
    ctx.fillStyle = "rgba(60,35,20,0.8)"
    ctx.fillRect(hx - s * 0.1, hy - s * 0.3, s * 0.2, s * 0.3)


def _settlement(ctx, developed: bool, x: float, y: float, c: float, k: int) -> None:
    ctx.strokeStyle = "rgba(120,80,45,0.45)"  # a path through the plot
    ctx.lineWidth = max(1.0, c * 0.06)
    ctx.beginPath()
    ctx.moveTo(x, y + c * (0.86 if k % 2 else 0.8))
    ctx.quadraticCurveTo(x + c * 0.5, y + c * 0.7, x + c, y + c * 0.9)
    ctx.stroke()
    if developed:
        _house(ctx, x + c * 0.24, y + c * 0.78, c * 0.26, "#f4e6cc", "#8e3a22")
        _house(ctx, x + c * 0.52, y + c * 0.62, c * 0.24, "#efdcbc", "#7a2f1b")
        _house(ctx, x + c * 0.78, y + c * 0.82, c * 0.24, "#f4e6cc", "#8e3a22")
    else:
        _house(ctx, x + c * 0.3, y + c * 0.74, c * 0.28, "#f4e6cc", "#a5472b")


def _pasture(ctx, developed: bool, x: float, y: float, c: float, k: int) -> None:
    ctx.strokeStyle = "rgba(40,90,30,0.55)" if not developed else "rgba(220,240,200,0.6)"
    ctx.lineWidth = max(1.0, c * 0.035)
    ctx.beginPath()
    for i, (tx, ty) in enumerate(((0.2, 0.3), (0.7, 0.22), (0.45, 0.55), (0.18, 0.82), (0.8, 0.7))):
        if developed and i >= 3:
            continue
        bx, by = x + c * (tx + 0.03 * ((k + i) % 3)), y + c * ty
        for dx in (-0.05, 0.0, 0.05):
            ctx.moveTo(bx + c * dx * 0.6, by)
            ctx.lineTo(bx + c * dx, by - c * 0.08)
    ctx.stroke()
    if developed:
        ctx.strokeStyle = "rgba(90,60,30,0.8)"  # a fence along the bottom
        ctx.lineWidth = max(1.0, c * 0.04)
        ctx.beginPath()
        _line(ctx, [(x + c * 0.06, y + c * 0.9), (x + c * 0.94, y + c * 0.9)])
        for i in range(4):
            px = x + c * (0.12 + 0.25 * i)
            _line(ctx, [(px, y + c * 0.97), (px, y + c * 0.8)])
        ctx.stroke()
        for sx, sy in ((0.3, 0.68), (0.66, 0.5)):
            _sheep(ctx, x + c * sx, y + c * sy, c * 0.12)


def _sheep(ctx, sx: float, sy: float, r: float) -> None:
    ctx.fillStyle = "#fbf8ee"
    ctx.beginPath()
    ctx.ellipse(sx, sy, r * 1.25, r * 0.85, 0, 0, 2 * math.pi)
    ctx.fill()
    ctx.fillStyle = "#3b3128"
    ctx.beginPath()
    ctx.arc(sx + r * 1.2, sy - r * 0.2, r * 0.42, 0, 2 * math.pi)
    ctx.fill()


def _field(ctx, developed: bool, x: float, y: float, c: float) -> None:
    ctx.strokeStyle = "rgba(150,110,20,0.5)" if not developed else "rgba(110,70,10,0.55)"
    ctx.lineWidth = max(1.0, c * 0.04)
    ctx.beginPath()
    for i in range(-2, 6):  # diagonal furrows
        x0 = x + c * 0.22 * i
        ctx.moveTo(x0, y + c)
        ctx.lineTo(x0 + c * 0.6, y)
    ctx.stroke()
    if developed:
        for sx in (0.28, 0.72):
            _sheaf(ctx, x + c * sx, y + c * 0.62, c * 0.2)


def _sheaf(ctx, sx: float, sy: float, s: float) -> None:
    ctx.strokeStyle = "#7a4f08"
    ctx.lineWidth = max(1.0, s * 0.18)
    ctx.beginPath()
    for dx in (-0.45, 0.0, 0.45):
        ctx.moveTo(sx, sy + s * 0.9)
        ctx.lineTo(sx + s * dx, sy - s * 0.5)
    ctx.stroke()
    ctx.fillStyle = "#fff0b0"
    for dx in (-0.45, 0.0, 0.45):
        ctx.beginPath()
        ctx.ellipse(sx + s * dx, sy - s * 0.6, s * 0.14, s * 0.3, dx * 0.6, 0, 2 * math.pi)
        ctx.fill()


def owner(ctx, seat: int, x: float, y: float, c: float) -> None:
    """The owner's marker in the plot's top-right corner: a disc in the family's colour with
    a dark ring and a white outline."""
    cx, cy, r = x + c * 0.8, y + c * 0.2, max(3.0, c * 0.13)
    ctx.beginPath()
    ctx.arc(cx, cy, r + max(1.0, c * 0.03), 0, 2 * math.pi)
    ctx.fillStyle = HALO
    ctx.fill()
    ctx.beginPath()
    ctx.arc(cx, cy, r, 0, 2 * math.pi)
    ctx.fillStyle = SEAT_FILL[seat]
    ctx.fill()
    ctx.strokeStyle = RING
    ctx.lineWidth = max(1.0, c * 0.035)
    ctx.stroke()


def tile_edge(ctx, x0: float, y0: float, x1: float, y1: float, c: float) -> None:
    """One outer edge of a tile (a start tile's two plots share no edge line)."""
    ctx.strokeStyle = "rgba(42,33,24,0.7)"
    ctx.lineWidth = max(1.0, c * 0.04)
    ctx.beginPath()
    ctx.moveTo(x0, y0)
    ctx.lineTo(x1, y1)
    ctx.stroke()


def figure(ctx, kind: str, seat: int, x: float, y: float, c: float) -> None:
    """A pilgrim, barn or ship in the family's colour, a dark edge and a white outline,
    a little below and left of the plot's centre (the owner's disc keeps its corner)."""
    fx, fy, s = x + c * 0.46, y + c * 0.56, c * 0.27
    ctx.beginPath()
    if kind == "pilgrim":
        _line(ctx, [(fx - s * 0.7, fy + s), (fx, fy - s * 0.2), (fx + s * 0.7, fy + s)])
        ctx.closePath()
        ctx.moveTo(fx + s * 0.38, fy - s * 0.45)
        ctx.arc(fx, fy - s * 0.45, s * 0.38, 0, 2 * math.pi)
    elif kind == "barn":
        _line(ctx, [(fx - s, fy + s), (fx - s, fy - s * 0.1), (fx, fy - s), (fx + s, fy - s * 0.1),
                    (fx + s, fy + s)])
        ctx.closePath()
    else:
        _line(ctx, [(fx - s * 1.1, fy + s * 0.3), (fx + s * 1.1, fy + s * 0.3), (fx + s * 0.7, fy + s),
                    (fx - s * 0.7, fy + s)])
        ctx.closePath()
        _line(ctx, [(fx - s * 0.05, fy + s * 0.2), (fx - s * 0.05, fy - s), (fx + s * 0.8, fy + s * 0.1)])
        ctx.closePath()
    ctx.lineJoin = "round"
    ctx.strokeStyle = HALO
    ctx.lineWidth = max(2.5, c * 0.11)
    ctx.stroke()
    ctx.fillStyle = SEAT_FILL[seat]
    ctx.fill()
    ctx.strokeStyle = SEAT_DARK[seat]
    ctx.lineWidth = max(1.0, c * 0.04)
    ctx.stroke()
    if kind == "barn":  # its door, so a barn is no house-shaped blob
        ctx.fillStyle = SEAT_DARK[seat]
        ctx.fillRect(fx - s * 0.3, fy + s * 0.25, s * 0.6, s * 0.75)


def barn_card(ctx, x: float, y: float, c: float) -> None:
    """A card lying face down in a barn: a small purple card in the top-left corner."""
    ctx.fillStyle = "#5b3b6e"
    ctx.strokeStyle = HALO
    ctx.lineWidth = max(1.0, c * 0.04)
    ctx.fillRect(x + c * 0.08, y + c * 0.08, c * 0.22, c * 0.3)
    ctx.strokeRect(x + c * 0.08, y + c * 0.08, c * 0.22, c * 0.3)


def sea(ctx, x: float, y: float, w: float, h: float) -> None:
    ctx.fillStyle = SEA_COL
    ctx.fillRect(x, y, w, h)


def wave(ctx, x: float, y: float, w: float) -> None:
    ctx.beginPath()
    ctx.moveTo(x, y)
    ctx.quadraticCurveTo(x + w / 4, y - w / 4, x + w / 2, y)
    ctx.quadraticCurveTo(x + 3 * w / 4, y + w / 4, x + w, y)
    ctx.stroke()


def outline(ctx, x: float, y: float, c: float, colour: str, width: float, inset: float) -> None:
    ctx.strokeStyle = colour
    ctx.lineWidth = width
    ctx.strokeRect(x + c * inset, y + c * inset, c * (1 - 2 * inset), c * (1 - 2 * inset))


def spot(ctx, x: float, y: float, c: float, ring: bool = False) -> None:
    """A tap target of the selection: an amber dot with a white rim at the plot's centre;
    ``ring``: an amber ring around the plot's figure instead, which stays visible."""
    ctx.beginPath()
    if ring:
        ctx.arc(x + c * 0.46, y + c * 0.56, c * 0.36, 0, 2 * math.pi)
        for colour, width in (("rgba(255,255,255,0.95)", max(3.0, c * 0.1)), (SPOT, max(2.0, c * 0.06))):
            ctx.strokeStyle = colour
            ctx.lineWidth = width
            ctx.stroke()
        return
    ctx.arc(x + c / 2, y + c / 2, c * 0.17, 0, 2 * math.pi)
    ctx.fillStyle = SPOT
    ctx.fill()
    ctx.strokeStyle = "rgba(255,255,255,0.95)"
    ctx.lineWidth = max(1.2, c * 0.05)
    ctx.stroke()


def hint(ctx, x: float, y: float, c: float) -> None:
    """The hint layer's mark in the plot with top-left corner ``(x, y)`` (the legend's
    sample; the board draws all of them at once with :func:`hints`)."""
    hints(ctx, [(x, y)], c)


def hints(ctx, corners: list[tuple[float, float]], c: float) -> None:
    """The hint layer's mark in each plot with one of ``corners`` as its top-left corner (the
    boards' shared ``grid_board.hint_frames``)."""
    hint_frames(ctx, [(x + c / 2, y + c / 2) for x, y in corners], c, radius=0.06)


def changed(ctx, x: float, y: float, c: float, fade: float) -> None:
    """A plot the last move changed: a white frame, and while ``fade`` (1 -> 0) runs after
    the move a white glow over the plot that fades out."""
    if fade > 0:
        ctx.fillStyle = CHANGED.format(a=f"{0.55 * fade:.3f}")
        ctx.fillRect(x, y, c, c)
    outline(ctx, x, y, c, "rgba(255,255,255,0.95)", max(2.0, c * 0.08), 0.08)


def area(ctx, x: float, y: float, c: float) -> None:
    """A plot some placement of the chosen rotation covers: a light wash with a thin brown
    frame (amber alone would vanish on a crop field)."""
    ctx.fillStyle = AREA
    ctx.fillRect(x, y, c, c)
    outline(ctx, x, y, c, AREA_EDGE, max(1.0, c * 0.04), 0.16)


def preview(ctx, x: float, y: float, c: float) -> None:
    """A plot of the placement about to be made: strong amber with a brown frame."""
    ctx.fillStyle = "rgba(255,214,80,0.75)"
    ctx.fillRect(x, y, c, c)
    outline(ctx, x, y, c, "#8a5a00", max(2.0, c * 0.08), 0.04)


def origin(ctx, x: float, y: float, c: float) -> None:
    """The chosen plot or figure: a gold frame."""
    outline(ctx, x, y, c, GOLD, max(2.5, c * 0.12), 0.06)
