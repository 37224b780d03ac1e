"""Keyflower's words in Dutch and English that every part of its page shares: the colours,
the items (resources, skills, workers; ``texts`` adds those of the expansions), the seasons,
and a tile's name from the view, and the rules that shorten a name for a small hex (used by
``symbols``). (The texts by key are ``texts.t``.)"""

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


def short(name: str, limit: int) -> str:
    """``name`` within ``limit`` characters (at least four) by a fixed rule, never an
    ellipsis: whole if it fits; else every word but the last cut to three letters and a point
    ("App. Hall"), then the last word too ("Key. Qua."); else its first word, cut to
    ``limit - 1`` letters and a point when longer ("Leerlin.")."""
    if len(name) <= limit:
        return name
    words = name.split()
    if len(words) > 1:
        cut = [w if len(w) <= 4 else w[:3] + "." for w in words[:-1]]
        last = words[-1] if len(words[-1]) <= 4 else words[-1][:3] + "."
        for text in (" ".join(cut + [words[-1]]), " ".join(cut + [last])):
            if len(text) <= limit:
                return text
    head = words[0] if words else name
    return head if len(head) <= limit else head[:max(3, limit - 1)] + "."


def initials(name: str) -> str:
    """Two letters: the first of a name's first and last words ("Apprentice Hall": "AH"),
    of a one-word name its first two ("Miner": "Mi")."""
    words = [w for w in name.split() if w[:1].isalnum()]
    return "" if not words else words[0][:2] if len(words) == 1 else (words[0][0] + words[-1][0]).upper()
