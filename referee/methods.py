"""Pages are read, never written: a POST, PUT or DELETE outside the API is a 405 answered before
any middleware parses its body (Django's CSRF check would parse a multipart body, at the cost the
client chooses, before answering 403)."""
from django.http import HttpResponseNotAllowed

from referee.views import API_PREFIX

SAFE_METHODS = ("GET", "HEAD", "OPTIONS")


class PagesAreReadOnlyMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.method not in SAFE_METHODS and not request.path_info.startswith(API_PREFIX):
            response = HttpResponseNotAllowed(SAFE_METHODS)
            response["Content-Type"] = "text/plain; charset=utf-8"
            response.content = "Méthode non permise : les pages du site se lisent (GET).".encode()
            return response
        return self.get_response(request)
