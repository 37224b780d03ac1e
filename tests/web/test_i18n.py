"""Native checks of web/app/i18n.py: both languages carry the same texts, and every text the
page's code asks for exists."""

from __future__ import annotations

import re
import sys
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"
sys.path.insert(0, str(WEB))

from app import i18n, renderers  # noqa: E402
from core.stad_en_land import GAME  # noqa: E402


def test_both_languages_have_the_same_keys_and_placeholders():
    assert set(i18n.NL) == set(i18n.EN)
    for key in i18n.EN:
        fields = lambda text: sorted(re.findall(r"{(\w+)}", text))  # noqa: E731
        assert fields(i18n.NL[key]) == fields(i18n.EN[key]), key


def test_every_literal_key_in_the_code_exists():
    used = set()
    for path in (WEB / "app").glob("*.py"):
        used |= set(re.findall(r"""\bt\(\s*[\w.()]+,\s*["']([a-z0-9_]+)["']\s*[,)]""", path.read_text()))
    assert used, "the scan found no t(...) calls"
    assert sorted(k for k in used if k not in i18n.EN) == []


def test_texts_built_from_ids_exist():
    for gid in renderers.PLANNED:
        key = gid.replace("-", "_")
        for prefix in ("title_", "players_", "desc_"):
            assert i18n.has(prefix + key), prefix + key
    for gid in renderers.RENDERERS:
        assert i18n.has("desc_" + gid.replace("-", "_"))
    for reason in ("two-passes", "no-moves"):
        assert i18n.has("sel_end_" + reason.replace("-", "_"))
    for categories in GAME.breakdown(GAME.setup(2, {})):
        for cat in categories:
            assert i18n.has("sel_cat_" + cat.replace(" ", "_"))


def test_missing_text_falls_back_to_english_then_the_key():
    assert i18n.t("fr", "undo") == i18n.EN["undo"]
    assert i18n.t("nl", "no-such-key") == "no-such-key"
    assert i18n.t("nl", "to_move", name="{x}") == "{x} is aan zet"
