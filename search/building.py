"""Write index versions aside, then swap them in: never half-written, never changed once served.

The index directory (settings.SEARCH_INDEX_DIR, say ``var/index``) is a symbolic link to one
*version*: a complete Whoosh index in ``var/index.versions/<version>/``. A full build and an update
of the rulings (search/following.py) both write a new version, then repoint the link in one atomic
``rename``. A version is never written again once the link points to it, so a process that opened
one reads the same documents from every thread until it notices the link moved (search/index.py),
and what it cached about it (search/postings.py, search/service.py) stays true. The versions
replaced are removed once no longer recent (``KEEP_VERSIONS``, ``GRACE_SECONDS``).

Every writer holds the directory's lock (``directory_lock``: an ``flock`` on a file beside it), so
two processes of one server never write at once; each server may as well have its own directory,
built from the same database.
"""
from __future__ import annotations

import os
import secrets
import shutil
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

from whoosh import index as whoosh_index

from search.documents import all_documents, corpus_documents, make_schema  # noqa: F401 (corpus_documents: for callers)
from search.vocabulary import roots_of, words_of

GENERATION_FILE = "GENERATION"  # when the index was written, how many documents (write_stamp; /healthz reads it)
_published: list[Callable[[Path], None]] = []


def on_published(callback: Callable[[Path], None]) -> None:
    """Call ``callback(directory)`` after a full build is swapped in: search/index.py forgets its handle then.
    (A listener, so that the index, which reads versions, and the building, which writes them, import one way.)"""
    _published.append(callback)

try:
    import fcntl
except ImportError:  # not POSIX: one process per index directory
    fcntl = None

KEEP_VERSIONS = 3      # the versions kept besides the one served...
GRACE_SECONDS = 600    # ...and any replaced less than this ago: a process may still be reading it


def prepared(doc: dict) -> dict:
    """A document as indexed: with its words and their roots (what typos and prefixes are matched on)."""
    doc = dict(doc)
    words = words_of(doc["title"] + " " + doc.get("name", "") + " " + doc["body"])
    doc["words"] = " ".join(words)
    doc["roots"] = " ".join(roots_of(words))
    return doc


def write_stamp(directory: Path, count: int) -> None:
    """GENERATION: when the index was written, and how many documents it holds (/healthz)."""
    path = Path(directory) / GENERATION_FILE
    temporary = path.with_name(f"{GENERATION_FILE}.{os.getpid()}")
    temporary.write_text(f"{datetime.now(UTC):%Y-%m-%dT%H:%M:%S.%fZ}, {count} documents\n", encoding="utf-8")
    os.replace(temporary, path)


@contextmanager
def directory_lock(directory: Path, blocking: bool = True) -> Iterator[bool]:
    """Hold the lock of an index directory; yields False when ``blocking`` is off and another holds it."""
    directory = Path(directory)
    directory.parent.mkdir(parents=True, exist_ok=True)
    if fcntl is None:
        yield True
        return
    with open(directory.with_name(f".{directory.name}.lock"), "a+b") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | (0 if blocking else fcntl.LOCK_NB))
        except BlockingIOError:
            yield False
            return
        try:
            yield True
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def versions_of(directory: Path) -> Path:
    directory = Path(directory)
    return directory.with_name(f"{directory.name}.versions")


def new_version(directory: Path) -> Path:
    """An empty directory for the next version (named so that versions sort by age)."""
    versions = versions_of(directory)
    versions.mkdir(parents=True, exist_ok=True)
    version = versions / f"{time.time_ns():020d}-{secrets.token_hex(4)}"
    version.mkdir()
    return version


def publish(directory: Path, version: Path) -> None:
    """Point ``directory`` at ``version`` in one atomic rename; then remove the versions no longer needed.

    The caller holds the directory's lock. A directory of the former layout (a plain directory) is
    moved among the versions first: the only moment it is missing, for microseconds.
    """
    directory = Path(directory)
    link = directory.with_name(f".{directory.name}.link-{secrets.token_hex(4)}")
    os.symlink(os.path.relpath(version, directory.parent), link)
    replaced = Path(os.path.realpath(directory)) if directory.exists() else None
    try:
        if replaced is not None and not directory.is_symlink():
            replaced = directory.rename(versions_of(directory) / f"{time.time_ns():020d}-former")
        os.replace(link, directory)
    except BaseException:
        link.unlink(missing_ok=True)
        raise
    if replaced is not None:
        os.utime(replaced)  # the grace period starts now: processes may still read it for a moment
    _prune(directory, version)


def _prune(directory: Path, current: Path) -> None:
    now = time.time()
    others = sorted((v for v in versions_of(directory).iterdir() if v.name != current.name), reverse=True)
    for version in others[KEEP_VERSIONS:]:
        try:
            if now - version.stat().st_mtime > GRACE_SECONDS:
                shutil.rmtree(version, ignore_errors=True)
        except FileNotFoundError:
            pass


def build_index(directory: Path, documents: Iterable[dict] | None = None, *, locked: bool = False) -> tuple[int, float]:
    """(document count, seconds). Writes a new version aside and swaps it in.

    Without ``documents``, indexes the database (the corpus and the published rulings) and records
    the corpus generation it was built from, so that the index follows the database from then on
    (search/index.py). ``locked``: the caller already holds the directory's lock.
    """
    if not locked:
        with directory_lock(directory):
            return build_index(directory, documents, locked=True)
    from search.generation import current, write_marker

    started = time.perf_counter()
    directory = Path(directory)
    generation = None
    if documents is None:
        generation = current()  # read first: documents at least as new as the generation recorded
        documents = all_documents()
    version = new_version(directory)
    try:
        ix = whoosh_index.create_in(version, make_schema())
        writer = ix.writer(procs=1, limitmb=256)
        count = 0
        for doc in documents:
            writer.add_document(**prepared(doc))
            count += 1
        writer.commit(optimize=True)
        ix.close()
        write_stamp(version, count)
        if generation is not None:
            write_marker(version, generation)
        publish(directory, version)
    except BaseException:
        shutil.rmtree(version, ignore_errors=True)
        raise
    for callback in _published:
        callback(directory)
    return count, time.perf_counter() - started
