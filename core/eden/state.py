"""The Eden state value (immutable; every move makes a new one) and what follows from it.

Cards are named by text: an irrigation card by its square (``B4``), a cultivation card by
its shape (``L3``; copies are interchangeable). Hands, the bank pool and the discard pile are
sorted tuples of these names, so equal positions are equal values.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import NAMES, SQUARES, name_key
from .data import (BUY_BASE, BUY_PER_SQUARE, HIGH_CARDS, INCOME_PER_RED, LOW_CARDS, MIN_RAISE,
                   OPENING_RATE, SHAPES)

NOBODY = -1

#: ``State.played`` values: nothing played yet, one or two irrigation cards, a cultivation card.
NOTHING, ONE_WATER, TWO_WATER, GREW = 0, 1, 2, 3

#: Every card of the draw deck: 49 irrigation cards, then the 17 cultivation cards.
FULL_DECK = tuple(NAMES) + tuple(name for name, (_, copies) in SHAPES.items() for _ in range(copies))


def is_shape(card: str) -> bool:
    return card in SHAPES


def cells_of(card: str) -> int:
    """Squares on a cultivation card."""
    return len(SHAPES[card][0])


@dataclass(frozen=True, slots=True)
class Conquest:
    """A conquest in progress, right after the irrigation card on ``laid`` (rule eden/conquest).

    Attributes:
        attacker: the seat whose turn it is.
        laid: the square just irrigated (always an attacking card).
        helper: the optional second attacking card (an own card next to ``laid``), or NOBODY.
        targets: the attacked squares, in name order; all belong to ``defender``.
        defender: the attacked seat (fixed by the first target), or NOBODY.
        bids: the rates bid so far, the attacker's first, then alternating; empty while the
            attacker is still choosing.
    """

    attacker: int
    laid: int
    helper: int = NOBODY
    targets: tuple[int, ...] = ()
    defender: int = NOBODY
    bids: tuple[int, ...] = ()

    @property
    def attackers(self) -> tuple[int, ...]:
        if self.helper == NOBODY:
            return (self.laid,)
        return tuple(sorted((self.laid, self.helper), key=name_key))

    @property
    def bidder(self) -> int:
        """The seat to act: the attacker while choosing, then the side that did not bid last."""
        return self.attacker if len(self.bids) % 2 == 0 else self.defender


@dataclass(frozen=True, slots=True)
class State:
    """A position.

    Attributes:
        players: 3 or 4.
        dealt: False until the ``deck`` chance step has shuffled and dealt the cards.
        deck: the draw pile, top card first (secret from everyone).
        hands: per seat, the sorted card names in hand (secret to that seat).
        mana: per seat (secret to that seat).
        owner: per square, the seat whose landscape card lies there, or NOBODY.
        value: per square, that card's value 1..4 (0 when empty).
        pool: the bank pool of sold cultivation cards (open), sorted.
        discard: played cards, sorted (open).
        turn: the seat whose turn it is.
        played: what the turn player has played (NOTHING, ONE_WATER, TWO_WATER, GREW).
        conquest: the conquest in progress, or None.
        passes: turns in a row passed while the deck was empty (eden/stalemate).
        income: per seat, the mana received at the start of its latest turn.
        end: ``""`` while playing, ``"twenty"`` or ``"stalemate"`` when over.
        winners: the winning seats once over.
    """

    players: int
    dealt: bool = False
    deck: tuple[str, ...] = ()
    hands: tuple[tuple[str, ...], ...] = ()
    mana: tuple[int, ...] = ()
    owner: tuple[int, ...] = (NOBODY,) * SQUARES
    value: tuple[int, ...] = (0,) * SQUARES
    pool: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    turn: int = 0
    played: int = NOTHING
    conquest: Conquest | None = None
    passes: int = 0
    income: tuple[int, ...] = ()
    end: str = ""
    winners: tuple[int, ...] = ()

    @property
    def over(self) -> bool:
        return bool(self.end)


# -- derived values ----------------------------------------------------------------------
def active_conquest(state: State) -> Conquest:
    """The conquest in progress; only called while one is (rule ``conquest``)."""
    if state.conquest is None:
        raise AssertionError("no conquest in progress")
    return state.conquest


def fertility(state: State, seat: int) -> int:
    """Fertility points (white + red dots = value) of the seat's cards on the board."""
    return sum(v for o, v in zip(state.owner, state.value) if o == seat)


def income_rate(state: State, seat: int) -> int:
    """Mana the seat receives at the start of its turn: 5 per red dot (value - 1 per card)."""
    return INCOME_PER_RED * sum(v - 1 for o, v in zip(state.owner, state.value) if o == seat)


def supply(state: State, seat: int) -> tuple[int, int]:
    """(cards of kind 1/2, cards of kind 3/4) the seat still has beside the board."""
    low = sum(1 for o, v in zip(state.owner, state.value) if o == seat and v <= 2)
    high = sum(1 for o, v in zip(state.owner, state.value) if o == seat and v >= 3)
    return LOW_CARDS - low, HIGH_CARDS - high


def can_supply(state: State, seat: int, squares) -> bool:
    """True if ``seat`` has cards of the right kinds to lay its own cards of the same values
    on ``squares`` (whose cards belong to others)."""
    low, high = supply(state, seat)
    need_low = sum(1 for sq in squares if state.value[sq] <= 2)
    return need_low <= low and len(squares) - need_low <= high


def points(state: State, squares) -> int:
    return sum(state.value[sq] for sq in squares)


def buy_price(card: str) -> int:
    return BUY_BASE + BUY_PER_SQUARE * cells_of(card)


def min_rate(c: Conquest) -> int:
    """The lowest rate the side to act may bid."""
    return c.bids[-1] + MIN_RAISE if c.bids else OPENING_RATE


def sides(state: State, c: Conquest, seat: int) -> tuple[tuple[int, ...], int]:
    """For ``seat`` (attacker or defender): the other side's squares and their points, which
    his rate is multiplied by and which his cards would replace if he won."""
    squares = c.targets if seat == c.attacker else c.attackers
    return squares, points(state, squares)


def standing_bid(c: Conquest) -> int | None:
    """The attacker's latest rate in this auction (its mana lies open on the table until the
    conquest ends), or None before he has bid."""
    mine = c.bids[0::2]
    return mine[-1] if mine else None


def reserved(state: State) -> int:
    """Mana of the turn player that trading may not spend: in his conquest, his latest bid
    times the defender's points (rulebook: the bidder lays the mana he bids open on the
    table; nobody may bid what he cannot pay). 0 outside a conquest or before his first bid."""
    c = state.conquest
    if c is None:
        return 0
    rate = standing_bid(c)
    return 0 if rate is None else rate * points(state, c.targets)


def without(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    """``cards`` with one copy of ``card`` removed (it must be there)."""
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def with_card(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    return tuple(sorted(cards + (card,)))


def replace_at(values: tuple, index: int, item) -> tuple:
    return values[:index] + (item,) + values[index + 1:]
