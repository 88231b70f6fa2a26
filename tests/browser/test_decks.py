"""A deck check on a 390x844 phone: paste a list, fill each card's attributes, read the verdict, print it.

« Une bibliothèque doit avoir entre 30 et 40 cartes réquisition. » — « La pile de ressource est composée de
10 cartes. » — « Posez votre héros sur le terrain, vous ne pourrez plus en changer. » (Stellar Nexus TCG)
"""
import pytest

from tests.browser.test_at_the_table import FOCUSED, IN_VIEW, headline_y
from tests.browser.waiting import wait_until

LIST = """# deck du tournoi
3 Soldat kern
3x Drone
Commandant Vex
10 Ressource Kerns [type=Ressource]"""


def test_a_list_pasted_on_a_phone_checked_and_printed(live_corpus, tall_phone):
    page = tall_phone
    page.goto(live_corpus.url + "/calculateurs/stellar-nexus/deck/")
    page.locator("#liste").fill(LIST)
    page.get_by_role("button", name="Vérifier le deck").click()
    page.wait_for_load_state()

    # The rules answered at once; the table asks only the attributes a rule waits for, one row per name.
    assert page.locator("#summary").inner_text().startswith("Deck non conforme : 1 règle enfreinte (Taille de la "
                                                            "bibliothèque). À compléter : ")
    assert page.locator("#deck-table tbody tr").count() == 4
    # Ressource Kerns has its type: only its effect is asked (« limitées à 1 exemplaire chacune »).
    kerns = page.locator("#deck-table tbody tr").nth(3)
    assert kerns.locator(".deck-asked").count() == 1 and kerns.locator(".deck-asked select").get_attribute(
        "aria-label") == "Ressource Kerns — Ressource avec effet"
    assert kerns.locator(".deck-asked .deck-ask").is_visible()
    page.get_by_label("Soldat kern — Type").select_option("creature")
    page.get_by_label("Drone — Type").select_option("ephemere")
    page.get_by_label("Commandant Vex — Type").select_option("heros")
    page.get_by_label("Ressource Kerns — Ressource avec effet").select_option("non")
    page.get_by_role("button", name="Vérifier le deck").click()
    page.wait_for_load_state()

    summary = page.locator("#summary")
    assert summary.inner_text() == ("Deck non conforme : 1 règle enfreinte (Taille de la bibliothèque).")
    assert "6 cartes réquisition (de 30 à 40)." in page.locator("#violations").inner_text()
    assert "« Une bibliothèque doit avoir entre 30 et 40 cartes réquisition. »" in page.locator("#violations").inner_text()
    assert "c1_type=creature" in page.url
    assert "10 Ressource Kerns [type=Ressource, sans effet]" in page.locator("#liste").input_value()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, "no horizontal scrolling"
    assert page.locator("#deck-downloads a").count() == 2  # the exports, as files

    page.reload()  # the address is the deck
    assert page.locator("#summary").inner_text().startswith("Deck non conforme : 1 règle enfreinte")

    # Printed: the verdict, the counts, the violations and their rule, the game and the date; no form.
    page.emulate_media(media="print")
    assert page.locator("#deck-form").is_hidden()
    assert page.locator(".site-header").is_hidden()
    assert page.locator("#deck-share").is_hidden()
    assert page.locator("#summary").is_visible() and page.locator("#violations").is_visible()
    assert page.locator(".deck-counts").is_visible()
    head = page.locator("#print-head")
    assert head.is_visible() and head.inner_text().startswith("Vérification de deck — Stellar Nexus TCG — règles : "
                                                               "v1.4 du 10/11/2022 — le ")
    page.emulate_media(media="screen")
    assert page.locator("#print-head").is_hidden()


FORUM = """# Mon deck Kern
# Héros
1 Commandant Vex
# Réquisition (30)
""" + "\n".join(f"3x Soldat {i}" for i in range(1, 11)) + """
# Ressources (10)
Ressource Kerns x8
Source vive x2"""

PLAIN = "3 Soldat kern\n3x Drone\nSentinelle x3\nCommandant Vex\n\n# Ressources\n10 Ressource Kerns"


def test_a_plain_list_pasted_on_a_small_phone_is_answered_at_once(live_corpus, phone):
    page = phone
    page.goto(live_corpus.url + "/calculateurs/stellar-nexus/deck/")
    page.locator("#liste").fill(FORUM)
    page.get_by_role("button", name="Vérifier le deck").click()
    page.wait_for_load_state()
    # Its headings give every type: the count and copies rules answered; only the resources' effect is asked
    # (« Les cartes de ressource avec effet sont limitées à 1 exemplaire chacune. »), linked from its rule.
    steps = page.locator(".steps").inner_text()
    for answered in ("Respectée — Taille de la bibliothèque", "Respectée — Exemplaires d'une carte",
                     "Respectée — Pile de ressource", "Respectée — Héros : Commandant Vex."):
        assert answered in steps
    assert page.locator(".error-box").count() == 0
    link = page.locator("#pending a[href='#deck-table']")
    assert link.count() == 1 and link.inner_text() == "indiquer si 2 cartes ont un effet"
    table = page.locator("#deck-table")
    assert table.locator("tbody tr").count() == 2 and table.locator(".deck-asked").count() == 2
    assert page.evaluate("document.documentElement.scrollWidth") <= 360, "no horizontal scrolling"
    page.get_by_label("Ressource Kerns — Ressource avec effet").select_option("non")
    page.get_by_label("Source vive — Ressource avec effet").select_option("non")
    page.get_by_role("button", name="Vérifier le deck").click()
    page.wait_for_load_state()
    assert page.locator("#summary").inner_text().startswith("Deck conforme : 30 cartes réquisition et 10 ressources")
    assert page.locator("#deck-table").count() == 0

    # Without headings: the copies rule still answered; the types asked in a short table the rules link to.
    page.locator("#liste").fill(PLAIN)
    page.get_by_role("button", name="Vérifier le deck").click()
    page.wait_for_load_state()
    assert "Respectée — Exemplaires d'une carte" in page.locator(".steps").inner_text()
    assert page.locator(".error-box").count() == 0
    link = page.locator("#pending a[href='#deck-table']").first
    assert link.inner_text().startswith("indiquer le type de ")
    link.click()
    table = page.locator("#deck-table")
    assert table.locator("tbody tr").count() == 5  # the four cards above « # Ressources », and its effect asked
    wait_until(page, "(() => { const r = document.getElementById('deck-table').getBoundingClientRect();"
                     " return r.top < innerHeight && r.bottom > 0; })()")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360, "no horizontal scrolling"


def test_a_deck_too_long_for_a_link_gets_a_code_kept_on_this_device(live_corpus, tall_phone):
    page = tall_phone
    names = "\n".join(f"1 Carte au nom assez long numéro {i} [type=Créature]" for i in range(60))
    page.goto(live_corpus.url + "/calculateurs/stellar-nexus/deck/")
    page.locator("#liste").fill(names)
    page.get_by_role("button", name="Vérifier le deck").click()
    page.wait_for_load_state()
    share = page.locator("#share-code")
    assert share.is_visible()
    assert "ne fonctionne que sur cet appareil" in share.inner_text()
    code = share.locator("strong").inner_text()
    page.goto(live_corpus.url + f"/calculateurs/stellar-nexus/deck/?code={code}")
    page.wait_for_url("**/deck/?liste=*#calc-outcome")
    assert page.locator("#summary").inner_text().startswith("Deck non conforme")
    page.wait_for_load_state()
    wait_until(page, IN_VIEW)  # the deck of a code opens on its verdict


TYPED = """3 Soldat kern [type=Créature]
3x Drone [type=Éphémère]
Commandant Vex [type=Héros]
10 Ressource Kerns [type=Ressource]"""


@pytest.mark.parametrize("javascript", [True, False])
def test_the_verdict_is_where_the_eye_is_after_a_check(live_corpus, browser, javascript):
    # Measured on a 390x844 phone before: the verdict's headline 2 097 px down, under the form.
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="fr-FR", has_touch=True,
                                  is_mobile=True, java_script_enabled=javascript, service_workers="block")
    page = context.new_page()
    try:
        page.goto(live_corpus.url + "/calculateurs/stellar-nexus/deck/")
        page.locator("#liste").fill(TYPED)
        page.get_by_role("button", name="Vérifier le deck").click()
        page.wait_for_url("**/stellar-nexus/deck/?*#calc-outcome")
        page.wait_for_load_state()
        assert page.locator("#summary").inner_text().startswith("Deck non conforme")
        wait_until(page, IN_VIEW)
        print("deck verdict headline y =", headline_y(page), "JS" if javascript else "no JS")
        if javascript:
            wait_until(page, FOCUSED)
    finally:
        context.close()
