"""The games this core knows, by id. A game registers by being listed in ``_GAMES``."""

from __future__ import annotations

from .errors import RuleError
from .protocol import Game


def _load() -> dict[str, Game]:
    from .stad_en_land import GAME as stad_en_land

    games = [stad_en_land]
    from .eden import GAME as eden; games.append(eden)  # noqa: E402,E702 - one line per game
    from .new_england import GAME as new_england; games.append(new_england)  # noqa: E402,E702 - one line per game
    return {g.id: g for g in games}


_GAMES: dict[str, Game] | None = None


def games() -> dict[str, Game]:
    """Every playable game, keyed by id, in menu order."""
    global _GAMES
    if _GAMES is None:
        _GAMES = _load()
    return _GAMES


def get(game_id: str) -> Game:
    """The game with this id; RuleError ``record/unknown-game`` otherwise."""
    try:
        return games()[game_id]
    except KeyError:
        raise RuleError(
            "record/unknown-game",
            f"Onbekend spel '{game_id}'.",
            f"Unknown game '{game_id}'.",
        ) from None
