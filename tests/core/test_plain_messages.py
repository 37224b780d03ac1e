"""What a player at the page reads of a refusal (``RuleError.reason``) is plain (issue 24):
no notation a player never sees on the board.

Forbidden in a reason, in Dutch and English:

* a coordinate pair (``1,-1``: Carcassonne's and Keyflower's squares, which the board does
  not label; the page says "1 right and 1 down of the start tile");
* a half tile's code (``H1-03``), a turn code (``r90``) or a follower spot code (``road:e``);
* the refused move quoted back in notation (``'V 1,-2 r90'``).

Square names such as ``c3`` (Stad en Land, Eden, New England) and Eden's card codes stay:
those boards and cards show them. The written message (``nl``/``en``, what the command line
prints) keeps the notation: a record's writer needs it.

Refusals come from Hypothesis: intents made from listed moves' fields and changed
(``tests/core/test_intents.py``) for the games that bind intents; for the others, listed
move texts with one word changed, as the page's fields would write them.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings, strategies as st

from core import registry
from core.errors import NOT_A_MOVE, RuleError
from core.match import Match

from tests.core.test_intents import GAMES as INTENT_GAMES, _intent, _match

ALL_GAMES = sorted(registry.games())
FORBIDDEN = re.compile(r"-?\d+\s*,\s*-?\d+"                  # a coordinate pair
                       r"|\bH[12]-\d\d\b"                     # a half tile's code
                       r"|\br(?:0|90|180|270)\b"              # a turn code
                       r"|\b(?:road|city|field|monastery):[a-z]")  # a follower spot code


def notation_in(reason: str, text: str) -> str | None:
    """The notation ``reason`` shows a player (None: none), ``text`` being the refused move."""
    found = FORBIDDEN.search(reason)
    if found:
        return found.group(0)
    if text and f"'{text}'" in reason:
        return text
    return None


def _check(error: RuleError | None, text: str) -> None:
    if error is None:
        return
    for lang in ("nl", "en"):
        reason = error.reason(lang)
        assert reason, error
        assert notation_in(reason, text) is None, (error.rule, reason)


def test_the_check_catches_coordinates_codes_and_quoted_moves():
    """The pattern this file holds every reason to (so a green run means something)."""
    assert notation_in("On 1,-1 the tile touches no other tile.", "") == "1,-1"
    assert notation_in("H1-03 is not open.", "") == "H1-03"
    assert notation_in("Write 'V 0,1 r90 road:e'.", "") is not None
    assert notation_in("'pass home5' is not a move.", "pass home5") == "pass home5"
    assert notation_in("There (1 right and 2 down of the start tile) lies a tile.", "x") is None
    assert notation_in("d2 is not adjacent (diagonals included) to B4.", "d2-b4") is None


@pytest.mark.parametrize("gid", INTENT_GAMES)
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), picks=st.lists(st.integers(0, 1_000), max_size=200),
       data=st.data())
def test_a_refused_intent_reads_plain(gid, seed, picks, data):
    match = _match(gid, seed, picks)
    game, state = match.game, match.state
    assert game.modules is not None and game.modules.intents is not None
    moves = game.move_data(state)
    for _ in range(25):
        intent = data.draw(_intent(moves))
        _check(game.explain_intent(state, intent), game.modules.intents.write(intent))


def _changed(text: str, words: list[str], data) -> str:
    """``text`` with one word replaced: a square by a nearby square, squares by other
    squares, any other word by a word of another listed move."""
    parts = text.split()
    i = data.draw(st.integers(0, len(parts) - 1))
    if re.fullmatch(r"-?\d+,-?\d+", parts[i]):
        x, y = (int(v) for v in parts[i].split(","))
        dx, dy = data.draw(st.integers(-3, 3)), data.draw(st.integers(-3, 3))
        parts[i] = f"{x + dx},{y + dy}"
    elif re.fullmatch(r"[a-z]\d(?:-[a-z]\d)*", parts[i]):   # squares such as a1-b1
        squares = st.tuples(st.sampled_from("abcdefghijk"), st.integers(1, 9))
        parts[i] = "-".join(f"{c}{n}" for c, n in data.draw(
            st.lists(squares, min_size=1, max_size=parts[i].count("-") + 2)))
    else:
        parts[i] = data.draw(st.sampled_from(words))
    return " ".join(parts)


@pytest.mark.parametrize("gid", [g for g in ALL_GAMES if g not in INTENT_GAMES])
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), picks=st.lists(st.integers(0, 1_000), max_size=120),
       data=st.data())
def test_a_refused_move_reads_plain(gid, seed, picks, data):
    game = registry.games()[gid]
    match = Match.new(gid, [f"P{i}" for i in range(game.min_players)], {}, seed)
    for pick in picks:
        if match.over:
            break
        legal = match.legal_moves()
        match.play(legal[pick % len(legal)])
    legal = match.legal_moves()
    if not legal:
        return
    words = sorted({w for m in legal for w in m.split()})
    for _ in range(25):
        text = _changed(data.draw(st.sampled_from(legal)), words, data)
        try:
            match.game.apply(match.state, text)
        except RuleError as e:
            _check(e, text)


def test_carcassonne_reads_plain_and_the_command_line_keeps_its_notation():
    """Carcassonne: a move off the board's squares. The page reads that it touches no tile,
    the place in words; the written message (the CLI's) keeps ``0,5`` and the quoted move."""
    match = Match.new("carcassonne", ["A", "B"], {}, 3)
    move = match.legal_moves()[0].split()
    text = " ".join([move[0], "0,5"] + move[2:3])
    with pytest.raises(RuleError) as raised:
        match.game.apply(match.state, text)
    e = raised.value
    assert e.rule == "carcassonne/place"
    assert "0,5" in e.en and "0,5" in e.nl and f"'{text}'" in e.en
    assert e.reason("en") == ("There (5 up of the start tile) the tile touches no other tile "
                              "along a side.")
    assert e.reason("nl") == ("Daar (5 omhoog van de starttegel) raakt de tegel geen andere "
                              "tegel met een hele zijde.")
    with pytest.raises(RuleError) as raised:
        match.game.apply(match.state, "nonsense")
    assert raised.value.rule == "carcassonne/notation"
    assert (raised.value.reason("nl"), raised.value.reason("en")) == NOT_A_MOVE
    assert "nonsense" in raised.value.en
