"""Keyflower's expansions as plug-ins (core/keyflower/expansion.py, issue 23): an expansion
that is off leaves no trace in the state, one that is on keeps its state in one field under
its name, and what players and links see (options, view keys) is the same either way."""

from __future__ import annotations

from dataclasses import fields

from core.keyflower import GAME
from core.keyflower.expansion import Expansion, active, registered
from core.keyflower.expansions import EXPANSIONS
from core.keyflower.expansions.merchants.state import Holder, Merchants
from core.keyflower.state import Seat, State
from keyflower_helpers import chance, spring

MERCHANTS_START = ("homes 1 2 3", "screens bbbrrryy rrrryyyy bbbbyyyy",
                   "winter keythedral+scholar+windmill+artisan apothecary+jeweller+scribes+builder "
                   "key_market+watermill+village_hall+muleteer",
                   "ships keyflower_ii sea_bastion_ii sea_breese_ii")


def test_the_registry_is_the_installed_list():
    assert registered() == EXPANSIONS and [x.name for x in EXPANSIONS] == ["merchants"]


def test_options_keep_their_keys_and_values_for_records_and_links():
    assert [(o.key, o.default, o.choices) for o in GAME.options] == [
        ("final", "best", ("best", "ask")), ("merchants", "off", ("off", "on")),
        ("variant-a", "off", ("off", "on")), ("variant-b", "off", ("off", "on")),
        ("newcomers", "0", ("0", "1", "2"))]


def test_an_expansion_that_is_off_leaves_no_trace_in_the_state():
    s = spring()
    assert s.ext == () and active(s) == ()


def test_an_expansion_that_is_on_keeps_its_state_in_one_field_under_its_name():
    s = chance(GAME.setup(3, {"merchants": "on", "variant-b": "on"}), *MERCHANTS_START)
    assert [n for n, _ in s.ext] == ["merchants"] and active(s) == EXPANSIONS
    part = s.ext_of("merchants")
    assert isinstance(part, Merchants) and part.variant_b and len(part.seats) == 3
    again = chance(GAME.setup(3, {"merchants": "on", "variant-b": "on"}), *MERCHANTS_START)
    assert again == s and hash(again) == hash(s) and repr(again) == repr(s)


def test_the_base_state_holds_none_of_the_expansions_fields():
    mine = {f.name for f in fields(Merchants)} | {f.name for f in fields(Holder)}
    assert not mine & {f.name for f in fields(State)} - {"seats"}
    assert not mine & {f.name for f in fields(Seat)}


def test_the_view_has_the_expansions_keys_whether_it_is_on_or_off():
    off = GAME.view(spring(), 0)
    on = GAME.view(chance(GAME.setup(3, {"merchants": "on"}), *MERCHANTS_START), 0)
    assert off["merchants"] is None and isinstance(on["merchants"], dict)
    assert set(off) == set(on) and set(off["seats"][0]) == set(on["seats"][0])
    assert off["seats"][1]["huts"] == 0 and off["seats"][1]["contracts"] is None


def test_the_protocols_hooks_do_nothing_by_default():
    s, bare = spring(), Expansion()
    assert bare.setup(s, GAME.normalize_options({})) is s
    assert bare.chance_kind(s) is None and bare.moves(s, 0) == [] and bare.view(s, 0) == {}
    assert bare.gained(s, 0, (1, 0, 0, 0), (0, 0, 0)) is s and bare.disguise(s, 0) is s
    assert bare.final_steps(s, (("gold", lambda st, sc: 0),))[0][0] == "gold"
