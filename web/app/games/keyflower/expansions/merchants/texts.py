"""The Merchants' texts in Keyflower's page (keys ``kf_*``), in Dutch and English, and its
lines of the move log: the chance lines (the ships, the contract piles, a reshuffle) and the
moves ``contract``, ``exchange``, ``extend`` and ``replace`` (a contract taken from a hidden
pile stays unnamed: its id is secret)."""

from __future__ import annotations

from core.protocol import MoveData

from .....i18n import Texts
from ...words import item, tile_name

#: Items: what a contract asks for, and what a Merchants tile may give besides resources.
ITEMS = {"nl": {"any-worker": "werker naar keuze", "any-skill": "vaardigheid naar keuze",
                "any-resource": "grondstof naar keuze", "contract": "contract", "skill": "vaardigheid"},
         "en": {"any-worker": "any worker", "any-skill": "any skill", "any-resource": "any resource",
                "contract": "contract", "skill": "skill"}}

NL = {
    "kf_legend_sym_contract": "een contract",
    "kf_legend_sym_contract_open": "een contract dat je niet vervult (doorgestreept)",
    "kf_legend_sym_tile_up": "een omgedraaide tegel in je dorp",
    "kf_legend_sym_winter": "een wintertegel in je dorp",
    "kf_legend_sym_extension": "een uitbreiding op een tegel",
    "kf_open_contracts": "Open contracten",
    "kf_piles": "Verdekte stapels: {sizes} · afgelegd: {discard} · hutten: {huts} · uitbreidingen: {exts}",
    "kf_your_contracts": "Je contracten", "kf_exchange_for": "Ruil voor {item}",
    "kf_huts_n": "Hutten op je thuistegel: {n}", "kf_no_contracts": "geen",
    "kf_step_contract": "Kies een contract",
    "kf_contract_how": "Een open contract (er komt meteen een nieuw open) of de bovenste van een verdekte stapel.",
    "kf_pick_pile": "Verdekte stapel {n}",
    "kf_step_replace": "Welke boot vervangt Sea Bastion II in de winter?",
    "kf_extensions": "Uitbreidingen",
    "kf_extend": "Uitbreiding op {tile} ({colour}; kost {cost})",
    "kf_extend_from": " betaald met de overboden werkers van {tile}",
    "kf_st_contracts": "Contracten vervuld: {n} van {held}",
    "kf_st_deal": "{contract} ← {items}", "kf_st_undone": "{contract}: niet vervuld",
    "kf_st_flip_extension": "Flipper II legde een gratis uitbreiding op {tile}.",
    "kf_cat_extensions": "Uitbr.", "kf_cat_contracts": "Contr.",
    "kf_long_extensions": "Uitbreidingen", "kf_long_contracts": "Contracten",
    "kf_contract": "Neemt contract {word}", "kf_contract_pile": "Neemt een verdekt contract",
    "kf_exchange": "Ruilt contract {contract} voor {item}", "kf_replace": "Kiest {tile} voor de winter",
    "kf_extend_log": "Legt een uitbreiding op {tile}",
    "kf_ch_ships": "De boten: {tiles}", "kf_ch_contracts": "De contracten liggen in drie stapels",
    "kf_ch_reshuffle": "De afgelegde contracten worden geschud",
    "kf_phase_contract": "contract kiezen", "kf_phase_replace": "boot kiezen voor de winter",
}

EN = {
    "kf_legend_sym_contract": "a contract",
    "kf_legend_sym_contract_open": "a contract you do not fulfil (struck through)",
    "kf_legend_sym_tile_up": "an upgraded tile in your village",
    "kf_legend_sym_winter": "a winter tile in your village",
    "kf_legend_sym_extension": "an extension on a tile",
    "kf_open_contracts": "Open contracts",
    "kf_piles": "Hidden piles: {sizes} · discarded: {discard} · huts: {huts} · extensions: {exts}",
    "kf_your_contracts": "Your contracts", "kf_exchange_for": "Exchange for {item}",
    "kf_huts_n": "Huts on your home tile: {n}", "kf_no_contracts": "none",
    "kf_step_contract": "Choose a contract",
    "kf_contract_how": "An open contract (a new one is turned open at once) or the top of a hidden pile.",
    "kf_pick_pile": "Hidden pile {n}",
    "kf_step_replace": "Which boat replaces Sea Bastion II for the winter?",
    "kf_extensions": "Extensions",
    "kf_extend": "Extension on {tile} ({colour}; costs {cost})",
    "kf_extend_from": " paid with the outbid workers from {tile}",
    "kf_st_contracts": "Contracts fulfilled: {n} of {held}",
    "kf_st_deal": "{contract} ← {items}", "kf_st_undone": "{contract}: not fulfilled",
    "kf_st_flip_extension": "Flipper II put a free extension on {tile}.",
    "kf_cat_extensions": "Ext.", "kf_cat_contracts": "Contr.",
    "kf_long_extensions": "Extensions", "kf_long_contracts": "Contracts",
    "kf_contract": "Takes contract {word}", "kf_contract_pile": "Takes a hidden contract",
    "kf_exchange": "Exchanges contract {contract} for {item}", "kf_replace": "Chooses {tile} for the winter",
    "kf_extend_log": "Adds an extension to {tile}",
    "kf_ch_ships": "The boats: {tiles}", "kf_ch_contracts": "The contracts lie in three piles",
    "kf_ch_reshuffle": "The discarded contracts are shuffled",
    "kf_phase_contract": "choosing a contract", "kf_phase_replace": "choosing a boat for the winter",
}
t = Texts(NL, EN)


def describe(step: MoveData, chance: bool, view_after: dict, lang: str) -> str | None:
    """The log line of the Merchants' chance lines and moves, from their fields (the core's
    ``moves.data``; a chance line: its kind and what was drawn); None for any other line."""
    verb, tiles = step.verb, step.tiles
    if chance:
        if verb == "ships":
            return t(lang, "kf_ch_ships", tiles=", ".join(tile_name(view_after, x, lang) for x in tiles))
        if verb in ("contracts", "reshuffle"):
            return t(lang, "kf_ch_" + verb)
        return None
    if verb == "replace":
        return t(lang, "kf_replace", tile=tile_name(view_after, tiles[0], lang) if tiles else "")
    if verb == "contract" and tiles:
        if tiles[0].startswith("pile"):   # a hidden pile's contract stays unnamed
            return t(lang, "kf_contract_pile")
        return t(lang, "kf_contract", word=tiles[0])
    if verb == "exchange" and tiles:
        return t(lang, "kf_exchange", contract=tiles[0], item=item(step.option("item"), lang))
    if verb == "extend" and tiles:
        return t(lang, "kf_extend_log", tile=tile_name(view_after, tiles[0], lang))
    return None
