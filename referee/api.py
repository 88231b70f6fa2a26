"""The API's one error shape, and the small endpoints of the site itself."""
from __future__ import annotations

import logging
import re
from math import ceil
from pathlib import Path

from django.core.exceptions import RequestDataTooBig
from django.db import DatabaseError, connection
from django.http import Http404, JsonResponse
from django.utils.translation import gettext, ngettext
from django.views.decorators.cache import never_cache
from rest_framework.exceptions import NotFound, Throttled, ValidationError
from rest_framework.pagination import PageNumberPagination
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from referee.engine.trace import EngineError
from referee.limits import MAX_ERRORS, PayloadTooLarge, too_large

logger = logging.getLogger(__name__)


def flat_errors(detail, path: str = "") -> dict[str, list[dict]]:
    """Flatten DRF's nested error detail into {"field.path": [{message, code}]}."""
    flat: dict[str, list[dict]] = {}
    if isinstance(detail, dict):
        for key, value in detail.items():
            # DRF keys list items by their index: write them as the engine does, field[0]; a list's
            # own errors (too many items) belong to the list itself.
            if key == "non_field_errors" and path:
                sub = path
            else:
                sub = f"{path}[{key}]" if isinstance(key, int) else f"{path}.{key}" if path else str(key)
            for k, v in flat_errors(value, sub).items():
                flat.setdefault(k, []).extend(v)
    elif isinstance(detail, list):
        for index, value in enumerate(detail):
            if isinstance(value, (dict, list)):
                sub = f"{path}[{index}]"
                for k, v in flat_errors(value, sub).items():
                    flat.setdefault(k, []).extend(v)
            else:
                flat.setdefault(path or "non_field_errors", []).append(
                    {"message": str(value), "code": getattr(value, "code", "invalid")})
    else:
        flat.setdefault(path or "non_field_errors", []).append(
            {"message": str(detail), "code": getattr(detail, "code", "invalid")})
    return flat


def _capped(errors: dict[str, list[dict]]) -> dict[str, list[dict]]:
    """At most MAX_ERRORS entries; the count of the others under « … »."""
    kept, count = {}, 0
    for path, entries in errors.items():
        room = MAX_ERRORS - count
        if room <= 0:
            break
        kept[path] = entries[:room]
        count += len(kept[path])
    more = sum(len(entries) for entries in errors.values()) - count
    if more > 0:
        kept["…"] = [{"message": ngettext("et %(n)d autre erreur non listée", "et %(n)d autres erreurs non listées",
                                          more) % {"n": more}, "code": "more_errors"}]
    return kept


def engine_error_response(error: EngineError, status: int = 400) -> Response:
    """An engine error, with every problem it found at once, in the API's error shape."""
    from rules.links import rule_url

    errors: dict[str, list[dict]] = {}
    for problem in error.problems:
        errors.setdefault(problem.field or "non_field_errors", []).append({
            "message": problem.message, "code": problem.code or error.code,
            "rule": {"anchor": problem.rule, "url": rule_url(problem.rule)} if problem.rule else None})
    messages = [problem.message for problem in error.problems]
    detail = messages[0] if len(messages) == 1 else gettext("%(count)d problèmes : %(list)s") % {
        "count": len(messages), "list": " ".join(f"({n}) {m}" for n, m in enumerate(messages[:MAX_ERRORS], 1))}
    return Response({"detail": detail, "code": error.code, "errors": _capped(errors)}, status=status)


def exception_handler(exc, context):
    """Every API error has the same shape: {detail, code, errors: {field: [{message, code}]}}."""
    if isinstance(exc, EngineError):
        return engine_error_response(exc)
    if isinstance(exc, Http404):  # Django's own text is English (« No Section matches… »), whatever the language
        exc = NotFound(gettext("Entrée introuvable : vérifiez le jeu et l'ancre (les listes de l'API les donnent)."))
    if isinstance(exc, RequestDataTooBig):  # Django's own bound on a body, met before DRF's parser
        exc = PayloadTooLarge(too_large())
    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    if isinstance(exc, Throttled):
        wait = ceil(exc.wait or 1)
        response.data = {"detail": ngettext("Trop de requêtes : réessayez dans %(wait)d seconde.",
                                            "Trop de requêtes : réessayez dans %(wait)d secondes.", wait) % {"wait": wait},
                         "code": "throttled", "errors": {}}
        return response
    if isinstance(exc, ValidationError):
        errors = _capped(flat_errors(exc.detail))
        first = next(iter(errors.items()))
        response.data = {"detail": f"{first[0]} : {first[1][0]['message']}", "code": "invalid", "errors": errors}
    else:
        detail = response.data.get("detail", "") if isinstance(response.data, dict) else response.data
        response.data = {"detail": str(detail), "code": getattr(detail, "code", "error"), "errors": {}}
    return response


@never_cache  # a proxy must never answer « ok » for the site
def healthz(request):
    """Readiness, truthfully: the database holds the corpus, a real search answers, the static
    files' manifest is there. 503 with a public reason; the details go to the log only."""
    checks = {"database": _check(_database), "search": _check(_search), "static": _check(_static_manifest)}
    ok = all(check["ok"] for check in checks.values())
    # The shared cache is not needed to answer (limits fail open, pages are rendered afresh): said, not failed.
    return JsonResponse({"status": "ok" if ok else "degraded", **checks, "cache": _cache_state()},
                        status=200 if ok else 503)


def _cache_state() -> str:
    """« local »: each process's own memory (no CACHE_URL); « up » or « down »: the shared store."""
    from django.conf import settings
    from django.core.cache import caches

    if not getattr(settings, "CACHE_URL", ""):
        return "local"
    try:
        caches["default"].get("healthz")
    except Exception as error:
        logger.warning("healthz: shared cache unavailable (%s)", error.__class__.__name__)
        return "down"
    return "up"


class Unhealthy(Exception):
    """A public reason a check failed (no path, no exception text)."""


def _check(probe) -> dict:
    try:
        return {"ok": True, **probe()}
    except Unhealthy as reason:
        return {"ok": False, "reason": str(reason)}
    except Exception:  # any failure is reported, never raised; its details are for the log
        logger.exception("healthz: %s failed", probe.__name__)
        return {"ok": False, "reason": "erreur inattendue (voir le journal du serveur)"}


def _database() -> dict:
    from rules.models import Game

    name = str(connection.settings_dict["NAME"])
    if connection.vendor == "sqlite" and not connection.is_in_memory_db() and not Path(name).exists():
        # Connecting would create an empty file: say it is missing instead.
        raise Unhealthy("base de données absente : lancez « manage.py migrate » puis « manage.py load_rules »")
    try:
        games = Game.objects.count()
    except DatabaseError:
        logger.exception("healthz: database query failed")
        raise Unhealthy("la base de données ne répond pas ou n'est pas migrée") from None
    if not games:
        raise Unhealthy("aucune règle chargée : lancez « manage.py load_rules »")
    return {"games": games}


def _search() -> dict:
    from search.index import IndexMissing, corpus_generation, generation, get_index
    from search.query import parse_query
    from search.service import search

    try:
        ix = get_index()
    except IndexMissing as error:
        raise Unhealthy(str(error)) from None
    if not search(ix, parse_query("combat")).count:
        raise Unhealthy("l'index de recherche ne trouve rien : reconstruisez-le (« manage.py build_index »)")
    return {"documents": ix.doc_count(), "generation": generation(), "corpus_generation": corpus_generation()}


def _static_manifest() -> dict:
    from django.conf import settings
    from django.contrib.staticfiles.storage import staticfiles_storage

    if settings.DEBUG:
        return {"manifest": "inutile en développement"}
    try:
        staticfiles_storage.url("css/site.css")  # looks the name up in the manifest
    except ValueError:
        raise Unhealthy("fichiers statiques non collectés : lancez « manage.py collectstatic »") from None
    return {"manifest": "ok"}


def ping(request):
    """A no-op JSON endpoint: the benchmark's baseline for the server's own overhead."""
    return JsonResponse({"ok": True})


class StrictPageNumberPagination(PageNumberPagination):
    """DRF's pages, with a malformed ``page`` a 400 saying so instead of silently the first page."""

    def get_schema_operation_parameters(self, view):
        parameters = super().get_schema_operation_parameters(view)
        for parameter in parameters:
            if parameter["name"] == self.page_query_param:
                parameter["schema"] = {**parameter["schema"], "minimum": 1}
        return parameters

    def get_page_number(self, request, paginator):
        values = request.query_params.getlist(self.page_query_param)
        if not values:
            return 1
        if len(values) > 1 or not re.fullmatch(r"[1-9][0-9]{0,39}", values[0]):  # past the last page: a 404
            raise ValidationError({"page": [gettext("Numéro de page invalide : donnez un seul entier à partir de 1.")]})
        return values[0]
