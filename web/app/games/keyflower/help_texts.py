"""Keyflower's help texts: "how this step works" for each step and the legend of the
board's marks, in Dutch and English."""

from __future__ import annotations

NL = {
    "kf_help_play": "Zet werkers van één kleur op één plek: bied op een tegel van dit seizoen (meer "
                    "werkers dan het hoogste bod, in de kleur van de tegel), of gebruik een tegel "
                    "(elk gebruik meer werkers dan het vorige, hoogstens 6). Of pas; het seizoen "
                    "eindigt als iedereen na elkaar past.",
    "kf_help_work": "Vervoer grondstoffen over de wegen van je dorp (één punt per stap) en draai "
                    "tegels om door hun kosten te betalen met grondstoffen erop en vaardigheden.",
    "kf_help_boats": "Wie beurtvolgordetegel 1 won kiest eerst een boot, dan 2, 3, 4, daarna de "
                     "anderen met de klok mee vanaf de nieuwe startspeler.",
    "kf_help_build": "Een gewonnen tegel komt tegen je dorp; elke gedeelde rand moet passen: weg aan "
                     "weg, geen weg aan geen weg, water aan water.",
    "kf_help_offer": "Kies in het geheim een of meer wintertegels; ze komen samen op tafel en worden "
                     "geveild zoals andere tegels.",
    "kf_help_final": "Verdeel je werkers, vaardigheden en grondstoffen over je wintertegels; elk stuk "
                     "telt één keer. Of laat Speeltafel de beste verdeling kiezen.",
    "kf_legend_target": "hier kun je nu iets doen",
    "kf_legend_focus": "de tegel die je gekozen hebt",
    "kf_legend_chip": "werkers: kleur en aantal, rand in de kleur van de speler",
    "kf_legend_flat": "platte werkers (boot 4a of 4b)",
    "kf_legend_crown": "het hoogste bod",
    "kf_legend_road": "weg", "kf_legend_water": "rivier",
    "kf_legend_up": "omgedraaide tegel (donkerder)",
    "kf_legend_sym_res": "grondstoffen: hout, steen, ijzer, goud; een getal: zoveel",
    "kf_legend_sym_any": "gestreept: naar keuze (grondstof, vaardigheid) of uit de zak (werkers)",
    "kf_legend_sym_worker": "een werker van die kleur",
    "kf_legend_sym_skill": "vaardigheden: zaag, houweel, aambeeld",
    "kf_legend_sym_use": "gebruik: lever wat links van de pijl staat in, krijg wat rechts staat; / : één daarvan",
    "kf_legend_sym_transport": "vervoerspunten en opwaarderingen die een gebruik geeft",
    "kf_legend_sym_cost": "opwaarderen: wat het omdraaien van de tegel kost",
    "kf_legend_sym_points": "punten; met pijltje: de punten als de tegel omgedraaid is",
    "kf_legend_sym_or": "een schuine streep tussen symbolen: één daarvan",
    "kf_legend_sym_score": "een wintertegel of opslag: deze punten voor elk stuk of elke set links van de pijl",
    "kf_legend_sym_loop": "een tegel van je langste gesloten weglus",
    "kf_legend_sym_boats": "een boot aan de rivier van je thuistegel; de band: de punten voor 1, 2, … ervan",
}

EN = {
    "kf_help_play": "Put workers of one colour in one place: bid on a tile of this season (more "
                    "workers than the highest bid, in the tile's colour), or use a tile (each use "
                    "more workers than the one before, at most 6). Or pass; the season ends when "
                    "everyone passes in succession.",
    "kf_help_work": "Carry resources along your village's roads (one point per step) and turn tiles "
                    "over by paying their cost with resources on them and skills.",
    "kf_help_boats": "The winner of turn-order tile 1 chooses a boat first, then 2, 3, 4, then the "
                     "others clockwise from the new start player.",
    "kf_help_build": "A won tile joins your village; every shared edge must match: road to road, no "
                     "road to no road, water to water.",
    "kf_help_offer": "Secretly choose one or more winter tiles; they come onto the table together and "
                     "are auctioned like other tiles.",
    "kf_help_final": "Assign your workers, skills and resources to your winter tiles; each item counts "
                     "once. Or let Speeltafel choose the best assignment.",
    "kf_legend_target": "you can act here now",
    "kf_legend_focus": "the tile you chose",
    "kf_legend_chip": "workers: colour and number, ringed in the player's colour",
    "kf_legend_flat": "flat workers (boat 4a or 4b)",
    "kf_legend_crown": "the highest bid",
    "kf_legend_road": "road", "kf_legend_water": "river",
    "kf_legend_up": "tile turned over (darker)",
    "kf_legend_sym_res": "resources: wood, stone, iron, gold; a number: that many",
    "kf_legend_sym_any": "striped: any you choose (resource, skill) or from the bag (workers)",
    "kf_legend_sym_worker": "a worker of that colour",
    "kf_legend_sym_skill": "skills: saw, pick, anvil",
    "kf_legend_sym_use": "a use: give up what is left of the arrow, get what is right; / : one of them",
    "kf_legend_sym_transport": "transport points and upgrades a use gives",
    "kf_legend_sym_cost": "upgrade: what turning the tile over costs",
    "kf_legend_sym_points": "points; with a small arrow: the points once the tile is turned over",
    "kf_legend_sym_or": "a slash between symbols: one of them",
    "kf_legend_sym_score": "a winter tile or a store: these points for each item or set left of the arrow",
    "kf_legend_sym_loop": "a tile of your longest closed road loop",
    "kf_legend_sym_boats": "a boat at your home tile's river; the band: the points for 1, 2, … of them",
}
