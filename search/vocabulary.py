"""The folded, unstemmed words of the corpus: what "did you mean" suggests from."""
import re

from rules.text import fold
from search.analysis import STOP_WORDS


def words_of(text: str) -> list[str]:
    words = re.findall(r"[a-z0-9]+", fold(text).replace("'", " ").replace("’", " "))
    return sorted({w for w in words if len(w) >= 3 and w not in STOP_WORDS})


ROOT_LENGTH = 5  # « bloqueurs », « bloquantes », « bloquer » share « bloqu »


def roots_of(words: list[str]) -> list[str]:
    """The short roots of the longer words: a cheap net for word families stemming keeps apart."""
    return sorted({w[:ROOT_LENGTH] for w in words if len(w) > ROOT_LENGTH})
