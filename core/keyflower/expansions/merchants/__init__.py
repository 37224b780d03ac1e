"""The Merchants (Keyflower's expansion, option ``merchants``; rules ``merchants-*``, from
the seed rulebook M): ``state.py`` its own state, ``data.py`` its components, ``rules.py``
set-up, chance, contracts, boats and huts, ``work.py`` extensions and its contract tiles,
``moves.py`` its notation, moves and refusals, ``scoring.py`` and ``contracts.py`` its final
scoring, ``view.py`` its part of the position, ``texts.py`` its tiles' texts, ``sides.py``
its tile kind ``contract``, and ``expansion.py`` the hooks that join them to the base game.

Its tiles join the catalogue first, before any module of the base game reads it.
"""

from ... import tiles
from .data import MERCHANTS_TILES
from .sides import CONTRACT_KIND, KIND

tiles.register(MERCHANTS_TILES, "merchants", {KIND: CONTRACT_KIND})

from .expansion import MERCHANTS  # noqa: E402  (after its tiles are in the catalogue)

__all__ = ["MERCHANTS"]
