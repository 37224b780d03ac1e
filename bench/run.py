"""One command for every benchmark: ``.venv/bin/python bench/run.py [--runs N] [--seconds S]``.

Prints, from one run: time to the first paint and until ``appState == "ready"`` for our page
(its first visit, cold, and its warm start) and for a bare Pyodide page (cold and warm,
medians of N loads, and the ratios), and bytes transferred on a first visit, in two profiles:
``loopback`` and ``phone`` (a phone on a mobile network: ``startup.PROFILES``; ``--profile``
picks one; ``--plain`` adds our page started the normal way, without the snapshot);
and random playouts per second of every game natively and in Pyodide (Node), at its smallest
and largest player count, with the mean, p99 and slowest ``legal_moves`` call seen and the p99
of the late game (the last fifth of each game's calls). ``--engines-only`` skips the pages,
``--pages-only`` the playouts; ``--other DIST`` adds another build of the site (e.g. of the
main branch) in the same rounds, an A/B on one machine state. Needs a built ``dist/``
(``python3 build.py``). ``--json`` prints the raw numbers instead of the table.
"""

from __future__ import annotations

import argparse
import json
import platform
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

import startup  # noqa: E402
import throughput  # noqa: E402


def in_pyodide(game_id: str, seconds: float, players: int) -> dict:
    node = shutil.which("node")
    if node is None:
        raise SystemExit("node is missing")
    out = subprocess.run(
        [node, str(ROOT / "tests" / "pyodide" / "run_in_pyodide.mjs"), str(ROOT),
         str(HERE / "throughput.py"), f"throughput.playouts({game_id!r}, seconds={seconds!r}, players={players!r})"],
        capture_output=True, text=True, check=True, timeout=600)
    return json.loads(out.stdout.strip().splitlines()[-1])


def _mb(n: float) -> str:
    return f"{n / 1e6:.2f} MB"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7, help="page loads per measurement (median)")
    ap.add_argument("--seconds", type=float, default=10.0, help="playout time per game and runtime")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--engines-only", action="store_true", help="no page loads")
    ap.add_argument("--pages-only", action="store_true", help="no rules-engine playouts")
    ap.add_argument("--profile", choices=sorted(startup.PROFILES), action="append",
                    help="load profile (repeatable; default: all)")
    ap.add_argument("--plain", action="store_true", help="also the normal start (no snapshot)")
    ap.add_argument("--other", type=Path, metavar="DIST",
                    help="also another build of the site (its dist/), in the same rounds")
    args = ap.parse_args()

    profiles = tuple(args.profile or startup.PROFILES)
    names = ("bare", "plain", "fast") if args.plain else ("bare", "fast")
    pages = None if args.engines_only else startup.run(args.runs, profiles=profiles, pages=names,
                                                             other=args.other)
    from core import registry
    engines = {}
    for gid in [] if args.pages_only else registry.ids():
        game = registry.get(gid)
        for n in sorted({game.min_players, game.max_players}):
            engines[f"{gid} {n}p"] = {
                "native": throughput.playouts(gid, seconds=args.seconds, players=n),
                "pyodide": in_pyodide(gid, args.seconds, n)}
    result = {"machine": {"python": platform.python_version(), "cpus": __import__("os").cpu_count()},
              "pages": pages, "engines": engines}
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    if pages:
        _print_pages(pages, args.runs)
    for key, runs in engines.items():
        native, pyo = runs["native"], runs["pyodide"]
        print(f"{key} random playouts:")
        for name, t in (("native CPython " + platform.python_version(), native), ("Pyodide (Node)", pyo)):
            print(f"  {name:<22}{t['games_per_s']:>8.1f} games/s {t['moves_per_s']:>9.1f} moves/s"
                  f"   legal_moves mean {t['legal_mean_ms']:.3f} ms, p99 {t['legal_p99_ms']:.3f} ms,"
                  f" late p99 {t['legal_late_p99_ms']:.3f} ms, busiest p99 {t['legal_busy_p99_ms']:.3f} ms"
                  f" ({t['legal_busy_moves']}+ moves), slowest {t['legal_slowest_ms']:.2f} ms")
        print(f"  Pyodide/native speed: {native['moves_per_s'] / pyo['moves_per_s']:.2f}x slower")
    return 0


def _s(ms: float | None) -> str:
    return "-" if ms is None else f"{ms / 1000:.2f} s"


LABELS = {"bare": "bare Pyodide page", "plain": "Speeltafel, normal start",
          "fast": "Speeltafel as it ships", "other": "the other build (--other)"}

#: Issue 26's targets, against the bare page in the same profile and run.
TARGETS = {"ratio_cold": 0.9, "ratio_bytes": 0.8, "ratio_warm": 0.35}


def _x(page: dict, key: str) -> str:
    return f"{page[key]:.2f}x" if key in page else ""


def _print_pages(profiles: dict, runs: int) -> None:
    print(f"Start-up (medians of {runs} loads each, headless Chromium; cold = first visit,"
          " warm = reload once the service worker has stored the site; bytes as sent, compressed):")
    for profile, pages in profiles.items():
        print(f"[{profile}]  {startup.PROFILES[profile] or 'no throttling'}")
        print(f"  {'page':<26}{'first paint':>12}{'ready':>9}{'x bare':>8}   {'first paint':>11}"
              f"{'ready':>9}{'x bare':>8}   {'bytes until ready':>18}{'x bare':>8}{'in all':>10}   starts")
        print(f"  {'':<26}{'cold':>29}   {'warm':>28}")
        for name, p in pages.items():
            print(f"  {LABELS[name]:<26}{_s(p['fcp_cold_ms']):>12}{_s(p['cold_ms']):>9}"
                  f"{_x(p, 'ratio_cold'):>8}   {_s(p['fcp_warm_ms']):>11}{_s(p['warm_ms']):>9}"
                  f"{_x(p, 'ratio_warm'):>8}   {_mb(p['first_visit_bytes_until_ready']):>18}"
                  f"{_x(p, 'ratio_bytes'):>8}{_mb(p['first_visit_bytes_total']):>10}"
                  f"   {', '.join(p['starts'])}")
        fast = pages.get("fast")
        if fast and "ratio_cold" in fast:
            verdict = ", ".join(f"{key[6:]} {fast[key]:.2f}x (<= {limit}x: "
                                f"{'met' if fast[key] <= limit else 'NOT met'})"
                                for key, limit in TARGETS.items())
            print(f"  issue 26 targets, as it ships against bare: {verdict}")


if __name__ == "__main__":
    sys.exit(main())
