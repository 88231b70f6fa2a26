"""Rate limits per client address: one request cannot cost much, and one client cannot send many.

The API (DRF throttles) and the pages (the ``limited`` decorator) share the same limits and the
same counters, set by ``REFEREE_RATES`` (settings, from the environment). Counters live in
Django's cache: per process with the default cache, across servers with a shared one (CACHE_URL).
A shared store that stops answering lets requests through rather than refusing them all: each such
request is logged, and the site keeps answering (``/healthz`` says « cache »: « down »).
"""
from __future__ import annotations

import ipaddress
import logging
from functools import wraps
from http import HTTPStatus
from math import ceil

from django.conf import settings
from django.shortcuts import render
from rest_framework.throttling import BaseThrottle, SimpleRateThrottle

logger = logging.getLogger(__name__)


class ScopeThrottle(SimpleRateThrottle):
    """Anonymous requests of one scope, counted per client address."""

    def allow_request(self, request, view):
        try:
            return super().allow_request(request, view)
        except Exception as error:  # the shared store is down: fail open, say so
            logger.warning("rate limit %s not counted (cache unavailable: %s)", self.scope, error.__class__.__name__)
            self.history = []
            return True

    def get_rate(self):
        return settings.REFEREE_RATES.get(self.scope)  # read per request: a deployer's value, or a test's (none: no limit)

    def get_ident(self, request):
        return client_address(request) or "unknown"

    def get_cache_key(self, request, view):
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}


def client_address(request) -> str | None:
    """The client's address, as DRF reads it (REMOTE_ADDR, or X-Forwarded-For behind trusted proxies), and
    only if it is an address: anything else counts as REMOTE_ADDR. The rate limits count it, and so do the
    login counters (settings.AXES_CLIENT_IP_CALLABLE). None when the request came from no address (a test's or a
    script's login), which the login log stores as such."""
    ident = BaseThrottle().get_ident(request) or ""
    try:
        return str(ipaddress.ip_address(ident.strip()))
    except ValueError:
        return request.META.get("REMOTE_ADDR") or None


class PagesThrottle(ScopeThrottle):
    """Every request of an address (settings.REFEREE_RATES["pages"]), pages and API alike."""

    scope = "pages"


class RulingWritesThrottle(ScopeThrottle):
    """Rulings written by one judge (their account, wherever they write from): the API and the editor's pages."""

    scope = "rulings_writes"

    def get_ident(self, request):
        user = getattr(request, "user", None)
        return f"user-{user.pk}" if user is not None and user.is_authenticated else client_address(request) or "unknown"

    def allow_request(self, request, view):
        if request.method in ("GET", "HEAD", "OPTIONS"):
            return True
        return super().allow_request(request, view)


class PagesLimitMiddleware:
    """Past REFEREE_RATES["pages"] requests a minute from an address: a French page (or the API's error shape)
    with Retry-After. Static files are served before this (WhiteNoise) and are not counted."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        throttle = PagesThrottle()
        if throttle.allow_request(request, None):
            return self.get_response(request)
        wait = ceil(throttle.wait() or 1)
        if request.path.startswith("/api/"):
            from django.http import JsonResponse
            from django.utils.translation import ngettext

            detail = ngettext("Trop de requêtes : réessayez dans %(wait)d seconde.",
                              "Trop de requêtes : réessayez dans %(wait)d secondes.", wait) % {"wait": wait}
            response = JsonResponse({"detail": detail, "code": "throttled", "errors": {}},
                                    status=HTTPStatus.TOO_MANY_REQUESTS)
        else:
            response = render(request, "429.html", {"wait": wait}, status=HTTPStatus.TOO_MANY_REQUESTS)
        response["Retry-After"] = str(wait)
        return response


class SearchThrottle(ScopeThrottle):
    scope = "search"


class CalculatorThrottle(ScopeThrottle):
    scope = "calculators"


class QuestionsThrottle(ScopeThrottle):
    """Questions reported for the judges (search/reported.py): the page's form and the API share it."""

    scope = "questions"


def limited(throttle_class: type[ScopeThrottle]):
    """The same limit on a page: past it, a French page « Trop de requêtes » with Retry-After."""

    def decorator(view):
        @wraps(view)
        def wrapper(request, *args, **kwargs):
            throttle = throttle_class()
            if not throttle.allow_request(request, None):
                wait = ceil(throttle.wait() or 1)
                # Live results ask for a fragment: a line in place of the results, not a whole page.
                template = "429_fragment.html" if request.GET.get("fragment") == "1" else "429.html"
                response = render(request, template, {"wait": wait}, status=HTTPStatus.TOO_MANY_REQUESTS)
                response["Retry-After"] = str(wait)
                return response
            return view(request, *args, **kwargs)

        return wrapper

    return decorator
