"""The rulebooks' abbreviations, expanded both ways at query time.

Source: each rulebook's own definitions — Helix « HLX (Helix) », « DGT (Dégats) »,
« PDV (Points de Vie) », « DRB (Durabilité) », « Physique (PHY) OU Magique (MAG) »,
« 12 Points d'Expérience (XP) »; Stellar Nexus « les PV » (points de vie); Noxilia
« ses dégâts de CAC » (corps à corps).
"""
from typing import NamedTuple

ABBREVIATIONS: dict[str, tuple[str, ...]] = {
    "pdv": ("points de vie", "pv"),
    "pv": ("points de vie", "pdv"),
    "dgt": ("degats", "dommages"),
    "hlx": ("helix",),
    "drb": ("durabilite",),
    "phy": ("physique",),
    "mag": ("magique",),
    "xp": ("experience", "points d experience"),
    "cac": ("corps a corps",),
    "mana": ("mana",),
}


def expansions_of(word: str) -> tuple[str, ...]:
    """The phrases an abbreviation stands for (folded), or ()."""
    return ABBREVIATIONS.get(word, ())


def abbreviations_in(folded_query: str) -> list[str]:
    """The abbreviations whose long form the query spells out (« points de vie » → pdv, pv)."""
    padded = f" {folded_query} "
    found = []
    for abbreviation, phrases in ABBREVIATIONS.items():
        if any(f" {phrase} " in padded for phrase in phrases if " " in phrase or len(phrase) > 4):
            if abbreviation not in found and f" {abbreviation} " not in padded:
                found.append(abbreviation)
    return found


class Shown(NamedTuple):
    """An abbreviation as the calculators print it: its expansion, and its glossary entry if any."""

    expansion: str
    keyword: str | None = None  # the slug of the game's glossary entry


# The abbreviations the calculators print, per game, case as printed, expanded as the rulebook
# spells them out (see the sources above): the title of each <abbr>, linked to the glossary entry
# the game has for it. Per game, so that a Veiel square « D3 » is never taken for a die.
SHOWN: dict[str, dict[str, Shown]] = {
    "helix": {
        "PDV": Shown("Points de Vie", "pdv"),
        "DRB": Shown("Durabilité", "drb"),
        "DGT": Shown("Dégâts", "dgt"),
        "HLX": Shown("Helix", "hlx"),
        "PHY": Shown("Physique"),
        "MAG": Shown("Magique"),
        "XP": Shown("Points d'Expérience"),
        "D6": Shown("dé à six faces"),
    },
    "stellar-nexus": {"PV": Shown("points de vie")},
    "noxilia": {"CAC": Shown("corps à corps", "attaque-au-corps-a-corps-caracteristique")},
    "heliosthenos": {
        "A1": Shown("attaquant 1"), "A2": Shown("attaquant 2"),
        "D1": Shown("défenseur 1"), "D2": Shown("défenseur 2"),
    },
    "veiel": {},
}
