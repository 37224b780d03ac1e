"""One command for every benchmark: ``.venv/bin/python bench/run.py [--runs N] [--seconds S]``.

Prints, from one run: time to the first paint and until ``appState == "ready"`` for our page,
started the normal way and from the warm-start snapshot, and for a bare Pyodide page (cold and
warm, medians of N loads, and the ratios), bytes transferred on a first visit,
and random playouts per second of every game natively and in Pyodide (Node), at its smallest
and largest player count, with the mean, p99 and slowest ``legal_moves`` call seen and the p99
of the late game (the last fifth of each game's calls). ``--engines-only`` skips the pages, ``--pages-only`` the playouts. Needs a built ``dist/`` (``python3 build.py``). ``--json`` prints
the raw numbers instead of the table.
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
    args = ap.parse_args()

    pages = None if args.engines_only else startup.run(args.runs)
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
          "fast": "Speeltafel, warm start"}


def _print_pages(pages: dict, runs: int) -> None:
    print(f"Start-up (medians of {runs} loads each, headless Chromium, loopback; cold = first"
          " visit, warm = reload once the service worker has stored the site):")
    print(f"  {'page':<28}{'first paint':>12}{'ready':>9}{'x bare':>8}   {'first paint':>11}"
          f"{'ready':>9}{'x bare':>8}   {'first visit: until ready':>24}{'in all':>10}   starts")
    print(f"  {'':<28}{'cold':>29}   {'warm':>28}")
    for name, label in LABELS.items():
        p = pages[name]
        ratio_c = f"{p['ratio_cold']:.2f}x" if "ratio_cold" in p else ""
        ratio_w = f"{p['ratio_warm']:.2f}x" if "ratio_warm" in p else ""
        fcp_c = _s(p["fcp_cold_ms"]) if name != "bare" else "-"
        fcp_w = _s(p["fcp_warm_ms"]) if name != "bare" else "-"
        print(f"  {label:<28}{fcp_c:>12}{_s(p['cold_ms']):>9}{ratio_c:>8}   {fcp_w:>11}"
              f"{_s(p['warm_ms']):>9}{ratio_w:>8}   {_mb(p['first_visit_bytes_until_ready']):>24}"
              f"{_mb(p['first_visit_bytes_total']):>10}   {', '.join(p['starts'])}")
    fast = pages["fast"]
    print(f"  warm start: ready in {fast['ratio_warm']:.2f}x the bare page's warm time (target <= 0.60x);"
          f" first visit {fast['ratio_cold']:.2f}x the bare page's cold time and"
          f" {fast['cold_ms'] / pages['plain']['cold_ms']:.2f}x the normal start's (target <= 1.10x)")


if __name__ == "__main__":
    sys.exit(main())
