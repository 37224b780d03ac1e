"""The Merchants' moves: their notation (``contract c05`` / ``contract pile2``: a contract
owed, an open one or a hidden pile's top; ``exchange c05 iron``: a held contract for one of
its items; ``replace flipper``: Sea Bastion II's replacement; ``extend TILE e03 [from A]``:
an extension, paid from behind the screen or by the outbid group at ``A``), the legal ones,
their effects, and why one is refused (rules ``merchants-*``)."""

from __future__ import annotations

import re
from dataclasses import replace

from ....errors import LINE_QUOTE_LIMIT, RuleError, quoted
from ....protocol import MoveData
from ...notation import ITEMS, TILE_WORD, Move, known
from ... import seasons
from ...ruleids import en, err, nl
from ...rules import after_work, next_seat
from ...state import State
from ...tiles import TILES
from . import rules, work
from .data import CONTRACTS, EXTENSIONS
from .state import of, on

_PATTERNS = {
    "contract": re.compile(r"contract (c\d\d|pile[123])"),
    "exchange": re.compile(r"exchange (c\d\d) ([a-z]+)"),
    "replace": re.compile(rf"replace ({TILE_WORD})"),
    "extend": re.compile(rf"extend ({TILE_WORD}) (e\d\d)(?: from ({TILE_WORD}))?"),
}


def parse(t: str) -> Move | None:
    """The move written ``t`` (one spelling: lower case, single spaces), or None."""
    if m := _PATTERNS["contract"].fullmatch(t):
        if not m[1].startswith("pile") and m[1] not in CONTRACTS:
            raise err("notation", f"Er is geen contract '{m[1]}': ze heten c00 tot c35 (of pile1 tot "
                      "pile3 voor de bovenste van een stapel).", f"There is no contract '{m[1]}': they "
                      "are c00 to c35 (or pile1 to pile3 for the top of a pile).")
        return Move("contract", choice=m[1])
    if m := _PATTERNS["exchange"].fullmatch(t):
        if m[1] not in CONTRACTS or m[2] not in ITEMS:
            raise err("notation", f"'{quoted(t, LINE_QUOTE_LIMIT)}' noemt geen contract en stuk: "
                      "schrijf bijvoorbeeld 'exchange c05 iron'.", f"'{quoted(t, LINE_QUOTE_LIMIT)}' "
                      "does not name a contract and an item: write for example 'exchange c05 iron'.")
        return Move("exchange", tiles=(m[1],), choice=m[2])
    if m := _PATTERNS["replace"].fullmatch(t):
        return Move("replace", known(m[1]))
    if m := _PATTERNS["extend"].fullmatch(t):
        if m[2] not in EXTENSIONS:
            raise err("notation", f"Er is geen uitbreiding '{m[2]}': ze heten e00 tot e17.",
                      f"There is no extension '{m[2]}': they are e00 to e17.")
        return Move("extend", known(m[1]), choice=m[2], sources=(known(m[3]),) if m[3] else ())
    return None


def text(move: Move) -> str | None:
    if move.verb == "contract":
        return f"contract {move.choice}"
    if move.verb == "exchange":
        return f"exchange {move.tiles[0]} {move.choice}"
    if move.verb == "replace":
        return f"replace {move.tile}"
    if move.verb == "extend":
        return f"extend {move.tile} {move.choice}" + (f" from {move.sources[0]}" if move.sources else "")
    return None


def data(move: Move, text: str) -> MoveData | None:
    """Its moves as data: ``contract`` tiles: the contract or pile; ``exchange`` tiles: the
    contract, option ``item``; ``replace`` tiles: the boat; ``extend`` tiles: the tile,
    options ``extension`` and ``sources``."""
    verb = move.verb
    if verb == "replace":
        return MoveData(text, verb, tiles=(move.tile,))
    if verb == "contract":
        return MoveData(text, verb, tiles=(move.choice,))
    if verb == "exchange":
        return MoveData(text, verb, tiles=move.tiles, options=(("item", move.choice),))
    if verb == "extend":
        opts = (("extension", move.choice),) + ((("sources", move.sources[0]),) if move.sources else ())
        return MoveData(text, verb, tiles=(move.tile,), options=opts)
    return None


def write(intent: MoveData) -> str | None:
    """Its moves given as fields in notation, the inverse of :func:`data` (None: not its
    verb); a missing field is left out, for ``parse`` to refuse."""
    verb, opt = intent.verb, intent.option
    if verb in ("contract", "replace"):
        words = [verb, *intent.tiles]
    elif verb == "exchange":
        words = [verb, *intent.tiles, opt("item")]
    elif verb == "extend":
        words = [verb, *intent.tiles, opt("extension")]
        words += ["from", opt("sources")] if opt("sources") else []
    else:
        return None
    return " ".join(w for w in words if w)


def legal(state: State, seat: int) -> list[Move]:
    """Its moves for the seat to act: in its own phases the contract owed or the boat that
    replaces Sea Bastion II; in the base's, the extensions (while working) and the
    exchanges (a free action in one's turn)."""
    if state.phase == "contract":
        return [Move("contract", choice=w.split()[1]) for w in rules.pick_moves(state)]
    if state.phase == "replace":
        return [Move("replace", b) for b in rules.replacements(state)]
    out = work.moves(state) if state.phase == "work" else []
    if state.phase in ("play", "work"):
        out += [Move("exchange", tiles=(w.split()[1],), choice=w.split()[2])
                for w in rules.exchanges(state, seat)]
    return out


def play(state: State, seat: int, move: Move) -> State | None:
    """The state after its legal ``move`` (None: not its verb): an extension is a step of
    the work; an exchange is free (the turn stays); the last contract owed ends the turn;
    the replacement of Sea Bastion II lets the boat choice go on."""
    if move.verb == "extend":
        return after_work(work.apply(state, move), seat)
    if move.verb == "exchange":
        return rules.exchange(state, seat, move.tiles[0], move.choice)
    if move.verb == "contract":
        state = rules.pick(state, move.choice)
        if of(state).picks:
            return state
        return next_seat(replace(state, phase="play"), seat)
    if move.verb == "replace":
        return seasons.advance(seasons.after_replace(rules.replace_boat(state, move.tile)))
    return None


def refusal(state: State, seat: int, move: Move) -> RuleError | None:
    """Why its well-formed ``move`` is not legal now (None: not its verb)."""
    if move.verb not in ("contract", "exchange", "replace", "extend"):
        return None
    if not on(state):
        return err("phase", "Dit spel is zonder The Merchants.", "This game is without The Merchants.")
    if move.verb == "contract":
        return err("merchants-contracts", "Kies een van de open contracten of de bovenste van een "
                   "verdekte stapel die niet leeg is.", "Choose one of the open contracts or the top "
                   "of a hidden pile that is not empty.")
    if move.verb == "exchange":
        held = move.tiles[0] in of(state).seats[seat].contracts
        return err("merchants-contracts", f"{nl(seat)} kan {move.tiles[0]} niet ruilen voor "
                   f"{move.choice}: " + ("dat staat er niet (gekleurd) op, of de voorraad is op."
                                         if held else "dat contract heeft hij niet."),
                   f"{en(seat)} cannot exchange {move.tiles[0]} for {move.choice}: "
                   + ("it does not show that item (in colour), or the supply has none left."
                      if held else "he does not hold that contract."))
    if move.verb == "replace":
        free = ", ".join(rules.replacements(state))
        return err("merchants-boats", f"'{move.text()}' kan niet: Sea Bastion II wordt vervangen door "
                   f"een boot die niet voor dit spel is uitgedeeld. Kies uit: {free}.",
                   f"'{move.text()}' is not possible: Sea Bastion II is replaced by a boat that was "
                   f"not dealt for this game. Choose from: {free}.")
    name = TILES[move.tile].names
    return err("merchants-extensions", f"Op {name['nl']} kan die uitbreiding nu niet: "
               "alleen op een omgedraaide eigen tegel zonder uitbreiding, in de kleur van de werkers "
               "erop, met een opwaardering over en de kosten betaald (grondstoffen op de tegel).",
               f"That extension cannot go on {name['en']} now: only on an upgraded tile "
               "of your own without one, in the colour of the workers on it, with an upgrade left "
               "and its cost paid (resources on the tile).")
