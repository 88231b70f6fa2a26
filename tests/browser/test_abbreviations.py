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


def test_an_options_abbreviations_are_spelt_out_where_a_phone_shows_them(live_corpus, phone):
    # A <select> cannot hold an <abbr>: the option's own text says it, in the picker, in the closed box
    # and to a screen reader (which reads the chosen option's text).
    phone.goto(live_corpus.url + "/calculateurs/heliosthenos/combat/")
    pairing = phone.get_by_label("2 contre 2 : le défenseur apparie")
    pairing.select_option("12")
    assert pairing.evaluate("s => s.selectedOptions[0].text") == (
        "A1–D1 et A2–D2 — A1 : attaquant 1, D1 : défenseur 1, A2 : attaquant 2, D2 : défenseur 2")
    box = pairing.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 360, "the long option fits the phone, cut in its box"
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360, "no horizontal scrolling"

    phone.goto(live_corpus.url + "/calculateurs/helix/combat/")
    kind = phone.locator("#f-a1_type")
    assert kind.locator("option").all_inner_texts() == ["PHY — Physique", "MAG — Magique"]
    assert kind.evaluate("s => s.selectedOptions[0].text") == "PHY — Physique"
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360


def test_an_english_page_explains_an_abbreviation_in_english_and_opens_the_games_french_entry(live_corpus, phone):
    phone.context.add_cookies([{"name": "django_language", "value": "en", "url": live_corpus.url}])
    url = live_corpus.url + "/calculateurs/helix/combat/"
    phone.goto(url)
    assert phone.evaluate("document.documentElement.lang") == "en"
    term = phone.locator('#a1 label[for="f-a1_pdv"] a.term').first
    assert term.locator("abbr").inner_text() == "PDV"  # as the cards print it
    assert term.locator("abbr").get_attribute("title") == "life points (Points de Vie)"
    assert term.get_attribute("href") == "/helix/glossaire/pdv/"
    term.tap()
    wait_until(phone, "!!document.querySelector('#a1 .term-def')")
    definition = phone.locator("#a1 .term-def")
    assert definition.inner_text().startswith("PDV (Points de Vie) : ") and definition.get_attribute("lang") == "fr"
    assert phone.url == url

    kind = phone.locator("#f-a1_type")
    assert kind.locator("option").all_inner_texts() == ["PHY — physical", "MAG — magical"]
    phone.goto(live_corpus.url + "/calculateurs/heliosthenos/combat/")
    pairing = phone.locator("#appariement")
    pairing.select_option("12")
    assert pairing.evaluate("s => s.selectedOptions[0].text") == (
        "A1–D1 and A2–D2 — A1: attacker 1, D1: defender 1, A2: attacker 2, D2: defender 2")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360, "no horizontal scrolling"
