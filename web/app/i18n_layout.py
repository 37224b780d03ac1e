"""Page texts for the loading screen's hand-over to Python, the new-game dialog and the phone layout, in Dutch and English (joined into ``app.i18n``)."""

NL: dict[str, str] = {
}

EN: dict[str, str] = {
}
