"""Keyflower's result panel: the winner (ties share the win), the points by kind in the
order the final scoring takes them (a column per seat, a row per kind named in full), and per seat, step by step, where every point came from
(Flipper's tile, the purple worker, each scoring tile's items, the printed tiles, loose gold),
read from the view's ``outcome`` and ``final``."""

from __future__ import annotations

from ...frame import Frame
from ... import dom
from .expansions import active
from .texts import item, t, tile_name

el = dom.el


def _declared(purple: str, view: dict, lang: str) -> str:
    """``worker:green``, ``skill:saw``, ``resource:gold``, ``storage:1`` -> words."""
    kind, _, what = purple.partition(":")
    if kind == "storage":
        return tile_name(view, what, lang) if what in view["tiles"] else what
    return item(what, lang)


def _steps(view: dict, seat: int, lang: str) -> list[tuple[str, list[str]]]:
    """The seat's scoring in the order the final scoring takes it: (line, its detail lines)."""
    out: list[tuple[str, list[str]]] = []
    detail = view["final"][seat] if seat < len(view["final"]) else {}
    cats = view["outcome"]["breakdown"][seat]
    if detail.get("flipped"):
        # what Flipper did: "upgrade" (an expansion may add other kinds, with their texts)
        out.append((t(lang, "kf_st_flip_" + detail.get("flip", "upgrade"),
                      tile=tile_name(view, detail["flipped"], lang)), []))
    if "purple" in detail and view["seats"][seat]["start"]:
        out.append((t(lang, "kf_st_purple", item=_declared(detail["purple"], view, lang))
                    if detail["purple"] else t(lang, "kf_st_purple_none"), []))
    for cat, points in cats.items():
        sub: list[str] = []
        if cat == "tiles":
            sub += [f"{tile_name(view, tile, lang)}: {vp}" for tile, vp in detail.get("printed", {}).items()]
        if cat == "winter":
            for tile, got in detail.get("points", {}).items():
                if tile == "gold":
                    continue
                items = detail.get("items", {}).get(tile, {})
                words = ", ".join(f"{n} {item(k, lang)}" for k, n in items.items()) or "–"
                line = t.counted(lang, "kf_st_tile", got, tile=tile_name(view, tile, lang), items=words)
                if tile in detail.get("choices", {}):
                    line += t(lang, "kf_st_choice", item=item(detail["choices"][tile], lang))
                sub.append(line)
        out.append((f"{t(lang, 'kf_long_' + cat.replace(' ', '_'))}: {points}", sub))
        for expansion in active(view):
            out += expansion.score_lines(view, seat, cat, lang)
    return out


def build_result(frame: Frame, names: list[str], seat_label, lang: str) -> list:
    view = frame.final or frame.view
    outcome = view["outcome"]
    winners = outcome["winners"]
    headline = t(lang, "kf_result_wins", name=seat_label(winners[0])) if len(winners) == 1 else \
        t(lang, "kf_result_shared", names=", ".join(seat_label(w) for w in winners))
    cats = list(outcome["breakdown"][0]) if outcome["breakdown"] else []
    seats = range(len(view["seats"]))

    def cls(s: int) -> str:
        return "winner" if s in winners else ""
    # one column per seat (its colour dot and name; the colour's word is in the title and the
    # steps below) and a row per kind of points, named in full: the table stays as narrow as
    # the seats make it (issue 24: every column seen in a side panel and on a phone)
    head = el("tr", {}, el("th", {"text": ""}),
              *[el("th", {"scope": "col", "class": cls(s), "testid": f"result-seat-{s}"},
                   dom.colour_dot(s), el("span", {"text": names[s] if s < len(names) else seat_label(s),
                                                  "title": seat_label(s)})) for s in seats])
    total = el("tr", {"class": "kf-total-row"}, el("th", {"scope": "row", "text": t(lang, "kf_total")}),
               *[el("td", {"class": "kf-total " + cls(s), "testid": f"kf-total-{s}",
                           "text": str(outcome["scores"][s])}) for s in seats])
    rows = [total] + [el("tr", {}, el("th", {"scope": "row", "text": t(lang, "kf_long_" + c.replace(" ", "_"))}),
                             *[el("td", {"class": cls(s), "text": str(outcome["breakdown"][s][c])}) for s in seats])
                      for c in cats]
    steps = [el("details", {"class": "kf-final-seat", "testid": f"kf-final-seat-{s}", "open": True},
                el("summary", {}, dom.colour_dot(s), el("span", {"text": seat_label(s)})),
                el("ul", {}, *[el("li", {}, el("span", {"text": line}),
                                  el("ul", {}, *[el("li", {"text": x}) for x in sub]) if sub else None)
                               for line, sub in _steps(view, s, lang)]))
             for s in range(len(view["seats"]))]
    return [el("h2", {"class": "result-head", "testid": "result-winner", "text": headline}),
            el("h3", {"text": t(lang, "kf_result_table")}),
            el("div", {"class": "kf-players"},
               el("table", {"class": "kf-table kf-result", "testid": "kf-result"},
                   el("thead", {}, head), el("tbody", {}, rows))),
            el("h3", {"text": t(lang, "kf_steps")}), *steps]
