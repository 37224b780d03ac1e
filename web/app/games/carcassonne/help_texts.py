"""Carcassonne's help texts: "how this step works" for each step and the legend of the
board's marks, in Dutch and English."""

from __future__ import annotations

NL = {
    "cc_help_place": "Elke zijde die een andere tegel raakt, moet passen: stad aan stad, weg aan weg, "
                     "weide aan weide. Draai de tegel (knop of toets R) tot er gele vakken zijn; tik "
                     "een geel vak en dan nog eens om hem te leggen.",
    "cc_help_half": "Een halve tegel vult een driehoek van een vak; zijn lange zijde raakt alleen een "
                    "andere lange zijde. Draaien kiest de hoek; tik de gele driehoek.",
    "cc_help_follower": "Je mag één volgeling zetten op een gebied van deze tegel waar via de "
                        "verbindingen nog niemand staat. Wat af is, telt meteen.",
    "cc_help_choose": "Met halve tegels in je hand kies je: een gewone tegel trekken (knop of "
                      "toets D), of in plaats daarvan een halve tegel leggen.",
    "cc_help_draft": "Om de beurt kiest iedereen een open halve tegel, de laatste speler eerst en "
                     "dan tegen de beurtvolgorde in.",
    "cc_refused_place": "Daar past de tegel in deze stand niet: kies een gemarkeerd vak of draai de tegel. De regel staat achter de link.",
    "cc_refused_follower": "Daar kan geen volgeling van deze tegel staan: kies een gemarkeerde plek.",
    "cc_legend_target": "hier past de tegel in deze stand",
    "cc_legend_preview": "voorlopig neergelegd: tik nog eens om te leggen",
    "cc_legend_spot": "plek voor een volgeling",
    "cc_legend_last": "de laatst gelegde tegel",
    "cc_legend_scored": "net geteld",
    "cc_legend_meeple": "volgeling (een boer ligt)",
    "cc_legend_pennant": "wapen: 2 punten extra in een afgebouwde stad",
}

EN = {
    "cc_help_place": "Every side touching another tile must match: city to city, road to road, field "
                     "to field. Turn the tile (button or key R) until yellow squares show; tap a "
                     "yellow square, then tap it again to place the tile.",
    "cc_help_half": "A half tile fills a triangle of a square; its long side only meets another "
                    "long side. Turning picks the corner; tap the yellow triangle.",
    "cc_help_follower": "You may put one follower on a feature of this tile that nobody holds "
                        "through its connections. Whatever is complete scores at once.",
    "cc_help_choose": "Holding half tiles you choose: draw a normal tile (button or key D), "
                      "or place a half tile instead.",
    "cc_help_draft": "In turn everyone takes an open half tile, the last player first, then "
                     "against the turn order.",
    "cc_refused_place": "The tile does not fit there in this turn: pick a marked square or turn the tile. The link shows the rule.",
    "cc_refused_follower": "No follower of this tile can stand there: pick a marked spot.",
    "cc_legend_target": "the tile fits here in this turn",
    "cc_legend_preview": "laid for now: tap again to place it",
    "cc_legend_spot": "a spot for a follower",
    "cc_legend_last": "the tile placed last",
    "cc_legend_scored": "just scored",
    "cc_legend_meeple": "follower (a farmer lies down)",
    "cc_legend_pennant": "pennant: 2 extra points in a completed city",
}
