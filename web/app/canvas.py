"""Drawing a board with few crossings of the Python <-> JavaScript bridge (issue 23).

A board draws with hundreds of small canvas calls; in Pyodide each one crosses the bridge.
Two things cut that down, neither of which changes a pixel:

- :class:`Recorder` stands in for a ``CanvasRenderingContext2D``: assignments to its
  properties and calls of its void methods are kept in a list (a display list) and run by
  :meth:`Recorder.flush` in one crossing, as JSON for the page's own runner
  (``web/page-ops.js``, ``speeltafelCanvas.run``). A method that answers something or takes
  a browser object (``measureText``, ``drawImage``, ...) and a property read flush first and
  then go to the real context, so the order of the drawing is kept. A board's on-screen
  recorder (:func:`context`) also flushes itself at the end of the task that drew (a
  microtask), before the browser paints the frame.
- :class:`Layers` keeps the parts of a board that a tap does not change on off-screen
  canvases: a layer is painted again only when its key (everything it shows: the view, the
  viewport, the canvas's pixel size and device pixel ratio, the language, ...) changes, and is
  otherwise put on the board with one ``drawImage``. A tap that only selects, a hover, and every
  tick of the fade after a move then draw only what lies over the layers.

Both are plain Python over an injected context, canvas factory and runner, so the native tests
check them with stand-ins (``tests/web/test_canvas.py``).
"""

from __future__ import annotations

import json
import sys
from typing import Any, Callable, Hashable

#: The op code of a property assignment in a display list: ``[SET, name, value]``; every
#: other op is ``[method, *args]``.
SET = 0

#: A 2D context's properties: reading one answers the real context's value (after a flush).
PROPERTIES = frozenset({
    "canvas", "direction", "fillStyle", "filter", "font", "fontKerning", "fontStretch",
    "fontVariantCaps", "globalAlpha", "globalCompositeOperation", "imageSmoothingEnabled",
    "imageSmoothingQuality", "letterSpacing", "lineCap", "lineDashOffset", "lineJoin",
    "lineWidth", "miterLimit", "shadowBlur", "shadowColor", "shadowOffsetX", "shadowOffsetY",
    "strokeStyle", "textAlign", "textBaseline", "textRendering", "wordSpacing",
})

#: Methods that answer something or take browser objects: called on the real context at once
#: (after a flush), never recorded.
DIRECT = frozenset({
    "createConicGradient", "createImageData", "createLinearGradient", "createPattern",
    "createRadialGradient", "drawFocusIfNeeded", "drawImage", "getContextAttributes",
    "getImageData", "getLineDash", "getTransform", "isContextLost", "isPointInPath",
    "isPointInStroke", "measureText", "putImageData",
})

Runner = Callable[[Any, str], None]
Schedule = Callable[[Callable[[], None]], None]


def replay(ctx: Any, ops: list) -> None:
    """Run a display list on ``ctx`` one call at a time (the way without the runner)."""
    for op in ops:
        if op[0] == SET:
            setattr(ctx, op[1], op[2])
        else:
            getattr(ctx, op[0])(*op[1:])


class Recorder:
    """A 2D context that records; see the module's docstring.

    ``runner(ctx, text)`` runs a JSON display list on the real context in one call (None:
    :func:`replay`, used when the page's runner is missing). ``schedule(flush)`` is called when
    the first op of a batch is recorded (the page queues a microtask; None: the owner flushes).
    A display list that JSON cannot carry (NaN, a browser object as an argument) is replayed
    call by call, so nothing is lost or reordered.
    """

    def __init__(self, ctx: Any, runner: Runner | None = None,
                 schedule: Schedule | None = None) -> None:
        d = self.__dict__
        d["_ctx"] = ctx
        d["_ops"] = []  # never replaced: the recording closures hold it
        d["_runner"] = runner
        d["_schedule"] = schedule
        #: Batches run so far (each one crossing of the bridge with the runner).
        d["batches"] = 0

    @property
    def real(self) -> Any:
        """The context the display lists run on."""
        return self._ctx

    @property
    def pending(self) -> int:
        """Ops recorded and not yet run."""
        return len(self._ops)

    def __setattr__(self, name: str, value: Any) -> None:
        ops = self._ops
        if not ops and self._schedule is not None:
            self._schedule(self.flush)
        ops.append((SET, name, value))

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        if name in PROPERTIES:
            self.flush()
            return getattr(self._ctx, name)
        fn: Callable[..., Any]
        if name in DIRECT:
            def direct(*args: Any) -> Any:
                self.flush()
                return getattr(self._ctx, name)(*args)
            fn = direct
        else:
            ops, schedule, flush = self._ops, self._schedule, self.flush

            def record(*args: Any) -> None:
                if not ops and schedule is not None:
                    schedule(flush)
                ops.append((name, *args))
            fn = record
        self.__dict__[name] = fn  # found directly from now on, without __getattr__
        return fn

    def flush(self) -> None:
        """Run what was recorded, in order (one bridge crossing with the runner)."""
        ops = self._ops
        if not ops:
            return
        batch = list(ops)
        ops.clear()
        self.__dict__["batches"] = self.batches + 1
        runner = self._runner
        if runner is not None:
            try:
                text = json.dumps(batch, allow_nan=False, separators=(",", ":"))
            except (TypeError, ValueError):  # NaN or a browser object: call by call
                replay(self._ctx, batch)
                return
            runner(self._ctx, text)
            return
        replay(self._ctx, batch)


class Layer:
    """One off-screen canvas holding a part of a board, and the key it was painted for."""

    def __init__(self) -> None:
        self.canvas: Any = None
        self.ctx: Any = None
        self.key: tuple | None = None
        self.size = (0, 0)
        #: Times painted (the tests' and the profiler's count).
        self.paints = 0


class Layers:
    """A board's off-screen layers by name (see the module's docstring).

    ``make_canvas()`` makes an off-screen canvas (in the page a detached ``<canvas>``) and
    ``make_context(canvas)`` its context (in the page a :class:`Recorder` without a schedule:
    :meth:`draw` flushes it before the layer is put on the board).
    """

    def __init__(self, make_canvas: Callable[[], Any] | None = None,
                 make_context: Callable[[Any], Any] | None = None) -> None:
        self._make_canvas = make_canvas or _page_canvas
        self._make_context = make_context or _layer_context
        self.layers: dict[str, list[Layer]] = {}  # by name, the latest picture first

    def draw(self, board: Any, name: str, key: tuple[Hashable | dict | list, ...],
             paint: Callable[[], None], width_px: int, height_px: int,
             at: tuple[int, int] = (0, 0),
             more: Callable[[tuple], Callable[[], None] | None] | None = None,
             keep: int = 1) -> bool:
        """Put layer ``name`` on ``board.ctx`` with its top left at device pixel ``at`` of the
        canvas (default the canvas's top left), first painting it again when ``key``, the
        pixel size or ``board.dpr`` differ from the last paint: then ``paint()`` runs with
        ``board.ctx`` pointing at the layer, cleared, at the transform ``board.dpr`` shifted
        by ``-at`` (CSS pixels of the board: what ``paint`` draws lands where it would on the
        board). ``at`` is not part of the key: a layer whose picture does not depend on where
        it lies (``OpenBoard.layer_in``) is put at a new place without painting. True when it
        was painted again.

        ``keep``: how many pictures of the layer are kept (the latest first): a key drawn
        before and still kept is put on again without painting (a viewport left for a moment
        and come back to). ``more(old_key)``, asked of each kept picture of the same size
        (for a layer always put at the same ``at``): a ``paint_more`` when the picture for
        ``key`` is that picture with ``paint_more()`` drawn over it (the pieces of a board
        that only grew: it draws the new ones, last, as ``paint`` would), else None; then
        only ``paint_more()`` runs on it, without clearing.

        ``key`` must hold everything the layer's picture depends on besides its size: keys
        are compared with ``==`` (the same view object is equal at once; an equal view made
        again shows the same and is reused too)."""
        kept = self.layers.setdefault(name, [])
        head = (width_px, height_px, board.dpr)
        full = head + tuple(key)
        found = next((x for x in kept if x.key == full), None)
        fresh = found is None
        if found is None and more is not None:
            for x in kept:
                extra = more(x.key[3:]) if x.key is not None and x.key[:3] == head else None
                if extra is not None:
                    self._paint(board, x, extra, at, clear=False)
                    x.key, found = full, x
                    break
        if found is None:
            found = kept.pop() if len(kept) >= max(1, keep) else Layer()
            self._paint(board, found, paint, at, clear=True, size=(width_px, height_px))
            found.key = full
        if found in kept:
            kept.remove(found)
        kept.insert(0, found)
        target = board.ctx
        target.save()
        target.setTransform(1, 0, 0, 1, 0, 0)
        target.drawImage(found.canvas, at[0], at[1])
        target.restore()
        return fresh

    def _paint(self, board: Any, layer: Layer, paint: Callable[[], None], at: tuple[int, int],
               clear: bool, size: tuple[int, int] = (0, 0)) -> None:
        if layer.canvas is None:
            layer.canvas = self._make_canvas()
            layer.ctx = self._make_context(layer.canvas)
        ctx = layer.ctx
        if clear and layer.size != size:
            layer.canvas.width, layer.canvas.height = size  # a new size clears the canvas
            layer.size = size
        ctx.setTransform(1, 0, 0, 1, 0, 0)
        if clear:
            ctx.clearRect(0, 0, layer.size[0], layer.size[1])
        ctx.setTransform(board.dpr, 0, 0, board.dpr, -at[0], -at[1])
        main = board.ctx
        board.ctx = ctx
        try:
            paint()
        finally:
            board.ctx = main
            if hasattr(ctx, "flush"):
                ctx.flush()
        layer.paints += 1

    def forget(self) -> None:
        """Paint every layer again at its next draw (e.g. after fonts arrived)."""
        for kept in self.layers.values():
            for layer in kept:
                layer.key = None


# -- the page's factories (the browser is imported only when a board is drawn) --------------
def _runner() -> Runner | None:
    from . import page

    api = getattr(page.window, "speeltafelCanvas", None)
    if api is None:
        return None
    run = api.run
    return lambda ctx, text: run(ctx, text)


def _page_canvas() -> Any:
    from . import page

    return page.document.createElement("canvas")


def _layer_context(canvas: Any) -> Recorder:
    return Recorder(canvas.getContext("2d"), _runner())


def context(canvas: Any) -> Any:
    """A board's on-screen context: in the page (Pyodide) a :class:`Recorder` on ``canvas``'s
    2D context that runs what a task drew in one batch at the end of that task (a microtask),
    before the frame; natively (no bridge to cross, the tests' stand-in canvases) the context
    itself."""
    if sys.platform != "emscripten":
        return canvas.getContext("2d")
    from . import page

    rec = Recorder(canvas.getContext("2d"), _runner())
    proxy = page.create_proxy(rec.flush)
    rec.__dict__["_schedule"] = lambda _flush: page.window.queueMicrotask(proxy)
    rec.__dict__["_proxy"] = proxy  # kept alive as long as the board
    return rec
