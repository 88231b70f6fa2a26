"""The Helix combat calculator on a phone: the rulebook's example, then a live result as an ability is ticked."""

import re

from tests.browser.waiting import wait_until


def test_example_then_an_ability_changes_the_result_live_on_a_phone(live_corpus, phone):
    phone.goto(live_corpus.url + "/calculateurs/helix/combat/")
    example = phone.get_by_role("link", name="Exemple du livret")
    assert example.bounding_box()["height"] >= 44, "touch targets are at least 44 px high"
    example.click()
    phone.wait_for_url(re.compile(r".*/calculateurs/helix/combat/\?a1=Na%C3%AFade\+Vampire&a1_dgt=3&.*&r2_cible=a1$"))

    # EXEMPLE DE COMBAT: « La Naïade Vampire est alors détruite avant d'avoir pu infliger ses dégats à
    # l'Invocateur Novice. » « Le joueur défenseur gagne un butin de 3 XP et 2 HLX »
    summary = phone.locator("#summary")
    assert summary.inner_text().startswith("Boule de Feu : destruction de Naïade Vampire")
    assert "butin du défenseur : 3 XP et 2 HLX" in summary.inner_text()
    assert "+3 XP, +2 HLX" in phone.locator(".hx-players").inner_text()

    # Fluidité: « Ignore les DGT de Portée »: the warlord's shot misses; the Naïade survives Boule de Feu and
    # destroys the Invocateur Novice — no submit.
    card = phone.locator("#a1")
    card.locator("summary").click()
    fluidite = card.get_by_text("Fluidité", exact=True)
    assert fluidite.bounding_box()["height"] >= 44
    fluidite.click()
    wait_until(phone, "document.querySelector('#summary').innerText.includes(\"destruction d'Invocateur Novice\")")
    assert "butin du défenseur" not in summary.inner_text()
    assert "Fluidité −3" in phone.locator(".hx-result").inner_text()
    assert "a1_cap=fluidite" in phone.url and "fragment" not in phone.url  # the address is the new result's link

    for selector in ("#f-a1_cible", "#a1 summary", "#f-a1_dgt"):
        assert phone.locator(selector).bounding_box()["height"] >= 44, selector
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360, "no horizontal scrolling"
    assert phone.evaluate("document.querySelector('.hx-cards').getBoundingClientRect().right") <= 360
