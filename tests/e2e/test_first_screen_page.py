"""The first screen and the warm start (issue 14): the game list, the rules links and the
language switch work before Python has started, a click on "New game" while it loads is
carried out once the app runs, a shared link names its game and players at once, and a
snapshot that cannot be used makes the page start the normal way without a word."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from core import links, registry
from core.match import Match


def _hold_python(page) -> list:
    """Keep Python from starting (the runtime's wasm is not answered) until released."""
    held: list = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    return held


def _release(held: list) -> None:
    for route in held:
        route.continue_()


def asked(page, held: list, limit_ms: int = 15_000) -> bool:
    """Whether a request was held (``held`` filled by a route) within ``limit_ms``: a wait on
    that condition, which returns as soon as it holds (Playwright runs the route handlers
    while the page waits), instead of a fixed pause that a loaded machine can outlast."""
    for _ in range(limit_ms // 20):
        if held:
            return True
        page.wait_for_timeout(20)
    return bool(held)


def test_games_rules_and_language_before_python_and_a_new_game_click_is_kept(page, site, ready):
    held = _hold_python(page)
    page.goto(site)
    first = page.get_by_test_id("first-screen")
    expect(first).to_be_visible()
    assert page.evaluate("document.body.dataset.appState") == "loading"
    assert asked(page, held), "Python was not held back"
    # the page starts in the browser's language (the test browser's: English)
    expect(first.get_by_test_id("first-new-game-eden")).to_have_text("New game", use_inner_text=True)
    expect(page.locator('#first a[href="rules/eden.en.html"]')).to_be_visible()
    # the switch works at once and is remembered for the app
    page.get_by_test_id("first-lang").click()
    expect(first.get_by_test_id("first-new-game-eden")).to_have_text("Nieuw spel", use_inner_text=True)
    expect(page.locator('#first a[href="rules/eden.nl.html"]')).to_be_visible()
    expect(page.locator('#first a[href="rules/eden.en.html"]')).to_be_hidden()
    expect(page.locator(".load-steps li.active")).to_contain_text("downloaden")
    # two clicks while loading: the last one counts, and the card says so
    page.get_by_test_id("first-new-game-stad-en-land").click()
    page.get_by_test_id("first-new-game-eden").click()
    expect(page.get_by_test_id("first-waiting-eden")).to_be_visible()
    expect(page.get_by_test_id("first-waiting-stad-en-land")).to_be_hidden()
    _release(held)
    ready(page)
    expect(first).to_have_count(0)
    expect(page.get_by_test_id("setup")).to_be_visible()
    expect(page.locator("#main")).to_contain_text("Nieuw spel: Eden")
    expect(page.get_by_test_id("lang")).to_have_text("EN", use_inner_text=True)


#: Stad en Land's card art: a file of its page package, shipped at the same path (tools/site.py).
ART = "/app/games/stad_en_land/art.svg"


def test_the_first_screens_style_holds_no_data_image_and_the_card_art_arrives_as_a_file(page, site):
    """A ``data:`` image in the style the page carries is made into an image document while
    the first screen's style is worked out, before its first paint (issue 26): the card art is
    a file of the site instead (of its game's page package), fetched and drawn once the screen
    is up."""
    held = _hold_python(page)
    art: list[int] = []
    page.on("response", lambda r: art.append(r.status) if r.url.endswith(ART) else None)
    page.goto(site)
    expect(page.get_by_test_id("first-screen")).to_be_visible()
    inline = page.evaluate("[...document.querySelectorAll('style')].map((s) => s.textContent).join('\\n')")
    assert ".art-stad-en-land" in inline and "data:image" not in inline
    image = page.evaluate("getComputedStyle(document.querySelector('#first .art-stad-en-land')).backgroundImage")
    assert ART in image, image
    page.wait_for_function("performance.getEntriesByType('resource')"
                           f".some((e) => e.name.endsWith('{ART}') && e.responseEnd > 0)")
    assert art == [200]
    _release(held)


def test_a_rules_link_works_before_python_in_the_same_tab_and_back_returns(page, site):
    """The start screen's "Rules" opens the page in the same tab, as "Read the rule" does
    (issue 24); Back brings the start screen again."""
    held = _hold_python(page)
    page.goto(site)
    page.locator('#first a[href="rules/keyflower.en.html"]').click()
    page.wait_for_url(site + "rules/keyflower.en.html")
    assert len(page.context.pages) == 1, "the rules opened in another tab"
    expect(page.locator("h1")).to_contain_text("Keyflower")
    page.go_back()
    page.wait_for_url(site)
    expect(page.get_by_test_id("first-screen")).to_be_visible()
    _release(held)


def test_a_shared_link_names_its_game_and_players_while_loading(page, site, ready):
    match = Match.new("eden", ["Anna <b>x</b>", "Bob", "Céline"], {}, seed=4)
    held = _hold_python(page)
    page.goto(site + "#r=" + links.encode(match.record_text()))
    card = page.get_by_test_id("first-link")
    expect(card).to_be_visible()
    expect(page.get_by_test_id("first-link-game")).to_have_text("Eden", use_inner_text=True)
    expect(page.get_by_test_id("first-link-players")).to_have_text("Anna <b>x</b>, Bob, Céline", use_inner_text=True)
    assert page.locator("#first b").count() == 0, "a name became HTML"
    _release(held)
    ready(page)
    assert page.evaluate("window.speeltafel.record()") == match.record_text()


@pytest.mark.parametrize("payload", ["%%%", "AAAA", "x" * 5000])
def test_a_broken_link_keeps_the_general_text(payload, page, site, ready):
    held = _hold_python(page)
    page.goto(site + "#r=" + payload)
    expect(page.get_by_test_id("first-link")).to_be_visible()
    page.wait_for_timeout(200)
    expect(page.get_by_test_id("first-link-game")).to_be_hidden()
    _release(held)
    ready(page)
    expect(page.get_by_test_id("message")).to_be_visible()  # the core's own message


# Run in a page of the site: replace the stored snapshot by one that cannot be used.
DAMAGE = """async (how) => {
  const page = await (await fetch("./index.html")).text();
  const [, name, size] = /<meta name="speeltafel-snapshot" content="([^" ]+) (\\d+)">/.exec(page);
  const cache = await caches.open("speeltafel-e2e-warm");
  const bytes = new Uint8Array(await (await cache.match(name)).arrayBuffer());
  // stored sparse (tools/snapshot.py pack): 16 bytes, 8 per run, then the first run (offset 0)
  const heap = 16 + 8 * new DataView(bytes.buffer).getUint32(12, true);
  if (how === "build") { bytes[heap + 20] ^= 0xff; }  // another Pyodide build's id
  if (how === "zeros") { bytes.fill(0); }          // no snapshot at all, the right size
  if (how === "table") { bytes[20] ^= 0xff; }      // a run's length: the runs do not fit
  if (how === "form") { bytes[7] ^= 0xff; }        // another version of the stored form
  const kept = how === "short" ? bytes.slice(0, Number(size) - 16) : bytes;
  await cache.put(name, new Response(kept));
}"""


#: The damaged forms whose page is followed through the whole normal start: "build" is refused
#: by Pyodide's restore, the others by the read (``window.speeltafelSnapshot`` gives null),
#: after which early-pyodide.mjs takes one path whatever the damage ("the snapshot could not
#: be read", then the normal way). So of the read's refusals one ("short") is followed to
#: the end; the others are followed until the read has said null and the runtime is asked
#: for, quietly (a normal start each was some 7 s of the suite's time).
STARTED = ("build", "short")


@pytest.mark.parametrize("how", ["build", "zeros", "short", "table", "form"])
def test_a_snapshot_that_does_not_fit_starts_the_normal_way_quietly(how, browser, site, ready, watch,
                                                                    seed):
    # The site's service worker as on a real visit (the suite blocks it elsewhere): the page
    # must say nothing, and Playwright notes a blocked registration as a console warning.
    context = watch(browser.new_context(service_workers="allow"))
    try:
        if getattr(context, "speeltafel_start", None) != "snapshot":
            seed(context, site)  # the suite runs the plain way; this test needs the snapshot
        context.speeltafel_start = "plain"  # what ready() checks: the normal way this time
        notes: list[str] = []
        page = context.new_page()
        page.on("console", lambda m: notes.append(m.type + " " + m.text))
        page.goto(site + "build-info.json")
        page.evaluate(DAMAGE, how)
        # The runtime's script is held until the snapshot's read has settled: a read that fails
        # before Pyodide awaits it once made the page show its error screen (CI, stop 30).
        held: list = []
        page.route("**/pyodide.asm.mjs", lambda route: held.append(route))
        page.goto(site)
        page.wait_for_function("() => window.speeltafelSnapshot !== undefined")
        read = page.evaluate("window.speeltafelSnapshot.then((bytes) => bytes !== null)")
        # Pyodide has asked for its script: the read failed before that
        assert asked(page, held, 6000), "the runtime's script was not asked for"
        if how not in STARTED:
            assert read is False, f"the {how} snapshot was read as if whole"
            assert not any(n.startswith(("error", "warning")) for n in notes), notes
            return
        _release(held)
        ready(page)
        expect(page.get_by_test_id("home-screen")).to_be_visible()
        expect(page.get_by_test_id("startup-error")).to_be_hidden()
        assert not any(n.startswith(("error", "warning")) for n in notes), notes
        page.get_by_test_id("new-game-stad-en-land").click()
        page.get_by_test_id("start-game").click()
        page.wait_for_function("() => location.hash.startsWith('#r=')")
    finally:
        context.close()


def test_the_game_left_open_is_named_while_loading_and_reopens(browser, site, ready, watch):
    # No service worker here: a page it controls gets the runtime from its cache, where no
    # route can hold it back, and the app could take over before the card is checked.
    context = watch(browser.new_context(service_workers="block"))
    try:
        _left_open_is_named(context.new_page(), site, ready)
    finally:
        context.close()


def _left_open_is_named(page, site, ready) -> None:
    page.goto(site)
    ready(page)
    page.get_by_test_id("new-game-stad-en-land").click()
    page.locator('[name="name0"]').fill("Anna <i>")
    page.locator('[name="name1"]').fill("Bob")
    page.get_by_test_id("start-game").click()
    page.wait_for_function("() => location.hash.startsWith('#r=')")
    record = page.evaluate("window.speeltafel.record()")
    held = _hold_python(page)
    page.goto(site)  # a new visit: no link in the address
    card = page.get_by_test_id("first-link")
    expect(card).to_be_visible()
    expect(card).to_contain_text("Your game")
    expect(page.get_by_test_id("first-link-game")).to_have_text("Stad en Land (City and Country)",
                                                                use_inner_text=True)
    expect(page.get_by_test_id("first-link-players")).to_have_text("Anna <i>, Bob", use_inner_text=True)
    _release(held)
    ready(page)
    assert page.evaluate("window.speeltafel.record()") == record


#: At the page's first rendering opportunity (the first animation frame, asked for before any
#: of the page's own code runs): how much of the first screen had been parsed.
_FIRST_FRAME = """
requestAnimationFrame(() => {
  window.__firstFrame = {
    cards: document.querySelectorAll('#first .game-card').length,
    footnote: !!document.querySelector('#first .footnote'),
    loading: !!document.getElementById('loading'),
  };
});
"""


def test_the_first_frame_shows_the_whole_first_screen(page, site):
    """No frame is drawn before the first screen is parsed whole (issue 26: a
    ``<link rel=expect blocking=render>`` names the element after it): on a slow phone the
    parser pauses at ``<body>`` and inside the list, and the browser drew an empty page (a
    whole style, layout and paint pass) before the one with the games. The phone profile's
    CPU (4x slower) makes those pauses happen here too."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    page.add_init_script(_FIRST_FRAME)
    held = _hold_python(page)
    page.goto(site)
    page.wait_for_function("window.__firstFrame !== undefined")
    frame = page.evaluate("window.__firstFrame")
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    assert frame == {"cards": len(registry.ids()), "footnote": True, "loading": True}, frame
    _release(held)
