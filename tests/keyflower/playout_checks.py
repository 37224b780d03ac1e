"""Keyflower's extra checks in the generic random playouts (tests/core/test_playouts.py):
after every move nothing is lost or made up (140 workers, 48 skills, the resources, every
tile in one place), no tile holds more than 6 workers, every worker around a tile has its
colour unless laid flat, and the playouts, which prefer uses, carrying and upgrading,
reach every kind of move. With The Merchants: 36 contracts, 6 huts and 18 extensions are
always somewhere, and open workers and skills (variant B) never outnumber those held."""

from __future__ import annotations

from collections import Counter

from core.keyflower.bidding import tile_colour
from core.keyflower.data import BAG, GREEN_SUPPLY, RESOURCE_SUPPLY, SKILL_PILE
from core.keyflower.expansions.merchants.data import CONTRACTS, EXTENSIONS, HUTS
from core.keyflower.expansions.merchants.state import holders, on
from core.keyflower.expansions.merchants.state import of as part
from core.keyflower.tiles import TILES
from tests.helpers import PlayoutChecks

WORKERS = sum(BAG) + GREEN_SUPPLY


def _workers(s) -> int:
    on_tiles = sum(g.n for _, groups in s.bids + s.uses for g in groups)
    cargo = sum(sum(w) + (x == "green") for w, _, x in s.cargo)
    aside = sum(1 for d in s.draws if d.kind == "workers" and d.aside >= 0)
    return sum(s.bag) + s.green + sum(sum(x.screen) for x in s.seats) + on_tiles + cargo + aside


def _skills(s) -> int:
    aside = sum(1 for d in s.draws if d.kind == "skills" and d.aside >= 0)
    return sum(s.pile) + sum(sum(x.skills) for x in s.seats) + sum(sum(k) for _, k, _ in s.cargo) + aside


def _merchants(s) -> None:
    m, held = part(s), holders(s)
    contracts = (list(m.open_contracts) + [c for p in m.piles for c in p] + list(m.discard)
                 + [c for x in held for c in x.contracts]
                 + [x[9:] for _, _, x in s.cargo if x.startswith("contract:")])
    assert sorted(contracts) == sorted(CONTRACTS), "contracts lost or doubled"
    huts = m.huts + sum(x.huts for x in held) + sum(x == "hut" for _, _, x in s.cargo)
    assert huts == HUTS
    exts = list(m.extensions) + [e for x in held for _, e in x.extended]
    assert sorted(exts) == sorted(EXTENSIONS)
    for x, h in zip(s.seats, held):
        assert {t for t, _ in h.extended} <= {p.tile for p in x.village if p.up}, "an extension off its tile"
        assert all(f <= n for f, n in zip(h.front + h.front_skills, x.screen + x.skills))


class KeyflowerChecks(PlayoutChecks):
    probes = ("", "bid turn1 0 blue", "bid alehouse 1 purple", "use keythedral 1 red",
              "use home1 7 red", "carry gold home1 home1", "upgrade home1", "boat titanic",
              "place home1 0,0 r0", "place alehouse 0,0 r6", "offer", "offer keythedral+keythedral",
              "bid alehouse 2 red from alehouse", "use workshop 1 blue saw", "done")

    def start(self) -> None:
        self.verbs: Counter = Counter()

    def prefer(self, legal: list[str], rnd) -> list[str]:
        for verb, chance in (("extend", 0.9), ("upgrade", 0.9), ("carry", 0.6), ("exchange", 0.1),
                             ("use", 0.5)):
            picked = [m for m in legal if m.startswith(verb)]
            if picked and rnd.random() < chance:
                return picked
        return legal

    def check(self, before, move: str, after) -> None:
        self.verbs[move.split()[0]] += 1
        if not after.seats or before.phase == "setup" and after.phase == "setup":
            return
        assert _workers(after) == WORKERS, move
        assert _skills(after) == sum(SKILL_PILE), move
        on_tiles = [sum(p.res[k] for x in after.seats for p in x.village) for k in range(4)]
        on_tiles[3] += sum(x == "gold" for _, _, x in after.cargo)
        assert [a + b for a, b in zip(on_tiles, after.supply)] == list(RESOURCE_SUPPLY), move
        if on(after):
            _merchants(after)
        places = Counter(t for x in after.seats for t in [p.tile for p in x.village] + list(x.won))
        places.update(t for t in after.auction if TILES[t].season != "turn")
        places.update(after.boxed)
        assert max(places.values()) == 1, [t for t, n in places.items() if n > 1]
        for tile, groups in after.uses:
            assert sum(g.n for g in groups) <= 6, tile
        for tile, groups in after.bids + after.uses:
            colour = tile_colour(after, tile)
            assert all(g.colour == colour or g.flat for g in groups), (tile, groups)

    def finish(self) -> None:
        for verb in ("bid", "use", "pass", "boat", "place", "offer"):
            assert self.verbs[verb], f"no {verb} in these playouts"


CHECKS = KeyflowerChecks()
