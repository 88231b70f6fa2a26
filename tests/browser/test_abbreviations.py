"""An abbreviation of a calculator, tapped on a phone (where no title attribute can be seen): what it stands for
opens in place, in the page's language, with the glossary definition below it where the game's glossary has it;
offline, the expansion still shows. Without an entry (D6, XP…) it is a button; with one (PDV), a link."""

from tests.browser.waiting import wait_until

HELIX = "/calculateurs/helix/combat/"
OPEN = "(t => !!t.getAttribute('aria-controls') && !document.getElementById(t.getAttribute('aria-controls')).hidden)"


def term_in(page, label_for: str):
    return page.locator(f'label[for="{label_for}"] .term').first


def is_open(term) -> bool:
    return term.evaluate(OPEN)


def explanation(page, term):
    return page.locator("#" + term.get_attribute("aria-controls"))


def no_sideways_scrolling(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= innerWidth")


# Where a label's words and its field are: the label's height, the abbreviation's letters, the field.
LAYOUT = """l => [l.getBoundingClientRect().height, ...[l.querySelector('abbr'), l.querySelector('input, select')]
    .flatMap(e => [e.getBoundingClientRect().x, e.getBoundingClientRect().y])]"""


def open_more_settings(page) -> None:
    page.locator("#a1 > details.hx-more:not(.hx-abilities) > summary").tap()
    page.locator('label[for="f-a1_des"]').wait_for()


def test_tapping_an_abbreviation_without_an_entry_shows_what_it_stands_for_in_place(live_corpus, phone):
    url = live_corpus.url + HELIX
    phone.goto(url)
    open_more_settings(phone)
    d6 = term_in(phone, "f-a1_des")
    assert d6.inner_text() == "D6"
    wait_until(phone, "document.querySelector('label[for=\"f-a1_des\"] .term').getAttribute('aria-expanded') === 'false'")
    assert d6.get_attribute("role") == "button" and d6.get_attribute("tabindex") == "0"
    assert phone.get_by_role("button", name="D6", exact=True).count() == 1
    assert phone.get_by_label("Jets de D6", exact=True).first.get_attribute("id") == "f-a1_des", "the field's name unchanged"

    d6.tap()
    wait_until(phone, "!!document.querySelector('label[for=\"f-a1_des\"] .term-def:not([hidden])')")
    said = explanation(phone, d6)
    assert said.inner_text() == "D6 — dé à six faces" and said.is_visible()
    assert said.get_attribute("lang") is None, "the page's language"
    assert d6.get_attribute("aria-expanded") == "true"
    assert phone.url == url, "the page stays"
    assert phone.evaluate("document.activeElement.id") != "f-a1_des", "the tap reads, it does not enter the field"
    assert no_sideways_scrolling(phone)

    d6.tap()  # a second tap folds it away
    wait_until(phone, "document.querySelector('label[for=\"f-a1_des\"] .term-def').hidden")
    assert d6.get_attribute("aria-expanded") == "false"

    xp = term_in(phone, "f-a1_xp")  # another one, in the card's first inputs
    xp.tap()
    wait_until(phone, "!!document.querySelector('label[for=\"f-a1_xp\"] .term-def:not([hidden])')")
    assert explanation(phone, xp).inner_text() == "XP — Points d'Expérience"


def test_an_abbreviation_in_a_calculators_answer_opens_in_its_line(live_corpus, phone):
    from urllib.parse import urlencode

    from referee.calculators.registry import CALCULATORS

    combat = next(c for c in CALCULATORS if c.url == "/calculateurs/stellar-nexus/combat/")
    url = f"{live_corpus.url}{combat.url}?{urlencode(combat.form.query(combat.example), doseq=True)}"
    phone.goto(url)
    pv = phone.locator("#summary .term", has_text="PV").first
    pv.tap()
    wait_until(phone, "!!document.querySelector('#summary .term-def:not([hidden])')")
    said = explanation(phone, pv)
    assert said.inner_text() == "PV — points de vie" and said.is_visible()
    assert phone.url == url and no_sideways_scrolling(phone)


def test_an_abbreviation_is_a_44_px_target_that_leaves_its_line_as_it_was(live_corpus, phone):
    phone.goto(live_corpus.url + HELIX)
    open_more_settings(phone)
    for label_for in ("f-a1_des", "f-a1_xp", "f-a1_pdv", "f-a1_dgt"):
        term = term_in(phone, label_for)
        box = term.bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44, (label_for, box)
        label = phone.locator(f'label[for="{label_for}"]')
        laid_out = label.evaluate(LAYOUT)
        # The same label with the term's padding and margins taken away (CSSOM: the policy forbids only markup styles).
        term.evaluate("t => { t.style.padding = '0'; t.style.margin = '0'; }")
        assert label.evaluate(LAYOUT) == laid_out, label_for
        term.evaluate("t => { t.style.padding = ''; t.style.margin = ''; }")

        # The target reaches over the field under the label: the field, later in the page, is still what a tap there hits.
        field = label.locator("input, select")
        field.scroll_into_view_if_needed()
        edge = field.bounding_box()
        assert term.bounding_box()["y"] + term.bounding_box()["height"] > edge["y"], "the targets meet"
        phone.touchscreen.tap(min(term.bounding_box()["x"] + 22, edge["x"] + edge["width"] - 2), edge["y"] + 2)
        assert field.evaluate("f => f === document.activeElement"), label_for
        assert term.get_attribute("aria-expanded") == "false", label_for
    assert no_sideways_scrolling(phone)


def test_tapping_an_abbreviation_with_an_entry_shows_its_expansion_then_its_definition(live_corpus, phone):
    url = live_corpus.url + HELIX
    phone.goto(url)
    pdv = term_in(phone, "f-a1_pdv")
    assert pdv.get_attribute("href") == "/helix/glossaire/pdv/"  # without JavaScript: the glossary page
    pdv.tap()
    wait_until(phone, "!!document.querySelector('#a1 .term-def .term-entry')")
    box = explanation(phone, pdv)
    assert box.is_visible() and box.get_attribute("lang") is None
    assert box.locator(".term-expansion").inner_text() == "PDV — Points de Vie"
    definition = box.locator(".term-entry")
    assert definition.inner_text().startswith("PDV (Points de Vie) : ") and definition.get_attribute("lang") == "fr"
    assert definition.get_by_role("link").get_attribute("href") == live_corpus.url + "/helix/glossaire/pdv/"  # the entry, one tap away
    assert box.inner_text().startswith("PDV — Points de Vie\nPDV (Points de Vie) : "), "the expansion, the definition below"
    assert phone.url == url and pdv.get_attribute("aria-expanded") == "true"
    assert phone.evaluate("document.activeElement.id") != "f-a1_pdv"
    assert no_sideways_scrolling(phone)

    pdv.tap()
    wait_until(phone, "document.querySelector('#a1 .term-def').hidden")
    assert pdv.get_attribute("aria-expanded") == "false" and phone.url == url


def test_an_english_page_explains_an_abbreviation_in_english_and_opens_the_games_french_entry(live_corpus, phone):
    phone.context.add_cookies([{"name": "django_language", "value": "en", "url": live_corpus.url}])
    url = live_corpus.url + HELIX
    phone.goto(url)
    assert phone.evaluate("document.documentElement.lang") == "en"
    pdv = term_in(phone, "f-a1_pdv")
    assert pdv.locator("abbr").inner_text() == "PDV"  # as the cards print it
    assert pdv.get_attribute("href") == "/helix/glossaire/pdv/"
    pdv.tap()
    wait_until(phone, "!!document.querySelector('#a1 .term-def .term-entry')")
    box = explanation(phone, pdv)
    assert box.locator(".term-expansion").inner_text() == "PDV (Points de Vie) — life points"
    definition = box.locator(".term-entry")
    assert definition.inner_text().startswith("PDV (Points de Vie) : ") and definition.get_attribute("lang") == "fr"
    assert phone.url == url

    open_more_settings(phone)
    d6 = term_in(phone, "f-a1_des")
    d6.tap()
    wait_until(phone, "!!document.querySelector('label[for=\"f-a1_des\"] .term-def:not([hidden])')")
    assert explanation(phone, d6).inner_text() == "D6 — six-sided die"

    kind = phone.locator("#f-a1_type")
    assert kind.locator("option").all_inner_texts() == ["PHY — physical", "MAG — magical"]
    phone.goto(live_corpus.url + "/calculateurs/heliosthenos/combat/")
    pairing = phone.locator("#appariement")
    pairing.select_option("12")
    assert pairing.evaluate("s => s.selectedOptions[0].text") == (
        "A1–D1 and A2–D2 — A1: attacker 1, D1: defender 1, A2: attacker 2, D2: defender 2")
    assert no_sideways_scrolling(phone)


def test_a_keyboard_reaches_an_abbreviation_with_tab_opens_it_with_enter_and_folds_it_with_escape(live_corpus, phone):
    phone.goto(live_corpus.url + HELIX)
    open_more_settings(phone)
    phone.locator("#f-a1_venge").focus()  # the field before « Jets de D6 »
    phone.keyboard.press("Tab")
    d6 = term_in(phone, "f-a1_des")
    assert d6.evaluate("t => t === document.activeElement"), "the abbreviation is reached"
    phone.keyboard.press("Enter")
    wait_until(phone, "!!document.querySelector('label[for=\"f-a1_des\"] .term-def:not([hidden])')")
    assert explanation(phone, d6).inner_text() == "D6 — dé à six faces"
    phone.keyboard.press("Escape")
    wait_until(phone, "document.querySelector('label[for=\"f-a1_des\"] .term-def').hidden")
    assert d6.get_attribute("aria-expanded") == "false"
    assert d6.evaluate("t => t === document.activeElement"), "the focus stays on it"
    scrolled = phone.evaluate("scrollY")
    phone.keyboard.press(" ")  # a button's other key
    wait_until(phone, "document.querySelector('label[for=\"f-a1_des\"] .term').getAttribute('aria-expanded') === 'true'")
    assert phone.evaluate("scrollY") == scrolled, "Espace opens it; it does not scroll the page"
    phone.keyboard.press("Tab")
    assert phone.evaluate("document.activeElement.id") == "f-a1_des", "then the field it names"

    pdv = term_in(phone, "f-a1_pdv")  # with an entry: the link opens in place too
    pdv.focus()
    phone.keyboard.press("Enter")
    wait_until(phone, "!!document.querySelector('#a1 .term-def .term-entry')")
    assert phone.url.endswith(HELIX) and is_open(pdv)
    phone.keyboard.press("Tab")  # into the definition: its entry's link
    assert phone.evaluate("document.activeElement.href") == live_corpus.url + "/helix/glossaire/pdv/"
    phone.keyboard.press("Escape")
    wait_until(phone, "document.querySelector('#a1 .term-def').hidden")
    assert pdv.evaluate("t => t === document.activeElement")


def test_offline_an_abbreviation_still_says_what_it_stands_for(live_corpus, phone):
    url = live_corpus.url + HELIX
    phone.goto(url)
    phone.context.set_offline(True)  # the page is here (the service worker keeps it); the glossary's API is not
    pdv = term_in(phone, "f-a1_pdv")
    pdv.tap()
    wait_until(phone, "!!document.querySelector('#a1 .term-def:not([hidden])') && "
                      "!document.querySelector('label[for=\"f-a1_pdv\"] .term').hasAttribute('aria-busy')")
    box = explanation(phone, pdv)
    assert box.inner_text() == "PDV — Points de Vie" and box.is_visible()
    assert phone.url == url, "no glossary page to go to: the page stays"

    phone.context.set_offline(False)  # the network back: opened again, the definition comes
    pdv.tap()
    wait_until(phone, "document.querySelector('#a1 .term-def').hidden")
    pdv.tap()
    wait_until(phone, "!!document.querySelector('#a1 .term-def .term-entry')")
    assert box.locator(".term-entry").inner_text().startswith("PDV (Points de Vie) : ")
    assert box.locator(".term-entry").count() == 1


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
    assert no_sideways_scrolling(phone)

    phone.goto(live_corpus.url + HELIX)
    kind = phone.locator("#f-a1_type")
    assert kind.locator("option").all_inner_texts() == ["PHY — Physique", "MAG — Magique"]
    assert kind.evaluate("s => s.selectedOptions[0].text") == "PHY — Physique"
    assert no_sideways_scrolling(phone)
