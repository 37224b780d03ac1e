"""End-to-end tests of the saved games (issue 10, "no game ever lost"): two tabs on one game,
three games in progress at once, links to other games, a full storage. Two pages of one
browser context share localStorage and see each other's writes as ``storage`` events, as two
tabs do. Expectations come from the core (``Match``) and from what the pages report."""

from __future__ import annotations

from playwright.sync_api import expect

from core import links
from core.match import Match
from test_stad_en_land_page import legal, play_by_clicks, record, start_game

PREFIX = "speeltafel:game:"


def segments(page) -> list[str]:
    return [m for m in legal(page) if m != "pass"]


def saved_records(page) -> list[str]:
    return page.evaluate(f"""() => Object.keys(localStorage).filter(k => k.startsWith('{PREFIX}'))
        .map(k => JSON.parse(localStorage.getItem(k)).record)""")


def steps(text: str) -> list[str]:
    return [str(s.text) for s in Match.from_record(text).steps]


def test_two_tabs_on_one_game_lose_no_move(page, context, site, ready):
    start_game(page, site, ready, seed="21")
    for _ in range(2):
        play_by_clicks(page, segments(page)[0])
    # "Read the rule" in another tab, then "Back to the game" there: the game opens in tab 2
    second = context.new_page()
    second.goto(site)
    ready(second)
    assert record(second) == record(page)
    for _ in range(3):
        play_by_clicks(second, segments(second)[0])
    tab2 = record(second)
    # tab 1 learns at once that it shows an older version
    notice = page.get_by_test_id("notice-stale")
    expect(notice).to_be_visible()
    # a move in the stale tab is kept as a game of its own, and says so
    play_by_clicks(page, segments(page)[-1])
    tab1 = record(page)
    expect(page.get_by_test_id("message-text")).to_contain_text(
        "apart" if page.evaluate("document.documentElement.lang") == "nl" else "separate")
    # a fresh page: both games are there, with every move of each tab
    fresh = context.new_page()
    fresh.goto(site)
    ready(fresh)
    kept = sorted(saved_records(fresh))
    assert kept == sorted([tab1, tab2])
    assert len(steps(tab2)) == 1 + 5 and len(steps(tab1)) == 1 + 3
    # the stale notice offers the newer version, which then replaces what tab 1 shows
    second.close()
    fresh.close()


def test_the_stale_tab_loads_the_newer_version(page, context, site, ready):
    start_game(page, site, ready, seed="22")
    play_by_clicks(page, segments(page)[0])
    second = context.new_page()
    second.goto(site)
    ready(second)
    play_by_clicks(second, segments(second)[0])
    expect(page.get_by_test_id("notice-stale")).to_be_visible()
    page.get_by_test_id("notice-load-newer").click()
    expect(page.get_by_test_id("notice-stale")).to_be_hidden()
    assert record(page) == record(second)
    second.close()


def test_three_games_in_progress_each_resume_from_the_start_screen(page, site, ready):
    played = {}
    for seed in ("31", "32", "33"):
        start_game(page, site, ready, seed=seed)
        for _ in range(int(seed) - 30):
            play_by_clicks(page, segments(page)[0])
        played[seed] = record(page)
        page.get_by_test_id("home").click()
        expect(page.get_by_test_id("saved-games")).to_be_visible()
    entries = page.get_by_test_id("saved-game")
    expect(entries).to_have_count(3)
    ids = [entries.nth(i).get_attribute("data-save") for i in range(3)]
    for save_id in ids:
        page.locator(f'[data-resume="{save_id}"]').click()
        expect(page.get_by_test_id("board")).to_be_visible()
        text = record(page)
        assert text in played.values()
        seed = Match.from_record(text).seed
        assert text == played[str(seed)]
        page.get_by_test_id("home").click()
        expect(page.get_by_test_id("saved-games")).to_be_visible()
        # resuming a game makes it the newest: the order is by the last change, not by start
    # delete one, undo brings it back
    entry = page.get_by_test_id("saved-game").first
    save_id = entry.get_attribute("data-save")
    page.get_by_test_id(f"delete-{save_id}").click()
    expect(page.get_by_test_id("saved-game")).to_have_count(2)
    page.locator("[data-action=undo-delete]").click()
    expect(page.get_by_test_id("saved-game")).to_have_count(3)


def test_links_to_other_games_keep_the_saved_one(page, site, ready):
    start_game(page, site, ready, seed="41")
    play_by_clicks(page, segments(page)[0])
    mine = record(page)
    others = []
    for seed in (42, 43):
        m = Match.new("stad-en-land", ["Cor", "Dirk"], {}, seed)
        m.play([x for x in m.legal_moves() if x != "pass"][0])
        others.append(m.record_text())
        page.goto(site + "#r=" + links.encode(m.record_text()))
        page.reload()
        ready(page)
        assert record(page) == m.record_text()
    assert sorted(saved_records(page)) == sorted([mine] + others)


def test_a_full_storage_warns_at_once_and_saving_resumes_after_freeing_space(page, site, ready):
    # a finished game to delete later
    done = Match.new("stad-en-land", ["Ann", "Bob"], {}, 51)
    while not done.over:
        done.play(done.legal_moves()[0])
    page.goto(site + "#r=" + links.encode(done.record_text()))
    ready(page)
    page.get_by_test_id("home").click()
    start_game(page, site, ready, seed="52")
    # fill the storage until it refuses, with a key the site does not know
    page.evaluate("""() => {
        let chunk = 'x'.repeat(256 * 1024), n = 0;
        while (chunk.length > 0) {
            try { localStorage.setItem('j' + n, chunk); n += 1; }
            catch (e) { chunk = chunk.slice(0, Math.floor(chunk.length / 2)); }
        }
    }""")
    play_by_clicks(page, segments(page)[0])
    warning = page.get_by_test_id("notice-full")
    expect(warning).to_be_visible()
    # play goes on
    before = record(page)
    play_by_clicks(page, segments(page)[0])
    assert record(page) != before
    stored = [r for r in saved_records(page) if Match.from_record(r).seed == 52]
    assert stored and len(steps(stored[0])) < len(steps(record(page)))  # not saved: the warning is true
    # deleting the finished game frees enough: the next change is saved and the warning goes
    page.get_by_test_id("notice-delete-finished").click()
    expect(warning).to_be_hidden()
    assert record(page) in saved_records(page)
    assert done.record_text() not in saved_records(page)
