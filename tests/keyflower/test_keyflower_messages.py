"""Refusals of hand-written Keyflower record lines (issue 22): each quotes the line as written,
whole, names what is wrong in it and says what to write instead (rule ids ``chance``,
``notation`` and the rule the move breaks)."""

from __future__ import annotations

import pytest

from core.errors import ReplayError, RuleError
from core.match import Match

HEAD = """[Game "keyflower"]
[Player "Ann"]
[Player "Bob"]
[Player "Cas"]
[Seed "3"]
"""
SETUP = """* homes 1 2 3
* screens bbbrrryy rrrryyyy bbbbyyyy
* winter keythedral+scholar+windmill apothecary+jeweller+scribes key_market+watermill+village_hall
* tiles alehouse gold_mine keywood miner peddler stable workshop
"""
MERCHANTS = HEAD + '[Option "merchants=on"]\n' + """* homes 1 2 3
* screens bbbrrryy rrrryyyy bbbbyyyy
* winter keythedral+scholar+windmill+artisan apothecary+jeweller+scribes+builder key_market+watermill+village_hall+muleteer
"""


def refusal(text: str) -> ReplayError:
    with pytest.raises(ReplayError) as e:
        Match.from_record(text)
    return e.value


def test_a_cargo_line_the_bag_cannot_supply_names_the_boat_and_the_colour():
    e = refusal(HEAD + SETUP + "* cargo bbbrrry:s bbrrry:pa bbryyg:a\n")
    assert e.rule == "keyflower/chance" and e.line == 10
    assert e.en == "sea_breese ('bbryyg:a'): the bag holds no green (after the boats before it)."
    assert "de zak heeft nog geen groene" in e.nl


def test_a_cargo_word_with_the_wrong_numbers_gives_every_boat_s_numbers():
    e = refusal(HEAD + SETUP + "* cargo bbbbbbbb:s bbrrry:pa bbryyy:a\n")
    assert e.en.startswith("keyflower ('bbbbbbbb:s') takes 7:1 now (workers:skills), not 8:1.")
    assert "keyflower=7:1 sea_bastion=6:2 sea_breese=6:1" in e.en


def test_a_draw_of_a_colour_the_bag_lacks_is_told_apart_from_a_wrong_count():
    """Summer boat 1a's draw is due right after the Alehouse use: 'g' is one worker, as owed,
    but the bag holds no green; 'bb' is two, one too many."""
    record = HEAD + SETUP + "* cargo bbbrrry:s bbrrry:pa bbryyy:a\nuse alehouse 1 blue\n"
    e = refusal(record + "* draw g\n")
    assert e.en == "'g': the bag holds no green now."
    e = refusal(record + "* draw bb\n")
    assert e.en.startswith("1 come out now, not 2 ('bb'). Write '* draw' and the 1 workers")


def test_a_misplaced_ships_line_is_quoted_whole_with_the_line_due():
    e = refusal(HEAD + '[Option "merchants=on"]\n* ships keyflower_ii sea_bastion_ii sea_breese_ii\n')
    assert e.rule == "keyflower/chance"
    assert "not '* ships keyflower_ii sea_bastion_ii sea_breese_ii'. Write '* homes'" in e.en


def test_a_ships_line_naming_a_wrong_boat_says_which_and_lists_the_pairs():
    e = refusal(MERCHANTS + "* ships keyflower sea_bastion_ii flipper_ii\n")
    assert "'flipper_ii' stands in the place of sea_breese" in e.en
    assert "keyflower|keyflower_ii sea_bastion|sea_bastion_ii sea_breese|sea_breese_ii" in e.en


def test_a_contracts_line_says_which_contract_is_missing():
    piles = " ".join("+".join(f"c{i:02d}" for i in range(k, k + 12)) for k in (0, 12, 24))
    e = refusal(MERCHANTS + "* ships keyflower sea_bastion sea_breese\n"
                + "* contracts " + piles.replace("c17", "c16") + "\n")
    assert "(c16 is there twice)" in e.en and "three piles of 36 contracts in all" in e.en


def test_a_refused_move_is_quoted_and_followed_by_moves_that_may_be_written():
    """Cas (bbbbyyyy) bids 1 blue where Ann bid 1 blue: the legal bids on that tile come first."""
    e = refusal(HEAD + SETUP + "* cargo bbbrrry:s bbrrry:pa bbryyy:a\nbid alehouse 1 blue\npass\n"
                "bid alehouse 1 blue\n")
    assert e.rule == "keyflower/bid" and e.step == "bid alehouse 1 blue"
    assert e.en == ("'bid alehouse 1 blue': A bid must be more than 1. Possible now, for example: "
                    "bid alehouse 2 blue, bid alehouse 3 blue, bid alehouse 4 blue.")


def test_a_line_that_is_no_move_lists_the_forms():
    e = refusal(HEAD + SETUP + "* cargo bbbrrry:s bbrrry:pa bbryyy:a\nbuy alehouse for 3\n")
    assert e.rule == "keyflower/notation"
    assert e.en.startswith("'buy alehouse for 3' is not a Keyflower move. Moves look like this: pass,")


def test_the_page_shows_the_reason_without_the_notation():
    """A player who tapped wrote no line: the page shows the reason only (``reason``), the
    record's writer gets the quote and the suggestion too (issue 22 and issue 24's jargon)."""
    match = Match.from_record(HEAD + SETUP + "* cargo bbbrrry:s bbrrry:pa bbryyy:a\n"
                              "bid alehouse 1 blue\npass\n")
    with pytest.raises(RuleError) as e:
        match.play("bid alehouse 1 blue")
    assert e.value.rule == "keyflower/bid"
    assert e.value.reason("en") == "A bid must be more than 1."
    assert e.value.reason("nl") == "Een bod moet hoger zijn dan 1."
    assert e.value.said == "bid alehouse 1 blue" and e.value.message("en").startswith(
        "'bid alehouse 1 blue': A bid must be more than 1. Possible now")
    replayed = ReplayError(e.value, 12, "bid alehouse 1 blue")
    assert replayed.en == e.value.en and replayed.reason("en") == e.value.reason("en")
