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
    # bots (issue 25)
    "who_plays": "Wie speelt {seat}",
    "seat_person": "Mens",
    "seat_bot_easy": "Bot: makkelijk",
    "seat_bot_normal": "Bot: normaal",
    "seat_bot_strong": "Bot: sterk",
    "bot_thinking": "{name} denkt na…",
    "bot_is": "bot, {level}",
    "level_easy": "makkelijk",
    "level_normal": "normaal",
    "level_strong": "sterk",
    "bot_watch": "Bots spelen",
    "bot_pause": "Pauze",
    "bot_resume": "Verder",
    "bot_step": "Eén zet",
    "bot_speed": "Tempo",
    "speed_slow": "langzaam",
    "speed_normal": "gewoon",
    "speed_fast": "snel",
    "bot_turn_click": "Een bot is aan zet; wacht op zijn zet.",
    "suggest": "Tip",
    "suggest_title": "Laat zien wat de bot hier zou doen (niet gespeeld)",
    "suggest_thinking": "De bot zoekt een goede zet…",
    "suggest_is": "Tip van de bot: {move}",
    "suggest_off": "Tips uit",
    "suggest_on": "Tips aan",
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
    "log_later": "… en nog {n} latere zetten", "log_later_one": "… en nog 1 latere zet",
    "saved_set_aside": "Bewaarde gegevens konden niet worden gelezen. Ze zijn apart gezet "
                       "(niet gewist) en Speeltafel start zonder.",
    "export_set_aside": "Apart gezette gegevens bewaren (.txt)",
    "rule_link": "Lees de regel",
    "option_rule": "Wat houdt dit in?",
    # hand-over screen (games with hidden hands)
    "handover_title": "Geef het apparaat aan {name}",
    "handover_text": "Alleen {name} mag nu kijken: daarna verschijnt wat alleen die speler mag zien.",
    "handover_button": "Ik ben {name}: laat het zien",
    # screens as browser history entries (Back, Forward, reload)
    "nav_game_gone": "Die partij is niet meer bewaard op dit apparaat; hier is de lijst met spellen.",
    # the game table's hint layer, step help, legend, keyboard play and history banner
    "hints": "Hulp",
    "hints_title": "Hulp aan of uit: markeert op het bord waar je kunt tikken en legt de stap uit",
    "step_help_title": "Zo werkt deze stap",
    "legend_title": "Wat betekenen de tekens op het bord?",
    "board_keys": "Pijltjestoetsen: vakje kiezen; Enter of spatie: tikken; Escape: keuze wissen.",
    # the history banner counts turns as the move log numbers them
    "history_start": "Je bekijkt het begin, voor de eerste stap.",
    "history_setup": "Je bekijkt de opzet: {move}.",
    "history_turn": "Je bekijkt beurt {turn} van {turns}: {name}, {move}.",
    "history_after_turn": "Je bekijkt de stand na beurt {turn} van {turns}: {move}.",
    "show_this_step": "Toon de stand na deze stap",
    # saved games: the list on the start screen, other tabs, a full storage
    "saves_title": "Bewaarde partijen",
    "saves_detail": "{names} · {moves} zetten · {state}",
    "saves_delete": "Wissen",
    "saves_delete_label": "{game} wissen",
    "saves_deleted": "Partij gewist.",
    "saves_deleted_n": "Afgelopen partijen gewist: {n}.",
    "saves_stale": "Deze partij is in een ander tabblad verder gespeeld. Wat je hier ziet is "
                   "ouder; zetten die je hier nog doet worden als aparte partij bewaard.",
    "saves_load_newer": "Nieuwste stand laden",
    "saves_forked": "Deze partij was in een ander tabblad al verder gespeeld: jouw zetten hier "
                    "zijn als aparte partij bewaard. Beide staan in de lijst op het beginscherm.",
    "saves_full": "De opslag van deze browser is vol: je laatste zetten zijn NIET bewaard. "
                  "Wis afgelopen partijen of bewaar deze partij als bestand.",
    "saves_delete_finished": "Afgelopen partijen wissen",
    "link_opened_same": "Deze partij was hier al bewaard: de bewaarde partij is geopend.",
    "link_opened_further": "Deze link speelt een bewaarde partij verder: die is bijgewerkt en geopend.",
    "link_opened_earlier": "Deze link toont een eerdere stand van een bewaarde partij: die stand "
                           "wordt getoond, de partij zelf is verder.",
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
    # bots (issue 25)
    "who_plays": "Who plays {seat}",
    "seat_person": "Person",
    "seat_bot_easy": "Bot: easy",
    "seat_bot_normal": "Bot: normal",
    "seat_bot_strong": "Bot: strong",
    "bot_thinking": "{name} is thinking…",
    "bot_is": "bot, {level}",
    "level_easy": "easy",
    "level_normal": "normal",
    "level_strong": "strong",
    "bot_watch": "Bots playing",
    "bot_pause": "Pause",
    "bot_resume": "Resume",
    "bot_step": "One move",
    "bot_speed": "Speed",
    "speed_slow": "slow",
    "speed_normal": "normal",
    "speed_fast": "fast",
    "bot_turn_click": "A bot is to move; wait for its move.",
    "suggest": "Suggest",
    "suggest_title": "Show what the bot would do here (not played)",
    "suggest_thinking": "The bot is looking for a good move…",
    "suggest_is": "The bot suggests: {move}",
    "suggest_off": "Suggestions off",
    "suggest_on": "Suggestions on",
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
    "log_later": "… and {n} later moves", "log_later_one": "… and 1 later move",
    "saved_set_aside": "Saved data could not be read. It has been set aside (not deleted) "
                       "and Speeltafel starts without it.",
    "export_set_aside": "Save the set-aside data (.txt)",
    "rule_link": "Read the rule",
    "option_rule": "What does this mean?",
    # hand-over screen (games with hidden hands)
    "handover_title": "Pass the device to {name}",
    "handover_text": "Only {name} may look now: what only they may see appears next.",
    "handover_button": "I am {name}: show it",
    # screens as browser history entries (Back, Forward, reload)
    "nav_game_gone": "That game is no longer saved on this device; here is the list of games.",
    # the game table's hint layer, step help, legend, keyboard play and history banner
    "hints": "Hints",
    "hints_title": "Hints on or off: marks where you can tap on the board and explains the step",
    "step_help_title": "How this step works",
    "legend_title": "What the symbols on the board mean",
    "board_keys": "Arrow keys: choose a square; Enter or Space: tap; Escape: clear the choice.",
    "history_start": "You are viewing the start, before the first step.",
    "history_setup": "You are viewing the set-up: {move}.",
    "history_turn": "You are viewing turn {turn} of {turns}: {name}, {move}.",
    "history_after_turn": "You are viewing the position after turn {turn} of {turns}: {move}.",
    "show_this_step": "Show the position after this step",
    # saved games: the list on the start screen, other tabs, a full storage
    "saves_title": "Saved games",
    "saves_detail": "{names} · {moves} moves · {state}",
    "saves_delete": "Delete",
    "saves_delete_label": "Delete {game}",
    "saves_deleted": "Game deleted.",
    "saves_deleted_n": "Finished games deleted: {n}.",
    "saves_stale": "This game was played on in another tab. What you see here is older; moves "
                   "you still make here are kept as a separate game.",
    "saves_load_newer": "Load the newest version",
    "saves_forked": "This game had already been played on in another tab: your moves here are "
                    "kept as a separate game. Both are in the list on the start screen.",
    "saves_full": "This browser's storage is full: your last moves are NOT saved. Delete "
                  "finished games or save this game as a file.",
    "saves_delete_finished": "Delete finished games",
    "link_opened_same": "This game was already saved here: the saved game is open.",
    "link_opened_further": "This link continues a saved game: it is brought up to date and open.",
    "link_opened_earlier": "This link shows an earlier point of a saved game: that point is "
                           "shown, the game itself is further on.",
}

STRINGS = {"nl": NL, "en": EN}


def t(lang: str, key: str, **values) -> str:
    """The text ``key`` in ``lang`` with ``values`` filled in."""
    table = STRINGS.get(lang, EN)
    text = table.get(key, EN.get(key, key))
    return text.format(**values) if values else text


def counted(lang: str, key: str, n: int, **values) -> str:
    """A generic text counting ``n`` things ("… and 1 later move"; issue 24): see
    :meth:`Texts.counted`."""
    return _GENERIC.counted(lang, key, n, **values)


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

    def counted(self, lang: str, key: str, n: int, **values) -> str:
        """A text counting ``n`` things: ``key + "_one"`` for one when the game has it, else
        ``key`` ("1 follower left", "2 followers left"; issue 24: "1 squares"). The singular
        may be the game's or a generic one."""
        one = key + "_one"
        return self(lang, one if n == 1 and self.has(one) else key, n=n, **values)


#: The generic texts alone, for :func:`counted`.
_GENERIC = Texts({}, {})
