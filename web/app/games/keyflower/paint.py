"""Pictures of Keyflower's pieces on a 2D canvas: a hex tile (season colour, roads and
rivers on its edges, its upgraded side darker; its symbols are ``icons``), a worker chip (the
worker's colour, its count, a ring in the seat's colour), resources and skills."""

from __future__ import annotations

import math

SEASON_FILL = {"home": "#e9d9b0", "spring": "#b5d88a", "summer": "#f0d36a",
               "summer_boat": "#9cc9e6", "autumn": "#e8a264", "winter": "#d7e8f3",
               "boat": "#86bde3", "turn": "#d6d1c4"}
WORKER = {"blue": "#2f6db5", "red": "#cf3a30", "yellow": "#f1c61d", "green": "#3c9a45",
          "purple": "#7b3fa0"}
WORKER_TEXT = {"blue": "#ffffff", "red": "#ffffff", "yellow": "#222222", "green": "#ffffff",
               "purple": "#ffffff"}
RESOURCE = {"wood": "#8a5a2b", "stone": "#9a9a9a", "iron": "#4b5a66", "gold": "#e0b222"}
SKILL = {"saw": "#b07a3c", "pick": "#7d7d7d", "anvil": "#3e4a55"}
ROAD = "#8b6a3e"
WATER = "#3d8fd1"
RESOURCES = ("wood", "stone", "iron", "gold")
#: Seat colours (the core's seat names: red, blue, yellow, green, purple, white).
SEAT_FILL = ("#c0392b", "#2e5fa8", "#e2b714", "#2f8a3c", "#7b3fa0", "#f4f4f4")


#: A unit hex's corners (cos, sin), computed once: ``corners`` runs for every hex of every draw.
_UNIT = tuple((math.cos(math.radians(a)), math.sin(math.radians(a)))
              for a in (30, 90, 150, 210, 270, 330))


def corners(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """A pointy-topped hex's corners on the screen (y down), from the upper right."""
    return [(cx + r * c, cy - r * s) for c, s in _UNIT]


def hex_path(ctx, cx: float, cy: float, r: float) -> None:
    ctx.beginPath()
    hex_subpath(ctx, cx, cy, r)


def hex_subpath(ctx, cx: float, cy: float, r: float) -> None:
    """A hex added to the current path (a closed subpath)."""
    (x, y), *rest = corners(cx, cy, r)
    ctx.moveTo(x, y)
    for x, y in rest:
        ctx.lineTo(x, y)
    ctx.closePath()


def edge_mid(cx: float, cy: float, r: float, direction: int) -> tuple[float, float]:
    """The middle of the edge towards the core's direction ``direction`` (0 east, 1
    north-east, ... counter-clockwise), on the screen."""
    a = math.radians(60 * direction)
    d = r * math.sqrt(3) / 2
    return cx + d * math.cos(a), cy - d * math.sin(a)


def edge_towards(edges: str, rot: int, direction: int) -> str:
    """The edge a tile turned ``rot`` shows towards ``direction`` (as the core says)."""
    return edges[(direction - rot) % 6]


def tile(ctx, info: dict, cx: float, cy: float, r: float, rot: int, up: bool,
         alpha: float = 1.0, badge: str = "") -> None:
    """Tile ``info`` (the view's ``tiles[..]``) centred at (cx, cy), circumradius ``r``: its
    season's colour (darker when ``up``), roads and rivers; ``badge``: a short mark drawn large
    (a turn-order tile's number, a summer boat's side). Its symbols are ``icons``'."""
    ctx.save()
    ctx.globalAlpha = alpha
    hex_path(ctx, cx, cy, r * 0.97)
    fill = SEASON_FILL.get(info["season"], "#dddddd")
    ctx.fillStyle = fill
    ctx.fill()
    if up:
        ctx.fillStyle = "rgba(90,60,20,0.18)"
        ctx.fill()
    ctx.lineWidth = max(1.0, r * 0.05)
    ctx.strokeStyle = "#5b4a2f" if up else "#7a6a50"
    ctx.stroke()
    for d in range(6):
        kind = edge_towards(info["edges"], rot, d)
        if kind == "-":
            continue
        mx, my = edge_mid(cx, cy, r * 0.97, d)
        ctx.beginPath()
        if kind == "r":
            sx, sy = cx + (mx - cx) * 0.62, cy + (my - cy) * 0.62
            ctx.moveTo(sx, sy)
            ctx.lineTo(mx, my)
            ctx.lineWidth = max(1.5, r * 0.12)
            ctx.strokeStyle = ROAD
        else:
            a = math.radians(60 * d)
            ex, ey = r * 0.45 * math.sin(a), r * 0.45 * math.cos(a)
            ctx.moveTo(mx - ex, my - ey)
            ctx.lineTo(mx + ex, my + ey)
            ctx.lineWidth = max(2.0, r * 0.16)
            ctx.strokeStyle = WATER
        ctx.stroke()
    if badge:
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        ctx.fillStyle = "#1d1d1d"
        ctx.font = f"700 {max(9.0, r * 0.62):.1f}px sans-serif"
        ctx.fillText(badge, cx, cy + r * 0.05)
    ctx.restore()


def chip(ctx, x: float, y: float, rad: float, colour: str, n: int, ring: str | None,
         flat: bool = False) -> None:
    """A worker group: a disc in the worker colour with its count, ringed in the seat
    colour; ``flat``: lying down (a counter-bid of boat 4a or a use of boat 4b), drawn as a
    rounded square."""
    ctx.beginPath()
    if flat:
        ctx.rect(x - rad, y - rad * 0.75, rad * 2, rad * 1.5)
    else:
        ctx.arc(x, y, rad, 0, 6.2832)
    ctx.fillStyle = WORKER.get(colour, "#888888")
    ctx.fill()
    if ring:
        ctx.lineWidth = max(1.5, rad * 0.3)
        ctx.strokeStyle = ring
        ctx.stroke()
    ctx.font = f"700 {max(9.0, rad * 1.15):.1f}px sans-serif"
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillStyle = WORKER_TEXT.get(colour, "#ffffff")
    ctx.fillText(str(n), x, y + rad * 0.05)


def counter(ctx, x: float, y: float, side: float, fill: str, n: int | str, text: str = "#ffffff") -> None:
    """A square counter (a resource or a skill) with its number."""
    ctx.fillStyle = fill
    ctx.fillRect(x - side / 2, y - side / 2, side, side)
    ctx.lineWidth = 1
    ctx.strokeStyle = "rgba(0,0,0,0.45)"
    ctx.strokeRect(x - side / 2, y - side / 2, side, side)
    ctx.font = f"700 {max(9.0, side * 0.72):.1f}px sans-serif"
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillStyle = text
    ctx.fillText(str(n), x, y + side * 0.04)


def resources(ctx, res: list[int], cx: float, cy: float, r: float) -> None:
    """The resources on a tile, in a row near its lower corner (below its symbols)."""
    shown = [(RESOURCES[k], n) for k, n in enumerate(res) if n]
    side = max(11.0, r * 0.3)
    x = cx - (len(shown) - 1) * side * 0.6
    for name, n in shown:
        counter(ctx, x, cy + r * 0.74, side, RESOURCE[name], n,
                "#222222" if name in ("gold", "stone") else "#ffffff")
        x += side * 1.2
