"""The game screen's layout rules that need script: on a narrow screen the board stays in
view (CSS, ``position: sticky``) and the current step's prompt (the element a game's panel
marks with the class ``prompt``) is scrolled into the space below it, so the board and the
prompt with its buttons are visible together whenever the player must act (issue 10)."""

from __future__ import annotations

from . import page

from . import dom

#: The one-column layout of style.css, where the board stays on top and the prompt below it.
NARROW = "(max-width: 760px), (max-aspect-ratio: 1/1)"

#: The CSS variable holding the turn line's height: on a narrow screen the turn line sticks
#: under the top bar and the board under it (style.css), so whose turn it is stays in view
#: while the prompt is scrolled up to the board (issue 24).
TURN_H = "--turn-h"


def measure_turn_height(root) -> None:
    """Set :data:`TURN_H` on the document from the turn area's height (after a resize or a
    change of the turn line)."""
    area = root.querySelector(".turn-area")
    height = float(area.offsetHeight) if area is not None else 0.0
    page.document.documentElement.style.setProperty(TURN_H, f"{height:.0f}px")


def forget_turn_height() -> None:
    """The game screen is gone: the variable goes back to the style sheet's value."""
    page.document.documentElement.style.removeProperty(TURN_H)


def keep_prompt_in_view(root) -> None:
    """On a narrow or portrait screen (:data:`NARROW`, where the board sits above the
    prompt), scroll the page the least needed to show a refusal message when one is shown,
    else the prompt and then an information message of the game screen, so that the message
    is seen when both do not fit (their CSS ``scroll-margin-top`` keeps them clear of the
    sticky board); nothing when there is neither."""
    if not page.window.matchMedia(NARROW).matches:
        return
    # a refusal, docked right above the panel, comes first: scrolled just below the board,
    # with the prompt after it (issue 24: on a portrait tablet it lay under the sticky board)
    refusal = root.querySelector(".toast.error:not([hidden])")
    if dom.attr(refusal, "class"):
        refusal.scrollIntoView(page.to_js({"block": "nearest"}))
        return
    prompt = root.querySelector(".prompt")
    # querySelector answers JS null (not None) when there is no prompt: dom.attr takes both
    if dom.attr(prompt, "class") and not prompt.hidden:
        prompt.scrollIntoView(page.to_js({"block": "nearest"}))
        # a prompt taller than the room below the board: its end (the element the panel
        # marks ``prompt-end``, e.g. the button that makes the move) in view too, its title
        # under the board if need be (issue 24: a bid with two more rows on a phone)
        end = prompt.querySelector(".prompt-end")
        if dom.attr(end, "class"):
            end.scrollIntoView(page.to_js({"block": "nearest"}))
    # the step help, when the player opened it, whole below the board (above the prompt)
    step_help_opened(root.querySelector(".step-help"))
    # an information ("Game opened from the link", "You are looking at an earlier
    # position"), docked in the game screen's flow: seen too (issue 24)
    info = root.querySelector(".screen.game .toast.info:not([hidden])")
    if dom.attr(info, "class"):
        info.scrollIntoView(page.to_js({"block": "nearest"}))


def step_help_opened(box) -> None:
    """On a narrow or portrait screen (:data:`NARROW`), the step help box ("How this step
    works") when open is scrolled to just below the sticky board (its ``scroll-margin-top``),
    the prompt under it: right after the player opens it, and after each step while it stays
    open (issue 24: on a portrait tablet it lay half under the board). Whole on a tablet; on a
    phone its first lines when the whole does not fit."""
    if dom.attr(box, "class") and bool(box.open) and not box.hidden and page.window.matchMedia(NARROW).matches:
        box.scrollIntoView(page.to_js({"block": "start"}))


def contain_tables(box) -> None:
    """Put every table in ``box`` in its own horizontal scroller (``div.table-scroll``), so a
    table wider than its column scrolls there and never widens the page (issue 24)."""
    for table in box.querySelectorAll("table"):
        parent = table.parentElement
        if parent is None or parent.classList.contains("table-scroll"):
            continue
        wrap = page.document.createElement("div")
        wrap.className = "table-scroll"
        parent.insertBefore(wrap, table)
        wrap.appendChild(table)
