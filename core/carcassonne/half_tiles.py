"""The 24 half tiles of the Halflings (12 of Halflings I, 12 of Halflings II): a STAND-IN
SET (rule ``half-tiles``). Every value in this module is provisional.

The printed contents of the 24 are not known (facts ``carcassonne-halflings.md`` 3.6,
``keyflower-carcassonne-sources.md`` 3.3). What is known and kept: the ids, one copy each,
the water tower on I-07 and II-11, one tile each with a vineyard, a hill, sheep and a crop
circle (their numbers are unknown; ours: I-12, II-08, II-09, II-10), at least one monastery
half, and cities and roads that cross the long side (the seed's worked examples). The rest
is designed by us to be plausible. I-01, I-02, I-03, I-05 and I-07 are the facts sheet's test
fixtures hC, hC+, hR, hM and hF (section 4).

Definitions as in ``tiles.py``, canonical orientation: right angle in the north-west corner,
legs ``n`` and ``w``, long side ``d``.
"""

from __future__ import annotations

from .tiles import TileDef, parse

_ALL6 = "field:nnw-nne-dne-dsw-wsw-wnw"

_HALVES = f"""
H1-01 1 FCC city:w-d field:nnw-nne/0
H1-02 1 FCC city:w-d+ field:nnw-nne/0
H1-03 1 FRR road:w-d field:wnw-nnw-nne-dne field:dsw-wsw
H1-04 1 RFR road:n-d field:nne-dne field:dsw-wsw-wnw-nnw
H1-05 1 FFF monastery {_ALL6}
H1-06 1 FFR monastery road:d {_ALL6}
H1-07 1 FFF {_ALL6} #water_tower
H1-08 1 CRR city:n road:w-d field:wnw-dne/0 field:dsw-wsw
H1-09 1 CFC city:n-d field:wsw-wnw/0
H1-10 1 FFC city:d field:nnw-nne-wsw-wnw/0
H1-11 1 RRR road:n road:w road:d field:nne-dne field:dsw-wsw field:wnw-nnw
H1-12 1 FFF {_ALL6} #vineyard
H2-01 1 CCC city:n-w-d+
H2-02 1 CCF city:n-w field:dne-dsw/0
H2-03 1 RRF road:n-w field:nne-dne-dsw-wsw field:wnw-nnw
H2-04 1 RCR city:w road:n-d field:nne-dne field:dsw-nnw/0
H2-05 1 RRC city:d+ road:n-w field:nne-wsw/0 field:wnw-nnw
H2-06 1 FRF monastery road:w {_ALL6}
H2-07 1 FFF {_ALL6}
H2-08 1 FFF {_ALL6} #hill
H2-09 1 FFF {_ALL6} #sheep
H2-10 1 FFF {_ALL6} #crop_circle
H2-11 1 RFR road:n-d field:nne-dne field:dsw-wsw-wnw-nnw #water_tower
H2-12 1 CCF city:n city:w field:dne-dsw/0,1
"""

HALF_TILES: dict[str, TileDef] = {
    d.name: d for d in (parse(line, half=True, tile_set="I" if line.startswith("H1") else "II")
                        for line in _HALVES.strip().splitlines())}

#: Symbols of other expansions; half tiles carrying one stay in the box (rule ``half-tiles``).
OTHER_EXPANSIONS = ("vineyard", "hill", "sheep", "crop_circle")
#: The half tiles in play, in name order.
IN_PLAY = tuple(sorted(n for n, d in HALF_TILES.items()
                       if not set(d.symbols) & set(OTHER_EXPANSIONS)))

PROVISIONAL_HALVES = {
    "half-tile-contents": {
        "nl": "Wat er op de 24 halve tegels staat is onbekend. Wij gebruiken een eigen set: "
              "steden en wegen die over de lange zijde lopen, drie kloosterhelften (I-05, I-06, "
              "II-06), weiden, de watertoren op I-07 en II-11, en de symbolen wijngaard (I-12), "
              "heuvel (II-08), schapen (II-09) en graancirkel (II-10).",
        "en": "The printed contents of the 24 half tiles are unknown. We use a set of our own: "
              "cities and roads crossing the long side, three monastery halves (I-05, I-06, "
              "II-06), fields, the water tower on I-07 and II-11, and the symbols vineyard "
              "(I-12), hill (II-08), sheep (II-09) and crop circle (II-10)."},
}
