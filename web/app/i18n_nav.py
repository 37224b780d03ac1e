"""Page texts for the screens as browser history entries (Back, Forward, reload), in Dutch and English (joined into ``app.i18n``)."""

NL: dict[str, str] = {
}

EN: dict[str, str] = {
}
