"""Read a player's question as concepts: what each meaningful word may be written as in the rules.

« jpeux bloquer un volant ? » → SMS forms rewritten (« je peux »), question and stop words
dropped, then one concept per remaining word: its stems, the rulebooks' words for it (players'
vocabulary, abbreviations, number words), the nearest index word when the index does not know
it, and its root. Ranking counts how many concepts a passage matches before anything else.
The work is bounded: at most MAX_CONCEPTS concepts and MAX_CORRECTIONS spell corrections.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from whoosh.query import Or, Phrase, Prefix, Query, Term

from search.abbreviations import abbreviations_in, expansions_of
from search.analysis import STOP_WORDS, exact_analyzer, exact_name, french_analyzer
from search.lexicon import lexicon
from search.vocabulary import ROOT_LENGTH

MAX_CONCEPTS = 12       # a question longer than this is read by its first twelve meaningful words
MAX_CORRECTIONS = 4     # spell corrections are the costly part of a query
MIN_CORRECTED_LENGTH, MAX_CORRECTED_LENGTH = 4, 24

# Field weights (BM25F): the passage's text first; a keyword's name is strong; the section's
# breadcrumb is light so that one section's passages do not crowd the top; the players'
# questions lead to the passage they point to.
BODY, TITLE, NAME, CRUMBS, QUESTIONS = 1.0, 2.5, 2.0, 0.25, 0.7
SYNONYM, CORRECTED, ROOT, PREFIX = 0.8, 0.6, 0.3, 0.6
FULLNAME_BOOST, PHRASE_BOOST, PAIR_SLOP = 12.0, 3.0, 2
TEXT_FIELDS = ("body", "title", "crumbs", "questions")

# Words that name a game (folded), and the game. « helix » is also Helix Duels' currency (HLX):
# it filters to the game and stays a word of the question.
GAME_WORDS = {
    ("helix", "duels"): "helix", ("helix",): "helix", ("ordre", "de", "veiel"): "veiel", ("veiel",): "veiel",
    ("stellar", "nexus"): "stellar-nexus", ("stellar",): "stellar-nexus", ("nexus",): "stellar-nexus",
    ("heliosthenos",): "heliosthenos", ("helios",): "heliosthenos", ("heliostenos",): "heliosthenos",
    ("noxilia",): "noxilia", ("noxi",): "noxilia",
}
KEPT_GAME_WORDS = {"helix"}

_FRENCH, _EXACT = french_analyzer(), exact_analyzer()


def stems(word: str) -> list[str]:
    return [t.text for t in _FRENCH(word)]


def exact_forms(word: str) -> list[str]:
    return [t.text for t in _EXACT(word)]


@dataclass
class Concept:
    word: str
    """The word as typed (folded), after the players' vocabulary."""
    clauses: list[Query] = field(default_factory=list)
    terms: set[tuple[str, str]] = field(default_factory=set)
    """(field, term) pairs that count as matching this concept."""
    prefixes: list[str] = field(default_factory=list)
    """As-you-type: index words starting with these count too."""
    known: bool = False
    """Some of its forms are in the index."""
    correction: str | None = None

    def add_term(self, fieldname: str, text: str, boost: float) -> None:
        self.clauses.append(Term(fieldname, text, boost=boost))
        self.terms.add((fieldname, text))

    def docs(self, postings) -> set[int]:
        """The documents matching any form of the concept; ``postings(field, term)`` gives a term's."""
        found: set[int] = set()
        for fieldname, text in self.terms:
            found |= postings(fieldname, text)
        for prefix in self.prefixes:
            found |= postings("words*", prefix)
        return found


@dataclass
class Reading:
    concepts: list[Concept]
    named_game: str | None
    words: list[str]
    """The meaningful words, after the vocabulary (for the restated query)."""
    dropped: list[str] = field(default_factory=list)
    """Words past MAX_CONCEPTS, left out."""


def named_game(words: list[str]) -> tuple[str | None, list[str]]:
    """The game a question names (« a noxilia »), and the words without its name."""
    found, kept, i = None, [], 0
    longest = max(len(k) for k in GAME_WORDS)
    while i < len(words):
        for size in range(min(longest, len(words) - i), 0, -1):
            game = GAME_WORDS.get(tuple(words[i:i + size]))
            if game:
                found = found or game
                if size == 1 and words[i] in KEPT_GAME_WORDS:
                    kept.append(words[i])
                i += size
                break
        else:
            kept.append(words[i])
            i += 1
    return found, kept


def _known(searcher, stem: str) -> bool:
    return any(searcher.doc_frequency(f, stem) for f in ("body", "title", "questions"))


def _starts_a_word(searcher, prefix: str) -> bool:
    return next(iter(searcher.reader().expand_prefix("words", prefix)), None) is not None


def _add_word(concept: Concept, searcher, word: str, weight: float) -> None:
    for stem in stems(word):
        if _known(searcher, stem):
            concept.known = True
        concept.add_term("body", stem, BODY * weight)
        concept.add_term("title", stem, TITLE * weight)
        concept.add_term("crumbs", stem, CRUMBS * weight)
        concept.add_term("questions", stem, QUESTIONS * weight)
    for exact in exact_forms(word):
        if searcher.doc_frequency("name", exact):
            concept.known = True
            concept.add_term("name", exact, NAME * weight)


def _add_phrase(concept: Concept, searcher, words: tuple[str, ...], weight: float) -> None:
    phrase = [s for w in words for s in stems(w)]
    if len(phrase) == 1:
        return _add_word(concept, searcher, phrase[0], weight)
    if not phrase or not all(_known(searcher, s) for s in phrase):
        return
    concept.known = True
    concept.clauses.append(Or([Phrase("body", phrase, boost=BODY * weight),
                               Phrase("questions", phrase, boost=QUESTIONS * weight)]))
    for stem in phrase:
        concept.terms.update({("body", stem), ("questions", stem)})


def concept_of(searcher, word: str, game: str | None, partial: bool, corrections_left: list[int]) -> Concept:
    concept = Concept(word)
    _add_word(concept, searcher, word, 1.0)
    alternatives = set(lexicon().alternatives(word, game))
    alternatives |= {tuple(e.split()) for e in expansions_of(word)}
    for alternative in sorted(alternatives):
        _add_phrase(concept, searcher, alternative, SYNONYM)
    partial = partial and len(word) >= 2 and _starts_a_word(searcher, word)
    if (not concept.known and not partial and corrections_left[0] > 0
            and MIN_CORRECTED_LENGTH <= len(word) <= MAX_CORRECTED_LENGTH and not word.isdigit()):
        # A word the index does not know is read as its nearest index word (« bloquee » typed
        # « bloqee »); a swap of two letters is two edits.
        corrections_left[0] -= 1
        distance = 1 if len(word) < 6 else 2
        nearest = searcher.suggest("words", word, limit=1, maxdist=distance, prefix=1)
        if nearest and nearest[0] != word:
            concept.correction = nearest[0]
            _add_word(concept, searcher, nearest[0], CORRECTED)
    if partial:
        concept.clauses += [Prefix("words", word, boost=PREFIX), Prefix("name", word, boost=PREFIX * NAME)]
        concept.prefixes.append(word)
        concept.known = True
    if len(word) > ROOT_LENGTH:
        # Word families Snowball keeps apart (bloqueurs, bloquantes, bloquer) share a root.
        concept.add_term("roots", word[:ROOT_LENGTH], ROOT)
    return concept


def read_question(searcher, words: list[str], game: str | None, partial: bool) -> Reading:
    """The concepts of a question; ``game`` is the filter already chosen, if any."""
    words = lexicon().rewrite(words)
    named, words = named_game(words)
    meaningful = [w for w in words if w not in STOP_WORDS]
    if not meaningful and words:
        meaningful = words[-1:]  # « quand » alone is still something to look for
    kept, dropped = meaningful[:MAX_CONCEPTS], meaningful[MAX_CONCEPTS:]
    corrections_left = [MAX_CORRECTIONS]
    concepts = []
    for index, word in enumerate(dict.fromkeys(kept)):
        last = partial and index == len(kept) - 1 and word == kept[-1]
        concepts.append(concept_of(searcher, word, game or named, last, corrections_left))
    return Reading(concepts, named, kept, dropped)


def bonus_clauses(searcher, reading: Reading, text: str) -> list[Query]:
    """Clauses that reward more than single words: a keyword named whole, the words side by side."""
    clauses: list[Query] = []
    if reading.words:
        clauses.append(Term("fullname", exact_name(" ".join(reading.words)), boost=FULLNAME_BOOST))
    together = [s for c in reading.concepts if c.known for s in stems(c.word)[:1]]
    # Words of the question side by side in a passage (or in a question players ask about it).
    for first, second in zip(together, together[1:]):
        clauses += [Phrase("body", [first, second], slop=PAIR_SLOP, boost=PHRASE_BOOST),
                    Phrase("questions", [first, second], slop=PAIR_SLOP, boost=PHRASE_BOOST * QUESTIONS)]
    for abbreviation in abbreviations_in(text):
        clauses.append(Or([Term("name", abbreviation, boost=NAME), Term("body", abbreviation)]))
    return clauses
