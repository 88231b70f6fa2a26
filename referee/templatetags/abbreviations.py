"""``{{ text|abbreviations:game }}``: a calculator's label or step, escaped, its abbreviations explained.

The text is escaped first — engine and user text never reach the page unescaped — and only then
each abbreviation of the game (search/abbreviations.py ``SHOWN``, the one home of the expansions)
becomes ``<abbr title="…">``, wrapped in a link to its glossary entry where the game has one. The
link goes to the glossary page; static/js/abbreviations.js opens the definition in place instead.
"""
import re
from functools import cache

from django import template
from django.urls import reverse
from django.utils.html import escape, format_html
from django.utils.safestring import mark_safe

from search.abbreviations import SHOWN

register = template.Library()


@cache
def _pattern(game: str) -> re.Pattern | None:
    shown = SHOWN.get(game)
    if not shown:
        return None
    words = "|".join(re.escape(a) for a in sorted(shown, key=len, reverse=True))
    # Whole words only (« PDV », not « PDVX »), never inside an entity (« &#x27; ») escaping made.
    return re.compile(rf"(?<![\w&#])({words})(?!\w)")


def _marked(game: str, abbreviation: str) -> str:
    shown = SHOWN[game][abbreviation]
    abbr = format_html('<abbr title="{}">{}</abbr>', shown.expansion, abbreviation)
    if not shown.keyword:
        return abbr
    return format_html(
        '<a class="abbr-term" href="{}" data-keyword="{}">{}</a>',
        reverse("rules:keyword", args=[game, shown.keyword]),
        reverse("api:keyword-detail", args=[game, shown.keyword]), abbr)


@register.filter(is_safe=False)
def abbreviations(text, game) -> str:
    escaped = escape("" if text is None else str(text))  # always: even text marked safe is escaped
    pattern = _pattern(str(game))
    if pattern is None:
        return mark_safe(escaped)
    return mark_safe(pattern.sub(lambda m: _marked(str(game), m.group(1)), escaped))
