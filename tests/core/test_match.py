"""Match.apply_line: record lines applied exactly as written (redo uses it)."""

from __future__ import annotations

import pytest

from core.errors import RuleError
from core.match import Match


def test_apply_line_reapplies_chance_and_moves_exactly():
    """Lines cut off by truncate come back verbatim, chance lines included, giving the same state."""
    m = Match.new("eden", ["A", "B", "C"], {}, seed=4)
    for _ in range(6):
        m.play(m.legal_moves()[0])
    final, lines = m.state, [str(s) for s in m.steps]
    m.truncate(0)
    for line in lines:
        m.apply_line(line)
    assert m.state == final and [str(s) for s in m.steps] == lines


def test_apply_line_refuses_and_changes_nothing():
    """A bad line raises RuleError and leaves steps and state as they were."""
    m = Match.new("stad-en-land", ["A", "B"], {}, seed=1)
    before = (list(m.steps), m.state)
    with pytest.raises(RuleError) as info:
        m.apply_line("* cities a1 a2 a3 a4 a5 a6 b1 b2")   # no chance pending now
    assert info.value.rule == "core/unexpected-chance"
    with pytest.raises(RuleError) as info:
        m.apply_line("f6-a1")
    assert info.value.rule == "stad-en-land/segment"
    assert (m.steps, m.state) == before


def test_registry_imports_a_game_only_when_asked():
    """ids() lists every game without importing it; get() imports just that one."""
    import subprocess
    import sys
    code = ("import sys; from core import registry; ids = registry.ids(); "
            "others = ('core.eden', 'core.new_england', 'core.carcassonne'); "
            "before = [m for m in sys.modules if m in others]; "
            "registry.get('stad-en-land'); "
            "after = [m for m in sys.modules if m in others]; "
            "print(ids, before, after, list(registry.games()) == ids)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "['stad-en-land', 'new-england', 'eden', 'carcassonne', 'keyflower'] [] [] True"


def test_registry_about_lists_menu_facts_without_importing_and_matches_each_game():
    """about() (what the start screen shows) imports no game, and agrees with every GAME."""
    import subprocess
    import sys
    code = ("import json, sys; from core import registry; "
            "facts = [registry.about(g) for g in registry.ids()]; "
            "print(json.dumps([facts, sorted(m for m in sys.modules if m.startswith('core.') "
            "and m.count('.') == 1 and m.split('.')[1] in "
            "('stad_en_land', 'new_england', 'eden', 'carcassonne'))]))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    import json
    facts, imported = json.loads(out.stdout)
    assert imported == []
    from core import registry
    for fact in facts:
        game = registry.get(fact["id"])
        assert fact == {"id": game.id, "titles": game.titles, "min_players": game.min_players,
                        "max_players": game.max_players, "summary": game.summary}
        assert game.summary["nl"] and game.summary["en"] and game.summary["nl"] != game.summary["en"]
        assert registry.about(fact["id"]) == fact  # the same once the game is loaded
