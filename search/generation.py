"""The corpus generation: the database says what the index should hold, each server's index follows.

- ``bump()`` moves the generation, inside the caller's transaction: a ruling published, edited
  while published, superseded, withdrawn (signals below, connected in search/apps.py), a rulebook
  reload that changed the corpus (rules/loading.py, ``rulebooks=True``).
- ``current()`` reads it: one primary-key SELECT, done at most once a second per process and index
  (search/index.py).
- The index records the generation it was built from in a file beside its segments (``CORPUS``,
  written after Whoosh's commit, or into the staging directory before a rebuild is swapped in):
  ``read_marker`` / ``write_marker``. An index without that file was built from documents given by
  hand (tests, benches): it is never followed.
"""
from __future__ import annotations

import hashlib
import json
import logging
import os
import secrets
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

from django.db import transaction
from django.db.models import F
from django.utils import timezone

MARKER_FILE = "CORPUS"

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Generation:
    value: int = 0
    token: str = ""
    rulebooks: str = ""
    """The hash of the corpus documents (``corpus_digest``), set by a rulebook reload: when an index's
    differs, the whole index is rebuilt; when only ``value`` and ``token`` differ, only rulings changed."""

    def __str__(self) -> str:
        return str(self.value)


def current(using: str | None = None) -> Generation:
    """The generation in the database (a missing row — a flushed test database — is generation 0)."""
    from search.models import CorpusGeneration

    row = CorpusGeneration.objects.using(using or "default").filter(pk=1).values_list(
        "value", "token", "rulebooks").first()
    return Generation(*row) if row else Generation()


def corpus_digest() -> str:
    """A hash of every corpus document the index holds (passages, keywords, sections, questions; not
    the rulings): a reload that gives the same documents — the same rulebooks loaded into an emptied
    database — needs no rebuild, one that changes any of them does (~0.2 s, at load time only)."""
    from search.documents import corpus_documents

    digest = hashlib.sha256()
    for doc in corpus_documents():
        digest.update(json.dumps(doc, sort_keys=True, ensure_ascii=False).encode())
    return digest.hexdigest()[:32]


_on_bump: list[Callable[[], None]] = []


def on_bump(callback: Callable[[], None]) -> None:
    """Call ``callback`` when this process moves the generation: what follows it looks again at once, rather
    than within the second (search/index.py), so the judge who publishes sees the pages that show it."""
    _on_bump.append(callback)


def bump(*, rulebooks: bool = False) -> None:
    """Move the generation, in the caller's transaction (so it commits, or rolls back, with the change).

    ``rulebooks``: the corpus was reloaded; its digest is recorded, so that indexes built from another
    corpus are rebuilt."""
    from search.models import CorpusGeneration

    values = {"value": F("value") + 1, "token": secrets.token_hex(8), "changed_at": timezone.now()}
    if rulebooks:
        values["rulebooks"] = corpus_digest()
    with transaction.atomic():
        if not CorpusGeneration.objects.filter(pk=1).update(**values):
            CorpusGeneration.objects.get_or_create(pk=1)
            CorpusGeneration.objects.filter(pk=1).update(**values)
    for callback in _on_bump:  # a rollback only makes the next look a wasted one
        callback()


def read_marker(directory: Path) -> Generation | None:
    try:
        data = json.loads((Path(directory) / MARKER_FILE).read_text(encoding="utf-8"))
        return Generation(int(data["value"]), str(data["token"]), str(data["rulebooks"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def write_marker(directory: Path, generation: Generation) -> None:
    """Atomically: a reader sees the old marker or the new one, never half of one."""
    path = Path(directory) / MARKER_FILE
    temporary = path.with_name(f"{MARKER_FILE}.{os.getpid()}.{secrets.token_hex(4)}")
    temporary.write_text(json.dumps(asdict(generation)) + "\n", encoding="utf-8")
    os.replace(temporary, path)


# --- What moves it -------------------------------------------------------------------------------

def _published() -> str:
    from rules.models import Ruling

    return Ruling.Status.PUBLISHED


def ruling_pre_save(sender, instance, raw=False, **kwargs):
    """Remember whether the ruling was published before this save: unpublishing it changes the index too."""
    if raw or instance.pk is None or instance.status == _published():
        instance._search_was_published = None
        return
    instance._search_was_published = sender.objects.filter(pk=instance.pk, status=_published()).exists()


def ruling_saved(sender, instance, raw=False, created=False, **kwargs):
    """A published ruling is indexed: any save of one, or a save that takes it out of publication, moves
    the generation; a draft's edits do not."""
    if raw:
        return
    if instance.status == _published() or getattr(instance, "_search_was_published", False):
        bump()


def ruling_deleted(sender, instance, **kwargs):
    if instance.status == _published():
        bump()


def citation_changed(sender, instance, raw=False, update_fields=None, **kwargs):
    """A published ruling's citations are its breadcrumb in the index; review flags are not indexed."""
    if raw or (update_fields and set(update_fields) <= {"needs_review", "review_diff"}):
        return
    from rules.models import Ruling

    if Ruling.objects.filter(pk=instance.ruling_id, status=_published()).exists():
        bump()


def connect() -> None:
    from django.db.models.signals import post_delete, post_save, pre_save

    from rules.models import Ruling, RulingCitation

    pre_save.connect(ruling_pre_save, sender=Ruling, dispatch_uid="search.ruling_pre_save")
    post_save.connect(ruling_saved, sender=Ruling, dispatch_uid="search.ruling_saved")
    post_delete.connect(ruling_deleted, sender=Ruling, dispatch_uid="search.ruling_deleted")
    post_save.connect(citation_changed, sender=RulingCitation, dispatch_uid="search.citation_saved")
    post_delete.connect(citation_changed, sender=RulingCitation, dispatch_uid="search.citation_deleted")
