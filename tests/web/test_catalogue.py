"""The start screen's game list (app.renderers.catalogue) built from registry.about()."""

from __future__ import annotations

import sys
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"
sys.path.insert(0, str(WEB))

from app import i18n, renderers  # noqa: E402
from core import registry  # noqa: E402


def test_every_registered_game_then_every_announced_one_with_texts():
    entries = renderers.catalogue([registry.about(g) for g in registry.ids()])
    ids = [e["id"] for e in entries]
    assert ids[:len(registry.ids())] == registry.ids()
    assert ids[len(registry.ids()):] == [g for g in renderers.PLANNED if g not in registry.ids()]
    for entry in entries:
        registered = entry["id"] in registry.ids()
        assert (entry["about"] is not None) == registered
        assert entry["playable"] == renderers.has_renderer(entry["id"])
        if registered:
            assert entry["about"]["titles"] == registry.get(entry["id"]).titles
        else:  # a coming game's card takes its title and players from the texts
            key = entry["id"].replace("-", "_")
            assert i18n.has("title_" + key) and i18n.has("players_" + key)
