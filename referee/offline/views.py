"""The installable app and what a phone keeps offline: manifest, service worker, the « Hors ligne »
page, the fallbacks the service worker shows without the network, and the corpus to search there."""
from __future__ import annotations

import json
from pathlib import Path

from django.conf import settings
from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.templatetags.static import static
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.cache import cache_control

from referee.calculators.staticfiles import runtime as offline_calculators
from referee.offline.corpus import exports, lexicon_json
from referee.offline.version import version
from search.generation import current

SERVICE_WORKER = Path(__file__).resolve().parent / "sw.js"
NO_NETWORK_URL = "/hors-ligne/pas-de-reseau/"
NEEDS_NETWORK_URL = "/hors-ligne/calcul/"
STATE_URL = "/hors-ligne/etat"  # never served: the key under which the service worker keeps the reader's choice
ICONS = [  # (file, size, purpose); drawn from static/icons/icon.svg by scripts/make_icons.py
    ("icons/icon-192.png", 192, "any"),
    ("icons/icon-512.png", 512, "any"),
    ("icons/maskable-512.png", 512, "maskable"),
]
THEME_COLOR = "#8a3b12"  # the site's --accent (static/css/site.css)
BACKGROUND_COLOR = "#fdfcf9"  # the site's --bg


def manifest(request):
    data = {
        "id": "/",
        "name": _("Arbitre — règles et calculateurs"),
        "short_name": "Arbitre",
        "description": _("Les règles de Helix Duels, L'Ordre de Veiel, Stellar Nexus TCG, Héliosthenos et Noxilia, "
                         "cherchables hors ligne, et des calculateurs qui citent chaque règle."),
        "lang": request.LANGUAGE_CODE,
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "orientation": "portrait",
        "theme_color": THEME_COLOR,
        "background_color": BACKGROUND_COLOR,
        "icons": [{"src": static(path), "sizes": f"{size}x{size}", "type": "image/png", "purpose": purpose}
                  for path, size, purpose in ICONS],
        "shortcuts": [
            {"name": _("Recherche"), "url": "/recherche/"},
            {"name": _("Calculateurs"), "url": "/calculateurs/"},
            {"name": _("Hors ligne"), "url": "/hors-ligne/"},
        ],
    }
    return HttpResponse(json.dumps(data, ensure_ascii=False), content_type="application/manifest+json")


def _static_files() -> list[str]:
    """Every file of static/: the site's own CSS, scripts, icons and vendored library (under 300 KB)."""
    names = []
    for root in map(Path, settings.STATICFILES_DIRS):
        names += [p.relative_to(root).as_posix() for p in sorted(root.rglob("*")) if p.is_file()
                  and not p.name.startswith((".", "README", "LICENSE")) and p.suffix != ".map"]
    return [static(name) for name in names]


def _shell_pages() -> list[str]:
    from referee.calculators.registry import CALCULATORS

    return ["/", "/recherche/", "/hors-ligne/", NO_NETWORK_URL, NEEDS_NETWORK_URL, "/calculateurs/",
            *(c.url for c in CALCULATORS)]


def _books(bundle) -> dict:
    from rules.models import Game

    return {g.slug: {"name": g.name, "version": g.rulebook.version, "pages": bundle.games[g.slug].pages,
                     "bytes": bundle.games[g.slug].gzipped}
            for g in Game.objects.select_related("rulebook") if g.slug in bundle.games}


# The browser must see a new service worker at the next visit with the network: never kept by a cache.
@cache_control(no_cache=True, max_age=0)
def service_worker(request):
    generation = current()
    bundle = exports()
    config = {
        "version": version(generation),
        "generation": generation.value,
        "date": bundle.generation["date"],
        "static": [*_static_files(), "/manifest.webmanifest", "/hors-ligne/lexique.json"],
        "pages": _shell_pages(),
        "games": sorted(bundle.games),
        # What the reader is told of each game kept: its name, its rulebook's version, its size.
        "books": _books(bundle),
        "corpus": "/hors-ligne/corpus/{game}.json",
        "keywordApi": reverse("api:keyword-list"),
        "noNetwork": NO_NETWORK_URL,
        "needsNetwork": NEEDS_NETWORK_URL,
        # The offline calculators' runtime, fetched once a game is kept (sw.js, its own section; docs/offline.md).
        "calculators": offline_calculators(),
        "state": STATE_URL,
        "staticPrefix": settings.STATIC_URL if settings.STATIC_URL.startswith("/") else "/" + settings.STATIC_URL,
    }
    source = f"self.ARBITRE = {json.dumps(config, ensure_ascii=False)};\n" + SERVICE_WORKER.read_text(encoding="utf-8")
    return HttpResponse(source, content_type="text/javascript; charset=utf-8")


def offline_page(request):
    from rules.models import Game

    sizes = exports().games
    games = [(g, sizes.get(g.slug)) for g in Game.objects.select_related("rulebook")]
    return render(request, "offline/offline.html", {"games": games})


def no_network(request):
    """What the service worker shows for a page it does not keep, when the network is gone."""
    return render(request, "offline/no_network.html")


def needs_network(request):
    """What a calculator shows, offline, in place of its answer."""
    return render(request, "offline/_needs_network.html")


def corpus(request, game):
    export = exports().games.get(game)
    if export is None:
        raise Http404(_("Ce jeu n'est pas chargé."))
    return HttpResponse(export.body, content_type="application/json")


def lexicon(request):
    return HttpResponse(lexicon_json(), content_type="application/json")
