"""Cut a section's body into passages: the paragraphs, list items, table rows and glossary
entries a player is pointed to, each with a stable anchor (its permalink fragment).

The anchor is derived from the passage's own words (« Il n'existe aucune limite de cartes en
main » → ``existe-aucune-limite-cartes-en-main``), so re-loading the same rulebook version gives
the same anchors and inserting a paragraph elsewhere moves none. Two passages of a section that
start with the same words get ``-2``, ``-3`` in reading order. A glossary entry's anchor is its
keyword's slug. Pure Python: the loader stores the passages, the renderer puts the same anchors
on the page (both walk the body with :func:`blocks` and :class:`AnchorNamer`).
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from rules.parsing import plain_text, slugify

KEYWORD_OPEN = re.compile(r'^:::\s*keyword\s+(.+?)\s*\{#([a-z0-9-]+)(?:\s+aliases="[^"]*")?\}\s*$')
BULLET = re.compile(r"^(\s*)[-*]\s+(.*)$")
NUMBERED = re.compile(r"^(\s*)(\d+)\.\s+(.*)$")

ANCHOR_WORDS = 6   # enough words to tell a section's passages apart, short enough to read in a URL
ANCHOR_CHARS = 48

PARAGRAPH, ITEM, ROW, KEYWORD = "paragraph", "item", "row", "keyword"


@dataclass(frozen=True)
class Passage:
    anchor: str
    kind: str
    """paragraph, item (of a list), row (of a table) or keyword (a glossary entry)."""
    markup: str
    """The passage's own markup: a list item without its sub-items, a keyword's whole definition."""
    order: int
    keyword: str | None = None
    """The keyword slug, for a glossary entry."""

    @property
    def text(self) -> str:
        return plain_text(self.markup)


class AnchorNamer:
    """Names a section's passages in reading order; never gives the same anchor twice."""

    def __init__(self, reserved: Iterable[str] = ()):
        self._taken = set(reserved)

    def name(self, text: str) -> str:
        words = [w for w in slugify(plain_text(text)).split("-") if len(w) > 1][:ANCHOR_WORDS]
        base = "-".join(words)[:ANCHOR_CHARS].strip("-") or "passage"
        anchor, n = base, 1
        while anchor in self._taken:
            n += 1
            anchor = f"{base}-{n}"
        self._taken.add(anchor)
        return anchor


def line_kind(line: str) -> str:
    if line.lstrip().startswith("|"):
        return "table"
    return "list" if BULLET.match(line) or NUMBERED.match(line) else "p"


def blocks(lines: list[str]) -> Iterator[tuple[str, list[str]]]:
    """Split body lines into blocks: paragraphs ("p"), lists, tables."""
    block: list[str] = []
    kind = ""
    for line in lines + [""]:
        if not line.strip():
            if block:
                yield kind, block
            block, kind = [], ""
            continue
        this = line_kind(line)
        if block and kind != this and not (kind == "list" and this == "p" and line.startswith(" ")):
            yield kind, block
            block = []
        if not block:
            kind = this
        block.append(line)


@dataclass
class ListItem:
    indent: int
    tag: str
    """ul or ol."""
    number: str
    lines: list[str]
    """The item's first line's text, then its continuation lines."""


def list_items(lines: list[str]) -> list[ListItem]:
    """The items of a list block in reading order; a line that is not a bullet continues the last item."""
    items: list[ListItem] = []
    for line in lines:
        bullet, numbered = BULLET.match(line), NUMBERED.match(line)
        if not (bullet or numbered):
            if items:
                items[-1].lines.append(line.strip())
            else:
                items.append(ListItem(0, "ul", "", [line.strip()]))
            continue
        match = bullet or numbered
        items.append(ListItem(
            indent=len(match.group(1)), tag="ul" if bullet else "ol",
            number=numbered.group(2) if numbered else "",
            lines=[bullet.group(2) if bullet else numbered.group(3)]))
    return items


def table_rows(lines: list[str]) -> list[str]:
    return [line.strip() for line in lines]


def keyword_blocks(markup: str) -> Iterator[tuple[str, str, str] | list[str]]:
    """The body as a sequence of plain line runs and keyword blocks (name, slug, definition)."""
    lines = markup.splitlines()
    plain: list[str] = []
    i = 0
    while i < len(lines):
        opening = KEYWORD_OPEN.match(lines[i])
        if not opening:
            plain.append(lines[i])
            i += 1
            continue
        if plain:
            yield plain
            plain = []
        j = i + 1
        while j < len(lines) and lines[j].strip() != ":::":
            j += 1
        yield opening.group(1), opening.group(2), "\n".join(lines[i + 1:j])
        i = j + 1
    if plain:
        yield plain


def keyword_slugs(markup: str) -> list[str]:
    return [m.group(2) for m in map(KEYWORD_OPEN.match, markup.splitlines()) if m]


def passages_of(markup: str, reserved: Iterable[str] = ()) -> list[Passage]:
    """The passages of a section body, in reading order."""
    namer = AnchorNamer([*reserved, *keyword_slugs(markup)])
    passages: list[Passage] = []

    def add(kind: str, text: str, anchor: str | None = None, keyword: str | None = None) -> None:
        if not plain_text(text):
            return  # a page reference alone, say: nothing to point a player to
        passages.append(Passage(anchor or namer.name(text), kind, text, len(passages) + 1, keyword))

    for piece in keyword_blocks(markup):
        if isinstance(piece, tuple):
            _, slug, definition = piece
            add(KEYWORD, definition, anchor=slug, keyword=slug)
            continue
        for kind, block in blocks(piece):
            if kind == "table":
                for row in table_rows(block):
                    add(ROW, row)
            elif kind == "list":
                for item in list_items(block):
                    add(ITEM, "\n".join(item.lines))
            else:
                add(PARAGRAPH, "\n".join(line.strip() for line in block))
    return passages
