"""Which games the page can show: game id -> the game's page package (``app.games.<pkg>``).

A game is playable in the page when it has a package here; every other game (in the core's
registry or only announced in ``games.catalogue.PLANNED``) is listed as "coming soon". Adding
a game to the page is one package under ``app/games/`` (see ``app.games``) plus one line in
:data:`RENDERERS`. The package's ``RENDERER`` implements ``app.contract.Renderer``.

The shell itself reads only these keys of ``game.view(state, seat)``: ``to_move``, ``over``
and ``winners``.
"""

from __future__ import annotations

import importlib

from .contract import Renderer
from .games.catalogue import PLANNED, blurb

#: Game id -> the package (inside ``app``) that shows it; imported only when it is opened.
RENDERERS = {
    "stad-en-land": "app.games.stad_en_land",
    "eden": "app.games.eden",
    "new-england": "app.games.new_england",
}


def has_renderer(game_id: str) -> bool:
    return game_id in RENDERERS


def renderer(game_id: str) -> Renderer:
    """The renderer of a game (KeyError when the page cannot show it)."""
    return importlib.import_module(RENDERERS[game_id]).RENDERER


def catalogue(about: list[dict], lang: str) -> list[dict]:
    """The start screen's list: every registered game in menu order (``about``: the
    registry's ``about()`` of each), then the announced ones the core does not have yet.
    Each: ``{"id", "about" (or None), "playable", "blurb"}`` (``blurb``: the catalogue's
    words about the game in ``lang``)."""
    out = [{"id": a["id"], "about": a, "playable": has_renderer(a["id"]),
            "blurb": blurb(a["id"], lang)} for a in about]
    known = {a["id"] for a in about}
    out += [{"id": gid, "about": None, "playable": False, "blurb": blurb(gid, lang)}
            for gid in PLANNED if gid not in known]
    return out
