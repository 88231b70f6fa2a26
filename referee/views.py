"""Error pages that keep the site's layout and speak French."""
from django.shortcuts import render


def not_found(request, exception=None):
    text = str(exception or "")
    message = text if text and not text.startswith(("No ", "Resolver404", "{")) else "Cette page n’existe pas."
    return render(request, "404.html", {"message": message}, status=404)


def server_error(request):
    return render(request, "500.html", status=500)
