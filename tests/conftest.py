"""Shared fixtures: the real corpus in the test database, a real index, a real browser."""
import os
from pathlib import Path

import pytest
from django.test import override_settings

CHROMIUM = Path(os.environ.get("CHROMIUM", "/usr/bin/chromium"))
UNLIMITED = {"search": "1000000/min", "calculators": "1000000/min"}


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


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker, index_dir):
    """The test database holds the whole corpus, and the index is built from it, once."""
    from rules.loading import load_rulebooks
    from search.building import build_index

    with django_db_blocker.unblock():
        load_rulebooks()
        build_index(index_dir)


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
    return live_server


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
    context = browser.new_context(viewport={"width": width, "height": height}, locale="fr-FR",
                                  has_touch=True, is_mobile=True, device_scale_factor=2)
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
