"""Every term explained, on a 390x844 phone, of each kind a player meets: an abbreviation in the rules' text, an
abbreviation in a calculator's result, a keyword a form's choice names, and a kept game's keyword offline. Each
opens in place on a tap; the page stays where it is."""
from tests.browser.test_offline import keep
from tests.browser.waiting import wait_until

HELIX_COMBAT = "/calculateurs/helix/combat/"


def opened_after(page, term):
    """The explanation terms.js opened for ``term``, once it is shown and its definition (if any) came."""
    wait_until(page, "(() => { const t = document.querySelector('[aria-expanded=\"true\"]');"
                     " return t && !t.hasAttribute('aria-busy') && !document.getElementById("
                     "t.getAttribute('aria-controls')).hidden; })()")
    return page.locator(f"#{term.get_attribute('aria-controls')}")


def test_an_abbreviation_in_the_rules_text_says_what_it_stands_for(live_corpus, tall_phone):
    url = live_corpus.url + "/helix/tour-de-jeu/"
    tall_phone.goto(url)
    d6 = tall_phone.locator(".term", has_text="D6").first
    assert d6.get_attribute("role") == "button"  # no glossary entry: a button, named by its text
    d6.tap()
    box = opened_after(tall_phone, d6)
    assert box.inner_text() == "D6 — dé à six faces" and box.is_visible()
    assert tall_phone.url == url

    # One with a glossary entry: what it stands for, then its definition, in the passage.
    tall_phone.goto(live_corpus.url + "/helix/infos-des-attributs-de-carte/")
    phy = tall_phone.locator(".term", has_text="PHY").first
    phy.tap()
    assert opened_after(tall_phone, phy).inner_text() == "PHY — Physique"
    dgt = tall_phone.locator("a.term", has_text="DGT").first
    dgt.tap()
    box = opened_after(tall_phone, dgt)
    assert box.locator(".term-expansion").inner_text() == "DGT — Dégâts"
    assert box.locator(".term-entry").inner_text().startswith("DGT (Dégats) : ")
    assert tall_phone.url.endswith("/helix/infos-des-attributs-de-carte/")

    # Stellar Nexus's PV, and the search's answers print the passage the same way.
    tall_phone.goto(live_corpus.url + "/stellar-nexus/presentation-des-cartes/")
    pv = tall_phone.locator(".term", has_text="PV").first
    pv.tap()
    assert opened_after(tall_phone, pv).inner_text() == "PV — points de vie"


def test_the_abbreviations_of_a_helix_result_open_where_they_are(live_corpus, tall_phone):
    tall_phone.goto(live_corpus.url + HELIX_COMBAT)
    tall_phone.locator("#exemple").click()  # the rulebook's example: the warlord's shot, « 3 DGT (PHY, portée) »
    tall_phone.wait_for_url("**/calculateurs/helix/combat/?*")
    event = tall_phone.locator(".hx-events li", has_text="PHY").first
    phy = event.locator(".term", has_text="PHY")
    phy.tap()
    box = opened_after(tall_phone, phy)
    assert box.inner_text() == "PHY — Physique" and box.is_visible()
    dgt = event.locator("a.term", has_text="DGT")
    dgt.tap()
    assert opened_after(tall_phone, dgt).locator(".term-entry").inner_text().startswith("DGT (Dégats) : ")
    assert "?" in tall_phone.url and "/glossaire/" not in tall_phone.url
    # The cards' table, the loot: each abbreviation a term too.
    assert tall_phone.locator(".hx-cards td .term", has_text="PDV").count() >= 1
    assert tall_phone.locator(".hx-loot .term", has_text="XP").count() == 1
    # The form's lead and its helper texts.
    assert tall_phone.locator(".lead .term", has_text="XP").count() == 1
    assert tall_phone.locator(".lead .term", has_text="DRB").count() == 1


def test_a_keyword_a_forms_choice_names_opens_beside_it_and_the_label_still_ticks_it(live_corpus, tall_phone):
    tall_phone.goto(live_corpus.url + HELIX_COMBAT)
    card = tall_phone.locator("#a1")
    card.locator(".hx-abilities > summary").tap()
    # Helix's abilities: their definitions drawn once for the form, one tap from each card's boxes.
    card.get_by_role("link", name="Que fait chaque capacité ?").tap()
    help_ = tall_phone.locator("#hx-definitions a.term", has_text="Vol").first
    help_.tap()
    box = opened_after(tall_phone, help_)
    assert box.inner_text().startswith("Vol : ") and box.is_visible()
    assert tall_phone.url.endswith(HELIX_COMBAT + "#hx-capacites")
    box_width = box.bounding_box()["width"]
    assert box_width > 300, "the definition reads across the form, not in half of it"
    target = help_.bounding_box()
    assert target["width"] >= 44 and target["height"] >= 44
    vol = card.get_by_role("checkbox", name="Vol", exact=True)
    assert not vol.is_checked()
    card.locator("label.check", has_text="Vol").first.tap()  # the label's word: it still ticks the box
    assert vol.is_checked()
    assert tall_phone.evaluate("document.documentElement.scrollWidth <= innerWidth")

    # A keyword in a field's label (Noxilia's Armure), a select's (Riposte), Veiel's board pieces.
    tall_phone.goto(live_corpus.url + "/calculateurs/noxilia/attaque/")
    armure = tall_phone.locator("#attaquant label a.term", has_text="Armure").first
    armure.tap()
    assert opened_after(tall_phone, armure).inner_text().startswith("Armure : ")
    tall_phone.goto(live_corpus.url + "/calculateurs/veiel/ciblage/")
    obstacle = tall_phone.locator(".v-terms a.term", has_text="Obstacle")
    obstacle.tap()
    assert opened_after(tall_phone, obstacle).inner_text().startswith("Obstacle : ")
    assert tall_phone.url.endswith("/calculateurs/veiel/ciblage/")


def test_offline_a_kept_games_keyword_opens_in_place(venue):  # noqa: F811
    url, context, page, errors = venue
    keep(page, url, "stellar-nexus")
    context.set_offline(True)
    page.goto(url + "/stellar-nexus/presentation-des-cartes/")
    assert page.locator("#offline-badge").is_visible()
    term = page.locator("a.term[href='/stellar-nexus/glossaire/affinite/']").first
    term.tap()
    box = opened_after(page, term)
    assert box.locator(".term-entry").inner_text().startswith("Affinité : ") and box.is_visible()
    assert page.url == url + "/stellar-nexus/presentation-des-cartes/", "read in place, not on the glossary page"
    # A keyword in a calculator's label, offline too.
    page.goto(url + "/calculateurs/stellar-nexus/combat/")
    heros = page.locator("label a.term", has_text="héros").first
    heros.tap()
    assert opened_after(page, heros).locator(".term-entry").inner_text().startswith("Cartes Héros : ")
    assert errors == []
