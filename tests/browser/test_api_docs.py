"""The API's reference on a phone: the site's header, no sideways scrolling, an operation's anchor, and each
operation tried from the page (« Essayer »): its answer's status, headers and JSON, the same request in curl."""
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


def _policy_refusals(page) -> list:
    refused = []
    page.on("console", lambda m: refused.append(m.text) if "Content Security Policy" in m.text else None)
    return refused


def _answer(page, operation: str) -> dict:
    """What the « Essayer » form of an operation shows once its answer is in."""
    form = f"#essai-{operation}"
    wait_until(page, f"/^Réponse : \\d/.test(document.querySelector('{form} .api-try-status').textContent)", timeout=20)
    return page.evaluate(f"""(() => {{
      const form = document.querySelector('{form}');
      const text = (s) => Array.from(form.querySelectorAll(s), (el) => el.textContent);
      return {{status: form.querySelector('.api-try-status').textContent, headers: text('.api-try-headers dt'),
               values: text('.api-try-headers dd'), problems: text('.api-try-problems li'),
               body: form.querySelector('.api-try-body').textContent, curl: form.querySelector('[data-curl]').textContent}};
    }})()""")


def test_trying_the_search_api_with_the_keyboard_only_shows_the_200_and_a_hit(live_corpus, phone):
    refused = _policy_refusals(phone)
    phone.goto(live_corpus.url + "/api/v1/docs/#search-retrieve")
    # From the operation (the fragment is where the keyboard starts), Tab goes through its links and its curl
    # example to its « Essayer ».
    for _ in range(12):
        phone.keyboard.press("Tab")
        assert phone.evaluate("!!document.activeElement.closest('#search-retrieve')")
        if phone.evaluate("document.activeElement.matches('#search-retrieve summary')"):
            break
    assert phone.evaluate("document.activeElement.textContent") == "Essayer"
    assert phone.evaluate("getComputedStyle(document.activeElement).outlineStyle") == "solid", "focus is visible"
    box = phone.locator("#search-retrieve summary").bounding_box()
    bar = phone.locator(".games-nav").bounding_box()["y"]
    # In view, and not under the games' bar fixed at the bottom (it was, by its whole height, when Tab brought
    # it to the bottom edge: the page's scroll-padding now keeps the focus above the bar).
    assert box["height"] >= 44 and 0 <= box["y"] and box["y"] + box["height"] <= bar
    phone.keyboard.press("Enter")
    wait_until(phone, "!!document.querySelector('#essai-search-retrieve [data-curl]')")
    phone.keyboard.press("Tab")  # context: the game at the table, a list of the schema's values
    assert phone.evaluate("document.activeElement.id") == "essai-search-retrieve-context"
    phone.keyboard.press("Tab")  # game: a list of the schema's values
    assert phone.evaluate("document.activeElement.id") == "essai-search-retrieve-game"
    phone.keyboard.press("ArrowDown")  # « all »
    phone.keyboard.press("ArrowDown")  # « heliosthenos »
    phone.keyboard.press("ArrowDown")  # « helix »
    for _ in range(3):  # kind, page, q
        phone.keyboard.press("Tab")
    assert phone.evaluate("document.activeElement.id") == "essai-search-retrieve-q"
    phone.keyboard.type("jpeux bloquer un volant")
    curl = phone.locator("#essai-search-retrieve [data-curl]").text_content()
    assert curl == f"curl '{live_corpus.url}/api/v1/search/?game=helix&q=jpeux+bloquer+un+volant'", "the curl line follows"
    phone.keyboard.press("Enter")
    answer = _answer(phone, "search-retrieve")
    assert answer["status"] == "Réponse : 200 OK"
    assert dict(zip(answer["headers"], answer["values"], strict=True))["Content-Type"] == "application/json"
    assert "ETag" in answer["headers"]
    assert '"id": "keyword:helix/glossaire/vol"' in answer["body"], "a hit, in indented JSON"
    assert phone.locator("#essai-search-retrieve .api-try-status").get_attribute("role") == "status"
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360, "no horizontal scrolling"
    assert refused == []


def test_trying_a_calculator_with_its_example_body_shows_its_steps(live_corpus, phone):
    refused = _policy_refusals(phone)
    phone.goto(live_corpus.url + "/api/v1/docs/#calculators-heliosthenos-combat-create")
    phone.locator("#calculators-heliosthenos-combat-create summary").tap()
    body = phone.locator("#essai-calculators-heliosthenos-combat-create-corps")
    assert '"terrain": "desert"' in body.input_value(), "the documented example"
    send = phone.locator("#essai-calculators-heliosthenos-combat-create").get_by_role("button", name="Envoyer")
    assert send.bounding_box()["height"] >= 44
    send.tap()
    answer = _answer(phone, "calculators-heliosthenos-combat-create")
    assert answer["status"] == "Réponse : 200 OK"
    assert "7 contre 4, score de milieu +3 pour l'attaquant." in answer["body"], "a step"
    assert '"summary": "(7,2,4,2,3) attaque (4,4,4,4,4) en désert' in answer["body"]
    assert answer["problems"] == []
    assert "-d '{\n  \"attackers\"" in answer["curl"] and answer["curl"].startswith("curl -X POST ")
    phone.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_corpus.url)
    phone.locator("#essai-calculators-heliosthenos-combat-create").get_by_role("button", name="Copier la ligne curl").tap()
    wait_until(phone, "document.querySelector('#essai-calculators-heliosthenos-combat-create .copied').textContent"
                      " === 'Ligne curl copiée.'")
    assert phone.evaluate("navigator.clipboard.readText()") == answer["curl"]
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    assert refused == []


def test_a_bad_body_shows_the_400_and_each_of_its_problems(live_corpus, phone):
    phone.goto(live_corpus.url + "/api/v1/docs/#calculators-heliosthenos-combat-create")
    phone.locator("#calculators-heliosthenos-combat-create summary").tap()
    body = phone.locator("#essai-calculators-heliosthenos-combat-create-corps")
    body.fill('{"attackers": [{"strengths": [7, 2]}], "terrain": "lune"}')
    assert '"terrain": "lune"' in phone.locator("#essai-calculators-heliosthenos-combat-create [data-curl]").text_content()
    phone.locator("#essai-calculators-heliosthenos-combat-create").get_by_role("button", name="Envoyer").tap()
    answer = _answer(phone, "calculators-heliosthenos-combat-create")
    assert answer["status"].startswith("Réponse : 400 Bad Request — 3 problèmes")
    assert answer["problems"] == [
        "attackers[0].strengths 2 éléments : au moins 5 attendus.",
        "defenders Champ obligatoire manquant : « defenders ».",
        "terrain Valeur inconnue « lune » ; valeurs acceptées : « desert », « montagne », « marais », « chaos », « glace ».",
    ]
    assert '"code": "invalid"' in answer["body"]
    assert phone.locator(".api-try-problems").is_visible()


def test_writing_a_ruling_sends_the_token_only_when_one_is_typed(live_corpus, phone, make_judge):
    from tests.helpers import api_token

    key = api_token(make_judge("alice", games=["noxilia"]))
    phone.goto(live_corpus.url + "/api/v1/docs/#rulings-create")
    phone.locator("#rulings-create summary").tap()
    form = phone.locator("#essai-rulings-create")
    assert form.get_by_text("Cette opération demande le jeton d'un arbitre").is_visible()
    form.locator("[data-body]").fill('{"game": "noxilia", "question": "Le Poison X se cumule-t-il ?", "answer": "Non.", '
                                     '"citations": ["noxilia/glossaire/poison-x"]}')
    form.get_by_role("button", name="Envoyer").tap()
    answer = _answer(phone, "rulings-create")
    assert answer["status"].startswith("Réponse : 401 Unauthorized"), "no token typed, none sent"
    assert "Authorization" not in answer["curl"]
    token = form.get_by_label("Jeton d'arbitre")
    assert token.get_attribute("type") == "password"
    token.fill(key)
    curl = form.locator("[data-curl]").text_content()
    assert "-H 'Authorization: Token VOTRE_JETON'" in curl and key not in curl, "the line says where it goes, never the token"
    form.get_by_role("button", name="Envoyer").tap()
    wait_until(phone, "!document.querySelector('#essai-rulings-create .api-try-status').textContent.includes('401')",
               timeout=20)
    assert _answer(phone, "rulings-create")["status"] == "Réponse : 201 Created"
    assert '"status": "draft"' in form.locator(".api-try-body").text_content()
    stored = phone.evaluate("JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)])")
    assert key not in stored and key[:8] not in stored, "the token kept nowhere on the phone"


def test_in_english_the_form_speaks_english_and_asks_the_api_for_english(live_corpus, phone):
    phone.goto(live_corpus.url + "/api/v1/docs/")
    english = phone.get_by_role("button", name="English")
    english.scroll_into_view_if_needed()
    english.click()
    wait_until(phone, "document.documentElement.lang === 'en'")
    phone.goto(live_corpus.url + "/api/v1/docs/#calculators-heliosthenos-combat-create")
    phone.locator("#calculators-heliosthenos-combat-create summary").get_by_text("Try it").tap()
    form = phone.locator("#essai-calculators-heliosthenos-combat-create")
    form.get_by_role("button", name="Send").tap()
    wait_until(phone, "/^Response: \\d/.test(document.querySelector("
                      "'#essai-calculators-heliosthenos-combat-create .api-try-status').textContent)", timeout=20)
    assert form.locator(".api-try-status").text_content() == "Response: 200 OK"
    assert "(7,2,4,2,3) attacks (4,4,4,4,4) in desert" in form.locator(".api-try-body").text_content()
    assert "-H 'Accept-Language: en'" in form.locator("[data-curl]").text_content(), "the curl line gets the same answer"


def test_without_javascript_no_form_is_shown_and_the_curl_examples_are_there(live_corpus, browser):
    context = browser.new_context(viewport={"width": 360, "height": 640}, locale="fr-FR", java_script_enabled=False,
                                  service_workers="block")
    page = context.new_page()
    page.goto(live_corpus.url + "/api/v1/docs/#search-retrieve")
    article = page.locator("#search-retrieve")
    assert article.locator(".api-curl").is_visible()
    assert article.locator(".api-curl").text_content().startswith(f"curl '{live_corpus.url}/api/v1/search/'")
    assert not article.get_by_text("Essayer").is_visible()
    assert page.locator("summary:visible").count() == 0
    context.close()
