"""End-to-end tests of the Stad en Land page: play by clicking the canvas, errors with rule
links, undo/redo, history, links, autosave, files and names shown as text.

Every expectation is computed from the core natively (``core.match.Match``, ``core.links``)
from what the page reports, never written in by hand.

The tests that start a game from the dialog with names of their own and check the game (not
the start, storage, a reload, a link or the default names: the dialog keeps the last names
entered) share one page (``one_page``): the first starts the app, the others go back
to the start screen by the top bar's home button and start their own game there (each a
different seed, so a new saved game: none is a link that ``Session.adopt`` would relate to
another); a context and its start are 3-5 s of CPU each.
"""

from __future__ import annotations

import re

import pytest

import json
import urllib.request

from playwright.sync_api import expect

from core import links
from core.errors import RuleError
from core.match import Match
from tests.e2e.page_moves import at_start_screen, move_after
from tests.e2e.page_moves import tap as click_square

SAVED_PREFIX = "speeltafel:game:"


# -- helpers ------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def one_page(browser, browser_context_args):
    context = browser.new_context(**browser_context_args)
    yield context.new_page()
    context.close()


def start_game(page, site, ready, names=("Ann", "Bob"), seed="2"):
    at_start_screen(page, site, ready)
    page.get_by_test_id("new-game-stad-en-land").click()
    page.get_by_test_id("player-name-0").fill(names[0])
    page.get_by_test_id("player-name-1").fill(names[1])
    page.get_by_test_id("seed").fill(seed)
    page.get_by_test_id("start-game").click()
    expect(page.get_by_test_id("board")).to_be_visible()


def record(page) -> str:
    return page.evaluate("window.speeltafel.record()")


def legal(page) -> list[str]:
    return page.evaluate("window.speeltafel.legal()")


def lang(page) -> str:
    return page.evaluate("document.documentElement.lang")




def play_by_clicks(page, move: str, touch: bool = False) -> None:
    """Play ``x-y`` by tapping the anchor (unless it is already selected) and the target."""
    before = record(page)
    a, b = move.split("-")
    if page.evaluate("window.speeltafel.selected()") != a:
        click_square(page, a, touch)
    click_square(page, b, touch)
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    # the first move after the tap's, not the record's last: a bot's answer may land first
    assert move_after(before, record(page)) == move


def assert_reference_has(site: str, href: str) -> None:
    """The rules-reference page behind a rule link exists on the site and has the anchor."""
    path, _, anchor = href.partition("#")
    with urllib.request.urlopen(site + path) as response:
        html = response.read().decode("utf-8")
    assert f'id="{anchor}"' in html, f"{path} has no section #{anchor}"


def saved_games(page) -> dict[str, str]:
    """Every saved game in the page's storage, by key."""
    return page.evaluate(f"""() => Object.fromEntries(Object.keys(localStorage)
        .filter(k => k.startsWith('{SAVED_PREFIX}')).map(k => [k, localStorage.getItem(k)]))""")


# -- tests --------------------------------------------------------------------------------------
def test_game_played_by_clicks_to_the_end_matches_the_core(one_page, site, ready, watch):
    page = watch(one_page)
    start_game(page, site, ready, seed="2")
    expect(page.get_by_test_id("result")).to_be_hidden()
    n = 0
    while legal(page) and n < 120:
        segments = [m for m in legal(page) if m != "pass"]
        if not segments:
            page.get_by_test_id("pass").click()
            continue
        play_by_clicks(page, segments[(n * 7) % len(segments)])
        n += 1
    match = Match.from_record(record(page))
    summary = match.summary()
    assert summary["over"], "the page offers no more moves, so the core must see the game over"
    result = page.get_by_test_id("result")
    expect(result).to_be_visible()
    names = match.players
    headline = page.get_by_test_id("result-winner").inner_text()
    if len(summary["winners"]) == 1:
        winner = names[summary["winners"][0]]
        loser = names[1 - summary["winners"][0]]
        assert winner in headline and loser not in headline
    else:
        assert names[0] not in headline and names[1] not in headline
    for seat, score in enumerate(summary["scores"]):
        row = page.get_by_test_id(f"result-seat-{seat}")
        assert names[seat] in row.inner_text()
        assert row.locator(".result-score").inner_text() == str(score)
    # the tie-break: the rank group that decided is marked, and the text names its cities
    view = match.game.view(match.state, None)
    reason = page.get_by_test_id("result-reason").inner_text()
    decisive = result.locator("tr.decisive")
    if view["deciding_rank"] is None:
        expect(decisive).to_have_count(0)
    else:
        expect(decisive).to_have_count(1)
        group = view["ranks"][view["deciding_rank"]]
        for city in group["cities"]:
            assert city.upper() in reason
        assert f"{group['white']}" in reason and f"{group['black']}" in reason
    status = page.get_by_test_id("status").inner_text()
    assert str(summary["scores"][0]) in status and str(summary["scores"][1]) in status


def test_illegal_taps_show_the_rule_and_keep_the_position(one_page, site, ready, watch):
    page = watch(one_page)
    start_game(page, site, ready, seed="5")
    before = record(page)
    match = Match.from_record(before)
    game, state = match.game, match.state
    view = game.view(state, game.to_move(state))
    # 1. a square where no segment can start: the reason the view of the seat to move gives
    free = [f + r for r in "123456" for f in "abcdef"
            if f + r not in view["cities"] and f + r in view["anchor_errors"]]
    square = free[0]
    reason = view["anchor_errors"][square]
    error = RuleError(reason["rule"], reason["nl"], reason["en"])
    click_square(page, square)
    message = page.get_by_test_id("message")
    expect(message).to_be_visible()
    assert error.message(lang(page)) in message.inner_text()
    link = page.get_by_test_id("rule-link")
    assert link.get_attribute("href") == error.href(lang(page))
    assert_reference_has(site, link.get_attribute("href"))
    assert record(page) == before
    # 2. an anchor, then a square that is not one of its targets: the core refuses the move
    moves = [m for m in game.legal_moves(state) if m != "pass"]
    anchor = moves[0].split("-")[0]
    targets = {m.split("-")[1] for m in moves if m.startswith(anchor + "-")}
    starts = {m.split("-")[0] for m in moves}
    bad = next(f + r for r in "654321" for f in "fedcba"
               if f + r not in targets and f + r not in starts and f + r != anchor)
    try:
        match.play(f"{anchor}-{bad}")
        raise AssertionError("the core was expected to refuse this move")
    except RuleError as e:
        expected = e
    click_square(page, anchor)
    assert page.evaluate("window.speeltafel.selected()") == anchor
    click_square(page, bad)
    expect(message).to_contain_text(expected.message(lang(page)))
    assert page.get_by_test_id("rule-link").get_attribute("href") == expected.href(lang(page))
    assert record(page) == before


def test_undo_redo_and_history(one_page, site, ready, watch):
    page = watch(one_page)
    start_game(page, site, ready, seed="7")
    undo, redo = page.get_by_test_id("undo"), page.get_by_test_id("redo")
    expect(undo).to_be_disabled()
    expect(redo).to_be_disabled()
    play_by_clicks(page, [m for m in legal(page) if m != "pass"][0])
    after_one = record(page)
    play_by_clicks(page, [m for m in legal(page) if m != "pass"][-1])
    after_two = record(page)
    undo.click()
    assert record(page) == after_one
    expect(redo).to_be_enabled()
    redo.click()
    assert record(page) == after_two
    expect(redo).to_be_disabled()
    # a new move after an undo clears the redo stack
    undo.click()
    others = [m for m in legal(page) if m != "pass" and m != after_two.splitlines()[-1]]
    play_by_clicks(page, others[0])
    expect(redo).to_be_disabled()
    assert Match.from_record(record(page)).record_text() == record(page)
    # the move log shows an earlier position; the board then refuses to play
    current = record(page)
    page.get_by_test_id("log-step-2").click()
    banner = page.get_by_test_id("history")
    expect(banner).to_be_visible()
    click_square(page, [m for m in legal(page) if m != "pass"][0].split("-")[0])
    expect(page.get_by_test_id("message")).to_be_visible()
    assert record(page) == current
    page.get_by_test_id("back-to-current").click()
    expect(banner).to_be_hidden()


def test_copied_link_opens_the_same_game_in_a_new_context(page, site, ready, browser, watch):
    start_game(page, site, ready, names=("Ann", "Bob"), seed="11")
    for _ in range(3):
        play_by_clicks(page, [m for m in legal(page) if m != "pass"][0])
    text = record(page)
    assert page.evaluate("location.hash") == "#r=" + links.encode(text)
    page.get_by_test_id("copy-link").click()
    field = page.get_by_test_id("share-url")
    expect(field).to_be_visible()
    # the page fills the field after the clipboard answers: wait for the link
    expect(field).to_have_value(re.compile(r"#r="))
    url = field.input_value()
    assert url.startswith(site) and "#r=" in url
    other = watch(browser.new_context())
    try:
        fresh = other.new_page()
        fresh.goto(url)
        ready(fresh)
        expect(fresh.get_by_test_id("board")).to_be_visible()
        assert record(fresh) == text
    finally:
        other.close()


def test_broken_links_show_an_error_and_leave_the_saved_games_alone(page, context, site, ready):
    start_game(page, site, ready, seed="3")
    play_by_clicks(page, [m for m in legal(page) if m != "pass"][0])
    saved = saved_games(page)
    current = record(page)
    assert len(saved) == 1 and json.loads(next(iter(saved.values())))["record"] == current
    payload = links.encode(current)
    broken = payload[: len(payload) // 2] + "!!" + payload[len(payload) // 2:]
    # a link pasted into the open page: message, same game on screen, same saved games
    page.evaluate("(h) => { location.hash = h; }", "#r=" + broken)
    message = page.get_by_test_id("message")
    expect(message).to_be_visible()
    try:
        links.decode(broken)
        raise AssertionError("the tampered payload was expected not to decode")
    except RuleError as e:
        assert e.message(lang(page)) in message.inner_text()
        assert page.get_by_test_id("rule-link").get_attribute("href") == e.href(lang(page))
        assert_reference_has(site, e.href(lang(page)))
    assert record(page) == current
    assert saved_games(page) == saved
    # a link whose record decodes but does not replay: the bad line is named
    lines = current.splitlines()
    lines.append(lines[-1])  # the same segment twice cannot be legal
    tampered = links.encode("\n".join(lines) + "\n")
    second = context.new_page()
    second.goto(site + "#r=" + tampered)
    ready(second)
    msg = second.get_by_test_id("message")
    expect(msg).to_be_visible()
    assert f"{len(lines)}" in msg.inner_text()
    assert saved_games(second) == saved
    # the app stays usable: a new game can be started from there
    second.get_by_test_id("new-game-stad-en-land").click()
    # the dialog shows the names typed in it before (issue 24: it remembers them)
    names = [second.get_by_test_id(f"player-name-{i}").input_value() for i in range(2)]
    second.get_by_test_id("start-game").click()
    expect(second.get_by_test_id("board")).to_be_visible()
    fresh = Match.from_record(record(second))
    assert fresh.players == names


def test_reload_resumes_the_saved_game(page, site, ready):
    start_game(page, site, ready, seed="13")
    for _ in range(4):
        play_by_clicks(page, [m for m in legal(page) if m != "pass"][-1])
    text = record(page)
    page.get_by_test_id("log-step-3").click()
    expect(page.get_by_test_id("history")).to_be_visible()
    page.reload()
    ready(page)
    assert record(page) == text
    expect(page.get_by_test_id("history")).to_be_visible()
    expect(page.get_by_test_id("log-step-3")).to_have_attribute("aria-current", "step")
    # without the link in the address bar, the saved game alone brings the game back
    page.goto(site)
    ready(page)
    assert record(page) == text


def test_names_are_shown_as_text(one_page, site, ready, watch):
    page = watch(one_page)
    name = "<b>x</b>"
    start_game(page, site, ready, names=(name, "<img src=x onerror=alert(1)>"), seed="4")
    turn = page.get_by_test_id("turn")
    expect(turn).to_contain_text(name)
    play_by_clicks(page, [m for m in legal(page) if m != "pass"][0])
    for testid in ("turn", "move-log", "status"):
        box = page.get_by_test_id(testid)
        assert box.locator("b").count() == 0 and box.locator("img").count() == 0
    assert name in page.get_by_test_id("move-log").inner_text()
    assert Match.from_record(record(page)).players[0] == name


def test_export_import_and_language(page, site, ready, tmp_path):
    start_game(page, site, ready, seed="9")
    play_by_clicks(page, [m for m in legal(page) if m != "pass"][0])
    text = record(page)
    with page.expect_download() as info:
        page.get_by_test_id("export").click()
    saved = tmp_path / "game.txt"
    info.value.save_as(saved)
    assert saved.read_text(encoding="utf-8") == text
    # a bad file names the line and the core's message; the game stays
    bad_lines = text.splitlines() + ["z9-a1"]
    bad = tmp_path / "bad.txt"
    bad.write_text("\n".join(bad_lines) + "\n", encoding="utf-8")
    page.get_by_test_id("import").set_input_files(str(bad))
    message = page.get_by_test_id("message")
    expect(message).to_be_visible()
    try:
        Match.from_record(bad.read_text(encoding="utf-8"))
        raise AssertionError("the bad file was expected not to replay")
    except RuleError as e:
        assert e.line == len(bad_lines)
        expect(message).to_contain_text(str(e.line))
        expect(message).to_contain_text(e.message(lang(page)))
    assert record(page) == text
    # a good file opens its game
    page.get_by_test_id("home").click()
    page.get_by_test_id("new-game-stad-en-land").click()
    page.get_by_test_id("start-game").click()
    assert record(page) != text
    page.get_by_test_id("import").set_input_files(str(saved))
    page.wait_for_function("(r) => window.speeltafel.record() === r", arg=text)
    # the language switch changes the interface and is remembered
    first = lang(page)
    undo_label = page.get_by_test_id("undo").inner_text()
    page.get_by_test_id("lang").click()
    assert lang(page) != first
    assert page.get_by_test_id("undo").inner_text() != undo_label
    page.reload()
    ready(page)
    assert lang(page) != first


def test_default_names_follow_the_language_and_the_banner_counts_as_the_log(page, site, ready):
    """On a page of its own: the dialog keeps the names last entered on a running page."""
    at_start_screen(page, site, ready)
    page.get_by_test_id("new-game-stad-en-land").click()
    page.get_by_test_id("seed").fill("17")
    page.get_by_test_id("start-game").click()  # the default names: the seats' colours
    expect(page.get_by_test_id("board")).to_be_visible()
    match = Match.from_record(record(page))
    first = lang(page)
    assert match.players == match.game.seat_names[first]
    for _ in range(4):
        play_by_clicks(page, [m for m in legal(page) if m != "pass"][0])
    page.get_by_test_id("lang").click()
    other = lang(page)
    assert other != first
    names = match.game.seat_names[other]
    turn = page.get_by_test_id("turn").inner_text()
    seat = Match.from_record(record(page)).summary()["to_move"]
    assert names[seat] in turn
    for old in match.game.seat_names[first]:  # nothing left of the other language's names
        for testid in ("turn", "move-log", "status"):
            assert old not in page.get_by_test_id(testid).inner_text(), (old, testid)
    # the history banner names the turn by the number the log shows on that step's row
    log = page.get_by_test_id("move-log")
    for step in (2, 3, 4):  # turns 1, 2, 2 (White's first turn is one segment)
        page.get_by_test_id(f"log-step-{step}").click()
        expect(page.get_by_test_id(f"log-step-{step}")).to_have_attribute("aria-current", "step")
        row = page.get_by_test_id(f"log-step-{step}").locator("xpath=ancestor::li[1]")
        number = row.locator(".log-num").inner_text().rstrip(".")
        banner = page.get_by_test_id("history").inner_text()
        total = log.locator(".log-num").last.inner_text().rstrip(".")
        assert re.search(rf"\b{number}\b\D+\b{total}\b", banner), (step, number, total, banner)
        assert page.get_by_test_id(f"log-step-{step}").inner_text() in banner
