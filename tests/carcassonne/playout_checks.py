"""Carcassonne's extra checks in the generic random playouts (tests/core/test_playouts.py):
after every move the board is consistent (touching sides match, a square never holds a full
tile and a half, tiles are neither lost nor made up), no completed road, city or monastery
still holds a follower, supplies stay within 0..7 and scores never fall; the playouts, which
prefer followers and half tiles, place followers of every kind and half tiles; every refusal
quotes the refused text."""

from __future__ import annotations

from core.carcassonne import GAME
from core.carcassonne.data import BASE_TILES
from core.carcassonne.features import analysis, layout
from core.carcassonne.scoring import monastery_points
from core.errors import quoted
from tests.helpers import PlayoutChecks, refused

TOTAL = sum(d.count for d in BASE_TILES.values())


class CarcassonneChecks(PlayoutChecks):
    probes = ("", "draw", "pick H1-03", "pick H1-12", "D 0,0 r0", "V 0,1 r90", "V 1,0 r0 road:s",
              "C 0,1 r0 city:n", "H1-03 1,0 nw", "H1-03 0,0 se", "E 0,1 r180 city:s",
              "A 0,-1 r0 monastery", "B 5,5 r0", "V 101,0 r0", "X 0,1 r45", "U 1,0 r0 tower")

    def start(self) -> None:
        self.spots: set[str] = set()
        self.halves = 0
        self.scorings = 0

    def prefer(self, legal: list[str], rnd) -> list[str]:
        halves = [m for m in legal if m.startswith("H")]
        if halves and rnd.random() < 0.4:
            legal = halves
        monks = [m for m in legal if m.endswith("monastery")]
        if monks and rnd.random() < 0.7:   # 6 monastery tiles: make sure a monk comes up
            return monks
        with_follower = [m for m in legal if len(m.split()) == 4]
        return with_follower if with_follower and rnd.random() < 0.5 else legal

    def check(self, before, move: str, after) -> None:
        words = move.split()
        if len(words) == 4:
            self.spots.add(words[3].split(":")[0])
        self.halves += move.startswith("H")
        self.scorings += len(after.scored)
        lay = layout(after)
        for i, contacts in enumerate(lay.contacts):
            for side, (j, js) in contacts.items():
                assert lay.orients[i].sides[side] == lay.orients[j].sides[js], (i, side, j)
        for cell in lay.cells.values():
            assert "full" not in cell or len(cell) == 1
        normal = sum(1 for p in after.pieces if not p.half)
        assert normal + after.pile_size + len(after.discarded) + (after.drawn is not None) == TOTAL
        assert all(0 <= after.supply(s) <= 7 for s in range(after.players))
        assert all(sum(a) >= sum(b) for a, b in zip(after.points, before.points))
        if not after.over:
            for feat in analysis(after).features:
                if feat.kind in ("road", "city"):
                    assert not (feat.complete and feat.followers), (move, feat)
                if feat.kind == "monastery" and feat.followers:
                    assert not monastery_points(after, feat.nodes[0][0])[1], move

    def check_refusal(self, text: str, error) -> None:
        assert error.rule in GAME.rule_ids, (text, error.rule)
        assert error.nl != error.en, error.rule
        # every refusal quotes the move as given (issue 22), cut only when it is very long
        quote = f"'{quoted(text.strip())}': "
        assert error.nl.startswith(quote) and error.en.startswith(quote), (text, error.en)

    def check_end(self, match) -> None:
        s = match.state
        refused(s, "draw", "core/game-over")
        assert s.pile_size == 0 and s.drawn is None
        summary = match.summary()
        assert summary["winners"]
        assert [sum(seat.values()) for seat in summary["detail"]["breakdown"]] == summary["scores"]

    def finish(self) -> None:
        assert self.spots == {"road", "city", "field", "monastery"}, self.spots
        assert self.scorings > 0


CHECKS = CarcassonneChecks()
