"""Game records (architecture.md, "Move notation and game records"): parsing, formatting,
escaping, errors with line numbers, tampering, chance drawn from the PRNG."""

from __future__ import annotations

import pytest

from core import record as rec
from core.errors import GENERAL_RULE_IDS, ReplayError
from core.match import Match
from core.rng import Rng

CITIES = "b2 c5 d3 d4 e6 f1 a4 c3"
GOOD = f"""[Game "stad-en-land"]
[Version "1"]
[Player "Ann"]
[Player "Bob"]
[Seed "8731"]
[Option "adjacency=king"]
[Option "end=mover"]
* cities {CITIES}
c3-b4
d3-e2
e2-f1
pass
"""


def _error(text: str) -> ReplayError:
    with pytest.raises(ReplayError) as info:
        Match.from_record(text)
    err = info.value
    assert err.rule in GENERAL_RULE_IDS or err.rule.startswith("stad-en-land/")
    assert err.message("nl") and err.message("en")
    return err


# -- parse / format ------------------------------------------------------------------------
def test_format_of_parse_is_identity_on_a_canonical_record():
    assert rec.format(rec.parse(GOOD)) == GOOD


def test_parse_of_format_round_trip():
    record = rec.Record("stad-en-land", ['Ann "A" \\o/', "Bö\\b"], 18446744073709551615,
                        {"adjacency": "orthogonal", "end": "any"},
                        [rec.Step("cities " + CITIES, True), rec.Step("c3-b4"), rec.Step("pass")],
                        extra=[("Event", 'club "night"'), ("Site", "Utrecht")])
    back = rec.parse(rec.format(record))
    assert (back.game, back.players, back.seed, back.options, back.version, back.extra) == \
        (record.game, record.players, record.seed, record.options, record.version, record.extra)
    assert [(s.text, s.chance, s.line) for s in back.steps] == \
        [("cities " + CITIES, True, 10), ("c3-b4", False, 11), ("pass", False, 12)]
    assert [str(s) for s in back.steps] == ["* cities " + CITIES, "c3-b4", "pass"]


def test_header_escaping_of_quotes_and_backslashes():
    record = rec.Record("stad-en-land", ['Ann "the" Great', "C:\\Bob\\"], 1)
    text = rec.format(record)
    assert '[Player "Ann \\"the\\" Great"]' in text.splitlines()
    assert '[Player "C:\\\\Bob\\\\"]' in text.splitlines()
    assert rec.parse(text).players == ['Ann "the" Great', "C:\\Bob\\"]


def test_player_name_cannot_break_out_of_its_header():
    """A name holding a newline and a fake header stays one Player header, as text."""
    match = Match.new("stad-en-land", ['Ann"]\n[Seed "1', "<b>Bob</b>"], seed=5)
    text = match.record_text()
    lines = text.splitlines()
    assert sum(1 for l in lines if l.startswith("[Seed")) == 1
    assert '[Seed "5"]' in lines
    again = Match.from_record(text)
    assert again.players == ['Ann"] [Seed "1', "<b>Bob</b>"]
    assert again.seed == 5 and again.state == match.state


def test_names_are_cleaned_and_cut_to_40_characters():
    assert rec.clean_name("  Ann \t  de\x00 Vries  ") == "Ann de Vries"
    assert rec.clean_name("x" * 50) == "x" * 40
    assert rec.clean_name("Zoë 🎲") == "Zoë 🎲"


def test_comments_blank_lines_and_spacing_ignored():
    noisy = "# saved on club night\n\n" + GOOD.replace("c3-b4\n", "  c3-b4  \n\n# White opens\n")
    noisy = noisy.replace("\n", "\r\n")
    a, b = Match.from_record(GOOD), Match.from_record(noisy)
    assert a.state == b.state
    assert b.record_text() == GOOD


def test_missing_version_defaults_to_1_and_unknown_headers_are_kept():
    text = GOOD.replace('[Version "1"]\n', "").replace("[Seed", '[Event "Club \\"night\\""]\n[Seed')
    match = Match.from_record(text)
    out = match.record_text()
    assert '[Version "1"]' in out.splitlines()
    assert '[Event "Club \\"night\\""]' in out.splitlines()
    assert Match.from_record(out).extra == [("Event", 'Club "night"')]


def test_record_text_of_a_match_replays_to_the_same_state():
    match = Match.from_record(GOOD)
    again = Match.from_record(match.record_text())
    assert again.state == match.state
    assert again.record_text() == match.record_text()


# -- errors with their line numbers -----------------------------------------------------
@pytest.mark.parametrize("bad, line", [
    ("[Game stad-en-land]", 1),           # value without quotes
    ('[Player "Ann]', 3),                   # unterminated value
    ('[1Player "Ann"]', 3),                 # key must start with a letter
    ('[Player "A"nn"]', 3),                 # unescaped quote
    ('[Player "Ann"] x', 3),
])
def test_bad_header(bad, line):
    lines = GOOD.splitlines()
    lines[line - 1] = bad
    err = _error("\n".join(lines))
    assert (err.rule, err.line, err.step) == ("record/bad-header", line, bad)


def test_bad_header_counts_comment_and_blank_lines():
    err = _error("# a comment\n\n" + GOOD.replace('[Player "Bob"]', "[Player Bob]"))
    assert (err.rule, err.line) == ("record/bad-header", 6)


@pytest.mark.parametrize("header", ["Game", "Seed"])
def test_missing_header(header):
    text = "\n".join(l for l in GOOD.splitlines() if not l.startswith(f"[{header} "))
    err = _error(text)
    assert (err.rule, err.line) == ("record/missing-header", 0)


def test_bad_version_on_its_line():
    err = _error(GOOD.replace('[Version "1"]', '[Version "2"]'))
    assert (err.rule, err.line) == ("record/bad-version", 2)


@pytest.mark.parametrize("seed", ["-1", "abc", "1.5", "", "18446744073709551616", "١٢"])
def test_bad_seed_on_its_line(seed):
    err = _error(GOOD.replace('[Seed "8731"]', f'[Seed "{seed}"]'))
    assert (err.rule, err.line) == ("record/bad-seed", 5)


def test_largest_seed_accepted():
    match = Match.from_record(GOOD.replace('[Seed "8731"]', '[Seed "18446744073709551615"]'))
    assert match.seed == 2**64 - 1


@pytest.mark.parametrize("option, line", [
    ("adjacency", 6),                  # no '='
    ("=king", 6),                      # no key
    ("end=any", 7),                    # placed below as a second end=..., a duplicate key
])
def test_malformed_option_on_its_line(option, line):
    text = GOOD.replace('[Option "end=mover"]', '[Option "end=mover"]\n[Option "end=any"]') \
        if option == "end=any" else GOOD.replace('[Option "adjacency=king"]', f'[Option "{option}"]')
    err = _error(text)
    assert err.rule == "record/bad-option"
    assert err.line == (8 if option == "end=any" else line)


@pytest.mark.parametrize("option", ["adjacency=hex", "colour=red", "end="])
def test_unknown_option_key_or_value_on_its_line(option):
    err = _error(GOOD.replace('[Option "end=mover"]', f'[Option "{option}"]'))
    assert (err.rule, err.line) == ("record/bad-option", 7)


def test_header_after_steps():
    err = _error(GOOD + '[Player "Cleo"]\n')
    assert (err.rule, err.line) == ("record/header-after-steps", 13)


@pytest.mark.parametrize("bad", ["*", "*   "])
def test_bad_chance_line(bad):
    err = _error(GOOD.replace("* cities " + CITIES, bad))
    assert (err.rule, err.line) == ("record/bad-chance", 8)


def test_unknown_game_on_its_line():
    err = _error(GOOD.replace("stad-en-land", "schaken"))
    assert (err.rule, err.line) == ("record/unknown-game", 1)
    assert "schaken" in err.en


@pytest.mark.parametrize("players", [0, 1, 3])
def test_player_count(players):
    lines = [l for l in GOOD.splitlines() if not l.startswith("[Player")]
    lines[1:1] = [f'[Player "P{i}"]' for i in range(players)]
    err = _error("\n".join(lines))
    assert (err.rule, err.line) == ("record/player-count", 0)


def test_record_must_be_text():
    with pytest.raises(ReplayError) as info:
        rec.parse(b"[Game \"stad-en-land\"]")
    assert info.value.rule == "record/bad-header"


# -- tampering -----------------------------------------------------------------------------
def test_tampered_step_reports_first_bad_line_and_stops_there():
    """An illegal step in the middle is reported (line, rule, step); nothing after it counts."""
    lines = GOOD.splitlines()
    lines[10] = "d4-e4"         # e2-f1 replaced: Black must go on from e2 (forced continuation)
    lines.append("zz-top")      # a later malformed line is never reached
    err = _error("\n".join(lines))
    assert (err.line, err.rule, err.step) == (11, "stad-en-land/forced-continuation", "d4-e4")
    assert err.to_json() == {"line": 11, "step": "d4-e4", "rule": "stad-en-land/forced-continuation",
                             "message": err.en}


def test_tampered_step_then_valid_looking_tail():
    """The step after the tampered one would be legal if applied, yet the error is the tampered line."""
    lines = GOOD.splitlines()
    lines[8] = "c3-c3"
    err = _error("\n".join(lines))
    assert (err.line, err.rule) == (9, "stad-en-land/segment")


def test_tampered_chance_line():
    err = _error(GOOD.replace("* cities " + CITIES, "* cities b2 b2 d3 d4 e6 f1 a4 c3"))
    assert (err.line, err.rule) == (8, "stad-en-land/cities")


# -- chance drawn from the PRNG ----------------------------------------------------------------
def _expected_cities(seed: int) -> str:
    names = [f + str(r) for r in range(1, 7) for f in "abcdef"]
    return "cities " + " ".join(names[i] for i in Rng(seed, 0).sample(range(36), 8))


def test_missing_chance_line_drawn_from_seed_and_written():
    text = "\n".join(l for l in GOOD.splitlines() if l.startswith("[")) + "\n"
    match = Match.from_record(text)
    out = match.record_text()
    assert out.splitlines()[-1] == "* " + _expected_cities(8731)
    assert [s.text for s in match.steps] == [_expected_cities(8731)]
    assert Match.from_record(out).state == match.state


def test_missing_chance_line_before_a_move():
    """The chance line is drawn before the first move and stored ahead of it."""
    text = '[Game "stad-en-land"]\n[Player "A"]\n[Player "B"]\n[Seed "42"]\npass\n'
    match = Match.from_record(text)
    assert match.record_text().splitlines()[-2:] == ["* " + _expected_cities(42), "pass"]


def test_different_seeds_draw_different_cities():
    draws = {_expected_cities(seed) for seed in range(20)}
    assert len(draws) == 20
    for seed in (0, 7, 2**64 - 1):
        assert Match.new("stad-en-land", ["A", "B"], seed=seed).steps[0].text == _expected_cities(seed)
