"""End-to-end tests of bots at the table (issue 25), in every game: the dialog sets seats to
bots, a bot answers a person with a legal move that the move log shows, the page answers a tap
while a bot thinks, Undo goes back to the person's last decision, and a link with Bot headers
reopens with the bots.

Budgets are tiny (the test hook ``sessionStorage["speeltafel:bot-test"]``, read only by
``web/app/bots.py``) so the tests stay short; every expectation is checked against the core
natively (the moves replay in ``Match.from_record``).
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from core import links, registry
from core.match import Match
from tests.e2e.page_moves import forget, open_link, open_match, record, shot

GAMES = sorted(registry.games())
TEST_KEY = "speeltafel:bot-test"


def budget(page, iterations: int, pause: float = 0.05) -> None:
    """Every later page load of this context gets the bots' test budget, and so does the page
    that runs already (``web/app/bots.py`` reads it at every search and move)."""
    script = (f"try {{ sessionStorage.setItem({json.dumps(TEST_KEY)}, "
              f"{json.dumps(json.dumps({'iterations': iterations, 'pause': pause}))}) }} catch (e) {{}}")
    page.context.add_init_script(script)
    if page.url.startswith("http"):
        page.evaluate(script)


@pytest.fixture(scope="module")
def table(browser, site):
    """One page (the default size) for every game's bot answer and short game, the tap while a
    bot thinks and the suggestions (those three with the storage emptied: ``forget``): each
    test opens its own match on it by link (``page_moves.open_link``; opening another game stops a bot
    that still thinks, ``Shell._leave_game``), so the ten cost one page start, not ten (a
    context and its start are 4-6 s of CPU; the bots are what is tested). The matches differ
    by game or seed, so that none is a point of another's saved game (``Session.adopt``)."""
    context = browser.new_context()
    yield context.new_page()
    context.close()


def moves_of(text: str) -> list[str]:
    return [l for l in text.splitlines() if l and l[0] not in "*["]


def bot_first(game_id: str, bot_level: str = "easy") -> Match:
    """A new match of ``game_id`` (fewest players) with a bot at the seat to move first and
    people at the others."""
    game = registry.get(game_id)
    names = [f"P{i}" for i in range(game.min_players)]
    probe = Match.new(game_id, names, seed=11)
    first = probe.to_move()
    assert first is not None
    return Match.new(game_id, names, seed=11, bots={first: bot_level})


@pytest.mark.parametrize("game_id", GAMES)
def test_a_bot_answers_with_a_legal_move_that_the_log_shows(table, site, ready, watch, game_id):
    page = watch(table)
    budget(page, 3)
    match = bot_first(game_id)
    open_link(page, site, ready, match)
    page.wait_for_function("(n) => window.speeltafel.record().split('\\n')"
                           ".filter(l => l && !'*['.includes(l[0])).length > n",
                           arg=len(moves_of(match.record_text())), timeout=60_000)
    text = record(page)
    again = Match.from_record(text)           # every line legal, the bot header kept
    assert again.bots == match.bots
    bot_move = moves_of(text)[0]
    assert bot_move in Match.from_record(match.record_text()).legal_moves()
    expect(page.get_by_test_id("move-log").locator("li")).not_to_have_count(0)
    # the person is to move now: the turn line names them, not a thinking bot
    seat = again.to_move()
    if seat is not None and seat not in again.bots:
        expect(page.get_by_test_id("turn")).not_to_contain_text("thinking")
        expect(page.get_by_test_id("turn")).not_to_contain_text("denkt na")


def test_a_link_followed_while_a_bot_rewrites_the_address_still_opens(table, site, ready, watch):
    """A bot's move writes its game's link into the address (``browser.replace_hash``); when
    that lands after a link was followed but before the app's ``hashchange`` listener runs,
    the address holds the old game again. The app must open the link the navigation carried
    (``browser.hash_of(event.newURL)``), not the address: it read the address and dropped the
    link (seen when a bot's "end" landed as the next test's link was followed). Here the
    bot's rewrite is made in the same task as the navigation, so it always comes first."""
    page = forget(watch(table), site)
    budget(page, 3)
    first = Match.new("stad-en-land", ["Ann", "Bob"], seed=21)
    open_match(page, site, ready, first)
    other = Match.new("stad-en-land", ["Cor", "Dirk"], seed=22)
    link = "#r=" + links.encode(other.record_text())
    page.evaluate("""(h) => {
        const old = location.hash;
        location.hash = h;
        history.replaceState(history.state, '', location.pathname + location.search + old);
    }""", link)
    page.wait_for_function("(r) => window.speeltafel.record() === r", arg=other.record_text())
    expect(page.get_by_test_id("board")).to_be_visible()
    assert page.evaluate("() => location.hash") == link   # the address follows the game shown


# -- a short game against a bot, in every game ---------------------------------------------------
def current(page) -> Match:
    return Match.from_record(record(page))


def wait_for_person(page, timeout_s: float = 90) -> Match:
    """Wait until a person is to move (or the game ended); the replayed match."""
    for _ in range(int(timeout_s * 10)):
        match = current(page)
        if match.over or match.to_move() not in match.bots:
            return match
        page.wait_for_timeout(100)
    raise AssertionError("the bots did not hand the turn back to the person")


def person_move(page, game_id: str, match: Match) -> str:
    """Play one of the person's legal moves by the page's own controls (each game's
    end-to-end helper); returns it."""
    legal = match.legal_moves()
    if game_id == "stad-en-land":
        from tests.e2e.test_stad_en_land_page import play_by_clicks
        move = next(m for m in legal if "-" in m)
        play_by_clicks(page, move)
    elif game_id == "new-england":
        from tests.e2e.test_new_england_page import play_by_clicks as ne_play
        move = legal[0]
        ne_play(page, move)
    elif game_id == "carcassonne":
        from tests.e2e.carcassonne_play import place
        move = next(m for m in legal if len(m.split()) == 3)  # a tile without a follower
        place(page, move)
    elif game_id == "eden":
        from tests.e2e.eden_play import choose, do_move
        move = choose(match, grown=True)
        do_move(page, match, move, False)
    else:
        from tests.e2e.keyflower_play import play
        move = "pass" if "pass" in legal else legal[0]
        play(page, move)
    return move


@pytest.mark.parametrize("game_id", GAMES)
def test_a_short_game_against_a_bot(table, site, ready, watch, game_id):
    """The person (seat 0) makes two moves; between them the bots answer with legal moves,
    shown in the move log; no hand-over screen ever appears (one person keeps the device)."""
    # no pause after a move: each game's helper reads the person's move as the first after
    # the tap's (page_moves.move_after), also when a bot's answer has landed behind it
    page = watch(table)
    budget(page, 3)
    game = registry.get(game_id)
    names = [f"P{i}" for i in range(game.min_players)]
    match = Match.new(game_id, names, seed=5, bots={s: "easy" for s in range(1, len(names))})
    open_link(page, site, ready, match)
    for _ in range(2):
        now = wait_for_person(page)
        if now.over:
            break
        expect(page.get_by_test_id("handover")).to_be_hidden()
        before = len(now.steps)
        person_move(page, game_id, now)
        after = wait_for_person(page)
        assert len(after.steps) > before
    final = current(page)
    movers = {final.game.to_move(final.states[i]) for i, s in enumerate(final.steps) if not s.chance}
    assert 0 in movers and movers - {0}, "both the person and a bot moved"
    log = page.get_by_test_id("move-log").locator("li")
    expect(log).not_to_have_count(0)


# -- the dialog, Undo, links, watching, suggestions (Stad en Land: the quickest to play) ----------
def test_dialog_sets_a_bot_that_answers_and_undo_returns_to_the_person(page, site, ready):
    from tests.e2e.test_stad_en_land_page import play_by_clicks
    budget(page, 3)
    page.goto(site)
    ready(page)
    page.get_by_test_id("new-game-stad-en-land").click()
    expect(page.get_by_test_id("seat-kind-0")).to_have_value("person")
    page.get_by_test_id("seat-kind-1").select_option("normal")
    page.get_by_test_id("seed").fill("4")
    shot(page, "bots-dialog")
    page.get_by_test_id("start-game").click()
    expect(page.get_by_test_id("board")).to_be_visible()
    assert '[Bot "seat=1 level=normal"]' in record(page).splitlines()
    start = current(page)
    assert start.to_move() == 0
    bot_moved = False
    for _ in range(6):   # the person plays until the bot has answered
        now = wait_for_person(page)
        bot_moved = any(not st.chance and now.game.to_move(now.states[i]) == 1
                        for i, st in enumerate(now.steps))
        if bot_moved or now.over:
            break
        play_by_clicks(page, next(m for m in now.legal_moves() if "-" in m))
    assert bot_moved
    now = current(page)
    point = now.person_undo_point()
    assert point is not None and now.game.to_move(now.states[point]) == 0
    expected = Match.from_record(now.record_text())
    expected.truncate(point)
    page.get_by_test_id("undo").click()   # back to the person's last decision, past the bot's
    page.wait_for_function("(r) => window.speeltafel.record() === r", arg=expected.record_text())
    # the dialog remembers who plays each seat
    page.get_by_test_id("home").click()
    page.get_by_test_id("new-game-stad-en-land").click()
    expect(page.get_by_test_id("seat-kind-1")).to_have_value("normal")


def test_the_page_answers_a_tap_while_a_bot_thinks(table, site, ready, watch):
    page = forget(watch(table), site)
    budget(page, 4000)          # long enough to tap during it, in slices
    match = Match.new("stad-en-land", ["Ann", "Bob"], seed=3, bots={0: "strong"})
    open_match(page, site, ready, match)
    turn = page.get_by_test_id("turn")
    expect(turn).to_contain_text("denkt na" if page.evaluate("document.documentElement.lang") == "nl"
                                 else "thinking")
    shot(page, "bots-thinking")
    hints = page.get_by_test_id("hints")
    pressed = hints.get_attribute("aria-pressed")
    hints.click()
    expect(hints).not_to_have_attribute("aria-pressed", pressed or "")
    # answered before the bot finished: its move has not landed yet
    assert record(page) == match.record_text()
    expect(turn).to_contain_text("…")


def test_a_link_with_bots_reopens_with_them_and_they_resume(page, site, ready):
    budget(page, 3, pause=0.4)
    match = Match.new("stad-en-land", ["Ann", "Bob"], seed=8, bots={0: "easy", 1: "easy"})
    open_match(page, site, ready, match)
    page.wait_for_function("() => window.speeltafel.record().split('\\n')"
                           ".filter(l => l && !'*['.includes(l[0])).length >= 2", timeout=60_000)
    page.get_by_test_id("bot-pause").click()
    expect(page.get_by_test_id("bot-pause")).to_have_attribute("aria-pressed", "true")
    paused = record(page)
    page.wait_for_timeout(600)
    if record(page) != paused:   # a move decided just before the pause may still land
        paused = record(page)
        page.wait_for_timeout(600)
    assert record(page) == paused
    page.get_by_test_id("bot-step").click()
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=paused)
    page.wait_for_timeout(400)
    assert len(moves_of(record(page))) == len(moves_of(paused)) + 1   # exactly one move
    # reopen from the address bar's link: the same bots, who play on
    url = page.url
    page.goto("about:blank")
    page.goto(url)
    ready(page)
    assert current(page).bots == {0: "easy", 1: "easy"}


def test_suggest_shows_a_move_without_playing_it_and_can_be_switched_off(table, site, ready, watch):
    page = forget(watch(table), site)
    budget(page, 3)
    match = Match.new("stad-en-land", ["Ann", "Bob"], seed=6, bots={1: "easy"})
    open_match(page, site, ready, match)
    page.get_by_test_id("suggest").click()
    words = page.get_by_test_id("suggestion")
    expect(words).to_be_visible()
    expect(words).not_to_contain_text("…")
    assert record(page) == match.record_text()     # shown, not played
    shot(page, "bots-suggest")
    if page.get_by_test_id("message").is_visible():
        page.get_by_test_id("message").locator(".toast-close").click()
    page.get_by_test_id("suggest-switch").click()
    expect(page.get_by_test_id("suggest")).to_be_hidden()
    expect(words).to_be_hidden()


def test_no_suggestion_for_a_seat_behind_a_hand_over(table, site, ready, watch):
    """Two people and a bot in a game with hidden hands: at a hand-over nobody may ask."""
    page = forget(watch(table), site)   # the suggestions switched off by the test before
    budget(page, 3)
    game = registry.get("eden")
    match = Match.new("eden", ["A", "B", "C"], seed=2, bots={2: "easy"})
    open_match(page, site, ready, match)
    expect(page.get_by_test_id("handover")).to_be_visible()
    expect(page.get_by_test_id("suggest")).to_be_hidden()
    page.get_by_test_id("reveal").click()
    expect(page.get_by_test_id("suggest")).to_be_visible()
    assert game.id == "eden"
