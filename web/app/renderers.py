"""Which games the page can show: game id -> the game's page package (``app.games.<pkg>``).

A game is playable in the page when it has a package here; every other game (in the core's
registry, or only announced in :data:`PLANNED`) is listed as "coming soon". Adding a game to
the page is one package under ``app/games/`` (see ``app.games``) plus one line in
:data:`RENDERERS`; its card on the start screen comes from ``core.registry.about``. The
package's ``RENDERER`` implements ``app.contract.Renderer``.

The shell itself reads only these keys of ``game.view(state, seat)``: ``to_move``, ``over``
and ``winners``.
"""

from __future__ import annotations

import importlib

from .contract import Renderer

#: Game id -> the package (inside ``app``) that shows it; imported only when it is opened.
RENDERERS = {
    "stad-en-land": "app.games.stad_en_land",
    "eden": "app.games.eden",
    "new-england": "app.games.new_england",
    "carcassonne": "app.games.carcassonne",
    "keyflower": "app.games.keyflower",
}

#: Games announced on the start screen before their core exists, in menu order, each with
#: what ``core.registry.about`` gives for a registered game. A game leaves this table when it
#: joins the core's registry.
PLANNED: dict[str, dict] = {}


def has_renderer(game_id: str) -> bool:
    return game_id in RENDERERS


def renderer(game_id: str) -> Renderer:
    """The renderer of a game (KeyError when the page cannot show it)."""
    return importlib.import_module(RENDERERS[game_id]).RENDERER


def catalogue(about: list[dict]) -> list[dict]:
    """The start screen's list: every registered game in menu order (``about``: the
    registry's ``about()`` of each), then the announced ones the core does not have yet.
    Each: ``{"id", "about" (titles, player counts, summary), "playable", "announced"}``."""
    out = [{"id": a["id"], "about": a, "playable": has_renderer(a["id"]), "announced": False}
           for a in about]
    known = {a["id"] for a in about}
    out += [{"id": gid, "about": {"id": gid, **facts}, "playable": False, "announced": True}
            for gid, facts in PLANNED.items() if gid not in known]
    return out
