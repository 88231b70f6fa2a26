"""Load the cleaned rulebooks into the database: idempotent, all or nothing."""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path

from django.db import transaction

from rules.models import Game, Keyword, Passage, Question, Rulebook, Section
from rules.parsing import GAME_SLUGS, GLOSSARY_SEGMENT, SOURCES_DIR, ParsedRulebook, SourceError, parse_file, plain_text
from rules.passages import passages_of
from rules.questions import QUESTIONS_DIR, ParsedQuestion, load_questions
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
    keywords = {kw.slug: kw for kw in Keyword.objects.filter(game=game)}
    cut = {parsed.slug: passages_of(parsed.body, reserved=(parsed.slug,)) for parsed in book.sections}
    wanted = {(sections[slug].id, p.anchor) for slug, parts in cut.items() for p in parts}
    stale_passages = [p.id for p in Passage.objects.filter(section__game=game)
                      if (p.section_id, p.anchor) not in wanted]
    # Gone first: a glossary entry moved to another section takes its keyword to a new passage.
    report.deleted += Passage.objects.filter(id__in=stale_passages).delete()[1].get("rules.Passage", 0)
    for parsed in book.sections:
        section = sections[parsed.slug]
        for passage in cut[parsed.slug]:
            _upsert(Passage, {"section": section, "anchor": passage.anchor}, {
                "kind": passage.kind, "order": passage.order, "markup": passage.markup, "text": passage.text,
                "keyword": keywords.get(passage.keyword) if passage.keyword else None,
            }, report)
    stale_keywords = Keyword.objects.filter(game=game).exclude(slug__in=keyword_slugs)
    stale_sections = Section.objects.filter(game=game).exclude(slug__in=sections.keys())
    report.deleted += stale_keywords.count() + stale_sections.count()
    stale_keywords.delete()
    stale_sections.delete()


def _resolve(question: ParsedQuestion, game: str, keyword_sections: dict[str, str], passages: dict[str, Passage],
             path: str) -> list[Passage]:
    """The passages a question's targets name; a target that names nothing stops the load."""
    home = keyword_sections.get(question.keyword) if question.keyword else question.block
    found = []
    for target in question.targets:
        if target.startswith(GLOSSARY_SEGMENT + "/"):
            slug = target.split("/", 1)[1]
            key = f"{keyword_sections.get(slug)}#{slug}"
        else:
            key = f"{home}{target}" if target.startswith("#") else target
        if key not in passages:
            raise SourceError(f"{path}:{question.line}: « {target} » is no passage of {game} "
                              f"(`manage.py load_rules --list-passages {game}` lists them)")
        found.append(passages[key])
    return found


def _load_questions(book: ParsedRulebook, questions: list[ParsedQuestion], directory: Path, report: LoadReport) -> None:
    game = Game.objects.get(slug=book.game)
    path = str(directory / f"{book.game}.txt")
    passages = {f"{p.section.slug}#{p.anchor}": p for p in Passage.objects.filter(section__game=game).select_related("section")}
    sections = {s.slug: s for s in Section.objects.filter(game=game)}
    keywords = {k.slug: k for k in Keyword.objects.filter(game=game).select_related("section")}
    keyword_sections = {kw.slug: kw.section_slug for kw in book.keywords}
    wanted = []
    for order, question in enumerate(questions, start=1):
        if question.keyword is not None and question.keyword not in keywords:
            raise SourceError(f"{path}:{question.line}: no keyword « {question.keyword} » in {book.game}")
        if question.keyword is None and question.block not in sections:
            raise SourceError(f"{path}:{question.line}: no section « {question.block} » in {book.game}")
        keyword = keywords.get(question.keyword) if question.keyword else None
        section = keyword.section if keyword else sections[question.block]
        answers = _resolve(question, book.game, keyword_sections, passages, path)
        wanted.append((order, question.text, section.id, keyword.id if keyword else None, sorted({a.id for a in answers})))
    existing = [(q.order, q.text, q.section_id, q.keyword_id, sorted(a.id for a in q.answers.all()))
                for q in Question.objects.filter(game=game).prefetch_related("answers")]
    if sorted(existing) == wanted:
        report.unchanged += len(wanted)
        return
    report.deleted += len(existing)
    Question.objects.filter(game=game).delete()
    for order, text, section_id, keyword_id, answer_ids in wanted:
        question = Question.objects.create(game=game, order=order, text=text, section_id=section_id, keyword_id=keyword_id)
        question.answers.add(*answer_ids)
    report.created += len(wanted)


def load_rulebooks(directory: Path = SOURCES_DIR, games: tuple[str, ...] = GAME_SLUGS,
                   questions_dir: Path = QUESTIONS_DIR) -> LoadReport:
    """Parse every cleaned rulebook first, then write them in one transaction.

    A source that does not parse stops the load before anything is written, so the
    corpus is never left half-updated.
    """
    books = []
    for slug in games:
        path = directory / f"{slug}.md"
        if path.exists():
            books.append((parse_file(path), hashlib.sha256(path.read_bytes()).hexdigest(),
                          load_questions(slug, questions_dir)))
    report = LoadReport(games=[book.game for book, _, _ in books])
    with transaction.atomic():
        for book, checksum, questions in books:
            _load_book(book, checksum, report)
            _load_questions(book, questions, questions_dir, report)
    return report
