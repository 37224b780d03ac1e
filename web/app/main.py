"""Start-up and test hooks: build the app, open the first screen, mark the page ready.

``document.body.dataset.appState`` goes from ``loading`` (static HTML) to ``ready`` once the
first screen is drawn and input works, or to ``error`` with a visible message when start-up
fails. ``window.speeltafel`` offers small hooks for end-to-end tests: ``squareCenter(sq)``,
``legal()``, ``record()``, ``selected()``, ``hints()`` (the squares the hint layer marks),
``cursor()`` (the keyboard cursor's square, null before an arrow key), ``lit()`` (the square
the board lights: under the mouse, or named by the focused, hovered or touched panel button),
``drawn(sq)`` (the symbols a board drew on a square, from its ``shown_symbols``; null when it
has none), ``boxes(sq)`` (where a board drew the workers and symbols on a square, from its
``shown_boxes``; null when none) and, for the interaction benchmark's profile, ``profile(on)``
(true: start ``cProfile`` on the page's
Python; false: stop it and answer the heaviest functions by own and cumulative time as text).
Every hook but ``profile`` first runs the part of the screen a move left for after the next
frame (``Table.refresh``, ``AfterFrame``), so what a test reads next is the whole new screen.
Plain reads of the page do not run it: for them ``document.body.dataset.settled`` is ``"0"``
while that part waits and ``"1"`` once the task that built it has ended (``after_frame``);
end-to-end tests wait for it around every input (``tests/e2e/page_moves.settled``).
"""

from __future__ import annotations

import gc
import traceback
from typing import Any

from . import page, renderers

_app: Any = None
_hooks: list[Any] = []


def _install_hooks(app) -> None:
    def square_center(name):
        table = app.table
        if table is None or table.board.cell <= 0:
            return None
        x, y = table.board.center(str(name).lower())
        return page.to_js({"x": x, "y": y})

    def legal():
        return page.to_js(list(app.session.legal_moves()) if app.session.match else [])

    def record():
        return app.session.record_text()

    def selected():
        table = app.table
        return table.board.selected if table is not None else None

    def hints():
        table = app.table
        return page.to_js(list(table.board.hints) if table is not None else [])

    def cursor():
        table = app.table
        return table.cursor.square if table is not None else None

    def lit():
        table = app.table
        return table.board.hover if table is not None else None

    def drawn(name):
        table = app.table
        shown = getattr(table.board, "shown_symbols", None) if table is not None else None
        found = shown(str(name)) if shown is not None else None
        return None if found is None else page.to_js(found)

    def boxes(name):
        table = app.table
        shown = getattr(table.board, "shown_boxes", None) if table is not None else None
        found = shown(str(name)) if shown is not None else None
        return None if found is None else page.to_js(found)

    profiler: list[Any] = []

    def profile(on):
        import cProfile
        import io
        import pstats

        if on:
            profiler[:] = [cProfile.Profile()]
            profiler[0].enable()
            return None
        if not profiler:
            return ""
        profiler[0].disable()
        out = io.StringIO()
        stats = pstats.Stats(profiler.pop(), stream=out)
        stats.sort_stats("tottime").print_stats(30)
        stats.sort_stats("cumulative").print_stats(40)
        return out.getvalue()

    def settled(fn):
        def answer(*args):  # the part of a refresh shown after the frame first: no race
            if app.table is not None:
                app.table.after.flush()
            return fn(*args)
        return answer

    hooks = page.window.Object.new()
    for name, fn in (("squareCenter", square_center), ("legal", legal), ("record", record),
                     ("selected", selected), ("hints", hints), ("cursor", cursor),
                     ("drawn", drawn), ("lit", lit), ("boxes", boxes), ("profile", profile)):
        proxy = page.create_proxy(fn if name == "profile" else settled(fn))
        _hooks.append(proxy)
        setattr(hooks, name, proxy)
    page.window.speeltafel = hooks


def _fail(error: BaseException) -> None:
    detail = "".join(traceback.format_exception_only(type(error), error)).strip()
    traceback.print_exc()
    try:
        page.window.speeltafelBoot.fail(detail)
    except Exception:
        page.document.body.dataset.appState = "error"


def _take_over_first_screen(app) -> None:
    """Remove the static first screen (``first-screen.js``) and carry out what was clicked on
    it while Python loaded: "New game" opens that game's dialog (the language switch needs
    nothing: the app read the stored choice when it started)."""
    first = page.document.getElementById("first")
    if not page.is_none(first):
        first.remove()
    choice = getattr(page.window, "speeltafelChoice", None)
    if page.is_none(choice) or str(getattr(choice, "action", "")) != "new-game":
        return
    game = str(getattr(choice, "game", ""))
    if renderers.has_renderer(game):
        app.act_new_game(game)


def start() -> None:
    """Build the app and show the first screen; any failure ends in the error state."""
    global _app
    # the page's objects in place of page.py's stand-ins (the modules may come from the
    # warm-start snapshot, made where there is no page)
    page.bind()
    try:
        from .shell import App

        root = page.document.getElementById("app")
        _app = App(root)
        _app.listen()
        _install_hooks(_app)
        _app.start()
        _take_over_first_screen(_app)
        root.hidden = False
        loading = page.document.getElementById("loading")
        if not page.is_none(loading):
            loading.remove()
        if _app.table is not None:
            _app.table.fit()
        # what start-up made (modules, the first screen, a game from a link) is never
        # cyclic garbage: the collector leaves it alone from now on, so the collections a
        # tap's allocations trigger scan only what the page made since (issue 23)
        gc.freeze()
        page.document.body.dataset.appState = "ready"
    except BaseException as error:  # noqa: BLE001 - every start-up failure must show
        _fail(error)
