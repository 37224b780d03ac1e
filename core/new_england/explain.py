"""Why a move is refused: a specific RuleError in Dutch and English for every illegal move.

Called only for moves that are not among the legal ones (rules.apply decides legality); the
checks below only pick the words, so an unforeseen case still gets a general message.
"""

from __future__ import annotations

import re

from ..errors import RuleError, quoted
from . import data, placement
from .board import KING, NAMES, ORTH, fits
from .notation import CARRY_OUT_VERBS, FORMS, TURN_VERBS
from .notation import number as _int
from .notation import plot as _plot
from .notation import plots as _plots
from .ruleids import err
from .state import ANNOUNCE, BID, BUY, FREE, START, State, offer_sizes, price, suppliable

_PLOTLIKE = re.compile(r"^[a-z][0-9]+$")

def who(seat: int, lang: str) -> str:
    return data.SEAT_NAMES[lang][seat]


def terrain_name(t: str, lang: str) -> str:
    return data.TERRAIN_NAMES[t][lang]


def item_name(code: str, lang: str) -> str:
    """``weidekaartje`` / ``pasture tile``, ``schipkaart`` / ``ship card``, ``L3-kaart
    nederzetting`` / ``settlement L3 card``."""
    if code in data.TERRAINS:
        return f"terreinkaartje {terrain_name(code, 'nl')}" if lang == "nl" else f"{terrain_name(code, 'en')} tile"
    if code in data.FIGURES:
        name = data.FIGURE_NAMES[code][lang]
        return f"kaart {name}" if lang == "nl" else f"{name} card"
    t, shape = code.split("-")
    return (f"kaart {terrain_name(t, 'nl')} {shape.upper()}" if lang == "nl"
            else f"{terrain_name(t, 'en')} {shape.upper()} card")


def notation(text: str, verb: str | None = None) -> RuleError:
    if verb in FORMS:
        return err("notation", f"'{quoted(text)}' is niet goed geschreven; bijvoorbeeld: {FORMS[verb]}.",
                   f"'{quoted(text)}' is not written correctly; for example: {FORMS[verb]}.")
    return err("notation",
               f"'{quoted(text)}' is geen zet. Zetten zijn bijvoorbeeld: {', '.join(FORMS.values())}.",
               f"'{quoted(text)}' is not a move. Moves look like: {', '.join(FORMS.values())}.")


def phase(state: State, seat: int, verb: str, verbs_now: tuple[str, ...]) -> RuleError:
    """The verb does not belong to this moment of the game (whose verbs are ``verbs_now``)."""
    if state.phase == BUY and state.pending and verb in TURN_VERBS:
        nl, en = item_name(state.pending, "nl"), item_name(state.pending, "en")
        how_nl, how_en = ("gekochte", "bought") if state.pending_from == "buy" else ("uit de schuur gehaalde", "took from your barn")
        article = "het" if state.pending in data.TERRAINS else "de"  # het kaartje, de kaart
        return err("carry-out-now", f"Eerst {article} {how_nl} {nl} plaatsen of uitvoeren: dat gebeurt meteen.",
                   f"First place or carry out the {en} you {how_en}: that happens at once.")
    if state.phase == BUY and verb in CARRY_OUT_VERBS:
        return err("carry-out-now", "Je hebt niets te plaatsen: koop eerst iets uit het aanbod (buy 1-9).",
                   "You have nothing to place: buy an item from the offer first (buy 1-9).",
                   plain=("Je hebt niets te plaatsen: koop eerst iets uit het aanbod.",
                          "You have nothing to place: buy an item from the offer first."))
    now = {START: ("de startronden: leg een startplaatje", "the start rounds: lay a start tile"),
           ANNOUNCE: ("fase 1: de startspeler kondigt 3-6 terreinkaartjes aan", "phase 1: the start player announces 3-6 land tiles"),
           BID: ("fase 2: neem een biedfiche", "phase 2: take a bid chip"),
           BUY: ("fase 3: kopen, vestigen, inkomen", "phase 3: buy, settle, income")}.get(state.phase, ("", ""))
    example = FORMS[verbs_now[0]] if verbs_now else ""
    return err("phase", f"'{verb}' kan nu niet; het is {now[0]} ({example}).",
               f"'{verb}' is not possible now; this is {now[1]} ({example}).",
               plain=(f"Dat kan nu niet; het is {now[0]}.", f"That is not possible now; this is {now[1]}."))


def explain(state: State, seat: int, text: str) -> RuleError:
    words = text.split(" ")
    verb = words[0]
    for word in words[1:]:
        for part in word.split("-"):
            if _PLOTLIKE.match(part) and _plot(part) is None:
                return err("board", f"{part} ligt niet op het bord: de percelen gaan van a1 tot k9, zonder {', '.join(data.MISSING)}.",
                           f"{part} is not on the board: plots run from a1 to k9, without {', '.join(data.MISSING)}.")
    fn = _EXPLAIN.get(verb)
    out = fn(state, seat, text, words) if fn else None
    return out or err("phase", f"'{quoted(text)}' is nu geen geldige zet.", f"'{quoted(text)}' is not a legal move now.",
                      plain=("Die zet kan nu niet: kies een van de gemarkeerde mogelijkheden.",
                             "That move is not possible now: choose one of the marked options."))


# -- per verb ---------------------------------------------------------------------------------
def _start(state, seat, text, words):
    pair = _plots(words[2]) if len(words) == 3 else None
    if len(words) != 3 or words[1] not in data.TERRAINS or pair is None or len(pair) != 2:
        return notation(text, "start")
    t, (a, b) = words[1], pair
    if t not in state.start_left[seat]:
        left_nl = ", ".join(terrain_name(x, "nl") for x in state.start_left[seat])
        left_en = ", ".join(terrain_name(x, "en") for x in state.start_left[seat])
        return err("start-tile", f"Je startplaatje {terrain_name(t, 'nl')} ligt al op het bord; je hebt nog: {left_nl}.",
                   f"Your {terrain_name(t, 'en')} start tile is already on the board; you still have: {left_en}.")
    if b not in ORTH[a]:
        return err("start-tile", f"Een startplaatje bedekt twee percelen met een gemeenschappelijke zijde; {NAMES[a]} en {NAMES[b]} zijn dat niet.",
                   f"A start tile covers two plots that share a side; {NAMES[a]} and {NAMES[b]} do not.")
    if a > b:
        return err(
            "notation", f"Schrijf de percelen in bordvolgorde: start {t} {NAMES[b]}-{NAMES[a]}.",
            f"Write the plots in board order: start {t} {NAMES[b]}-{NAMES[a]}.")
    for p in (a, b):
        if state.owner[p] != FREE:
            return err("occupied", f"Perceel {NAMES[p]} is al bezet door {who(state.owner[p], 'nl')}.",
                       f"Plot {NAMES[p]} is already taken by {who(state.owner[p], 'en')}.")
    rule, _ = placement.start_spots(state)
    near = KING if rule == "strict" else ORTH
    for p in (a, b):
        for n in near[p]:
            if state.owner[n] != FREE:
                how_nl = "ook niet schuin" if rule == "strict" else "niet langs een zijde"
                how_en = "not even diagonally" if rule == "strict" else "not along a side"
                return err("start-spacing",
                           f"{NAMES[p]} raakt {NAMES[n]}, het startplaatje van {who(state.owner[n], 'nl')}; startplaatjes mogen elkaar niet raken ({how_nl}).",
                           f"{NAMES[p]} touches {NAMES[n]}, {who(state.owner[n], 'en')}'s start tile; start tiles may not touch ({how_en}).")
    return None


def _offer(state, seat, text, words):
    k = _int(words[1]) if len(words) == 2 else None
    if k is None:
        return notation(text, "offer")
    if not data.MIN_OFFER_TILES <= k <= data.MAX_OFFER_TILES:
        return err("offer", f"Kondig {data.MIN_OFFER_TILES} tot {data.MAX_OFFER_TILES} terreinkaartjes aan, niet {k}.",
                   f"Announce {data.MIN_OFFER_TILES} to {data.MAX_OFFER_TILES} land tiles, not {k}.")
    if not suppliable(state, k):
        ok = ", ".join(str(x) for x in offer_sizes(state))
        return err("end-trigger",
                   f"De zak ({sum(state.bag)}) en de stapel ({sum(state.deck)}) kunnen {k} kaartjes plus {9 - k} kaarten niet leveren; kies {ok}.",
                   f"The bag ({sum(state.bag)}) and the deck ({sum(state.deck)}) cannot supply {k} tiles plus {9 - k} cards; choose {ok}.")
    return None


def _bid(state, seat, text, words):
    v = _int(words[1]) if len(words) == 2 else None
    if v is None:
        return notation(text, "bid")
    if v not in data.CHIP_VALUES:
        return err("bid", f"De biedfiches gaan van {data.CHIP_VALUES[0]} tot {data.CHIP_VALUES[-1]}.",
                   f"The bid chips run from {data.CHIP_VALUES[0]} to {data.CHIP_VALUES[-1]}.")
    if v in state.chips:
        o = state.chips.index(v)
        return err("bid", f"Biedfiche {v} ligt al voor {who(o, 'nl')}.", f"Bid chip {v} already lies before {who(o, 'en')}.")
    return None


def _extra(state, seat, text, words):
    if len(words) != 2 or words[1] not in ("tile", "card"):
        return notation(text, "extra")
    if state.purchases:
        return err("ship-bonus", "Het extra aanbod mag alleen vóór je eerste aankoop.",
                   "The extra offer may only be revealed before your first purchase.")
    if state.extra_used:
        return err("ship-bonus", "Je hebt deze beurt al een extra aanbod opengelegd.",
                   "You have already revealed an extra item this turn.")
    ships = [placement.figure_counts(state, s)["ship"] for s in range(state.players)]
    if not state.ship_bonus and placement.ship_bonus_allowed(state, seat):
        return err("ship-bonus",
                   "Het extra aanbod hangt af van de schepen bij het begin van je beurt; toen had je niet de meeste. Een schip dat je deze beurt neerzet telt pas in je volgende beurt.",
                   "The extra offer depends on the ships when your turn began; then you did not have the most. A ship you place this turn counts from your next turn.")
    if not state.ship_bonus:
        return err("ship-bonus",
                   f"Alleen wie de meeste schepen heeft (gelijk telt mee, minstens één) legt een extra aanbod open; jij hebt er {ships[seat]}, het meeste is {max(ships)}.",
                   f"Only a player with the most ships (ties count, at least one) reveals an extra item; you have {ships[seat]}, the most is {max(ships)}.")
    where_nl, where_en = ("de zak is leeg", "the bag is empty") if words[1] == "tile" else ("de stapel is op", "the deck is empty")
    return err("ship-bonus", f"Geen extra aanbod mogelijk: {where_nl}.", f"No extra item possible: {where_en}.")


def _buy(state, seat, text, words):
    n = _int(words[1]) if len(words) == 2 else None
    if n is None:
        return notation(text, "buy")
    if not 1 <= n <= len(state.offer):
        return err("buy", f"Er is geen aanbodplaats {n} (wel 1 tot {len(state.offer)}).",
                   f"There is no offer space {n} (there are 1 to {len(state.offer)}).")
    item = state.offer[n - 1]
    if not item:
        return err("buy", f"Aanbodplaats {n} is leeg: dat is al gekocht.", f"Offer space {n} is empty: it was bought already.")
    if state.purchases >= 2:
        return err("purchase-limit", "Je hebt deze beurt al twee aankopen gedaan.", "You have already made two purchases this turn.")
    if state.money[seat] < price(state, seat):
        return err("money", f"Je biedfiche kost {price(state, seat)} shilling per aankoop en je hebt er {state.money[seat]}.",
                   f"Your bid chip costs {price(state, seat)} shillings per purchase and you have {state.money[seat]}.")
    if item in data.TERRAINS:
        t = item
        return err("buy-usable",
                   f"Je kunt geen {item_name(t, 'nl')} leggen: geen vrij perceel grenst aan je {terrain_name(t, 'nl')} zonder de {terrain_name(t, 'nl')} van een ander te raken.",
                   f"You cannot place a {item_name(t, 'en')}: no free plot borders your {terrain_name(t, 'en')} without touching another family's {terrain_name(t, 'en')}.")
    return err("buy-usable",
               f"Je kunt de {item_name(item, 'nl')} nu niet uitvoeren en je hebt geen lege schuur om hem op te slaan.",
               f"You cannot carry out the {item_name(item, 'en')} now and you have no empty barn to store it.")


def _pending_kind(state, verb, text):
    """Refuse a carry-out verb that does not fit the pending item."""
    code = state.pending
    fit = {"place": code in data.TERRAINS, "develop": "-" in code, "store": code not in data.TERRAINS}
    ok = fit.get(verb, verb == code)
    if ok:
        return None
    right = "place" if code in data.TERRAINS else "develop" if "-" in code else code
    return err("carry-out-now", f"Je plaatst nu een {item_name(code, 'nl')}: schrijf bijvoorbeeld {FORMS[right]}.",
               f"You are placing a {item_name(code, 'en')} now: write for example {FORMS[right]}.")


def _own_tile(state, seat, p, what_nl, what_en, rule):
    if state.owner[p] != seat:
        return err(rule, f"{NAMES[p]} is geen terrein van jou; {what_nl} komt op een eigen kaartje.",
                   f"{NAMES[p]} is not your land; {what_en} goes on a tile of your own.")
    if state.lead[p] != p:
        lead = state.lead[p]
        return err("notation", f"{NAMES[p]} is de tweede helft van startplaatje {NAMES[lead]}: noem het {NAMES[lead]}.",
                   f"{NAMES[p]} is the second half of start tile {NAMES[lead]}: call it {NAMES[lead]}.")
    return None


def _place(state, seat, text, words):
    bad = _pending_kind(state, "place", text)
    if bad:
        return bad
    p = _plot(words[1]) if len(words) == 2 else None
    if p is None:
        return notation(text, "place")
    t = state.pending
    if state.owner[p] != FREE:
        return err("occupied", f"Perceel {NAMES[p]} is al bezet door {who(state.owner[p], 'nl')}.",
                   f"Plot {NAMES[p]} is already taken by {who(state.owner[p], 'en')}.")
    for n in ORTH[p]:
        if state.owner[n] not in (FREE, seat) and state.terrain[n] == t:
            return err("foreign-terrain",
                       f"{NAMES[p]} grenst aan {NAMES[n]}, {terrain_name(t, 'nl')} van {who(state.owner[n], 'nl')}: dezelfde terreinsoort van twee families mag alleen schuin raken.",
                       f"{NAMES[p]} borders {NAMES[n]}, {who(state.owner[n], 'en')}'s {terrain_name(t, 'en')}: the same terrain of two families may touch only diagonally.")
    return err("tile-placement",
               f"{NAMES[p]} grenst niet (langs een zijde) aan je eigen {terrain_name(t, 'nl')}.",
               f"{NAMES[p]} does not border (along a side) your own {terrain_name(t, 'en')}.")


def _develop(state, seat, text, words):
    bad = _pending_kind(state, "develop", text)
    if bad:
        return bad
    cells = _plots(words[1]) if len(words) == 2 else None
    if not cells:
        return notation(text, "develop")
    t, shape = state.pending.split("-")
    size = len(data.SHAPES[shape])
    if len(cells) != size or len(set(cells)) != size:
        return err("development-shape", f"De {item_name(state.pending, 'nl')} beslaat {size} verschillende percelen.",
                   f"The {item_name(state.pending, 'en')} covers {size} different plots.")
    if cells != sorted(cells):
        return err("notation", "Schrijf de percelen in bordvolgorde: " + "-".join(NAMES[c] for c in sorted(cells)) + ".",
                   "Write the plots in board order: " + "-".join(NAMES[c] for c in sorted(cells)) + ".")
    for p in cells:
        if state.owner[p] != seat:
            return err("development-shape", f"{NAMES[p]} is geen perceel van jou.", f"{NAMES[p]} is not your plot.")
        if state.terrain[p] != t:
            return err("development-shape",
                       f"{NAMES[p]} is {terrain_name(state.terrain[p], 'nl')}; deze kaart vraagt {terrain_name(t, 'nl')}.",
                       f"{NAMES[p]} is {terrain_name(state.terrain[p], 'en')}; this card needs {terrain_name(t, 'en')}.")
        if state.developed[p]:
            return err("unused", f"{NAMES[p]} is al in gebruik (omgedraaid).", f"{NAMES[p]} is already developed.")
        fig = state.figure[state.lead[p]]
        if fig:
            return err("unused", f"Op {NAMES[p]} staat je {data.FIGURE_NAMES[fig]['nl']}: een kaartje met een figuur wordt niet gebruikt.",
                       f"{NAMES[p]} carries your {data.FIGURE_NAMES[fig]['en']}: a tile with a figure cannot be developed.")
        both = placement.tile_plots(state, state.lead[p])
        if not set(both) <= set(cells):
            return err("start-tile-whole",
                       f"{NAMES[p]} is de helft van startplaatje {'-'.join(NAMES[x] for x in both)}: gebruik beide helften of geen.",
                       f"{NAMES[p]} is half of start tile {'-'.join(NAMES[x] for x in both)}: use both halves or neither.")
    mirror_nl = "draaien en spiegelen mag" if state.mirror else "draaien mag, spiegelen niet"
    mirror_en = "rotating and mirroring allowed" if state.mirror else "rotating allowed, mirroring not"
    if not fits(shape, state.mirror, tuple(cells)):
        return err("rotation", f"Deze percelen vormen niet de vorm {shape.upper()} van de kaart ({mirror_nl}).",
                   f"These plots do not form the card's {shape.upper()} shape ({mirror_en}).")
    return None


def _figure(state, seat, text, words):
    verb = words[0]
    bad = _pending_kind(state, verb, text)
    if bad:
        return bad
    p = _plot(words[1]) if len(words) == 2 else None
    if p is None:
        return notation(text, verb)
    name_nl, name_en = data.FIGURE_NAMES[verb]["nl"], data.FIGURE_NAMES[verb]["en"]
    bad = _own_tile(state, seat, p, f"een {name_nl}", f"a {name_en}", "figure-placement")
    if bad:
        return bad
    if state.developed[p]:
        return err("unused", f"{NAMES[p]} is al in gebruik; een figuur komt op een ongebruikt kaartje.",
                   f"{NAMES[p]} is developed; a figure goes on an unused tile.")
    if state.figure[p]:
        return err("figure-placement", f"Op {NAMES[p]} staat al een {data.FIGURE_NAMES[state.figure[p]]['nl']}: één figuur per kaartje.",
                   f"{NAMES[p]} already carries a {data.FIGURE_NAMES[state.figure[p]]['en']}: one figure per tile.")
    if verb == "ship" and not placement.coastal_tile(state, p):
        return err("coastal", f"Een schip komt alleen op een kaartje aan zee (rij 1 of kolom k); {NAMES[p]} ligt niet aan zee.",
                   f"A ship goes only on a tile at the sea (row 1 or column k); {NAMES[p]} is not.")
    return None


def _store(state, seat, text, words):
    if state.pending in data.TERRAINS:
        return err("barn-store", "In een schuur gaan alleen ontwikkelingskaarten, geen terreinkaartjes.",
                   "A barn stores development cards only, not land tiles.")
    if state.pending_from != "buy":
        return err("barn-store", "Een kaart die je uit een schuur haalt, voer je meteen uit.",
                   "A card taken out of a barn is carried out at once.")
    p = _plot(words[1]) if len(words) == 2 else None
    if p is None:
        return notation(text, "store")
    card = placement.barn_card(state, seat, p)
    if card is None:
        return err("barn-store", f"Op {NAMES[p]} staat geen schuur van jou.", f"There is no barn of yours on {NAMES[p]}.")
    return err("barn-store", f"Je schuur op {NAMES[p]} is al vol: een schuur bewaart één kaart.",
               f"Your barn on {NAMES[p]} is already full: a barn holds one card.")


def _take(state, seat, text, words):
    p = _plot(words[1]) if len(words) == 2 else None
    if p is None:
        return notation(text, "take")
    card = placement.barn_card(state, seat, p)
    if card is None:
        return err("barn-take", f"Op {NAMES[p]} staat geen schuur van jou.", f"There is no barn of yours on {NAMES[p]}.")
    if not card:
        return err("barn-take", f"Je schuur op {NAMES[p]} is leeg.", f"Your barn on {NAMES[p]} is empty.")
    if p in state.fresh:
        return err("barn-take", "Deze kaart ging deze beurt de schuur in; haal hem er in een latere beurt uit.",
                   "This card went into the barn this turn; take it out on a later turn.")
    return err("barn-take", f"Je kunt de {item_name(card, 'nl')} uit die schuur nu niet uitvoeren.",
               f"You cannot carry out the {item_name(card, 'en')} from that barn now.")


def _move(state, seat, text, words):
    pair = _plots(words[1]) if len(words) == 2 else None
    if not pair or len(pair) != 2:
        return notation(text, "move")
    a, b = pair
    if state.owner[a] != seat or not state.figure[state.lead[a]]:
        return err("figure-move", f"Op {NAMES[a]} staat geen figuur van jou.", f"There is no figure of yours on {NAMES[a]}.")
    if state.lead[a] != a:
        return _own_tile(state, seat, a, "", "", "figure-move")
    kind = state.figure[a]
    if kind == "barn":
        return err("figure-move", "Schuren worden niet meer verplaatst.", "Barns never move.")
    if a in state.moved:
        return err("figure-move", "Deze figuur is deze beurt al verzet.", "This figure has already moved this turn.")
    bad = _own_tile(state, seat, b, "een figuur", "a figure", "figure-move")
    if bad:
        return bad
    if state.developed[b] or state.figure[b]:
        return err("unused", f"{NAMES[b]} is niet ongebruikt (omgedraaid of met een figuur).",
                   f"{NAMES[b]} is not unused (developed or carrying a figure).")
    if kind == "ship" and not placement.coastal_tile(state, b):
        return err("coastal", f"Een schip vaart alleen naar een kaartje aan zee; {NAMES[b]} ligt niet aan zee.",
                   f"A ship moves only to a tile at the sea; {NAMES[b]} is not.")
    return None


_EXPLAIN = {"start": _start, "offer": _offer, "bid": _bid, "extra": _extra, "buy": _buy, "place": _place,
            "develop": _develop, "pilgrim": _figure, "barn": _figure, "ship": _figure, "store": _store,
            "take": _take, "move": _move}
