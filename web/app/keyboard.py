"""Keyboard play (issue 10, item 8): the board's cursor and the game screen's keys.

The board canvas takes focus (``tabindex="0"``). While it has focus the arrow keys move a
cursor over ``board.squares()`` by their geometry (:func:`next_square`, pure), Enter or Space
taps the cursor's square. Anywhere on the game screen Escape clears the selection, Ctrl+Z
(Cmd+Z on a Mac) undoes, Ctrl+Shift+Z or Ctrl+Y redoes; with the focus in the move log (or
the history banner) ArrowLeft/ArrowRight step through the history, and a game's own keys
(``Renderer.keys``) reach it as panel actions. While a hand-over screen shows, Tab stays on
its button (a modal dialog holds the focus); Tab on the board goes to the current step's
first control (:func:`to_prompt`); ArrowLeft/ArrowRight on a button of a group (a bid's
colours) go to its neighbour (:func:`along_group`).
"""

from __future__ import annotations

from typing import Any

from . import page

from . import dom

#: Arrow key -> direction on screen (x to the right, y down, as CSS pixels run).
DIRECTIONS: dict[str, tuple[int, int]] = {
    "ArrowUp": (0, -1), "ArrowDown": (0, 1), "ArrowLeft": (-1, 0), "ArrowRight": (1, 0)}

#: How much a step sideways counts against a step in the key's direction: a square straight
#: ahead is preferred over a closer one off to the side.
SIDEWAYS = 2.0

Point = tuple[float, float]


def middle(points: list[tuple[str, float, float]]) -> Point:
    """The centre of the squares' bounding box (where the cursor starts from when nothing
    is selected); (0, 0) without squares."""
    if not points:
        return 0.0, 0.0
    xs = [x for _, x, _ in points]
    ys = [y for _, _, y in points]
    return (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2


def next_square(points: list[tuple[str, float, float]], origin: Point,
                direction: tuple[int, int], here: str | None = None) -> str | None:
    """The square an arrow key moves to: among ``points`` (name, x, y) lying ahead of
    ``origin`` in ``direction``, the one with the least distance ahead plus
    :data:`SIDEWAYS` times the distance sideways (ties: the earlier in ``points``, which is
    reading order). ``here`` (the square at ``origin``) is never the answer; None when no
    square lies ahead (the cursor stays)."""
    dx, dy = direction
    ox, oy = origin
    best: tuple[float, int, str] | None = None
    for i, (name, x, y) in enumerate(points):
        if name == here:
            continue
        ahead = (x - ox) * dx + (y - oy) * dy
        if ahead <= 1e-6:
            continue
        side = abs((x - ox) * dy - (y - oy) * dx)
        key = (round(ahead + SIDEWAYS * side, 3), i, name)  # rounded: equal is equal
        if best is None or key < best:
            best = key
    return best[2] if best is not None else None


def first_square(points: list[tuple[str, float, float]], origin: Point) -> str | None:
    """The square nearest to ``origin`` (the cursor's start when no square is selected and
    the first arrow key lands beside the middle)."""
    best: tuple[float, int, str] | None = None
    for i, (name, x, y) in enumerate(points):
        key = (round((x - origin[0]) ** 2 + (y - origin[1]) ** 2, 3), i, name)
        if best is None or key < best:
            best = key
    return best[2] if best is not None else None


class Cursor:
    """The keyboard cursor of one board: its square (None until an arrow key is pressed)
    and the ring drawn over the canvas (an absolutely positioned element sized from
    ``board.cell``, so every game gets it without drawing it itself)."""

    def __init__(self, ring, canvas) -> None:
        self.ring = ring
        self.canvas = canvas
        self.square: str | None = None

    def move(self, board, key: str) -> None:
        """Move by an arrow key: from the cursor, else from the selected square, else from
        the middle of the board, to the nearest square in that direction."""
        squares = board.squares()
        if not squares:
            return
        points = [(sq, *board.center(sq)) for sq in squares]
        here = self.square if self.square in squares else None
        if here is None and board.selected in squares:
            here = board.selected
        if here is not None:
            origin = board.center(here)
            self.square = next_square(points, origin, DIRECTIONS[key], here) or here
        else:
            origin = middle(points)
            self.square = (next_square(points, origin, DIRECTIONS[key])
                           or first_square(points, origin))
        self.place(board)

    def place(self, board, visible: bool | None = None) -> None:
        """Put the ring over the cursor's square (after a move or a resize); ``visible``
        False hides it (the board lost focus), True shows it again if there is a square."""
        if visible is False or self.square is None or board.cell <= 0:
            dom.show(self.ring, False)
            return
        if visible is None and self.ring.hidden and not _focused(self.canvas):
            return
        x, y = board.center(self.square)
        # a board may frame some places smaller than a cell (a follower spot: issue 24)
        sizer = getattr(board, "cursor_size", None)
        size = float(sizer(self.square)) if sizer is not None else board.cell
        style = self.ring.style
        style.setProperty("border-radius", "50%" if size < board.cell * 0.75 else "")
        left = float(self.canvas.offsetLeft) + x - size / 2
        top = float(self.canvas.offsetTop) + y - size / 2
        style.setProperty("left", f"{left:.1f}px")
        style.setProperty("top", f"{top:.1f}px")
        style.setProperty("width", f"{size:.1f}px")
        style.setProperty("height", f"{size:.1f}px")
        dom.show(self.ring, True)


def hold_focus(root) -> bool:
    """Tab pressed on the game screen ``root``: True (and the focus on its button) while the
    hand-over screen shows, a modal dialog that keeps the focus until it is answered."""
    box = dom.by_testid(root, "handover")
    if box.hidden:
        return False
    dom.by_testid(box, "reveal").focus()
    return True


#: What Tab can stop at in the current step's prompt (enabled controls only).
PROMPT_CONTROLS = ("button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), "
                   "[tabindex]:not([tabindex='-1'])")


def _prompt_controls(root) -> tuple[Any, list, list]:
    """The current step's prompt (the panel's ``.prompt``, None when not shown), its shown
    enabled controls and among them its main buttons (full-size ``.btn``, not ``.small``,
    and not one of a row of choices inside the prompt, a ``role="group"`` such as a start
    tile's kinds: picking one is a choice, the step then goes on on the board)."""
    prompt = root.querySelector(".prompt")
    if page.is_none(prompt) or bool(prompt.hidden) or int(prompt.getClientRects().length) == 0:
        return None, [], []
    shown = [node for node in prompt.querySelectorAll(PROMPT_CONTROLS)
             if int(node.getClientRects().length) > 0]
    main = [node for node in shown if node.classList.contains("btn") and not node.classList.contains("small")
            and not _in_a_group(node, prompt)]
    return prompt, shown, main


def _in_a_group(node, prompt) -> bool:
    """Whether ``node`` is in a ``role="group"`` row of choices inside ``prompt`` (a prompt
    that is itself a group, a conquest's bids, keeps its buttons main)."""
    group = dom.closest(node, '[role="group"]')
    return group is not None and group != prompt and bool(prompt.contains(group))


def to_prompt(root) -> bool:
    """Tab pressed on the board: the focus goes to the current step's prompt (the panel's
    ``.prompt``): to its main button (the first enabled full-size ``.btn``, not ``.small``:
    "Place here", "No follower", a bid's "Place ...") when it has one, else to its first
    enabled control. So a keyboard player reaches the step's buttons in a Tab or three, not
    past Undo, Redo, the hints and the step's help (issue 24; those and the controls before
    the main button stay reachable with Shift+Tab). False (Tab as usual) without a control."""
    _, shown, main = _prompt_controls(root)
    if not (main or shown):
        return False
    (main or shown)[0].focus()
    return True


def along_group(node, key: str) -> bool:
    """ArrowLeft/ArrowRight pressed on a button of a group (``role="group"``: a row of
    choices such as a bid's colours): the focus goes to the previous/next enabled button of
    the group (no wrap), so a keyboard player picks any of them a Tab away from its first
    (issue 24: at most 3 Tabs between steps). False (the key as usual) elsewhere."""
    group = dom.closest(node, '[role="group"]')
    if group is None or str(getattr(node, "tagName", "")) != "BUTTON":
        return False
    buttons = [b for b in group.querySelectorAll("button:not([disabled])")
               if int(b.getClientRects().length) > 0]
    at = next((i for i, b in enumerate(buttons) if b == node), None)
    if at is None:
        return False
    to = at + (1 if key == "ArrowRight" else -1)
    if 0 <= to < len(buttons):
        buttons[to].focus()
    return True


def keep_focus(root, canvas, in_log: bool = False) -> None:
    """After a step (a reveal, a move, a panel button redrawn with the panel) the focus is
    never left on the page's body or on a control that is gone or disabled (issue 24: a
    stepper's "+" disabled at its most kept it): with a hand-over screen shown it goes to
    its button; when it was in the move log (``in_log``: stepping through the history) to
    the log's shown step; else to the board ``canvas``, which also takes it from a control
    of a prompt left with no main button (the step goes on on the board). A control still
    shown keeps it otherwise (a stepper's "+" pressed again)."""
    doc = root.ownerDocument
    box = dom.by_testid(root, "handover")
    active = doc.activeElement
    if not box.hidden:
        if not box.contains(active):
            dom.by_testid(box, "reveal").focus(page.to_js({"preventScroll": True}))
        return
    prompt, _, main = _prompt_controls(root)
    if prompt is not None and not main and bool(prompt.contains(active)):
        # a choice made in a prompt that has nothing more to press (a bid's colour chosen
        # before its tile): the step goes on on the board, which takes the focus (issue 24)
        canvas.focus(page.to_js({"preventScroll": True}))
    elif page.is_none(active) or active == doc.body or not bool(active.isConnected) \
            or int(active.getClientRects().length) == 0 or bool(getattr(active, "disabled", False)):
        step: Any = root.querySelector('.move-log [aria-current="step"]') if in_log else None
        if not page.is_none(step):
            step.focus(page.to_js({"preventScroll": True}))
        elif bool(root.isConnected):
            canvas.focus(page.to_js({"preventScroll": True}))


def _focused(node) -> bool:
    doc = node.ownerDocument
    return bool(doc is not None and doc.activeElement == node)


def in_history(node) -> bool:
    """Whether a key pressed on ``node`` is meant for the move history: only the move log
    and the history banner step through it with the arrows, so an arrow pressed elsewhere
    (on the page, a panel button) never jumps into an earlier position (issue 24)."""
    return dom.closest(node, ".log-box, .history-banner") is not None


def _modifier(event) -> bool:
    return bool(event.ctrlKey) or bool(event.metaKey)


def on_key(app: Any, event) -> None:
    """The document's keydown handler (``App._key``): see the module docstring. Keys typed
    into a field are left alone."""
    tag = str(getattr(event.target, "tagName", "") or "")
    if tag in ("INPUT", "SELECT", "TEXTAREA"):
        return
    key = str(event.key)
    table = app.table
    if key == "Tab" and table is not None and hold_focus(table.root):
        event.preventDefault()  # the hand-over screen is a modal dialog: Tab stays in it
        return
    if key == "Tab" and table is not None and event.target == table.canvas \
            and not bool(event.shiftKey) and to_prompt(table.root):
        event.preventDefault()  # from the board straight to the step's controls (issue 24)
        return
    if key == "Escape":
        app.clear_message()
        if table is not None:
            table.clear_selection()
        return
    if table is None:
        return
    if _modifier(event) and not bool(event.altKey):
        lower = key.lower()
        if lower == "z" or lower == "y":
            event.preventDefault()
            if lower == "y" or bool(event.shiftKey):
                app.act_redo(None)
            else:
                app.act_undo(None)
        return
    if event.target == table.canvas and (key in DIRECTIONS or key in ("Enter", " ")):
        event.preventDefault()  # no page scroll, no click of a focused control
        if key in DIRECTIONS:
            table.cursor_move(key)
        else:
            table.cursor_tap()
        return
    if key in table.render.keys:
        table.game_action(table.render.keys[key])
    elif key in ("ArrowLeft", "ArrowRight") and along_group(event.target, key):
        event.preventDefault()
    elif key in ("ArrowLeft", "ArrowRight") and in_history(event.target):
        step = -1 if key == "ArrowLeft" else 1
        app.session.show(app.session.view + step)
        app.changed()
