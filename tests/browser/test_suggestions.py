"""Suggestions under the header's search box, on a 390 px phone: a combobox (WAI-ARIA) over the page, its
options keyword names and players' questions, the game at the table first; arrows and Entrée open one, Échap
closes the list, a tap opens one; on the search page they leave the live results in view; offline, nothing."""
from tests.browser.waiting import wait_until

BOX = "Rechercher une règle"
OPEN = "document.getElementById('suggestions') && !document.getElementById('suggestions').hidden"


def suggested(page):
    """The options of the list (the header's game choice has options too)."""
    return page.get_by_role("listbox", name="Suggestions").get_by_role("option")


def typed(page, text):
    box = page.get_by_role("combobox", name=BOX)
    box.click()
    box.press_sequentially(text, delay=40)
    return box


def test_type_a_few_letters_choose_with_the_arrows_and_open_it(live_corpus, tall_phone):
    page = tall_phone
    page.goto(live_corpus.url + "/noxilia/combat/")
    box = typed(page, "pois")
    wait_until(page, OPEN)
    listbox = page.get_by_role("listbox", name="Suggestions")
    assert box.get_attribute("aria-expanded") == "true" and box.get_attribute("aria-controls") == "suggestions"
    assert box.get_attribute("aria-autocomplete") == "list"
    options = listbox.get_by_role("option")
    first = options.first
    assert first.inner_text().splitlines() == ["Poison X", "Mot-clé · Noxilia"]  # the game at the table first
    assert "Question fréquente · Noxilia" in options.nth(1).inner_text()
    # On the screen, between the header and the bottom bar; options big enough for a finger; nothing sideways.
    bounds = listbox.bounding_box()
    header = page.locator(".site-header .bar").bounding_box()
    bar = page.locator(".games-nav").bounding_box()
    assert bounds["y"] >= header["y"] + header["height"] - 1 and bounds["y"] + bounds["height"] <= bar["y"] + 1
    assert bounds["x"] >= 0 and bounds["x"] + bounds["width"] <= 390
    for i in range(options.count()):
        option = options.nth(i).bounding_box()
        if option["y"] + option["height"] <= bounds["y"] + bounds["height"]:  # those in view (the list scrolls)
            assert option["height"] >= 44, i
    assert page.evaluate("document.documentElement.scrollWidth") <= 390

    box.press("ArrowDown")
    assert box.get_attribute("aria-activedescendant") == first.get_attribute("id")
    assert first.get_attribute("aria-selected") == "true"
    assert page.evaluate("document.activeElement.id") == "q"  # the focus stays in the box
    box.press("ArrowDown")
    box.press("ArrowUp")
    assert box.get_attribute("aria-activedescendant") == first.get_attribute("id")
    box.press("Enter")
    page.wait_for_url("**/noxilia/glossaire/poison-x/")
    assert page.get_by_role("heading", level=1).inner_text() == "Poison X"


def test_escape_closes_the_list_and_keeps_the_text(live_corpus, tall_phone):
    page = tall_phone
    page.goto(live_corpus.url + "/helix/")
    box = typed(page, "resist")
    wait_until(page, OPEN)
    assert suggested(page).first.inner_text().splitlines() == ["Résistance", "Mot-clé · Helix Duels"]
    box.press("Escape")
    assert page.evaluate("document.getElementById('suggestions').hidden")
    assert box.get_attribute("aria-expanded") == "false" and box.get_attribute("aria-activedescendant") is None
    assert box.input_value() == "resist"
    box.press("Enter")  # with no option chosen, Entrée searches, as before
    page.wait_for_url("**/recherche/?q=resist*")


def test_a_tap_opens_a_players_question_at_its_answer(live_corpus, tall_phone):
    page = tall_phone
    page.goto(live_corpus.url + "/helix/")
    typed(page, "bloquer un vol")
    wait_until(page, OPEN)
    question = suggested(page).filter(has_text="Ma créature terrestre peut bloquer un volant ?")
    question.tap()
    page.wait_for_url("**/helix/effets-capacites/#envergure")
    assert page.locator("#envergure").is_visible()


def test_on_the_search_page_the_suggestions_leave_the_results_in_view(live_corpus, tall_phone):
    page = tall_phone
    page.goto(live_corpus.url + "/recherche/?q=poison")
    box = page.get_by_role("combobox", name=BOX)
    box.fill("")
    box.press_sequentially("riposte ecl", delay=40)
    wait_until(page, OPEN + " && document.querySelector('.results') && "
                     "document.querySelector('.results').innerText.includes('Riposte éclair')")
    page.wait_for_timeout(300)  # the live results may still land
    assert 1 <= suggested(page).count() <= 3
    listbox = page.get_by_role("listbox", name="Suggestions").bounding_box()
    result = page.locator(".results .answer").first.bounding_box()
    assert listbox["y"] + listbox["height"] <= result["y"], (listbox, result)  # above the results, not over them
    assert not page.evaluate("document.getElementById('suggestions').hidden")  # still there once they updated
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def test_nothing_under_two_letters_and_nothing_offline(live_corpus, tall_phone):
    page = tall_phone
    page.goto(live_corpus.url + "/noxilia/")
    asked = []
    page.on("request", lambda request: asked.append(request.url) if "/search/suggest/" in request.url else None)
    typed(page, "p")
    page.wait_for_timeout(500)
    assert asked == [] and not page.evaluate(OPEN)
    page.context.set_offline(True)
    page.keyboard.type("oi", delay=40)
    page.wait_for_timeout(500)
    assert not page.evaluate(OPEN)
    page.context.set_offline(False)
    page.keyboard.type("s", delay=40)
    wait_until(page, OPEN)
    assert len(asked) == 1, asked  # one request after the pause, not one a letter


def test_in_english_the_options_say_their_kind_in_english(live_corpus, browser):
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-GB", has_touch=True,
                                  is_mobile=True, service_workers="block")
    page = context.new_page()
    try:
        page.goto(live_corpus.url + "/noxilia/")
        box = page.get_by_role("combobox", name="Search the rules")
        box.click()
        box.press_sequentially("pois", delay=40)
        wait_until(page, OPEN)
        assert page.get_by_role("listbox", name="Suggestions").get_by_role("option").first.inner_text().splitlines() \
            == ["Poison X", "Keyword · Noxilia"]
    finally:
        context.close()


RECENT = "Recherches récentes"


def test_recent_lookups_on_the_boxs_focus_kept_on_the_phone_and_cleared_in_one_tap(live_corpus, phone):
    page = phone
    page.goto(live_corpus.url + "/")
    box = page.get_by_role("combobox", name=BOX)
    box.click()
    page.wait_for_timeout(300)
    assert box.get_attribute("aria-expanded") == "false", "nothing asked yet: no list"
    # A question, then a calculation.
    box.fill("poison noxilia")
    box.press("Enter")
    page.wait_for_url("**/recherche/?*")
    page.goto(live_corpus.url + "/calculateurs/stellar-nexus/deck/?liste=4+Soldat%0A")  # a deck check
    page.goto(live_corpus.url + "/calculateurs/helix/combat/")
    page.locator("#exemple").click()
    page.wait_for_url("**#calc-outcome")
    page.goto(live_corpus.url + "/noxilia/")
    assert page.evaluate("!document.cookie.includes('recent')"), "kept on the phone, never sent"

    box = page.get_by_role("combobox", name=BOX)
    box.click()  # the focus of the empty box shows them, newest first
    recents = page.get_by_role("listbox", name=RECENT)
    recents.wait_for()
    options = recents.get_by_role("option")
    first, second, third = (options.nth(i).inner_text().splitlines() for i in (0, 1, 2))
    assert first[0] == "Helix Duels — combat"
    assert first[1].startswith("Calcul · Boule de Feu : destruction de Naïade Vampire")
    assert second[0].startswith("Stellar Nexus") and second[1].startswith("Calcul · Deck")
    assert third == ["poison noxilia", "Question posée"]
    assert options.last.inner_text() == "Effacer l'historique de ce téléphone"
    assert box.get_attribute("aria-expanded") == "true"
    assert page.locator("#suggestions + [role=status]").inner_text().startswith("3 recherches récentes")
    for i in range(options.count()):
        assert options.nth(i).bounding_box()["height"] >= 44
    assert page.evaluate("document.documentElement.scrollWidth") <= 360

    # The keyboard: the arrows choose (aria-activedescendant), Entrée opens the question again.
    for _ in range(3):
        box.press("ArrowDown")
    assert box.get_attribute("aria-activedescendant") == "suggestion-2"
    box.press("Enter")
    page.wait_for_url("**/recherche/?q=poison+noxilia*")

    # Typing turns the list into suggestions; emptied, the recent ones again; one tap clears them.
    box = page.get_by_role("combobox", name=BOX)
    box.fill("")
    box.click()
    page.get_by_role("listbox", name=RECENT).wait_for()
    page.get_by_role("option", name="Effacer l'historique de ce téléphone").click()
    wait_until(page, "document.getElementById('suggestions').hidden")
    assert page.evaluate("localStorage.getItem('arbitre-recent')") is None
    assert page.locator("#suggestions + [role=status]").inner_text() == "Historique effacé."
    assert page.evaluate("document.activeElement") is not None and box.evaluate("b => b === document.activeElement")
    page.goto(live_corpus.url + "/noxilia/")
    page.get_by_role("combobox", name=BOX).click()
    page.wait_for_timeout(300)
    assert page.get_by_role("combobox", name=BOX).get_attribute("aria-expanded") == "false", "none left"
    # In English: the same list, in the page's words.
    page.get_by_role("button", name="English").click()
    page.wait_for_load_state()
    page.goto(live_corpus.url + "/recherche/?q=max+hand+size")
    page.goto(live_corpus.url + "/")
    page.get_by_role("combobox", name="Search the rules").click()
    options = page.get_by_role("listbox", name="Recent lookups").get_by_role("option")
    options.first.wait_for()
    texts = options.all_inner_texts()
    assert texts[0] == "max hand size\nQuestion asked" and texts[-1] == "Clear this phone's history"
