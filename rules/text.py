"""Small text helpers shared by the corpus and the search: one home for folding."""
import unicodedata


def fold(text: str) -> str:
    """Lowercase with accents removed: how a player types on a phone."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c)).replace("œ", "oe").replace("æ", "ae")


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
