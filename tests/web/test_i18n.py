"""Native checks of the page's texts: the generic ones (``app.i18n``) and each game's
(``app.games.<game>.texts``) exist in Dutch and English with the same placeholders, every
text the code asks for exists, and the generic modules name no game."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from app import i18n, renderers
from core import registry

APP = Path(__file__).resolve().parents[2] / "web" / "app"
GAMES = {gid: pkg.rsplit(".", 1)[1] for gid, pkg in renderers.RENDERERS.items()}
#: The generic page modules: they name no game.
GENERIC = tuple(sorted(p.stem for p in APP.glob("*.py") if p.stem != "__init__"))


def texts(game: str):
    return importlib.import_module(f"app.games.{game}.texts")


def fields(text: str) -> list[str]:
    return sorted(re.findall(r"{(\w+)}", text))


def test_the_generic_modules_are_the_known_ones():
    assert {"browser", "contract", "dom", "game_screen", "grid_board", "i18n", "main", "move_log",
            "renderers", "session", "shell", "table"} <= set(GENERIC)


@pytest.mark.parametrize("table", ["generic"] + sorted(GAMES.values()))
def test_both_languages_have_the_same_keys_and_placeholders(table):
    nl, en = (i18n.NL, i18n.EN) if table == "generic" else (texts(table).NL, texts(table).EN)
    assert set(nl) == set(en)
    for key in en:
        assert fields(nl[key]) == fields(en[key]), key


def test_a_games_keys_do_not_shadow_generic_ones():
    for game in GAMES.values():
        assert not set(texts(game).EN) & set(i18n.EN), game


def _keys_used(path: Path) -> set[str]:
    return set(re.findall(r"""\bt\(\s*[\w.()]+,\s*["']([a-z0-9_]+)["']\s*[,)]""", path.read_text()))


def test_every_literal_key_in_the_code_exists():
    used = set()
    for name in GENERIC:
        keys = _keys_used(APP / f"{name}.py")
        used |= keys
        assert sorted(k for k in keys if not i18n.has(k)) == [], name
    for game in GAMES.values():
        table = texts(game).t
        for path in (APP / "games" / game).rglob("*.py"):   # its expansions too
            keys = _keys_used(path)
            used |= keys
            assert sorted(k for k in keys if not table.has(k)) == [], path.name
    assert len(used) > 50, "the scan found too few t(...) calls"


def test_texts_built_from_ids_exist():
    sel = texts("stad_en_land").t
    for reason in ("two-passes", "no-moves"):
        assert sel.has("sel_end_" + reason.replace("-", "_"))
    game = registry.get("stad-en-land")
    for categories in game.breakdown(game.setup(2, {})):
        for cat in categories:
            assert sel.has("sel_cat_" + cat.replace(" ", "_"))


def test_missing_text_falls_back_to_english_then_the_key():
    assert i18n.t("fr", "undo") == i18n.EN["undo"]
    assert i18n.t("nl", "no-such-key") == "no-such-key"
    assert i18n.t("nl", "to_move", name="{x}") == "{x} is aan zet"
    sel = texts("stad_en_land").t
    assert sel("nl", "sel_pass") == "past" and sel("fr", "sel_pass") == "passes"
    assert sel("nl", "undo") == i18n.NL["undo"]  # a game's texts reach the generic ones
    assert sel("nl", "no-such-key") == "no-such-key"


def test_the_generic_modules_name_no_game():
    names = "|".join(re.escape(w) for w in
                     sorted(set(GAMES) | set(GAMES.values()) | {"stad en land", "new england"}))
    pattern = re.compile(rf"\b({names}|eden)\b|['\"](sel|ne|eden)_\w+|['\"]removed['\"]", re.I)
    assert pattern.search('t(lang, "sel_pass")') and pattern.search("kind == 'removed'")
    assert pattern.search("app.games.eden") and not pattern.search("offline_note")
    for name in GENERIC:
        if name == "renderers":
            continue  # one line per game: the registry of the games' packages
        found = [m.group(0) for m in pattern.finditer((APP / f"{name}.py").read_text())]
        assert found == [], f"{name}.py names {found}"
    lines = (APP / "renderers.py").read_text().splitlines()
    naming = [line for line in lines
              if any(re.search(rf"(?<![A-Za-z0-9]){re.escape(g)}(?![A-Za-z0-9])", line) for g in GAMES)]
    assert naming == [f'    "{gid}": "app.games.{pkg}",' for gid, pkg in GAMES.items()]
    # announced games (renderers.PLANNED) are not yet games: none of them is registered
    assert not set(renderers.PLANNED) & set(GAMES)


#: Texts counting things that can be one in play (issue 24: "1 squares"): a follower left, a
#: half tile in hand, the pile's last tile, one place for a won Keyflower tile; one winter tile
#: offered (Keyflower lets a player offer one or more), a winter tile scoring one point, one
#: turn-order tile left unbid on the table at the game's end (the board's accessible name).
COUNTS = {"carcassonne": ("cc_supply", "cc_halves_n", "cc_hidden_hand", "cc_pile", "cc_aria_tiles",
                          "cc_aria_followers"),
          "keyflower": ("kf_build_n", "kf_offer_button", "kf_st_tile", "kf_aria_tiles")}


@pytest.mark.parametrize("game", sorted(COUNTS))
def test_a_count_of_one_reads_in_the_singular(game):
    """Each of :data:`COUNTS` has its own form for one in both languages (not the plural
    with a 1), and the game's code shows it only through ``Texts.counted``."""
    t = texts(game).t
    for key in COUNTS[game]:
        for lang in ("nl", "en"):
            extra = {f: "x" for f in fields(t.en[key]) if f != "n"}
            one, two = t.counted(lang, key, 1, **extra), t.counted(lang, key, 2, **extra)
            assert "1" in one and one != two.replace("2", "1"), (lang, key, one)
    source = "".join(p.read_text() for p in (APP / "games" / game).glob("*.py"))
    for key in COUNTS[game]:
        assert f'counted(lang, "{key}"' in source and f'(lang, "{key}", n=' not in source, key


def test_the_move_logs_later_moves_count_one_in_the_singular():
    """The log's note under a shown earlier position ("… and 1 later move") can count one:
    ``window`` leaves exactly one step after it when the log is one step longer than it shows."""
    from app import move_log
    start, end = move_log.window(move_log.WINDOW + 1, 1, move_log.WINDOW)
    assert move_log.WINDOW + 1 - end == 1
    assert i18n.counted("en", "log_later", 1) == "… and 1 later move"
    assert i18n.counted("nl", "log_later", 1) == "… en nog 1 latere zet"
    assert i18n.counted("en", "log_later", 2) == "… and 2 later moves"
    assert 'counted(lang, "log_later"' in (APP / "move_log.py").read_text()


def test_new_englands_offer_counts_never_reach_one():
    """``ne_mv_offer`` ("announces {n} land tiles") and ``ne_offer_title`` count the announced
    offer, which the rules keep at 3-6 tiles: they never read one (left in the plural)."""
    from core.new_england import data
    from core.new_england.state import offer_sizes
    game = registry.get("new-england")
    assert data.MIN_OFFER_TILES >= 2
    for players in (3, 4):
        state = game.setup(players, {})
        assert offer_sizes(state) and all(k >= data.MIN_OFFER_TILES for k in offer_sizes(state))


def test_the_carcassonne_boards_name_counts_the_start_tile_in_the_singular():
    """The board's accessible name at the start: one tile (the start tile), no follower."""
    aria = texts("carcassonne").aria_board
    view = {"pieces": [{}], "followers": [], "pile_size": 71}
    assert aria(view, "en") == "1 tile on the table, 0 followers; pile 71"
    assert aria(view, "nl") == "1 tegel op tafel, 0 volgelingen; stapel 71"
    assert aria({**view, "pieces": [{}, {}], "followers": [{}]}, "en").startswith("2 tiles on the table, 1 follower;")
