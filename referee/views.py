"""Error pages that keep the site's layout and speak French; under /api/, the API's error shape."""
from django.http import JsonResponse
from django.shortcuts import render

API_PREFIX = "/api/"


def _api_error(request, status: int, detail: str, code: str) -> JsonResponse | None:
    if request.path_info.startswith(API_PREFIX):
        return JsonResponse({"detail": detail, "code": code, "errors": {}}, status=status)
    return None


def bad_request(request, exception=None):
    return (_api_error(request, 400, "Requête invalide.", "bad_request")
            or render(request, "400.html", status=400))


def not_found(request, exception=None):
    text = str(exception or "")
    message = text if text and not text.startswith(("No ", "Resolver404", "{")) else "Cette page n’existe pas."
    return (_api_error(request, 404, "Adresse inconnue de l'API : voir /api/v1/docs/.", "not_found")
            or render(request, "404.html", {"message": message}, status=404))


def server_error(request):
    return (_api_error(request, 500, "Erreur interne du serveur : elle est consignée dans son journal.", "server_error")
            or render(request, "500.html", status=500))
