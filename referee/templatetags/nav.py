"""``{{ game|short_name }}``: a game's name short enough for the phone's bottom bar (six tabs in 360 px);
``{{ game|game_of }}``: « d'Héliosthenos », « de l'Ordre de Veiel », after « les règles » (search/games.py)."""
from django import template

register = template.Library()

SHORT = {"helix": "Helix", "veiel": "Veiel", "stellar-nexus": "Stellar", "heliosthenos": "Hélios", "noxilia": "Noxilia"}


@register.filter
def short_name(game) -> str:
    return SHORT.get(getattr(game, "slug", ""), getattr(game, "name", str(game)))


@register.filter
def game_of(game) -> str:
    from search.games import BY_SLUG

    searched = BY_SLUG.get(getattr(game, "slug", ""))
    return str(searched.of) if searched else ""
