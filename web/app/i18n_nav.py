"""Page texts for the screens as browser history entries (Back, Forward, reload), in Dutch and English (joined into ``app.i18n``)."""

NL: dict[str, str] = {
    "nav_game_gone": "Die partij is niet meer bewaard op dit apparaat; hier is de lijst met spellen.",
}

EN: dict[str, str] = {
    "nav_game_gone": "That game is no longer saved on this device; here is the list of games.",
}
