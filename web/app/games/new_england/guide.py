"""New England for first-time players (issue 10): the plots the hint layer marks
(:func:`hint_targets`), "how this step works" with the rule it explains (:func:`step_help`),
what a tap on the board says while the step is done in the panel (:func:`nudge`), and the
legend of every symbol the board and panel draw (:func:`legend_items`, pure; :func:`legend`,
the DOM nodes with a small sample drawn by ``paint``).

Everything is read from the legal moves (as data) and the view (the renderer decides no rule).
"""

from __future__ import annotations

from core.errors import RuleError

from ... import dom
from ...contract import StepHelp
from . import input as inputs
from . import paint
from .texts import t


def hint_targets(moves: inputs.Moves, view: dict, selected: str | None) -> list[str]:
    """The plots whose tap does something in the current step with this selection, in board
    order: the start plots of the chosen terrain (then the chosen plot's partners), the plots
    a land card's rotation covers, where a bought tile or figure may go, the barns a card may
    be stored in or taken from, the pilgrims and ships that may move (then their targets).
    Empty while the step is done in the panel (announce, bid, buying)."""
    if not moves:
        return []
    sel = inputs.normalize(selected, moves, view)
    marks = inputs.highlights(sel, moves, view)
    return sorted(set(marks["spots"]) | set(marks["area"]), key=inputs.order)


def step_help(moves: inputs.Moves, view: dict, selected: str | None, lang: str) -> StepHelp | None:
    """How the current step works and the rule id it explains; None when nobody acts."""
    if not moves or view.get("over"):
        return None
    key, rule = inputs.step(view, moves, selected)
    return StepHelp(t(lang, "ne_help_" + key), "new-england/" + rule)


def nudge(moves: inputs.Moves, view: dict) -> RuleError | None:
    """For a tap on a plot that does nothing while the step is done in the panel (announce,
    bid, buying): a message naming what to do there, under the rule of the step (the page
    shows it with its rule link); None in steps played on the board."""
    phase = view["phase"]
    if phase == "announce":
        key, rule = "announce", "offer"
    elif phase == "bid":
        key, rule = "bid", "bid"
    elif phase == "buy" and not (view.get("turn") or {}).get("pending"):
        key, rule = ("buy_move" if inputs.move_sources(moves) else "buy"), "buy"
    else:
        return None
    return RuleError("new-england/" + rule, t("nl", "ne_nudge_" + key), t("en", "ne_nudge_" + key))


#: The legend, in order: (sample, text key). The samples are drawn by :func:`draw_sample`,
#: except the panel's signs, which are characters.
LEGEND = (
    ("s", "ne_lg_s"), ("p", "ne_lg_p"), ("c", "ne_lg_c"), ("dev", "ne_lg_dev"),
    ("free", "ne_lg_free"), ("sea", "ne_lg_sea"), ("owner", "ne_lg_owner"),
    ("pilgrim", "ne_lg_pilgrim"), ("barn", "ne_lg_barn"), ("ship", "ne_lg_ship"),
    ("card", "ne_lg_card"), ("spot", "ne_lg_spot"), ("area", "ne_lg_area"),
    ("preview", "ne_lg_preview"), ("origin", "ne_lg_origin"), ("hint", "ne_lg_hint"),
    ("changed", "ne_lg_changed"), ("★", "ne_lg_stone"), ("✓", "ne_lg_returned"),
)
#: Legend samples that are characters of the panel, not drawings of the board.
SIGNS = ("★", "✓")
SAMPLE = 36  # CSS pixels


def legend_items(lang: str) -> list[tuple[str, str]]:
    """(sample, text) for every symbol, in the legend's order."""
    return [(sample, t(lang, key)) for sample, key in LEGEND]


def draw_sample(ctx, sample: str, c: float) -> None:
    """One legend sample in a ``c`` x ``c`` cell at the origin, drawn as the board draws it."""
    if sample in ("s", "p", "c"):
        paint.terrain(ctx, sample, False, 0, 0, c)
    elif sample in ("dev", "changed"):
        paint.terrain(ctx, "p", True, 0, 0, c)
        if sample == "changed":
            paint.changed(ctx, 0, 0, c, 0.0)
    elif sample == "owner":  # the yellow family on a crop field: the marker still reads
        paint.terrain(ctx, "c", False, 0, 0, c)
        paint.owner(ctx, 2, 0, 0, c)
    elif sample in ("pilgrim", "barn", "ship", "card"):
        paint.terrain(ctx, "p" if sample != "ship" else "s", False, 0, 0, c)
        paint.figure(ctx, "barn" if sample == "card" else sample, 1, 0, 0, c)
        if sample == "card":
            paint.barn_card(ctx, 0, 0, c)
    else:
        paint.free_plot(ctx, 0, 0, c, 0, 1)
        if sample == "sea":
            paint.sea(ctx, 0, 0, c, c * 0.4)
            ctx.fillStyle = paint.SAND
            ctx.fillRect(0, c * 0.4, c, c * 0.12)
        elif sample in ("spot", "area", "preview", "origin", "hint"):
            getattr(paint, sample)(ctx, 0, 0, c)


def legend(lang: str, view: dict | None = None) -> list:
    """The legend's DOM nodes: a list of samples (small canvases, or the panel's sign) with
    their texts."""
    rows = []
    for sample, text in legend_items(lang):
        if sample in SIGNS:
            pic = dom.el("span", {"class": "ne-legend-sign", "aria-hidden": "true", "text": sample})
        else:
            pic = dom.el("canvas", {"class": "ne-legend-sample", "aria-hidden": "true",
                                    "width": SAMPLE * 2, "height": SAMPLE * 2})
            ctx = pic.getContext("2d")
            ctx.scale(2, 2)
            draw_sample(ctx, sample, SAMPLE)
        rows.append(dom.el("li", {"class": "ne-legend-item", "testid": f"ne-legend-{sample}"
                                  if sample not in SIGNS else None},
                           pic, dom.el("span", {"text": text})))
    return [dom.el("ul", {"class": "ne-legend", "testid": "ne-legend"}, rows)]
