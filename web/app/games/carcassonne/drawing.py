"""Drawing the Carcassonne board (``Board.draw``): the table, the pieces, the last move's
glow and scoring, the inspected feature, the targets of the selected tile in its turn (and
the hint layer's marks on them), the preview, the followers and the follower spots."""

from __future__ import annotations

from ...grid_board import HINT, HINT_GLOW
from . import input as inputs
from . import paint

TABLE = "#314a35"
TARGET_FILL = "rgba(255,232,110,0.62)"
TARGET_EDGE = "rgba(255,240,150,0.9)"
SCORED = "rgba(255,215,64,0.95)"
INSPECT = "rgba(255,255,255,0.95)"
LAST = "rgba(255,255,255,0.85)"


def _poly(ctx, pts) -> None:
    ctx.beginPath()
    _subpath(ctx, pts)


def _subpath(ctx, pts) -> None:
    """A closed polygon added to the current path."""
    (x, y), *rest = pts
    ctx.moveTo(x, y)
    for x, y in rest:
        ctx.lineTo(x, y)
    ctx.closePath()


def _shape_points(board, x: int, y: int, corner: str | None) -> list:
    cx, cy = board.vp.to_screen(x, y)
    s = board.vp.scale
    local = paint.TRIANGLE[corner] if corner else (paint.NW, paint.NE, paint.SE, paint.SW)
    return [(cx + u * s, cy + v * s) for u, v in local]


def draw(board) -> None:
    """The whole board: the placed tiles and the followers come from off-screen layers
    (``OpenBoard.layer``, painted again only when the pieces, the followers or the viewport
    changed); the marks, targets, preview and spots, which a tap or the fade changes, are
    drawn over them."""
    ctx, s = board.ctx, board.vp.scale
    ctx.setTransform(board.dpr, 0, 0, board.dpr, 0, 0)
    pieces = board.view.get("pieces", [])
    # a tile type's picture is fixed; two pictures kept (the follower step's zoom and back),
    # and a placed tile is painted over the picture of the board without it
    board.layer("tiles", lambda: _tiles(board), reads=(pieces,), keep=2,
                more=lambda old: _more_tiles(board, old[0], pieces))
    _marks(board, board.view.get("pieces", []))
    sel = inputs.parse(board.selected)
    _targets(board, sel)
    _preview(board, sel)
    if board.view.get("followers"):
        # keyed on the followers and the pieces they stand on (a tile placed without one keeps
        # the picture), two pictures kept as for the tiles
        board.layer("followers", lambda: _followers(board), keep=2,
                    reads=([(f["seat"], f["seg"]) + _drawn(pieces[f["piece"]]) for f in board.view["followers"]],))
    for name, (x, y) in board._spot_points().items():
        # the spot a panel button or the pointer points at is lit: larger, gold, a white halo
        lit = board.hover == "spot:" + name
        ctx.beginPath()
        ctx.arc(x, y, max(9.0, 0.14 * s) * (1.35 if lit else 1.0), 0, 6.2832)
        ctx.fillStyle = SCORED if lit else "rgba(255,255,255,0.85)"
        ctx.fill()
        if lit:
            ctx.lineWidth = max(5.0, 0.09 * s)
            ctx.strokeStyle = HINT_GLOW
            ctx.stroke()
        ctx.lineWidth = max(2.0, (0.05 if lit else 0.035) * s)
        ctx.strokeStyle = HINT
        ctx.stroke()


def _drawn(p: dict) -> tuple:
    """What of a piece its picture shows (its features' numbers are not drawn)."""
    return p["name"], p["x"], p["y"], p["rot"]


def _more_tiles(board, old: list, pieces: list):
    """The painting of the pieces placed since ``old`` (the pieces of a kept picture), when
    ``old`` are the first of ``pieces`` as drawn; else None."""
    n = len(old)
    if n >= len(pieces) or any(_drawn(a) != _drawn(b) for a, b in zip(old, pieces)):
        return None
    return lambda: _tiles(board, n)


def _tiles(board, start: int = 0) -> None:
    """The table and every placed tile in sight; from ``start``: only the pieces from that
    one on (painted over the picture of the others)."""
    ctx, view, vp = board.ctx, board.view, board.vp
    if not start:
        ctx.fillStyle = TABLE
        ctx.fillRect(0, 0, board.size, board.size)
    s = vp.scale
    tiles = view.get("tiles", {})
    for p in view.get("pieces", [])[start:]:
        cx, cy = vp.to_screen(p["x"], p["y"])
        if -s < cx < board.size + s and -s < cy < board.size + s:
            paint.tile(ctx, tiles[p["name"]], cx, cy, s, p["rot"])


def _followers(board) -> None:
    """The followers on the placed tiles."""
    ctx, view, vp = board.ctx, board.view, board.vp
    s = vp.scale
    pieces = view.get("pieces", [])
    tiles = view.get("tiles", {})
    for f in view.get("followers", []):
        p = pieces[f["piece"]]
        u, v = paint.turn(paint.anchors(tiles[p["name"]])[f["seg"]], p["rot"])
        cx, cy = vp.to_screen(p["x"], p["y"])
        kind = tiles[p["name"]]["segments"][f["seg"]]["kind"]
        paint.meeple(ctx, cx + u * s, cy + v * s, max(6.0, 0.15 * s), paint.SEAT_FILL[f["seat"]],
                     paint.SEAT_EDGE[f["seat"]], lying=kind == "field")


def _marks(board, pieces: list) -> None:
    """The last piece placed (a fading white frame), what the last step scored (gold) and
    the inspected feature (white)."""
    ctx, view = board.ctx, board.view
    if len(pieces) > 1:
        last = pieces[-1]
        ctx.save()
        ctx.globalAlpha = max(0.25, board.ghost)
        _poly(ctx, _shape_points(board, last["x"], last["y"], last["corner"]))
        ctx.lineWidth = max(2.0, 0.05 * board.vp.scale)
        ctx.strokeStyle = LAST
        ctx.stroke()
        ctx.restore()
    for scored in view.get("scored", []):
        for i in scored["pieces"]:
            p = pieces[i]
            _poly(ctx, _shape_points(board, p["x"], p["y"], p["corner"]))
            ctx.lineWidth = max(2.0, 0.06 * board.vp.scale)
            ctx.strokeStyle = SCORED
            ctx.stroke()
    sel = inputs.parse(board.selected)
    if sel.inspect:
        i = int(sel.inspect.split(".")[0])
        k = int(sel.inspect.split(".")[1])
        if i < len(pieces):
            feat = view["features"][pieces[i]["features"][k]]
            for j in feat["pieces"]:
                p = pieces[j]
                _poly(ctx, _shape_points(board, p["x"], p["y"], p["corner"]))
                ctx.fillStyle = "rgba(255,255,255,0.18)"
                ctx.fill()
                ctx.lineWidth = max(2.0, 0.05 * board.vp.scale)
                ctx.strokeStyle = INSPECT
                ctx.stroke()


def _targets(board, sel) -> None:
    ctx = board.ctx
    if sel.confirmed:
        return
    half = board.view.get("tiles", {}).get(sel.name or "", {}).get("half", False)
    squares = [sq for sq in inputs.targets(board.moves, sel.name, sel.turn) if sq != sel.square]
    if not squares:
        return
    # every target in one path, filled once and stroked once per style (issue 23: a tile
    # with many open squares was a fill and two strokes each)
    ctx.beginPath()
    for sq in squares:
        x, y = (int(v) for v in sq.split(","))
        _subpath(ctx, _shape_points(board, x, y, sel.turn if half else None))
    ctx.fillStyle = TARGET_FILL
    ctx.fill()
    if board.hints:
        ctx.save()
        ctx.setLineDash([board.vp.scale * 0.1, board.vp.scale * 0.07])
        for colour, width in ((HINT_GLOW, 0.08), (HINT, 0.045)):
            ctx.lineWidth = max(2.0, width * board.vp.scale)
            ctx.strokeStyle = colour
            ctx.stroke()
        ctx.restore()
    else:
        ctx.lineWidth = 1.5
        ctx.strokeStyle = TARGET_EDGE
        ctx.stroke()


def _preview(board, sel) -> None:
    if not sel.square or not sel.name or sel.name not in board.view.get("tiles", {}):
        return
    x, y = (int(v) for v in sel.square.split(","))
    cx, cy = board.vp.to_screen(x, y)
    rot = board._rot(sel.name, sel.turn or "")
    paint.tile(board.ctx, board.view["tiles"][sel.name], cx, cy, board.vp.scale, rot,
               alpha=0.9 if sel.confirmed else 0.75)
    half = board.view["tiles"][sel.name]["half"]
    _poly(board.ctx, _shape_points(board, x, y, sel.turn if half else None))
    board.ctx.lineWidth = max(2.5, 0.06 * board.vp.scale)
    board.ctx.strokeStyle = HINT
    board.ctx.stroke()
