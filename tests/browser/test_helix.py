"""The Helix combat calculator on a phone: the rulebook's example, then a live result as an ability is ticked."""

import re

from tests.browser.waiting import wait_until


def test_example_then_an_ability_changes_the_result_live_on_a_phone(live_corpus, phone):
    phone.goto(live_corpus.url + "/calculateurs/helix/combat/")
    example = phone.get_by_role("link", name="Exemple du livret")
    assert example.bounding_box()["height"] >= 44, "touch targets are at least 44 px high"
    example.click()
    phone.wait_for_url(re.compile(r".*/calculateurs/helix/combat/\?a1=Na%C3%AFade\+Vampire&a1_dgt=3&.*&r2_cible=a1#calc-outcome$"))

    # EXEMPLE DE COMBAT: « La Naïade Vampire est alors détruite avant d'avoir pu infliger ses dégats à
    # l'Invocateur Novice. » « Le joueur défenseur gagne un butin de 3 XP et 2 HLX »
    summary = phone.locator("#summary")
    assert summary.inner_text().startswith("Boule de Feu : destruction de Naïade Vampire")
    assert "butin du défenseur : 3 XP et 2 HLX" in summary.inner_text()
    assert "+3 XP, +2 HLX" in phone.locator(".hx-players").inner_text()
    # The step links the sentence it applies, not only its section.
    assert phone.get_by_role("link", name="Helix Duels — EXEMPLE DE COMBAT, « La Naïade Vampire est alors détruite "
                             "avant d'avoir… »").first.get_attribute("href") == \
        "/helix/exemple-de-combat/#la-naiade-vampire-est-alors-detruite"

    # Fluidité: « Ignore les DGT de Portée »: the warlord's shot misses; the Naïade survives Boule de Feu and
    # destroys the Invocateur Novice — no submit.
    card = phone.locator("#a1")
    card.locator(":scope > summary").click()
    card.locator(".hx-abilities > summary").click()  # the abilities, folded under their own line
    fluidite = card.get_by_text("Fluidité", exact=True)
    assert fluidite.bounding_box()["height"] >= 44
    fluidite.click()
    wait_until(phone, "document.querySelector('#summary').innerText.includes(\"destruction d'Invocateur Novice\")")
    assert "butin du défenseur" not in summary.inner_text()
    assert "Fluidité −3" in phone.locator(".hx-result").inner_text()
    assert "a1_cap=fluidite" in phone.url and "fragment" not in phone.url  # the address is the new result's link

    for selector in ("#f-a1_cible", "#a1 > summary", "#a1 .hx-abilities > summary", "#f-a1_dgt"):
        assert phone.locator(selector).bounding_box()["height"] >= 44, selector
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360, "no horizontal scrolling"
    assert phone.evaluate("document.querySelector('.hx-cards').getBoundingClientRect().right") <= 360


def words(locator) -> str:
    return " ".join(locator.inner_text().split())


FORM_HEIGHT = "Math.round(document.querySelector('form[data-live-calculator]').getBoundingClientRect().height)"
SCREEN = """(() => { const top = document.querySelector('.site-header').getBoundingClientRect().bottom;
  return document.querySelector('.games-nav').getBoundingClientRect().top - top; })()"""


def test_the_long_form_is_laid_out_for_a_phone(live_corpus, tall_phone):
    # Measured on a 390x844 phone before: the empty form 5 766 px, its two open cards 1 608 px each (24 ability
    # boxes, 4 settings rows and 4 boxes before the abilities), the example's form 2 690 px (4 attack rows of 227 px).
    page = tall_phone
    page.goto(live_corpus.url + "/calculateurs/helix/combat/")
    screen = page.evaluate(SCREEN)
    card = page.locator("#a1")
    assert card.evaluate("d => d.open") and page.locator("#d1").evaluate("d => d.open"), "the first cards open"
    assert card.bounding_box()["height"] <= screen, "an open card fits the screen"
    assert words(card.locator(":scope > summary")) == "A1 vide"
    # The inputs most combats need first, in reach without unfolding anything.
    for field in ("f-a1", "f-a1_dgt", "f-a1_pdv", "f-a1_type", "f-a1_comp", "f-a1_xp", "f-a1_hlx"):
        assert page.locator(f"#{field}").is_visible(), field
    assert not page.locator("#f-a1_etat").is_visible() and not card.get_by_text("Fluidité").first.is_visible()
    height = page.evaluate(FORM_HEIGHT)
    print("Helix empty form height at 390x844:", height)
    assert height < 3500

    page.get_by_role("link", name="Exemple du livret").click()
    page.wait_for_load_state()
    assert words(page.locator("#a1 > summary")) == "A1 Naïade Vampire · 3 DGT · 5 PDV"
    assert words(page.locator("#attaque-a1 > summary")) == "A1 attaque : D1 — Invocateur Novice"
    assert not page.locator("#attaque-a2").evaluate("d => d.open"), "no attack row for an empty slot"
    height = page.evaluate(FORM_HEIGHT)
    print("Helix example form height at 390x844:", height)
    assert height < 2500
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def test_a_refused_form_opens_where_the_refusal_points(live_corpus, tall_phone):
    page = tall_phone
    page.goto(live_corpus.url + "/calculateurs/helix/combat/?a1=Luciole&a1_dgt=1&a1_pdv=2&a1_des=9&a1_cible=d1"
                                "&d1=Ours&d1_dgt=1&d1_pdv=3")
    assert "A1, Jets de D6" in page.locator(".error-box").inner_text()
    dice = page.locator("#f-a1_des")
    assert dice.is_visible(), "its card and its folded settings open on the refused field"
    assert words(page.locator("#a1 > details.hx-more:not(.hx-abilities) > summary")) == "Plus de réglages : D6 : 9"
    assert not page.locator("#d1").evaluate("d => d.open"), "the others stay folded"


ELEMENTS = "document.querySelectorAll('*').length"


def test_the_form_is_a_light_page_its_folded_parts_made_when_opened(live_corpus, phone):
    # Measured before: 2 594 elements (each card's 24 abilities with their own « ? »), 140 ms of blocking time.
    phone.goto(live_corpus.url + "/calculateurs/helix/combat/")
    empty = phone.evaluate(ELEMENTS)
    phone.get_by_role("link", name="Exemple du livret").click()
    phone.wait_for_url("**/helix/combat/?*")
    assert phone.locator("#summary").is_visible()
    example = phone.evaluate(ELEMENTS)
    print("Helix combat page's elements: empty", empty, "example", example)
    assert empty < 1200 and example < 1200

    # A folded empty card is laid out when opened, and its fields count.
    card = phone.locator("#a2")
    card.locator(":scope > summary").click()
    phone.locator("#f-a2").fill("Luciole")
    card.locator(".hx-abilities > summary").click()
    card.get_by_text("Vol", exact=True).click()
    card.locator("details.hx-more:not(.hx-abilities) > summary").click()
    assert phone.locator("#f-a2_etat").is_visible()
    wait_until(phone, "location.search.includes('a2_cap=vol')")
    assert "a2=Luciole" in phone.url


def test_without_javascript_every_folded_part_is_a_control(browser, live_corpus):
    context = browser.new_context(viewport={"width": 360, "height": 640}, locale="fr-FR", java_script_enabled=False)
    page = context.new_page()
    page.goto(live_corpus.url + "/calculateurs/helix/combat/")
    page.locator("#a2 > summary").click()
    page.locator("#f-a2").fill("Luciole")
    page.locator("#a2 .hx-abilities > summary").click()
    page.locator("#a2").get_by_text("Vol", exact=True).click()
    page.get_by_role("button", name="Calculer").click()
    page.wait_for_url("**/helix/combat/?*")
    assert "a2_cap=vol" in page.url and "a2=Luciole" in page.url
    context.close()


def test_a_folded_card_reads_what_was_typed_live(live_corpus, phone):
    # Before: after live filling, the folded cards still read « A1 vide » and « A1 attaque : — n'attaque pas ».
    phone.goto(live_corpus.url + "/calculateurs/helix/combat/")
    phone.locator("#f-a1").fill("Luciole")
    phone.locator("#f-a1_dgt").fill("1")
    phone.locator("#f-a1_pdv").fill("2")
    phone.locator("#a1 .hx-abilities > summary").click()
    phone.locator("#a1").get_by_text("Vol", exact=True).click()
    phone.locator("#f-d1").fill("Ours")
    phone.locator("#f-d1_dgt").fill("1")
    phone.locator("#f-d1_pdv").fill("3")
    phone.locator("#f-a1_cible").select_option("d1")
    wait_until(phone, "!!document.querySelector('#summary')")
    wait_until(phone, "document.querySelector('#attaque-a1 > summary').innerText.includes('Ours')")
    assert words(phone.locator("#a1 .hx-abilities > summary")) == "Capacités : Vol"
    phone.locator("#a1 > summary").click()  # folded: its line is what was typed
    assert words(phone.locator("#a1 > summary")) == "A1 Luciole · 1 DGT · 2 PDV · Vol"
    assert "filled" in phone.locator("#a1").get_attribute("class")
    assert words(phone.locator("#d1 > summary")) == "D1 Ours · 1 DGT · 3 PDV"
    assert words(phone.locator("#attaque-a1 > summary")) == "A1 attaque : D1 — Ours"
    assert words(phone.locator("#a2 > summary")) == "A2 vide"


PILL_LINES = """(() => { const pill = document.querySelector('#answer-pill'), text = pill.querySelector('.answer-pill-text');
  const p = pill.getBoundingClientRect(), t = text.getBoundingClientRect(), style = getComputedStyle(pill);
  const line = parseFloat(getComputedStyle(text).lineHeight);
  return {lines: t.height / line, inside: t.top >= p.top + parseFloat(style.paddingTop) - 0.5
          && t.bottom <= p.bottom - parseFloat(style.paddingBottom) + 0.5,
          clamped: text.scrollHeight > text.clientHeight + 1}; })()"""


def test_the_answer_bar_shows_whole_lines_on_a_phone(live_corpus, phone):
    # Before: the bar clamped two lines on itself, and its padding showed the top half of a third.
    phone.goto(live_corpus.url + "/calculateurs/helix/combat/")
    phone.get_by_role("link", name="Exemple du livret").click()
    phone.wait_for_url("**#calc-outcome")
    card = phone.locator("#a1")
    card.locator(":scope > summary").click()
    card.locator(".hx-abilities > summary").click()
    card.get_by_text("Fluidité", exact=True).click()
    wait_until(phone, "document.querySelector('#answer-pill')?.innerText.includes(\"destruction d'Invocateur Novice\")")
    seen = phone.evaluate(PILL_LINES)
    assert seen["inside"], seen
    assert abs(seen["lines"] - round(seen["lines"])) < 0.05 and 1 <= round(seen["lines"]) <= 3, seen
    assert phone.locator("#answer-pill").inner_text().startswith("Résultat ↓")
