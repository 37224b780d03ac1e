"""Bots at the table (issue 25): a seat the record names as a bot (``match.bots``) plays by
itself, and a person may ask for a suggestion. Generic: names no game, decides no rule.

* Thinking runs on the page's one thread (Pyodide), so it goes in slices of about
  :data:`SLICE_S` seconds (``core.bots.Thinking.step``) with ``await asyncio.sleep(0)``
  between them: each yields to the browser (a macrotask), which then answers taps, Undo,
  scrolling and the canvas before the next slice. Slicing does not change the move
  (``tests/core/test_bot_slices.py``); only the level's time cap ends a search early on a
  slow device: counted in wall time from the start of thinking (the slices and the browser's
  turns between them), since that is the wait a player sees.
* The bot's move is played through ``Table.play``, the path of a person's move: drawn,
  animated, logged and saved the same; chance lines are drawn by the match as for people.
  Each move (a bot's or a person's) stays on screen for the chosen speed's pause before a
  bot's next one lands.
* Anything that changes the position (Undo, a move, another shown step, leaving) cancels a
  search in progress: a task checks its token after every slice.
* The bot's own seed is the number of steps in the record: the same record gives the same
  move, and the seed tells the bot nothing of the match seed's future draws.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import TYPE_CHECKING, Any

from . import page

from core.bots import LEVELS, Thinking

from . import dom, frame as frames, game_screen
from .dom import el
from .i18n import t

if TYPE_CHECKING:  # the table makes its bots; they only call back into it
    from .table import Table

#: Seconds of search per slice before the page gets the thread back (issue 25: taps answer
#: within 100 ms; a slice this short leaves room for the browser's own work).
SLICE_S = 0.015
#: The share of a level's time cap a search in the page may use: the rest is for what the
#: guess below cannot see (a browser turn longer than the last, a slice slower than the last),
#: so the wait stays under the cap (measured: 0.30-0.31 s against easy's 0.3 s at 1.0).
CAP_SHARE = 0.9
#: Seconds a bot's move stays on screen before the next bot move lands, per speed.
SPEEDS = {"slow": 1.6, "normal": 0.8, "fast": 0.25}
#: Remembered per browser: "off" once a player switched suggestions off.
SUGGEST_KEY = "speeltafel:suggest"
#: sessionStorage key read only by the tests: ``{"iterations": n, "pause": s}`` replaces the
#: level's budget and the pause, so end-to-end tests stay short (never set by the page).
TEST_KEY = "speeltafel:bot-test"


def _test_overrides() -> dict:
    try:
        data = json.loads(str(page.window.sessionStorage.getItem(TEST_KEY) or "{}"))
    except Exception:  # no sessionStorage, or not JSON: no overrides
        return {}
    return data if isinstance(data, dict) else {}


def holder(match) -> int | None:
    """The seat that keeps the device from the start: the one person at a table of bots
    (no hand-over ever goes to a bot, so that person never hands the device on); None
    when the table has no bots or several people."""
    people = [seat for seat in range(len(match.players)) if seat not in match.bots]
    return people[0] if match.bots and len(people) == 1 else None


def _measured(level: str, seconds: float) -> None:
    """Hand a search's wall time (slices and the browser's turns between them) to
    ``bench/bot_page.py``, which sets ``window.speeltafelBotTimes`` to an array; nothing
    otherwise."""
    times = getattr(page.window, "speeltafelBotTimes", None)
    if times is not None and not page.is_none(times):
        times.push(f"{level} {seconds:.4f}")


class TableBots:
    """The bots of one open game (``table``) and the person's "Suggest"."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.token = 0
        #: (record length, seat) of the move being thought about, else None.
        self.running: tuple[int, int] | None = None
        self.paused = False
        self.step_once = False
        self.speed = "normal"
        self.landed = time.perf_counter()
        self.seen = -1
        self.suggest_on = table.app.storage.get(SUGGEST_KEY) != "off"
        #: (record length, move) of the suggestion shown, else None.
        self.suggestion: tuple[int, str] | None = None
        self.suggesting = False

    @property
    def match(self):
        return self.table.session.open_match

    def all_bots(self) -> bool:
        return len(self.match.bots) == len(self.match.players)

    def cancel(self) -> None:
        """Stop any search in progress (its task ends at its next slice)."""
        self.token += 1
        self.running = None
        self.suggesting = False

    # -- after every change of the screen ---------------------------------------------------
    def changed(self, frame) -> None:
        """The table was redrawn from ``frame``: start the bot to move if one is due, stop
        a search about another position, refresh the bot controls and the suggestion."""
        length = len(self.match.steps)
        if length != self.seen:   # any move (a person's too) stays a moment before a bot's
            self.seen, self.landed = length, time.perf_counter()
        due = None
        if frame.bot is not None and frame.to_move is not None and (not self.paused or self.step_once):
            due = (len(self.match.steps), frame.to_move)
        if self.suggestion is not None and self.suggestion[0] != len(self.match.steps):
            self.suggestion = None
        if due != self.running:
            self.cancel()
            if due is not None:
                self.running = due
                asyncio.ensure_future(self._play(self.token, frame.bot))
        self._controls(frame)
        self._turn(frame, self.table.lang_now())

    def refuse_tap(self) -> bool:
        """A tap on the board while a bot is to move: say so (True: the tap is not taken)."""
        if self.table.shown_frame().bot is None:
            return False
        self.table.app.message(t(self.table.lang_now(), "bot_turn_click"), "info")
        return True

    def _turn(self, frame, lang: str) -> None:
        """The turn line while a bot is to move reads "<name> is thinking…"."""
        main = self.table.root.querySelector('[data-testid="turn"] .turn-main')
        if frame.bot is not None and frame.to_move is not None and not page.is_none(main):
            s = self.table.session
            label = game_screen.seat_label_parts(s.match.players, s.game.seat_names, frame.to_move, lang)
            main.replaceWith(game_screen.turn_main(lang, "bot_thinking", label))

    # -- thinking ---------------------------------------------------------------------------
    async def _think(self, token: int, level: str) -> str | None:
        """The move of the seat to move at ``level``, searched in slices; None when
        cancelled meanwhile."""
        match, tests, began = self.match, _test_overrides(), time.perf_counter()
        iterations = tests.get("iterations")
        thinking = Thinking(match.game, match.state, level, len(match.steps),
                            int(iterations) if isinstance(iterations, int) and iterations > 0 else None)
        cap, units, turn = LEVELS[level].time_cap * CAP_SHARE, 1, 0.0
        while not thinking.finished:
            start, prior = time.perf_counter(), thinking.in_prior
            thinking.step(units)
            took = time.perf_counter() - start
            # as many units as fit in a slice, learnt from the last one; afresh when the
            # cheap one-ply prior gives way to the iterations
            grown = (1 if thinking.in_prior != prior
                     else max(1, min(units * 2, int(units * SLICE_S / took))) if took > 0 else units * 2)
            # the cap is the wait a player sees: the slices and the browser's turns between
            # them, with room for one more of each (issue 25's thinking time per level; the
            # next slice is guessed from this one, the browser's next turn from its last)
            if (time.perf_counter() - began + took * grown / units + turn > cap
                    and "iterations" not in tests):
                break
            units = grown
            paused = time.perf_counter()
            await asyncio.sleep(0)
            turn = time.perf_counter() - paused
            if token != self.token:
                return None
        _measured(level, time.perf_counter() - began)
        return thinking.best()

    async def _play(self, token: int, level: str) -> None:
        move = await self._think(token, level)
        if move is None or token != self.token:
            return
        pause = _test_overrides().get("pause", SPEEDS[self.speed])
        wait = float(pause) - (time.perf_counter() - self.landed)
        if wait > 0:
            await asyncio.sleep(wait)
            if token != self.token:
                return
        self.running = None
        if self.step_once:
            self.step_once = False
            self.paused = True
        self.table.play(move)

    # -- a game to watch: pause, step, speed --------------------------------------------------
    def act_bot_pause(self, arg) -> None:
        self.paused = not self.paused
        self.step_once = False
        self.table.refresh()

    def act_bot_step(self, arg) -> None:
        self.paused, self.step_once = True, True
        self.landed = 0.0   # no pause before a move asked for
        self.seen = len(self.match.steps)
        self.table.refresh()

    def act_bot_speed(self, arg) -> None:
        names = list(SPEEDS)
        self.speed = names[(names.index(self.speed) + 1) % len(names)]
        self._controls(self.table.shown_frame())

    def paused_by_undo(self) -> None:
        """Undo at a table of bots only: stop, so the bot does not play the move again."""
        if self.all_bots():
            self.paused = True

    # -- "Suggest" --------------------------------------------------------------------------
    def may_suggest(self, frame) -> bool:
        """Only on a person's turn that the device may act for now (its view shown: no
        hand-over, current position, game not over), and while suggestions are on."""
        return self.suggest_on and bool(frame.moves) and frame.bot is None and not frame.handover

    async def _suggest(self, token: int) -> None:
        length = len(self.match.steps)
        move = await self._think(token, "normal")
        self.suggesting = False
        if move is None or token != self.token or len(self.match.steps) != length:
            return
        self.suggestion = (length, move)
        frame = self.table.shown_frame()
        self._controls(frame)
        self.table._hints(frame)   # the suggested move's squares join the hint marks
        self.table.draw()

    def act_suggest(self, arg) -> None:
        frame = self.table.shown_frame()
        if not self.may_suggest(frame) or self.suggesting:
            return
        self.cancel()
        self.suggesting = True
        self._controls(frame)
        asyncio.ensure_future(self._suggest(self.token))

    def act_suggest_switch(self, arg) -> None:
        self.suggest_on = not self.suggest_on
        self.table.app.storage.set(SUGGEST_KEY, "on" if self.suggest_on else "off")
        if not self.suggest_on:
            self.suggestion = None
        self.table.refresh()

    def suggested_squares(self, frame) -> list[str]:
        """The board squares of the suggestion for ``frame`` (drawn with the hint marks)."""
        if self.suggestion is None or not self.may_suggest(frame):
            return []
        for m in frame.moves:
            if m.text == self.suggestion[1]:
                return list(m.squares)
        return []

    def _suggestion_words(self, lang: str) -> str:
        if self.suggesting:
            return t(lang, "suggest_thinking")
        if self.suggestion is None:
            return ""
        move = self.suggestion[1]
        # the move as data (the label is made from its fields, as the move log's are)
        words = self.table.render.describe_step(self.match.game.step_data(move, False), False,
                                                frames.view_after(self.match, move), lang)
        return t(lang, "suggest_is", move=words or move)

    # -- controls -----------------------------------------------------------------------------
    def _controls(self, frame) -> None:
        root, lang = self.table.root, self.table.lang_now()
        bar = _ensure(root, ".turn-area", "bot-bar", "div", "bot-bar")
        watch = self.all_bots() and not frame.over
        dom.show(bar, watch)
        if watch:
            dom.replace(bar,
                        el("span", {"class": "bot-bar-title", "text": t(lang, "bot_watch")}),
                        el("button", {"type": "button", "class": "btn small", "action": "bot-pause",
                                      "testid": "bot-pause", "aria-pressed": "true" if self.paused else "false",
                                      "text": t(lang, "bot_resume" if self.paused else "bot_pause")}),
                        el("button", {"type": "button", "class": "btn small", "action": "bot-step",
                                      "testid": "bot-step", "text": t(lang, "bot_step")}),
                        el("button", {"type": "button", "class": "btn small", "action": "bot-speed",
                                      "testid": "bot-speed",
                                      "text": f'{t(lang, "bot_speed")}: {t(lang, "speed_" + self.speed)}'}))
        button = _ensure(root, ".controls", "suggest", "button", "btn suggest")
        button.setAttribute("type", "button")
        button.setAttribute("data-action", "suggest")
        button.setAttribute("title", t(lang, "suggest_title"))
        dom.set_text(button, t(lang, "suggest"))
        dom.show(button, self.may_suggest(frame))
        button.disabled = self.suggesting
        words = _ensure(root, ".turn-area", "suggestion", "p", "suggestion")
        words.setAttribute("aria-live", "polite")
        text = self._suggestion_words(lang) if self.may_suggest(frame) else ""
        dom.set_text(words, text)
        dom.show(words, bool(text))
        switch = _ensure(root, ".share", "suggest-switch", "button", "btn small suggest-switch")
        switch.setAttribute("type", "button")
        switch.setAttribute("data-action", "suggest-switch")
        switch.setAttribute("aria-pressed", "true" if self.suggest_on else "false")
        dom.set_text(switch, t(lang, "suggest_off" if self.suggest_on else "suggest_on"))
        dom.show(switch, len(self.match.bots) < len(self.match.players))


def _ensure(root, parent: str, testid: str, tag: str, cls: str) -> Any:
    """The element ``testid`` of the game screen, made at the end of ``parent`` the first
    time (the bot controls exist only where they are used)."""
    node = dom.by_testid(root, testid)
    if page.is_none(node):
        node = el(tag, {"class": cls, "testid": testid, "hidden": True})
        root.querySelector(parent).appendChild(node)
    return node
