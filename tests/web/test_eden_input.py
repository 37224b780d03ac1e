"""Native unit tests of Eden's page input (``app.games.eden.input``): the selection, and
taps/buttons turned into the core's legal moves (checked against the core, over whole
scripted games). Placements come from the view of the seat to move."""

from __future__ import annotations

import pytest

from app.games.eden import input as inputs
from core.eden import GAME
from core.eden import rules as eden_rules
from core.eden.board import NAMES, orientations, rotation_of
from core.eden.data import SHAPES
from core.eden.notation import data as move_data
from core.eden.state import NOBODY, State
from core.errors import RuleError
from core.match import Match
from core.protocol import MoveData


def mover_view(state) -> dict:
    return GAME.view(state, GAME.to_move(state))


def md(texts) -> tuple:
    """The moves ``texts`` (canonical) as the page gets them: ``MoveData``."""
    return tuple(move_data(t) for t in texts)


def hand_state(cards: tuple[str, ...], own: tuple[str, ...]) -> State:
    """Seat 0 to act holding ``cards`` and owning the squares ``own`` (value 1)."""
    from core.eden.board import INDEX
    owner, value = [NOBODY] * 49, [0] * 49
    for sq in own:
        owner[INDEX[sq]], value[INDEX[sq]] = 0, 1
    return State(players=3, dealt=True, hands=(cards, (), ()), mana=(50, 0, 0),
                 owner=tuple(owner), value=tuple(value), income=(0, 0, 0))


def test_placements_covering_a_corner_stay_on_the_board_in_the_cards_order():
    view = mover_view(hand_state(("L3",), ()))
    found = inputs.covering(view, "L3", 0, "A1")
    assert found and all("A1" in p["squares"] and p["rotation"] == 0 for p in found)
    for sq in ("D4", "G7", "A7"):
        for rot in range(len(view["cards"]["L3"]["rotations"])):
            cells = view["cards"]["L3"]["rotations"][rot]
            got = inputs.covering(view, "L3", rot, sq)
            # the first placement lays the card's first listed cell on the square, and so on
            col, row = "ABCDEFG".index(sq[0]), int(sq[1])
            expect = []
            for ax, ay in cells:
                placed = [(x - ax + col, y - ay + row) for x, y in cells]
                if all(0 <= x < 7 and 1 <= y <= 7 for x, y in placed):
                    expect.append(sorted("ABCDEFG"[x] + str(y) for x, y in placed))
            assert [sorted(p["squares"]) for p in got] == expect, (sq, rot)


def test_rotation_of_every_placement_matches_the_core():
    m = Match.new("eden", ["a", "b", "c"], {}, 1)
    view = mover_view(hand_state(tuple(SHAPES), ("B2", "B3", "C2")))
    assert set(view["placements"]) == set(SHAPES)
    for card, rows in view["placements"].items():
        assert len(view["cards"][card]["rotations"]) == len(orientations(SHAPES[card][0]))
        for p in rows:
            assert GAME.canonical(m.state, p["move"]) == p["move"]
            assert inputs.grow_of(view, p["move"]) == (card, p)
            cells = [("ABCDEFG".index(q[0])) + (int(q[1]) - 1) * 7 for q in p["squares"]]
            assert p["rotation"] == rotation_of(card, cells)
            assert inputs.rotation_of(view, p["move"]) == p["rotation"]
    legal = {m for m in GAME.legal_moves(hand_state(tuple(SHAPES), ("B2", "B3", "C2")))
             if m.startswith("grow ")}
    assert legal and {p["move"] for rows in view["placements"].values() for p in rows if p["legal"]} == legal
    for rows in view["placements"].values():
        for p in rows:
            if p["legal"]:
                state = hand_state(tuple(SHAPES), ("B2", "B3", "C2"))
                cells = [("ABCDEFG".index(q[0])) + (int(q[1]) - 1) * 7 for q in p["squares"]]
                rising, cost = eden_rules.grow_effect(state, state.turn, cells)
                assert (p["rising"], p["cost"]) == ([NAMES[c] for c in rising], cost)


def test_rate_stepper_stays_inside_the_legal_bids():
    legal = md(["accept", "bid 15", "bid 20", "bid 25"])
    assert inputs.current_rate(legal, None, {}) == 15
    sel = inputs.action(legal, {}, None, "rate+")["select"]
    assert sel == "rate 20"
    assert inputs.action(legal, {}, "rate 25", "rate+") == {"select": "rate 25"}
    assert inputs.action(legal, {}, "rate 15", "rate-") == {"select": "rate 15"}
    assert inputs.action(legal, {}, sel, "bid") == {"play": "bid 20"}
    assert inputs.keep_selection("rate 30", legal, {}) is None
    assert inputs.keep_selection("rate 25", legal, {}) == "rate 25"


def test_selection_kept_only_while_it_means_something():
    s = hand_state(("I2",), ("B2", "B3", "C2"))
    view, legal = mover_view(s), tuple(GAME.move_data(s))
    grows = [p["move"] for p in view["placements"]["I2"] if p["legal"]]
    refused = next(p["move"] for p in view["placements"]["I2"] if not p["legal"])
    assert grows and all(g in {m.text for m in legal} for g in grows)
    assert inputs.keep_selection("card I2 1", legal, view) == "card I2 1"
    assert inputs.keep_selection("card L3 0", legal, view) is None
    assert inputs.keep_selection(grows[0], legal, view) == grows[0]
    assert inputs.keep_selection(refused, legal, view) is None
    assert inputs.keep_selection("grow I2 B4 C4", legal, view) is None  # no placement
    assert inputs.keep_selection(None, legal, view) is None
    # once the card is sold, neither it nor its placement means anything
    sold = tuple(m for m in legal if m.tiles != ("I2",))
    assert inputs.keep_selection("card I2 1", sold, view) is None
    assert inputs.keep_selection(grows[0], sold, view) is None


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
            moves = tuple(GAME.move_data(m.state))
            c = GAME.view(m.state, None)["conquest"]
            if c is not None:
                targets = [x for x in moves if x.verb == "target"]
                if targets and not c["targets"]:
                    move = inputs.tap(moves, {}, None, targets[0].squares[0])["play"]
                elif "accept" in legal and len(c["bids"]) >= 2:
                    move = inputs.action(moves, {}, None, "accept")["play"]
                    conquests += 1
                else:
                    sel = inputs.action(moves, {}, None, "rate+").get("select")
                    answer = inputs.action(moves, {}, sel, "bid")
                    move = answer.get("play") or ("accept" if "accept" in legal else "skip")
                assert move in legal, move
                m.play(move)
                continue
            found = next((x for x in moves if x.verb == "grow"), None)
            view = mover_view(m.state)
            if found:
                grow, card = found.text, found.tiles[0]
                cells = inputs.placement(view, grow)["squares"]
                sel = inputs.action(moves, view, None, f"card {card}")["select"]
                target_rot = inputs.rotation_of(view, grow)
                for _ in range(target_rot):
                    sel = inputs.action(moves, view, sel, "rotate")["select"]
                for _ in range(6):
                    answer = inputs.tap(moves, view, sel, cells[0])
                    sel = answer["select"]
                    if sel == grow:
                        break
                assert sel == grow
                assert inputs.action(moves, view, sel, "confirm") == {"play": grow}
                m.play(grow)
                grows += 1
                continue
            water = [x for x in moves if x.verb == "water"]
            if water and m.state.played < 2:
                answer = inputs.tap(moves, {}, None, water[-1].squares[0])
                assert answer == {"play": water[-1].text}
                m.play(water[-1].text)
                continue
            m.play(inputs.action(moves, {}, None, "end" if "end" in legal else "pass")["play"])
        assert conquests and grows, seed


def test_a_tap_off_the_legal_moves_asks_the_core():
    m = Match.new("eden", ["a", "b", "c"], {}, 4)
    legal = m.legal_moves()
    free = next(sq for sq in ("A1", "B2", "C3", "D4", "E5", "F6", "G7") if f"water {sq}" not in legal)
    answer = inputs.tap(tuple(GAME.move_data(m.state)), mover_view(m.state), None, free)
    assert answer == {"explain": MoveData.intent("water", (free,))}
    refusal = GAME.explain_intent(m.state, answer["explain"])
    with pytest.raises(RuleError) as raised:
        GAME.apply(m.state, f"water {free}")
    assert refusal is not None and (refusal.rule, refusal.en) == (raised.value.rule, raised.value.en)


def test_a_tap_where_the_picked_card_cannot_lie_asks_the_core_about_that_placement():
    s = hand_state(("L3",), ("B2",))  # L3 covers three squares: never on B2 alone
    view = mover_view(s)
    assert not any(p["legal"] for p in view["placements"]["L3"])
    answer = inputs.tap(tuple(GAME.move_data(s)), view, "card L3 0", "B2")
    first = inputs.covering(view, "L3", 0, "B2")[0]
    assert answer == {"explain": MoveData.intent("grow", tuple(first["squares"]), ("L3",))}
    refusal = GAME.explain_intent(s, answer["explain"])
    with pytest.raises(RuleError) as raised:
        GAME.apply(s, first["move"])
    assert refusal is not None and refusal.rule.startswith("eden/")
    assert (refusal.rule, refusal.nl, refusal.en) == (raised.value.rule, raised.value.nl, raised.value.en)


def test_a_sale_in_the_auction_raises_the_steppers_ceiling_to_the_cores_maximum():
    """Red (30 mana) attacks Yellow's value-2 C4 from B4; after 10 and Yellow's 20 Red cannot
    raise (30 // 2 = 15 < 25). His Sell button plays ``sell O4`` (+40 mana); the selection is
    kept and the stepper then climbs to the core's new highest bid, 70 // 2 = 35."""
    from core.eden.board import INDEX
    from core.eden.conquest import max_rate

    owner, value = [NOBODY] * 49, [0] * 49
    owner[INDEX["C4"]], value[INDEX["C4"]] = 1, 2
    s = State(players=3, dealt=True, hands=(("B4", "O4"), (), ()), mana=(30, 100, 100),
              owner=tuple(owner), value=tuple(value), income=(0, 0, 0))
    for move in ("water B4", "target C4", "bid 10", "bid 20"):
        s = GAME.apply(s, move)
    legal = tuple(GAME.move_data(s))
    assert inputs.bid_range(legal) == [] and inputs.current_rate(legal, None, {}) is None
    move = inputs.action(legal, {}, None, "sell O4")["play"]
    assert move == "sell O4" and move in GAME.legal_moves(s)
    s = GAME.apply(s, move)
    legal = tuple(GAME.move_data(s))
    assert GAME.to_move(s) == 0 and inputs.current_rate(legal, None, {}) == 25
    sel = None
    for _ in range(10):
        sel = inputs.action(legal, {}, sel, "rate+")["select"]
    top = max_rate(s, s.conquest, 0)
    assert top == 35 and sel == f"rate {top}"
    assert inputs.action(legal, {}, sel, "bid") == {"play": "bid 35"}
    # a rate chosen before a buy that lowers the ceiling is dropped, not offered
    assert inputs.keep_selection("rate 40", legal, {}) is None


def test_the_conquest_view_names_the_leader_and_the_bidders_costs():
    """The panel shows who leads the bidding and what a bid costs from the view alone: after
    Red's 10 and Yellow's 20 Yellow leads; Red (to bid) sees what each rate he may bid would
    cost him (rate x the defender's points), other seats and spectators see no such list."""
    from core.eden.board import INDEX

    owner, value = [NOBODY] * 49, [0] * 49
    owner[INDEX["C4"]], value[INDEX["C4"]] = 1, 2
    s = State(players=3, dealt=True, hands=(("B4", "O4"), (), ()), mana=(30, 100, 100),
              owner=tuple(owner), value=tuple(value), income=(0, 0, 0))
    s = GAME.apply(GAME.apply(s, "water B4"), "target C4")
    assert GAME.view(s, None)["conquest"]["leader"] is None
    s = GAME.apply(s, "bid 10")
    assert GAME.view(s, None)["conquest"]["leader"] == 0
    s = GAME.apply(s, "bid 20")
    c = GAME.view(s, 0)["conquest"]
    assert c["leader"] == 1 and c["bidder"] == 0 and c["bid_costs"] == []
    assert "bid_costs" not in GAME.view(s, None)["conquest"]
    assert "bid_costs" not in GAME.view(s, 1)["conquest"]
    s = GAME.apply(s, "sell O4")
    c = GAME.view(s, 0)["conquest"]
    rates = inputs.bid_range(tuple(GAME.move_data(s)))
    assert [b["rate"] for b in c["bid_costs"]] == rates == [25, 30, 35]
    assert all(b["points"] == c["defense_points"] == 2 and b["cost"] == b["rate"] * 2
               for b in c["bid_costs"])
