"""Page texts for the game table's hint layer, step help, legend and keyboard play, in Dutch and English (joined into ``app.i18n``)."""

NL: dict[str, str] = {
}

EN: dict[str, str] = {
}
