"""Which games the page can show: game id -> renderer module.

A game is playable in the page when it has a renderer here; every other game (in the core's
registry or only announced in :data:`PLANNED`) is listed as "coming soon". Adding a game to
the page is one renderer module plus one line in :data:`RENDERERS`.

A renderer module offers (see ``render_stad_en_land`` for the reference implementation):

* ``HAS_PASS``: whether the page shows a pass button (enabled when ``"pass"`` is legal);
* ``Board(canvas)`` with ``resize(size, dpr)``, ``set_position(view, prev_view)``,
  ``select(square, legal)``, ``draw()``, ``center(square)``, ``square_at(x, y)`` and the
  attributes ``selected``, ``hover`` and ``ghost`` (opacity of what the last step removed);
* ``tap(game, state, selected, square)`` -> ``{"select": sq|None}``, ``{"play": move}`` or
  ``{"error": RuleError}``; ``default_selection(legal)``;
* texts: ``describe_step(text, chance, view_after, lang)``,
  ``describe_event(event, seat_label, lang)``, ``turn_details(view, lang)``,
  ``score_text(view, seat_label, lang)``, ``aria_board(view, lang)`` and
  ``build_result(game, state, view, names, seat_label, lang)`` (DOM nodes of the result panel).

The shell itself reads only these keys of ``game.view(state, None)``: ``to_move``, ``over`` and
``winners``. It shows the spectator view (``seat=None``); a game with hidden hands will need the
table to pass the seat whose hand may be shown (one argument in ``table.Table.refresh``).
"""

from __future__ import annotations

import importlib

#: Game id -> module (inside the ``app`` package) that draws it.
RENDERERS = {
    "stad-en-land": "app.render_stad_en_land",
    "eden": "app.render_eden",
    "new-england": "app.render_new_england",
}

#: Games announced on the start screen before their core exists, in menu order.
PLANNED = ("new-england", "eden", "carcassonne-halflings", "keyflower-merchants")


def has_renderer(game_id: str) -> bool:
    return game_id in RENDERERS


def renderer(game_id: str):
    """The renderer module of a game (KeyError when the page cannot show it)."""
    return importlib.import_module(RENDERERS[game_id])


def catalogue(about: list[dict]) -> list[dict]:
    """The start screen's list: every registered game in menu order (``about``: the
    registry's ``about()`` of each), then the announced ones the core does not have yet.
    Each: ``{"id", "about" (or None), "playable"}``."""
    out = [{"id": a["id"], "about": a, "playable": has_renderer(a["id"])} for a in about]
    known = {a["id"] for a in about}
    out += [{"id": gid, "about": None, "playable": False} for gid in PLANNED if gid not in known]
    return out
