"""The games this core knows, by id, in menu order. A game registers with one line in
``_MODULES``; its package is imported the first time it is asked for, so a page that opens
one game does not pay for compiling the others."""

from __future__ import annotations

import importlib

from .errors import RuleError
from .protocol import Game

#: Game id -> the module holding its ``GAME`` object, in menu order.
_MODULES = {
    "stad-en-land": "core.stad_en_land",
    "new-england": "core.new_england",
    "eden": "core.eden",
    "carcassonne": "core.carcassonne",
    "keyflower": "core.keyflower",
}

#: What a menu shows of each game, so that listing the games imports none of them.
#: ``get()`` checks each entry against the game's own attributes.
_ABOUT = {
    "stad-en-land": {"titles": {"nl": "Stad en Land", "en": "Stad en Land (City and Country)"},
                     "min_players": 2, "max_players": 2,
                     "summary": {"nl": "Leg wegen tussen acht steden. Wie in de hoofdsteden de "
                                       "meeste pakhuizen heeft, wint.",
                                 "en": "Build routes between eight cities. Most warehouses in "
                                       "the capitals wins."}},
    "new-england": {"titles": {"nl": "New England", "en": "New England"},
                    "min_players": 3, "max_players": 4,
                    "summary": {"nl": "Bied op kaarten en land en bouw je kolonie aan de kust.",
                                "en": "Bid for cards and land and build your colony on the coast."}},
    "eden": {"titles": {"nl": "Eden", "en": "Eden"}, "min_players": 3, "max_players": 4,
             "summary": {"nl": "Maak woeste grond vruchtbaar en verdedig je land met mana.",
                         "en": "Make barren land fertile and defend it with mana."}},
    "carcassonne": {"titles": {"nl": "Carcassonne met de Halflingen",
                               "en": "Carcassonne with the Halflings"},
                    "min_players": 2, "max_players": 5,
                    "summary": {"nl": "Leg landschapstegels, bezet wegen, steden, kloosters en "
                                      "weiden; met de halve tegels van de Halflingen.",
                                "en": "Lay landscape tiles and claim roads, cities, monasteries "
                                      "and fields; with the Halflings' half tiles."}},
    "keyflower": {"titles": {"nl": "Keyflower", "en": "Keyflower"},
                  "min_players": 2, "max_players": 6,
                  "summary": {"nl": "Bied met gekleurde werkers op dorpstegels door vier seizoenen "
                                    "en bouw het rijkste dorp.",
                              "en": "Bid coloured workers for village tiles through four seasons "
                                    "and build the richest village."}},
}

_LOADED: dict[str, Game] = {}


def packages() -> list[str]:
    """The games' packages (``core.<package>``), in menu order, without importing them."""
    return list(_MODULES.values())


def ids() -> list[str]:
    """Every game id, in menu order, without importing any game."""
    return list(_MODULES)


def about(game_id: str) -> dict:
    """``{"id", "titles", "min_players", "max_players", "summary"}`` of a registered game, without
    importing it when it is listed in ``_ABOUT`` (otherwise from its ``GAME``)."""
    if game_id in _ABOUT and game_id not in _LOADED:
        return {"id": game_id, **_ABOUT[game_id]}
    game = get(game_id)
    return {"id": game.id, "titles": dict(game.titles), "min_players": game.min_players,
            "max_players": game.max_players, "summary": dict(game.summary)}


def games() -> dict[str, Game]:
    """Every game, keyed by id, in menu order (imports them all)."""
    return {gid: get(gid) for gid in _MODULES}


def get(game_id: str) -> Game:
    """The game with this id; RuleError ``record/unknown-game`` otherwise."""
    if game_id not in _LOADED:
        if game_id not in _MODULES:
            raise RuleError(
                "record/unknown-game",
                f"Onbekend spel '{game_id}'.",
                f"Unknown game '{game_id}'.",
            )
        game = importlib.import_module(_MODULES[game_id]).GAME
        assert game.id == game_id, f"{_MODULES[game_id]} holds {game.id}, not {game_id}"
        facts = {"titles": game.titles, "min_players": game.min_players,
                 "max_players": game.max_players, "summary": game.summary}
        assert _ABOUT.get(game_id, facts) == facts, f"registry._ABOUT[{game_id!r}] != its GAME"
        _LOADED[game_id] = game
    return _LOADED[game_id]
