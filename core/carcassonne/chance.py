"""Carcassonne's chance steps: ``* halves <names>`` deals the hidden half tiles (rule
``half-setup``: seat 0's first, then seat 1's, ...), ``* tile V`` draws a normal tile from
the pile (rule ``draw``). A drawn tile that fits nowhere is set aside at once (rule
``discard``) and another draw is due; when the pile is then empty the game ends.
"""

from __future__ import annotations

from dataclasses import replace

from ..errors import RuleError, quoted
from ..rng import Rng
from . import rules, scoring
from .data import TYPES
from .explain import colours, hand, next_step
from .half_tiles import HALF_TILES, IN_PLAY
from .notation import span
from .ruleids import err
from .state import State


def kind(state: State) -> str | None:
    ph = state.phase()
    return {"deal": "halves", "draw": "tile"}.get(ph)


def draw(state: State, rng: Rng) -> str:
    if kind(state) == "halves":
        return "halves " + " ".join(rng.sample(IN_PLAY, state.players * state.halves_each))
    k = rng.below(state.pile_size)
    for t, n in zip(TYPES, state.pile):
        if k < n:
            return f"tile {t}"
        k -= n
    raise AssertionError("pile count")


#: How much of a chance line a message quotes: a deal of 5 seats x 4 half tiles (128
#: characters) whole, junk cut short (``core.errors.quoted``).
QUOTE = 140


def _refuse(rule: str, line: str, nl: str, en: str) -> RuleError:
    """``carcassonne/<rule>``: the chance line quoted as a record writes it (``* ...``)."""
    q = quoted("* " + " ".join(line.split()), QUOTE)
    return err(rule, f"'{q}': {nl}", f"'{q}': {en}")


def _deal_form(state: State) -> tuple[str, str]:
    want, each = state.players * state.halves_each, state.halves_each
    return (f"Schrijf '* halves' met {want} verschillende halve tegels uit {span(IN_PLAY)}: "
            f"{each} per speler, die van de eerste speler eerst.",
            f"Write '* halves' with {want} different half tiles from {span(IN_PLAY)}: {each} "
            f"for each player, the first player's first.")


def _draw_form(state: State) -> tuple[str, str]:
    left = [t for t, n in zip(TYPES, state.pile) if n]
    gone = [t for t, n in zip(TYPES, state.pile) if not n]
    nl = en = ", ".join(left)
    if len(gone) < len(left):
        nl = f"A..X, behalve {', '.join(gone)}" if gone else "A..X"
        en = f"A..X except {', '.join(gone)}" if gone else "A..X"
    return (f"Schrijf '* tile' met een tegelsoort die nog in de stapel zit ({nl}), "
            f"bijvoorbeeld '* tile {left[0]}'.",
            f"Write '* tile' with a tile type left in the pile ({en}), for example "
            f"'* tile {left[0]}'.")


def parse(state: State, line: str) -> tuple[str, list[str]]:
    """The chance word and names of ``line`` (``* `` taken off) for the pending step.

    Raises:
        RuleError: ``carcassonne/half-setup`` for a deal, ``carcassonne/draw`` for a draw:
        the line quoted, what is wrong and what to write instead.
    """
    words = line.split()
    word = words[0].lower() if words else ""
    names = [w.upper() for w in words[1:]]
    if kind(state) == "halves":
        nl, en = _deal_form(state)
        if word != "halves":
            raise _refuse("half-setup", line, f"eerst worden de halve tegels verdeeld. {nl}",
                          f"first the half tiles are dealt. {en}")
        want = state.players * state.halves_each
        wrong = _wrong_half(names, want)
        if wrong:
            raise _refuse("half-setup", line, f"{wrong[0]} {nl}", f"{wrong[1]} {en}")
        return "halves", names
    nl, en = _draw_form(state)
    if word != "tile":
        raise _refuse("draw", line, f"hier wordt een tegel getrokken. {nl}",
                      f"a tile is drawn here. {en}")
    if len(names) != 1:
        raise _refuse("draw", line, f"na 'tile' komt precies één tegelsoort. {nl}",
                      f"'tile' takes exactly one tile type. {en}")
    if names[0] not in TYPES:
        raise _refuse("draw", line, f"{quoted(words[1])} is geen tegelsoort. {nl}",
                      f"{quoted(words[1])} is not a tile type. {en}")
    if state.pile[TYPES.index(names[0])] == 0:
        raise _refuse("draw", line, f"er zit geen {names[0]} meer in de stapel. {nl}",
                      f"no {names[0]} is left in the pile. {en}")
    return "tile", names


def _wrong_half(names: list[str], want: int) -> tuple[str, str] | None:
    """What is wrong with the dealt ``names`` (want: how many), or None."""
    seen: set[str] = set()
    for n in names:
        if n not in HALF_TILES:
            return (f"{quoted(n)} is geen halve tegel.", f"{quoted(n)} is not a half tile.")
        if n not in IN_PLAY:
            return (f"{n} draagt een symbool van een andere uitbreiding en speelt niet mee.",
                    f"{n} carries another expansion's symbol and is not in play.")
        if n in seen:
            return (f"{n} staat er twee keer in.", f"{n} is named twice.")
        seen.add(n)
    if len(names) != want:
        return (f"de regel noemt {len(names)} halve tegels, er worden er {want} verdeeld.",
                f"the line names {len(names)} half tiles; {want} are dealt.")
    return None


def refusal(state: State, line: str) -> tuple[str, str]:
    """The words of ``core/unexpected-chance`` for ``line`` where no chance step is due:
    what the seat to move writes first (``Game.chance_refusal``)."""
    q = quoted("* " + " ".join(line.split()), QUOTE)
    nl, en = colours(state)
    ph = state.phase()
    if ph == "over":
        return (f"'{q}': het spel is afgelopen; er wordt niets meer getrokken.",
                f"'{q}': the game is over; nothing is drawn any more.")
    if ph == "choose":
        tile = q if line.lower().split()[:1] == ["tile"] else "* tile ..."
        if rules.legal_moves(state) == ["draw"]:
            return (f"'{q}': {nl} heeft halve tegels: schrijf eerst 'draw' en dan pas '{tile}' "
                    f"(geen halve tegel uit de hand, {hand(state)}, past ergens).",
                    f"'{q}': {en} holds half tiles: write 'draw' before '{tile}' (no half tile "
                    f"of the hand, {hand(state)}, fits anywhere).")
        return (f"'{q}': {nl} heeft halve tegels: schrijf eerst 'draw' en dan pas '{tile}', of "
                f"leg een halve tegel uit de hand ({hand(state)}).",
                f"'{q}': {en} holds half tiles: write 'draw' before '{tile}', or place a half "
                f"tile of the hand ({hand(state)}).")
    step = next_step(state, rules.legal_moves(state))
    if ph == "place":
        return (f"'{q}': {nl} heeft {state.drawn} getrokken en legt die eerst; de volgende "
                f"'* tile' komt na die zet. {step[0]}",
                f"'{q}': {en} has drawn {state.drawn} and places it first; the next '* tile' "
                f"comes after that move. {step[1]}")
    return (f"'{q}': bij het open kiezen wordt niets verdeeld of getrokken. {step[0]}",
            f"'{q}': nothing is dealt or drawn in the open draft. {step[1]}")


def canonical(state: State, line: str) -> str:
    word, names = parse(state, line)
    return " ".join([word] + names)


def apply(state: State, line: str) -> State:
    word, names = parse(state, line)
    if word == "halves":
        k = state.halves_each
        hands = tuple(tuple(sorted(names[s * k:(s + 1) * k])) for s in range(state.players))
        return replace(state, hands=hands, dealt=True)
    t = names[0]
    i = TYPES.index(t)
    pile = state.pile[:i] + (state.pile[i] - 1,) + state.pile[i + 1:]
    after = replace(state, pile=pile, drawn=t, drawing=True, scored=())
    rules.layout(state)
    after.share_board(state)  # a draw moves no piece: the layout and features carry over
    if rules.fits_anywhere(after, t):
        return after
    after = replace(after, drawn=None, discarded=state.discarded + (t,))
    if sum(pile) == 0:
        return scoring.final(after)
    return after
