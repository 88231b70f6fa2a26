"""The browser tests' shared phone: the offline tests' venue (tests/browser/test_offline*.py)."""
import pytest


@pytest.fixture
def venue(browser, live_corpus):
    """A 390x844 phone in Paris, French; the page's script errors are collected."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="fr-FR", timezone_id="Europe/Paris",
                                  has_touch=True, is_mobile=True)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield live_corpus.url, context, page, errors
    settle(page)
    context.close()


# The worker every page registers fills its first copy (every calculator page…) in the background; the test's end
# waits until it is active, so that closing the phone does not cut it mid-request (tests/conftest.py then waits for
# the live server's last answers before the database is flushed).
SETTLED = """() => navigator.serviceWorker && Promise.race([navigator.serviceWorker.ready.then(() => true),
    new Promise(done => setTimeout(done, 15000))])"""


def settle(page) -> None:
    """Wait until the page's service worker has finished installing."""
    if page.url.startswith("http"):
        page.evaluate(SETTLED)
