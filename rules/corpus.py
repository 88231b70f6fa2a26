"""Queries over the corpus that pages and the API share."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from django.http import Http404
from django.shortcuts import get_object_or_404

from rules.models import Game, Keyword, Question, Section
from rules.rendering import KeywordLinker, render_body


def get_game(slug: str) -> Game:
    try:
        return Game.objects.select_related("rulebook").get(slug=slug)
    except Game.DoesNotExist:
        raise Http404("Ce jeu n'est pas encore chargé : lancez « manage.py load_rules ».") from None


def linker_for(game: Game) -> KeywordLinker:
    entries = []
    for kw in game.keywords.all().only("slug", "name", "aliases", "game"):
        url = kw.get_absolute_url()
        entries.append((kw.name, url))
        entries.extend((alias, url) for alias in kw.aliases)
    return KeywordLinker(entries)


def render_section(section: Section, linker: KeywordLinker):
    return render_body(section.body, linker, lambda slug: f"/{section.game.slug}/glossaire/{slug}/",
                       passage_ids=True, reserved=(section.slug,))


def render_keyword(keyword: Keyword, linker: KeywordLinker):
    return render_body(keyword.definition, linker, skip_url=keyword.get_absolute_url())


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


def glossary_by_letter(game: Game) -> list[tuple[str, list[Keyword]]]:
    groups: dict[str, list[Keyword]] = defaultdict(list)
    for kw in sorted(game.keywords.all(), key=lambda k: k.letter + k.name.lower()):
        groups[kw.letter].append(kw)
    return sorted(groups.items())


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
            label = "un autre passage" if on_page or (here is None and answer.section_id == question.section_id) \
                else answer.section.title
            links.append((label, f"#{answer.anchor}" if on_page else answer.get_absolute_url()))
        if links:
            shown.append(ShownQuestion(question.text[:1].upper() + question.text[1:], links[0][1], tuple(links[1:])))
    return shown
