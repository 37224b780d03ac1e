"""The game screen's static elements: the hand-over box, turn line, history banner, board
canvas (with the keyboard cursor's ring), controls (with the hint layer's switch), step help,
side panel, legend, result, move log, share box and the accessible status line; and the
fillers of the small boxes the table updates (step help, legend, the hints switch)."""

from __future__ import annotations

from .contract import Renderer, StepHelp, seat_style
from . import page

from . import dom, layout
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
           el("canvas", {"testid": "board", "role": "img", "class": "board", "tabindex": "0",
                         "aria-label": t(lang, "board_label"),
                         "aria-describedby": "board-keys"}),
           el("div", {"class": "board-cursor", "testid": "board-cursor", "hidden": True,
                      "aria-hidden": "true"}),
           el("p", {"id": "board-keys", "class": "sr-only", "text": t(lang, "board_keys")})),
        el("div", {"class": "controls", "role": "toolbar", "aria-label": t(lang, "controls")},
           el("button", {"type": "button", "class": "btn", "action": "undo", "testid": "undo"},
              el("span", {"aria-hidden": "true", "text": "↶ "}), t(lang, "undo")),
           el("button", {"type": "button", "class": "btn", "action": "redo", "testid": "redo"},
              el("span", {"aria-hidden": "true", "text": "↷ "}), t(lang, "redo")),
           el("button", {"type": "button", "class": "btn primary", "action": "pass",
                         "testid": "pass", "hidden": not has_pass, "text": t(lang, "pass")}),
           # no data-action: the table listens to this switch itself
           el("button", {"type": "button", "class": "btn hints-toggle", "testid": "hints",
                         "aria-pressed": "false", "aria-label": t(lang, "hints"),
                         "title": t(lang, "hints_title")},
              el("span", {"class": "hints-icon", "aria-hidden": "true", "text": "?"}),
              el("span", {"class": "hints-label", "aria-hidden": "true", "text": t(lang, "hints")}))),
        el("div", {"class": "side"},
           # a one-line summary on a phone or a portrait tablet (open, it would push the prompt
           # away from the board), open on a wider screen; the player opens or closes it
           el("details", {"class": "step-help", "testid": "step-help", "hidden": True,
                          "aria-live": "polite", "open": not _narrow()},
              el("summary", {"class": "panel-title", "text": t(lang, "step_help_title")}),
              el("div", {"class": "step-help-body"})),
           el("section", {"class": "game-panel", "testid": "game-panel", "hidden": True}),
           el("section", {"class": "result", "testid": "result", "hidden": True,
                          "aria-live": "polite"}),
           el("details", {"class": "legend", "testid": "legend", "hidden": True},
              el("summary", {"text": t(lang, "legend_title")}),
              el("div", {"class": "legend-body"})),
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


def rule_href(game_id: str, rule: str, lang: str) -> str:
    """The rules page's section of ``rule`` (a rule id ``<game>/<anchor>`` or a bare anchor)
    in the game's reference, in ``lang``."""
    anchor = rule.split("/", 1)[-1]
    return f"rules/{game_id}.{'nl' if lang == 'nl' else 'en'}.html#{anchor}"


def _narrow() -> bool:
    """A phone or a portrait tablet (the one-column layout with the sticky board, where an
    open step help would lie under the board: it opens when the player asks, issue 24)."""
    return bool(page.window.matchMedia(layout.NARROW).matches)


def fill_step_help(box, step: StepHelp | None, game_id: str, lang: str) -> None:
    """The step help box: hidden without help, else its title, text and a link to the rule
    (same tab: the rules page leads back to the game)."""
    dom.show(box, step is not None)
    if step is None:
        dom.clear(box.querySelector(".step-help-body"))
        box.removeAttribute("data-shown")
        return
    href = rule_href(game_id, step.rule, lang)
    shown = f"{href} {step.text}"
    if dom.attr(box, "data-shown") == shown:
        return  # unchanged: keep the nodes, so aria-live does not repeat them
    box.setAttribute("data-shown", shown)
    dom.replace(box.querySelector(".step-help-body"),
                el("p", {"class": "step-help-text", "testid": "step-help-text", "text": step.text}),
                el("a", {"class": "rule-link", "testid": "step-help-rule", "href": href,
                         "text": t(lang, "rule_link")}))


def fill_legend(details, nodes: list) -> None:
    """The legend: the renderer's nodes in the collapsible box, hidden when there are none."""
    dom.show(details, bool(nodes))
    dom.replace(details.querySelector(".legend-body"), nodes)


def show_pass(button, legal: list[str]) -> None:
    """The Pass button: enabled when passing is legal, the main (green) button only when it
    is the one legal move; beside other moves it is a plain button (issue 24)."""
    button.disabled = "pass" not in legal
    if legal == ["pass"]:
        button.classList.add("primary")
    else:
        button.classList.remove("primary")


def show_hints_switch(button, on: bool) -> None:
    button.setAttribute("aria-pressed", "true" if on else "false")


def show_turn(box, view: dict, details: list[str], label: tuple[str, str], lang: str) -> None:
    """The turn line of ``view``: game over, waiting (chance), or the seat to move (its
    colour dot, its ``label`` (:func:`seat_label_parts`) and the renderer's ``details``, each
    its own ``turn-part``, the first first: a part that does not fit is left out of sight)."""
    seat = view.get("to_move")
    if view.get("over"):
        dom.replace(box, el("span", {"class": "turn-main", "text": t(lang, "game_over")}))
        box.className = "turn over"
        return
    if seat is None:
        dom.replace(box, el("span", {"class": "turn-main", "text": t(lang, "waiting")}))
        return
    dom.replace(box,
                dom.colour_dot(seat),
                turn_main(lang, "to_move", label),
                turn_detail(details) if details else None)
    box.className = f"turn seat-{seat}-turn"


def turn_detail(details: list[str]):
    """The turn line's details on one line (style.css: a part that does not fit is left out
    of sight, issue 24), read as text whole, every part included, as one line after whose turn
    it is (``sr-only``, as in :func:`turn_main`)."""
    return el("span", {"class": "turn-detail"},
              *[el("span", {"class": "turn-part", "aria-hidden": "true", "data-text": (" · " if i else "") + d})
                for i, d in enumerate(details)],
              el("span", {"class": "sr-only", "text": " · ".join(details)}))


def show_handover(box, seat: int | None, lang: str, seat_label) -> None:
    """The hand-over screen for ``seat`` (a hand-over is due only to a seat to move), or
    hidden (None)."""
    dom.show(box, seat is not None)
    if seat is not None:
        dom.replace(box, handover_card(lang, seat, seat_label(seat)))


def turn_main(lang: str, key: str, label: tuple[str, str]):
    """Whose turn it is on one line (the text ``key``, "{name} to move"): the name alone is
    cut with an ellipsis when the line is too narrow (whole in its tooltip, the hand-over
    screen and the panel), the seat's colour and the words around it always whole, so a
    long name never takes the turn line to a third line on a phone (issue 24).
    Read as text (``innerText``, a screen reader) it is one sentence: the sentence itself,
    unseen (``sr-only``); the eye sees it in three boxes that draw their text from
    ``data-text`` (style.css), which a flex line needs and which, as text, would put a line
    break after the name."""
    name, colour = label
    before, after = t(lang, key, name="\0").split("\0", 1)
    return el("span", {"class": "turn-main"},
              el("span", {"class": "sr-only", "text": before + name + colour + after}),
              el("span", {"class": "turn-words", "aria-hidden": "true", "data-text": before}) if before else None,
              el("span", {"class": "turn-name", "aria-hidden": "true", "title": name + colour, "data-text": name}),
              el("span", {"class": "turn-words", "aria-hidden": "true", "data-text": colour + after})
              if colour + after else None)


def handover_card(lang: str, seat: int, name: str):
    """The hand-over screen's card: the device goes to ``name`` (seat ``seat``)."""
    return el("div", {"class": f"handover-card seat-{seat}-turn"},
              dom.colour_dot(seat),
              el("h2", {"id": "handover-title", "testid": "handover-name",
                        "text": t(lang, "handover_title", name=name)}),
              el("p", {"text": t(lang, "handover_text", name=name)}),
              el("button", {"type": "button", "class": "btn primary big", "action": "reveal",
                            "testid": "reveal", "text": t(lang, "handover_button", name=name)}))


def seat_label(players: list[str], seat_names: dict[str, list[str]], seat: int, lang: str) -> str:
    """A player's name as the page shows it: with the seat's colour in ``lang`` when the name
    is not a colour itself; a name that is this seat's default name (its colour, or "Player
    n") in any language is shown as that default in ``lang``, so a language switch leaves no
    "Black is aan zet" behind."""
    return "".join(seat_label_parts(players, seat_names, seat, lang))


def seat_label_parts(players: list[str], seat_names: dict[str, list[str]], seat: int,
                     lang: str) -> tuple[str, str]:
    """:func:`seat_label` in two parts: the name, and the seat's colour after it (" (Red)",
    or "" when the name says the colour or the game has none)."""
    name = players[seat] if seat < len(players) else str(seat + 1)
    own = seat_names.get(lang, seat_names.get("en", []))
    col = own[seat] if seat < len(own) else ""
    defaults = {names[seat] for names in seat_names.values() if seat < len(names)}
    numbered = {t(other, "player_n", n=seat + 1) for other in ("nl", "en")}
    if name in defaults and col:
        return col, ""
    if name in numbered:
        return t(lang, "player_n", n=seat + 1), ""
    if not col:
        return name, ""
    return name, f" ({col})"


def board_space(area) -> float:
    """The square the board may take inside its area: the area's content box's shorter side."""
    style = page.window.getComputedStyle(area)
    pad_x = _px(style.paddingLeft) + _px(style.paddingRight)
    pad_y = _px(style.paddingTop) + _px(style.paddingBottom)
    return min(area.clientWidth - pad_x, area.clientHeight - pad_y)


def show_share_url(root, url: str, copied: bool, share_note: str | None, lang: str) -> None:
    """Show the link in the share box (selected, to copy by hand if the clipboard refused)."""
    box = root.querySelector(".share-url")
    dom.show(box, True)
    text = t(lang, "link_copied" if copied else "link_copy_manual")
    if share_note:
        text += " " + share_note
    dom.set_text(box.querySelector(".share-note"), text)
    field = dom.by_testid(box, "share-url")
    field.value = url
    field.focus()
    field.select()


def _px(value) -> float:
    try:
        return float(str(value).replace("px", "") or 0)
    except ValueError:
        return 0.0


#: The panel's events that may change which board square a button lights (:func:`light`).
LIGHT_EVENTS = ("focusin", "focusout", "pointerover", "pointerout", "pointerdown")


def _lights(node) -> str | None:
    """The ``data-lights`` of ``node`` or its nearest ancestor (None for no node, a node
    without ``closest`` or none found)."""
    if page.is_none(node) or not hasattr(node, "closest"):
        return None
    found = node.closest("[data-lights]")
    return None if page.is_none(found) else str(found.getAttribute("data-lights"))


def listen_lights(listen, panel, board, draw) -> None:
    """A panel button naming a square (``data-lights``) lights it on the board while it is
    focused, hovered or touched (issue 24); ``listen(element, kind, handler)`` is the
    table's, which removes its listeners when the game closes; ``draw()`` draws the board."""
    for kind in LIGHT_EVENTS:
        listen(panel, kind, lambda e: light(board, e, draw))


def show_result(panel, nodes, scroll: bool) -> None:
    """The result panel: shown with ``nodes`` (the renderer's), or hidden when None; scrolled
    into view when it appears and ``scroll`` (after a move, not when a game is opened)."""
    was_hidden = bool(panel.hidden)
    dom.show(panel, nodes is not None)
    if nodes is not None:
        dom.replace(panel, nodes)
        layout.contain_tables(panel)
        if was_hidden and scroll:
            panel.scrollIntoView(page.to_js({"block": "nearest", "behavior": "smooth"}))


def show_panel(panel, nodes, parts) -> None:
    """Put the side panel's nodes (built as data, ``vdom``) into ``panel``, changing only what
    differs from the last panel (``parts``, a ``vdom.Patched``); no nodes hide the panel."""
    dom.show(panel, nodes is not None)
    if nodes is not None:
        parts.put(panel, nodes, dom.real_element)
        layout.contain_tables(panel)


def light(board, event, draw) -> None:
    """A panel button that stands for a board square (``data-lights``, e.g. a follower spot)
    lights that square (``board.hover``, which the board draws lit at ``draw()``) while it is
    focused, hovered or touched; leaving it lights the focused button's square, if any
    (issue 24)."""
    leaving = str(event.type) in ("focusout", "pointerout")
    square = _lights(event.relatedTarget if leaving else event.target)
    if square is None and leaving:
        square = _lights(page.document.activeElement)
    if square != board.hover:
        board.hover = square
        draw()
