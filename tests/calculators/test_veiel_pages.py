"""The L'Ordre de Veiel calculator pages, without JavaScript: GET forms whose every result is a link.

/calculateurs/veiel/ciblage/ keeps the whole board in its address, one parameter per piece
(``h=B4.m3.e1.Aline``, ``e=B1.d3.Goule``, ``o=C3``…); a tapped square (``case`` + ``outil``) is applied
to it. The damage and set-up pages are plain forms. Quotations are from the Aide de jeu solo V1.0
(rules/sources/veiel.md); the engine tests check each rule in depth, these check the pages show it.
"""
import re
from http import HTTPStatus
from urllib.parse import parse_qsl, urlsplit

import pytest
from django.http import QueryDict

from referee.calculators import veiel
from referee.engine.veiel.notation import square_name
from tests.helpers import visible_text

TARGETING = "/calculateurs/veiel/ciblage/"
HERO_DAMAGE = "/calculateurs/veiel/degats-heros/"
ENEMY_DAMAGE = "/calculateurs/veiel/degats-ennemi/"
SETUP = "/calculateurs/veiel/mise-en-place/"
MOVEMENT = "/calculateurs/veiel/deplacement-heros/"
BOSS_TURN = "/calculateurs/veiel/tour-du-boss/"
BOARD = "h=B4.m3.e1.Aline&h=E4.m2.Bruno&e=B1.d3.Goule&e=F1.d2.p2.multi.Spectre&o=C3"


def page(client, url, status=HTTPStatus.OK, **headers):
    response = client.get(url, **headers)
    assert response.status_code == status, visible_text(response.content.decode())[:2000]
    return response.content.decode()


def words(html):
    """The visible text with a space at every tag, so that table cells and list terms stay apart."""
    return " ".join(visible_text(html.replace("<", " <")).split())


def summary(html):
    return visible_text(re.search(r'<p class="summary" id="summary">(.*?)</p>', html, re.S).group(1)).strip()


def refusals(html):
    """Each refusal of the error box: (the control it names, the message)."""
    box = re.search(r'<div class="error-box" role="alert">.*?<ul class="refusals">(.*?)</ul>', html, re.S).group(1)
    return [(visible_text(field).strip(), visible_text(message)) for field, message in
            re.findall(r"<li[^>]*><strong>(.*?)</strong> : (.*?)</li>", box, re.S)]


def share_link(html):
    return re.search(r'<div id="veiel-board" data-share="([^"]*)"', html).group(1).replace("&amp;", "&")


def drawn(html):
    """The answer drawn on the board the player taps: {square: [mark, …]}, each mark « kind label » as drawn
    (« step 1 », « stop G1 »: the Goule, 1st to play, stops here; « hit ◎1 »: the hero it attacks), a square's
    frame as « frame hit »; the squares nothing is drawn on are left out."""
    grid = re.search(r'<div class="v-grid v-editor[^"]*"[^>]*>(.*?)</div></div>', html, re.S).group(1)
    board = {}
    for css, square, cell in re.findall(r'<label class="v-cell([^"]*)" data-square="(\w+)">(.*?)</label>', grid, re.S):
        marks = [f"{kind} {visible_text(text)}".strip()
                 for kind, text in re.findall(r'<span class="v-m v-m-(\w+)">(.*?)</span>', cell)]
        marks += [f"frame {frame}" for frame in re.findall(r"v-f-(\w+)", css)]
        if marks:
            board[square] = marks
    return board


def drawn_lines(html):
    """The answer in words under the board (hidden from screen readers, who read the result below)."""
    answer = re.search(r'<div class="v-answer" aria-hidden="true">(.*?)<ul class="v-key">(.*?)</ul>', html, re.S)
    return ([words(li) for li in re.findall(r"<li>(.*?)</li>", answer.group(1), re.S)] or [words(answer.group(1))],
            [words(li) for li in re.findall(r"<li>(.*?)</li>", answer.group(2), re.S)])


# =========================================================================================
# The targeting page
# =========================================================================================
@pytest.mark.parametrize("url, api", [
    (TARGETING, "/api/v1/calculators/veiel/targeting/"), (HERO_DAMAGE, "/api/v1/calculators/veiel/hero-damage/"),
    (ENEMY_DAMAGE, "/api/v1/calculators/veiel/enemy-damage/"), (SETUP, "/api/v1/calculators/veiel/setup/"),
    (MOVEMENT, "/api/v1/calculators/veiel/hero-movement/"), (BOSS_TURN, "/api/v1/calculators/veiel/boss-turn/"),
])
def test_without_parameters_the_page_shows_the_form_only(client, corpus, url, api):
    html = page(client, url)
    # A submitted form opens on its answer: the board it is drawn on, or the result.
    anchor = "veiel-board" if url in (TARGETING, MOVEMENT) else "calc-outcome"
    assert f'<form method="get" action="{url}#{anchor}" data-live-calculator>' in html
    assert 'id="resultat"' not in html and "error-box" not in html
    assert f"POST {api}" in visible_text(html)


def test_the_empty_board_is_five_rows_of_six_squares_and_every_tool(client, corpus):
    html = page(client, TARGETING)
    squares = re.findall(r'<input class="visually-hidden" type="radio" name="case" value="([A-L]\d+)"', html)
    assert squares[:7] == ["A1", "B1", "C1", "D1", "E1", "F1", "A2"] and len(squares) == 30
    tools = re.findall(r'type="radio" name="outil" value="(\w+)"', html)
    assert tools == ["h", "e", "o", "x", "a", "c", "gomme"]
    assert 'name="outil" value="h" checked' in html  # the hero tool is ready
    assert '<button type="submit">Placer sur la case choisie</button>' in html
    for label in ("lignes", "colonnes", "Menace", "Épées", "Portée", "Icône à cible multiple",
                  "Le plateau dans l'adresse", "h=B4.m3.e1.Aline"):
        assert label in html


def test_a_shared_link_reproduces_the_result_and_draws_each_enemy(client, corpus):
    html = page(client, f"{TARGETING}?{BOARD}")
    # The same board through the calculator itself (what the API answers).
    calculator = veiel.TARGETING
    expected = calculator.outcome(calculator.read(calculator.form.data(QueryDict(BOARD))))
    assert summary(html) == expected["summary"]
    assert expected["summary"].startswith("Goule (B1) → B3, attaque Aline ; Spectre (F1) → F3, attaque Bruno")
    for step in expected["steps"]:
        assert step["text"] in visible_text(html)  # its keywords are terms (links) there
    # Drawn on the board the player taps, each enemy by its order of play.
    # « Ennemi avec une icône à cible unique : attaque le héros le plus proche pour un minimum de déplacement. »
    # Portée 2 from F3 reaches Bruno in E4: 2 squares counted orthogonally.
    assert drawn(html) == {
        "B1": ["start", "tag 1"], "B2": ["step 1·1"], "B3": ["stop G1"], "B4": ["hit ◎1", "frame hit"],
        "F1": ["start", "tag 2"], "F2": ["step 2·1"], "F3": ["stop S2"], "E4": ["hit ◎2", "frame hit"],
    }
    lines, key = drawn_lines(html)
    assert lines == ["1 Goule (B1) → B3, attaque Aline", "2 Spectre (F1) → F3, attaque Bruno"]
    assert key == ["départ de l'ennemi", "1 son ordre de jeu", "1·1 son chemin, pas à pas (ennemi·pas)",
                   "G la case où il s'arrête (son initiale)", "◎ héros attaqué"]
    assert share_link(html) == f"{TARGETING}?{BOARD}"


def test_the_second_enemy_is_drawn_on_the_board_the_first_one_left(client, corpus):
    # « Résolvez le tour des ennemis en parcourant le plateau comme si vous lisiez un livre de gauche à droite. »
    html = page(client, f"{TARGETING}?lignes=2&colonnes=4&h=D1.m1.Aline&e=A2.d3.Spectre&e=A1.d2.Goule")
    assert drawn_lines(html)[0] == ["1 Goule (A1) → C1, attaque Aline", "2 Spectre (A2) → D2, attaque Aline"]
    # C1 is the Goule's now: the Spectre goes round it, and both attack Aline.
    assert drawn(html) == {
        "A1": ["start", "tag 1"], "B1": ["step 1·1"], "C1": ["stop G1"],
        "A2": ["start", "tag 2"], "B2": ["step 2·1"], "C2": ["step 2·2"], "D2": ["stop S2"],
        "D1": ["hit ◎1", "hit ◎2", "frame hit"],
    }


def test_an_enemy_that_reaches_nobody_is_drawn_coming_closer(client, corpus):
    # « Si quoi qu'il arrive, même en se déplaçant, l'ennemi ne peut pas attaquer de héros, il se déplace en
    # direction du héros le plus proche. » (Ciblage des ennemis, P.14): its whole movement, 3 steps; Bruno framed
    # dashed, not attacked.
    html = page(client, f"{TARGETING}?h=F5.m1.Bruno&e=A1.d3.Goule&o=B2")
    assert drawn(html) == {"A1": ["start"], "A2": ["step 1"], "A3": ["step 2"], "A4": ["stop G"],
                           "F5": ["near ◎", "frame near"]}
    lines, key = drawn_lines(html)
    assert lines[0].startswith("1 Goule (A1) → A4, n'atteint personne (se rapproche de Bruno)")
    assert key == ["départ de l'ennemi", "1 son chemin, pas à pas", "G la case où il s'arrête (son initiale)",
                   "◎ héros vers lequel il se rapproche sans l'atteindre"]


def test_a_multiple_target_enemy_is_drawn_attacking_every_hero_it_reaches(client, corpus):
    # « Ennemi avec une icône à cible multiple : cherche à toucher un maximum de héros. » (P.14): from C2 the
    # Spectre is adjacent to both.
    html = page(client, f"{TARGETING}?lignes=3&colonnes=5&h=B2.m1.Aline&h=D2.m2.Bruno&e=C1.d1.multi.Spectre")
    assert summary(html) == "Spectre (C1) → C2, attaque Aline et Bruno"
    assert drawn(html) == {"C1": ["start"], "C2": ["stop S"], "B2": ["hit ◎", "frame hit"],
                           "D2": ["hit ◎", "frame hit"]}


def test_an_enemy_already_next_to_its_target_is_drawn_where_it_stands(client, corpus):
    # « attaque le héros le plus proche pour un minimum de déplacement » (P.14): none here.
    html = page(client, f"{TARGETING}?lignes=2&colonnes=3&h=B2.m1.Aline&e=B1.d2.Goule")
    assert summary(html) == "Goule (B1) → B1, attaque Aline"
    assert drawn(html) == {"B1": ["start"], "B2": ["hit ◎", "frame hit"]}


def test_the_drawing_is_hidden_from_screen_readers_and_light(client, corpus):
    html = page(client, f"{TARGETING}?{BOARD}")
    # Each square is read by its own label; the marks, and the words under the board, are the result's, read below.
    grid = re.search(r'<div class="v-grid v-editor[^"]*"[^>]*>(.*?)</div></div>', html, re.S).group(1)
    assert grid.count('<span class="v-marks" aria-hidden="true">') == len(drawn(html)) == 8
    assert '<div class="v-answer" aria-hidden="true">' in html
    assert 'aria-label="B4 : Aline, héros en B4 : menace 3, 1 épée"' in html
    # Only the squares the answer concerns get marks: an empty board square is one label, one radio, one name.
    assert grid.count("<span") < 80
    # Nothing is drawn on a board still without an answer.
    assert drawn(page(client, f"{TARGETING}?h=B4.m3")) == {} and 'class="v-answer"' not in page(client, TARGETING)


def test_an_effect_s_area_is_drawn_with_the_same_marks():
    # The drawing is any calculator's that answers with squares: an effect's area is framed, and explained.
    from referee.calculators import veiel_drawing

    drawing = veiel_drawing.Drawing()
    drawing.area(["B2", {"row": 2, "col": 3}])
    grid = [[{"name": square_name(r, c)} for c in (1, 2, 3)] for r in (1, 2)]
    cells = {cell["name"]: cell for row in veiel_drawing.on_grid(grid, drawing) for cell in row}
    assert cells["B2"]["frames"] == cells["C2"]["frames"] == ["area"] and "frames" not in cells["A1"]
    assert [(mark.kind, str(text)) for mark, text in drawing.legend] == [("area", "case atteinte par l'effet")]


def test_tapping_a_square_with_a_tool_places_the_piece_and_gives_the_new_link(client, corpus):
    html = page(client, f"{TARGETING}?e=A1.d3.Goule&outil=h&nom_h=Aline&menace=2&epees=1&case=D1")
    assert share_link(html) == f"{TARGETING}?h=D1.m2.e1.Aline&e=A1.d3.Goule"
    assert summary(html) == "Goule (A1) → C1, attaque Aline"
    # The board travels in hidden fields: the next submission starts from it, with no square chosen.
    assert '<input type="hidden" name="h" value="D1.m2.e1.Aline">' in html
    assert 'name="case" value="D1" checked' not in html
    assert 'name="nom_h" value="Aline"' in html  # the tool keeps its settings for the next piece


@pytest.mark.parametrize("query, link", [
    pytest.param("h=B2.m1&outil=h&case=B2", "", id="the same tool on its piece removes it"),
    pytest.param("h=B2.m1&o=C3&outil=gomme&case=C3", "h=B2.m1", id="the eraser empties the square"),
    pytest.param("h=B2.m1&outil=o&case=B2", "o=B2", id="another tool replaces the piece"),
    pytest.param("h=B2.m1&outil=c&case=B2", "h=B2.m1&c=B2", id="a corpse lies under a piece: its square counts as empty"),
    pytest.param("o=C3&outil=o&case=c4", "o=C3.C4", id="Obstacles share one parameter"),
    pytest.param("e=A1.d2&outil=e&nom_e=Spectre&deplacement=4&portee=1&forme=-1x0+0x2&multi=1&sauf=Aline&case=B5",
                 "e=A1.d2&e=B5.d4.f-1x0.f0x2.multi.sauf-Aline.Spectre", id="an enemy with drawn squares"),
])
def test_tools(client, corpus, query, link):
    html = client.get(f"{TARGETING}?{query}").content.decode()
    assert share_link(html) == (f"{TARGETING}?{link}" if link else TARGETING)


def test_each_piece_is_listed_with_a_link_that_removes_it(client, corpus):
    html = page(client, f"{TARGETING}?{BOARD}")
    removals = [url.replace("&amp;", "&") for url in re.findall(r'<a class="v-remove" href="([^"]+)">Retirer</a>', html)]
    assert len(removals) == 5
    assert removals[2] == f"{TARGETING}?h=B4.m3.e1.Aline&h=E4.m2.Bruno&e=F1.d2.p2.multi.Spectre&o=C3"
    assert "Goule, ennemi en B1 : 3 déplacements, adjacent, cible unique" in visible_text(html)


def test_a_shared_link_reads_as_its_query_parameters(client, corpus):
    html = page(client, f"{TARGETING}?lignes=3&colonnes=4&h=D3.m1&e=A1.d9.Goule&x=B1.B2")
    query = dict(parse_qsl(urlsplit(share_link(html)).query))
    assert query == {"lignes": "3", "colonnes": "4", "h": "D3.m1", "e": "A1.d9.Goule", "x": "B1.B2"}
    # « Les entités possédant le mot clé Infranchissable ne peuvent pas être traversées durant un déplacement. »
    assert summary(html) == "Goule (A1) → C3, attaque Héros D3"


@pytest.mark.parametrize("query, field, words", [
    pytest.param("h=B9.m1&e=A1.d2", "h=B9.m1",
                 "La case B9 (ligne 9, colonne 2) est hors du plateau de 5 lignes × 6 colonnes.",
                 id="a square off the board names the piece's parameter"),
    pytest.param("h=B2.m1&e=B2.d2", "e=B2.d2", "La case B2 porte déjà Héros B2", id="two pieces on one square"),
    pytest.param("h=B2.m-1", "h=B2.m-1", "-1 : attendu un nombre de 0 à 99.", id="a negative threat"),
    pytest.param("h=B2", "h=B2", "La menace du héros manque", id="a hero without threat"),
    pytest.param("h=B2.mx", "h=B2.mx", "« mx » illisible", id="an unreadable setting"),
    pytest.param("e=premier.d2", "e=premier.d2", "n'est pas une case", id="an unreadable square"),
    pytest.param("o=C3.Z9", "o=C3.Z9", "« Z9 » est hors de tout plateau ; les colonnes vont de A à L",
                 id="a column letter past L"),
    pytest.param("e=A1.d2.sauf-Zoé", "e=A1.d2.sauf-Zoé", "Aucun héros ne s'appelle « Zoé »", id="an unknown hero"),
    pytest.param("lignes=13&h=B2.m1", "lignes", "13 : attendu un nombre de 1 à 12.", id="too many rows"),
    pytest.param("h=B2.m1&outil=h&menace=beaucoup&case=C2", "Menace", "« beaucoup » n'est pas un nombre entier.",
                 id="a tool setting that is not a number"),
    pytest.param("h=B2.m1&e=A1.d2.feminin.sauf-Zoé.cible-Zoé.Goule", "e=A1.d2.feminin.sauf-Zoé.cible-Zoé.Goule",
                 "Aucun héros ne s'appelle « Zoé » sur le plateau : le seul héros est Héros B2.",
                 id="every refusal of a piece at once"),
])
def test_a_bad_parameter_is_a_400_with_a_french_error_naming_it(client, corpus, query, field, words):
    html = page(client, f"{TARGETING}?{query}", HTTPStatus.BAD_REQUEST)
    assert any(named == field and words in message for named, message in refusals(html)), refusals(html)
    assert 'id="veiel-board"' in html  # the board is still there to fix it


def test_every_refusal_of_the_board_is_listed_naming_each_piece(client, corpus):
    html = page(client, f"{TARGETING}?h=B9.m1&h=C1.m1.Aline&e=C1.d2.sauf-Zoé", HTTPStatus.BAD_REQUEST)
    assert refusals(html) == [
        ("h=B9.m1", "La case B9 (ligne 9, colonne 2) est hors du plateau de 5 lignes × 6 colonnes."),
        ("e=C1.d2.sauf-Zoé", "Aucun héros ne s'appelle « Zoé » sur le plateau : les héros sont Héros B9 et Aline."),
        ("e=C1.d2.sauf-Zoé", "La case C1 porte déjà Aline : une seule pièce par case (seuls les cadavres comptent "
                             "comme des cases vides)."),
    ]


def test_an_unreadable_piece_stays_listed_with_a_link_that_removes_it(client, corpus):
    html = page(client, f"{TARGETING}?h=B4.mx&e=A1.d2", HTTPStatus.BAD_REQUEST)
    assert "Illisible : h=B4.mx" in visible_text(html)
    assert '<input type="hidden" name="h" value="B4.mx">' in html
    assert f'href="{TARGETING}?e=A1.d2">Retirer' in html


ODD_QUERIES = [
    "h=", "e=", "o=", "h=.", "h=B2.m1.m2", "h=B2.m1.Aline.Bruno", "h=B2.m99999999", "e=A1", "e=A1.d1.d2",
    "e=A1.d1.p0", "e=A1.d1.f0x0", "e=A1.d1.f9x9.p2", "e=A1.d1.arrivee-", "e=A1.d1.arrivee-Z9", "e=A1.d1.cible-",
    "h=B2.m1&e=A1.d1.cible-Héros+B2", "lignes=0", "lignes=-3", "lignes=abc", "colonnes=1e3", "lignes=1&colonnes=1&h=A1.m1",
    "o=Z99", "o=A1.A1", "c=A1&c=A1&h=A1.m1", "h=A1.m1&h=B1.m1.Héros+A1", "outil=h&case=A1", "outil=zz&case=A1",
    "outil=h&case=A0", "outil=e&case=A1&forme=xx", "outil=e&case=A1&arrivee=Q", "outil=h&case=A1&nom_h=a.b",
    "outil=h&case=A1&nom_h=m2", "h=B2.m1&outil=e&case=A1&cible=Personne", "fragment=1&" + BOARD,
    "h=%00.m1", "h=B2.m1." + "x" * 2000,
    "lignes=12&colonnes=12&" + "&".join(f"e={square_name(r, c)}.d9" for r in range(1, 13) for c in range(1, 13)),
]


@pytest.mark.parametrize("query", ODD_QUERIES)
def test_odd_addresses_give_a_page_never_a_500(client, corpus, query):
    response = client.get(f"{TARGETING}?{query}")
    assert response.status_code in (HTTPStatus.OK, HTTPStatus.BAD_REQUEST), query


def test_the_fragment_carries_the_answer_in_words(client, corpus):
    # The board pages' live update (static/js/veiel_grid.js) loads the whole page, board and drawing; a fragment
    # is the answer in words.
    html = page(client, f"{TARGETING}?fragment=1&{BOARD}")
    assert html.lstrip().startswith('<section class="outcome"')
    assert "Goule (B1) → B3, attaque Aline ; Spectre (F1) → F3, attaque Bruno" in html


# =========================================================================================
# The damage and set-up pages
# =========================================================================================
# « Le héros subit une blessure pour chaque dégât non bloqué par un point de blocage. » (P.15)
def test_the_hero_damage_page(client, corpus):
    html = page(client, f"{HERO_DAMAGE}?heros=Aline&degats=3&blocage=1&deck=Frappe,+Garde+[persistant],+Esquive"
                        "&defausse=Parade")
    assert summary(html) == "Aline : 3 dégâts − 1 bloqué = 2 blessures (Frappe, Esquive)"
    text = words(html)
    assert "Défausse après Garde, Parade" in text and "Pile des blessures Frappe, Esquive" in text
    assert 'value="Frappe, Garde [persistant], Esquive"' in html


def test_a_substitution_card_is_placed_from_the_hand(client, corpus):
    # Substitution: « vous pouvez la placer dans vos blessures plutôt que de prendre la carte du dessus de
    # votre deck. Piochez une carte pour chaque carte de votre main placée dans la pile des blessures »
    html = page(client, f"{HERO_DAMAGE}?degats=1&deck=A,B&main=Sacrifice+[substitution]&substitution=Sacrifice")
    assert summary(html) == "Le héros : 1 dégât = 1 blessure (Sacrifice)"
    assert "Cartes piochées A" in words(html)


# « Pour chaque vie perdue par le boss : Résoudre son passif et une carte Action » (P.17)
def test_the_enemy_damage_page_with_a_boss(client, corpus):
    html = page(client, f"{ENEMY_DAMAGE}?ennemi=Liche&degats=4&jaune=2&jaune_max=3&rouge=3&boss=1&actions=7")
    assert summary(html) == ("Liche : 4 dégâts → 1 vie perdue, dé jaune 1, dé rouge 2 ; "
                             "boss : 1 passif + 1 carte Action")
    assert "Boss, maintenant 1 passif et 1 carte Action ; il en reste 6 dans la pile" in words(html)


# « Si le dé jaune devrait atteindre 0, l'ennemi perd aussitôt une vie. Son dé rouge diminue alors de 1 » (P.20);
# the enemy's name is feminine: the page agrees with it.
def test_the_enemy_damage_page_agrees_with_a_feminine_name(client, corpus):
    html = page(client, f"{ENEMY_DAMAGE}?ennemi=Goule&genre=f&degats=3&jaune=1&jaune_max=2&rouge=1&invocations=Rat")
    assert summary(html) == "Goule : 3 dégâts → 1 vie perdue, morte"
    text = words(html)
    assert "elle n'a plus de vie et meurt" in text and "État Morte (2 dégâts sans effet)" in text
    assert "Ses invocations meurent également : Rat." in text
    assert 'name="genre" value="f" checked' in html


# « Pour une difficulté normale : 1er Affrontement : 1 Basique + 1 Intermédiaire / 2ème : 4 Intermédiaire /
# 3ème : 2 Intermédiaire + 2 Puissant / 4ème : 1 Boss + 2 Intermédiaire »
def test_the_setup_page_shows_the_table(client, corpus):
    html = page(client, f"{SETUP}?difficulte=normale")
    rows = [words(row).split() for row in re.findall(r"<tr>(.*?)</tr>", html, re.S)][1:]
    assert rows == [["1er", "–", "1", "1", "–"], ["2e", "–", "–", "4", "–"], ["3e", "–", "–", "2", "2"],
                    ["4e", "1", "–", "2", "–"]]
    assert 'value="normale" checked' in html


@pytest.mark.parametrize("url, field, words", [
    pytest.param(f"{HERO_DAMAGE}?degats=-1", "Dégâts", "-1 : attendu un nombre de 0 à 99.",
                 id="a negative damage"),
    pytest.param(f"{HERO_DAMAGE}?degats=trois", "Dégâts", "« trois » n'est pas un nombre entier.", id="a word"),
    pytest.param(f"{HERO_DAMAGE}?degats=1&deck=Garde+[eternel]", "Deck", "Mot-clé « eternel » inconnu",
                 id="an unknown card keyword"),
    pytest.param(f"{ENEMY_DAMAGE}?degats=1&jaune=4&jaune_max=3&rouge=1", "Dé jaune", "Le dé jaune va de 1 à sa valeur "
                 "initiale 3 (reçu : 4)", id="a yellow die above its initial value"),
    pytest.param(f"{ENEMY_DAMAGE}?degats=1&jaune=1&jaune_max=3", "Dé rouge", "à remplir.", id="a missing red die"),
    pytest.param(f"{SETUP}?difficulte=legendaire", "Difficulté", "valeurs acceptées : « facile »",
                 id="an unknown difficulty"),
])
def test_a_bad_form_value_is_a_400_naming_the_field_in_french(client, corpus, url, field, words):
    html = page(client, url, HTTPStatus.BAD_REQUEST)
    assert any(named == field and words in message for named, message in refusals(html)), refusals(html)


@pytest.mark.parametrize("url", [
    f"{HERO_DAMAGE}?degats=1&deck=[persistant]", f"{HERO_DAMAGE}?degats=1&deck=A+[p]", f"{HERO_DAMAGE}?degats=1&deck=A]B",
    f"{HERO_DAMAGE}?degats=1&nature=rien", f"{HERO_DAMAGE}?degats=99999999", f"{HERO_DAMAGE}?degats=1&substitution=X",
    f"{ENEMY_DAMAGE}?degats=1", f"{ENEMY_DAMAGE}?degats=1&jaune=1&jaune_max=1&rouge=1&actions=-1",
    f"{ENEMY_DAMAGE}?degats=1&jaune=1&jaune_max=1&rouge=1&invocations=,,,", f"{SETUP}?difficulte=%00",
])
def test_odd_form_values_give_a_page_never_a_500(client, corpus, url):
    assert client.get(url).status_code in (HTTPStatus.OK, HTTPStatus.BAD_REQUEST)


def test_the_calculators_index_lists_the_six_pages(client, corpus):
    html = page(client, "/calculateurs/")
    for url in (TARGETING, MOVEMENT, HERO_DAMAGE, ENEMY_DAMAGE, BOSS_TURN, SETUP):
        assert f'href="{url}"' in html


# =========================================================================================
# Where can this hero go: the targeting board, a hero chosen by name or by a tap
# =========================================================================================
MOVE_BOARD = "h=B4.m3.Aline&h=C4.m2.Bruno&e=B3.d3.Goule&o=A4&c=B5"


def movement_drawing(html):
    """The hero's move drawn on the board: {square: cost} of the reachable squares, the other reading's, the start."""
    board = drawn(html)

    def marks(kind):
        return {square: mark[len(kind) + 1:] for square, marks in board.items() for mark in marks
                if mark.split(" ")[0] == kind}

    return {"costs": {k: int(v) for k, v in marks("cost").items()},
            "other": {k: int(v) for k, v in marks("alt").items()}, "start": list(marks("start"))}


def routes(html):
    table = re.search(r'<table class="v-table v-routes">.*?<tbody>(.*?)</tbody>', html, re.S).group(1)
    return [words(row) for row in re.findall(r"<tr>(.*?)</tr>", table, re.S)]


def test_the_movement_page_draws_each_reachable_square_with_its_cost_and_a_path(client, corpus):
    # « Il est impossible de traverser les ennemis. En revanche, vous pouvez traverser vos alliés. » (P.21)
    # « Une carte portant le mot clé Obstacle peut être traversée par les héros lors d’un déplacement. En revanche,
    # il est interdit de s’y arrêter. » (Glossaire, Obstacle)
    html = page(client, f"{MOVEMENT}?{MOVE_BOARD}&heros=Aline&valeur=2")
    assert summary(html) == ("Aline (B4), 2 déplacements : rester en B4 ; 1 déplacement : B5 ; 2 déplacements : A3, "
                             "C3, D4, A5 et C5 — cas non tranché par l'aide : voir les étapes signalées.")
    drawing = movement_drawing(html)
    assert drawing["start"] == ["B4"]
    assert drawing["costs"] == {"B5": 1, "A3": 2, "C3": 2, "D4": 2, "A5": 2, "C5": 2}
    assert drawing["other"] == {"C4": 1}  # ending on Bruno's square: the other reading
    lines, key = drawn_lines(html)
    assert lines == ["Aline, 2 déplacements : le chiffre de chaque case est son coût en déplacements."]
    assert key == ["case de départ (rester : 0 déplacement)", "2 case atteignable, avec son coût en déplacements",
                   "1 case atteignable seulement selon l'autre lecture d'un point que l'aide ne tranche pas"]
    assert routes(html)[:3] == ["B4 0 rester sur place", "B5 1 B4 → B5", "A3 2 B4 → A4 → A3"]
    assert "C4 1 B4 → C4 (selon l'autre lecture seulement)" in routes(html)
    calculator = veiel.HERO_MOVEMENT
    expected = calculator.outcome(calculator.read(calculator.form.data(QueryDict(f"{MOVE_BOARD}&heros=Aline&valeur=2"))))
    assert summary(html) == expected["summary"]
    assert share_link(html) == f"{MOVEMENT}?{MOVE_BOARD}&heros=Aline&valeur=2"


def test_a_board_without_the_question_asks_nothing_yet(client, corpus):
    html = page(client, f"{MOVEMENT}?{MOVE_BOARD}")
    assert 'id="resultat"' not in html and "error-box" not in html
    assert 'name="outil" value="choisir" checked' in html  # heroes on the board: the « Qui bouge » tool is ready


def test_tapping_a_hero_with_the_choose_tool_makes_it_the_one_who_moves(client, corpus):
    html = page(client, f"{MOVEMENT}?{MOVE_BOARD}&valeur=1&outil=choisir&case=C4")
    assert summary(html).startswith("Bruno (C4), 1 déplacement : rester en C4 ; 1 déplacement : C3, D4 et C5")
    assert share_link(html) == f"{MOVEMENT}?{MOVE_BOARD}&heros=Bruno&valeur=1"
    assert '<option value="Bruno" selected>Bruno</option>' in html


def test_tapping_an_empty_square_with_the_choose_tool_says_to_tap_a_hero(client, corpus):
    html = page(client, f"{MOVEMENT}?{MOVE_BOARD}&valeur=1&outil=choisir&case=F1", HTTPStatus.BAD_REQUEST)
    assert refusals(html) == [("Case touchée", "Aucun héros en F1 : touchez le héros qui se déplace.")]


def test_the_only_hero_moves_without_being_named(client, corpus):
    html = page(client, f"{MOVEMENT}?h=A1.m1.Aline&valeur=1&lignes=2&colonnes=2")
    assert summary(html) == "Aline (A1), 1 déplacement : rester en A1 ; 1 déplacement : B1 et A2"


def test_two_heroes_and_no_name_is_refused_naming_the_control(client, corpus):
    html = page(client, f"{MOVEMENT}?{MOVE_BOARD}&valeur=2", HTTPStatus.BAD_REQUEST)
    assert refusals(html)[0][0] == "Héros qui se déplace"
    assert "dites lequel se déplace" in refusals(html)[0][1]


def test_the_discard_move_is_one_move_and_several_cards_are_flagged(client, corpus):
    # « défausser une (ou plusieurs) carte de sa main pour effectuer 1 déplacement » (Phase d'action des Héros, P.13)
    html = page(client, f"{MOVEMENT}?h=A1.m1.Aline&lignes=1&colonnes=4&origine=defausse&defaussees=2&valeur=3")
    assert summary(html).startswith("Aline (A1), 1 déplacement : rester en A1 ; 1 déplacement : B1 —")
    assert movement_drawing(html)["other"] == {"C1": 2}
    assert "Non tranché par la règle" in html
    assert "valeur=3" not in share_link(html)  # a card's value is no question for a discard


def test_an_infranchissable_tapped_on_a_hero_goes_under_it_and_forces_one_move(client, corpus):
    # « Si une entité sur laquelle se trouve un héros devient Infranchissable, il doit immédiatement et
    # obligatoirement effectuer 1 déplacement. » (Glossaire, Infranchissable)
    html = page(client, f"{MOVEMENT}?h=B2.m1.Aline&outil=x&case=B2&origine=infranchissable&lignes=3&colonnes=3")
    assert share_link(html) == f"{MOVEMENT}?lignes=3&colonnes=3&h=B2.m1.Aline&x=B2&origine=infranchissable"
    assert summary(html) == "Aline (B2) doit quitter sa case devenue Infranchissable : B1, A2, C2 et B3 (1 déplacement)"
    assert movement_drawing(html)["costs"] == {"B1": 1, "A2": 1, "C2": 1, "B3": 1}
    refused = page(client, f"{MOVEMENT}?h=B2.m1.Aline&x=B2&valeur=2", HTTPStatus.BAD_REQUEST)
    assert refusals(refused)[0][0] == "Origine du déplacement"
    assert "immédiatement et obligatoirement" in refusals(refused)[0][1]


def test_removing_a_piece_keeps_the_question(client, corpus):
    html = page(client, f"{MOVEMENT}?{MOVE_BOARD}&heros=Aline&valeur=2")
    links = re.findall(r'<a class="v-remove" href="([^"]*)">', html)
    assert links[1].replace("&amp;", "&") == f"{MOVEMENT}?h=B4.m3.Aline&e=B3.d3.Goule&o=A4&c=B5&heros=Aline&valeur=2"


@pytest.mark.parametrize("query", [
    "valeur=2", "h=B4.m3&valeur=abc", "h=B4.m3&origine=rien", "h=B4.m3&outil=choisir&case=Z99&valeur=1",
    "h=B4.m3&outil=choisir&valeur=1", "h=B4.m3.mort&valeur=1", "h=B4.m3&heros=Zoé&valeur=1", "h=B4.m3&valeur=-1",
    "h=B4.m3&x=B4&outil=x&case=B4&valeur=1", "h=B4.m3&origine=defausse&defaussees=0",
])
def test_odd_movement_addresses_give_a_page_never_a_500(client, corpus, query):
    assert client.get(f"{MOVEMENT}?{query}").status_code in (HTTPStatus.OK, HTTPStatus.BAD_REQUEST)


# =========================================================================================
# The boss's own turn
# =========================================================================================
def test_the_boss_turn_page_resolves_two_action_cards(client, corpus):
    # « Au tour du boss de jouer : Résoudre deux cartes Action, l'une après l'autre. » (P.17)
    # « Si la pile des cartes Action est vide, mélangez-la à nouveau. » (P.16)
    html = page(client, f"{BOSS_TURN}?boss=Liche&actions=1")
    assert summary(html) == "Liche : 2 cartes Action, il en reste 6 dans la pile"
    text = words(html)
    assert "Liche joue son tour : résolvez 2 cartes Action, l'une après l'autre." in text
    assert "Avant la carte 2, la pile Action est vide : mélangez-la à nouveau (7 cartes)." in text
    assert "Restent dans la pile 6 (pile mélangée à nouveau)" in text


def test_the_boss_turn_page_refuses_a_pile_above_seven_cards(client, corpus):
    # « Chaque boss est accompagné d’un deck de 7 cartes Action » (P.16)
    html = page(client, f"{BOSS_TURN}?actions=8", HTTPStatus.BAD_REQUEST)
    assert refusals(html)[0][0] == "Cartes restantes dans sa pile Action"


# =========================================================================================
# In English: the rulings and the pieces follow the reader's Accept-Language
# =========================================================================================
ENGLISH = {"HTTP_ACCEPT_LANGUAGE": "en"}


def test_a_reader_of_english_reads_the_ruling_and_the_pieces_in_english(client, corpus):
    html = page(client, f"{TARGETING}?{BOARD}", **ENGLISH)
    assert summary(html) == ("Goule (B1) → B3, attacks Aline; Spectre (F1) → F3, attacks Bruno — a case the player aid "
                             "does not settle: see the flagged steps.")
    text = words(html)
    # « Ennemi avec une icône à cible unique : attaque le héros le plus proche pour un minimum de déplacement. »
    assert "Goule (B1) ends at B3 (2 moves) and attacks Aline." in text
    assert "Aline, hero at B4: threat 3, 1 sword" in text  # the board's list of pieces
    assert "Spectre, enemy at F1: 2 moves, range 2, multiple target" in text
    # Without the header, the site's language.
    french = page(client, f"{TARGETING}?{BOARD}")
    assert summary(french).startswith("Goule (B1) → B3, attaque Aline ; Spectre (F1) → F3, attaque Bruno")
    assert "Aline, héros en B4 : menace 3, 1 épée" in words(french)


def test_a_hero_left_unnamed_is_the_hero_in_english(client, corpus):
    html = page(client, f"{HERO_DAMAGE}?degats=1&deck=A,B&main=Sacrifice+[substitution]&substitution=Sacrifice",
                **ENGLISH)
    assert summary(html) == "The hero: 1 damage = 1 wound (Sacrifice)"
    text = words(html)  # Substitution is a glossary term: linked, it stands apart
    assert "Wound 1: the hero places « Sacrifice »" in text
    assert "from the hand in the wounds instead of the deck's top card, then draws « A »." in text


@pytest.mark.parametrize("query, words_in_english", [
    pytest.param("h=B2.mx", "« mx » is unreadable: m (threat), e (swords)", id="an unreadable setting"),
    pytest.param("o=C3.Z9", "Obstacle: « Z9 » is off every board; columns go from A to L and rows from 1 to 12.",
                 id="a square of a piece"),
    pytest.param("h=B2.m1&e=B2.d2", "Square B2 already holds Hero B2: one piece per square", id="two pieces"),
])
def test_a_reader_of_english_reads_the_board_s_refusals_in_english(client, corpus, query, words_in_english):
    html = page(client, f"{TARGETING}?{query}", HTTPStatus.BAD_REQUEST, **ENGLISH)
    assert words_in_english in words(html)


# =========================================================================================
# A link shared between readers of French and English
# =========================================================================================
# A hero given without a name is « Héros B5 » on a French page and « Hero B5 » on an English one. A link
# names it by either, or by its square, which is how the pages write it: the same ruling for every reader.
TIED_BOARD = "colonnes=3&h=B1.m1&h=B5.m1"  # 5 rows, the default
"""Two unnamed heroes one move from an enemy on B3, tied: the one on B1, first in reading order, is attacked
unless the judge names the other (cible-) or an effect spares the first (sauf-)."""


def board_drawn(html):
    """The answer drawn on the board (its lines under it are sentences, in the reader's language)."""
    return drawn(html)


@pytest.mark.parametrize("setting, written", [
    ("cible-Héros+B5", "cible-B5"), ("cible-Hero+B5", "cible-B5"), ("cible-B5", "cible-B5"),
    ("sauf-Héros+B1", "sauf-B1"), ("sauf-Hero+B1", "sauf-B1"), ("sauf-b1", "sauf-B1"),
])
def test_a_shared_link_naming_an_unnamed_hero_gives_the_same_ruling_in_french_and_in_english(
        client, corpus, setting, written):
    url = f"{TARGETING}?{TIED_BOARD}&e=B3.d1.{setting}"
    french, english = page(client, url), page(client, url, **ENGLISH)
    assert summary(french).startswith("Ennemi (B3) → B4, attaque Héros B5")
    assert summary(english).startswith("Enemy (B3) → B4, attacks Hero B5")
    assert board_drawn(french) == board_drawn(english) == {
        "B3": ["start"], "B4": ["stop E"], "B5": ["hit ◎", "frame hit"]}
    # Both pages write the link one way, the hero by its square; the list of pieces says its name.
    assert share_link(french) == share_link(english) == f"{TARGETING}?{TIED_BOARD}&e=B3.d1.{written}"
    if setting.startswith("cible"):
        assert "le juge désigne Héros B5" in words(french) and "the judge names Hero B5" in words(english)
    else:
        assert "n'attaque pas Héros B1" in words(french) and "does not attack Hero B1" in words(english)


@pytest.mark.parametrize("mover", ["Héros+B4", "Hero+B4", "B4"])
def test_a_shared_link_naming_the_hero_who_moves_gives_the_same_squares_in_french_and_in_english(
        client, corpus, mover):
    url = f"{MOVEMENT}?h=B4.m1&h=C4.m1&heros={mover}&valeur=1"
    french, english = page(client, url), page(client, url, **ENGLISH)
    assert summary(french).startswith("Héros B4 (B4), 1 déplacement : rester en B4 ; 1 déplacement : B3, A4 et B5")
    assert summary(english).startswith("Hero B4 (B4), 1 move: ") and "; 1 move: B3, A4 and B5" in summary(english)
    assert movement_drawing(french) == movement_drawing(english)
    assert movement_drawing(french)["costs"] == {"B3": 1, "A4": 1, "B5": 1}
    assert share_link(french) == share_link(english) == f"{MOVEMENT}?h=B4.m1&h=C4.m1&heros=B4&valeur=1"
    # The choice of the hero who moves: its name shown, its square sent.
    assert '<option value="B4" selected>Héros B4</option><option value="C4">Héros C4</option>' in french
    assert '<option value="B4" selected>Hero B4</option><option value="C4">Hero C4</option>' in english


@pytest.mark.parametrize("writer, reader, typed", [
    pytest.param(ENGLISH, {}, "Hero+B5", id="written in English, read in French"),
    pytest.param({}, ENGLISH, "Héros+B5", id="written in French, read in English"),
    pytest.param({}, ENGLISH, "B5", id="the square typed"),
])
def test_a_link_written_by_the_page_in_one_language_opens_in_the_other(client, corpus, writer, reader, typed):
    # The judge taps an enemy in on B3, the tied hero they name typed as their page shows it.
    written = page(client, f"{TARGETING}?{TIED_BOARD}&outil=e&case=B3&deplacement=1&cible={typed}", **writer)
    link = share_link(written)
    assert link == f"{TARGETING}?{TIED_BOARD}&e=B3.d1.cible-B5"
    read = page(client, link, **reader)
    assert board_drawn(read) == board_drawn(written) == {
        "B3": ["start"], "B4": ["stop E"], "B5": ["hit ◎", "frame hit"]}
    # The hero who moves, tapped with « Qui bouge ».
    written = page(client, f"{MOVEMENT}?h=B4.m1&h=C4.m1&valeur=1&outil=choisir&case=C4", **writer)
    link = share_link(written)
    assert link == f"{MOVEMENT}?h=B4.m1&h=C4.m1&heros=C4&valeur=1"
    read = page(client, link, **reader)
    assert movement_drawing(read) == movement_drawing(written)
    assert summary(read).startswith("Hero C4 (C4), 1 move" if reader else "Héros C4 (C4), 1 déplacement")


def test_a_hero_no_one_is_called_is_refused_in_the_reader_s_language_listing_the_heroes(client, corpus):
    url = f"{TARGETING}?{TIED_BOARD}&e=B3.d1.cible-Zoé"
    ((field, refusal),) = refusals(page(client, url, HTTPStatus.BAD_REQUEST))
    assert field == "e=B3.d1.cible-Zoé"
    assert refusal.startswith("Aucun héros ne s'appelle « Zoé » sur le plateau : les héros sont Héros B1 et Héros B5.")
    english = page(client, url, HTTPStatus.BAD_REQUEST, **ENGLISH)
    assert "No hero on the board is called « Zoé »: the heroes are Hero B1 and Hero B5." in words(english)
    html = page(client, f"{MOVEMENT}?h=B4.m1&h=C4.m1&heros=Hero+C2&valeur=1", HTTPStatus.BAD_REQUEST)
    assert refusals(html) == [("Héros qui se déplace", "Aucun héros ne s'appelle « Hero C2 » sur le plateau : les "
                                                      "héros sont Héros B4 et Héros C4.")]
    assert '<option value="Hero C2" selected>Hero C2</option>' in html  # the name asked stays shown, to fix it


def test_an_api_body_as_a_page_link_names_an_unnamed_hero_by_its_square():
    # A body built by an English page (« Hero B1 ») or a French one (« Héros B5 »): the link holds squares only.
    body = {"rows": 5, "cols": 3, "heroes": [{"name": "Hero B1", "square": "B1", "threat": 1},
                                             {"name": "Héros B5", "square": "B5", "threat": 1}],
            "enemies": [{"square": "B3", "movement": 1, "reach": "adjacent", "icon": "cible-unique",
                         "chosen_target": "Hero B5", "may_not_attack": ["Héros B1"]}]}
    query = veiel.TARGETING.form.query(body)
    assert (query["h"], query["e"]) == (["B1.m1", "B5.m1"], ["B3.d1.sauf-B1.cible-B5"])
    question = veiel.HERO_MOVEMENT.form.query({**body, "enemies": [], "hero": "Hero B5", "moves": 1})
    assert (question["heros"], question["valeur"]) == (["B5"], ["1"])
