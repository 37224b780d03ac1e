"""Every text of the page's interface, in Dutch and English (one dict per language).

``t(lang, key, **values)`` looks a text up and fills in ``{placeholders}``; a key missing in
``lang`` falls back to English, then to the key itself. Keys starting with ``sel_`` belong to
Stad en Land. Messages about rules come from the core (``RuleError.message(lang)``); only the
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
    "continue": "Verder spelen",
    "resume": "Ga verder",
    "resume_detail": "{names} · {moves} zetten · {state}",
    "in_progress": "bezig",
    "finished": "afgelopen",
    "open_saved": "Partij openen",
    "open_saved_hint": "Open een partij die je eerder als .txt hebt opgeslagen.",
    "offline_note": "Na één bezoek werkt Speeltafel ook zonder internet. "
                    "Je partij wordt op dit apparaat bewaard.",
    # games on the start screen
    "desc_stad_en_land": "Leg wegen tussen acht steden. Wie in de hoofdsteden de meeste "
                         "pakhuizen heeft, wint.",
    "title_new_england": "New England",
    "players_new_england": "3–4 spelers",
    "desc_new_england": "Bied op kaarten en land en bouw je kolonie aan de kust.",
    "title_eden": "Eden",
    "players_eden": "3–4 spelers",
    "desc_eden": "Maak woeste grond vruchtbaar en verdedig je land met mana.",
    "title_carcassonne_halflings": "Carcassonne met de Halflingen",
    "players_carcassonne_halflings": "2–5 spelers",
    "desc_carcassonne_halflings": "Leg landschapstegels, nu met de halve tegels van de Halflingen.",
    "title_keyflower_merchants": "Keyflower met De Kooplieden",
    "players_keyflower_merchants": "2–6 spelers",
    "desc_keyflower_merchants": "Bouw je dorp door vier seizoenen, nu met handel en contracten.",
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
    "restore_previous": "Terug naar mijn eigen partij",
    "not_playable": "{game} kan hier nog niet gespeeld worden.",
    "autosave_unreadable": "De bewaarde partij kan niet meer geopend worden.",
    "rule_link": "Lees de regel",
    # Stad en Land
    "sel_pass": "past",
    "sel_cities": "Steden: {list}",
    "sel_removed": "verwijderd: {squares} ({who})",
    "sel_turn_ended": "beurt voorbij: geen wegdeel meer mogelijk",
    "sel_end_two_passes": "Einde: twee keer achter elkaar gepast.",
    "sel_end_no_moves": "Einde: er kan geen wegdeel meer gebouwd worden.",
    "sel_left_1": "nog 1 wegdeel deze beurt",
    "sel_left_n": "nog {n} wegdelen deze beurt",
    "sel_open_end": "open einde: {sq}",
    "sel_score": "Pakhuizen in de hoofdsteden: {scores}",
    "sel_aria": "steden met pakhuizen wit/zwart: {cities}. Wegen wit: {white}. Wegen zwart: {black}.",
    "sel_cat_capitals": "in de hoofdsteden",
    "sel_cat_all_cities": "in alle steden",
    "sel_group": "{cities} ({total} pakhuizen per stad)",
    "sel_tie_all": "In elke groep steden hebben beide spelers evenveel pakhuizen: gelijkspel.",
    "sel_tied_in": "Gelijk in {group}: {white} tegen {black}.",
    "sel_decided_capitals": "De hoofdsteden {group} beslissen: {white_name} {white}, {black_name} {black}.",
    "sel_decided_group": "Daarom beslist groep {n}, {group}: {white_name} {white}, {black_name} {black}.",
    "sel_ranks_caption": "Pakhuizen per groep steden (meeste eerst; ★ beslist)",
    "sel_col_rank": "Groep",
    "sel_col_cities": "Steden",
    "sel_col_each": "Per stad",
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
    "continue": "Continue",
    "resume": "Resume",
    "resume_detail": "{names} · {moves} moves · {state}",
    "in_progress": "in progress",
    "finished": "finished",
    "open_saved": "Open a game",
    "open_saved_hint": "Open a game you saved earlier as a .txt file.",
    "offline_note": "After one visit Speeltafel also works without internet. "
                    "Your game is kept on this device.",
    # games on the start screen
    "desc_stad_en_land": "Build routes between eight cities. Most warehouses in the capitals wins.",
    "title_new_england": "New England",
    "players_new_england": "3–4 players",
    "desc_new_england": "Bid for cards and land and build your colony on the coast.",
    "title_eden": "Eden",
    "players_eden": "3–4 players",
    "desc_eden": "Make barren land fertile and defend it with mana.",
    "title_carcassonne_halflings": "Carcassonne with the Halflings",
    "players_carcassonne_halflings": "2–5 players",
    "desc_carcassonne_halflings": "Lay landscape tiles, now with the Halflings' half tiles.",
    "title_keyflower_merchants": "Keyflower with The Merchants",
    "players_keyflower_merchants": "2–6 players",
    "desc_keyflower_merchants": "Grow your village through four seasons, now with trade and contracts.",
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
    "restore_previous": "Back to my own game",
    "not_playable": "{game} cannot be played here yet.",
    "autosave_unreadable": "The saved game can no longer be opened.",
    "rule_link": "Read the rule",
    # Stad en Land
    "sel_pass": "passes",
    "sel_cities": "Cities: {list}",
    "sel_removed": "removed: {squares} ({who})",
    "sel_turn_ended": "turn over: no further segment possible",
    "sel_end_two_passes": "End: two passes in a row.",
    "sel_end_no_moves": "End: no segment can be built any more.",
    "sel_left_1": "1 segment left this turn",
    "sel_left_n": "{n} segments left this turn",
    "sel_open_end": "open end: {sq}",
    "sel_score": "Warehouses in the capitals: {scores}",
    "sel_aria": "cities with warehouses white/black: {cities}. White routes: {white}. Black routes: {black}.",
    "sel_cat_capitals": "in the capitals",
    "sel_cat_all_cities": "in all cities",
    "sel_group": "{cities} ({total} warehouses per city)",
    "sel_tie_all": "Both players have as many warehouses in every group of cities: a draw.",
    "sel_tied_in": "Tied in {group}: {white} to {black}.",
    "sel_decided_capitals": "The capitals {group} decide: {white_name} {white}, {black_name} {black}.",
    "sel_decided_group": "So group {n} decides, {group}: {white_name} {white}, {black_name} {black}.",
    "sel_ranks_caption": "Warehouses per group of cities (most first; ★ decides)",
    "sel_col_rank": "Group",
    "sel_col_cities": "Cities",
    "sel_col_each": "Per city",
}

from .i18n_eden import EN as _EN_EDEN, NL as _NL_EDEN  # noqa: E402  (Eden's texts)

NL.update(_NL_EDEN)
EN.update(_EN_EDEN)

from .i18n_new_england import EN as _EN_NE, NL as _NL_NE  # noqa: E402  (New England's texts)

NL.update(_NL_NE)
EN.update(_EN_NE)

STRINGS = {"nl": NL, "en": EN}


def t(lang: str, key: str, **values) -> str:
    """The text ``key`` in ``lang`` with ``values`` filled in."""
    table = STRINGS.get(lang, EN)
    text = table.get(key, EN.get(key, key))
    return text.format(**values) if values else text


def has(key: str) -> bool:
    """Whether ``key`` is a known text (for keys built from game ids)."""
    return key in EN
