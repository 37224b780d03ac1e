"""Keyflower chance steps (rule ``chance``), each written into the record as one line:

* ``* homes 2 1 3``: the home tile of each seat (the lowest starts);
* ``* screens bbrryyyy rrryyybb``: each seat's 8 workers from the bag (b r y g);
* ``* winter keythedral+scholar+windmill ...``: each seat's winter tiles;
* ``* tiles alehouse keywood boat2b ...``: the season's tiles (a summer boat with its side);
* ``* cargo bbrryyy:s rryyyb:pa ...``: per boat in play, workers and skills (s p a) from
  bag and pile, filled in turn one at a time when short (rule ``season``);
* ``* draw rry`` / ``* skills sp``: random workers or skills owed to a seat.

``kind`` names the pending step, ``draw`` picks a line with the PRNG, ``apply`` checks a
line (from a record, maybe tampered) and applies it.
"""

from __future__ import annotations

from dataclasses import replace

from ..errors import LINE_QUOTE_LIMIT, quoted
from ..rng import Rng
from .data import HOMES, SEASON_TILES, SEASONS, START_WORKERS, WINTER_EACH, cargo_of
from .expansion import active, owner_of_kind, required_tiles, season_pool
from .ruleids import en, err, nl
from .state import Seat, State, add
from .tiles import TILES

WORKER_LETTERS = "bryg"
SKILL_LETTERS = "spa"


def kind(state: State) -> str | None:
    if state.phase == "setup":
        if not state.seats:
            return "homes"
        if not any(sum(s.screen) for s in state.seats):
            return "screens"
        if not any(s.winter for s in state.seats):
            return "winter"
    for x in active(state):
        if (due := x.chance_kind(state)) is not None:
            return due
    if state.draws:
        return "draw" if state.draws[0].kind == "workers" else "skills"
    if state.phase == "play" and not state.laid:
        return "tiles"
    if state.phase == "play" and not state.filled:
        return "cargo"
    return None


def _letters(counts: tuple[int, ...], letters: str) -> str:
    return "".join(letters[i] * n for i, n in enumerate(counts))


def _counts(text: str, letters: str, what: tuple[str, str]) -> tuple[int, ...]:
    if text == "-":
        return (0,) * len(letters)
    if not text or set(text) - set(letters):
        spelled = " ".join(letters)
        raise err("chance", f"'{quoted(text)}' zijn geen {what[0]}: schrijf de letters {spelled} "
                  "(één per stuk) of - voor geen.",
                  f"'{quoted(text)}' are not {what[1]}: write the letters {spelled} (one per "
                  "item) or - for none.")
    return tuple(text.count(c) for c in letters)


_WORKER_NAMES: dict[str, tuple[str, ...]] = {"nl": ("blauwe", "rode", "gele", "groene"), "en": ("blue", "red", "yellow", "green")}
_SKILL_NAMES: dict[str, tuple[str, ...]] = {"nl": ("zagen", "houwelen", "aambeelden"), "en": ("saws", "picks", "anvils")}


def _short(want: tuple[int, ...], have: tuple[int, ...], names: dict[str, tuple[str, ...]],
           lang: str) -> str:
    """The first kind of which ``want`` asks more than ``have`` holds, in words: "only 3
    blue", "no green" ("maar 3 blauwe", "geen groene")."""
    k = next(i for i, (w, h) in enumerate(zip(want, have)) if w > h)
    if not have[k]:
        return ("geen " if lang == "nl" else "no ") + names[lang][k]
    return ("maar " if lang == "nl" else "only ") + f"{have[k]} {names[lang][k]}"


def form(state: State, k: str) -> tuple[str, str]:
    """How the chance line ``k`` due in ``state`` is written (Dutch, English), with this
    state's numbers: what a refusal tells the writer of a record to write instead."""
    n = state.players
    if k == "homes":
        return (f"'* homes' en per speler het nummer van zijn thuistegel (1 tot 6, {n} verschillende), "
                "zoals '* homes 3 6'",
                f"'* homes' and each player's home tile number (1 to 6, {n} different ones), "
                "such as '* homes 3 6'")
    if k == "screens":
        return (f"'* screens' en per speler {START_WORKERS} letters b, r of y, zoals "
                "'* screens bbbrrryy bbrrryyy'",
                f"'* screens' and per player {START_WORKERS} letters b, r or y, such as "
                "'* screens bbbrrryy bbrrryyy'")
    if k == "winter":
        each = winter_each(state)
        return (f"'* winter' en per speler {each} wintertegels met + ertussen",
                f"'* winter' and per player {each} winter tiles joined by +")
    if (x := owner_of_kind(state, k)) is not None:
        return x.chance_form(state, k)
    if k == "tiles":
        return (f"'* tiles' en de {SEASON_TILES[n]} tegels van dit seizoen (een zomerboot met a of b, "
                "zoals boat2b)", f"'* tiles' and this season's {SEASON_TILES[n]} tiles (a summer boat "
                "with a or b, such as boat2b)")
    if k == "cargo":
        plan = " ".join(f"{b}={w}:{s}" for b, w, s in
                        zip(state.boats, fill_plan(state, sum(state.bag)), _skill_plan(state)))
        return (f"'* cargo' en per boot, in deze volgorde, werkers:vaardigheden (b r y g : s p a, - voor "
                f"geen); aantallen nu: {plan}", f"'* cargo' and per boat, in this order, "
                f"workers:skills (b r y g : s p a, - for none); the numbers now: {plan}")
    d = state.draws[0]
    if k == "draw":
        m = min(d.n, sum(state.bag))
        return (f"'* draw' en de {m} werkers (b r y g) die {nl(d.seat)} uit de zak trekt, of - als "
                "de zak leeg is", f"'* draw' and the {m} workers (b r y g) {en(d.seat)} draws from "
                "the bag, or - when the bag is empty")
    m = min(d.n, sum(state.pile))
    return (f"'* skills' en de {m} vaardigheden (s p a) die {nl(d.seat)} van de stapel trekt, of - als "
            "de stapel leeg is", f"'* skills' and the {m} skills (s p a) {en(d.seat)} draws from "
            "the pile, or - when the pile is empty")


def _pick(rng: Rng, counts: tuple[int, ...], n: int) -> tuple[int, ...]:
    items = [i for i, c in enumerate(counts) for _ in range(c)]
    got = rng.sample(items, min(n, len(items)))
    return tuple(got.count(i) for i in range(len(counts)))


def _in_turn(want: list[int], left: int) -> list[int]:
    """Each up to its ``want``, one at a time in turn while ``left`` lasts."""
    got = [0] * len(want)
    while left and any(g < w for g, w in zip(got, want)):
        for i in range(len(want)):
            if left and got[i] < want[i]:
                got[i] += 1
                left -= 1
    return got


def fill_plan(state: State, total_bag: int) -> list[int]:
    """Workers per boat when the bag holds ``total_bag``: each up to its printed number,
    filled one worker at a time in turn while the bag lasts (rule ``season``)."""
    return _in_turn([cargo_of(b, state.season_name)[0] for b in state.boats], total_bag)


def _skill_plan(state: State) -> list[int]:
    """Skills per boat from the pile, filled the same way."""
    return _in_turn([cargo_of(b, state.season_name)[1] for b in state.boats], sum(state.pile))


def draw(state: State, rng: Rng) -> str:
    k = kind(state)
    if k == "homes":
        homes = rng.sample(range(1, 7), state.players)
        return "homes " + " ".join(map(str, homes))
    if k == "screens":
        bag, out = state.bag, []
        for _ in range(state.players):
            got = _pick(rng, bag, START_WORKERS)
            bag = add(bag, got, -1)
            out.append(_letters(got, WORKER_LETTERS))
        return "screens " + " ".join(out)
    if k == "winter":
        each = winter_each(state)
        must = required_tiles(state, "winter")
        rest = [t for t in season_pool(state, "winter") if t not in must]
        tiles = rng.sample(rest, each * state.players - len(must))
        if must:  # an expansion's required winter tiles and others, dealt in a random order
            tiles = rng.sample(list(must) + tiles, len(tiles) + len(must))
        return "winter " + " ".join("+".join(sorted(tiles[i * each:(i + 1) * each]))
                                    for i in range(state.players))
    if k is not None and (owner := owner_of_kind(state, k)) is not None:
        return owner.draw_chance(state, k, rng)
    if k == "tiles":
        must = required_tiles(state, state.season_name)
        rest = [t for t in season_pool(state, state.season_name) if t not in must]
        tiles = list(must) + rng.sample(rest, SEASON_TILES[state.players] - len(must))
        return "tiles " + " ".join(t + ("ab"[rng.below(2)] if TILES[t].season == "summer_boat"
                                        else "") for t in sorted(tiles))
    if k == "cargo":
        bag, pile, out = state.bag, state.pile, []
        for n, s in zip(fill_plan(state, sum(state.bag)), _skill_plan(state)):
            workers = _pick(rng, bag, n)
            skills = _pick(rng, pile, s)
            bag, pile = add(bag, workers, -1), add(pile, skills, -1)
            out.append(f"{_letters(workers, WORKER_LETTERS) or '-'}:{_letters(skills, SKILL_LETTERS) or '-'}")
        return "cargo " + " ".join(out)
    d = state.draws[0]
    if d.kind == "workers":
        return "draw " + (_letters(_pick(rng, state.bag, d.n), WORKER_LETTERS) or "-")
    return "skills " + (_letters(_pick(rng, state.pile, d.n), SKILL_LETTERS) or "-")


def _exact(state: State, k: str, words: list[str], n: int, what: tuple[str, str]) -> None:
    if len(words) != n:
        how = form(state, k)
        raise err("chance", f"Deze kansregel noemt {len(words)} {what[0]}, niet {n}. Schrijf {how[0]}.",
                  f"This chance line names {len(words)} {what[1]}, not {n}. Write {how[1]}.")


def apply(state: State, line: str) -> State:
    """The state after the chance ``line`` (without ``* ``), or RuleError ``chance``."""
    k = kind(state)
    assert k is not None   # Game.apply_chance refuses a line when no chance step is due
    words = line.split()
    if not words or words[0] != k:
        how = form(state, k)
        said = quoted(line, LINE_QUOTE_LIMIT)
        raise err("chance", f"Nu volgt de kansstap '{k}', niet '* {said}'. Schrijf {how[0]}.",
                  f"The chance step now is '{k}', not '* {said}'. Write {how[1]}.")
    words = words[1:]
    if k == "homes":
        _exact(state, k, words, state.players, ("thuistegels", "home tiles"))
        if not all(w.isdigit() and 1 <= int(w) <= 6 for w in words) or len(set(words)) < len(words):
            bad = next((w for w in words if not (w.isdigit() and 1 <= int(w) <= 6)), None)
            why = (f"'{quoted(bad)}' is geen nummer van 1 tot 6", f"'{quoted(bad)}' is not a number "
                   "from 1 to 6") if bad is not None else ("een nummer staat er twee keer",
                                                           "a number is there twice")
            raise err("chance", f"Thuistegels zijn verschillende nummers van 1 tot 6: {why[0]}.",
                      f"Home tiles are distinct numbers from 1 to 6: {why[1]}.")
        homes = [HOMES[int(w) - 1] for w in words]
        start = min(range(state.players), key=lambda s: int(words[s]))
        from .board import Placed
        seats = tuple(Seat(home=h, village=(Placed(h, 0, 0),)) for h in homes)
        return replace(state, seats=seats, start=start, seat=start)
    if k == "screens":
        _exact(state, k, words, state.players, ("schermen", "screens"))
        bag, dealt = state.bag, list(state.seats)
        for s, w in enumerate(words):
            got = _counts(w, WORKER_LETTERS, ("werkers", "workers"))
            if sum(got) != START_WORKERS or got[3] or any(g > b for g, b in zip(got, bag)):
                why = ((f"de zak heeft nog {_short(got, bag, _WORKER_NAMES, 'nl')}",
                        f"the bag holds {_short(got, bag, _WORKER_NAMES, 'en')}")
                       if any(g > b for g, b in zip(got, bag)) else
                       (f"'{quoted(w)}' zijn er {sum(got)}", f"'{quoted(w)}' has {sum(got)}"))
                raise err("chance", f"Elk scherm krijgt {START_WORKERS} blauwe, rode of gele "
                          f"werkers uit de zak ({nl(s)}: {why[0]}).", f"Each screen gets "
                          f"{START_WORKERS} blue, red or yellow workers from the bag ({en(s)}: "
                          f"{why[1]}).")
            bag = add(bag, got, -1)
            dealt[s] = replace(dealt[s], screen=got)  # type: ignore[arg-type]
        state = replace(state, bag=bag, seats=tuple(dealt))
        for x in active(state):
            state = x.workers_dealt(state)
        return state
    if k == "winter":
        _exact(state, k, words, state.players, ("handen", "hands"))
        hands = [tuple(sorted(w.split("+"))) for w in words]
        flat = [t for h in hands for t in h]
        each = winter_each(state)
        pool = season_pool(state, "winter")
        if (any(len(h) != each for h in hands) or len(set(flat)) < len(flat)
                or any(t not in pool for t in flat)
                or any(t not in flat for t in required_tiles(state, "winter"))):
            stray = next((t for t in flat if t not in pool), None)
            twice = next((t for i, t in enumerate(flat) if t in flat[:i]), None)
            missing = next((t for t in required_tiles(state, "winter") if t not in flat), None)
            why = ((f"'{quoted(stray)}' is geen wintertegel van dit spel",
                    f"'{quoted(stray)}' is not a winter tile of this game") if stray is not None else
                   (f"{twice} staat er twee keer", f"{twice} is there twice") if twice is not None else
                   next(x.required_reason(missing) for x in active(state)
                        if missing in x.required_tiles(state, "winter")) if missing is not None else
                   (f"een hand heeft er geen {each}", f"a hand does not have {each}"))
            raise err("chance", f"Elke speler krijgt {each} verschillende wintertegels: {why[0]}.",
                      f"Each player gets {each} different winter tiles: {why[1]}.")
        seats = tuple(replace(s, winter=h) for s, h in zip(state.seats, hands))
        unused = tuple(t for t in pool if t not in flat)
        state = replace(state, seats=seats, boxed=state.boxed + unused)
        # an expansion with set-up steps of its own ends the set-up itself
        return state if any(x.chance_kind(state) for x in active(state)) else replace(state, phase="play")
    if (owner := owner_of_kind(state, k)) is not None:
        return owner.apply_chance(state, k, words)
    if k == "tiles":
        return _lay(state, words)
    if k == "cargo":
        return _cargo(state, words)
    return _owed(state, k, words)


def _lay(state: State, words: list[str]) -> State:
    season = state.season_name
    _exact(state, "tiles", words, SEASON_TILES[state.players], ("tegels", "tiles"))
    sides, tiles = [], []
    for w in words:
        tid = w[:-1] if w[:-1] in TILES and TILES[w[:-1]].season == "summer_boat" and w[-1] in "ab" else w
        if tid not in season_pool(state, season) or tid in tiles:
            raise err("chance", f"'{quoted(w)}' is geen (nieuwe) tegel van dit seizoen.",
                      f"'{quoted(w)}' is not a (new) tile of this season.")
        if TILES[tid].season == "summer_boat":
            if tid == w:
                raise err("chance", f"Een zomerboot heeft een kant a of b: schrijf {w}a of {w}b.",
                          f"A summer boat has a side a or b: write {w}a or {w}b.")
            sides.append((tid, w[-1]))
        tiles.append(tid)
    for x in active(state):
        if any(t not in tiles for t in x.required_tiles(state, season)):
            raise err("chance", *x.required_reason(None))
    from .data import TURN_TILES, TURNS
    auction = tuple(sorted(tiles)) + TURNS[:TURN_TILES[state.players]]
    boxed = state.boxed + tuple(t for t in season_pool(state, season) if t not in tiles)
    return replace(state, auction=auction, sides=tuple(sorted(state.sides + tuple(sides))),
                   laid=True, boxed=boxed, filled=False)


def _cargo(state: State, words: list[str]) -> State:
    _exact(state, "cargo", words, len(state.boats), ("boten", "boats"))
    plan, skill_plan = fill_plan(state, sum(state.bag)), _skill_plan(state)
    bag, pile = state.bag, state.pile
    cargo: list = []
    for boat, w, n, s in zip(state.boats, words, plan, skill_plan):
        left, _, right = w.partition(":")
        workers = _counts(left, WORKER_LETTERS, ("werkers", "workers"))
        skills = _counts(right or "-", SKILL_LETTERS, ("vaardigheden", "skills"))
        where = f"{boat} ('{quoted(w)}')"
        if (sum(workers), sum(skills)) != (n, s):
            raise err("chance", f"{where} krijgt nu {n}:{s} (werkers:vaardigheden), niet "
                      f"{sum(workers)}:{sum(skills)}. Schrijf {form(state, 'cargo')[0]}.",
                      f"{where} takes {n}:{s} now (workers:skills), not "
                      f"{sum(workers)}:{sum(skills)}. Write {form(state, 'cargo')[1]}.")
        if any(a > b for a, b in zip(workers, bag)):
            raise err("chance", f"{where}: de zak heeft nog "
                      f"{_short(workers, bag, _WORKER_NAMES, 'nl')} (na de boten ervoor).",
                      f"{where}: the bag holds {_short(workers, bag, _WORKER_NAMES, 'en')} "
                      "(after the boats before it).")
        if any(a > b for a, b in zip(skills, pile)):
            raise err("chance", f"{where}: de stapel heeft nog "
                      f"{_short(skills, pile, _SKILL_NAMES, 'nl')} (na de boten ervoor).",
                      f"{where}: the pile holds {_short(skills, pile, _SKILL_NAMES, 'en')} "
                      "(after the boats before it).")
        bag, pile = add(bag, workers, -1), add(pile, skills, -1)
        cargo.append((workers, skills))
    state = replace(state, bag=bag, pile=pile)
    full = []
    for boat, (workers, skills) in zip(state.boats, cargo):
        extra = ""
        for x in active(state):
            state, got = x.fill_boat(state, boat)
            extra = extra or got
        full.append((workers, skills, extra))
    return replace(state, cargo=tuple(full), filled=True)


def winter_each(state: State) -> int:
    """Winter tiles dealt to each player (an expansion may deal another number)."""
    for x in active(state):
        if (each := x.winter_each(state)) is not None:
            return each
    return WINTER_EACH[state.players]



def _owed(state: State, k: str, words: list[str]) -> State:
    d = state.draws[0]
    letters = WORKER_LETTERS if k == "draw" else SKILL_LETTERS
    source = state.bag if k == "draw" else state.pile
    _exact(state, k, words, 1, ("woorden", "words"))
    got = _counts(words[0], letters, ("werkers" if k == "draw" else "vaardigheden",
                                      "workers" if k == "draw" else "skills"))
    if sum(got) != min(d.n, sum(source)):
        how = form(state, k)
        raise err("chance", f"Er komen nu {min(d.n, sum(source))} stuks uit, niet {sum(got)} "
                  f"('{quoted(words[0])}'). Schrijf {how[0]}.", f"{min(d.n, sum(source))} come out "
                  f"now, not {sum(got)} ('{quoted(words[0])}'). Write {how[1]}.")
    if any(a > b for a, b in zip(got, source)):
        names = _WORKER_NAMES if k == "draw" else _SKILL_NAMES
        where = ("de zak", "the bag") if k == "draw" else ("de stapel", "the pile")
        raise err("chance", f"'{quoted(words[0])}': {where[0]} heeft nu "
                  f"{_short(got, source, names, 'nl')}.",
                  f"'{quoted(words[0])}': {where[1]} holds {_short(got, source, names, 'en')} now.")
    seat = state.seats[d.seat]
    if k == "draw":
        state = replace(state, bag=add(state.bag, got, -1))
        state = state.with_seat(d.seat, screen=add(seat.screen, got))
        if d.aside >= 0:
            state = replace(state, bag=add(state.bag, tuple(int(i == d.aside) for i in range(4))))
    else:
        state = replace(state, pile=add(state.pile, got, -1))
        state = state.with_seat(d.seat, skills=add(seat.skills, got))
        if d.aside >= 0:
            state = replace(state, pile=add(state.pile, tuple(int(i == d.aside) for i in range(3))))
    return replace(state, draws=state.draws[1:])


def canonical(state: State, text: str) -> str:
    """The one spelling of a chance line: lower case, single spaces."""
    return " ".join(text.lower().split())


__all__ = ["kind", "draw", "apply", "canonical", "SEASONS"]
