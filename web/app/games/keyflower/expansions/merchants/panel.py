"""The Merchants in Keyflower's panel: the contracts behind the viewer's screen (each with its
exchange buttons), the three open contracts and the hidden piles, the step that picks a
contract, the extensions a work step may add, and Sea Bastion II's replacement. Every
button plays one of the core's listed moves (``data-arg`` ``play:`` and its index in the listed moves), found by
its fields (``MoveData``: ``verb``, ``tiles``, options ``item``, ``extension``,
``sources``); what a contract asks for comes from the view
(``view["merchants"]["contracts"]``)."""

from __future__ import annotations

from collections.abc import Sequence

from core.protocol import MoveData

from ..... import dom
from ...input import play_arg
from ...words import item, tile_name
from .texts import t

el = dom.el
button = dom.game_button
Moves = Sequence[MoveData]


def contract_text(view: dict, cid: str, lang: str) -> str:
    """``c05: blue + red + any worker`` (the items a contract asks for)."""
    items = (view.get("merchants") or {}).get("contracts", {}).get(cid)
    if items is None:
        return cid
    return f"{cid}: " + " + ".join(item(i, lang) for i in items)


def table(view: dict, lang: str, seat_label) -> list:
    """The open contracts and the piles (public), and with variant B the contracts players
    hold in the open."""
    m = view["merchants"]
    rows = [el("li", {"testid": f"kf-open-{c}", "text": contract_text(view, c, lang)}) for c in m["open"]]
    rows += [el("li", {"testid": f"kf-shown-{c}", "text": f"{seat_label(s)}: {contract_text(view, c, lang)}"})
             for s, seat in enumerate(view["seats"]) for c in seat.get("shown", [])]
    piles = t(lang, "kf_piles", sizes=" / ".join(str(n) for n in m["piles"]),
              discard=len(m["discard"]), huts=m["huts"], exts=len(m["extensions"]))
    return [el("div", {"class": "kf-merchants", "testid": "kf-merchants"},
               el("h3", {"text": t(lang, "kf_open_contracts")}), el("ul", {}, *rows),
               el("p", {"class": "kf-supply", "text": piles}))]


def held(view: dict, seat: int, moves: Moves, lang: str) -> list:
    """The viewer's (``seat``'s) contracts, each with the exchanges the core lists for it now."""
    mine = view["seats"][seat]
    if mine["contracts"] is None:
        return []
    out = [el("h4", {"text": t(lang, "kf_your_contracts")})]
    if not mine["contracts"]:
        out.append(el("p", {"text": t(lang, "kf_no_contracts")}))
    for cid in mine["contracts"]:
        swaps = [m for m in moves if m.verb == "exchange" and m.tiles == (cid,)]
        out.append(el("div", {"class": "kf-contract", "testid": f"kf-contract-{cid}"},
                      el("span", {"text": contract_text(view, cid, lang)}),
                      *[button(t(lang, "kf_exchange_for", item=item(m.option("item"), lang)), *_play(moves, m))
                        for m in swaps]))
    if mine["huts"]:
        out.append(el("p", {"text": t(lang, "kf_huts_n", n=mine["huts"])}))
    return out


def _play(moves: Moves, m: MoveData) -> tuple[str, str]:
    """A button's argument (the listed move's index in ``moves``, ``input.play_arg``) and its
    test id (``kf-`` and the text, dashed)."""
    return play_arg(moves, m), "kf-" + m.text.replace(" ", "-")


def pick_step(view: dict, moves: Moves, lang: str) -> list:
    """The contract owed: an open one (by its id) or a pile's top (``pile1`` .. ``pile3``)."""
    rows = []
    for m in moves:
        if m.verb != "contract":
            continue
        what = m.tiles[0]
        label = (t(lang, "kf_pick_pile", n=what[4:]) if what.startswith("pile")
                 else contract_text(view, what, lang))
        rows.append(button(label, *_play(moves, m)))
    return [el("h3", {"text": t(lang, "kf_step_contract")}),
            el("p", {"class": "hint", "text": t(lang, "kf_contract_how")}),
            el("div", {"class": "kf-col-list"}, *rows)]


def replace_step(view: dict, moves: Moves, lang: str) -> list:
    return [el("h3", {"text": t(lang, "kf_step_replace")}),
            el("div", {"class": "kf-col-list"}, *[
                button(tile_name(view, m.tiles[0], lang), *_play(moves, m)) for m in moves if m.verb == "replace"])]


def extensions(view: dict, moves: Moves, lang: str) -> list:
    """The extensions the work step may add, by tile."""
    these = [m for m in moves if m.verb == "extend"]
    if not these:
        return []
    exts = (view.get("merchants") or {}).get("extensions", {})
    rows = []
    for m in these:
        e = exts.get(m.option("extension"), {"colour": "", "cost": []})
        label = t(lang, "kf_extend", tile=tile_name(view, m.tiles[0], lang), colour=item(e["colour"], lang),
                  cost=" + ".join(item(i, lang) for i in e["cost"]))
        if m.option("sources"):
            label += t(lang, "kf_extend_from", tile=tile_name(view, m.option("sources"), lang))
        rows.append(button(label, *_play(moves, m)))
    return [el("h4", {"text": t(lang, "kf_extensions")}), el("div", {"class": "kf-col-list"}, *rows)]


def deals(view: dict, seat: int, lang: str) -> list[tuple[str, list[str]]]:
    """The scoring screen's contract lines: fulfilled ones with their items, the others."""
    detail = view["final"][seat] if seat < len(view["final"]) else {}
    if "deals" not in detail:
        return []
    done = detail["deals"]
    sub = [t(lang, "kf_st_deal", contract=contract_text(view, c, lang),
             items=" + ".join(item(i, lang) for i in items)) for c, items in sorted(done.items())]
    sub += [t(lang, "kf_st_undone", contract=contract_text(view, c, lang))
            for c in detail.get("contracts", []) if c not in done]
    return [(t(lang, "kf_st_contracts", n=len(done), held=len(detail.get("contracts", []))), sub)]
