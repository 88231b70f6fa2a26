"""Open the Whoosh index once per process; report its status."""
from __future__ import annotations

import threading
from pathlib import Path

from django.conf import settings
from whoosh import index as whoosh_index

_lock = threading.Lock()
_opened: dict[Path, whoosh_index.Index] = {}
_local = threading.local()


class IndexMissing(RuntimeError):
    """The index directory holds no index: run `manage.py build_index`."""


def get_index(directory: Path | None = None) -> whoosh_index.Index:
    """The index in ``directory`` (default: settings.SEARCH_INDEX_DIR), opened once per process."""
    directory = Path(directory or settings.SEARCH_INDEX_DIR)
    with _lock:
        ix = _opened.get(directory)
        if ix is None:
            if not whoosh_index.exists_in(directory):
                raise IndexMissing(f"Aucun index de recherche dans {directory} : lancez « manage.py build_index ».")
            ix = _opened[directory] = whoosh_index.open_dir(directory)
        return ix


def forget(directory: Path | None = None) -> None:
    """Drop the cached handle after a rebuild, so the next search opens the new index."""
    with _lock:
        _opened.pop(Path(directory or settings.SEARCH_INDEX_DIR), None)


def index_status() -> dict:
    try:
        ix = get_index()
        return {"ok": True, "documents": ix.doc_count()}
    except Exception as error:  # a broken index is reported by /healthz, never raised there
        return {"ok": False, "error": str(error)}


def searcher_for(ix: whoosh_index.Index):
    """One long-lived searcher per thread and index.

    Opening a searcher reads the index's table of contents and a fresh copy of its schema,
    whose analyzers start with empty stemming caches: reusing it keeps search and
    highlighting fast. Whoosh searchers are not shared between threads.
    """
    searchers = getattr(_local, "searchers", None)
    if searchers is None:
        searchers = _local.searchers = {}
    entry = searchers.get(id(ix))
    if entry is None or entry[0] is not ix:
        entry = searchers[id(ix)] = (ix, ix.searcher())
    return entry[1]


def warm() -> None:
    """Open the index and read what every query needs (search/postings.py) before serving, so that
    no player's request pays for it (~50 ms a process). A missing index is reported by /healthz."""
    from search.postings import facts_of

    try:
        facts_of(get_index())
    except IndexMissing:
        pass
