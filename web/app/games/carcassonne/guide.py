"""What a first-time player gets: "how this step works" (with its rule id) and the legend of
the board's marks. The hint layer's targets are the board's own tappable places
(``Board.squares``), which the renderer asks the board for."""

from __future__ import annotations

from ... import dom
from ...contract import StepHelp
from . import input as inputs
from .texts import t

el = dom.el


def step_help(moves: inputs.Moves, view: dict, selected: str | None, lang: str) -> StepHelp | None:
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


def legend(lang: str, view: dict | None = None) -> list:
    items = [el("li", {"class": "legend-item"},
                el("span", {"class": f"cc-sym cc-sym-{name}", "aria-hidden": "true"}),
                el("span", {"text": t(lang, "cc_legend_" + name)}))
             for name in LEGEND]
    return [el("ul", {"class": "legend-list cc-legend"}, items)]
