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
}

_LOADED: dict[str, Game] = {}


def ids() -> list[str]:
    """Every game id, in menu order, without importing any game."""
    return list(_MODULES)


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
        _LOADED[game_id] = game
    return _LOADED[game_id]
