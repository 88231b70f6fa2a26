"""Open the Whoosh index once per process, follow its rebuilds, report its status."""
from __future__ import annotations

import logging
import os
import threading
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings
from whoosh import index as whoosh_index

GENERATION_FILE = "GENERATION"  # written by building.py: when the index was built, from what

logger = logging.getLogger(__name__)
_lock = threading.Lock()
_opened: dict[Path, _Opened] = {}
_local = threading.local()


class IndexMissing(RuntimeError):
    """The index directory holds no index, or one that cannot be read: run `manage.py build_index`."""


@dataclass(frozen=True)
class _Opened:
    ix: whoosh_index.Index
    stamp: tuple[int, int]


def _stamp(directory: Path) -> tuple[int, int]:
    """The directory's identity: a rebuild swaps in a new directory, so its inode changes."""
    st = os.stat(directory)
    return st.st_ino, st.st_mtime_ns


def get_index(directory: Path | None = None) -> whoosh_index.Index:
    """The index in ``directory`` (default: settings.SEARCH_INDEX_DIR).

    Opened once per process and reopened when `build_index` has swapped in a new one: one stat
    a search (microseconds), so every worker of every server serves the rebuilt index at once,
    without a restart.
    """
    directory = Path(directory or settings.SEARCH_INDEX_DIR)
    with _lock:
        try:
            stamp = _stamp(directory)
        except FileNotFoundError:
            stamp = None
        opened = _opened.get(directory)
        if opened is not None and opened.stamp == stamp:
            return opened.ix
        _opened.pop(directory, None)
        if stamp is None or not any(directory.glob("*.toc")):
            raise IndexMissing("Aucun index de recherche : lancez « manage.py build_index ».")
        try:
            ix = whoosh_index.open_dir(directory)
            ix.doc_count()  # reads the table of contents and segments: a corrupt index fails here
        except Exception:
            logger.exception("search index in %s cannot be read", directory)
            raise IndexMissing("L'index de recherche est illisible : reconstruisez-le (« manage.py build_index »).") from None
        _opened[directory] = _Opened(ix, stamp)
        return ix


def forget(directory: Path | None = None) -> None:
    """Drop the handle, so the next search opens the index anew."""
    with _lock:
        _opened.pop(Path(directory or settings.SEARCH_INDEX_DIR), None)


def generation(directory: Path | None = None) -> str:
    """The generation of the index served: when it was built and from how many documents."""
    path = Path(directory or settings.SEARCH_INDEX_DIR) / GENERATION_FILE
    try:
        return path.read_text(encoding="utf-8").strip()
    except OSError:
        return "inconnue"


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
        if len(searchers) > 4:  # rebuilt indexes (and tests' small ones): forget the old searchers
            searchers.clear()
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
