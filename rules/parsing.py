"""Parse a cleaned rulebook (``rules/sources/<game>.md``, see ``rules/sources/FORMAT.md``).

Pure Python: the loader turns the parsed document into database rows, the tests read it
directly to prove that nothing of the raw text was lost.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

SOURCES_DIR = Path(__file__).resolve().parent / "sources"
GAME_SLUGS = ("helix", "veiel", "stellar-nexus", "heliosthenos", "noxilia")
INTRODUCTION_SLUG = "introduction"
GLOSSARY_SEGMENT = "glossaire"
# Section anchors live at /<game>/<slug>/: these segments are the site's own pages.
RESERVED_SECTION_SLUGS = frozenset({GLOSSARY_SEGMENT, "decisions", "calculateurs", "recherche", "api"})

_HEADING = re.compile(r"^(#{1,4})\s+(.*?)\s*\{#([a-z0-9-]+)\}\s*$")
_KEYWORD_OPEN = re.compile(r'^:::\s*keyword\s+(.+?)\s*\{#([a-z0-9-]+)(?:\s+aliases="([^"]*)")?\}\s*$')
_KEYWORD_CLOSE = re.compile(r"^:::\s*$")
_REF = re.compile(r"\[\[([^\[\]]+)\]\]")


class SourceError(ValueError):
    """A cleaned rulebook breaks the format; the message names the file and line."""


def slugify(text: str) -> str:
    """The anchor of a heading or keyword name: accents folded, lowercase, hyphens."""
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", folded.lower()).strip("-")


@dataclass(frozen=True)
class ParsedKeyword:
    slug: str
    name: str
    aliases: tuple[str, ...]
    definition: str
    """The definition in the body markup (paragraphs, bullets, page references)."""
    refs: tuple[str, ...]
    section_slug: str
    order: int


@dataclass
class ParsedSection:
    slug: str
    title: str
    level: int
    """0 for the implicit introduction, 1 for a chapter (#), 2 for a section (##)…"""
    parent_slug: str | None
    order: int
    body: str = ""
    """The body markup, keyword blocks included where they stand."""
    refs: list[str] = field(default_factory=list)
    keywords: list[ParsedKeyword] = field(default_factory=list)


@dataclass
class ParsedRulebook:
    game: str
    name: str
    title: str
    version: str
    source: str
    sections: list[ParsedSection]

    @property
    def keywords(self) -> list[ParsedKeyword]:
        return [kw for section in self.sections for kw in section.keywords]


def refs_in(text: str) -> list[str]:
    return _REF.findall(text)


def strip_refs(text: str) -> str:
    return re.sub(r"[ \t]*\[\[[^\[\]]+\]\]", "", text).strip()


def outside_keywords(lines: list[str]) -> list[str]:
    """The body lines that are not inside a keyword block (whose refs are the keyword's)."""
    kept, inside = [], False
    for line in lines:
        if _KEYWORD_OPEN.match(line):
            inside = True
        elif inside and _KEYWORD_CLOSE.match(line):
            inside = False
        elif not inside:
            kept.append(line)
    return kept


def parse_front_matter(lines: list[str], path: str) -> tuple[dict[str, str], int]:
    if not lines or lines[0].strip() != "---":
        raise SourceError(f"{path}:1: the file must start with a '---' front matter block")
    meta: dict[str, str] = {}
    for number, line in enumerate(lines[1:], start=2):
        if line.strip() == "---":
            missing = {"game", "name", "title", "version", "source"} - meta.keys()
            if missing:
                raise SourceError(f"{path}: front matter lacks {', '.join(sorted(missing))}")
            return meta, number
        key, sep, value = line.partition(":")
        if not sep:
            raise SourceError(f"{path}:{number}: front matter lines are 'key: value'")
        meta[key.strip()] = value.split("  #")[0].strip()
    raise SourceError(f"{path}: the front matter block is not closed by '---'")


def parse(text: str, path: str = "<text>") -> ParsedRulebook:
    """Parse a cleaned rulebook into its section tree and keywords."""
    lines = text.splitlines()
    meta, start = parse_front_matter(lines, path)
    if meta["game"] not in GAME_SLUGS:
        raise SourceError(f"{path}: unknown game {meta['game']!r}; expected one of {', '.join(GAME_SLUGS)}")

    sections: list[ParsedSection] = []
    stack: list[ParsedSection] = []  # open ancestors, by level
    current = ParsedSection(INTRODUCTION_SLUG, "Introduction", 0, None, 0)
    body: list[str] = []
    seen_slugs: set[str] = set()
    keyword_slugs: set[str] = set()
    keyword_order = 0
    open_keyword: tuple[str, str, tuple[str, ...], int] | None = None
    keyword_lines: list[str] = []

    def close_section() -> None:
        current.body = "\n".join(body).strip()
        current.refs = refs_in("\n".join(outside_keywords(body)))
        if current.body or current.level > 0:
            sections.append(current)

    for number, line in enumerate(lines[start:], start=start + 1):
        if open_keyword is not None:
            if _KEYWORD_CLOSE.match(line):
                name, slug, aliases, line_no = open_keyword
                definition = "\n".join(keyword_lines).strip()
                if not definition:
                    raise SourceError(f"{path}:{line_no}: keyword {name!r} has no definition")
                keyword_order += 1
                current.keywords.append(ParsedKeyword(
                    slug, name, aliases, definition, tuple(refs_in(definition)), current.slug, keyword_order))
                body.append(line)
                open_keyword = None
                keyword_lines = []
            else:
                keyword_lines.append(line)
                body.append(line)
            continue

        heading = _HEADING.match(line)
        if heading:
            close_section()
            level, title, slug = len(heading.group(1)), heading.group(2), heading.group(3)
            if slug in seen_slugs or slug == INTRODUCTION_SLUG and sections:
                raise SourceError(f"{path}:{number}: the anchor {{#{slug}}} is used twice")
            if slug in RESERVED_SECTION_SLUGS:
                raise SourceError(
                    f"{path}:{number}: {{#{slug}}} is reserved for the site's own pages "
                    f"(/<game>/{slug}/); choose another anchor, e.g. {{#{slug}-du-jeu}}")
            seen_slugs.add(slug)
            while stack and stack[-1].level >= level:
                stack.pop()
            parent = stack[-1].slug if stack else None
            current = ParsedSection(slug, strip_refs(title), level, parent, len(sections) + 1)
            current.refs = refs_in(title)
            heading_refs = list(current.refs)
            stack.append(current)
            body = []
            if heading_refs:
                # Keep heading references with the section: they cite the whole section.
                body.append(" ".join(f"[[{ref}]]" for ref in heading_refs))
            continue
        if line.lstrip().startswith("#") and re.match(r"^#{1,6}\s", line):
            raise SourceError(f"{path}:{number}: a heading needs an anchor: '{line.strip()} {{#slug}}'")

        keyword = _KEYWORD_OPEN.match(line)
        if keyword:
            name, slug, aliases = keyword.group(1), keyword.group(2), keyword.group(3)
            if slug in keyword_slugs:
                raise SourceError(f"{path}:{number}: the keyword anchor {{#{slug}}} is used twice")
            keyword_slugs.add(slug)
            alias_list = tuple(a.strip() for a in (aliases or "").split("|") if a.strip())
            open_keyword = (name, slug, alias_list, number)
            body.append(line)
            continue
        if line.startswith(":::"):
            raise SourceError(f"{path}:{number}: expected '::: keyword Name {{#slug}}' or a closing ':::'")
        body.append(line)

    if open_keyword is not None:
        raise SourceError(f"{path}:{open_keyword[3]}: keyword {open_keyword[0]!r} is not closed by ':::'")
    close_section()
    return ParsedRulebook(meta["game"], meta["name"], meta["title"], meta["version"], meta["source"], sections)


def parse_file(path: Path) -> ParsedRulebook:
    return parse(path.read_text(encoding="utf-8"), str(path))


def load_all(directory: Path = SOURCES_DIR) -> list[ParsedRulebook]:
    """Every cleaned rulebook, in the canonical game order."""
    books = [parse_file(directory / f"{game}.md") for game in GAME_SLUGS if (directory / f"{game}.md").exists()]
    return books


_MARKUP = [
    (re.compile(r"^:::\s*keyword\s+(.+?)\s*\{#[^}]*\}\s*$", re.M), r"\1 :"),
    (re.compile(r"^:::\s*$", re.M), ""),
    (re.compile(r"\{#[a-z0-9-]+\}"), ""),
    (re.compile(r"\[\[[^\[\]]+\]\]"), ""),
    (re.compile(r"\*\*(.+?)\*\*"), r"\1"),
    (re.compile(r"(?<![*\w])\*(?!\s)(.+?)(?<!\s)\*(?![*\w])"), r"\1"),
    (re.compile(r"\^\{([^}]*)\}"), r"\1"),
    (re.compile(r"^\s*(?:[-*]|\d+\.)\s+", re.M), ""),
    (re.compile(r"^\|\s*|\s*\|\s*$", re.M), ""),
    (re.compile(r"\s*\|\s*"), " | "),
]


def plain_text(markup: str) -> str:
    """The words a reader sees, without markup: for search and for the no-loss test."""
    text = markup
    for pattern, replacement in _MARKUP:
        text = pattern.sub(replacement, text)
    return re.sub(r"[ \t]+", " ", text).strip()
