"""Run a parsed query against an index: ranking, typo tolerance, snippets, facets.

Functions take the index as a parameter, so tests can give them a small index of their own.
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
from whoosh.query import And, FuzzyTerm, Or, Phrase, Prefix, Query, Term

from rules.parsing import GAME_SLUGS
from search.abbreviations import abbreviations_in, expansions_of
from search.analysis import STOP_WORDS, exact_analyzer, exact_name, french_analyzer
from search.index import searcher_for
from search.query import ParsedQuery
from search.vocabulary import ROOT_LENGTH

PAGE_SIZE = 10
GAME_NAMES = {
    "helix": "Helix Duels", "veiel": "L'Ordre de Veiel", "stellar-nexus": "Stellar Nexus TCG",
    "heliosthenos": "Héliosthenos", "noxilia": "Noxilia",
}
KIND_PLURALS = {"section": "règles", "keyword": "mots-clés", "ruling": "décisions"}

# Ranking weights: an exact keyword name first, then titles, then the text.
FULLNAME_BOOST, NAME_BOOST, TITLE_BOOST, BODY_BOOST = 12.0, 2.0, 3.0, 1.0
TITLE_PHRASE_BOOST, BODY_PHRASE_BOOST = 6.0, 4.0  # all the words together, in a title or the text
PREFIX_BOOST, FUZZY_BOOST, ABBREVIATION_BOOST, ROOT_BOOST = 0.6, 0.5, 0.8, 0.3
GAME_WORDS = {"helix": "helix", "veiel": "veiel", "stellar": "stellar-nexus", "nexus": "stellar-nexus",
              "heliosthenos": "heliosthenos", "noxilia": "noxilia"}
EXACT_NAME_PIN = True


@dataclass
class Hit:
    id: str
    game: str
    kind: str
    title: str
    path: str
    snippet: str
    """HTML: the text escaped first, then the matches wrapped in <mark>."""
    url: str
    api_url: str


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


class PageOutOfRange(ValueError):
    pass


_FRENCH, _EXACT = french_analyzer(), exact_analyzer()


def _stems(word: str) -> list[str]:
    return [t.text for t in _FRENCH(word)]


def _exact(word: str) -> list[str]:
    return [t.text for t in _EXACT(word)]


@lru_cache(maxsize=8)
def _names_of(ix: Index) -> dict[str, list[tuple[int, str]]]:
    """Folded keyword name or alias → (document number, id) of the keywords so named.

    Computed once per opened index, so ranking never loads stored fields to find them.
    """
    names: dict[str, list[tuple[int, str]]] = {}
    reader = searcher_for(ix).reader()
    for docnum, fields in reader.iter_docs():
        for name in fields.get("names") or []:
            names.setdefault(" ".join(_exact(name)), []).append((docnum, fields["id"]))
    return names


def _known(searcher, stem: str) -> bool:
    return any(searcher.doc_frequency(f, stem) for f in ("body", "title"))


def _starts_a_word(searcher, prefix: str) -> bool:
    return next(iter(searcher.reader().expand_prefix("words", prefix)), None) is not None


def _word_query(searcher, word: str, is_last_partial: bool, corrections: dict[str, str]) -> Query | None:
    stems = _stems(word)
    exact = _exact(word)
    options: list[Query] = [Term("name", e, boost=NAME_BOOST) for e in exact]
    is_a_name = any(searcher.doc_frequency("name", e) for e in exact)
    for stem in stems:
        if _known(searcher, stem) or is_a_name:
            # Aliases are matched whole through `name` and `fullname`: no third stemmed clause.
            options += [Term("title", stem, boost=TITLE_BOOST), Term("body", stem, boost=BODY_BOOST)]
        elif len(word) >= 4 and not (is_last_partial and _starts_a_word(searcher, word)):
            # Typo tolerance: a word the corpus does not know is read as its nearest known word.
            distance = 1 if len(word) < 6 else 2  # a swap of two letters is two edits
            options.append(FuzzyTerm("words", word, boost=FUZZY_BOOST, maxdist=distance, prefixlength=1))
            nearest = searcher.suggest("words", word, limit=1, maxdist=distance, prefix=1)
            if nearest and nearest[0] != word:
                corrections[word] = nearest[0]
                options += [Term("name", e, boost=FUZZY_BOOST * NAME_BOOST) for e in _exact(nearest[0])]
                for near_stem in _stems(nearest[0]):
                    options += [Term("title", near_stem, boost=FUZZY_BOOST * TITLE_BOOST),
                                Term("body", near_stem, boost=FUZZY_BOOST)]
    if is_last_partial and len(word) >= 2:
        # As you type: the last word may be unfinished.
        options += [Prefix("name", word, boost=PREFIX_BOOST * NAME_BOOST), Prefix("words", word, boost=PREFIX_BOOST)]
    if len(word) > ROOT_LENGTH:
        # Word families Snowball keeps apart (bloqueurs, bloquantes, bloquer) share a root.
        options.append(Term("roots", word[:ROOT_LENGTH], boost=ROOT_BOOST))
    for expansion in expansions_of(word):
        words = [s for w in expansion.split() for s in _stems(w)]
        if len(words) == 1:
            options.append(Term("body", words[0], boost=ABBREVIATION_BOOST))
            options.append(Term("title", words[0], boost=ABBREVIATION_BOOST * TITLE_BOOST))
        elif words:
            options.append(Phrase("body", words, boost=ABBREVIATION_BOOST))
    if not options:
        return None
    return Or(options)


def build_query(searcher, parsed: ParsedQuery, corrections: dict[str, str]) -> Query | None:
    """Phrases are requirements; words (and abbreviations spelled out) rank by how many match."""
    word_parts: list[Query] = []
    meaningful = [w for w in parsed.words if w not in STOP_WORDS] or parsed.words[-1:]
    for index, word in enumerate(meaningful):
        is_last = index == len(meaningful) - 1
        query = _word_query(searcher, word, parsed.partial and is_last, corrections)
        if query is not None:
            word_parts.append(query)
    if parsed.words:
        word_parts.append(Term("fullname", exact_name(" ".join(parsed.words)), boost=FULLNAME_BOOST))
    together = [stems[0] for stems in (_stems(w) for w in meaningful) if stems and _known(searcher, stems[0])]
    if len(together) >= 2:
        word_parts += [Phrase("title", together, slop=1, boost=TITLE_PHRASE_BOOST),
                       Phrase("body", together, slop=3, boost=BODY_PHRASE_BOOST)]
    for abbreviation in abbreviations_in(parsed.text):
        word_parts.append(Or([Term("name", abbreviation, boost=ABBREVIATION_BOOST * NAME_BOOST),
                              Term("body", abbreviation, boost=ABBREVIATION_BOOST)]))
    phrase_parts: list[Query] = []
    for phrase in parsed.phrases:
        stems = [s for w in phrase for s in _stems(w)]
        if len(stems) > 1:
            phrase_parts.append(Or([Phrase("body", stems), Phrase("title", stems, boost=TITLE_BOOST)]))
        elif stems:
            phrase_parts.append(Or([Term("body", stems[0]), Term("title", stems[0], boost=TITLE_BOOST)]))
    # A document matching more of the words sums more clauses, and the phrase clauses reward
    # the words standing together: no separate coordination factor is needed.
    words = Or(word_parts) if word_parts else None
    if phrase_parts:
        return And(phrase_parts + ([words] if words is not None else []))
    return words


class _MarkFormatter(highlight.Formatter):
    """Escape the text, then wrap the matches in <mark>."""

    between = " … "

    def _text(self, text):
        return html.escape(text, quote=False)

    def format_token(self, text, token, replace=False):
        return "<mark>" + html.escape(highlight.get_text(text, token, replace), quote=False) + "</mark>"


def _snippet(hit) -> str:
    fragment = hit.highlights("body", top=2)
    if fragment:
        return fragment
    body = hit.get("body") or ""
    short = body if len(body) <= 180 else body[:180].rsplit(" ", 1)[0] + " …"
    return html.escape(short, quote=False)


def understood(parsed: ParsedQuery, corrections: dict[str, str]) -> str:
    """How the query was read, in plain French: « règles de Noxilia contenant « charge » »."""
    kind = KIND_PLURALS.get(parsed.kind, "règles et mots-clés")
    game = f" de {GAME_NAMES[parsed.game]}" if parsed.game else " des cinq jeux"
    terms = [f"« {corrections.get(w, w)} »" for w in parsed.words if w not in STOP_WORDS or len(parsed.words) == 1]
    terms += [f"l'expression « {' '.join(p)} »" for p in parsed.phrases]
    if not terms:
        sentence = f"{kind}{game}"
    elif len(terms) == 1:
        sentence = f"{kind}{game} contenant {terms[0]}"
    else:
        sentence = f"{kind}{game} contenant {', '.join(terms[:-1])} ou {terms[-1]} (les plus complets d'abord)"
    notes = list(parsed.notes)
    notes += [f"« {w} » lu comme « {c} »" for w, c in corrections.items()]
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
    results = SearchResults(query=parsed, page=page)
    if parsed.is_empty:
        results.understood = understood(parsed, {})
        return results
    searcher = searcher_for(ix)
    query = build_query(searcher, parsed, results.corrections)
    results.understood = understood(parsed, results.corrections)
    if query is None:
        return results
    # terms=True and a pinpoint fragmenter let Whoosh highlight from the character positions
    # stored in the index instead of re-analysing each text.
    everything = searcher.search(query, limit=None, groupedby=["game", "kind"], terms=True)
    everything.fragmenter = highlight.PinpointFragmenter(maxchars=220, surround=70, autotrim=True)
    everything.formatter = _MarkFormatter()
    by_game, by_kind = everything.groups("game"), everything.groups("kind")
    results.facets = {
        "game": {g: len(by_game[g]) for g in GAME_SLUGS if g in by_game},
        "kind": {k: len(docs) for k, docs in by_kind.items()},
    }
    # Filters narrow the ranked hits; the facets keep counting every game and kind.
    allowed = None
    if parsed.game:
        allowed = set(by_game.get(parsed.game, ()))
    if parsed.kind:
        kinds = set(by_kind.get(parsed.kind, ()))
        allowed = kinds if allowed is None else allowed & kinds
    ranked = [hit for hit in everything if allowed is None or hit.docnum in allowed]
    named_games = {GAME_WORDS[w] for w in parsed.words if w in GAME_WORDS}
    if named_games and not parsed.game:
        # « tour de jeu veiel »: a game named among the words brings its entries first.
        preferred = {docnum for game in named_games for docnum in by_game.get(game, ())}
        ranked.sort(key=lambda hit: hit.docnum not in preferred)
    if EXACT_NAME_PIN and parsed.words and not parsed.phrases:
        named = _names_of(ix).get(" ".join(parsed.words), [])
        listed = {hit.docnum for hit in ranked}
        pinned = {docnum for docnum, _ in named if docnum in listed}
        results.exact = [hit_id for docnum, hit_id in named if docnum in pinned]
        ranked.sort(key=lambda hit: hit.docnum not in pinned)  # stable: pinned first
    results.count = len(ranked)
    results.pages = max(1, math.ceil(results.count / page_size))
    if page < 1 or (page > results.pages and results.count):
        raise PageOutOfRange(f"Page {page} inexistante : il y a {results.pages} page(s) de résultats.")
    for hit in ranked[(page - 1) * page_size: page * page_size]:
        results.hits.append(Hit(
            id=hit["id"], game=hit["game"], kind=hit["kind"], title=hit["title"], path=hit["path"],
            snippet=_snippet(hit), url=hit["url"], api_url=hit["api_url"]))
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
    parts = [Prefix("name", last, boost=NAME_BOOST), Prefix("words", last)]
    query = And([*[Term("words", w) for w in head], Or(parts)]) if head else Or(parts)
    hits = searcher_for(ix).search(query, limit=limit)
    return [{"title": h["title"], "game": h["game"], "kind": h["kind"], "url": h["url"]} for h in hits]
