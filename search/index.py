"""Open the Whoosh index once per process, follow the database and the rebuilds, report its status.

The database is the source of truth: an index built from it (`manage.py build_index`) records the
corpus generation it holds (search/generation.py). ``get_index`` compares it with the database's at
most once a second per process and index directory (one primary-key SELECT), and when they differ
brings the index up to date (search/following.py) and reopens it. In between, a search costs one
``stat`` of the directory, which also notices a rebuild or an update made by another process.
"""
from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings
from django.utils.translation import gettext
from whoosh import index as whoosh_index

from search.building import GENERATION_FILE, on_published
from search.generation import on_bump

FOLLOW_SECONDS = 1.0  # default of settings.SEARCH_FOLLOW_SECONDS: how often a process asks the database

logger = logging.getLogger(__name__)
_lock = threading.Lock()
_opened: dict[Path, _Opened] = {}
_checked: dict[Path, float] = {}
_following: set[Path] = set()
_on_change: list[Callable[[], None]] = []
_local = threading.local()


class IndexMissing(RuntimeError):
    """The index directory holds no index, or one that cannot be read: run `manage.py build_index`."""


@dataclass(frozen=True)
class _Opened:
    ix: whoosh_index.Index
    stamp: tuple[int, int]
    path: Path
    """The version opened (search/building.py): never written again once served."""
    corpus: object
    """The search.generation.Generation it holds; None: built from given documents, not followed."""


def _stamp(directory: Path) -> tuple[int, int] | None:
    """The identity of the version the directory points to: a new version is a new inode. None while
    it is missing (for microseconds, when an index of the former layout is moved aside)."""
    for attempt in range(3):
        try:
            st = os.stat(directory)
            return st.st_ino, st.st_mtime_ns
        except FileNotFoundError:
            if attempt < 2:
                time.sleep(0.005)
    return None


def on_change(callback: Callable[[], None]) -> None:
    """Call ``callback`` whenever a process opens an index anew: what caches answers must forget them."""
    _on_change.append(callback)


def _changed() -> None:
    for callback in _on_change:
        callback()


def _open(directory: Path) -> _Opened:
    from search.generation import read_marker

    with _lock:
        stamp = _stamp(directory)
        opened = _opened.get(directory)
        if opened is not None and (opened.stamp == stamp or stamp is None):
            return opened  # unchanged, or being swapped: keep serving the one we have
        path = Path(os.path.realpath(directory))  # the version: what we open is pinned to it
        stamp = _stamp(path)
        if stamp is None or not any(path.glob("*.toc")):
            _opened.pop(directory, None)
            raise IndexMissing(gettext("Aucun index de recherche : lancez « manage.py build_index »."))
        try:
            ix = whoosh_index.open_dir(path)
            ix.doc_count()  # reads the table of contents and segments: a corrupt index fails here
        except Exception:
            if opened is not None:  # keep serving the one we have, whole; try again next time
                logger.warning("search index in %s cannot be reopened; serving the previous one", directory)
                return opened
            logger.exception("search index in %s cannot be read", directory)
            raise IndexMissing(gettext(
                "L'index de recherche est illisible : reconstruisez-le (« manage.py build_index »).")) from None
        opened = _opened[directory] = _Opened(ix, stamp, path, read_marker(path))
    _changed()
    return opened


def get_index(directory: Path | None = None) -> whoosh_index.Index:
    """The index in ``directory`` (default: settings.SEARCH_INDEX_DIR), as the database wants it.

    Opened once per process and reopened when it changed on disk; at most once a second, the corpus
    generation in the database is compared with the index's, and the index brought up to date when
    they differ — so a published ruling is found on every server within about a second, without a
    restart or a manual rebuild.
    """
    directory = Path(directory or settings.SEARCH_INDEX_DIR)
    opened = _open(directory)
    if opened.corpus is None or not _due(directory):
        return opened.ix
    return _follow(directory, opened).ix


def _due(directory: Path) -> bool:
    interval = getattr(settings, "SEARCH_FOLLOW_SECONDS", FOLLOW_SECONDS)
    now = time.monotonic()
    with _lock:
        last = _checked.get(directory)
        if last is not None and now - last < interval or directory in _following:
            return False
        _checked[directory] = now
        _following.add(directory)  # one thread of a process looks; the others keep serving
        return True


def _database_generation():
    """The generation in the database, or None when it cannot be read (the index is served as it is)."""
    from django.db import connection, transaction

    from search.generation import current

    if connection.vendor == "sqlite" and not connection.is_in_memory_db() \
            and not Path(str(connection.settings_dict["NAME"])).exists():
        return None  # connecting would create an empty database file (/healthz reports it missing)
    try:
        if connection.in_atomic_block:  # a failed query must not break the caller's transaction
            with transaction.atomic():
                return current()
        return current()
    except Exception as error:  # a database that is down does not take search down with it
        logger.warning("corpus generation unreadable, search index served as it is: %s", error)
        return None


def _follow(directory: Path, opened: _Opened) -> _Opened:
    try:
        wanted = _database_generation()
        if wanted is None or wanted == opened.corpus:
            return opened
        from search.following import bring_up_to_date

        try:
            if bring_up_to_date(directory) is None:
                return opened  # another process of this server is at it: look again in a second
        except Exception:
            logger.exception("search index in %s could not follow generation %s", directory, wanted)
            return opened
        with _lock:
            _opened.pop(directory, None)  # reopen it as it is now (its stamp may not show a quick update)
        return _open(directory)
    finally:
        with _lock:
            _following.discard(directory)


def forget(directory: Path | None = None) -> None:
    """Drop the handle, so the next search opens the index anew (and asks the database at once)."""
    directory = Path(directory or settings.SEARCH_INDEX_DIR)
    with _lock:
        _opened.pop(directory, None)
        _checked.pop(directory, None)


on_published(forget)  # a full build swapped in: open it anew, and ask the database at once


def _look_again() -> None:
    with _lock:
        _checked.clear()


on_bump(_look_again)  # this process moved the generation: the next request follows it, not within the second


def followed_generation(directory: Path | None = None) -> str | None:
    """The corpus generation this process serves (``value.token``), brought up to date as a search would be;
    None when no index built from the database is served (a cache cannot key on it then)."""
    try:
        get_index(directory)
    except IndexMissing:
        return None
    opened = _opened.get(Path(directory or settings.SEARCH_INDEX_DIR))
    corpus = opened.corpus if opened is not None else None
    return f"{corpus.value}.{corpus.token}" if corpus is not None else None


def corpus_generation(directory: Path | None = None) -> int | None:
    """The corpus generation of the index this process serves (None: not built from the database)."""
    opened = _opened.get(Path(directory or settings.SEARCH_INDEX_DIR))
    return opened.corpus.value if opened is not None and opened.corpus is not None else None


def generation(directory: Path | None = None) -> str:
    """The version of the index served: when it was written and how many documents it holds."""
    directory = Path(directory or settings.SEARCH_INDEX_DIR)
    opened = _opened.get(directory)
    path = (opened.path if opened is not None else directory) / GENERATION_FILE
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
