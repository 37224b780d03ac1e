"""Keyflower's tile card: a tapped tile's full description over the board, so that it is in
view wherever the board is (a phone's panel lies below it). Decorative for screen readers:
the panel says the same.

Where it goes (issue 24): it covers neither the tile in focus, nor any tile the next tap can
choose (``input.targets``, from the core's listed moves of this step: a carry's targets while
working, every tile a worker move of the chosen colour goes to while bidding), nor the header
naming whose village is in play (the seat to move's, and the village of the tile in focus).
It tries the whole width of the board at the edge away from the tile, the other edge, right
below or above each of those places, then a narrower card on each side the same ways; when
none is clear, the one covering least (the tile in focus counts most)."""

from __future__ import annotations

from typing import Any

from ... import dom
from . import input as inputs
from .panel import inspect_lines
from .texts import tile_name

#: The card's distance from the board's edges (CSS pixels).
GAP = 8.0
#: The width of a corner card, as a share of the board's width.
NARROW = 0.6
#: The height of a village's header band (its seat's colour and name), in squares.
HEADER = 0.7

Rect = tuple[float, float, float, float]


def header_rect(board, seat: int) -> Rect | None:
    """The screen box (x0, y0, x1, y1) of the header of ``seat``'s village (the band with
    its name, drawn by ``drawing._village``), or None without a layout."""
    if board.layout is None or not 0 <= seat < len(board.layout.villages):
        return None
    v = board.layout.villages[seat]
    x0, _, x1, y1 = v.box
    sx0, sy0 = board.vp.to_screen(x0, y1)
    sx1 = board.vp.to_screen(x1, y1)[0]
    return (sx0, sy0, sx1, sy0 + HEADER * board.vp.scale)


def owner(view: dict, tile: str) -> int | None:
    """The seat whose village holds ``tile`` (None: not in a village)."""
    return next((s for s, seat in enumerate(view["seats"])
                 if any(p["tile"] == tile for p in seat["village"])), None)


def _overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


class Card:
    """The card element (made on first use, beside the canvas) and where it was put."""

    def __init__(self) -> None:
        self.el: Any = None
        self._key: tuple = ()
        self._heights: dict[tuple, float] = {}  # (text, width) -> the card's height

    def show(self, board) -> None:
        """Show the tile in focus (``i`` of the selection) on ``board``, or hide the card."""
        sel = inputs.parse(board.selected)
        view = board.view
        tile = sel.get("i", "")
        info = view["tiles"].get(tile) if tile else None
        # a won tile being built is not on the board yet: its preview's cell is where it is
        where = "c:" + sel["at"] if sel.get("at") and sel.get("t") == tile else "t:" + tile
        at = board.center(where) if info and board.layout and where in board.layout.places else None
        keep = self._keep(board, view, tile, at)
        text = " ".join(inspect_lines(view, tile, board.lang, None)) if info else ""
        key = (tile, text, board.size, tuple(tuple(round(x / 8) for x in r) + (w,) for r, w in keep))
        if key == self._key and self.el is not None:
            return
        self._key = key
        if self.el is None:
            self.el = dom.el("div", {"class": "kf-card", "testid": "kf-card", "aria-hidden": "true"})
            board.canvas.parentElement.appendChild(self.el)
        if not info:
            self.el.hidden = True
            return
        dom.replace(self.el, [dom.el("strong", {"text": tile_name(view, tile, board.lang)}),
                              dom.el("p", {"text": text})])
        self.el.hidden = False
        x0, y0, width = self._place(board, text, keep, at)
        canvas = board.canvas
        style = self.el.style
        style.setProperty("left", f"{float(canvas.offsetLeft) + x0:.0f}px")
        style.setProperty("top", f"{float(canvas.offsetTop) + y0:.0f}px")
        style.setProperty("bottom", "auto")
        style.setProperty("width", f"{width:.0f}px")

    @staticmethod
    def _keep(board, view: dict, tile: str, at) -> list[tuple[Rect, int]]:
        """What the card must not cover, with its weight: the tile in focus and the headers
        of the seat to move's village and of the tile's village (16 each: never, where any
        place is clear of them), and each tile the next tap can choose that the board shows
        (its middle, where its symbols are, 3; the rest of it 1)."""
        keep: list[tuple[Rect, int]] = []
        s = board.vp.scale

        def around(c, k: float) -> Rect:
            return (c[0] - 0.9 * k * s, c[1] - k * s, c[0] + 0.9 * k * s, c[1] + k * s)
        if at is not None:
            keep.append((around(at, 1.0), 16))
        whole = (0.0, 0.0, float(board.size), float(board.size))
        seats = {x for x in (view.get("to_move"), owner(view, tile) if tile else None) if x is not None}
        for seat in sorted(seats):
            r = header_rect(board, seat)
            if r is not None and _overlap(r, whole):
                keep.append((r, 16))
        for name in inputs.targets(view, board.moves, inputs.parse(board.selected)):
            if name != "t:" + tile and name in board.layout.places:
                c = board.center(name)
                if _overlap(around(c, 1.0), whole):
                    keep += [(around(c, 1.0), 1), (around(c, 0.4), 2)]
        return keep

    def _height(self, text: str, width: float) -> float:
        key = (text, round(width))
        if key not in self._heights:
            self.el.style.setProperty("width", f"{width:.0f}px")
            self._heights = {k: v for k, v in self._heights.items() if k[0] == text}
            self._heights[key] = float(self.el.offsetHeight)
        return self._heights[key]

    def _place(self, board, text: str, keep: list[tuple[Rect, int]], at) -> tuple[float, float, float]:
        """(left, top, width) in the canvas: the first clear place, else the least covering."""
        size = float(board.size)
        below = at is not None and at[1] > size / 2  # the tile's half: the card goes to the other
        right = at is not None and at[0] > size / 2
        # (narrow, on the left): the whole width first, then a corner card on either side
        tries = [(False, True)] + [(True, side) for side in ((False, True) if right else (True, False))]
        best: tuple[int, int, tuple[float, float, float]] | None = None
        order = 0
        for narrow, left in tries:
            width = size * NARROW if narrow else size - 2 * GAP
            h = self._height(text, width)
            x0 = GAP if left else size - GAP - width
            for y0 in _tops(size, h, keep, below):
                rect = (x0, y0, x0 + width, y0 + h)
                cost = sum(w for r, w in keep if _overlap(r, rect))
                if best is None or (cost, order) < best[:2]:
                    best = (cost, order, (x0, y0, width))
                if cost == 0:
                    return best[2]
                order += 1
        assert best is not None
        return best[2]


def _tops(size: float, h: float, keep: list[tuple[Rect, int]], below: bool) -> list[float]:
    """Where a card of height ``h`` may start: the edge away from the tile, the other edge,
    then right below or above each place to keep clear (inside the board)."""
    edges = [GAP, size - GAP - h]
    edges = edges if below else edges[::-1]
    near = [y for r, _ in keep for y in (r[3] + 4, r[1] - 4 - h)]
    tops = dict.fromkeys(round(y, 1) for y in edges + near if GAP - 0.5 <= y <= size - GAP - h + 0.5)
    return list(tops) or [GAP]
