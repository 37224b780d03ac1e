"""Work done ahead while the page is idle (issue 23), in idle callbacks, one piece each:

* when a change leaves a hand-over screen, the seat to move's view and the moves as data
  (up to hundreds of moves) are made (``frame.prepare``), so the tap that takes the device
  only finds them;
* while the selection says which moves the next tap may play (``Renderer.next_plays``: a
  placement previewed), each of them is worked out (``frame.prepare_move``: the match after
  it and its frame's views and moves), so the tap that plays it only shows it
  (``Table.play`` hands it to ``Session.play`` through :meth:`Ahead.taken`).

What is shown does not change (the frame is the same with or without it); only when the work
is done. The work is dropped when the table's frame changed before the callback ran; a move
worked out ahead is kept only for the position it was worked out at.
"""

from __future__ import annotations

from typing import Any

from . import page

from . import frame as frames
from .frame import Frame

#: At most this long (ms) before the browser runs the callback even when never idle.
IDLE_TIMEOUT_MS = 1000


class Ahead:
    """One table's idle work: ``after`` each refresh or change of the selection, ``stop``
    when the table goes."""

    def __init__(self, table) -> None:
        self.table = table
        self._for: Frame | None = None  # the frame the scheduled work was asked after
        self._proxy: Any = None
        self._id: Any = None
        self._todo: list[str] = []  # moves still to work out at the frame's position
        #: The position (state object) the moves in :attr:`_done` were worked out at.
        self._at: Any = None
        self._done: dict[str, Any] = {}  # move -> the match after it (``Match.after``)

    def after(self, frame: Frame, selected: str | None = None) -> None:
        """Schedule ``frame.prepare`` when ``frame`` shows a hand-over, else the moves the
        renderer expects next with ``selected`` that are not worked out yet (replacing
        work asked after an earlier frame)."""
        self._cancel()
        if frame.bot is not None:
            return
        state = self.table.session.open_match.state
        if self._at is not state:
            self._at, self._done = state, {}
        if not frame.handover:
            plays = self.table.render.next_plays(frame, selected) if frame.at_current else []
            self._todo = [m.text for m in plays if m.text not in self._done]
            if not self._todo:
                return
        self._for = frame
        self._schedule()

    def taken(self, move: str) -> Any:
        """The match after ``move`` worked out ahead at the current position, else None."""
        if self._at is not self.table.session.open_match.state:
            return None
        return self._done.get(move.strip())

    def _schedule(self) -> None:
        if self._proxy is None:
            self._proxy = page.create_proxy(self._run)
        idle = getattr(page.window, "requestIdleCallback", None)  # not in every browser (Safari)
        self._id = (("idle", idle(self._proxy, page.to_js({"timeout": IDLE_TIMEOUT_MS}))) if idle
                    else ("timeout", page.window.setTimeout(self._proxy, 50)))

    def _run(self, *_) -> None:
        self._id = None
        table = self.table
        if table.frame is None or table.frame is not self._for:
            return  # the position or the hand-over changed since: the next refresh asks again
        match, private = table.session.open_match, table.render.private
        if self._for.handover:
            frames.prepare(match, table._views, private)
            return
        move = self._todo.pop(0)
        if match.state is self._at:
            self._done[move] = frames.prepare_move(match, move, table._views, private, table.revealed)
        if self._todo:
            self._schedule()  # one move per idle callback: a tap waits for one at most

    def _cancel(self) -> None:
        if self._id is not None:
            kind, handle = self._id
            (page.window.cancelIdleCallback if kind == "idle" else page.window.clearTimeout)(handle)
            self._id = None
        self._for = None
        self._todo = []

    def stop(self) -> None:
        self._cancel()
        if self._proxy is not None:
            self._proxy.destroy()
            self._proxy = None
