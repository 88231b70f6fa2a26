"""The interface's punctuation, as each language writes it.

``{% colon %}``: the colon between a name and what follows (« Exemplaires d'une carte : … »), a space before it in
French, none in English (« Copies of a card: … »). A template never writes « : » between two values itself: its
literal space before the colon was English text's « Copies of a card : ». The words are the catalogue's (the same
separator as a refusal's field and message, _outcome.html, and the offline calculators')."""
from django import template
from django.utils.translation import pgettext

register = template.Library()


@register.simple_tag
def colon() -> str:
    return pgettext("between a field and its message", " : ")
