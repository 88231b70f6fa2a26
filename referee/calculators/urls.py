from django.shortcuts import render
from django.urls import path

from referee.calculators.base import api_view, page_view
from referee.calculators.registry import CALCULATORS
from referee.page_cache import cached_page
from rules.models import Game


@cached_page
def index(request):
    """Every calculator under its game, in the menu's order: a game's link lands on its own (#noxilia)."""
    games = [(game, [c for c in CALCULATORS if c.game == game.slug]) for game in Game.objects.all()]
    return render(request, "calculators/index.html", {"games": [(g, found) for g, found in games if found]})


page_patterns = [path("", index, name="calculators")] + [
    path(f"{c.game}/{c.slug}/", page_view(c), name=f"{c.game}-{c.slug}") for c in CALCULATORS
]
api_patterns = [
    path(f"calculators/{c.game}/{c.api_slug}/", api_view(c), name=f"calculator-{c.game}-{c.api_slug}") for c in CALCULATORS
]
