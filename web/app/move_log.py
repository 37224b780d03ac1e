"""The game screen's move log: the record's steps grouped by turn, each a button that shows
the position after it, with what the step caused (the renderer's event texts)."""

from __future__ import annotations

from typing import Any

from . import dom
from .contract import Renderer, SeatLabel
from .dom import el
from .i18n import t


def fill(log, session, render: Renderer, seat_label: SeatLabel, seat_colour: SeatLabel,
         lang: str) -> None:
    """Fill the ``move-log`` list: one row per turn (number, colour dot, player), a button
    per step (it shows the position after it) with the renderer's texts for the step and its
    events; the shown step stays in view inside the log box."""
    s = session
    game, match = s.game, s.open_match
    rows: list[Any] = []
    row: Any = None
    row_seat: int | str | None = "none"
    turn_no = 0
    views: dict[int, dict] = {}

    def view_at(i):
        if i not in views:
            views[i] = game.view(match.states[i], None)
        return views[i]

    active = None
    for i, step in enumerate(match.steps):
        seat = None if step.chance else game.to_move(match.states[i])
        if row is None or step.chance or seat != row_seat:
            if seat is not None:
                turn_no += 1
            row = el("li", {"class": "log-row" + (f" seat-{seat}" if seat is not None else " chance")})
            if seat is not None:
                row.appendChild(el("span", {"class": "log-num", "text": f"{turn_no}."}))
                row.appendChild(dom.colour_dot(seat))
                row.appendChild(el("span", {"class": "log-who", "text": seat_label(seat)}))
            rows.append(row)
            row_seat = seat
        label = render.describe_step(step.text, step.chance, view_at(i + 1), lang)
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
    if not rows:
        rows.append(el("li", {"class": "log-empty", "text": t(lang, "no_moves_yet")}))
    dom.replace(log, rows)
    if active is not None:
        box = log.parentElement
        # keep the shown step in view inside the log box, without scrolling the page
        top = active.offsetTop - box.offsetTop
        if top < box.scrollTop or top > box.scrollTop + box.clientHeight - 40:
            box.scrollTop = max(0, top - box.clientHeight / 2)
