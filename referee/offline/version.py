"""The service worker's version: what a phone keeps changes with it, and a new one replaces the old caches.

It moves with the corpus generation (a rulebook reload, a ruling published…) and with what a deploy
changes in the pages a phone keeps: templates, translations and static files. The browser compares
/sw.js byte for byte on each visit with the network; a new version installs, fills its caches, then
deletes the former ones.
"""
from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path

from django.conf import settings

from search.generation import Generation


def _code_roots() -> list[Path]:
    return [Path(settings.BASE_DIR) / "templates", *map(Path, settings.STATICFILES_DIRS), *map(Path, settings.LOCALE_PATHS),
            Path(__file__).resolve().parent]


def _digest_code() -> str:
    digest = hashlib.sha256()
    for root in _code_roots():
        for path in sorted(p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
            digest.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


_cached_code_digest = lru_cache(maxsize=1)(_digest_code)


def code_digest() -> str:
    """Read once per process (a deploy restarts it); in development at every call, as files change under runserver."""
    return _digest_code() if settings.DEBUG else _cached_code_digest()


def version(generation: Generation) -> str:
    digest = hashlib.sha256(f"{generation.value}:{generation.token}:{generation.rulebooks}:{code_digest()}".encode())
    return f"{generation.value}-{digest.hexdigest()[:12]}"
