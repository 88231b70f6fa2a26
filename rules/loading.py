"""Load the cleaned rulebooks into the database: idempotent, all or nothing.

A load that changes the corpus also, in the same transaction: flags « à revérifier » every ruling
citation whose cited text changed or disappeared (``needs_review``, with ``review_diff``: a unified
diff of the text as it was when the ruling was given against the text now, or « passage supprimé »),
never deleting a ruling nor touching a citation whose text is unchanged; and moves the corpus
generation, so every server's search index is rebuilt from the new corpus (search/generation.py).
``manage.py rulings_to_review`` lists the flagged citations.
"""
from __future__ import annotations

import difflib
import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path

from django.db import transaction

from rules.models import Game, Keyword, Passage, Question, Rulebook, Ruling, RulingCitation, Section
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
    to_review: int = 0
    """Ruling citations newly flagged « à revérifier » by this load."""

    @property
    def changed(self) -> bool:
        return bool(self.created or self.updated or self.deleted)

    def __str__(self) -> str:
        line = (f"{', '.join(self.games)} : {self.created} créés, {self.updated} modifiés, "
                f"{self.deleted} supprimés, {self.unchanged} inchangés")
        if self.to_review:
            line += (f" ; {self.to_review} citation{'s' if self.to_review > 1 else ''} de décisions à revérifier "
                     "(manage.py rulings_to_review)")
        return line


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
        citations = list(RulingCitation.objects.filter(ruling__game__slug__in=report.games)
                         .select_related("ruling__game").order_by("id"))
        before = _texts(citations)
        for book, checksum, questions in books:
            _load_book(book, checksum, report)
            _load_questions(book, questions, questions_dir, report)
        # Players' questions a judge attached to a passage live apart from the FAQ files: never deleted here,
        # each follows its passage by anchor (reopened for the judges when it is gone), before the digest below.
        from search.reported import follow_passages

        report.updated += follow_passages(report.games)
        if report.changed:
            versions = {book.game: book.version for book, _, _ in books}
            report.to_review = _flag_changed_citations(citations, before, versions)
            from search.generation import bump

            bump(rulebooks=True)
    return report


# --- Rulings whose cited text changed -------------------------------------------------------------

REMOVED = "passage supprimé"


def _texts(citations: list[RulingCitation]) -> dict[str, str]:
    """The current text of each anchor the citations name (those the corpus still has)."""
    from rules.rulings import resolve

    return {anchor: target.text for anchor, target in resolve({c.anchor for c in citations}).items()}


def _lines(text: str) -> list[str]:
    """A text cut into sentences, one a line: a diff then shows the sentences that changed."""
    return [part.strip() for part in re.split(r"(?<=[.!?;:])\s+|\n+", text.strip()) if part.strip()]


def review_diff(anchor: str, given: str, now: str | None, given_version: str, new_version: str) -> str:
    """The cited text as it was when the ruling was given against the text now, as a unified diff;
    or « passage supprimé » (and the text cited) when the anchor is gone."""
    if now is None:
        return "\n".join([f"{REMOVED} : « {anchor} » n'existe plus dans la version {new_version}.",
                           f"Texte cité (version {given_version}) :", *(f"-{line}" for line in _lines(given))])
    return "\n".join(difflib.unified_diff(
        _lines(given), _lines(now), fromfile=f"{anchor} (texte cité, version {given_version})",
        tofile=f"{anchor} (version {new_version})", lineterm="", n=1))


def _flag_changed_citations(citations: list[RulingCitation], before: dict[str, str], versions: dict[str, str]) -> int:
    """Flag the citations whose text changed or disappeared; leave the others as they are. → how many were flagged.

    The text compared is the one the ruling was given under (``cited_text``), or, for a citation
    without that snapshot, the text before this load.
    """
    after = _texts(citations)
    flagged = 0
    for citation in citations:
        given = citation.cited_text or before.get(citation.anchor, "")
        now = after.get(citation.anchor)
        if now is not None and now == given:
            continue
        version = versions.get(citation.ruling.game.slug, "")
        diff = review_diff(citation.anchor, given, now, citation.ruling.rulebook_version, version)
        if citation.needs_review and citation.review_diff == diff:
            continue
        citation.needs_review, citation.review_diff = True, diff
        citation._change_reason = f"règles rechargées ({version}) : texte cité " + ("supprimé" if now is None else "modifié")
        citation.save(update_fields=["needs_review", "review_diff"])
        flagged += 1
    return flagged


def rulings_to_review(game: str | None = None, statuses=(Ruling.Status.PUBLISHED, Ruling.Status.DRAFT)):
    """The citations flagged « à revérifier », with their ruling, by game and ruling number."""
    citations = (RulingCitation.objects.filter(needs_review=True, ruling__status__in=statuses)
                 .select_related("ruling__game").order_by("ruling__game__order", "ruling__number", "order"))
    return citations.filter(ruling__game__slug=game) if game else citations
