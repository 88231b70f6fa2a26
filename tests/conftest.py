"""Shared fixtures: the real corpus in the test database, a real index, a real browser."""
import contextlib
import os
import threading
from pathlib import Path

import pytest
from django.test import override_settings

CHROMIUM = Path(os.environ.get("CHROMIUM", "/usr/bin/chromium"))
UNLIMITED = {"search": "1000000/min", "calculators": "1000000/min", "accounts": "1000000/min",
             "questions": "1000000/min", "password_reset": "1000000/min", "pages": "1000000/min",
             "rulings_writes": "1000000/min"}
PASSWORD = "arbitrage-solide-2026"


@pytest.fixture(scope="session")
def index_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("index") / "ix"


@pytest.fixture(scope="session", autouse=True)
def _test_index_setting(index_dir):
    """Tests never touch the real index directory."""
    from django.conf import settings

    if not settings.configured:  # pure-Python runs (pytest -p no:django) have no settings
        yield
        return
    # The suite sends hundreds of requests a minute from one address: rate limits are tested apart.
    with override_settings(SEARCH_INDEX_DIR=index_dir, REFEREE_RATES=UNLIMITED):
        yield


@pytest.fixture(scope="session", autouse=True)
def _english_catalogue():
    """The English interface compiled from its .po when the .mo is missing or older (``make setup`` compiles it;
    a bare pytest after a translation changed must not test the previous one)."""
    import shutil
    import subprocess

    from django.conf import settings

    if not settings.configured:
        return
    for po in Path(settings.LOCALE_PATHS[0]).glob("*/LC_MESSAGES/*.po"):
        mo = po.with_suffix(".mo")
        if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
            continue
        if shutil.which("msgfmt") is None:
            pytest.fail(f"{mo} is missing or older than {po.name}, and msgfmt (Debian's gettext) is not installed: "
                        "run make setup.")
        subprocess.run(["msgfmt", "--check", "-o", str(mo), str(po)], check=True)
        from django.utils.translation.reloader import translation_file_changed

        translation_file_changed(None, mo)  # a catalogue read before this one was compiled is forgotten


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker, index_dir):
    """The test database holds the whole corpus, and the index is built from it, once."""
    from rules.loading import load_rulebooks
    from search.building import build_index

    with django_db_blocker.unblock():
        load_rulebooks()
        build_index(index_dir)


@pytest.fixture(autouse=True)
def _requests_keep_the_test_connection(request):
    """A request never closes the connection of a test that runs inside a transaction.

    At each request's start and end Django closes a connection that is not in autocommit, as it
    is inside a test's transaction. Django's test client switches that off around its requests; a
    test that calls the WSGI application itself (schemathesis's ``from_wsgi``) gets it, and on
    PostgreSQL every later query failed with « the connection is closed » (SQLite ignores a close
    of its in-memory test database). Transactional tests (a live server) keep Django's behaviour.
    """
    marker = request.node.get_closest_marker("django_db")
    if {"transactional_db", "live_server"} & set(request.fixturenames) or (marker and marker.kwargs.get("transaction")):
        yield
        return
    from django.core.signals import request_finished, request_started
    from django.db import close_old_connections

    for signal in (request_started, request_finished):
        signal.disconnect(close_old_connections)
    try:
        yield
    finally:
        for signal in (request_started, request_finished):
            signal.connect(close_old_connections)


@pytest.fixture(autouse=True)
def _force_login_gives_the_code(monkeypatch):
    """``client.force_login(user)`` for a user whose ``otp_device`` is set (make_judge's staff and head judges):
    a session that gave its second factor (rules/second_factor.py), as after typing the app's code."""
    from django.test import Client

    force_login = Client.force_login

    def logged_in_with_code(self, user, backend=None):
        force_login(self, user, backend)
        device = getattr(user, "otp_device", None)
        if device is not None:
            from django_otp import DEVICE_ID_SESSION_KEY

            session = self.session
            session[DEVICE_ID_SESSION_KEY] = device.persistent_id
            session.save()

    monkeypatch.setattr(Client, "force_login", logged_in_with_code)


@pytest.fixture(autouse=True)
def _pages_rendered_afresh():
    """Each test starts with no page kept (referee/page_cache.py): a page rendered by an earlier test, whose
    database was rolled back, is no answer to this one's."""
    from django.conf import settings

    if settings.configured:
        from django.core.cache import caches

        caches["pages"].clear()


@pytest.fixture(autouse=True)
def _french_unless_asked():
    """Each test starts in French, the site's language: a request's LocaleMiddleware leaves the language it chose
    active in the thread, and a test calling the search or the engine directly would otherwise speak the
    language of an earlier test's last request."""
    from django.utils import translation

    translation.deactivate()
    yield
    translation.deactivate()


@pytest.fixture
def corpus(db):
    """The five rulebooks, loaded (in a transaction rolled back after the test)."""
    from rules.models import Game

    return {g.slug: g for g in Game.objects.select_related("rulebook")}


@pytest.fixture
def live_corpus(transactional_db, live_server):
    """The corpus for a test that a real browser drives through a live server."""
    from rules.loading import load_rulebooks

    load_rulebooks()
    with _requests_in_flight() as quiet:
        yield live_server
        # A browser's background requests (a service worker filling its copy) may still be answered by the live
        # server's threads; the database is flushed after this, and SQLite refuses a DELETE while one of them
        # reads (« database table is locked »).
        quiet(timeout=30)


@contextlib.contextmanager
def _requests_in_flight():
    """Counts the requests Django is answering; yields a wait until none is."""
    from django.core.signals import request_finished, request_started

    count = 0
    idle = threading.Condition()

    def started(**kwargs):
        nonlocal count
        with idle:
            count += 1

    def finished(**kwargs):
        nonlocal count
        with idle:
            count -= 1
            idle.notify_all()

    def quiet(timeout: float) -> None:
        with idle:
            idle.wait_for(lambda: count <= 0, timeout=timeout)

    request_started.connect(started, weak=False)
    request_finished.connect(finished, weak=False)
    try:
        yield quiet
    finally:
        request_started.disconnect(started)
        request_finished.disconnect(finished)


@pytest.fixture
def make_judge():
    """A user who logs in with PASSWORD, judge of ``games`` (slugs), head judge or staff if asked.

    Needs the database (ask for ``corpus`` or ``live_corpus`` too)."""
    from django.contrib.auth.models import User

    from rules.models import Game, Judge

    def make(username: str, games=(), head: bool = False, staff: bool = False, judge: bool = True):
        user = User.objects.create_user(username, f"{username}@example.org", PASSWORD, first_name=username.title(),
                                        is_staff=staff)
        if judge:
            profile = Judge.objects.create(user=user, is_head_judge=head)
            profile.games.set(Game.objects.filter(slug__in=games))
        if staff or head:
            # Their sessions need a second factor (rules/second_factor.py): an authenticator app set up, and
            # ``client.force_login(user)`` a session that gave its code (django-otp keeps the device of the
            # user's ``otp_device`` at login). tests/rules/test_second_factor.py goes through the pages instead.
            from django_otp.plugins.otp_totp.models import TOTPDevice

            user.otp_device = TOTPDevice.objects.create(user=user, name="application", confirmed=True)
        return user

    return make


@pytest.fixture(scope="session")
def browser():
    if not CHROMIUM.exists():
        message = f"{CHROMIUM} is missing: browser tests cannot run (make test installs it with apt as root)."
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        print(f"\n\n*** NOTICE: {message} Skipping the browser tests. ***\n")
        pytest.skip(message)
    os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")  # Playwright's loop runs beside Django's ORM
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM),
            args=["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        )
        yield browser
        browser.close()


def _phone_page(browser, width: int, height: int):
    # No service worker: tests/browser/test_offline.py tests it in its own context. Registered here, it fetched
    # /sw.js and the corpus in the background while the test's database was being flushed (errors at teardown).
    context = browser.new_context(viewport={"width": width, "height": height}, locale="fr-FR",
                                  has_touch=True, is_mobile=True, device_scale_factor=2, service_workers="block")
    yield context.new_page()
    context.close()


@pytest.fixture
def phone(browser):
    """A 360x640 phone viewport, French, touch."""
    yield from _phone_page(browser, 360, 640)


@pytest.fixture
def tall_phone(browser):
    """A 390x844 phone (the size players hold at the table), French, touch."""
    yield from _phone_page(browser, 390, 844)


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser/" in str(item.fspath).replace(os.sep, "/"):
            item.add_marker(pytest.mark.browser)
