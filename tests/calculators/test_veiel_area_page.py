"""The L'Ordre de Veiel effect-area page, without JavaScript: the targeting board in the address, the effect's
pattern beside it, the answer drawn on the grid the player taps.

Quotations are from the Aide de jeu solo V1.0 (rules/sources/veiel.md); tests/engine/test_veiel_area.py checks
each rule in depth, these check the page shows it.
"""
import re
from http import HTTPStatus

import pytest
from django.http import QueryDict

from referee.calculators import veiel_area
from tests.calculators.test_veiel_pages import drawn, drawn_lines, page, refusals, share_link, summary, words
from tests.helpers import visible_text

AREA = "/calculateurs/veiel/zone-d-effet/"
BOARD = "h=B4.m3.Aline&h=D4.m2.Bruno&e=B2.d3.feminin.Goule&o=B3&x=C4"


def pieces(html):
    table = re.search(r'<table class="v-table v-area-pieces">.*?<tbody>(.*?)</tbody>', html, re.S).group(1)
    return [words(row) for row in re.findall(r"<tr>(.*?)</tr>", table, re.S)]


def test_without_parameters_the_page_shows_the_board_and_the_effect_only(client, corpus):
    html = page(client, AREA)
    assert f'<form method="get" action="{AREA}#veiel-board" data-live-calculator>' in html
    assert 'id="resultat"' not in html and "error-box" not in html
    assert "POST /api/v1/calculators/veiel/effect-area/" in visible_text(html)


def test_a_range_is_drawn_on_the_board_an_infranchissable_cutting_it(client, corpus):
    # « Tous les effets peuvent traverser les ennemis et les héros. » (P.19); Infranchissable: « Les entités
    # possédant le mot clé Infranchissable bloquent les effets des cartes. »
    html = page(client, f"{AREA}?{BOARD}&noir=B4&motif=portee&n=2")
    assert summary(html) == ("Effet d'Aline (portée) : 9 cases atteintes, 1 case coupée par un Infranchissable ; "
                             "s'applique à Goule (B2) et Aline (B4).")
    board = drawn(html)
    assert board["B4"] == ["start", "hit ◎", "frame hit"]  # the black square: Aline may be her own target
    assert board["B2"] == ["hit ◎", "frame area", "frame hit"]  # through the Obstacle in B3
    assert board["D4"] == ["near ✕", "frame near"]  # cut off by C4: no path of white squares round it
    assert sorted(square for square, marks in board.items() if "frame area" in marks) == [
        "A3", "A4", "A5", "B2", "B3", "B5", "C3", "C4", "C5"]
    lines, key = drawn_lines(html)
    assert lines == [summary(html)]
    assert key == ["carré noir : celui qui joue l'effet", "case atteinte par l'effet",
                   "✕ case coupée par un Infranchissable", "◎ l'effet s'applique à cette pièce (◎2 : deux fois)"]
    assert pieces(html) == ["Goule (B2) B2 2 s'applique", "Aline B4 0 s'applique", "Bruno D4 2 ne s'applique pas"]
    assert "Non tranché par la règle" not in html  # the book decides every point here
    calculator = veiel_area.EFFECT_AREA
    expected = calculator.outcome(calculator.read(calculator.form.data(QueryDict(f"{BOARD}&noir=B4&motif=portee&n=2"))))
    assert summary(html) == expected["summary"]
    assert share_link(html) == f"{AREA}?{BOARD}&noir=B4&motif=portee&n=2"


def test_a_point_the_book_leaves_open_is_drawn_and_flagged(client, corpus):
    # « S'il existe un chemin dans la portée (Carrés blancs) » — a white square apart, an Infranchissable in the way.
    html = page(client, f"{AREA}?h=A1.m1.Aline&e=D2.d1.Goule&x=B1&lignes=2&colonnes=4&noir=A1&motif=cases&blancs=1x3"
                        "&pour=ennemis")
    assert drawn(html)["D2"] == ["alt ?", "hit ◎", "frame area", "frame hit"]
    assert drawn_lines(html)[1][-1] == ("? atteinte selon notre lecture, pas selon l'autre, d'un point que l'aide ne "
                                        "tranche pas")
    assert "Non tranché par la règle" in html
    assert pieces(html) == ["Aline A1 0 ne s'applique pas", "Goule (D2) D2 4 s'applique (autre lecture : l'inverse)"]


def test_an_infinite_range_toward_a_walled_in_hero_is_flagged_and_drawn_with_both_readings(client, corpus):
    # « Les effets qui possèdent cette portée ignorent tous les obstacles. » (La zone des effets) against the
    # Infranchissable entry: « Dans le cas d'une portée infinie […] il doit exister un chemin de case en case
    # (orthogonal) reliant celui qui lance l'effet et sa cible qui ne traverse pas d'entité Infranchissable. »
    html = page(client, f"{AREA}?h=A1.m1.Aline&h=C1.m1.Bruno&x=B1&x=B2&x=C2&lignes=2&colonnes=3&noir=A1&motif=infini"
                        "&pour=heros&barre=1")
    board = drawn(html)
    assert {"near ✕", "alt ?"} <= set(board["C1"])  # cut off by the entry, reached by « ignorent tous les obstacles »
    assert ("? atteinte selon l'autre lecture, pas selon la nôtre, d'un point que l'aide ne tranche pas"
            in drawn_lines(html)[1])
    assert "Non tranché par la règle" in html
    assert "Deux passages de l'aide ne s'accordent pas" in visible_text(html)
    assert "Bruno C1 2 ne s'applique pas (autre lecture : l'inverse)" in pieces(html)
    assert 'href="/veiel/la-zone-des-effets-et-ligne-de-vue/#le-symbole-infini-indique-que-la"' in html


def test_a_step_links_to_the_passage_it_applies(client, corpus):
    html = page(client, f"{AREA}?{BOARD}&noir=B4&motif=portee&n=2")
    assert 'href="/veiel/glossaire-du-jeu/#infranchissable"' in html
    assert "/veiel/la-zone-des-effets-et-ligne-de-vue/#le-carre-noir-represente-le-heros" in html


def test_tapping_with_who_plays_makes_that_piece_the_black_square(client, corpus):
    # « Lorsqu'un effet avec cette portée est déclenché, il se propage dans une direction choisie » (flèches)
    html = page(client, f"{AREA}?h=B4.m3.Aline&e=B2.d3.Goule&motif=fleches&pour=ennemis&outil=choisir&case=B4")
    assert summary(html) == "Effet d'Aline (flèches) : 8 cases atteintes ; s'applique à Goule (B2)."
    assert share_link(html) == f"{AREA}?h=B4.m3.Aline&e=B2.d3.Goule&noir=B4&motif=fleches&pour=ennemis"
    assert drawn(html)["B2"] == ["hit ◎", "frame area", "frame hit"]
    assert '<option value="B4" selected>Aline (B4)</option>' in html
    assert "Le joueur choisit la direction" in html


def test_an_enemy_may_play_the_effect(client, corpus):
    # « Tous les effets des ennemis qui interagissent avec les héros sont considérés comme des attaques » (P.15)
    html = page(client, f"{AREA}?h=B4.m3.Aline&e=B2.d3.Goule&noir=B2&motif=fleches&sens=bas&pour=heros")
    assert summary(html) == "Effet de Goule (B2) (flèches) : 2 cases atteintes ; s'applique à Aline (B4)."
    assert "est une attaque, même sans dégât" in html


def test_a_board_without_the_black_square_asks_nothing_yet(client, corpus):
    html = page(client, f"{AREA}?{BOARD}&motif=portee&n=2")
    assert 'id="resultat"' not in html and "error-box" not in html
    assert 'name="outil" value="choisir" checked' in html  # heroes on the board: « Qui joue » is ready


@pytest.mark.parametrize("query, control, message", [
    ("h=B4.m3.Aline&noir=C1", "Qui joue (carré noir)", "Personne en C1"),
    ("h=B4.m3.Aline&noir=B4&motif=cases&blancs=zz", "Carrés blancs", "« zz » illisible"),
    ("h=B4.m3.Aline&noir=B4&motif=portee", "Portée N ou longueur des flèches", "Donnez la portée N"),
    ("h=B4.m3.Aline&noir=B4&sens=haut", "Direction des flèches", "ne servent qu'au motif fleches"),
])
def test_a_refusal_names_the_control(client, corpus, query, control, message):
    html = page(client, f"{AREA}?{query}", HTTPStatus.BAD_REQUEST)
    assert refusals(html)[0][0] == control
    assert message in refusals(html)[0][1]


def test_the_page_speaks_english(client, corpus):
    html = page(client, f"{AREA}?{BOARD}&noir=B4&motif=adjacent&pour=heros", HTTP_ACCEPT_LANGUAGE="en")
    assert summary(html).startswith("Effect of Aline (adjacent): 4 squares reached")


@pytest.mark.parametrize("query", [
    "noir=B4", "h=B4.m3&noir=Z99", "h=B4.m3&noir=B4&motif=rien", "h=B4.m3&noir=B4&n=abc", "h=B4.m3&noir=B4&couloirs=x",
    "h=B4.m3&noir=B4&motif=fleches&couloirs=-1 0 1 2 3 4", "h=B4.m3&noir=B4&grand=Q7", "h=B4.m3&noir=B4&jumeaux=Zoé",
    "h=B4.m3&outil=choisir&case=Z99", "h=B4.m3.mort&noir=B4", "h=B4.m3&x=B4&noir=B4&motif=infini",
    "h=B4.m3&noir=B4&motif=cases&blancs=0x0", "h=B4.m3&e=B2.d3&noir=B2&grand=B3 B4",
])
def test_odd_addresses_give_a_page_never_a_500(client, corpus, query):
    assert client.get(f"{AREA}?{query}").status_code in (HTTPStatus.OK, HTTPStatus.BAD_REQUEST)
