"""The language switch on a phone: English chosen from the footer, kept on the next page and after a
reload (the language cookie), French chosen back; the scripts speak the page's language."""
from tests.browser.waiting import wait_until

LANG = "document.documentElement.lang"


def test_the_switch_sets_english_remembers_it_and_switches_back(live_corpus, phone):
    phone.goto(live_corpus.url + "/noxilia/combat/")
    assert phone.evaluate(LANG) == "fr"  # the phone asks for French (Accept-Language: fr-FR)
    switch = phone.get_by_role("button", name="English")
    switch.scroll_into_view_if_needed()
    assert switch.is_visible() and switch.bounding_box()["height"] >= 44, "a tap target"
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360

    switch.click()
    wait_until(phone, f"{LANG} === 'en'")
    assert phone.url == live_corpus.url + "/noxilia/combat/", "back on the same page, same permalink"
    assert phone.get_by_role("heading", name="Frequent questions").is_visible()
    assert phone.get_by_role("note").filter(has_text="Rulebook text is quoted in French").count() == 1
    assert phone.locator(".rules-text[lang=fr]").count() == 1  # the rules themselves stay as published

    phone.get_by_role("link", name="Noxilia").first.click()  # the next page
    wait_until(phone, "location.pathname === '/noxilia/'")
    assert phone.evaluate(LANG) == "en"
    assert phone.get_by_role("link", name="Glossary A–Z").is_visible()
    phone.reload()
    assert phone.evaluate(LANG) == "en", "remembered after a reload"
    assert phone.get_by_role("heading", name="Contents").is_visible()

    back = phone.get_by_role("button", name="Français")
    back.scroll_into_view_if_needed()
    back.click()
    wait_until(phone, f"{LANG} === 'fr'")
    assert phone.url == live_corpus.url + "/noxilia/"
    assert phone.get_by_role("heading", name="Sommaire").is_visible()
    phone.reload()
    assert phone.evaluate(LANG) == "fr"


def test_the_scripts_speak_the_page_language(live_corpus, phone):
    from rules.models import Keyword

    total = Keyword.objects.filter(game__slug="helix").count()
    phone.goto(live_corpus.url + "/helix/glossaire/")
    english = phone.get_by_role("button", name="English")
    english.scroll_into_view_if_needed()
    english.click()
    wait_until(phone, f"{LANG} === 'en'")
    box = phone.get_by_role("searchbox", name="Filter the glossary")
    box.scroll_into_view_if_needed()
    box.press_sequentially("eph")
    wait_until(phone, f"document.getElementById('glossaire-compte').textContent === '1 entry of {total}'")
    box.fill("zzz")
    wait_until(phone, "document.getElementById('glossaire-compte').textContent === 'No entry matches “zzz”'")
    box.fill("")
    wait_until(phone, f"document.getElementById('glossaire-compte').textContent === '{total} entries'")

    phone.goto(live_corpus.url + "/noxilia/combat/")
    phone.locator("a.pilcrow").first.click()  # a passage's tools
    wait_until(phone, "!!document.querySelector('.passage-tools button')")
    assert phone.get_by_role("button", name="Copy the link").is_visible()
    assert phone.get_by_role("button", name="Copy the citation").is_visible()
