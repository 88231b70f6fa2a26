"""Run a player's question against an index: concepts first, then BM25F; whole passages, grouped.

Ranking: a passage that matches more of the question's concepts (search/understanding.py) comes
first, whatever its score; among equals, BM25F decides. Functions take the index as a
parameter, so tests can give them a small index of their own.
"""
from __future__ import annotations

import html
import math
import re
import threading
from collections import Counter, OrderedDict, defaultdict
from dataclasses import dataclass, field

from django.utils.translation import get_language, gettext, ngettext, pgettext
from django.utils.translation import gettext_lazy as _
from whoosh.index import Index

from rules.parsing import GAME_SLUGS
from rules.text import fold
from search.games import ALL_FIVE, BY_SLUG, GAME_NAMES
from search.index import on_change
from search.lexicon import lexicon
from search.postings import IndexFacts, facts_of
from search.query import ParsedQuery
from search.understanding import (
    MAX_CONCEPTS,
    MAX_CORRECTED_LENGTH,
    Reading,
    bonus_features,
    exact_forms,
    read_question,
    stems,
)

PAGE_SIZE = 10
NO_ANSWER_HITS = 3   # when the rules do not answer, the nearest passages only
KIND_SCOPES = {"section": _("Règles"), "keyword": _("Mots-clés"), "ruling": _("Décisions")}


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
    elsewhere: bool = False
    """Another game than the context's, shown because the context does not answer."""

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

    @property
    def elsewhere(self) -> bool:
        """Another game than the context's (a section belongs to one game)."""
        return self.hits[0].elsewhere


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
    """Words of the question the rules never use (nor any of their forms): the hits are only the nearest."""
    not_together: list[str] = field(default_factory=list)
    """The question's words, when no passage holds even half of them: the hits are only the nearest."""
    notice: str = ""
    """Said above the hits when the rules do not answer, in the reader's language."""
    context: str | None = None
    """The game at the table, when neither a filter nor the question chose one: its passages come first."""
    elsewhere_from: int | None = None
    """With a context that does not answer: the rank from which the hits come from the other games."""
    not_understood: bool = False
    """Only words the rules use everywhere (search/players_vocabulary.txt, « common »): the hits are only the nearest."""
    elsewhere_count: int = 0
    """With a context that answers: how many passages of the other games were left out (« tous les jeux »)."""

    @property
    def game_name(self) -> str | None:
        return GAME_NAMES.get(self.game) if self.game else None

    @property
    def context_of(self) -> str:
        """« d'Héliosthenos », « de l'Ordre de Veiel »: the context after « les règles »."""
        return str(BY_SLUG[self.context].of) if self.context else ""

    @property
    def game_of(self) -> str:
        """« d'Helix Duels », « de l'Ordre de Veiel »."""
        return str(BY_SLUG[self.game].of if self.game else ALL_FIVE)

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
            for fieldname in ("body", "title", "questions") if words else ():
                matches = facts.phrase(fieldname, words) if len(words) > 1 else facts.term(fieldname, words[0])
                for doc, value in matches.items():
                    found[doc] += value
            required = found if required is None else {d: v + found[d] for d, v in required.items() if d in found}
        scores = {doc: scores.get(doc, 0.0) + value for doc, value in (required or {}).items()}
    return scores, concept_docs


def _plain(text: str) -> str:
    """Escaped, with the passage's line breaks kept and a table row's cells apart."""
    return html.escape(text, quote=False).replace(" | ", " — ").replace("\n", "<br>")


def _snippet(facts: IndexFacts, docnum: int, stems: set[str]) -> str:
    """The whole passage, escaped, its matched words marked: a passage is short enough to read at once."""
    text = facts.stored[docnum].get("body") or ""
    out, last = [], 0
    for start, end, stem in facts.tokens(docnum):
        if stem in stems:
            out += [_plain(text[last:start]), "<mark>", _plain(text[start:end]), "</mark>"]
            last = end
    out.append(_plain(text[last:]))
    return "".join(out)


def understood(parsed: ParsedQuery, reading: Reading | None, results: SearchResults) -> str:
    """How the question was read, in one plain line in the reader's language."""
    scope = KIND_SCOPES.get(parsed.kind, _("Règles et mots-clés"))
    game = results.game or results.context
    where = BY_SLUG[game].of if game else ALL_FIVE
    terms = [_quoted(concept.shown) for concept in (reading.concepts if reading else [])]
    terms += [gettext("l'expression %(phrase)s") % {"phrase": _quoted(" ".join(p))} for p in parsed.phrases]
    sentence = gettext("%(scope)s %(where)s") % {"scope": scope, "where": where}
    if terms:
        sentence = gettext("%(scope)s : %(terms)s") % {"scope": sentence, "terms": ", ".join(terms)}
    notes = list(parsed.notes)
    if results.named_game:
        notes.append(gettext("jeu nommé dans la question : %(game)s") % {"game": GAME_NAMES[results.named_game]})
    notes += [gettext("%(word)s lu comme %(correction)s") % {"word": _quoted(c.word), "correction": _quoted(c.correction)}
              for c in (reading.concepts if reading else []) if c.correction]
    if reading and reading.dropped:
        n = len(reading.dropped)
        notes.append(ngettext("%(n)d mot ignoré : seuls les %(most)d premiers mots utiles sont lus",
                              "%(n)d mots ignorés : seuls les %(most)d premiers mots utiles sont lus", n)
                     % {"n": n, "most": MAX_CONCEPTS})
    return sentence + (f" — {pgettext('between two notes', ' ; ').join(notes)}" if notes else "")


def _quoted(word: str) -> str:
    """« word », as the reader's language quotes."""
    return gettext("« %(word)s »") % {"word": word}


def _words_list(words: list[str]) -> str:
    """« a », « b » et « c »."""
    quoted = [_quoted(w) for w in words]
    return quoted[0] if len(quoted) == 1 else gettext("%(first)s et %(last)s") % {
        "first": ", ".join(quoted[:-1]), "last": quoted[-1]}


def notice(results: SearchResults, reading: Reading) -> str:
    """What to say when the rules do not answer, or the question holds nothing to look for."""
    game = results.game or results.context
    of = BY_SLUG[game].of if game else ALL_FIVE
    if not reading.concepts and not results.query.phrases:
        return gettext("Votre question ne contient que des mots trop courants pour chercher une règle : "
                       "ajoutez le mot de règle qui vous intéresse (« charge », « poison », « main »…).")
    if results.not_understood:
        words = [c.shown for c in reading.concepts]
        said = ngettext("Question non comprise : %(words)s se trouve partout dans les règles.",
                        "Question non comprise : %(words)s se trouvent partout dans les règles.", len(words)) \
            % {"words": _words_list(words)}
        return said + gettext(" Précisez la règle qui vous intéresse (« attaque », « pioche », « poison »…)") + (
            gettext(" ; voici les passages les plus proches :") if results.count else gettext("."))
    if results.no_answer:
        return (gettext("Les règles %(of)s ne disent rien sur %(words)s.") % {"of": of, "words": _words_list(results.no_answer)}
                + (gettext(" Voici les passages les plus proches :") if results.count else ""))
    if results.not_together:
        return (gettext("Aucun passage %(of)s ne traite à la fois de %(words)s. Voici les plus proches :")
                % {"of": of, "words": _words_list(results.not_together)})
    return ""


# An opened index never changes (a rebuilt or updated one is a new index object), so the same
# query always gets the same answer: popular queries are answered from memory, up to
# settings.SEARCH_CACHE_SIZE results, and forgotten when an index is opened anew (``on_change``).
def _cache_size() -> int:
    from django.conf import settings

    return settings.SEARCH_CACHE_SIZE if settings.configured else 0


def search(ix: Index, parsed: ParsedQuery, page: int = 1, page_size: int = PAGE_SIZE) -> SearchResults:
    """Search ``ix``; an empty query finds nothing; a page past the end raises PageOutOfRange.

    The result is shared with other callers of the same query: treat it as read-only.
    """
    if not _cache_size():
        return _search(ix, parsed, page, page_size)
    # The language too: how the question was read, and the notice, are said in the reader's.
    key = (tuple(parsed.words), tuple(map(tuple, parsed.phrases)), parsed.game, parsed.kind, parsed.partial,
           parsed.all_games, parsed.context, tuple(parsed.notes), get_language(), page, page_size)
    return _cached_search(ix, key, parsed)


_cache: OrderedDict[tuple, SearchResults] = OrderedDict()
_cache_lock = threading.Lock()


def _forget_results() -> None:
    with _cache_lock:
        _cache.clear()


on_change(_forget_results)


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
        if len(_cache) > _cache_size():
            _cache.popitem(last=False)
    return results


def _search(ix: Index, parsed: ParsedQuery, page: int, page_size: int) -> SearchResults:
    results = SearchResults(query=parsed, page=page, game=parsed.game)
    if parsed.is_empty:
        results.understood = understood(parsed, None, results)
        return results
    facts = facts_of(ix)
    reading = read_question(facts, facts.nearest, parsed.words, parsed.game, parsed.partial, parsed.context)
    if parsed.context and any(not (c.known or c.correction) for c in reading.concepts):
        # The game at the table has no word for some of the question (« flyer » at Héliosthenos): read it as
        # every game's players say it, so that the other games can answer under their own heading.
        reading = read_question(facts, facts.nearest, parsed.words, parsed.game, parsed.partial)
    if reading.named_game and not parsed.game and not parsed.all_games:
        results.game = results.named_game = reading.named_game
    if not results.game:
        results.context = parsed.context
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
    for concept, docs in zip(reading.concepts, concept_docs, strict=True):
        if concept.counts:
            matched.update(docs)
    coverage = {d: matched[d] for d in ranked}
    pinned: set[int] = set()
    if parsed.words and not parsed.phrases:
        named = facts.names.get(" ".join(exact_forms(" ".join(parsed.words))), [])
        pinned = {docnum for docnum, _ in named if docnum in coverage
                  and (not results.context or facts.game[docnum] == results.context)} or \
            {docnum for docnum, _ in named if docnum in coverage}
        results.exact = [hit_id for docnum, hit_id in named if docnum in pinned]
    # A keyword named exactly on top; then more of the question's concepts; then BM25F.
    ranked.sort(key=lambda d: (d not in pinned, -coverage[d], -scores[d], d))
    known = [c for c in reading.concepts if c.known or c.correction]
    counted = [c for c in known if c.counts]
    if results.context:
        ranked = _in_context(results, facts, ranked, coverage, len(counted))
    ranked = _apart(facts, ranked)
    best = coverage[ranked[0]] if ranked else 0
    results.no_answer = [c.shown for c in reading.concepts if not (c.known or c.correction)]
    if not ranked and known and (results.game or results.context):
        results.no_answer = [c.shown for c in known]  # known elsewhere, not in this game's rules
    common = lexicon().common_words
    results.not_understood = (bool(known) and not results.no_answer
                              and all(c.word in common or c.shown in common for c in known))
    if not results.no_answer and not results.not_understood and len(counted) >= 2 and best * 2 < len(counted):
        results.not_together = [c.shown for c in known]
    if results.no_answer or results.not_together or results.not_understood:
        ranked = ranked[:NO_ANSWER_HITS]
        results.elsewhere_from = min(results.elsewhere_from, len(ranked)) if results.elsewhere_from is not None else None
    results.count = len(ranked)
    results.pages = max(1, math.ceil(results.count / page_size))
    if page < 1 or page > results.pages:
        raise PageOutOfRange(ngettext("Page %(page)d inexistante : il y a %(pages)d page de résultats.",
                                      "Page %(page)d inexistante : il y a %(pages)d pages de résultats.", results.pages)
                             % {"page": page, "pages": results.pages})
    marked = {stem for concept in reading.concepts for stem in concept.body_terms}
    marked |= {s for phrase in parsed.phrases for w in phrase for s in stems(w)}
    for rank, docnum in enumerate(ranked[(page - 1) * page_size: page * page_size], start=(page - 1) * page_size):
        hit = facts.stored[docnum]
        results.hits.append(Hit(
            id=hit["id"], game=hit["game"], kind=hit["kind"], title=hit["title"] or hit["section_title"],
            path=hit["path"], snippet=_snippet(facts, docnum, marked), url=hit["url"], api_url=hit["api_url"],
            text=hit["body"], anchor=hit["anchor"], section=hit["section"], section_title=hit["section_title"],
            section_url=hit["section_url"], coverage=coverage[docnum],
            elsewhere=results.elsewhere_from is not None and rank >= results.elsewhere_from))
    results.notice = notice(results, reading)
    if results.corrections:
        results.suggestion = " ".join(c.correction or c.word for c in reading.concepts)
    elif not results.count:
        results.suggestion = _suggest(facts, reading)
    return results


NEAR_DUPLICATE = 0.8  # share of words two passages have in common past which one says what the other does
FIRST_PLACES = 3


def _words_of(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", fold(text)))


def _near_duplicates(words: set[str], other: set[str]) -> bool:
    """Mostly the same words, and the same numbers: « piochent 6 cartes » (the first turn) and « piochent 2
    cartes » (every turn) are two rules."""
    return ({w for w in words if w.isdigit()} == {w for w in other if w.isdigit()}
            and len(words & other) >= NEAR_DUPLICATE * max(1, len(words), len(other)))


def _apart(facts: IndexFacts, ranked: list[int]) -> list[int]:
    """Near-duplicates (the same rule stated in two sections, « Cycle 1 » and « Tour 1 ») do not fill the first
    places: a passage whose words are mostly those of a better-ranked one waits until three others are shown."""
    firsts: list[int] = []
    seen: list[set[str]] = []
    later: list[int] = []
    for index, docnum in enumerate(ranked):
        if len(firsts) == FIRST_PLACES:
            return firsts + later + ranked[index:]
        words = _words_of(facts.stored[docnum].get("body") or "")
        if any(_near_duplicates(words, other) for other in seen):
            later.append(docnum)
            continue
        firsts.append(docnum)
        seen.append(words)
    return firsts + later


def _answers(coverage: int, concepts: int) -> bool:
    """A passage of the context answers when it holds more than half of the question's concepts, all of them
    when there are two (« bloquer un volant » in a game without flyers is not answered by « bloquer »)."""
    return coverage >= 1 and coverage * 2 > concepts if concepts > 1 else coverage >= 1


def _in_context(results: SearchResults, facts: IndexFacts, ranked: list[int], coverage: dict[int, int],
                concepts: int) -> list[int]:
    """The game at the table first: its passages alone when one answers; otherwise they come first and the
    other games' follow, marked (``elsewhere_from``), so that the page shows them under their own heading."""
    inside = [d for d in ranked if facts.game[d] == results.context]
    outside = [d for d in ranked if facts.game[d] != results.context]
    if inside and _answers(coverage[inside[0]], concepts) or not outside:
        results.elsewhere_count = len(outside)
        return inside
    results.elsewhere_from = len(inside)
    return inside + outside


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
