"""Golden tests for The Merchants (option ``merchants``), worked out by hand from the seed
rulebook (M) on a three-player spring written out in chance lines: the set-up, each II
boat, each Merchants tile, huts, extensions (placement, colour lock, doubling), contracts
(picking, exchange incl. the purple worker's, the season-end refresh), the final scoring's
contract steps and the tie-break, and the variants. Rule ids are checked with ``refused``."""

from __future__ import annotations

from dataclasses import replace

import pytest

from core.errors import RuleError
from core.keyflower import GAME
from core.keyflower.board import Placed
from core.keyflower.expansions.merchants.state import extension_on, holder
from core.keyflower.expansions.merchants.state import of as part
from core.keyflower.scoring import outcome, seat_breakdown
from core.match import Match
from keyflower_helpers import SCREENS3, at, chance, give, play, turn, village
from tests.helpers import refused

WINTER = ("keythedral+scholar+windmill+artisan apothecary+jeweller+scribes+builder "
          "key_market+watermill+village_hall+muleteer")
PILES = " ".join("+".join(f"c{i:02d}" for i in range(k, k + 12)) for k in (0, 12, 24))
TILES = "alehouse assayer gold_mine keywood miner stable workshop"
CARGO = "bbbrrry:- bbrryy:s bbryy:p"


def merchants(options: dict | None = None, ships: str = "keyflower_ii sea_bastion_ii sea_breese_ii",
              tiles: str = TILES, cargo: str = CARGO) -> object:
    """Spring of a 3-player game with The Merchants, seat 0 to move."""
    state = GAME.setup(3, {"merchants": "on", **(options or {})})
    lines = ["homes 1 2 3", f"screens {SCREENS3}", f"winter {WINTER}"]
    if "variant-a" not in (options or {}):
        lines.append(f"ships {ships}")
    lines += [f"contracts {PILES}", f"tiles {tiles}", f"cargo {cargo}"]
    return chance(state, *lines)


def test_set_up_deals_four_winter_tiles_opens_three_contracts_and_loads_the_ii_boats():
    s = merchants()
    assert [len(x.winter) for x in s.seats] == [4, 4, 4]
    assert part(s).open_contracts == ("c00", "c12", "c24")
    assert [len(p) for p in part(s).piles] == [10, 11, 11]    # c01 went onto Sea Breese II
    assert s.fleet == ("keyflower_ii", "sea_bastion_ii", "sea_breese_ii")
    # extras: Keyflower II a gold, Sea Bastion II a hut, Sea Breese II the top of pile 1
    assert [x for _, _, x in s.cargo] == ["gold", "hut", "contract:c01"]
    assert part(s).huts == 5 and s.supply[3] == 47


def test_a_ii_boat_s_extra_goes_home_or_behind_the_screen():
    """M: gold and huts on the home tile, contracts and green workers behind the screen."""
    s = merchants()
    s = play(s, "pass", "pass", "pass")            # all pass: boats are chosen (no bids)
    assert s.phase == "boats" and s.to_move() == 0
    s = play(s, "boat keyflower_ii", "boat sea_bastion_ii")  # the last boat goes by itself
    assert at(s, 0, "home1").res[3] == 1
    assert holder(s, 1).huts == 1
    assert holder(s, 2).contracts == ("c01",)


def test_keyflower_ii_in_winter_puts_three_gold_on_the_home_tile():
    s = merchants()
    s = replace(s, season=3, phase="boats", boats=s.fleet, pickers=(0, 1, 2), seat=0, cargo=())
    s = play(s, "boat keyflower_ii")
    assert at(s, 0, "home1").res[3] == 3 and s.seats[0].won == ("keyflower_ii",)


BASE_BOATS = ("flipper", "ianvincible", "keyflower", "sea_bastion", "sea_breese", "white_wind")


def _autumn_boats(s):
    """``s`` at the end of autumn, the boats (empty cargo) chosen from seat 0 on."""
    return replace(s, season=2, phase="boats", boats=s.fleet, pickers=tuple(range(s.players)),
                   seat=0, cargo=tuple(((0, 0, 0, 0), (0, 0, 0), "") for _ in s.fleet))


def test_sea_bastion_ii_taken_in_autumn_is_replaced_by_a_boat_not_dealt():
    """Rule ``merchants-boats`` (M: whoever wins Sea Bastion II at the end of autumn replaces it
    for the winter by another boat not yet in play; reading ``m-replace``: any boat of the base
    game or The Merchants not dealt for this game). Three players without variant A: the
    ships line dealt Keyflower II, Sea Bastion II and Sea Breese II, so the other side of
    each of those pairs and both sides of the three pairs for 4+ players may come in."""
    s = play(_autumn_boats(merchants()), "boat sea_bastion_ii")
    assert s.phase == "replace" and s.to_move() == 0
    offered = sorted(m[len("replace "):] for m in GAME.legal_moves(s))
    assert offered == sorted(BASE_BOATS + ("flipper_ii", "ianvincible_ii", "white_wind_ii"))
    assert refused(s, "replace keyflower_ii", "keyflower/merchants-boats")   # in play
    s = play(s, "replace white_wind")
    assert s.fleet == ("keyflower_ii", "white_wind", "sea_breese_ii") and s.phase == "boats"


#: Three players with The Merchants, every chance line written out: nobody bids in spring,
#: summer or autumn; the boats go Keyflower, Sea Bastion II, (Sea Breese by itself).
AUTUMN = """[Game "keyflower"]
[Player "Ann"]
[Player "Bob"]
[Player "Cas"]
[Seed "7"]
[Option "merchants=on"]
* homes 5 1 2
* screens bbbbrryy bbbrryyy bbbrryyy
* winter builder+craftsmens_guild+mercers_guild+watermill artisan+key_market+keythedral+scholar apothecary+jeweller+key_guild+scribes
* ships keyflower sea_bastion_ii sea_breese
* contracts c12+c27+c32+c21+c02+c24+c29+c23+c31+c11+c26+c08 c33+c01+c15+c28+c22+c05+c14+c07+c34+c16+c30+c18 c25+c35+c09+c10+c06+c04+c17+c03+c20+c19+c00+c13
* tiles alehouse assayer key_mine keystone_quarry quarryman woodcutter workshop
* cargo bbrrryy:s bbrryy:s bbrryy:s
pass
pass
pass
boat keyflower
boat sea_bastion_ii
* tiles boat2a boat3b boat4b bookkeeper hiring_fair mason store
* cargo bbrryyy:p brrrry:s brrryy:s
pass
pass
pass
boat keyflower
boat sea_bastion_ii
* tiles blacksmith fair forge goldsmith sculptor timber_yard well
* cargo rry:sa bbby:p rrry:a
pass
pass
pass
boat sea_bastion_ii
"""


def test_the_replacement_sails_in_winter_in_a_played_game():
    """Rule ``merchants-boats`` in a whole record: Ann takes Sea Bastion II at the end of autumn
    and at once chooses its replacement (before Bob's boat choice goes on). Keyflower was dealt,
    so ``replace keyflower`` is refused, quoting the line and listing what may be written;
    White Wind (a boat for 6 players) comes in and is among the winter's boat tiles, Sea
    Bastion II is not."""
    m = Match.from_record(AUTUMN)
    assert m.state.phase == "replace" and m.to_move() == 0
    assert "replace keyflower" not in m.legal_moves()
    with pytest.raises(RuleError) as refusal:
        m.play("replace keyflower")
    assert refusal.value.rule == "keyflower/merchants-boats"
    assert "'replace keyflower'" in refusal.value.en and "white_wind" in refusal.value.en
    m.play("replace white_wind")
    for _ in range(12):                      # the rest of autumn: one boat left for Bob
        if m.state.season_name == "winter":
            break
        m.play(m.legal_moves()[0])
    assert m.state.season_name == "winter"
    assert m.state.boats == ("keyflower", "white_wind", "sea_breese")


def test_sea_bastion_ii_replacement_with_variant_a():
    """Variant A sails every II boat for the player count (here Keyflower II, Sea Bastion II,
    Sea Breese II with three players): all six base boats and the three II boats for more
    players were not dealt, so each may replace Sea Bastion II; the base boat then follows
    Keyflower's own rule (Sea Bastion: 1 point per tile of the largest road loop)."""
    s = merchants({"variant-a": "on"})
    assert s.fleet == ("keyflower_ii", "sea_bastion_ii", "sea_breese_ii")
    s = play(_autumn_boats(s), "boat keyflower_ii", "boat sea_bastion_ii")
    assert s.phase == "replace" and s.to_move() == 1
    offered = sorted(m[len("replace "):] for m in GAME.legal_moves(s))
    assert offered == sorted(BASE_BOATS + ("flipper_ii", "ianvincible_ii", "white_wind_ii"))
    s = play(s, "replace sea_bastion")
    assert s.fleet == ("keyflower_ii", "sea_bastion", "sea_breese_ii")


def test_assayer_front_one_of_contract_iron_stone_back_all_three():
    s = merchants()
    legal = [m for m in GAME.legal_moves(s) if m.startswith("use assayer 1 blue")]
    assert legal == ["use assayer 1 blue contract", "use assayer 1 blue iron", "use assayer 1 blue stone"]
    iron = play(s, "use assayer 1 blue iron")
    assert at(iron, 0, "home1").res == (0, 0, 1, 0)      # not its own tile: the home tile
    picked = play(s, "use assayer 1 blue contract")
    assert picked.phase == "contract" and picked.to_move() == 0
    assert GAME.legal_moves(picked) == ["contract c00", "contract c12", "contract c24",
                                        "contract pile1", "contract pile2", "contract pile3"]
    took = play(picked, "contract c12")
    # the open one is refilled at once from the largest pile (pile 1 lost c01 to the boat:
    # piles 2 and 3 have 11; the first of them)
    assert holder(took, 0).contracts == ("c12",) and part(took).open_contracts == ("c00", "c24", "c13")
    assert took.phase == "play" and took.to_move() == 1
    hidden = play(picked, "contract pile3")
    assert holder(hidden, 0).contracts == ("c25",) and part(hidden).open_contracts == ("c00", "c12", "c24")
    back = village(give(s, 0, screen=(3, 3, 2, 0)), 0, Placed("assayer", 1, 0, up=True))
    back = play(replace(back, auction=tuple(t for t in back.auction if t != "assayer")),
                "use assayer 1 blue")
    assert at(back, 0, "assayer").res == (0, 1, 1, 0) and back.phase == "contract"


def test_bookkeeper_draws_the_skill_before_the_contract_is_chosen():
    s = merchants()
    s = village(s, 0, Placed("bookkeeper", 1, 0, up=True))
    s = play(s, "use bookkeeper 1 blue")
    assert GAME.chance_kind(s) == "skills" and s.to_move() is None
    s = chance(s, "skills a")
    assert s.seats[0].skills == (0, 0, 1) and s.phase == "contract" and s.to_move() == 0


def test_merchant_back_gives_two_contracts_one_at_a_time_refilled_between():
    s = merchants()
    s = village(s, 0, Placed("merchant", 1, 0, up=True))
    s = play(s, "use merchant 1 blue", "contract c00")
    assert s.phase == "contract" and "contract c13" in GAME.legal_moves(s)  # refilled first
    s = play(s, "contract c13")
    assert holder(s, 0).contracts == ("c00", "c13") and s.phase == "play"


def test_huts_are_upgrade_symbols_of_the_home_tile_for_whoever_uses_it_doubled_by_2b():
    s = give(merchants(), 1, huts=2)
    s = play(s, "use home2 1 blue")           # seat 0 uses seat 1's home tile
    assert s.work is not None and s.work.upgrades == 1 + 2
    d = give(merchants(), 1, huts=1)
    d = replace(d, sides=(("boat2", "b"),))
    d = give(d, 0, won=("boat2",))
    d = play(d, "use home2 1 blue")
    assert d.work is not None and d.work.upgrades == 2 * (1 + 1)


def _extension_position():
    """Seat 0 works with its home tile; its Keywood is upgraded and holds a wood and a gold."""
    s = merchants()
    s = village(s, 0, Placed("keywood", 1, 0, up=True, res=(1, 0, 0, 1)))
    return play(s, "use home1 1 red")


def test_an_upgrade_symbol_adds_an_extension_paid_from_the_tile_and_the_screen():
    s = _extension_position()
    legal = [m for m in GAME.legal_moves(s) if m.startswith("extend")]
    # e00 any worker, e01 wood + any resource, e02 saw (none held), e04 gold ...
    assert "extend keywood e01" in legal and "extend keywood e02" not in legal
    assert "extend home1 e01" not in legal                    # not upgraded
    after = play(s, "extend keywood e01")
    # the extension is in the Merchants' own state, not on the base's tile
    assert extension_on(after, 0, "keywood") == "e01" and at(after, 0, "keywood").res == (0, 0, 0, 0)
    assert holder(after, 0).extended == (("keywood", "e01"),)
    assert part(after).extensions == tuple(e for e in part(s).extensions if e != "e01")
    assert refused(after, "extend keywood e00", "keyflower/merchants-extensions")   # one per tile


def test_an_extension_fixes_the_tile_s_colour_and_doubles_its_printed_points():
    s = _extension_position()
    s = play(s, "extend keywood e05")     # red, paid with any worker (the kind held most)
    s = replace(s, phase="play", work=None, seat=1)      # seat 1 holds red and yellow
    assert refused(s, "use keywood 1 yellow", "keyflower/colour")
    assert "use keywood 1 red" in GAME.legal_moves(s)
    over = replace(s, phase="over")
    cats, _ = seat_breakdown(over, 0, True)
    assert cats["extensions"] == 3                       # Keywood's back: 3 points again


def test_the_extension_must_have_the_colour_of_the_workers_on_its_tile():
    s = merchants()
    s = village(s, 0, Placed("keywood", 1, 0, up=True, res=(1, 0, 0, 1)))
    s = play(s, "use keywood 1 yellow", "pass", "pass", "use home1 1 red")
    ext = [m.split()[2] for m in GAME.legal_moves(s) if m.startswith("extend keywood")]
    assert ext and all(m in ("e10", "e11", "e13", "e14") for m in ext)   # yellow ones only


def test_a_contract_is_exchanged_for_one_of_its_coloured_items_never_a_white_one():
    s = give(merchants(), 0, contracts=("c01", "c12"))
    legal = [m for m in GAME.legal_moves(s) if m.startswith("exchange")]
    assert "exchange c01 blue" in legal and "exchange c01 red" not in legal
    # the purple worker's contract: anything the purple worker may stand for
    assert {"exchange c12 iron", "exchange c12 saw", "exchange c12 green"} <= set(legal)
    after = play(s, "exchange c12 iron")
    assert at(after, 0, "home1").res == (0, 0, 1, 0) and holder(after, 0).contracts == ("c01",)
    assert "c12" in part(after).discard and after.to_move() == 0      # a free action
    assert refused(after, "exchange c01 red", "keyflower/merchants-contracts")


def test_the_three_open_contracts_are_replaced_at_the_end_of_a_season():
    s = play(merchants(), "pass", "pass", "pass", "boat keyflower_ii", "boat sea_bastion_ii")
    assert s.season_name == "summer"
    assert set(part(s).discard) == {"c00", "c12", "c24"} and len(part(s).open_contracts) == 3
    assert not set(part(s).open_contracts) & {"c00", "c12", "c24"}


def _over(s, seat_contracts, **seat):
    s = give(s, 0, contracts=seat_contracts, **seat)
    return replace(s, phase="over", season=3)


def test_contracts_score_seven_each_and_the_exact_assignment_finds_both():
    """c01 blue+blue+any-worker and c08 blue+blue+red with 5 blue and 1 red: both (14)."""
    s = _over(merchants(), ("c01", "c08"), screen=(5, 1, 0, 0))
    cats, sc = seat_breakdown(s, 0, True)
    assert cats["contracts"] == 14 and set(sc.deals) == {"c01", "c08"}


def test_white_wind_ii_makes_contracts_ten_and_the_muleteer_pays_for_unfulfilled_ones():
    s = _over(merchants(), ("c01", "c27"), screen=(3, 0, 0, 0))
    s = village(s, 0, Placed("white_wind_ii", 1, 0), Placed("muleteer", 2, 0))
    cats, sc = seat_breakdown(s, 0, True)
    assert cats["contracts"] == 10 and set(sc.deals) == {"c01"}
    assert cats["winter"] == 3          # c27 (gold+gold) unfulfilled: the Muleteer's 3


def test_sea_breese_ii_ianvincible_ii_artisan_and_builder():
    s = _over(merchants(), (), huts=2)
    s = village(give(s, 0, extended=(("stable", "e00"),)), 0, Placed("sea_breese_ii", 1, 0),
                Placed("keythedral", 2, 0), Placed("artisan", 3, 0), Placed("stable", -1, 0, up=True),
                Placed("builder", 0, 1), Placed("ianvincible_ii", 0, -1))
    cats, _ = seat_breakdown(s, 0, True)
    # boats: Sea Breese II 2 x 3 winter tiles; Ianvincible II 2 x (home 1 + stable 2 + 2 huts)
    assert cats["boats"] == 6 + 2 * 5
    # winter: Artisan 2 x 1 upgraded, Builder 3 x 1 extension; the Keythedral's 12 are printed
    # points (M step 5), not a winter tile's points (step 9): each tile counts once
    assert cats["winter"] == 2 + 3
    assert cats["extensions"] == 5      # the Stable's back: 5 points again
    without = village(s, 0, Placed("sea_breese_ii", 1, 0), Placed("artisan", 3, 0),
                      Placed("stable", -1, 0, up=True), Placed("builder", 0, 1),
                      Placed("ianvincible_ii", 0, -1))
    less, _ = seat_breakdown(without, 0, True)
    assert cats["tiles"] - less["tiles"] == 12 and cats["winter"] == less["winter"]


def test_flipper_ii_adds_a_free_extension_at_the_end():
    s = _over(merchants(), ())
    s = village(s, 0, Placed("flipper_ii", 1, 0), Placed("stable", -1, 0, up=True))
    cats, sc = seat_breakdown(s, 0, True)
    assert cats["extensions"] == 5 and sc.free == "stable"


def test_ties_go_to_who_took_a_boat_first_in_winter():
    s = replace(merchants(), phase="over", season=3, winter_boats=((2, "keyflower_ii"), (0, "x")))
    s = replace(s, seats=tuple(replace(x, screen=(0, 0, 0, 0)) for x in s.seats))
    result = outcome(s)
    assert len(set(result.scores)) == 1 and result.winners == (2,)
    assert result.decided_by == "first winter boat"


def test_variant_a_plays_every_ii_boat_and_every_merchants_tile():
    s = merchants({"variant-a": "on"})
    assert s.fleet == ("keyflower_ii", "sea_bastion_ii", "sea_breese_ii")
    bad = GAME.setup(3, {"merchants": "on", "variant-a": "on"})
    bad = chance(bad, "homes 1 2 3", f"screens {SCREENS3}", f"winter {WINTER}", f"contracts {PILES}")
    with pytest.raises(RuleError) as info:   # no Assayer among the spring tiles
        GAME.apply_chance(bad, "tiles alehouse gold_mine keywood miner peddler stable workshop")
    assert info.value.rule == "keyflower/chance"


def test_variant_b_lays_boat_workers_open_and_the_view_shows_them():
    s = merchants({"variant-b": "on"})
    s = play(s, "pass", "pass", "pass", "boat keyflower_ii")
    assert holder(s, 0).front == (3, 3, 1, 0)        # Keyflower II's bbbrrry, in the open
    view = GAME.view(s, 1)
    assert view["seats"][0]["front"] == list(holder(s, 0).front) and view["seats"][0]["screen"] is None


def test_variant_b_shows_a_contract_taken_from_the_open_row_but_not_one_from_a_pile():
    s = merchants({"variant-b": "on"})
    s = play(s, "use assayer 1 blue contract", "contract c12")
    assert holder(s, 0).shown == ("c12",)
    view = GAME.view(s, 1)
    assert view["seats"][0]["shown"] == ["c12"] and "c12" in view["merchants"]["contracts"]
    hidden = play(merchants({"variant-b": "on"}), "use assayer 1 blue contract", "contract pile2")
    assert holder(hidden, 0).shown == () and holder(hidden, 0).contracts == ("c13",)
    assert "c13" not in GAME.view(hidden, 1)["merchants"]["contracts"]


def test_variant_c_gives_the_last_seats_a_green_worker():
    s = merchants({"newcomers": "2"})
    assert [x.screen[3] for x in s.seats] == [0, 1, 1] and s.green == 18


def test_final_ask_assigns_items_to_a_contract_and_best_includes_contracts():
    """With final=ask a contract is a place to assign items to (``assign c01 ...``), each item
    once; ``best`` fills contracts as the best assignment does."""
    s = merchants({"final": "ask"})
    s = give(s, 1, contracts=("c01",), screen=(3, 0, 0, 0))
    s = replace(s, season=3, phase="final", seat=1, start=0)
    legal = GAME.legal_moves(s)
    assert "assign c01 blue+blue+blue" in legal and "best" in legal
    s = play(s, "assign c01 blue+blue+blue")
    assert "assign c01 blue+blue+blue" not in GAME.legal_moves(s)     # once per contract
    s = play(s, "done")
    cats, sc = seat_breakdown(replace(s, phase="over"), 1, True)
    assert cats["contracts"] == 7 and sc.deals == {"c01": ("blue", "blue", "blue")}
    best = play(replace(give(s, 1, assigned=(), scored=False), seat=1), "best")
    assert ("c01", "blue+blue+blue") in best.seats[1].assigned
