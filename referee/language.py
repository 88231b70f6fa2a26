"""The engine speaks the language the page is in: the one Django's LocaleMiddleware chose."""
from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.utils.translation import get_language

from referee.engine.language import speaking


class EngineLanguageMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        with speaking(get_language()):
            return self.get_response(request)
