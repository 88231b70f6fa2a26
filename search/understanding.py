"""Read a player's question as concepts: what each meaningful word may be written as in the rules.

« jpeux bloquer un volant ? » → SMS forms rewritten (« je peux »), question and stop words
dropped, then one concept per remaining word: its stems, the rulebooks' words for it (players'
vocabulary, abbreviations, number words), the nearest index word when the index does not know
it, and its root. Ranking counts how many concepts a passage matches before anything else (numbers aside).
The work is bounded: at most MAX_CONCEPTS concepts and MAX_CORRECTIONS spell corrections.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from search.abbreviations import abbreviations_in, expansions_of
from search.analysis import STOP_WORDS, exact_analyzer, exact_name, french_analyzer
from search.games import NAMED_BY
from search.lexicon import lexicon
from search.vocabulary import ROOT_LENGTH

MAX_CONCEPTS = 12       # a question longer than this is read by its first twelve meaningful words
MAX_CORRECTIONS = 4     # spelling corrections are the costly part of a query
MIN_CORRECTED_LENGTH, MAX_CORRECTED_LENGTH = 4, 16  # a longer word is no typo of a rule word

# Field weights (BM25F): the passage's text first; a keyword's name is strong; the section's
# breadcrumb is light so that one section's passages do not crowd the top; the players'
# questions lead to the passage they point to.
BODY, TITLE, NAME, CRUMBS, QUESTIONS = 1.0, 2.5, 2.0, 0.25, 1.0
SYNONYM, CORRECTED, ROOT, PREFIX = 0.8, 0.6, 0.3, 0.6
FULLNAME_BOOST, PHRASE_BOOST, PAIR_SLOP = 12.0, 3.0, 2

_FRENCH, _EXACT = french_analyzer(), exact_analyzer()


def stems(word: str) -> list[str]:
    return [t.text for t in _FRENCH(word)]


def exact_forms(word: str) -> list[str]:
    return [t.text for t in _EXACT(word)]


@dataclass(frozen=True)
class Feature:
    """One form of a concept in one field, with its weight: a term, a phrase, or an unfinished word."""
    kind: str
    """term, phrase or prefix."""
    field: str
    text: str | tuple[str, ...]
    boost: float
    slop: int = 1

    def scores(self, facts) -> dict[int, float]:
        """Document → score, read from the index's cached postings (search/postings.py)."""
        if self.kind == "term":
            return facts.term(self.field, self.text)
        if self.kind == "phrase":
            return facts.phrase(self.field, self.text, self.slop)
        merged: dict[int, float] = {}
        for word in facts.prefix(self.text):
            for doc, score in facts.term("words", word).items():
                merged[doc] = max(merged.get(doc, 0.0), score)
        return merged


@dataclass
class Concept:
    word: str
    """The word as typed (folded), after the players' vocabulary."""
    features: list[Feature] = field(default_factory=list)
    known: bool = False
    """Some of its forms are in the index."""
    correction: str | None = None

    @property
    def counts(self) -> bool:
        """A number (« 3 dégâts », « 2 cartes ») describes the situation: it adds to a passage's score, but a
        passage is not ranked above another for holding it."""
        return not self.word.isdigit()

    @property
    def shown(self) -> str:
        """The word as the page restates it."""
        return self.correction or self.word

    def add(self, facts, kind: str, fieldname: str, text, boost: float, slop: int = 1) -> None:
        feature = Feature(kind, fieldname, text, boost, slop)
        if kind != "term" or facts.has(fieldname, text):  # an absent term would only cost a look-up
            self.features.append(feature)

    @property
    def body_terms(self) -> set[str]:
        """The stems to mark in a passage."""
        marked = set()
        for f in self.features:
            if f.field == "body":
                marked.update([f.text] if f.kind == "term" else f.text)
        return marked


@dataclass
class Reading:
    concepts: list[Concept]
    named_game: str | None
    words: list[str]
    """The meaningful words, after the vocabulary (for the restated query)."""
    dropped: list[str] = field(default_factory=list)
    """Words past MAX_CONCEPTS, left out."""
    corrections_left: int = MAX_CORRECTIONS


def named_game(words: list[str]) -> tuple[str | None, list[str]]:
    """The game a question names (« a noxilia »), and the words without its name.

    « helix » is also Helix Duels' currency (HLX): naming it filters to Helix Duels, the only
    game where that currency exists."""
    found, kept, i = None, [], 0
    longest = max(len(k) for k in NAMED_BY)
    while i < len(words):
        for size in range(min(longest, len(words) - i), 0, -1):
            game = NAMED_BY.get(tuple(words[i:i + size]))
            if game:
                found = found or game
                i += size
                break
        else:
            kept.append(words[i])
            i += 1
    return found, kept


def _known(facts, stem: str) -> bool:
    return any(facts.has(f, stem) for f in ("body", "title", "questions"))


def _add_word(concept: Concept, facts, word: str, weight: float, whole_names: bool = False) -> None:
    """``whole_names``: the word searches keyword names only if it is some keyword's whole name or alias
    (« poison », Noxilia's « Poison X »), not when it is only one word of names (« main », « Main du destin »)."""
    for stem in stems(word):
        if _known(facts, stem):
            concept.known = True
        concept.add(facts, "term", "body", stem, BODY * weight)
        concept.add(facts, "term", "title", stem, TITLE * weight)
        concept.add(facts, "term", "crumbs", stem, CRUMBS * weight)
        concept.add(facts, "term", "questions", stem, QUESTIONS * weight)
    for exact in exact_forms(word):
        if facts.has("fullname" if whole_names else "name", exact):
            concept.known = True
            concept.add(facts, "term", "name", exact, NAME * weight)


def _add_phrase(concept: Concept, facts, words: tuple[str, ...], weight: float) -> None:
    """A rulebook word or phrase the players' vocabulary adds. It stands for the player's word, so it
    names a keyword only whole: « hand » searches the player's « main », not Noxilia's « Main du destin »."""
    words = tuple(w for w in words if stems(w))  # stop words have no place in the index
    if len(words) == 1:
        return _add_word(concept, facts, words[0], weight, whole_names=True)
    phrase = tuple(s for w in words for s in stems(w))
    if not phrase or not all(_known(facts, s) for s in phrase):
        return
    concept.known = True
    concept.add(facts, "phrase", "body", phrase, BODY * weight)
    concept.add(facts, "phrase", "crumbs", phrase, CRUMBS * weight)
    concept.add(facts, "phrase", "questions", phrase, QUESTIONS * weight)


def concept_of(facts, suggest, word: str, game: str | None, partial: bool, corrections_left: list[int],
               phrase: str | None = None) -> Concept:
    """``suggest(word, maxdist)`` gives the nearest index word (Whoosh's spelling corrector);
    ``phrase``, the player's phrase the word is part of, whose synonyms are forms of the word too."""
    concept = Concept(word)
    _add_word(concept, facts, word, 1.0)
    alternatives = set(lexicon().alternatives(word, game))
    if phrase:
        alternatives |= lexicon().alternatives(phrase, game)
    alternatives |= {tuple(e.split()) for e in expansions_of(word)}
    for alternative in sorted(alternatives):
        _add_phrase(concept, facts, alternative, SYNONYM)
    partial = partial and len(word) >= 2 and bool(facts.prefix(word))
    if (not concept.known and not partial and corrections_left[0] > 0
            and MIN_CORRECTED_LENGTH <= len(word) <= MAX_CORRECTED_LENGTH and word.isalnum()):
        # A word the index does not know is read as its nearest index word (« bloquee » typed
        # « bloqee »); a swap of two letters is two edits.
        corrections_left[0] -= 1
        nearest = suggest(word, 1 if len(word) < 6 else 2)
        if nearest and nearest != word:
            concept.correction = nearest
            _add_word(concept, facts, nearest, CORRECTED)
    if partial:
        concept.features.append(Feature("prefix", "words", word, PREFIX))
        concept.known = True
    if len(word) > ROOT_LENGTH:
        # Word families Snowball keeps apart (bloqueurs, bloquantes, bloquer) share a root.
        concept.add(facts, "term", "roots", word[:ROOT_LENGTH], ROOT)
    return concept


GLUED = ("qu", "l", "d", "j", "s", "m", "t", "n")
"""Elided words typed without their apostrophe (« lxp », « dun », « sapplique », « quil »)."""


def unglued(facts, word: str) -> str:
    """« lenergie » → « energie »: a word the rules do not know, made of an elided article or pronoun glued to
    one they know (or one the players' vocabulary reads). A word the rules know is left alone (« doit »)."""
    if len(word) < 3 or not word.isalpha() or word in STOP_WORDS or _known_word(facts, word):
        return word
    for glued in GLUED:
        rest = word[len(glued):]
        # « sest », « quil », « dune »: a stop word once unglued (s'est, qu'il, d'une), then dropped as one.
        if word.startswith(glued) and len(rest) >= 2 and (rest in STOP_WORDS or _known_word(facts, rest)):
            return rest
    return word


def _known_word(facts, word: str) -> bool:
    return any(_known(facts, stem) for stem in stems(word)) or lexicon().knows(word)


def read_question(facts, suggest, words: list[str], game: str | None, partial: bool,
                  context: str | None = None) -> Reading:
    """The concepts of a question; ``game`` is the filter already chosen, if any; ``context`` the game at the
    table, whose players' words are read when neither a filter nor the question names a game."""
    words = [unglued(facts, w) for w in lexicon().rewrite(words)]
    named, words = named_game(words)
    phrases = lexicon().phrases_in(words)
    stop_words = lexicon().stop_words
    meaningful = [(i, w) for i, w in enumerate(words) if w not in STOP_WORDS and w not in stop_words]
    kept, dropped = meaningful[:MAX_CONCEPTS], meaningful[MAX_CONCEPTS:]
    corrections_left = [MAX_CORRECTIONS]
    concepts, seen = [], set()
    for index, (position, word) in enumerate(kept):
        if word in seen:
            continue
        seen.add(word)
        last = partial and index == len(kept) - 1
        concepts.append(concept_of(facts, suggest, word, game or named or context, last, corrections_left, phrases.get(position)))
    return Reading(concepts, named, [w for _, w in kept], [w for _, w in dropped], corrections_left[0])


def bonus_features(facts, reading: Reading, text: str) -> list[Feature]:
    """What rewards more than single words: a keyword named whole, the question's words side by side."""
    features: list[Feature] = []
    if reading.words:
        features.append(Feature("term", "fullname", exact_name(" ".join(reading.words)), FULLNAME_BOOST))
    together = [s for c in reading.concepts if c.known for s in stems(c.word)[:1]]
    # Words of the question side by side in a passage (or in a question players ask about it).
    for first, second in zip(together, together[1:], strict=False):
        features += [Feature("phrase", "body", (first, second), PHRASE_BOOST, PAIR_SLOP),
                     Feature("phrase", "questions", (first, second), PHRASE_BOOST * QUESTIONS, PAIR_SLOP)]
    for abbreviation in abbreviations_in(text):
        features += [Feature("term", "name", abbreviation, NAME), Feature("term", "body", abbreviation, BODY)]
    return features
