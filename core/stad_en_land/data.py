"""Stad en Land constants: seat names, the number of cities and the options.

Stad en Land has no provisional values (every number is in the rulebook) and no readings
beyond the options below (rule ids ``board``, ``end``: see ruleids.py).
"""

from __future__ import annotations

from ..protocol import Option

TITLES = {"nl": "Stad en Land", "en": "Stad en Land (City and Country)"}
SEAT_NAMES = {"nl": ["Wit", "Zwart"], "en": ["White", "Black"]}
#: Cities placed by the ``cities`` chance step (rule ``cities``).
CITY_COUNT = 8

OPTIONS = (
    Option("adjacency", "king", ("king", "orthogonal"),
           {"nl": "Aangrenzend", "en": "Adjacency"},
           {"nl": {"king": "8 buren (ook schuin)", "orthogonal": "4 buren (niet schuin)"},
            "en": {"king": "8 neighbours (diagonals too)", "orthogonal": "4 neighbours (no diagonals)"}}),
    Option("end", "mover", ("mover", "any"),
           {"nl": "Einde zonder zetten", "en": "End without moves"},
           {"nl": {"mover": "als de speler aan zet niet kan bouwen", "any": "als één van beide spelers niet kan bouwen"},
            "en": {"mover": "when the player to move cannot build", "any": "when either player cannot build"}}),
)

#: One line about the game for menus (``Game.summary``).
SUMMARY = {"nl": "Leg wegen tussen acht steden. Wie in de hoofdsteden de meeste pakhuizen heeft, wint.",
           "en": "Build routes between eight cities. Most warehouses in the capitals wins."}
