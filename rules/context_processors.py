from rules.models import Game


def games(request):
    """The five games, for the navigation of every page."""
    return {"nav_games": Game.objects.all()}
