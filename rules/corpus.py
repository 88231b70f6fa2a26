"""Queries over the corpus that pages and the API share."""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from functools import lru_cache

from django.http import Http404
from django.shortcuts import get_object_or_404
from django.urls import get_script_prefix, reverse
from django.utils.translation import get_language, gettext

from rules.models import Game, Keyword, Question, Section
from rules.rendering import KeywordLinker, Term, render_body
from rules.text import collation_key, fold
from search.abbreviations import entry_of, explained, shown_in


def get_game(slug: str) -> Game:
    try:
        return Game.objects.select_related("rulebook").get(slug=slug)
    except Game.DoesNotExist:
        raise Http404(gettext("Ce jeu n'est pas encore chargé : lancez « manage.py load_rules ».")) from None


def linker_for(game: Game | str) -> KeywordLinker:
    """The terms of one game (a Game or its slug): its keywords and their aliases, and its abbreviations
    (search/abbreviations.py), never another game's.

    One query; the linker itself (two URLs a keyword, a regular expression of every name: ~3 ms) is
    kept per process for the keywords read, so a reload that changes them makes a new one.
    """
    slug = game if isinstance(game, str) else game.slug
    rows = Keyword.objects.filter(game__slug=slug).values_list("slug", "name", "aliases")
    return _linker(get_script_prefix(), get_language(), slug,
                   tuple((s, name, tuple(aliases)) for s, name, aliases in rows))


@lru_cache(maxsize=32)
def _linker(prefix: str, language: str | None, game: str,
            keywords: tuple[tuple[str, str, tuple[str, ...]], ...]) -> KeywordLinker:
    """Per language too: an abbreviation says what it stands for in the page's."""
    entries = []
    for slug, name, aliases in keywords:
        term = Term(reverse("rules:keyword", args=[game, slug]), reverse("api:keyword-detail", args=[game, slug]))
        entries.append((name, term))
        entries.extend((alias, term) for alias in aliases)
    shown = shown_in(game)
    return KeywordLinker(entries, {printed: (entry_of(game, a), explained(game, printed)) for printed, a in shown.items()})


def render_section(section: Section, linker: KeywordLinker):
    return render_body(section.body, linker, lambda slug: f"/{section.game.slug}/glossaire/{slug}/",
                       passage_ids=True, reserved=(section.slug,))


def render_keyword(keyword: Keyword, linker: KeywordLinker):
    return render_body(keyword.definition, linker, skip_url=keyword.get_absolute_url(), one_passage=True)


def toc(game: Game) -> list[dict]:
    """The section tree as nested dicts: {section, children}."""
    nodes: dict[int, dict] = {}
    roots: list[dict] = []
    for section in game.sections.all().only("slug", "title", "level", "parent_id", "order", "game"):
        node = {"section": section, "children": []}
        nodes[section.id] = node
        parent = nodes.get(section.parent_id)
        (parent["children"] if parent else roots).append(node)
    return roots


def homonyms(keyword: Keyword) -> list[Keyword]:
    """The same term defined by other games: shown side by side, never merged."""
    terms = set(keyword.folded_names)
    others = Keyword.objects.exclude(game=keyword.game).select_related("game", "game__rulebook")
    return [other for other in others if terms & set(other.folded_names)]


def keyword_order(keyword: Keyword) -> tuple:
    """How keywords are listed: French dictionary order of the name (rules/text.py), then the slug."""
    return collation_key(keyword.name), keyword.slug


@dataclass(frozen=True)
class GlossaryEntry:
    keyword: Keyword
    distinction: str
    """What tells it from another entry of the same name (the section it is defined in), else ""."""
    terms: str
    """Its name, distinction and aliases, folded: what the page's filter matches."""

    @property
    def label(self) -> str:
        return f"{self.keyword.name} ({self.distinction})" if self.distinction else self.keyword.name


def _section_label(section: Section) -> str:
    return re.sub(r"^\s*\d+(\.\d+)*\.?\s+", "", section.title)  # « 2. Phase d'actions » → « Phase d'actions »


def glossary_by_letter(game: Game) -> list[tuple[str, list[GlossaryEntry]]]:
    """The glossary, A to Z in French order, each letter with its entries (« É » filed under E).

    Two keywords of one name (Noxilia's « Attaque au corps à corps », a characteristic and an
    action) are two entries: each says the section it is defined in.
    """
    keywords = list(game.keywords.select_related("section"))
    names = Counter(fold(kw.name) for kw in keywords)
    entries = []
    for kw in keywords:
        distinction = _section_label(kw.section) if names[fold(kw.name)] > 1 else ""
        terms = " | ".join(fold(t) for t in (kw.name, distinction, *kw.aliases) if t)
        entries.append(GlossaryEntry(kw, distinction, terms))
    entries.sort(key=lambda e: (collation_key(e.keyword.name), collation_key(e.distinction), e.keyword.slug))
    groups: dict[str, list[GlossaryEntry]] = defaultdict(list)
    for entry in entries:
        groups[entry.keyword.letter].append(entry)
    return sorted(groups.items(), key=lambda item: collation_key(item[0]))


def neighbours(section: Section) -> tuple[Section | None, Section | None]:
    siblings = Section.objects.filter(game=section.game)
    previous = siblings.filter(order__lt=section.order).order_by("-order").first()
    following = siblings.filter(order__gt=section.order).order_by("order").first()
    return previous, following


def get_section(game: Game, slug: str) -> Section:
    return get_object_or_404(Section.objects.select_related("game", "parent"), game=game, slug=slug)


@dataclass(frozen=True)
class ShownQuestion:
    text: str
    href: str
    """The first answer: an in-page anchor when it is on the page shown."""
    more: tuple[tuple[str, str], ...]
    """The other answers: (label, href)."""


def questions_of(here: Section | None = None, **where) -> list[ShownQuestion]:
    """The « Questions fréquentes » shown under a section or a keyword, each linking to its answers.

    ``here`` is the section whose page shows them: its passages are linked by anchor alone.
    """
    shown = []
    for question in Question.objects.filter(**where).prefetch_related("answers__section__game"):
        links = []
        for answer in question.answers.all():
            on_page = here is not None and answer.section_id == here.id
            label = gettext("un autre passage") if on_page or (here is None and answer.section_id == question.section_id) \
                else answer.section.title
            links.append((label, f"#{answer.anchor}" if on_page else answer.get_absolute_url()))
        if links:
            shown.append(ShownQuestion(question.text[:1].upper() + question.text[1:], links[0][1], tuple(links[1:])))
    return shown
