"""The rulebooks' abbreviations, expanded both ways at query time.

Source: each rulebook's own definitions — Helix « HLX (Helix) », « DGT (Dégats) »,
« PDV (Points de Vie) », « DRB (Durabilité) », « Physique (PHY) OU Magique (MAG) »,
« 12 Points d'Expérience (XP) »; Stellar Nexus « les PV » (points de vie); Noxilia
« ses dégâts de CAC » (corps à corps).
"""
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
