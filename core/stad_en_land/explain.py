"""Why a Stad en Land move is refused: a specific RuleError in Dutch and English.

Called only for segments that :func:`rules.segments` does not list (rules.py decides
legality, and hands over the seat's open ends, ``rules.open_ends``); these functions only
pick the words and the rule id (``segment``, ``occupied``,
``forced-continuation``, ``no-new-warehouse``).
"""

from __future__ import annotations

from ..errors import RuleError
from .board import NAMES, NEIGHBOURS
from .ruleids import err
from .state import FREE, State


def explain(state: State, seat: int, x: int, y: int, ends: list[int]) -> RuleError:
    """Why the segment (x, y) is not legal for ``seat`` (called only for illegal ones);
    ``ends`` are the seat's open ends."""
    cityset = set(state.cities)
    X, Y = NAMES[x].upper() if x in cityset else NAMES[x], NAMES[y].upper() if y in cityset else NAMES[y]
    if y not in NEIGHBOURS[state.adjacency][x]:
        kind_nl = "aangrenzend (ook schuin)" if state.adjacency == "king" else "aangrenzend (niet schuin)"
        kind_en = "adjacent (diagonals included)" if state.adjacency == "king" else "orthogonally adjacent"
        return err("segment", f"{Y} is niet {kind_nl} aan {X}.", f"{Y} is not {kind_en} to {X}.")
    if x in cityset and y in cityset:
        return err("segment", f"Van stad {X} naar stad {Y} mag geen wegdeel: een wegdeel vanuit een stad gaat naar een landvlak.",
                   f"No segment may join city {X} to city {Y}: a segment from a city goes to a land square.")
    anchor = explain_anchor(state, seat, x, ends)
    if anchor.anchor != "no-new-warehouse":
        return anchor
    if y not in cityset and state.owner[y] != FREE:
        return err("occupied", f"Op {Y} ligt al een wegdeel; vlakken worden niet gedeeld.",
                   f"{Y} already holds a segment; squares are never shared.")
    if y in cityset and (min(x, y), max(x, y)) in state.links[seat]:
        return err("segment", f"{X} is al met {Y} verbonden.", f"{X} is already linked to {Y}.")
    return err("no-new-warehouse",
               f"{X}-{Y} levert geen nieuw pakhuis op: er is vanaf daar geen stad te bereiken die nog niet in je netwerk van {X} zit.",
               f"{X}-{Y} cannot gain a new warehouse: from there no city can be reached that is not already in your network at {X}.")


def explain_anchor(state: State, seat: int, x: int, ends: list[int]) -> RuleError:
    """Why no segment at all can start at ``x`` for ``seat`` (called only when none can);
    ``ends`` are the seat's open ends."""
    cityset = set(state.cities)
    X = NAMES[x].upper() if x in cityset else NAMES[x]
    if x not in cityset and state.owner[x] == FREE:
        return err("segment", f"{X} is een leeg landvlak: begin bij een stad of bij je eigen weg.",
                   f"{X} is an empty land square: start from a city or from your own route.")
    if x not in cityset and state.owner[x] != seat:
        return err("segment", f"{X} is van je tegenstander: begin bij een stad of bij je eigen weg.",
                   f"{X} belongs to your opponent: start from a city or from your own route.")
    if ends and ends[0] != x:
        E = NAMES[ends[0]]
        return err("forced-continuation",
                   f"Je weg in {E} loopt nog niet door naar een stad: je moet eerst vanaf {E} verder bouwen.",
                   f"Your route at {E} does not reach a city yet: you must first build on from {E}.")
    return err("no-new-warehouse",
               f"Vanaf {X} levert geen enkel wegdeel nog een nieuw pakhuis op.",
               f"No segment from {X} can gain a new warehouse any more.")
