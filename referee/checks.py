"""`manage.py check --deploy`: what a production site must not run without."""
from __future__ import annotations

from django.conf import settings
from django.core.checks import Tags, Warning, register


@register(Tags.caches, deploy=True)
def shared_cache(app_configs, **kwargs):
    """Without CACHE_URL each worker counts its own rate limits (two workers: twice the rate) and keeps its own pages."""
    if settings.DEBUG or getattr(settings, "CACHE_URL", ""):
        return []
    return [Warning(
        "CACHE_URL is not set: rate limits count per process (each worker and server allows the whole rate) "
        "and each process keeps its own pages.",
        hint="Set CACHE_URL=redis://host:6379/0 (Django's Redis backend): one store for every worker and server.",
        id="referee.W001")]
