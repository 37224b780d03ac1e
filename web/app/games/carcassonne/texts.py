"""Carcassonne's texts in Dutch and English (keys ``cc_*``) and the texts built from the
view: the move log, the turn line, the status line's score and the board's text alternative.
"""

from __future__ import annotations

from core.protocol import MoveData

from ...i18n import Texts

NL = {
    "cc_share_secret": "Let op: een link of opgeslagen partij bevat de verborgen halve tegels van "
                       "iedereen. Wie hem opent, kan ze zien.",
    "cc_dealt": "Halve tegels verdeeld",
    "cc_drew": "Trekt een tegel",
    "cc_drew_discard": "Trekt een tegel die nergens past: weggelegd",
    "cc_draw": "Kiest ervoor een tegel te trekken",
    "cc_pick": "Kiest een halve tegel",
    "cc_place": "Legt de tegel {where}{turned}",
    "cc_place_half": "Legt een halve tegel {where}, in de hoek {corner}",
    "cc_with": "{what} met {who}",
    # where a tile went, from the start tile (x east, y north) and how it is turned
    "cc_at_start": "op de plek van de starttegel",
    "cc_from_start": "{steps} van de starttegel",
    "cc_right_1": "1 naar rechts", "cc_right_n": "{n} naar rechts",
    "cc_left_1": "1 naar links", "cc_left_n": "{n} naar links",
    "cc_up_1": "1 omhoog", "cc_up_n": "{n} omhoog",
    "cc_down_1": "1 omlaag", "cc_down_n": "{n} omlaag",
    "cc_and": " en ",
    "cc_turned_r0": "", "cc_turned_r90": ", een kwartslag naar rechts gedraaid",
    "cc_turned_r180": ", ondersteboven", "cc_turned_r270": ", een kwartslag naar links gedraaid",
    "cc_ev_score": "{who} +{points} voor {what}",
    "cc_ev_nobody": "{what} afgebouwd, zonder volgeling",
    "cc_ev_final": "Eindtelling: {who} +{points} voor {what}",
    "cc_ev_end": "De laatste tegel ligt: het spel is afgelopen.",
    "cc_kind_road": "een weg", "cc_kind_city": "een stad", "cc_kind_monastery": "een klooster",
    "cc_kind_field": "een weide",
    "cc_spot_road": "struikrover", "cc_spot_city": "ridder", "cc_spot_monastery": "monnik",
    "cc_spot_field": "boer",
    # a follower spot in plain words (``spot_labels``): who stands where on the placed tile
    "cc_at_road": "struikrover op de weg {where}", "cc_at_city": "ridder in de stad {where}",
    "cc_at_field": "boer in de weide {where}", "cc_at_monastery": "monnik in het klooster",
    "cc_area_nw": "linksboven", "cc_area_n": "bovenaan", "cc_area_ne": "rechtsboven",
    "cc_area_w": "links", "cc_area_c": "in het midden", "cc_area_e": "rechts",
    "cc_area_sw": "linksonder", "cc_area_s": "onderaan", "cc_area_se": "rechtsonder",
    "cc_nth": "{label} ({n})",
    "cc_pile_n": "stapel {n}",
    "cc_score": "Punten: {scores}",
    "cc_aria": "{tiles}, {followers}; stapel {pile}",
    "cc_aria_tiles": "{n} tegels op tafel", "cc_aria_tiles_one": "1 tegel op tafel",
    "cc_aria_followers": "{n} volgelingen", "cc_aria_followers_one": "1 volgeling",
    "cc_cat_roads": "Wegen", "cc_cat_cities": "Steden", "cc_cat_monasteries": "Kloosters",
    "cc_cat_fields": "Weiden", "cc_total": "Totaal",
    "cc_short_roads": "Weg", "cc_short_cities": "Stad", "cc_short_monasteries": "Kloo.",
    "cc_short_fields": "Wei", "cc_short_total": "Tot.",
    "cc_place_tile": "Leg je tegel",
    "cc_place_how": "Draai de tegel en tik een geel vak. Tik nog eens (of 'Leg hier') om hem te leggen.",
    "cc_place_n": "{n} vakken in deze stand.",
    "cc_place_1": "1 vak in deze stand.",
    "cc_place_here": "Leg hier",
    "cc_rotate_left": "⟲ Draai", "cc_rotate_right": "Draai ⟳",
    "cc_follower": "Zet een volgeling",
    "cc_follower_how": "Tik een witte plek op de tegel of kies hieronder.",
    "cc_no_follower": "Geen volgeling",
    "cc_cancel": "Terug",
    "cc_choose": "Trek een tegel of leg een halve tegel",
    "cc_choose_how": "Kies een halve tegel uit je hand, of trek een gewone tegel.",
    "cc_draw_button": "Trek een tegel",
    "cc_draft": "Kies een halve tegel",
    "cc_draft_how": "{who} kiest. Iedereen ziet welke tegel genomen wordt.",
    "cc_waiting": "Er wordt een tegel getrokken.",
    "cc_hidden_hand": "{n} verborgen halve tegels", "cc_hidden_hand_one": "1 verborgen halve tegel",
    "cc_half_tile": "halve tegel", "cc_your_tile": "je tegel in deze stand", "cc_tile_type": "tegelsoort",
    "cc_pile": "Stapel: {n} tegels", "cc_pile_one": "Stapel: 1 tegel",
    "cc_pile_types": "Tegels per soort",
    "cc_discarded": "Weggelegd: {n}",
    "cc_fit": "Hele kaart",
    "cc_inspect": "{what}: {squares}, {state}. Nu waard: {value}.",
    "cc_squares_1": "1 vak", "cc_squares_n": "{n} vakken",
    "cc_inspect_owner": "Van {who}.",
    "cc_inspect_free": "Niemand staat erin.",
    "cc_complete": "af", "cc_open": "niet af",
    "cc_final": "Eindstand per soort",
    "cc_supply": "{n} volgelingen over", "cc_supply_one": "1 volgeling over",
    "cc_halves_n": "{n} halve tegels", "cc_halves_n_one": "1 halve tegel",
    # "how this step works" for each step and the legend of the board's marks
    "cc_help_place": "Elke zijde die een andere tegel raakt, moet passen: stad aan stad, weg aan weg, "
                     "weide aan weide. Draai de tegel (knop of toets R) tot er gele vakken zijn; tik "
                     "een geel vak en dan nog eens om hem te leggen.",
    "cc_help_half": "Een halve tegel vult een driehoek van een vak; zijn lange zijde raakt alleen een "
                    "andere lange zijde. Draaien kiest de hoek; tik de gele driehoek.",
    "cc_help_follower": "Je mag één volgeling zetten op een gebied van deze tegel waar via de "
                        "verbindingen nog niemand staat. Wat af is, telt meteen.",
    "cc_help_choose": "Met halve tegels in je hand kies je: een gewone tegel trekken (knop of "
                      "toets D), of in plaats daarvan een halve tegel leggen.",
    "cc_help_draft": "Om de beurt kiest iedereen een open halve tegel, de laatste speler eerst en "
                     "dan tegen de beurtvolgorde in.",
    "cc_refused_place": "Daar past de tegel in deze stand niet: kies een gemarkeerd vak of draai de tegel. De regel staat achter de link.",
    "cc_legend_target": "hier past de tegel in deze stand",
    "cc_legend_preview": "voorlopig neergelegd: tik nog eens om te leggen",
    "cc_legend_spot": "plek voor een volgeling",
    "cc_legend_last": "de laatst gelegde tegel",
    "cc_legend_scored": "net geteld",
    "cc_legend_meeple": "volgeling (een boer ligt)",
    "cc_legend_pennant": "wapen: 2 punten extra in een afgebouwde stad",
}

EN = {
    "cc_share_secret": "Note: a link or saved game holds everyone's hidden half tiles. Whoever "
                       "opens it can see them.",
    "cc_dealt": "Half tiles dealt",
    "cc_drew": "Draws a tile",
    "cc_drew_discard": "Draws a tile that fits nowhere: set aside",
    "cc_draw": "Chooses to draw a tile",
    "cc_pick": "Takes a half tile",
    "cc_place": "Places the tile {where}{turned}",
    "cc_place_half": "Places a half tile {where}, in the {corner} corner",
    "cc_with": "{what} with a {who}",
    # where a tile went, from the start tile (x east, y north) and how it is turned
    "cc_at_start": "on the start tile's square",
    "cc_from_start": "{steps} of the start tile",
    "cc_right_1": "1 right", "cc_right_n": "{n} right",
    "cc_left_1": "1 left", "cc_left_n": "{n} left",
    "cc_up_1": "1 up", "cc_up_n": "{n} up",
    "cc_down_1": "1 down", "cc_down_n": "{n} down",
    "cc_and": " and ",
    "cc_turned_r0": "", "cc_turned_r90": ", turned a quarter right",
    "cc_turned_r180": ", turned upside down", "cc_turned_r270": ", turned a quarter left",
    "cc_ev_score": "{who} +{points} for {what}",
    "cc_ev_nobody": "{what} completed, without a follower",
    "cc_ev_final": "Final scoring: {who} +{points} for {what}",
    "cc_ev_end": "The last tile is down: the game is over.",
    "cc_kind_road": "a road", "cc_kind_city": "a city", "cc_kind_monastery": "a monastery",
    "cc_kind_field": "a field",
    "cc_spot_road": "robber", "cc_spot_city": "knight", "cc_spot_monastery": "monk",
    "cc_spot_field": "farmer",
    # a follower spot in plain words (``spot_labels``): who stands where on the placed tile
    "cc_at_road": "robber on the {where} road", "cc_at_city": "knight in the {where} city",
    "cc_at_field": "farmer in the {where} field", "cc_at_monastery": "monk in the monastery",
    "cc_area_nw": "upper-left", "cc_area_n": "upper", "cc_area_ne": "upper-right",
    "cc_area_w": "left", "cc_area_c": "middle", "cc_area_e": "right",
    "cc_area_sw": "lower-left", "cc_area_s": "lower", "cc_area_se": "lower-right",
    "cc_nth": "{label} ({n})",
    "cc_pile_n": "pile {n}",
    "cc_score": "Points: {scores}",
    "cc_aria": "{tiles}, {followers}; pile {pile}",
    "cc_aria_tiles": "{n} tiles on the table", "cc_aria_tiles_one": "1 tile on the table",
    "cc_aria_followers": "{n} followers", "cc_aria_followers_one": "1 follower",
    "cc_cat_roads": "Roads", "cc_cat_cities": "Cities", "cc_cat_monasteries": "Monasteries",
    "cc_cat_fields": "Fields", "cc_total": "Total",
    "cc_short_roads": "Road", "cc_short_cities": "City", "cc_short_monasteries": "Mon.",
    "cc_short_fields": "Field", "cc_short_total": "Tot.",
    "cc_place_tile": "Place your tile",
    "cc_place_how": "Turn the tile and tap a yellow square. Tap again (or 'Place here') to place it.",
    "cc_place_n": "{n} squares in this turn.",
    "cc_place_1": "1 square in this turn.",
    "cc_place_here": "Place here",
    "cc_rotate_left": "⟲ Turn", "cc_rotate_right": "Turn ⟳",
    "cc_follower": "Place a follower",
    "cc_follower_how": "Tap a white spot on the tile or choose below.",
    "cc_no_follower": "No follower",
    "cc_cancel": "Back",
    "cc_choose": "Draw a tile or place a half tile",
    "cc_choose_how": "Choose a half tile from your hand, or draw a normal tile.",
    "cc_draw_button": "Draw a tile",
    "cc_draft": "Choose a half tile",
    "cc_draft_how": "{who} chooses. Everyone sees which tile is taken.",
    "cc_waiting": "A tile is being drawn.",
    "cc_hidden_hand": "{n} hidden half tiles", "cc_hidden_hand_one": "1 hidden half tile",
    "cc_half_tile": "half tile", "cc_your_tile": "your tile as turned now", "cc_tile_type": "tile type",
    "cc_pile": "Pile: {n} tiles", "cc_pile_one": "Pile: 1 tile",
    "cc_pile_types": "Tiles per type",
    "cc_discarded": "Set aside: {n}",
    "cc_fit": "Whole map",
    "cc_inspect": "{what}: {squares}, {state}. Worth now: {value}.",
    "cc_squares_1": "1 square", "cc_squares_n": "{n} squares",
    "cc_inspect_owner": "Held by {who}.",
    "cc_inspect_free": "Nobody is in it.",
    "cc_complete": "complete", "cc_open": "not complete",
    "cc_final": "Final score by category",
    "cc_supply": "{n} followers left", "cc_supply_one": "1 follower left",
    "cc_halves_n": "{n} half tiles", "cc_halves_n_one": "1 half tile",
    # "how this step works" for each step and the legend of the board's marks
    "cc_help_place": "Every side touching another tile must match: city to city, road to road, field "
                     "to field. Turn the tile (button or key R) until yellow squares show; tap a "
                     "yellow square, then tap it again to place the tile.",
    "cc_help_half": "A half tile fills a triangle of a square; its long side only meets another "
                    "long side. Turning picks the corner; tap the yellow triangle.",
    "cc_help_follower": "You may put one follower on a feature of this tile that nobody holds "
                        "through its connections. Whatever is complete scores at once.",
    "cc_help_choose": "Holding half tiles you choose: draw a normal tile (button or key D), "
                      "or place a half tile instead.",
    "cc_help_draft": "In turn everyone takes an open half tile, the last player first, then "
                     "against the turn order.",
    "cc_refused_place": "The tile does not fit there in this turn: pick a marked square or turn the tile. The link shows the rule.",
    "cc_legend_target": "the tile fits here in this turn",
    "cc_legend_preview": "laid for now: tap again to place it",
    "cc_legend_spot": "a spot for a follower",
    "cc_legend_last": "the tile placed last",
    "cc_legend_scored": "just scored",
    "cc_legend_meeple": "follower (a farmer lies down)",
    "cc_legend_pennant": "pennant: 2 extra points in a completed city",
}

t = Texts(NL, EN)


def where(square: str, lang: str) -> str:
    """A square (``x,y``, x east, y north of the start tile) in plain words: "2 right and 1
    up of the start tile" (issue 24: no coordinates on screen)."""
    x, y = (int(v) for v in square.split(","))
    steps = [t(lang, f"cc_{word}_{'1' if n == 1 else 'n'}", n=n)
             for word, n in (("right" if x > 0 else "left", abs(x)), ("up" if y > 0 else "down", abs(y)))
             if n]
    if not steps:
        return t(lang, "cc_at_start")
    return t(lang, "cc_from_start", steps=t(lang, "cc_and").join(steps))


def describe_step(step: MoveData, chance: bool, view_after: dict, lang: str) -> str:
    """A step of the record as the move log shows it, from its fields
    (``core.carcassonne.notation``'s table): who did what in plain words, without tile names,
    coordinates or compass codes (the record keeps the notation)."""
    if chance:
        if step.verb == "halves" or not step.tiles:
            return t(lang, "cc_dealt")
        tile = step.tiles[0]
        set_aside = view_after.get("discarded", [])[-1:] == [tile] and view_after.get("drawn") != tile
        return t(lang, "cc_drew_discard" if set_aside else "cc_drew")
    if step.verb == "draw":
        return t(lang, "cc_draw")
    if step.verb == "pick":
        return t(lang, "cc_pick")
    if step.verb == "place":
        turn = step.option("turn") or ""
        if turn in ("nw", "ne", "se", "sw"):
            what = t(lang, "cc_place_half", where=where(step.squares[0], lang),
                     corner=t(lang, "cc_area_" + turn))
        else:
            what = t(lang, "cc_place", where=where(step.squares[0], lang),
                     turned=t(lang, "cc_turned_" + turn))
        spot = step.option("spot")
        if spot:  # a spot is named by its feature, then where on the tile (``road:e``)
            what = t(lang, "cc_with", what=what, who=t(lang, "cc_spot_" + spot.partition(":")[0]))
        return what
    return step.text


def describe_event(event: dict, seat_label, lang: str) -> str | None:
    if event.get("kind") == "end":
        return t(lang, "cc_ev_end")
    if event.get("kind") != "score":
        return None
    what = t(lang, "cc_kind_" + event["feature"])
    if not event["seats"]:
        return t(lang, "cc_ev_nobody", what=what) if not event["final"] else None
    who = ", ".join(seat_label(s) for s in event["seats"])
    return t(lang, "cc_ev_final" if event["final"] else "cc_ev_score", who=who,
             points=event["points"], what=what)


def turn_details(view: dict, lang: str) -> list[str]:
    if view["to_move"] is None:
        return []
    return [t(lang, "cc_pile_n", n=view["pile_size"])]


def score_text(view: dict, seat_label, lang: str) -> str:
    return t(lang, "cc_score", scores=", ".join(
        f"{seat_label(s)} {n}" for s, n in enumerate(view["scores"])))


def aria_board(view: dict, lang: str) -> str:
    """The board's accessible name: tiles and followers on the table (each in the singular
    for one: the start tile alone is "1 tile"), and the pile."""
    return t(lang, "cc_aria", tiles=t.counted(lang, "cc_aria_tiles", len(view["pieces"])),
             followers=t.counted(lang, "cc_aria_followers", len(view["followers"])),
             pile=view["pile_size"])


def area(u: float, v: float) -> str:
    """Which ninth of a tile the local point (u right, v down, ``[-0.5, 0.5]``) lies in:
    ``nw n ne w c e sw s se`` (a third of the tile each way, screen directions)."""
    col = "w" if u < -0.16 else "e" if u > 0.16 else ""
    row = "n" if v < -0.16 else "s" if v > 0.16 else ""
    return (row + col) or "c"


def spot_labels(spots: list[tuple[str, tuple[float, float]]], lang: str) -> dict[str, str]:
    """Plain names of the follower spots offered on the placed tile (issue 24): each spot is
    ``(spot, (u, v))``, the core's spot (``road:e``, ``field:nnw``, ``monastery``, as the
    legal moves list it) and the local point where the board draws it (turned with the
    tile). The name says who stands where, by the part of the tile the spot is drawn in:
    "farmer in the upper-left field", "knight in the upper city"; never a compass code. Two
    spots that would get the same name are numbered top to bottom, then left to right."""
    named = {}
    for spot, (u, v) in spots:
        kind = spot.partition(":")[0]
        named[spot] = t(lang, "cc_at_" + kind, where=t(lang, "cc_area_" + area(u, v)))
    for label in sorted(set(named.values())):
        same = sorted((p for p in spots if named[p[0]] == label), key=lambda p: (p[1][1], p[1][0]))
        if len(same) > 1:
            for n, (spot, _) in enumerate(same, 1):
                named[spot] = t(lang, "cc_nth", label=label, n=n)
    return named
