"""Render the cleaned-source markup (rules/sources/FORMAT.md) to safe HTML.

The text is HTML-escaped first, then the few marks of the format are applied, so no
markup from a source can reach a page. Keyword mentions are terms (``term_link``): a link to
their glossary entry that static/js/terms.js opens in place.
"""
from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext

from rules.parsing import plain_text
from rules.passages import AnchorNamer, blocks, keyword_blocks, keyword_slugs, list_items


@dataclass(frozen=True)
class Term:
    url: str
    """The glossary entry's page."""
    api_url: str
    """The entry in the API (its definition as JSON)."""


def term_link(inner_html: str, entry: Term | None, expansion: str | None = None) -> str:
    """A term explained in place, which static/js/terms.js opens below itself on a tap (or Entrée).

    The one markup of a tappable term, for keywords in rule text and calculator steps and for the
    calculators' abbreviations (referee/templatetags/abbreviations.py). ``inner_html`` is safe HTML.

    With an ``entry``, the link to its glossary page (what works without JavaScript), whose definition
    is fetched from the API. With ``expansion`` (an abbreviation's, plain text in the page's language),
    what it stands for shows at once, above the definition if any: it is in the page, so it shows
    offline too, where the definition's fetch fails. An abbreviation without an entry is no link:
    terms.js makes it a button.
    """
    said = f' data-expansion="{html.escape(expansion)}"' if expansion else ""
    if entry is None:
        return f'<span class="term"{said}>{inner_html}</span>'
    return (f'<a class="term" href="{html.escape(entry.url)}" data-keyword="{html.escape(entry.api_url)}"{said}>'
            f"{inner_html}</a>")


# A tag that a term is never put inside: a link (a keyword's term is one), an abbreviation already explained.
_NO_TERM_INSIDE = re.compile(r"<(/?)(a|abbr)\b", re.I)


class KeywordLinker:
    """Makes terms (``term_link``) of the first mention of each keyword of one game in a piece of HTML.

    Short or all-capitals names (Vol, DGT) match with their case, so that the common
    word « vol » is not mistaken for the ability; other names match whatever their case.
    Whole words only, in text nodes only: never inside a tag, a link, an ``<abbr>`` or an entity.
    The game's abbreviations too (``abbreviations``: each as printed → its entry if any and its term's
    markup, search/abbreviations.py ``explained``), with their case whatever their length (XP, D6).
    """

    def __init__(self, entries: Iterable[tuple[str, Term]],
                 abbreviations: Mapping[str, tuple[Term | None, str]] | None = None):
        self._terms: dict[str, Term] = {}
        self._abbreviations = dict(abbreviations or {})
        sensitive, insensitive = [re.escape(a) for a in self._abbreviations], []
        for name, term in entries:
            name = name.strip()
            if len(name) < 3:
                continue
            key = name if self._case_sensitive(name) else name.lower()
            self._terms.setdefault(key, term)
            (sensitive if self._case_sensitive(name) else insensitive).append(re.escape(name))
        # The longest name first, whatever its case rule: « Vol de Vie » is not « Vol » followed by words.
        patterns = sorted({*(f"(?-i:{n})" for n in sensitive), *insensitive}, key=lambda p: len(p.removeprefix("(?-i:")),
                          reverse=True)
        # Not after « & » or « # »: the text is escaped, and « &#x27;… » is an entity, not a word.
        self._regex = re.compile(r"(?<![\w&#])(" + "|".join(patterns) + r")(?![\w])", re.I) if patterns else None

    @staticmethod
    def _case_sensitive(name: str) -> bool:
        return len(name) <= 4 or name.isupper()

    def link(self, escaped_html: str, used: set[str] | None = None, skip_url: str | None = None) -> str:
        """The HTML with its keyword mentions made terms; ``used`` (the entries already linked) is updated,
        so a mention is linked once per piece of text that shares it; ``skip_url``: an entry never linked
        (a definition does not link to itself)."""
        if self._regex is None:
            return escaped_html
        used = set() if used is None else used
        parts = re.split(r"(<[^>]+>)", escaped_html)
        depth = 0
        for i, part in enumerate(parts):
            if part.startswith("<"):
                tag = _NO_TERM_INSIDE.match(part)
                if tag:
                    depth = max(0, depth - 1) if tag.group(1) else depth + 1
                continue
            if depth == 0 and part:
                parts[i] = self._regex.sub(lambda m: self._replace(m, used, skip_url), part)
        return "".join(parts)

    def first_keyword(self, text: str) -> tuple[str, Term] | None:
        """The first keyword ``text`` (plain text: a form's label) names, as written there, and its entry; not an
        abbreviation (the label explains it itself)."""
        for match in self._regex.finditer(text) if self._regex else ():
            if match.group(0) in self._abbreviations:
                continue
            term = self._terms.get(match.group(0)) or self._terms.get(match.group(0).lower())
            if term is not None:
                return match.group(0), term
        return None

    def _replace(self, match: re.Match, used: set[str], skip_url: str | None) -> str:
        text = match.group(0)
        if text in self._abbreviations:
            entry, markup = self._abbreviations[text]
            # Its own first mention (« DGT » is explained even after « dégâts » was linked), never on its entry.
            if f"abbreviation:{text}" in used or (entry is not None and entry.url == skip_url):
                return text
            used.add(f"abbreviation:{text}")
            return markup
        term = self._terms.get(text) or self._terms.get(text.lower())
        if term is None or term.url in used or term.url == skip_url:
            return text
        used.add(term.url)
        return term_link(text, term)


def inline(text: str) -> str:
    """Escape, then apply the inline marks: bold, italic, superscript, page references."""
    out = html.escape(text, quote=False)
    title = html.escape(gettext("Référence au livret imprimé"))  # the page's language: the reference is the book's
    out = re.sub(r"\[\[([^\[\]]+)\]\]", lambda m: f'<span class="ref" title="{title}">{m.group(1)}</span>', out)
    out = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", out)
    out = re.sub(r"(?<![*\w])\*(?!\s)(.+?)(?<!\s)\*(?![*\w])", r"<em>\1</em>", out)
    out = re.sub(r"\^\{([^}]*)\}", r"<sup>\1</sup>", out)
    return out


def _anchor(namer: AnchorNamer | None, markup: str) -> str | None:
    """The passage anchor (the same anchors as rules.passages.passages_of), or None."""
    if namer is None or not plain_text(markup):
        return None
    return namer.name(markup)


def _id(anchor: str | None) -> str:
    return f' id="{anchor}" class="passage"' if anchor else ""


def _pilcrow(anchor: str | None) -> str:
    """The passage's permalink, at its end: what « copier le lien » copies."""
    if not anchor:
        return ""
    label = html.escape(gettext("Lien vers ce passage"))
    return f' <a class="pilcrow" href="#{anchor}" aria-label="{label}" title="{label}">¶</a>'


def _table(rows: list[str], namer: AnchorNamer | None, terms: Callable[[str], str]) -> str:
    body = []
    for row in rows:
        cells = [c.strip() for c in row.strip().strip("|").split("|")]
        anchor = _anchor(namer, row.strip())
        last = len(cells) - 1
        tds = terms("".join(f"<td>{inline(c)}{_pilcrow(anchor) if i == last else ''}</td>" for i, c in enumerate(cells)))
        body.append(f"<tr{_id(anchor)}>{tds}</tr>")
    return '<table class="rules-table">' + "".join(body) + "</table>"


def _list(lines: list[str], namer: AnchorNamer | None, terms: Callable[[str], str]) -> str:
    """Nested lists from indented `- ` / `1. ` lines; other lines continue the last item."""
    out: list[str] = []
    stack: list[tuple[int, str]] = []  # (indent, tag)
    for item in list_items(lines):
        while stack and (stack[-1][0] > item.indent or (stack[-1][0] == item.indent and stack[-1][1] != item.tag)):
            out.append(f"</li></{stack.pop()[1]}>")
        if stack and stack[-1][0] == item.indent:
            out.append("</li>")
        else:
            start = f' start="{item.number}"' if item.number not in ("", "1") else ""
            out.append(f"<{item.tag}{start}>")
            stack.append((item.indent, item.tag))
        anchor = _anchor(namer, "\n".join(item.lines))
        out.append(f"<li{_id(anchor)}>" + terms("<br>".join(inline(line) for line in item.lines)) + _pilcrow(anchor))
    while stack:
        out.append(f"</li></{stack.pop()[1]}>")
    return "".join(out)


def render_body(
    markup: str,
    linker: KeywordLinker | None = None,
    keyword_url: Callable[[str], str] | None = None,
    skip_url: str | None = None,
    passage_ids: bool = False,
    reserved: tuple[str, ...] = (),
    one_passage: bool = False,
) -> SafeString:
    """The HTML of a section body or a keyword definition.

    With ``passage_ids``, every paragraph, list item and table row carries its passage anchor
    as its id, and each glossary entry its keyword's slug: the permalinks search points to.
    Keywords are terms at their first mention in each passage, as a passage is read alone (opened
    from search, from a permalink); with ``one_passage`` (a glossary entry's definition), at their
    first mention in the whole markup.
    """
    used: set[str] = set()

    def terms(passage_html: str) -> str:
        return linker.link(passage_html, used if one_passage else set(), skip_url) if linker else passage_html

    pieces: list[str] = []
    namer = AnchorNamer([*reserved, *keyword_slugs(markup)]) if passage_ids else None
    for piece in keyword_blocks(markup):
        if isinstance(piece, tuple):
            name, slug, definition_markup = piece
            url = keyword_url(slug) if keyword_url else f"#{slug}"
            definition = render_body(definition_markup, linker, keyword_url, skip_url=url, one_passage=True)
            pieces.append(
                f'<div class="kw passage" id="{slug}"><p class="kw-name"><a href="{html.escape(url)}">{html.escape(name)}</a>'
                f"{_pilcrow(slug) if passage_ids else ''}</p>{definition}</div>"
            )
            continue
        for kind, block in blocks(piece):
            if kind == "table":
                pieces.append(_table(block, namer, terms))
            elif kind == "list":
                pieces.append(_list(block, namer, terms))
            else:
                anchor = _anchor(namer, "\n".join(line.strip() for line in block))
                text = "<br>".join(inline(line.strip()) for line in block)
                pieces.append(f"<p{_id(anchor)}>" + terms(text) + _pilcrow(anchor) + "</p>")
    return mark_safe("".join(pieces))
