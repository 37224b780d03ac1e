"""The game screen's move log: the record's steps grouped by turn, each a button that shows
the position after it, with what the step caused (the renderer's event texts).

Its cost per change does not grow with the game's length (issue 9, item 3): only a window of
the last :data:`WINDOW` steps (around the shown step when an earlier one is shown) is drawn,
with a "show earlier moves" button that widens it; the turn numbers and grouping of all steps
are kept in :class:`Turns`, which only appends or drops the steps that changed.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from . import dom
from .contract import Renderer, SeatLabel
from .dom import el
from .i18n import t

#: Steps drawn at first, and added by each "show earlier moves".
WINDOW = 60


class Turn(NamedTuple):
    step: Any          #: the record step (its identity tells whether the record changed here)
    seat: int | None   #: who played it (None: a chance step)
    number: int        #: the turn it belongs to (counting turns by a seat, from 1)
    starts_row: bool   #: it opens a log row (a new turn or a chance step)


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
            items.append(Turn(step, seat, number, starts))
        return items


def window(length: int, view: int, shown: int) -> tuple[int, int]:
    """The steps ``[start, end)`` (0-based) to draw: the last ``shown``, or when the shown
    position ``view`` lies before them, ``shown`` steps around it."""
    start = max(0, length - shown)
    if view - 1 < start:
        start = max(0, view - 1 - shown // 2)
        return start, min(length, start + shown)
    return start, length


class MoveLog:
    """One game screen's log; ``shown`` grows with "show earlier moves" (:meth:`earlier`)."""

    def __init__(self) -> None:
        self.turns = Turns()
        self.shown = WINDOW

    def earlier(self) -> None:
        self.shown += WINDOW

    def fill(self, log, session, render: Renderer, seat_label: SeatLabel, seat_colour: SeatLabel,
             lang: str) -> None:
        """Fill the ``move-log`` list: one row per turn (number, colour dot, player), a button
        per step (``log-step-<n>``, it shows the position after step n) with the renderer's
        texts for the step and its events; the shown step stays in view inside the log box.
        Steps before the window are offered by a ``log-earlier`` button."""
        s = session
        game, match = s.game, s.open_match
        turns = self.turns.update(match)
        start, end = window(len(turns), s.view, self.shown)
        rows: list[Any] = []
        if start > 0:
            rows.append(el("li", {"class": "log-more"},
                           el("button", {"type": "button", "class": "btn small", "action": "log-earlier",
                                         "testid": "log-earlier", "text": t(lang, "log_earlier", n=start)})))
        row: Any = None
        active = None
        for i in range(start, end):
            step, seat, number, starts = turns[i]
            if row is None or starts:
                row = el("li", {"class": "log-row" + (f" seat-{seat}" if seat is not None else " chance")})
                if seat is not None:
                    row.appendChild(el("span", {"class": "log-num", "text": f"{number}."}))
                    row.appendChild(dom.colour_dot(seat))
                    row.appendChild(el("span", {"class": "log-who", "text": seat_label(seat)}))
                rows.append(row)
            label = render.describe_step(step.text, step.chance, game.view(match.states[i + 1], None), lang)
            current = (i + 1 == s.view)
            button = el("button", {"type": "button", "class": "log-step" + (" current" if current else ""),
                                   "action": "view", "arg": str(i + 1), "testid": f"log-step-{i + 1}",
                                   "aria-current": "step" if current else None, "text": label,
                                   "title": t(lang, "show_step", i=i + 1)})
            row.appendChild(button)
            if current:
                active = button
            for ev in match.events[i]:
                text = render.describe_event(ev, seat_colour, lang)
                if text:
                    row.appendChild(el("div", {"class": f"log-event {ev.get('kind', '')}", "text": text}))
        if end < len(turns):
            rows.append(el("li", {"class": "log-more", "text": t(lang, "log_later", n=len(turns) - end)}))
        if not turns:
            rows.append(el("li", {"class": "log-empty", "text": t(lang, "no_moves_yet")}))
        dom.replace(log, rows)
        if active is not None:
            box = log.parentElement
            # keep the shown step in view inside the log box, without scrolling the page
            top = active.offsetTop - box.offsetTop
            if top < box.scrollTop or top > box.scrollTop + box.clientHeight - 40:
                box.scrollTop = max(0, top - box.clientHeight / 2)
