"""Rate limits per client address: one request cannot cost much, and one client cannot send many.

The API (DRF throttles) and the pages (the ``limited`` decorator) share the same limits and the
same counters, set by ``REFEREE_RATES`` (settings, from the environment). Counters live in
Django's cache: per process with the default cache, across servers with a shared one.
"""
from __future__ import annotations

import ipaddress
from functools import wraps
from http import HTTPStatus
from math import ceil

from django.conf import settings
from django.shortcuts import render
from rest_framework.throttling import BaseThrottle, SimpleRateThrottle


class ScopeThrottle(SimpleRateThrottle):
    """Anonymous requests of one scope, counted per client address."""

    def get_rate(self):
        return settings.REFEREE_RATES[self.scope]  # read per request: a deployer's value, or a test's

    def get_ident(self, request):
        return client_address(request)

    def get_cache_key(self, request, view):
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}


def client_address(request) -> str:
    """The client's address, as DRF reads it (REMOTE_ADDR, or X-Forwarded-For behind trusted proxies), and
    only if it is an address: anything else counts as REMOTE_ADDR. The rate limits count it, and so do the
    login counters (settings.AXES_CLIENT_IP_CALLABLE)."""
    ident = BaseThrottle().get_ident(request) or ""
    try:
        return str(ipaddress.ip_address(ident.strip()))
    except ValueError:
        return request.META.get("REMOTE_ADDR") or "unknown"


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
