"""Error pages that keep the site's layout and speak the reader's language; under /api/, the API's error shape."""
from django.http import JsonResponse
from django.shortcuts import render
from django.utils.translation import gettext as _

API_PREFIX = "/api/"


def _api_error(request, status: int, detail: str, code: str) -> JsonResponse | None:
    if request.path_info.startswith(API_PREFIX):
        return JsonResponse({"detail": detail, "code": code, "errors": {}}, status=status)
    return None


def bad_request(request, exception=None):
    return (_api_error(request, 400, _("Requête invalide."), "bad_request")
            or render(request, "400.html", status=400))


def forbidden(request, exception=None):
    """A refused CSRF check or right: said in the site's layout."""
    return (_api_error(request, 403, _("Accès refusé."), "permission_denied")
            or render(request, "403.html", {"message": _("Cette action ne vous est pas permise.")}, status=403))


def csrf_failure(request, reason=""):
    """A form posted without its CSRF token (or from another site): refused, in the site's layout."""
    return render(request, "403.html", {"message": _(
        "Formulaire refusé : il n'a pas été envoyé depuis une page de ce site, ou la page était trop ancienne. "
        "Rechargez la page, puis renvoyez-le (les cookies doivent être permis).")}, status=403)


def not_found(request, exception=None):
    text = str(exception or "")
    message = text if text and not text.startswith(("No ", "Resolver404", "{")) else _("Cette page n'existe pas.")
    return (_api_error(request, 404, _("Adresse inconnue de l'API : voir /api/v1/docs/."), "not_found")
            or render(request, "404.html", {"message": message}, status=404))


def server_error(request):
    return (_api_error(request, 500, _("Erreur interne du serveur : elle est consignée dans son journal."), "server_error")
            or render(request, "500.html", status=500))
