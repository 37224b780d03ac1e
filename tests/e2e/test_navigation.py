"""End-to-end tests of the screens as browser history entries (issue 10): Back and Forward move
between the start screen, the new-game dialog and the game; a reload restores the screen it
happens on; a rule opened from a refused move opens in the same tab and Back (or the rules
page's own link) returns to the game with its moves; focus lands on a new screen's main control.

The moves played are taken from what the page offers (``window.speeltafel.legal()``) and the
refused tap from the core's own view of the position, never written in by hand.
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from core import registry
from core.errors import RuleError
from core.match import Match

GAME = "stad-en-land"


# -- helpers ------------------------------------------------------------------------------------
def record(page) -> str:
    return page.evaluate("window.speeltafel.record()")


def state(page):
    return page.evaluate("history.state")


def tap(page, square: str) -> None:
    c = page.evaluate("(s) => window.speeltafel.squareCenter(s)", square)
    page.get_by_test_id("board").click(position=c)


def play_a_move(page) -> str:
    """Play the first segment the page offers by tapping its two ends; returns the record."""
    before = record(page)
    move = next(m for m in page.evaluate("window.speeltafel.legal()") if m != "pass")
    a, b = move.split("-")
    if page.evaluate("window.speeltafel.selected()") != a:  # a tap on the selection clears it
        tap(page, a)
    tap(page, b)
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    assert record(page).rstrip("\n").splitlines()[-1] == move
    return record(page)


def open_dialog(page) -> None:
    page.get_by_test_id(f"new-game-{GAME}").click()
    expect(page.get_by_test_id("setup")).to_be_visible()


def start_from_dialog(page) -> None:
    page.get_by_test_id("player-name-0").fill("Ann")
    page.get_by_test_id("player-name-1").fill("Bob")
    page.get_by_test_id("seed").fill("5")
    page.get_by_test_id("start-game").click()
    expect(page.get_by_test_id("board")).to_be_visible()


def on_home(page) -> None:
    expect(page.get_by_test_id("home-screen")).to_be_visible()
    expect(page.get_by_test_id("setup")).to_have_count(0)
    expect(page.get_by_test_id("board")).to_have_count(0)


def on_dialog(page) -> None:
    expect(page.get_by_test_id("setup")).to_be_visible()
    expect(page.get_by_test_id("home-screen")).to_have_count(0)
    expect(page.get_by_test_id("board")).to_have_count(0)


def on_game(page, rec: str) -> None:
    expect(page.get_by_test_id("board")).to_be_visible()
    expect(page.get_by_test_id("home-screen")).to_have_count(0)
    page.wait_for_function("(r) => window.speeltafel.record() === r", arg=rec)


def on_site(page, site: str) -> None:
    assert page.url.startswith(site) and "/rules/" not in page.url, page.url


# -- tests --------------------------------------------------------------------------------------
def test_back_and_forward_walk_the_screens_and_focus_follows(page, site, ready):
    page.goto(site)
    ready(page)
    on_home(page)
    assert state(page) == {"screen": "home"}
    # no game saved: the first "New game" is the start screen's main control
    expect(page.get_by_test_id(f"new-game-{GAME}")).to_be_focused()
    open_dialog(page)
    assert state(page) == {"screen": "setup", "game": GAME, "from": "home"}
    expect(page.get_by_test_id("player-name-0")).to_be_focused()
    # the default name is selected, so what the player types replaces it
    page.keyboard.type("Ann")
    expect(page.get_by_test_id("player-name-0")).to_have_value("Ann")
    start_from_dialog(page)
    expect(page.get_by_test_id("board")).to_be_focused()
    assert state(page)["screen"] == "game"
    rec = play_a_move(page)
    assert state(page)["screen"] == "game", "a move replaces the entry's address, keeping its state"
    assert page.evaluate("location.hash").startswith("#r=")

    # the game took the dialog's entry (issue 24): Back reaches the game list at once
    page.go_back()
    on_home(page)
    on_site(page, site)
    assert page.evaluate("location.hash") == ""
    # a game is saved now: resuming it is the main control
    expect(page.get_by_test_id("resume")).to_be_focused()

    # and Forward the game, in one step
    page.go_forward()
    on_game(page, rec)
    assert page.evaluate("location.hash").startswith("#r=")
    expect(page.get_by_test_id("board")).to_be_focused()
    # the game brought back by Forward plays on
    rec2 = play_a_move(page)
    assert rec2.startswith(rec.rstrip("\n"))


def test_back_from_the_first_pushed_entry_stays_on_the_site(page, site, ready):
    page.goto(site)
    ready(page)
    length = page.evaluate("history.length")
    open_dialog(page)
    assert page.evaluate("history.length") == length + 1, "the dialog is one new entry"
    page.go_back()
    on_home(page)
    on_site(page, site)
    assert state(page) == {"screen": "home"}


def test_the_dialogs_back_button_goes_back_in_history(page, site, ready):
    page.goto(site)
    ready(page)
    length = page.evaluate("history.length")
    open_dialog(page)
    page.get_by_role("button", name=re.compile("^(Back|Terug)$")).click()
    on_home(page)
    assert state(page) == {"screen": "home"}
    assert page.evaluate("history.length") == length + 1, "Back took no new entry"
    page.go_forward()
    on_dialog(page)


def test_a_reload_restores_each_screen(page, site, ready):
    page.goto(site)
    ready(page)
    page.reload()
    ready(page)
    on_home(page)
    open_dialog(page)
    page.reload()
    ready(page)
    on_dialog(page)
    assert state(page)["game"] == GAME
    start_from_dialog(page)
    rec = play_a_move(page)
    page.reload()
    ready(page)
    on_game(page, rec)
    expect(page.get_by_test_id("message")).to_be_hidden()  # restored quietly, not "link opened"
    # the entries survive the reload: Back walks them as before (the game took the
    # dialog's entry)
    page.go_back()
    on_home(page)
    page.reload()
    ready(page)
    on_home(page)
    page.go_forward()
    on_game(page, rec)
    # a reload on a dialog shows the dialog, not the game still saved as open
    page.get_by_test_id("home").click()
    open_dialog(page)
    page.reload()
    ready(page)
    on_dialog(page)
    page.go_back()
    on_home(page)


def refuse_a_tap(page) -> RuleError:
    """Tap a square where no segment may start (from the core's view); returns the error."""
    match = Match.from_record(record(page))
    game, st = match.game, match.state
    view = game.view(st, game.to_move(st))
    square = next(f + r for r in "123456" for f in "abcdef"
                  if f + r not in view["cities"] and f + r in view["anchor_errors"])
    reason = view["anchor_errors"][square]
    tap(page, square)
    expect(page.get_by_test_id("message")).to_be_visible()
    return RuleError(reason["rule"], reason["nl"], reason["en"])


def test_read_the_rule_opens_in_the_same_tab_and_back_returns_to_the_game(page, site, ready):
    page.goto(site)
    ready(page)
    open_dialog(page)
    start_from_dialog(page)
    play_a_move(page)
    rec = play_a_move(page)
    error = refuse_a_tap(page)
    lang = page.evaluate("document.documentElement.lang")
    link = page.get_by_test_id("rule-link")
    assert link.get_attribute("href") == error.href(lang)
    assert link.get_attribute("target") is None
    link.click()
    page.wait_for_url(re.compile(r"/rules/[^/]+\.html#"))
    assert len(page.context.pages) == 1, "the rule opened in the same tab"
    assert page.url == site + error.href(lang)
    page.go_back()
    ready(page)
    on_site(page, site)
    on_game(page, rec)
    # the rules page's own "Back to the game" link leads to the open game too
    page.go_forward()
    page.wait_for_url(re.compile(r"/rules/"))
    page.locator("a.back").click()
    ready(page)
    on_site(page, site)
    on_game(page, rec)
    assert state(page)["screen"] == "game"


def test_a_redraw_of_the_same_screen_keeps_the_focus(page, site, ready):
    page.goto(site)
    ready(page)
    open_dialog(page)
    start_from_dialog(page)
    lang = page.get_by_test_id("lang")
    before = lang.inner_text()
    length = page.evaluate("history.length")
    lang.click()  # the language switch draws the game screen again
    expect(lang).not_to_have_text(before)
    # a focus move would be queued (setTimeout 0) by the click; a later timer runs after it
    page.evaluate("() => new Promise((done) => setTimeout(done, 50))")
    expect(lang).to_be_focused()
    assert page.evaluate("history.length") == length, "the same screen took no new entry"
    assert state(page)["screen"] == "game"


def test_forward_to_a_game_no_longer_saved_opens_it_from_the_entrys_address(page, site, ready):
    page.goto(site)
    ready(page)
    open_dialog(page)
    start_from_dialog(page)
    rec = play_a_move(page)
    page.go_back()
    on_home(page)
    # the saved game disappears (cleared in another tab, say): the entry's #r= link holds it
    page.evaluate("localStorage.clear()")
    page.go_forward()
    on_game(page, rec)
    assert page.evaluate("location.hash").startswith("#r=")
    assert state(page)["screen"] == "game"


def test_the_dialog_remembers_what_was_typed_per_game(page, site, ready):
    """Issue 24: names, player count and options typed in a new-game dialog are there again
    when it opens next (after Back, after a game, after a reload); the seed is not kept."""
    page.goto(site)
    ready(page)
    page.get_by_test_id("new-game-eden").click()
    expect(page.get_by_test_id("setup")).to_be_visible()
    count = page.get_by_test_id("player-count")
    counts = count.locator("option").all_inner_texts()
    count.select_option(counts[-1])
    page.get_by_test_id("player-name-1").fill("Zoë")
    page.get_by_test_id("seed").fill("12")
    page.go_back()
    on_home(page)
    page.get_by_test_id("new-game-eden").click()
    expect(page.get_by_test_id("player-name-1")).to_have_value("Zoë")
    expect(page.get_by_test_id("player-count")).to_have_value(counts[-1])
    expect(page.get_by_test_id("seed")).to_have_value("")
    default0 = page.get_by_test_id("player-name-0").get_attribute("data-default")
    expect(page.get_by_test_id("player-name-0")).to_have_value(default0)
    # another game's dialog keeps its own values
    page.go_back()
    open_dialog(page)
    expect(page.get_by_test_id("player-name-1")).not_to_have_value("Zoë")
    start_from_dialog(page)
    page.go_back()
    on_home(page)
    page.reload()
    ready(page)
    open_dialog(page)
    expect(page.get_by_test_id("player-name-0")).to_have_value("Ann")
    expect(page.get_by_test_id("player-name-1")).to_have_value("Bob")
    expect(page.get_by_test_id("seed")).to_have_value("")


def option_explained(page, key: str, choice: str, lang: str) -> None:
    """Under option ``key`` exactly one line explains a choice: the chosen ``choice``'s, in
    ``lang`` (the core's ``Option.choice_hints``)."""
    option = next(o for o in registry.get("carcassonne").options if o.key == key)
    about = page.get_by_test_id(f"option-about-{key}")
    expect(about.locator("visible=true")).to_have_count(1)
    expect(about.locator("visible=true")).to_have_text(option.choice_hints[lang][choice])


def test_an_options_rule_link_and_back_keep_the_dialog_as_it_was(page, site, ready):
    """Issue 24: "Open draft", "per square (2021)": each Carcassonne option says in a line what
    its chosen value does, in the page's language (both: the language switched on the same
    dialog), and links to the rules page's section on it; Back returns to the dialog with
    the choices made."""
    page.goto(site)
    ready(page)
    page.get_by_test_id("new-game-carcassonne").click()
    lang = page.evaluate("document.documentElement.lang")
    option_explained(page, "halflings", "hidden", lang)
    page.get_by_test_id("option-halflings").select_option("draft")
    option_explained(page, "halflings", "draft", lang)
    option_explained(page, "counting", "2021", lang)
    page.get_by_test_id("player-name-0").fill("Ann")
    page.get_by_test_id("lang").click()
    other = {"en": "nl", "nl": "en"}[lang]
    expect(page.locator("html")).to_have_attribute("lang", other)
    expect(page.get_by_test_id("option-halflings")).to_have_value("draft")
    option_explained(page, "halflings", "draft", other)
    option_explained(page, "counting", "2021", other)
    lang = other
    for key, anchor in (("halflings", "halflings"), ("counting", "half-counting")):
        link = page.get_by_test_id(f"option-rule-{key}")
        assert link.get_attribute("href") == f"rules/carcassonne.{lang}.html#{anchor}"
    page.get_by_test_id("option-rule-counting").click()
    page.wait_for_url(re.compile(r"/rules/carcassonne\.[a-z]+\.html#half-counting$"))
    expect(page.locator("#half-counting")).to_be_visible()
    page.go_back()
    ready(page)
    on_dialog(page)
    expect(page.get_by_test_id("option-halflings")).to_have_value("draft")
    expect(page.get_by_test_id("player-name-0")).to_have_value("Ann")


def test_on_a_phone_two_games_walk_back_and_forward_and_each_screen_focuses_its_main_control(
        browser, site, ready):
    """On a phone (360x740, touch), issue 24, the control a screen gives the focus when it
    opens (``navigation.focus_targets``), named by what it is: the start screen's first "New
    game"; the dialog's title, not a field (a focused field would open the on-screen keyboard
    over the options); a game's hand-over button, not the board behind it (a mouse's dialog:
    ``test_back_and_forward_walk_the_screens...``). And Back and Forward between the list, a
    dialog and two games on the same page, each one step; Back from the second game's list
    (reached by the top bar's button, an entry) reaches the first game's own save."""
    context = browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(site)
    ready(page)
    first_game = page.locator('[data-testid^="new-game-"]').first
    expect(first_game).to_be_focused()
    first_game.tap()
    expect(page.get_by_test_id("setup")).to_be_visible()
    focused = page.evaluate("[document.activeElement.tagName, document.activeElement.textContent,"
                            " !!document.activeElement.closest('[data-testid=setup]')]")
    title = page.get_by_test_id("setup").locator("h1")
    assert focused == ["H1", title.inner_text(), True], focused
    assert page.evaluate("document.activeElement.matches('input, select, textarea')") is False
    page.go_back()
    expect(page.get_by_test_id("home-screen")).to_be_visible()
    page.get_by_test_id("new-game-keyflower").tap()
    expect(page.get_by_test_id("setup")).to_be_visible()
    page.get_by_test_id("start-game").tap()
    expect(page.get_by_test_id("handover")).to_be_visible()
    expect(page.get_by_test_id("reveal")).to_be_focused()
    keyflower = record(page)
    # Back from the game: the list at once; Forward: the game, its hand-over holding the focus
    page.go_back()
    on_home(page)
    expect(page.get_by_test_id("resume")).to_be_focused()
    page.go_forward()
    on_game(page, keyflower)
    expect(page.get_by_test_id("reveal")).to_be_focused()
    page.get_by_test_id("reveal").tap()
    expect(page.get_by_test_id("board")).to_be_focused()
    # a second game: the list by the top bar's button, a dialog over Back/Forward, the game
    page.get_by_test_id("home").tap()
    on_home(page)
    page.get_by_test_id("new-game-carcassonne").tap()
    on_dialog(page)
    page.go_back()
    on_home(page)
    page.go_forward()
    on_dialog(page)
    assert state(page)["game"] == "carcassonne"
    page.get_by_test_id("start-game").tap()
    expect(page.get_by_test_id("board")).to_be_visible()
    assert '[Game "carcassonne"]' in (carcassonne := record(page)) and '[Game "keyflower"]' in keyflower
    # Back, Back: the list, the first game (its own save); Forward, Forward: the list, the second
    page.go_back()
    on_home(page)
    page.go_back()
    on_game(page, keyflower)
    page.go_forward()
    on_home(page)
    page.go_forward()
    on_game(page, carcassonne)
    context.close()
