"""Small text helpers shared by the corpus and the search: one home for folding."""
import functools
import unicodedata

# The letters Unicode does not decompose, written as a player types them (the offline search folds alike).
FOLDED_LIGATURES = {"œ": "oe", "æ": "ae"}


def fold(text: str) -> str:
    """Lowercase with accents removed: how a player types on a phone."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    folded = "".join(c for c in decomposed if not unicodedata.combining(c))
    for ligature, letters in FOLDED_LIGATURES.items():
        folded = folded.replace(ligature, letters)
    return folded


def homonym_terms(*names: str) -> list[str]:
    """The forms under which a term may stand in several games.

    « Poison X » and « Poison », « Résistance [type] X » and « Résistance » are one term
    for a player: brackets, parentheses and the trailing X of a level are left out.
    """
    import re

    terms = set()
    for name in names:
        folded = fold(name)
        terms.add(folded.strip())
        base = re.sub(r"\[[^\]]*\]|\([^)]*\)", " ", folded)
        base = re.sub(r"\s+x\s*$", "", base.strip())
        terms.add(re.sub(r"\s+", " ", base).strip())
    return sorted(t for t in terms if t)


@functools.cache
def _collator():
    """The Unicode Collation Algorithm with its default table (DUCET), loaded once (~0.1 s).

    French needs no tailoring of it (CLDR's « fr » is the root collation; only fr-CA sorts
    accents backwards): accents and case weigh only when the letters tie, so « Dégager »
    comes before « Droiture » and « Éphémère » before « Esquive ».
    """
    from pyuca import Collator

    return Collator()


def collation_key(text: str) -> tuple[int, ...]:
    """The key that sorts French words as a dictionary does: accents as their letters, case-insensitively."""
    return _collator().sort_key(text)


def initial(text: str) -> str:
    """The letter a word is filed under in an index: « É » under E, « Œ » under O, a digit or sign under #."""
    first = fold(text).lstrip()[:1].upper()
    return first if "A" <= first <= "Z" else "#"
