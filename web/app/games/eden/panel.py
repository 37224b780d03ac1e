"""Eden's panels: beside the board: the players (fertility, income, hand sizes), deck and bank
pool, the hand and mana of the seat holding the device (only when the view contains them),
the cultivation preview with its cost, and the conquest / bidding dialog.

Buttons carry ``data-action="game"`` and a ``data-arg`` (the page's words, ``"sell L3"``)
that ``input.action`` reads; only buttons whose move is listed (``frame.moves``, found by
verb, squares and tiles) are enabled (the list is empty unless the seat to move has taken the
device). In a conquest the attacker's Sell and Buy buttons stay live (the core lists his
trades among the conquest moves) and the bidding stepper follows his mana through the listed
``bid`` moves. The bidding leader, the payments and a placement's rising squares and cost are
the view's (``conquest``, ``placements``). Also the result panel (:func:`build_result`).
"""

from __future__ import annotations

import functools

from core.protocol import MoveData

from ...frame import Frame
from ... import dom
from . import input as inputs
from .texts import t, tn

el = dom.el


def _button(label: str, arg: str, testid: str, enabled: bool = True, cls: str = "btn small"):
    return el("button", {"type": "button", "class": cls, "action": "game", "arg": arg,
                         "testid": testid, "disabled": not enabled, "text": label})


def shape_icon(cells) -> object:
    """A small grid picture of a cultivation shape (row 1 at the bottom): one element, its
    filled cells painted by its background (:func:`_shape_style`), not one element per cell
    (a panel shows a dozen shapes, remade at every selecting tap: issue 23)."""
    return el("span", {"class": "shape", "aria-hidden": "true",
                       "style": _shape_style(tuple((x, y) for x, y in cells))})


@functools.lru_cache(maxsize=256)
def _shape_style(cells: tuple[tuple[int, int], ...]) -> str:
    """The size and background of a shape's picture: a 9 px square per filled cell, 1 px
    apart, row 1 at the bottom (drawn data only: the same cells, the same string)."""
    w = max(x for x, _ in cells) + 1
    h = max(y for _, y in cells) + 1
    layers = ", ".join(f"linear-gradient(var(--shape-on), var(--shape-on)) {10 * x}px "
                       f"{10 * (h - 1 - y)}px / 9px 9px no-repeat" for x, y in sorted(set(cells)))
    return f"width: {10 * w - 1}px; height: {10 * h - 1}px; background: {layers}"


def build_panel(frame: Frame, selected, lang: str, seat_label) -> list:
    view, moves = frame.view, frame.moves
    # the current step's box comes first, right under the board (on a phone the board stays
    # in view above it: issue 10); it carries the class "prompt"
    parts = []
    c = view.get("conquest")
    if c is not None:
        parts.append(_conquest(view, c, moves, selected, lang, seat_label))
    if "hand" in view:
        parts.append(_hand(view, moves, selected, lang, prompt=c is None))
    elif not view["over"]:
        parts.append(el("p", {"class": "hint", "testid": "hand-hidden", "text": t(lang, "eden_hands_hidden")}))
    parts.append(_players(view, lang, seat_label))
    parts.append(_pool(view, moves, lang))
    return parts


def _players(view: dict, lang: str, seat_label):
    rows = []
    for seat, s in enumerate(view["seats"]):
        cls = "eden-seat" + (" to-move" if seat == view["to_move"] else "")
        rows.append(el("li", {"class": cls, "testid": f"eden-seat-{seat}"},
                       dom.colour_dot(seat),
                       el("span", {"class": "eden-name", "text": seat_label(seat)}),
                       el("span", {"class": "eden-stat", "title": t(lang, "eden_fertility"),
                                   "text": t(lang, "eden_pts", n=s["fertility"])}),
                       el("span", {"class": "eden-stat", "text": t(lang, "eden_income_n", n=s["income"])}),
                       el("span", {"class": "eden-stat", "text": tn(lang, "eden_cards_n", s["hand_size"])})))
    return el("section", {"class": "eden-box"},
              el("h2", {"class": "panel-title", "text": t(lang, "eden_players")}),
              el("ul", {"class": "eden-seats"}, rows),
              el("p", {"class": "hint", "testid": "eden-deck",
                       "text": tn(lang, "eden_deck_line", view["deck"])}))


def _hand(view: dict, moves: tuple[MoveData, ...], selected, lang: str, prompt: bool = False):
    """The hand and mana of the seat holding the device; with a card picked its placement
    preview comes first (the prompt: rotate, cancel, Cultivate), else the hand is the prompt."""
    sel = inputs.parse_selection(selected, view)
    waters = [c for c in view["hand"] if c not in view["cards"]]
    shapes = [c for c in view["hand"] if c in view["cards"]]
    water_buttons = [_button(c, f"water {c}", f"hand-{c}", inputs.listed(moves, "water", (c,)) is not None,
                             "btn small chip water")
                     for c in waters]
    shape_items = []
    for i, c in enumerate(shapes):
        info = view["cards"][c]
        picked = bool(sel) and sel[0] in ("card", "grow") and (
            inputs.card_rotation(sel, view)[0] == c)
        # in a conquest no card can be played, so "fits nowhere" would say nothing
        can = view.get("conquest") is not None or inputs.listed(moves, "grow", tiles=(c,)) is not None
        pick = el("button", {"type": "button", "class": "btn small chip shape-card" + (" picked" if picked else ""),
                             "action": "game", "arg": f"card {c}", "testid": f"hand-{c}",
                             "aria-pressed": "true" if picked else "false",
                             # no cultivation in a conquest; its Sell button still works
                             "disabled": not moves or view.get("conquest") is not None,
                             "title": t(lang, "eden_pick_card")},
                  shape_icon(info["cells"]), el("span", {"text": c}),
                  el("span", {"class": "chip-note", "text": "" if can else t(lang, "eden_no_place")}))
        shape_items.append(el("span", {"class": "shape-item"}, pick,
                              _button(t(lang, "eden_sell", n=info["sell"]), f"sell {c}", f"sell-{c}-{i}",
                                      inputs.listed(moves, "sell", tiles=(c,)) is not None,
                                      "btn small ghost")))
    growing = bool(sel) and sel[0] in ("card", "grow")
    preview = _grow_preview(view, sel, lang, prompt) if growing else None
    box = el("section", {"class": "eden-box hand" + (" prompt" if prompt and not growing else ""),
                         "testid": "hand"},
             el("h2", {"class": "panel-title", "text": t(lang, "eden_your_hand")}),
             el("p", {"class": "mana", "testid": "mana", "text": t(lang, "eden_mana", n=view["mana"])}),
             preview,
             el("div", {"class": "chips"}, water_buttons or el("span", {"class": "hint", "text": t(lang, "eden_no_water")})),
             # a group: the arrows go along the cards and their Sell buttons, so any card is
             # Tab and Shift+Tab from the board (issue 24: at most 3 Tabs between steps)
             el("div", {"class": "chips", "role": "group", "aria-label": t(lang, "eden_your_hand")},
                shape_items) if shape_items else None)
    if view.get("conquest") is None and moves:
        box.appendChild(el("div", {"class": "row-actions"},
                            _button(t(lang, "pass"), "pass", "eden-pass", inputs.has_verb(moves, "pass"), "btn"),
                            _button(t(lang, "eden_end_turn"), "end", "eden-end", inputs.has_verb(moves, "end"),
                                    "btn primary")))
        hint = "eden_hint_water" if inputs.has_verb(moves, "water") else None
        if hint and not sel:
            box.appendChild(el("p", {"class": "hint", "text": t(lang, hint)}))
    return box


def _grow_preview(view, sel, lang, prompt: bool):
    info = inputs.placement(view, sel[1]) if sel[0] == "grow" else None
    if info is None or "cost" not in info:
        card, rot = inputs.card_rotation(sel, view)
        n = len(inputs.legal_grows(view, card, rot))
        text = tn(lang, "eden_place_n", n)
        confirm = None
    else:
        text = t(lang, "eden_grow_cost", squares=", ".join(info["rising"]), cost=info["cost"])
        confirm = _button(t(lang, "eden_confirm", cost=info["cost"]), "confirm", "grow-confirm", True, "btn primary")
    return el("div", {"class": "grow-preview" + (" prompt" if prompt else ""), "testid": "grow-preview"},
              el("p", {"class": "grow-text", "testid": "grow-text", "text": text}),
              el("div", {"class": "row-actions"},
                 # Rotate and Cancel: a group of choices, not the step's main button, so
                 # after either the board has the focus back and Tab from it goes straight
                 # to Cultivate (keyboard.to_prompt; issue 24)
                 el("span", {"class": "eden-turn", "role": "group", "aria-label": t(lang, "eden_card_picked")},
                    _button("⟳ " + t(lang, "eden_rotate"), "rotate", "rotate", True, "btn"),
                    _button(t(lang, "eden_cancel"), "cancel", "grow-cancel", True, "btn")),
                 confirm))


def _pool(view: dict, moves: tuple[MoveData, ...], lang: str):
    items = []
    for i, c in enumerate(view["pool"]):
        info = view["cards"][c]
        items.append(el("span", {"class": "shape-item"},
                        el("span", {"class": "chip pool-card"}, shape_icon(info["cells"]), el("span", {"text": c})),
                        _button(t(lang, "eden_buy", n=info["buy"]), f"buy {c}", f"buy-{c}-{i}",
                                inputs.listed(moves, "buy", tiles=(c,)) is not None,
                                "btn small ghost")))
    return el("section", {"class": "eden-box", "testid": "pool"},
              el("h2", {"class": "panel-title", "text": t(lang, "eden_pool")}),
              el("div", {"class": "chips"}, items or el("span", {"class": "hint", "text": t(lang, "eden_pool_empty")})))


def _conquest(view, c, moves, selected, lang, seat_label):
    att, dfd = c["attacker"], c["defender"]
    lines = [el("p", {"text": t(lang, "eden_cq_attack", who=seat_label(att), squares=", ".join(c["attackers"]),
                                pts=c["attack_points"])})]
    if c["targets"]:
        lines.append(el("p", {"text": t(lang, "eden_cq_targets", who=seat_label(dfd), squares=", ".join(c["targets"]),
                                      pts=c["defense_points"])}))
    else:
        lines.append(el("p", {"class": "hint", "text": t(lang, "eden_cq_choose")}))
    if c["bids"]:
        lines.append(el("p", {"testid": "cq-rate", "text": t(lang, "eden_cq_rate", rate=c["rate"],
                                                              who=seat_label(c["leader"]))}))
        lines.append(el("p", {"class": "cq-costs", "testid": "cq-costs",
                              "text": t(lang, "eden_cq_costs", att=seat_label(att), dfd=seat_label(dfd),
                                        a=c["attacker_cost"], d=c["defender_cost"], rate=c["rate"])}))
    actions = []
    rate = inputs.current_rate(moves, selected, view)
    costs = {b["rate"]: b for b in c.get("bid_costs", [])}
    if moves:
        if rate is not None and rate in costs:
            bid = costs[rate]
            actions.append(el("div", {"class": "stepper"},
                              _button("−5", "rate-", "rate-down", True, "btn small"),
                              el("span", {"class": "rate", "testid": "rate", "text": str(rate)}),
                              _button("+5", "rate+", "rate-up", True, "btn small"),
                              _button(t(lang, "eden_bid", rate=rate), "bid", "bid", True, "btn primary")))
            actions.append(el("p", {"class": "hint", "testid": "bid-cost",
                                    "text": t(lang, "eden_bid_cost", rate=rate, pts=bid["points"],
                                              cost=bid["cost"])}))
        row = []
        if inputs.has_verb(moves, "accept"):
            row.append(_button(t(lang, "eden_accept"), "accept", "accept", True, "btn"))
        if inputs.has_verb(moves, "skip"):
            row.append(_button(t(lang, "eden_skip"), "skip", "skip", True, "btn"))
        actions.append(el("div", {"class": "row-actions"}, row))
        if inputs.has_verb(moves, "with", "target"):
            actions.append(el("p", {"class": "hint", "text": t(lang, "eden_cq_tap")}))
        if inputs.has_verb(moves, "sell", "buy"):
            actions.append(el("p", {"class": "hint", "testid": "cq-trade", "text": t(lang, "eden_cq_trade")}))
    return el("section", {"class": "eden-box conquest prompt", "testid": "conquest", "role": "group",
                          "aria-label": t(lang, "eden_conquest")},
              el("h2", {"class": "panel-title", "text": t(lang, "eden_conquest")}), lines, actions)


def build_result(frame: Frame, names: list[str], seat_label, lang: str):
    el = dom.el
    view = frame.final or frame.view
    assert frame.outcome is not None
    winners = view["winners"]
    headline = t(lang, "result_wins", name=seat_label(winners[0])) if len(winners) == 1 \
        else t(lang, "result_draw")
    breakdown = frame.outcome.breakdown
    seats = []
    for seat, score in enumerate(view["scores"]):
        cats = " · ".join(t(lang, "eden_cat", v=k.split()[1], n=v // int(k.split()[1]), pts=v)
                          for k, v in breakdown[seat].items() if v)
        seats.append(el("li", {"class": "result-seat" + (" winner" if seat in winners else ""),
                                "testid": f"result-seat-{seat}"},
                        dom.colour_dot(seat),
                        el("span", {"class": "result-name", "text": seat_label(seat)}),
                        el("span", {"class": "result-score", "text": str(score)}),
                        el("span", {"class": "result-cats", "text": cats or t(lang, "eden_no_cards")})))
    return [el("h2", {"class": "result-head", "testid": "result-winner", "text": headline}),
            el("ul", {"class": "result-seats"}, seats),
            el("p", {"class": "result-end", "testid": "result-reason",
                     "text": t(lang, "eden_end_" + (view["end_reason"] or "twenty"))})]
