"""Every text of the page's interface, in Dutch and English (one dict per language).

``t(lang, key, **values)`` looks a text up and fills in ``{placeholders}``; a key missing in
``lang`` falls back to English, then to the key itself. Only the generic page's texts live
here; each game's texts are in its ``texts`` module (a :class:`Texts` over these). Messages about rules come from the core (``RuleError.message(lang)``); only the
loading screen (shown before Python runs) keeps its few texts in ``boot.js``.
"""

from __future__ import annotations

LANGS = ("nl", "en")

NL = {
    # frame
    "page_title": "Speeltafel",
    "home_label": "Naar de spellijst",
    "lang_switch": "Switch to English",
    "close": "Sluiten",
    "tagline": "Bordspellen aan één tafel: niets te installeren, ook offline.",
    "games": "Spellen",
    "new_game": "Nieuw spel",
    "rules": "Spelregels",
    "all_rules": "Spelregels en partijformaat",
    "coming_soon": "Binnenkort",
    "players_n": "{n} spelers",
    "players_range": "{a}–{b} spelers",
    "resume": "Ga verder",
    "view_finished": "Bekijk",
    "in_progress": "bezig",
    "finished": "afgelopen",
    "open_saved": "Partij openen",
    "open_saved_hint": "Open een partij die je eerder als .txt hebt opgeslagen.",
    # the first screen, shown before Python runs (written into index.html by the build,
    # tools/first_screen.py)
    "first_waiting": "Gaat open zodra de tafel klaarstaat…",
    "first_link": "Gedeelde partij",
    "first_link_opening": "Deze partij gaat open zodra de spelregels geladen zijn.",
    "first_link_players": "Spelers:",
    "first_resume": "Je partij",
    "first_resume_opening": "Je partij gaat verder zodra de tafel klaarstaat.",
    "offline_note": "Na één bezoek werkt Speeltafel ook zonder internet. "
                    "Je partij wordt op dit apparaat bewaard.",
    # new-game dialog
    "setup_title": "Nieuw spel: {game}",
    "players": "Spelers",
    "player_count": "Aantal spelers",
    "player_n": "Speler {n}",
    "player_label": "Speler {n}",
    "options": "Spelregels kiezen",
    "default_is": "Standaard: {choice}.",
    "seed": "Opstelling",
    "seed_label": "Seed (optioneel)",
    "seed_placeholder": "willekeurig",
    "seed_hint": "Laat leeg voor een willekeurige opstelling. Dezelfde seed geeft dezelfde opstelling.",
    "back": "Terug",
    "start": "Start het spel",
    # game screen
    "board_label": "Speelbord",
    "board_aria": "Speelbord {game}. {status} Bord: {board}",
    "controls": "Bediening",
    "undo": "Terugnemen",
    "redo": "Opnieuw",
    "pass": "Passen",
    "moves": "Zetten",
    "no_moves_yet": "Nog geen zetten.",
    "show_step": "Toon de stand na stap {i}",
    "to_move": "{name} is aan zet",
    "waiting": "Even geduld…",
    "game_over": "Het spel is afgelopen",
    "history_banner": "Je bekijkt stap {i} van {n}.",
    "back_to_current": "Terug naar nu",
    "viewing_history_click": "Je bekijkt een eerdere stand. Ga eerst terug naar nu om verder te spelen.",
    "game_over_click": "Het spel is afgelopen; er kan niet meer gebouwd worden.",
    "status_last": "Laatste zet: {name} {move}.",
    "status_over_win": "Het spel is afgelopen: {name} wint.",
    "status_over_draw": "Het spel is afgelopen: gelijkspel.",
    "result_wins": "{name} wint!",
    "result_draw": "Gelijkspel!",
    # share, files, messages
    "share_title": "Delen en bewaren",
    "copy_link": "Kopieer link",
    "export": "Bewaar als .txt",
    "import": "Open .txt…",
    "share_hint": "De link bevat de hele partij: wie hem opent, ziet dezelfde stand.",
    "link_copied": "Link gekopieerd.",
    "link_copy_manual": "Kopieer deze link:",
    "exported": "Partij bewaard als {file}.",
    "imported": "Partij geopend.",
    "import_unreadable": "Dit bestand kan niet gelezen worden.",
    "import_error": "Dit bestand bevat geen geldige partij. {msg}",
    "replay_line": "Regel {line} ({step}): {msg}",
    "link_error": "Deze link kan niet geopend worden. {msg}",
    "link_replay_error": "De partij in deze link klopt niet. {msg}",
    "link_opened": "Partij uit de link geopend.",
    "not_playable": "{game} kan hier nog niet gespeeld worden.",
    "autosave_unreadable": "De bewaarde partij kan niet meer geopend worden.",
    "log_earlier": "Eerdere zetten tonen ({n} meer)",
    "log_later": "… en nog {n} latere zetten",
    "saved_set_aside": "Bewaarde gegevens konden niet worden gelezen. Ze zijn apart gezet "
                       "(niet gewist) en Speeltafel start zonder.",
    "export_set_aside": "Apart gezette gegevens bewaren (.txt)",
    "rule_link": "Lees de regel",
    "option_rule": "Wat houdt dit in?",
    # hand-over screen (games with hidden hands)
    "handover_title": "Geef het apparaat aan {name}",
    "handover_text": "Alleen {name} mag nu kijken: daarna verschijnt wat alleen die speler mag zien.",
    "handover_button": "Ik ben {name}: laat het zien",
}

EN = {
    # frame
    "page_title": "Speeltafel",
    "home_label": "To the list of games",
    "lang_switch": "Schakel naar Nederlands",
    "close": "Close",
    "tagline": "Board games at one table: nothing to install, offline too.",
    "games": "Games",
    "new_game": "New game",
    "rules": "Rules",
    "all_rules": "Rules and record format",
    "coming_soon": "Coming soon",
    "players_n": "{n} players",
    "players_range": "{a}–{b} players",
    "resume": "Resume",
    "view_finished": "View",
    "in_progress": "in progress",
    "finished": "finished",
    "open_saved": "Open a game",
    "open_saved_hint": "Open a game you saved earlier as a .txt file.",
    # the first screen, shown before Python runs (written into index.html by the build,
    # tools/first_screen.py)
    "first_waiting": "Opens as soon as the table is ready…",
    "first_link": "Shared game",
    "first_link_opening": "This game opens as soon as the rules are loaded.",
    "first_link_players": "Players:",
    "first_resume": "Your game",
    "first_resume_opening": "Your game goes on as soon as the table is ready.",
    "offline_note": "After one visit Speeltafel also works without internet. "
                    "Your game is kept on this device.",
    # new-game dialog
    "setup_title": "New game: {game}",
    "players": "Players",
    "player_count": "Number of players",
    "player_n": "Player {n}",
    "player_label": "Player {n}",
    "options": "Rule options",
    "default_is": "Default: {choice}.",
    "seed": "Set-up",
    "seed_label": "Seed (optional)",
    "seed_placeholder": "random",
    "seed_hint": "Leave empty for a random set-up. The same seed gives the same set-up.",
    "back": "Back",
    "start": "Start the game",
    # game screen
    "board_label": "Game board",
    "board_aria": "Game board {game}. {status} Board: {board}",
    "controls": "Controls",
    "undo": "Undo",
    "redo": "Redo",
    "pass": "Pass",
    "moves": "Moves",
    "no_moves_yet": "No moves yet.",
    "show_step": "Show the position after step {i}",
    "to_move": "{name} to move",
    "waiting": "One moment…",
    "game_over": "The game is over",
    "history_banner": "You are viewing step {i} of {n}.",
    "back_to_current": "Back to current",
    "viewing_history_click": "You are viewing an earlier position. Go back to the current one to play on.",
    "game_over_click": "The game is over; nothing more can be built.",
    "status_last": "Last move: {name} {move}.",
    "status_over_win": "The game is over: {name} wins.",
    "status_over_draw": "The game is over: a draw.",
    "result_wins": "{name} wins!",
    "result_draw": "A draw!",
    # share, files, messages
    "share_title": "Share and save",
    "copy_link": "Copy link",
    "export": "Save as .txt",
    "import": "Open .txt…",
    "share_hint": "The link holds the whole game: whoever opens it sees the same position.",
    "link_copied": "Link copied.",
    "link_copy_manual": "Copy this link:",
    "exported": "Game saved as {file}.",
    "imported": "Game opened.",
    "import_unreadable": "This file cannot be read.",
    "import_error": "This file does not hold a valid game. {msg}",
    "replay_line": "Line {line} ({step}): {msg}",
    "link_error": "This link cannot be opened. {msg}",
    "link_replay_error": "The game in this link does not add up. {msg}",
    "link_opened": "Game opened from the link.",
    "not_playable": "{game} cannot be played here yet.",
    "autosave_unreadable": "The saved game can no longer be opened.",
    "log_earlier": "Show earlier moves ({n} more)",
    "log_later": "… and {n} later moves",
    "saved_set_aside": "Saved data could not be read. It has been set aside (not deleted) "
                       "and Speeltafel starts without it.",
    "export_set_aside": "Save the set-aside data (.txt)",
    "rule_link": "Read the rule",
    "option_rule": "What does this mean?",
    # hand-over screen (games with hidden hands)
    "handover_title": "Pass the device to {name}",
    "handover_text": "Only {name} may look now: what only they may see appears next.",
    "handover_button": "I am {name}: show it",
}

# Texts of larger page features live in their own modules (one per feature, each with NL
# and EN dicts of the same keys) so this one stays readable; they join the tables here.
from . import i18n_layout, i18n_nav, i18n_saves, i18n_table  # noqa: E402

for _part in (i18n_layout, i18n_nav, i18n_saves, i18n_table):
    assert not set(_part.EN) & set(EN), _part.__name__  # a key is defined once
    NL.update(_part.NL)
    EN.update(_part.EN)

STRINGS = {"nl": NL, "en": EN}


def t(lang: str, key: str, **values) -> str:
    """The text ``key`` in ``lang`` with ``values`` filled in."""
    table = STRINGS.get(lang, EN)
    text = table.get(key, EN.get(key, key))
    return text.format(**values) if values else text


def has(key: str) -> bool:
    """Whether ``key`` is a known text of the generic page."""
    return key in EN


class Texts:
    """A game's own texts (``nl`` and ``en`` dicts with the same keys) on top of the generic
    ones: ``texts(lang, key, **values)`` looks in the game's table of ``lang``, then in its
    English table, then in the generic texts (:func:`t`), so a game's modules use one
    function for both."""

    def __init__(self, nl: dict[str, str], en: dict[str, str]) -> None:
        self.nl, self.en = nl, en

    def __call__(self, lang: str, key: str, **values) -> str:
        table = self.nl if lang == "nl" else self.en
        text = table.get(key, self.en.get(key))
        if text is None:
            return t(lang, key, **values)
        return text.format(**values) if values else text

    def has(self, key: str) -> bool:
        return key in self.en or has(key)
