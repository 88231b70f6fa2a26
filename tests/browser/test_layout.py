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


def test_the_calculators_page_lists_the_games_at_its_top(live_corpus, phone):
    # Before: a 4 000–6 000 px scroll, the first game's calculators and nothing saying the others were below.
    phone.goto(live_corpus.url + "/calculateurs/")
    games = phone.get_by_role("navigation", name="Calculateurs par jeu")
    links = games.get_by_role("link")
    assert links.all_inner_texts() == ["Helix Duels", "L’Ordre de Veiel", "Stellar Nexus TCG", "Héliosthenos", "Noxilia"]
    bar = phone.locator(".games-nav").bounding_box()["y"]
    for link in links.all():
        box = link.bounding_box()
        assert box["y"] + box["height"] <= bar and box["height"] >= 44, "the list on the first screen, 44 px a game"
    games.get_by_role("link", name="Noxilia").click()
    assert phone.url.endswith("/calculateurs/#noxilia")
    heading = phone.get_by_role("heading", name="Noxilia", level=2).bounding_box()
    assert 0 <= heading["y"] < 640 / 2, "its calculators come to the top of the screen"
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360


def test_every_calculator_page_fits_a_phone_blank_and_with_its_example(live_corpus, phone):
    """No sideways scroll at 360 px, the form alone or holding its example's answer (a wide table scrolls inside its
    own region). The Héliosthenos turn's 5×5 board of text boxes was 577 px wide, Helix payment's hand 397."""
    from urllib.parse import urlencode

    from referee.calculators.registry import CALCULATORS

    for calculator in CALCULATORS:
        for url in (calculator.url, f"{calculator.url}?{urlencode(calculator.form.query(calculator.example), doseq=True)}"):
            phone.goto(live_corpus.url + url)
            assert phone.evaluate("document.documentElement.scrollWidth") <= 360, url
