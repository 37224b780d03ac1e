"""A seat's view never contains another seat's hand or mana, nor the deck order (eden/secrets).

The strongest form: changing every secret of the other seats leaves a seat's view unchanged,
while changing that seat's own hand or mana does change it.
"""

from __future__ import annotations

import json
from dataclasses import replace

from core.eden import GAME
from core.match import Match
from core.rng import Rng
from eden_helpers import play, position


def _positions(players: int, seed: int, every: int = 7):
    match = Match.new("eden", [f"P{i}" for i in range(players)], {}, seed)
    pick = Rng(seed, 77)
    out = []
    while not match.over:
        if len(match.steps) % every == 0:
            out.append(match.state)
        moves = match.legal_moves()
        match.play(moves[pick.below(len(moves))])
    return out


def _scramble(state, keep: int):
    """Every other seat gets other cards (same counts) and other mana; the deck is reversed."""
    others = ["G1", "T4", "F2", "I2", "E3", "O4", "D5", "J4", "C6", "A7", "B1", "S4"]
    hands = tuple(h if s == keep else tuple(sorted(others[(s + i) % len(others)] for i in range(len(h))))
                  for s, h in enumerate(state.hands))
    mana = tuple(m if s == keep else m + 555 * (s + 1) for s, m in enumerate(state.mana))
    return replace(state, hands=hands, mana=mana, deck=state.deck[::-1])


def test_view_hides_other_seats_secrets():
    checked = 0
    for players, seed in ((3, 1), (4, 2)):
        for state in _positions(players, seed):
            for seat in range(players):
                scrambled = _scramble(state, seat)
                assert GAME.view(scrambled, seat) == GAME.view(state, seat)
                checked += 1
            assert GAME.view(_scramble(state, -1), None) == GAME.view(state, None)
    assert checked > 50


def test_view_shows_own_hand_and_mana_and_only_sizes_of_others():
    s = position({"B2": (1, 2)}, [["A1", "I2"], ["C3", "T4", "G7"], ["D4"]], mana=[120, 45, 70])
    v = GAME.view(s, 1)
    assert v["hand"] == ["C3", "G7", "T4"] and v["mana"] == 45
    assert [p["hand_size"] for p in v["seats"]] == [2, 3, 1]
    text = json.dumps(v)
    assert "I2" not in text.replace('"I2": {', "")  # only the static card table names I2
    assert "120" not in text and "70" not in text
    spectator = GAME.view(s, None)
    assert "hand" not in spectator and "mana" not in spectator
    assert spectator["board"]["B2"] == {"seat": 1, "value": 2, "white": 1, "red": 1}


def test_view_changes_with_own_secrets():
    s = position(hands=[["A1"], ["C3"], ["D4"]])
    assert GAME.view(replace(s, mana=(100, 1, 100)), 1) != GAME.view(s, 1)
    assert GAME.view(replace(s, hands=(("A1",), ("C4",), ("D4",))), 1) != GAME.view(s, 1)


def test_view_of_an_auction_shows_open_bids_and_costs():
    s = play(position({"C4": (1, 2)}, [["B4"], [], []]), "water B4", "target C4", "bid 10")
    c = GAME.view(s, 1)["conquest"]
    assert c["bids"] == [10] and c["rate"] == 10 and c["next_min"] == 15 and c["bidder"] == 1
    assert c["attacker_cost"] == 20 and c["defender_cost"] == 10
    assert GAME.view(s, 1)["to_move"] == 1 and GAME.view(s, 1)["phase"] == "auction"
