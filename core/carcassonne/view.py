"""What each seat may know of the position (rule ``half-setup``: hidden hands;
``GAME.position``, the ``detail`` of ``python -m core replay``), what the page sees
(``GAME.view``: the position plus page-only extras), the move-log events and the secrets
(``disguise``).

Everything on the table is public: the board, the followers, the scores, the pile's count
per tile type (players may look at the tile list) and the drawn tile. With hidden half
tiles (``halflings=hidden``) a seat's position holds its own hand; other hands only as sizes.
The view's tile definitions (``tiles``) are given for the names the viewer can see, nothing more.
"""

from __future__ import annotations

from dataclasses import replace

from .board import oriented
from .data import ALL_TILES, TYPES
from .features import analysis
from .half_tiles import HALF_TILES
from .scoring import feature_points, monastery_points, outcome
from .state import CATEGORIES, State
from .tiles import TileDef


def tile_json(d: TileDef) -> dict:
    """A tile type in canonical orientation, for drawing, with the follower spot names of
    its segments in each turn (``spots[rot][segment]``, as the notation writes them)."""
    return {"half": d.half, "edges": dict(d.edges), "symbols": list(d.symbols),
            "spots": [list(oriented(d.name, r).spots) for r in range(4)],
            "segments": [{"kind": s.kind, "sides": list(s.sides), "slots": list(s.slots),
                          "pennants": s.pennants} for s in d.segments]}


_TILE_JSON: dict[str, dict] = {}


def _tile_json(name: str) -> dict:
    """:func:`tile_json` of a tile type by name, made once (types never change; views are
    read-only to their callers, so they share it)."""
    kept = _TILE_JSON.get(name)
    if kept is None:
        kept = _TILE_JSON[name] = tile_json(ALL_TILES[name])
    return kept


def visible_hands(state: State, seat: int | None) -> list:
    """Per seat its hand (a list) when ``seat`` may see it, else None."""
    open_hands = state.halflings == "draft"
    return [list(h) if open_hands or s == seat else None for s, h in enumerate(state.hands)]


def _features(state: State) -> list[dict]:
    a = analysis(state)
    out = []
    for f in a.features:
        if f.kind == "monastery":
            value, complete = monastery_points(state, f.nodes[0][0])
        elif f.kind == "field":
            complete = False
            value = 3 * sum(1 for c in f.cities if a.features[c].complete)
        else:
            complete = f.complete
            value = feature_points(state, f.kind, f.pieces, f.pennants, complete)
        count: dict[int, int] = {}
        for fol in f.followers:
            count[fol.seat] = count.get(fol.seat, 0) + 1
        top = max(count.values(), default=0)
        out.append({"kind": f.kind, "parts": [list(n) for n in f.nodes], "pieces": f.pieces,
                    "squares": [list(sq) for sq in f.squares], "complete": complete,
                    "value": value, "pennants": f.pennants,
                    "followers": [count.get(s, 0) for s in range(state.players)],
                    "owners": sorted(s for s, n in count.items() if n == top),
                    "cities": list(f.cities)})
    return out


def _board(state: State) -> dict:
    """The board's part of the position, the same for every seat and most of a view's cost
    (the pieces with their features, the followers, the features): made once per state and
    kept in ``State.board_memo``, so the views of one position for several seats (the page's public
    view and the mover's own) share it. Views are read-only to their callers."""
    memo = state.board_memo()
    kept = memo.get("view_board")
    if kept is None:
        a = analysis(state)
        kept = memo["view_board"] = {
            "pieces": [{"name": p.name, "x": p.x, "y": p.y, "rot": p.rot, "half": p.half,
                        "corner": oriented(p.name, p.rot).corner,
                        "features": [a.feature_of[(i, k)]
                                     for k in range(len(oriented(p.name, p.rot).segments))]}
                       for i, p in enumerate(state.pieces)],
            "followers": [{"seat": f.seat, "piece": f.piece, "seg": f.seg,
                           "spot": oriented(state.pieces[f.piece].name,
                                            state.pieces[f.piece].rot).spots[f.seg]}
                          for f in state.followers],
            "features": _features(state)}
    return kept


def position(state: State, seat: int | None) -> dict:
    """The whole position as ``seat`` may know it (``None``: only what is public); each key is
    documented in the rules page's section ``position`` (rule ``carcassonne/position``)."""
    res = outcome(state)
    board = _board(state)
    return {
        "phase": state.phase(), "to_move": state.to_move(), "over": state.over,
        "players": state.players, "seat": state.seat,
        "options": {"halflings": state.halflings, "halves": state.halves_each,
                    "counting": state.counting},
        "pieces": board["pieces"],
        "followers": board["followers"],
        "supply": [state.supply(s) for s in range(state.players)],
        "breakdown": [dict(b) for b in res.breakdown],
        "pile": {t: n for t, n in zip(TYPES, state.pile)}, "pile_size": state.pile_size,
        "drawn": state.drawn, "discarded": list(state.discarded),
        "hands": visible_hands(state, seat), "hand_sizes": [len(h) for h in state.hands],
        "pool": list(state.pool),
        "draft_seat": state.draft_seat() if state.phase() == "draft" else None,
        "features": board["features"],
    }


def view(state: State, seat: int | None) -> dict:
    """The :func:`position` plus what the page needs besides: winners and scores, the
    scoring categories, the scorings of the last move (``scored``) and the definitions of the
    tiles the seat can see (``tiles``)."""
    res = outcome(state)
    out = position(state, seat)
    names = {p.name for p in state.pieces} | set(state.pool) | set(state.discarded)
    if state.drawn:
        names.add(state.drawn)
    for h in out["hands"]:
        names |= set(h or ())
    return {
        **out,
        "winners": list(res.winners), "scores": list(res.scores),
        "tiles": {n: _tile_json(n) for n in sorted(names)},
        "categories": list(CATEGORIES),
        "scored": [{"kind": s.kind, "seats": list(s.seats), "points": s.points,
                    "pieces": list(s.pieces), "final": s.final} for s in state.scored],
    }


def events(before: State, move: str, after: State) -> list[dict]:
    """A line per scoring the move caused (``score``) and the end of the game (``end``)."""
    out: list[dict] = [{"kind": "score", "feature": s.kind, "seats": list(s.seats),
                        "points": s.points, "final": s.final} for s in after.scored]
    if after.over and not before.over:
        out.append({"kind": "end"})
    return out


def disguise(state: State, seat: int) -> State:
    """With hidden half tiles (rule ``half-setup``) the seat's hand is its secret: it
    becomes other half tiles of the same number (ones in no hand)."""
    if state.halflings != "hidden" or not state.dealt:
        return state
    held = {n for h in state.hands for n in h}
    spare = [n for n in sorted(HALF_TILES) if n not in held]
    hand = tuple(spare[:len(state.hands[seat])])
    return replace(state, hands=state.hands[:seat] + (hand,) + state.hands[seat + 1:])
