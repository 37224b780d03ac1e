"""Page texts for the saved games: the list on the start screen, other tabs, a full storage, in Dutch and English (joined into ``app.i18n``)."""

NL: dict[str, str] = {
}

EN: dict[str, str] = {
}
