"""Playing Eden through the page, for the end-to-end tests (test_eden_page.py,
test_eden_trade_page.py): starting a game, tapping squares and buttons by mouse or touch,
taking the device at the hand-over screen, and checking that nothing of another seat's hand or
mana is on the page. Moves come from the core's legal moves in the position the page reports."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from core.eden import GAME
from core.match import Match
from tests.e2e.page_moves import at_start_screen, move_after

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
    at_start_screen(page, site, ready)
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
    # the first move after the tap's, not the record's last: a bot's answer may land first
    assert move_after(before, record(page)) == move


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
