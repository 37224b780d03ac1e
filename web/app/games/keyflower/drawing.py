"""Drawing Keyflower's board (``Board.draw``): the auction row with each tile's bids beneath
it, the boats with their cargo, every village under a band in its seat's colour, workers
and resources on tiles, the targets of the current step (the hint layer dashes them), the
tile in focus and the preview of a tile being placed."""

from __future__ import annotations

from functools import partial

from ...grid_board import HINT, HINT_GLOW
from . import input as inputs
from . import chips, icons, paint, symbols
from .expansions import active
from .layout import CHIP_LINE, axial, region
from .icons import SKILL_MARK
from .paint import SEAT_FILL

TABLE = "#2f4736"
FOCUS = "#1e69c8"
INSPECT = "rgba(255,255,255,0.95)"
LAST = "rgba(255,255,255,0.9)"
TARGET = "rgba(255,232,110,0.9)"
SKILLS = ("saw", "pick", "anvil")
#: Symbol layers by (tile, side, size step, language, pixel ratio): (canvas, plan).
_LAYERS: dict[tuple, tuple] = {}


def draw(board) -> None:
    ctx = board.ctx
    ctx.setTransform(board.dpr, 0, 0, board.dpr, 0, 0)
    ctx.fillStyle = TABLE
    ctx.fillRect(0, 0, board.size, board.size)
    # the auction with the boats, and each village: off-screen layers (``OpenBoard.layer_in``)
    # keyed on the part of the view each draws (``reads``), so a bid paints the auction
    # again and no village, a worker placed in a village that village only (issue 23); the
    # marks of the step, which a tap or the fade changes, go over them
    board.drawn, board.workers, board.symbol_boxes = {}, {}, {}
    for name, paint_part, box, reads in _parts(board):
        _part(board, name, paint_part, box, board.lang, reads=reads)
    _marks(board)


def _parts(board) -> list[tuple]:
    """Each layer's name, painting, world box and what it reads of the view: made once per
    view, layout and language and kept on the board (every frame of the fade draws)."""
    view, lay, lang = board.view, board.layout, board.lang
    kept = board.parts_for
    if kept and kept[0] is view and kept[1] is lay and kept[2] == lang:
        return kept[3]
    tiles, sides = view["tiles"], view.get("sides", {})
    shown = [a["tile"] for a in view["auction"]] + [b["boat"] for b in view["boats"]]
    parts: list[tuple] = [("auction", lambda: _auction(board), region(lay, "auction"),
              (view["auction"], view["boats"], [tiles[t] for t in shown],
               [sides.get(t) for t in shown], [lay.places["t:" + t] for t in shown], lay.chips,
               tuple(x.key for x in active(view))))]
    names = view["seat_names"].get(lang, view["seat_names"]["en"])
    for v in lay.villages:
        seat = view["seats"][v.seat]
        placed = [p["tile"] for p in seat["village"]]
        x0, y0, x1, y1 = v.box
        parts.append((f"v{v.seat}", partial(_village, board, v, SEAT_FILL, sides), v.box,
                      (seat["village"], seat["start"], seat["home"], names[v.seat],
                       [tiles[t] for t in placed], [sides.get(t) for t in placed],
                       tuple(round(d, 9) for d in (v.ox - x0, v.oy - y1, x1 - x0, y1 - y0)),
                       tuple((x.key, x.village_reads(seat)) for x in active(view)))))
    board.parts_for = (view, lay, lang, parts)
    return parts


class Part:
    """What a layer of the board drew, for the page's test hooks: each tile's symbols
    (``drawn``), the screen boxes of the worker chips and symbols on tiles (``workers``,
    ``symbol_boxes``) as they were when it was painted, and where its box lay then (``at``,
    ``OpenBoard.placed``): a layer put at a new place moves them along (:func:`boxes_of`)."""

    def __init__(self, at: tuple[float, float]) -> None:
        self.at = at
        self.drawn: dict[str, list[symbols.Item]] = {}
        self.workers: dict[str, list[tuple]] = {}
        self.symbol_boxes: dict[str, list[tuple]] = {}


def _part(board, name: str, paint_part, box: tuple, *shows, reads: tuple) -> None:
    """Part ``name`` of the board from its layer, painted by ``paint_part()`` when what it
    reads changed; its :class:`Part` is kept while the layer is."""
    def painted() -> None:
        part = board.parts[name] = Part(board.placed[name])
        board.drawn, board.workers, board.symbol_boxes = part.drawn, part.workers, part.symbol_boxes
        try:
            paint_part()
        finally:
            board.drawn, board.workers, board.symbol_boxes = {}, {}, {}  # the marks' own
    board.layer_in(name, painted, box, *shows, reads=reads)


def boxes_of(board, tile: str) -> tuple[list, list, list, dict] | None:
    """The symbols, worker boxes and symbol boxes of tile ``tile`` as the board shows them now
    (the boxes moved along with their layer), and the layer's worker boxes by tile as painted
    (a tile with workers is in it); None when no layer drew the tile."""
    for name, part in board.parts.items():
        if tile in part.drawn and board.placed.get(name) is not None:
            dx = board.placed[name][0] - part.at[0]
            dy = board.placed[name][1] - part.at[1]
            return (part.drawn[tile],
                    [_moved(b, dx, dy) for b in part.workers.get(tile, [])],
                    [(b[0], *_moved(b[1:], dx, dy)) for b in part.symbol_boxes.get(tile, [])],
                    part.workers)
    return None


def _auction(board) -> None:
    ctx, view, vp, lay = board.ctx, board.view, board.vp, board.layout
    s = vp.scale
    tiles = view["tiles"]
    sides = view.get("sides", {})
    for a in view["auction"]:
        x, y = vp.to_screen(*lay.places["t:" + a["tile"]])
        _tile(board, a["tile"], x, y, 0, False, badge(a["tile"], tiles, sides))
        _groups(board, a["tile"], a["uses"], x, y, SEAT_FILL)
        cx, cy = vp.to_screen(*lay.chips[a["tile"]])
        for k, g in enumerate(a["bids"]):
            gx = cx + (-0.45 if k % 2 == 0 else 0.45) * s
            gy = cy + (k // 2) * CHIP_LINE * s
            paint.chip(ctx, gx, gy, s * 0.22, g["colour"], g["n"], SEAT_FILL[g["seat"]], g["flat"])
            if a["leader"] == g["seat"] and k == _lead_index(a):
                _crown(ctx, gx + s * 0.3, gy - s * 0.18, s * 0.14)
    for b in view["boats"]:
        x, y = vp.to_screen(*lay.places["t:" + b["boat"]])
        _tile(board, b["boat"], x, y, 0, False)
        _cargo(ctx, b, x, y + s * 1.35, s, board.lang, view)


def _tile(board, tile: str, x: float, y: float, rot: int, up: bool, mark: str = "",
          alpha: float = 1.0) -> None:
    """A tile with its symbols (``symbols.plan``), drawn once per tile, side, size step and
    language into a layer of their own (``board.new_layer``) and copied on every draw; the
    board's ``drawn`` keeps what was drawn for the page's test hook."""
    info, s, ctx = board.view["tiles"][tile], board.vp.scale, board.ctx
    paint.tile(ctx, info, x, y, s, rot, up, alpha, mark)
    q = symbols.quantized(s)
    key = (tile, up, q, board.lang, board.dpr)
    found = _LAYERS.get(key)
    if found is None:
        if len(_LAYERS) > 600:  # zooming through many sizes: start again
            _LAYERS.clear()
        items = symbols.plan(info, up, q, board.lang)
        layer = board.new_layer(2 * q)
        if layer is not None:
            lctx = layer.getContext("2d")
            lctx.setTransform(board.dpr, 0, 0, board.dpr, 0, 0)
            icons.draw(lctx, items, q, q, board.lang)
        found = _LAYERS[key] = (layer, items)
    layer, items = found
    board.drawn[tile] = items
    if layer is not None and items:
        ctx.save()
        ctx.globalAlpha = alpha
        ctx.drawImage(layer, x - s, y - s, 2 * s, 2 * s)
        ctx.restore()


def badge(tile: str, tiles: dict, sides: dict) -> str:
    """A turn-order tile's number, a summer boat's number and side."""
    season = tiles[tile]["season"]
    if season == "turn":
        return tile[-1]
    if season == "summer_boat":
        return tile[-1] + sides.get(tile, "")
    return ""


def _lead_index(a: dict) -> int:
    """The bid group that leads (the first group of the leading seat)."""
    return next((k for k, g in enumerate(a["bids"]) if g["seat"] == a["leader"]), -1)


def _crown(ctx, x: float, y: float, r: float) -> None:
    ctx.beginPath()
    ctx.moveTo(x - r, y + r * 0.6)
    ctx.lineTo(x - r, y - r * 0.4)
    ctx.lineTo(x - r * 0.4, y + r * 0.1)
    ctx.lineTo(x, y - r * 0.7)
    ctx.lineTo(x + r * 0.4, y + r * 0.1)
    ctx.lineTo(x + r, y - r * 0.4)
    ctx.lineTo(x + r, y + r * 0.6)
    ctx.closePath()
    ctx.fillStyle = "#ffd740"
    ctx.fill()
    ctx.lineWidth = 1
    ctx.strokeStyle = "#6b5200"
    ctx.stroke()


def _groups(board, tile: str, groups: list, x: float, y: float, seat_fill) -> None:
    """Worker groups standing on a tile (uses), in a row where they leave its points and
    action seen (``chips.workers_at``); the board's ``workers`` keeps their boxes and
    ``symbol_boxes`` the symbols' (on the screen) for the page's test hook."""
    s = board.vp.scale
    items = board.drawn.get(tile, [])
    q = symbols.quantized(s)
    scaled = [it._replace(x=it.x * s / q, y=it.y * s / q, size=it.size * s / q) for it in items]
    boxes = chips.workers_at(scaled, len(groups), s)
    board.symbol_boxes[tile] = [(it.kind, *_moved(symbols.box(it), x, y)) for it in scaled]
    board.workers[tile] = [_moved(b, x, y) for b in boxes]
    for g, (x0, y0, x1, y1) in zip(groups, boxes):
        paint.chip(board.ctx, (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, g["colour"], g["n"],
                   seat_fill[g["seat"]], g["flat"])


def _moved(b: tuple, x: float, y: float) -> tuple[float, float, float, float]:
    return b[0] + x, b[1] + y, b[2] + x, b[3] + y


def _cargo(ctx, boat: dict, x: float, y: float, s: float, lang: str, view: dict) -> None:
    if boat["workers"] is None:
        return
    for expansion in active(view):
        expansion.draw_cargo(ctx, boat, x, y, s)
    items = [(c, n) for c, n in zip(inputs.COLOURS, boat["workers"]) if n]
    row = s * 0.42
    gx = x - (len(items) - 1) * row / 2
    for colour, n in items:
        paint.chip(ctx, gx, y, s * 0.18, colour, n, None)
        gx += row
    skills = [(k, n) for k, n in zip(SKILLS, boat["skills"] or []) if n]
    gx = x - (len(skills) - 1) * row / 2
    for k, n in skills:
        paint.counter(ctx, gx, y + s * 0.45, s * 0.3, paint.SKILL[k], n)
        ctx.font = f"700 {max(9.0, s * 0.16):.1f}px sans-serif"
        ctx.fillStyle = "#ffffff"
        ctx.fillText(SKILL_MARK.get(lang, SKILL_MARK["en"])[k], gx, y + s * 0.7)
        gx += row


def _village(board, v, seat_fill, sides: dict) -> None:
    ctx, vp, view = board.ctx, board.vp, board.view
    s = vp.scale
    x0, y0, x1, y1 = v.box
    sx0, sy0 = vp.to_screen(x0, y1)
    sx1, sy1 = vp.to_screen(x1, y0)
    ctx.fillStyle = "rgba(255,255,255,0.05)"
    ctx.fillRect(sx0, sy0, sx1 - sx0, sy1 - sy0)
    ctx.fillStyle = seat_fill[v.seat]
    ctx.fillRect(sx0, sy0, sx1 - sx0, max(3.0, s * 0.18))
    seat = view["seats"][v.seat]
    name = view["seat_names"].get(board.lang, view["seat_names"]["en"])[v.seat]
    label = name + ("  ★" if seat["start"] else "")
    ctx.font = f"700 {max(9.0, s * 0.36):.1f}px sans-serif"
    ctx.textAlign = "left"
    ctx.textBaseline = "top"
    ctx.fillStyle = "#f3ead6"
    ctx.fillText(label, sx0 + 4, sy0 + max(4.0, s * 0.25))
    for p in seat["village"]:
        wx, wy = axial(p["q"], p["r"])
        cx, cy = vp.to_screen(v.ox + wx, v.oy + wy)
        # as far as the layer holds (``OpenBoard.layer_in``: one board's size beyond sight)
        if -board.size - s < cx < 2 * board.size + s and -board.size - s < cy < 2 * board.size + s:
            _tile(board, p["tile"], cx, cy, p["rot"], p["up"], badge(p["tile"], view["tiles"], sides))
            paint.resources(ctx, p["res"], cx, cy, s)
            _groups(board, p["tile"], p["uses"], cx, cy, seat_fill)
            for expansion in active(view):
                expansion.draw_placed(ctx, seat, p, cx, cy, s)


def _outline(board, name: str, colour: str, width: float, dashed: bool = False) -> None:
    if name not in board.layout.places:
        return
    x, y = board.vp.to_screen(*board.layout.places[name])
    ctx = board.ctx
    ctx.save()
    paint.hex_path(ctx, x, y, board.vp.scale * 0.97)
    if dashed:
        ctx.setLineDash([board.vp.scale * 0.12, board.vp.scale * 0.08])
    ctx.lineWidth = max(2.0, width * board.vp.scale)
    ctx.strokeStyle = colour
    ctx.stroke()
    ctx.restore()


def _hexes(board, names: list[str], size: float) -> bool:
    """One path of the hexes of the places ``names`` (``size``: their radius in cells);
    False when none is on the board (no path begun)."""
    places, vp, ctx = board.layout.places, board.vp, board.ctx
    found = [vp.to_screen(*places[n]) for n in names if n in places]
    if found:
        ctx.beginPath()
        for x, y in found:
            paint.hex_subpath(ctx, x, y, vp.scale * size)
    return bool(found)


def _stroke(board, colour: str, width: float, dashed: bool = False) -> None:
    """Stroke the current path as :func:`_outline` strokes one hex."""
    ctx, scale = board.ctx, board.vp.scale
    ctx.save()
    if dashed:
        ctx.setLineDash([scale * 0.12, scale * 0.08])
    ctx.lineWidth = max(2.0, width * scale)
    ctx.strokeStyle = colour
    ctx.stroke()
    ctx.restore()


def changed(prev: dict | None, view: dict) -> list[str]:
    """The tiles the shown step changed (bids, workers, resources, turned over, placed)."""
    if not prev:
        return []

    def facts(v: dict) -> dict[str, tuple]:
        out = {a["tile"]: (a["bids"], a["uses"]) for a in v["auction"]}
        for seat in v["seats"]:
            out.update({p["tile"]: (p["res"], p["up"], p["uses"], p["q"], p["r"]) for p in seat["village"]})
        return out
    before, after = facts(prev), facts(view)
    return sorted(t for t, f in after.items() if before.get(t) != f)


def _marks(board) -> None:
    ctx0 = board.ctx
    ctx0.save()
    ctx0.globalAlpha = max(0.3, board.ghost)
    for tile in changed(board.prev, board.view):
        _outline(board, "t:" + tile, LAST, 0.06)
    ctx0.restore()
    sel = inputs.parse(board.selected)
    targets = inputs.targets(board.view, board.moves, sel)
    ctx, vp = board.ctx, board.vp
    cells = [n for n in targets if n.startswith("c:") and n[2:] != sel.get("at")]
    if _hexes(board, cells, 0.9):
        ctx.fillStyle = "rgba(255,232,110,0.45)"
        ctx.fill()
    # every target's outline in one path, stroked once per style (a winter bid has dozens
    # of targets: one stroke each was a few hundred canvas calls per draw, issue 23)
    if board.hints:
        if _hexes(board, targets, 0.97):
            _stroke(board, HINT_GLOW, 0.1, True)
            _stroke(board, HINT, 0.05, True)
    elif _hexes(board, targets, 0.97):
        _stroke(board, TARGET, 0.03)
    _roads(board, sel)
    if sel.get("i"):
        _outline(board, "t:" + sel["i"], INSPECT, 0.05)
    if sel.get("t") and "at" not in sel:
        _outline(board, "t:" + sel["t"], FOCUS, 0.08)
    at = sel.get("at")
    if at and "c:" + at in board.layout.places and sel.get("t") in board.view["tiles"]:
        x, y = vp.to_screen(*board.layout.places["c:" + at])
        _tile(board, sel["t"], x, y, int(sel.get("r", "0")), False, alpha=0.8)
        _outline(board, "c:" + at, FOCUS, 0.08)


def _roads(board, sel: dict) -> None:
    """While a transport source is chosen: the road to each tile a carry may reach (the
    core's shortest path), and the steps it costs on the destination."""
    found = (board.view.get("routes") or {}).get(sel.get("t", ""), {})
    ctx, vp, places = board.ctx, board.vp, board.layout.places
    s = vp.scale
    for dst, path in sorted(found.items()):
        pts = [vp.to_screen(*places["t:" + tile]) for tile in path if "t:" + tile in places]
        if len(pts) < 2:
            continue
        for colour, width in (("rgba(255,255,255,0.75)", 0.2), ("rgba(30,105,200,0.9)", 0.09)):
            ctx.beginPath()
            ctx.moveTo(*pts[0])
            for x, y in pts[1:]:
                ctx.lineTo(x, y)
            ctx.lineWidth = max(2.0, width * s)
            ctx.lineJoin = "round"
            ctx.strokeStyle = colour
            ctx.stroke()
        x, y = pts[-1]
        ctx.beginPath()
        ctx.arc(x + s * 0.45, y + s * 0.05, max(7.0, s * 0.17), 0, 6.2832)
        ctx.fillStyle = "#1e69c8"
        ctx.fill()
        ctx.font = f"700 {max(9.0, s * 0.2):.1f}px sans-serif"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        ctx.fillStyle = "#ffffff"
        ctx.fillText(str(len(path) - 1), x + s * 0.45, y + s * 0.06)
