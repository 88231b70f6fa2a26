"""WSGI entry point (gunicorn referee.wsgi)."""
import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "referee.settings")
application = get_wsgi_application()

from rules.links import rule_title  # noqa: E402  (needs Django set up)
from search.postings import warm  # noqa: E402

warm()
rule_title("")  # the rule titles every calculator step cites, read once before serving
