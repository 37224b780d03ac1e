"""Interaction benchmark (issue 23): the time from a tap to the next frame, in Chromium, at
1024x768 with a mouse and at 360x740 with touch, on four positions made natively.

    .venv/bin/python -m bench.interaction [--dist DIST ...] [--taps 20] [--busy MS] [--profile]

Every ``--dist`` (default ``dist/``) is served from its own loopback server and measured in the
same run, interleaved (for each position, viewport and round every build in turn, with the
same taps), so a busy moment of the shared machine hits all of them. Prints a table and the
whole result as JSON.

Positions (``POSITIONS``): seeded random playouts with ``core.match.Match`` (moves chosen by
``core.rng.Rng(seed, 7)``), opened in the page from a share link (``#r=``). The taps are the
moves a player would make from there (random legal moves, ``Rng(seed, 100 + round)``, the
same for every build), played with the end-to-end tests' helpers (``tests/e2e/*_play.py``):
select a tile, rotate, preview, place, choose a follower, bid, take the device at the
hand-over screen, ... Each call of such a helper's tap (a board square; a drag that brings
it into view first is not timed) or press (a panel button) is one measured tap; keyboard
steps (New England's ``r`` with a mouse) are not. A round ends after ``taps / rounds`` taps (the move under way is
played on unmeasured so that the next round starts from the link again).

The taps are real input: Playwright's mouse click and touchscreen tap send them through CDP
(``Input.dispatchMouseEvent``, ``Input.dispatchTouchEvent``), so the browser makes the
pointer, touch and click events as for a hand.

What is measured, in the page (``PROBE``): from the tap's first input event
(``pointerdown``, its ``event.timeStamp``: when the browser received the input) to the end
of the next frame after the tap's ``click`` has been handled: a capturing ``click`` listener
on ``window`` asks for an animation frame (before the page's own listeners run, so its
callback comes before any the page asks for), and from that callback posts a message whose
handler takes the time; the message runs after the frame's style, layout and paint work, and
before tasks the page queues from its frame callbacks (work shown after the frame, which
``next_ms``, the end of the frame after that, includes). So the time is input to frame
produced, including all Python the click handlers run (``handler_ms``: to the end of a
bubbling listener, after the page's) and the DOM work it causes. As a cross
check the Event Timing API's duration of the same interaction (input to the next paint,
8 ms granularity, only reported when >= 16 ms) is kept as ``event_ms``. ``--busy MS`` adds a
``click`` listener on ``document`` that spins for MS ms (after the page's handlers, before
the probe's): the measured times must grow by MS (the check that the probe measures the
handler's work). ``--profile`` counts the page's Python calls per tap (its profiler, from the
tap until idle): work that the load of a shared machine does not disturb.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from core import links  # noqa: E402
from core.match import Match  # noqa: E402
from core.rng import Rng  # noqa: E402
from tests.e2e import page_moves  # noqa: E402

PROFILE = False  #: ``--profile``: count the page's Python calls per tap (times include the profiler)

VIEWPORTS = {
    "1024x768 mouse": {"viewport": {"width": 1024, "height": 768}},
    "360x740 touch": {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True},
}

PROBE = """
(() => {
  const b = window.__bench = {cur: null, armed: false, events: [], busy: 0, resolve: null};
  addEventListener('pointerdown', (e) => {
    if (!b.armed || b.cur) return;
    b.cur = {t0: Math.min(e.timeStamp, performance.now())};
  }, true);
  const after = (then) => requestAnimationFrame(() => {  // then(): at the frame's end
    const ch = new MessageChannel(); ch.port1.onmessage = then; ch.port2.postMessage(0); });
  addEventListener('click', () => {  // capture: this frame callback comes before the page's
    const cur = b.cur;
    if (!cur || cur.asked) return;
    cur.asked = true;
    after(() => {
      cur.done = performance.now();
      after(() => { cur.next = performance.now(); b.armed = false; b.cur = null;
                    if (b.resolve) b.resolve(cur); });
    });
  }, true);
  addEventListener('click', () => { if (b.cur && !b.cur.clicked) b.cur.clicked = performance.now(); }, false);
  document.addEventListener('click', () => {
    if (!b.busy || !b.cur) return;
    const end = performance.now() + b.busy;
    while (performance.now() < end) {}
  }, false);
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) b.events.push(
      {name: e.name, start: e.startTime, duration: e.duration, id: e.interactionId}); })
      .observe({type: 'event', buffered: true, durationThreshold: 16});
  } catch (e) {}
})();
"""

ARM = """(busy) => { const b = window.__bench; b.busy = busy; b.cur = null; b.armed = true;
  b.done = new Promise((r) => { b.resolve = r; }); }"""
COLLECT = """async (timeout) => {
  const b = window.__bench;
  const got = await Promise.race([b.done, new Promise((r) => setTimeout(() => r(null), timeout))]);
  b.armed = false; b.cur = null;
  if (!got) return null;
  await new Promise((r) => setTimeout(r, 50));  // let the Event Timing entries arrive
  const ev = b.events.filter((e) => e.start >= got.t0 - 1).map((e) => e.duration);
  b.events = [];
  return {ms: got.done - got.t0, next_ms: got.next - got.t0, handler_ms: got.clicked - got.t0,
          event_ms: ev.length ? Math.max(...ev) : null};
}"""


# -- positions ---------------------------------------------------------------------------------

def _playout(match: Match, seed: int, until: Callable[[Match], bool], limit: int = 5000) -> Match:
    pick = Rng(seed, 7)
    for _ in range(limit):
        if until(match):
            return match
        if match.over:
            raise ValueError("the game ended before the wanted position")
        legal = match.legal_moves()
        match.play(legal[pick.below(len(legal))])
    raise ValueError("the wanted position was not reached")


def _late(game: str, players: int, seed: int, share: float = 0.85) -> Match:
    """A position ``share`` of the way through the seed's whole random game (by steps)."""
    names = [f"P{i + 1}" for i in range(players)]
    whole = _playout(Match.new(game, names, {}, seed), seed, lambda m: m.over)
    n = int(share * len(whole.steps))
    return _playout(Match.new(game, names, {}, seed), seed, lambda m: len(m.steps) >= n)


def carcassonne() -> Match:
    """3 players, default options (3 hidden half tiles each), 25 tiles left in the pile."""
    return _playout(Match.new("carcassonne", ["P1", "P2", "P3"], {}, 3), 3,
                    lambda m: m.state.pile_size == 25 and m.state.drawn)


def keyflower() -> Match:
    """6 players, default options, the first move of winter (season 3) in its bidding phase."""
    return _playout(Match.new("keyflower", [f"P{i + 1}" for i in range(6)], {}, 6), 6,
                    lambda m: m.state.season == 3 and m.state.phase == "play")


def eden() -> Match:
    """3 players, 85 % of the steps of seed 4's random game."""
    return _late("eden", 3, 4)


def new_england() -> Match:
    """3 players, 85 % of the steps of seed 5's random game."""
    return _late("new-england", 3, 5)


@dataclass(frozen=True)
class Position:
    name: str
    make: Callable[[], Match]
    module: str          # the end-to-end helper module whose tap/press are measured
    tap_names: tuple     # its functions that tap (board squares, panel buttons)
    seed: int


POSITIONS = (
    Position("Carcassonne 3p, 25 tiles left", carcassonne, "tests.e2e.carcassonne_play", ("tap", "press"), 3),
    Position("Keyflower 6p, winter", keyflower, "tests.e2e.keyflower_play", ("tap", "press"), 6),
    Position("Eden 3p, late", eden, "tests.e2e.eden_play", ("tap_square", "press"), 4),
    Position("New England 3p, late", new_england, "tests.e2e.test_new_england_page", ("tap", "button"), 5),
)


# -- moves by the page's controls -----------------------------------------------------------------

def _play_move(position: Position, helpers, taps: "_Taps", page, match: Match, move: str,
               touch: bool) -> None:
    """Play ``move`` with the e2e helpers (a hand-over passed first); Eden's trades directly."""
    if page.get_by_test_id("handover").is_visible():
        getattr(helpers, position.tap_names[1])(page, "reveal", touch)
        page.get_by_test_id("handover").wait_for(state="hidden")
    name = position.name.split()[0]
    if name == "Carcassonne":
        if move == "draw" or move.startswith("pick "):
            helpers.press(page, "cc-" + move.replace(" ", "-"), touch)
        else:
            helpers.place(page, move, touch)
    elif name == "Keyflower":
        helpers.play(page, move, touch)
    elif name == "Eden" and move.split()[0] in ("buy", "sell"):
        button = page.locator(f'[data-arg="{move}"]').first
        taps.measured(page, move, lambda: button.tap() if touch else button.click())
    elif name == "Eden":
        helpers.do_move(page, match, move, touch)
    else:
        helpers.play_by_clicks(page, move, touch)


class _Taps:
    """Wraps a helper module's tap functions so that each call is measured."""
    def __init__(self, helpers, names: tuple, busy: float) -> None:
        self.helpers, self.busy = helpers, busy
        self.originals = {n: getattr(helpers, n) for n in names}
        self.results: list[dict] = []

    def __enter__(self):
        for name, fn in self.originals.items():
            setattr(self.helpers, name, self._wrap(name, fn))
        return self

    def __exit__(self, *exc) -> None:
        for name, fn in self.originals.items():
            setattr(self.helpers, name, fn)

    def _wrap(self, kind: str, fn):
        def wrapped(page, target, touch=False):
            if kind == "tap" and not touch:
                page_moves.into_view(page, target)
            self.measured(page, target, lambda: fn(page, target, touch))
        return wrapped

    def measured(self, page, target: str, action: Callable[[], None]) -> None:
        """Do ``action`` (one tap); keep its time, target, whether it played, (PROFILE) calls."""
        before = page.evaluate("window.speeltafel.record()")
        if PROFILE:
            page.evaluate("window.speeltafel.profile(true)")
        page.evaluate(ARM, self.busy)
        action()
        got = page.evaluate(COLLECT, 10_000)
        played = page.evaluate("window.speeltafel.record()") != before
        # let the page go idle (the fade after a move lasts 0.9 s) before the next tap
        time.sleep(1.0 if played else 0.15)
        if PROFILE:
            found = re.search(r"(\d+) function calls", page.evaluate("window.speeltafel.profile(false)"))
            if got is not None and found:
                got["calls"] = int(found.group(1))
        if got is None:
            print(f"    no click/frame seen for {target}", file=sys.stderr)
        else:
            self.results.append({**got, "target": target, "played": played})


def measure(browser, base: str, position: Position, match: Match, viewport: str, taps: int,
            rnd: int, busy: float) -> list[dict]:
    """``taps`` taps on ``position`` (opened from ``match``'s link) in a new context."""
    import importlib

    from tests.e2e.conftest import seed_snapshot

    touch = "touch" in viewport
    context = browser.new_context(**VIEWPORTS[viewport])
    try:
        seed_snapshot(context, base)
        context.add_init_script(PROBE)
        page = context.new_page()
        page.goto(base + "#r=" + links.encode(match.record_text()))
        page.wait_for_function("() => document.body.dataset.appState === 'ready'", timeout=120_000)
        page.get_by_test_id("board").wait_for(state="visible")
        time.sleep(1.0)
        helpers = importlib.import_module(position.module)
        pick = Rng(position.seed, 100 + rnd)
        here = Match.from_record(match.record_text())
        with _Taps(helpers, position.tap_names, busy) as taps_seen:
            while len(taps_seen.results) < taps and not here.over:
                legal = here.legal_moves()
                if position.name.startswith("Carcassonne"):  # a placement when there is one
                    legal = [m for m in legal if len(m.split()) >= 3] or legal
                move = legal[pick.below(len(legal))]
                _play_move(position, helpers, taps_seen, page, here, move, touch)
                here.play(move)
        return taps_seen.results[:taps]
    finally:
        context.close()


# -- the run ------------------------------------------------------------------------------------

def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def _stats(results: list[dict], key: str = "ms") -> dict:
    values = [r[key] for r in results if r.get(key) is not None]
    if not values:
        return {"n": 0}
    return {"n": len(values), "median": round(statistics.median(values), 1),
            "p95": round(_p95(values), 1), "max": round(max(values), 1)}


def serve(dist: Path):
    from tools.serve import make_server

    server = make_server(dist, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    return server, f"http://{host}:{port}/"


def run(dists: list[Path], taps: int = 20, rounds: int = 2, busy: float = 0.0,
        only: str = "", viewports: tuple = tuple(VIEWPORTS)) -> dict:
    from playwright.sync_api import expect, sync_playwright

    from tools.chromium import chromium_launch_options

    expect.set_options(timeout=15_000)
    for dist in dists:
        if not (dist / "index.html").exists():
            raise SystemExit(f"{dist}/index.html is missing: build it first (python3 build.py)")
    servers = [serve(d) for d in dists]
    names = [str(d) for d in dists]
    raw: dict = {n: {} for n in names}
    per_round = [taps // rounds + (1 if i < taps % rounds else 0) for i in range(rounds)]
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(headless=True, **chromium_launch_options())
            for position in POSITIONS:
                if only and only.lower() not in position.name.lower():
                    continue
                match = position.make()
                for viewport in viewports:
                    for rnd, n in enumerate(per_round):
                        for name, (_, base) in zip(names, servers):
                            got = measure(browser, base, position, match, viewport, n, rnd, busy)
                            raw[name].setdefault(position.name, {}).setdefault(viewport, []).extend(got)
                            print(f"  {name} | {position.name} | {viewport} | round {rnd}: "
                                  + " ".join(f"{r['ms']:.0f}" for r in got), file=sys.stderr)
            browser.close()
    finally:
        for server, _ in servers:
            server.shutdown()
    summary = {name: {pos: {vp: {"all": _stats(rs), "playing": _stats([r for r in rs if r["played"]]),
                                 "event_timing": _stats(rs, "event_ms"),
                                 "handler": _stats(rs, "handler_ms"), "next": _stats(rs, "next_ms"),
                                 "calls": _stats(rs, "calls")}
                            for vp, rs in vps.items()} for pos, vps in found.items()}
               for name, found in raw.items()}
    return {"summary": summary, "raw": raw, "busy_ms": busy, "taps": taps,
            "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}


def table(result: dict) -> str:
    """A Markdown table: median / p95 in ms per build, position and viewport (and, for a
    position with taps that play a move, those taps on their own)."""
    builds = list(result["summary"])
    vps = [vp for vp in VIEWPORTS if any(vp in found for b in builds
                                         for found in result["summary"][b].values())]
    head = "| position | " + " | ".join(f"{b} {vp}" for vp in vps for b in builds) + " |"
    lines = [head, "|" + "---|" * (1 + len(vps) * len(builds))]
    positions = list(next(iter(result["summary"].values())))
    for pos in positions:
        rows = [("all taps", "all")]
        if pos.startswith("Carcassonne"):
            rows.append(("the taps that place (play a move)", "playing"))
        rows += [("tap to the end of its click handlers", "handler"), ("tap to the frame after", "next")]
        if PROFILE:
            rows.append(("Python calls from the tap until idle (profiled)", "calls"))
        for label, key in rows:
            cells = []
            for vp in vps:
                for b in builds:
                    s = result["summary"][b].get(pos, {}).get(vp, {}).get(key, {})
                    cells.append(f"{s['median']:.0f} / {s['p95']:.0f} (n={s['n']})" if s.get("n") else "-")
            lines.append(f"| {pos}: {label} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, action="append",
                        help="a built site (repeatable; default dist/)")
    parser.add_argument("--taps", type=int, default=20, help="taps per position and viewport")
    parser.add_argument("--rounds", type=int, default=2, help="page opens the taps are split over")
    parser.add_argument("--busy", type=float, default=0.0, help="spin MS ms in a click listener (probe check)")
    parser.add_argument("--only", default="", help="only positions whose name contains this")
    parser.add_argument("--json", type=Path, help="also write the result here")
    parser.add_argument("--profile", action="store_true", help="count the page's Python calls per tap")
    parser.add_argument("--viewport", action="append", choices=list(VIEWPORTS),
                        help="only this viewport (repeatable; default both)")
    args = parser.parse_args(argv)
    global PROFILE
    PROFILE = args.profile
    dists = [d.resolve() for d in (args.dist or [ROOT / "dist"])]
    result = run(dists, args.taps, args.rounds, args.busy, args.only,
                 tuple(args.viewport or VIEWPORTS))
    print(table(result))
    if args.json:
        args.json.write_text(json.dumps(result, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
