"""Keyflower's expansions in the page (``..expansion.PageExpansion``), one line each; the base
modules reach them only through :func:`active`, and the tile kinds they add through
``symbols.OWN_KINDS`` (filled here)."""

from __future__ import annotations

from ..expansion import PageExpansion
from ..symbols import OWN_KINDS
from .merchants import EXPANSION as _MERCHANTS

EXPANSIONS: tuple[PageExpansion, ...] = (_MERCHANTS,)
OWN_KINDS.extend(x.side_symbols for x in EXPANSIONS)


def active(view: dict) -> list[PageExpansion]:
    """The expansions this position plays with (their sections are in the view), in the
    order of :data:`EXPANSIONS`."""
    return [x for x in EXPANSIONS if x.active(view)]
