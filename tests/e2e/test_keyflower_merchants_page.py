"""End-to-end tests of The Merchants on the Keyflower page, every move by the page's own
controls: a contract taken from a tile and then exchanged, an extension added with an
upgrade symbol, and a finished game opened from a link whose scoring screen shows each
seat's contracts and the items that fulfilled them. Positions come from native random
games; expectations from the core. The tests share one page (``module_page``): each opens
its positions by link on the running app."""

from __future__ import annotations


from playwright.sync_api import expect

from core.keyflower.expansions.merchants.state import extension_on
from core.match import Match
from tests.e2e.keyflower_play import NAMES, open_match, play, playout, record, reveal

ON = {"merchants": "on", "variant-a": "on"}


def _prefer(verbs):
    def pick(legal, rnd):
        for verb in verbs:
            found = [m for m in legal if m.startswith(verb)]
            if found and rnd.random() < 0.7:
                return rnd.choice(found)
        return rnd.choice(legal)
    return pick


def _find(until, verbs, options=ON):
    for seed in range(60):
        m = Match.new("keyflower", list(NAMES[:2]), options, seed=seed)
        try:
            return playout(m, seed, until, pick=_prefer(verbs))
        except AssertionError:
            continue
    raise AssertionError("no game reached the position")


def test_a_contract_taken_from_the_assayer_then_exchanged(module_page, site, ready):
    page = module_page
    match = _find(lambda m: any(x.endswith(" contract") and x.startswith("use ") for x in m.legal_moves()),
                  ("use assayer",))
    use = next(x for x in match.legal_moves() if x.startswith("use ") and x.endswith(" contract"))
    open_match(page, site, ready, match)
    reveal(page)
    play(page, use)
    match.play(use)
    expect(page.get_by_test_id("kf-step")).to_contain_text("Choose a contract")
    pick = next(x for x in match.legal_moves() if x.split()[1].startswith("c"))
    play(page, pick)
    match.play(pick)
    cid = pick.split()[1]
    # the other seat moves; then the taker, after the hand-over, sees the contract behind
    # the screen with its exchange buttons, and exchanges it
    while not any(x.startswith(f"exchange {cid} ") for x in match.legal_moves()):
        move = next((x for x in match.legal_moves() if x == "pass"), match.legal_moves()[0])
        play(page, move)
        match.play(move)
    reveal(page)
    expect(page.get_by_test_id(f"kf-contract-{cid}")).to_be_visible()
    swap = next(x for x in match.legal_moves() if x.startswith(f"exchange {cid} "))
    play(page, swap)
    match.play(swap)
    assert record(page) == match.record_text()
    expect(page.get_by_test_id(f"kf-contract-{cid}")).to_have_count(0)


def test_an_extension_added_with_an_upgrade_symbol(module_page, site, ready):
    page = module_page
    match = _find(lambda m: any(x.startswith("extend ") for x in m.legal_moves()),
                  ("extend", "upgrade", "use home", "carry"))
    move = next(x for x in match.legal_moves() if x.startswith("extend "))
    open_match(page, site, ready, match)
    reveal(page)
    play(page, move)
    match.play(move)
    assert record(page) == match.record_text()
    tile = move.split()[1]
    seat = next(s for s, x in enumerate(match.state.seats) if any(p.tile == tile for p in x.village))
    assert extension_on(match.state, seat, tile) == move.split()[2]


def test_a_finished_game_shows_each_contract_and_what_fulfilled_it(module_page, site, ready):
    page = module_page
    for seed in range(40):
        m = Match.new("keyflower", list(NAMES[:2]), ON, seed=seed)
        playout(m, seed, lambda m: m.over, pick=_prefer(("use assayer", "contract")))
        detail = m.game.view(m.state, None)["final"]
        if any(d["deals"] for d in detail):
            break
    else:
        raise AssertionError("no game fulfilled a contract")
    open_match(page, site, ready, m)
    expect(page.get_by_test_id("result")).to_be_visible()
    for seat, d in enumerate(detail):
        text = page.get_by_test_id(f"kf-final-seat-{seat}").inner_text()
        assert f"Contracts fulfilled: {len(d['deals'])} of {len(d['contracts'])}" in text
        for cid in d["deals"]:
            assert f"{cid}:" in text and "←" in text


def _legend_lines(page) -> list[str]:
    """The words of the legend's symbol lines (each beside its drawn symbols)."""
    legend = page.get_by_test_id("legend")
    legend.locator("summary").click()
    drawn = legend.locator("canvas.kf-legend-sym")
    expect(drawn.first).to_be_visible()
    return [drawn.nth(i).locator("xpath=following-sibling::span[1]").inner_text().strip()
            for i in range(drawn.count())]


def test_the_legend_lists_the_merchants_lines_only_when_they_are_in_play(module_page, site, ready):
    """Issue 24: the legend's lines of an expansion (``PageExpansion.legend``) appear only in
    a game that plays with it: a base game's legend names no contract, a game with The
    Merchants lists their five lines after the base's twelve; a reload of the base game keeps
    them out."""
    page = module_page
    base = Match.new("keyflower", list(NAMES[:2]), {}, seed=1)
    open_match(page, site, ready, base)
    reveal(page)
    lines = _legend_lines(page)
    assert len(lines) == 12, lines
    assert not any("contract" in line.lower() or "extension" in line.lower() for line in lines), lines
    with_them = Match.new("keyflower", list(NAMES[:2]), ON, seed=1)
    open_match(page, site, ready, with_them)
    reveal(page)
    lines = _legend_lines(page)
    assert len(lines) == 17, lines
    assert lines[12] == "a contract" and "extension" in lines[16], lines
    open_match(page, site, ready, base)
    reveal(page)
    assert len(_legend_lines(page)) == 12
