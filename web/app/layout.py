"""The game screen's layout rules that need script: on a narrow screen the board stays in
view (CSS, ``position: sticky``) and the current step's prompt (the element a game's panel
marks with the class ``prompt``) is scrolled into the space below it, so the board and the
prompt with its buttons are visible together whenever the player must act (issue 10)."""

from __future__ import annotations

from pyscript.ffi import to_js


def keep_prompt_in_view(root) -> None:
    """Scroll the page the least needed to show the prompt (its CSS ``scroll-margin-top``
    keeps it clear of the sticky board); nothing when there is no prompt."""
    prompt = root.querySelector(".prompt")
    if prompt is None or prompt.hidden:
        return
    prompt.scrollIntoView(to_js({"block": "nearest"}))
