"""The view's board part and tile definitions are made once (issue 23: the page asks for the
public view and the mover's own of every new position): what is kept equals what is made
anew, is shared by the seats' views of one state, and a state with other pieces or followers
gets its own (one with the same ones shares it: ``test_board_memo``)."""

from __future__ import annotations

import random

from core.carcassonne import view as views
from core.match import Match


def test_the_kept_board_part_is_the_one_made_anew_and_follows_each_new_state():
    match = Match.new("carcassonne", ["A", "B", "C"], {}, 3)
    rng = random.Random(3)
    game = match.game
    previous, previous_board = None, None
    for _ in range(40):
        if match.over:
            break
        state = match.state
        public, own = game.view(state, None), game.view(state, game.to_move(state) or 0)
        assert public["pieces"] is own["pieces"] and public["features"] is own["features"]
        kept = state.board_memo().pop("view_board")
        state.board_memo().pop("analysis", None)  # made anew from nothing kept
        fresh = game.view(state, None)
        assert fresh["pieces"] == kept["pieces"] and fresh["features"] == kept["features"]
        assert fresh["followers"] == kept["followers"]
        assert fresh["pieces"] is not kept["pieces"]  # popped: made again, not found
        if previous is not None and (state.pieces, state.followers) != previous_board:
            assert public["pieces"] is not previous["pieces"]
            assert len(public["pieces"]) >= len(previous["pieces"])
        for name, tile in public["tiles"].items():
            assert tile == views.tile_json(views.ALL_TILES[name])
        previous, previous_board = public, (state.pieces, state.followers)
        match.play(rng.choice(match.legal_moves()))
