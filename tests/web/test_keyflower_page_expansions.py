"""Keyflower's expansions in the page (web/app/games/keyflower/expansion.py and
expansions/), natively on positions of real games: an expansion is active exactly when its
section is in the view, its hooks default to nothing, and The Merchants' log lines,
scoring lines and pictures appear in a game with them and never in one without."""

from __future__ import annotations

import random

import pytest

from app.games.keyflower import drawing, result, texts
from app.games.keyflower.expansion import PageExpansion
from app.games.keyflower.expansions import EXPANSIONS, active
from app.games.keyflower.expansions.merchants import EXPANSION as MERCHANTS
from core.keyflower import GAME
from core.keyflower.tiles import TILES
from core.match import Match

NAMES = ["Ann", "Bob", "Cas"]
ON = {"merchants": "on", "variant-a": "on"}


class Ctx:
    """A canvas context that records what is drawn: every call and every property set."""

    def __init__(self) -> None:
        object.__setattr__(self, "log", [])

    def __setattr__(self, name: str, value) -> None:
        self.log.append((name, value))

    def __getattr__(self, name: str):
        return lambda *args: self.log.append((name, args))

    def texts(self) -> list[str]:
        return [str(args[0]) for name, args in self.log if name == "fillText"]


class NoCtx:
    """A context no hook may touch."""

    def __getattr__(self, name: str):
        raise AssertionError(f"drew {name}")

    def __setattr__(self, name: str, value) -> None:
        raise AssertionError(f"set {name}")


def _until(options: dict, until, seed: int = 0, prefer: tuple[str, ...] = (), limit: int = 3000) -> Match:
    """A random game (moves starting with a ``prefer`` verb chosen more often) played until
    ``until(match)``; AssertionError when the game ends first."""
    m = Match.new("keyflower", NAMES, options, seed=seed)
    rnd = random.Random(seed)
    for _ in range(limit):
        if until(m):
            return m
        assert not m.over, "the game ended first"
        legal = m.legal_moves()
        liked = [x for x in legal if x.startswith(prefer)] if prefer else []
        m.play(rnd.choice(liked) if liked and rnd.random() < 0.7 else rnd.choice(legal))
    raise AssertionError("not reached")


def _view(m: Match, seat: int | None = 0) -> dict:
    return m.game.view(m.state, seat)


@pytest.fixture(scope="module")
def summer():
    """The same moment of a game with and one without The Merchants: the boats loaded."""
    loaded = lambda m: m.state.season == 1 and bool(m.state.cargo)  # noqa: E731
    return _until(ON, loaded), _until({}, loaded)


def test_an_expansion_is_active_exactly_when_its_section_is_in_the_view(summer):
    with_, without = summer
    assert EXPANSIONS == (MERCHANTS,)
    assert active(_view(with_)) == [MERCHANTS] and active(_view(with_, None)) == [MERCHANTS]
    assert active(_view(without)) == []
    # the view decides, not the options the game was made with
    assert active(_view(with_) | {"merchants": None}) == []


def test_the_protocols_hooks_default_to_nothing(summer):
    view = _view(summer[0])
    bare = PageExpansion()
    assert not bare.active(view)   # no key: never active
    assert bare.step("contract", view, (), "en") is None
    assert bare.work(view, (), "en") == bare.screen(view, 0, (), "en") == []
    assert bare.table(view, "en", str) == bare.score_lines(view, 0, "contracts", "en") == []
    assert bare.describe(GAME.step_data("contract c01"), False, view, "en") is None
    bare.draw_placed(NoCtx(), view["seats"][0], view["seats"][0]["village"][0], 0.0, 0.0, 40.0)
    bare.draw_cargo(NoCtx(), view["boats"][0], 0.0, 0.0, 40.0)
    assert MERCHANTS.step("play", view, (), "en") is None   # a base phase is not its own


def say(text: str, chance: bool, view: dict, lang: str) -> str:
    """The log label of the record step ``text``, made from its data as the move log does."""
    return texts.describe_step(GAME.step_data(text, chance), chance, view, lang)


@pytest.mark.parametrize("lang, hidden, named, ships", [
    ("en", "Takes a hidden contract", "Takes contract c05", "The boats: "),
    ("nl", "Neemt een verdekt contract", "Neemt contract c05", "De boten: ")])
def test_the_merchants_log_lines_only_in_a_game_with_them(summer, lang, hidden, named, ships):
    with_, without = (_view(m) for m in summer)
    assert say("contract pile2", False, with_, lang) == hidden   # its id is secret
    assert say("contract c05", False, with_, lang) == named
    boats = with_["boats"]
    line = say("ships " + " ".join(b["boat"] for b in boats), True, with_, lang)
    assert line.startswith(ships) and texts.tile_name(with_, boats[0]["boat"], lang) in line
    # without the section, no expansion speaks: the words stay as they are
    assert say("contract c05", False, without, lang) == "contract c05"
    assert say("replace flipper", False, without, lang) == "replace flipper"


def test_a_ships_extra_cargo_is_drawn_only_with_the_merchants(summer):
    with_, without = (_view(m) for m in summer)
    extras = [b for b in with_["boats"] if b["extra"]]
    assert extras, "the Merchants' ships carry an extra"
    boat = extras[0]
    drawn, bare = Ctx(), Ctx()
    drawing._cargo(drawn, boat, 100.0, 100.0, 40.0, "en", with_)
    drawing._cargo(bare, boat, 100.0, 100.0, 40.0, "en", without)
    assert len(drawn.log) > len(bare.log) and bare.log == drawn.log[len(drawn.log) - len(bare.log):]
    mark = {"gold": "1", "hut": "⌂", "green": "1"}.get(boat["extra"], "C")
    assert drawn.texts()[0] == mark


def test_huts_are_drawn_on_the_home_tile_and_an_extension_on_its_tile(summer):
    view = _view(summer[0])
    seat = view["seats"][0] | {"huts": 5}
    home = next(p for p in seat["village"] if p["tile"] == seat["home"])
    ctx = Ctx()
    MERCHANTS.draw_placed(ctx, seat, home | {"ext_colour": None}, 0.0, 0.0, 40.0)
    assert sum(1 for name, _ in ctx.log if name == "closePath") == 3 and ctx.texts() == ["×5"]
    ctx = Ctx()
    MERCHANTS.draw_placed(ctx, seat | {"huts": 0}, home | {"ext_colour": "red"}, 0.0, 0.0, 40.0)
    assert ctx.texts() == ["+"] and ("fillStyle", "#cf3a30") in ctx.log
    other = seat | {"home": "no-such-tile"}
    MERCHANTS.draw_placed(NoCtx(), other, home | {"ext_colour": None}, 0.0, 0.0, 40.0)


def test_a_finished_game_scores_each_contract_after_the_contracts_line():
    for seed in range(40):
        m = _until(ON, lambda m: m.over, seed, ("use assayer", "contract"))
        view = _view(m, None)
        if any(d["deals"] for d in view["final"]):
            break
    else:
        raise AssertionError("no game fulfilled a contract")
    for seat, detail in enumerate(view["final"]):
        lines = [line for line, _ in result._steps(view, seat, "en")]
        at = next(i for i, line in enumerate(lines) if line.startswith("Contracts: "))
        assert lines[at + 1] == f"Contracts fulfilled: {len(detail['deals'])} of {len(detail['contracts'])}"
    base = _until({}, lambda m: m.over, 0)
    assert not any("fulfilled" in line for line, _ in result._steps(_view(base, None), 0, "en"))


def test_the_merchants_scoring_symbols_are_drawn_by_its_hook_and_only_its_own():
    """Issue 24: an upgraded tile, a winter tile, an extension and a contract not fulfilled
    (what Artisan, Sea Breese II, Builder, Flipper II and Muleteer score or give) are drawn
    by The Merchants' ``draw_symbol`` hook through the board's ``icons``, as is the contract
    its tiles give (a slip with ``C``); a base kind is not."""
    from app.games.keyflower import icons, symbols
    from core.keyflower import describe
    for kind, what, mark in (("tile", "up", "↑"), ("winter", "", "✱"), ("extension", "", "+"),
                             ("contract", "open", "C"), ("contract", "", "C")):
        ctx = Ctx()
        assert MERCHANTS.draw_symbol(ctx, kind, what, 1, 0.0, 0.0, 16.0), kind
        assert ctx.texts() == [mark], kind
        drawn = Ctx()
        icons.symbol(drawn, symbols.Item(kind, what, 1, 0.0, 0.0, 16.0), 0.0, 0.0, "en")
        assert drawn.log == ctx.log, kind
    for kind, what in (("res", "gold"), ("upgrade", ""), ("points", ""), ("tile", "")):
        assert not MERCHANTS.draw_symbol(NoCtx(), kind, what, 1, 0.0, 0.0, 16.0)
    for tile in ("artisan", "builder", "muleteer", "sea_breese_ii", "ianvincible_ii",
                 "white_wind_ii", "keyflower_ii", "flipper_ii"):
        info = {"kind": "none", "season": TILES[tile].season, **describe.symbols_of(tile, "winter")}
        face = symbols.face(info | {"vp": [0, 0]}, False)
        assert face.gives, tile  # what it scores or gives, never a name only
        for s in face.takes + face.gives:  # every symbol has a picture: a base one or the hook's
            base = Ctx()
            icons.symbol(base, symbols.Item(s.kind, s.what, s.n, 0.0, 0.0, 16.0), 0.0, 0.0, "en")
            assert base.log, (tile, s)
