"""End-to-end tests of the Keyflower page, every move by the page's own controls: a season of
bids and uses with hand-over screens (the screens' secrets checked before and after each
hand-over), a transport and an upgrade, the end of a season with a won tile built into the
village, a refused tap that names its rule, and a finished game opened from a link with
its step-by-step scoring (the final choices made on the page). Expectations come from the
core, computed natively. Every test opens its position by link and tests the position, not
the start: they share one page (``module_page``, its storage emptied before each test, so
that the refusal test's position, a point of the season test's game, opens as a new game)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from core.errors import RuleError
from core.match import Match
from tests.e2e.keyflower_play import (NAMES, open_match, play, playout, press, record, reveal,
                                      selected, tap)
from tests.e2e.page_moves import settled

COLOUR_WORDS = ("blue", "red", "yellow", "green")


def screen_text(match: Match, seat: int) -> str:
    """The panel's line of workers behind ``seat``'s screen, as the page writes it (English)."""
    counts = match.state.seats[seat].screen
    return ", ".join(f"{n} {c}" for c, n in zip(COLOUR_WORDS, counts) if n)


def test_a_season_of_bids_and_uses_with_hand_overs(module_page, site, ready):
    """Spring with two players: bids and uses by colour buttons and taps, each seat's screen
    shown only after its hand-over, then passes until the season ends (boats chosen, won
    tiles built), each move the one the page was given."""
    page = module_page
    match = Match.new("keyflower", list(NAMES[:2]), {}, seed=4)
    open_match(page, site, ready, match)
    moves, holder = 0, None
    while match.state.season_name == "spring":
        seat = match.state.to_move()
        if seat != holder:  # the device changes hands: nothing secret shows before that
            expect(page.get_by_test_id("handover")).to_be_visible()
            assert "Behind your screen" not in page.evaluate("document.body.innerText")
            reveal(page)
            holder = seat
        expect(page.get_by_test_id("kf-screen-workers")).to_have_text(screen_text(match, seat))
        other = 1 - seat
        if screen_text(match, other) != screen_text(match, seat):
            assert screen_text(match, other) not in page.get_by_test_id("kf-screen").inner_text()
        legal = match.legal_moves()
        workers = [m for m in legal if m.split()[0] in ("bid", "use") and "from" not in m]
        if moves < 6 and workers:
            move = workers[(7 * moves) % len(workers)]
        else:
            move = next((m for m in ("pass", "done") if m in legal), legal[0])
        play(page, move)
        match.play(move)
        moves += 1
        assert record(page) == match.record_text()
    assert match.state.season_name == "summer"
    for seat in range(2):
        expect(page.get_by_test_id(f"kf-score-{seat}")).to_have_text(
            str(match.game.scores(match.state)[seat]))


def _carry_and_upgrade(m: Match) -> bool:
    legal = m.legal_moves()
    return any(x.startswith("carry ") for x in legal) and any(x.startswith("upgrade ") for x in legal)


def _busy(legal, rnd):
    """Random play that uses home tiles (transport) often and passes rarely."""
    homes = [m for m in legal if m.startswith("use home")]
    if homes and rnd.random() < 0.5:
        return rnd.choice(homes)
    rest = [m for m in legal if m != "pass"] or legal
    return rnd.choice(rest)


def test_a_selecting_tap_shows_the_board_first_and_the_panel_right_after_the_frame(module_page, site, ready):
    """A tap that only selects (a colour button) changes the board in its own task and
    leaves the panel for the task right after the next frame (``Table._after_selection``,
    issue 23): in the tap's task the page says it is not settled ("0") and the panel still
    shows the colour unchosen; the panel is not inert (its buttons act on the same
    position: a second colour tapped in that task is the one chosen); once the task after
    the frame ran (only the signal is polled: no hook, no input) it says "1" and shows it."""
    page = module_page
    match = Match.new("keyflower", list(NAMES[:2]), {}, seed=4)
    open_match(page, site, ready, match)
    reveal(page)
    usable = sorted({m.split()[3] for m in match.legal_moves() if m.split()[0] in ("bid", "use")})
    first, second = usable[0], usable[-1]
    assert first != second, usable
    button = "(c) => document.querySelector(`[data-testid=kf-col-${c}]`)"
    at_once = page.evaluate(f"""([a, b]) => {{
        const button = {button};
        button(a).click();  // one task: no frame between the taps and the reads
        const one = {{settled: document.body.dataset.settled, pressed: button(a).getAttribute('aria-pressed'),
                     inert: document.querySelector('[data-testid=game-panel]').inert}};
        button(b).click();
        return [one, {{settled: document.body.dataset.settled, a: button(a).getAttribute('aria-pressed'),
                       b: button(b).getAttribute('aria-pressed')}}];
    }}""", [first, second])
    assert at_once[0] == {"settled": "0", "pressed": "false", "inert": False}
    # the second tap first showed the first one's panel, then chose its own colour
    assert at_once[1] == {"settled": "0", "a": "true", "b": "false"}
    settled(page)
    after = page.evaluate(f"""(b) => ({{settled: document.body.dataset.settled,
        b: ({button})(b).getAttribute('aria-pressed')}})""", second)
    assert after == {"settled": "1", "b": "true"}
    assert selected(page).get("c") == second


def test_transport_and_upgrade_by_taps(module_page, site, ready):
    """A seat working with a transport tile carries a resource by tapping its tile and then
    the destination along the road, and turns a tile over by tapping it twice."""
    page = module_page
    match = next(m for seed in range(40) for m in [_try(seed, _carry_and_upgrade)] if m)
    open_match(page, site, ready, match)
    reveal(page)
    left = page.get_by_test_id("kf-work-left").inner_text()
    carry = next(x for x in match.legal_moves() if x.startswith("carry "))
    play(page, carry)
    match.play(carry)
    assert page.get_by_test_id("kf-work-left").inner_text() != left
    upgrade = next((x for x in match.legal_moves() if x.startswith("upgrade ")), None)
    if upgrade is None:  # the carry used the last point the upgrade needed: another position
        match = next(m for seed in range(40, 80) for m in [_try(seed, _carry_and_upgrade)] if m)
        open_match(page, site, ready, match)
        reveal(page)
        upgrade = next(x for x in match.legal_moves() if x.startswith("upgrade "))
    play(page, upgrade)
    match.play(upgrade)
    assert record(page) == match.record_text()
    tile = upgrade.split()[1]
    assert next(p for s in match.state.seats for p in s.village if p.tile == tile).up


def _try(seed: int, until) -> Match | None:
    try:
        return playout(Match.new("keyflower", list(NAMES[:2]), {}, seed=seed), seed, until,
                       pick=_busy)
    except AssertionError:
        return None


def test_end_of_season_with_a_won_tile_built(module_page, site, ready):
    """At the end of spring a seat builds its won tile: the tile's button, turns until the
    wanted turn, a tap on a highlighted cell to preview and a second tap to build."""
    page = module_page
    match = next(m for seed in range(20) for m in [_try(seed, lambda m: m.state.phase == "build")] if m)
    legal = match.legal_moves()
    first = legal[0].split()[1]
    move = next((m for m in legal if m.split()[1] == first and m.split()[3] != "r0"), legal[0])
    seat = match.state.to_move()
    before = len(match.state.seats[seat].village)
    open_match(page, site, ready, match)
    reveal(page)
    play(page, move)
    match.play(move)
    assert record(page) == match.record_text()
    assert len(match.state.seats[seat].village) == before + 1


def test_a_refused_tap_names_its_rule(module_page, site, ready):
    """Tapping an auction tile in a colour the tile does not take: the core's refusal with
    its rule link, and nothing changes."""
    page = module_page
    match = Match.new("keyflower", list(NAMES[:2]), {}, seed=4)
    match.play(next(m for m in match.legal_moves() if m.startswith("bid ")))
    tile, colour = match.record_text().splitlines()[-1].split()[1::2][:2]
    seat = match.state.to_move()
    other = next(c for c, n in zip(COLOUR_WORDS, match.state.seats[seat].screen) if n and c != colour)
    with pytest.raises(RuleError) as refusal:
        match.game.apply(match.state, f"bid {tile} 2 {other}")
    assert refusal.value.rule == "keyflower/colour"
    open_match(page, site, ready, match)
    reveal(page)
    before = record(page)
    press(page, f"kf-col-{other}")
    assert selected(page).get("c") == other
    tap(page, "t:" + tile)
    message = page.get_by_test_id("message")
    expect(message).to_be_visible()
    assert refusal.value.reason("en") in message.inner_text()  # the page shows the reason, not the notation
    assert page.get_by_test_id("rule-link").get_attribute("href") == refusal.value.href("en")
    assert record(page) == before


def test_finished_game_from_a_link_with_the_step_by_step_scoring(module_page, site, ready):
    """A game with option final=ask reaches its final scoring; the last choices are made on
    the page (the purple worker, a winter tile's items, done), then the scoring screen shows
    every seat's total and, step by step, where the points came from."""
    page = module_page
    match = _try_ask()
    open_match(page, site, ready, match)
    while not match.over:
        legal = match.legal_moves()
        move = next((m for m in legal if m.startswith(("purple", "assign", "flip"))),
                    "done" if "done" in legal else "best")
        play(page, move)
        match.play(move)
    assert record(page) == match.record_text()
    result = page.get_by_test_id("result")
    expect(result).to_be_visible()
    scores = match.game.scores(match.state)
    for seat, score in enumerate(scores):
        expect(page.get_by_test_id(f"kf-total-{seat}")).to_have_text(str(score))
        lines = page.get_by_test_id(f"kf-final-seat-{seat}").inner_text()
        detail = match.game.view(match.state, None)["final"][seat]
        assert "Winter tiles:" in lines and "Loose gold:" in lines
        for tile, points in detail["points"].items():
            if tile != "gold":
                assert f"→ {points} point{'' if points == 1 else 's'}" in lines  # Village Hall: 1 point


def _try_ask() -> Match:
    for seed in range(30):
        m = Match.new("keyflower", list(NAMES[:2]), {"final": "ask"}, seed=seed)
        try:
            playout(m, seed, lambda m: m.state.phase == "final" and any(
                x.startswith("assign") for x in m.legal_moves()))
        except AssertionError:
            continue
        return m
    raise AssertionError("no game reached an assignment")
