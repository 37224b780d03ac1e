"""Why a well-formed move is not legal now: :func:`why` names the rule it breaks, in Dutch
and English. It only explains; ``rules.legal_moves`` alone decides."""

from __future__ import annotations

from ..errors import LINE_QUOTE_LIMIT, RuleError, quoted
from . import bidding
from .expansion import registered
from .data import USE_LIMIT
from .notation import Move
from .ruleids import en, err, nl
from .state import State
from .tiles import COLOURS, TILES

_NL_COLOURS = ("blauw", "rood", "geel", "groen")
_NL_RESOURCES = ("hout", "steen", "ijzer", "goud")
_PHASES = {
    "play": ("bieden, een tegel gebruiken of passen", "bid, use a tile or pass"),
    "work": ("vervoeren, opwaarderen of zeggen dat hij klaar is", "carry, upgrade or say Done"),
    "boats": ("een boot kiezen", "choose a boat"),
    "build": ("een gewonnen tegel in het dorp leggen", "place a won tile in the village"),
    "offer": ("wintertegels aanbieden", "offer winter tiles"),
    "final": ("zijn eindtelling maken", "make his final scoring"),
}
_VERBS = {"play": ("pass", "bid", "use"),
          "work": ("carry", "upgrade", "done"),
          "boats": ("boat",), "build": ("place",), "offer": ("offer",),
          "final": ("flip", "purple", "assign", "best", "done")}


def _phase(phase: str) -> tuple[str, str]:
    """What the seat to act must do in ``phase`` (the base game's or an expansion's)."""
    for x in registered():
        if phase in x.phases:
            return x.phases[phase]
    return _PHASES.get(phase, ("", ""))


def _verbs(phase: str) -> tuple[str, ...]:
    """The verbs that belong to ``phase`` (an expansion's also when it is not in play, so
    that its moves are refused with the reason)."""
    return _VERBS.get(phase, ()) + tuple(v for x in registered() for v in x.verbs.get(phase, ()))


def _name(tile: str, lang: str) -> str:
    return TILES[tile].names[lang]


def why(state: State, move: Move, legal: list[str]) -> RuleError:
    """The refusal of the well-formed ``move`` that is not among ``legal`` (the listed moves):
    the move quoted, the rule it breaks and why, and what may be written instead (legal
    moves of the same kind, on the same tile first)."""
    e = _why(state, move)
    examples = _examples(move, legal)
    then = (f"Nu kan bijvoorbeeld: {examples}.", f"Possible now, for example: {examples}.") \
        if examples else ("", "")
    return RuleError(e.rule, e.nl, e.en, quoted(move.text(), LINE_QUOTE_LIMIT), then)


def _examples(move: Move, legal: list[str], most: int = 3) -> str:
    """Up to ``most`` legal moves, those of the move's verb on its tile first, then of its
    verb, then any (the listing's order within each)."""
    verb = move.verb + " "
    same_tile = [m for m in legal if m.startswith(verb) and move.tile and f" {move.tile} " in f" {m} "]
    same_verb = [m for m in legal if m.startswith(verb) or m == move.verb]
    picked: list[str] = []
    for m in same_tile + same_verb + legal:
        if m not in picked:
            picked.append(m)
    return ", ".join(picked[:most])


def _why(state: State, move: Move) -> RuleError:
    seat = state.to_move()
    if seat is None:
        return err("phase", "Nu is er geen speler aan zet.", "No player is to act now.")
    if move.verb not in _verbs(state.phase):
        doing = _phase(state.phase)
        return err("phase", f"{nl(seat)} moet nu {doing[0]}.", f"{en(seat)} must now {doing[1]}.")
    if move.verb in ("bid", "use"):
        return _placement(state, seat, move)
    if move.verb == "carry":
        return err("transport", f"Van {_name(move.tile, 'nl')} kan geen "
                   f"{_NL_RESOURCES[move.res]} naar {_name(move.to, 'nl')}: niet in je dorp, "
                   "geen weg of te ver.",
                   f"{_name(move.tile, 'en')} cannot carry that to {_name(move.to, 'en')}: "
                   "not in your village, no road, or too far.")
    if move.verb == "upgrade":
        return err("upgrade", f"{_name(move.tile, 'nl')} kan nu niet opgewaardeerd worden: niet "
                   "in je dorp, al omgedraaid, geen opwaardering over of de kosten liggen er "
                   "niet.", f"{_name(move.tile, 'en')} cannot be upgraded now: not in your "
                   "village, already upgraded, no upgrade left, or its cost is not there.")
    if move.verb == "boat":
        return err("boats", f"De boot {_name(move.tile, 'nl')} is niet (meer) te kiezen.",
                   f"The boat {_name(move.tile, 'en')} cannot be chosen (any more).")
    if move.verb == "place":
        if move.tile not in state.seats[seat].won:
            return err("village", f"{nl(seat)} heeft {_name(move.tile, 'nl')} niet gewonnen.",
                       f"{en(seat)} did not win {_name(move.tile, 'en')}.")
        return err("village", "Daar past de tegel niet: hij moet het dorp raken en elke "
                   "gedeelde rand moet passen (weg, geen weg, water).", "The tile does not "
                   "fit there: it must touch the village and every shared edge must match "
                   "(road, no road, water).")
    if move.verb in ("flip", "purple", "assign", "best", "done") and state.phase == "final":
        return err("final", "Dat kan nu niet in de eindtelling: eerst Flipper, dan de paarse "
                   "werker, dan eenheden die je nog hebt op je eigen tegels; elk stuk één keer.",
                   "That cannot be done in the final scoring now: Flipper first, then the "
                   "purple worker, then units you still have onto your own tiles; each item "
                   "once.")
    for x in registered():
        if (refused := x.refusal(state, seat, move)) is not None:
            return refused
    if move.verb == "offer":
        return err("offer", "Bied een of meer van je eigen wintertegels aan.",
                   "Offer one or more of your own winter tiles.")
    return err("phase", "Deze zet kan nu niet.", "This move cannot be made now.")


def _placement(state: State, seat: int, move: Move) -> RuleError:
    tile, c = move.tile, move.colour
    colour = bidding.tile_colour(state, tile)
    groups = dict(bidding.outbid_groups(state, seat))
    for t in move.sources:
        if t not in groups:
            return err("outbid", f"{nl(seat)} heeft bij {_name(t, 'nl')} geen overboden groep.",
                       f"{en(seat)} has no outbid group at {_name(t, 'en')}.")
        if groups[t].colour != c:
            return err("colour", "Een overboden groep verhuist alleen als geheel, in zijn "
                       "eigen kleur.", "An outbid group moves only whole, in its own colour.")
    own = next((g.n for g in state.bids_on(tile) if g.seat == seat), 0) if move.verb == "bid" else 0
    if move.n < own + sum(groups[t].n for t in move.sources):
        return err("outbid", "Een overboden groep verhuist alleen als geheel; samen met je "
                   "eigen bod zijn het al meer werkers dan dat.", "An outbid group moves only "
                   "whole; with your own bid that is already more workers than that.")
    if move.verb == "bid":
        if tile not in state.auction:
            return err("bid", f"Op {_name(tile, 'nl')} kan nu niet geboden worden.",
                       f"{_name(tile, 'en')} is not up for bidding now.")
        high = max((g.n for g in state.bids_on(tile) if g.seat != seat), default=0)
        if move.n <= high:
            return err("bid", f"Een bod moet hoger zijn dan {high}.",
                       f"A bid must be more than {high}.")
    else:
        if tile not in bidding.usable_tiles(state):
            return err("use", f"{_name(tile, 'nl')} kan nu niet gebruikt worden (geen actie, "
                       "niet in een dorp of op tafel, of het is winter).",
                       f"{_name(tile, 'en')} cannot be used now (no action, not in a village "
                       "or on offer, or it is winter).")
        on = state.uses_on(tile)
        prev, total = (on[-1].n if on else 0), sum(g.n for g in on)
        if move.n <= prev:
            return err("use", f"Dit gebruik vraagt meer dan {prev} werkers.",
                       f"This use needs more than {prev} workers.")
        if total + move.n > USE_LIMIT:
            return err("use", f"Er staan al {total} werkers op; het maximum is {USE_LIMIT}.",
                       f"{total} workers are on it already; the limit is {USE_LIMIT}.")
    if colour is not None and c != colour:
        return err("colour", f"Hier mogen alleen {_NL_COLOURS[colour]}e werkers bij.",
                   f"Only {COLOURS[colour]} workers may go here.")
    return err("production" if move.verb == "use" else "bid",
               f"{nl(seat)} heeft daar niet genoeg {_NL_COLOURS[c]}e werkers voor, of de keuze "
               "past niet bij de tegel.", f"{en(seat)} has not enough {COLOURS[c]} workers "
               "for that, or the choice does not fit the tile.")
