"""Eden's drawing on the canvas: landscapes by value (texture and small pictures: dry steppe,
meadow, farmland, forest), the owner's flag and the glow of what the last
move changed. Colours of the landscapes are earth and greens; the owners' colours appear only
on the flag, with a white outline and a dark edge, so no owner ever disappears on a landscape.

Every function draws in CSS pixels around a square's centre ``(x, y)`` of side ``c``, and
places its strokes at fixed offsets (no randomness: the same board always looks the same).
"""

from __future__ import annotations

import math

from ...grid_board import round_rect

#: value -> (fill, edge, ink of the pictures)
LANDSCAPE = {1: ("#eedc9f", "#a98d4f", "#9c8246"), 2: ("#bcd585", "#86a654", "#5f8a35"),
             3: ("#8fbf69", "#5c8f43", "#3f6f2b"), 4: ("#5f9f55", "#3b6f35", "#24502a")}


def landscape(ctx, x: float, y: float, c: float, value: int) -> None:
    """A landscape card of ``value`` (1-4): tile, texture, and its pictures."""
    fill, edge, ink = LANDSCAPE[max(1, min(4, value))]
    w = c * 0.88
    round_rect(ctx, x - w / 2, y - w / 2, w, w, c * 0.12)
    ctx.fillStyle = fill
    ctx.fill()
    ctx.strokeStyle = edge
    ctx.lineWidth = max(1.5, c * 0.04)
    ctx.stroke()
    ctx.save()
    ctx.strokeStyle = ink
    ctx.fillStyle = ink
    ctx.lineWidth = max(1.0, c * 0.022)
    ctx.lineCap = "round"
    [_steppe, _meadow, _farm, _forest][max(1, min(4, value)) - 1](ctx, x, y, c)
    ctx.restore()


def _steppe(ctx, x, y, c) -> None:
    """Dry ground: a few short dashes of sparse grass."""
    ctx.beginPath()
    for dx, dy in ((-0.28, -0.26), (0.05, -0.3), (0.27, -0.18), (-0.3, 0.02)):
        ctx.moveTo(x + dx * c, y + dy * c)
        ctx.lineTo(x + (dx + 0.07) * c, y + dy * c)
    ctx.stroke()


def _meadow(ctx, x, y, c) -> None:
    """Grass tufts."""
    ctx.beginPath()
    for dx, dy in ((-0.26, -0.22), (0.0, -0.3), (0.26, -0.2), (-0.3, 0.06)):
        bx, by = x + dx * c, y + dy * c
        for lean in (-0.05, 0.0, 0.05):
            ctx.moveTo(bx, by + 0.05 * c)
            ctx.lineTo(bx + lean * c, by - 0.04 * c)
    ctx.stroke()


def _farm(ctx, x, y, c) -> None:
    """Furrows and two bushes."""
    ctx.beginPath()
    for i in range(3):
        yy = y - 0.3 * c + i * 0.08 * c
        ctx.moveTo(x - 0.32 * c, yy)
        ctx.lineTo(x + 0.05 * c, yy)
    ctx.stroke()
    for dx, dy in ((0.22, -0.24), (-0.3, 0.08)):
        ctx.beginPath()
        ctx.arc(x + dx * c, y + dy * c, 0.07 * c, 0, 2 * math.pi)
        ctx.fill()


def _forest(ctx, x, y, c) -> None:
    """Three small trees."""
    for dx, dy, s in ((-0.24, -0.2, 1.0), (0.02, -0.26, 1.2), (0.26, -0.18, 0.9)):
        bx, by, h = x + dx * c, y + dy * c, 0.14 * c * s
        ctx.beginPath()
        ctx.moveTo(bx, by - h)
        ctx.lineTo(bx + h * 0.6, by + h * 0.5)
        ctx.lineTo(bx - h * 0.6, by + h * 0.5)
        ctx.closePath()
        ctx.fill()
        ctx.fillRect(bx - 0.012 * c, by + h * 0.5, 0.024 * c, 0.05 * c)


def soil(ctx, x: float, y: float, c: float) -> None:
    """Bare soil of an empty square (top-left corner ``(x, y)``): a few faint specks."""
    ctx.fillStyle = "rgba(90,70,35,0.18)"
    for dx, dy in ((0.2, 0.3), (0.7, 0.2), (0.45, 0.6), (0.15, 0.8), (0.8, 0.75)):
        ctx.fillRect(x + dx * c, y + dy * c, max(1.5, c * 0.03), max(1.5, c * 0.03))


def flag(ctx, x: float, y: float, c: float, fill: str, edge: str) -> None:
    """The owner's pennant in the card's top-left corner."""
    px, top = x - 0.36 * c, y - 0.4 * c
    ctx.save()
    ctx.beginPath()
    ctx.moveTo(px, top + 0.34 * c)
    ctx.lineTo(px, top)
    ctx.lineTo(px + 0.3 * c, top + 0.085 * c)
    ctx.lineTo(px, top + 0.17 * c)
    ctx.closePath()
    ctx.lineJoin = "round"
    ctx.strokeStyle = "#ffffff"
    ctx.lineWidth = max(3.0, c * 0.07)
    ctx.stroke()
    ctx.fillStyle = fill
    ctx.fill()
    ctx.strokeStyle = edge
    ctx.lineWidth = max(1.2, c * 0.025)
    ctx.stroke()
    ctx.restore()


def changed_glow(ctx, x: float, y: float, c: float, strength: float) -> None:
    """What the last move changed: a warm glow that fades as the table lowers ``strength``
    (``board.ghost``, from 1 after a move to 0.35 at rest)."""
    ctx.save()
    ctx.fillStyle = f"rgba(255,225,110,{0.25 + 0.45 * max(0.0, min(1.0, strength))})"
    ctx.fillRect(x - c / 2, y - c / 2, c, c)
    ctx.restore()
