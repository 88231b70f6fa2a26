"""The Stellar Nexus combat calculator on a 390x844 phone: fill the form by touch, read the result live."""

from tests.browser.waiting import wait_until


# « Si vous gagnez la confrontation mais que l’adversaire avait bloqué avec plusieurs créatures, vous poursuiviez
# la confrontation avec la créature suivante de son choix […] » — « Si aucune créature ne bloque votre attaque,
# vous infligez vos dégâts au héros. »
def test_a_combat_typed_on_a_phone_shows_the_outcome_and_its_permalink(live_corpus, tall_phone):
    page = tall_phone
    page.goto(live_corpus.url + "/calculateurs/stellar-nexus/combat/")
    page.locator("#f-pv").fill("20")
    page.locator("#f-a1_nom").fill("Loup")
    page.locator("#f-a1_atq").fill("5")
    page.locator("#f-a1_end").fill("3")
    page.locator("#f-b1_nom").fill("Golem")
    page.locator("#f-b1_atq").fill("2")
    page.locator("#f-b1_end").fill("2")
    blocks = page.locator("#b1 input[name=b1_bloque][value='1']")
    assert blocks.bounding_box()["height"] >= 20
    blocks.check()
    wait_until(page, "document.querySelector('#summary') !== null "
                     "&& document.querySelector('#summary').innerText.includes('Golem meurt')")
    assert page.locator("#summary").inner_text() == ("Héros : 20 → 20 PV ; Golem meurt. Autre lecture (le reste des "
                                                     "dégâts va au héros) : le héros finit à 17 PV ; Golem meurt.")
    assert "a1_atq=5" in page.url and "b1_bloque=1" in page.url and "fragment" not in page.url
    assert [" ".join(r.split()) for r in page.locator("#creatures tbody tr").all_inner_texts()] == [
        "Loup (attaquant) 3 → 1 engagée", "Golem (bloqueur) 2 → 0 morte"]

    # An unblocked second attacker: the hero takes its damage, without submitting the form.
    page.locator("#f-a2_atq").fill("4")
    page.locator("#f-a2_end").fill("1")
    wait_until(page, "document.querySelector('#summary').innerText.startsWith('Héros : 20 → 16 PV')")
    # Its step links to the sentence applied: « Si aucune créature ne bloque votre attaque, vous infligez vos dégâts
    # au héros. »
    unblocked = page.get_by_role("link", name="Stellar Nexus TCG — Systeme de Combat, « Si aucune créature ne bloque")
    assert unblocked.first.get_attribute("href") == "/stellar-nexus/systeme-de-combat/#si-aucune-creature-ne-bloque-votre"
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, "no horizontal scrolling"

    page.reload()  # the address is the permalink of the result
    assert page.locator("#summary").inner_text().startswith("Héros : 20 → 16 PV")
