"""The start screen: the list of games (title, players and summary from ``registry.about``,
or from ``renderers.PLANNED`` for announced games), the card to resume the autosaved game, and
opening a saved file. Listing the games imports none of them."""

from __future__ import annotations

from core import registry

from . import renderers
from .dom import el
from .i18n import t


def home(lang: str, resume, import_control):
    """The start screen: the games (registered, then announced), the resume card
    (``resume``, or None) and the "open a file" control."""
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
                        el("a", {"class": "rules-link", "href": f"rules/{gid}.{lang}.html",
                                 "target": "_blank", "rel": "noopener", "text": t(lang, "rules")}))
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
              resume,
              el("h2", {"class": "section-title", "text": t(lang, "games")}),
              el("ul", {"class": "game-list"}, cards),
              el("section", {"class": "open-file card"},
                 el("h2", {"class": "section-title", "text": t(lang, "open_saved")}),
                 el("p", {"class": "hint", "text": t(lang, "open_saved_hint")}),
                 import_control),
              el("p", {"class": "footnote"}, t(lang, "offline_note") + " ",
                 el("a", {"href": f"rules/index.{lang}.html", "target": "_blank", "rel": "noopener",
                          "text": t(lang, "all_rules")})))

def resume_card(lang: str, match):
    """The card offering to continue the autosaved ``match``."""
    title = match.game.titles.get(lang, match.game.id)
    state = t(lang, "finished") if match.over else t(lang, "in_progress")
    moves = sum(1 for s in match.steps if not s.chance)
    return el("section", {"class": "resume card"},
              el("div", {"class": "resume-text"},
                 el("h2", {"class": "section-title", "text": t(lang, "continue")}),
                 el("p", {"class": "resume-game", "text": title}),
                 el("p", {"class": "resume-detail",
                          "text": t(lang, "resume_detail", names=" – ".join(match.players),
                                    moves=moves, state=state)})),
              el("button", {"type": "button", "class": "btn primary", "action": "resume",
                            "testid": "resume", "text": t(lang, "resume")}))


def import_control(lang: str):
    """The "open a .txt file" control (on the start screen and in the share box)."""
    return el("label", {"class": "btn file-button"},
              el("span", {"text": t(lang, "import")}),
              el("input", {"type": "file", "accept": ".txt,text/plain", "class": "file-input",
                           "testid": "import", "action": "import", "aria-label": t(lang, "import")}))
