"""``{{ text|abbreviations:game }}``: a calculator's label or step, escaped, its abbreviations explained.

The text is escaped first — engine and user text never reach the page unescaped — and only then
each abbreviation of the game (search/abbreviations.py ``SHOWN``, the one home of the expansions)
becomes ``<abbr title="…">``, made a term (rules.rendering.term_link) where the game's glossary has
it: the link goes to the glossary page, static/js/terms.js opens the definition in place instead.
Keywords too are made terms in steps and summaries: referee/templatetags/terms.py.

``{{ label|spelled_out:game }}``: an ``<option>``'s text, which can hold no ``<abbr>``, with the
expansions written out (« PHY — Physique »): what a phone's picker and a screen reader show.
"""
import re
from functools import cache

from django import template
from django.urls import reverse
from django.utils.html import escape, format_html
from django.utils.safestring import mark_safe

from rules.rendering import term_link
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
    return term_link(reverse("rules:keyword", args=[game, shown.keyword]),
                     reverse("api:keyword-detail", args=[game, shown.keyword]), abbr)


@register.filter(is_safe=False)
def abbreviations(text, game) -> str:
    escaped = escape("" if text is None else str(text))  # always: even text marked safe is escaped
    pattern = _pattern(str(game))
    if pattern is None:
        return mark_safe(escaped)
    return mark_safe(pattern.sub(lambda m: _marked(str(game), m.group(1)), escaped))


@register.filter
def spelled_out(text, game) -> str:
    """« PHY » → « PHY — Physique »; « A1–D1 et A2–D2 » → « A1–D1 et A2–D2 — A1 : attaquant 1, D1 : défenseur 1… »

    Plain text (the template escapes it); each abbreviation of the game spelt out once, in order.
    """
    text = "" if text is None else str(text)
    pattern = _pattern(str(game))
    found = list(dict.fromkeys(pattern.findall(text))) if pattern else []
    if not found:
        return text
    shown = SHOWN[str(game)]
    if found == [text.strip()]:
        return f"{text} — {shown[found[0]].expansion}"
    return f"{text} — " + ", ".join(f"{a} : {shown[a].expansion}" for a in found)
