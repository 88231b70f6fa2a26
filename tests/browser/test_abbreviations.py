"""An abbreviation of a calculator, tapped on a phone: its glossary definition opens in place."""

from tests.browser.waiting import wait_until


def test_tapping_an_abbreviation_shows_its_definition_without_leaving_the_page(live_corpus, phone):
    url = live_corpus.url + "/calculateurs/helix/combat/"
    phone.goto(url)
    term = phone.locator('#a1 label[for="f-a1_pdv"] a.term').first
    assert term.locator("abbr").get_attribute("title") == "Points de Vie"
    assert term.get_attribute("href") == "/helix/glossaire/pdv/"  # without JavaScript: the glossary page
    term.tap()
    wait_until(phone, "!!document.querySelector('#a1 .term-def')")
    definition = phone.locator("#a1 .term-def")
    assert definition.is_visible()
    assert definition.inner_text().startswith("PDV (Points de Vie) : ")
    assert phone.url == url, "the page stays"
    assert term.get_attribute("aria-expanded") == "true"
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360, "no horizontal scrolling"
    assert phone.evaluate("document.activeElement.id") != "f-a1_pdv", "the tap reads, it does not enter the field"

    term.tap()  # a second tap folds it away
    wait_until(phone, "document.querySelector('#a1 .term-def').hidden")
    assert term.get_attribute("aria-expanded") == "false" and phone.url == url
