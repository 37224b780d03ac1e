"""Keyflower's canvas board: an open board (``app.open_board``: pan, zoom, pinch, fit) with
the season's auction row and its bids, the boats and their cargo, and every village (``layout``
places them; ``drawing`` draws them, ``paint`` has the pictures). Board names are those of
``input``: ``t:TILE`` for any tile, ``c:Q,R`` for a cell of the village being built.
"""

from __future__ import annotations

import math
from typing import Any

from ... import page

from core.protocol import MoveData

from ... import browser, dom
from ...contract import SeatColour
from ...open_board import OpenBoard, Viewport
from . import card, drawing
from . import input as inputs
from . import layout as lay
from . import symbols
from .paint import SEAT_FILL
from .texts import t

SEAT_COLOURS = tuple(SeatColour(f, "#222222" if i != 5 else "#888888", f, f)
                     for i, f in enumerate(SEAT_FILL))
#: The fit never zooms in further than this many tiles across.
MIN_TILES_ACROSS = 4.5
#: Lines of bid chips the fit of the whole board leaves room for below it, so that a bid
#: that adds a line under the auction does not change the scale (issue 23: every part of
#: the board would be painted again).
SPARE_CHIP_LINES = 2


def _grown(before: tuple, now: tuple, room: tuple) -> bool:
    """World box ``now`` (x0, y0, x1, y1) is ``before`` or grew from it, and lies within
    ``room``: a fit made for ``before`` with that room still shows it as well."""
    eps = 1e-9
    return now[0] >= room[0] - eps and now[1] >= room[1] - eps and now[2] <= room[2] + eps \
        and now[3] <= room[3] + eps and now[2] - now[0] >= before[2] - before[0] - eps \
        and now[3] - now[1] >= before[3] - before[1] - eps
#: A canvas narrower than this (CSS pixels: a phone's) packs the villages tighter, beside
#: the auction where there is room (``layout.squarest``'s ``narrow``), and its fit of the
#: whole board leaves no spare room: so that "Whole board" shows a six-player board whole
#: at ``symbols.SMALLEST`` or more (issue 24).
NARROW_BOARD = 480.0
#: Where the zoom control's choice is remembered (per browser, like the hints switch).
ZOOM_KEY = "speeltafel:keyflower-zoom"


class Board(OpenBoard):
    def __init__(self, canvas) -> None:
        super().__init__(canvas, Viewport(min_scale=symbols.SMALLEST, max_scale=160.0))
        self.layout: lay.Layout | None = None
        self.focus = "all"  # the region the last fit showed: all, auction, v<seat>
        self._seen: tuple = ()
        self.moves: tuple[MoveData, ...] = ()  # the legal moves (Frame.moves)
        #: What each layer drew (``drawing.Part``: the page's test hooks ``drawn``, ``boxes``).
        self.parts: dict[str, drawing.Part] = {}
        #: The layers' names, paintings, boxes and reads, and the view, layout and language
        #: they were made for (``drawing._parts``).
        self.parts_for: tuple = ()
        #: While a layer (or the marks) is drawn: each tile's symbols, and the screen boxes of
        #: the worker chips and of the symbols (kind first) on each tile with workers.
        self.drawn: dict[str, list[symbols.Item]] = {}
        self.workers: dict[str, list[tuple]] = {}
        self.symbol_boxes: dict[str, list[tuple]] = {}
        self.card = card.Card()  # the tapped tile's description over the board
        #: The last fit: its region, the board's size, the region's world box, the box it
        #: fitted (room to spare included) and the viewport it made (``show``'s ``keep``).
        self._fitted: tuple = ()
        self._packed_narrow = False  # the layout was packed for a narrow canvas
        self._layout_reads: tuple = ()  # what the layout was made from (``layout.reads``)
        #: The zoom control's choice: True "whole board" (fit it all, down to
        #: ``symbols.SMALLEST``), False "readable" (never under ``symbols.READABLE``).
        self.whole = browser.LocalStorage().get(ZOOM_KEY) == "whole"
        self._zoom: Any = None  # the control at the end of the turn line
        self._zoom_key: tuple = ()
        self._zoom_proxy: Any = None

    @property
    def lang(self) -> str:
        return str(page.document.documentElement.lang or "en")[:2]

    # -- sizing and fitting -------------------------------------------------------------
    @property
    def narrow(self) -> bool:
        return 0 < self.size < NARROW_BOARD

    def resized(self, first: bool) -> None:
        if self.layout is not None and self.narrow != self._packed_narrow:
            self._relayout()  # across the narrow canvas's threshold: the other packing
        self.show(self.focus)
        self._tile_in_view(inputs.parse(self.selected).get("i", ""))

    def _tile_in_view(self, tile: str) -> None:
        """The viewport moved the least that shows the whole of the tile in focus, after a
        change of the board's size refitted it (issue 24: on a phone the board gives up a
        row while a bid's longer prompt shows, and the tile being bid on went out of view)."""
        name = "t:" + tile
        if not tile or self.layout is None or name not in self.layout.places:
            return
        x, y = self.center(name)
        mx, my = 0.9 * self.vp.scale, self.vp.scale  # a tile's half width and half height
        dx = max(0.0, mx - x) - max(0.0, x + mx - self.size)
        dy = max(0.0, my - y) - max(0.0, y + my - self.size)
        if dx or dy:
            self.vp.ox, self.vp.oy = self.vp.ox + dx, self.vp.oy + dy
            if self._fitted:  # the same fit, moved: a refit that keeps the view keeps this
                self._fitted = (*self._fitted[:4], (self.vp.scale, self.vp.ox, self.vp.oy))

    def show(self, which: str, keep: bool = False) -> None:
        """Fit the viewport to a region (``all``, ``auction``, ``v<seat>``). The fit of the
        whole board leaves :data:`SPARE_CHIP_LINES` lines of room below it. ``keep`` (a
        refit after a change of the position, not asked for): when the last fit was of the
        same region at the same size, the viewport has not moved since, and the region
        still lies inside the box that fit showed, the viewport stays as it is (issue 23: a
        bid that adds a line of chips moves the villages down into the spare room and
        paints the auction only, instead of changing the scale and painting every part)."""
        self.focus = which
        if self.size <= 0 or self.layout is None:
            return
        x0, y0, x1, y1 = lay.region(self.layout, which)
        vp = self.vp
        box = (x0, y0, x1, y1)
        if keep and self._fitted and self._fitted[:2] == (which, self.size) \
                and self._fitted[4] == (vp.scale, vp.ox, vp.oy) and _grown(self._fitted[2], box, self._fitted[3]):
            return
        spare = SPARE_CHIP_LINES * lay.CHIP_LINE if which == "all" and not self.narrow else 0.0
        self._fit(x0, y0 - spare, x1, y1)
        self._fitted = (which, self.size, box, (x0, y0 - spare, x1, y1), (vp.scale, vp.ox, vp.oy))

    def _fit(self, x0: float, y0: float, x1: float, y1: float) -> None:
        # Viewport.fit takes square centres (adds one unit): pass the box shrunk by half
        self.vp.fit((x0 + 0.5, y0 + 0.5, x1 - 0.5, y1 - 0.5), 0.2,
                    self.size / MIN_TILES_ACROSS / math.sqrt(3))
        # "readable" (the default): never smaller than the size where each tile's action,
        # upgrade and points are drawn (issue 24); "whole board": down to where a tile's
        # reduced form fits (the viewport's floor, symbols.SMALLEST)
        least = self.vp.min_scale if self.whole else symbols.READABLE
        if self.vp.scale < least or (x1 - x0 + 0.4) * self.vp.scale > self.vp.width + 0.5 or \
                (y1 - y0 + 0.4) * self.vp.scale > self.vp.height + 0.5:
            # the region's top (the auction row) in view, the rest a drag away
            scale = self.vp.scale = max(self.vp.scale, least)
            wide = (x1 - x0 + 0.4) * scale > self.vp.width
            self.vp.ox = (0.2 - x0) * scale if wide else self.vp.width / 2 - (x0 + x1) / 2 * scale
            self.vp.oy = (y1 + 0.2) * scale

    def _relayout(self) -> None:
        if not self.view:
            return
        builder = self.view["to_move"] if self.view.get("phase") == "build" else None
        free = sorted({c for cells in inputs.placements(self.moves).values() for c in cells})
        self._packed_narrow = self.narrow
        key = lay.reads(self.view, free, builder, self._packed_narrow)
        if key != self._layout_reads or self.layout is None:
            self._layout_reads = key
            self.layout = lay.squarest(self.view, free, builder, self._packed_narrow)

    def set_position(self, view: dict, prev: dict | None) -> None:
        self.view, self.prev = view, prev
        key = (view.get("season"), view.get("phase"), view.get("to_move"))
        first = not self._seen
        self._relayout()
        if key != self._seen:
            self._seen = key
            idle = float(page.window.performance.now()) - self.gestures.last_move_ms > 4000
            if first or idle:
                self.show(self._natural_focus(), keep=not first)

    def _natural_focus(self) -> str:
        """Where a step happens: one's own village while working or building, else all
        (always all while the zoom control shows the whole board)."""
        if not self.whole and self.view.get("phase") in ("work", "build") and self.view.get("to_move") is not None:
            return f"v{self.view['to_move']}"
        return "all"

    def select(self, selected: str | None, moves: tuple[MoveData, ...]) -> None:
        changed = sorted(inputs.placements(moves)) != sorted(inputs.placements(self.moves))
        self.moves = tuple(moves)
        self.selected = inputs.keep_selection(selected, self.view, moves)
        if changed:
            self._relayout()
            if self.focus.startswith("v"):
                self.show(self.focus, keep=True)

    # -- names of tappable places ---------------------------------------------------------
    def center(self, square: str) -> tuple[float, float]:
        if square.startswith("h:") and square[2:].isdigit():  # a village's header (test hook)
            r = card.header_rect(self, int(square[2:]))
            return ((r[0] + r[2]) / 2, (r[1] + r[3]) / 2) if r else (0.0, 0.0)
        if self.layout is None or square not in self.layout.places:
            return (0.0, 0.0)
        return self.vp.to_screen(*self.layout.places[square])

    def square_at(self, x: float, y: float) -> str | None:
        if self.size <= 0 or self.layout is None or \
                not self.gestures.is_tap(float(page.window.performance.now())):
            return None
        wx, wy = self.vp.to_world(x, y)
        best, dist = None, 0.95
        for name, (px, py) in self.layout.places.items():
            d = math.hypot(px - wx, py - wy)
            if d < dist:
                best, dist = name, d
        return best

    def squares(self) -> list[str]:
        if self.layout is None:
            return []
        found = inputs.targets(self.view, self.moves, inputs.parse(self.selected))
        if found:
            return [s for s in found if s in self.layout.places]
        return sorted(self.layout.places, key=lambda n: (-self.layout.places[n][1],  # type: ignore[union-attr]
                                                         self.layout.places[n][0]))  # type: ignore[union-attr]

    # -- drawing --------------------------------------------------------------------------
    def draw(self) -> None:
        if not self.view or self.size <= 0 or self.layout is None:
            return
        drawing.draw(self)
        self.card.show(self)
        self._show_zoom()

    # -- the zoom control -----------------------------------------------------------------
    def toggle_zoom(self) -> None:
        """Switch between "whole board" and "readable" (kept across redraws and, per
        browser, across a reload) and fit the board again."""
        self.whole = not self.whole
        browser.LocalStorage().set(ZOOM_KEY, "whole" if self.whole else "readable")
        self.show("all" if self.whole else self._natural_focus())
        self.draw()

    def _show_zoom(self) -> None:
        """The zoom control at the end of the turn line, beside the board's top edge and
        outside the canvas, so it covers no tile and no village header at any zoom, drag or
        size (issue 24; the turn line sticks above the board on a phone and a tablet). In the
        page's order it comes right before the board: one Shift+Tab from the board reaches
        it. Its words say what a press does."""
        key = (self.whole, self.lang)
        if key == self._zoom_key and self._zoom is not None:
            return
        self._zoom_key = key
        if self._zoom is None:
            from ... import page
            self._zoom = dom.el("button", {"type": "button", "class": "btn kf-zoom",
                                           "testid": "kf-zoom"})
            self._zoom_proxy = page.create_proxy(lambda e: self.toggle_zoom())
            self._zoom.addEventListener("click", self._zoom_proxy)
            turn = self.canvas.closest(".screen").querySelector(".turn-area > .turn")
            turn.parentElement.insertBefore(self._zoom, turn.nextSibling)
        word = "kf_zoom_readable" if self.whole else "kf_zoom_whole"
        # the words are hidden on a phone (the icon alone leaves the turn line its room):
        # the button's name is its aria-label
        dom.replace(self._zoom, [dom.el("span", {"class": "kf-zoom-icon", "aria-hidden": "true",
                                                 "text": "⤡" if self.whole else "⤢"}),
                                 dom.el("span", {"class": "kf-zoom-words", "aria-hidden": "true",
                                                 "text": t(self.lang, word)})])
        self._zoom.setAttribute("aria-label", t(self.lang, word))
        self._zoom.title = t(self.lang, word + "_title")
        self._zoom.setAttribute("data-zoom", "whole" if self.whole else "readable")

    def new_layer(self, r: float):
        """An off-screen canvas for a tile's symbols: a square of side ``r`` CSS pixels at
        the board's pixel ratio."""
        layer = page.document.createElement("canvas")
        layer.width = layer.height = max(1, int(math.ceil(r * self.dpr)))
        return layer

    def shown_symbols(self, square: str) -> list | None:
        """The symbols drawn on tile ``t:TILE`` (kind, what, count), with the level of
        detail first; None when it was not drawn (the page's test hook ``drawn``)."""
        tile = square[2:] if square.startswith("t:") else square
        found = drawing.boxes_of(self, tile)
        items = found[0] if found else self.drawn.get(tile)
        if items is None:
            return None
        return [symbols.detail(symbols.quantized(self.vp.scale))] + \
            [list(x) for x in symbols.shown(items)]

    def shown_boxes(self, square: str) -> dict | None:
        """On tile ``t:TILE``: the screen boxes (x0, y0, x1, y1) of the worker chips
        (``workers``) and of its symbols (``symbols``: kind first); None when no workers
        stand on it (the page's test hook ``boxes``)."""
        tile = square[2:] if square.startswith("t:") else square
        found = drawing.boxes_of(self, tile)
        if found is None or tile not in found[3]:
            return None
        return {"workers": [list(b) for b in found[1]], "symbols": [list(b) for b in found[2]]}
