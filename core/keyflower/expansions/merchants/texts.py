"""The Merchants' rules texts of its winter tiles and II boats (``describe.py`` shows them)."""

#: Rules texts of its winter tiles and II boats (Dutch, English).
TEXTS = {
    "artisan": ("2 punten per omgedraaide tegel in je dorp.", "2 points per upgraded tile in your village."),
    "builder": ("3 punten per uitbreiding.", "3 points per extension."),
    "muleteer": ("3 punten per contract dat je niet vervult.", "3 points per contract you do not fulfil."),
    "keyflower_ii": ("Ook 1 goud; in de winter 3 goud op je thuistegel.",
                     "Also 1 gold; in winter 3 gold onto your home tile."),
    "sea_bastion_ii": ("Ook 1 hut. Wie hem in de herfst neemt, kiest de boot die hem in de winter "
                       "vervangt.", "Also 1 hut. Whoever takes it in autumn chooses the boat that "
                       "replaces it in winter."),
    "sea_breese_ii": ("Ook 1 contract; 2 punten per wintertegel in je dorp.",
                      "Also 1 contract; 2 points per winter tile in your village."),
    "flipper_ii": ("Ook 1 groene werker; bij de eindtelling een gratis uitbreiding.",
                   "Also 1 green worker; a free extension at the final scoring."),
    "ianvincible_ii": ("Ook 1 hut; 2 punten per opwaardeersymbool (hutten inbegrepen).",
                       "Also 1 hut; 2 points per upgrade symbol (huts included)."),
    "white_wind_ii": ("Ook 1 contract; elk vervuld contract 10 punten.",
                      "Also 1 contract; each fulfilled contract scores 10."),
}

#: What its winter tiles and II boats score, for their symbols (``Expansion.scores``, rule
#: ``merchants-final``): one group's items as (kind, what, count) and its points. Kinds as
#: the page's symbols: ``tile`` ``up`` an upgraded tile, ``extension``, ``contract`` (``open``:
#: one not fulfilled), ``winter`` a winter tile, ``upgrade`` an upgrade symbol (huts
#: included). The numbers of ``scoring.winter_extra``, ``boat_extra`` and ``contract_value``
#: (tests/keyflower/test_merchants_symbols.py).
SCORES: dict[str, tuple[tuple[tuple[str, str, int], ...], int | None]] = {
    "artisan": ((("tile", "up", 1),), 2),
    "builder": ((("extension", "", 1),), 3),
    "muleteer": ((("contract", "open", 1),), 3),
    "sea_breese_ii": ((("winter", "", 1),), 2),
    "ianvincible_ii": ((("upgrade", "", 1),), 2),
    "white_wind_ii": ((("contract", "", 1),), 10),
}

#: What its II boats give instead of points (``Expansion.free``): Keyflower II's three gold
#: onto the home tile in winter, Flipper II's free extension at the final scoring.
FREE: dict[str, tuple[tuple[str, str, int], ...]] = {
    "keyflower_ii": (("res", "gold", 3),),
    "flipper_ii": (("extension", "", 1),),
}
