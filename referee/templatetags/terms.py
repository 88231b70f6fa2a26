"""Keywords and abbreviations made terms (rules.rendering.term_link) in text a page prints.

``{% terms text game %}``: a calculator's summary or step — escaped first (engine and user text never
reach the page unescaped), its abbreviations explained (``abbreviations``), then the first mention of
each keyword of ``game`` made a term. ``{% passage_terms html game %}``: a search hit's passage, HTML the
search service escaped itself. Only the page's game's keywords: a Helix step never links Noxilia's
Poison. The game's keywords are read once per template rendered (one query for all the steps).
"""
from django import template
from django.utils.safestring import SafeString, mark_safe

from referee.templatetags.abbreviations import abbreviations
from rules.corpus import linker_for
from rules.rendering import KeywordLinker

register = template.Library()


def _linker(context: template.Context, game: str) -> KeywordLinker:
    key = ("terms.linker", game)
    if key not in context.render_context:
        context.render_context[key] = linker_for(game)
    return context.render_context[key]


@register.simple_tag(takes_context=True)
def terms(context: template.Context, text, game) -> SafeString:
    return mark_safe(_linker(context, str(game)).link(abbreviations(text, game)))


@register.simple_tag(takes_context=True)
def passage_terms(context: template.Context, passage_html, game, skip_url: str | None = None) -> SafeString:
    """``passage_html`` is trusted as the template trusts it with ``|safe``: the search service's snippet."""
    return mark_safe(_linker(context, str(game)).link(str(passage_html), skip_url=skip_url))
