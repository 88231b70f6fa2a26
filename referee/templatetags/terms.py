"""Keywords and abbreviations made terms (rules.rendering.term_link) in text a page prints.

``{% terms text game %}``: a calculator's summary or step — escaped first (engine and user text never
reach the page unescaped), its abbreviations explained (``abbreviations``), then the first mention of
each keyword of ``game`` made a term. ``{% passage_terms html game %}``: a search hit's passage, HTML the
search service escaped itself. Only the page's game's keywords: a Helix step never links Noxilia's
Poison. The game's keywords are read once per template rendered (one query for all the steps).

``{% definition_beside label game %}``: after a checkbox's or a radio's ``<label>``, the first keyword of
``game`` its text names (« Vol », « Ressource 1 engagée »), as a « ? » term of its own, named « Définition :
Vol ». Inside the label a term would take the taps that tick the box (the label is often the keyword alone);
beside it, the whole label still ticks the box, and the « ? » opens the definition in place.
``{% keywords_named choices game %}``: the keywords a radio group's choices name, each a term by its word,
put after the group (a link among the radios would break the group): « Obstacle · Infranchissable ».
"""
from django import template
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext

from referee.templatetags.abbreviations import abbreviations
from rules.corpus import linker_for
from rules.rendering import KeywordLinker, term_link

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


@register.simple_tag(takes_context=True)
def definition_beside(context: template.Context, label, game) -> SafeString:
    found = _linker(context, str(game)).first_keyword("" if label is None else str(label))
    if found is None:
        return mark_safe("")
    name, entry = found
    # Translators: the name, for a screen reader, of the « ? » after a form's choice that opens the definition of
    # the game's keyword the choice names (« Définition : Vol »).
    inner = format_html('<span class="term-mark" aria-hidden="true">?</span><span class="visually-hidden">{}</span>',
                        gettext("Définition : %(keyword)s") % {"keyword": name})
    return mark_safe(term_link(inner, entry))


@register.simple_tag(takes_context=True)
def keywords_named(context: template.Context, choices, game) -> SafeString:
    """``choices``: labels, or tuples whose second item is the label (value, label…)."""
    linker = _linker(context, str(game))
    found: dict[str, str] = {}
    for choice in choices:
        label = choice[1] if isinstance(choice, (tuple, list)) else choice
        named = linker.first_keyword(str(label))
        if named and named[1].url not in found:
            found[named[1].url] = term_link(escape(named[0]), named[1])
    return mark_safe(" · ".join(found.values()))
