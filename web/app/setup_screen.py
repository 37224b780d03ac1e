"""The new-game dialog: players (count, names with their seat colours), the game's options
with their defaults, and the seed. The seat dots take the game's own colours from its renderer
(``seat_colours``, the ones its table and board use), not the style sheet's defaults."""

from __future__ import annotations

import json

from core.protocol import Game, Option
from core.record import BOT_LEVELS

from . import dom, renderers
from .contract import seat_style
from .dom import el
from .game_screen import rule_href
from .i18n import t


def form(game: Game, lang: str, keep: dict):
    """The dialog's form for ``game``; ``keep`` holds values to show again (after a language
    switch): ``count``, ``name<i>``, ``bot<i>`` (person or a bot level), ``opt:<key>``, ``seed``."""
    title = game.titles.get(lang, game.id)
    names = game.seat_names.get(lang, [])
    rows = []
    if game.min_players != game.max_players:
        count = int(keep.get("count", game.min_players))
        rows.append(el("label", {"class": "field"},
                       el("span", {"class": "field-label", "text": t(lang, "player_count")}),
                       el("select", {"testid": "player-count", "name": "count", "action": "player-count"},
                          [el("option", {"value": str(n), "selected": n == count, "text": str(n)})
                           for n in range(game.min_players, game.max_players + 1)])))
    else:
        count = game.max_players
    for i in range(game.max_players):
        default = names[i] if i < len(names) else t(lang, "player_n", n=i + 1)
        value = keep.get(f"name{i}") or default
        colour = f" ({names[i]})" if i < len(names) else ""
        rows.append(el("label", {"class": "field player-field", "hidden": i >= count},
                       el("span", {"class": "field-label"}, dom.colour_dot(i),
                          t(lang, "player_label", n=i + 1) + colour),
                       el("span", {"class": "seat-row"},
                          el("input", {"type": "text", "testid": f"player-name-{i}", "name": f"name{i}",
                                       "value": value, "maxlength": "40", "autocomplete": "off",
                                       "spellcheck": "false", "data-default": default}),
                          _seat_kind(i, keep.get(f"bot{i}", PERSON), lang))))
    opts = []
    chosen_all = {o.key: keep.get(f"opt:{o.key}", o.default) for o in game.options}
    for opt in game.options:
        chosen = chosen_all[opt.key]
        labels = opt.choice_labels.get(lang, {})
        when = f"{opt.matters_when[0]}:{','.join(opt.matters_when[1])}" if opt.matters_when else None
        opts.append(el("label", {"class": "field", "data-when": when,
                                 "hidden": when is not None and not shown(when, chosen_all)},
                       el("span", {"class": "field-label", "text": opt.labels.get(lang, opt.key)}),
                       el("select", {"testid": f"option-{opt.key}", "name": f"opt:{opt.key}",
                                     "action": "option"},
                          [el("option", {"value": c, "selected": c == chosen, "text": labels.get(c, c)})
                           for c in opt.choices]),
                       *_choice_hints(opt, chosen, lang),
                       el("span", {"class": "hint", "text": t(lang, "default_is",
                                                              choice=labels.get(opt.default, opt.default))}),
                       _option_rule(game, opt.key, opt.rule, lang)))
    colours = renderers.renderer(game.id).seat_colours if renderers.has_renderer(game.id) else ()
    node = el("form", {"class": "setup card" + (" seat-colours" if colours else ""),
                       "style": seat_style(colours), "testid": "setup", "action": "start-game",
                       "novalidate": True, "autocomplete": "off"},
              el("h1", {"text": t(lang, "setup_title", game=title)}),
              el("fieldset", None, el("legend", {"text": t(lang, "players")}), rows),
              el("fieldset", None, el("legend", {"text": t(lang, "options")}), opts) if opts else None,
              el("fieldset", None, el("legend", {"text": t(lang, "seed")}),
                 el("label", {"class": "field"},
                    el("span", {"class": "field-label", "text": t(lang, "seed_label")}),
                    el("input", {"type": "text", "testid": "seed", "name": "seed", "inputmode": "numeric",
                                 "value": keep.get("seed", ""), "placeholder": t(lang, "seed_placeholder"),
                                 "autocomplete": "off"})),
                 el("p", {"class": "hint", "text": t(lang, "seed_hint")})),
              el("div", {"class": "form-actions"},
                 el("button", {"type": "button", "class": "btn", "action": "setup-back",
                               "text": t(lang, "back")}),
                 el("button", {"type": "submit", "class": "btn primary big", "testid": "start-game",
                               "text": t(lang, "start")})))
    return node


#: A seat's kind in the dialog: a person, or a bot of one of these levels (issue 25).
PERSON = "person"
SEAT_KINDS = (PERSON,) + BOT_LEVELS


def _seat_kind(i: int, chosen: str, lang: str):
    """The compact select of who plays seat ``i``: a person or a bot of a level."""
    return el("select", {"testid": f"seat-kind-{i}", "name": f"bot{i}", "class": "seat-kind",
                         "aria-label": t(lang, "who_plays", seat=t(lang, "player_label", n=i + 1))},
              [el("option", {"value": k, "selected": k == chosen,
                             "text": t(lang, "seat_person" if k == PERSON else f"seat_bot_{k}")})
               for k in SEAT_KINDS])


def bots_of(values: dict, count: int) -> dict[int, str]:
    """The bot seats (seat -> level) the dialog's ``values`` chose among the first ``count``
    seats; anything else is a person."""
    return {i: values[f"bot{i}"] for i in range(count) if values.get(f"bot{i}") in BOT_LEVELS}


def option_rule(game: Game, key: str, rule: str | None) -> str | None:
    """The rule (anchor) that explains option ``key``: the option's own ``rule``, else the
    key itself when it is one of the game's rule ids; None when the rules say nothing of it."""
    for anchor in (rule, key):
        if anchor and f"{game.id}/{anchor}" in game.rule_ids:
            return anchor
    return None


def _choice_hints(opt: Option, chosen: str, lang: str) -> list:
    """One line per choice of ``opt`` saying what it does (``Option.choice_hints``), only the
    chosen one's shown (:func:`refresh_options` follows a change; issue 24: "Open draft")."""
    hints = opt.choice_hints.get(lang) or opt.choice_hints.get("en") or {}
    return [el("span", {"class": "hint option-about", "testid": f"option-about-{opt.key}",
                        "data-choice": c, "hidden": c != chosen, "text": hints[c]})
            for c in opt.choices if c in hints]


def _option_rule(game: Game, key: str, rule: str | None, lang: str):
    """A link to the rules page's section on the option (same tab: Back returns to the
    dialog with what was typed, issue 24), or None."""
    anchor = option_rule(game, key, rule)
    if anchor is None:
        return None
    return el("a", {"class": "rule-link option-rule", "testid": f"option-rule-{key}",
                    "href": rule_href(game.id, anchor, lang), "text": t(lang, "option_rule")})


def shown(when: str, chosen: dict) -> bool:
    """Whether an option row marked ``data-when="key:v1,v2"`` (``Option.matters_when``)
    matters under the options ``chosen`` (key -> value): only then the dialog shows it."""
    key, _, wanted = when.partition(":")
    return chosen.get(key) in wanted.split(",")


def refresh_options(root) -> None:
    """Show exactly the option rows that matter under the options now chosen in ``root``'s
    form (after a change of any option)."""
    chosen = {str(s.name)[4:]: str(s.value) for s in root.querySelectorAll("select[name^='opt:']")}
    for row in root.querySelectorAll("label[data-when]"):
        row.hidden = not shown(str(row.getAttribute("data-when")), chosen)
    for select in root.querySelectorAll("select[name^='opt:']"):
        for hint in select.parentElement.querySelectorAll(".option-about"):
            hint.hidden = str(hint.getAttribute("data-choice")) != str(select.value)


def values(form) -> dict:
    """The form's fields by name (text as entered, options as chosen)."""
    out = {}
    for field in form.querySelectorAll("input[name], select[name]"):
        out[str(field.name)] = str(field.value)
    return out


#: Storage key prefix of what a dialog held (``<prefix><game id>``): names, count, options.
REMEMBER_KEY = "speeltafel:setup:"


def to_remember(game: Game, values: dict, defaults: dict) -> dict:
    """What of a dialog's ``values`` (see :func:`values`) is kept for its next opening
    (issue 24): the player count, the options, who plays each seat (issue 25), and the names typed; a name left at its
    default (``defaults``: field name -> default name) is not kept, so the dialog shows the
    default in the page's language next time; the seed is not kept (the same seed would deal
    the same game again)."""
    out: dict[str, str] = {}
    for key, value in values.items():
        if key == "count" or key.startswith("opt:") or key.startswith("bot"):
            out[key] = value
        elif key.startswith("name") and value.strip() and value != defaults.get(key):
            out[key] = value
    return out


def remembered(game: Game, text: str | None) -> dict:
    """The stored dialog values of ``game`` (``text`` as :func:`to_remember` stored it as
    JSON), checked against the game: a count out of range, an option value the game does not
    offer, a name that is not text, or text that is not JSON is left out, never shown."""
    try:
        data = json.loads(text) if text else {}
    except ValueError:
        return {}
    if not isinstance(data, dict):
        return {}
    out: dict[str, str] = {}
    count = data.get("count")
    if isinstance(count, str) and count.isdigit() and \
            game.min_players <= int(count) <= game.max_players:
        out["count"] = count
    for opt in game.options:
        value = data.get(f"opt:{opt.key}")
        if isinstance(value, str) and value in opt.choices:
            out[f"opt:{opt.key}"] = value
    for i in range(game.max_players):
        name = data.get(f"name{i}")
        if isinstance(name, str) and name.strip():
            out[f"name{i}"] = name[:40]
        kind = data.get(f"bot{i}")
        if isinstance(kind, str) and kind in SEAT_KINDS:
            out[f"bot{i}"] = kind
    return out


def remember(storage, game: Game, form) -> None:
    """Store what ``form`` (the dialog of ``game``) holds now for its next opening."""
    defaults = {str(f.name): str(f.getAttribute("data-default") or "")
                for f in form.querySelectorAll("input[data-default]")}
    kept = to_remember(game, values(form), defaults)
    storage.set(REMEMBER_KEY + game.id, json.dumps(kept, sort_keys=True))
