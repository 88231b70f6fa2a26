"""Bring an index directory up to the corpus generation in the database.

Called by search/index.py when a process notices that the generation moved (a check at most once a
second). Under the directory's lock (search/building.py), taken without waiting — a process that
finds it held keeps serving its index and looks again a second later:

- the index is already there (another process of this server did it): nothing to write;
- the corpus documents changed (a rulebook reload: another digest): the whole index is rebuilt into
  a new version and swapped in (~1.5 s);
- otherwise only rulings changed: the ruling documents are compared with the published rulings by
  content hash; the version served is copied, the changed ones deleted, added or replaced in the
  copy by one Whoosh commit, and the copy swapped in (milliseconds). See search/building.py.

The generation is read before the documents and recorded in the new version before it is swapped
in: a version never claims a generation newer than its documents. Idempotent.
"""
from __future__ import annotations

import logging
import os
import shutil
from pathlib import Path

from whoosh import index as whoosh_index

from search.building import build_index, directory_lock, new_version, prepared, publish, write_stamp
from search.documents import ruling_documents
from search.generation import Generation, current, read_marker, write_marker

logger = logging.getLogger(__name__)


def bring_up_to_date(directory: Path, *, blocking: bool = False) -> Generation | None:
    """The generation the index in ``directory`` now holds; None when it could not be brought there
    (the lock is held by another process, or the index was not built from the database)."""
    directory = Path(directory)
    with directory_lock(directory, blocking=blocking) as acquired:
        if not acquired:
            return None
        on_disk = read_marker(directory)
        if on_disk is None:
            return None  # built by hand from given documents: not ours to change
        wanted = current()
        if on_disk == wanted:
            return on_disk
        if on_disk.rulebooks != wanted.rulebooks:
            count, seconds = build_index(directory, locked=True)
            logger.info("search index %s rebuilt for generation %s: %d documents in %.2f s",
                        directory, wanted, count, seconds)
        else:
            update_rulings(directory, wanted)
        return read_marker(directory)


def update_rulings(directory: Path, generation: Generation) -> tuple[int, int]:
    """Make the index's ruling documents the published rulings; record ``generation``. → (written, deleted).

    The version served is copied (~2 MB), updated with one Whoosh commit and swapped in: versions are
    never changed once served. The caller holds the directory's lock and read ``generation`` first.
    """
    documents = {doc["id"]: doc for doc in ruling_documents()}
    served = Path(os.path.realpath(directory))
    with whoosh_index.open_dir(served).searcher() as searcher:
        indexed = {fields["id"]: fields.get("digest") for fields in searcher.documents(kind="ruling")}
    stale = sorted(indexed.keys() - documents.keys())
    changed = [doc for doc_id, doc in documents.items() if indexed.get(doc_id) != doc["digest"]]
    if not stale and not changed:  # the documents are already these: only the record moves
        write_marker(served, generation)
        return 0, 0
    version = new_version(directory)
    try:
        shutil.copytree(served, version, dirs_exist_ok=True)
        ix = whoosh_index.open_dir(version)
        writer = ix.writer()
        try:
            for doc_id in stale:
                writer.delete_by_term("id", doc_id)
            for doc in changed:
                writer.update_document(**prepared(doc))
        except BaseException:
            writer.cancel()
            raise
        writer.commit()
        write_stamp(version, ix.doc_count())
        ix.close()
        write_marker(version, generation)
        publish(directory, version)
    except BaseException:
        shutil.rmtree(version, ignore_errors=True)
        raise
    logger.info("search index %s at generation %s: %d rulings written, %d removed",
                directory, generation, len(changed), len(stale))
    return len(changed), len(stale)
