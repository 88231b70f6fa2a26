"""The games' abbreviations, one table per game: what each stands for in French and in English, what the
search reads it as in a question, and how the pages explain it where a calculator prints it.

Source: each rulebook's own definitions — Helix « HLX (Helix) », « DGT (Dégats) »,
« PDV (Points de Vie) », « DRB (Durabilité) », « Physique (PHY) OU Magique (MAG) »,
« 12 Points d'Expérience (XP) »; Stellar Nexus « les PV » (points de vie); Noxilia
« ses dégâts de CAC » (corps à corps).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from django.urls import reverse
from django.utils.html import format_html
from django.utils.translation import get_language

from rules.rendering import Term, term_link
from rules.text import fold


@dataclass(frozen=True)
class Abbreviation:
    """One abbreviation of a game; its table's key is the abbreviation as the cards print it (case included)."""

    french: str
    """What it stands for, as the rulebook spells it out: the explanation on a French page, and (folded)
    the phrase the search reads the abbreviation as."""
    english: str
    """What it stands for in English: the explanation on an English page."""
    keyword: str | None = None
    """The slug of the game's glossary entry for it: the page links the abbreviation there (the French entry,
    in both languages), and an English page gives the French words too, being the game's own."""
    also: tuple[str, ...] = ()
    """Other phrases (folded) the search reads it as, after the French one (« pv » for « pdv »)."""
    searched: bool = True
    """Whether the search reads it as its long form; the calculators' own names (A1…D2) and the die (D6) it
    reads as typed."""
    shown: bool = True
    """Whether the pages explain it where they print it (a calculator's label or step, the rules' text)."""

    @property
    def read_as(self) -> tuple[str, ...]:
        """The folded phrases the search reads the abbreviation as, and reads back as the abbreviation."""
        return (" ".join(re.findall(r"\w+", fold(self.french))), *self.also)


# Per game, so that a Veiel square « D3 » is never taken for a die, nor Héliosthenos's « D1 » for a Helix card.
BY_GAME: dict[str, dict[str, Abbreviation]] = {
    "helix": {
        "PDV": Abbreviation("Points de Vie", "life points", "pdv", also=("pv",)),
        "DRB": Abbreviation("Durabilité", "durability", "drb"),
        "DGT": Abbreviation("Dégâts", "damage", "dgt", also=("dommages",)),
        "HLX": Abbreviation("Helix", "Helix", "hlx"),
        "PHY": Abbreviation("Physique", "physical"),
        "MAG": Abbreviation("Magique", "magical"),
        "XP": Abbreviation("Points d'Expérience", "experience points", also=("experience",)),
        "D6": Abbreviation("dé à six faces", "six-sided die", searched=False),
    },
    "stellar-nexus": {"PV": Abbreviation("points de vie", "life points", also=("pdv",))},
    "noxilia": {
        "CAC": Abbreviation("corps à corps", "melee", "attaque-au-corps-a-corps-caracteristique"),
        # No abbreviation: the word read once more as its own long form weighs a question about mana as the
        # search has always weighed it. Pages leave the word alone.
        "mana": Abbreviation("mana", "mana", shown=False),
    },
    "heliosthenos": {
        "A1": Abbreviation("attaquant 1", "attacker 1", searched=False),
        "A2": Abbreviation("attaquant 2", "attacker 2", searched=False),
        "D1": Abbreviation("défenseur 1", "defender 1", searched=False),
        "D2": Abbreviation("défenseur 2", "defender 2", searched=False),
    },
    # The board editor's words too short for their place (a tool's tile, a field beside two others): the enemy
    # card's « Déplacement », the Glossaire's « Infranchissable ». The search has the words themselves.
    "veiel": {
        "Infranch.": Abbreviation("Infranchissable", "impassable", "infranchissable", searched=False),
        "Déplac.": Abbreviation("Déplacement", "movement", searched=False),
    },
}


def _read_by_the_search() -> dict[str, tuple[str, ...]]:
    table: dict[str, tuple[str, ...]] = {}
    for abbreviations in BY_GAME.values():
        for printed, abbreviation in abbreviations.items():
            if abbreviation.searched:
                key = fold(printed)
                table[key] = tuple(dict.fromkeys((*table.get(key, ()), *abbreviation.read_as)))
    return table


# What the search reads, whatever the game: each abbreviation (folded) and the phrases it stands for.
# The offline search gets it as it is (referee/offline/corpus.py).
ABBREVIATIONS: dict[str, tuple[str, ...]] = _read_by_the_search()


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


@cache
def shown_in(game: str) -> dict[str, Abbreviation]:
    """The abbreviations the pages of ``game`` explain, keyed as printed (one dict per game, not to be changed)."""
    return {printed: a for printed, a in BY_GAME.get(game, {}).items() if a.shown}


# How a page explains an abbreviation, in the page's language. The abbreviation stays as the cards print it,
# and its glossary entry the French one; an English page explains it in English, giving the French words too
# where they are the game's own (its glossary's, which the entry and the quoted rules use):
# « PDV (Points de Vie) — life points ».

def _in_french() -> bool:
    return (get_language() or "fr").split("-")[0] == "fr"


def _french_too(abbreviation: Abbreviation) -> str | None:
    """On an English page, the French words given beside the English ones: the game's own, said once."""
    if _in_french() or not abbreviation.keyword or abbreviation.french.casefold() == abbreviation.english.casefold():
        return None
    return abbreviation.french


def expansion(abbreviation: Abbreviation) -> str:
    """What it stands for, in the page's language."""
    return abbreviation.french if _in_french() else abbreviation.english


def _title(abbreviation: Abbreviation) -> str:
    french = _french_too(abbreviation)
    return f"{expansion(abbreviation)} ({french})" if french else expansion(abbreviation)


def named(printed: str, abbreviation: Abbreviation) -> str:
    """« PDV », or on an English page « PDV (Points de Vie) »."""
    french = _french_too(abbreviation)
    return f"{printed} ({french})" if french else printed


def said(printed: str, abbreviation: Abbreviation) -> str:
    """« PHY — Physique », « PDV (Points de Vie) — life points »: an abbreviation and what it stands for."""
    return f"{named(printed, abbreviation)} — {expansion(abbreviation)}"


def entry_of(game: str, abbreviation: Abbreviation) -> Term | None:
    """Its glossary entry in ``game``, if the game's glossary has one."""
    if not abbreviation.keyword:
        return None
    return Term(reverse("rules:keyword", args=[game, abbreviation.keyword]),
                reverse("api:keyword-detail", args=[game, abbreviation.keyword]))


def explained(game: str, printed: str) -> str:
    """The one markup of an abbreviation on a page: ``<abbr>`` made a term (rules.rendering.term_link) that says
    what it stands for (static/js/terms.js opens it in place), linking its glossary entry where there is one."""
    abbreviation = shown_in(game)[printed]
    abbr = format_html('<abbr title="{}">{}</abbr>', _title(abbreviation), printed)
    return term_link(abbr, entry_of(game, abbreviation), said(printed, abbreviation))
