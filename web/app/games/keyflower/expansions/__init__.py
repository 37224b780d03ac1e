"""Keyflower's expansions in the page (``..expansion.PageExpansion``), one line each; the base
modules reach them only through :func:`active`."""

from __future__ import annotations

from ..expansion import PageExpansion
from .merchants import EXPANSION as _MERCHANTS

EXPANSIONS: tuple[PageExpansion, ...] = (_MERCHANTS,)


def active(view: dict) -> list[PageExpansion]:
    """The expansions this position plays with (their sections are in the view), in the
    order of :data:`EXPANSIONS`."""
    return [x for x in EXPANSIONS if x.active(view)]
