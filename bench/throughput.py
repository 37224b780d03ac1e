"""Rules-engine throughput: random playouts of one game for a fixed time.

Pure standard library, so the same file runs natively and inside Pyodide (bench/run.py
loads it there through node). Moves are chosen with the project's PRNG, so a run is the same
sequence of games everywhere; only the clock differs.
"""

from __future__ import annotations

import time


def playouts(game_id: str = "stad-en-land", seconds: float = 5.0, players: int | None = None) -> dict:
    """Play random games for about ``seconds``; report games/s, steps/s and the
    ``legal_moves`` times in milliseconds: mean, p99 and slowest over all calls, p99 over
    the late game (the last fifth of each game's calls, where boards are fullest) and p99
    over the busiest positions (the tenth of all calls with the most legal moves)."""
    from core import registry
    from core.match import Match
    from core.rng import Rng

    game = registry.get(game_id)
    n = players or game.min_players
    names = [f"P{i + 1}" for i in range(n)]
    games = steps = 0
    slowest = 0.0
    legal_calls = 0
    legal_total = 0.0
    times: list[float] = []
    sizes: list[int] = []
    late: list[float] = []
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds:
        match = Match.new(game_id, names, {}, seed)
        pick = Rng(seed, 999)
        these: list[float] = []
        while not match.over:
            t0 = time.perf_counter()
            moves = match.legal_moves()
            dt = time.perf_counter() - t0
            legal_calls += 1
            legal_total += dt
            slowest = max(slowest, dt)
            times.append(dt)
            sizes.append(len(moves))
            these.append(dt)
            match.play(moves[pick.below(len(moves))])
            steps += 1
        late += these[len(these) - len(these) // 5:]
        games += 1
        seed += 1
    elapsed = time.perf_counter() - start
    return {
        "game": game_id,
        "players": n,
        "games": games,
        "seconds": round(elapsed, 3),
        "games_per_s": round(games / elapsed, 1),
        "moves_per_s": round(steps / elapsed, 1),
        "legal_calls": legal_calls,
        "legal_mean_ms": round(1000 * legal_total / max(legal_calls, 1), 3),
        "legal_p99_ms": _p99(times),
        "legal_slowest_ms": round(1000 * slowest, 3),
        "legal_late_p99_ms": _p99(late),
        "legal_busy_p99_ms": _p99(_busiest(times, sizes)),
        "legal_busy_moves": min(sorted(sizes, reverse=True)[:max(1, len(sizes) // 10)], default=0),
    }


def _busiest(times: list[float], sizes: list[int]) -> list[float]:
    """The times of the tenth of the calls with the most legal moves."""
    order = sorted(range(len(times)), key=lambda i: -sizes[i])
    return [times[i] for i in order[:max(1, len(order) // 10)]]


def _p99(times: list[float]) -> float:
    return round(1000 * sorted(times)[int(0.99 * (len(times) - 1))], 3) if times else 0.0


if __name__ == "__main__":
    import json
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    print(json.dumps(playouts(seconds=float(sys.argv[1]) if len(sys.argv) > 1 else 5.0)))


def move_data_cost(game_id: str = "keyflower", players: int | None = None, seed: int = 7,
                   rounds: int = 3) -> dict:
    """``Game.move_data`` against ``Game.legal_moves`` over the positions of one random game:
    each is timed on fresh copies of the states (nothing cached), ``rounds`` times; the ratio
    is what a page pays for the moves as data instead of as text."""
    from dataclasses import replace

    from core import registry
    from core.match import Match
    from core.rng import Rng

    game = registry.get(game_id)
    n = players or game.min_players
    match = Match.new(game_id, [f"P{i + 1}" for i in range(n)], {}, seed)
    pick = Rng(seed, 999)
    states = []
    while not match.over:
        states.append(match.state)
        moves = match.legal_moves()
        match.play(moves[pick.below(len(moves))])
    spent = {"legal_moves": 0.0, "move_data": 0.0}
    for _ in range(rounds):
        for name, call in (("legal_moves", game.legal_moves), ("move_data", game.move_data)):
            fresh = [replace(s) for s in states]
            t0 = time.perf_counter()
            for s in fresh:
                call(s)
            spent[name] += time.perf_counter() - t0
    return {"game": game_id, "players": n, "positions": len(states),
            "moves": sum(len(game.legal_moves(s)) for s in states),
            "legal_moves_ms": round(1000 * spent["legal_moves"] / rounds, 1),
            "move_data_ms": round(1000 * spent["move_data"] / rounds, 1),
            "ratio": round(spent["move_data"] / spent["legal_moves"], 2)}
