"""The index schema and the documents built from the corpus (sections, keywords)."""
from __future__ import annotations

from typing import Iterator

from whoosh.fields import ID, KEYWORD, STORED, TEXT, Schema

from search.analysis import exact_analyzer, exact_name, french_analyzer

KINDS = {"section": "Section", "keyword": "Mot-clé", "ruling": "Décision"}


def make_schema() -> Schema:
    french, exact = french_analyzer(), exact_analyzer()
    return Schema(
        id=ID(stored=True, unique=True),
        game=ID(stored=True),
        kind=ID(stored=True),
        title=TEXT(analyzer=french, stored=True, field_boost=3.0),
        name=TEXT(analyzer=exact),
        fullname=KEYWORD(commas=True, lowercase=True),
        body=TEXT(analyzer=french, stored=True, chars=True),
        words=KEYWORD(lowercase=True, commas=False),
        roots=KEYWORD(lowercase=True, commas=False),
        path=STORED,
        url=STORED,
        api_url=STORED,
        names=STORED,
    )


def corpus_documents() -> Iterator[dict]:
    """One document per section (with text) and per keyword, from the database."""
    from rules.models import Keyword, Section

    sections = list(Section.objects.select_related("game", "parent").order_by("game__order", "order"))
    children: dict[int, list[str]] = {}
    for section in sections:
        if section.parent_id:
            children.setdefault(section.parent_id, []).append(section.title)
    for section in sections:
        # A heading with no text of its own is still found by its title; its snippet lists its parts.
        body = section.text.strip() or "Parties : " + " ; ".join(children.get(section.id, []))
        yield {
            "id": f"section:{section.anchor}",
            "game": section.game.slug,
            "kind": "section",
            "title": section.title,
            "name": "",
            "fullname": "",
            "body": body,
            "path": f"{section.game.name} › {section.breadcrumb}",
            "url": section.get_absolute_url(),
            "api_url": f"/api/v1/sections/{section.game.slug}/{section.slug}/",
            "names": [],
        }
    for kw in Keyword.objects.select_related("game", "section", "section__parent"):
        yield {
            "id": f"keyword:{kw.anchor}",
            "game": kw.game.slug,
            "kind": "keyword",
            "title": kw.name,
            "name": " ".join([kw.name, *kw.aliases]),
            "fullname": ",".join(exact_name(n) for n in (kw.name, *kw.aliases)),
            "body": kw.text,
            "path": f"{kw.game.name} › {kw.section.breadcrumb} › {kw.name}",
            "url": kw.get_absolute_url(),
            "api_url": f"/api/v1/keywords/{kw.game.slug}/{kw.slug}/",
            "names": [kw.name, *kw.aliases],
        }
