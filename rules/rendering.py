"""Render the cleaned-source markup (rules/sources/FORMAT.md) to safe HTML.

The text is HTML-escaped first, then the few marks of the format are applied, so no
markup from a source can reach a page. Keyword mentions link to their glossary entry.
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass
from typing import Callable, Iterable

from django.utils.safestring import SafeString, mark_safe

_KEYWORD_OPEN = re.compile(r'^:::\s*keyword\s+(.+?)\s*\{#([a-z0-9-]+)(?:\s+aliases="[^"]*")?\}\s*$')
_BULLET = re.compile(r"^(\s*)[-*]\s+(.*)$")
_NUMBERED = re.compile(r"^(\s*)(\d+)\.\s+(.*)$")


@dataclass(frozen=True)
class KeywordLink:
    name: str
    url: str


class KeywordLinker:
    """Links the first mention of each keyword of a game in a piece of text.

    Short or all-capitals names (Vol, DGT) match with their case, so that the common
    word « vol » is not mistaken for the ability; other names match whatever their case.
    """

    def __init__(self, entries: Iterable[tuple[str, str]]):
        self._urls: dict[str, str] = {}
        sensitive, insensitive = [], []
        for name, url in entries:
            name = name.strip()
            if len(name) < 3:
                continue
            key = name if self._case_sensitive(name) else name.lower()
            self._urls.setdefault(key, url)
            (sensitive if self._case_sensitive(name) else insensitive).append(re.escape(name))
        patterns = []
        if sensitive:
            patterns.append("(?-i:" + "|".join(sorted(set(sensitive), key=len, reverse=True)) + ")")
        if insensitive:
            patterns.append("|".join(sorted(set(insensitive), key=len, reverse=True)))
        self._regex = re.compile(r"(?<![\w&])(" + "|".join(patterns) + r")(?![\w])", re.I) if patterns else None

    @staticmethod
    def _case_sensitive(name: str) -> bool:
        return len(name) <= 4 or name.isupper()

    def link(self, escaped_html: str, used: set[str], skip_url: str | None = None) -> str:
        """Link mentions inside text nodes only (never inside an existing tag)."""
        if self._regex is None:
            return escaped_html
        parts = re.split(r"(<[^>]+>)", escaped_html)
        inside_link = False
        for i, part in enumerate(parts):
            if part.startswith("<"):
                if part.startswith("<a "):
                    inside_link = True
                elif part == "</a>":
                    inside_link = False
                continue
            if inside_link:
                continue
            parts[i] = self._regex.sub(lambda m: self._replace(m, used, skip_url), part)
        return "".join(parts)

    def _replace(self, match: re.Match, used: set[str], skip_url: str | None) -> str:
        text = match.group(0)
        url = self._urls.get(text) or self._urls.get(text.lower())
        if url is None or url in used or url == skip_url:
            return text
        used.add(url)
        return f'<a class="kw-link" href="{html.escape(url)}">{text}</a>'


def inline(text: str) -> str:
    """Escape, then apply the inline marks: bold, italic, superscript, page references."""
    out = html.escape(text, quote=False)
    out = re.sub(r"\[\[([^\[\]]+)\]\]", r'<span class="ref" title="Référence au livret imprimé">\1</span>', out)
    out = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", out)
    out = re.sub(r"(?<![*\w])\*(?!\s)(.+?)(?<!\s)\*(?![*\w])", r"<em>\1</em>", out)
    out = re.sub(r"\^\{([^}]*)\}", r"<sup>\1</sup>", out)
    return out


def _table(rows: list[str]) -> str:
    body = []
    for row in rows:
        cells = [c.strip() for c in row.strip().strip("|").split("|")]
        body.append("<tr>" + "".join(f"<td>{inline(c)}</td>" for c in cells) + "</tr>")
    return '<table class="rules-table">' + "".join(body) + "</table>"


def _list(lines: list[str]) -> str:
    """Nested lists from indented `- ` / `1. ` lines; other lines continue the last item."""
    out: list[str] = []
    stack: list[tuple[int, str]] = []  # (indent, tag)
    for line in lines:
        bullet, numbered = _BULLET.match(line), _NUMBERED.match(line)
        if not (bullet or numbered):
            out.append("<br>" + inline(line.strip()))
            continue
        indent = len((bullet or numbered).group(1))
        tag = "ul" if bullet else "ol"
        content = bullet.group(2) if bullet else numbered.group(3)
        while stack and (stack[-1][0] > indent or (stack[-1][0] == indent and stack[-1][1] != tag)):
            out.append(f"</li></{stack.pop()[1]}>")
        if stack and stack[-1][0] == indent:
            out.append("</li>")
        else:
            start = f' start="{numbered.group(2)}"' if numbered and numbered.group(2) != "1" else ""
            out.append(f"<{tag}{start}>")
            stack.append((indent, tag))
        out.append("<li>" + inline(content))
    while stack:
        out.append(f"</li></{stack.pop()[1]}>")
    return "".join(out)


def _blocks(lines: list[str]) -> Iterable[tuple[str, list[str]]]:
    """Split body lines into blocks: paragraphs, lists, tables (keyword blocks apart)."""
    block: list[str] = []
    kind = ""
    for line in lines + [""]:
        if not line.strip():
            if block:
                yield kind, block
            block, kind = [], ""
            continue
        line_kind = "table" if line.lstrip().startswith("|") else "list" if (_BULLET.match(line) or _NUMBERED.match(line)) else "p"
        if block and kind != line_kind and not (kind == "list" and line_kind == "p" and line.startswith(" ")):
            yield kind, block
            block = []
        if not block:
            kind = line_kind
        block.append(line)


def render_body(
    markup: str,
    linker: KeywordLinker | None = None,
    keyword_url: Callable[[str], str] | None = None,
    skip_url: str | None = None,
) -> SafeString:
    """The HTML of a section body or a keyword definition."""
    used: set[str] = set()
    pieces: list[str] = []
    lines = markup.splitlines()
    i = 0
    plain: list[str] = []

    def flush() -> None:
        for kind, block in _blocks(plain):
            if kind == "table":
                piece = _table(block)
            elif kind == "list":
                piece = _list(block)
            else:
                piece = "<p>" + "<br>".join(inline(l.strip()) for l in block) + "</p>"
            pieces.append(linker.link(piece, used, skip_url) if linker else piece)
        plain.clear()

    while i < len(lines):
        opening = _KEYWORD_OPEN.match(lines[i])
        if not opening:
            plain.append(lines[i])
            i += 1
            continue
        flush()
        name, slug = opening.group(1), opening.group(2)
        j = i + 1
        while j < len(lines) and lines[j].strip() != ":::":
            j += 1
        url = keyword_url(slug) if keyword_url else f"#{slug}"
        definition = render_body("\n".join(lines[i + 1 : j]), linker, keyword_url, skip_url=url)
        pieces.append(
            f'<div class="kw" id="{slug}"><p class="kw-name"><a href="{html.escape(url)}">{html.escape(name)}</a></p>'
            f"{definition}</div>"
        )
        i = j + 1
    flush()
    return mark_safe("".join(pieces))
