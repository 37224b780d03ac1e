"""The start screen's game list (app.renderers.catalogue) built from registry.about()."""

from __future__ import annotations

from app import renderers
from app.games import catalogue
from core import registry


def test_every_registered_game_then_every_announced_one_with_texts():
    entries = renderers.catalogue([registry.about(g) for g in registry.ids()], "nl")
    ids = [e["id"] for e in entries]
    assert ids[:len(registry.ids())] == registry.ids()
    assert ids[len(registry.ids()):] == [g for g in catalogue.PLANNED if g not in registry.ids()]
    for entry in entries:
        registered = entry["id"] in registry.ids()
        assert (entry["about"] is not None) == registered
        assert entry["playable"] == renderers.has_renderer(entry["id"])
        if registered:
            assert entry["about"]["titles"] == registry.get(entry["id"]).titles
        else:  # a coming game's card takes its title and players from the catalogue
            assert entry["blurb"]["title"] and entry["blurb"]["players"]
        assert entry["blurb"] == catalogue.BLURBS[entry["id"]]["nl"]


def test_every_game_has_its_words_in_both_languages():
    for gid in list(registry.ids()) + list(catalogue.PLANNED):
        nl, en = catalogue.BLURBS[gid]["nl"], catalogue.BLURBS[gid]["en"]
        assert set(nl) == set(en) and nl["desc"] and en["desc"] and nl["desc"] != en["desc"]
        if gid not in registry.ids():
            assert {"title", "players", "desc"} <= set(nl)
    assert catalogue.blurb("eden", "fr") == catalogue.BLURBS["eden"]["en"]
    assert catalogue.blurb("no-such-game", "nl") == {}
