"""End-to-end tests of the Eden page: a 3-player game through conquest auctions and a
cultivation, played by clicks and taps with the hand-over screens, and checks that the page
never shows a seat's hand or mana to anyone else (DOM text, the accessible status, the
board's text alternative).

Each move is chosen by a small policy from the core's legal moves in the position the page
reports (its record replayed natively), and every expectation (hands, mana, costs, who must
take the device) is computed from the core, never written in by hand. The tests at the
default size share one page (``module_page``): each starts its game from the start screen's
dialog or a link on the running app; the phone test, which reloads, has its own context.
"""

from __future__ import annotations

from playwright.sync_api import expect

from core.eden import GAME
from core.match import Match
from tests.e2e.eden_play import (NAMES, choose, record, current, start_game, tap_square,
                                 check_secrecy, take_device, play_script)
from tests.e2e.page_moves import open_match, settled


# -- tests ------------------------------------------------------------------------------------
def test_three_players_through_a_conquest_auction_by_clicks(module_page, site, ready):
    page = module_page
    page.set_viewport_size({"width": 1024, "height": 768})
    start_game(page, site, ready)
    seen = {"auction_seats": set()}

    def stop(moves):
        return "accept" in moves and any(m.startswith("grow ") for m in moves) \
            and moves[-1] in ("end", "pass")

    match = play_script(page, touch=False, stop=stop)
    moves = [str(s) for s in match.steps if not s.chance]
    assert "accept" in moves and sum(m.startswith("bid ") for m in moves) >= 2
    # the auction passed the device: attacker and defender both bid (play_script checked a
    # hand-over screen before each change of seat)
    for i, step in enumerate(match.steps):
        if str(step).startswith("bid "):
            seen["auction_seats"].add(GAME.to_move(match.states[i]))
    assert len(seen["auction_seats"]) == 2
    # the conquest's result is in the move log, in words computed from the core
    i = next(i for i, s in enumerate(match.steps) if str(s) == "accept")
    outcome = [e for e in match.events[i] if e["kind"] == "conquest"][0]
    log = page.get_by_test_id("move-log").inner_text()
    assert f"{outcome['paid']}" in log and ", ".join(outcome["squares"]) in log
    # the page's move log lists the notation of every move
    for m in set(moves):
        assert m in log


def test_touch_on_a_phone_with_reload_undo_and_share_warning(browser, site, ready, watch):
    context = watch(browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True,
                                        is_mobile=True, device_scale_factor=2))
    page = context.new_page()
    start_game(page, site, ready)
    match = play_script(page, touch=True, stop=lambda moves: "accept" in moves)
    assert [str(s) for s in match.steps][-1] == "accept"
    # the page fits the phone: nothing wider than the screen
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360
    # a reload resumes the game behind a hand-over screen (no hand shown before it)
    page.reload()
    ready(page)
    match = current(page)
    take_device(page, match, touch=True)
    # undo takes the accept back: the seat that accepted still holds the device, so its
    # hand stays shown without a hand-over; redo accepts again
    before = record(page)
    page.get_by_test_id("undo").tap()
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    undone = current(page)
    assert GAME.view(undone.state, None)["conquest"] is not None
    assert GAME.to_move(undone.state) == GAME.to_move(match.states[-2])
    expect(page.get_by_test_id("handover")).to_be_hidden()
    check_secrecy(page, undone, GAME.to_move(undone.state))
    expect(page.get_by_test_id("accept")).to_be_visible()
    page.get_by_test_id("redo").tap()
    page.wait_for_function("(r) => window.speeltafel.record() === r", arg=before)
    # the share section says plainly that a link contains every hand, in both languages
    texts = {"en": "every player's hand", "nl": "ieders kaarten"}
    first = page.evaluate("document.documentElement.lang")
    expect(page.get_by_test_id("share-secret")).to_contain_text(texts[first])
    page.get_by_test_id("lang").tap()
    second = page.evaluate("document.documentElement.lang")
    assert second != first
    expect(page.get_by_test_id("share-secret")).to_contain_text(texts[second])


def test_a_refused_tap_shows_the_cores_reason_with_a_rule_link(module_page, site, ready):
    page = module_page
    import urllib.request

    start_game(page, site, ready)
    match = current(page)
    take_device(page, match, touch=False)
    legal = match.legal_moves()
    sq = next(f"{c}{r}" for c in "ABCDEFG" for r in range(1, 8) if f"water {c}{r}" not in legal)
    before = record(page)
    tap_square(page, sq, touch=False)
    try:
        GAME.apply(match.state, f"water {sq}")
        raise AssertionError("the core accepted a move it does not offer")
    except Exception as error:  # the core's RuleError: its text and rule link are shown
        expected = error
    expect(page.get_by_test_id("message-text")).to_have_text(
        expected.message(page.evaluate("document.documentElement.lang")))
    href = page.get_by_test_id("rule-link").get_attribute("href")
    assert href == expected.href(page.evaluate("document.documentElement.lang"))
    path, _, anchor = href.partition("#")
    with urllib.request.urlopen(site + path) as response:
        assert f'id="{anchor}"' in response.read().decode("utf-8")
    assert record(page) == before


def test_a_finished_game_from_a_link_shows_the_result_and_no_hand(module_page, site, ready):
    page = module_page
    match = Match.new("eden", list(NAMES), {}, 1)
    for _ in range(600):  # everyone grows and irrigates whenever possible: the game ends
        if match.over:
            break
        legal = match.legal_moves()
        move = next((m for m in legal if m.startswith("grow ")), None) or choose(match, True)
        if move in ("end", "pass") and match.state.played < 2:
            move = next((m for m in legal if m.startswith("water ")), move)
        match.play(move)
    assert match.over
    open_match(page, site, ready, match)
    expect(page.get_by_test_id("result")).to_be_visible()
    winners = GAME.winners(match.state)
    expect(page.get_by_test_id("result-winner")).to_contain_text(NAMES[winners[0]])
    for seat, score in enumerate(GAME.scores(match.state)):
        expect(page.get_by_test_id(f"result-seat-{seat}")).to_contain_text(str(score))
        for key, pts in GAME.breakdown(match.state)[seat].items():
            if pts:
                expect(page.get_by_test_id(f"result-seat-{seat}")).to_contain_text(f"= {pts}")
    expect(page.get_by_test_id("handover")).to_be_hidden()
    check_secrecy(page, match, None)


def test_the_page_says_settled_only_once_the_hand_after_a_hand_over_is_built(module_page, site, ready):
    """The settled signal (``body[data-settled]``, ``web/app/after_frame.py``): taking the
    device shows the board at once and the seat's hand in a task right after the frame; until
    that task ran the page says "0" and its panel is inert, then "1" with the hand and mana in
    the panel (the read that once found no mana after a hand-over screen closed)."""
    page = module_page
    start_game(page, site, ready)
    match = current(page)
    seat = GAME.to_move(match.state)
    expect(page.get_by_test_id("handover")).to_be_visible()
    panel = "document.querySelector('[data-testid=game-panel]')"
    at_once = page.evaluate(f"""() => {{
        document.querySelector('[data-testid=reveal]').click();  // one task: no frame yet
        return {{settled: document.body.dataset.settled, inert: {panel}.inert,
                 text: {panel}.innerText}};
    }}""")
    assert at_once["settled"] == "0" and at_once["inert"]
    assert "Mana:" not in at_once["text"]
    settled(page)  # polls the signal only: no hook, no input runs the waiting part
    after = page.evaluate(f"() => ({{settled: document.body.dataset.settled, "
                          f"inert: {panel}.inert}})")
    assert after == {"settled": "1", "inert": False}
    check_secrecy(page, match, seat)
