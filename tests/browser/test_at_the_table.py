"""At the table, on a phone: the answer in view after a calculation, errors once a field is left, every game one tap away.

Measured on a 390x844 phone before this change: Noxilia attaque's headline at y=855 while typing and y=1319 after
« Calculer »; Héliosthenos's at y=1821; Helix's at y=3166 — all below the screen.
"""
import pytest

from tests.browser.waiting import wait_until

HELIOS = "/calculateurs/heliosthenos/combat/"
NOX = "/calculateurs/noxilia/attaque/"
HELIX = "/calculateurs/helix/combat/"
NOX_QUERY = "?a_nom=Chevalier&a_cac=5&a_armure=2&a_vie=5&c_nom=Garde&c_armure=3&c_vie=4"

IN_VIEW = """(() => {
  const h = document.querySelector('#resultat');
  if (!h) return false;
  const r = h.getBoundingClientRect();
  const top = document.querySelector('.site-header').getBoundingClientRect().bottom;
  const bar = document.querySelector('.games-nav').getBoundingClientRect().top;
  return r.top >= top - 1 && r.bottom <= Math.min(bar, innerHeight) + 1;
})()"""
FOCUSED = "document.activeElement === document.querySelector('#resultat')"


def headline_y(page):
    return page.evaluate("document.querySelector('#resultat').getBoundingClientRect().top")


def fill_helios(page):
    for i, value in enumerate([7, 2, 4, 2, 3]):
        page.locator("input[name=a1]").nth(i).fill(str(value))
    for i in range(5):
        page.locator("input[name=d1]").nth(i).fill("4")
    page.locator("label.cell").nth(5).click()  # a tap on the board: désert


def test_heliosthenos_live_result_is_in_view_and_focused(live_corpus, tall_phone):
    page = tall_phone
    page.goto(live_corpus.url + HELIOS)
    fill_helios(page)
    wait_until(page, "document.querySelector('#summary') !== null && location.search.includes('case=2-1')")
    wait_until(page, IN_VIEW)
    print("Héliosthenos live headline y =", headline_y(page))
    wait_until(page, FOCUSED)  # the last change was a tap, not typing: the headline takes the focus


@pytest.mark.parametrize("javascript", [True, False])
def test_heliosthenos_submitted_result_opens_in_view(live_corpus, browser, javascript):
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="fr-FR", has_touch=True,
                                  is_mobile=True, java_script_enabled=javascript)
    page = context.new_page()
    try:
        page.goto(live_corpus.url + HELIOS)
        for i, value in enumerate([7, 2, 4, 2, 3]):
            page.locator("input[name=a1]").nth(i).fill(str(value))
        for i in range(5):
            page.locator("input[name=d1]").nth(i).fill("4")
        page.get_by_label("… ou le terrain directement").select_option(index=1)
        page.get_by_role("button", name="Calculer").click()
        page.wait_for_url("**/heliosthenos/combat/?*#calc-outcome")
        page.wait_for_load_state()
        wait_until(page, IN_VIEW)
        print("Héliosthenos submitted headline y =", headline_y(page), "JS" if javascript else "no JS")
        if javascript:
            wait_until(page, FOCUSED)
    finally:
        context.close()


def test_noxilia_attack_live_and_submitted_results_are_in_view(live_corpus, tall_phone):
    page = tall_phone
    page.goto(live_corpus.url + NOX)
    page.locator("#f-a_cac").fill("5")
    page.locator("#f-a_armure").fill("2")
    page.locator("#f-a_vie").fill("5")
    page.locator("#f-c_armure").fill("3")
    page.locator("#f-c_vie").fill("4")
    wait_until(page, "document.querySelector('#summary') !== null && location.search.includes('c_vie=4')")
    wait_until(page, IN_VIEW)
    print("Noxilia live headline y =", headline_y(page))
    assert page.evaluate("document.activeElement.id") == "f-c_vie", "typing keeps its field (and the keyboard)"

    page.get_by_role("button", name="Calculer").click()
    page.wait_for_url("**/noxilia/attaque/?*#calc-outcome")
    page.wait_for_load_state()
    wait_until(page, IN_VIEW)
    wait_until(page, FOCUSED)
    print("Noxilia submitted headline y =", headline_y(page))


def test_helix_example_opens_on_its_answer_and_a_submitted_form_too(live_corpus, tall_phone):
    page = tall_phone
    page.goto(live_corpus.url + HELIX)
    page.get_by_role("link", name="Exemple du livret").click()
    page.wait_for_url("**/helix/combat/?*#calc-outcome")
    page.wait_for_load_state()
    wait_until(page, IN_VIEW)
    wait_until(page, FOCUSED)
    print("Helix example headline y =", headline_y(page))
    page.get_by_role("button", name="Calculer").click()
    page.wait_for_url("**/helix/combat/?*#calc-outcome")
    page.wait_for_load_state()
    wait_until(page, IN_VIEW)
    wait_until(page, FOCUSED)
    print("Helix submitted headline y =", headline_y(page))


ON_SCREEN = """((selector) => {
  const r = document.querySelector(selector).getBoundingClientRect();
  const top = document.querySelector('.site-header').getBoundingClientRect().bottom;
  const bar = document.querySelector('.games-nav').getBoundingClientRect().top;
  return r.height > 0 && r.top >= top - 1 && r.bottom <= Math.min(bar, innerHeight) + 1;
})"""


def test_on_the_long_helix_form_the_ticked_box_stays_in_view_and_the_answer_is_a_tap_away(live_corpus, tall_phone):
    """Before: each tick of an ability threw the player ~3 600 px down to the answer, to scroll back for the next.
    Now the box stays where the thumb is, and a bar above the bottom one shows the new answer's first line."""
    page = tall_phone
    page.goto(live_corpus.url + HELIX)
    page.get_by_role("link", name="Exemple du livret").click()
    page.wait_for_url("**#calc-outcome")
    card = page.locator("#a1")
    card.locator(":scope > summary").click()
    card.locator(".hx-abilities > summary").click()
    card.get_by_text("Fluidité", exact=True).click()
    pill = page.locator("#answer-pill")
    wait_until(page, "document.querySelector('#answer-pill')?.innerText.includes(\"destruction d'Invocateur Novice\")")
    assert pill.inner_text().startswith("Résultat ↓")
    assert page.evaluate(ON_SCREEN + "('#answer-pill')"), "the answer's first line is on the screen"
    assert page.evaluate(ON_SCREEN + "('#a1 input[value=fluidite]')"), "the box just ticked has not moved away"
    pill.click()  # a tap: the answer itself, its headline focused for a screen reader
    wait_until(page, IN_VIEW)
    wait_until(page, FOCUSED)
    assert not pill.is_visible()

    # Typed, then the bar tapped straight away: the field left answers nothing new, so the answer and the
    # headline's focus stay (its « change » once fetched again, redrew the answer and showed the bar again).
    card.locator("#f-a1_dgt").fill("4")
    wait_until(page, "document.querySelector('#answer-pill') && !document.querySelector('#answer-pill').hidden")
    pill.click()
    wait_until(page, IN_VIEW)
    wait_until(page, FOCUSED)
    page.wait_for_timeout(600)  # past the live update's 250 ms
    assert not pill.is_visible() and page.evaluate(FOCUSED)


def test_a_field_not_reached_yet_is_no_error_a_field_filled_wrong_is(live_corpus, tall_phone):
    page = tall_phone
    console = []
    page.on("console", lambda message: console.append(message.text) if message.type == "error" else None)
    page.goto(live_corpus.url + NOX)
    page.locator("#f-a_cac").press_sequentially("5")
    page.wait_for_timeout(1000)  # well past the live update's 250 ms
    assert page.locator("[role=alert]").count() == 0, "no error box while the first field is being typed"
    page.locator("#f-a_cac").press("Tab")  # left: the page says what the calculation waits for, without alarm
    note = page.locator("#calc-outcome .pending[role=status]")
    note.wait_for()
    assert note.inner_text() == "Le calcul attend encore : Vie de la cible."
    assert page.locator("[role=alert]").count() == 0
    page.locator("#f-a_vie").fill("5")
    page.locator("#f-c_vie").fill("0")  # filled, and wrong: now it is an error, naming the field as labelled
    page.locator("#f-c_vie").press("Tab")
    page.locator(".error-box[role=alert]").wait_for()
    text = " ".join(page.locator(".error-box").inner_text().split())
    assert "Vie de la cible : Cible a 0 point de vie" in text
    assert console == [], "a refusal is an answer, not a failed request in the console"


def test_naming_a_helix_card_asks_for_nothing_yet_and_stays_in_view(live_corpus, tall_phone):
    page = tall_phone
    page.goto(live_corpus.url + HELIX)
    assert page.locator("#f-a1").is_visible(), "the first card is open on an empty form"
    page.locator("#f-a1").fill("Loup")
    page.locator("#f-a1").press("Tab")
    note = page.locator("#calc-outcome .pending[role=status]")
    note.wait_for()
    assert note.inner_text() == "Le calcul attend encore : A1, DGT ; A1, PDV (DRB)."
    assert page.locator("[role=alert]").count() == 0
    page.wait_for_timeout(300)
    assert page.evaluate(ON_SCREEN + "('#f-a1')"), "the page did not move away from the card being filled"


def test_every_game_and_the_calculators_are_one_tap_away_on_a_phone(live_corpus, phone):
    phone.goto(live_corpus.url + "/noxilia/")
    nav = phone.get_by_role("navigation", name="Jeux")
    links = nav.get_by_role("link")
    names = links.all_inner_texts()
    assert len(names) == 6
    for name in ("Helix Duels", "L’Ordre de Veiel", "Stellar Nexus TCG", "Héliosthenos", "Noxilia", "Calculateurs"):
        link = nav.get_by_role("link", name=name, exact=True)
        box = link.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360, name
        assert box["y"] >= 0 and box["y"] + box["height"] <= 640, name
        assert box["height"] >= 44 and box["width"] >= 44, f"{name}: a touch target of at least 44 px"
    assert phone.evaluate("(() => { const n = document.querySelector('.games-nav'); "
                          "return n.scrollWidth <= n.clientWidth; })()"), "nothing hidden off screen sideways"
    assert nav.get_by_role("link", name="Noxilia", exact=True).get_attribute("aria-current") == "page"
    assert phone.get_by_role("combobox", name="Rechercher une règle").is_visible()
    header = phone.evaluate("document.querySelector('.site-header').getBoundingClientRect().height")
    print("sticky header height:", header)
    assert header < 109
    phone.mouse.wheel(0, 2000)  # still there, one tap away, once the page is scrolled
    phone.wait_for_timeout(200)
    assert nav.get_by_role("link", name="Calculateurs", exact=True).bounding_box()["y"] + 44 <= 640
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360


def test_the_game_at_hand_is_remembered_on_pages_of_no_game(live_corpus, phone):
    phone.goto(live_corpus.url + "/noxilia/glossaire/")
    nav = phone.get_by_role("navigation", name="Jeux")
    calculators = nav.get_by_role("link", name="Calculateurs", exact=True)
    assert calculators.get_attribute("href") == "/calculateurs/#noxilia"  # drawn so by the server: no script needed

    phone.goto(live_corpus.url + "/")  # a page of no game: Noxilia stays marked, and said so to a screen reader
    noxilia = nav.get_by_role("link", name="Noxilia (dernier jeu consulté)")
    assert "remembered" in noxilia.get_attribute("class") and noxilia.get_attribute("aria-current") is None
    # The question is asked in the game at the table: Noxilia's passages alone, the other games one tap away.
    assert phone.get_by_role("combobox", name="Jeu à la table").input_value() == "noxilia"
    phone.locator("#q").fill("armure")
    phone.keyboard.press("Enter")
    phone.wait_for_url("**/recherche/?q=armure&context=noxilia")
    assert "remembered" in nav.get_by_role("link", name="Noxilia (dernier jeu consulté)").get_attribute("class")
    line = phone.locator(".understood")
    assert line.inner_text().startswith("Règles et mots-clés de Noxilia : «\u00a0armure\u00a0» · tous les jeux")
    assert line.get_by_role("link", name="tous les jeux").bounding_box()["height"] >= 44
    links = [a.get_attribute("href") for a in phone.locator(".results .answer-links a").all()]
    assert links and all(href.startswith("/noxilia/") for href in links)
    everywhere = line.get_by_role("link", name="tous les jeux")
    assert everywhere.bounding_box()["y"] < 640
    everywhere.click()  # one tap: every game, and the box says so for the next question
    phone.wait_for_url("**/recherche/?q=armure&context=tous")
    assert phone.locator(".results a[href^='/helix/']").count() > 0
    assert phone.get_by_role("combobox", name="Jeu à la table").input_value() == ""

    nav.get_by_role("link", name="Calculateurs", exact=True).click()  # one tap: Noxilia's calculators in view
    phone.wait_for_url("**/calculateurs/#noxilia")
    heading = phone.get_by_role("heading", name="Noxilia", exact=True)
    box = heading.bounding_box()
    header = phone.evaluate("document.querySelector('.site-header').getBoundingClientRect().bottom")
    assert header <= box["y"] and box["y"] + box["height"] <= 640 - 44
    assert phone.get_by_role("link", name="Noxilia — attaque", exact=False).first.is_visible()

    phone.goto(live_corpus.url + "/helix/")  # another game: now it is the one remembered
    phone.goto(live_corpus.url + "/hors-ligne/")
    assert nav.get_by_role("link", name="Helix Duels (dernier jeu consulté)").is_visible()
    assert nav.get_by_role("link", name="Calculateurs", exact=True).get_attribute("href") == "/calculateurs/#helix"


def test_heliosthenos_strengths_typed_one_by_one_are_no_error(live_corpus, tall_phone):
    page = tall_phone
    page.goto(live_corpus.url + HELIOS)
    page.locator("input[name=a1]").first.fill("3")
    page.locator("input[name=a1]").first.press("Tab")
    note = page.locator("#calc-outcome .pending[role=status]")
    note.wait_for()
    assert note.inner_text() == "Le calcul attend encore : Attaquant 1 ; Défenseur 1."
    assert page.locator("[role=alert]").count() == 0


def test_calculer_on_an_empty_form_says_what_to_fill(live_corpus, tall_phone):
    page = tall_phone
    page.goto(live_corpus.url + NOX)
    page.get_by_role("button", name="Calculer").click()
    page.wait_for_url("**/noxilia/attaque/?calculer=1#calc-outcome")
    note = page.locator("#calc-outcome [role=status]")
    assert note.inner_text() == "Rien à calculer : remplissez d'abord le formulaire ci-dessus."
    assert page.evaluate(IN_VIEW.replace("#resultat", "#calc-outcome [role=status]"))
