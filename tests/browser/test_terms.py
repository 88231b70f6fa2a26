"""Every term explained, on a phone: a keyword in the rules, a search result or a calculator's answer opens
its definition — the page's game's — in place on a tap, and folds with a second tap or Échap."""
from tests.browser.waiting import wait_until

PASSAGE = "#infliger-les-degats-attaquant-applique-ses"
OPEN = "document.querySelector('{} .term-def') && !document.querySelector('{} .term-def').hidden"


def no_sideways_scrolling(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= innerWidth")


def test_tapping_a_keyword_in_a_section_shows_its_definition_in_the_passage(live_corpus, phone):
    url = live_corpus.url + "/noxilia/combat/"
    phone.goto(url)
    term = phone.locator(f"{PASSAGE} a.term", has_text="armure")
    assert term.get_attribute("href") == "/noxilia/glossaire/armure/"  # without JavaScript: the glossary page
    wait_until(phone, f"document.querySelector('{PASSAGE} a.term').getAttribute('aria-expanded') === 'false'")
    term.tap()
    wait_until(phone, OPEN.format(PASSAGE, PASSAGE))
    definition = phone.locator(f"{PASSAGE} .term-def")
    assert definition.inner_text().startswith("Armure : ")
    assert definition.is_visible() and phone.url == url, "read where it is, the page stays"
    assert term.get_attribute("aria-expanded") == "true"
    assert term.get_attribute("aria-controls") == definition.get_attribute("id")
    assert no_sideways_scrolling(phone)
    term.tap()
    wait_until(phone, f"document.querySelector('{PASSAGE} .term-def').hidden")
    assert term.get_attribute("aria-expanded") == "false"


def test_a_keyboard_opens_a_term_with_enter_and_folds_it_with_escape(live_corpus, phone):
    phone.goto(live_corpus.url + "/noxilia/combat/")
    term = phone.locator(f"{PASSAGE} a.term", has_text="armure")
    term.focus()
    phone.keyboard.press("Enter")
    wait_until(phone, OPEN.format(PASSAGE, PASSAGE))
    assert phone.url.endswith("/noxilia/combat/")
    phone.keyboard.press("Tab")  # into the definition: its entry's link
    assert phone.evaluate("!!document.activeElement.closest('.term-def')")
    phone.keyboard.press("Escape")
    wait_until(phone, f"document.querySelector('{PASSAGE} .term-def').hidden")
    assert term.get_attribute("aria-expanded") == "false"
    assert phone.evaluate(f"document.activeElement === document.querySelector('{PASSAGE} a.term')"), "the focus is back"


def test_a_word_two_games_define_opens_the_pages_games_definition(live_corpus, phone):
    phone.goto(live_corpus.url + "/helix/canalisation/")
    passage = "#resolez-les-effets-actifs-poison-brulure"
    phone.locator(f"{passage} a.term", has_text="Poison").tap()
    wait_until(phone, OPEN.format(passage, passage))
    text = phone.locator(f"{passage} .term-def").inner_text()
    assert text.startswith("Poison : Au début de chaque tour, inflige 1 DGT"), text  # Helix's, not Noxilia's Poison X


def test_a_term_in_a_live_search_result_opens_in_place(live_corpus, phone):
    phone.goto(live_corpus.url + "/recherche/")
    phone.get_by_role("combobox", name="Rechercher une règle").fill("degats de poison fin du tour noxilia")
    result = phone.locator("#search-results .passage-text", has=phone.locator("a.term[href='/noxilia/glossaire/poison-x/']")).first
    result.wait_for()
    term = result.locator("a.term[href='/noxilia/glossaire/poison-x/']")
    wait_until(phone, "[...document.querySelectorAll('#search-results a.term')].every(a => a.hasAttribute('aria-expanded'))")
    term.tap()
    wait_until(phone, "!!document.querySelector('#search-results .term-def:not([hidden])')")
    definition = phone.locator("#search-results .term-def").first
    assert definition.inner_text().startswith("Poison X : Applique X marqueurs poisons")
    assert "/recherche/" in phone.url and no_sideways_scrolling(phone)


def test_a_keyword_in_a_calculators_answer_opens_in_place(live_corpus, phone):
    phone.goto(live_corpus.url + "/calculateurs/noxilia/tours/?armure=3&vie=4&poison=2&type=charge&adv_cac=5&adv_vie=5")
    term = phone.locator("#summary a.term", has_text="poison")
    term.tap()
    wait_until(phone, OPEN.format("#summary", "#summary"))
    assert phone.locator("#summary .term-def").inner_text().startswith("Poison X : ")
    assert "/calculateurs/noxilia/tours/" in phone.url and no_sideways_scrolling(phone)


def test_a_definition_opened_on_an_english_page_is_marked_french(live_corpus, phone):
    phone.context.add_cookies([{"name": "django_language", "value": "en", "url": live_corpus.url}])
    phone.goto(live_corpus.url + "/noxilia/combat/")
    assert phone.evaluate("document.documentElement.lang") == "en"
    phone.locator(f"{PASSAGE} a.term", has_text="armure").tap()
    wait_until(phone, OPEN.format(PASSAGE, PASSAGE))
    assert phone.locator(f"{PASSAGE} .term-def").get_attribute("lang") == "fr"  # the rulebook's words, read as French
