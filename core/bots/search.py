"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS) over ``core.protocol``.

What we follow, and why:

* Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search" (IEEE TCIAIG 2012),
  algorithm SO-ISMCTS: one tree for the searching seat, whose nodes are its information sets
  reached by sequences of moves; every iteration starts from a fresh *determinisation* (the
  hidden part of the state re-sampled consistently with what the seat knows), descends only
  through moves legal in that determinisation, and selects with UCB1 in which a child's
  exploration term counts how often it was *available* rather than how often its parent was
  visited (the paper's subset-armed bandit). Searching one tree over many determinisations,
  instead of one tree per determinisation whose votes are added up ("determinized UCT"),
  avoids the worst of *strategy fusion* (choosing as if a later decision could depend on the
  hidden cards) and spends the budget on one shared tree.
* Chance is not a tree level: pending chance steps are drawn with ``Game.draw_chance`` from
  the bot's own PRNG during descent and playouts, as OpenSpiel's ISMCTS
  (``open_spiel/python/algorithms/ismcts.py``) samples a chance node and recurses, so a node
  stands for the moves made, whatever was drawn between them. The bot never writes a chance
  line: it returns only a move of the seat to act. (OpenSpiel keys its nodes by each
  player's information-state string and uses the parent's visits in UCT; we key by the move
  sequence, since our games have no such string, and use the paper's availability counts.)
* Multi-player: every node keeps a reward per seat and the seat choosing at a node maximises
  its own (the "max^n" backup used by ISMCTS for more than two players).
* With a small budget, plain UCT spends it trying every root move once at random; instead
  (``BotHints.prior``, on by default) each root move is first evaluated once, one ply deep
  in a determinisation, as one visit: a greedy start the search then corrects. This is the
  "progressive bias"/heuristic-initialisation idea of the MCTS survey (Browne et al. 2012,
  section 5.2) in its simplest form.
* Playouts are uniformly random and cut off after ``BotHints.playout_depth`` moves, where the
  game's cheap evaluation (or its standing) turns into a reward; that is the "cheap
  evaluation where playouts are slow" of issue 25.
* A level may bias its playouts with MAST, the move-average sampling technique of Finnsson &
  Bjornsson ("Simulation-Based Approach to General Game Playing", AAAI 2008; its
  epsilon-greedy form, Tak, Winands & Bjornsson, IEEE TCIAIG 2012): the search keeps, per
  move text, the mean reward of the seat that played it in every iteration so far (tree and
  playout moves alike), and a share ``BotHints.mast`` of playout moves is the legal move with
  the best such mean (a move never played first), the rest uniformly random. It costs a
  table lookup per legal move, no evaluation, and learns only from the search's own
  determinisations, so it sees nothing the search does not.

The bot sees what its seat sees and nothing else: the only door from the true state into the
search is ``Game.determinize(state, seat, rng)``, which each game implements by sampling all
that is hidden from that seat from the bot's PRNG (the never-peek test checks that changing
another seat's secrets changes no move). Determinism: the search reads no clock unless given a
time cap, iterates no set, and draws every random number from :class:`core.rng.Rng`.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Iterator, Sequence

from ..protocol import Game
from ..rng import Rng
from .hints import DEFAULT, BotHints

#: ln 2, for :func:`ln` (the nearest double).
LN2 = 0.6931471805599453
#: UCB1's exploration constant for rewards in [0, 1] (0.7 is the usual choice in ISMCTS work).
EXPLORE = 0.7
#: Weight of the score margin beside the win itself in a finished game's reward: a win by more
#: is a little better, so the bot keeps scoring once a win is sure.
MARGIN_WEIGHT = 0.2


class Node:
    """One information set of the searching seat: ``children`` by move text (insertion order,
    so iteration is deterministic), visit and availability counts, and reward sums per seat."""

    __slots__ = ("children", "visits", "available", "reward")

    def __init__(self, seats: int) -> None:
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = [0.0] * seats


def ln(n: int) -> float:
    """The natural logarithm of ``n >= 1`` from + - * / and ``frexp`` alone, which IEEE
    arithmetic rounds the same everywhere: ``math.log`` comes from the platform's C library
    (glibc natively, musl in Pyodide), which may differ in the last bit and so change a
    near tie between two moves."""
    m, e = math.frexp(n)           # n = m * 2**e, 0.5 <= m < 1, exact
    z = (m - 1) / (m + 1)          # ln m = 2 atanh z, |z| <= 1/3
    z2, term, total = z * z, z, 0.0
    for k in range(1, 40, 2):
        total += term / k
        term *= z2
    return e * LN2 + 2 * total


def hints_of(game: Game) -> BotHints:
    hints = getattr(game, "bot_hints", None)
    return hints if isinstance(hints, BotHints) else DEFAULT


def rewards(game: Game, state: Any, hints: BotHints, seats: int) -> list[float]:
    """Per seat a reward in [0, 1]: at the end, its share of the win (ties share) plus a little
    for the margin; at a cut-off, a win chance estimated from its lead over the best other (a sigmoid of plain
    arithmetic, for the same reason as :func:`ln`)."""
    over = game.is_over(state)
    values: Sequence[float]
    if not over and hints.evaluate is not None:
        values = hints.evaluate(state)
    else:
        values = game.scores(state)
    out = []
    for seat in range(seats):
        others = [values[s] for s in range(seats) if s != seat]
        lead = values[seat] - (max(others) if others else 0)
        x = lead / hints.scale
        chance = 0.5 + 0.5 * x / (abs(x) + 1)
        if over:
            winners = game.winners(state)
            share = (1.0 / len(winners)) if seat in winners else 0.0
            out.append((1 - MARGIN_WEIGHT) * share + MARGIN_WEIGHT * chance)
        else:
            out.append(chance)
    return out


def settle(game: Game, state: Any, rng: Rng) -> Any:
    """The state after every pending chance step, each drawn from the bot's ``rng``."""
    while not game.is_over(state) and game.chance_kind(state) is not None:
        state = game.apply_chance(state, game.draw_chance(state, rng))
    return state


def moves_of(game: Game, state: Any, hints: BotHints) -> list[str]:
    moves = game.legal_moves(state)
    if hints.prune is not None and len(moves) > 1:
        kept = hints.prune(state, moves)
        return kept or moves
    return moves


class Search:
    """A resumable SO-ISMCTS search for the seat to move in ``state`` (no chance pending).

    :meth:`step` does a bounded amount of work and returns, so a caller on a browser's main
    thread can search in slices and yield in between (issue 25: the page stays responsive).
    The work is the same sequence of operations however it is sliced: the one-ply prior
    (one unit per root move) then ``iterations`` iterations (one unit each), all drawing from
    ``rng`` in the same order, so the children after the whole budget do not depend on the
    slice sizes (``tests/core/test_bot_slices.py``).
    """

    def __init__(self, game: Game, state: Any, iterations: int, rng: Rng,
                 hints: BotHints | None = None) -> None:
        seat = game.to_move(state)
        if seat is None:
            raise ValueError("no seat is to move")
        if game.hidden_information and type(game).determinize is Game.determinize:
            raise NotImplementedError(f"{game.id} has hidden information but no determinize")
        self.game, self.state, self.seat, self.rng = game, state, seat, rng
        self.iterations = iterations
        self.hints = hints if hints is not None else hints_of(game)
        self.seats = len(game.scores(state))
        self.root = Node(self.seats)
        #: MAST (``hints.mast``): per move text, [reward sum of its mover, times played] over
        #: the iterations so far; filled in the order the iterations run, so the same however
        #: the search is sliced.
        self.mast: dict[str, list[float]] = {}
        #: Iterations done so far.
        self.done = 0
        #: The iteration under way: a generator that does one piece of it per ``next`` (its
        #: selection and expansion, then one playout move at a time, then the backup).
        self._running: Iterator[bool] | None = None
        self._prior: list[str] = []
        self._prior_state: Any = None
        if self.hints.prior or iterations < self.hints.prior_below:
            self._prior_state = game.determinize(state, seat, rng)
            self._prior = list(moves_of(game, self._prior_state, self.hints))

    @property
    def finished(self) -> bool:
        return not self._prior and self.done >= self.iterations

    @property
    def in_prior(self) -> bool:
        """Still evaluating root moves one ply deep (units much cheaper than iterations: a
        caller that sizes its slices by time starts afresh when this turns False)."""
        return bool(self._prior)

    @property
    def children(self) -> dict[str, Node]:
        """The root's children by move (what the search has learnt so far)."""
        return self.root.children

    def step(self, units: int, stop: Callable[[], bool] | None = None) -> bool:
        """Do up to ``units`` units of work: a prior move, or a piece of an iteration (its
        selection and expansion, one move of its playout, its backup), so that one unit stays
        short even where a playout is long (issue 25: a tap waits at most one slice); an
        iteration cut off by the end of the slice goes on at the next. ``stop()`` (checked
        before each prior move once the root has a child, and before each iteration after the
        first) ends the whole search early. Returns :attr:`finished`."""
        for _ in range(units):
            if self._prior:
                if stop is not None and self.root.children and stop():
                    self._prior = []
                    return self.finished
                self._seed(self._prior.pop(0))
                if not self._prior:   # a slice ends where the costlier iterations begin
                    break
            elif self.done < self.iterations:
                if self._running is None:
                    if stop is not None and self.done and stop():
                        self.iterations = self.done
                        return True
                    self._running = _iterate(self.game,
                                             self.game.determinize(self.state, self.seat, self.rng),
                                             self.root, self.rng, self.hints, self.seats,
                                             self.mast)
                if not next(self._running, False):
                    self._running = None
                    self.done += 1
            else:
                break
        return self.finished

    def _seed(self, move: str) -> None:
        """One-ply prior: ``move`` is tried once in the prior's determinisation and its result
        evaluated, counting as one visit. With a small budget the search then starts from the
        move that looks best at once (so even the easy bot takes a point that lies there),
        instead of from a random untried move."""
        child = self.root.children[move] = Node(self.seats)
        child.visits = child.available = 1
        child.reward = rewards(self.game, self.game.apply(self._prior_state, move),
                               self.hints, self.seats)


def search(game: Game, state: Any, iterations: int, rng: Rng,
           stop: Callable[[], bool] | None = None) -> dict[str, Node]:
    """Run up to ``iterations`` SO-ISMCTS iterations for the seat to move in ``state`` (a
    state with no chance pending) in one go; ``stop()`` (checked between iterations) ends it
    early. Returns the root's children by move."""
    run = Search(game, state, iterations, rng)
    while not run.step(1 << 30, stop):
        pass
    return run.children


def _iterate(game: Game, state: Any, root: Node, rng: Rng, hints: BotHints,
             seats: int, mast: dict[str, list[float]] | None = None) -> Iterator[bool]:
    """One iteration, in pieces: yields after the selection and expansion and after each
    playout move; the backup ends it. Draws from ``rng`` in the same order however it is
    driven."""
    node, path = root, [root]
    played: list[tuple[int, str]] = []
    # selection and expansion
    while True:
        state = settle(game, state, rng)
        mover = game.to_move(state)
        if mover is None:
            break
        moves = moves_of(game, state, hints)
        untried = []
        for m in moves:
            child = node.children.get(m)
            if child is None:
                untried.append(m)
            else:
                child.available += 1
        if untried:
            move = untried[rng.below(len(untried))]
            child = node.children[move] = Node(seats)
            child.available = 1
            played.append((mover, move))
            state = game.apply(state, move)
            path.append(child)
            break
        best, best_score = moves[0], -1.0
        for m in moves:
            c = node.children[m]
            score = c.reward[mover] / c.visits + EXPLORE * math.sqrt(ln(c.available) / c.visits)
            if score > best_score:
                best, best_score = m, score
        node = node.children[best]
        played.append((mover, best))
        state = game.apply(state, best)
        path.append(node)
    yield True
    # playout
    for _ in range(hints.playout_depth):
        state = settle(game, state, rng)
        mover = game.to_move(state)
        if mover is None:
            break
        moves = moves_of(game, state, hints)
        # the uniform draw comes first, so a level without MAST draws what it always drew
        move = moves[rng.below(len(moves))]
        if hints.mast and mast is not None and rng.below(1000) < hints.mast * 1000:
            move = _mast_best(moves, mast)
        played.append((mover, move))
        state = game.apply(state, move)
        yield True
    result = rewards(game, state, hints, seats)
    for n in path:
        n.visits += 1
        for s in range(seats):
            n.reward[s] += result[s]
    if mast is not None and hints.mast:
        for mover, move in played:
            entry = mast.get(move)
            if entry is None:
                mast[move] = [result[mover], 1.0]
            else:
                entry[0] += result[mover]
                entry[1] += 1


def _mast_best(moves: list[str], mast: dict[str, list[float]]) -> str:
    """Of ``moves``, the one with the highest mean reward for its mover in ``mast`` (MAST);
    a move never played counts as 1, the most a reward can be, so it is tried first; ties go
    to the first listed."""
    best, top = moves[0], -1.0
    for m in moves:
        entry = mast.get(m)
        value = 1.0 if entry is None else entry[0] / entry[1]
        if value > top:
            best, top = m, value
    return best
