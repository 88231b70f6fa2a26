"""``{{ text|abbreviations:game }}``: a calculator's label or step, escaped, its abbreviations explained.

The text is escaped first — engine and user text never reach the page unescaped — and only then
each abbreviation of the game (search/abbreviations.py ``BY_GAME``, the one home of the expansions)
becomes ``<abbr title="…">`` made a term (rules.rendering.term_link): a tap, or Entrée, opens what it
stands for in place (« PV — points de vie »: static/js/terms.js, from the page's own text, so offline
too, and no title a phone cannot show), with the glossary definition below it where the game's glossary
has the abbreviation — then the term is a link to the entry, what works without JavaScript.
Keywords too are made terms in steps and summaries: referee/templatetags/terms.py.

``{{ label|spelled_out:game }}``: an ``<option>``'s text, which can hold no ``<abbr>``, with the
expansions written out (« PHY — Physique »): what a phone's picker and a screen reader show.

Both in the page's language (search/abbreviations.py ``explained``, the markup the rules' text uses too).
"""
import re
from functools import cache

from django import template
from django.utils.html import escape
from django.utils.safestring import mark_safe
from django.utils.translation import gettext

from search.abbreviations import expansion, explained, named, said, shown_in

register = template.Library()


@cache
def _pattern(game: str) -> re.Pattern | None:
    shown = shown_in(game)
    if not shown:
        return None
    words = "|".join(re.escape(a) for a in sorted(shown, key=len, reverse=True))
    # Whole words only (« PDV », not « PDVX »), never inside an entity (« &#x27; ») escaping made.
    return re.compile(rf"(?<![\w&#])({words})(?!\w)")


@register.filter(is_safe=False)
def abbreviations(text, game) -> str:
    escaped = escape("" if text is None else str(text))  # always: even text marked safe is escaped
    pattern = _pattern(str(game))
    if pattern is None:
        return mark_safe(escaped)
    return mark_safe(pattern.sub(lambda m: explained(str(game), m.group(1)), escaped))


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
    shown = shown_in(str(game))
    if found == [text.strip()]:
        return said(found[0], shown[found[0]])
    # Translators: one abbreviation of an option's text spelt out (« A1 : attaquant 1 »); the list follows a dash.
    each = [gettext("%(abbreviation)s : %(expansion)s") % {"abbreviation": named(a, shown[a]),
                                                           "expansion": expansion(shown[a])} for a in found]
    return f"{text} — " + ", ".join(each)
