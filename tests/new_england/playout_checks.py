"""New England's extra checks in the generic random playouts (tests/core/test_playouts.py):
every view hides other seats' barn cards; the detail's breakdowns add up to the scores; a move
after the end is refused with ``core/game-over``; and the playouts, which prefer the rare
verbs a little, play every verb of the notation."""

from __future__ import annotations

from core.new_england import GAME
from core.new_england.notation import VERBS
from core.new_england.view import HIDDEN
from tests.helpers import PlayoutChecks, refused

RARE = ("store", "take", "extra", "move", "barn", "ship")


class NewEnglandChecks(PlayoutChecks):
    #: Moves of every verb with arbitrary arguments; most are illegal at any given moment.
    probes = ("", "xyz", "start s a1-a2", "start p k9-k8", "start c a1-c1", "offer 2", "offer 4",
              "offer 7", "bid 0", "bid 5", "bid 11", "extra tile", "extra card", "extra barn",
              "buy 1", "buy 9", "buy 12", "buy x", "place a1", "place k1", "place e5",
              "develop a1-b1", "develop e5-f5-e6", "pilgrim e5", "barn a9", "ship k5", "ship a9",
              "store e5", "take e5", "move e5-f5", "move a1-k9", "done")

    def start(self) -> None:
        self.verbs: set[str] = set()
        self.moves = 0

    def prefer(self, legal: list[str], rnd) -> list[str]:
        # rare verbs half the time, purchases a quarter, so figures, barns, the ship bonus and
        # developments all come up
        rare = [mv for mv in legal if mv.split(" ")[0] in RARE]
        buys = [mv for mv in legal if mv.startswith("buy")]
        if rare and rnd.random() < 0.5:
            return rare
        return buys if buys and rnd.random() < 0.25 else legal

    def check(self, before, move: str, after) -> None:
        self.verbs.add(move.split(" ")[0])
        self.moves += 1
        if self.moves % 9 == 0:
            self._check_views(after)

    def _check_views(self, state) -> None:
        for seat in [None, *range(state.players)]:
            for fam in GAME.view(state, seat)["families"]:
                if fam["seat"] != seat:
                    assert all(b["card"] in ("", HIDDEN) for b in fam["barns"])

    def check_refusal(self, text: str, error) -> None:
        assert error.rule in GAME.rule_ids, (text, error.rule)

    def check_end(self, match) -> None:
        refused(match.state, "done", "core/game-over")
        summary = match.summary()
        assert summary["over"] and summary["winners"]
        assert summary["scores"] == [f["score"] for f in summary["detail"]["families"]] == [
            sum(f["breakdown"].values()) for f in summary["detail"]["families"]]
        self._check_views(match.state)

    def finish(self) -> None:
        assert self.verbs == set(VERBS), sorted(set(VERBS) - self.verbs)


CHECKS = NewEnglandChecks()
