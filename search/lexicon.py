"""The players' vocabulary (``search/players_vocabulary.txt``): the words players type that the
rulebooks don't use, kept as reviewed data.

    jpeux, jpeu => je peux                    spoken or SMS forms, rewritten before anything else
    que se passe t il =>                      a phrasing that carries no rule, dropped
    stop : what, does, the                    English stop words, dropped after the phrases are found
    common : cas, carte, jeu                  words every passage may hold: alone, they are no question
    helix : tapee, tape -> inclinee           a player's word also searches the rulebook's (one way)
    * : deux <-> 2                            every word of the group searches all the others

``*`` is every game. Words are folded (accents optional). The synonyms of a player's phrase
(« hand size », « deck vide ») are forms of each of its words; a target of several words is
searched as a phrase. An English word listed in one form is found in its inflections too
(« blocked », « blocking », « blockers » search what « block » and « blocker » search), unless
that inflection has an entry of its own.
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
STOP = "stop"
COMMON = "common"


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


# English inflections and the endings of the forms they may come from, likeliest first (english_bases).
ENGLISH_SUFFIXES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("ies", ("y",)), ("ied", ("y",)), ("es", ("", "e")), ("s", ("",)), ("ed", ("", "e")), ("ing", ("", "e")))


def english_bases(word: str) -> list[str]:
    """The forms an English inflection may come from, likeliest first: « enemies » → « enemy »,
    « tapped » → « tap », « blocking » → « block », « moving » → « move ». Only looked up when the
    word itself is not in the vocabulary, so a French word keeps its own entry."""
    if len(word) < 4 or not word.isalpha():
        return []
    bases = []
    # Agent nouns (« blocker », « player ») are listed whole: « -er » is also French's infinitive
    # (« tirer » is no « tir »).
    for suffix, replacements in ENGLISH_SUFFIXES:
        stem = word[: -len(suffix)]
        if word.endswith(suffix) and len(stem) >= 2 and not word.endswith("ss"):
            bases += [stem + r for r in replacements]
            if suffix in ("ed", "ing") and len(stem) >= 3 and stem[-1] == stem[-2]:
                bases.append(stem[:-1])  # tapped, tapping → tap
    return [b for b in dict.fromkeys(bases) if b != word]


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
    stop_words: set[str] = field(default_factory=set)
    """English words that carry no rule (French ones are search.analysis.STOP_WORDS)."""
    common_words: set[str] = field(default_factory=set)
    """Words the rules use everywhere (« carte », « jeu »): a question of these alone was not understood."""
    rulebook_words: list[tuple[int, str, tuple[str, ...]]] = field(default_factory=list)
    """The targets of the one-way lines, each as (line, game or *, words): the rulebook's own words."""

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

    def knows(self, word: str) -> bool:
        """The word is a player's word of some game, or a stop word (it means something to the search)."""
        return word in self.stop_words or any(word in table for table in self.synonyms.values())

    def alternatives(self, word: str, game: str | None) -> set[tuple[str, ...]]:
        """What ``word`` also searches: in ``game`` and every game, or in all games when none is known.

        A word without an entry is looked up by its English bases (« blocked » as « block »)."""
        games = (ALL_GAMES, game) if game else tuple(self.synonyms)
        for form in (word, *english_bases(word)):
            found: set[tuple[str, ...]] = set()
            for name in games:
                found |= self.synonyms.get(name, {}).get(form, set())
            found.discard(tuple(form.split("_")))
            if found:
                return found
        return set()


def parse_vocabulary(text: str, path: str = "<text>") -> Lexicon:
    lexicon = Lexicon()
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split(" #")[0].strip()
        if not line or line.startswith("#"):
            continue
        if "=>" in line:
            typed, _, words = line.partition("=>")
            forms = [_words(form) for form in typed.split(",") if _words(form)]
            if not forms:
                raise VocabularyError(f"{path}:{number}: write 'typed form => words'")
            for form in forms:
                lexicon.rewrites[form] = _words(words)
            continue
        game, colon, rest = line.partition(":")
        game = game.strip()
        if game == STOP:
            lexicon.stop_words.update(w for form in rest.split(",") for w in _words(form))
            continue
        if game == COMMON:
            lexicon.common_words.update(w for form in rest.split(",") for w in _words(form))
            continue
        if not colon or (game != ALL_GAMES and game not in GAME_SLUGS):
            raise VocabularyError(
                f"{path}:{number}: write '<game or *> : words -> words' (games: {', '.join(GAME_SLUGS)}), "
                f"'{STOP} : words', '{COMMON} : words' or 'typed form => words'")
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
            lexicon.rulebook_words += [(number, game, words) for words in targets]
    return lexicon


# What a French verb of the first group (« crever », « buter », « poser ») is typed as at the table: « il a
# crevé », « je le bute », « ils posent »… (folded). Only single-word player forms ending in « er ».
FRENCH_VERB_ENDINGS = ("e", "es", "ent", "ee", "ees", "ez", "ait", "ais", "aient", "ant", "era", "erai", "eront")


def french_inflections(word: str) -> list[str]:
    """The forms a player types of a listed verb (« crever » → creve, crevent, crevee…) or noun (« bestiole »
    → bestioles). A guess the vocabulary's own entries always override (``inflect``)."""
    if not word.isalpha() or len(word) < 4:
        return []
    if word.endswith("er") and len(word) >= 5:
        return [word[:-2] + ending for ending in FRENCH_VERB_ENDINGS]
    return [] if word[-1] in "sxz" else [word + "s"]


def inflect(lexicon: Lexicon) -> None:
    """Give each single-word player form its inflections, unless one is a form listed anywhere: a form a line
    gives a meaning of its own (Helix's « tape », tapped) keeps only that meaning."""
    listed = {word for table in lexicon.synonyms.values() for word in table}
    listed |= {w for table in lexicon.synonyms.values() for group in table.values() for words in group for w in words}
    listed |= lexicon.stop_words | {k[0] for k in lexicon.rewrites if len(k) == 1}
    for table in lexicon.synonyms.values():
        for word, targets in list(table.items()):
            if "_" in word:
                continue
            for form in french_inflections(word):
                if form not in listed:
                    table.setdefault(form, set()).update(targets)


@lru_cache(maxsize=1)
def lexicon() -> Lexicon:
    """The repository's vocabulary, read once per process."""
    if not VOCABULARY_FILE.exists():
        return Lexicon()
    words = parse_vocabulary(VOCABULARY_FILE.read_text(encoding="utf-8"), str(VOCABULARY_FILE))
    inflect(words)
    return words
