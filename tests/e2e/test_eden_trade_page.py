"""End-to-end tests of Eden's trading during a conquest (the attacker sells mid-auction and
the bid stepper's maximum rises) and of the hand-over screen on a phone. Shared play helpers:
eden_play.py."""

from __future__ import annotations

from playwright.sync_api import expect

from core.eden import GAME
from core.match import Match
from tests.e2e.eden_play import (NAMES, choose, record, current, start_game, check_secrecy,
                                 take_device)


# -- trading during a conquest, and the hand-over screen on a phone -----------------------------
def bid_rates(legal: list[str]) -> list[int]:
    return sorted(int(m.split()[1]) for m in legal if m.startswith("bid "))


def auction_with_a_sale(limit: int = 10) -> tuple[Match, str]:
    """The first position (seeds 1, 2, ... played by ``choose``) where the attacker is to act
    in an auction and selling a card from his hand raises his highest legal bid, with at most
    ``limit`` legal rates afterwards (few clicks); found with the core, nothing written in."""
    for seed in range(1, 40):
        match = Match.new("eden", list(NAMES), {}, seed)
        grown = False
        while not match.over and len(match.steps) < 400:
            state, legal = match.state, match.legal_moves()
            c = state.conquest
            if c is not None and c.bids and c.bidder == c.attacker:
                for move in (m for m in legal if m.startswith("sell ")):
                    after = bid_rates(GAME.legal_moves(GAME.apply(state, move)))
                    if after and len(after) <= limit and after[-1] > max(bid_rates(legal), default=0):
                        return match, move
            move = choose(match, grown)
            grown = grown or move.startswith("grow ")
            match.play(move)
    raise AssertionError("no auction with a useful sale found")


def climb(page) -> int:
    """Press the rate stepper's +5 until the rate stops rising; the highest rate shown."""
    for _ in range(60):
        shown = page.get_by_test_id("rate").inner_text()
        page.get_by_test_id("rate-up").click()
        page.wait_for_timeout(50)
        if page.get_by_test_id("rate").inner_text() == shown:
            return int(shown)
    raise AssertionError("the stepper kept rising")


def trade_buttons(page) -> dict[str, bool]:
    """data-arg -> enabled, for every Sell and Buy button on the page."""
    return page.evaluate("""() => Object.fromEntries([...document.querySelectorAll(
        '[data-arg^="sell "], [data-arg^="buy "]')].map(b => [b.dataset.arg, !b.disabled]))""")


def test_the_attacker_sells_during_the_auction_and_the_steppers_maximum_rises(page, site, ready):
    from core import links

    page.set_viewport_size({"width": 1024, "height": 768})
    match, sell = auction_with_a_sale()
    seat = GAME.to_move(match.state)
    assert seat == match.state.turn  # the attacker holds the device
    page.goto(site + "#r=" + links.encode(match.record_text()))
    ready(page)
    take_device(page, match, touch=False)
    legal = match.legal_moves()
    # Sell (his hand) and Buy (the pool) buttons are live exactly as the core's legal moves
    buttons = trade_buttons(page)
    assert sell in buttons and buttons[sell]
    assert buttons == {arg: arg in legal for arg in buttons}
    expect(page.get_by_test_id("cq-trade")).to_be_visible()
    before = bid_rates(legal)
    if before:
        assert climb(page) == before[-1]
    else:
        expect(page.get_by_test_id("rate")).to_have_count(0)
    # the sale by click: same seat to act, no hand-over, the conquest goes on
    old = record(page)
    page.locator(f'[data-arg="{sell}"]').first.click()
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=old)
    assert record(page).rstrip("\n").splitlines()[-1] == sell
    after = current(page)
    assert GAME.to_move(after.state) == seat and after.state.conquest == match.state.conquest
    expect(page.get_by_test_id("handover")).to_be_hidden()
    check_secrecy(page, after, seat)
    expect(page.get_by_test_id("mana")).to_contain_text(str(after.state.mana[seat]))
    assert trade_buttons(page) == {arg: arg in after.legal_moves() for arg in trade_buttons(page)}
    # the stepper now climbs to the core's new highest bid, above what was possible before
    top = bid_rates(after.legal_moves())[-1]
    assert top > max(before, default=0)
    assert climb(page) == top
    c = GAME.view(after.state, None)["conquest"]
    expect(page.get_by_test_id("bid-cost")).to_contain_text(str(top * c["defense_points"]))
    old = record(page)
    page.get_by_test_id("bid").click()
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=old)
    assert record(page).rstrip("\n").splitlines()[-1] == f"bid {top}"


def test_the_handover_button_wraps_inside_the_dialog_on_a_phone(browser, site, ready, watch):
    context = watch(browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True,
                                        is_mobile=True, device_scale_factor=2))
    page = context.new_page()
    start_game(page, site, ready)
    reveal = page.get_by_test_id("reveal")
    expect(reveal).to_be_visible()
    expect(reveal).to_contain_text(NAMES[0])
    box = reveal.bounding_box()
    card = page.locator(".handover-card").bounding_box()
    view = page.viewport_size
    assert box["x"] >= 0 and box["x"] + box["width"] <= view["width"]
    assert box["y"] >= 0 and box["y"] + box["height"] <= view["height"]
    assert card["x"] <= box["x"] and box["x"] + box["width"] <= card["x"] + card["width"]
    assert card["y"] <= box["y"] and box["y"] + box["height"] <= card["y"] + card["height"]
    # the whole text is inside the button: nothing cut off or scrolled
    assert reveal.evaluate("b => b.scrollWidth <= b.clientWidth")
