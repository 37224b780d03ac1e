"""Carcassonne's panels: the current step (the tile to place with its turn buttons, the
follower spots, the hand of half tiles, the draft), the inspected feature, the standings by
category with followers and hand sizes, the pile per tile type; and the result panel.

Buttons carry ``data-action="game"`` and a ``data-arg`` that ``input.action`` reads; only
what the frame's listed moves allow is enabled (none unless the seat to move may act).
"""

from __future__ import annotations

from ... import page

from ...frame import Frame
from ... import dom
from . import input as inputs
from . import paint
from . import texts
from .texts import t

el = dom.el
CATS = ("roads", "cities", "monasteries", "fields")


def _button(label: str, arg: str, testid: str, enabled: bool = True, cls: str = "btn small",
            lights: str | None = None):
    """A panel button; ``lights``: the board square it stands for, lit while the button is
    focused, hovered or touched (``data-lights``, read by the table)."""
    return el("button", {"type": "button", "class": cls, "action": "game", "arg": arg,
                         "testid": testid, "disabled": not enabled, "text": label,
                         "data-lights": lights})


def picture(tile: dict, rot: int, size: int = 72, label: str = ""):
    """A small canvas with ``tile`` drawn in turn ``rot``."""
    dpr = max(1.0, min(float(page.window.devicePixelRatio or 1), 3.0))
    canvas = el("canvas", {"class": "cc-tile", "width": int(size * dpr), "height": int(size * dpr),
                           "role": "img", "aria-label": label,
                           "style": f"width: {size}px; height: {size}px"})
    ctx = canvas.getContext("2d")
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
    paint.tile(ctx, tile, size / 2, size / 2, size * 0.92, rot)
    return canvas


def _rot(turn: str | None) -> int:
    if turn in inputs.CORNERS:
        return inputs.CORNERS.index(turn)
    return inputs.TURNS.index(turn) if turn in inputs.TURNS else 0


def build_panel(frame: Frame, selected, lang: str, seat_label) -> list:
    view, moves = frame.view, frame.moves
    parts = [_step(view, moves, selected, lang, seat_label)]
    s = inputs.parse(selected)
    if s.inspect:
        parts.append(_inspect(view, s.inspect, lang, seat_label))
    parts.append(_standings(view, lang, seat_label))
    parts.append(_pile(view, lang))
    return parts


def _step(view: dict, moves: inputs.Moves, selected, lang: str, seat_label):
    box = el("div", {"class": "cc-step prompt", "testid": "cc-step"})
    s = inputs.parse(selected)
    phase = view["phase"]
    if s.confirmed and s.name and phase in ("choose", "place"):
        # the tile is down: the follower step is the whole prompt (no hand, no turn buttons)
        box.append(_placing(view, moves, s, lang))
        return box
    if phase == "draft":
        who = seat_label(view["draft_seat"])
        box.append(el("h3", {"text": t(lang, "cc_draft")}),
                   el("p", {"class": "hint", "text": t(lang, "cc_draft_how", who=who)}))
        row = el("div", {"class": "cc-hand"})
        picks = {m.tiles[0] for m in inputs.by_verb(moves, "pick")}
        for name in view["pool"]:
            row.append(el("button", {"type": "button", "class": "cc-pick", "action": "game",
                                     "arg": f"pick:{name}", "testid": f"cc-pick-{name}",
                                     "disabled": name not in picks},
                          picture(view["tiles"][name], 0, 56, t(lang, "cc_half_tile"))))
        box.append(row)
        return box
    if phase == "choose":
        box.append(el("h3", {"text": t(lang, "cc_choose")}))
        hand = view["hands"][view["seat"]]
        if hand is None:
            box.append(el("p", {"class": "hint", "text": t.counted(lang, "cc_hidden_hand",
                                                                 view["hand_sizes"][view["seat"]])}))
            return box
        if not s.name:  # a half tile chosen: its placing hint says what comes next
            box.append(el("p", {"class": "hint", "text": t(lang, "cc_choose_how")}))
        row = el("div", {"class": "cc-hand"})
        for name in hand:
            chosen = s.name == name
            row.append(el("button", {"type": "button", "class": "cc-pick" + (" chosen" if chosen else ""),
                                     "action": "game", "arg": f"half:{name}",
                                     "testid": f"cc-half-{name}", "aria-pressed": "true" if chosen else "false",
                                     "disabled": not inputs.turns_of(moves, name)},
                          picture(view["tiles"][name], _rot(s.turn) if chosen else 0, 56, t(lang, "cc_half_tile"))))
        # "Draw a tile" in the hand's row: with a half tile chosen, its turn buttons and "Place
        # here" still fit under the board on a phone (issue 24)
        row.append(_button(t(lang, "cc_draw_button"), "draw", "cc-draw", bool(inputs.by_verb(moves, "draw")), "btn"))
        box.append(row)
        if s.name:
            box.append(_placing(view, moves, s, lang))
        return box
    if phase == "place" and s.name:
        box.append(el("h3", {"text": t(lang, "cc_place_tile", tile=s.name)}), _placing(view, moves, s, lang))
        return box
    if phase in ("draw", "deal"):
        box.append(el("p", {"class": "hint", "text": t(lang, "cc_waiting")}))
    return box


def _placing(view: dict, moves: inputs.Moves, s, lang: str):
    wrap = el("div", {"class": "cc-placing"})
    tile = view["tiles"][s.name]
    if s.confirmed:
        spots = [p for p in inputs.targets(moves, s.name, s.turn).get(s.square or "", []) if p]
        # "No follower" sits beside the step's title, so it is on screen with the prompt
        # even on a phone with many spots (issue 24)
        wrap.append(el("div", {"class": "cc-follow-head"},
                       el("h3", {"text": t(lang, "cc_follower")}),
                       _button(t(lang, "cc_no_follower"), "nofollower", "cc-no-follower", cls="btn")),
                    el("p", {"class": "hint", "text": t(lang, "cc_follower_how")}))
        row = el("div", {"class": "cc-spots"})
        local = paint.spot_points(tile, _rot(s.turn))
        labels = texts.spot_labels([(p, local[p]) for p in spots if p in local], lang)
        for spot in spots:
            row.append(_button(labels.get(spot, t(lang, "cc_spot_" + spot.partition(":")[0])),
                               "spot:" + spot, "cc-spot-" + spot.replace(":", "-"),
                               cls="btn small cc-spot", lights="spot:" + spot))
        row.append(_button(t(lang, "cc_cancel"), "cancel", "cc-cancel"))
        wrap.append(row)
        return wrap
    n = len(inputs.targets(moves, s.name, s.turn))
    turns = inputs.turns_of(moves, s.name)
    wrap.append(el("div", {"class": "cc-turner"},
                   _button(t(lang, "cc_rotate_left"), "rot:-1", "cc-rot-left", len(turns) > 1),
                   picture(tile, _rot(s.turn), 80, t(lang, "cc_your_tile")),
                   _button(t(lang, "cc_rotate_right"), "rot:+1", "cc-rot-right", len(turns) > 1)),
                # the buttons before the hint: "Place here" under the board on a phone too
                el("div", {"class": "cc-actions"},
                   _button(t(lang, "cc_place_here"), "place", "cc-place", bool(s.square), "btn"),
                   _button(t(lang, "cc_fit"), "fit", "cc-fit")),
                el("p", {"class": "hint", "text": t(lang, "cc_place_how") + " " + t(lang, "cc_place_1" if n == 1 else "cc_place_n", n=n)}))
    return wrap


def _inspect(view: dict, inspect: str, lang: str, seat_label):
    i, k = (int(v) for v in inspect.split("."))
    if i >= len(view["pieces"]):
        return None
    feat = view["features"][view["pieces"][i]["features"][k]]
    state = t(lang, "cc_complete" if feat["complete"] else "cc_open")
    n = len(feat["squares"])
    text = t(lang, "cc_inspect", what=t(lang, "cc_kind_" + feat["kind"]).capitalize(),
             squares=t(lang, "cc_squares_1" if n == 1 else "cc_squares_n", n=n), state=state,
             value=feat["value"])
    owners = feat["owners"]
    who = t(lang, "cc_inspect_owner", who=", ".join(seat_label(o) for o in owners)) if owners \
        else t(lang, "cc_inspect_free")
    return el("p", {"class": "cc-inspect", "testid": "cc-inspect", "text": f"{text} {who}"})


def _head(lang: str, key: str):
    """A short column head, its full name as the title and for screen readers."""
    return el("th", {"scope": "col", "title": t(lang, "cc_" + key), "aria-label": t(lang, "cc_" + key),
                     "text": t(lang, "cc_short_" + key.replace("cat_", ""))})


def _standings(view: dict, lang: str, seat_label):
    head = el("tr", {}, el("th", {"text": ""}), *[_head(lang, "cat_" + c) for c in CATS],
              _head(lang, "total"))
    halves = view["options"]["halflings"] != "off"
    rows = []
    for seat in range(view["players"]):
        b = view["breakdown"][seat]
        left = t.counted(lang, "cc_supply", view["supply"][seat])
        if halves:
            left += " · " + t.counted(lang, "cc_halves_n", view["hand_sizes"][seat])
        row = el("tr", {"class": "to-move" if seat == view["to_move"] else "", "testid": f"cc-seat-{seat}"},
                 el("th", {}, dom.colour_dot(seat), el("span", {"text": seat_label(seat)}),
                    el("small", {"class": "cc-left", "testid": f"cc-left-{seat}", "text": left})),
                 *[el("td", {"text": str(b[c])}) for c in CATS],
                 el("td", {"class": "cc-total", "testid": f"cc-score-{seat}", "text": str(view["scores"][seat])}))
        rows.append(row)
    return el("div", {"class": "cc-standings"},
              el("table", {"class": "cc-table"}, el("thead", {}, head), el("tbody", {}, rows)))


def _pile(view: dict, lang: str):
    """The pile per tile type: each type as a small drawing with its count (no tile letters,
    issue 24), and the tiles set aside as drawings."""
    tiles = view["tiles"]
    items = [el("li", {}, picture(tiles[k], 0, 28, t(lang, "cc_tile_type")), el("span", {"text": f"× {n}"}))
             for k, n in view["pile"].items() if n and k in tiles]
    parts = [el("summary", {"text": t.counted(lang, "cc_pile", view["pile_size"])}),
             el("ul", {"class": "cc-pile-list", "aria-label": t(lang, "cc_pile_types")}, items)]
    if view["discarded"]:
        parts.append(el("p", {"class": "cc-discarded"},
                        t(lang, "cc_discarded", n=len(view["discarded"])),
                        *[picture(tiles[k], 0, 28, t(lang, "cc_tile_type")) for k in view["discarded"] if k in tiles]))
    return el("details", {"class": "cc-pile", "testid": "cc-pile"}, parts)


def build_result(frame: Frame, names: list[str], seat_label, lang: str):
    view = frame.final or frame.view
    winners = view["winners"]
    headline = t(lang, "result_wins", name=seat_label(winners[0])) if len(winners) == 1 \
        else t(lang, "result_draw")
    head = el("tr", {}, el("th", {"text": ""}), *[_head(lang, "cat_" + c) for c in CATS],
              _head(lang, "total"))
    rows = [el("tr", {"class": "winner" if seat in winners else "", "testid": f"result-seat-{seat}"},
               el("th", {}, dom.colour_dot(seat), el("span", {"text": seat_label(seat)})),
               *[el("td", {"text": str(view["breakdown"][seat][c])}) for c in CATS],
               el("td", {"class": "cc-total", "text": str(view["scores"][seat])}))
            for seat in range(view["players"])]
    return [el("h2", {"class": "result-head", "testid": "result-winner", "text": headline}),
            el("p", {"text": t(lang, "cc_final")}),
            el("table", {"class": "cc-table cc-result", "testid": "cc-result"},
               el("thead", {}, head), el("tbody", {}, rows))]
