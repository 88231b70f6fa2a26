"""The English every game's English phrasebook needs: counts, lists, signed numbers.

Typography of the English sentences: the straight apostrophe ('), no space before « ; », « : »,
« ? » or « ! », no « (s) » hedge: agree instead. Rulebook text quoted inside a sentence stays
French, between « » as in the French sentences, so a reader can look it up.
"""
from __future__ import annotations

from collections.abc import Iterable

from referee.engine.french import capitalized, signed

__all__ = ["capitalized", "count", "listing", "noun", "ordinal", "possessive", "signed"]


def noun(count: int, one: str, many: str | None = None) -> str:
    """The noun agreed with a count: plural for 0 and above 1 in English (« 0 damage points »)."""
    return one if abs(count) == 1 else (many or _plural_of(one))


def count(number: int, one: str, many: str | None = None) -> str:
    """« 1 point », « 3 points », « 0 points » (many: an irregular plural, « 2 enemies »)."""
    return f"{number} {noun(number, one, many)}"


def _plural_of(word: str) -> str:
    if " of " in word:  # « point of damage » → « points of damage »: the head noun takes the mark
        head, rest = word.split(" of ", 1)
        return f"{_plural_of(head)} of {rest}"
    if word.endswith(("s", "x", "z", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def listing(items: Iterable[str], last: str = "and") -> str:
    """« a », « a and b », « a, b and c » (``last="or"`` for alternatives)."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


def ordinal(number: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st."""
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def possessive(name: str) -> str:
    """« Loup's », « Atlas's »: what belongs to a card or a player, its name kept as typed."""
    return f"{name}'s"
