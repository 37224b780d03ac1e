"""Native unit tests of web/app/eden_ui.py: the selection, and taps/buttons turned into the
core's legal moves (checked against the core, over whole scripted games)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from app import eden_ui  # noqa: E402
from core.eden import GAME  # noqa: E402
from core.match import Match  # noqa: E402

CARDS = GAME.view(Match.new("eden", ["a", "b", "c"], {}, 1).state, None)["cards"]


def test_square_names_and_coordinates():
    assert eden_ui.square_xy("a1") == (0, 0)
    assert eden_ui.square_xy("G7") == (6, 6)
    assert eden_ui.square_name(1, 4) == "B4"


def test_placements_covering_a_corner_stay_on_the_board():
    rot = CARDS["L3"]["rotations"][0]
    found = eden_ui.placements_covering(rot, "A1")
    assert found and all("A1" in p for p in found)
    for p in found:
        assert all(eden_ui.square_xy(sq)[0] < 7 and eden_ui.square_xy(sq)[1] < 7 for sq in p)
        assert eden_ui.placement_rotation(p, CARDS["L3"]["rotations"]) == 0


def test_rotation_of_every_placement_matches_the_core():
    m = Match.new("eden", ["a", "b", "c"], {}, 1)
    for card, info in CARDS.items():
        for r, rot in enumerate(info["rotations"]):
            for p in eden_ui.placements_covering(rot, "D4"):
                assert eden_ui.placement_rotation(p, info["rotations"]) == r
                assert GAME.canonical(m.state, f"grow {card} " + " ".join(p)).split()[2:] == p


def test_rate_stepper_stays_inside_the_legal_bids():
    legal = ["accept", "bid 15", "bid 20", "bid 25"]
    assert eden_ui.current_rate(legal, None) == 15
    sel = eden_ui.button_move(legal, None, "rate+", CARDS)["select"]
    assert sel == "rate 20"
    assert eden_ui.button_move(legal, "rate 25", "rate+", CARDS) == {"select": "rate 25"}
    assert eden_ui.button_move(legal, "rate 15", "rate-", CARDS) == {"select": "rate 15"}
    assert eden_ui.button_move(legal, sel, "bid", CARDS) == {"play": "bid 20"}
    assert eden_ui.keep_selection("rate 30", legal) is None


def test_selection_kept_only_while_it_means_something():
    legal = ["grow I2 B4 B5", "pass", "sell I2"]
    assert eden_ui.keep_selection("card I2 1", legal) == "card I2 1"
    assert eden_ui.keep_selection("card L3 0", legal) is None
    assert eden_ui.keep_selection("grow I2 B4 B5", legal) == "grow I2 B4 B5"
    assert eden_ui.keep_selection("grow I2 B4 C4", legal) is None
    assert eden_ui.keep_selection(None, legal) is None


def test_taps_and_buttons_play_whole_games_with_legal_moves_only():
    """Drive games by the page's logic: every tap/button answer is a legal move, and every
    legal grow can be reached by picking the card, rotating and tapping."""
    for seed in (1, 3, 4):
        m = Match.new("eden", ["a", "b", "c"], {}, seed)
        conquests = grows = 0
        for _ in range(150):
            if m.over:
                break
            legal = m.legal_moves()
            c = GAME.view(m.state, None)["conquest"]
            if c is not None:
                targets = [x for x in legal if x.startswith("target ")]
                if targets and not c["targets"]:
                    move = eden_ui.tap_move(legal, None, targets[0].split()[1], CARDS)["play"]
                elif "accept" in legal and len(c["bids"]) >= 2:
                    move = eden_ui.button_move(legal, None, "accept", CARDS)["play"]
                    conquests += 1
                else:
                    sel = eden_ui.button_move(legal, None, "rate+", CARDS).get("select")
                    move = eden_ui.button_move(legal, sel, "bid", CARDS)["play"]
                    if move not in legal:
                        move = "accept" if "accept" in legal else "skip"
                assert move in legal, move
                m.play(move)
                continue
            grow = next((x for x in legal if x.startswith("grow ")), None)
            if grow:
                card, cells = eden_ui.grow_parts(grow)
                sel = eden_ui.button_move(legal, None, f"card {card}", CARDS)["select"]
                target_rot = eden_ui.placement_rotation(cells, CARDS[card]["rotations"])
                for _ in range(target_rot):
                    sel = eden_ui.button_move(legal, sel, "rotate", CARDS)["select"]
                for _ in range(6):
                    answer = eden_ui.tap_move(legal, sel, cells[0], CARDS)
                    sel = answer["select"]
                    if sel == grow:
                        break
                assert sel == grow
                assert eden_ui.button_move(legal, sel, "confirm", CARDS) == {"play": grow}
                m.play(grow)
                grows += 1
                continue
            water = [x for x in legal if x.startswith("water ")]
            if water and m.state.played < 2:
                answer = eden_ui.tap_move(legal, None, water[-1].split()[1], CARDS)
                assert answer == {"play": water[-1]}
                m.play(water[-1])
                continue
            m.play(eden_ui.button_move(legal, None, "end" if "end" in legal else "pass", CARDS)["play"])
        assert conquests and grows, seed


def test_a_tap_off_the_legal_moves_asks_the_core():
    m = Match.new("eden", ["a", "b", "c"], {}, 4)
    legal = m.legal_moves()
    free = next(sq for sq in ("A1", "B2", "C3", "D4", "E5", "F6", "G7") if f"water {sq}" not in legal)
    answer = eden_ui.tap_move(legal, None, free, CARDS)
    assert answer == {"play": f"water {free}"} and answer["play"] not in legal


def test_a_sale_in_the_auction_raises_the_steppers_ceiling_to_the_cores_maximum():
    """Red (30 mana) attacks Yellow's value-2 C4 from B4; after 10 and Yellow's 20 Red cannot
    raise (30 // 2 = 15 < 25). His Sell button plays ``sell O4`` (+40 mana); the selection is
    kept and the stepper then climbs to the core's new highest bid, 70 // 2 = 35."""
    from core.eden.board import INDEX
    from core.eden.conquest import max_rate
    from core.eden.state import NOBODY, State

    owner, value = [NOBODY] * 49, [0] * 49
    owner[INDEX["C4"]], value[INDEX["C4"]] = 1, 2
    s = State(players=3, dealt=True, hands=(("B4", "O4"), (), ()), mana=(30, 100, 100),
              owner=tuple(owner), value=tuple(value), income=(0, 0, 0))
    for move in ("water B4", "target C4", "bid 10", "bid 20"):
        s = GAME.apply(s, move)
    legal = GAME.legal_moves(s)
    assert eden_ui.bid_range(legal) == [] and eden_ui.current_rate(legal, None) is None
    move = eden_ui.button_move(legal, None, "sell O4", CARDS)["play"]
    assert move == "sell O4" and move in legal
    s = GAME.apply(s, move)
    legal = GAME.legal_moves(s)
    assert GAME.to_move(s) == 0 and eden_ui.current_rate(legal, None) == 25
    sel = None
    for _ in range(10):
        sel = eden_ui.button_move(legal, sel, "rate+", CARDS)["select"]
    top = max_rate(s, s.conquest, 0)
    assert top == 35 and sel == f"rate {top}"
    assert eden_ui.button_move(legal, sel, "bid", CARDS) == {"play": "bid 35"}
    # a rate chosen before a buy that lowers the ceiling is dropped, not offered
    assert eden_ui.keep_selection("rate 40", legal) is None
