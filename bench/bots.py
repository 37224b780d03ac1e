"""Bot strength and thinking time (issue 25): seeded tournaments, natively.

    .venv/bin/python bench/bots.py GAME [--players N] [--games G] [--pairing P ...] [--seed S]

    .venv/bin/python bench/bots.py GAME [--players N] --think POSITIONS

    .venv/bin/python bench/bots.py GAME [--players N] --agree POSITIONS [--bot-seeds K]

A pairing is ``CANDIDATE:OPPONENT`` with players ``random`` (uniform among the legal moves),
``greedy`` (the best immediate own score, ties at random) or a bot level (``easy``,
``normal``, ``strong``). Game ``k`` of a pairing uses match seed ``S + k``; the candidate
sits at seat ``k mod N`` and every other seat is the opponent. A win counts 1, a win shared
by ``w`` seats ``1/w``. Prints one line of JSON per pairing: the win rate with its Wilson
95% interval, the number of games, and the candidate's thinking time per move (mean, p95,
max, in seconds of the process's CPU time, so that other work on a shared machine does not
count), and on stderr one line per game as it ends (its seed, the candidate's seat, the winners, the
CPU seconds it took). Every level is searched with its iteration budget and no time cap, so a
run is the same on any machine apart from the times. ``--think`` measures each level's
thinking time alone, at positions taken early, midway and late in random games. ``--agree``
asks whether a bigger budget decides differently: at positions a third and two thirds into
games played by greedy players, each level searches with ``K`` bot seeds; per level it prints
at how many positions all seeds chose the same move, the mean best-minus-second value of the
root's two most visited moves, the tree's mean depth, and at how many positions the level's
most frequent choice is the normal level's.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core import registry  # noqa: E402
from core.bots import LEVELS, choose  # noqa: E402
from core.match import Match  # noqa: E402
from core.rng import Rng  # noqa: E402


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``wins / n`` (95% for ``z = 1.96``)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def greedy(game, state, rng: Rng) -> str:
    """The move after which the mover's score (the standing, before any chance it triggers)
    is highest; ties at random."""
    seat = game.to_move(state)
    best: list[str] = []
    top = None
    for move in game.legal_moves(state):
        score = game.scores(game.apply(state, move))[seat]
        if top is None or score > top:
            best, top = [move], score
        elif score == top:
            best.append(move)
    return best[rng.below(len(best))]


def pick(kind: str, game, state, rng: Rng, seed: int) -> str:
    if kind == "random":
        moves = game.legal_moves(state)
        return moves[rng.below(len(moves))]
    if kind == "greedy":
        return greedy(game, state, rng)
    return choose(game, state, kind, seed=seed)


def play(game_id: str, players: int, seed: int, kinds: list[str],
         times: list[tuple[int, float]], missed: list[int]) -> tuple[list[int], list]:
    """One game with ``kinds[seat]`` at each seat; appends ``(seat, seconds)`` per move to
    ``times`` and, per move of an easy bot, whether it missed a score to ``missed``.
    Returns the winners and the final scores."""
    match = Match.new(game_id, [f"P{i + 1}" for i in range(players)], {}, seed)
    rng = Rng(seed, 4242)
    game = match.game
    while not match.over:
        seat = match.to_move()
        assert seat is not None
        t0 = time.process_time()
        move = pick(kinds[seat], game, match.state, rng, seed * 1000 + len(match.steps))
        times.append((seat, time.process_time() - t0))
        if kinds[seat] == "easy":
            missed.append(_missed_score(game, match.state, move))
        match.play(move)
    return game.winners(match.state), list(game.scores(match.state))


def _missed_score(game, state, move: str) -> int:
    """1 when ``move`` is a pass (its verb is ``pass``) while some legal move would have
    raised the mover's score at once (issue 25: easy must not pass up points)."""
    data = {m.text: m for m in game.move_data(state)}
    if data[move].verb != "pass":
        return 0
    seat = game.to_move(state)
    now = game.scores(state)[seat]
    return int(any(game.scores(game.apply(state, m))[seat] > now for m in game.legal_moves(state)))


def ahead(seat: int, winners: list[int], scores: list) -> float:
    """The share of the other seats that ``seat`` finished ahead of (a tie counts half): a
    winner is ahead of every seat that did not win; among the seats that did not win, the
    higher final score. With two players this is the win count; with more it is the
    head-to-head reading of "strong against normal" (50% for equal bots, whatever the
    number of seats)."""
    others = [s for s in range(len(scores)) if s != seat]
    total = 0.0
    for o in others:
        if (seat in winners) != (o in winners):
            total += seat in winners
        elif seat in winners or scores[seat] == scores[o]:
            total += 0.5
        else:
            total += scores[seat] > scores[o]
    return total / len(others) if others else 0.0


def tournament(game_id: str, players: int, cand: str, opp: str, games: int, seed: int) -> dict:
    wins = aheads = 0.0
    times: list[float] = []
    missed: list[int] = []
    for k in range(games):
        seat = k % players
        kinds = [opp] * players
        kinds[seat] = cand
        raw: list[tuple[int, float]] = []
        t0 = time.process_time()
        winners, scores = play(game_id, players, seed + k, kinds, raw, missed)
        times += [t for s, t in raw if s == seat]
        if seat in winners:
            wins += 1 / len(winners)
        share = ahead(seat, winners, scores)
        aheads += share
        # one line per game on stderr, so that a long run cut short still tells its games
        print(json.dumps({"pairing": f"{cand}:{opp}", "game": k, "match_seed": seed + k,
                          "seat": seat, "winners": winners, "scores": scores,
                          "ahead": round(share, 3),
                          "cpu_s": round(time.process_time() - t0, 2)}),
              file=sys.stderr, flush=True)
    lo, hi = wilson(wins, games)
    times.sort()
    out = {"game": game_id, "players": players, "candidate": cand, "opponent": opp,
           "games": games, "win_rate": round(wins / games, 3),
           "wilson95": [round(lo, 3), round(hi, 3)]}
    if players > 2:
        # a game's share lies in [0, 1], so its variance is at most p(1 - p): the Wilson
        # interval over games (not over pairs, which are not independent) is conservative
        lo, hi = wilson(aheads, games)
        out["ahead_rate"] = round(aheads / games, 3)
        out["ahead_wilson95"] = [round(lo, 3), round(hi, 3)]
    if cand in LEVELS and times:
        out["think_cpu_s"] = {"mean": round(sum(times) / len(times), 4),
                          "p95": round(times[min(len(times) - 1, int(0.95 * len(times)))], 4),
                          "max": round(times[-1], 4), "moves": len(times)}
    if missed:
        out["easy_passes_with_points_on_offer"] = sum(missed)
    return out


def _positions(game_id: str, players: int, positions: int, seed: int, play, pick,
               keep=lambda match: True) -> list:
    """``positions`` states from seeded games (match seed ``seed``, ``seed + 1``...) played by
    ``play(match, rng)``: of each game's states that ``keep`` accepts, those ``pick`` takes."""
    states: list = []
    k = 0
    while len(states) < positions:
        match = Match.new(game_id, [f"P{i + 1}" for i in range(players)], {}, seed + k)
        rng = Rng(seed + k, 4242)
        line = []
        while not match.over:
            if keep(match):
                line.append(match.state)
            match.play(play(match, rng))
        states += pick(line)[:positions - len(states)]
        k += 1
    return states


def thinking(game_id: str, players: int, positions: int, seed: int) -> list[dict]:
    """Per level, the CPU time of one ``choose`` (the level's budget, no time cap) at
    ``positions`` positions spread over random games: mean, p95 and max in seconds."""
    game = registry.get(game_id)

    def random_move(match, rng):
        moves = match.legal_moves()
        return moves[rng.below(len(moves))]

    # positions spread over the game: early, middle and late
    states = _positions(game_id, players, positions, seed, random_move,
                        lambda line: [line[(2 * j + 1) * len(line) // 6] for j in range(3)])
    out = []
    for level in LEVELS:
        times = []
        for i, state in enumerate(states):
            t0 = time.process_time()
            choose(game, state, level, seed=i)
            times.append(time.process_time() - t0)
        times.sort()
        out.append({"game": game_id, "players": players, "level": level, "positions": len(times),
                    "think_cpu_s": {"mean": round(sum(times) / len(times), 4),
                                    "p95": round(times[min(len(times) - 1, int(0.95 * len(times)))], 4),
                                    "max": round(times[-1], 4)}})
    return out


def _depth(node) -> int:
    return 1 + max((_depth(c) for c in node.children.values()), default=0)


def agreement(game_id: str, players: int, positions: int, seed: int, bot_seeds: int) -> list[dict]:
    """Per level: how its choices at ``positions`` positions spread over ``bot_seeds`` seeds
    (see the module docstring)."""
    from core.bots import Thinking

    game = registry.get(game_id)
    states = _positions(game_id, players, positions, seed,
                        lambda match, rng: greedy(game, match.state, rng),
                        lambda line: [line[j * len(line) // 3] for j in (1, 2) if line],
                        keep=lambda match: len(match.legal_moves()) > 2)
    modal: dict[str, list[str]] = {}
    out = []
    for level in LEVELS:
        same, gaps, depths, modal[level] = 0, [], [], []
        t0 = time.process_time()
        for state in states:
            picks = []
            for bot_seed in range(bot_seeds):
                thinking = Thinking(game, state, level, bot_seed)
                while not thinking.step(1 << 30):
                    pass
                picks.append(thinking.best())
                if thinking.search is not None:
                    seat = thinking.seat
                    top = sorted(thinking.search.children.values(), key=lambda c: -c.visits)
                    value = [c.reward[seat] / c.visits for c in top[:2]]
                    gaps.append(value[0] - value[1] if len(value) > 1 else 0.0)
                    depths.append(_depth(thinking.search.root) - 1)
            same += len(set(picks)) == 1
            modal[level].append(max(picks, key=lambda m: (picks.count(m), -picks.index(m))))
        out.append({"game": game_id, "players": players, "level": level, "positions": len(states),
                    "bot_seeds": bot_seeds, "all_seeds_agree": same,
                    "top2_gap": round(sum(gaps) / max(1, len(gaps)), 4),
                    "tree_depth": round(sum(depths) / max(1, len(depths)), 2),
                    "cpu_s_per_search": round((time.process_time() - t0) / (len(states) * bot_seeds), 3)})
    for row in out:
        row["modal_as_normal"] = sum(a == b for a, b in zip(modal[row["level"]], modal["normal"]))
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("game", choices=registry.ids())
    p.add_argument("--players", type=int)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=1000)
    p.add_argument("--think", type=int, metavar="POSITIONS",
                   help="instead of games: each level's thinking time at this many positions")
    p.add_argument("--agree", type=int, metavar="POSITIONS",
                   help="instead of games: how each level's choices agree over bot seeds")
    p.add_argument("--bot-seeds", type=int, default=4)
    p.add_argument("--pairing", action="append",
                   help="CANDIDATE:OPPONENT (default: every level against random)")
    args = p.parse_args(argv)
    players = args.players or registry.get(args.game).min_players
    if args.think:
        for row in thinking(args.game, players, args.think, args.seed):
            print(json.dumps(row), flush=True)
        return 0
    if args.agree:
        for row in agreement(args.game, players, args.agree, args.seed, args.bot_seeds):
            print(json.dumps(row), flush=True)
        return 0
    pairings = args.pairing or [f"{lv}:random" for lv in LEVELS]
    for pairing in pairings:
        cand, _, opp = pairing.partition(":")
        print(json.dumps(tournament(args.game, players, cand, opp, args.games, args.seed)),
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
