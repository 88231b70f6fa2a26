"""The glossary on a phone: a filter that narrows it as you type, accents aside, and says how many
entries it shows; without JavaScript, the letter index."""
import re

from tests.browser.waiting import wait_until

SHOWN = "document.querySelectorAll('#glossaire-entrees li:not([hidden])').length"


def test_typing_eph_shows_ephemere_and_hides_the_others(live_corpus, phone):
    from rules.models import Keyword

    total = Keyword.objects.filter(game__slug="helix").count()
    phone.goto(live_corpus.url + "/helix/glossaire/")
    box = phone.get_by_role("searchbox", name="Filtrer le glossaire")
    assert box.is_visible()
    status = phone.locator("#glossaire-compte")  # the glossary's count (the search box has a status of its own)
    assert status.inner_text() == f"{total} entrées"
    box.press_sequentially("eph")
    wait_until(phone, f"{SHOWN} === 1")
    ephemere = phone.get_by_role("link", name="Éphémère", exact=True)
    assert ephemere.is_visible()
    assert not phone.get_by_role("link", name="Esquive", exact=True).is_visible()
    assert not phone.locator("#lettre-A").is_visible()  # a letter left empty goes, with its index link
    assert not phone.locator(".letters a[href='#lettre-A']").is_visible()
    assert phone.locator(".letters a[href='#lettre-E']").is_visible()
    wait_until(phone, f"document.getElementById('glossaire-compte').textContent === '1 entrée sur {total}'")
    assert ephemere.bounding_box()["y"] < 640  # on the first screen
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360

    box.fill("ÉPHÉ")  # accents and case aside, as typed
    wait_until(phone, f"{SHOWN} === 1")
    box.fill("zzz")
    wait_until(phone, f"{SHOWN} === 0")
    wait_until(phone, "document.getElementById('glossaire-compte').textContent.startsWith('Aucune entrée')")
    box.fill("")
    wait_until(phone, f"{SHOWN} === {total}")
    wait_until(phone, f"document.getElementById('glossaire-compte').textContent === '{total} entrées'")


def test_the_two_melee_attacks_of_noxilia_are_told_apart(live_corpus, tall_phone):
    tall_phone.goto(live_corpus.url + "/noxilia/glossaire/")
    tall_phone.get_by_role("searchbox", name="Filtrer le glossaire").press_sequentially("corps a corps")
    wait_until(tall_phone, f"{SHOWN} === 2")
    names = tall_phone.locator("#glossaire-entrees li:not([hidden]) a").all_inner_texts()
    assert names == ["Attaque au corps à corps (Caractéristiques des unités)", "Attaque au corps à corps (Phase d'actions)"]


def test_without_javascript_the_letter_index_leads_through(live_corpus, browser):
    context = browser.new_context(viewport={"width": 360, "height": 640}, locale="fr-FR", java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto(live_corpus.url + "/helix/glossaire/")
        assert not page.get_by_role("searchbox", name="Filtrer le glossaire").is_visible()
        page.locator(".letters a[href='#lettre-E']").click()
        assert re.search(r"#lettre-E$", page.url)
        assert page.get_by_role("link", name="Éphémère", exact=True).is_visible()
    finally:
        context.close()


FIRST_ENTRY_ON_SCREEN = """(() => { const entry = document.querySelector('#glossaire-entrees li a').getBoundingClientRect();
  const bar = document.querySelector('.games-nav').getBoundingClientRect().top;
  return entry.top >= 0 && entry.bottom <= Math.min(bar, innerHeight); })()"""


def test_the_first_screen_at_360x640_shows_an_entry(live_corpus, phone):
    # Before: crumbs, title, version, filter, count and three rows of letters filled the first screen.
    for game in ("helix", "veiel", "stellar-nexus", "heliosthenos", "noxilia"):
        phone.goto(live_corpus.url + f"/{game}/glossaire/")
        wait_until(phone, "!document.querySelector('[data-glossary-filter]').hidden")
        assert phone.evaluate(FIRST_ENTRY_ON_SCREEN), game
        assert phone.evaluate("document.documentElement.scrollWidth") <= 360, game
    # In English too (a line says the rules are quoted in French).
    phone.get_by_role("button", name="English").click()
    phone.wait_for_load_state()
    phone.goto(live_corpus.url + "/helix/glossaire/")
    assert phone.locator("html").get_attribute("lang") == "en"
    assert phone.evaluate(FIRST_ENTRY_ON_SCREEN)
    # Every letter is still one tap away: the row scrolls sideways.
    last = phone.locator(".letters a").last
    last.scroll_into_view_if_needed()
    last.click()
    assert phone.url.endswith("#" + last.get_attribute("href").split("#")[1])
