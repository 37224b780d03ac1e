"""What a first-time Stad en Land player gets (issue 10): the squares the hint layer marks,
"how this step works" with the rule id it explains, and the legend of the board's symbols
(each drawn by CSS, ``style.css``). Read from the legal moves as data and the view only."""

from __future__ import annotations

from collections.abc import Sequence

from core.protocol import MoveData

from ... import dom
from ...contract import StepHelp
from .input import anchors
from .texts import fmt_square, t


def hint_targets(moves: Sequence[MoveData], view: dict, selected: str | None) -> list[str]:
    """The squares a tap does something on (the hint layer marks them): with an anchor
    selected, the squares its segment can go to; otherwise every square a tap would select,
    i.e. where a segment may start (the listed order)."""
    starts = anchors(moves)
    if selected is not None and selected in starts:
        return list(starts[selected])
    return list(starts)


def step_help(moves: Sequence[MoveData], view: dict, selected: str | None,
              lang: str) -> StepHelp | None:
    """How the current step works, and the rule id it explains (None when nobody moves)."""
    seat = view.get("to_move")
    if seat is None or view.get("over"):
        return None
    cities = view["cities"]
    if all(m.verb == "pass" for m in moves):
        if not moves:
            return None
        return StepHelp(t(lang, "sel_help_pass"), "stad-en-land/pass")
    ends = view["open_ends"][seat]
    if ends:
        return StepHelp(t(lang, "sel_help_forced", sq=fmt_square(ends[0], cities)),
                        "stad-en-land/forced-continuation")
    if selected is not None:
        return StepHelp(t(lang, "sel_help_target", sq=fmt_square(selected, cities)),
                        "stad-en-land/segment")
    left = t(lang, "sel_left_1") if view["left"] == 1 else t(lang, "sel_left_n", n=view["left"])
    return StepHelp(t(lang, "sel_help_start", left=left), "stad-en-land/no-new-warehouse")


#: The legend's symbols (a CSS class ``sel-sym-<name>`` in style.css) and their texts.
LEGEND = ("city", "capital", "route-0", "route-1", "open-end", "removed", "selected", "target",
          "hint")


def legend(lang: str, view: dict | None = None) -> list:
    """One list of the symbols the board draws, each a small styled span and its meaning."""
    el = dom.el
    return [el("ul", {"class": "legend-list sel-legend"},
               [el("li", {"class": "legend-item"},
                   el("span", {"class": f"sel-sym sel-sym-{name}", "aria-hidden": "true"}),
                   el("span", {"text": t(lang, "sel_leg_" + name.replace("-", "_"))}))
                for name in LEGEND])]
