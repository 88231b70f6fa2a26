"""The players' vocabulary (``search/players_vocabulary.txt``): the words players type that the
rulebooks don't use, kept as reviewed data.

    jpeux => je peux                          a spoken or SMS form, rewritten before anything else
    helix : tapee, tape -> inclinee           a player's word also searches the rulebook's (one way)
    * : deux <-> 2                            every word of the group searches all the others

``*`` is every game. Words are folded (accents optional). The synonyms of a player's phrase
(« hand size », « deck vide ») are forms of each of its words; a target of several words is
searched as a phrase.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from rules.parsing import GAME_SLUGS
from rules.text import fold

VOCABULARY_FILE = Path(__file__).resolve().parent / "players_vocabulary.txt"
ALL_GAMES = "*"


class VocabularyError(ValueError):
    """A line of the vocabulary breaks the format; the message names the file and line."""


def _words(text: str) -> tuple[str, ...]:
    return tuple(re.findall(r"[a-z0-9]+", fold(text)))


def _replace(words: list[str], table: dict[tuple[str, ...], tuple[str, ...]]) -> list[str]:
    """Replace the forms of ``table`` found in ``words``, longest form first."""
    longest = max((len(k) for k in table), default=0)
    out, i = [], 0
    while i < len(words):
        for size in range(min(longest, len(words) - i), 0, -1):
            replacement = table.get(tuple(words[i:i + size]))
            if replacement is not None:
                out.extend(replacement)
                i += size
                break
        else:
            out.append(words[i])
            i += 1
    return out


def phrase_token(words: tuple[str, ...]) -> str:
    """The key of a player's phrase (« hand size ») in the synonyms: « hand_size »."""
    return "_".join(words)


@dataclass
class Lexicon:
    rewrites: dict[tuple[str, ...], tuple[str, ...]] = field(default_factory=dict)
    """Typed form (folded words) → the words it stands for."""
    phrases: dict[tuple[str, ...], str] = field(default_factory=dict)
    """A player's phrase that has synonyms (« hand size ») → its token (« hand_size »)."""
    synonyms: dict[str, dict[str, set[tuple[str, ...]]]] = field(default_factory=dict)
    """Game (or *) → a folded word (or phrase token) → the words or phrases it also searches."""

    def rewrite(self, words: list[str]) -> list[str]:
        """Replace spoken and SMS forms (« jpeux » → « je peux »)."""
        return _replace(words, self.rewrites)

    def phrases_in(self, words: list[str]) -> dict[int, str]:
        """Word position → the token of the player's phrase it is part of (« hand size » → hand_size)."""
        longest = max((len(k) for k in self.phrases), default=0)
        found, i = {}, 0
        while i < len(words):
            for size in range(min(longest, len(words) - i), 1, -1):
                token = self.phrases.get(tuple(words[i:i + size]))
                if token is not None:
                    found.update({j: token for j in range(i, i + size)})
                    i += size
                    break
            else:
                i += 1
        return found

    def alternatives(self, word: str, game: str | None) -> set[tuple[str, ...]]:
        """What ``word`` also searches: in ``game`` and every game, or in all games when none is known."""
        games = (ALL_GAMES, game) if game else tuple(self.synonyms)
        found: set[tuple[str, ...]] = set()
        for name in games:
            found |= self.synonyms.get(name, {}).get(word, set())
        found.discard(tuple(word.split("_")))
        return found


def parse_vocabulary(text: str, path: str = "<text>") -> Lexicon:
    lexicon = Lexicon()
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split(" #")[0].strip()
        if not line or line.startswith("#"):
            continue
        if "=>" in line:
            typed, _, words = line.partition("=>")
            if not _words(typed):
                raise VocabularyError(f"{path}:{number}: write 'typed form => words'")
            lexicon.rewrites[_words(typed)] = _words(words)
            continue
        game, colon, rest = line.partition(":")
        game = game.strip()
        if not colon or (game != ALL_GAMES and game not in GAME_SLUGS):
            raise VocabularyError(
                f"{path}:{number}: write '<game or *> : words -> words' (games: {', '.join(GAME_SLUGS)}) or 'typed form => words'")
        two_way = "<->" in rest
        left, arrow, right = rest.partition("<->" if two_way else "->")
        sources = [_words(w) for w in left.split(",") if _words(w)]
        targets = [_words(w) for w in right.split(",") if _words(w)]
        if not arrow or not sources or not targets:
            raise VocabularyError(f"{path}:{number}: a synonym line needs words on both sides of '->' or '<->'")
        table = lexicon.synonyms.setdefault(game, {})
        for words in sources + (targets if two_way else []):
            if len(words) > 1:
                lexicon.phrases[words] = phrase_token(words)
        if two_way:
            group = sources + targets
            for words in group:
                table.setdefault(phrase_token(words), set()).update(group)
        else:
            for words in sources:
                table.setdefault(phrase_token(words), set()).update(targets)
    return lexicon


@lru_cache(maxsize=1)
def lexicon() -> Lexicon:
    """The repository's vocabulary, read once per process."""
    if not VOCABULARY_FILE.exists():
        return Lexicon()
    return parse_vocabulary(VOCABULARY_FILE.read_text(encoding="utf-8"), str(VOCABULARY_FILE))
