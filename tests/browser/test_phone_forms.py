"""The calculators' forms as a player sees them on a phone (360x640 and 390x844): each Helix ability one row, lined
up with the others, their definitions drawn once for the form; a select wide enough for its chosen option; a checkbox at its size
whatever its label; Veiel's board abbreviations explained in place; a deck list's refusals pointing at the table."""
from itertools import pairwise

import pytest

from tests.browser.waiting import wait_until

PHONES = ["phone", "tall_phone"]

# Each ability's row: the label's box and its checkbox's box (rounded px).
ABILITY_ROWS = """card => [...card.querySelectorAll('.hx-checks label')].map(label => {
  const box = e => { const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height,
                                                               right: r.right, mid: r.y + r.height / 2}; };
  return {name: label.innerText.trim(), label: box(label), input: box(label.querySelector('input'))}; })"""

# How wide a select must be to show its chosen option whole: a copy holding that option alone, at its own width.
NEEDED = """s => { const copy = s.cloneNode(false); copy.appendChild(s.options[s.selectedIndex].cloneNode(true));
  copy.style.width = 'auto'; copy.style.minWidth = '0'; copy.style.maxWidth = 'none'; copy.style.position = 'absolute';
  document.body.appendChild(copy); const width = copy.getBoundingClientRect().width; copy.remove(); return width; }"""


@pytest.mark.parametrize("size", PHONES)
def test_each_helix_ability_is_one_row_and_their_definitions_are_drawn_once_for_the_form(live_corpus, request, size):
    page = request.getfixturevalue(size)
    width = page.viewport_size["width"]
    page.goto(live_corpus.url + "/calculateurs/helix/combat/")
    card = page.locator("#a1")
    card.locator(".hx-abilities > summary").click()
    rows = card.evaluate(ABILITY_ROWS)
    assert len(rows) >= 20
    for row in rows:
        assert row["label"]["h"] >= 44 and row["input"]["w"] >= 20, row
    assert len({round(r["label"]["x"]) for r in rows}) == 1, "the boxes line up"
    assert all(b["label"]["y"] >= a["label"]["y"] + a["label"]["h"] - 1 for a, b in pairwise(rows)), "one a row"
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    # No « ? » per card: the definitions are drawn once for the whole form, one tap away from each card's abilities.
    assert page.locator(".hx-card .term-mark, .hx-checks .term").count() == 0
    card.get_by_role("link", name="Que fait chaque capacité ?").click()
    definitions = page.locator("#hx-definitions")
    assert definitions.evaluate("d => d.open") and page.url.endswith("#hx-capacites"), "the link opens them"
    incandescent = definitions.get_by_role("link", name="Incandescent", exact=True)
    incandescent.click()
    wait_until(page, "!!document.querySelector('#hx-definitions .term-def:not([hidden]) .term-entry')")
    assert "Incandescent" in definitions.locator(".term-def").inner_text()
    assert definitions.get_by_role("link", name="Transition", exact=True).count() == 1, "the boxes of its settings too"
    assert "/glossaire/" not in page.url


@pytest.mark.parametrize("size", PHONES)
def test_a_helix_select_shows_its_chosen_option_whole(live_corpus, request, size):
    page = request.getfixturevalue(size)
    page.goto(live_corpus.url + "/calculateurs/helix/combat/")
    page.locator("#a1 > details.hx-more:not(.hx-abilities) > summary").click()
    for select in ("#f-a1_type", "#f-a1_res", "#f-a1_comp"):
        field = page.locator(select)
        for option in field.evaluate("s => [...s.options].map(o => o.value)"):
            field.select_option(option)
            needed, shown = field.evaluate(NEEDED), field.bounding_box()["width"]
            assert shown >= needed - 0.5, (select, option, needed, shown)
    page.locator("#f-a1_type").select_option(label="PHY — Physique")
    assert page.locator("#f-a1_type").evaluate("s => s.options[s.selectedIndex].text") == "PHY — Physique"
    # A short select keeps half a row: Compétence beside Butin : XP.
    assert page.locator("#f-a1_comp").bounding_box()["y"] == page.locator("#f-a1_xp").bounding_box()["y"]
    assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]


@pytest.mark.parametrize("url, boxes", [
    ("/calculateurs/stellar-nexus/combat/", "input[name=b1_bloque]"),  # « Bloque l'attaquant »
    ("/calculateurs/stellar-nexus/tour/", "input[name=c_engagee]"),  # « Engagée »
])
def test_stellar_nexus_checkboxes_keep_their_size(live_corpus, phone, url, boxes):
    phone.goto(live_corpus.url + url)
    phone.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
    found = phone.locator(boxes)
    assert found.count() >= 1
    for i in range(found.count()):
        box = found.nth(i).bounding_box()
        row = found.nth(i).locator("xpath=ancestor::label[1]").bounding_box()
        assert box["width"] >= 20 and box["height"] >= 20, box  # were 13 px wide, shrunk by their flex row
        assert abs(box["width"] - box["height"]) <= 1, box  # nor stretched across the field's width
        assert row["height"] >= 44, row


@pytest.mark.parametrize("size", PHONES)
def test_a_stellar_nexus_select_shows_its_chosen_option_whole(live_corpus, request, size):
    page = request.getfixturevalue(size)
    page.goto(live_corpus.url + "/calculateurs/stellar-nexus/tour/")
    for select in ("#f-phase", "#f-tour"):
        field = page.locator(select)
        for option in field.evaluate("s => [...s.options].map(o => o.value)"):
            field.select_option(option)
            assert field.bounding_box()["width"] >= field.evaluate(NEEDED) - 0.5, (select, option)


def test_the_veiel_boards_abbreviations_open_in_place(live_corpus, phone):
    phone.goto(live_corpus.url + "/calculateurs/veiel/ciblage/")
    infranch = phone.locator(".v-terms .term").filter(has_text="Infranch.")
    infranch.click()
    wait_until(phone, "[...document.querySelectorAll('.v-terms .term-def:not([hidden])')]"
                      ".some(d => d.innerText.includes('Infranchissable'))")
    assert phone.url.endswith("/calculateurs/veiel/ciblage/"), "explained in place, not a page away"

    phone.locator(".v-tool").filter(has_text="Ennemi").click()
    moves = phone.locator("label", has=phone.locator("input[name=deplacement]")).locator(".term")
    moves.click()
    wait_until(phone, "[...document.querySelectorAll('.term-def:not([hidden]), .term-expansion')]"
                      ".some(d => d.offsetParent && d.innerText.includes('Déplacement'))")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360


def test_a_deck_list_as_pasted_is_answered_and_asks_a_type_in_a_short_table(live_corpus, tall_phone):
    """Issue 23: a list without types is answered (no refusal); a line that cannot be read is skipped and said;
    the type a rule still needs is asked in the table, once per card, as a select a thumb can use."""
    page = tall_phone
    page.goto(live_corpus.url + "/calculateurs/helix/deck/")
    page.locator("#liste").fill("3 Loup des Neiges\n-2 Truc")
    page.get_by_role("button", name="Vérifier le deck").click()
    page.wait_for_load_state()
    assert page.locator(".refusals").count() == 0
    outcome = page.locator("#calc-outcome").inner_text()
    assert "La ligne 2 de la liste n'a pas été lue." in outcome
    assert "Livres utilisés : indiquer le type de 1 carte" in outcome
    assert page.locator("#deck-table tbody tr").count() == 1, "« -2 Truc » is no card"
    kind = page.locator("#deck-table select").first
    assert kind.is_visible() and kind.bounding_box()["height"] >= 44
    kind.select_option("creature")
    page.get_by_role("button", name="Vérifier le deck").click()
    page.wait_for_load_state()
    assert "indiquer le type" not in page.locator("#calc-outcome").inner_text()
    assert page.locator("#summary").inner_text().startswith("Deck non conforme")  # 3 cards: not 60
