"""Carcassonne component data: the 72 land tiles of the base game, seat names, options and
the readings we chose; the Halflings' half tiles are in ``half_tiles.py`` (provisional).

The tile table is facts sheet ``carcassonne-halflings.md`` section 2.2, checked against
JCloisterZone's ``basic.xml`` (``keyflower-carcassonne-sources.md`` section 3.1): 24 types
A..X, 72 tiles with the start tile, 10 pennants. Slot names follow ``tiles.py``.
"""

from __future__ import annotations

from .half_tiles import HALF_TILES, PROVISIONAL_HALVES
from .tiles import TileDef, parse

#: name count edges(n e s w) segments (see tiles.py); verified, none provisional.
_BASE = """
A 2 FFRF monastery road:s field:nnw-nne-ene-ese-sse-ssw-wsw-wnw
B 4 FFFF monastery field:nnw-nne-ene-ese-sse-ssw-wsw-wnw
C 1 CCCC city:n-e-s-w+
D 4 CRFR city:n road:e-w field:ene-wnw/0 field:ese-sse-ssw-wsw
E 5 CFFF city:n field:ene-ese-sse-ssw-wsw-wnw/0
F 2 FCFC city:e-w+ field:nnw-nne/0 field:sse-ssw/0
G 1 FCFC city:e-w field:nnw-nne/0 field:sse-ssw/0
H 3 CFCF city:n city:s field:ene-ese-wsw-wnw/0,1
I 2 CFFC city:n city:w field:ene-ese-sse-ssw/0,1
J 3 CRRF city:n road:e-s field:ene-ssw-wsw-wnw/0 field:ese-sse
K 3 CFRR city:n road:s-w field:ene-ese-sse-wnw/0 field:ssw-wsw
L 3 CRRR city:n road:e road:s road:w field:ene-wnw/0 field:ese-sse field:ssw-wsw
M 2 CFFC city:n-w+ field:ene-ese-sse-ssw/0
N 3 CFFC city:n-w field:ene-ese-sse-ssw/0
O 2 CRRC city:n-w+ road:e-s field:ene-ssw/0 field:ese-sse
P 3 CRRC city:n-w road:e-s field:ene-ssw/0 field:ese-sse
Q 1 CCFC city:n-e-w+ field:sse-ssw/0
R 3 CCFC city:n-e-w field:sse-ssw/0
S 2 CCRC city:n-e-w+ road:s field:sse/0 field:ssw/0
T 1 CCRC city:n-e-w road:s field:sse/0 field:ssw/0
U 8 FRFR road:e-w field:wnw-nnw-nne-ene field:ese-sse-ssw-wsw
V 9 FFRR road:s-w field:wnw-nnw-nne-ene-ese-sse field:ssw-wsw
W 4 FRRR road:e road:s road:w field:wnw-nnw-nne-ene field:ese-sse field:ssw-wsw
X 1 RRRR road:n road:e road:s road:w field:wnw-nnw field:nne-ene field:ese-sse field:ssw-wsw
"""

BASE_TILES: dict[str, TileDef] = {d.name: d for d in
                                  (parse(line, half=False) for line in _BASE.strip().splitlines())}
#: The tile types in the order of the pile's counts.
TYPES = tuple(BASE_TILES)
#: Every tile and half tile by name.
ALL_TILES: dict[str, TileDef] = {**BASE_TILES, **HALF_TILES}

#: The start tile: a D at (0, 0), unrotated (rule ``setup``).
START = "D"
FOLLOWERS = 7
MIN_PLAYERS, MAX_PLAYERS = 2, 5

#: Points (rules ``score-*`` and ``final``).
ROAD_POINTS = 1
CITY_POINTS, PENNANT_POINTS = 2, 2
FINAL_CITY_POINTS, FINAL_PENNANT_POINTS = 1, 1
FARM_POINTS = 3

SEAT_NAMES = {"nl": ["Rood", "Blauw", "Geel", "Groen", "Zwart"],
              "en": ["Red", "Blue", "Yellow", "Green", "Black"]}

SUMMARY = {"nl": "Leg landschapstegels, bezet wegen, steden, kloosters en weiden; met de "
                 "halve tegels van de Halflingen.",
           "en": "Lay landscape tiles and claim roads, cities, monasteries and fields; with "
                 "the Halflings' half tiles."}

#: Halflings option values (rule ``halflings``): hidden hands (default), open draft, none.
HALFLINGS = ("hidden", "draft", "off")
#: Half tiles per player (rule ``half-setup``): 3 in the current rules.
HALVES_EACH = ("3", "2", "4")
#: How squares with half tiles count (rule ``half-counting``): the clarification of 1/2021
#: (squares everywhere; the 2014 rules read the same way), that of 10/2015 (every piece
#: counts, monasteries up to 18), the 2020 rules (roads and cities by piece, monasteries by
#: square).
COUNTING = ("2021", "2015", "2020")

PROVISIONAL = dict(PROVISIONAL_HALVES)

#: Readings where the sources are silent (each also in the rules reference).
READINGS = {
    "draft-open": {
        "nl": "Bij de open keuze (halflings=draft) ziet iedereen welke tegel elke speler "
              "neemt; daarom zijn de handen dan voor iedereen zichtbaar.",
        "en": "In the open draft (halflings=draft) everyone sees which tile each player "
              "takes, so the hands are shown to everyone."},
    "pennants-per-shield": {
        "nl": "Wapens tellen per afgedrukt wapen, ook als twee halve tegels in één vak elk een "
              "wapen hebben.",
        "en": "Pennants count per printed pennant, also when two half tiles in one square "
              "each have one."},
    "last-discard": {
        "nl": "Past de laatste normale tegel nergens, dan wordt hij weggelegd en eindigt het "
              "spel direct (er is geen normale tegel meer om te leggen).",
        "en": "If the last normal tile fits nowhere it is set aside and the game ends at once "
              "(no normal tile is left to place)."},
    "symbol-tiles": {
        "nl": "De vier halve tegels met symbolen van andere uitbreidingen (wijngaard, heuvel, "
              "schapen, graancirkel) spelen niet mee.",
        "en": "The four half tiles with symbols of other expansions (vineyard, hill, sheep, "
              "crop circle) are not used."},
}
