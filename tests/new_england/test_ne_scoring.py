"""Golden tests: end scoring (cards, majorities with ties), the winner and money tie-break,
the view's secrets, the provisional data list, and ``python -m core`` for New England."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace

from core.new_england import GAME, data
from core.new_england.state import OVER

from ne_helpers import buy_turn, figure, fresh, put

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _final(money=(5, 5, 5)):
    """Red: pilgrims a3 a5, barn a7; cards s-o4 + pilgrim x2 + barn.
    Blue: pilgrims c3 c5, ship k5; cards p-i2 + pilgrim x2 + ship.
    Yellow: barn e3 holding c-o4; cards c-t4 + barn."""
    s = fresh(3)
    for seat, plots in ((0, ("a3", "a5", "a7")), (1, ("c3", "c5", "k5")), (2, ("e3",))):
        for p in plots:
            s = put(s, seat, "s", p)
    for p, kind in (("a3", "pilgrim"), ("a5", "pilgrim"), ("a7", "barn"), ("c3", "pilgrim"),
                    ("c5", "pilgrim"), ("k5", "ship")):
        s = figure(s, p, kind)
    s = figure(s, "e3", "barn", card="c-o4")
    cards = (("s-o4", "pilgrim", "pilgrim", "barn"), ("p-i2", "pilgrim", "pilgrim", "ship"), ("c-t4", "barn"))
    return replace(s, cards=cards, money=money, phase=OVER, end_reason="no-offer", start_left=((),) * 3)


def test_cards_and_majorities_with_ties():
    s = _final()
    # Cards: Red 10+1+1+1 = 13; Blue 3+1+1+1 = 6; Yellow 8+1 = 9 (the c-o4 in the barn is lost).
    # Pilgrims: Red and Blue tie with 2 -> 4 each. Barns: Red and Yellow tie with 1 -> 3 each.
    # Ships: Blue alone -> 2.
    assert GAME.breakdown(s) == [
        {"cards": 13, "pilgrims": 4, "barns": 3, "ships": 0},
        {"cards": 6, "pilgrims": 4, "barns": 0, "ships": 2},
        {"cards": 9, "pilgrims": 0, "barns": 3, "ships": 0},
    ]
    assert GAME.scores(s) == [20, 12, 12]
    assert GAME.winners(s) == [0]


def test_majority_needs_at_least_one_figure():
    s = replace(_final(), figure=("",) * len(_final().figure), barns=((), (), ()))
    assert [b["pilgrims"] + b["barns"] + b["ships"] for b in GAME.breakdown(s)] == [0, 0, 0]


def test_tie_on_points_goes_to_money_then_shared():
    s = replace(_final(), cards=(("pilgrim", "pilgrim", "barn"), ("p-i2", "pilgrim", "pilgrim", "ship"), ("c-t4", "barn")))
    # Red now 3 + 4 + 3 = 10; Blue 12; Yellow 12: Blue and Yellow tie on points.
    assert GAME.scores(s) == [10, 12, 12]
    assert GAME.winners(replace(s, money=(30, 9, 8))) == [1]
    assert GAME.winners(replace(s, money=(30, 8, 9))) == [2]
    assert GAME.winners(replace(s, money=(0, 9, 9))) == [1, 2]
    # the outcome says why: money decided, or (a shared win of two) the points did
    assert GAME.outcome(replace(s, money=(30, 9, 8))).decided_by == "money"
    assert GAME.outcome(replace(s, money=(0, 9, 9))).decided_by == "scores"
    assert [(c.key, c.values) for c in GAME.outcome(replace(s, money=(30, 9, 8))).tie_break] == [
        ("money", (30, 9, 8))]
    assert GAME.outcome(replace(s, phase="buy")).winners == ()  # no winners before the end


def test_replay_detail_has_each_seats_breakdown():
    d = GAME.position(_final(), None)
    assert d["families"][1]["breakdown"] == {"cards": 6, "pilgrims": 4, "barns": 0, "ships": 2}
    assert [f["money"] for f in d["families"]] == [5, 5, 5] and d["end_reason"] == "no-offer"
    json.dumps(d)


def test_view_hides_other_seats_barn_cards_only():
    s = buy_turn(_final(), 0, ("s",))
    other = replace(s, barns=(s.barns[0], s.barns[1], ((s.barns[2][0][0], "ship"),)))
    for seat in (None, 0, 1):
        assert GAME.view(s, seat) == GAME.view(other, seat)  # Yellow's barn card is invisible
        assert "c-o4" not in json.dumps(GAME.view(s, seat))
    assert GAME.view(s, 2) != GAME.view(other, 2)
    assert GAME.view(s, 2)["families"][2]["barns"] == [{"plot": "e3", "card": "c-o4"}]


def test_view_lists_what_the_page_draws():
    v = GAME.view(buy_turn(_final(), 1, ("s", "pilgrim")), None)
    assert v["board"]["rows"] == 9 and v["board"]["cols"] == 11 and v["board"]["missing"] == ["k1"]
    assert len(v["board"]["coast"]) == 18
    assert v["to_move"] == 1 and v["turn"]["price"] == 5 and v["turn"]["pending"] is None
    fam = v["families"][1]
    assert fam["money"] == 5 and fam["figures"] == {"pilgrim": 2, "barn": 0, "ship": 1} and fam["income"] == 6
    assert fam["score"] == 12 and v["bag"]["total"] == 60 and v["deck"] == 58
    assert {"plot": "k5", "kind": "ship", "owner": 1, "moved": False} in v["figures"]


def test_provisional_values_are_listed_in_both_languages():
    assert data.DECK_SIZE == 58
    assert data.TILES_PER_TERRAIN * len(data.TERRAINS) == 60
    for key, text in {**data.PROVISIONAL, **data.READINGS}.items():
        assert text["nl"] and text["en"], key
    assert "new-england/provisional" in GAME.rule_ids


def _cli(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "core", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=60)


def test_cli_new_legal_and_replay():
    for players in (3, 4):
        out = _cli("new", "new-england", "--players", str(players), "--seed", "11")
        assert out.returncode == 0, out.stderr
        assert out.stdout.startswith('[Game "new-england"]') and '[Option "start_spacing=strict"]' in out.stdout
        rec = out.stdout + "start p c3-d3\n"
        legal = _cli("legal", "-", stdin=rec)
        assert legal.returncode == 0 and "start p c3-d3" not in legal.stdout.split("\n")
        assert "start p f3-g3" in legal.stdout.split("\n") and "start p e4-e5" not in legal.stdout
        rep = _cli("replay", "-", stdin=rec)
        assert rep.returncode == 0, rep.stderr
        summary = json.loads(rep.stdout)
        assert summary["game"] == "new-england" and summary["to_move"] == players - 2 and summary["steps"] == 1
        assert [f["breakdown"] for f in summary["detail"]["families"]] == [
            {"cards": 0, "pilgrims": 0, "barns": 0, "ships": 0}] * players


def test_cli_replay_reports_an_illegal_step():
    rec = _cli("new", "new-england", "--players", "3", "--seed", "2").stdout + "start p c3-d3\nstart p e4-e5\n"
    rep = _cli("replay", "-", stdin=rec)
    assert rep.returncode == 2
    error = json.loads(rep.stdout)["error"]
    assert error["rule"] == "new-england/start-spacing" and error["step"] == "start p e4-e5"
    assert error["line"] == len(rec.strip().split("\n"))
