"""WSGI entry point (gunicorn referee.wsgi)."""
import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "referee.settings")
application = get_wsgi_application()

from search.index import warm  # noqa: E402  (needs Django set up)

warm()
