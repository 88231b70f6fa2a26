"""Search on a phone: the header box, the answer on the first screen, results as you type; passage permalinks."""

from tests.browser.waiting import wait_until


def test_header_search_then_as_you_type(live_corpus, phone):
    phone.goto(live_corpus.url + "/")
    box = phone.get_by_role("combobox", name="Rechercher une règle")
    box.fill("riposte eclair")
    box.press("Enter")
    phone.wait_for_url("**/recherche/?q=riposte+eclair&context=")  # no game at the table yet: every game
    assert phone.locator(".results .answer").first.inner_text().startswith("Riposte éclair")
    assert phone.locator("input[type=search]").count() == 1  # one search box: the header's
    box = phone.get_by_role("combobox", name="Rechercher une règle")
    box.fill("cuirass")
    wait_until(phone, "document.querySelector('.results') && document.querySelector('.results').innerText.includes('Cuirassé')")
    assert "q=cuirass" in phone.url
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360


def test_the_answer_to_a_players_question_is_on_the_first_screen(live_corpus, tall_phone):
    tall_phone.goto(live_corpus.url + "/recherche/?q=jpeux+avoir+combien+de+cartes+en+main+a+noxilia")
    answer = tall_phone.locator(".results .answer").first
    assert "aucune limite de cartes en main" in answer.inner_text()
    box = answer.bounding_box()
    assert box["y"] + box["height"] <= 844, box
    assert not tall_phone.locator("details.filters").get_attribute("open")  # the filters wait below, folded


def test_a_passage_permalink_is_highlighted_below_the_sticky_header(live_corpus, tall_phone):
    tall_phone.goto(live_corpus.url + "/noxilia/capacites/#riposte-eclair")
    target = tall_phone.locator("#riposte-eclair")
    header = tall_phone.locator(".site-header").bounding_box()
    box = target.bounding_box()
    assert box["y"] >= header["y"] + header["height"], (box, header)  # not hidden under the header
    assert box["y"] < 844
    assert tall_phone.evaluate("getComputedStyle(document.getElementById('riposte-eclair')).backgroundColor") \
        not in ("rgba(0, 0, 0, 0)", "transparent")
    assert target.get_by_role("button", name="Copier la citation").is_visible()
    assert target.get_by_role("button", name="Copier le lien").is_visible()


def test_a_failed_live_search_says_the_results_shown_are_stale(live_corpus, phone):
    phone.goto(live_corpus.url + "/recherche/?q=riposte")
    phone.route("**/recherche/?*fragment=1*", lambda route: route.abort())
    phone.get_by_role("combobox", name="Rechercher une règle").fill("cuirasse")
    wait_until(phone, "document.querySelector('.stale') !== null")
    notice = phone.locator(".stale")
    assert notice.get_attribute("role") == "status"
    assert "ne correspondent pas à la recherche tapée" in notice.inner_text()
