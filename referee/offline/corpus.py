"""What a phone keeps to work without the network: each game's corpus as one JSON, and the search's lexicon.

The documents are the search index's own (search/documents.py: passages, heading-only sections,
published rulings), so the phone searches what the server searches, with the index's own stem of each
of their words (``stems``: the phone has no French stemmer); the lexicon carries the server's folding
rules, stop words, players' vocabulary, abbreviations, field weights and bounds, so the phone reads a
question the way the server does. Both are built once per corpus generation and per process (the
generation moves with every change of what is indexed).
"""
from __future__ import annotations

import gzip
import json
import threading
from dataclasses import dataclass
from functools import lru_cache

from search.generation import Generation, current

FORMAT = 2
# What the phone needs of an index document to find it, show it and link to it.
DOCUMENT_FIELDS = ("id", "kind", "section", "title", "crumbs", "body", "questions", "url", "section_title",
                   "section_url", "path", "names")


@dataclass(frozen=True)
class Bundle:
    generation: dict
    """The corpus generation the exports were built from: value, token and the date it was reached."""
    games: dict[str, Export]


@dataclass(frozen=True)
class Export:
    body: bytes
    """The JSON, UTF-8."""
    gzipped: int
    """Its size gzip-compressed, as it travels: what the offline page announces."""
    pages: int
    """The pages kept with it."""


def _generation_data(generation: Generation) -> dict:
    from search.models import CorpusGeneration

    changed = CorpusGeneration.objects.filter(pk=1).values_list("changed_at", flat=True).first()
    return {"value": generation.value, "token": generation.token,
            "date": changed.isoformat() if changed else None}


def game_pages(game) -> list[str]:
    """Every page of a game a player may open at the table: contents, sections, glossary, keywords, rulings."""
    from rules.models import Ruling

    pages = [game.get_absolute_url(), f"/{game.slug}/glossaire/", f"/{game.slug}/decisions/"]
    pages += [s.get_absolute_url() for s in game.sections.select_related("game").order_by("order")]
    pages += [k.get_absolute_url() for k in game.keywords.select_related("game").order_by("order")]
    public = game.rulings.filter(status__in=[Ruling.Status.PUBLISHED, Ruling.Status.SUPERSEDED]).order_by("number")
    pages += [r.get_absolute_url() for r in public.select_related("game")]
    return pages


def stems_of(documents: list[dict]) -> dict:
    """The stem the index gives each word of ``documents`` (search/analysis.py: Snowball, feminine endings
    folded) when it is not the word itself: ``{"cut": {"2": "bloquer bloquee …"}}`` for a stem that is the
    word without its last letters (nearly all), ``{"other": {"principaux": "principal"}}`` for the rest.
    A word absent is its own stem. Under a tenth of a game's download, gzip-compressed."""
    from search.analysis import STOP_WORDS, exact_analyzer, french_stem

    analyzer = exact_analyzer()  # the index's words before stop words and stemming
    words: set[str] = set()
    for doc in documents:
        for text in (doc.get("title"), doc.get("crumbs"), doc.get("body"), doc.get("questions"), *doc.get("names", ())):
            words.update(t.text for t in analyzer(text or ""))
    cut: dict[int, list[str]] = {}
    other: dict[str, str] = {}
    for word in sorted(words - STOP_WORDS):
        stem = french_stem(word)
        if stem == word:
            continue
        if word.startswith(stem):
            cut.setdefault(len(word) - len(stem), []).append(word)
        else:
            other[word] = stem
    return {"cut": {str(n): " ".join(w) for n, w in sorted(cut.items())}, "other": other}


def _build(generation: Generation) -> Bundle:
    from rules.models import Game
    from search.documents import all_documents

    documents: dict[str, list[dict]] = {}
    for doc in all_documents():
        documents.setdefault(doc["game"], []).append({k: doc[k] for k in DOCUMENT_FIELDS if doc.get(k)})
    version = _generation_data(generation)
    exports = {}
    for game in Game.objects.select_related("rulebook"):
        rulebook = getattr(game, "rulebook", None)
        pages = game_pages(game)
        data = {
            "format": FORMAT,
            "game": {"slug": game.slug, "name": game.name, "url": game.get_absolute_url()},
            "rulebook": {"title": rulebook.title, "version": rulebook.version} if rulebook else None,
            "generation": version,
            "sections": [{"anchor": s.anchor, "title": s.title, "level": s.level, "url": s.get_absolute_url()}
                         for s in game.sections.select_related("game").order_by("order")],
            "glossary": [{"anchor": k.anchor, "name": k.name, "aliases": k.aliases, "text": k.text,
                          "url": k.get_absolute_url()} for k in game.keywords.select_related("game").order_by("order")],
            "questions": [{"text": q.text, "answers": [a.get_absolute_url() for a in q.answers.all()]}
                          for q in game.questions.prefetch_related("answers__section__game")],
            "documents": documents.get(game.slug, []),
            "stems": stems_of(documents.get(game.slug, [])),
            "pages": pages,
        }
        body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
        exports[game.slug] = Export(body, len(gzip.compress(body, 6)), len(pages))
    return Bundle(version, exports)


_lock = threading.Lock()
_built: dict[Generation, Bundle] = {}


def exports() -> Bundle:
    """Every game's export for the database's generation, built once per generation and process (~0.3 s)."""
    generation = current()
    with _lock:
        if generation not in _built:
            _built.clear()  # only the current generation is ever asked for again
            _built[generation] = _build(generation)
        return _built[generation]


@lru_cache(maxsize=1)
def lexicon_json() -> bytes:
    """How the server reads a question, as data for the phone: the same rules, from their one home."""
    from rules.text import FOLDED_LIGATURES
    from search.abbreviations import ABBREVIATIONS
    from search.analysis import ELISION, STOP_WORDS
    from search.games import NAMED_BY
    from search.lexicon import ENGLISH_SUFFIXES, lexicon
    from search.postings import MAX_PREFIX_EXPANSION
    from search.service import FIRST_PLACES, NEAR_DUPLICATE
    from search.understanding import (
        BODY,
        CORRECTED,
        CRUMBS,
        FULLNAME_BOOST,
        GLUED,
        MAX_CONCEPTS,
        MAX_CORRECTED_LENGTH,
        MAX_CORRECTIONS,
        MIN_CORRECTED_LENGTH,
        NAME,
        PAIR_SLOP,
        PHRASE_BOOST,
        PREFIX,
        QUESTIONS,
        ROOT,
        SYNONYM,
        TITLE,
    )
    from search.vocabulary import ROOT_LENGTH

    words = lexicon()
    data = {
        "format": FORMAT,
        "ligatures": FOLDED_LIGATURES,
        "elision": ELISION.pattern,
        "stop_words": sorted(STOP_WORDS),
        "question_stop_words": sorted(words.stop_words),
        "common_words": sorted(words.common_words),
        "glued": list(GLUED),
        "near_duplicate": NEAR_DUPLICATE,
        "first_places": FIRST_PLACES,
        "rewrites": sorted([" ".join(k), " ".join(v)] for k, v in words.rewrites.items()),
        "phrases": {" ".join(k): v for k, v in sorted(words.phrases.items())},
        "synonyms": {game: {word: sorted(" ".join(w) for w in alternatives) for word, alternatives in sorted(table.items())}
                     for game, table in sorted(words.synonyms.items())},
        "abbreviations": {k: list(v) for k, v in ABBREVIATIONS.items()},
        "games": {" ".join(k): v for k, v in sorted(NAMED_BY.items())},
        "english_suffixes": ENGLISH_SUFFIXES,
        "weights": {"body": BODY, "title": TITLE, "name": NAME, "crumbs": CRUMBS, "questions": QUESTIONS,
                    "synonym": SYNONYM, "corrected": CORRECTED, "root": ROOT, "prefix": PREFIX,
                    "fullname": FULLNAME_BOOST, "phrase": PHRASE_BOOST},
        "pair_slop": PAIR_SLOP,
        "corrected": [MIN_CORRECTED_LENGTH, MAX_CORRECTED_LENGTH],
        "max_concepts": MAX_CONCEPTS,
        "max_corrections": MAX_CORRECTIONS,
        "max_prefix_expansion": MAX_PREFIX_EXPANSION,
        "root_length": ROOT_LENGTH,
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
