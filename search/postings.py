"""What every query reads from the index, computed once per opened index and kept.

An opened index never changes (a rebuild or an update of the rulings is a new index object, and
search/index.py tells ``on_change`` listeners, which forget these facts), so each
term's BM25F scores (Whoosh's own weighting) and each phrase's documents are read from the index
the first time a query needs them and answered from memory afterwards: a query then costs a few
dictionary look-ups per word instead of a pass over every posting of every clause. Term scores
are bounded by the index itself (~7 000 terms over ~800 passages); what depends on a player's
input (phrases, prefixes, spelling answers) is kept in a bounded LRU.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from functools import lru_cache
from itertools import islice

from whoosh.index import Index
from whoosh.query import Phrase

from search.analysis import french_analyzer
from search.index import IndexMissing, get_index, on_change, searcher_for

MAX_PREFIX_EXPANSION = 64   # an unfinished word stands for at most this many index words
INPUT_CACHE_SIZE = 4096

_BODY_ANALYZER = french_analyzer()


class IndexFacts:
    def __init__(self, ix: Index):
        self.ix = ix
        self._lock = threading.Lock()  # guards the LRU's order only: reading is per thread
        reader = self._searcher().reader()
        self.game: dict[int, str] = {}
        self.kind: dict[int, str] = {}
        self.stored: dict[int, dict] = {}
        self.names: dict[str, list[tuple[int, str]]] = {}
        """Folded keyword name or alias → (document number, id) of the keywords so named."""
        from search.understanding import exact_forms

        for docnum, fields in reader.iter_docs():
            self.game[docnum], self.kind[docnum] = fields["game"], fields["kind"]
            self.stored[docnum] = fields
            for name in fields.get("names") or []:
                self.names.setdefault(" ".join(exact_forms(name)), []).append((docnum, fields["id"]))
        # Every (field, term) of the index, as a set: « is this a word of the index? » is asked for
        # every form of every word of every query, and the reader answers it from disk.
        self._terms = {(f, t.decode() if isinstance(t, bytes) else t) for f, t in reader.all_terms()}
        self._scores: dict[tuple[str, str], dict[int, float]] = {}
        self._inputs: OrderedDict[tuple, object] = OrderedDict()
        self._tokens: dict[int, list[tuple[int, int, str]]] = {}

    def _searcher(self):
        """This thread's searcher: Whoosh searchers are not shared between threads."""
        return searcher_for(self.ix)

    def has(self, fieldname: str, text: str) -> bool:
        return (fieldname, text) in self._terms

    def term(self, fieldname: str, text: str) -> dict[int, float]:
        """Document → BM25F score of one term in one field ({} when the field does not hold it)."""
        found = self._scores.get((fieldname, text))
        if found is None:
            if not self.has(fieldname, text):
                return {}
            matcher = self._searcher().postings(fieldname, text)
            found = {}
            while matcher.is_active():
                found[matcher.id()] = matcher.score()
                matcher.next()
            self._scores[(fieldname, text)] = found  # two threads may both compute it: same answer
        return found

    def phrase(self, fieldname: str, words: tuple[str, ...], slop: int = 1) -> dict[int, float]:
        """Document → score of the words standing together in a field."""
        if not all(self.has(fieldname, w) for w in words):
            return {}
        return self._remembered(("phrase", fieldname, words, slop), lambda: {
            hit.docnum: hit.score
            for hit in self._searcher().search(Phrase(fieldname, list(words), slop=slop), limit=None)})

    def prefix(self, text: str) -> tuple[str, ...]:
        """The index words an unfinished word begins (``words`` field)."""
        return self._remembered(("prefix", text), lambda: tuple(
            w.decode() if isinstance(w, bytes) else w
            for w in islice(self._searcher().reader().expand_prefix("words", text), MAX_PREFIX_EXPANSION)))

    def nearest(self, word: str, distance: int) -> str | None:
        """The index word nearest to a word the index does not know (Whoosh's spelling corrector)."""
        return self._remembered(("nearest", word, distance), lambda: next(iter(
            self._searcher().suggest("words", word, limit=1, maxdist=distance, prefix=1)), None))

    def _remembered(self, key: tuple, compute: Callable[[], object]):
        """Answers that depend on a player's input, kept in a bounded LRU."""
        with self._lock:
            if key in self._inputs:
                self._inputs.move_to_end(key)
                return self._inputs[key]
        found = compute()
        with self._lock:
            self._inputs[key] = found
            if len(self._inputs) > INPUT_CACHE_SIZE:
                self._inputs.popitem(last=False)
        return found

    def tokens(self, docnum: int) -> list[tuple[int, int, str]]:
        """(start, end, stem) of each word of a passage's text: what highlighting marks."""
        found = self._tokens.get(docnum)
        if found is None:
            text = self.stored[docnum].get("body") or ""
            found = self._tokens[docnum] = [(t.startchar, t.endchar, t.text) for t in _BODY_ANALYZER(text, chars=True)]
        return found


_facts_lock = threading.Lock()


@lru_cache(maxsize=1)  # the index a process serves; a rebuilt one replaces it
def _facts_of(ix: Index) -> IndexFacts:
    return IndexFacts(ix)


def facts_of(ix: Index) -> IndexFacts:
    with _facts_lock:  # concurrent first requests build it once
        return _facts_of(ix)


def _forget_facts() -> None:
    with _facts_lock:
        _facts_of.cache_clear()


on_change(_forget_facts)  # an index opened anew: the facts of the old one are of no use


def warm() -> None:
    """Open the index and read what every query needs before serving, so that no player's request pays for
    it (~50 ms a process). A missing index is reported by /healthz."""
    try:
        facts_of(get_index())
    except IndexMissing:
        pass
