"""Keyflower's side panel: the current step (bid or use with colour, number, outbid workers
and choice; transport and upgrades; the boat; the tiles to build; the winter offer; the final
scoring's choices), the tile in focus, the viewer's screen, the players and supplies, and
the buttons that show a part of the board. The result panel is ``result``.

Buttons carry ``data-action="game"`` and a ``data-arg`` that ``input.action`` (or the
renderer, for ``show:``) reads; only what the listed moves (``Frame.moves``, by their fields)
allow is enabled, and a ``play:`` button carries a listed move's index in ``moves``
(``input.play_arg``: never its text; there are no moves unless the seat to move may act).
"""

from __future__ import annotations

from core.protocol import MoveData

from ...frame import Frame
from ... import dom
from . import input as inputs
from .expansions import active
from .result import build_result  # noqa: F401 - app.contract's GamePanel
from .texts import COLOUR, item, t, tile_name

el = dom.el
button = dom.game_button
SKILLS = ("saw", "pick", "anvil")
Moves = inputs.Moves


def viewer(view: dict) -> int | None:
    """The seat whose screen this view shows (None: nobody's, or everyone's once over)."""
    if view["over"]:
        return None
    return next((s for s, seat in enumerate(view["seats"]) if seat["screen"] is not None), None)


def build_panel(frame: Frame, selected, lang: str, seat_label) -> list:
    view, moves = frame.view, frame.moves
    sel = inputs.parse(selected)
    parts = [_step(view, moves, sel, lang, seat_label)]
    if sel.get("i") and sel["i"] in view["tiles"]:
        parts.append(_inspect(view, sel["i"], lang, seat_label))
    me = viewer(view)
    if me is not None:
        parts.append(_screen(view, me, moves, lang))
    for expansion in active(view):
        parts += expansion.table(view, lang, seat_label)
    parts += [_players(view, lang, seat_label), _shows(view, lang, seat_label)]
    return parts


def _step(view: dict, moves: Moves, sel: dict, lang: str, seat_label):
    box = el("div", {"class": "kf-step prompt", "testid": "kf-step"})
    phase = inputs.phase_of(view, moves)
    if phase == "none":
        if view["to_move"] is not None and view["phase"] != "over":
            box.append(el("p", {"class": "hint", "text": t(lang, "kf_waiting",
                                                         who=seat_label(view["to_move"]))}))
        return box
    fill = {"play": _play, "work": _work, "boats": _boats, "build": _build, "offer": _offer,
            "final": _final}.get(phase)
    if fill is not None:
        box.append(*fill(view, moves, sel, lang))
        return box
    for expansion in active(view):   # a step an expansion adds
        if (part := expansion.step(phase, view, moves, lang)) is not None:
            box.append(*part)
            break
    return box


def _play(view: dict, moves: Moves, sel: dict, lang: str) -> list:
    me = view["to_move"]
    screen = view["seats"][me]["screen"] or [0, 0, 0, 0]
    cur = inputs.current(moves, sel)
    chosen = cur.colour if cur else sel.get("c")
    usable = {m.colour for m in inputs.workers(moves)}  # outbid groups may bring a colour along
    colours = el("div", {"class": "kf-colours", "role": "group"},
                 *[button(f"{COLOUR[lang][c]} {screen[k]}", f"col:{c}", f"kf-col-{c}",
                          c in usable, f"btn small kf-col kf-col-{c}", chosen == c)
                   for k, c in enumerate(inputs.COLOURS)])
    out = [el("h3", {"text": t(lang, "kf_step_play")}), colours]
    how = el("p", {"class": "hint", "text": t(lang, "kf_play_how")})
    if cur is None:
        return out + [how]
    here = inputs.on_tile(moves, cur.tile)
    name = tile_name(view, cur.tile, lang)
    verbs = sorted({m.verb for m in here})
    same = sorted(m.n for m in here if (m.verb, m.colour, m.src, m.choice) ==
                  (cur.verb, cur.colour, cur.src, cur.choice))
    # bid or use and the number of workers share a row: on a phone the whole bid (colours,
    # this row, the bid and Back) fits between the sticky board and the bottom bar (issue 24)
    out.append(el("div", {"class": "kf-row kf-count"},
                  *[button(t(lang, "kf_verb_" + v), f"verb:{v}", f"kf-verb-{v}", pressed=cur.verb == v)
                    for v in (verbs if len(verbs) > 1 else [])],
                  button(t(lang, "kf_less"), "n:-1", "kf-n-minus", cur.n > same[0]),
                  el("span", {"testid": "kf-n", "text": t(lang, "kf_workers_n_one" if cur.n == 1 else "kf_workers_n", n=cur.n)}),
                  button(t(lang, "kf_more"), "n:+1", "kf-n-plus", cur.n < same[-1])))
    # where the workers come from (behind the screen, or outbid workers taken back) and what
    # the tile gives share one row, short words on the buttons (their full sense in the
    # name): on a phone the whole bid still fits between the sticky board and the bottom
    # bar (issue 24); the row wraps where the words need it
    sources = sorted({m.src for m in here if (m.verb, m.colour) == (cur.verb, cur.colour)})
    extra = _from_toggles(view, sources, cur.src, lang) if len(sources) > 1 else []
    choices = sorted({m.choice for m in here if (m.verb, m.colour, m.src) ==
                      (cur.verb, cur.colour, cur.src)} - {"-"})
    extra += [button(item(c, lang), f"choice:{c}", f"kf-choice-{c}", pressed=cur.choice == c)
              for c in choices]
    if extra:
        out.append(el("div", {"class": "kf-row kf-extra"}, *extra))
    label = t(lang, "kf_go_" + cur.verb, n=cur.n, colour=COLOUR[lang][cur.colour], tile=name)
    # where the workers come from, when the player chooses it: the sentence says so (its
    # whole words in the name and tooltip, the from button's "↩" on the button: a longer
    # sentence would take the bid and Back to two rows on a phone)
    whole = None
    if len(sources) > 1:
        where = _from_words(view, cur.src, lang)[0]
        whole = f"{label}, {where[0].lower()}{where[1:]}"
        label += "" if cur.src == "-" else " ↩"
    # the prompt's end: on a phone the page shows it, its title under the board if need be
    out.append(el("div", {"class": "kf-row prompt-end"}, button(label, "go", "kf-go", True, "btn", name=whole),
                  button(t(lang, "kf_cancel"), "cancel", "kf-cancel")))
    return out + [how]  # the how-to after the controls: they come first below the board


def _from_toggles(view: dict, sources: list[str], src: str, lang: str) -> list:
    """One toggle per earlier bid whose outbid workers a worker move may take back (none
    pressed: from behind the screen), its words short ("↩" and the tile), its name and
    tooltip the whole sentence: pressed, its workers join (or leave) the move, or, where the
    rules allow no such mix, they are the move's alone. Four sources (the screen, either of
    two outbid bids, both) are two buttons: on a phone one row, where four took three
    (issue 24)."""
    groups = {frozenset(s.split("+")) - {"-"}: s for s in sources}
    now = frozenset(src.split("+")) - {"-"}
    out = []
    for bid in sorted({b for s in groups for b in s}):
        to = now ^ {bid}
        if to not in groups and bid not in now:
            to = frozenset({bid})
        whole, short = _from_words(view, bid, lang)
        out.append(button(short, f"from:{groups.get(to, '-')}", f"kf-from-{bid}", to in groups,
                          pressed=bid in now, name=whole))
    return out


def _from_words(view: dict, src: str, lang: str) -> tuple[str, str]:
    """Where a worker move's workers come from: the whole sentence and its short words."""
    names = ", ".join(tile_name(view, x, lang) for x in src.split("+")) if src != "-" else ""
    if src == "-":
        return t(lang, "kf_from_none"), t(lang, "kf_from_none_short")
    return t(lang, "kf_from_tiles", tiles=names), t(lang, "kf_from_tiles_short", tiles=names)


def _work(view: dict, moves: Moves, sel: dict, lang: str) -> list:
    work = view["work"] or {"tile": "", "transport": 0, "upgrades": 0}
    out = [el("h3", {"text": t(lang, "kf_step_work", tile=tile_name(view, work["tile"], lang))}),
           el("p", {"testid": "kf-work-left", "text": t(lang, "kf_work_left", t=work["transport"],
                                                       u=work["upgrades"])})]
    src = sel.get("t", "")
    kinds = sorted({r for (r, s, _) in inputs.carries(moves) if s == src},
                   key=inputs.RESOURCES.index)
    if kinds:
        out.append(el("p", {"text": t(lang, "kf_carry_what", tile=tile_name(view, src, lang))}))
        out.append(el("div", {"class": "kf-row"}, *[
            button(item(r, lang), f"res:{r}", f"kf-res-{r}", pressed=sel.get("k") == r)
            for r in kinds]))
    done = inputs.find(moves, "done")
    out.append(el("div", {"class": "kf-row"}, *[
        button(t(lang, "kf_upgrade_button", tile=tile_name(view, u.tiles[0], lang)),
               inputs.play_arg(moves, u),
               f"kf-upgrade-{u.tiles[0]}") for u in inputs.upgrades(moves)],
        button(t(lang, "kf_done_button"), inputs.play_arg(moves, done), "kf-done",
               done is not None, "btn")))
    for expansion in active(view):
        out += expansion.work(view, moves, lang)
    # the how-to after the controls: on a phone they fit below the board with it (issue 24)
    return out + [el("p", {"class": "hint", "text": t(lang, "kf_work_how")})]


def _cargo(boat: dict, lang: str) -> str:
    if boat["workers"] is None:
        return ""
    return t(lang, "kf_cargo", workers=sum(boat["workers"]), skills=sum(boat["skills"] or []))


def _boats(view: dict, moves: Moves, sel: dict, lang: str) -> list:
    listed = {b["boat"]: inputs.find(moves, "boat", (b["boat"],)) for b in view["boats"]}
    rows = [button(t(lang, "kf_boat_button", tile=tile_name(view, b["boat"], lang),
                     cargo=_cargo(b, lang)) if b["workers"] is not None else
                   t(lang, "kf_boat_take", tile=tile_name(view, b["boat"], lang)),
                   inputs.play_arg(moves, listed[b["boat"]]), f"kf-boat-{b['boat']}", listed[b["boat"]] is not None)
            for b in view["boats"]]
    return [el("h3", {"text": t(lang, "kf_step_boats")}),
            el("p", {"class": "hint", "text": t(lang, "kf_boats_how")}),
            el("div", {"class": "kf-col-list"}, *rows)]


def _build(view: dict, moves: Moves, sel: dict, lang: str) -> list:
    tile = sel.get("t", "")
    turn = int(sel.get("r", "0") or 0)
    won = inputs.won_tiles(moves)
    turns = inputs.turns_of(moves, tile)
    n = len(inputs.placements(moves).get((tile, turn), []))
    return [el("h3", {"text": t(lang, "kf_step_build")}),
            el("div", {"class": "kf-row"}, *[
                button(tile_name(view, w, lang), f"tile:{w}", f"kf-tile-{w}", pressed=w == tile)
                for w in won]),
            el("p", {"class": "hint", "text": t(lang, "kf_build_how") + " " + t.counted(lang, "kf_build_n", n)}),
            el("div", {"class": "kf-row"},
               button(t(lang, "kf_rotate_left"), "rot:-1", "kf-rot-left", len(turns) > 1),
               button(t(lang, "kf_rotate_right"), "rot:+1", "kf-rot-right", len(turns) > 1),
               button(t(lang, "kf_place_here"), "place", "kf-place", bool(sel.get("at")), "btn"))]


def _offer(view: dict, moves: Moves, sel: dict, lang: str) -> list:
    hand = view["seats"][view["to_move"]]["winter"] or []
    ticked = inputs.ticked(sel)
    rows = [el("div", {"class": "kf-offer"},
               button(tile_name(view, w, lang), f"offer-tick:{w}", f"kf-offer-{w}", pressed=w in ticked),
               el("small", {"text": view["tiles"][w]["about"][lang]}))
            for w in hand]
    return [el("h3", {"text": t(lang, "kf_step_offer")}),
            el("p", {"class": "hint", "text": t(lang, "kf_offer_how")}), *rows,
            button(t.counted(lang, "kf_offer_button", len(ticked)), "offer", "kf-offer-go",
                   inputs.offer(moves, sel) is not None, "btn")]


def _final(view: dict, moves: Moves, sel: dict, lang: str) -> list:
    out = [el("h3", {"text": t(lang, "kf_step_final")})]
    if best := inputs.find(moves, "best"):
        out.append(button(t(lang, "kf_final_best"), inputs.play_arg(moves, best), "kf-best", True, "btn"))
    for verb in ("flip", "purple", "assign"):
        these = [m for m in moves if m.verb == verb]
        if not these:
            continue
        out.append(el("h4", {"text": t(lang, "kf_final_" + verb)}))
        out.append(el("div", {"class": "kf-row"}, *[
            button(_final_label(view, m, lang), inputs.play_arg(moves, m), "kf-final-" + m.text.replace(" ", "-"))
            for m in these]))
    if done := inputs.find(moves, "done"):
        out.append(button(t(lang, "kf_final_done"), inputs.play_arg(moves, done), "kf-done", True, "btn"))
    return out


def _final_label(view: dict, m: MoveData, lang: str) -> str:
    """A tile and the items assigned to it, a tile chosen, or a kind chosen (``purple``)."""
    if m.verb == "assign":
        return f"{tile_name(view, m.tiles[0], lang)}: " + " + ".join(
            item(x, lang) for x in m.option("items").split("+"))
    what = m.tiles[0] if m.tiles else m.option("choice")
    return tile_name(view, what, lang) if what in view["tiles"] else item(what, lang)


def _inspect(view: dict, tile: str, lang: str, seat_label):
    lines = inspect_lines(view, tile, lang, seat_label)
    return el("div", {"class": "kf-inspect", "testid": "kf-inspect"},
              el("strong", {"text": tile_name(view, tile, lang)}), el("p", {"text": " ".join(lines)}))


def inspect_lines(view: dict, tile: str, lang: str, seat_label) -> list[str]:
    """A tile's description (the view's ``about``) and where it is: whose village (unless
    ``seat_label`` is None), turned over, the resources on it, on offer this season."""
    lines = [view["tiles"][tile]["about"][lang]]
    for s, seat in enumerate(view["seats"]):
        placed = next((p for p in seat["village"] if p["tile"] == tile), None)
        if placed:
            if seat_label is not None:
                lines.append(t(lang, "kf_inspect_owner", who=seat_label(s)))
            if placed["up"]:
                lines.append(t(lang, "kf_inspect_up"))
            res = [f"{n} {item(r, lang)}" for r, n in zip(inputs.RESOURCES, placed["res"]) if n]
            if res:
                lines.append(t(lang, "kf_inspect_res", res=", ".join(res)))
    if any(a["tile"] == tile for a in view["auction"]):
        lines.append(t(lang, "kf_inspect_auction"))
    return lines


def _screen(view: dict, me: int, moves: Moves, lang: str):
    seat = view["seats"][me]
    workers = [f"{n} {COLOUR[lang][c]}" for c, n in zip(inputs.COLOURS, seat["screen"]) if n]
    skills = [f"{n} {item(k, lang)}" for k, n in zip(SKILLS, seat["skills"] or []) if n]
    winter = [tile_name(view, w, lang) for w in seat["winter"] or []]
    parts = [el("h3", {"text": t(lang, "kf_screen")}),
             el("p", {"testid": "kf-screen-workers", "text": ", ".join(workers) or t(lang, "kf_none")}),
             el("p", {"testid": "kf-screen-skills",
                      "text": t(lang, "kf_skills") + ": " + (", ".join(skills) or t(lang, "kf_none"))})]
    if winter:
        parts.append(el("p", {"testid": "kf-screen-winter",
                              "text": t(lang, "kf_winter_tiles") + ": " + ", ".join(winter)}))
    if seat["offer"]:
        parts.append(el("p", {"text": t(lang, "kf_offered") + ": " + ", ".join(
            tile_name(view, w, lang) for w in seat["offer"])}))
    for expansion in active(view):
        parts += expansion.screen(view, me, moves, lang)
    return el("div", {"class": "kf-screen", "testid": "kf-screen"}, *parts)


def _players(view: dict, lang: str, seat_label):
    head = el("tr", {}, el("th", {"text": ""}), *[el("th", {"scope": "col", "text": t(lang, k)}) for k in (
        "kf_col_workers", "kf_col_skills", "kf_col_tiles", "kf_col_points")])
    rows = []
    for s, seat in enumerate(view["seats"]):
        label = el("th", {}, dom.colour_dot(s), el("span", {"text": seat_label(s)}))
        if seat["start"]:
            label.append(el("small", {"class": "kf-start", "text": " ★ " + t(lang, "kf_start")}))
        if seat["powers"]:
            label.append(el("small", {"class": "kf-powers", "text": " " + t(lang, "kf_powers",
                                                                          powers=", ".join(seat["powers"]))}))
        if seat["won"]:
            label.append(el("small", {"class": "kf-won", "text": " " + t(lang, "kf_col_won") + ": " + ", ".join(
                tile_name(view, w, lang) for w in seat["won"])}))
        rows.append(el("tr", {"class": "to-move" if s == view["to_move"] else "", "testid": f"kf-seat-{s}"},
                       label, el("td", {"testid": f"kf-workers-{s}", "text": str(seat["screen_size"])}),
                       el("td", {"text": str(seat["skills_size"])}),
                       el("td", {"text": str(len(seat["village"]))}),
                       el("td", {"testid": f"kf-score-{s}", "text": str(view["outcome"]["scores"][s])})))
    supply = t(lang, "kf_supply", bag=view["bag"], green=view["green"], pile=view["pile"])
    return el("div", {"class": "kf-players"},
              el("table", {"class": "kf-table"}, el("thead", {}, head), el("tbody", {}, rows)),
              el("p", {"class": "kf-supply", "testid": "kf-supply", "text": supply}))


def _shows(view: dict, lang: str, seat_label):
    return el("div", {"class": "kf-row kf-shows", "role": "group", "aria-label": t(lang, "kf_show")},
              el("span", {"text": t(lang, "kf_show") + ":"}),
              button(t(lang, "kf_show_all"), "show:all", "kf-show-all"),
              button(t(lang, "kf_show_auction"), "show:auction", "kf-show-auction"),
              *[button(seat_label(s), f"show:v{s}", f"kf-show-v{s}") for s in range(len(view["seats"]))])
