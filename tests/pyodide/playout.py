"""Seeded random playouts of every registered game, for the determinism check between
CPython and Pyodide. The test imports this file natively and loads the very same file into
Pyodide (tests/pyodide/run_in_pyodide.mjs), so both runtimes run identical code.

Every game, every combination of option choices that plays differently (``Game.option_sets``)
and every player count (see :func:`configurations`; a "configuration"),
each with its own seeds (see :func:`seeds_for`): moves are picked with
``Rng(seed, MOVE_STREAM).below(len(moves))`` from the legal moves in their listed order until
the game is over. Each playout is summarised by the sha256 of its record text and of ``repr``
of the final state (plus scores, winners, and whether the record replays to the same state).

Budget: each game gets at most about GAMES_PER_GAME playouts spread over its configurations, at
least MIN_SEEDS_PER_CONFIG per configuration (one small seed and one large), so a game with many
options does not make the test slow; a game with 4 configurations (Stad en Land) gets 10 seeds
for each. What differs between two runtimes (hash or set order, integer width, float text) shows
in nearly every game, so more seeds of a configuration add time, not power: 80 per game and 3
per configuration (388 playouts, about 60 s natively and 100 s in Pyodide on the development
machine) were cut to these (220) on 2026-11-28 for the suite's time (docs/suite-time.md).
"""

from __future__ import annotations

import hashlib
import os
import sys

import core
from core import registry
from core.match import Match
from core.rng import Rng

MOVE_STREAM = 999
GAMES_PER_GAME = 40
MIN_SEEDS_PER_CONFIG = 2
#: Large seeds (64-bit arithmetic in the PRNG); every configuration gets one of them.
BIG_SEEDS = (2**64 - 1, 2**63 - 1, 2**32 + 5, 2**31 - 1, 123_456_789, 8731)
MAX_STEPS = 20_000


def option_sets(game) -> list[dict]:
    """Every combination of the game's option choices that plays differently, in
    declaration order (``Game.option_sets``)."""
    return game.option_sets()


def configurations(game) -> list[tuple[int, dict]]:
    """(players, options), in a fixed order: every option set once, the player counts taken
    in turn, then every player count not yet played with the default options. Each option
    choice and each player count is played without the full product of the two (76 cases
    for Carcassonne, whose playouts are the slowest)."""
    counts = list(range(game.min_players, game.max_players + 1))
    sets = option_sets(game)
    out = [(counts[i % len(counts)], options) for i, options in enumerate(sets)]
    default = game.normalize_options({})
    out += [(n, default) for n in counts if (n, default) not in out]
    return out


def seeds_for(index: int, count: int) -> list[int]:
    """The seeds of the ``index``-th of ``count`` configurations of a game: small seeds of its
    own (no two configurations share one) and one large seed."""
    per = max(MIN_SEEDS_PER_CONFIG, GAMES_PER_GAME // count)
    return [index * per + i for i in range(per - 1)] + [BIG_SEEDS[index % len(BIG_SEEDS)]]


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def playout(game_id: str, players: int, options: dict, seed: int) -> dict:
    match = Match.new(game_id, [f"Speler {i + 1}" for i in range(players)], options, seed)
    rng = Rng(seed, MOVE_STREAM)
    while not match.over:
        moves = match.legal_moves()
        if not moves:
            raise AssertionError(f"{game_id} seed {seed}: not over, but no legal moves "
                                 f"after {len(match.steps)} steps")
        if len(match.steps) > MAX_STEPS:
            raise AssertionError(f"{game_id} seed {seed}: still going after {MAX_STEPS} steps")
        match.play(moves[rng.below(len(moves))])
    record = match.record_text()
    replayed = Match.from_record(record)
    game = match.game
    return {
        "game": game_id,
        "players": players,
        "options": options,
        "seed": seed,
        "steps": len(match.steps),
        "scores": list(game.scores(match.state)),
        "winners": list(game.winners(match.state)),
        "record_sha256": _sha(record),
        "state_sha256": _sha(repr(match.state)),
        "replay_same": repr(replayed.state) == repr(match.state),
    }


def plan(short: bool = False) -> list[tuple[str, int, dict, int]]:
    """Every playout to run: (game id, players, options, seed), in a fixed order.

    ``short``: the plan for a second way of starting the same shipped bytecode (the warm
    start's snapshot): each game at each player count with its default options, with the
    first small seed and the large seed of that configuration (the full plan runs every option
    set; what a second start can get wrong is the interpreter's state, not a rule)."""
    todo = []
    for game_id, game in registry.games().items():
        configs = configurations(game)
        default = game.normalize_options({})
        for index, (players, options) in enumerate(configs):
            seeds = seeds_for(index, len(configs))
            if short:
                if options != default:
                    continue
                seeds = [seeds[0], seeds[-1]]
            for seed in seeds:
                todo.append((game_id, players, options, seed))
    return todo


def run_all(short: bool = False) -> list[dict]:
    """One summary per planned playout, in plan order (:func:`plan`)."""
    return [playout(*job) for job in plan(short)]


#: Bot moves compared between the runtimes (issue 25): per game, positions after these many
#: random moves of the first configuration's first seed, searched with this budget and seed.
BOT_POSITIONS = (0, 9)
BOT_ITERATIONS = 6
BOT_SEED = 2026


def bot_moves() -> list[dict]:
    """For every game, each of :data:`BOT_POSITIONS` and every level: the move
    ``core.bots.choose`` picks (no time cap, so only the arithmetic decides) and the
    position's digest."""
    from core.bots import LEVELS, choose

    out = []
    for game_id, game in registry.games().items():
        players, options = configurations(game)[0]
        for steps in BOT_POSITIONS:
            match = Match.new(game_id, [f"Speler {i + 1}" for i in range(players)], options, 1)
            rng = Rng(1, MOVE_STREAM)
            for _ in range(steps):
                moves = match.legal_moves()
                before = len(match.steps)
                match.play(moves[rng.below(len(moves))])
                if match.over:   # keep a position with a seat to move
                    match.truncate(before)
                    break
            # every level: a level may search with its own hints (``BotHints.levels``: its
            # own evaluation, no playouts), so each level's arithmetic is compared
            for level in LEVELS:
                move = choose(game, match.state, level, BOT_SEED, BOT_ITERATIONS)
                out.append({"game": game_id, "steps": len(match.steps), "level": level,
                            "move": move, "state_sha256": _sha(game.digest(match.state))})
    return out


def runtime() -> dict:
    return {"platform": sys.platform, "python": sys.version.split()[0],
            "core_file_exists": os.path.exists(core.__file__ or "")}
