"""Keyflower: The Merchants (option ``merchants``), its set-up, boats, contracts and huts;
extensions are ``work.py``, the final scoring ``scoring.py``, the data
``data.py`` (rules ``merchants-*``, from the seed rulebook M).

Chance lines (rule ``chance``): ``* ships keyflower_ii sea_bastion ...`` (per boat name, the
base boat or its II version; not with variant A, which takes every II boat),
``* contracts c05+c11+... c01+... c20+...`` (the three hidden piles, top first; the top of
each is turned open at once) and ``* reshuffle ...`` (the discards make three new piles when
all three are empty).

Moves: ``contract c05`` (an open contract) or ``contract pile2`` (the top of a hidden pile)
while contracts are owed; ``exchange c05 iron`` (a free action in one's turn: a contract for
one of its specific items); ``replace flipper`` (who took Sea Bastion II in autumn brings
another boat for the winter).
"""

from __future__ import annotations

from dataclasses import replace

from ....errors import quoted
from ....rng import Rng
from .data import BOATS_II, CONTRACTS, EXTENSIONS, HUTS, RESOURCES, SKILLS, WORKERS
from ...bot import deal
from ...ruleids import err
from ...seasons import gain
from ...state import State, add, unit
from .state import NAME, Holder, Merchants, Pick, holder, of, on, put, put_seat
from ...tiles import TILES, of_season

EXPANSION = NAME


def enable(state: State, variant_a: bool, variant_b: bool, newcomers: int) -> State:
    """The set-up of a game with The Merchants (before any chance step): with variant A
    every II boat for the player count sails, otherwise a ``ships`` line chooses; with
    variant C the last ``newcomers`` seats get a green worker once the workers are dealt."""
    part = Merchants(seats=(Holder(),) * state.players, variant_a=variant_a,
                     variant_b=variant_b, extensions=tuple(EXTENSIONS), huts=HUTS,
                     newcomers=newcomers, fleet_chosen=variant_a)
    state = replace(state, ext=state.ext + ((EXPANSION, part),))
    if variant_a:
        fleet = tuple(b for b, d in BOATS_II.items() if d.players <= state.players)
        state = replace(state, fleet=fleet, boats=fleet)
    return state


def give_newcomers(state: State) -> State:
    """Variant C (M): the new players get one green worker each from the supply, besides
    their eight; Speeltafel seats them last (a reading: the option names how many)."""
    for seat in range(state.players - of(state).newcomers, state.players):
        if state.green:
            state = replace(state, green=state.green - 1)
            state = gain(state, seat, unit(3, 4))
    return state


# -- chance --------------------------------------------------------------------------------
def pending(state: State) -> str | None:
    """A Merchants chance step due now: ``ships``, ``contracts`` or ``reshuffle``."""
    m = state.ext_of(EXPANSION)
    if m is None:
        return None
    if state.phase == "setup" and not m.open_contracts and not m.piles:
        if not m.variant_a and not m.fleet_chosen:
            return "ships"
        return "contracts"
    if not any(m.piles) and m.discard:  # M: as soon as the three piles are empty
        return "reshuffle"
    return None


def draw(state: State, kind: str, rng: Rng) -> str:
    if kind == "ships":
        return "ships " + " ".join(b if rng.below(2) == 0 else _ii(b) for b in state.fleet)
    ids = list(CONTRACTS) if kind == "contracts" else sorted(of(state).discard)
    order = rng.sample(ids, len(ids))
    third = -(-len(order) // 3)
    return kind + " " + " ".join("+".join(order[i * third:(i + 1) * third]) or "-" for i in range(3))


def _ii(base: str) -> str:
    return next(b for b, d in BOATS_II.items() if d.base == base)


def form(state: State, kind: str) -> tuple[str, str]:
    """How The Merchants' chance line ``kind`` is written (Dutch, English): what a refusal
    tells the writer of a record to write instead."""
    if kind == "ships":
        pairs = " ".join(f"{b}|{_ii(b)}" for b in state.fleet)
        return (f"'* ships' en per boot, in deze volgorde, de gewone of de II-versie: {pairs}",
                f"'* ships' and per boat, in this order, the base boat or its II version: {pairs}")
    n = len(CONTRACTS) if kind == "contracts" else len(of(state).discard)
    return (f"'* {kind}' en drie stapels van samen {n} contracten (elk contract één keer, de "
            "stapels even groot of één verschil, de ids met + ertussen, bovenste eerst, - voor een "
            "lege stapel), zoals '* contracts c05+c11+... c01+... c20+...'",
            f"'* {kind}' and three piles of {n} contracts in all (each contract once, the piles "
            "of equal size or one apart, ids joined by +, top first, - for an empty pile), such as "
            "'* contracts c05+c11+... c01+... c20+...'")


def apply_chance(state: State, kind: str, words: list[str]) -> State:
    if kind == "ships":
        wrong = next((w for w, b in zip(words, state.fleet) if w not in (b, _ii(b))), None)
        if len(words) != len(state.fleet) or wrong is not None:
            how = form(state, kind)
            why = ((f"'{quoted(wrong)}' staat op de plaats van {state.fleet[words.index(wrong)]}",
                    f"'{quoted(wrong)}' stands in the place of {state.fleet[words.index(wrong)]}")
                   if wrong is not None else
                   (f"{len(words)} boten genoemd, niet {len(state.fleet)}",
                    f"{len(words)} boats named, not {len(state.fleet)}"))
            raise err("chance", f"Per boot komt de gewone of de II-versie in het spel ({why[0]}). "
                      f"Schrijf {how[0]}.", f"Per boat, the base boat or its II version comes into "
                      f"play ({why[1]}). Write {how[1]}.")
        fleet = tuple(words)
        return put(replace(state, fleet=fleet, boats=fleet), fleet_chosen=True)
    piles = tuple(tuple(p.split("+")) if p != "-" else () for p in words)
    want = sorted(CONTRACTS) if kind == "contracts" else sorted(of(state).discard)
    flat = sorted(c for p in piles for c in p)
    sizes = sorted(len(p) for p in piles)
    if len(piles) != 3 or flat != want or sizes[-1] - sizes[0] > 1:
        stray = next((c for c in flat if c not in want), None)
        twice = next((c for i, c in enumerate(flat) if i and flat[i - 1] == c), None)
        missing = next((c for c in want if c not in flat), None)
        why = ((f"{len(piles)} stapels", f"{len(piles)} piles") if len(piles) != 3 else
               (f"'{quoted(stray)}' hoort er niet bij", f"'{quoted(stray)}' does not belong there")
               if stray is not None else
               (f"{twice} staat er twee keer", f"{twice} is there twice") if twice is not None else
               (f"{missing} ontbreekt", f"{missing} is missing") if missing is not None else
               (f"de stapels tellen {'/'.join(str(len(p)) for p in piles)}",
                f"the piles hold {'/'.join(str(len(p)) for p in piles)}"))
        how = form(state, kind)
        raise err("chance", f"De contracten komen in drie (bijna) gelijke verdekte stapels "
                  f"({why[0]}). Schrijf {how[0]}.", f"The contracts go into three hidden piles of "
                  f"(nearly) equal size ({why[1]}). Write {how[1]}.")
    if kind == "contracts":
        open_ = tuple(p[0] for p in piles)
        state = put(state, piles=tuple(p[1:] for p in piles), open_contracts=open_)
        return _setup_done(state)
    return _fill_row(put(state, piles=piles, discard=()))


def _fill_row(state: State) -> State:
    """The open row refilled to three from the tops of the piles (while there are any)."""
    while len(of(state).open_contracts) < 3 and any(of(state).piles):
        state, cid = take_top(state)
        state = put(state, open_contracts=of(state).open_contracts + (cid,))
    return state


def _setup_done(state: State) -> State:
    return replace(state, phase="play") if state.phase == "setup" else state


def required_tiles(state: State, season: str) -> tuple[str, ...]:
    """Variant A: every Merchants tile of the season must be among those laid out."""
    if not on(state) or not of(state).variant_a:
        return ()
    return tuple(t for t in of_season(season, (EXPANSION,)) if TILES[t].expansion == EXPANSION)


# -- contracts ---------------------------------------------------------------------------
def take_top(state: State, pile: int | None = None) -> tuple[State, str]:
    """The top contract of hidden pile ``pile`` (None: the largest, the first of equal
    ones; a reading) and the state without it."""
    piles = of(state).piles
    if pile is None:
        pile = max(range(3), key=lambda i: (len(piles[i]), -i))
    cid = piles[pile][0]
    return put(state, piles=tuple(p[1:] if i == pile else p for i, p in enumerate(piles))), cid


def pick_moves(state: State) -> list[str]:
    m = of(state)
    return ([f"contract {c}" for c in m.open_contracts]
            + [f"contract pile{i + 1}" for i, p in enumerate(m.piles) if p])


def pick(state: State, word: str) -> State:
    """The seat owed a contract takes an open one (refilled at once) or a pile's top."""
    seat = of(state).picks[0].seat
    if word.startswith("pile"):
        state, cid = take_top(state, int(word[4:]) - 1)
    else:
        cid = word
        state = put(state, open_contracts=tuple(c for c in of(state).open_contracts if c != cid))
        if any(of(state).piles):
            state, new = take_top(state)
            state = put(state, open_contracts=of(state).open_contracts + (new,))
    state = put_seat(state, seat, contracts=tuple(sorted(holder(state, seat).contracts + (cid,))))
    if of(state).variant_b and not word.startswith("pile"):   # taken face up: it lies open (M, B)
        state = put_seat(state, seat, shown=tuple(sorted(holder(state, seat).shown + (cid,))))
    picks = of(state).picks
    first = picks[0]
    rest = ((replace(first, n=first.n - 1),) if first.n > 1 else ()) + picks[1:]
    return put(state, picks=rest)


def owe(state: State, seat: int, n: int) -> State:
    """``seat`` is owed ``n`` contracts (none when every contract is out)."""
    m = of(state)
    if n and (m.open_contracts or any(m.piles) or m.discard):
        state = put(state, picks=m.picks + (Pick(seat, n),))
    return state


def refresh(state: State) -> State:
    """End of spring, summer and autumn (M step 9): the three open contracts go to the
    discards and three new ones are turned open."""
    if not on(state) or state.winter:
        return state
    m = of(state)
    return _fill_row(put(state, discard=tuple(sorted(m.discard + m.open_contracts)), open_contracts=()))


def exchanges(state: State, seat: int) -> list[str]:
    """``exchange CID ITEM`` moves: a held contract for one of its specific items that the
    supplies still have (M; K: a worker from the bag, green from the supply, a skill from
    the pile)."""
    out = []
    for cid in holder(state, seat).contracts:
        for item in CONTRACTS[cid].specific:
            if _available(state, item):
                out.append(f"exchange {cid} {item}")
    return out


def _available(state: State, item: str) -> bool:
    if item in RESOURCES:
        return state.supply[RESOURCES.index(item)] > 0
    if item == "green":
        return state.green > 0
    if item in WORKERS:
        return state.bag[WORKERS.index(item)] > 0
    return state.pile[SKILLS.index(item)] > 0


def exchange(state: State, seat: int, cid: str, item: str) -> State:
    s, h = state.seats[seat], holder(state, seat)
    state = put_seat(state, seat, contracts=tuple(c for c in h.contracts if c != cid),
                     shown=tuple(c for c in h.shown if c != cid))
    state = put(state, discard=tuple(sorted(of(state).discard + (cid,))))
    if item in RESOURCES:
        k = RESOURCES.index(item)
        home = state.placed(seat, s.home)
        assert home is not None
        state = replace(state, supply=add(state.supply, unit(k, 4), -1))
        return state.with_placed(seat, s.home, res=add(home.res, unit(k, 4)))
    if item in WORKERS:
        k = WORKERS.index(item)
        if k == 3:
            state = replace(state, green=state.green - 1)
        else:
            state = replace(state, bag=add(state.bag, unit(k, 4), -1))
        return gain(state, seat, unit(k, 4))
    k = SKILLS.index(item)
    state = replace(state, pile=add(state.pile, unit(k, 3), -1))
    return gain(state, seat, skills=unit(k, 3))




# -- boats ---------------------------------------------------------------------------------
def extra_cargo(state: State, boat: str) -> tuple[State, str]:
    """A II boat's extra item, taken from its supply when the boats are filled (M)."""
    if boat not in BOATS_II:
        return state, ""
    extra = BOATS_II[boat].side_a[2]
    if extra == "gold" and state.supply[3]:
        return replace(state, supply=add(state.supply, unit(3, 4), -1)), "gold"
    if extra == "hut" and of(state).huts:
        return put(state, huts=of(state).huts - 1), "hut"
    if extra == "green" and state.green:
        return replace(state, green=state.green - 1), "green"
    if extra == "contract" and any(of(state).piles):
        state, cid = take_top(state)
        return state, f"contract:{cid}"
    return state, ""


def take_extra(state: State, seat: int, extra: str) -> State:
    """A boat's extra item goes to its taker: gold and huts on the home tile, a green
    worker and a contract behind the screen."""
    s = state.seats[seat]
    if extra == "gold":
        home = state.placed(seat, s.home)
        assert home is not None
        return state.with_placed(seat, s.home, res=add(home.res, unit(3, 4)))
    if extra == "hut":
        return put_seat(state, seat, huts=holder(state, seat).huts + 1)
    if extra == "green":
        return gain(state, seat, unit(3, 4))
    if extra.startswith("contract:"):
        return put_seat(state, seat, contracts=tuple(sorted(holder(state, seat).contracts + (extra[9:],))))
    return state


def winter_take(state: State, seat: int, boat: str) -> State:
    """Keyflower II taken in winter: 3 gold onto the home tile (M)."""
    if boat != "keyflower_ii":
        return state
    got = min(3, state.supply[3])
    home = state.placed(seat, state.seats[seat].home)
    assert home is not None
    state = replace(state, supply=add(state.supply, unit(3, 4, got), -1))
    return state.with_placed(seat, home.tile, res=add(home.res, unit(3, 4, got)))


def replacements(state: State) -> list[str]:
    """The boats that may replace Sea Bastion II for the winter (rule ``merchants-boats``,
    reading ``m-replace``): every boat of the base game and of The Merchants that was not
    dealt for this game, whatever its player count ("another boat not yet in play"), so both
    the other side of a pair in play and both boats of a pair this player count leaves out."""
    every = list(of_season("boat")) + list(BOATS_II)
    return sorted(b for b in every if b not in state.fleet)


def replace_boat(state: State, boat: str) -> State:
    fleet = tuple(boat if b == "sea_bastion_ii" else b for b in state.fleet)
    return put(replace(state, fleet=fleet, phase="boats"), replacing=-1)


def disguise_contracts(state: State, held: tuple[str, ...],
                       shown: tuple[str, ...] = ()) -> tuple[State, tuple[str, ...]]:
    """Secrets (rule ``secrets``): a hidden held contract traded for the top of a hidden
    pile, and every pile's order reversed; the sizes and the open ones stay."""
    piles = [list(reversed(p)) for p in of(state).piles]
    out = [c for c in held if c not in shown]
    full = next((i for i, p in enumerate(piles) if p), None)
    if out and full is not None:
        out[0], piles[full][0] = piles[full][0], out[0]
    return put(state, piles=tuple(tuple(p) for p in piles)), tuple(sorted(out + list(shown)))


def determinize(state: State, seat: int, rng: Rng) -> State:
    """For the bots (``core.bots``; rule ``secrets``): the other seats' hidden contracts and
    the hidden piles re-dealt from ``rng``, each keeping its size; the open ones stay. The pool
    is what ``seat`` cannot tell apart, sorted before the shuffle, so the true order of the
    piles and hands never shows through."""
    if not on(state):
        return state
    m = of(state)
    others = [s for s in range(len(m.seats)) if s != seat]
    hidden = {s: [c for c in m.seats[s].contracts if c not in m.seats[s].shown] for s in others}
    pool = sorted([c for p in m.piles for c in p] + [c for s in others for c in hidden[s]])
    dealt = deal(rng.shuffle(pool), [len(hidden[s]) for s in others] + [len(p) for p in m.piles])
    for s, got in zip(others, dealt):
        state = put_seat(state, s, contracts=tuple(sorted(got + list(m.seats[s].shown))))
    return put(state, piles=tuple(tuple(p) for p in dealt[len(others):len(others) + len(m.piles)]))


def hut_upgrades(state: State, tile: str) -> int:
    """Extra upgrade symbols of a home tile: its owner's huts (M)."""
    owner = state.owner(tile)
    if owner is None or state.seats[owner].home != tile:
        return 0
    return holder(state, owner).huts




def opened(state: State, seat: int, workers: tuple, skills: tuple) -> State:
    """Variant B (M): workers and skills a seat takes openly lie in front of its screen,
    for all to see."""
    m = of(state)
    if not m.variant_b:
        return state
    h = m.seats[seat]
    return put_seat(state, seat, front=add(h.front, workers), front_skills=add(h.front_skills, skills))


def boat_taken(state: State, seat: int, boat: str, extra: str) -> State:
    """A II boat's extra item goes to its taker; Keyflower II in winter brings 3 gold; who
    takes Sea Bastion II in autumn then chooses the boat that replaces it for the winter
    (when none may, a reading: it stays)."""
    state = winter_take(state, seat, boat) if state.winter else take_extra(state, seat, extra)
    if boat == "sea_bastion_ii" and state.season_name == "autumn" and replacements(state):
        return put(replace(state, phase="replace", seat=seat), replacing=seat)
    return state


def disguise(state: State, seat: int) -> State:
    """Secrets (rule ``secrets``): a hidden held contract of ``seat`` traded for the top of
    a hidden pile, and every pile's order reversed."""
    h = holder(state, seat)
    state, kept = disguise_contracts(state, h.contracts, h.shown)
    return put_seat(state, seat, contracts=kept)
