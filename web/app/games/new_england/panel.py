"""New England's panels: the game panel (phase, the buttons for the core's legal moves, the
offer, bag and deck, every family) and the result panel. Buttons carry
``data-action="game"`` and the text of a listed move (or ``rotate``, ``terrain p``,
``confirm``; ``""`` on a disabled button) as ``data-arg``; ``input.action`` says what they do. Limits, VP and the tie-break come from the
view (``turn.purchases_left``, ``card_vp``, ``offer_sizes``, ``chips``, ``tie_break``)."""

from __future__ import annotations

from ...frame import Frame
from ... import dom
from . import input as inputs
from .texts import item_name, item_text, t, terrain, tn

def _btn(text: str, arg: str, testid: str, enabled: bool = True, cls: str = "btn",
         **extra: str | None):
    """A game button; ``extra`` attributes with ``_`` for ``-`` (``aria_label``)."""
    attrs: dict[str, object] = {"type": "button", "class": cls, "action": "game", "arg": arg,
                                "testid": testid, "text": text, "disabled": not enabled}
    attrs.update({key.replace("_", "-"): value for key, value in extra.items()})
    return dom.el("button", attrs)


# -- the game panel -------------------------------------------------------------------------------
def build_panel(frame: Frame, selected, lang: str, seat_label, flash: bool = False):
    """The game panel; ``flash``: the prompt flashes once (a tap on the board did nothing
    while the step is done here)."""
    el = dom.el
    view, moves = frame.view, frame.moves
    out = []
    box = _actions(view, moves, selected, lang, seat_label)
    if box is not None:
        if flash:
            box.classList.add("flash")
        out.append(box)
    if view["offer"]:
        out.append(_offer(view, moves, lang))
    out.append(el("p", {"class": "ne-supply", "testid": "ne-supply",
                        "text": t(lang, "ne_supply", tiles=tn(lang, "ne_n_tiles", view["bag"]["total"]),
                                  s=view["bag"]["s"], p=view["bag"]["p"], c=view["bag"]["c"],
                                  cards=tn(lang, "ne_n_cards", view["deck"]))}))
    # the family to move sees the cards in its own barns (others see them face down)
    own = frame.actor
    out.append(_families(view, lang, seat_label, own))
    return out


def _counted(moves: inputs.Moves, verb: str) -> dict[int, str]:
    """count -> the text of the listed ``verb`` move naming it (offer, bid, buy)."""
    return {m.count: m.text for m in moves if m.verb == verb and m.count is not None}


def _actions(view: dict, moves: inputs.Moves, selected, lang: str, seat_label):
    el = dom.el
    if not moves:
        return None
    phase = view["phase"]
    turn = view.get("turn") or {}
    pending = turn.get("pending")
    rows = []
    if phase == "start":
        sel = (selected or "").split(":")
        chosen = sel[1] if len(sel) > 1 else None
        left = view["families"][view["to_move"]]["start_tiles"]
        rows.append(el("p", {"class": "ne-hint", "text": t(lang, "ne_start_hint", n=len(left))}))
        rows.append(el("div", {"class": "ne-buttons", "role": "group", "aria-label": t(lang, "ne_start_pick")},
                       [_btn(terrain(x, lang), "terrain " + x, f"ne-terrain-{x}",
                             cls="btn ne-terrain ne-t-" + x + (" primary" if x == chosen else ""),
                             aria_pressed="true" if x == chosen else "false")
                        for x in inputs.start_terrains(moves)]))
        rule = view.get("start_rule")
        if rule:
            rows.append(el("p", {"class": "hint", "text": t(lang, "ne_start_rule_" + rule)}))
    elif phase == "announce":
        rows.append(el("p", {"class": "ne-hint", "text": t(lang, "ne_announce_hint")}))
        offers = _counted(moves, "offer")
        rows.append(el("div", {"class": "ne-buttons"},
                       [_btn(str(k), offers.get(k, ""), f"ne-offer-{k}", k in offers, "btn ne-num")
                        for k in view["offer_sizes"]]))
    elif phase == "bid":
        rows.append(el("p", {"class": "ne-hint", "text": t(lang, "ne_bid_hint")}))
        holders = {f["chip"]: f["seat"] for f in view["families"] if f["chip"]}
        bids = _counted(moves, "bid")
        rows.append(el("div", {"class": "ne-buttons ne-chips"},
                       [_btn(str(v), bids.get(v, ""), f"ne-bid-{v}", v in bids,
                             "btn ne-chip" + (f" taken seat-{holders[v]}" if v in holders else ""),
                             title=t(lang, "ne_chip_taken", name=seat_label(holders[v])) if v in holders else None)
                        for v in view["chips"]["values"]]))
    elif pending:
        rows.append(el("p", {"class": "ne-hint ne-pending", "testid": "ne-pending",
                             "text": t(lang, "ne_pending", item=item_text(pending["item"], view["card_vp"].get(pending["item"]), lang))}))
        if "orientations" in pending and inputs.can_develop(moves):
            ks = inputs.rotations(view)
            sel = (selected or "").split(":")
            k = int(sel[1]) if len(sel) > 1 and sel[1].isdigit() else (ks[0] if ks else 0)
            count = sum(1 for p in pending["placements"] if p.get("orientation") == k)
            rows.append(el("p", {"class": "hint", "testid": "ne-rotation",
                                 "text": t(lang, "ne_rotation", i=(ks.index(k) + 1) if k in ks else 1,
                                           n=len(ks), count=count, total=len(pending["placements"]))}))
            rows.append(el("div", {"class": "ne-buttons"},
                           _btn("⟲ " + t(lang, "ne_rotate_back"), "rotate-back", "ne-rotate-back", len(ks) > 1),
                           _btn("⟳ " + t(lang, "ne_rotate"), "rotate", "ne-rotate", len(ks) > 1),
                           _btn(t(lang, "ne_confirm"), "confirm", "ne-confirm", len(sel) > 2, "btn primary")))
            rows.append(el("p", {"class": "hint", "text": t(lang, "ne_develop_hint")}))
        elif all(m.verb == "store" for m in moves):
            rows.append(el("p", {"class": "hint", "text": t(lang, "ne_store_hint")}))
        elif pending["kind"] == "tile":
            rows.append(el("p", {"class": "hint", "text": t(lang, "ne_tile_hint")}))
        else:
            rows.append(el("p", {"class": "hint", "text": t(lang, "ne_figure_hint")}))
        stores = inputs.by_verb(moves, "store")
        if stores:
            rows.append(el("div", {"class": "ne-buttons"},
                           [_btn(t(lang, "ne_store", plot=m.squares[0]), m.text, "ne-store-" + m.squares[0])
                            for m in stores]))
    elif phase == "buy":
        extras = inputs.by_verb(moves, "extra")
        if extras:
            rows.append(el("div", {"class": "ne-bonus", "testid": "ne-ship-bonus"},
                           el("p", {"class": "ne-hint", "text": t(lang, "ne_bonus_hint")}),
                           el("div", {"class": "ne-buttons"},
                              [_btn(t(lang, "ne_extra_" + m.option("item")), m.text,
                                    "ne-extra-" + m.option("item"))
                               for m in extras])))
        rows.append(el("p", {"class": "ne-hint", "text": t(lang, "ne_buy_hint", price=turn["price"],
                                                            n=turn["purchases_left"])}))
        takes = inputs.takes(moves)
        if takes:
            own = {b["plot"]: b["card"] for b in view["families"][view["to_move"]]["barns"]}
            rows.append(el("div", {"class": "ne-buttons"},
                           [_btn(t(lang, "ne_take", plot=plot,
                                   item=item_name(own[plot], lang)
                                   if own.get(plot) not in ("", "hidden", None)
                                   else t(lang, "ne_card")), m.text, "ne-take-" + plot)
                            for plot, m in takes.items()]))
        if inputs.move_sources(moves):
            rows.append(el("p", {"class": "hint", "text": t(lang, "ne_move_hint")}))
        done = inputs.by_verb(moves, "done")
        if done:
            income = view["families"][view["to_move"]]["income"]
            rows.append(el("div", {"class": "ne-buttons"},
                           _btn(t(lang, "ne_done", income=income), done[0].text, "ne-done", True, "btn primary")))
    if not rows:
        return None
    return el("div", {"class": "ne-actions prompt", "testid": "ne-actions"}, rows)


def _offer(view: dict, moves: inputs.Moves, lang: str):
    el = dom.el
    buyable = view["phase"] == "buy" and not ((view.get("turn") or {}).get("pending"))
    buys = _counted(moves, "buy")
    items = []
    for o in view["offer"]:
        text = item_text(o["item"], view["card_vp"].get(o["item"]), lang)
        label = el("span", {"class": "ne-item", "text": text})
        space = el("span", {"class": "ne-space", "text": t(lang, "ne_space_" + o["space"], n=o["slot"])})
        if buyable and o["item"]:
            ok = o["slot"] in buys
            control = _btn(t(lang, "ne_buy"), buys.get(o["slot"], ""), f"ne-buy-{o['slot']}", ok, "btn small" + (" primary" if ok else ""),
                           aria_label=t(lang, "ne_buy_label", item=text, n=o["slot"]))
        else:
            control = None
        items.append(el("li", {"class": "ne-offer-item " + (o["kind"] or "gone"),
                               "testid": f"ne-slot-{o['slot']}"}, space, label, control))
    # a group: the arrows go along its Buy buttons, so any is a Tab or two from the board
    # (issue 24: at most 3 Tabs between steps; the fourth and later needed 4 and more)
    title = tn(lang, "ne_offer_title", view["announced"])
    return el("section", {"class": "ne-offer", "role": "group", "aria-label": title},
              el("h3", {"class": "panel-title", "text": title}),
              el("ol", {"class": "ne-offer-list"}, items))


def _families(view: dict, lang: str, seat_label, own: dict | None = None):
    el = dom.el
    rows = []
    for f in view["families"]:
        seat = f["seat"]
        if own is not None and own["seat"] == seat:
            f = own["families"][seat]
        figs = f["figures"]
        barns = [t(lang, "ne_barn_hidden", plot=b["plot"]) if b["card"] == "hidden"
                 else t(lang, "ne_barn_card", plot=b["plot"], item=item_name(b["card"], lang)) if b["card"]
                 else t(lang, "ne_barn_empty", plot=b["plot"]) for b in f["barns"]]
        bits = [t(lang, "ne_fam_money", n=f["money"]), t(lang, "ne_fam_vp", n=f["score"]),
                t(lang, "ne_fam_figures", p=figs["pilgrim"], b=figs["barn"], s=figs["ship"]),
                tn(lang, "ne_fam_cards", len(f["cards"]))]
        if f["chip"]:
            bits.append(t(lang, "ne_fam_chip", n=f["chip"]) + (" ✓" if f["chip_returned"] else ""))
        if view["phase"] == "start":
            bits.append(t(lang, "ne_fam_start", list=", ".join(terrain(x, lang) for x in f["start_tiles"]) or "-"))
        cls = "ne-family" + (" to-move" if view["to_move"] == seat else "")
        rows.append(el("li", {"class": cls, "testid": f"ne-family-{seat}"},
                       el("div", {"class": "ne-fam-head"},
                          dom.colour_dot(seat),
                          el("span", {"class": "ne-fam-name", "text": seat_label(seat)}),
                          el("span", {"class": "ne-start-stone", "text": "★", "title": t(lang, "ne_start_stone")})
                          if view["start_player"] == seat else None),
                       el("div", {"class": "ne-fam-bits", "text": " · ".join(bits)}),
                       el("div", {"class": "ne-fam-barns", "text": "; ".join(barns)}) if barns else None))
    return el("section", {"class": "ne-families"},
              el("h3", {"class": "panel-title", "text": t(lang, "ne_families")}),
              el("ul", {"class": "ne-family-list"}, rows))


# -- the result ------------------------------------------------------------------------------------
def build_result(frame: Frame, names: list[str], seat_label, lang: str):
    el = dom.el
    view = frame.final or frame.view
    winners = view["winners"]
    if len(winners) == 1:
        head = t(lang, "result_wins", name=seat_label(winners[0]))
    else:
        head = t(lang, "ne_shared_win", names=", ".join(seat_label(s) for s in winners))
    seats = []
    for f in view["families"]:
        s = f["seat"]
        cats = " · ".join(f"{t(lang, 'ne_cat_' + k)}: {v}" for k, v in f["breakdown"].items())
        seats.append(el("li", {"class": "result-seat" + (" winner" if s in winners else ""),
                               "testid": f"result-seat-{s}"},
                        dom.colour_dot(s),
                        el("span", {"class": "result-name", "text": seat_label(s)}),
                        el("span", {"class": "result-score", "text": str(f["score"])}),
                        el("span", {"class": "result-cats",
                                    "text": cats + " · " + t(lang, "ne_fam_money", n=f["money"])})))
    tie = view["tie_break"]
    top = tie["top"]
    if tie["reason"] == "most-vp":
        reason = t(lang, "ne_most_vp", vp=top)
    elif tie["reason"] == "money":
        reason = t(lang, "ne_tie_money", vp=top, names=", ".join(seat_label(s) for s in tie["tied"]))
    else:
        reason = t(lang, "ne_tie_shared", vp=top)
    head_cells = [el("th", {"scope": "col", "text": t(lang, "ne_col_family")})]
    head_cells += [el("th", {"scope": "col", "text": t(lang, "ne_cat_" + k)}) for k in ("cards", "pilgrims", "barns", "ships")]
    head_cells += [el("th", {"scope": "col", "text": t(lang, "ne_col_total")}),
                   el("th", {"scope": "col", "text": t(lang, "ne_col_money")})]
    body = [el("tr", {"class": "winner" if f["seat"] in winners else ""},
               el("th", {"scope": "row", "text": seat_label(f["seat"])}),
               [el("td", {"text": str(f["breakdown"][k])}) for k in ("cards", "pilgrims", "barns", "ships")],
               el("td", {"text": str(f["score"])}), el("td", {"text": str(f["money"])}))
            for f in view["families"]]
    return [
        el("h2", {"class": "result-head", "testid": "result-winner", "text": head}),
        el("ul", {"class": "result-seats"}, seats),
        el("div", {"class": "result-reason", "testid": "result-reason"}, el("p", {"text": reason})),
        el("div", {"class": "ne-table-wrap"},
           el("table", {"class": "ranks ne-breakdown", "testid": "ne-breakdown"},
              el("caption", {"text": t(lang, "ne_breakdown_caption")}),
              el("thead", None, el("tr", None, head_cells)), el("tbody", None, body))),
        el("p", {"class": "result-end", "text": t(lang, "ne_end_" + (view["end_reason"] or "no-offer").replace("-", "_"))}),
    ]
