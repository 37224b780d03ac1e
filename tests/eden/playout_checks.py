"""Eden's extra checks in the generic random playouts (tests/core/test_playouts.py): the
attacker alone trades during his conquest and a trade leaves the conquest as it was; refusals
are worded differently in Dutch and English; how the game ended fits the scores; and the random
games really exercise auctions, cultivation and trades during a conquest."""

from __future__ import annotations

from core.eden import GAME
from tests.helpers import PlayoutChecks

WIN_POINTS = 20


class EdenChecks(PlayoutChecks):
    #: Moves of every kind, most of which are illegal at any given moment.
    probes = ("water A1", "water D4", "water G7", "grow I2 A1 B1", "grow O4 C3 C4 D3 D4",
              "grow L4 A1 A2 A3 B1", "sell I2", "sell T4", "buy O4", "buy I2", "pass", "end",
              "with B2", "target C3", "target D5", "skip", "bid 10", "bid 13", "bid 500", "accept",
              "plant A1", "water H9", "")

    def start(self) -> None:
        self.conquests = self.grows = self.conquest_trades = 0

    def check(self, before, move: str, after) -> None:
        self.conquests += move == "accept"
        self.grows += move.startswith("grow")
        if before.conquest is not None and move.split()[0] in ("sell", "buy"):
            self.conquest_trades += 1
            # only the attacker trades, and the trade leaves the conquest and the seat to act
            assert GAME.to_move(before) == before.turn == before.conquest.attacker
            assert after.conquest == before.conquest
            assert GAME.to_move(after) == before.conquest.attacker

    def check_refusal(self, text: str, error) -> None:
        assert error.rule in GAME.rule_ids, (text, error.rule)
        assert error.nl != error.en, error.rule

    def check_end(self, match) -> None:
        s = match.state
        scores, winners = GAME.scores(s), GAME.winners(s)
        assert scores == [sum(b.values()) for b in GAME.breakdown(s)]
        assert match.summary()["winners"] == winners != []
        if s.end == "twenty":
            assert max(scores) >= WIN_POINTS and scores[winners[0]] >= WIN_POINTS
        else:
            assert s.end == "stalemate" and not s.deck
            assert winners == [i for i, v in enumerate(scores) if v == max(scores)]

    def finish(self) -> None:
        assert self.conquests > 0 and self.grows > 0 and self.conquest_trades > 0


CHECKS = EdenChecks()
