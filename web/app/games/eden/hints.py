"""Eden's help for first-time players: which squares the hint layer marks
(:func:`hint_targets`), the "how this step works" text with the rule it explains
(:func:`step_help`), both read from the moves and the view only, and the legend of the
board's symbols (:func:`legend`, DOM nodes).

The targets are exactly the squares whose tap does something in the current step, read from
the view of the seat to move and the listed moves as data (nothing here decides a rule):

* a cultivation card picked (``card`` or ``grow`` selection): every square covered by a legal
  placement of that card in the selected rotation (a tap there lays the card);
* a conquest while attackers or targets may be added: the squares of the legal ``with`` and
  ``target`` moves;
* otherwise the squares of the legal ``water`` moves (irrigation).

Targets come in the board's reading order (row 7 first, columns A-G), so the list is
deterministic.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.protocol import MoveData

from ... import dom
from ...contract import StepHelp
from . import input as inputs
from .texts import t

el = dom.el


def reading_order(view: dict, squares) -> list[str]:
    """``squares`` (any iterable, duplicates allowed) in the board's reading order."""
    grid = view["grid"]
    wanted = set(squares)
    return [f"{col}{row}" for row in range(grid["rows"], 0, -1) for col in grid["columns"]
            if f"{col}{row}" in wanted]


def hint_targets(moves: Sequence[MoveData], view: dict, selected: str | None) -> list[str]:
    """The squares a tap acts on now (see the module docstring); empty when the seat to move
    has not taken the device (``moves`` empty) or the step is played in the panel only."""
    if not moves:
        return []
    if inputs.has_verb(moves, "with", "target", "accept"):
        return reading_order(view, (m.squares[0] for m in moves if m.verb in ("with", "target")))
    sel = inputs.parse_selection(inputs.keep_selection(selected, moves, view), view)
    if sel and sel[0] in ("card", "grow"):
        card, rot = inputs.card_rotation(sel, view)
        squares: list[str] = []
        for p in inputs.legal_grows(view, card, rot):
            if inputs.listed_grow(moves, card, p) is not None:
                squares += p["squares"]
        return reading_order(view, squares)
    return reading_order(view, (m.squares[0] for m in moves if m.verb == "water"))


def step_help(moves: Sequence[MoveData], view: dict, selected: str | None,
              lang: str) -> StepHelp | None:
    """How the current step works, for the seat to move (None when the game is over or
    nobody acts)."""
    if view["over"] or view["to_move"] is None:
        return None
    c = view.get("conquest")
    if c is not None:
        if c["bids"]:
            return StepHelp(t(lang, "help_auction"), "eden/bidding")
        if c["targets"]:
            return StepHelp(t(lang, "help_open_bid"), "eden/bidding")
        return StepHelp(t(lang, "help_choose"), "eden/targets")
    sel = inputs.parse_selection(inputs.keep_selection(selected, moves, view), view)
    if sel and sel[0] == "grow":
        return StepHelp(t(lang, "help_confirm"), "eden/cultivation")
    if sel and sel[0] == "card":
        return StepHelp(t(lang, "help_place"), "eden/cultivation")
    if inputs.has_verb(moves, "water") and view["played"] == "one-irrigation":
        return StepHelp(t(lang, "help_second_water"), "eden/irrigation")
    if view["played"] != "nothing":
        return StepHelp(t(lang, "help_end"), "eden/income")
    return StepHelp(t(lang, "help_turn"), "eden/turn")


#: The legend's symbols after the four landscapes (``eden-sym-<name>`` in style.css).
LEGEND = ("red", "owner", "hint", "water", "grow", "pick", "attack", "target", "changed")


def legend(lang: str, view: dict | None = None) -> list:
    """Every symbol the board draws, each a small styled span with its meaning."""
    items = [el("li", {"class": "legend-item"},
                el("span", {"class": f"eden-sym eden-sym-v{v}", "aria-hidden": "true"}),
                el("span", {"text": t(lang, "legend_value", v=v, name=t(lang, f"legend_name_{v}"),
                                      dots=t(lang, "legend_dots_one" if v == 1 else "legend_dots"))}))
             for v in (1, 2, 3, 4)]
    items += [el("li", {"class": "legend-item"},
                 el("span", {"class": f"eden-sym eden-sym-{name}", "aria-hidden": "true"}),
                 el("span", {"text": t(lang, "legend_" + name)}))
              for name in LEGEND]
    return [el("ul", {"class": "legend-list eden-legend"}, items)]
