"""``{{ game|short_name }}``: a game's name short enough for the phone's bottom bar (six tabs in 360 px)."""
from django import template

register = template.Library()

SHORT = {"helix": "Helix", "veiel": "Veiel", "stellar-nexus": "Stellar", "heliosthenos": "Hélios", "noxilia": "Noxilia"}


@register.filter
def short_name(game) -> str:
    return SHORT.get(getattr(game, "slug", ""), getattr(game, "name", str(game)))
