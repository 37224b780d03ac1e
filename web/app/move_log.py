"""The game screen's move log: the record's steps grouped by turn, each a button that shows
the position after it, with what the step caused (the renderer's event texts); and the other
texts that retell the record with the log's turn numbers (the history banner, the accessible
status line).

Its cost per change does not grow with the game's length (issue 9, item 3): only a window of
the last :data:`WINDOW` steps (around the shown step when an earlier one is shown) is drawn,
with a "show earlier moves" button that widens it; the turn numbers and grouping of all steps
are kept in :class:`Turns`, which only appends or drops the steps that changed.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from . import dom
from .contract import Renderer, SeatLabel
from .frame import step_data, step_view
from .dom import el
from .i18n import counted, t

#: Steps drawn at first, and added by each "show earlier moves".
WINDOW = 60


class Turn(NamedTuple):
    step: Any          #: the record step (its identity tells whether the record changed here)
    seat: int | None   #: who played it (None: a chance step)
    number: int        #: the turn it belongs to (counting turns by a seat, from 1)
    starts_row: bool   #: it opens a log row (a new turn or a chance step)
    #: the step's label per language, made once by :func:`label` and kept with the step
    labels: dict[str, str]


def label(match, turns: list[Turn], i: int, render: Renderer, lang: str,
          views: dict | None = None) -> str:
    """Step ``i``'s text in the log (the renderer's ``describe_step`` of its data and the view
    after it),
    made the first time it is asked for in ``lang`` and kept: a redraw then costs the same
    at step 10 and at step 10,000 (issue 23). ``views``: the frame's kept views
    (``frame.build``'s ``known``), so the view after a new step is not made a second time."""
    turn = turns[i]
    text = turn.labels.get(lang)
    if text is None:
        text = turn.labels[lang] = render.describe_step(step_data(match, i), turn.step.chance,
                                                        step_view(match, i, views), lang)
    return text


class Turns:
    """Turn number and row of every step of one match, updated at the end only: a play adds
    its steps, an undo or truncate drops them, so an update costs what changed."""

    def __init__(self) -> None:
        self.match: Any = None
        self.items: list[Turn] = []

    def update(self, match) -> list[Turn]:
        if match is not self.match:
            self.match, self.items = match, []
        items, steps = self.items, match.steps
        keep = min(len(items), len(steps))
        # the record changes only at its end: drop cached steps from the first that differs
        while keep and items[keep - 1].step is not steps[keep - 1]:
            keep -= 1
        del items[keep:]
        for i in range(keep, len(steps)):
            step = steps[i]
            seat = None if step.chance else match.game.to_move(match.states[i])
            prev = items[i - 1] if i else None
            starts = prev is None or step.chance or seat != prev.seat
            number = (prev.number if prev else 0) + (1 if starts and seat is not None else 0)
            items.append(Turn(step, seat, number, starts, {}))
        return items


def place(turns: list[Turn], view: int) -> tuple[int, int]:
    """Where the position after ``view`` steps lies in the log's numbering: ``(turn, last)``,
    the number of the turn that step belongs to (for a chance step, the turn before it; 0
    before the first turn) and the number of the last turn of the record. The history
    banner counts with these, so it names the turns as the log numbers them."""
    last = turns[-1].number if turns else 0
    turn = turns[view - 1].number if 0 < view <= len(turns) else 0
    return turn, last


def window(length: int, view: int, shown: int) -> tuple[int, int]:
    """The steps ``[start, end)`` (0-based) to draw: the last ``shown``, or when the shown
    position ``view`` lies before them, ``shown`` steps around it."""
    start = max(0, length - shown)
    if view - 1 < start:
        start = max(0, view - 1 - shown // 2)
        return start, min(length, start + shown)
    return start, length


def _events(events: list, render: Renderer, seat_colour: SeatLabel, lang: str) -> tuple:
    """A step's events as the log shows them: ``(kind, text)`` for each with a text."""
    out = []
    for ev in events:
        text = render.describe_event(ev, seat_colour, lang)
        if text:
            out.append((ev.get("kind", ""), text))
    return tuple(out)


def _row(key: tuple) -> tuple[Any, Any]:
    """A log row (``li``) from :meth:`MoveLog.fill`'s key: the turn's number, colour dot and
    player, a button per step and the step's event texts; and the current step's button."""
    seat, number, who, title, steps = key
    row = el("li", {"class": "log-row" + (f" seat-{seat}" if seat is not None else " chance")})
    if seat is not None:
        row.appendChild(el("span", {"class": "log-num", "text": f"{number}."}))
        row.appendChild(dom.colour_dot(seat))
        row.appendChild(el("span", {"class": "log-who", "text": who}))
    active = None
    for i, _step, step_text, current, events in steps:
        button = el("button", {"type": "button", "class": "log-step" + (" current" if current else ""),
                               "action": "view", "arg": str(i + 1), "testid": f"log-step-{i + 1}",
                               "aria-current": "step" if current else None, "text": step_text,
                               "title": title})
        row.appendChild(button)
        if current:
            active = button
        for kind, text in events:
            row.appendChild(el("div", {"class": f"log-event {kind}", "text": text}))
    return row, active


class MoveLog:
    """One game screen's log; ``shown`` grows with "show earlier moves" (:meth:`earlier`)."""

    def __init__(self) -> None:
        self.turns = Turns()
        self.shown = WINDOW
        #: The rows last drawn, by their first step: (what the row shows, its node, its
        #: current step's button or None); ``fill`` reuses a row whose content is the same.
        self._rows: dict[int, tuple[tuple, Any, Any]] = {}
        self._active: tuple[Any, Any] = (None, None)  # the log and its shown step's button
        self._notes: dict[tuple, Any] = {}  # the other lines drawn last, by what they say
        self._log: Any = None  # the list last filled and the rows it was given
        self._shown: list[Any] = []
        #: The views the table's last frame was made of (``frame.build``'s ``known``), which
        #: a new step's label reads instead of making the view again.
        self.views: dict = {}

    def earlier(self) -> None:
        self.shown += WINDOW

    def fill(self, log, session, render: Renderer, seat_label: SeatLabel, seat_colour: SeatLabel,
             lang: str) -> None:
        """Fill the ``move-log`` list: one row per turn (number, colour dot, player), a button
        per step (``log-step-<n>``, it shows the position after step n) with the renderer's
        texts for the step and its events; the shown step stays in view inside the log box.
        Steps before the window are offered by a ``log-earlier`` button."""
        s = session
        match = s.open_match
        turns = self.turns.update(match)
        start, end = window(len(turns), s.view, self.shown)
        rows: list[Any] = []
        if start > 0:
            rows.append(self._note(("earlier", lang, start), lambda: el(
                "li", {"class": "log-more"},
                el("button", {"type": "button", "class": "btn small", "action": "log-earlier",
                              "testid": "log-earlier", "text": t(lang, "log_earlier", n=start)}))))
        groups: list[list[int]] = []
        for i in range(start, end):
            if not groups or turns[i].starts_row:
                groups.append([])
            groups[-1].append(i)
        title = t(lang, "show_this_step")
        built: dict[int, tuple[tuple, Any, Any]] = {}
        active = None
        for group in groups:
            first = turns[group[0]]
            # what the row shows; a row whose content is unchanged keeps its DOM (issue 23)
            key = (first.seat, first.number, seat_label(first.seat) if first.seat is not None else None,
                   title, tuple((i, turns[i].step, label(match, turns, i, render, lang, self.views), i + 1 == s.view,
                                 _events(match.events[i], render, seat_colour, lang))
                                for i in group))
            kept = self._rows.get(group[0])
            if kept is not None and kept[0] == key:
                row, current = kept[1], kept[2]
            else:
                row, current = _row(key)
            built[group[0]] = (key, row, current)
            rows.append(row)
            if current is not None:
                active = current
        self._rows = built
        if end < len(turns):
            rows.append(self._note(("later", lang, len(turns) - end), lambda: el(
                "li", {"class": "log-more", "text": counted(lang, "log_later", len(turns) - end)})))
        if not turns:
            rows.append(self._note(("empty", lang), lambda: el(
                "li", {"class": "log-empty", "text": t(lang, "no_moves_yet")})))
        self._notes = {k: v for k, v in self._notes.items() if any(v is r for r in rows)}
        if self._log is not None and self._log == log:  # (proxies of one node are equal)
            dom.keep_children(log, self._shown, rows)  # the unchanged rows are not touched
        else:
            dom.replace(log, rows)
        self._log, self._shown = log, rows
        self._active = (log, active)

    def _note(self, key: tuple, make) -> Any:
        """A log line that is not a turn ("show earlier moves", ...), kept while it reads the same."""
        if key not in self._notes:
            self._notes[key] = make()
        return self._notes[key]

    def keep_in_view(self) -> None:
        """Scroll the log box so that the shown step of the last :meth:`fill` is in it,
        without scrolling the page. It reads the layout, so the table calls it after all
        its DOM changes (one layout per change instead of one more in the middle)."""
        log, active = self._active
        self._active = (None, None)
        if active is None:
            return
        box = log.parentElement
        top = active.offsetTop - box.offsetTop
        if top < box.scrollTop or top > box.scrollTop + box.clientHeight - 40:
            box.scrollTop = max(0, top - box.clientHeight / 2)

    def banner(self, session, render: Renderer, seat_label: SeatLabel, lang: str) -> str:
        """The history banner's text for the shown position: its turn number as the log
        shows it, the player and the step as the log writes it."""
        s = session
        match = s.open_match
        turns = self.turns.update(match)
        if s.view <= 0:
            return t(lang, "history_start")
        turn, last = place(turns, s.view)
        step = turns[s.view - 1]
        move = label(match, turns, s.view - 1, render, lang, self.views)
        if step.seat is not None:
            return t(lang, "history_turn", turn=turn, turns=last, name=seat_label(step.seat),
                     move=move)
        if turn == 0:
            return t(lang, "history_setup", move=move)
        return t(lang, "history_after_turn", turn=turn, turns=last, move=move)

    def status(self, session, render: Renderer, view: dict, seat_label: SeatLabel,
               seat_colour: SeatLabel, lang: str) -> str:
        """The accessible status line: whose turn or the result, the last step with what it
        caused (the renderer's ``status_events``), the score, and in history the banner."""
        s = session
        parts = []
        if view.get("over"):
            winners = view.get("winners") or []
            parts.append(t(lang, "status_over_win", name=seat_label(winners[0]))
                         if len(winners) == 1 else t(lang, "status_over_draw"))
        elif view.get("to_move") is not None:
            parts.append(t(lang, "to_move", name=seat_label(view["to_move"])) + ".")
        if s.view > 0:
            step = s.match.steps[s.view - 1]
            label = render.describe_step(step_data(s.match, s.view - 1), step.chance, view, lang)
            if step.chance:
                parts.append(label + ".")
            else:
                who = s.game.to_move(s.match.states[s.view - 1])
                parts.append(t(lang, "status_last", name=seat_label(who), move=label))
                for ev in s.match.events[s.view - 1]:
                    if ev.get("kind") in render.status_events:
                        text = render.describe_event(ev, seat_colour, lang)
                        if text:
                            parts.append(text[:1].upper() + text[1:] + ".")
        parts.append(render.score_text(view, seat_label, lang) + ".")
        if not s.at_current:
            parts.append(self.banner(s, render, seat_label, lang))
        return " ".join(parts)
