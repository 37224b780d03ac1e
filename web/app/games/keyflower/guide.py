"""What a first-time player gets: the hint layer's targets, "how this step works" (with its
rule id) and the legend of the board's marks."""

from __future__ import annotations

from ... import dom
from ...contract import StepHelp
from . import input as inputs
from .texts import t

el = dom.el

RULE = {"play": "keyflower/turn", "work": "keyflower/transport", "boats": "keyflower/boats",
        "build": "keyflower/village", "offer": "keyflower/offer", "final": "keyflower/final"}


def hint_targets(view: dict, moves: inputs.Moves, selected: str | None) -> list[str]:
    """The board names whose tap does something now."""
    return inputs.targets(view, moves, inputs.parse(selected))


def step_help(view: dict, moves: inputs.Moves, selected: str | None, lang: str) -> StepHelp | None:
    phase = inputs.phase_of(view, moves)
    if phase not in RULE:
        return None
    return StepHelp(t(lang, "kf_help_" + phase), RULE[phase])


LEGEND = ("target", "focus", "chip", "flat", "crown", "road", "water", "up", "res")


def legend(lang: str) -> list:
    items = [el("li", {"class": "legend-item"},
                el("span", {"class": f"kf-sym kf-sym-{name}", "aria-hidden": "true"}),
                el("span", {"text": t(lang, "kf_legend_" + name)}))
             for name in LEGEND]
    return [el("ul", {"class": "legend-list kf-legend"}, items)]
