"""L'Ordre de Veiel targeting on a phone: a shared board, its answer drawn on it, then a hero placed by a tap."""

import pytest

from tests.browser.test_at_the_table import FOCUSED
from tests.browser.waiting import wait_until

SHARED = "/calculateurs/veiel/ciblage/?h=F5.m1.Bruno&e=A1.d3.Goule&o=B2"

# The board the player taps, and the words and key under it, between the sticky header and the bottom bar.
BOARD_IN_VIEW = """(() => {
  const answer = document.querySelector('#veiel-board .v-answer');
  if (!answer) return false;
  const grid = document.querySelector('#veiel-board .v-editor').getBoundingClientRect();
  const top = document.querySelector('.site-header').getBoundingClientRect().bottom;
  const bar = document.querySelector('.games-nav').getBoundingClientRect().top;
  return grid.top >= top - 1 && answer.getBoundingClientRect().bottom <= Math.min(bar, innerHeight) + 1;
})()"""


def board_marks(page):
    """{square: [« kind label », …]} of the marks drawn on the board (as tests/calculators/test_veiel_pages.py)."""
    return page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('.v-editor .v-cell')]
      .map(cell => [cell.dataset.square, [...cell.querySelectorAll('.v-m')].map(m =>
        (m.className.replace('v-m v-m-', '') + ' ' + m.textContent).trim())])
      .filter(([square, marks]) => marks.length))""")


def test_a_shared_board_then_a_tap_changes_the_result_on_a_phone(live_corpus, phone):
    phone.goto(live_corpus.url + SHARED)

    # « Si quoi qu'il arrive, même en se déplaçant, l'ennemi ne peut pas attaquer de héros, il se déplace en
    # direction du héros le plus proche. » (Ciblage des ennemis, P.14): Bruno is too far, the Goule walks 3.
    summary = phone.locator("#summary")
    assert summary.inner_text().startswith("Goule (A1) → ")
    assert "n'atteint personne (se rapproche de Bruno)" in summary.inner_text()
    # Drawn on the board itself: its 3 steps, where it stops, Bruno approached.
    assert board_marks(phone) == {"A1": ["start"], "A2": ["step 1"], "A3": ["step 2"], "A4": ["stop G"],
                                  "F5": ["near ◎"]}

    # Place Aline next to the Goule's start: the closest hero is now attacked, without submitting anything.
    cell = phone.locator('label.v-cell[data-square="C1"]')
    box = cell.bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44, "touch targets are at least 44 px"
    phone.locator("label.v-tool", has_text="Héros").tap()
    phone.locator('input[name="nom_h"]').fill("Aline")
    cell.tap()
    wait_until(phone, "document.querySelector('#summary').innerText.includes('attaque Aline')")
    # « attaque le héros le plus proche pour un minimum de déplacement » (P.14): B1, one move.
    assert summary.inner_text() == "Goule (A1) → B1, attaque Aline"
    # The answer is drawn on the board, which stays in view for the next tap (it left the screen entirely at
    # 360x640 when the page scrolled to the headline). The headline has the focus, for a screen reader: a tap is
    # no typing.
    wait_until(phone, BOARD_IN_VIEW)
    wait_until(phone, FOCUSED)
    assert board_marks(phone) == {"A1": ["start"], "B1": ["stop G"], "C1": ["hit ◎"]}
    assert phone.url.endswith("/calculateurs/veiel/ciblage/?h=F5.m1.Bruno&h=C1.m1.Aline&e=A1.d3.Goule&o=B2")
    assert cell.locator(".vp-hero").inner_text().startswith("A")

    assert phone.evaluate("document.documentElement.scrollWidth") <= 360, "no horizontal scrolling"
    assert phone.evaluate("document.querySelector('.v-editor').getBoundingClientRect().right") <= 360


@pytest.mark.parametrize("size", ["phone", "tall_phone"])
def test_after_the_last_tap_the_board_and_its_answer_stay_in_view(live_corpus, size, request):
    phone = request.getfixturevalue(size)  # 360x640, then 390x844
    phone.goto(live_corpus.url + "/calculateurs/veiel/ciblage/")
    phone.locator("label.v-tool", has_text="Héros").tap()
    for name, threat, square in (("Aline", "3", "B4"), ("Bruno", "2", "E4")):
        phone.locator('input[name="nom_h"]').fill(name)
        phone.locator('input[name="menace"]').fill(threat)
        phone.locator(f'label.v-cell[data-square="{square}"]').tap()
    phone.locator("label.v-tool", has_text="Ennemi").tap()
    phone.locator('input[name="nom_e"]').fill("Goule")
    phone.locator('label.v-cell[data-square="B1"]').tap()  # the last tap
    # « Ennemi avec une icône à cible unique : attaque le héros le plus proche pour un minimum de déplacement. »
    # (Ciblage des ennemis, P.14): Aline, two steps down; Bruno is farther.
    wait_until(phone, "document.querySelector('#summary') && document.querySelector('#summary').innerText"
                      " === 'Goule (B1) → B3, attaque Aline'")
    wait_until(phone, BOARD_IN_VIEW)
    assert board_marks(phone) == {"B1": ["start"], "B2": ["step 1"], "B3": ["stop G"], "B4": ["hit ◎"]}
    assert " ".join(phone.locator(".v-answer .v-lines").text_content().split()) == "1 Goule (B1) → B3, attaque Aline"
    assert phone.evaluate("!document.getElementById('answer-pill') || document.getElementById('answer-pill').hidden")
    assert phone.evaluate("document.documentElement.scrollWidth") <= phone.viewport_size["width"]


def test_without_javascript_a_placed_piece_opens_on_the_board_and_its_answer(live_corpus, browser):
    context = browser.new_context(viewport={"width": 360, "height": 640}, locale="fr-FR", java_script_enabled=False,
                                  service_workers="block")
    try:
        page = context.new_page()
        page.goto(live_corpus.url + SHARED)
        page.locator("label.v-tool", has_text="Héros").click()
        page.locator('label.v-cell[data-square="C1"]').click()
        page.locator("button", has_text="Placer sur la case choisie").click()
        page.wait_for_url("**/calculateurs/veiel/ciblage/?**#veiel-board")
        assert page.locator("#summary").inner_text() == "Goule (A1) → B1, attaque Héros C1"
        assert page.evaluate(BOARD_IN_VIEW)
        assert board_marks(page) == {"A1": ["start"], "B1": ["stop G"], "C1": ["hit ◎"]}
    finally:
        context.close()


MOVEMENT = "/calculateurs/veiel/deplacement-heros/?h=B4.m3.Aline&h=C4.m2.Bruno&e=B3.d3.Goule&o=A4&heros=Aline&valeur=1"


def test_where_can_this_hero_go_then_a_tap_picks_another_hero_on_a_phone(live_corpus, phone):
    phone.goto(live_corpus.url + MOVEMENT)

    # « Il est impossible de traverser les ennemis. En revanche, vous pouvez traverser vos alliés. » (P.21)
    summary = phone.locator("#summary")
    assert summary.inner_text().startswith("Aline (B4), 1 déplacement : rester en B4 ; 1 déplacement : B5")
    assert board_marks(phone) == {"B4": ["start"], "B5": ["cost 1"], "C4": ["alt 1"]}

    # The « Qui bouge » tool, then a tap on Bruno: he is the one who moves, without submitting anything.
    phone.locator("label.v-tool", has_text="Qui bouge").tap()
    phone.locator('label.v-cell[data-square="C4"]').tap()
    wait_until(phone, "document.querySelector('#summary').innerText.startsWith('Bruno')")
    assert summary.inner_text().startswith("Bruno (C4), 1 déplacement : rester en C4 ; 1 déplacement : C3, D4 et C5")
    wait_until(phone, BOARD_IN_VIEW)
    wait_until(phone, FOCUSED)
    assert board_marks(phone)["C4"] == ["start"] and board_marks(phone)["C3"] == ["cost 1"]
    assert phone.url.endswith("&heros=Bruno&valeur=1")
    assert phone.locator('select[name="heros"]').input_value() == "Bruno"

    # A new card value, typed, gives the new squares without leaving the field.
    phone.locator('input[name="valeur"]').fill("2")
    wait_until(phone, "document.querySelector('#summary').innerText.startsWith('Bruno (C4), 2 déplacements')")
    assert phone.evaluate("document.activeElement.name") == "valeur", "typing keeps its field (and the keyboard)"
    assert phone.evaluate("document.activeElement.getBoundingClientRect().top") >= phone.evaluate(
        "document.querySelector('.site-header').getBoundingClientRect().bottom") - 1, "the field stays in view"
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360, "no horizontal scrolling"


def test_a_square_picked_with_the_keyboard_keeps_the_focus_and_the_board_stays_in_view(live_corpus, phone):
    phone.goto(live_corpus.url + SHARED)
    phone.locator("label.v-tool", has_text="Obstacle").tap()
    square = phone.locator('input[name="case"][value="C3"]')
    square.focus()
    phone.keyboard.press("Space")  # the radio is picked
    phone.keyboard.press("Enter")  # and placed
    wait_until(phone, "document.querySelector('label.v-cell[data-square=\"C3\"] .vp') !== null")
    wait_until(phone, BOARD_IN_VIEW)
    assert phone.evaluate("document.activeElement.value") == "C3", "the keyboard stays on its square"


def test_a_link_the_english_page_writes_opens_in_french_on_a_phone(live_corpus, phone):
    # Unnamed heroes are « Hero B4 » to a reader of English and « Héros B4 » to a reader of French: the page
    # writes the address with their squares, so the link the English reader shares gives the French reader
    # the same ruling.
    phone.context.add_cookies([{"name": "django_language", "value": "en", "url": live_corpus.url}])
    phone.goto(live_corpus.url + "/calculateurs/veiel/deplacement-heros/?h=B4.m1&h=C4.m1&valeur=1")
    assert phone.evaluate("document.documentElement.lang") == "en"
    mover = phone.locator('select[name="heros"]')
    assert mover.locator("option").all_inner_texts() == ["— choose —", "Hero B4", "Hero C4"]
    mover.select_option(label="Hero C4")
    wait_until(phone, "document.querySelector('#summary') && document.querySelector('#summary').innerText"
                      ".startsWith('Hero C4 (C4), 1 move')")
    assert phone.url.endswith("/calculateurs/veiel/deplacement-heros/?h=B4.m1&h=C4.m1&heros=C4&valeur=1")
    english = phone.locator("#summary").inner_text()
    assert "1 move: C3, D4 and C5" in english

    # The enemy's settings: the judge names the tied hero as the English page shows it.
    phone.goto(live_corpus.url + "/calculateurs/veiel/ciblage/?colonnes=3&h=B1.m1&h=B5.m1")
    phone.locator("label.v-tool", has_text="Enemy").tap()
    phone.locator('input[name="deplacement"]').fill("1")
    phone.locator(".v-enemy details.v-more summary").tap()
    phone.locator('input[name="cible"]').fill("Hero B5")
    phone.locator('label.v-cell[data-square="B3"]').tap()
    wait_until(phone, "document.querySelector('#summary') && document.querySelector('#summary').innerText"
                      ".startsWith('Enemy (B3) → B4, attacks Hero B5')")
    assert phone.url.endswith("/calculateurs/veiel/ciblage/?colonnes=3&h=B1.m1&h=B5.m1&e=B3.d1.cible-B5")
    shared_targeting = phone.url
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360, "no horizontal scrolling"

    # The French reader opens both links.
    phone.context.add_cookies([{"name": "django_language", "value": "fr", "url": live_corpus.url}])
    phone.goto(live_corpus.url + "/calculateurs/veiel/deplacement-heros/?h=B4.m1&h=C4.m1&heros=C4&valeur=1")
    assert phone.locator("#summary").inner_text().startswith("Héros C4 (C4), 1 déplacement")
    assert "1 déplacement : C3, D4 et C5" in phone.locator("#summary").inner_text()
    assert phone.locator('select[name="heros"] option:checked').inner_text() == "Héros C4"
    phone.goto(shared_targeting)
    assert phone.locator("#summary").inner_text().startswith("Ennemi (B3) → B4, attaque Héros B5")
    assert board_marks(phone)["B5"] == ["hit ◎"]
