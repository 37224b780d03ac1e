"""Eden in the page: the 7x7 board on a canvas, taps and panel buttons turned into the moves
the core offers (``eden_ui``), and the texts. Decides no rule: it reads ``legal_moves``,
``grow_info`` and ``view(state, seat)``; every attempt goes to ``Match.play``.

Hidden hands (``PRIVATE``): the table shows a hand-over screen before each seat acts and
passes that seat to ``view`` only then; everything else here draws from the view it gets,
so another seat's hand or mana never reaches the page.

Drawing (CSS pixels, square canvas of side S): margin m (columns A-G below, rows 1-7 at
the left), cell = (S - 2m) / 7; row 1 at the bottom. A landscape card is a rounded tile in
its owner's colour with one white dot and value-1 red dots.
"""

from __future__ import annotations

import math

from . import dom, eden_ui
from .grid_board import GridBoard
from .eden_panel import build_panel  # noqa: F401  (the table calls render.build_panel)
from .i18n import t

SIZE = 7
COLUMNS = eden_ui.COLUMNS
HAS_PASS = False  # pass / end are in the panel
PRIVATE = True
SHARE_NOTE = "eden_share_secret"

SEAT_FILL = ("#c8412f", "#e8b923", "#2f6db5", "#e07aa6")
SEAT_EDGE = ("#7d2014", "#8c6a07", "#173e6e", "#8f3b60")
FIELD = ("#d9c9a0", "#d2c196")
WOOD, WOOD_DARK, COORD = "#5f6b3a", "#434c28", "#f1ecd6"
GRID = "rgba(80,70,40,0.25)"
HILITE = "rgba(70,160,220,0.55)"
PICK = "rgba(255,205,60,0.85)"


# -- input ------------------------------------------------------------------------------------
def default_selection(legal: list[str]) -> str | None:
    return None


def tap(game, state, selected, sq: str) -> dict:
    legal = game.legal_moves(state)
    return eden_ui.tap_move(legal, selected, sq, game.view(state, None)["cards"])


def action(game, state, selected, arg: str) -> dict:
    legal = game.legal_moves(state)
    return eden_ui.button_move(legal, selected, arg, game.view(state, None)["cards"])


# -- texts --------------------------------------------------------------------------------------
def describe_step(text: str, chance: bool, view_after: dict, lang: str) -> str:
    if chance:
        return t(lang, "eden_dealt")
    return text


def describe_event(event: dict, seat_label, lang: str) -> str | None:
    kind = event.get("kind")
    if kind == "conquest":
        return t(lang, "eden_ev_conquest", winner=seat_label(event["winner"]),
                 loser=seat_label(event["defender"] if event["winner"] == event["attacker"]
                                  else event["attacker"]),
                 paid=event["paid"], rate=event["rate"], squares=", ".join(event["squares"]))
    if kind == "cultivation":
        return t(lang, "eden_ev_grow", squares=", ".join(event["risen"]), cost=event["cost"])
    if kind == "draw":
        return t(lang, "eden_ev_draw", who=seat_label(event["seat"]))
    if kind == "income":
        return t(lang, "eden_ev_income", who=seat_label(event["seat"]), mana=event["mana"]) \
            if event["mana"] else None
    if kind == "game-over":
        return t(lang, "eden_end_" + event.get("reason", "twenty"))
    return None


def turn_details(view: dict, lang: str) -> list[str]:
    seat = view["to_move"]
    if seat is None:
        return []
    c = view.get("conquest")
    if c is not None:
        return [t(lang, "eden_phase_auction") if c["bids"] else t(lang, "eden_phase_choose")]
    s = view["seats"][seat]
    return [t(lang, "eden_turn_income", n=s["last_income"]), t(lang, "eden_deck_n", n=view["deck"])]


def score_text(view: dict, seat_label, lang: str) -> str:
    return t(lang, "eden_score", scores=", ".join(
        f"{seat_label(s)} {n}" for s, n in enumerate(view["scores"])))


def aria_board(view: dict, lang: str) -> str:
    parts = []
    for seat in range(view["players"]):
        cards = sorted(f"{sq} {c['value']}" for sq, c in view["board"].items() if c["seat"] == seat)
        parts.append(f"{seat + 1}: " + (", ".join(cards) or "-"))
    return t(lang, "eden_aria", cards="; ".join(parts))


def build_result(game, state, view: dict, names: list[str], seat_label, lang: str):
    el = dom.el
    winners = view["winners"]
    headline = t(lang, "result_wins", name=seat_label(winners[0])) if len(winners) == 1 \
        else t(lang, "result_draw")
    breakdown = game.breakdown(state)
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


# -- the canvas board -----------------------------------------------------------------------------
class Board(GridBoard):
    CELLS = SIZE
    MARGIN = 0.05

    def __init__(self, canvas) -> None:
        super().__init__(canvas)
        self.legal: list[str] = []

    def center(self, sq: str) -> tuple[float, float]:
        col, y = eden_ui.square_xy(sq)
        return self.cell_center(col, y + 1)

    def square_at(self, x: float, y: float) -> str | None:
        spot = self.cell_at(x, y)
        return eden_ui.square_name(*spot) if spot else None

    def select(self, sel, legal: list[str]) -> None:
        self.legal = list(legal)
        self.selected = eden_ui.keep_selection(sel, legal)

    # drawing
    def draw(self) -> None:
        if self.view is None or self.size <= 0:
            return
        ctx, view, m, c = self.ctx, self.view, self.margin, self.cell
        ctx.setTransform(self.dpr, 0, 0, self.dpr, 0, 0)
        ctx.clearRect(0, 0, self.size, self.size)
        ctx.fillStyle = WOOD
        ctx.fillRect(0, 0, self.size, self.size)
        ctx.fillStyle = COORD
        ctx.font = f"600 {max(10, round(m * 0.55))}px system-ui, sans-serif"
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        for i in range(SIZE):
            ctx.fillText(COLUMNS[i], m + (i + 0.5) * c, self.size - m / 2)
            ctx.fillText(str(SIZE - i), m / 2, m + (i + 0.5) * c)
        marks = self._marks()
        changed = self._changed()
        for row in range(SIZE):
            for col in range(SIZE):
                sq = eden_ui.square_name(col, SIZE - row)
                x, y = m + col * c, m + row * c
                ctx.fillStyle = FIELD[(col + row) % 2]
                ctx.fillRect(x, y, c, c)
                if sq in changed:
                    ctx.fillStyle = "rgba(255,230,120,0.65)"
                    ctx.fillRect(x, y, c, c)
                if sq == self.hover:
                    ctx.fillStyle = "rgba(255,255,255,0.3)"
                    ctx.fillRect(x, y, c, c)
        self.stroke_grid(GRID)
        for sq, card in view["board"].items():
            self._card(sq, card)
        for sq, kind in marks.items():
            self._mark(sq, kind)

    def _changed(self) -> set:
        if self.prev is None or self.view is None:
            return set()
        a, b = self.view["board"], self.prev["board"]
        return {sq for sq in a if sq not in b or a[sq] != b[sq]}

    def _marks(self) -> dict:
        """Square -> highlight kind: water, grow (a legal placement), pick (the chosen one),
        rise (will rise), with, target, attack, attacked."""
        out: dict[str, str] = {}
        view, legal = self.view, self.legal
        c = view.get("conquest")
        if c is not None:
            for sq in c["attackers"]:
                out[sq] = "attack"
            for sq in c["targets"]:
                out[sq] = "attacked"
            for m in legal:
                verb, _, arg = m.partition(" ")
                if verb in ("with", "target"):
                    out[arg] = verb
            return out
        sel = eden_ui.parse_selection(self.selected)
        if sel and sel[0] in ("card", "grow"):
            card = sel[1] if sel[0] == "card" else eden_ui.grow_parts(sel[1])[0]
            rots = view["cards"][card]["rotations"]
            rot = sel[2] if sel[0] == "card" else eden_ui.placement_rotation(eden_ui.grow_parts(sel[1])[1], rots)
            for move in eden_ui.legal_grows(legal, card, rot, rots):
                for sq in eden_ui.grow_parts(move)[1]:
                    out[sq] = "grow"
            if sel[0] == "grow":
                for sq in eden_ui.grow_parts(sel[1])[1]:
                    out[sq] = "pick"
            return out
        for m in legal:
            if m.startswith("water "):
                out[m.split()[1]] = "water"
        return out

    def _card(self, sq: str, card: dict) -> None:
        ctx, c = self.ctx, self.cell
        x, y = self.center(sq)
        seat = card["seat"]
        w = c * 0.84
        _round_rect(ctx, x - w / 2, y - w / 2, w, w, c * 0.12)
        ctx.fillStyle = SEAT_FILL[seat % 4]
        ctx.fill()
        ctx.strokeStyle = SEAT_EDGE[seat % 4]
        ctx.lineWidth = max(1.5, c * 0.04)
        ctx.stroke()
        dots = ["#ffffff"] + ["#b3160c"] * card["red"]
        r = c * 0.1
        spots = {1: [(0, 0)], 2: [(-0.2, 0), (0.2, 0)], 3: [(-0.2, -0.2), (0.2, -0.2), (0, 0.2)],
                 4: [(-0.2, -0.2), (0.2, -0.2), (-0.2, 0.2), (0.2, 0.2)]}[len(dots)]
        for (dx, dy), colour in zip(spots, dots):
            ctx.beginPath()
            ctx.arc(x + dx * c, y + dy * c, r, 0, 2 * math.pi)
            ctx.fillStyle = colour
            ctx.fill()
            ctx.strokeStyle = "rgba(0,0,0,0.55)" if colour == "#ffffff" else "#fff4e0"
            ctx.lineWidth = max(1.0, c * 0.025)
            ctx.stroke()

    def _mark(self, sq: str, kind: str) -> None:
        ctx, c = self.ctx, self.cell
        x, y = self.center(sq)
        ctx.save()
        if kind in ("water", "target", "with"):
            ctx.setLineDash([c * 0.08, c * 0.06])
            ctx.beginPath()
            ctx.arc(x, y, c * 0.3, 0, 2 * math.pi)
            ctx.strokeStyle = {"water": "#1f6fb2", "target": "#b3160c", "with": "#2e7d32"}[kind]
            ctx.lineWidth = max(2.5, c * 0.07)
            ctx.stroke()
            if kind == "water":
                ctx.fillStyle = "rgba(60,140,220,0.30)"
                ctx.fill()
        else:
            colour = {"grow": HILITE, "pick": PICK, "attack": "rgba(46,125,50,0.9)",
                      "attacked": "rgba(179,22,12,0.9)"}[kind]
            ctx.strokeStyle = colour
            ctx.lineWidth = max(3.0, c * (0.1 if kind == "pick" else 0.07))
            w = c * 0.94
            _round_rect(ctx, x - w / 2, y - w / 2, w, w, c * 0.14)
            ctx.stroke()
            if kind == "grow":
                ctx.fillStyle = "rgba(70,160,220,0.18)"
                ctx.fill()
        ctx.restore()


def _round_rect(ctx, x: float, y: float, w: float, h: float, r: float) -> None:
    r = min(r, w / 2, h / 2)
    ctx.beginPath()
    ctx.moveTo(x + r, y)
    ctx.arcTo(x + w, y, x + w, y + h, r)
    ctx.arcTo(x + w, y + h, x, y + h, r)
    ctx.arcTo(x, y + h, x, y, r)
    ctx.arcTo(x, y, x + w, y, r)
    ctx.closePath()
