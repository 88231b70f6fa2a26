"""Search on a phone: the header box, then results as you type."""


def test_header_search_then_as_you_type(live_corpus, phone):
    phone.goto(live_corpus.url + "/")
    box = phone.get_by_role("searchbox", name="Rechercher une règle")
    box.fill("riposte eclair")
    box.press("Enter")
    phone.wait_for_url("**/recherche/?q=riposte+eclair")
    assert phone.locator(".results li").first.inner_text().startswith("Riposte éclair")
    page_box = phone.locator("#q-page")
    page_box.fill("cuirass")
    phone.wait_for_function("document.querySelector('.results') && document.querySelector('.results').innerText.includes('Cuirassé')")
    assert "q=cuirass" in phone.url
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
