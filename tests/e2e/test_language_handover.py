"""Switching the language keeps the hand-over as it was (issue 24): a player who has taken
the device keeps it (the switch rebuilt the game screen and showed the hand-over screen
again), and a switch while the hand-over screen shows reveals nothing it hides. Eden (hands
and mana) on a laptop, Keyflower (workers behind a screen) on a phone."""

from __future__ import annotations

from playwright.sync_api import expect

from core.eden import GAME
from core.match import Match
from tests.e2e.eden_play import check_secrecy, current, start_game, take_device
from tests.e2e.keyflower_play import NAMES, open_match, press, record, reveal
from tests.e2e.test_keyflower_page import screen_text


def _switch(page, lang: str, touch: bool = False) -> None:
    press(page, "lang", touch)
    expect(page.locator("html")).to_have_attribute("lang", lang)


def test_eden_a_switch_keeps_the_device_with_its_holder_and_the_hands_hidden(page, site, ready):
    start_game(page, site, ready)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    match = current(page)
    seat = GAME.to_move(match.state)
    # at the hand-over screen: switched, it still covers every hand and the mana
    _switch(page, "nl")
    expect(page.get_by_test_id("handover")).to_be_visible()
    expect(page.get_by_test_id("handover-name")).to_contain_text("Geef het apparaat")
    check_secrecy(page, match, None)
    _switch(page, "en")
    take_device(page, match, False)
    # the seat that took the device keeps it across switches, its hand and mana shown
    for lang in ("nl", "en"):
        _switch(page, lang)
        expect(page.get_by_test_id("handover")).to_be_hidden()
        expect(page.get_by_test_id("hand")).to_be_visible()
        check_secrecy(page, match, seat)


def test_keyflower_a_switch_on_a_phone_keeps_the_device_and_the_screen_hidden(browser, site, ready, watch):
    context = watch(browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True,
                                        is_mobile=True))
    page = context.new_page()
    match = Match.new("keyflower", list(NAMES[:2]), {}, seed=4)
    open_match(page, site, ready, match)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    seat = match.state.to_move()
    screen = page.get_by_test_id("kf-screen-workers")
    # at the hand-over screen: switched, nothing behind a screen shows
    _switch(page, "nl", True)
    expect(page.get_by_test_id("handover")).to_be_visible()
    expect(screen).to_have_count(0)
    reveal(page, True)
    expect(screen).to_be_visible()
    # taken: switching back shows the same seat's screen, no hand-over screen
    _switch(page, "en", True)
    expect(page.get_by_test_id("handover")).to_be_hidden()
    expect(screen).to_have_text(screen_text(match, seat))
    # the next seat still gets its hand-over screen after a move
    before = record(page)
    press(page, "pass", True)
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    match.play("pass")
    assert match.state.to_move() != seat
    expect(page.get_by_test_id("handover")).to_be_visible()
    expect(screen).to_have_count(0)
