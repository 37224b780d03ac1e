"""The start screen's words about each game, in Dutch and English, and the games announced
before their core exists. A data table read without importing any game's package, so the
start screen pays for no game module.

``BLURBS[game_id][lang]``: ``desc`` (one line), and for announced games without a core also
``title`` and ``players`` (a registered game takes those from ``registry.about``).
"""

from __future__ import annotations

#: Games announced on the start screen before their core exists, in menu order.
PLANNED = ("new-england", "eden", "carcassonne-halflings", "keyflower-merchants")

BLURBS: dict[str, dict[str, dict[str, str]]] = {
    "stad-en-land": {
        "nl": {"desc": "Leg wegen tussen acht steden. Wie in de hoofdsteden de meeste "
                       "pakhuizen heeft, wint."},
        "en": {"desc": "Build routes between eight cities. Most warehouses in the capitals wins."},
    },
    "new-england": {
        "nl": {"title": "New England", "players": "3–4 spelers",
               "desc": "Bied op kaarten en land en bouw je kolonie aan de kust."},
        "en": {"title": "New England", "players": "3–4 players",
               "desc": "Bid for cards and land and build your colony on the coast."},
    },
    "eden": {
        "nl": {"title": "Eden", "players": "3–4 spelers",
               "desc": "Maak woeste grond vruchtbaar en verdedig je land met mana."},
        "en": {"title": "Eden", "players": "3–4 players",
               "desc": "Make barren land fertile and defend it with mana."},
    },
    "carcassonne-halflings": {
        "nl": {"title": "Carcassonne met de Halflingen", "players": "2–5 spelers",
               "desc": "Leg landschapstegels, nu met de halve tegels van de Halflingen."},
        "en": {"title": "Carcassonne with the Halflings", "players": "2–5 players",
               "desc": "Lay landscape tiles, now with the Halflings' half tiles."},
    },
    "keyflower-merchants": {
        "nl": {"title": "Keyflower met De Kooplieden", "players": "2–6 spelers",
               "desc": "Bouw je dorp door vier seizoenen, nu met handel en contracten."},
        "en": {"title": "Keyflower with The Merchants", "players": "2–6 players",
               "desc": "Grow your village through four seasons, now with trade and contracts."},
    },
}


def blurb(game_id: str, lang: str) -> dict[str, str]:
    """The start screen's words about a game in ``lang`` (English when missing; {} for a
    game without any)."""
    texts = BLURBS.get(game_id, {})
    return texts.get(lang) or texts.get("en") or {}
