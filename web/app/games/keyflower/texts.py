"""Keyflower's texts in Dutch and English (keys ``kf_*``) and the texts built from the view:
the move log (never naming what is secret: the colours drawn from the bag, the skills drawn,
a winter offer before it is revealed), the turn line, the status line's score and the
board's text alternative."""

from __future__ import annotations

from core.protocol import MoveData

from ...i18n import Texts
from .expansions import EXPANSIONS, active
from .words import COLOUR, ITEM, SEASON, item, tile_name  # noqa: F401 - the game's words, here too

NL = {
    "kf_share_secret": "Let op: een link of opgeslagen partij bevat de werkers achter ieders "
                       "scherm, de vaardigheden en de wintertegels. Wie hem opent, kan ze zien.",
    "kf_pass": "Past", "kf_done": "Klaar met vervoeren", "kf_best": "Laat Speeltafel verdelen",
    "kf_bid": "Biedt {n} {colour} op {tile}", "kf_use": "Gebruikt {tile} met {n} {colour}",
    "kf_from": " (met de overboden werkers van {tiles})", "kf_choice": ", kiest {item}",
    "kf_carry": "Vervoert {item} van {a} naar {b}", "kf_upgrade": "Draait {tile} om",
    "kf_boat": "Neemt boot {tile}", "kf_place": "Bouwt {tile} in het dorp",
    "kf_offer": "Kiest in het geheim wintertegels",
    "kf_flip": "Flipper kiest {tile}", "kf_purple": "De paarse werker telt als {item}",
    "kf_assign": "Zet {items} op {tile}",
    "kf_ch_homes": "Thuistegels verdeeld", "kf_ch_screens": "Ieder trekt 8 werkers uit de zak",
    "kf_ch_winter": "Wintertegels verdeeld", "kf_ch_tiles": "Nieuwe tegels: {tiles}",
    "kf_ch_cargo": "De boten worden geladen", "kf_ch_draw": "Werkers uit de zak getrokken",
    "kf_ch_skills": "Vaardigheden getrokken", "kf_ch_other": "Toeval",
    "kf_ev_season": "Einde van de {season}", "kf_ev_end": "De winter is voorbij: eindtelling.",
    "kf_turn_season": "{season}", "kf_turn_bag": "zak: {n}",
    "kf_phase_play": "bieden en gebruiken", "kf_phase_work": "vervoeren en opwaarderen",
    "kf_phase_boats": "boot kiezen", "kf_phase_build": "dorp bouwen",
    "kf_phase_offer": "wintertegels kiezen", "kf_phase_final": "eindtelling",
    "kf_phase_over": "afgelopen", "kf_phase_end": "einde seizoen", "kf_phase_setup": "opzet",
    "kf_score": "Punten: {scores}",
    "kf_aria": "{season}: {tiles}; dorpen: {villages}",
    "kf_aria_tiles": "{n} tegels te koop", "kf_aria_tiles_one": "1 tegel te koop",
}

EN = {
    "kf_share_secret": "Note: a link or saved game holds the workers behind everyone's screen, "
                       "the skills and the winter tiles. Whoever opens it can see them.",
    "kf_pass": "Passes", "kf_done": "Done transporting", "kf_best": "Lets Speeltafel assign",
    "kf_bid": "Bids {n} {colour} on {tile}", "kf_use": "Uses {tile} with {n} {colour}",
    "kf_from": " (with the outbid workers from {tiles})", "kf_choice": ", chooses {item}",
    "kf_carry": "Carries {item} from {a} to {b}", "kf_upgrade": "Turns {tile} over",
    "kf_boat": "Takes boat {tile}", "kf_place": "Builds {tile} into the village",
    "kf_offer": "Secretly chooses winter tiles",
    "kf_flip": "Flipper picks {tile}", "kf_purple": "The purple worker counts as {item}",
    "kf_assign": "Puts {items} on {tile}",
    "kf_ch_homes": "Home tiles dealt", "kf_ch_screens": "Everyone draws 8 workers from the bag",
    "kf_ch_winter": "Winter tiles dealt", "kf_ch_tiles": "New tiles: {tiles}",
    "kf_ch_cargo": "The boats are loaded", "kf_ch_draw": "Workers drawn from the bag",
    "kf_ch_skills": "Skills drawn", "kf_ch_other": "Chance",
    "kf_ev_season": "End of {season}", "kf_ev_end": "Winter is over: final scoring.",
    "kf_turn_season": "{season}", "kf_turn_bag": "bag: {n}",
    "kf_phase_play": "bidding and using", "kf_phase_work": "transport and upgrades",
    "kf_phase_boats": "choosing a boat", "kf_phase_build": "building the village",
    "kf_phase_offer": "choosing winter tiles", "kf_phase_final": "final scoring",
    "kf_phase_over": "over", "kf_phase_end": "end of season", "kf_phase_setup": "set-up",
    "kf_score": "Points: {scores}",
    "kf_aria": "{season}: {tiles}; villages: {villages}",
    "kf_aria_tiles": "{n} tiles on offer", "kf_aria_tiles_one": "1 tile on offer",
}

from .help_texts import EN as _HELP_EN, NL as _HELP_NL  # noqa: E402
from .panel_texts import EN as _PANEL_EN, NL as _PANEL_NL  # noqa: E402

for _part in (_HELP_NL, _PANEL_NL, *(x.nl for x in EXPANSIONS)):
    NL.update(_part)
for _part in (_HELP_EN, _PANEL_EN, *(x.en for x in EXPANSIONS)):
    EN.update(_part)
t = Texts(NL, EN)
for _expansion in EXPANSIONS:   # the item names an expansion brings
    for _lang, _words in ITEM.items():
        _words.update(_expansion.items.get(_lang, {}))


def describe_step(step: MoveData, chance: bool, view_after: dict, lang: str) -> str:
    """A step in words, from its fields (``core.keyflower.notation``'s table; a chance line:
    its kind and what was drawn); an active expansion's own steps by its ``describe``."""
    for expansion in active(view_after):
        if (line := expansion.describe(step, chance, view_after, lang)) is not None:
            return line
    verb, tiles, known = step.verb, step.tiles, view_after.get("tiles", {})
    if chance:
        if verb == "tiles":  # a season's tiles, a side letter after those drawn with one
            names = [tile_name(view_after, x[:-1] if x[-1] in "ab" and x[:-1] in known else x, lang)
                     for x in tiles]
            return t(lang, "kf_ch_tiles", tiles=", ".join(names))
        key = "kf_ch_" + (verb or "other")
        return t(lang, key if key in EN else "kf_ch_other")
    name = tile_name(view_after, tiles[0], lang) if tiles else ""
    if verb in ("pass", "done", "best", "offer"):
        return t(lang, "kf_" + verb)
    if verb in ("bid", "use"):
        out = t(lang, "kf_" + verb, n=step.count, colour=item(step.colour, lang), tile=name)
        if step.option("sources"):  # ``+`` joins the tile ids of one option
            out += t(lang, "kf_from", tiles=", ".join(tile_name(view_after, x, lang)
                                                      for x in step.option("sources").split("+")))
        choice = step.option("choice")
        return out + (t(lang, "kf_choice", item=item(choice, lang)) if choice else "")
    if verb == "carry":
        return t(lang, "kf_carry", item=item(step.option("resource"), lang),
                 a=tile_name(view_after, tiles[0], lang), b=tile_name(view_after, tiles[1], lang))
    if verb in ("upgrade", "boat", "place", "flip"):
        return t(lang, "kf_" + verb, tile=name)
    if verb == "purple":
        chosen = tiles[0] if tiles else step.option("choice")
        return t(lang, "kf_purple", item=tile_name(view_after, chosen, lang)
                 if chosen in known else item(chosen, lang))
    if verb == "assign":
        items = " + ".join(item(x, lang) for x in step.option("items").split("+"))
        return t(lang, "kf_assign", tile=name if tiles[0] in known else tiles[0], items=items)
    return step.text


def describe_event(event: dict, seat_label, lang: str) -> str | None:
    if event.get("kind") == "season":
        return t(lang, "kf_ev_season", season=SEASON[lang].get(event["ended"], event["ended"]))
    if event.get("kind") == "end":
        return t(lang, "kf_ev_end")
    return None


def turn_details(view: dict, lang: str) -> list[str]:
    if view["phase"] == "over":
        return []
    return [SEASON[lang][view["season"]].capitalize() + ": " + t(lang, "kf_phase_" + view["phase"]),
            t(lang, "kf_turn_bag", n=view["bag"])]


def score_text(view: dict, seat_label, lang: str) -> str:
    scores = view["outcome"]["scores"]
    return t(lang, "kf_score", scores=", ".join(f"{seat_label(s)} {n}" for s, n in enumerate(scores)))


def aria_board(view: dict, lang: str) -> str:
    villages = "; ".join(f"{s + 1}: " + ", ".join(tile_name(view, p["tile"], lang) for p in seat["village"])
                         for s, seat in enumerate(view["seats"]))
    return t(lang, "kf_aria", season=SEASON[lang][view["season"]], tiles=t.counted(lang, "kf_aria_tiles", len(view["auction"])),
             villages=villages)
