"""End-to-end tests of the Carcassonne page: turns placed by clicks and by touch (turning
the tile, preview, confirm, follower spot), a city completed and scored on the board, a half
tile from a hidden hand after the hand-over screen, and the last tile of a game opened from
a link with the final breakdown. Expectations come from the core, computed natively.

Every test here opens its position by link (or the new-game dialog from the start screen) and
tests the position, not the start: they share one page (``module_page``, its storage emptied
before each test, so three tests may open the same ``* tile E`` start)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from core.carcassonne import GAME
from core.errors import RuleError
from core.match import Match
from core.rng import Rng
from tests.e2e.carcassonne_play import (NAMES, last_move, open_match, place, press, record,
                                        seed_where, selected, tap)
from tests.e2e.page_moves import at_start_screen, shot

OFF = {"halflings": "off"}


def test_turns_by_clicks_with_a_city_completed_and_scored(module_page, site, ready):
    """Ann's first tile E closes the start tile's city with her knight: 4 points, the knight
    back in her supply; then more turns, each the move the page was given."""
    page = module_page
    match = seed_where(OFF, 2, lambda m: m.state.drawn == "E")
    open_match(page, site, ready, match)
    expect(page.get_by_test_id("cc-score-0")).to_have_text("0")
    place(page, "E 0,1 r180 city:s")
    match.play("E 0,1 r180 city:s")
    expect(page.get_by_test_id("cc-score-0")).to_have_text("4")
    expect(page.get_by_test_id("cc-left-0")).to_contain_text("7 followers")
    for _ in range(3):
        legal = match.legal_moves()
        move = next((m for m in legal if len(m.split()) == 4), legal[0])
        place(page, move)
        match.play(move)
        assert last_move(record(page)) == move
    for seat, score in enumerate(GAME.scores(match.state)):
        expect(page.get_by_test_id(f"cc-score-{seat}")).to_have_text(str(score))


def _refused_as_the_core_says(page, square: str, refusal: RuleError, before: str) -> None:
    """After a tap on ``square``: the message is the core's own plain reason for this very
    move (not a general text of the page), with the link of its rule; nothing is played."""
    tap(page, square)
    message = page.get_by_test_id("message")
    expect(message).to_be_visible()
    expect(message).to_contain_text(refusal.reason("en"))
    assert page.get_by_test_id("rule-link").get_attribute("href") == refusal.href("en")
    assert record(page) == before


def test_a_tap_where_the_tile_does_not_fit_shows_the_cores_reason(module_page, site, ready):
    """Issue 24: a tap beside the start tile where the tile does not fit in its current turn,
    and a tap on the square diagonal to it (touching no tile): no listed move, so the page
    plays nothing (issue 23: it builds no move text) and asks the core why, showing its
    specific reason and rule (carcassonne/place) for each, different for the two squares."""
    page = module_page
    match = seed_where(OFF, 2, lambda m: m.state.drawn == "E")
    open_match(page, site, ready, match)
    before = record(page)
    turn = page.evaluate("window.speeltafel.selected()").split(":")[2]
    listed = {m.split()[1] for m in match.legal_moves() if m.split()[2] == turn}
    square = next(sq for sq in ("0,1", "1,0", "-1,0", "0,-1") if sq not in listed)
    reasons = []
    for where in (square, "1,1"):
        with pytest.raises(RuleError) as refusal:
            GAME.apply(match.state, f"E {where} {turn}")
        assert refusal.value.rule == "carcassonne/place"
        _refused_as_the_core_says(page, where, refusal.value, before)
        reasons.append(refusal.value.reason("en"))
        shot(page, f"cc-refused-place-{where}")
    assert reasons[0] != reasons[1], reasons


def test_a_half_tile_where_it_does_not_fit_shows_the_cores_reason(module_page, site, ready):
    """Issue 24: a half tile from the hand tapped into a corner beside the start tile where
    its sides do not match: the core's reason for that corner (which side meets what) and
    its rule."""
    page = module_page
    match = seed_where({}, 2, lambda m: any(mv.startswith(m.state.hands[0][0]) for mv in m.legal_moves()))
    half = match.state.hands[0][0]
    open_match(page, site, ready, match)
    press(page, "reveal")
    press(page, f"cc-half-{half}")
    before = record(page)
    turn = page.evaluate("window.speeltafel.selected()").split(":")[2]
    listed = set(match.legal_moves())
    square = next(sq for sq in ("0,1", "1,0", "-1,0", "0,-1") if f"{half} {sq} {turn}" not in listed)
    with pytest.raises(RuleError) as refusal:
        GAME.apply(match.state, f"{half} {square} {turn}")
    assert refusal.value.rule in ("carcassonne/place", "carcassonne/half-place")
    _refused_as_the_core_says(page, f"{square}/{turn}", refusal.value, before)
    shot(page, "cc-refused-half")


def test_half_tile_from_a_hidden_hand_after_the_hand_over(module_page, site, ready):
    """Ann holds three hidden half tiles: the hand-over screen comes first and hides them;
    after it she places one from her hand, and Bob's turn starts with his own hand-over."""
    page = module_page
    match = seed_where({}, 2, lambda m: any(
        mv.startswith(m.state.hands[0][0]) for mv in m.legal_moves()))
    half = match.state.hands[0][0]
    move = next(mv for mv in match.legal_moves() if mv.startswith(half) and len(mv.split()) == 3)
    open_match(page, site, ready, match)
    expect(page.get_by_test_id("handover")).to_be_visible()
    body = page.evaluate("document.body.innerText")
    assert not any(h in body for h in match.state.hands[0] + match.state.hands[1])
    press(page, "reveal")
    expect(page.get_by_test_id("handover")).to_be_hidden()
    for h in match.state.hands[0]:
        expect(page.get_by_test_id(f"cc-half-{h}")).to_be_visible()
    assert not any(h in page.evaluate("document.body.innerText") for h in match.state.hands[1])
    place(page, move)
    match.play(move)
    expect(page.get_by_test_id("handover")).to_be_visible()
    assert last_move(record(page)) == move


def test_last_tile_from_a_link_placed_by_a_click_shows_the_final_breakdown(module_page, site, ready):
    page = module_page
    match = Match.new("carcassonne", list(NAMES[:3]), OFF, 7)
    while not (match.state.pile_size == 0 and match.state.drawn):
        legal = match.legal_moves()
        match.play(legal[len(match.steps) % len(legal)])
    open_match(page, site, ready, match)
    legal = match.legal_moves()
    move = next((m for m in legal if len(m.split()) == 4), legal[0])
    place(page, move)
    match.play(move)
    assert match.over
    expect(page.get_by_test_id("result")).to_be_visible()
    for seat, score in enumerate(GAME.scores(match.state)):
        row = page.get_by_test_id(f"result-seat-{seat}")
        expect(row.locator(".cc-total")).to_have_text(str(score))
        cells = row.locator("td").all_inner_texts()
        assert cells[:4] == [str(v) for v in GAME.breakdown(match.state)[seat].values()]


def test_a_turn_by_keyboard_only(module_page, site, ready):
    """Focus the board: R turns the tile, the arrows walk the cursor over the squares where
    it fits, Enter previews and places it, then the arrows reach a follower spot and Enter
    puts the follower there."""
    page = module_page
    match = seed_where(OFF, 2, lambda m: m.state.drawn == "E")
    open_match(page, site, ready, match)
    before = record(page)
    page.get_by_test_id("board").focus()
    first = page.evaluate("window.speeltafel.selected()").split(":")[2]
    page.keyboard.press("r")
    turn = page.evaluate("window.speeltafel.selected()").split(":")[2]
    assert turn != first
    squares = {m.split()[1] for m in match.legal_moves() if m.split()[2] == turn}
    page.keyboard.press("ArrowRight")
    square = page.evaluate("window.speeltafel.cursor()")
    assert square in squares
    page.keyboard.press("Enter")
    assert page.evaluate("window.speeltafel.selected()").split(":")[3] == square
    page.keyboard.press("Enter")
    spots = [m.split()[3] for m in match.legal_moves()
             if m.split()[1:3] == [square, turn] and len(m.split()) == 4]
    if spots:
        assert page.evaluate("window.speeltafel.selected()").endswith(":!")
        page.keyboard.press("ArrowRight")
        spot = page.evaluate("window.speeltafel.cursor()")
        assert spot.startswith("spot:") and spot[5:] in spots
        page.keyboard.press("Enter")
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    move = last_move(record(page))
    assert move in match.legal_moves() and move.split()[1:3] == [square, turn]


def test_the_open_draft_by_clicks(module_page, site, ready):
    """halflings=draft: the last player picks first, then against the turn order; each pick
    is a button of the open pool, and the standings count the half tiles in hand."""
    page = module_page
    match = Match.new("carcassonne", list(NAMES[:2]), {"halflings": "draft", "halves": "2"}, 5)
    open_match(page, site, ready, match)
    expect(page.get_by_test_id("handover")).to_be_hidden()   # nothing is secret in a draft
    for _ in range(4):
        seat = GAME.to_move(match.state)
        pick = match.legal_moves()[-1]
        before = record(page)
        press(page, "cc-pick-" + pick.split()[1])
        page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
        match.play(pick)
        assert last_move(record(page)) == pick
        expect(page.get_by_test_id(f"cc-left-{seat}")).to_contain_text(
            f"{len(match.state.hands[seat])} half tile")
    assert match.state.dealt and GAME.to_move(match.state) == 0
    for h in match.state.hands[0]:
        expect(page.get_by_test_id(f"cc-half-{h}")).to_be_visible()


def test_the_new_game_dialog_hides_options_that_do_not_matter(module_page, site, ready):
    """Option.matters_when: without the Halflings, the number of half tiles and their
    counting change nothing, so the dialog hides them; choosing the Halflings again shows
    them, and the game starts with what was chosen."""
    page = module_page
    at_start_screen(page, site, ready)   # the top bar's home button on the running page
    page.get_by_test_id("new-game-carcassonne").click()
    halves, counting = page.get_by_test_id("option-halves"), page.get_by_test_id("option-counting")
    expect(halves).to_be_visible()
    page.get_by_test_id("option-halflings").select_option("off")
    expect(halves).to_be_hidden()
    expect(counting).to_be_hidden()
    page.get_by_test_id("option-halflings").select_option("draft")
    expect(halves).to_be_visible()
    expect(counting).to_be_visible()
    page.get_by_test_id("option-halflings").select_option("off")
    page.get_by_test_id("start-game").click()
    page.wait_for_function("() => window.speeltafel.record().includes('halflings=off')")


def _taken_spot(match: Match) -> tuple[str, str, RuleError] | None:
    """A placement of the drawn tile with followers offered and a spot of the tile that is
    not (its feature already has a follower), with the core's refusal of it."""
    heads: dict[str, set[str]] = {}
    for move in match.legal_moves():
        words = move.split()
        if len(words) >= 3 and words[0] not in ("draw", "pick"):
            heads.setdefault(" ".join(words[:3]), set()).add(words[3] if len(words) > 3 else "")
    view = match.game.view(match.state, match.game.to_move(match.state))
    for head, spots in sorted(heads.items()):
        name, _, turn = head.split()
        if len(spots) < 2 or turn not in ("r0", "r90", "r180", "r270"):
            continue
        for spot in view["tiles"][name]["spots"][("r0", "r90", "r180", "r270").index(turn)]:
            if spot not in spots:
                try:
                    GAME.apply(match.state, f"{head} {spot}")
                except RuleError as error:
                    if error.rule == "carcassonne/follower":
                        return head, spot, error
    return None


def test_a_tap_on_a_taken_feature_of_the_placed_tile_shows_the_cores_reason(module_page, site, ready):
    """Issue 24, rule ``carcassonne/follower``: at the follower step only the free features'
    spots are offered; a tap on the spot of a feature that already has a follower (a road
    or city joined to a taken one) shows the core's own reason with its rule link (asked
    through ``core/carcassonne/intents.py``), plays nothing, and the step stays open."""
    page = module_page
    for seed in range(40):
        match = Match.new("carcassonne", list(NAMES[:2]), OFF, seed)
        match.play(match.legal_moves()[seed % len(match.legal_moves())])
        if match.game.to_move(match.state) is not None and (found := _taken_spot(match)):
            break
    else:
        raise AssertionError("no position with a taken feature found")
    head, spot, refusal = found
    name, square, turn = head.split()
    open_match(page, site, ready, match)
    for _ in range(4):
        if page.evaluate("window.speeltafel.selected()").split(":")[2] == turn:
            break
        press(page, "cc-rot-right")
    tap(page, square)
    tap(page, square)
    assert page.evaluate("window.speeltafel.selected()").endswith(":!")
    before = record(page)
    _refused_as_the_core_says(page, "spot:" + spot, refusal, before)
    assert page.evaluate("window.speeltafel.selected()").endswith(":!")  # still choosing
    expect(page.get_by_test_id("cc-no-follower")).to_be_visible()
    shot(page, "cc-refused-taken-feature")


def test_place_here_places_the_tile_in_the_benchmark_position(module_page, site, ready):
    """What broke unseen once (a panel patch left "Place here" disabled, issue 23): in the
    interaction benchmark's position (3 players, 25 tiles left), the benchmark's own first
    taps: the tile turned and its square tapped, "Place here" is enabled and places it
    (at once where no follower can stand, else after the follower step: "No follower" or a
    spot then plays the benchmark's move),
    for two turns in a row (the second after a move's deferred panel)."""
    page = module_page
    from bench.interaction import carcassonne

    match = carcassonne()
    open_match(page, site, ready, match)
    pick = Rng(3, 100)
    placed = 0
    while placed < 2:
        if page.get_by_test_id("handover").is_visible():
            press(page, "reveal")
        legal = match.legal_moves()
        placements = [m for m in legal if len(m.split()) >= 3]
        move = (placements or legal)[pick.below(len(placements or legal))]
        before = record(page)
        if not placements:
            press(page, "cc-" + move.replace(" ", "-"))
        else:
            _place_by_the_button(page, move)
            placed += 1
        page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
        match.play(move)
        assert last_move(record(page)) == move


def _place_by_the_button(page, move: str) -> None:
    before = record(page)
    name, square, turn, *spot = move.split()
    half = turn in ("nw", "ne", "se", "sw")
    if half and (selected(page) or "").split(":")[1:2] != [name]:
        press(page, f"cc-half-{name}")
    for _ in range(4):
        if (selected(page) or "").split(":")[2:3] == [turn]:
            break
        press(page, "cc-rot-right")
    target = f"{square}/{turn}" if half else square
    tap(page, target)
    expect(page.get_by_test_id("cc-place")).to_be_enabled()
    press(page, "cc-place")
    if record(page) != before:  # no spot for a follower there: placed at once
        assert not spot and last_move(record(page)) == move
        return
    assert (selected(page) or "").endswith(":!")  # else the follower step comes first
    press(page, "cc-spot-" + spot[0].replace(":", "-") if spot else "cc-no-follower")
