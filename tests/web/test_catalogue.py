"""The start screen's game list (app.renderers.catalogue): the registered games from
registry.about() (imports no game), then the announced ones from renderers.PLANNED."""

from __future__ import annotations

from app import renderers
from core import registry


def test_every_registered_game_then_every_announced_one():
    entries = renderers.catalogue([registry.about(g) for g in registry.ids()])
    ids = [e["id"] for e in entries]
    assert ids[:len(registry.ids())] == registry.ids()
    assert ids[len(registry.ids()):] == [g for g in renderers.PLANNED if g not in registry.ids()]
    for entry in entries:
        registered = entry["id"] in registry.ids()
        assert entry["announced"] != registered
        assert entry["playable"] == renderers.has_renderer(entry["id"])
        if registered:
            game = registry.get(entry["id"])
            assert entry["about"]["titles"] == game.titles
            assert entry["about"]["summary"] == game.summary
        assert entry["about"]["min_players"] <= entry["about"]["max_players"]


def test_every_card_has_its_words_in_both_languages():
    entries = renderers.catalogue([registry.about(g) for g in registry.ids()])
    for entry in entries:
        about = entry["about"]
        for key in ("titles", "summary"):
            assert about[key]["nl"] and about[key]["en"], (entry["id"], key)
        assert about["summary"]["nl"] != about["summary"]["en"], entry["id"]


def test_an_announced_game_leaves_the_table_when_it_joins_the_registry():
    assert not set(renderers.PLANNED) & set(registry.ids())
