"""Stad en Land's panels: the game has no side panel (everything is on the board and in
the turn line), so :func:`build_panel` returns None; :func:`build_result` is the result panel
(winner, scores with breakdown, and the tie-break through the groups of cities explained).
"""

from __future__ import annotations

from ... import dom
from ...frame import Frame
from .texts import t


def build_panel(frame: Frame, selected, lang: str, seat_label) -> list | None:
    """No side panel: everything is on the board and in the turn line (the table hides the
    panel when this is None)."""
    return None


def build_result(frame: Frame, names: list[str], seat_label, lang: str):
    """The final result panel: winner, scores with breakdown, and the tie-break explained."""
    el = dom.el
    view = frame.final or frame.view
    assert frame.outcome is not None
    winners = view["winners"]
    ranks = view["ranks"]
    deciding = view["deciding_rank"]
    if len(winners) == 1:
        headline = t(lang, "result_wins", name=seat_label(winners[0]))
    else:
        headline = t(lang, "result_draw")
    breakdown = frame.outcome.breakdown
    seats = []
    for seat, score in enumerate(view["scores"]):
        cats = " · ".join(f"{t(lang, 'sel_cat_' + k.replace(' ', '_'))}: {v}"
                          for k, v in breakdown[seat].items())
        seats.append(el("li", {"class": "result-seat" + (" winner" if seat in winners else ""),
                                "testid": f"result-seat-{seat}"},
                        dom.colour_dot(seat),
                        el("span", {"class": "result-name", "text": seat_label(seat)}),
                        el("span", {"class": "result-score", "text": str(score)}),
                        el("span", {"class": "result-cats", "text": cats})))

    def group_text(g: dict) -> str:
        return t(lang, "sel_group", cities=", ".join(c.upper() for c in g["cities"]),
                 total=g["total"])

    lines = []
    if deciding is None:
        lines.append(t(lang, "sel_tie_all"))
    else:
        g = ranks[deciding]
        for i in range(deciding):
            lines.append(t(lang, "sel_tied_in", group=group_text(ranks[i]),
                           white=ranks[i]["white"], black=ranks[i]["black"]))
        key = "sel_decided_capitals" if deciding == 0 else "sel_decided_group"
        lines.append(t(lang, key, group=group_text(g), n=deciding + 1,
                       white_name=seat_label(0), black_name=seat_label(1),
                       white=g["white"], black=g["black"]))
    reason = t(lang, "sel_end_" + (view["end_reason"] or "no-moves").replace("-", "_"))

    colours = frame.seat_names.get(lang, frame.seat_names.get("en", ["", ""]))
    head = el("tr", None, *[el("th", {"scope": "col", "text": t(lang, k)}) for k in
                            ("sel_col_rank", "sel_col_cities", "sel_col_each")],
              el("th", {"scope": "col", "title": seat_label(0)}, dom.colour_dot(0), " ", colours[0]),
              el("th", {"scope": "col", "title": seat_label(1)}, dom.colour_dot(1), " ", colours[1]))
    rows = []
    for i, g in enumerate(ranks):
        cls = "decisive" if i == deciding else ("tied" if deciding is None or i < deciding else "")
        rows.append(el("tr", {"class": cls},
                       el("td", {"text": ("★ " if i == deciding else "") + str(i + 1)}),
                       el("td", {"text": ", ".join(c.upper() for c in g["cities"])}),
                       el("td", {"text": str(g["total"])}),
                       el("td", {"text": str(g["white"])}),
                       el("td", {"text": str(g["black"])})))
    return [
        el("h2", {"class": "result-head", "testid": "result-winner", "text": headline}),
        el("ul", {"class": "result-seats"}, seats),
        el("div", {"class": "result-reason", "testid": "result-reason"},
           [el("p", {"text": line}) for line in lines]),
        el("table", {"class": "ranks"},
           el("caption", {"text": t(lang, "sel_ranks_caption")}),
           el("thead", None, head), el("tbody", None, rows)),
        el("p", {"class": "result-end", "text": reason}),
    ]
