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
from collections import OrderedDict
from dataclasses import dataclass, field
from functools import lru_cache

from whoosh import highlight
from whoosh.index import Index
from whoosh.query import And, Or, Phrase, Prefix, Query, Term

from rules.parsing import GAME_SLUGS
from search.index import searcher_for
from search.query import ParsedQuery
from search.understanding import Reading, bonus_clauses, exact_forms, read_question, stems

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


@lru_cache(maxsize=8)
def _names_of(ix: Index) -> dict[str, list[tuple[int, str]]]:
    """Folded keyword name or alias → (document number, id) of the keywords so named.

    Computed once per opened index, so ranking never loads stored fields to find them.
    """
    names: dict[str, list[tuple[int, str]]] = {}
    reader = searcher_for(ix).reader()
    for docnum, fields in reader.iter_docs():
        for name in fields.get("names") or []:
            names.setdefault(" ".join(exact_forms(name)), []).append((docnum, fields["id"]))
    return names


def build_query(searcher, parsed: ParsedQuery, reading: Reading) -> Query | None:
    """Every concept's forms OR-ed (ranking counts them); "phrases" are requirements."""
    clauses = [clause for concept in reading.concepts for clause in concept.clauses]
    if clauses:
        clauses += bonus_clauses(searcher, reading, parsed.text)
    phrases: list[Query] = []
    for phrase in parsed.phrases:
        words = [s for w in phrase for s in stems(w)]
        if len(words) > 1:
            phrases.append(Or([Phrase("body", words), Phrase("title", words), Phrase("questions", words)]))
        elif words:
            phrases.append(Or([Term("body", words[0]), Term("title", words[0])]))
    words = Or(clauses) if clauses else None
    if phrases:
        return And(phrases + ([words] if words is not None else []))
    return words


def _coverage(hit, reading: Reading) -> int:
    matched = [(fieldname, text.decode() if isinstance(text, bytes) else text) for fieldname, text in hit.matched_terms()]
    return sum(1 for concept in reading.concepts if any(concept.matched_by(f, t) for f, t in matched))


class _MarkFormatter(highlight.Formatter):
    """Escape the text, then wrap the matches in <mark>."""

    between = " … "

    def _text(self, text):
        return html.escape(text, quote=False)

    def format_token(self, text, token, replace=False):
        return "<mark>" + html.escape(highlight.get_text(text, token, replace), quote=False) + "</mark>"


def _snippet(hit) -> str:
    """The whole passage, its matched words marked: a passage is short enough to read at once."""
    return hit.highlights("body", top=1) or html.escape(hit.get("body") or "", quote=False)


def understood(parsed: ParsedQuery, reading: Reading | None, results: "SearchResults") -> str:
    """How the question was read, in one plain French line."""
    kind = KIND_PLURALS.get(parsed.kind, "règles et mots-clés")
    game = f" de {GAME_NAMES[results.game]}" if results.game else " des cinq jeux"
    terms = []
    for concept in (reading.concepts if reading else []):
        shown = concept.correction or concept.word
        terms.append(f"« {shown} »")
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
    searcher = searcher_for(ix)
    reading = read_question(searcher, parsed.words, parsed.game, parsed.partial)
    if reading.named_game and not parsed.game:
        results.game = results.named_game = reading.named_game
    results.corrections = {c.word: c.correction for c in reading.concepts if c.correction}
    results.understood = understood(parsed, reading, results)
    query = build_query(searcher, parsed, reading)
    if query is None:
        return results
    everything = searcher.search(query, limit=None, groupedby=["game", "kind"], terms=True)
    everything.fragmenter = highlight.WholeFragmenter(charlimit=None)
    everything.formatter = _MarkFormatter()
    by_game, by_kind = everything.groups("game"), everything.groups("kind")
    results.facets = {
        "game": {g: len(by_game[g]) for g in GAME_SLUGS if g in by_game},
        "kind": {k: len(docs) for k, docs in by_kind.items()},
    }
    # Filters narrow the ranked hits; the facets keep counting every game and kind.
    allowed = None
    if results.game:
        allowed = set(by_game.get(results.game, ()))
    if parsed.kind:
        kinds = set(by_kind.get(parsed.kind, ()))
        allowed = kinds if allowed is None else allowed & kinds
    scored = [(hit, _coverage(hit, reading), rank) for rank, hit in enumerate(everything)
              if allowed is None or hit.docnum in allowed]
    pinned: set[int] = set()
    if EXACT_NAME_PIN and parsed.words and not parsed.phrases:
        named = _names_of(ix).get(" ".join(parsed.words), [])
        listed = {hit.docnum for hit, _, _ in scored}
        pinned = {docnum for docnum, _ in named if docnum in listed}
        results.exact = [hit_id for docnum, hit_id in named if docnum in pinned]
    # More concepts matched first; then BM25F (Whoosh's order); a keyword named exactly on top.
    scored.sort(key=lambda item: (item[0].docnum not in pinned, -item[1], item[2]))
    known = [c for c in reading.concepts if c.known or c.correction]
    best = scored[0][1] if scored else 0
    unanswered = [c.word for c in reading.concepts if not (c.known or c.correction)]
    if unanswered or (len(known) >= 2 and best * 2 < len(known)):
        results.no_answer = unanswered or [c.word for c in known]
        scored = scored[:NO_ANSWER_HITS]
    results.count = len(scored)
    results.pages = max(1, math.ceil(results.count / page_size))
    if page < 1 or (page > results.pages and results.count):
        raise PageOutOfRange(f"Page {page} inexistante : il y a {results.pages} page(s) de résultats.")
    for hit, coverage, _ in scored[(page - 1) * page_size: page * page_size]:
        results.hits.append(Hit(
            id=hit["id"], game=hit["game"], kind=hit["kind"], title=hit["title"] or hit["section_title"],
            path=hit["path"], snippet=_snippet(hit), url=hit["url"], api_url=hit["api_url"], text=hit["body"],
            anchor=hit["anchor"], section=hit["section"], section_title=hit["section_title"],
            section_url=hit["section_url"], coverage=coverage))
    if results.corrections:
        results.suggestion = " ".join(results.corrections.get(w, w) for w in parsed.words)
    elif not results.count:
        results.suggestion = _suggest(searcher, parsed)
    return results


def _suggest(searcher, parsed: ParsedQuery) -> str | None:
    corrected = []
    for word in parsed.words:
        found = searcher.suggest("words", word, limit=1, maxdist=2, prefix=1)
        corrected.append(found[0] if found else word)
    suggestion = " ".join(corrected)
    return suggestion if suggestion != " ".join(parsed.words) else None


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
