"""New England component data, in one place so that real values can replace the stand-ins.

Every value that no source fixes is a stand-in (see the facts sheet §1, tagged [STAND-IN] or
[INF] there). Each such value is marked ``# provisional`` here and listed in :data:`PROVISIONAL`
(key -> description in Dutch and English), which the rules reference shows as a list.
Values the rulebook itself gives carry no mark.

Coordinates: rows 1..9 from top to bottom, columns a..k from left to right; shapes are given
as ``(row, column)`` offsets.
"""

from __future__ import annotations

# -- board ----------------------------------------------------------------------------------
ROWS = 9  # provisional: 9 rows x 11 columns (the sources say 9 x 11 minus 1, not which way)
COLS = 11  # provisional
MISSING = ("k1",)  # provisional: the missing corner plot is the top-right one, where the coasts meet
#: A plot borders the sea when it lies in one of these rows / columns (the top row and the
#: right column, as the rulebook says); only contact along an edge counts.
COAST_ROWS = (1,)
COAST_COLS = ("k",)

# -- terrains and land tiles ------------------------------------------------------------------
#: Terrain letters in notation: s = settlement, p = pasture, c = crop.
TERRAINS = ("s", "p", "c")
TERRAIN_NAMES = {
    "s": {"nl": "nederzetting", "en": "settlement"},
    "p": {"nl": "weide", "en": "pasture"},
    "c": {"nl": "veld", "en": "crop field"},
}
TILES_PER_TERRAIN = 20  # provisional: 60 land tiles split evenly over the three terrains

# -- money, chips, offer ----------------------------------------------------------------------
START_MONEY = 12
INCOME_BASE = 4
INCOME_PER_PILGRIM = 1
CHIP_VALUES = tuple(range(1, 11))  # PROVISIONAL: the numbers 1-10 ("chip-values")
#: The nine offer spaces from the top: 3 for land tiles only, 3 for either, 3 for cards only.
OFFER_SPACES = ("tile",) * 3 + ("either",) * 3 + ("card",) * 3
MIN_OFFER_TILES = 3
MAX_OFFER_TILES = 6
START_PLAYER = 0  # provisional: "the longest family tree" starts; the engine gives seat 0 (the first player listed) the stone

# -- development cards ------------------------------------------------------------------------
FIGURES = ("pilgrim", "barn", "ship")
FIGURE_NAMES = {
    "pilgrim": {"nl": "pelgrimvader", "en": "pilgrim"},
    "barn": {"nl": "schuur", "en": "barn"},
    "ship": {"nl": "schip", "en": "ship"},
}
#: Figure cards: count in the deck and VP each.
FIGURE_CARDS = {
    "pilgrim": (13, 1),  # provisional: count = the 13 pilgrim pieces; 1 VP
    "barn": (11, 1),  # provisional: count = the 11 barn pieces; 1 VP
    "ship": (10, 1),  # provisional: count = the 10 ship pieces; 1 VP (one source)
}
#: The land-card shapes (the 8 free polyominoes of 2-4 cells), in their printed orientation.
SHAPES = {  # provisional: shapes unknown; the 8 polyominoes of size 2-4
    "i2": ((0, 0), (0, 1)),
    "i3": ((0, 0), (0, 1), (0, 2)),
    "l3": ((0, 0), (1, 0), (1, 1)),
    "i4": ((0, 0), (0, 1), (0, 2), (0, 3)),
    "l4": ((0, 0), (1, 0), (2, 0), (2, 1)),
    "t4": ((0, 0), (0, 1), (0, 2), (1, 1)),
    "s4": ((0, 1), (0, 2), (1, 0), (1, 1)),
    "o4": ((0, 0), (0, 1), (1, 0), (1, 1)),
}
#: VP of a land card by shape (same in every terrain) ...
SHAPE_VP = {"i2": 3, "i3": 5, "l3": 5, "i4": 7, "l4": 8, "t4": 8, "s4": 8, "o4": 8}  # provisional
#: ... except these (terrain, shape) cards.
SPECIAL_VP = {("s", "o4"): 10}  # provisional: the one 10-VP card is the settlement square
#: One land card per terrain and shape.
LAND_CARD_COPIES = 1  # provisional: 8 shapes x 3 terrains = the 24 cards left of 58

# -- scoring ----------------------------------------------------------------------------------
MAJORITY_BONUS = {"pilgrim": 4, "barn": 3, "ship": 2}
MAJORITY_NEEDS_ONE = True  # provisional: a player needs at least one figure to count as "most"
SHIP_BONUS_NEEDS_ONE = True  # provisional: 0 ships each is no tie for most ships

#: Card codes in deck order: the figure cards, then ``<terrain>-<shape>`` land cards.
CARD_CODES = FIGURES + tuple(f"{t}-{s}" for t in TERRAINS for s in SHAPES)


def card_count(code: str) -> int:
    """How many copies of this card the deck holds."""
    if code in FIGURE_CARDS:
        return FIGURE_CARDS[code][0]
    return LAND_CARD_COPIES


def card_vp(code: str) -> int:
    """Victory points printed on a card."""
    if code in FIGURE_CARDS:
        return FIGURE_CARDS[code][1]
    terrain, shape = code.split("-")
    return SPECIAL_VP.get((terrain, shape), SHAPE_VP[shape])


DECK_SIZE = sum(card_count(c) for c in CARD_CODES)
assert DECK_SIZE == 58, DECK_SIZE
assert ROWS * COLS - len(MISSING) == 98

#: Every stand-in value, for the rules reference: key -> {"nl": ..., "en": ...}.
PROVISIONAL = {
    "chip-values": {
        "nl": "De tien biedfiches hebben de getallen 1 tot en met 10. Het regelboek zegt alleen dat "
              "er tien fiches zijn; de getallen komen uit andere beschrijvingen van het spel.",
        "en": "The ten bid chips carry the numbers 1 to 10. The rulebook only says there are ten "
              "chips; the numbers come from other descriptions of the game."},
    "board-orientation": {
        "nl": "Het bord heeft 9 rijen (1-9, van boven naar onder) en 11 kolommen (a-k, van links naar rechts).",
        "en": "The board has 9 rows (1-9, top to bottom) and 11 columns (a-k, left to right)."},
    "missing-plot": {
        "nl": "Het ontbrekende perceel is de hoek rechtsboven, k1, waar de twee kusten samenkomen.",
        "en": "The missing plot is the top-right corner, k1, where the two coasts meet."},
    "coast": {
        "nl": "Een perceel grenst aan zee als het in rij 1 of kolom k ligt (18 percelen); alleen een zijde telt.",
        "en": "A plot borders the sea when it lies in row 1 or column k (18 plots); only a shared edge counts."},
    "tile-split": {
        "nl": "De 60 terreinkaartjes: 20 nederzetting, 20 weide, 20 veld.",
        "en": "The 60 land tiles: 20 settlement, 20 pasture, 20 crop field."},
    "figure-cards": {
        "nl": "Figuurkaarten: 13 pelgrimvaders, 11 schuren, 10 schepen (zoveel als de speelstukken), elk 1 zegepunt.",
        "en": "Figure cards: 13 pilgrims, 11 barns, 10 ships (as many as the pieces), 1 VP each."},
    "land-cards": {
        "nl": "Landkaarten: per terrein één kaart van elke vorm van 2-4 percelen (I2, I3, L3, I4, L4, T4, S4, O4).",
        "en": "Land cards: per terrain one card of each shape of 2-4 plots (I2, I3, L3, I4, L4, T4, S4, O4)."},
    "land-card-vp": {
        "nl": "Zegepunten: I2 3, I3 en L3 5, I4 7, L4, T4, S4 en O4 8; alleen het nederzettingsvierkant (O4) is 10 waard.",
        "en": "VP: I2 3, I3 and L3 5, I4 7, L4, T4, S4 and O4 8; only the settlement square (O4) is worth 10."},
    "shape-handedness": {
        "nl": "L4 en S4 zijn gedrukt zoals hier getekend; zonder de optie spiegelen kan alleen gedraaid worden.",
        "en": "L4 and S4 are printed as drawn here; without the mirror option they can only be rotated."},
    "start-player": {
        "nl": "De eerste speler in de lijst (Rood) krijgt de startspelersteen; de speler rechts van hem (de laatste in de lijst) legt het eerste startplaatje.",
        "en": "The first player listed (Red) gets the start player stone; the player to his right (the last one listed) lays the first start tile."},
    "majority-needs-one": {
        "nl": "Voor 'de meeste' figuren of schepen is minstens één figuur van die soort nodig.",
        "en": "To have 'the most' figures or ships a player needs at least one of that kind."},
}

#: Family (seat) names per language, index = seat; our own labels (the real family names and
#: the fourth family letter are unknown).
SEAT_NAMES = {"nl": ["Rood", "Blauw", "Geel", "Groen"], "en": ["Red", "Blue", "Yellow", "Green"]}

#: Our reading of points the rulebook leaves open (not component data, but also ours to
#: change), for the rules reference: key -> {"nl": ..., "en": ...}.
READINGS = {
    "start-fallback": {
        "nl": "Laat de strenge regel geen plek voor een startplaatje, dan geldt voor dat plaatje de regel 'niet langs een zijde'; is er dan nog geen plek, dan mag elk vrij paar percelen. Het verloop meldt het.",
        "en": "When the strict rule leaves no spot for a start tile, that tile follows the 'no shared side' rule; when that leaves none either, any two free plots will do. The log says so."},
    "coastal-start-tile": {
        "nl": "Een startplaatje ligt aan zee als één van zijn twee percelen aan zee ligt.",
        "en": "A start tile is at the sea when one of its two plots is."},
    "figure-moves": {
        "nl": "Pelgrimvaders en schepen verzetten in fase 3 tijdens de eigen beurt, elke figuur hooguit één keer per beurt (vaker levert niets op).",
        "en": "Pilgrims and ships move in phase 3 on their owner's turn, each figure at most once per turn (more gains nothing)."},
    "ship-bonus-timing": {
        "nl": "Het extra aanbod mag tot je eerste aankoop van de beurt, één keer; het komt op plaats 10, 11, ...",
        "en": "The extra item may be revealed until your first purchase of the turn, once; it goes on space 10, 11, ..."},
    "barn-take": {
        "nl": "Een kaart uit de schuur halen is geen aankoop en kost niets; dat kan pas in een latere beurt dan het opslaan, en alleen als je hem meteen kunt uitvoeren.",
        "en": "Taking a card out of a barn is not a purchase and costs nothing; it is possible on a later turn than the storing, and only when the card can be carried out at once."},
    "buy-now": {
        "nl": "Of een aankoop kan, hangt af van het bord op dat moment: verzet eerst figuren als een vorm anders niet past.",
        "en": "Whether an item can be bought depends on the board at that moment: move figures first if a shape would not fit otherwise."},
    "no-offer-end": {
        "nl": "Kan geen enkel aanbod van 3 tot 6 terreinkaartjes geleverd worden, dan eindigt het spel meteen bij het begin van de ronde.",
        "en": "When no offer of 3 to 6 land tiles can be supplied, the game ends at once when the round begins."},
}

#: One line about the game for menus (``Game.summary``).
SUMMARY = {"nl": "Bied op kaarten en land en bouw je kolonie aan de kust.",
           "en": "Bid for cards and land and build your colony on the coast."}
