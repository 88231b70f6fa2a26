"""The reader's language: the engine speaks the one the page is in, and the switch of every page sets it.

French unless the reader asks otherwise: the language cookie (the switch), then Accept-Language
(Django's LocaleMiddleware). No URL prefix, so a permalink is the same in both languages.
"""
from __future__ import annotations

from collections.abc import Callable
from urllib.parse import urlsplit

from django.http import HttpRequest, HttpResponse
from django.utils.translation import get_language
from django.views.decorators.csrf import csrf_exempt
from django.views.i18n import set_language

from referee.engine.language import speaking
from referee.views import forbidden


class EngineLanguageMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        with speaking(get_language()):
            return self.get_response(request)


@csrf_exempt
def switch_language(request: HttpRequest) -> HttpResponse:
    """Django's set_language (POST ``language`` and ``next``: the cookie set, back to the same page),
    with a same-origin check in place of the CSRF token.

    A token would have to be in the switch of every page: each page's body would then differ at every
    answer (Django masks the token anew), so no ETag would ever match again, and a cache would hand one
    reader's token to the next, whose switch would be refused. What a token proves — the form was posted
    from this site — the browser says itself: it sends ``Origin`` with every POST (``Referer`` with
    older ones). A POST from another site is refused; so is ``Origin: null`` (a sandboxed or
    privacy-redirected form)."""
    if request.method == "POST" and not _same_origin(request):
        return forbidden(request)
    return set_language(request)


def _same_origin(request: HttpRequest) -> bool:
    here = f"{request.scheme}://{request.get_host()}"
    origin = request.META.get("HTTP_ORIGIN")
    if origin is not None:
        return origin == here
    referer = request.META.get("HTTP_REFERER")
    if referer is not None:
        parts = urlsplit(referer)
        return f"{parts.scheme}://{parts.netloc}" == here
    return True  # neither header: no browser sent it, so no other site made a reader's browser send it
