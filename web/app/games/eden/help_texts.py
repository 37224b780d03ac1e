"""Eden's help texts in Dutch and English: the "how this step works" lines
(``hints.step_help``), the legend beside the board (``legend``) and the counted nouns with
their singular forms (keys ending in ``_one``)."""

from __future__ import annotations

from ...i18n import Texts

NL = {
    "help_turn": "Je beurt: leg één of twee bewateringskaarten op een vrij veld (een nieuw "
                 "landschap met waarde 1), óf cultiveer: kies een cultiveringskaart, draai haar en "
                 "leg haar op eigen kaarten. Of pas. Kopen en verkopen mag altijd in je beurt.",
    "help_second_water": "Je mag nog een tweede bewateringskaart leggen, of je beurt beëindigen.",
    "help_place": "Cultiveren: de gemarkeerde velden zijn de plaatsen van deze kaart in deze "
                  "stand; ze moet helemaal op eigen kaarten liggen. Draai voor andere standen en "
                  "tik een veld om de kaart daar te leggen.",
    "help_confirm": "Alleen de laagste waarden onder de kaart stijgen één stap, elk voor 10 mana. "
                    "Tik opnieuw voor een andere plaats over dit veld, of bevestig met Cultiveer.",
    "help_end": "Beëindig je beurt. Aan het begin van een beurt krijg je 5 mana per rode stip op "
                "je kaarten (waarde − 1 per kaart); met minder dan 5 kaarten trek je er één.",
    "help_choose": "Landverovering: je nieuwe kaart valt aan, eventueel met één eigen buurkaart. "
                   "Kies kaarten van één tegenstander naast je aanvallers als doelen.",
    "help_open_bid": "Bied een prijs per punt (10 of meer, in stappen van 5) of zie af. Wie wint, "
                     "betaalt zijn prijs × de punten van de andere kant aan de tegenstander.",
    "help_auction": "Bieden: verhoog met 5 of meer, of accepteer. De winnaar betaalt het bod × de "
                    "punten van de andere kant; de verliezer verliest zijn kaarten aan de winnaar.",
    "legend_value": "Landschap met waarde {v} ({name}): {v} {dots}, {v} vruchtbaarheidspunten",
    "legend_dots": "stippen",
    "legend_name_1": "steppe",
    "legend_name_2": "weide",
    "legend_name_3": "akkers",
    "legend_name_4": "bos",
    "legend_dots_one": "stip",
    "legend_red": "Rode stip: 5 mana inkomen per beurt",
    "legend_owner": "Vlaggetje in de kleur van de speler: van wie de kaart is",
    "legend_hint": "Blauw gestippeld kader: hier kun je nu tikken (hulp aan)",
    "legend_water": "Blauwe cirkel: hier mag je bewateren",
    "legend_grow": "Blauw kader: een plaats van de gekozen kaart",
    "legend_pick": "Goud kader: de gekozen plaats",
    "legend_attack": "Groen kader: aanvaller; groene cirkel: mogelijke tweede aanvaller",
    "legend_target": "Rood kader: doel; rode cirkel: mogelijk doel",
    "legend_changed": "Oplichtende rand: wat de laatste zet veranderde",
    "eden_cards_n_one": "{n} kaart",
    "eden_deck_line_one": "Trekstapel: {n} kaart",
    "eden_place_n_one": "{n} plaats in deze stand. Tik een veld om de kaart te leggen; draai voor "
                        "andere standen.",
}

EN = {
    "help_turn": "Your turn: lay one or two irrigation cards on empty squares (a new landscape "
                 "of value 1), or cultivate: pick a cultivation card, rotate it and lay it on your "
                 "own cards. Or pass. You may buy and sell at any moment of your turn.",
    "help_second_water": "You may lay a second irrigation card, or end your turn.",
    "help_place": "Cultivating: the marked squares are where this card fits in this rotation; it "
                  "must lie wholly on your own cards. Rotate for other places and tap a square to "
                  "lay the card there.",
    "help_confirm": "Only the lowest values under the card rise one step, 10 mana each. Tap "
                    "again for another place over this square, or confirm with Cultivate.",
    "help_end": "End your turn. At the start of a turn you get 5 mana per red dot on your cards "
                "(value − 1 per card); holding fewer than 5 cards, you draw one.",
    "help_choose": "Conquest: your new card attacks, with one own neighbouring card if you like. "
                   "Choose cards of one opponent next to your attackers as targets.",
    "help_open_bid": "Bid a rate per point (10 or more, in steps of 5) or decline. The winner pays "
                     "their rate × the other side's points to the opponent.",
    "help_auction": "Bidding: raise by 5 or more, or accept. The winner pays the rate × the other "
                    "side's points; the loser's cards go to the winner.",
    "legend_value": "Landscape of value {v} ({name}): {v} {dots}, {v} fertility points",
    "legend_dots": "dots",
    "legend_name_1": "steppe",
    "legend_name_2": "meadow",
    "legend_name_3": "farmland",
    "legend_name_4": "forest",
    "legend_dots_one": "dot",
    "legend_red": "Red dot: 5 mana income per turn",
    "legend_owner": "Pennant in the player's colour: whose card it is",
    "legend_hint": "Dashed blue frame: you can tap here now (hints on)",
    "legend_water": "Blue circle: you may irrigate here",
    "legend_grow": "Blue frame: a place of the picked card",
    "legend_pick": "Gold frame: the chosen place",
    "legend_attack": "Green frame: attacker; green circle: possible second attacker",
    "legend_target": "Red frame: target; red circle: possible target",
    "legend_changed": "Glowing edge: what the last move changed",
    "eden_cards_n_one": "{n} card",
    "eden_deck_line_one": "Draw deck: {n} card",
    "eden_place_n_one": "{n} place in this rotation. Tap a square to lay the card; rotate for "
                        "others.",
}

h = Texts(NL, EN)
