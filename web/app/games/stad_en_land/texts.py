"""Stad en Land's texts in Dutch and English (keys ``sel_*``) and the texts built from the
view: the move log, the turn line, the status line's score and the board's text alternative.
"""

from __future__ import annotations

from core.protocol import MoveData

from ...i18n import Texts

NL = {
    "sel_pass": "past",
    "sel_cities": "Steden: {list}",
    "sel_removed": "verwijderd: {squares} ({who})",
    "sel_turn_ended": "beurt voorbij: geen wegdeel meer mogelijk",
    "sel_end_two_passes": "Einde: twee keer achter elkaar gepast.",
    "sel_end_no_moves": "Einde: er kan geen wegdeel meer gebouwd worden.",
    "sel_left_1": "nog 1 wegdeel deze beurt",
    "sel_left_n": "nog {n} wegdelen deze beurt",
    "sel_open_end": "open einde: {sq}",
    "sel_score": "Pakhuizen in de hoofdsteden: {scores}",
    "sel_aria": "steden met pakhuizen wit/zwart: {cities}. Wegen wit: {white}. Wegen zwart: {black}.",
    "sel_cat_capitals": "in de hoofdsteden",
    "sel_cat_all_cities": "in alle steden",
    "sel_group": "{cities} ({total} pakhuizen per stad)",
    "sel_tie_all": "In elke groep steden hebben beide spelers evenveel pakhuizen: gelijkspel.",
    "sel_tied_in": "Gelijk in {group}: {white} tegen {black}.",
    "sel_decided_capitals": "De hoofdsteden {group} beslissen: {white_name} {white}, {black_name} {black}.",
    "sel_decided_group": "Daarom beslist groep {n}, {group}: {white_name} {white}, {black_name} {black}.",
    "sel_ranks_caption": "Pakhuizen per groep steden (meeste eerst; ★ beslist)",
    "sel_col_rank": "Groep",
    "sel_col_cities": "Steden",
    "sel_col_each": "Per stad",
    # hint layer: how this step works, and the legend
    "sel_help_start": "Jij bent aan zet: {left}. Tik op een gemarkeerd vlak om daar een "
                      "wegdeel te beginnen: een stad, of een landvlak van jouw route. Alleen "
                      "waar je route nog een nieuwe stad kan bereiken is gemarkeerd.",
    "sel_help_target": "Vanaf {sq}: tik op een gemarkeerd vlak om het wegdeel te bouwen, naar "
                       "een vrij buurvlak of (vanaf jouw land) naar een stad die je netwerk nog "
                       "niet heeft. Tik nog eens op {sq} om los te laten.",
    "sel_help_forced": "Je route heeft een open eind op {sq}: je moet daar verder bouwen. Tik "
                       "op een gemarkeerd vlak.",
    "sel_help_pass": "Je kunt geen wegdeel bouwen: tik op Passen.",
    "sel_leg_city": "Stad: de cijfers zijn de pakhuizen van Wit (links) en Zwart (rechts)",
    "sel_leg_capital": "Hoofdstad: de steden met de meeste pakhuizen samen",
    "sel_leg_route_0": "Route van Wit, met een bolletje op elk landvlak van Wit",
    "sel_leg_route_1": "Route van Zwart, met een bolletje op elk landvlak van Zwart",
    "sel_leg_open_end": "Open eind: daar moet de route eerst verder",
    "sel_leg_removed": "Weggehaald door de laatste zet (gestippeld, met een kruis)",
    "sel_leg_selected": "Gekozen vertrekvlak",
    "sel_leg_target": "Daarheen kan het wegdeel vanaf het gekozen vlak",
    "sel_leg_hint": "Hulp: hier kun je nu tikken",
}

EN = {
    "sel_pass": "passes",
    "sel_cities": "Cities: {list}",
    "sel_removed": "removed: {squares} ({who})",
    "sel_turn_ended": "turn over: no further segment possible",
    "sel_end_two_passes": "End: two passes in a row.",
    "sel_end_no_moves": "End: no segment can be built any more.",
    "sel_left_1": "1 segment left this turn",
    "sel_left_n": "{n} segments left this turn",
    "sel_open_end": "open end: {sq}",
    "sel_score": "Warehouses in the capitals: {scores}",
    "sel_aria": "cities with warehouses white/black: {cities}. White routes: {white}. Black routes: {black}.",
    "sel_cat_capitals": "in the capitals",
    "sel_cat_all_cities": "in all cities",
    "sel_group": "{cities} ({total} warehouses per city)",
    "sel_tie_all": "Both players have as many warehouses in every group of cities: a draw.",
    "sel_tied_in": "Tied in {group}: {white} to {black}.",
    "sel_decided_capitals": "The capitals {group} decide: {white_name} {white}, {black_name} {black}.",
    "sel_decided_group": "So group {n} decides, {group}: {white_name} {white}, {black_name} {black}.",
    "sel_ranks_caption": "Warehouses per group of cities (most first; ★ decides)",
    "sel_col_rank": "Group",
    "sel_col_cities": "Cities",
    "sel_col_each": "Per city",
    "sel_help_start": "Your turn: {left}. Tap a marked square to start a segment there: a "
                      "city, or a land square of your route. Only squares from which your "
                      "route can still reach a new city are marked.",
    "sel_help_target": "From {sq}: tap a marked square to build the segment, to a free "
                       "neighbouring square or (from your land) to a city your network does "
                       "not have yet. Tap {sq} again to let go.",
    "sel_help_forced": "Your route has an open end at {sq}: you must build on from there. Tap "
                       "a marked square.",
    "sel_help_pass": "You cannot build a segment: tap Pass.",
    "sel_leg_city": "City: the numbers are White's (left) and Black's (right) warehouses",
    "sel_leg_capital": "Capital: the cities with the most warehouses together",
    "sel_leg_route_0": "White's route, with a dot on each of White's land squares",
    "sel_leg_route_1": "Black's route, with a dot on each of Black's land squares",
    "sel_leg_open_end": "Open end: the route must go on from there first",
    "sel_leg_removed": "Removed by the last move (dashed, with a cross)",
    "sel_leg_selected": "Chosen starting square",
    "sel_leg_target": "Where the segment can go from the chosen square",
    "sel_leg_hint": "Hint: you can tap here now",
}

t = Texts(NL, EN)


def fmt_square(sq: str, cities) -> str:
    """Cities in upper case (D4), land squares in lower case (b4), as the rulebook writes."""
    return sq.upper() if sq in cities else sq.lower()


def fmt_move(step: MoveData, cities, lang: str) -> str:
    """A segment as the rulebook writes it (``D4-b4``), or the word for passing."""
    if step.verb == "pass":
        return t(lang, "sel_pass")
    return "-".join(fmt_square(sq, cities) for sq in step.squares)


def describe_step(step: MoveData, chance: bool, view_after: dict, lang: str) -> str:
    if chance:
        if step.verb == "cities":
            return t(lang, "sel_cities", list=", ".join(w.upper() for w in step.tiles))
        return step.text
    return fmt_move(step, view_after["cities"], lang)


def describe_event(event: dict, seat_label, lang: str) -> str | None:
    kind = event.get("kind")
    if kind == "removed":
        return t(lang, "sel_removed", squares=", ".join(event["squares"]),
                 who=seat_label(event["seat"]))
    if kind == "turn-ended":
        return t(lang, "sel_turn_ended")
    if kind == "game-over":
        return t(lang, "sel_end_" + event.get("reason", "no-moves").replace("-", "_"))
    return None


def turn_details(view: dict, lang: str) -> list[str]:
    """Extra facts for the turn indicator: segments left, open end."""
    seat = view["to_move"]
    if seat is None:
        return []
    left = view["left"]
    parts = [t(lang, "sel_left_1") if left == 1 else t(lang, "sel_left_n", n=left)]
    ends = view["open_ends"][seat]
    if ends:
        parts.append(t(lang, "sel_open_end", sq=fmt_square(ends[0], view["cities"])))
    return parts


def score_text(view: dict, seat_label, lang: str) -> str:
    return t(lang, "sel_score", scores=", ".join(
        f"{seat_label(s)} {n}" for s, n in enumerate(view["scores"])))


def aria_board(view: dict, lang: str) -> str:
    """A short text alternative of the board: cities with warehouses, routes per colour."""
    wh = view["warehouses"]
    cities = "; ".join(f"{c.upper()} {wh[c][0]}/{wh[c][1]}" for c in view["cities"])
    owned = [sorted(sq for sq, s in view["owner"].items() if s == seat) for seat in (0, 1)]
    return t(lang, "sel_aria", cities=cities or "-",
             white=", ".join(owned[0]) or "-", black=", ".join(owned[1]) or "-")
