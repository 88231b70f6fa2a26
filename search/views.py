"""The search page: a form, the service, a template. Works fully without JavaScript."""
from http import HTTPStatus

from django import forms
from django.http import Http404
from django.shortcuts import render
from django.utils.translation import gettext

from referee.page_cache import cached_page
from referee.throttling import SearchThrottle, limited
from rules.corpus import homonyms
from rules.models import Keyword
from search.documents import KINDS
from search.games import GAME_NAMES
from search.index import IndexMissing, get_index
from search.query import QueryError, parse_query
from search.service import PageOutOfRange, search

MAX_DEFINITIONS = 4  # definitions shown on top when the query names keywords exactly


class SearchForm(forms.Form):
    q = forms.CharField(required=False, strip=False)
    jeu = forms.CharField(required=False)
    type = forms.CharField(required=False)
    context = forms.CharField(required=False)
    page = forms.IntegerField(required=False, min_value=1)


def _keyword_of(hit_id: str) -> Keyword | None:
    _, anchor = hit_id.split(":", 1)
    game, _, slug = anchor.split("/")
    return Keyword.objects.select_related("game", "game__rulebook", "section").filter(game__slug=game, slug=slug).first()


@cached_page  # outside the limit: a page already rendered costs the server nothing
@limited(SearchThrottle)
def search_page(request):
    form = SearchForm(request.GET)
    context = {"query": request.GET.get("q", ""), "game_names": GAME_NAMES, "kind_names": KINDS}
    status = HTTPStatus.OK
    if not form.is_valid():
        context["error"] = (gettext("Numéro de page invalide : donnez un entier à partir de 1.") if "page" in form.errors
                            else gettext("La recherche contient un caractère nul : retirez-le et cherchez à nouveau."))
        return render(request, "search/search.html", context, status=HTTPStatus.BAD_REQUEST)
    data = form.cleaned_data
    try:
        parsed = parse_query(data["q"] or "", game=data["jeu"] or None, kind=data["type"] or None,
                             context=data["context"] or None)
        results = search(get_index(), parsed, page=data["page"] or 1)
    except QueryError as error:
        context["error"] = error.message
        status = HTTPStatus.BAD_REQUEST
    except PageOutOfRange as error:
        raise Http404(str(error)) from None
    except IndexMissing as error:
        context["error"] = str(error)
        status = HTTPStatus.SERVICE_UNAVAILABLE
    else:
        exact = [kw for kw in (_keyword_of(hit_id) for hit_id in results.exact[:MAX_DEFINITIONS]) if kw]
        shown = {kw.pk for kw in exact}
        others = [h for h in (homonyms(exact[0]) if exact else []) if h.pk not in shown]
        context.update(results=results, parsed=parsed, exact=exact, other_homonyms=others,
                       several_games=len({kw.game_id for kw in exact}) > 1)
    template = "search/_results.html" if request.GET.get("fragment") == "1" else "search/search.html"
    return render(request, template, context, status=status)
