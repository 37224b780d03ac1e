"""What a first-time player gets: the hint layer's targets, "how this step works" (with its
rule id) and the legend of the board's marks."""

from __future__ import annotations

from ... import page

from ... import dom
from ...contract import StepHelp
from . import icons, symbols
from . import input as inputs
from .expansions import EXPANSIONS, active
from .texts import t

el = dom.el

RULE = {"play": "keyflower/turn", "work": "keyflower/transport", "boats": "keyflower/boats",
        "build": "keyflower/village", "offer": "keyflower/offer", "final": "keyflower/final"}


def hint_targets(moves: inputs.Moves, view: dict, selected: str | None) -> list[str]:
    """The board names whose tap does something now."""
    return inputs.targets(view, moves, inputs.parse(selected))


def step_help(moves: inputs.Moves, view: dict, selected: str | None, lang: str) -> StepHelp | None:
    phase = inputs.phase_of(view, moves)
    if phase not in RULE:
        return None
    return StepHelp(t(lang, "kf_help_" + phase), RULE[phase])


LEGEND = ("target", "focus", "chip", "flat", "crown", "road", "water", "up")
#: The tiles' symbols in the legend, drawn by the board's own ``icons`` (``symbols.Item``s):
#: every kind a tile's plan draws has a line here or in an expansion's ``legend``
#: (``tests/web/test_keyflower_symbols.py`` checks it over every tile).
SYMBOLS: tuple[tuple[str, tuple[tuple[str, str, int], ...]], ...] = (
    ("sym_res", (("res", "wood", 1), ("res", "stone", 1), ("res", "iron", 1), ("res", "gold", 2))),
    ("sym_worker", (("worker", "blue", 1), ("worker", "red", 1), ("worker", "yellow", 1),
                    ("worker", "green", 2))),
    ("sym_skill", (("skill", "saw", 1), ("skill", "pick", 1), ("skill", "anvil", 1))),
    ("sym_any", (("res", "any", 2), ("skill", "any", 1), ("worker", "any", 3))),
    ("sym_use", (("skill", "saw", 1), ("arrow", "", 0), ("res", "wood", 3))),
    ("sym_transport", (("transport", "", 2), ("upgrade", "", 1))),
    ("sym_cost", (("up", "", 0), ("res", "wood", 1), ("res", "stone", 1))),
    ("sym_points", (("points", "", 7), ("points", "after", 3))),
    ("sym_or", (("res", "wood", 1), ("or", "", 0), ("res", "stone", 1))),
    ("sym_score", (("res", "any", 1), ("arrow", "", 0), ("vp", "", 1))),
    ("sym_loop", (("loop", "", 1), ("arrow", "", 0), ("vp", "", 1))),
    ("sym_boats", (("boat", "", 1), ("arrow", "", 0), ("ladder", "2,4…", 0))),
)
ICON = 20.0
WIDE = 4.6 * ICON


def legend(lang: str, view: dict | None = None) -> list:
    """The legend: the board's marks, the base's symbols and those of each expansion in play
    in ``view`` (``PageExpansion.legend``; all of them when no view is known)."""
    expansions = EXPANSIONS if view is None else active(view)
    items = [el("li", {"class": "legend-item"},
                el("span", {"class": f"kf-sym kf-sym-{name}", "aria-hidden": "true"}),
                el("span", {"text": t(lang, "kf_legend_" + name)}))
             for name in LEGEND]
    items += [el("li", {"class": "legend-item"}, _symbols(syms, lang),
                 el("span", {"text": t(lang, "kf_legend_" + name)}))
              for name, syms in SYMBOLS + tuple(s for ex in expansions for s in ex.legend)]
    return [el("ul", {"class": "legend-list kf-legend"}, items)]


def _symbols(syms, lang: str):
    """A small canvas with ``syms`` drawn as on the tiles."""
    row = symbols.row(list(syms), 0.0, 1000.0, ICON)
    own = 2 * max(abs(i.x) + i.size * 0.55 for i in row)
    width = max(own, WIDE)  # one width for all: the words line up
    dpr = max(1.0, min(float(page.window.devicePixelRatio or 1), 4.0))
    canvas = el("canvas", {"class": "kf-legend-sym", "aria-hidden": "true",
                           "width": int(width * dpr), "height": int(ICON * 1.3 * dpr),
                           "style": f"width: {width:.0f}px; height: {ICON * 1.3:.0f}px"})
    ctx = canvas.getContext("2d")
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
    icons.draw(ctx, row, own / 2 + 1, ICON * 0.65, lang)
    return canvas
