"""Keyflower's symbols on a 2D canvas, our own simple shapes (``symbols.Item``s): a resource
is a square in its colour, a worker a disc, a skill a diamond with its letter, "any" of them
the same shape striped in all their colours (an expansion draws its own kinds,
``PageExpansion.draw_symbol``), transport a road arrow, an upgrade a brown disc with an upward arrow (the bare arrow marks an upgrade's cost),
points a shield
(with a small upward arrow when they are the points once upgraded), points by count a
shield-coloured band, a tile of a road loop a road ring on a hex, a boat a hull with a sail.
A count above one is written inside. The board draws them on tiles and the legend beside its explanations."""

from __future__ import annotations

from .expansions import EXPANSIONS
from .paint import RESOURCE, ROAD, SKILL, WORKER
from .symbols import CHAR_WIDTH, Item

INK = "#1d1d1d"
EDGE = "rgba(0,0,0,0.6)"
UP = "#5b3d12"
SHIELD = "#f3d46b"
PAPER = "#f4efe1"
SKILL_MARK = {"nl": {"saw": "Z", "pick": "H", "anvil": "A"},
              "en": {"saw": "S", "pick": "P", "anvil": "A"}}
#: The colours an "any" symbol is striped in.
ANY = {"res": tuple(RESOURCE.values()), "worker": tuple(WORKER[c] for c in ("blue", "red", "yellow", "green")),
       "skill": tuple(SKILL.values())}
LIGHT = ("stone", "gold", "yellow")


def draw(ctx, items: list[Item], cx: float, cy: float, lang: str) -> None:
    """Every item of a plan around the centre (cx, cy)."""
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    for it in items:
        symbol(ctx, it, cx + it.x, cy + it.y, lang)


def symbol(ctx, it: Item, x: float, y: float, lang: str) -> None:
    """One item centred at (x, y)."""
    u, kind = it.size, it.kind
    if _added(ctx, it, x, y):
        return
    if kind == "name":
        ctx.font = f"700 {u:.1f}px sans-serif"
        ctx.fillStyle = INK
        # at most the width the plan reserved (a font wider than its estimate is condensed,
        # never smaller, so the name stays inside the hex)
        ctx.fillText(it.what, x, y, len(it.what) * CHAR_WIDTH * u)
        return
    if kind == "or":
        _text(ctx, "/", x, y, u, INK)
        return
    if kind == "arrow":
        _poly(ctx, x, y, u, ((-0.25, -0.3), (0.25, 0.0), (-0.25, 0.3)), INK, None)
        return
    if kind in ("points", "vp"):
        _shield(ctx, x, y, u, it.n, it.what == "after")
        return
    if kind == "up":
        _poly(ctx, x, y, u, _UP_ARROW, UP, None)
        return
    if kind == "upgrade":  # a disc with the arrow, or with the count above one
        ctx.beginPath()
        ctx.arc(x, y, u * 0.46, 0, 6.2832)
        _fill(ctx, UP, EDGE)
        if it.n > 1:
            _number(ctx, it.n, x, y, u * 0.8, "#ffffff")
        else:
            _poly(ctx, x, y, u * 0.62, _UP_ARROW, "#ffffff", None)
        return
    if kind == "transport":
        _poly(ctx, x, y, u, ((-0.5, -0.3), (0.15, -0.3), (0.5, 0.0), (0.15, 0.3), (-0.5, 0.3)), ROAD, EDGE)
        _number(ctx, it.n, x - u * 0.08, y, u * 0.8, "#ffffff")
        return
    if kind == "ladder":  # points by count: the first steps on a shield-coloured band
        ctx.fillStyle = SHIELD
        ctx.fillRect(x - u * 1.15, y - u * 0.42, u * 2.3, u * 0.84)
        ctx.lineWidth = 1
        ctx.strokeStyle = UP
        ctx.strokeRect(x - u * 1.15, y - u * 0.42, u * 2.3, u * 0.84)
        _text(ctx, it.what, x, y, u * 0.6, INK)
        return
    if kind == "loop":  # a ring of road around a small hex: a tile of a closed road loop
        _poly(ctx, x, y, u * 0.9, _HEX, PAPER, None)
        ctx.beginPath()
        ctx.arc(x, y, u * 0.3, 0, 6.2832)
        ctx.lineWidth = max(1.5, u * 0.12)
        ctx.strokeStyle = ROAD
        ctx.stroke()
        return
    if kind == "boat":  # a hull on blue water
        _poly(ctx, x, y, u, ((-0.5, -0.05), (0.5, -0.05), (0.32, 0.3), (-0.32, 0.3)), ROAD, EDGE)
        _poly(ctx, x, y, u, ((0.0, -0.5), (0.3, -0.1), (0.0, -0.1)), PAPER, EDGE)
        return
    fill = _paint_of(ctx, it, x, y)
    if kind == "res":
        ctx.beginPath()
        ctx.rect(x - u * 0.42, y - u * 0.42, u * 0.84, u * 0.84)
    elif kind == "worker":
        ctx.beginPath()
        ctx.arc(x, y, u * 0.45, 0, 6.2832)
    else:  # a skill
        ctx.beginPath()
        ctx.moveTo(x, y - u * 0.52)
        ctx.lineTo(x + u * 0.52, y)
        ctx.lineTo(x, y + u * 0.52)
        ctx.lineTo(x - u * 0.52, y)
        ctx.closePath()
    _fill(ctx, fill, EDGE)
    light = it.what in LIGHT
    if it.n > 1:
        _number(ctx, it.n, x, y, u * 0.8, INK if light else "#ffffff", it.what == "any")
    elif kind == "skill" and it.what != "any":
        _text(ctx, SKILL_MARK.get(lang, SKILL_MARK["en"])[it.what], x, y, u * 0.62, "#ffffff")


def _added(ctx, it: Item, x: float, y: float) -> bool:
    """Whether an expansion drew ``it``, a symbol of a kind it adds (its tiles' sides and
    scoring, its legend); every expansion is asked, in play or not: a kind names what it
    shows."""
    return any(ext.draw_symbol(ctx, it.kind, it.what, it.n, x, y, it.size) for ext in EXPANSIONS)


_HEX = tuple((0.5 * c, 0.5 * s) for c, s in ((0.87, -0.5), (0.87, 0.5), (0.0, 1.0), (-0.87, 0.5),
                                               (-0.87, -0.5), (0.0, -1.0)))
_UP_ARROW = ((0.0, -0.5), (0.45, -0.02), (0.2, -0.02), (0.2, 0.45), (-0.2, 0.45), (-0.2, -0.02), (-0.45, -0.02))


def _paint_of(ctx, it: Item, x: float, y: float):
    """A symbol's fill: its colour, or for "any" a gradient striped in all colours."""
    if it.what != "any":
        return {"res": RESOURCE, "worker": WORKER, "skill": SKILL}[it.kind].get(it.what, "#888888")
    colours = ANY[it.kind]
    u = it.size
    grad = ctx.createLinearGradient(x - u * 0.5, y - u * 0.5, x + u * 0.5, y + u * 0.5)
    step = 1.0 / len(colours)
    for k, c in enumerate(colours):
        grad.addColorStop(k * step, c)
        grad.addColorStop((k + 1) * step, c)
    return grad


def _poly(ctx, x: float, y: float, u: float, pts, fill: str, edge: str | None) -> None:
    ctx.beginPath()
    for k, (px, py) in enumerate(pts):
        (ctx.lineTo if k else ctx.moveTo)(x + px * u, y + py * u)
    ctx.closePath()
    _fill(ctx, fill, edge)


def _fill(ctx, fill, edge: str | None) -> None:
    """Fill the current path; ``edge``: also outline it, one pixel wide."""
    ctx.fillStyle = fill
    ctx.fill()
    if edge:
        ctx.lineWidth = 1
        ctx.strokeStyle = edge
        ctx.stroke()


def _text(ctx, text: str, x: float, y: float, size: float, colour: str) -> None:
    ctx.font = f"700 {max(9.0, size):.1f}px sans-serif"
    ctx.fillStyle = colour
    ctx.fillText(text, x, y + size * 0.05)


def _number(ctx, n: int, x: float, y: float, size: float, colour: str, outline: bool = False) -> None:
    """A count (none for one); ``outline``: dark-edged, on a striped "any" symbol."""
    if n <= 1:
        return
    if outline:
        ctx.font = f"700 {max(9.0, size):.1f}px sans-serif"
        ctx.lineWidth = 2.5
        ctx.strokeStyle = INK
        ctx.strokeText(str(n), x, y + size * 0.05)
    _text(ctx, str(n), x, y, size, "#ffffff" if outline else colour)


def _shield(ctx, x: float, y: float, u: float, n: int, after: bool) -> None:
    """Points: a shield with the number; ``after``: a small upward arrow beside it."""
    w, h = u * 0.5, u * 0.55
    if after:
        _poly(ctx, x - u * 0.42, y - h * 0.4, u * 0.5, _UP_ARROW, UP, None)
        x += u * 0.22
    ctx.beginPath()
    ctx.moveTo(x - w, y - h)
    ctx.lineTo(x + w, y - h)
    ctx.lineTo(x + w, y + h * 0.15)
    ctx.quadraticCurveTo(x + w, y + h * 0.8, x, y + h * 1.05)
    ctx.quadraticCurveTo(x - w, y + h * 0.8, x - w, y + h * 0.15)
    ctx.closePath()
    _fill(ctx, SHIELD, UP)
    _text(ctx, str(n), x, y - h * 0.05, u * (0.62 if n >= 10 else 0.75), INK)
