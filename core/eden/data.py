"""Eden component data and every stand-in value, in one place so it is easy to replace.

Values marked ``# PROVISIONAL`` are not printed in our sources (rulebook
``003_157c93beae11637c`` and the facts sheet, section 2); each is listed in :data:`PROVISIONAL`
with a Dutch and English description, so the rules reference can show them as provisional.

Shapes are given as ``(dx, dy)`` offsets with ``dy`` pointing to higher row numbers; the
page draws row 1 at the bottom (like a chess board), so ``S4`` looks like an S there.
"""

from __future__ import annotations

#: Board size: columns A..G, rows 1..7 (facts sheet 2.1, confirmed).
SIZE = 7
COLUMNS = "ABCDEFG"

#: Cards in hand at the start, and the hand size below which a player draws (rulebook).
START_HAND = 6
DRAW_BELOW = 5

#: Mana at the start and the mana per red dot at the start of a turn (rulebook).
START_MANA = 100
INCOME_PER_RED = 5

#: Fertility points that win at once (rulebook).
WIN_POINTS = 20

#: Cultivation: mana per card that rises one step (rulebook). Highest value of a card.
RISE_COST = 10
MAX_VALUE = 4

#: Selling gives SELL_PER_SQUARE per square; buying costs BUY_BASE + BUY_PER_SQUARE per square.
SELL_PER_SQUARE = 10
BUY_BASE = 10
BUY_PER_SQUARE = 10

#: Conquest bidding: lowest opening rate, smallest raise (rulebook); rates are multiples of
#: RATE_STEP.
OPENING_RATE = 10
MIN_RAISE = 5
RATE_STEP = 5  # PROVISIONAL: rates in steps of 5 ("rate-steps")

#: Landscape cards per player: how many two-sided cards of kind 1/2 and of kind 3/4.
LOW_CARDS = 12  # PROVISIONAL: 12 + 12 split ("landscape-split")
HIGH_CARDS = 12  # PROVISIONAL: see LOW_CARDS

#: The 17 cultivation cards: shape name -> (cells, copies). One-sided shapes: they may be
#: rotated, never mirrored. Names use letters that are no board column, so a card name
#: never reads as a square.
SHAPES = {  # PROVISIONAL: the whole list ("cultivation-shapes")
    "I2": (((0, 0), (1, 0)), 3),
    "I3": (((0, 0), (1, 0), (2, 0)), 2),
    "L3": (((0, 0), (1, 0), (0, 1)), 3),
    "I4": (((0, 0), (1, 0), (2, 0), (3, 0)), 1),
    "O4": (((0, 0), (1, 0), (0, 1), (1, 1)), 2),
    "T4": (((1, 0), (0, 1), (1, 1), (2, 1)), 2),
    "S4": (((0, 0), (1, 0), (1, 1), (2, 1)), 1),
    "Z4": (((1, 0), (2, 0), (0, 1), (1, 1)), 1),
    "L4": (((0, 0), (1, 0), (0, 1), (0, 2)), 1),
    "J4": (((0, 0), (1, 0), (1, 1), (1, 2)), 1),
}

#: Seat colours (facts sheet 2.1: red, yellow, blue, pink), in seat order.
SEAT_NAMES = {"nl": ["Rood", "Geel", "Blauw", "Roze"], "en": ["Red", "Yellow", "Blue", "Pink"]}

#: Every stand-in or reading of an unclear point, key -> description in Dutch and English.
PROVISIONAL = {
    "cultivation-shapes": {
        "nl": "De 17 cultiveringskaarten zijn onbekend; wij gebruiken: 3x I2 (twee op een rij), "
              "2x I3, 3x L3 (hoek van drie), 1x I4, 2x O4 (blok van vier), 2x T4, 1x S4, 1x Z4, "
              "1x L4, 1x J4.",
        "en": "The 17 cultivation cards are unknown; we use: 3x I2 (two in a row), 2x I3, "
              "3x L3 (corner of three), 1x I4, 2x O4 (2x2 block), 2x T4, 1x S4, 1x Z4, 1x L4, 1x J4.",
    },
    "landscape-split": {
        "nl": "Van de 24 landschapskaarten per speler zijn er 12 van soort 1/2 en 12 van soort 3/4. "
              "Wie geen kaart van de nodige soort meer heeft, kan die stap niet doen.",
        "en": "Of each player's 24 landscape cards, 12 are of kind 1/2 and 12 of kind 3/4. "
              "Without a card of the needed kind left, that step cannot be taken.",
    },
    "board-orientation": {
        "nl": "Letters A-G zijn kolommen, cijfers 1-7 rijen; rij 1 ligt onderaan.",
        "en": "Letters A-G are columns, digits 1-7 are rows; row 1 is at the bottom.",
    },
    "deal": {
        "nl": "De hele stapel wordt één keer geschud; speler 1 krijgt de bovenste 6 kaarten, "
              "speler 2 de volgende 6, enzovoort. De eerste speler (de oudste) begint.",
        "en": "The whole deck is shuffled once; player 1 gets the top 6 cards, player 2 the next "
              "6, and so on. The first player (the oldest) starts.",
    },
    "no-reshuffle": {
        "nl": "De aflegstapel wordt nooit opnieuw geschud; is de stapel op, dan trekt niemand meer.",
        "en": "The discard pile is never reshuffled; once the deck is empty nobody draws.",
    },
    "stalemate": {
        "nl": "Is de stapel op en past iedere speler een volle ronde lang, dan eindigt het spel: "
              "de hoogste vruchtbaarheid wint (gelijk = samen winnen).",
        "en": "When the deck is empty and every player passes for one full round, the game ends: "
              "the highest fertility wins (a tie is a shared win).",
    },
    "must-rise": {
        "nl": "Bij cultiveren moet minstens één kaart stijgen, en je moet alles kunnen betalen.",
        "en": "A cultivation must raise at least one card, and you must be able to pay for all.",
    },
    "rate-steps": {
        "nl": "Biedingen zijn veelvouden van 5 per punt; niemand biedt meer dan hij kan betalen.",
        "en": "Bids are multiples of 5 per point; nobody bids more than he can pay.",
    },
    "bid-supply": {
        "nl": "Wie een bod doet, moet genoeg eigen landschapskaarten van de nodige soort hebben "
              "om de kaarten van de ander te vervangen.",
        "en": "Whoever bids must have enough own landscape cards of the needed kinds to replace "
              "the other side's cards.",
    },
    "target-adjacency": {
        "nl": "Elke aangevallen kaart grenst (recht, niet schuin) aan een van de aanvallende "
              "kaarten; ketens via andere doelen tellen niet.",
        "en": "Every attacked card borders (orthogonally) one of the attacking cards; chains "
              "through other targets do not count.",
    },
    "trade-timing": {
        "nl": "Kopen en verkopen kan op elk moment van je eigen beurt: vóór en na het uitspelen, "
              "tussen twee bewateringskaarten en ook tijdens je eigen landverovering, telkens als "
              "jij aan zet bent (de landverovering hoort bij jouw beurt). Het mana van je laatste "
              "bod ligt open op tafel en kun je niet uitgeven. De verdediger handelt niet: het is "
              "niet zijn beurt. Na 'passen' is je beurt meteen voorbij (handel vóór het passen "
              "heeft hetzelfde effect).",
        "en": "Buying and selling is possible at any moment of your own turn: before and after "
              "playing, between two irrigation cards and also during your own conquest, whenever "
              "you are to act (the conquest is part of your turn). The mana of your latest bid "
              "lies open on the table and cannot be spent. The defender does not trade: it is not "
              "his turn. 'Pass' ends your turn at once (trading before passing has the same effect).",
    },
}


#: Our readings where the rulebook leaves room (each explained in the rules reference under
#: ``r-<key>``): key -> {"nl": ..., "en": ...}.
READINGS = {
    "unlimited-bank": {
        "nl": "De bank heeft bij ons onbeperkt mana: wat de bank uitbetaalt (inkomen, verkopen) "
              "raakt nooit op, en elke speler heeft zijn mana als één getal in plaats van in "
              "manakaarten.",
        "en": "The bank's mana is unlimited here: what the bank pays out (income, sales) never "
              "runs out, and each player holds his mana as one number instead of in mana cards.",
    },
    "conquest-offer": {
        "nl": "Een landverovering wordt alleen aangeboden als er, op het moment dat de "
              "bewateringskaart ligt, een doel is dat je tegen het laagste bod kunt betalen en met "
              "eigen kaarten kunt vervangen; anders slaat Speeltafel de verovering over.",
        "en": "A conquest is offered only when, at the moment the irrigation card is laid, there "
              "is a target you could pay for at the lowest bid and replace with cards of your "
              "own; otherwise Speeltafel skips the conquest.",
    },
}

#: One line about the game for menus (``Game.summary``).
SUMMARY = {"nl": "Maak woeste grond vruchtbaar en verdedig je land met mana.",
           "en": "Make barren land fertile and defend it with mana."}
