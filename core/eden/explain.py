"""Why a move is refused: a specific Dutch and English message with the rule id.

Called only for moves that the generators in ``rules.py`` / ``conquest.py`` do not list, so
every branch here describes a real refusal; the last resort is a general one per rule.
"""

from __future__ import annotations

from ..errors import RuleError
from .board import NAMES, NEIGHBOURS, PLACEMENT_SET
from .data import MAX_VALUE, MIN_RAISE, OPENING_RATE, RATE_STEP
from .ruleids import en, err, nl
from .state import (GREW, NOBODY, NOTHING, TWO_WATER, State, active_conquest, buy_price,
                    can_supply, cells_of, min_rate, points, reserved, sides, supply)


def _owner_text(state: State, sq: int, seat: int) -> tuple[str, str] | None:
    """Why ``sq`` is not ``seat``'s card, or None if it is."""
    o, X = state.owner[sq], NAMES[sq]
    if o == seat:
        return None
    if o == NOBODY:
        return f"{X} is leeg", f"{X} is empty"
    return f"{X} is van {nl(o)}", f"{X} belongs to {en(o)}"


def no_conquest(state: State, move: tuple) -> RuleError:
    return err("conquest",
               f"Er is nu geen landverovering: '{move[0]}' hoort direct na een bewateringskaart.",
               f"There is no conquest now: '{move[0]}' belongs right after an irrigation card.")


def act(state: State, move: tuple) -> RuleError:
    """Why an irrigation, cultivation, trade, pass or end move is not allowed now."""

    seat, verb = state.turn, move[0]
    hand, mana = state.hands[seat], state.mana[seat]
    if verb == "pass":
        return err("pass", "Je hebt deze beurt al gespeeld; beëindig je beurt met 'end'.",
                   "You have already played this turn; finish it with 'end'.")
    if verb == "end":
        return err("end", "Je hebt nog niets gespeeld; wil je niets spelen, kies dan 'pass'.",
                   "You have not played anything yet; to play nothing, choose 'pass'.")
    if verb in ("sell", "buy") and state.conquest is not None:
        why = _trade_in_conquest(state, move)
        if why is not None:
            return why
    if verb == "sell":
        return err("sell", f"Je hebt geen cultiveringskaart {move[1]} in je hand.",
                   f"You have no cultivation card {move[1]} in your hand.")
    if verb == "buy":
        if move[1] not in state.pool:
            return err("buy", f"In de bank ligt geen cultiveringskaart {move[1]} open.",
                       f"The bank pool holds no cultivation card {move[1]}.")
        p = buy_price(move[1])
        return err("buy", f"{move[1]} kost {p} mana en je hebt er {mana}.",
                   f"{move[1]} costs {p} mana and you have {mana}.")
    if state.played == GREW:
        return err("turn", "Je hebt deze beurt al een cultiveringskaart gespeeld; meer spelen kan niet.",
                   "You have already played a cultivation card this turn; nothing more can be played.")
    if verb == "water":
        X = NAMES[move[1]]
        if state.played == TWO_WATER:
            return err("irrigation", "Je hebt deze beurt al twee bewateringskaarten gespeeld.",
                       "You have already played two irrigation cards this turn.")
        if X not in hand:
            return err("irrigation", f"Je hebt geen bewateringskaart {X} in je hand.",
                       f"You have no irrigation card {X} in your hand.")
        if state.owner[move[1]] != NOBODY:
            return err("irrigation", f"Op {X} ligt al een landschapskaart.",
                       f"{X} already holds a landscape card.")
        return err("supply", "Je hebt geen landschapskaart van soort 1/2 meer over om neer te leggen.",
                   "You have no landscape card of kind 1/2 left to lay.")
    # grow
    shape, cells = move[1], move[2]
    if state.played != NOTHING:
        return err("turn", "Je hebt deze beurt al bewateringskaarten gespeeld; een cultiveringskaart "
                   "kan alleen in plaats daarvan.",
                   "You have already played irrigation cards this turn; a cultivation card can "
                   "only be played instead of them.")
    if shape not in hand:
        extra_nl = " (koop hem eerst uit de bank)" if shape in state.pool else ""
        extra_en = " (buy it from the bank pool first)" if shape in state.pool else ""
        return err("cultivation", f"Je hebt geen cultiveringskaart {shape} in je hand{extra_nl}.",
                   f"You have no cultivation card {shape} in your hand{extra_en}.")
    squares = " ".join(NAMES[c] for c in cells)
    if cells not in PLACEMENT_SET[shape]:
        return err("cultivation",
                   f"{squares} heeft niet de vorm van {shape} ({cells_of(shape)} vakken; draaien mag, spiegelen niet).",
                   f"{squares} is not the shape of {shape} ({cells_of(shape)} squares; it may be rotated, not mirrored).")
    for c in cells:
        not_own = _owner_text(state, c, seat)
        if not_own:
            return err("cultivation", f"{not_own[0]}: de hele vorm moet op je eigen kaarten liggen.",
                       f"{not_own[1]}: the whole shape must lie on your own cards.")
    low = min(state.value[c] for c in cells)
    if low >= MAX_VALUE:
        return err("cultivation", f"Alle kaarten op {squares} hebben al waarde {MAX_VALUE}; er moet er minstens één stijgen.",
                   f"Every card on {squares} already has value {MAX_VALUE}; at least one must rise.")
    rising = [c for c in cells if state.value[c] == low]
    cost = 10 * len(rising)
    if cost > mana:
        return err("cultivation", f"Dit kost {cost} mana ({len(rising)} kaart(en) van waarde {low}) en je hebt er {mana}.",
                   f"This costs {cost} mana ({len(rising)} card(s) of value {low}) and you have {mana}.")
    have = supply(state, seat)[1]
    return err("supply", f"Kaarten van waarde 2 worden vervangen door waarde 3: je hebt {len(rising)} kaarten "
               f"van soort 3/4 nodig en je hebt er {have}.",
               f"Value-2 cards are replaced by value-3 cards: you need {len(rising)} cards of kind "
               f"3/4 and you have {have}.")


def _trade_in_conquest(state: State, move: tuple) -> RuleError | None:
    """Why the seat to act may not trade now in a conquest (the defender; or a buy that would
    spend the mana of the attacker's standing bid), or None if the general reason applies."""

    c, verb = active_conquest(state), move[0]
    if c.bidder != c.attacker:
        d, a = c.bidder, c.attacker
        word_nl, word_en = ("verkopen", "sell") if verb == "sell" else ("kopen", "buy")
        return err("trade",
                   f"{nl(d)}, je verdedigt je in de landverovering van {nl(a)}: het is niet jouw beurt, "
                   f"dus je kunt nu niet {word_nl}. Bied hoger of accepteer ('accept').",
                   f"{en(d)}, you are defending in {en(a)}'s conquest: it is not your turn, so you "
                   f"cannot {word_en} now. Raise the bid or 'accept'.")
    if verb == "buy" and move[1] in state.pool:
        mana, p, keep = state.mana[c.attacker], buy_price(move[1]), reserved(state)
        if p <= mana < p + keep:
            # keep > 0 here, so the attacker has bid: keep = his rate x the targets' points
            pts = points(state, c.targets)
            rate = keep // pts
            return err("trade",
                       f"Je bod van {rate} per punt ({rate} x {pts} = {keep} mana) ligt open op tafel; "
                       f"{move[1]} kost {p} en dan hield je {mana - p} over, te weinig voor je bod.",
                       f"Your bid of {rate} per point ({rate} x {pts} = {keep} mana) lies open on the "
                       f"table; {move[1]} costs {p}, which would leave you {mana - p}, too little for your bid.")
    return None


def conquest(state: State, move: tuple) -> RuleError:
    """Why a move is not allowed during the conquest in ``state``."""

    c = active_conquest(state)
    verb = move[0]
    if verb in ("water", "grow", "pass", "end"):
        extra_nl = " Kopen en verkopen mag wel." if c.bidder == c.attacker else ""
        extra_en = " Buying and selling is allowed." if c.bidder == c.attacker else ""
        if c.bids:
            return err("phase", "Eerst moet de landverovering beslist worden: bied hoger of accepteer ('accept')."
                       + extra_nl, "The conquest must be decided first: raise the bid or 'accept'." + extra_en)
        return err("phase", "Eerst de landverovering: kies doelen en bied, of zie ervan af met 'skip'." + extra_nl,
                   "The conquest comes first: choose targets and bid, or decline with 'skip'." + extra_en)
    if c.bids and verb in ("with", "target", "skip"):
        return err("phase", "Het bieden is begonnen; nu kan alleen hoger bieden of accepteren ('accept').",
                   "The bidding has started; now you can only raise or 'accept'.")
    if verb == "accept":
        return err("bidding", "Er is nog geen bod om te accepteren: de aanvaller doet het eerste bod.",
                   "There is no bid to accept yet: the attacker makes the first bid.")
    L = NAMES[c.laid]
    if verb == "with":
        X = NAMES[move[1]]
        if c.helper != NOBODY:
            return err("attackers", f"Je valt al aan met {NAMES[c.helper]}; er mag maar één kaart bij {L} komen.",
                       f"You already attack with {NAMES[c.helper]}; only one card may join {L}.")
        if move[1] not in NEIGHBOURS[c.laid]:
            return err("attackers", f"{X} grenst niet (recht) aan {L}, de kaart die je net neerlegde.",
                       f"{X} does not border {L} (orthogonally), the card you have just laid.")
        not_own = _owner_text(state, move[1], c.attacker)
        if not_own:
            return err("attackers", f"{not_own[0]}: alleen je eigen kaart kan meevallen.",
                       f"{not_own[1]}: only your own card can join the attack.")
        return err("attackers", f"{X} kan nu niet meevallen.", f"{X} cannot join the attack now.")
    if verb == "target":
        t, X = move[1], NAMES[move[1]]
        o = state.owner[t]
        if t in c.targets:
            return err("targets", f"{X} is al een doel.", f"{X} is already a target.")
        if o == NOBODY:
            return err("targets", f"{X} is leeg.", f"{X} is empty.")
        if o == c.attacker:
            return err("targets", f"{X} is je eigen kaart.", f"{X} is your own card.")
        if c.defender != NOBODY and o != c.defender:
            return err("targets", f"{X} is van {nl(o)}, maar je valt al {nl(c.defender)} aan: één tegenstander per aanval.",
                       f"{X} belongs to {en(o)}, but you are already attacking {en(c.defender)}: one opponent per attack.")
        if not any(a in NEIGHBOURS[t] for a in c.attackers):
            names = " of ".join(NAMES[a] for a in c.attackers)
            names_en = " or ".join(NAMES[a] for a in c.attackers)
            return err("targets", f"{X} grenst niet (recht) aan een aanvallende kaart ({names}).",
                       f"{X} does not border an attacking card ({names_en}) orthogonally.")
        return err("bidding", f"Met {X} erbij kun je zelfs het laagste bod ({OPENING_RATE} per punt) niet betalen "
                   f"of niet met eigen kaarten invullen.",
                   f"With {X} added you could not pay even the lowest bid ({OPENING_RATE} per point) "
                   f"or could not lay your own cards there.")
    if verb == "skip":  # pragma: no cover - skip is always legal while choosing
        return err("conquest", "Afzien kan nu niet.", "You cannot decline now.")
    # bid
    rate, seat = move[1], c.bidder
    if not c.targets:
        return err("targets", "Kies eerst minstens één doel ('target X') voordat je biedt.",
                   "Choose at least one target ('target X') before you bid.")
    low = min_rate(c)
    if rate < low:
        if c.bids:
            return err("bidding", f"Een nieuw bod moet minstens {MIN_RAISE} hoger zijn dan {c.bids[-1]}: minstens {low}.",
                       f"A new bid must be at least {MIN_RAISE} above {c.bids[-1]}: at least {low}.")
        return err("bidding", f"Het openingsbod is minstens {OPENING_RATE} mana per punt.",
                   f"The opening bid is at least {OPENING_RATE} mana per point.")
    if rate % RATE_STEP:
        return err("bidding", f"Biedingen zijn veelvouden van {RATE_STEP}.", f"Bids are multiples of {RATE_STEP}.")
    squares, pts = sides(state, c, seat)
    if not can_supply(state, seat, squares):
        return err("supply", "Je hebt niet genoeg eigen landschapskaarten van de nodige soort om die kaarten te vervangen.",
                   "You do not have enough own landscape cards of the needed kinds to replace those cards.")
    return err("bidding", f"Een bod van {rate} per punt kost je {rate} x {pts} = {rate * pts} mana als je wint; "
               f"zoveel heb je niet.",
               f"A bid of {rate} per point would cost you {rate} x {pts} = {rate * pts} mana if you win; "
               f"you do not have that much.")

