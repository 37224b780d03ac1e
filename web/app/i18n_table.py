"""Page texts for the game table's hint layer, step help, legend and keyboard play, in Dutch and English (joined into ``app.i18n``)."""

NL: dict[str, str] = {
    "hints": "Hulp",
    "hints_title": "Hulp aan of uit: markeert op het bord waar je kunt tikken en legt de stap uit",
    "step_help_title": "Zo werkt deze stap",
    "legend_title": "Wat betekenen de tekens op het bord?",
    "board_keys": "Pijltjestoetsen: vakje kiezen; Enter of spatie: tikken; Escape: keuze wissen.",
    # the history banner counts turns as the move log numbers them
    "history_start": "Je bekijkt het begin, voor de eerste stap.",
    "history_setup": "Je bekijkt de opzet: {move}.",
    "history_turn": "Je bekijkt beurt {turn} van {turns}: {name}, {move}.",
    "history_after_turn": "Je bekijkt de stand na beurt {turn} van {turns}: {move}.",
    "show_this_step": "Toon de stand na deze stap",
}

EN: dict[str, str] = {
    "hints": "Hints",
    "hints_title": "Hints on or off: marks where you can tap on the board and explains the step",
    "step_help_title": "How this step works",
    "legend_title": "What the symbols on the board mean",
    "board_keys": "Arrow keys: choose a square; Enter or Space: tap; Escape: clear the choice.",
    "history_start": "You are viewing the start, before the first step.",
    "history_setup": "You are viewing the set-up: {move}.",
    "history_turn": "You are viewing turn {turn} of {turns}: {name}, {move}.",
    "history_after_turn": "You are viewing the position after turn {turn} of {turns}: {move}.",
    "show_this_step": "Show the position after this step",
}
