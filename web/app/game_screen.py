"""The game screen's static elements: the hand-over box, turn line, history banner, board
canvas, controls, side panel, result, move log, share box and the accessible status line."""

from __future__ import annotations

from .contract import Renderer, seat_style
from .dom import el
from .i18n import t


def build(lang: str, game_id: str, render: Renderer, import_control):
    """The game screen's elements (``data-testid`` hooks included), empty of the position:
    the table fills them. ``import_control`` is the shell's "open a file" control."""
    has_pass = render.has_pass
    share_note = render.share_note(lang)
    colours = render.seat_colours
    return el(
        "section", {"class": f"screen game game-{game_id}"
                             + (" seat-colours" if colours else ""),
                    "style": seat_style(colours), "testid": "game-screen"},
        el("div", {"class": "handover", "testid": "handover", "hidden": True, "role": "dialog",
                   "aria-modal": "true", "aria-labelledby": "handover-title"}),
        el("div", {"class": "turn-area"},
           el("div", {"class": "turn", "testid": "turn"}),
           el("div", {"class": "history-banner", "testid": "history", "hidden": True},
              el("span", {"class": "history-text"}),
              el("button", {"type": "button", "class": "btn small", "action": "to-current",
                            "testid": "back-to-current", "text": t(lang, "back_to_current")}))),
        el("div", {"class": "board-area"},
           el("canvas", {"testid": "board", "role": "img", "class": "board",
                         "aria-label": t(lang, "board_label")})),
        el("div", {"class": "controls", "role": "toolbar", "aria-label": t(lang, "controls")},
           el("button", {"type": "button", "class": "btn", "action": "undo", "testid": "undo"},
              el("span", {"aria-hidden": "true", "text": "↶ "}), t(lang, "undo")),
           el("button", {"type": "button", "class": "btn", "action": "redo", "testid": "redo"},
              el("span", {"aria-hidden": "true", "text": "↷ "}), t(lang, "redo")),
           el("button", {"type": "button", "class": "btn primary", "action": "pass",
                         "testid": "pass", "hidden": not has_pass, "text": t(lang, "pass")})),
        el("div", {"class": "side"},
           el("section", {"class": "game-panel", "testid": "game-panel", "hidden": True}),
           el("section", {"class": "result", "testid": "result", "hidden": True,
                          "aria-live": "polite"}),
           el("section", {"class": "log-box"},
              el("h2", {"class": "panel-title", "text": t(lang, "moves")}),
              el("ol", {"class": "move-log", "testid": "move-log"})),
           el("section", {"class": "share"},
              el("h2", {"class": "panel-title", "text": t(lang, "share_title")}),
              el("div", {"class": "share-buttons"},
                 el("button", {"type": "button", "class": "btn", "action": "copy-link",
                               "testid": "copy-link", "text": t(lang, "copy_link")}),
                 el("button", {"type": "button", "class": "btn", "action": "export",
                               "testid": "export", "text": t(lang, "export")}),
                 import_control),
              el("div", {"class": "share-url", "hidden": True},
                 el("label", {"for": "share-url", "class": "share-note", "text": ""}),
                 el("input", {"id": "share-url", "type": "text", "readonly": True,
                              "testid": "share-url", "class": "share-input"})),
              el("p", {"class": "hint warn", "testid": "share-secret",
                       "text": share_note}) if share_note else None,
              el("p", {"class": "hint", "text": t(lang, "share_hint")})),
           el("p", {"class": "sr-only", "testid": "status", "aria-live": "polite",
                    "role": "status"})))
