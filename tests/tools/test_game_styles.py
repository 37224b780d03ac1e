"""Issue 26: the games' style sheets in two parts. Their cards' art (``.art-<game>``) is part of
the first screen and stays in the page's head (``games-art.css``); the rest (every game's
table) is written into the page after the first screen's markup, so a phone does not parse it
before the first paint (tools/site.py, ``split_art_rules``)."""

from __future__ import annotations

from pathlib import Path

from tools.site import split_art_rules

DIST = Path(__file__).resolve().parents[2] / "dist"

SHEET = """/* Some game: its card art and its panels. */
.art-some-game {
  background: url("app/games/some_game/art.svg") center / cover no-repeat, #abc;
}
.sg-panel { display: grid; }
.art-some-game, .sg-card { border: 0; }
@media (max-width: 480px) {
  .art-some-game { background-size: 50%; }
}
.art-other { color: red; }
"""


def test_only_whole_art_rules_leave_the_sheet_in_order():
    art, rest = split_art_rules(SHEET)
    assert art == ('.art-some-game {\n  background: url("app/games/some_game/art.svg") center'
                   ' / cover no-repeat, #abc;\n}\n.art-other { color: red; }\n')
    # what is left keeps its comment, the rule that names another selector too and the
    # at-rule (with the art rule inside it), in the order written
    assert "/* Some game" in rest and ".sg-panel" in rest
    assert rest.index(".art-some-game, .sg-card") < rest.index("@media")
    assert "@media (max-width: 480px) {\n  .art-some-game { background-size: 50%; }\n}" in rest
    assert ".art-other" not in rest and "url(" not in rest


def test_a_sheet_without_art_is_left_whole():
    sheet = "/* a */\n.x { a: b; }\n@media print { .y { c: d; } }\n"
    assert split_art_rules(sheet) == ("\n", sheet)


def test_the_page_has_the_cards_art_before_the_first_screen_and_the_games_tables_after_it():
    page = (DIST / "index.html").read_text(encoding="utf-8")
    first, loading = page.index('<div id="first"'), page.index('<div id="loading"')
    art = page.index(".art-carcassonne {")
    table = page.index(".cc-turner {")   # Carcassonne's table: no part of the first screen
    assert art < first < loading < table
    assert page.rindex("</style>", 0, first) > art   # the art's own <style> ends in the head
