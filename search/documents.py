"""The index schema and the documents built from the corpus.

A document is a passage — a paragraph, list item, table row or glossary entry — because that
is what answers a player. It carries its section's breadcrumb as a light field (enough to
tell « Combat » from « Tour de jeu », too light to let one section's passages crowd the top)
and the « Questions fréquentes » that point to it, in players' words. A section with no text
of its own is still a document, found by its title.

A published judge's ruling is a document too (``ruling_documents``): its question as the title,
question and answer as the body, the breadcrumbs of the sections it cites as the light field, its
permalink as the url. Only published rulings are indexed: a superseded one points to its successor,
which is; a draft or a withdrawn one is not public.
"""
from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator

from django.utils.translation import gettext_lazy as _
from whoosh.fields import ID, KEYWORD, STORED, TEXT, Schema

from rules.text import fold
from search.analysis import exact_analyzer, exact_name, french_analyzer
from search.lexicon import lexicon

KINDS = {"section": _("Règle"), "keyword": _("Mot-clé"), "ruling": _("Décision")}
"""The kinds as the search page's filters name them, in the reader's language."""


def make_schema() -> Schema:
    french, exact = french_analyzer(), exact_analyzer()
    return Schema(
        id=ID(stored=True, unique=True),
        game=ID(stored=True),
        kind=ID(stored=True),
        section=ID(stored=True),  # the section's rule anchor (« noxilia/combat »): hits are grouped by it
        title=TEXT(analyzer=french, stored=True),  # a keyword's name, or a heading-only section's title
        crumbs=TEXT(analyzer=french),
        name=TEXT(analyzer=exact),
        fullname=KEYWORD(commas=True, lowercase=True),
        body=TEXT(analyzer=french, stored=True, chars=True),
        questions=TEXT(analyzer=french),
        words=KEYWORD(lowercase=True, commas=False),
        roots=KEYWORD(lowercase=True, commas=False),
        anchor=STORED,
        path=STORED,
        url=STORED,
        section_title=STORED,
        section_url=STORED,
        api_url=STORED,
        names=STORED,
        digest=STORED,  # a ruling's content hash: an incremental update rewrites only the changed ones
    )


def _trails(sections) -> dict[int, str]:
    """Section id → its breadcrumb (« Combat › Riposte »); ``sections`` in reading order."""
    trail: dict[int, str] = {}
    for section in sections:  # parents come first in reading order
        parent = trail.get(section.parent_id)
        trail[section.id] = f"{parent} › {section.title}" if parent else section.title
    return trail


def corpus_documents() -> Iterator[dict]:
    """One document per passage, and per section without text, from the database."""
    from rules.models import Passage, Question, Section

    sections = list(Section.objects.select_related("game", "parent").order_by("game__order", "order"))
    by_id = {s.id: s for s in sections}
    trail = _trails(sections)
    questions: dict[int, list[str]] = {}
    for question in Question.objects.prefetch_related("answers"):
        # Indexed as the search reads a question: SMS forms rewritten (« jpeux » → « je peux »).
        text = " ".join(lexicon().rewrite(re.findall(r"[a-z0-9]+", fold(question.text))))
        for answer in question.answers.all():
            questions.setdefault(answer.id, []).append(text)
    # Players' questions a judge attached to the passage that answers them (search/reported.py), alike.
    from search.models import ReportedQuestion

    for passage_id, asked in ReportedQuestion.attached_texts():
        questions.setdefault(passage_id, []).append(" ".join(lexicon().rewrite(re.findall(r"[a-z0-9]+", fold(asked)))))
    urls = {s.id: s.get_absolute_url() for s in sections}
    with_passages = set()
    for passage in Passage.objects.select_related("keyword").order_by("section__game__order", "section__order", "order"):
        section = by_id[passage.section_id]
        with_passages.add(section.id)
        game = section.game
        passage.section = section  # already loaded, with its game: no query per passage
        common = {
            "game": game.slug, "section": section.anchor, "crumbs": trail[section.id],
            "body": passage.text, "questions": "\n".join(questions.get(passage.id, [])),
            "anchor": passage.anchor, "url": f"{urls[section.id]}#{passage.anchor}",
            "section_title": section.title, "section_url": urls[section.id],
            "path": f"{game.name} › {trail[section.id]}",
        }
        kw = passage.keyword
        if kw is not None:
            kw.game = game
            names = [kw.name, *kw.aliases]
            yield {**common, "id": f"keyword:{kw.anchor}", "kind": "keyword", "title": kw.name,
                   "name": " ".join(names), "fullname": ",".join(exact_name(n) for n in names), "names": names,
                   "path": f"{common['path']} › {kw.name}", "url": kw.get_absolute_url(),
                   "api_url": f"/api/v1/keywords/{game.slug}/{kw.slug}/"}
        else:
            yield {**common, "id": f"passage:{passage.full_anchor}", "kind": "section", "title": "",
                   "name": "", "fullname": "", "names": [],
                   "api_url": f"/api/v1/sections/{game.slug}/{section.slug}/"}
    children: dict[int, list[str]] = {}
    for section in sections:
        if section.parent_id:
            children.setdefault(section.parent_id, []).append(section.title)
    for section in sections:
        if section.id in with_passages:
            continue
        game = section.game
        yield {
            "id": f"section:{section.anchor}", "game": game.slug, "kind": "section", "section": section.anchor,
            "title": section.title, "crumbs": trail[section.id], "name": "", "fullname": "", "names": [],
            "body": "Parties : " + " ; ".join(children.get(section.id, [])), "questions": "",
            "anchor": "", "url": urls[section.id], "section_title": section.title,
            "section_url": urls[section.id], "path": f"{game.name} › {trail[section.id]}",
            "api_url": f"/api/v1/sections/{game.slug}/{section.slug}/",
        }


RULINGS_PATH = "Décisions d'arbitrage"


def all_documents() -> Iterator[dict]:
    """What the index holds: the corpus, then the published rulings (after it, so the passages keep
    their document numbers whether or not there are rulings)."""
    yield from corpus_documents()
    yield from ruling_documents()


def ruling_id(game: str, number: int) -> str:
    return f"ruling:{game}/{number}"


def ruling_documents() -> Iterator[dict]:
    """One document per published ruling, from the database."""
    from rules.models import Keyword, Ruling, Section
    from rules.rulings import LINK, normalize_anchor, resolve

    rulings = list(Ruling.objects.filter(status=Ruling.Status.PUBLISHED).select_related("game")
                   .prefetch_related("citations").order_by("game__order", "number"))
    if not rulings:
        return
    games = {r.game_id for r in rulings}
    sections = list(Section.objects.filter(game_id__in=games).select_related("game").order_by("game__order", "order"))
    trail = _trails(sections)
    crumbs = {s.anchor: trail[s.id] for s in sections}
    for kw in Keyword.objects.filter(game_id__in=games).select_related("game"):
        crumbs[kw.anchor] = f"Glossaire › {kw.name}"
    linked = resolve({normalize_anchor(m.group(1)) for r in rulings for text in (r.question, r.answer)
                      for m in LINK.finditer(text)})

    def plain(text: str) -> str:
        """``[[anchor|mots]]`` → mots, ``[[anchor]]`` → the title of what it names: what a reader sees."""
        def link(match: re.Match) -> str:
            target = linked.get(normalize_anchor(match.group(1)))
            return (match.group(2) or (target.title if target else match.group(1))).strip()
        return LINK.sub(link, text.replace("\r\n", "\n")).strip()

    for ruling in rulings:
        game = ruling.game
        question, answer = plain(ruling.question), plain(ruling.answer)
        cited = [crumbs.get(c.target) or crumbs.get(c.anchor.partition("#")[0]) for c in ruling.citations.all()]
        url = ruling.get_absolute_url()
        doc = {
            "id": ruling_id(game.slug, ruling.number), "game": game.slug, "kind": "ruling", "section": "",
            "title": question, "crumbs": " ; ".join(dict.fromkeys(c for c in cited if c)),
            "name": "", "fullname": "", "names": [], "body": f"{question}\n\n{answer}", "questions": "",
            "anchor": "", "url": url, "section_title": f"Décision n° {ruling.number}", "section_url": url,
            "path": f"{game.name} › {RULINGS_PATH} › n° {ruling.number}",
            "api_url": f"/api/v1/rulings/{game.slug}/{ruling.number}/",
        }
        yield {**doc, "digest": digest(doc)}


def digest(doc: dict) -> str:
    return hashlib.sha256(json.dumps(doc, sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:32]
