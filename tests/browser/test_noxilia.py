"""The Noxilia turns calculator on a phone: the example, then a live result as a field changes."""

from tests.browser.waiting import wait_until

ROW = "#chronologie tbody tr"


def test_turns_example_then_live_update_on_a_phone(live_corpus, phone):
    phone.goto(live_corpus.url + "/calculateurs/noxilia/tours/")
    phone.get_by_role("link", name="une unité à 3 d'armure et 4 de vie, empoisonnée 2").click()
    phone.wait_for_url("**/calculateurs/noxilia/tours/?armure=3&vie=4&poison=2&type=charge&adv_cac=5&adv_vie=5")

    # Etape de fin du tour: « 3. Les dégâts de poison sont appliqués »: 4 life - 2 (charge, past 3 armor) - 2 poison.
    assert phone.locator("#summary").inner_text().endswith("meurt du poison à la fin du tour 1.")
    timeline = phone.locator(ROW).all_inner_texts()
    assert [" ".join(row.split()) for row in timeline] == ["Tour 1, actions 0 2 2 non oui", "Tour 1, fin 0 0 2 non non"]
    assert phone.locator("#chronologie").is_visible()

    # Two more life: the unit lives through turn 1 and dies of poison at the end of turn 2 — no submit.
    life = phone.get_by_label("Vie", exact=True).first
    assert life.bounding_box()["height"] >= 44, "touch targets are at least 44 px high"
    life.fill("6")
    wait_until(phone, "document.querySelector('#summary').innerText.includes('fin du tour 2')")
    timeline = [" ".join(row.split()) for row in phone.locator(ROW).all_inner_texts()]
    assert timeline == ["Tour 1, actions 0 4 2 non oui", "Tour 1, fin 0 2 2 non oui",
                        "Tour 2, début 3 2 2 non oui", "Tour 2, fin 3 0 2 non non"]
    assert "vie=6" in phone.url and "fragment" not in phone.url  # the address is the new result's permalink

    assert phone.evaluate("document.documentElement.scrollWidth") <= 360, "no horizontal scrolling"
    assert phone.evaluate("document.querySelector('#chronologie').getBoundingClientRect().right") <= 360
