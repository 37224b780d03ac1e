"""The game screen: the canvas board plus turn indicator, history banner, undo/redo/pass,
move log, result panel, share controls and the accessible status line.

Game-specific drawing and texts come from the game's renderer module (``renderers.py``);
this module only wires them to the session and the DOM. Redraws happen on change only.
"""

from __future__ import annotations

from typing import Any

from . import page

from . import dom, frame as frames, game_screen, keyboard, layout, move_log, selection_memory as memo, vdom
from .after_frame import AfterFrame, DrawSoon, Fade
from .ahead import Ahead
from .bots import TableBots, holder
from .contract import Renderer
from .frame import Frame
from .i18n import t
from .session import HistoryView, RuleError

HINTS_KEY = "speeltafel:hints"  # "off" once a player switched the hint layer off


class Table:
    """One open game on screen. ``app`` is the shell (messages, language, saving links)."""

    def __init__(self, app, session, render: Renderer, revealed: int | None = None) -> None:
        self.app = app
        self.session = session
        self.render = render
        self.lang = app.lang
        self.root = game_screen.build(self.lang_now(), session.game.id, render, app.import_control())
        self.canvas = dom.by_testid(self.root, "board")
        self.board = render.board(self.canvas)
        self._proxies: list[tuple[Any, str, Any]] = []
        self._observer: Any = None
        #: The seat that took the device (games with hidden hands, ``render.private``): its
        #: secrets are shown only while it is that seat's turn; otherwise a hand-over screen.
        #: ``revealed``: the seat that had it on this game's screen before (a language switch).
        self.revealed: int | None = holder(session.open_match) if revealed is None else revealed
        self.bots = TableBots(self)  # the seats a computer plays, and "Suggest" (issue 25)
        self.log = move_log.MoveLog()
        self.cursor = keyboard.Cursor(dom.by_testid(self.root, "board-cursor"), self.canvas)
        #: The hint layer (issue 10): on for new players, remembered per browser.
        self.hints_on = app.storage.get(HINTS_KEY) != "off"
        #: The shown position, made once per change (``refresh``); a selection tap reuses it.
        self.frame: Frame | None = None
        self._views: dict = self.log.views  # the last frame's views and moves (``frame.build``)
        self.ahead = Ahead(self)
        self._panel_parts = vdom.Patched()
        self.fade = Fade(self.board)  # the last move's removed parts fade out
        self.soon = DrawSoon(self.board)  # a hover's draw, at the next frame
        self.after = AfterFrame()  # the part of a refresh shown after the board's frame
        self._in_log, self._refocus = False, None  # focus before that refresh (``_rest``)
        self._rest_waits = False  # a refresh's ``_rest`` waits for the frame

    def lang_now(self) -> str:
        return self.app.lang

    def mount(self, container) -> None:
        dom.replace(container, self.root)
        self._listen(self.canvas, "click", self._on_click)
        self._listen(self.canvas, "pointermove", self._on_move)
        self._listen(self.canvas, "pointerleave", self._on_leave)
        self._listen(self.canvas, "focus", lambda e: self.cursor.place(self.board, True))
        self._listen(self.canvas, "blur", lambda e: self.cursor.place(self.board, False))
        self._listen(dom.by_testid(self.root, "hints"), "click", lambda e: self.toggle_hints())
        self._listen(dom.by_testid(self.root, "step-help"), "toggle", lambda e: layout.step_help_opened(e.target))
        game_screen.listen_lights(self._listen, dom.by_testid(self.root, "game-panel"), self.board, self.soon.ask)
        self._observer = page.window.ResizeObserver.new(self._proxy(lambda *a: self.fit()))
        self._observer.observe(self.root.querySelector(".board-area"))
        self._observer.observe(self.root.querySelector(".turn-area"))
        self.fit()
        frame = self.shown_frame()  # a selection in progress before a reload or Back (issue 24)
        game_screen.fill_legend(dom.by_testid(self.root, "legend"), self.render.legend(self.lang_now(), frame.view))
        memo.give_back(self.app.storage, self.session, self.board, frame)
        self.refresh()

    def unmount(self) -> None:
        if self._observer is not None:
            self._observer.disconnect()
        layout.forget_turn_height()
        for target, kind, proxy in self._proxies:
            if target is not None:
                target.removeEventListener(kind, proxy)
        for _, _, proxy in self._proxies:
            proxy.destroy()
        self._proxies = []
        self.ahead.stop()
        self.after.stop()
        self.fade.stop()
        self.soon.stop()

    def _proxy(self, fn):
        proxy = page.create_proxy(fn)
        self._proxies.append((None, "", proxy))
        return proxy

    def _listen(self, target, kind: str, fn) -> None:
        proxy = page.create_proxy(fn)
        target.addEventListener(kind, proxy)
        self._proxies.append((target, kind, proxy))

    # -- sizing ----------------------------------------------------------------------------
    def fit(self) -> None:
        layout.measure_turn_height(self.root)
        size = game_screen.board_space(self.root.querySelector(".board-area"))
        if self.board.resize(size, page.window.devicePixelRatio or 1):
            self.draw()
        self.cursor.place(self.board)

    def draw(self) -> None:
        self.soon.drawn()  # this draw shows the hover too
        self.board.draw()

    # -- input -----------------------------------------------------------------------------
    def _point(self, event):
        rect = self.canvas.getBoundingClientRect()
        return float(event.clientX - rect.left), float(event.clientY - rect.top)

    def _on_move(self, event) -> None:
        if str(event.pointerType) != "mouse":
            return
        sq = self.board.square_at(*self._point(event))
        if sq != self.board.hover:
            self.board.hover = sq
            self.soon.ask()

    def _on_leave(self, event) -> None:
        if self.board.hover is not None:
            self.board.hover = None
            self.soon.ask()

    def _on_click(self, event) -> None:
        sq = self.board.square_at(*self._point(event))
        if sq is not None:
            if self.cursor.square is not None:  # the keyboard goes on from the tapped square
                self.cursor.square = sq
                self.cursor.place(self.board)
            self.tap_square(sq)

    # -- keyboard (``keyboard.on_key``) ------------------------------------------------------
    def cursor_move(self, key: str) -> None:
        self.cursor.move(self.board, key)

    def cursor_tap(self) -> None:
        if self.cursor.square is not None:
            self.tap_square(self.cursor.square)

    def clear_selection(self) -> None:
        """Escape: no square selected (a forced one is offered again at the next change)."""
        self.after.flush()  # the screen of the last change first (``refresh``)
        self.board.select(None, ())
        self._after_selection()

    def tap_square(self, sq: str) -> None:
        self.after.flush()  # the screen of the last change first (``refresh``)
        s, lang = self.session, self.lang_now()
        if not s.at_current:
            self.app.message(t(lang, "viewing_history_click"), "info")
            return
        if s.match.over:
            self.app.message(t(lang, "game_over_click"), "info")
            return
        if self.handover_due() or self.bots.refuse_tap():
            return
        self._apply(self.render.tap(self.shown_frame(), self.board.selected, sq))

    def game_action(self, arg: str) -> None:
        """A panel button (``data-action="game"``) or key: the renderer's ``action`` answers."""
        self.after.flush()  # the screen of the last change first (``refresh``)
        s = self.session
        if not s.at_current or s.match.over or self.handover_due():
            return
        self._apply(self.render.action(self.shown_frame(), self.board.selected, arg))

    def _apply(self, result: dict) -> None:
        if "explain" in result:  # a move the core did not list, as fields: it says why not
            why = self.session.open_match.explain(result["explain"])
            result = {"error": why} if why else {"select": self.board.selected}
        if "error" in result:
            self.app.show_rule_error(result["error"])
        elif "play" in result:
            self.play(result["play"])
            return
        else:
            self.app.clear_message()
            self.board.select(result["select"], self.shown_frame().moves)
        self._after_selection()

    def _after_selection(self) -> None:
        """The selection changed (not the position): the board and its marks in the tap's
        frame, the rest right after it (``after_frame``; the panel is not inert: its buttons
        act on this same position)."""
        frame = self.shown_frame()
        self._hints(frame, step_help=False)
        self.draw()
        self.after.later(lambda: self._selection_rest(frame))

    def _selection_rest(self, frame: Frame) -> None:  # step help, panel, scrolling, focus, memory
        self._step_help(frame)
        self._panel(frame)
        layout.keep_prompt_in_view(self.root)
        keyboard.keep_focus(self.root, self.canvas)
        self._remember(frame)
        self.ahead.after(frame, self.board.selected)

    def _remember(self, frame: Frame) -> None:
        memo.keep(self.app.storage, self.session, self.board.selected, frame)

    # -- the hint layer (issue 10) -----------------------------------------------------------
    def toggle_hints(self) -> None:
        self.after.flush()  # the screen of the last change first (``refresh``)
        self.hints_on = not self.hints_on
        self.app.storage.set(HINTS_KEY, "on" if self.hints_on else "off")
        self._hints(self.shown_frame())
        self.draw()

    def _hints_active(self, frame: Frame) -> bool:  # on, and a player acts on the current position
        return self.hints_on and frame.at_current and not (frame.over or frame.handover or frame.bot is not None)

    def _hints(self, frame: Frame, step_help: bool = True) -> None:
        """The board's hint marks and (``step_help``) the step help, from the renderer."""
        active = self._hints_active(frame)
        self.board.hints = list(self.render.hint_targets(frame, self.board.selected)) if active else []
        self.board.hints += self.bots.suggested_squares(frame)
        if step_help:
            self._step_help(frame)

    def _step_help(self, frame: Frame) -> None:
        s, lang = self.session, self.lang_now()
        step = self.render.step_help(frame, self.board.selected, lang) if self._hints_active(frame) else None
        game_screen.fill_step_help(dom.by_testid(self.root, "step-help"), step, s.game.id, lang)
        game_screen.show_hints_switch(dom.by_testid(self.root, "hints"), self.hints_on)

    def shown_frame(self) -> Frame:
        """The frame of the shown position (made by ``refresh`` after every change)."""
        if self.frame is None:
            s = self.session
            self.frame = frames.build(s.open_match, s.view, self.render.private, self.revealed,
                                      self._views)
        return self.frame

    # -- hidden hands: whose secrets are shown ----------------------------------------------
    def handover_due(self) -> bool:
        """True when the device must first go to the seat to move (a hand-over screen)."""
        return self.shown_frame().handover

    def reveal(self) -> None:
        """The player named on the hand-over screen has the device."""
        s = self.session
        if s.match is not None and s.at_current and not s.match.over:
            self.revealed = self.shown_frame().to_move
        self.board.select(None, ())  # then the seat's own selection in progress, if one was kept
        self.refresh(board_first=True, recall=True)  # the hand shows right after the hand-over screen goes

    def _handover(self) -> None:
        """Show or hide the hand-over screen (its button takes the focus in ``keep_focus``,
        after every DOM change of the refresh: one layout, not two)."""
        seat = self.shown_frame().to_move if self.handover_due() else None
        game_screen.show_handover(dom.by_testid(self.root, "handover"), seat, self.lang_now(), self.seat_label)

    def _panel(self, frame: Frame) -> None:
        panel = dom.by_testid(self.root, "game-panel")
        with vdom.recording():  # built as data; only what changed is put in the page
            nodes = self.render.build_panel(frame, self.board.selected, self.lang_now(), self.seat_label)
        game_screen.show_panel(panel, nodes, self._panel_parts)

    def play(self, move: str) -> None:
        try:
            self.session.play(move, self.ahead.taken(move))  # worked out while idle, if it was
        except HistoryView:
            self.app.message(t(self.lang_now(), "viewing_history_click"), "info")
            return
        except RuleError as e:
            self.app.show_rule_error(e)
            self.draw()
            return
        self.app.clear_message()
        self.app.changed(animate=True)

    # -- showing ---------------------------------------------------------------------------
    def seat_colour(self, seat: int) -> str:
        colours = self.session.game.seat_names
        own = colours.get(self.lang_now(), colours.get("en", []))
        return own[seat] if seat < len(own) else str(seat + 1)

    def seat_label(self, seat: int) -> str:
        """A player's name, with the seat colour when the name is not the colour itself; a
        name that is the seat's default name in any language is shown in the page's language
        (no "Black is aan zet" after a switch)."""
        s = self.session
        return game_screen.seat_label(s.match.players, s.game.seat_names, seat, self.lang_now())

    def refresh(self, animate: bool = False, board_first: bool = False, recall: bool = False) -> None:
        """Redraw everything after any change: a new frame (made once), every part of the
        screen from it. After a move (``animate``) or a hand-over (``board_first``) the board,
        its hints, whose turn it is, the hand-over screen and the undo/redo/pass buttons show
        at once, the rest (:meth:`_rest`) right after the next frame (``after_frame``), the
        panel ``inert`` meanwhile (its buttons are the last position's); ``recall``: the
        selection kept for this position comes back (after a hand-over)."""
        panel = dom.by_testid(self.root, "game-panel")
        if not self._rest_waits:  # else a change within the frame: the focus is the one before it
            self._in_log = bool(self.root.querySelector(".log-box").contains(page.document.activeElement))
            self._refocus = page.document.activeElement if panel.contains(page.document.activeElement) else None
        self.after.cancel()  # whatever waits (a selection's or a change's rest), this redoes it
        self.frame = None
        frame = self.shown_frame()
        view, prev = frame.view, frame.prev
        self.board.set_position(view, prev)
        if recall:
            memo.give_back(self.app.storage, self.session, self.board, frame)
        self.board.select(self.board.selected, frame.moves)  # kept only while it still has targets
        if self.board.selected is None:
            self.board.select(self.render.default_selection(frame), frame.moves)
        self._hints(frame)
        if animate and prev is not None:
            self.fade.start()
        else:
            self.board.ghost = 0.35
            self.draw()
        self._turn(view)
        self._history()
        self._controls(list(frame.legal))
        self._handover()
        self._rest_waits = animate or board_first
        if self._rest_waits:
            panel.inert = True
            self.after.later(lambda: self._rest(frame))
        else:
            self._rest(frame)

    def _rest(self, frame: Frame) -> None:
        """The part of :meth:`refresh` shown after the board: panel, log, result, status,
        then what reads the layout (once, after every DOM change) and the focus."""
        panel = dom.by_testid(self.root, "game-panel")
        panel.inert = self._rest_waits = False
        self._panel(frame)
        self._log()
        self._result(frame)
        self._status(frame.view)
        layout.measure_turn_height(self.root)  # before the prompt scrolls: the bar's new height
        self.log.keep_in_view()  # reads the layout: after every DOM change above
        self.cursor.place(self.board)
        layout.keep_prompt_in_view(self.root)
        back, self._refocus = self._refocus, None
        if back is not None and bool(back.isConnected) and not self.handover_due():
            back.focus(page.to_js({"preventScroll": True}))  # inert took it from a panel button
        keyboard.keep_focus(self.root, self.canvas, self._in_log)
        self._remember(frame)
        self.bots.changed(frame)
        self.ahead.after(frame, self.board.selected)

    def _turn(self, view: dict) -> None:
        lang, seat, s = self.lang_now(), view.get("to_move"), self.session
        details = self.render.turn_details(view, lang) if seat is not None and not view.get("over") else []
        label = game_screen.seat_label_parts(s.match.players, s.game.seat_names, seat, lang) if seat is not None else ("", "")
        game_screen.show_turn(dom.by_testid(self.root, "turn"), view, details, label, lang)

    def _history(self) -> None:
        s = self.session
        banner = dom.by_testid(self.root, "history")
        dom.show(banner, not s.at_current)
        if not s.at_current:
            dom.set_text(banner.querySelector(".history-text"),
                         self.log.banner(s, self.render, self.seat_label, self.lang_now()))

    def _controls(self, legal: list[str]) -> None:
        dom.by_testid(self.root, "undo").disabled = not self.session.can_undo()
        dom.by_testid(self.root, "redo").disabled = not self.session.can_redo()
        # "Pass" is the suggestion (the main button) only when it is all there is to do (issue 24)
        game_screen.show_pass(dom.by_testid(self.root, "pass"), legal)

    def _log(self) -> None:
        self.log.fill(dom.by_testid(self.root, "move-log"), self.session, self.render,
                      self.seat_label, self.seat_colour, self.lang_now())

    def log_earlier(self) -> None:
        """"Show earlier moves": widen the move log's window."""
        self.after.flush()  # the screen of the last change first (``refresh``)
        self.log.earlier()
        self._log()
        self.log.keep_in_view()

    def _result(self, frame: Frame) -> None:
        s = self.session
        nodes = self.render.build_result(frame, s.open_match.players, self.seat_label,
                                         self.lang_now()) if frame.over else None
        game_screen.show_result(dom.by_testid(self.root, "result"), nodes, s.last_change in ("play", "redo"))

    def _status(self, view: dict) -> None:
        s, lang = self.session, self.lang_now()
        text = self.log.status(s, self.render, view, self.seat_label, self.seat_colour, lang)
        dom.set_text(dom.by_testid(self.root, "status"), text)
        title = s.game.title(s.open_match.options, lang)
        self.canvas.setAttribute("aria-label", t(lang, "board_aria", game=title, status=text,
                                                 board=self.render.aria_board(view, lang)))
