"""The French every game's phrasebook needs: counts, agreement, lists, signed numbers, elision.

Typography kept by every sentence the engines write (a test scans them): the straight
apostrophe ('), a space before « ; », « : », « ? » and « ! », no « (s) » hedge: agree instead.
"""
from __future__ import annotations

import enum
from collections.abc import Iterable

APOSTROPHE = "'"


class Gender(enum.Enum):
    """The grammatical gender of a noun: a card, a unit or an enemy is spoken of in agreement."""

    MASCULINE = "m"
    FEMININE = "f"


# Past participles and adjectives whose feminine is not the masculine + « e ».
_FEMININE = {"mort": "morte", "neuf": "neuve", "actif": "active", "vif": "vive", "blanc": "blanche",
             "premier": "première", "dernier": "dernière", "seul": "seule", "tout": "toute"}


def agree(word: str, gender: Gender, count: int = 1) -> str:
    """« détruit » agreed with a noun: « détruite », « détruits », « détruites »."""
    if gender is Gender.FEMININE and not word.endswith("e"):
        word = _FEMININE.get(word, word + "e")
    elif gender is Gender.FEMININE and word.endswith("é"):
        word += "e"
    if abs(count) > 1 and not word.endswith(("s", "x")):
        word += "s"
    return word


def noun(count: int, one: str, many: str | None = None) -> str:
    """The noun agreed with a count: singular for 0 and 1 in French (« 0 dégât », « 1 dégât »)."""
    return one if abs(count) < 2 else (many or _plural_of(one))


def count(number: int, one: str, many: str | None = None) -> str:
    """« 1 point », « 3 points », « 0 dégât », « 2 dégâts » (many: an irregular plural)."""
    return f"{number} {noun(number, one, many)}"


def _plural_of(word: str) -> str:
    if " " in word:  # « point de vie » → « points de vie »: the head noun takes the mark
        head, rest = word.split(" ", 1)
        return f"{_plural_of(head)} {rest}"
    if word.endswith(("s", "x", "z")):
        return word
    if word.endswith(("au", "eu")):
        return word + "x"
    if word.endswith("al"):
        return word[:-2] + "aux"
    return word + "s"


def listing(items: Iterable[str], last: str = "et") -> str:
    """« a », « a et b », « a, b et c » (``last="ou"`` for alternatives)."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


def signed(number: int) -> str:
    """+3, -3, and a plain 0 (as the rulebooks write « le score total sera 0 »)."""
    return f"{number:+d}" if number else "0"


_VOWELS = "aeiouyàâäéèêëîïôöùûüœAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŒ"
_ASPIRATED_H = ("haut", "héros", "hache", "hurl", "hibou", "hors", "harpie", "hall", "hameau", "hérisson")


def elides(word: str) -> bool:
    """Whether « de »/« le »/« que » elide before this word (« d'Esquive », « de Héros »)."""
    if not word:
        return False
    if word[0] in "hH":
        return not word.lower().startswith(_ASPIRATED_H)
    return word[0] in _VOWELS


def of(name: str) -> str:
    """« de Loup », « d'Archer » (a name keeps its capital)."""
    return f"d{APOSTROPHE}{name}" if elides(name) else f"de {name}"


def the(name: str, gender: Gender = Gender.MASCULINE) -> str:
    """« le Golem », « la Harpie », « l'Archer »."""
    if elides(name):
        return f"l{APOSTROPHE}{name}"
    return f"{'la' if gender is Gender.FEMININE else 'le'} {name}"


def capitalized(sentence: str) -> str:
    return sentence[:1].upper() + sentence[1:]


def of_the(phrase: str) -> str:
    """« de » before a phrase that may begin with an article, contracted as French does:
    « du défenseur » (de + le), « des joueurs » (de + les), « de la Forteresse », « de l'attaquant »;
    a bare name as :func:`of` (« de Loup », « d'Archer »)."""
    lowered = phrase[:4].lower()
    if lowered.startswith("le "):
        return f"du {phrase[3:]}"
    if lowered.startswith("les "):
        return f"des {phrase[4:]}"
    if lowered.startswith(("la ", f"l{APOSTROPHE}")):
        return f"de {phrase}"
    return of(phrase)
