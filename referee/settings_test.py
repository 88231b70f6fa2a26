"""Settings of the test suite: the project's settings, started as in development.

The suite needs no secret key of its own; pytest-django still runs every test with DEBUG off.
Tests of the production settings start ``manage.py`` with the production environment instead.
"""
import os

os.environ.setdefault("DJANGO_DEBUG", "1")

from referee.settings import *  # noqa: E402,F401,F403

# pytest-django's live server serves static files from the finders, by their unhashed names;
# the production manifest is tested apart (tests/test_site.py).
STORAGES = {"staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"}}
# Pages are served from the cache as in production (development renders each afresh); each test starts with
# it empty (tests/conftest.py).
PAGE_CACHE_SECONDS = 3600
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":  # noqa: F405
    import tempfile

    # A file, as in production, not Django's shared in-memory database, whose table locks are not SQLite's own:
    # judges writing at once are tested as the site runs (tests/api/test_concurrent_writes.py). Durability is
    # not the test's concern: no fsync.
    DATABASES["default"]["TEST"] = {"NAME": os.path.join(tempfile.gettempdir(), f"arbitre-test-{os.getpid()}.sqlite3")}  # noqa: F405
    DATABASES["default"]["OPTIONS"]["init_command"] = "PRAGMA synchronous=OFF; PRAGMA journal_mode=WAL;"  # noqa: F405
