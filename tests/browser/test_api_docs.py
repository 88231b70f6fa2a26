"""The API's reference on a phone: the site's header, no sideways scrolling, an operation's anchor."""
from tests.browser.waiting import wait_until


def test_api_docs_on_a_phone_fit_the_screen_and_anchors_work(live_corpus, phone):
    phone.goto(live_corpus.url + "/api/v1/docs/")
    assert phone.locator("header.site-header .brand").is_visible()
    assert phone.get_by_role("heading", level=1, name="Documentation de l'API").is_visible()
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360, "no horizontal scrolling"
    phone.locator(".api-toc a[href='#search-retrieve']").click()
    wait_until(phone, "location.hash === '#search-retrieve'")
    wait_until(phone, "(() => { const r = document.getElementById('search-retrieve').getBoundingClientRect();"
                      " return r.top >= 0 && r.top < innerHeight / 2; })()")
    heading = phone.locator("#search-retrieve h3")
    assert heading.is_visible()
    top = heading.bounding_box()["y"]
    header = phone.locator("header.site-header").bounding_box()
    assert top >= header["y"] + header["height"] - 1, "the sticky header hides not the operation's title"
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360


def test_api_docs_link_to_the_interactive_console(live_corpus, phone):
    phone.goto(live_corpus.url + "/api/v1/docs/")
    phone.get_by_role("link", name="la console interactive (Swagger UI, en anglais)").click()
    wait_until(phone, "location.pathname === '/api/v1/docs/interactive/'")
    wait_until(phone, "!!document.querySelector('.swagger-ui .info')", timeout=20)


def test_the_interactive_console_has_a_way_back_to_the_site(live_corpus, phone):
    phone.goto(live_corpus.url + "/api/v1/docs/interactive/")
    wait_until(phone, "!!document.querySelector('.swagger-ui .info')", timeout=20)
    bar = phone.get_by_role("navigation", name="Retour au site")
    back = bar.get_by_role("link", name="← Documentation de l'API")
    home = bar.get_by_role("link", name="Arbitre", exact=True)
    for link in (back, home):
        box = link.bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= 640 and box["x"] + box["width"] <= 360, "on the first screen"
        assert box["height"] >= 44, "a touch target"
    back.tap()
    phone.wait_for_url("**/api/v1/docs/")
    assert phone.get_by_role("heading", level=1, name="Documentation de l'API").is_visible()
