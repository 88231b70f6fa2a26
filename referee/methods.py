"""Pages are read, never written — except the few that are forms: logging in and out and the password
pages (/compte/), the judges' ruling editor and its buttons, the Django admin (/admin/), the
language switch of every page (/langue/, which only sets a cookie), and a question reported from the
search's results (/recherche/signaler/).

Elsewhere a POST, PUT or DELETE outside the API is a 405 answered before any middleware parses its
body (Django's CSRF check would parse a multipart body, at the cost the client chooses, before
answering 403). The forms themselves take a form body (URL-encoded or multipart) of 64 KB at most,
as the API does: any other body is a 415, a longer one a 413, both before it is read; then the
CSRF check runs as usual.
"""
import re

from django.http import HttpResponse, HttpResponseNotAllowed
from django.utils import translation
from django.utils.translation import gettext as _

from referee.limits import MAX_BODY_BYTES
from referee.views import API_PREFIX

SAFE_METHODS = ("GET", "HEAD", "OPTIONS")
FORM_PAGES = re.compile(
    r"^/(?:compte/.*|langue/|recherche/signaler/"
    r"|admin/.*"
    r"|[a-z-]+/decisions/(?:nouvelle|[0-9]+/(?:modifier|publier|retirer|remplacer))/)$")
FORM_BODIES = ("application/x-www-form-urlencoded", "multipart/form-data")


class PagesAreReadOnlyMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.method in SAFE_METHODS or request.path_info.startswith(API_PREFIX):
            return self.get_response(request)
        # Answered before LocaleMiddleware runs: in the reader's language all the same.
        with translation.override(translation.get_language_from_request(request)):
            refusal = self._refuse(request)
        return refusal if refusal is not None else self.get_response(request)

    @staticmethod
    def _refuse(request) -> HttpResponse | None:
        if request.method == "POST" and FORM_PAGES.match(request.path_info):
            if request.content_type not in FORM_BODIES:
                return _plain(_("Formulaire attendu (application/x-www-form-urlencoded)."), 415)
            try:
                length = int(request.META.get("CONTENT_LENGTH") or 0)
            except ValueError:
                length = MAX_BODY_BYTES + 1
            if length > MAX_BODY_BYTES:
                return _plain(_("Formulaire de plus de %(size)d Ko.") % {"size": MAX_BODY_BYTES // 1024}, 413)
            return None
        response = HttpResponseNotAllowed(SAFE_METHODS)
        response["Content-Type"] = "text/plain; charset=utf-8"
        response.content = _("Méthode non permise : les pages du site se lisent (GET).").encode()
        return response


def _plain(text: str, status: int) -> HttpResponse:
    return HttpResponse(text.encode(), status=status, content_type="text/plain; charset=utf-8")
