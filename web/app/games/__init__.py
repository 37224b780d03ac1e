"""The games' page packages, one per game, each with the same modules: ``board`` (the canvas),
``input`` (taps, keys and buttons -> one of the legal moves), ``panel`` (the side panel and the
result panel), ``texts`` (the game's Dutch and English texts and the log, status and aria
texts) and ``__init__`` exposing ``RENDERER`` (see ``app.contract``). Importing this package
imports no game: a game's package loads only when that game is opened."""
