"""Hypothesis properties of the Keyflower rules over random positions and random move
texts built from the words of the notation: ``apply`` accepts a move exactly when its one
spelling is listed by ``legal_moves`` (one source of legality), a refusal changes nothing and
names a Keyflower rule in two languages, and every listed move is already in its spelling."""

from __future__ import annotations

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from core.errors import RuleError
from core.keyflower import GAME, notation
from core.keyflower.tiles import COLOURS, RESOURCES, SKILLS, TILES
from core.keyflower.expansions.merchants.data import CONTRACTS, EXTENSIONS
from core.match import Match

TILE_IDS = sorted(TILES)


@st.composite
def positions(draw):
    """A game played at random for some steps (2 to 6 players, with or without The
    Merchants)."""
    players = draw(st.integers(2, 6))
    options = draw(st.sampled_from([{}, {"merchants": "on"}, {"merchants": "on", "variant-b": "on"}]))
    match = Match.new("keyflower", [f"P{i}" for i in range(players)], options,
                      draw(st.integers(0, 2**32)))
    for _ in range(draw(st.integers(0, 250))):
        if match.over:
            break
        legal = match.legal_moves()
        match.play(legal[draw(st.integers(0, len(legal) - 1))])
    return match.state


def _move_texts():
    tile = st.sampled_from(TILE_IDS)
    colour = st.sampled_from(COLOURS)
    n = st.integers(0, 8)
    sources = st.lists(tile, max_size=2, unique=True).map(lambda ts: f" from {'+'.join(ts)}" if ts else "")
    choice = st.sampled_from(["", " wood", " stone", " iron", *(" " + s for s in SKILLS), " red"])
    return st.one_of(
        st.builds(lambda v, t, k, c, s, x: f"{v} {t} {k} {c}{s}{x}", st.sampled_from(["bid", "use"]),
                  tile, n, colour, sources, choice),
        st.builds(lambda r, a, b: f"carry {r} {a} {b}", st.sampled_from(RESOURCES), tile, tile),
        st.builds(lambda v, t: f"{v} {t}", st.sampled_from(["upgrade", "boat"]), tile),
        st.builds(lambda t, q, r, k: f"place {t} {q},{r} r{k}", tile, st.integers(-3, 3),
                  st.integers(-3, 3), st.integers(0, 5)),
        st.lists(tile, min_size=1, max_size=3).map(lambda ts: "offer " + "+".join(ts)),
        st.sampled_from(["pass", "done"]),
        st.builds(lambda c, w: f"contract {w if w.startswith('pile') else c}",
                  st.sampled_from(sorted(CONTRACTS)), st.sampled_from(["c", "pile1", "pile3"])),
        st.builds(lambda c, i: f"exchange {c} {i}", st.sampled_from(sorted(CONTRACTS)),
                  st.sampled_from(COLOURS + SKILLS + RESOURCES)),
        st.builds(lambda t, e, s: f"extend {t} {e}{s}", tile, st.sampled_from(sorted(EXTENSIONS)),
                  st.sampled_from(["", " from alehouse"])),
        st.builds(lambda t: f"replace {t}", tile),
    )


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(), st.data())
def test_apply_accepts_exactly_the_listed_moves(state, data):
    legal = set(GAME.legal_moves(state))
    if legal and data.draw(st.booleans()):
        text = data.draw(st.sampled_from(sorted(legal)))
    else:
        text = data.draw(_move_texts())
    before = GAME.digest(state)
    try:
        GAME.apply(state, text)
    except RuleError as e:
        assert e.rule.startswith(("keyflower/", "core/")), e.rule
        assert e.nl != e.en
        assert GAME.digest(state) == before
        assert notation.canonical(text) not in legal, text
        event("refused " + e.rule)
        return
    assert notation.canonical(text) in legal
    event("accepted")


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_listed_moves_are_canonical(state):
    for move in GAME.legal_moves(state):
        assert notation.canonical(move) == move
        assert notation.canonical(move.upper()) == move


def test_the_views_transport_routes_are_exactly_the_listed_carries():
    """Rule transport: the page's roads (view ``routes``) join exactly the pairs of
    tiles a listed carry joins; each path runs along road links and costs at most the
    transport left."""
    import random

    from core.keyflower.board import links
    from core.match import Match
    checked = 0
    for seed in range(4):
        m = Match.new("keyflower", ["a", "b"], {}, seed=seed)
        rnd = random.Random(seed)
        while not m.over:
            st = m.state
            if st.phase == "work":
                view = m.game.view(st, st.to_move())
                routes = view["routes"]
                listed = {(w.split()[2], w.split()[3]) for w in m.legal_moves() if w.startswith("carry")}
                assert {(a, b) for a, d in routes.items() for b in d} == listed
                village = st.seats[st.work.seat].village
                index = {p.tile: i for i, p in enumerate(village)}
                graph = links(village, "r-" if "2a" in st.powers(st.work.seat) else "r")
                for found in routes.values():
                    for path in found.values():
                        assert len(path) - 1 <= st.work.transport
                        assert all(index[b] in graph[index[a]] for a, b in zip(path, path[1:]))
                checked += 1
            legal = m.legal_moves()
            homes = [x for x in legal if x.startswith("use home")]
            m.play(rnd.choice(homes) if homes and rnd.random() < 0.5 else rnd.choice(legal))
    assert checked > 20
