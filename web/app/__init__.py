"""Speeltafel's page: the PyScript front end (see main.py for the start-up).

Generic modules (they name no game): ``main`` (start-up, test hooks), ``shell`` (screens,
messages, share/import), ``table`` (the game screen), ``session`` (undo/redo, autosave,
links), ``dom``, ``browser``, ``i18n`` (the page's own texts), ``grid_board`` (square-grid
canvas geometry), ``contract`` (what a game's renderer offers) and ``renderers`` (one line per
game). Each game is a package ``games/<game>/`` with the same modules: ``board``, ``input``,
``panel``, ``texts`` and ``__init__`` exposing ``RENDERER``.
"""
