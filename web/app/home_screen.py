"""The start screen: the saved games (resume, delete), the list of games (title, players and
summary from ``registry.about``, or from ``renderers.PLANNED`` for announced games), and
opening a saved file. Listing the games imports none of them."""

from __future__ import annotations

from core import registry

from . import renderers
from .dom import el
from .i18n import t


def home(lang: str, saved, import_control):
    """The start screen: the saved games (``saved``, see :func:`saved_list`, or None), the
    games (registered, then announced) and the "open a file" control."""
    cards = []
    # registry.about() lists the games without importing them: a start pays only for
    # the game that is opened
    for entry in renderers.catalogue([registry.about(gid) for gid in registry.ids()]):
        gid, game = entry["id"], entry["about"]
        title = game["titles"].get(lang, gid)
        low, high = game["min_players"], game["max_players"]
        players = t(lang, "players_n", n=low) if low == high else t(lang, "players_range", a=low, b=high)
        if entry["playable"]:
            action = el("div", {"class": "card-actions"},
                        el("button", {"type": "button", "class": "btn primary", "action": "new-game",
                                      "arg": gid, "testid": f"new-game-{gid}", "text": t(lang, "new_game")}),
                        el("a", {"class": "rules-link", "href": f"rules/{gid}.{lang}.html", "text": t(lang, "rules")}))
        else:
            action = el("div", {"class": "card-actions"},
                        el("span", {"class": "badge", "text": t(lang, "coming_soon")}))
        cards.append(el("li", {"class": "game-card " + ("playable" if entry["playable"] else "coming"),
                               "testid": f"game-{gid}",
                               "aria-disabled": None if entry["playable"] else "true"},
                        el("div", {"class": f"card-art art-{'coming' if entry['announced'] else gid}",
                                   "aria-hidden": "true"}),
                        el("div", {"class": "card-body"},
                           el("h3", {"text": title}),
                           el("p", {"class": "card-players", "text": players}),
                           el("p", {"class": "card-desc", "text": game["summary"].get(lang, "")}),
                           action)))
    return el("section", {"class": "screen home", "testid": "home-screen"},
              el("div", {"class": "hero"},
                 el("h1", {"text": "Speeltafel"}),
                 el("p", {"class": "tagline", "text": t(lang, "tagline")})),
              saved,
              el("h2", {"class": "section-title", "text": t(lang, "games")}),
              el("ul", {"class": "game-list"}, cards),
              el("section", {"class": "open-file card"},
                 el("h2", {"class": "section-title", "text": t(lang, "open_saved")}),
                 el("p", {"class": "hint", "text": t(lang, "open_saved_hint")}),
                 import_control),
              el("p", {"class": "footnote"}, t(lang, "offline_note") + " ",
                 el("a", {"href": f"rules/index.{lang}.html", "text": t(lang, "all_rules")})))

def saved_list(lang: str, saved: list, when):
    """The saved games, newest first (``saved_games.Saved``; ``when(ms)`` formats the time of
    the last move): game, players, moves, time, in progress or finished, Resume and Delete.
    The newest game's Resume button is ``data-testid="resume"``; every entry is
    ``saved-game`` with ``resume-<id>`` / ``delete-<id>`` buttons. None without saved games."""
    if not saved:
        return None
    rows = []
    for i, game in enumerate(saved):
        about = registry.about(game.game)
        # the title as played (a game's options may change it: issue 24)
        title = game.titles.get(lang) or about["titles"].get(lang, game.game)
        state = t(lang, "finished") if game.over else t(lang, "in_progress")
        detail = t(lang, "saves_detail", names=" – ".join(game.players), moves=game.moves,
                   state=state)
        rows.append(el("li", {"class": "saved-game" + (" over" if game.over else ""),
                              "testid": "saved-game", "data-save": game.id},
                       el("div", {"class": "saved-text"},
                          el("p", {"class": "saved-title", "text": title}),
                          el("p", {"class": "saved-detail", "text": detail}),
                          el("p", {"class": "saved-time", "text": when(game.updated)})),
                       el("div", {"class": "saved-actions"},
                          el("button", {"type": "button", "class": "btn primary" if i == 0 else "btn",
                                        "action": "resume", "arg": game.id,
                                        "testid": "resume" if i == 0 else f"resume-{game.id}",
                                        "data-resume": game.id,
                                        # a finished game is looked at, not played on (issue 24)
                                        "text": t(lang, "view_finished" if game.over else "resume")}),
                          el("button", {"type": "button", "class": "btn small delete",
                                        "action": "delete-saved", "arg": game.id,
                                        "testid": f"delete-{game.id}",
                                        "aria-label": t(lang, "saves_delete_label", game=title),
                                        "text": t(lang, "saves_delete")}))))
    return el("section", {"class": "resume card saved-games", "testid": "saved-games"},
              el("h2", {"class": "section-title", "text": t(lang, "saves_title")}),
              el("ul", {"class": "saved-list"}, rows))


def import_control(lang: str):
    """The "open a .txt file" control (on the start screen and in the share box)."""
    return el("label", {"class": "btn file-button"},
              el("span", {"text": t(lang, "import")}),
              el("input", {"type": "file", "accept": ".txt,text/plain", "class": "file-input",
                           "testid": "import", "action": "import", "aria-label": t(lang, "import")}))
