"""Every step of a Keyflower bid, a build and an upgrade at the three sizes of issue 24 (a
phone 360x740 in Dutch and a portrait tablet 768x1024 in English by touch, a small laptop
1024x768 in English by mouse: ``turn_steps.CASES``), with the controls each step needs:

* a bid: the colours; a colour chosen; the tile in focus (the colours, bid or use, the
  worker stepper, the bid and Back); more workers chosen; the next player; after a pass;
  workers taken back from an earlier bid with a choice (the "from" and choice row), the
  "from" toggle pressed off; workers from either or both of two earlier bids; a use of
  the Tavern (four choices);
* a build: the won tile and the turns; the tile previewed on a cell;
* an upgrade: the upgrade and "Done"; the tile chosen.

At each step whose turn it is, the board, the step's title and those controls lie whole in
the viewport, uncovered (``turn_steps.Steps``: on a phone the stepper, the bid and Back lay
under the bottom bar); the place the step is about (the tile in focus, the previewed cell)
lies inside the board, and the tile's card covers neither it nor the header naming the
village of the seat to move (``h:<seat>``; on a phone the card lay over it)."""

from __future__ import annotations

import functools

import pytest
from playwright.sync_api import expect

from app.saved_games import relation
from core.match import Match
from tests.e2e.keyflower_play import NAMES, playout, press, record, reveal, selected, tap
from tests.e2e.page_moves import into_view, open_link
from tests.e2e.test_small_screens import SIZES
from tests.e2e.turn_steps import CASES, Steps, case_pages, dismiss

PLAYERS = 3


def _has(verb: str):
    return lambda m: m.state.phase != "over" and any(x.startswith(verb) for x in m.legal_moves())


def _from_and_choice(m: Match) -> bool:
    """A worker move takes its workers from an earlier bid and asks a choice, and the same
    tile takes workers of that colour from the screen too: its controls show both rows."""
    if m.state.phase == "over":
        return False
    moves = [x.split() for x in m.legal_moves()]
    plain = {(w[0], w[1], w[3]) for w in moves if w[0] in ("bid", "use") and "from" not in w}
    return any(w[0] in ("bid", "use") and "from" in w and len(w) > 6 and (w[0], w[1], w[3]) in plain
               for w in moves)


def _at_least(k: int, count):
    """A position (or, given a move, that move) where a worker move of one tile and colour
    has ``count(match, fields) >= k``."""
    def holds(m: Match, move: str | None = None) -> bool:
        if m.state.phase == "over":
            return False
        moves = [move] if move else m.legal_moves()
        return any(w[0] in ("bid", "use") and count(m, w) >= k for w in map(str.split, moves))
    return holds


def _sources(k: int):
    """A position (or a move: :func:`_at_least`) where a worker move may take its workers from
    ``k`` places or more (the "from" buttons)."""
    def count(m: Match, w: list[str]) -> int:
        return len({(x[5] if len(x) > 5 and x[4] == "from" else "-") for x in map(str.split, m.legal_moves())
                    if x[0] == w[0] and x[1] == w[1] and x[3] == w[3]})
    return _at_least(k, count)


def _choices(k: int):
    """A position (or a move: :func:`_at_least`) where a worker move asks one of ``k`` things or
    more (the choice buttons)."""
    def count(m: Match, w: list[str]) -> int:
        return len({x[-1] for x in map(str.split, m.legal_moves()) if x[:2] == w[:2] and x[3] == w[3]
                    and len(x) > (6 if "from" in x else 4)})
    return _at_least(k, count)


def _extra(page) -> list[str]:
    """The test ids of the step's "from" and choice buttons."""
    rows = page.locator('[data-testid^="kf-from-"], [data-testid^="kf-choice-"]')
    return rows.evaluate_all("(b) => b.map((x) => x.dataset.testid)")


#: Words of the bid button's name when the workers come back from an outbid bid, and from
#: behind the screen.
OUTBID = {"en": "outbid workers from", "nl": "overboden werkers van"}
SCREEN = {"en": "from behind your screen", "nl": "van achter je scherm"}


def _verbs(page) -> list[str]:
    """The bid/use buttons the step shows (a tile that can be both bid on and used)."""
    return [f"kf-verb-{v}" for v in ("bid", "use") if page.get_by_test_id(f"kf-verb-{v}").count()]


def begin_worker_move(page, touch: bool, move: list[str], into: bool = False) -> None:
    """Take the device and begin the worker move ``move`` (its fields): its colour, its tile
    (dragged into view first when ``into``, as a player would), its verb where the tile offers
    both."""
    reveal(page, touch)
    dismiss(page)
    press(page, f"kf-col-{move[3]}", touch)
    if into:
        into_view(page, "t:" + move[1])
    tap(page, "t:" + move[1], touch)
    if page.get_by_test_id(f"kf-verb-{move[0]}").count():
        press(page, f"kf-verb-{move[0]}", touch)


def next_taps(page) -> list[str]:
    """The tiles the step is about besides the one in focus, from the core's legal moves of
    this step and the page's selection: while bidding or using, every tile a worker move of
    the chosen colour goes to (auction tiles and village tiles alike); while working, every
    tile the chosen source can carry to and every tile that can be upgraded."""
    moves = Match.from_record(record(page)).legal_moves()
    sel = selected(page)
    out: set[str] = set()
    for m in moves:
        w = m.split()
        if w[0] in ("bid", "use") and w[3] == sel.get("c", w[3]):
            out.add(w[1])
        elif w[0] == "carry" and w[2] == sel.get("t"):
            out.add(w[3])
        elif w[0] == "upgrade":
            out.add(w[1])
    return sorted("t:" + x for x in out)


def in_play(page, check: Steps, step: str, *places: str) -> None:
    """``places`` (board names) lie inside the board, and the tile's card (when shown)
    covers none of them nor the header of the seat to move's village; nor the middle of any
    tile the next tap can choose (``next_taps``) that the board shows, wherever the board has
    a band of the card's height clear of them. On a phone during a bid every tile in view is
    one, in rows about 90 px apart, and no band of the card's height (74-138 px) is clear:
    the card then covers no more of their middles than a card of its size could anywhere at
    either side of the board (a card put in the board's middle instead covered 4 where 1 was
    the fewest). Before, it lay over a carry's target on a phone and over the home tiles
    during a bid on a laptop."""
    board = page.get_by_test_id("board").bounding_box()
    card = page.get_by_test_id("kf-card")
    k = card.bounding_box() if card.is_visible() else None
    seat = Match.from_record(record(page)).state.to_move()
    others = [x for x in next_taps(page) if x not in places]
    seen: dict[str, tuple[float, float]] = {}
    for name in (*places, f"h:{seat}", *others):
        c = page.evaluate("(s) => window.speeltafel.squareCenter(s)", name)
        if 0 <= c["x"] <= board["width"] and 0 <= c["y"] <= board["height"]:
            seen[name] = (board["x"] + c["x"], board["y"] + c["y"])
        elif name in places:  # a header or another target out of the board's view is not in play
            check.problems.append(f"{check.name} {step}: {name} outside the board ({c}, {board})")
    if not k:
        return
    ys = sorted(y for _, y in seen.values())
    top, bottom = board["y"] + 8, board["y"] + board["height"] - 8 - k["height"]
    clear = any(not any(y0 - 12 <= y <= y0 + k["height"] + 12 for y in ys)
                for y0 in (top + i for i in range(int(max(0, bottom - top)) + 1)))
    for name, (x, y) in seen.items():
        if name in others and not clear:
            continue
        if k["x"] <= x <= k["x"] + k["width"] and k["y"] <= y <= k["y"] + k["height"]:
            check.problems.append(f"{check.name} {step}: the card {k} covers {name} at ({x:.0f}, {y:.0f})")
    if not clear:  # the fewest middles of next taps a card of its size at either side can cover
        def under(x0: float, y0: float) -> list[str]:
            return [n for n, (x, y) in seen.items() if x0 <= x <= x0 + k["width"] and y0 <= y <= y0 + k["height"]]
        sides = (board["x"] + 8, board["x"] + board["width"] - 8 - k["width"])
        tops = [top + i for i in range(int(max(0, bottom - top)) + 1)]
        places = [u for x0 in sides for y0 in tops if not set(u := under(x0, y0)) - set(others)]
        best = min(places, key=len, default=None)
        now = under(k["x"], k["y"])
        if best is not None and len(now) > len(best):
            check.problems.append(f"{check.name} {step}: the card {k} covers {now}, a place of its size covers {best}")


@functools.cache
def found(seed: int, players: int, until: str) -> tuple[Match, list[str] | None]:
    """The first position of ``seed``'s random game of ``players`` where ``until`` holds
    (:data:`UNTIL`), with the first move that makes it hold where it is a move's predicate
    (else None). Found once for all the cases (finding them took 3-4 s of CPU per case:
    the predicates look at every pair of legal moves); the tests only read the matches."""
    holds = UNTIL[until]
    match = playout(Match.new("keyflower", list(NAMES[:players]), {}, seed=seed), seed, holds)
    move = None
    if until in ("sources-4", "choices-4"):
        move = next(x.split() for x in match.legal_moves() if holds(match, x))
    return match, move


#: The positions :func:`found` looks for, by name.
UNTIL = {"from-and-choice": _from_and_choice, "sources-4": _sources(4), "choices-4": _choices(4),
         "place": _has("place"), "upgrade": _has("upgrade")}


@pytest.fixture(scope="module", params=CASES, ids=[f"{size}-{lang}" for size, lang in CASES])
def case(request, browser):
    """(size, language, page): one page per case for both tests (``turn_steps.case_pages``;
    the bid's games are of seeds 7, 20, 62 and 3, the build's of 7 and 8: the build's seed-7
    position is no point the bid's saved game passed, see ``test_the_positions_differ``)."""
    yield from case_pages(browser, request)


def test_the_positions_differ():
    """The bid test's game as saved on the shared page (two moves from the start of seed 7)
    and the build test's seed-7 position: neither is a point the other passed, so that
    ``Session.adopt`` opens the build's link itself, not the saved game."""
    bid = Match.new("keyflower", list(NAMES[:PLAYERS]), {}, seed=7)
    bid.play(next(x for x in bid.legal_moves() if x.startswith("bid") and x.split()[2] == "2"))
    bid.play("pass")
    placing, _ = found(7, PLAYERS, "place")
    a, b = bid.record_text(), placing.record_text()
    assert relation(a, b) == relation(b, a) == "other"


def test_every_step_of_a_bid(case, site, ready, watch, capsys):
    """Rule ``bid``: a colour, a tile in focus, the number of workers, the bid placed, the
    next player, a pass (hand-over screens, when shown, in screenshots)."""
    size, lang, page = case
    watch(page)
    touch = bool(SIZES[size].get("has_touch"))
    check = Steps(page, f"kf-bid-{size}-{lang}", "kf-step")
    match = Match.new("keyflower", list(NAMES[:PLAYERS]), {}, seed=7)
    open_link(page, site, ready, match)
    assert page.evaluate("document.documentElement.lang") == lang
    if page.get_by_test_id("handover").is_visible():
        check.shot("hand-over")
    reveal(page, touch)
    dismiss(page)
    # a bid of more than one worker, so that the stepper is used
    bid = next(x for x in match.legal_moves() if x.startswith("bid") and x.split()[2] == "2")
    _, tile, _, colour = bid.split()[:4]
    colours = [f"kf-col-{c}" for c in ("blue", "red", "yellow", "green")]
    check("bid-start", *colours)
    press(page, f"kf-col-{colour}", touch)
    check("colour-chosen", *colours)
    tap(page, "t:" + tile, touch)
    assert selected(page).get("t") == tile
    stepper = ("kf-n-minus", "kf-n", "kf-n-plus", "kf-go", "kf-cancel")
    verbs = _verbs(page)
    check("tile-in-focus", *colours, *verbs, *stepper)
    in_play(page, check, "tile-in-focus", "t:" + tile)
    press(page, "kf-n-plus", touch)
    assert selected(page)["n"] == "2"
    check("workers-chosen", *colours, *verbs, *stepper)
    in_play(page, check, "workers-chosen", "t:" + tile)
    before = record(page)
    press(page, "kf-go", touch)
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    assert record(page).splitlines()[-1] == bid
    if page.get_by_test_id("handover").is_visible():
        check.shot("hand-over-next")
    reveal(page, touch)
    check("next-player", *colours)
    before = record(page)
    press(page, "pass", touch)
    page.wait_for_function("(r) => window.speeltafel.record() !== r", arg=before)
    reveal(page, touch)
    check("after-a-pass", *colours)

    # a worker move whose controls add the "from" row (workers taken back from an earlier
    # bid) and a choice row (what the tile gives), followed in the same page
    taking, _ = found(20, PLAYERS, "from-and-choice")
    move = next(x.split() for x in taking.legal_moves() if " from " in x and len(x.split()) > 6)
    open_link(page, site, ready, taking)
    begin_worker_move(page, touch, move)
    press(page, f"kf-from-{move[5]}", touch)
    press(page, f"kf-choice-{move[6]}", touch)
    rows = _extra(page)
    assert any(r.startswith("kf-from-") for r in rows) and len(rows) > 2, rows
    verbs = _verbs(page)
    check("from-and-choice", *colours, *verbs, *stepper, *rows)
    in_play(page, check, "from-and-choice", "t:" + move[1])

    # the single "from" toggle pressed off: the workers come from behind the screen again
    # (the default source), and the bid button's sentence says where they come from
    go, toggle = page.get_by_test_id("kf-go"), page.get_by_test_id(f"kf-from-{move[5]}")
    expect(toggle).to_have_attribute("aria-pressed", "true")
    assert go.inner_text().endswith("↩") and OUTBID[lang] in go.get_attribute("aria-label"), go.get_attribute("aria-label")
    press(page, f"kf-from-{move[5]}", touch)
    assert selected(page).get("f") == "-", selected(page)
    expect(toggle).to_have_attribute("aria-pressed", "false")
    assert "↩" not in go.inner_text() and SCREEN[lang] in go.get_attribute("aria-label"), go.get_attribute("aria-label")
    check("from-pressed-off", *colours, *verbs, *stepper, *_extra(page))
    in_play(page, check, "from-pressed-off", "t:" + move[1])

    # a bid whose workers may come from four places (behind the screen, the outbid workers
    # of either of two earlier bids, or both): one toggle per earlier bid, pressed one after
    # the other (both: the two groups' workers together; the first again: the second's
    # alone), every one whole and uncovered, a finger's size, on one row
    many, w = found(62, 5, "sources-4")
    assert w is not None
    both = sorted(next(x.split()[5] for x in many.legal_moves()
                       if x.split()[:2] == w[:2] and "+" in x and x.split()[3] == w[3]).split("+"))
    open_link(page, site, ready, many)
    begin_worker_move(page, touch, w)
    rows = _extra(page)
    assert [r for r in rows if r.startswith("kf-from-")] == [f"kf-from-{b}" for b in both], rows
    verbs = _verbs(page)
    for b, now in zip([*both, both[0]], ([both[0]], both, [both[1]])):
        press(page, f"kf-from-{b}", touch)
        assert selected(page).get("f") == "+".join(now), (b, selected(page))
        for x in both:
            expect(page.get_by_test_id(f"kf-from-{x}")).to_have_attribute("aria-pressed", str(x in now).lower())
        assert go.inner_text().endswith("↩") and all(OUTBID[lang] in go.get_attribute("aria-label") for x in now)
        check(f"from-{'-'.join(now)}", *colours, *verbs, *stepper, *_extra(page))
        in_play(page, check, f"from-{'-'.join(now)}", "t:" + w[1])
    boxes = [page.get_by_test_id(r).bounding_box() for r in _extra(page)]
    assert all(b["width"] >= 44 and b["height"] >= 44 for b in boxes), boxes
    assert len({round(b["y"]) for b in boxes}) == 1, boxes

    # a tile that asks one of four things (the Tavern: a worker of any colour), its four
    # choices on one row, each a finger's size
    four, w = found(3, 6, "choices-4")
    assert w is not None
    open_link(page, site, ready, four)
    begin_worker_move(page, touch, w, into=True)
    rows = _extra(page)
    assert len([r for r in rows if r.startswith("kf-choice-")]) >= 4, rows
    verbs = _verbs(page)
    check("four-choices", *colours, *verbs, *stepper, *rows)
    in_play(page, check, "four-choices", "t:" + w[1])
    boxes = [page.get_by_test_id(r).bounding_box() for r in rows]
    assert all(b["width"] >= 44 and b["height"] >= 44 for b in boxes), boxes
    assert len({round(b["y"]) for b in boxes}) == 1, boxes
    check.done(capsys, "a bid, a pass, a bid from an earlier bid with a choice, the same from the screen,"
                       " a bid from either or both of two earlier bids, a use with four choices")


def test_every_step_of_a_build_and_an_upgrade(case, site, ready, watch, capsys):
    """Rules ``build`` (a won tile placed in the village) and ``upgrade``."""
    size, lang, page = case
    watch(page)
    touch = bool(SIZES[size].get("has_touch"))
    check = Steps(page, f"kf-build-{size}-{lang}", "kf-step")
    placing, _ = found(7, PLAYERS, "place")
    open_link(page, site, ready, placing)
    assert page.evaluate("document.documentElement.lang") == lang
    reveal(page, touch)
    dismiss(page)
    tile, cell = next(x for x in placing.legal_moves() if x.startswith("place")).split()[1:3]
    check("place-start", f"kf-tile-{tile}", "kf-rot-right", "kf-place")
    press(page, f"kf-tile-{tile}", touch)
    tap(page, "c:" + cell, touch)
    assert selected(page).get("at") == cell
    check("place-preview", f"kf-tile-{tile}", "kf-rot-right", "kf-place")
    in_play(page, check, "place-preview", "c:" + cell)

    upgrading, _ = found(8, PLAYERS, "upgrade")
    open_link(page, site, ready, upgrading)
    reveal(page, touch)
    dismiss(page)
    up = next(x for x in upgrading.legal_moves() if x.startswith("upgrade")).split()[1]
    check("upgrade-start", f"kf-upgrade-{up}", "kf-done")
    tap(page, "t:" + up, touch)  # chosen: its upgrade, or what to carry from it
    carry = page.locator('[data-testid^="kf-res-"]').evaluate_all("(b) => b.map((x) => x.dataset.testid)")
    check("upgrade-chosen", *carry, f"kf-upgrade-{up}", "kf-done")
    in_play(page, check, "upgrade-chosen", "t:" + up)
    check.done(capsys, "a build and an upgrade")
