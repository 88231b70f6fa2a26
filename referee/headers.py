"""Response headers every page and API answer carries: what the browser may do, how long to keep it."""
from __future__ import annotations

from django.utils.cache import patch_cache_control, patch_vary_headers

# No page uses a camera, a microphone, a location, payment or USB: say so, so no script can ask.
PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()"
# The rules change only when a new rulebook version is deployed; a reader revalidates with the
# ETag (ConditionalGetMiddleware) after this many seconds and gets a 304 when nothing changed.
MAX_AGE = 300
# A page, and an API answer's steps, are in the reader's language: the switch's cookie, else
# Accept-Language (referee/language.py). A cache keeps one copy per language, and a 304 answers only
# the copy of the same language (the ETag is computed on the body, which differs between them).
VARY = ("Accept-Language", "Cookie")


class HeadersMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        response.setdefault("Permissions-Policy", PERMISSIONS_POLICY)
        patch_vary_headers(response, VARY)
        user = getattr(request, "user", None)  # a judge's pages and answers are theirs: never kept
        if user is not None and user.is_authenticated:
            if "Cache-Control" in response:
                del response["Cache-Control"]
            patch_cache_control(response, private=True, no_store=True)
        elif "Cache-Control" not in response:
            if request.method in ("GET", "HEAD") and response.status_code == 200:
                patch_cache_control(response, public=True, max_age=MAX_AGE)
            else:  # errors, limits and POST answers are never kept
                patch_cache_control(response, no_store=True)
        return response
