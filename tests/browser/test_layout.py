"""The site on a phone, in a real Chromium."""
from django.urls import reverse


def test_home_page_on_a_phone_shows_the_header_search_box(live_corpus, phone):
    phone.goto(live_corpus.url + reverse("home"))
    box = phone.get_by_role("combobox", name="Rechercher une règle")
    assert box.is_visible()
    bounds = box.bounding_box()
    assert bounds["height"] >= 44, "touch targets are at least 44 px high"
    assert bounds["x"] >= 0 and bounds["x"] + bounds["width"] <= 360, "the box fits a 360 px screen"
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360, "no horizontal scrolling"
    assert phone.get_by_role("link", name="Noxilia").first.is_visible()


def test_the_site_makes_no_third_party_request(live_corpus, phone):
    hosts = set()
    phone.on("request", lambda request: hosts.add(request.url.split("/")[2]))
    phone.goto(live_corpus.url + "/")
    phone.goto(live_corpus.url + "/api/v1/docs/")
    phone.wait_for_load_state("networkidle")
    assert hosts == {live_corpus.url.split("/")[2]}
