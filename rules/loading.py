"""Load the cleaned rulebooks into the database: idempotent, all or nothing."""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path

from django.db import transaction

from rules.models import Game, Keyword, Rulebook, Section
from rules.parsing import GAME_SLUGS, SOURCES_DIR, ParsedRulebook, parse_file, plain_text
from rules.text import homonym_terms


@dataclass
class LoadReport:
    created: int = 0
    updated: int = 0
    deleted: int = 0
    unchanged: int = 0
    games: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(self.created or self.updated or self.deleted)

    def __str__(self) -> str:
        return (f"{', '.join(self.games)} : {self.created} créés, {self.updated} modifiés, "
                f"{self.deleted} supprimés, {self.unchanged} inchangés")


def _upsert(model, lookup: dict, values: dict, report: LoadReport):
    obj = model.objects.filter(**lookup).first()
    if obj is None:
        obj = model.objects.create(**lookup, **values)
        report.created += 1
        return obj
    changed = [name for name, value in values.items() if getattr(obj, name) != value]
    if changed:
        for name in changed:
            setattr(obj, name, values[name])
        obj.save(update_fields=changed)
        report.updated += 1
    else:
        report.unchanged += 1
    return obj


def _load_book(book: ParsedRulebook, checksum: str, report: LoadReport) -> None:
    game = _upsert(Game, {"slug": book.game}, {"name": book.name, "order": GAME_SLUGS.index(book.game)}, report)
    _upsert(Rulebook, {"game": game}, {"title": book.title, "version": book.version,
                                       "source": book.source, "checksum": checksum}, report)
    sections: dict[str, Section] = {}
    for parsed in book.sections:
        parent = sections.get(parsed.parent_slug) if parsed.parent_slug else None
        sections[parsed.slug] = _upsert(Section, {"game": game, "slug": parsed.slug}, {
            "title": parsed.title, "level": parsed.level, "parent": parent, "order": parsed.order,
            "body": parsed.body, "text": plain_text(parsed.body), "refs": list(parsed.refs),
        }, report)
    keyword_slugs = set()
    for kw in book.keywords:
        keyword_slugs.add(kw.slug)
        _upsert(Keyword, {"game": game, "slug": kw.slug}, {
            "name": kw.name, "aliases": list(kw.aliases), "definition": kw.definition,
            "text": plain_text(kw.definition), "section": sections[kw.section_slug], "order": kw.order,
            "refs": list(kw.refs), "folded_names": homonym_terms(kw.name, *kw.aliases),
        }, report)
    stale_keywords = Keyword.objects.filter(game=game).exclude(slug__in=keyword_slugs)
    stale_sections = Section.objects.filter(game=game).exclude(slug__in=sections.keys())
    report.deleted += stale_keywords.count() + stale_sections.count()
    stale_keywords.delete()
    stale_sections.delete()


def load_rulebooks(directory: Path = SOURCES_DIR, games: tuple[str, ...] = GAME_SLUGS) -> LoadReport:
    """Parse every cleaned rulebook first, then write them in one transaction.

    A source that does not parse stops the load before anything is written, so the
    corpus is never left half-updated.
    """
    books = []
    for slug in games:
        path = directory / f"{slug}.md"
        if path.exists():
            books.append((parse_file(path), hashlib.sha256(path.read_bytes()).hexdigest()))
    report = LoadReport(games=[book.game for book, _ in books])
    with transaction.atomic():
        for book, checksum in books:
            _load_book(book, checksum, report)
    return report
