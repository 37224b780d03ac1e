"""End-to-end tests of the Eden page: a 3-player game through conquest auctions and a
cultivation, played by clicks and taps with the hand-over screens, and checks that the page
never shows a seat's hand or mana to anyone else (DOM text, the accessible status, the
board's text alternative).

Each move is chosen by a small policy from the core's legal moves in the position the page
reports (its record replayed natively), and every expectation (hands, mana, costs, who must
take the device) is computed from the core, never written in by hand.
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from core.eden import GAME
from core.match import Match

NAMES = ("Ann", "Bob", "Cas")
SEED = "4"


# -- the scripted players -----------------------------------------------------------------------
def choose(match: Match, grown: bool) -> str:
    """Conquer whenever an irrigation allows it, the defender raises once, cultivate once."""
    legal = match.legal_moves()
    state = match.state
    c = GAME.view(state, None)["conquest"]
    if c is not None:
        if not c["targets"]:
            targets = [m for m in legal if m.startswith("target ")]
            return targets[0] if targets else "skip"
        rates = sorted(int(m.split()[1]) for m in legal if m.startswith("bid "))
        if not c["bids"]:
            return f"bid {rates[0]}"
        if len(c["bids"]) == 1 and rates:
            return f"bid {rates[1] if len(rates) > 1 else rates[0]}"
        return "accept"
    grows = [m for m in legal if m.startswith("grow ")]
    if grows and not grown:
        return grows[0]
    waters = [m for m in legal if m.startswith("water ")]
    for m in waters:
        if GAME.apply(state, m).conquest is not None:
            return m
    if waters and state.played == 0:
        return waters[0]
    return "end" if "end" in legal else "pass"


# -- page helpers ------------------------------------------------------------------------------
def record(page) -> str:
    return page.evaluate("window.speeltafel.record()")


def current(page) -> Match:
    return Match.from_record(record(page))


def start_game(page, site, ready, seed=SEED):
    page.goto(site)
    ready(page)
    page.get_by_test_id("new-game-eden").click()
    page.get_by_test_id("player-count").select_option("3")
    for i, name in enumerate(NAMES):
        page.get_by_test_id(f"player-name-{i}").fill(name)
    page.get_by_test_id("seed").fill(seed)
    page.get_by_test_id("start-game").click()
    expect(page.get_by_test_id("board")).to_be_visible()


def tap_square(page, sq: str, touch: bool) -> None:
    c = page.evaluate("(s) => window.speeltafel.squareCenter(s)", sq)
    board = page.get_by_test_id("board")
    if touch:
        board.scroll_into_view_if_needed()
        box = board.bounding_box()
        page.touchscreen.tap(box["x"] + c["x"], box["y"] + c["y"])
    else:
        board.click(position=c)


def press(page, testid: str, touch: bool) -> None:
    button = page.get_by_test_id(testid)
    if touch:
        button.tap()
    else:
        button.click()


def secret_words(match: Match, allowed_seat: int | None) -> set[str]:
    """Card names in the hands of every seat except ``allowed_seat`` that were never public
    (never named in the record's moves): the page must not show them anywhere."""
    state = match.state
    public = set()
    for step in match.steps:
        if not step.chance:
            public |= set(str(step).upper().split())
    public |= set(state.pool) | set(state.discard)
    if allowed_seat is not None:  # a name the allowed seat holds too may show in its hand
        public |= set(state.hands[allowed_seat])
    out = set()
    for seat, hand in enumerate(state.hands):
        if seat != allowed_seat:
            out |= {c for c in hand if c not in public}
    return out


def check_secrecy(page, match: Match, revealed: int | None) -> None:
    """Only ``revealed`` (or nobody) has hand and mana on screen."""
    texts = page.evaluate("""() => [document.body.innerText,
        document.querySelector('[data-testid=status]').textContent,
        document.querySelector('[data-testid=board]').getAttribute('aria-label')]""")
    words = set(re.findall(r"[A-Z][0-9]", " ".join(texts)))
    leaked = secret_words(match, revealed) & words
    assert not leaked, f"secret cards on the page: {sorted(leaked)}"
    mana_lines = re.findall(r"Mana: (\d+)", texts[0])
    status = texts[1] + " " + texts[2]
    assert "mana" not in status.lower()
    hand_ids = sorted(page.evaluate(
        "() => [...document.querySelectorAll('[data-testid=hand] [data-testid^=hand-]')]"
        ".map(b => b.dataset.testid.slice(5))"))
    if revealed is None:
        assert mana_lines == [] and hand_ids == []
    else:
        assert mana_lines == [str(match.state.mana[revealed])]
        assert hand_ids == sorted(match.state.hands[revealed])


def take_device(page, match: Match, touch: bool) -> None:
    """The hand-over screen names the seat to move and hides every hand; take the device."""
    seat = GAME.to_move(match.state)
    expect(page.get_by_test_id("handover")).to_be_visible()
    expect(page.get_by_test_id("handover-name")).to_contain_text(NAMES[seat])
    check_secrecy(page, match, None)
    press(page, "reveal", touch)
    expect(page.get_by_test_id("handover")).to_be_hidden()
    check_secrecy(page, match, seat)


def do_move(page, match: Match, move: str, touch: bool) -> None:
    """Play ``move`` with clicks/taps only, then check the page recorded exactly it."""
    before = record(page)
    verb, _, rest = move.partition(" ")
    if verb in ("water", "target", "with"):
        tap_square(page, rest, touch)
    elif verb == "bid":
        rate = int(rest)
        for _ in range(40):
            shown = int(page.get_by_test_id("rate").inner_text())
            if shown == rate:
                break
            press(page, "rate-up" if shown < rate else "rate-down", touch)
            page.wait_for_function("(r) => document.querySelector('[data-testid=rate]').textContent != r",
                                   arg=str(shown))
        expect(page.get_by_test_id("rate")).to_have_text(str(rate))
        c = GAME.view(match.state, None)["conquest"]
        pts = c["defense_points"] if c["bidder"] == c["attacker"] else c["attack_points"]
        expect(page.get_by_test_id("bid-cost")).to_contain_text(f"{rate * pts}")
        press(page, "bid", touch)
    elif verb == "grow":
        card = move.split()[1]
        mover = GAME.view(match.state, GAME.to_move(match.state))
        info = next(p for p in mover["placements"][card] if p["move"] == move)
        press(page, f"hand-{card}", touch)
        for _ in range(info["rotation"]):
            press(page, "rotate", touch)
        for _ in range(8):
            if page.evaluate("window.speeltafel.selected()") == move:
                break
            tap_square(page, info["squares"][0], touch)
        assert page.evaluate("window.speeltafel.selected()") == move
        expect(page.get_by_test_id("grow-text")).to_contain_text(f"{info['cost']}")
        expect(page.get_by_test_id("grow-text")).to_contain_text(", ".join(info["rising"]))
        press(page, "grow-confirm", touch)
    elif verb in ("accept", "skip"):
        press(page, verb, touch)
    else:
        press(page, "eden-end" if verb == "end" else "eden-pass", touch)
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    assert record(page).rstrip("\n").splitlines()[-1] == move


def play_script(page, touch: bool, stop) -> Match:
    """Play the policy's moves until ``stop(moves)``; returns the final match."""
    moves: list[str] = []
    seen_seat = None
    handovers = 0
    while True:
        match = current(page)
        seat = GAME.to_move(match.state)
        if seat != seen_seat:
            take_device(page, match, touch)
            handovers += 1
            seen_seat = seat
        else:
            expect(page.get_by_test_id("handover")).to_be_hidden()
            check_secrecy(page, match, seat)
        if stop(moves) or match.over:
            return match
        move = choose(match, any(m.startswith("grow ") for m in moves))
        assert move in match.legal_moves()
        do_move(page, match, move, touch)
        moves.append(move)


# -- tests ------------------------------------------------------------------------------------
def test_three_players_through_a_conquest_auction_by_clicks(page, site, ready):
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


def test_a_refused_tap_shows_the_cores_reason_with_a_rule_link(page, site, ready):
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


def test_a_finished_game_from_a_link_shows_the_result_and_no_hand(page, site, ready):
    from core import links

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
    page.goto(site + "#r=" + links.encode(match.record_text()))
    ready(page)
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
