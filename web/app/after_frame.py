"""What the game screen does at the coming frames: the fade after a move, a hover's draw
(``DrawSoon``), and the part of the screen shown just after the board's frame (issue 23: a
tap answers within a frame).

After a move the table shows the board and whose turn it is at once and hands the rest of
the screen (the panel, the move log, the result, the status line) to :class:`AfterFrame`,
which runs it in a task right after the next frame: ``requestAnimationFrame``, then a
``setTimeout(0)`` from its callback, so the browser paints the board first. A tap that only
changes the selection does the same: the board with its marks at once, the step help, the
panel, the scrolling and the focus right after the frame. Whoever needs
the whole screen before that (a tap, a key, a test hook) calls :meth:`AfterFrame.flush`,
which runs the waiting work at once.

The page's one **settled signal** (a test hook, and a sign for anything that reads the
screen): ``document.body.dataset.settled`` is ``"0"`` from the moment such work waits until
the task that runs it has finished the panel, and ``"1"`` otherwise (set when the game
screen opens, and again whenever the waiting work has run, was flushed or was dropped). An
end-to-end test waits for it to be other than ``"0"`` before it reads or taps the page
(``tests/e2e/page_moves.settled``).
"""

from __future__ import annotations

from typing import Any, Callable

from . import page


class AfterFrame:
    """At most one job waiting for the next frame; a new job replaces a waiting one (the
    caller redoes what the replaced one would have done)."""

    def __init__(self) -> None:
        self._job: Callable[[], None] | None = None
        self._frame_id: Any = None
        self._timer_id: Any = None
        self._on_frame = page.create_proxy(self._frame)
        self._on_timer = page.create_proxy(self.flush)
        _signal(True)

    @property
    def waiting(self) -> bool:
        return self._job is not None

    def later(self, job: Callable[[], None]) -> None:
        """Run ``job`` in a task right after the next frame (or at the next :meth:`flush`)."""
        self.cancel()
        self._job = job
        self._frame_id = page.window.requestAnimationFrame(self._on_frame)
        _signal(False)

    def _frame(self, *_: Any) -> None:
        self._frame_id = None
        if self._job is not None:
            self._timer_id = page.window.setTimeout(self._on_timer, 0)

    def flush(self, *_: Any) -> None:
        """Run the waiting job now, if there is one (it runs once); the page is settled once
        it has run, in this task, unless it left new work waiting."""
        job = self._job
        self._forget()
        try:
            if job is not None:
                job()
        finally:
            if self._job is None:
                _signal(True)

    def cancel(self) -> None:
        """Forget the waiting job without running it (its caller shows the screen at once or
        waits again: either way within this task)."""
        self._forget()
        _signal(True)

    def _forget(self) -> None:
        self._job = None
        if self._frame_id is not None:
            page.window.cancelAnimationFrame(self._frame_id)
            self._frame_id = None
        if self._timer_id is not None:
            page.window.clearTimeout(self._timer_id)
            self._timer_id = None

    def stop(self) -> None:
        """The screen is gone: nothing runs any more."""
        self.cancel()
        self._on_frame.destroy()
        self._on_timer.destroy()


def _signal(settled: bool) -> None:
    """``body[data-settled]``: ``"1"`` when the whole screen shows the last change."""
    page.document.body.dataset.settled = "1" if settled else "0"


class Fade:
    """The fade after a move: ``board.ghost`` (how strongly the board draws what the last
    step removed) goes from 1 to 0.35 in :data:`GHOST_MS`, one board draw per frame."""

    GHOST_MS = 900.0

    def __init__(self, board) -> None:
        self.board = board
        self._start: float | None = None
        self._id: Any = None
        self._proxy = page.create_proxy(self._frame)

    def start(self) -> None:
        self.board.ghost = 1.0
        self._start = None
        if self._id is not None:
            page.window.cancelAnimationFrame(self._id)
        self._id = page.window.requestAnimationFrame(self._proxy)

    def _frame(self, now) -> None:
        start = self._start = float(now) if self._start is None else self._start
        k = min(1.0, (float(now) - start) / self.GHOST_MS)
        self.board.ghost = 1.0 - 0.65 * k
        self.board.draw()
        self._id = page.window.requestAnimationFrame(self._proxy) if k < 1.0 else None

    def stop(self) -> None:
        if self._id is not None:
            page.window.cancelAnimationFrame(self._id)
            self._id = None
        self._proxy.destroy()


class DrawSoon:
    """The board drawn once at the next frame however often it is asked for (a hover, a lit
    panel button: :meth:`ask`), unless a draw is made before (:meth:`drawn`): a tap's
    ``pointermove`` and its ``click`` land in one frame, and the tap's own draw shows the
    hover too (issue 23: one board draw per frame, not two)."""

    def __init__(self, board) -> None:
        self.board = board
        self._id: Any = None
        self._proxy = page.create_proxy(self._frame)

    def ask(self) -> None:
        if self._id is None:
            self._id = page.window.requestAnimationFrame(self._proxy)

    def drawn(self) -> None:
        if self._id is not None:
            page.window.cancelAnimationFrame(self._id)
            self._id = None

    def _frame(self, *_: Any) -> None:
        self._id = None
        self.board.draw()

    def stop(self) -> None:
        self.drawn()
        self._proxy.destroy()
