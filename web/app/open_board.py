"""An open board that grows in every direction: the viewport between world units (squares,
x east, y north) and CSS pixels, and the gestures that move it (drag to pan with a mouse or
one finger, wheel and two-finger pinch to zoom, a fit that shows given bounds whole).

:class:`Viewport` and :class:`Gestures` are pure Python (unit-tested natively); a board
wires browser pointer events to :class:`Gestures` with :func:`attach`. A drag or a pinch is
never a tap: while one goes on and for :data:`CLICK_GRACE_MS` after it ends,
:meth:`Gestures.is_tap` answers False, so the board's ``square_at`` ignores the click that
ends it (a mouse fires one; a finger that moved does not, so nothing is swallowed later).
"""

from __future__ import annotations

import math
from typing import Any, Callable

from . import canvas as canvas_ops

#: Pixels a pointer must move before a press becomes a drag (and stops being a tap).
DRAG_THRESHOLD = 8.0
#: How long after a drag or pinch ends a click still belongs to it.
CLICK_GRACE_MS = 300.0
#: Zoom factor per wheel notch (deltaY 100).
WHEEL_STEP = 1.15


class Viewport:
    """``scale`` CSS pixels per square; the world point (0, 0) sits at CSS pixel
    (``ox``, ``oy``); world y grows north (up the screen)."""

    def __init__(self, min_scale: float = 14.0, max_scale: float = 220.0) -> None:
        self.min_scale, self.max_scale = min_scale, max_scale
        self.scale = 64.0
        self.ox = self.oy = 0.0
        self.width = self.height = 0.0

    def to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        return self.ox + wx * self.scale, self.oy - wy * self.scale

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        return (sx - self.ox) / self.scale, (self.oy - sy) / self.scale

    def pan(self, dx: float, dy: float) -> None:
        self.ox += dx
        self.oy += dy

    def zoom_at(self, sx: float, sy: float, factor: float) -> None:
        """Zoom by ``factor`` (within the limits) keeping the world point under (sx, sy)."""
        scale = min(self.max_scale, max(self.min_scale, self.scale * factor))
        wx, wy = self.to_world(sx, sy)
        self.scale = scale
        self.ox = sx - wx * scale
        self.oy = sy + wy * scale

    def fit(self, bounds: tuple[float, float, float, float], margin: float = 0.6,
            max_scale: float | None = None) -> None:
        """Show the world box ``(xmin, ymin, xmax, ymax)`` (square centres) whole and centred,
        with ``margin`` squares around it."""
        if self.width <= 0 or self.height <= 0:
            return
        x0, y0, x1, y1 = bounds
        w = x1 - x0 + 1 + 2 * margin
        h = y1 - y0 + 1 + 2 * margin
        top = self.max_scale if max_scale is None else max_scale
        self.scale = max(self.min_scale, min(top, self.width / w, self.height / h))
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        self.ox = self.width / 2 - cx * self.scale
        self.oy = self.height / 2 + cy * self.scale

    def shows(self, wx: float, wy: float, pad: float = 0.5) -> bool:
        """The square centred on (wx, wy) lies wholly inside the viewport."""
        sx0, sy0 = self.to_screen(wx - pad, wy + pad)
        sx1, sy1 = self.to_screen(wx + pad, wy - pad)
        return sx0 >= 0 and sy0 >= 0 and sx1 <= self.width and sy1 <= self.height


class Gestures:
    """Pointers down on the board and what they do to a :class:`Viewport`."""

    def __init__(self, viewport: Viewport) -> None:
        self.view = viewport
        self.points: dict[Any, tuple[float, float]] = {}
        self.start: dict[Any, tuple[float, float]] = {}
        self.dragged = False
        self.drag_end_ms = -1e12
        #: Time (ms) of the last pan or zoom by the player; a board does not auto-fit soon after.
        self.last_move_ms = -1e12

    def down(self, pid: Any, x: float, y: float) -> None:
        if not self.points:
            self.dragged = False
        self.points[pid] = (x, y)
        self.start[pid] = (x, y)
        if len(self.points) > 1:
            self.dragged = True  # a second finger: a pinch, never a tap

    def move(self, pid: Any, x: float, y: float, now_ms: float = 0.0) -> bool:
        """Track a pointer; True when the viewport changed."""
        if pid not in self.points:
            return False
        old = self.points[pid]
        if len(self.points) == 1:
            sx, sy = self.start[pid]
            if not self.dragged and math.hypot(x - sx, y - sy) < DRAG_THRESHOLD:
                self.points[pid] = old  # not a drag yet: remember the press point
                return False
            if not self.dragged:
                old = self.start[pid]
            self.dragged = True
            self.points[pid] = (x, y)
            self.view.pan(x - old[0], y - old[1])
            self.last_move_ms = now_ms
            return True
        (ax, ay), (bx, by) = [self.points[p] for p in sorted(self.points, key=str)[:2]]
        before = math.hypot(ax - bx, ay - by)
        mid_before = ((ax + bx) / 2, (ay + by) / 2)
        self.points[pid] = (x, y)
        (ax, ay), (bx, by) = [self.points[p] for p in sorted(self.points, key=str)[:2]]
        after = math.hypot(ax - bx, ay - by)
        mid = ((ax + bx) / 2, (ay + by) / 2)
        self.view.pan(mid[0] - mid_before[0], mid[1] - mid_before[1])
        if before > 0:
            self.view.zoom_at(mid[0], mid[1], after / before)
        self.last_move_ms = now_ms
        return True

    def up(self, pid: Any, now_ms: float = 0.0) -> None:
        self.points.pop(pid, None)
        self.start.pop(pid, None)
        if self.dragged:
            self.drag_end_ms = now_ms

    def wheel(self, x: float, y: float, delta_y: float, now_ms: float = 0.0) -> None:
        self.view.zoom_at(x, y, WHEEL_STEP ** (-delta_y / 100.0))
        self.last_move_ms = now_ms

    def is_tap(self, now_ms: float) -> bool:
        """Whether a click arriving now is a tap: not during a drag or pinch, nor within
        :data:`CLICK_GRACE_MS` after one."""
        if self.points and self.dragged:
            return False
        return now_ms - self.drag_end_ms >= CLICK_GRACE_MS


def attach(canvas, gestures: Gestures, redraw: Callable[[], None]) -> list:
    """Wire pointer and wheel events of ``canvas`` to ``gestures``; returns the proxies
    (kept alive as long as the canvas lives). The canvas gets the class ``open-board``
    (``touch-action: none``, so the browser leaves drags and pinches to us)."""
    from . import page

    canvas.classList.add("open-board")

    def point(e) -> tuple[float, float]:
        r = canvas.getBoundingClientRect()
        return float(e.clientX - r.left), float(e.clientY - r.top)

    def on_down(e) -> None:
        gestures.down(e.pointerId, *point(e))
        try:
            canvas.setPointerCapture(e.pointerId)
        except Exception:  # noqa: BLE001 - capture is a nicety; synthetic pointers refuse it
            pass

    def on_move(e) -> None:
        if gestures.move(e.pointerId, *point(e), float(page.window.performance.now())):
            redraw()

    def on_up(e) -> None:
        gestures.up(e.pointerId, float(page.window.performance.now()))

    def on_wheel(e) -> None:
        e.preventDefault()
        gestures.wheel(*point(e), float(e.deltaY), float(page.window.performance.now()))
        redraw()

    proxies = []
    for kind, fn in (("pointerdown", on_down), ("pointermove", on_move), ("pointerup", on_up),
                     ("pointercancel", on_up)):
        p = page.create_proxy(fn)
        canvas.addEventListener(kind, p)
        proxies.append(p)
    p = page.create_proxy(on_wheel)
    canvas.addEventListener("wheel", p, page.to_js({"passive": False}))
    proxies.append(p)
    return proxies


class OpenBoard:
    """What every open board's canvas holds and how it takes a new size; a game's board
    subclasses it, draws in :meth:`draw` and says in :meth:`resized` what a new size shows
    (a fit of the whole map, of the region shown before, ...)."""

    def __init__(self, canvas, vp: Viewport) -> None:
        self.canvas = canvas
        self.ctx = canvas_ops.context(canvas)  # a display list, run once per task
        #: The parts a tap does not change, on off-screen canvases (``app.canvas``).
        self.layers = canvas_ops.Layers()
        self.size = 0.0
        self.dpr = 1.0
        self.vp = vp
        self.gestures = Gestures(vp)
        self.view: dict = {}
        self.prev: dict | None = None
        self.selected: str | None = None
        self.hover: str | None = None
        self.ghost = 0.35
        self.hints: list[str] = []
        self.legal: list[str] = []
        self._proxies: list = []  # the gesture listeners, attached at the first resize
        #: Where each :meth:`layer_in` part's box was last put (its top left, CSS pixels).
        self.placed: dict[str, tuple[float, float]] = {}

    @property
    def cell(self) -> float:
        return self.vp.scale if self.size > 0 else 0.0

    def resize(self, size: float, dpr: float) -> bool:
        """Take a square of ``size`` CSS pixels at device pixel ratio ``dpr``; False when
        nothing changed."""
        size = max(160.0, float(int(size)))
        dpr = max(1.0, min(float(dpr), 4.0))
        if size == self.size and dpr == self.dpr:
            return False
        first = self.size == 0
        if first:  # the table sizes the board once it is on the page: listen from then on
            self._proxies = attach(self.canvas, self.gestures, self.draw)
        self.size, self.dpr = size, dpr
        self.canvas.style.width = f"{size:.0f}px"
        self.canvas.style.height = f"{size:.0f}px"
        self.canvas.width = int(round(size * dpr))
        self.canvas.height = int(round(size * dpr))
        self.vp.width = self.vp.height = size
        self.resized(first)
        return True

    def layer(self, name: str, paint: Callable[[], None], *shows: Any,
              reads: tuple | None = None,
              more: Callable[[tuple], Callable[[], None] | None] | None = None,
              keep: int = 1) -> bool:
        """Put the part ``name`` of the board on the canvas from its off-screen layer
        (``app.canvas.Layers``), painted again by ``paint()`` (drawing on ``self.ctx``) only
        when the view, the viewport, the size or ``shows`` (whatever else that part depends
        on, e.g. the language) changed; True when it was painted again. ``reads``: the parts
        of the view the picture is made of, when not all of it (compared by value): a move
        or a hand-over that changes nothing there keeps the picture (issue 23). ``keep``
        pictures are kept (``Layers.draw``); ``more(old_reads)``: for a kept picture of the
        same viewport, size and ``shows`` made of ``old_reads``, a function that draws what
        the picture of ``reads`` has over it (a board that only grew), else None."""
        px = int(round(self.size * self.dpr))
        vp = self.vp
        reads = (self.view,) if reads is None else reads
        rest = (vp.scale, vp.ox, vp.oy, self.size) + shows
        n = len(reads)

        def grown(old: tuple) -> Callable[[], None] | None:
            return more(old[:n]) if more is not None and old[n:] == rest else None
        return self.layers.draw(self, name, reads + rest, paint, px, px, more=grown, keep=keep)

    def layer_in(self, name: str, paint: Callable[[], None], box: tuple[float, float, float, float],
                 *shows: Any, reads: tuple) -> bool:
        """As :meth:`layer`, for a part of the board that lies inside the world box ``box``
        (x0, y0, x1, y1) and is drawn the same wherever that box lies (``reads`` holds where
        its pieces lie within the box): its layer holds the box's part in sight or at most one
        board's size beyond the canvas's edges (``paint`` must draw what lies there), its top
        left at a whole device pixel, and a part that only moved (one above it grew) is put
        at its new place without being painted again (issue 23). ``paint()`` draws as on the
        board, through ``self.vp``, which is shifted by less than half a device pixel while
        it runs so that the box's corner falls on a whole pixel; a fresh paint and a kept one
        are the same picture at the same place. :attr:`placed` keeps where the box's top left
        (CSS pixels) was put. Nothing is drawn when the box is out of sight (False)."""
        vp, dpr = self.vp, self.dpr
        sx0, sy0 = vp.to_screen(box[0], box[3])
        left, top = round(sx0 * dpr), round(sy0 * dpr)
        # rounded first: a box moved along has the same size up to the last bits
        w = math.ceil(round((box[2] - box[0]) * vp.scale * dpr, 6)) + 2
        h = math.ceil(round((box[3] - box[1]) * vp.scale * dpr, 6)) + 2
        px = int(round(self.size * dpr))
        if left + w <= 0 or top + h <= 0 or left >= px or top >= px:
            self.placed.pop(name, None)
            return False
        # the layer holds the box up to one board's size beyond the canvas's edges, so a
        # part partly in sight that moves a little (a line of chips added above it) is
        # still put on without painting (issue 23), while a zoomed-in part stays bounded
        x0, y0 = max(left, -px), max(top, -px)
        x1, y1 = min(left + w, 2 * px), min(top + h, 2 * px)
        self.placed[name] = (left / dpr, top / dpr)
        ox, oy = vp.ox, vp.oy

        def shifted() -> None:
            vp.ox, vp.oy = ox + left / dpr - sx0, oy + top / dpr - sy0
            try:
                paint()
            finally:
                vp.ox, vp.oy = ox, oy
        key = reads + (vp.scale, self.size, x0 - left, y0 - top, w, h) + shows
        return self.layers.draw(self, name, key, shifted, x1 - x0, y1 - y0, (x0, y0))

    def resized(self, first: bool) -> None:
        raise NotImplementedError

    def draw(self) -> None:
        raise NotImplementedError
