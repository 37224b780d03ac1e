"""End-to-end tests of the hint layer (issue 10, item 6) on Stad en Land: the board marks
exactly the squares a tap does something on, the marks follow a selection, the switch is
remembered across a reload, the step help links to an existing rule, and the legend explains
the symbols.

What is marked is compared with the page's legal moves (``window.speeltafel.legal()``) and
the core's own answers, never with lists written in here. The tests that start a game from
the dialog share one page (``module_page``); the one that switches the hints off and reloads
has its own (the switch, read at a start, would stay off for the next test).
"""

from __future__ import annotations

from playwright.sync_api import expect

from core.match import Match
from tests.e2e.test_stad_en_land_page import (assert_reference_has, click_square, legal, record,
                                              start_game)

HINTS_KEY = "speeltafel:hints"


def hints(page) -> list[str]:
    return page.evaluate("window.speeltafel.hints()")


def starts(moves: list[str]) -> list[str]:
    return sorted({m.split("-")[0] for m in moves if m != "pass"})


def board_pixels(page) -> bytes:
    return page.get_by_test_id("board").screenshot()


def test_hints_mark_every_start_then_follow_a_selection(module_page, site, ready):
    page = module_page
    start_game(page, site, ready, seed="21")
    switch = page.get_by_test_id("hints")
    expect(switch).to_have_attribute("aria-pressed", "true")  # on for a new player
    moves = legal(page)
    assert sorted(hints(page)) == starts(moves) and len(starts(moves)) > 1
    # the marks are where a tap selects: every marked square selects, as the core offers
    anchor = starts(moves)[0]
    click_square(page, anchor)
    assert page.evaluate("window.speeltafel.selected()") == anchor
    page.wait_for_function("(a) => window.speeltafel.hints().length > 0 && "
                           "!window.speeltafel.hints().includes(a)", arg=anchor)
    targets = sorted(m.split("-")[1] for m in moves if m.startswith(anchor + "-"))
    assert sorted(hints(page)) == targets
    # tapping the anchor again lets go: the marks are the starts again
    click_square(page, anchor)
    page.wait_for_function("() => window.speeltafel.selected() == null")
    assert sorted(hints(page)) == starts(moves)
    # after a move, the marks are those of the new position (the core's legal moves)
    click_square(page, anchor)
    before = record(page)
    click_square(page, targets[0])
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    match = Match.from_record(record(page))
    after = match.legal_moves()
    selected = page.evaluate("window.speeltafel.selected()")
    expected = (starts(after) if selected is None
                else sorted(m.split("-")[1] for m in after if m.startswith(selected + "-")))
    assert sorted(hints(page)) == expected and expected


def test_no_hints_in_history_and_switched_off_they_stay_off_after_a_reload(page, site, ready):
    start_game(page, site, ready, seed="22")
    first = [m for m in legal(page) if m != "pass"][0]
    click_square(page, first.split("-")[0])
    before = record(page)
    click_square(page, first.split("-")[1])
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    assert hints(page)
    help_box = page.get_by_test_id("step-help")
    expect(help_box).to_be_visible()
    # an earlier position: nobody acts there, so nothing is marked and no step is explained
    page.get_by_test_id("log-step-1").click()
    expect(page.get_by_test_id("history")).to_be_visible()
    assert hints(page) == []
    expect(help_box).to_be_hidden()
    page.get_by_test_id("back-to-current").click()
    expect(help_box).to_be_visible()
    assert page.evaluate("window.speeltafel.selected()") is None  # Black starts afresh
    assert sorted(hints(page)) == starts(legal(page))
    # the switch: off clears the marks from the board and the help, and is remembered
    marked = board_pixels(page)
    switch = page.get_by_test_id("hints")
    switch.click()
    expect(switch).to_have_attribute("aria-pressed", "false")
    assert hints(page) == []
    expect(help_box).to_be_hidden()
    assert board_pixels(page) != marked, "the board must be redrawn without the marks"
    assert page.evaluate(f"localStorage.getItem('{HINTS_KEY}')") == "off"
    page.reload()
    ready(page)
    expect(page.get_by_test_id("board")).to_be_visible()
    expect(page.get_by_test_id("hints")).to_have_attribute("aria-pressed", "false")
    assert hints(page) == []
    expect(page.get_by_test_id("step-help")).to_be_hidden()
    # and on again
    page.get_by_test_id("hints").click()
    expect(page.get_by_test_id("hints")).to_have_attribute("aria-pressed", "true")
    assert hints(page)
    expect(page.get_by_test_id("step-help")).to_be_visible()


def test_step_help_links_to_an_existing_rule_and_follows_the_step(module_page, site, ready):
    page = module_page
    start_game(page, site, ready, seed="23")
    box = page.get_by_test_id("step-help")
    expect(box).to_be_visible()
    link = page.get_by_test_id("step-help-rule")
    lang = page.evaluate("document.documentElement.lang")
    href = link.get_attribute("href")
    assert href.startswith(f"rules/stad-en-land.{lang}.html#")
    assert_reference_has(site, href)
    assert link.get_attribute("target") is None  # same tab: the rules page leads back
    text = page.get_by_test_id("step-help-text").inner_text()
    assert text
    click_square(page, starts(legal(page))[0])
    expect(page.get_by_test_id("step-help-text")).not_to_have_text(text)
    assert_reference_has(site, link.get_attribute("href"))
    # the language switch gives the help in the other language, linking that language's page
    # (for the same step: the selection made survives the switch, issue 24)
    shown = link.get_attribute("href")
    page.get_by_test_id("lang").click()
    other = page.evaluate("document.documentElement.lang")
    assert other != lang
    expect(page.get_by_test_id("step-help-rule")).to_have_attribute(
        "href", f"rules/stad-en-land.{other}.html#" + shown.split("#")[1])
    # the link resolves to the site's own rules page, with the rule's section
    resolved = page.get_by_test_id("step-help-rule").evaluate("a => a.href")
    assert resolved.startswith(site + f"rules/stad-en-land.{other}.html#")
    assert_reference_has(site, resolved[len(site):])


def test_the_legend_explains_the_symbols(module_page, site, ready):
    page = module_page
    start_game(page, site, ready, seed="24")
    legend = page.get_by_test_id("legend")
    expect(legend).to_be_visible()
    assert legend.get_attribute("open") is None  # collapsed until asked
    items = legend.locator(".legend-item")
    legend.locator("summary").click()
    expect(items.first).to_be_visible()
    assert items.count() >= 8
    for i in range(items.count()):
        item = items.nth(i)
        assert item.inner_text().strip(), "every symbol is explained in words"
        box = item.locator(".sel-sym").bounding_box()
        assert box and box["width"] >= 20 and box["height"] >= 20, "every symbol is drawn"
