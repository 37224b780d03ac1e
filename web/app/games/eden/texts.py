"""Eden's texts in Dutch and English (keys ``eden_*``) and the texts built from the view:
the move log, the turn line, the status line's score and the board's text alternative.
"""

from __future__ import annotations

from core.protocol import MoveData

from ...i18n import Texts

NL = {
    "eden_share_secret": "Let op: een link of opgeslagen partij bevat ieders kaarten in de hand en "
                         "de volgorde van de stapel. Wie hem opent, kan alles zien.",
    "eden_dealt": "Kaarten geschud en gedeeld",
    "eden_ev_conquest": "{winner} wint de verovering tegen {loser} ({rate} per punt): betaalt {paid} "
                        "mana en krijgt {squares}",
    "eden_ev_grow": "stijgen: {squares} ({cost} mana)",
    "eden_ev_draw": "{who} trekt een kaart",
    "eden_ev_income": "{who} krijgt {mana} mana inkomen",
    "eden_end_twenty": "Afgelopen: 20 of meer vruchtbaarheidspunten op het bord.",
    "eden_end_stalemate": "Afgelopen: de stapel is op en iedereen paste een volle ronde; "
                          "de meeste vruchtbaarheidspunten winnen.",
    "eden_phase_choose": "verovering: aanvallers en doelen kiezen",
    "eden_phase_auction": "verovering: bieden",
    "eden_turn_income": "inkomen {n}",
    "eden_deck_n": "stapel {n}",
    "eden_score": "Vruchtbaarheidspunten: {scores}",
    "eden_aria": "kaarten per speler (veld waarde): {cards}",
    "eden_cat": "{n}× waarde {v} = {pts}",
    "eden_no_cards": "geen kaarten",
    "eden_hands_hidden": "De kaarten in de hand en de mana blijven verborgen tot de speler aan "
                         "zet het apparaat heeft.",
    "eden_fertility": "Vruchtbaarheidspunten",
    "eden_pts": "{n} pt",
    "eden_income_n": "+{n}/beurt",
    "eden_cards_n": "{n} kaarten",
    "eden_players": "Spelers",
    "eden_deck_line": "Trekstapel: {n} kaarten",
    "eden_pick_card": "Kies deze cultiveringskaart",
    "eden_no_place": "(past nergens)",
    "eden_sell": "Verkoop +{n}",
    "eden_buy": "Koop −{n}",
    "eden_your_hand": "Jouw hand",
    "eden_mana": "Mana: {n}",
    "eden_no_water": "Geen bewateringskaarten",
    "eden_end_turn": "Beurt klaar",
    "eden_hint_water": "Tik een blauw omcirkeld veld om het te bewateren, of kies een cultiveringskaart.",
    "eden_place_n": "{n} plaatsen in deze stand. Tik een veld om de kaart te leggen; draai voor andere standen.",
    "eden_grow_cost": "Stijgen: {squares}. Kosten: {cost} mana.",
    "eden_confirm": "Cultiveer ({cost} mana)",
    "eden_rotate": "Draai",
    "eden_cancel": "Annuleer",
    "eden_card_picked": "De gekozen kaart",
    "eden_pool": "Bankpot",
    "eden_pool_empty": "Leeg",
    "eden_conquest": "Landverovering",
    "eden_cq_attack": "{who} valt aan met {squares} ({pts} pt).",
    "eden_cq_targets": "Doelen van {who}: {squares} ({pts} pt).",
    "eden_cq_choose": "Tik een groen omcirkelde eigen kaart als tweede aanvaller of een rood omcirkelde "
                      "kaart als doel.",
    "eden_cq_rate": "Hoogste bod: {rate} per punt, van {who}.",
    "eden_cq_costs": "Bij {rate}: wint {att}, dan betaalt die {a} mana; wint {dfd}, dan betaalt die {d} mana.",
    "eden_cq_tap": "Tik een omcirkeld veld om een aanvaller of doel toe te voegen.",
    "eden_cq_trade": "Het is jouw beurt: ook nu mag je kaarten verkopen en kopen. Een verkochte kaart geeft "
                     "mana voor een hoger bod; het mana van je laatste bod blijft op tafel.",
    "eden_bid": "Bied {rate}",
    "eden_bid_cost": "Win je bij {rate} per punt, dan betaal je {rate} × {pts} = {cost} mana.",
    "eden_accept": "Accepteer het bod",
    "eden_skip": "Niet aanvallen",
    # the help: "how this step works", the legend, the singular forms of counted texts
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
    "eden_share_secret": "Note: a link or saved game contains every player's hand and the order of "
                         "the deck. Whoever opens it can see everything.",
    "eden_dealt": "Cards shuffled and dealt",
    "eden_ev_conquest": "{winner} wins the conquest against {loser} ({rate} per point): pays {paid} "
                        "mana and takes {squares}",
    "eden_ev_grow": "rising: {squares} ({cost} mana)",
    "eden_ev_draw": "{who} draws a card",
    "eden_ev_income": "{who} receives {mana} mana income",
    "eden_end_twenty": "Over: 20 or more fertility points on the board.",
    "eden_end_stalemate": "Over: the deck is empty and everyone passed for a full round; "
                          "the most fertility points win.",
    "eden_phase_choose": "conquest: choosing attackers and targets",
    "eden_phase_auction": "conquest: bidding",
    "eden_turn_income": "income {n}",
    "eden_deck_n": "deck {n}",
    "eden_score": "Fertility points: {scores}",
    "eden_aria": "cards per player (square value): {cards}",
    "eden_cat": "{n}× value {v} = {pts}",
    "eden_no_cards": "no cards",
    "eden_hands_hidden": "Hands and mana stay hidden until the player to move has the device.",
    "eden_fertility": "Fertility points",
    "eden_pts": "{n} pt",
    "eden_income_n": "+{n}/turn",
    "eden_cards_n": "{n} cards",
    "eden_players": "Players",
    "eden_deck_line": "Draw deck: {n} cards",
    "eden_pick_card": "Pick this cultivation card",
    "eden_no_place": "(fits nowhere)",
    "eden_sell": "Sell +{n}",
    "eden_buy": "Buy −{n}",
    "eden_your_hand": "Your hand",
    "eden_mana": "Mana: {n}",
    "eden_no_water": "No irrigation cards",
    "eden_end_turn": "End turn",
    "eden_hint_water": "Tap a square circled in blue to irrigate it, or pick a cultivation card.",
    "eden_place_n": "{n} places in this rotation. Tap a square to lay the card; rotate for others.",
    "eden_grow_cost": "Rising: {squares}. Cost: {cost} mana.",
    "eden_confirm": "Cultivate ({cost} mana)",
    "eden_rotate": "Rotate",
    "eden_cancel": "Cancel",
    "eden_card_picked": "The card picked",
    "eden_pool": "Bank pool",
    "eden_pool_empty": "Empty",
    "eden_conquest": "Conquest",
    "eden_cq_attack": "{who} attacks with {squares} ({pts} pt).",
    "eden_cq_targets": "Targets of {who}: {squares} ({pts} pt).",
    "eden_cq_choose": "Tap an own card circled in green as a second attacker or a card circled in red "
                      "as a target.",
    "eden_cq_rate": "Highest bid: {rate} per point, by {who}.",
    "eden_cq_costs": "At {rate}: if {att} wins, they pay {a} mana; if {dfd} wins, they pay {d} mana.",
    "eden_cq_tap": "Tap a circled square to add an attacker or a target.",
    "eden_cq_trade": "It is your turn: you may sell and buy cards now too. A card sold gives mana for a "
                     "higher bid; the mana of your latest bid stays on the table.",
    "eden_bid": "Bid {rate}",
    "eden_bid_cost": "If you win at {rate} per point, you pay {rate} × {pts} = {cost} mana.",
    "eden_accept": "Accept the bid",
    "eden_skip": "Don't attack",
    # the help: "how this step works", the legend, the singular forms of counted texts
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

t = Texts(NL, EN)


def tn(lang: str, key: str, n: int, **values) -> str:
    """A counted text: ``key + "_one"`` for one, ``key`` otherwise ("1 card", "2 cards")."""
    one = key + "_one"
    return t(lang, one if n == 1 and one in EN else key, n=n, **values)


def describe_step(step: MoveData, chance: bool, view_after: dict, lang: str) -> str:
    """The deal in words; a move in its notation (shown whole, as the record holds it)."""
    if chance:
        return t(lang, "eden_dealt")
    return step.text


def describe_event(event: dict, seat_label, lang: str) -> str | None:
    kind = event.get("kind")
    if kind == "conquest":
        return t(lang, "eden_ev_conquest", winner=seat_label(event["winner"]),
                 loser=seat_label(event["defender"] if event["winner"] == event["attacker"]
                                  else event["attacker"]),
                 paid=event["paid"], rate=event["rate"], squares=", ".join(event["squares"]))
    if kind == "cultivation":
        return t(lang, "eden_ev_grow", squares=", ".join(event["risen"]), cost=event["cost"])
    if kind == "draw":
        return t(lang, "eden_ev_draw", who=seat_label(event["seat"]))
    if kind == "income":
        return t(lang, "eden_ev_income", who=seat_label(event["seat"]), mana=event["mana"]) \
            if event["mana"] else None
    if kind == "game-over":
        return t(lang, "eden_end_" + event.get("reason", "twenty"))
    return None


def turn_details(view: dict, lang: str) -> list[str]:
    seat = view["to_move"]
    if seat is None:
        return []
    c = view.get("conquest")
    if c is not None:
        # once targets are chosen the attacker bids (the stepper shows): no longer "choosing"
        return [t(lang, "eden_phase_auction") if c["bids"] or c["targets"] else t(lang, "eden_phase_choose")]
    s = view["seats"][seat]
    return [t(lang, "eden_turn_income", n=s["last_income"]), t(lang, "eden_deck_n", n=view["deck"])]


def score_text(view: dict, seat_label, lang: str) -> str:
    return t(lang, "eden_score", scores=", ".join(
        f"{seat_label(s)} {n}" for s, n in enumerate(view["scores"])))


def aria_board(view: dict, lang: str) -> str:
    parts = []
    for seat in range(view["players"]):
        cards = sorted(f"{sq} {c['value']}" for sq, c in view["board"].items() if c["seat"] == seat)
        parts.append(f"{seat + 1}: " + (", ".join(cards) or "-"))
    return t(lang, "eden_aria", cards="; ".join(parts))
