"""The Merchants on Keyflower's board: huts on a home tile (small black houses, a count
beyond three), an extension as a ``+`` counter in its colour on the tile it extends, and a
ship's extra cargo (a green worker, gold, a hut or a hidden contract) beside its workers;
the symbol of a contract on its tiles and in the legend (a paper slip), and the symbols of
what its winter tiles and II boats score."""

from __future__ import annotations

from ... import paint

HUT = "#1b1b1b"
PAPER = "#f4efe1"
EDGE = "rgba(0,0,0,0.6)"
INK = "#1d1d1d"


def placed(ctx, seat: dict, placed: dict, x: float, y: float, s: float) -> None:
    """An extension on the tile ``placed`` at ``x, y``; the seat's huts on its home tile."""
    if placed.get("ext_colour"):
        paint.counter(ctx, x - s * 0.55, y - s * 0.12, s * 0.26, paint.WORKER[placed["ext_colour"]], "+",
                      "#ffffff")
    if placed["tile"] == seat["home"] and seat.get("huts"):
        huts(ctx, x + s * 0.5, y + s * 0.1, s, seat["huts"])


def huts(ctx, x: float, y: float, s: float, n: int) -> None:
    """``n`` huts in a row leftwards from ``x, y``: at most three drawn, then ``×n``."""
    w = s * 0.16
    for k in range(min(n, 3)):
        hx = x - k * w * 1.2
        ctx.beginPath()
        ctx.moveTo(hx - w / 2, y + w / 2)
        ctx.lineTo(hx - w / 2, y)
        ctx.lineTo(hx, y - w / 2)
        ctx.lineTo(hx + w / 2, y)
        ctx.lineTo(hx + w / 2, y + w / 2)
        ctx.closePath()
        ctx.fillStyle = HUT
        ctx.fill()
    if n > 3:
        ctx.font = f"700 {max(9.0, s * 0.16):.1f}px sans-serif"
        ctx.fillStyle = HUT
        ctx.fillText(f"×{n}", x + w, y)


def cargo(ctx, boat: dict, x: float, y: float, s: float) -> None:
    """A ship's extra (the view's ``extra``: ``green``, ``gold``, ``hut``, ``contract``)."""
    extra = boat.get("extra")
    if extra == "green":
        paint.chip(ctx, x + s * 0.62, y - s * 0.5, s * 0.16, "green", 1, "#ffffff")
    elif extra:
        paint.counter(ctx, x + s * 0.62, y - s * 0.5, s * 0.28,
                      {"gold": paint.RESOURCE["gold"], "hut": HUT}.get(extra, "#f4efe1"),
                      {"gold": "1", "hut": "⌂"}.get(extra, "C"), "#222222" if extra != "hut" else "#ffffff")


def symbol(ctx, kind: str, what: str, n: int, x: float, y: float, u: float) -> bool:
    """Its symbols centred at ``x, y`` (``u``: the symbol's side): a contract on its tiles
    (``n`` of them: a paper slip with ``C``, or the count above one); what its tiles' scoring
    counts (core ``merchants/texts.SCORES``, ``FREE``): an upgraded tile (a hex in the upgraded
    side's brown with an upward arrow), a winter tile (a hex in winter's blue with a snow
    star), an extension (a ``+`` counter), a contract not fulfilled (a slip struck through).
    False for any other kind."""
    if kind == "tile" and what == "up" or kind == "winter":
        paint.hex_path(ctx, x, y, u * 0.52)
        ctx.fillStyle = "#b48a55" if kind == "tile" else paint.SEASON_FILL["winter"]
        ctx.fill()
        ctx.lineWidth = 1
        ctx.strokeStyle = "rgba(0,0,0,0.6)"
        ctx.stroke()
        _mark(ctx, "↑" if kind == "tile" else "✱", x, y, u * 0.62, "#ffffff" if kind == "tile" else "#2d5f86")
        return True
    if kind == "extension":
        paint.counter(ctx, x, y, u * 0.8, "#6d5a8c", "+", "#ffffff")
        return True
    if kind == "contract" and what == "open":
        ctx.fillStyle = PAPER
        ctx.fillRect(x - u * 0.35, y - u * 0.45, u * 0.7, u * 0.9)
        ctx.lineWidth = 1
        ctx.strokeStyle = "rgba(0,0,0,0.6)"
        ctx.strokeRect(x - u * 0.35, y - u * 0.45, u * 0.7, u * 0.9)
        _mark(ctx, "C", x, y, u * 0.7, INK)
        ctx.beginPath()
        ctx.moveTo(x - u * 0.45, y + u * 0.45)
        ctx.lineTo(x + u * 0.45, y - u * 0.45)
        ctx.lineWidth = max(1.5, u * 0.12)
        ctx.strokeStyle = "#c0392b"
        ctx.stroke()
        return True
    if kind == "contract":
        ctx.fillStyle = PAPER
        ctx.fillRect(x - u * 0.35, y - u * 0.45, u * 0.7, u * 0.9)
        ctx.lineWidth = 1
        ctx.strokeStyle = EDGE
        ctx.strokeRect(x - u * 0.35, y - u * 0.45, u * 0.7, u * 0.9)
        ctx.font = f"700 {max(9.0, u * 0.75):.1f}px sans-serif"
        ctx.fillStyle = INK
        ctx.fillText(str(n) if n > 1 else "C", x, y + u * 0.75 * 0.05)
        return True
    return False


def _mark(ctx, text: str, x: float, y: float, size: float, colour: str) -> None:
    ctx.font = f"700 {max(9.0, size):.1f}px sans-serif"
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillStyle = colour
    ctx.fillText(text, x, y + size * 0.05)
