"""Every option that names its rule names one of its game's rule ids (the new-game dialog
links to that section of the rules page, issue 24); Carcassonne's options all have one."""

from __future__ import annotations

from core import registry


def test_an_options_rule_is_a_rule_id_of_its_game():
    for gid in registry.ids():
        game = registry.get(gid)
        for opt in game.options:
            if opt.rule is not None:
                assert f"{gid}/{opt.rule}" in game.rule_ids, (gid, opt.key, opt.rule)


def test_every_carcassonne_option_is_explained_by_a_rule():
    game = registry.get("carcassonne")
    assert all(opt.rule for opt in game.options)
