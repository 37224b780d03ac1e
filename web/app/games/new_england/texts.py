"""New England's texts in Dutch and English (keys ``ne_*``): the names of terrains, figures
and items, the panel, log and result texts, and the texts built from the view (move log,
turn line, status line's score, the board's text alternative). Rule messages come from the
core. The texts for first-time players are in ``help_texts`` and joined into ``NL``/``EN``
here. A counted text has a plural key and a ``_one`` key for the singular (:func:`tn`).
"""

from __future__ import annotations

from core.protocol import MoveData

from ...i18n import Texts
from . import help_texts

NL = {
    "ne_terrain_s": "nederzetting",
    "ne_terrain_p": "weide",
    "ne_terrain_c": "veld",
    "ne_item_tile": "terreinkaartje {terrain}",
    "ne_item_figure": "kaart {name}",
    "ne_item_land": "kaart {terrain} {shape}",
    "ne_item_vp": "{name} ({vp} zp)",
    "ne_drawn_tiles": "Getrokken terreinkaartjes: {list}",
    "ne_drawn_cards": "Getrokken kaarten: {list}",
    "ne_ev_bought": "kocht {item} voor {price}",
    "ne_ev_income": "inkomen +{amount}",
    "ne_ev_round_end": "einde van de ronde: {n} niet gekochte stukken gaan uit het spel; de startspelersteen gaat naar {who}",
    "ne_end_no_offer": "Het spel is voorbij: de zak en de stapel kunnen geen aanbod meer leveren.",
    "ne_end_offer_short": "Het spel is voorbij: het aangekondigde aanbod kon niet geleverd worden.",
    "ne_phase_start": "Startplaatjes",
    "ne_phase_announce": "Fase 1: aankondigen",
    "ne_phase_bid": "Fase 2: bieden",
    "ne_phase_buy": "Fase 3: kopen",
    "ne_phase_over": "Het spel is voorbij",
    "ne_round": "Ronde {n}",
    "ne_price": "prijs {price}, {n} van 2 gekocht",
    "ne_placing": "leg {item}",
    "ne_score": "Zegepunten: {scores}",
    "ne_score_one": "{name} {vp} zp ({money} geld)",
    "ne_fig_pilgrim": "pelgrimvader",
    "ne_fig_barn": "schuur",
    "ne_fig_ship": "schip",
    "ne_aria_family": "{name}: percelen {plots}; ontgonnen {developed}; figuren {figures}.",
    "ne_start_hint": "Leg een startplaatje ({n} over): kies het terrein, tik dan op twee aangrenzende vrije percelen.",
    "ne_start_pick": "Terrein van het startplaatje",
    "ne_start_rule_strict": "Startplaatjes raken elkaar nergens, ook niet schuin.",
    "ne_start_rule_orthogonal": "Startplaatjes mogen elkaar schuin raken, niet langs een zijde.",
    "ne_start_rule_any": "Er is geen plek volgens de regel: elk vrij paar percelen mag nu.",
    "ne_announce_hint": "Kondig aan hoeveel terreinkaartjes in het aanbod komen; de rest van de negen plaatsen vullen ontwikkelingskaarten.",
    "ne_bid_hint": "Kies een biedfiche: de hoogste koopt eerst, en de waarde is de prijs per aankoop.",
    "ne_chip_taken": "genomen door {name}",
    "ne_pending": "Nu uitvoeren: {item}",
    "ne_rotation": "Draaiing {i} van {n} · plekken: {count} (samen {total})",
    "ne_rotate_back": "Terug",
    "ne_rotate": "Draaien",
    "ne_confirm": "Hier leggen",
    "ne_develop_hint": "Tik een oplichtend perceel voor de plek, nog eens (of Hier leggen) om te leggen. R draait.",
    "ne_tile_hint": "Tik op een gemarkeerd perceel om het terreinkaartje te leggen.",
    "ne_figure_hint": "Tik op een gemarkeerd eigen kaartje om de figuur te zetten.",
    "ne_store": "In schuur {plot} bewaren",
    "ne_bonus_hint": "Scheepsbonus (mag): leg één extra stuk in het aanbod.",
    "ne_extra_tile": "Extra terreinkaartje",
    "ne_extra_card": "Extra kaart",
    "ne_buy_hint": "Koop voor {price} per stuk (nog {n}), of beëindig je beurt.",
    "ne_take": "Uit schuur {plot}: {item}",
    "ne_card": "kaart",
    "ne_move_hint": "Tik een eigen pelgrimvader of schip en dan een gemarkeerd kaartje om te verplaatsen.",
    "ne_done": "Klaar (inkomen +{income})",
    "ne_buy": "Koop",
    "ne_buy_label": "Koop {item} (plaats {n})",
    "ne_space_tile": "{n}. kaartje",
    "ne_space_either": "{n}. beide",
    "ne_space_card": "{n}. kaart",
    "ne_space_extra": "{n}. extra",
    "ne_offer_title": "Aanbod ({n} terreinkaartjes)",
    "ne_barn_hidden": "schuur {plot}: gesloten kaart",
    "ne_barn_card": "schuur {plot}: {item}",
    "ne_barn_empty": "schuur {plot}: leeg",
    "ne_fam_money": "geld {n}",
    "ne_fam_vp": "{n} zp",
    "ne_fam_figures": "pelgrims {p}, schuren {b}, schepen {s}",
    "ne_fam_cards": "{n} kaarten",
    "ne_fam_chip": "fiche {n}",
    "ne_fam_start": "startplaatjes: {list}",
    "ne_start_stone": "Startspeler",
    "ne_families": "Families",
    "ne_shared_win": "Gedeelde winst: {names}",
    "ne_cat_cards": "Kaarten",
    "ne_cat_pilgrims": "Pelgrims",
    "ne_cat_barns": "Schuren",
    "ne_cat_ships": "Schepen",
    "ne_most_vp": "Beslist door de meeste zegepunten ({vp}).",
    "ne_tie_money": "Gelijk op {vp} zegepunten ({names}): het meeste geld beslist.",
    "ne_tie_shared": "Gelijk op {vp} zegepunten en evenveel geld: de winst wordt gedeeld.",
    "ne_col_family": "Familie",
    "ne_col_total": "Totaal",
    "ne_col_money": "Geld",
    "ne_breakdown_caption": "Zegepunten per onderdeel",
    "ne_step": "{move} ({text})",
    "ne_supply": "Zak: {tiles} (nederzetting {s}, weide {p}, veld {c}) · stapel: {cards}",
}

EN = {
    "ne_terrain_s": "settlement",
    "ne_terrain_p": "pasture",
    "ne_terrain_c": "crop field",
    "ne_item_tile": "{terrain} tile",
    "ne_item_figure": "{name} card",
    "ne_item_land": "{terrain} {shape} card",
    "ne_item_vp": "{name} ({vp} VP)",
    "ne_drawn_tiles": "Tiles drawn: {list}",
    "ne_drawn_cards": "Cards drawn: {list}",
    "ne_ev_bought": "bought {item} for {price}",
    "ne_ev_income": "income +{amount}",
    "ne_ev_round_end": "end of the round: {n} unbought items leave the game; the start stone goes to {who}",
    "ne_end_no_offer": "The game is over: the bag and the deck cannot supply an offer any more.",
    "ne_end_offer_short": "The game is over: the announced offer could not be supplied.",
    "ne_phase_start": "Start tiles",
    "ne_phase_announce": "Phase 1: announce",
    "ne_phase_bid": "Phase 2: bid",
    "ne_phase_buy": "Phase 3: buy",
    "ne_phase_over": "The game is over",
    "ne_round": "Round {n}",
    "ne_price": "price {price}, {n} of 2 bought",
    "ne_placing": "place {item}",
    "ne_score": "Victory points: {scores}",
    "ne_score_one": "{name} {vp} VP ({money} money)",
    "ne_fig_pilgrim": "pilgrim",
    "ne_fig_barn": "barn",
    "ne_fig_ship": "ship",
    "ne_aria_family": "{name}: plots {plots}; developed {developed}; figures {figures}.",
    "ne_start_hint": "Lay a start tile ({n} left): choose its terrain, then tap two neighbouring free plots.",
    "ne_start_pick": "Terrain of the start tile",
    "ne_start_rule_strict": "Start tiles never touch, not even diagonally.",
    "ne_start_rule_orthogonal": "Start tiles may touch diagonally, not along an edge.",
    "ne_start_rule_any": "No spot under the rule: any two free plots are allowed now.",
    "ne_announce_hint": "Announce how many land tiles the offer gets; development cards fill the rest of the nine spaces.",
    "ne_bid_hint": "Pick a bid chip: the highest buys first, and its value is the price of each purchase.",
    "ne_chip_taken": "taken by {name}",
    "ne_pending": "Carry out now: {item}",
    "ne_rotation": "Rotation {i} of {n} · spots: {count} ({total} in all)",
    "ne_rotate_back": "Back",
    "ne_rotate": "Rotate",
    "ne_confirm": "Place here",
    "ne_develop_hint": "Tap a lit plot to preview the spot, again (or Place here) to place. R rotates.",
    "ne_tile_hint": "Tap a marked plot to lay the land tile.",
    "ne_figure_hint": "Tap a marked tile of yours to put the figure there.",
    "ne_store": "Store in barn {plot}",
    "ne_bonus_hint": "Ship bonus (optional): reveal one extra item for the offer.",
    "ne_extra_tile": "Extra land tile",
    "ne_extra_card": "Extra card",
    "ne_buy_hint": "Buy at {price} each ({n} left), or end your turn.",
    "ne_take": "From barn {plot}: {item}",
    "ne_card": "card",
    "ne_move_hint": "Tap one of your pilgrims or ships, then a marked tile to move it.",
    "ne_done": "Done (income +{income})",
    "ne_buy": "Buy",
    "ne_buy_label": "Buy {item} (space {n})",
    "ne_space_tile": "{n}. tile",
    "ne_space_either": "{n}. either",
    "ne_space_card": "{n}. card",
    "ne_space_extra": "{n}. extra",
    "ne_offer_title": "Offer ({n} land tiles)",
    "ne_barn_hidden": "barn {plot}: face-down card",
    "ne_barn_card": "barn {plot}: {item}",
    "ne_barn_empty": "barn {plot}: empty",
    "ne_fam_money": "money {n}",
    "ne_fam_vp": "{n} VP",
    "ne_fam_figures": "pilgrims {p}, barns {b}, ships {s}",
    "ne_fam_cards": "{n} cards",
    "ne_fam_chip": "chip {n}",
    "ne_fam_start": "start tiles: {list}",
    "ne_start_stone": "Start player",
    "ne_families": "Families",
    "ne_shared_win": "Shared win: {names}",
    "ne_cat_cards": "Cards",
    "ne_cat_pilgrims": "Pilgrims",
    "ne_cat_barns": "Barns",
    "ne_cat_ships": "Ships",
    "ne_most_vp": "Decided by the most victory points ({vp}).",
    "ne_tie_money": "Tied on {vp} VP ({names}): the most money decides.",
    "ne_tie_shared": "Tied on {vp} VP and on money: the win is shared.",
    "ne_col_family": "Family",
    "ne_col_total": "Total",
    "ne_col_money": "Money",
    "ne_breakdown_caption": "Victory points by category",
    "ne_step": "{move} ({text})",
    "ne_supply": "Bag: {tiles} (settlement {s}, pasture {p}, crop {c}) · deck: {cards}",
}

if set(NL) & set(help_texts.NL) or set(EN) & set(help_texts.EN):
    raise ValueError("help_texts repeats a key of texts")
NL = {**NL, **help_texts.NL}
EN = {**EN, **help_texts.EN}

t = Texts(NL, EN)


def tn(lang: str, key: str, n: int, **values) -> str:
    """A counted text: ``key + "_one"`` when ``n`` is 1, else ``key`` ("1 card", "2 cards")."""
    return t(lang, key + "_one" if n == 1 else key, n=n, **values)

#: The terrain codes of the notation (a tile's item code is its terrain's).
TERRAIN_CODES = ("s", "p", "c")


def terrain(code: str, lang: str) -> str:
    return t(lang, "ne_terrain_" + code)


def item_name(code: str, lang: str) -> str:
    """``weidekaartje`` / ``pasture tile``, ``kaart schip`` / ``ship card``, ``kaart
    nederzetting L3`` / ``settlement L3 card`` (from the item's code in the notation)."""
    if code in TERRAIN_CODES:
        return t(lang, "ne_item_tile", terrain=terrain(code, lang))
    if "-" not in code:
        return t(lang, "ne_item_figure", name=t(lang, "ne_fig_" + code))
    land, shape = code.split("-")
    return t(lang, "ne_item_land", terrain=terrain(land, lang), shape=shape.upper())


def item_text(code: str, vp: int | None, lang: str) -> str:
    """An item with its VP for cards (``vp`` from the view): ``pasture L3 card (5 VP)``."""
    if not code:
        return "-"
    name = item_name(code, lang)
    return name if vp is None else t(lang, "ne_item_vp", name=name, vp=vp)


def describe_step(step: MoveData, chance: bool, view_after: dict, lang: str) -> str:
    if chance:
        if step.verb == "tiles":
            return t(lang, "ne_drawn_tiles", list=", ".join(terrain(w, lang) for w in step.tiles))
        if step.verb == "cards":
            return t(lang, "ne_drawn_cards", list=", ".join(item_name(w, lang) for w in step.tiles))
        return step.text
    said = move_words(step, lang)
    return step.text if said == step.text else t(lang, "ne_step", move=said, text=step.text)


def move_words(step: MoveData, lang: str) -> str:
    """A move in words of ``lang`` (``buy 3`` -> ``koopt plaats 3``), from its fields; the
    notation itself for a move with fields none of these has."""
    verb, squares, n = step.verb, step.squares, step.count
    plots = "-".join(squares)  # the plots as the notation lists them, for the reader
    if verb == "start" and len(squares) == 2 and step.option("terrain") in TERRAIN_CODES:
        return t(lang, "ne_mv_start", terrain=terrain(step.option("terrain"), lang), plots=plots)
    if verb in ("offer", "bid", "buy") and n is not None:
        return t(lang, "ne_mv_" + verb, n=n)
    if verb == "extra" and step.option("item") in ("tile", "card"):
        return t(lang, "ne_mv_extra_" + step.option("item"))
    if verb in ("place", "store", "take") and len(squares) == 1:
        return t(lang, "ne_mv_" + verb, plot=squares[0])
    if verb == "develop" and squares:
        return t(lang, "ne_mv_develop", plots=plots)
    if verb in ("pilgrim", "barn", "ship") and len(squares) == 1:
        return t(lang, "ne_mv_figure", figure=t(lang, "ne_fig_" + verb), plot=squares[0])
    if verb == "move" and len(squares) == 2:
        return t(lang, "ne_mv_move", a=squares[0], b=squares[1])
    if verb == "done":
        return t(lang, "ne_mv_done")
    return step.text


def describe_event(event: dict, seat_label, lang: str) -> str | None:
    kind = event.get("kind")
    if kind == "bought":
        return t(lang, "ne_ev_bought", item=item_name(event["item"], lang), price=event["price"])
    if kind == "income":
        return t(lang, "ne_ev_income", amount=event["amount"])
    if kind == "round-end":
        return tn(lang, "ne_ev_round_end", len(event["discarded"]),
                  who=seat_label(event["start_player"]))
    if kind == "start-spacing-relaxed":
        return event.get(lang) or event.get("en")
    if kind == "game-over":
        return t(lang, "ne_end_" + event.get("reason", "no-offer").replace("-", "_"))
    return None


def phase_text(view: dict, lang: str) -> str:
    return t(lang, "ne_phase_" + view["phase"])


def turn_details(view: dict, lang: str) -> list[str]:
    parts = [phase_text(view, lang)]
    if view["round"]:
        parts.insert(0, t(lang, "ne_round", n=view["round"]))
    turn = view.get("turn")
    if turn:
        parts.append(t(lang, "ne_price", price=turn["price"], n=turn["purchases"]))
        if turn.get("pending"):
            parts.append(t(lang, "ne_placing", item=item_name(turn["pending"]["item"], lang)))
    return parts


def score_text(view: dict, seat_label, lang: str) -> str:
    return t(lang, "ne_score", scores=", ".join(
        t(lang, "ne_score_one", name=seat_label(f["seat"]), vp=f["score"], money=f["money"])
        for f in view["families"]))


def aria_board(view: dict, lang: str) -> str:
    names = view["seat_names"].get(lang, view["seat_names"]["en"])
    parts = []
    for f in view["families"]:
        seat = f["seat"]
        own = [p for p in view["plots"] if p["owner"] == seat]
        dev = [p["plot"] for p in own if p["developed"]]
        figs = ", ".join(f"{t(lang, 'ne_fig_' + x['kind'])} {x['plot']}"
                         for x in view["figures"] if x["owner"] == seat)
        parts.append(t(lang, "ne_aria_family", name=names[seat],
                       plots=" ".join(f"{p['plot']}{p['terrain']}" for p in own) or "-",
                       developed=" ".join(dev) or "-", figures=figs or "-"))
    return " ".join(parts)
