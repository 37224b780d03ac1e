"""Keyflower's words in Dutch and English that every part of its page shares: the colours,
the items (resources, skills, workers; ``texts`` adds those of the expansions), the seasons,
and a tile's name from the view. (The texts by key are ``texts.t``.)"""

from __future__ import annotations

COLOUR = {"nl": {"blue": "blauw", "red": "rood", "yellow": "geel", "green": "groen",
                 "purple": "paars"},
          "en": {"blue": "blue", "red": "red", "yellow": "yellow", "green": "green",
                 "purple": "purple"}}
ITEM = {"nl": {"wood": "hout", "stone": "steen", "iron": "ijzer", "gold": "goud", "saw": "zaag",
               "pick": "houweel", "anvil": "aambeeld", **COLOUR["nl"], "none": "niets"},
        "en": {"wood": "wood", "stone": "stone", "iron": "iron", "gold": "gold", "saw": "saw",
               "pick": "pick", "anvil": "anvil", **COLOUR["en"], "none": "nothing"}}
SEASON = {"nl": {"spring": "lente", "summer": "zomer", "autumn": "herfst", "winter": "winter"},
          "en": {"spring": "spring", "summer": "summer", "autumn": "autumn", "winter": "winter"}}


def tile_name(view: dict, tile: str, lang: str) -> str:
    info = view.get("tiles", {}).get(tile)
    return info["names"].get(lang, info["names"]["en"]) if info else tile.replace("_", " ")


def item(word: str, lang: str) -> str:
    return ITEM[lang].get(word, word.replace("_", " "))
