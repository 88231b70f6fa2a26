"""Run a player's question against an index: concepts first, then BM25F; whole passages, grouped.

Ranking: a passage that matches more of the question's concepts (search/understanding.py) comes
first, whatever its score; among equals, BM25F decides. Functions take the index as a
parameter, so tests can give them a small index of their own.
"""
from __future__ import annotations

import html
import math
import os
import threading
from collections import Counter, OrderedDict, defaultdict
from dataclasses import dataclass, field

from whoosh.index import Index
from whoosh.query import And, Or, Prefix, Term

from rules.parsing import GAME_SLUGS
from search.index import searcher_for
from search.query import ParsedQuery
from search.postings import IndexFacts, facts_of
from search.understanding import MAX_CORRECTED_LENGTH, Reading, bonus_features, read_question, stems

PAGE_SIZE = 10
NO_ANSWER_HITS = 3   # when the rules do not answer, the nearest passages only
GAME_NAMES = {
    "helix": "Helix Duels", "veiel": "L'Ordre de Veiel", "stellar-nexus": "Stellar Nexus TCG",
    "heliosthenos": "Héliosthenos", "noxilia": "Noxilia",
}
KIND_PLURALS = {"section": "règles", "keyword": "mots-clés", "ruling": "décisions"}
EXACT_NAME_PIN = True


@dataclass
class Hit:
    id: str
    game: str
    kind: str
    title: str
    """The keyword's name, or the section's title for a rule passage."""
    path: str
    snippet: str
    """HTML: the whole passage, escaped first, then the matched words wrapped in <mark>."""
    url: str
    """Where to go: the passage's permalink (a keyword: its glossary entry)."""
    api_url: str
    text: str = ""
    """The passage, plain text."""
    anchor: str = ""
    """The passage's anchor within its section (its permalink's fragment)."""
    section: str = ""
    """The section's rule anchor, « noxilia/combat »."""
    section_title: str = ""
    section_url: str = ""
    coverage: int = 0
    """How many of the question's concepts the passage matches."""

    @property
    def game_name(self) -> str:
        return GAME_NAMES[self.game]

    @property
    def passage_url(self) -> str:
        """The passage's permalink in its section's page."""
        return f"{self.section_url}#{self.anchor}" if self.anchor else self.section_url


@dataclass
class Group:
    """The hits of one section, in rank order: the page shows them together."""
    section: str
    title: str
    url: str
    path: str
    hits: list[Hit]


@dataclass
class SearchResults:
    query: ParsedQuery
    count: int = 0
    hits: list[Hit] = field(default_factory=list)
    facets: dict[str, dict[str, int]] = field(default_factory=lambda: {"game": {}, "kind": {}})
    suggestion: str | None = None
    corrections: dict[str, str] = field(default_factory=dict)
    exact: list[str] = field(default_factory=list)
    """Ids of keywords whose name is exactly the query: their definition shows on top."""
    page: int = 1
    pages: int = 0
    understood: str = ""
    game: str | None = None
    """The game searched: the filter chosen, or the one the question names."""
    named_game: str | None = None
    """The game the question names, when no filter was chosen (the search is limited to it)."""
    no_answer: list[str] = field(default_factory=list)
    """The words no passage answers: the rules say nothing on them; the hits are only the nearest."""

    @property
    def game_name(self) -> str | None:
        return GAME_NAMES.get(self.game) if self.game else None

    @property
    def groups(self) -> list[Group]:
        groups: dict[str, Group] = {}
        for hit in self.hits:
            key = hit.section or hit.id
            if key not in groups:
                groups[key] = Group(key, hit.section_title or hit.title, hit.section_url or hit.url,
                                    hit.path.rsplit(" › ", 1)[0] if hit.kind == "keyword" else hit.path, [])
            groups[key].hits.append(hit)
        return list(groups.values())


class PageOutOfRange(ValueError):
    pass


def score(facts: IndexFacts, parsed: ParsedQuery, reading: Reading) -> tuple[dict[int, float], list[set[int]]]:
    """BM25F of every document matching some form of the question, and each concept's documents.

    Every form OR-ed (a document's score sums the forms it holds); "phrases" are requirements.
    """
    scores: dict[int, float] = defaultdict(float)
    concept_docs = []
    for concept in reading.concepts:
        docs: set[int] = set()
        for feature in concept.features:
            found, boost = feature.scores(facts), feature.boost
            for doc, value in found.items():
                scores[doc] += boost * value
            docs.update(found)
        concept_docs.append(docs)
    for feature in bonus_features(facts, reading, parsed.text):
        for doc, value in feature.scores(facts).items():
            if doc in scores:
                scores[doc] += feature.boost * value
    if parsed.phrases:
        # A quoted phrase is a requirement: only the documents holding every one remain.
        required: dict[int, float] | None = None
        for phrase in parsed.phrases:
            words = tuple(s for w in phrase for s in stems(w))
            found: dict[int, float] = defaultdict(float)
            for fieldname in ("body", "title", "questions"):
                matches = facts.phrase(fieldname, words) if len(words) > 1 else facts.term(fieldname, words[0]) if words else {}
                for doc, value in matches.items():
                    found[doc] += value
            required = found if required is None else {d: v + found[d] for d, v in required.items() if d in found}
        scores = {doc: scores.get(doc, 0.0) + value for doc, value in (required or {}).items()}
    return scores, concept_docs


def _snippet(facts: IndexFacts, docnum: int, stems: set[str]) -> str:
    """The whole passage, escaped, its matched words marked: a passage is short enough to read at once."""
    text = facts.stored[docnum].get("body") or ""
    out, last = [], 0
    for start, end, stem in facts.tokens(docnum):
        if stem in stems:
            out += [html.escape(text[last:start], quote=False), "<mark>", html.escape(text[start:end], quote=False),
                    "</mark>"]
            last = end
    out.append(html.escape(text[last:], quote=False))
    return "".join(out)


def understood(parsed: ParsedQuery, reading: Reading | None, results: "SearchResults") -> str:
    """How the question was read, in one plain French line."""
    kind = KIND_PLURALS.get(parsed.kind, "règles et mots-clés")
    game = f" de {GAME_NAMES[results.game]}" if results.game else " des cinq jeux"
    terms = []
    for concept in (reading.concepts if reading else []):
        terms.append(f"« {concept.shown} »")
    terms += [f"l'expression « {' '.join(p)} »" for p in parsed.phrases]
    if not terms:
        sentence = f"{kind}{game}"
    elif len(terms) == 1:
        sentence = f"{kind}{game} sur {terms[0]}"
    else:
        sentence = f"{kind}{game} sur {', '.join(terms[:-1])} et {terms[-1]} (les plus complètes d'abord)"
    notes = list(parsed.notes)
    if results.named_game:
        notes.append(f"jeu nommé dans la question : {GAME_NAMES[results.named_game]}")
    notes += [f"« {c.word} » lu comme « {c.correction} »" for c in (reading.concepts if reading else []) if c.correction]
    if reading and reading.dropped:
        notes.append(f"{len(reading.dropped)} mot{'s' if len(reading.dropped) > 1 else ''} de trop ignoré{'s' if len(reading.dropped) > 1 else ''}")
    return sentence[0].upper() + sentence[1:] + (f" — {'; '.join(notes)}" if notes else "")


# The index never changes while a process serves it (it is rebuilt at deploy time), so
# the same query always gets the same answer: popular queries are answered from memory.
CACHE_SIZE = int(os.environ.get("SEARCH_CACHE_SIZE", "2048"))


def search(ix: Index, parsed: ParsedQuery, page: int = 1, page_size: int = PAGE_SIZE) -> SearchResults:
    """Search ``ix``; an empty query finds nothing; a page past the end raises PageOutOfRange.

    The result is shared with other callers of the same query: treat it as read-only.
    """
    if not CACHE_SIZE:
        return _search(ix, parsed, page, page_size)
    key = (tuple(parsed.words), tuple(map(tuple, parsed.phrases)), parsed.game, parsed.kind, parsed.partial,
           tuple(parsed.notes), page, page_size)
    return _cached_search(ix, key, parsed)


_cache: "OrderedDict[tuple, SearchResults]" = OrderedDict()
_cache_lock = threading.Lock()


def _cached_search(ix: Index, key: tuple, parsed: ParsedQuery) -> SearchResults:
    full_key = (ix, key)  # an index object is opened once per process and never changes
    with _cache_lock:
        hit = _cache.get(full_key)
        if hit is not None:
            _cache.move_to_end(full_key)
            return hit
    results = _search(ix, parsed, key[-2], key[-1])
    with _cache_lock:
        _cache[full_key] = results
        if len(_cache) > CACHE_SIZE:
            _cache.popitem(last=False)
    return results


def _search(ix: Index, parsed: ParsedQuery, page: int, page_size: int) -> SearchResults:
    results = SearchResults(query=parsed, page=page, game=parsed.game)
    if parsed.is_empty:
        results.understood = understood(parsed, None, results)
        return results
    facts = facts_of(ix)
    reading = read_question(facts, facts.nearest, parsed.words, parsed.game, parsed.partial)
    if reading.named_game and not parsed.game:
        results.game = results.named_game = reading.named_game
    results.corrections = {c.word: c.correction for c in reading.concepts if c.correction}
    results.understood = understood(parsed, reading, results)
    scores, concept_docs = score(facts, parsed, reading)
    results.facets = {
        "game": {g: n for g, n in sorted(Counter(facts.game[d] for d in scores).items(), key=lambda i: GAME_SLUGS.index(i[0]))},
        "kind": dict(Counter(facts.kind[d] for d in scores)),
    }
    # Filters narrow the ranked hits; the facets keep counting every game and kind.
    ranked = [d for d in scores if (not results.game or facts.game[d] == results.game)
              and (not parsed.kind or facts.kind[d] == parsed.kind)]
    matched = Counter()
    for docs in concept_docs:
        matched.update(docs)
    coverage = {d: matched[d] for d in ranked}
    pinned: set[int] = set()
    if EXACT_NAME_PIN and parsed.words and not parsed.phrases:
        named = facts.names.get(" ".join(parsed.words), [])
        pinned = {docnum for docnum, _ in named if docnum in coverage}
        results.exact = [hit_id for docnum, hit_id in named if docnum in pinned]
    # A keyword named exactly on top; then more of the question's concepts; then BM25F.
    ranked.sort(key=lambda d: (d not in pinned, -coverage[d], -scores[d], d))
    known = [c for c in reading.concepts if c.known or c.correction]
    best = coverage[ranked[0]] if ranked else 0
    unanswered = [c.shown for c in reading.concepts if not (c.known or c.correction)]
    if unanswered or (len(known) >= 2 and best * 2 < len(known)):
        results.no_answer = unanswered or [c.shown for c in known]
        ranked = ranked[:NO_ANSWER_HITS]
    results.count = len(ranked)
    results.pages = max(1, math.ceil(results.count / page_size))
    if page < 1 or (page > results.pages and results.count):
        raise PageOutOfRange(f"Page {page} inexistante : il y a {results.pages} page(s) de résultats.")
    marked = {stem for concept in reading.concepts for stem in concept.body_terms}
    marked |= {s for phrase in parsed.phrases for w in phrase for s in stems(w)}
    for docnum in ranked[(page - 1) * page_size: page * page_size]:
        hit = facts.stored[docnum]
        results.hits.append(Hit(
            id=hit["id"], game=hit["game"], kind=hit["kind"], title=hit["title"] or hit["section_title"],
            path=hit["path"], snippet=_snippet(facts, docnum, marked), url=hit["url"], api_url=hit["api_url"],
            text=hit["body"], anchor=hit["anchor"], section=hit["section"], section_title=hit["section_title"],
            section_url=hit["section_url"], coverage=coverage[docnum]))
    if results.corrections:
        results.suggestion = " ".join(results.corrections.get(w, w) for w in parsed.words)
    elif not results.count:
        results.suggestion = _suggest(facts, reading)
    return results


def _suggest(facts: IndexFacts, reading: Reading) -> str | None:
    """« Vouliez-vous dire … ? » when nothing matched: the words not yet corrected, within the same budget."""
    corrected, budget = [], reading.corrections_left
    for concept in reading.concepts:
        word = concept.correction or concept.word
        if budget and not concept.known and not concept.correction and len(word) <= MAX_CORRECTED_LENGTH:
            budget -= 1
            word = facts.nearest(word, 2) or word
        corrected.append(word)
    suggestion = " ".join(corrected)
    return suggestion if suggestion != " ".join(reading.words) else None


def suggest_titles(ix: Index, prefix: str, limit: int = 8) -> list[dict]:
    """As-you-type: entries whose title or name starts with what was typed so far."""
    from search.query import parse_query

    parsed = parse_query(prefix)
    if not parsed.words:
        return []
    *head, last = parsed.words
    parts = [Prefix("name", last, boost=2.0), Prefix("words", last)]
    query = And([*[Term("words", w) for w in head], Or(parts)]) if head else Or(parts)
    hits = searcher_for(ix).search(query, limit=limit)
    return [{"title": h["title"], "game": h["game"], "kind": h["kind"], "url": h["url"]} for h in hits]
