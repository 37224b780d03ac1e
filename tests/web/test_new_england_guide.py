"""Native tests of New England's help for first-time players (``app.games.new_england.guide``:
hint targets, step help, the nudge of a tap that does nothing, the legend's texts), of the
moves in words (``texts.move_words``), of counted texts and of what the board marks as
changed by the last move (``board.changed_plots``). Expectations come from the core.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from app import frame as frames
from app.games.new_england import RENDERER, guide, texts
from core.protocol import MoveData
from app.games.new_england import input as ne_play
from app.games.new_england.board import changed_plots
from core.new_england.ruleids import RULE_IDS
from core.rng import Rng
from test_new_england_input import legal_view, new_match, texts_of

REFERENCE = Path(__file__).resolve().parents[2] / "core" / "new_england" / "reference.html"


def play_until(match, cond, limit=600, prefer=("develop ", "buy ")):
    for _ in range(limit):
        if cond(match):
            return match
        legal = match.game.legal_moves(match.state)
        picked = [m for p in prefer for m in legal if m.startswith(p)]
        match.play(picked[0] if picked else legal[0])
    raise AssertionError("condition not reached")


def pending(match):
    return (match.game.view(match.state, None).get("turn") or {}).get("pending")


def plots_of(moves):
    return sorted({p for m in moves for p in m.split(" ")[-1].split("-")}, key=ne_play.order)


def assert_targets_act(match, sel):
    """Every hint target's tap plays a legal move or changes the selection."""
    moves, view = legal_view(match)
    for sq in guide.hint_targets(moves, view, sel):
        answer = ne_play.tap(moves, view, sel, sq)
        assert answer.get("play") in texts_of(moves) or answer.get("select") not in (None, sel), (sq, answer)


def test_start_hints_are_the_plots_of_the_chosen_terrain_then_the_partners():
    match = new_match()
    moves, view = legal_view(match)
    legal = texts_of(moves)
    sel = ne_play.default_selection(moves)
    terrain = sel.split(":")[1]
    assert guide.hint_targets(moves, view, sel) == plots_of(m for m in legal if m.startswith(f"start {terrain} "))
    first = guide.hint_targets(moves, view, sel)[0]
    partners = guide.hint_targets(moves, view, f"{sel}:{first}")
    pairs = [m.split(" ")[2].split("-") for m in legal if m.startswith(f"start {terrain} ")]
    assert partners == sorted({q for p in pairs if first in p for q in p if q != first}, key=ne_play.order)
    assert first not in partners
    assert_targets_act(match, sel)


def test_no_hints_while_the_step_is_in_the_panel():
    match = play_until(new_match(), lambda m: m.state.phase == "announce")
    legal, view = legal_view(match)
    assert guide.hint_targets(legal, view, None) == []
    match = play_until(match, lambda m: m.state.phase == "bid")
    assert guide.hint_targets(*legal_view(match), None) == []
    assert guide.hint_targets((), legal_view(match)[1], None) == []


def test_a_bought_tile_or_figure_marks_exactly_where_it_may_go():
    match = play_until(new_match(), lambda m: bool(pending(m)) and "orientations" not in pending(m))
    legal, view = legal_view(match)
    sel = ne_play.normalize(ne_play.default_selection(legal), legal, view)
    assert guide.hint_targets(legal, view, sel) == plots_of(
        m for m in texts_of(legal) if m.split(" ")[0] in ne_play.PENDING_VERBS)
    assert_targets_act(match, sel)


def test_a_land_card_marks_the_plots_of_the_chosen_rotation():
    match = play_until(new_match(), lambda m: any(x.startswith("develop ") for x in m.game.legal_moves(m.state)))
    legal, view = legal_view(match)
    for k in ne_play.rotations(view):
        covered = plots_of(p["move"] for p in ne_play.developments(view) if p["orientation"] == k)
        assert guide.hint_targets(legal, view, f"r:{k}") == covered
        assert_targets_act(match, f"r:{k}")


def test_figures_that_may_move_then_their_targets():
    match = play_until(new_match(), lambda m: any(x.startswith("move ") for x in m.game.legal_moves(m.state)),
                       prefer=("pilgrim ", "ship ", "buy ", "develop "))
    legal, view = legal_view(match)
    sources = ne_play.move_sources(legal)
    assert set(sources) <= set(guide.hint_targets(legal, view, None))
    src = sources[0]
    assert guide.hint_targets(legal, view, "m:" + src) == sorted(
        (m.split("-")[1] for m in texts_of(legal) if m.startswith(f"move {src}-")), key=ne_play.order)
    assert_targets_act(match, "m:" + src)


def _anchors() -> set[str]:
    return set(re.findall(r'id="([^"]+)"', REFERENCE.read_text(encoding="utf-8")))


def test_step_help_for_every_step_names_an_existing_rule_in_both_languages():
    anchors = _anchors()
    seen = set()
    match = new_match(4)
    rng = Rng(4, 2)
    while not match.over:
        legal, view = legal_view(match)
        sels = [None, ne_play.default_selection(legal)] + ["m:" + s for s in ne_play.move_sources(legal)[:1]]
        for sel in sels:
            nl, en = (guide.step_help(legal, view, sel, lang) for lang in ("nl", "en"))
            if not legal:
                assert nl is None and en is None
                continue
            assert nl.rule == en.rule and nl.rule in RULE_IDS, nl
            assert nl.rule.split("/", 1)[1] in anchors
            assert nl.text and en.text and nl.text != en.text
            seen.add(nl.rule)
        match.play(legal[rng.below(len(legal))].text)
    assert guide.step_help((), match.game.view(match.state, None), None, "en") is None
    assert {"new-england/" + r for r in ("start-tile", "offer", "bid", "buy", "tile-placement",
                                         "development-shape", "figure-placement", "figure-move",
                                         "income")} <= seen, seen


def test_bidding_help_says_what_the_chip_value_decides():
    match = play_until(new_match(), lambda m: m.state.phase == "bid")
    legal, view = legal_view(match)
    help = guide.step_help(legal, view, None, "en")
    assert help.rule == "new-england/bid"
    assert "price" in help.text and "first" in help.text


def test_a_tap_on_the_board_in_the_bidding_names_the_panel_and_flashes_the_prompt():
    match = play_until(new_match(), lambda m: m.state.phase == "bid")
    answer = RENDERER.tap(frames.build(match), None, "f5")
    error = answer["error"]
    assert error.rule == "new-england/bid" and error.rule in RULE_IDS
    assert "panel" in error.message("en") and "paneel" in error.message("nl")
    assert RENDERER.flash_prompt
    RENDERER.flash_prompt = False
    # a tap that does something says nothing of the kind
    match = new_match()
    legal = tuple(match.game.move_data(match.state))
    sel = ne_play.default_selection(legal)
    target = guide.hint_targets(legal, match.game.view(match.state, None), sel)[0]
    assert "error" not in RENDERER.tap(frames.build(match), sel, target)
    assert not RENDERER.flash_prompt


def test_the_legend_explains_every_symbol_in_both_languages():
    samples = [s for s, _ in guide.LEGEND]
    for needed in ("s", "p", "c", "dev", "owner", "pilgrim", "barn", "ship", "card", "spot", "hint", "sea"):
        assert needed in samples
    nl, en = guide.legend_items("nl"), guide.legend_items("en")
    assert len(nl) == len(en) == len(guide.LEGEND)
    for (s1, a), (s2, b) in zip(nl, en):
        assert s1 == s2 and a and b and a != b


def test_every_move_of_a_game_is_said_in_words_with_its_notation():
    match = new_match(7)
    rng = Rng(7, 3)
    verbs = set()
    while not match.over:
        legal = match.game.legal_moves(match.state)
        move = legal[rng.below(len(legal))]
        for lang in ("nl", "en"):
            said = texts.describe_step(match.game.step_data(move), False, {}, lang)
            assert said != move and move in said, said
            assert not re.search(r"[{}]", said)
        verbs.add(move.split(" ")[0])
        match.play(move)
    assert {"start", "offer", "bid", "buy", "done"} <= verbs
    # a step with fields no move of the notation has is shown as its text
    assert texts.describe_step(MoveData("nonsense", "nonsense"), False, {}, "en") == "nonsense"
    assert texts.describe_step(match.game.step_data("bid 7"), False, {}, "nl").startswith("neemt biedfiche 7")


@pytest.mark.parametrize("lang,one,many", [("en", "1 card", "2 cards"), ("nl", "1 kaart", "2 kaarten")])
def test_counted_texts_have_a_singular(lang, one, many):
    assert texts.tn(lang, "ne_fam_cards", 1) == one
    assert texts.tn(lang, "ne_fam_cards", 2) == many
    assert texts.tn(lang, "ne_n_tiles", 1) != texts.tn(lang, "ne_n_tiles", 1).replace("1 ", "2 ")


def test_no_counted_text_without_its_singular():
    for key, text in texts.EN.items():
        if re.search(r"\{(n|tiles|cards)\} \w+s\b", text) and not key.endswith("_one"):
            assert key + "_one" in texts.EN or key in ("ne_supply",), key


def test_the_board_marks_what_the_last_move_changed():
    match = play_until(new_match(), lambda m: bool(pending(m)) and "orientations" not in pending(m))
    before = match.game.view(match.state, None)
    legal = match.game.legal_moves(match.state)
    move = next(m for m in legal if m.split(" ")[0] in ("place", "pilgrim", "barn", "ship"))
    match.play(move)
    after = match.game.view(match.state, None)
    assert changed_plots(after, before) == [move.split(" ")[1]]
    assert changed_plots(after, None) == []
    assert changed_plots(after, after) == []
