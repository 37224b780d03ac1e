"""Work done ahead while the page is idle (issue 23): when a change leaves a hand-over screen,
the seat to move's view and the moves as data (up to hundreds of moves) are made in an
idle callback (``frame.prepare``), so the tap that takes the device only finds them.

What is shown does not change (the frame is the same with or without it); only when the work
is done. The work is dropped when the table's frame changed before the callback ran.
"""

from __future__ import annotations

from typing import Any

from pyscript import window
from pyscript.ffi import create_proxy, to_js

from . import frame as frames
from .frame import Frame

#: At most this long (ms) before the browser runs the callback even when never idle.
IDLE_TIMEOUT_MS = 1000


class Ahead:
    """One table's idle work: ``after`` each refresh, ``stop`` when the table goes."""

    def __init__(self, table) -> None:
        self.table = table
        self._for: Frame | None = None  # the frame the scheduled work was asked after
        self._proxy: Any = None
        self._id: Any = None

    def after(self, frame: Frame) -> None:
        """Schedule ``frame.prepare`` when ``frame`` shows a hand-over (replacing work asked
        after an earlier frame)."""
        self._cancel()
        if not frame.handover or frame.bot is not None:
            return
        if self._proxy is None:
            self._proxy = create_proxy(self._run)
        self._for = frame
        idle = getattr(window, "requestIdleCallback", None)  # not in every browser (Safari)
        self._id = (("idle", idle(self._proxy, to_js({"timeout": IDLE_TIMEOUT_MS}))) if idle
                    else ("timeout", window.setTimeout(self._proxy, 50)))

    def _run(self, *_) -> None:
        self._id = None
        table = self.table
        if table.frame is None or table.frame is not self._for:
            return  # the position or the hand-over changed since: the next refresh asks again
        frames.prepare(table.session.open_match, table._views, table.render.private)

    def _cancel(self) -> None:
        if self._id is not None:
            kind, handle = self._id
            (window.cancelIdleCallback if kind == "idle" else window.clearTimeout)(handle)
            self._id = None
        self._for = None

    def stop(self) -> None:
        self._cancel()
        if self._proxy is not None:
            self._proxy.destroy()
            self._proxy = None
