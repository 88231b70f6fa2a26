"""Build the whole index into a fresh directory, then swap it in: never half-written."""
from __future__ import annotations

import shutil
import time
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from whoosh import index as whoosh_index

from search.documents import corpus_documents, make_schema
from search.index import GENERATION_FILE, forget
from search.vocabulary import roots_of, words_of


def build_index(directory: Path, documents: Iterable[dict] | None = None) -> tuple[int, float]:
    """(document count, seconds). Writes to a sibling temp dir and renames it into place."""
    started = time.perf_counter()
    directory = Path(directory)
    directory.parent.mkdir(parents=True, exist_ok=True)
    staging = directory.with_name(directory.name + ".building")
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir()
    ix = whoosh_index.create_in(staging, make_schema())
    writer = ix.writer(procs=1, limitmb=256)
    count = 0
    for doc in documents if documents is not None else corpus_documents():
        doc = dict(doc)
        words = words_of(doc["title"] + " " + doc.get("name", "") + " " + doc["body"])
        doc["words"] = " ".join(words)
        doc["roots"] = " ".join(roots_of(words))
        writer.add_document(**doc)
        count += 1
    writer.commit(optimize=True)
    ix.close()
    (staging / GENERATION_FILE).write_text(
        f"{datetime.now(UTC):%Y-%m-%dT%H:%M:%S.%fZ}, {count} documents\n", encoding="utf-8")
    old = directory.with_name(directory.name + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if directory.exists():
        directory.rename(old)
    staging.rename(directory)
    shutil.rmtree(old, ignore_errors=True)
    forget(directory)
    return count, time.perf_counter() - started
