"""What a first-time player gets: the hint layer's targets, "how this step works" (with its
rule id) and the legend of the board's marks."""

from __future__ import annotations

from ... import dom
from ...contract import StepHelp
from . import input as inputs
from .texts import t

el = dom.el


def hint_targets(board_squares: list[str], view: dict, moves: inputs.Moves,
                 selected: str | None) -> list[str]:
    """The places whose tap does something now: the targets or spots the board lists."""
    if not moves:
        return []
    return board_squares


def step_help(view: dict, moves: inputs.Moves, selected: str | None, lang: str) -> StepHelp | None:
    if not moves:
        return None
    phase = view["phase"]
    s = inputs.parse(selected)
    if phase == "draft":
        return StepHelp(t(lang, "cc_help_draft"), "carcassonne/half-draft")
    if s.confirmed:
        return StepHelp(t(lang, "cc_help_follower"), "carcassonne/follower")
    if s.name and view["tiles"].get(s.name, {}).get("half"):
        return StepHelp(t(lang, "cc_help_half"), "carcassonne/half-place")
    if phase == "choose" and not s.name:
        return StepHelp(t(lang, "cc_help_choose"), "carcassonne/half-turn")
    return StepHelp(t(lang, "cc_help_place"), "carcassonne/place")


LEGEND = ("target", "preview", "spot", "last", "scored", "meeple", "pennant")


def legend(lang: str) -> list:
    items = [el("li", {"class": "legend-item"},
                el("span", {"class": f"cc-sym cc-sym-{name}", "aria-hidden": "true"}),
                el("span", {"text": t(lang, "cc_legend_" + name)}))
             for name in LEGEND]
    return [el("ul", {"class": "legend-list cc-legend"}, items)]
