"""Page texts for the saved games: the list on the start screen, other tabs, a full storage,
in Dutch and English (joined into ``app.i18n``)."""

NL: dict[str, str] = {
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

EN: dict[str, str] = {
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
