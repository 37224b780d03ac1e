"""What each seat may know of the position (rule ``secrets``; ``GAME.position``, the
``detail`` of ``python -m core replay``), what the page sees (``GAME.view``: the position plus
page-only extras) and the move-log events.

After the final scoring every screen is public. Before it, public: the villages (tiles, sides, resources, workers on them), the season's tiles with
every bid and use, the boats and their cargo (skills on boats lie face up), the supplies'
sizes, the bag's size (players may feel it), won tiles and turn order. Private to a seat:
the workers and skills behind its screen, its winter tiles and its winter offer until all
are revealed. Nobody sees the bag's colours or the skill pile's order.
"""

from __future__ import annotations

from dataclasses import asdict, replace

from .bidding import leader, tile_colour
from .board import Placed
from .data import SEAT_NAMES
from .describe import about, symbols_of
from .scoring import final_detail, outcome
from .state import Group, State
from .expansion import active, registered, season_pool
from .tiles import COLOURS, TILES
from .work import routes


def _groups(groups: tuple[Group, ...]) -> list[dict]:
    return [{"seat": g.seat, "colour": COLOURS[g.colour], "n": g.n, "flat": g.flat}
            for g in groups]


def _placed(state: State, s: int, p: Placed) -> dict:
    return {"tile": p.tile, "q": p.q, "r": p.r, "rot": p.rot, "up": p.up, "res": list(p.res),
            "uses": _groups(state.uses_on(p.tile)),
            **{k: v for x in registered() for k, v in x.placed_view(state, s, p).items()}}


def _seat(state: State, s: int, viewer: int | None) -> dict:
    seat = state.seats[s]
    own = viewer == s or state.phase == "over"  # the final scoring reveals every screen
    out = {
        "home": seat.home, "village": [_placed(state, s, p) for p in seat.village],
        "won": list(seat.won), "screen_size": sum(seat.screen), "skills_size": sum(seat.skills),
        "winter_size": len(seat.winter), "offered": seat.offer is not None,
        "screen": list(seat.screen) if own else None,
        "skills": list(seat.skills) if own else None,
        "winter": list(seat.winter) if own else None,
        "offer": list(seat.offer) if own and seat.offer is not None else None,
        "powers": sorted(state.powers(s)), "start": s == state.start,
        "flipped": seat.flipped, "purple": seat.purple if own or state.phase == "over" else None,
        "assigned": [list(a) for a in seat.assigned], "scored": seat.scored,
        **{k: v for x in registered() for k, v in x.seat_view(state, s, own).items()},
    }
    return out


def position(state: State, seat: int | None) -> dict:
    """The whole position as ``seat`` may know it (``None``: only what is public; rule
    ``secrets``); each key is documented in the rules page's section ``position`` (rule
    ``keyflower/position``)."""
    auction = [{"tile": t, "side": state.side(t), "bids": _groups(state.bids_on(t)),
                "uses": _groups(state.uses_on(t)),
                "colour": None if (c := tile_colour(state, t)) is None else COLOURS[c],
                "leader": None if (g := leader(state, t)) is None else g.seat}
               for t in state.auction]
    return {
        "season": state.season_name, "phase": state.phase, "to_move": state.to_move(),
        "over": state.phase == "over",
        "start": state.start, "passes": state.passes,
        "bag": sum(state.bag), "green": state.green, "pile": sum(state.pile),
        "supply": list(state.supply), "auction": auction,
        "boats": [{"boat": b, "workers": list(w), "skills": list(k), "extra": x.split(":")[0]}
                  for b, (w, k, x) in zip(state.boats, state.cargo)] if state.cargo else
                 [{"boat": b, "workers": None, "skills": None, "extra": ""} for b in state.boats],
        "fleet": list(state.fleet),
        "sides": dict(state.sides),
        "work": None if state.work is None else {
            "seat": state.work.seat, "tile": state.work.tile,
            "transport": state.work.transport, "upgrades": state.work.upgrades},
        "pickers": list(state.pickers), "turn_won": [list(x) for x in state.turn_won],
        "seats": [_seat(state, s, seat) for s in range(len(state.seats))],
        "final_mode": state.final,
        **{k: v for x in registered() for k, v in x.view(state, seat).items()},
        "boxed": [t for t in state.boxed if TILES[t].season != "winter"],
    }


def view(state: State, seat: int | None) -> dict:
    """The :func:`position` plus what the page needs besides: winners, seat names, the
    outcome and the final scoring's details, the transport ``routes`` while a seat works,
    and the printed facts and texts of every tile the seat can see (``tiles``)."""
    result = outcome(state)
    return {
        **position(state, seat),
        "winners": list(result.winners),
        "routes": routes(state),
        "seat_names": SEAT_NAMES, "outcome": result.to_json(), "final": final_detail(state),
        "tiles": {t: {"season": TILES[t].season, "kind": TILES[t].kind, "edges": TILES[t].edges,
                      "names": TILES[t].names, "vp": list(TILES[t].vp),
                      "upgradable": TILES[t].upgradable, **_printed(t),
                      **symbols_of(t, state.season_name),
                      "about": {lang: about(t, state.side(t), lang) for lang in ("nl", "en")}}
                  for t in _visible_tiles(state, seat)},
    }


def _printed(tid: str) -> dict:
    """A tile's printed sides (``front``/``back``: the fields of ``tiles.Side``) and upgrade
    ``cost`` as data, so that the page draws them as symbols (rules ``production``,
    ``upgrade``) without restating a number."""
    d = TILES[tid]
    sides = _SIDES.get(tid)
    if sides is None:  # asdict is slow and a tile's sides never change: once per tile
        sides = _SIDES[tid] = (asdict(d.front), asdict(d.back))
    front, back = sides
    return {"front": {**front, "res": list(d.front.res)}, "back": {**back, "res": list(d.back.res)},
            "cost": {"res": list(d.cost_res), "any": d.cost_any, "skills": list(d.cost_skills),
                     "any_skill": d.cost_any_skill}}


#: Per tile id, ``asdict`` of its printed front and back (all their fields are immutable but
#: ``res``, which each view gets as a new list).
_SIDES: dict[str, tuple[dict, dict]] = {}


def _visible_tiles(state: State, seat: int | None) -> list[str]:
    names = set(state.auction) | set(state.fleet) | set(state.boats)
    for s, st in enumerate(state.seats):
        names.update(p.tile for p in st.village)
        names.update(st.won)
        if s == seat:
            names.update(st.winter)
    return sorted(names)


def events(before: State, move: str, after: State) -> list[dict]:
    """A line when a season ends (``season``) and at the end of the game (``end``)."""
    out: list[dict] = []
    if after.season != before.season or (after.phase == "over" and before.phase != "over"):
        out.append({"kind": "season", "ended": before.season_name})
    if after.phase == "over" and before.phase != "over":
        out.append({"kind": "end"})
    return out


def disguise(state: State, seat: int) -> State:
    """Rule ``secrets``: the seat's screen gets other colours of the same number (the
    bag, secret from all, makes up the difference), its skills other types (the pile
    likewise), its winter tiles others of the same number that nobody holds, when
    there are any (with 6 players all are dealt); bag and pile are secret anyway. After
    the final scoring nothing is secret: the state is returned as it is."""
    if not state.seats or state.phase == "over":
        return state
    s = state.seats[seat]
    # only what lies behind the screen: workers and skills an expansion shows are public
    front: tuple[int, ...] = (0, 0, 0, 0)
    front_skills: tuple[int, ...] = (0, 0, 0)
    for x in active(state):
        if (shown := x.open_items(state, seat)) is not None:
            front, front_skills = shown
    hidden, bag = _swap_one(tuple(a - b for a, b in zip(s.screen, front)), state.bag)
    screen = [a + b for a, b in zip(hidden, front)]
    hidden_skills, pile = _swap_one(tuple(a - b for a, b in zip(s.skills, front_skills)), state.pile)
    skills = [a + b for a, b in zip(hidden_skills, front_skills)]
    for x in active(state):  # the expansions' own secrets
        state = x.disguise(state, seat)
    held = {t for x in state.seats for t in x.winter}
    spare = [t for t in season_pool(state, "winter") if t not in held and t in state.boxed]
    winter, boxed = s.winter, state.boxed
    if spare and winter:
        winter = tuple(sorted((spare[0],) + winter[1:]))
        boxed = tuple(t for t in boxed if t != spare[0]) + (s.winter[0],)
    state = replace(state, bag=tuple(bag), pile=tuple(pile),  # type: ignore[arg-type]
                    boxed=boxed)
    return state.with_seat(seat, screen=tuple(screen), skills=tuple(skills), winter=winter)


def _swap_one(mine: tuple[int, ...], hidden: tuple[int, ...]) -> tuple[list[int], list[int]]:
    """One item of ``mine`` traded for one of another kind from ``hidden`` (same sizes)."""
    mine_, hidden_ = list(mine), list(hidden)
    for a in range(len(mine_)):
        b = (a + 1) % 3   # into a bag (or pile) kind: blue, red, yellow / saw, pick, anvil
        if mine_[a] and hidden_[b]:
            mine_[a] -= 1
            hidden_[a] += 1
            mine_[b] += 1
            hidden_[b] -= 1
            break
    return mine_, hidden_
