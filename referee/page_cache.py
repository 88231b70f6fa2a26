"""Rules pages rendered once, then served from Django's cache until the corpus, a ruling or the code changes.

A rules page (home, a game, a section, the glossary, a keyword, the search page for a question, a calculator's
page for its query string) is the same for every anonymous reader of a language: it changes only when the
corpus or a ruling does (both move the corpus generation, search/generation.py) or when a deploy changes the
templates, translations or static files. So its key is:

    the generation the search index of this process follows · the code's digest · the language · the full URL

The index follows the database's generation at most once a second (search/index.py), so every server of a
deployment moves to the new pages within a second of a ruling's publication (``CACHES["pages"]``: each
process's memory, which a restart empties; a shared store would work as well, since a deploy's new code is a
new key). Everything a page shows is in its URL — the search's context, a
calculator's inputs — never in state kept on the phone that the server cannot see.

Not shared: a judge's pages (a session cookie: they hold drafts and buttons of their own), a page shown with
a flash message, anything but a 200, and answers that set a cookie or say ``private``/``no-store``. The
headers every answer gets (CSP, Vary, Cache-Control, ETag and 304s) are still added around a cached page,
by the middleware, as around a fresh one; the gzip of a page is kept beside it, so a hit costs no compression.
"""
from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable
from functools import wraps

from django.conf import settings
from django.core.cache import caches
from django.http import HttpRequest, HttpResponse
from django.utils.cache import patch_vary_headers
from django.utils.regex_helper import _lazy_re_compile
from django.utils.text import compress_string
from django.utils.translation import get_language

from referee.offline.version import code_digest
from search.index import followed_generation

CACHE_ALIAS = "pages"
logger = logging.getLogger(__name__)
_ACCEPTS_GZIP = _lazy_re_compile(r"\bgzip\b")
_KEPT_HEADERS = ("Content-Type", "Content-Language", "Cache-Control", "Vary", "Allow", "X-Robots-Tag", "Link")


def _shareable(request: HttpRequest) -> bool:
    return (request.method in ("GET", "HEAD") and settings.SESSION_COOKIE_NAME not in request.COOKIES
            and "messages" not in request.COOKIES and getattr(settings, "PAGE_CACHE_SECONDS", 0) > 0)


def _key(request: HttpRequest, generation: str) -> str:
    where = hashlib.sha256(request.get_full_path().encode("utf-8", "surrogatepass")).hexdigest()
    return f"page:{generation}:{code_digest()[:16]}:{get_language()}:{where}"


def _storable(response: HttpResponse) -> bool:
    cache_control = response.get("Cache-Control", "")
    return (response.status_code == 200 and not response.streaming and not response.cookies
            and "private" not in cache_control and "no-store" not in cache_control
            and not response.has_header("Content-Encoding"))


def _entry(response: HttpResponse) -> dict:
    if hasattr(response, "render") and not getattr(response, "is_rendered", True):
        response.render()
    content = response.content
    return {"content": content, "gzip": compress_string(content) if len(content) >= 200 else None,
            "headers": {name: response[name] for name in _KEPT_HEADERS if response.has_header(name)}}


def _response(entry: dict, request: HttpRequest) -> HttpResponse:
    gzipped = entry["gzip"] is not None and _ACCEPTS_GZIP.search(request.headers.get("Accept-Encoding", ""))
    response = HttpResponse(entry["gzip"] if gzipped else entry["content"], headers=entry["headers"])
    if entry["gzip"] is not None:
        # As GZipMiddleware would say it; it leaves an answer that has a Content-Encoding alone.
        patch_vary_headers(response, ("Accept-Encoding",))
    if gzipped:
        response["Content-Encoding"] = "gzip"
    return response


def _read(cache, key: str) -> dict | None:
    try:
        return cache.get(key)
    except Exception as error:  # a shared store that is down: the page is rendered afresh
        logger.warning("page cache unavailable (%s): rendering afresh", error.__class__.__name__)
        return None


def _write(cache, key: str, entry: dict) -> None:
    try:
        cache.set(key, entry, settings.PAGE_CACHE_SECONDS)
    except Exception as error:
        logger.warning("page cache unavailable (%s): page not kept", error.__class__.__name__)


def cached_page(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """The view's page from the cache when the same page of the same generation was rendered before."""

    @wraps(view)
    def serve(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        generation = followed_generation() if _shareable(request) else None
        if generation is None:  # not shareable, or no index followed (tests' given documents, an index missing)
            return view(request, *args, **kwargs)
        cache = caches[CACHE_ALIAS]
        key = _key(request, generation)
        entry = _read(cache, key)
        if entry is None:
            response = view(request, *args, **kwargs)
            if not _storable(response):
                return response
            entry = _entry(response)
            _write(cache, key, entry)
        return _response(entry, request)

    serve.cached_page = True  # type: ignore[attr-defined]  # tests list the views that are
    return serve

