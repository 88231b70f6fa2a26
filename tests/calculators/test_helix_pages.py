"""The Helix combat page, without JavaScript: a GET form whose every result is a short link.

/calculateurs/helix/combat/. Quotations are from « HELIX Duels — Livre de Règles Version 3.1 »
(rules/sources/helix.md); the engine tests check each rule in depth, these check that the page shows it.
"""
import json
import re
from http import HTTPStatus
from urllib.parse import urlencode

import pytest
from django.http import QueryDict

from referee.calculators import helix
from tests.helpers import visible_text

PAGE = "/calculateurs/helix/combat/"
API = "/api/v1/calculators/helix/combat/"
EXAMPLE = (PAGE + "?a1=Na%C3%AFade+Vampire&a1_dgt=3&a1_pdv=5&a1_xp=3&a1_hlx=2&a1_cible=d1&d1=Invocateur+Novice"
           "&d1_dgt=1&d1_pdv=2&cd_dgt=3&r1=degats&r1_nom=Boule+de+Feu&r1_cible=a1&r1_x=2&r2=tir&r2_src=cg&r2_cible=a1")


def page(client, url, status=HTTPStatus.OK):
    response = client.get(url)
    assert response.status_code == status, visible_text(response.content.decode())[:2000]
    return response.content.decode()


def section(html, pattern):
    return visible_text(re.search(pattern, html, re.S).group(0)).strip()


def rows(html, css_class):
    table = re.search(rf'<table class="hx-table {css_class}">.*?</table>', html, re.S).group(0)
    return [" ".join(visible_text(cell).strip() for cell in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row, re.S))
            for row in re.findall(r"<tr[^>]*>.*?</tr>", table, re.S)][1:]


def test_without_parameters_the_page_shows_the_form_only(client, corpus):
    html = page(client, PAGE)
    assert f'<form method="get" action="{PAGE}#calc-outcome" data-live-calculator data-long-form>' in html
    assert 'id="resultat"' not in html and "error-box" not in html
    assert f"POST {API}" in visible_text(html)
    # four fixed slots a side and three responses, each folded in its own <details>
    for slot in ("a1", "a2", "a3", "a4", "d1", "d2", "d3", "d4", "r1", "r2", "r3"):
        assert re.search(rf'<details class="hx-card[^"]*" id="{slot}"', html), slot
    assert len(re.findall(r'<details class="hx-card[^"]*" id="[ad]\d" open>', html)) == 2  # A1 and D1 unfolded
    for label in ("Cycle", "Forteresse (DRB)", "Chef de Guerre (XP)", "Niveau du Chef", "Tir du Chef (DGT)", "DGT",
                  "PDV (DRB)", "Type de DGT", "Compétence", "État", "Zone", "Butin : XP", "Butin : HLX",
                  "En Transition", "Créature token", "Capacités", "Résistance aux DGT", "Jets de D6",
                  "A1 attaque", "bloquée par", "Sorts et pouvoirs en réponse", "Joué par", "Tireur", "Calculer"):
        assert label in visible_text(html), label  # the abbreviations are marked up (test_abbreviations.py)
    # every ability of the engine is a checkbox of every card (Résistance has its type and amount)
    for ability in helix.CARD_ABILITIES:
        assert html.count(f'name="a1_cap" value="{ability.slug}"') == 1, ability.slug
    assert len(helix.CARD_ABILITIES) == 24 and 'value="resistance"' not in html
    assert "Vision Quantique" in html and "Épines Volcaniques" in html


def test_a_refused_form_opens_the_card_and_the_folded_part_the_refusal_names(client, corpus):
    html = page(client, PAGE + "?a1=Luciole&a1_dgt=1&a1_pdv=2&a1_cap=inconnue&a1_cible=d1&d1=Ours&d1_dgt=1&d1_pdv=3",
                status=HTTPStatus.BAD_REQUEST)
    assert "A1, Capacités" in visible_text(html)
    card = re.search(r'<details class="hx-card filled" id="a1"( open)?>(.*?)<details class="hx-card[^"]*" id="a2"',
                     html, re.S)
    assert card.group(1) == " open"
    assert '<details class="hx-more hx-abilities" open>' in card.group(2)
    assert '<details class="hx-more">' in card.group(2), "its other settings stay folded"
    assert not re.search(r'<details class="hx-card[^"]*" id="d1" open>', html)


def test_the_calculators_index_lists_the_page(client, corpus):
    html = page(client, "/calculateurs/")
    assert f'href="{PAGE}"' in html and "Helix Duels — combat" in html


# EXEMPLE DE COMBAT: « La Naïade Vampire est alors détruite avant d'avoir pu infliger ses dégats à
# l'Invocateur Novice. » « Le joueur défenseur gagne un butin de 3 XP et 2 HLX »
def test_the_example_link_is_short_and_shows_the_worked_example(client, corpus):
    html = page(client, PAGE)
    link = re.search(r'<a id="exemple" href="([^"]+)">Exemple du livret</a>', html)
    # The link opens on the worked example's answer, not on the top of its long form.
    assert link.group(1).replace("&amp;", "&") == EXAMPLE + "#calc-outcome" == helix.EXAMPLE_URL
    assert len(EXAMPLE) < 250 and "=&" not in EXAMPLE and not EXAMPLE.endswith("=")

    html = page(client, EXAMPLE)
    assert section(html, r'<p class="summary".*?</p>') == (
        "Boule de Feu : destruction de Naïade Vampire ; Naïade Vampire → Invocateur Novice : attaquante détruite "
        "avant les dégâts de combat, reste Invocateur Novice à 2 PDV ; butin du défenseur : 3 XP et 2 HLX (Chef de "
        "Guerre à 3 XP, niveau 1).")
    # the stack, last played first: the warlord's shot, then Boule de Feu
    stack = section(html, r"<h3>La pile.*?</ol>")
    assert re.sub(r"\s+", " ", stack) == (
        "La pile, du dernier joué au premier "
        "Tir (tir, défenseur, joué en 2e) Le Chef de Guerre du défenseur → Naïade Vampire : 3 DGT (PHY, portée) : "
        "3 subis, 5 → 2 PDV "
        "Boule de Feu (dégâts, défenseur, joué en 1er) Boule de Feu → Naïade Vampire : 2 DGT (effet) : 2 subis, "
        "2 → 0 PDV Carte détruite : Naïade Vampire Butin — Défenseur : +3 XP, +2 HLX (Naïade Vampire)")
    combats = section(html, r"<h3>Les combats.*?</ol>")
    assert "Naïade Vampire → Invocateur Novice" in combats
    assert "Aucun échange de DGT : destruction de Naïade Vampire avant les dégâts de combat." in combats
    assert rows(html, "hx-players") == ["Attaquant — 0 XP · niv. 1 —", "Défenseur — 3 XP · niv. 1 +3 XP, +2 HLX"]
    assert rows(html, "hx-cards") == ["A1 Naïade Vampire 0 PDV détruite", "D1 Invocateur Novice 2 PDV dressée, défense"]
    # the outcome sits between the summary and the steps, which cite the example
    assert html.index('class="summary"') < html.index('class="hx-result"') < html.index('class="steps"')
    # « qui lui inflige 3 DGT grâce à sa compétence de Portée »: the warlord's shot links that sentence of the example
    assert 'href="/helix/exemple-de-combat/#cette-derniere-etant-attaquante-elle-peut"' in html
    # the form shows what was asked, the filled cards folded with their digest
    for name, value in (("a1_dgt", "3"), ("a1_pdv", "5"), ("d1_pdv", "2"), ("cd_dgt", "3"), ("r1_x", "2")):
        assert re.search(rf'name="{name}" value="{value}"', html), name
    assert re.search(r'id="f-a1_cible" name="a1_cible">.*?<option value="d1" selected>D1 — Invocateur Novice</option>',
                     html, re.S)
    assert re.search(r'<select id="f-r2_src" name="r2_src">.*?<option value="cg" selected>', html, re.S)
    assert "Naïade Vampire · 3 DGT · 5 PDV" in html
    assert not re.search(r'<details class="hx-card[^"]*" id="[ad]\d" open>', html)


def test_the_page_sends_the_api_the_same_json_and_shows_the_same_answer(client, corpus):
    params = client.get(EXAMPLE).wsgi_request.GET
    data = helix.FORM.data(params)
    assert data == {
        "cycle": 2,
        "attacking_player": {"fortress": helix.UNSTATED_DRB, "cards": [
            {"id": "a1", "name": "Naïade Vampire", "damage": 3, "health": 5, "loot": {"xp": 3, "hlx": 2}}]},
        "defending_player": {"fortress": helix.UNSTATED_DRB, "cards": [
            {"id": "d1", "name": "Invocateur Novice", "damage": 1, "health": 2}], "warlord": {"damage": 3}},
        "declarations": [{"attacker": "a1", "target": "d1", "blockers": []}],
        "responses": [{"player": "defenseur", "kind": "degats", "name": "Boule de Feu", "target": "a1", "amount": 2},
                      {"player": "defenseur", "kind": "tir", "target": "a1", "source": "chef-de-guerre"}]}
    # the form's inverse gives the same link back
    assert helix.FORM.data(QueryDict(urlencode(helix.FORM.query(data), doseq=True))) == data
    api = client.post(API, json.dumps(data), content_type="application/json").json()
    assert api["summary"] in visible_text(page(client, EXAMPLE))


def test_the_fragment_is_the_outcome_alone(client, corpus):
    html = page(client, EXAMPLE + "&fragment=1")
    assert html.lstrip().startswith('<section class="outcome"') and "<form" not in html
    assert 'class="hx-result"' in html


# Fluidité: « Ignore les DGT de Portée »: the warlord's shot no longer hurts the Naïade, which survives
# Boule de Feu and destroys the Invocateur Novice.
def test_an_ability_ticked_on_a_card_changes_the_outcome(client, corpus):
    html = page(client, EXAMPLE + "&a1_cap=fluidite")
    summary = section(html, r'<p class="summary".*?</p>')
    assert "destruction d'Invocateur Novice" in summary and "butin du défenseur" not in summary
    assert "Fluidité −3" in visible_text(html)
    assert rows(html, "hx-cards") == ["A1 Naïade Vampire 2 PDV inclinée, attaque",
                                      "D1 Invocateur Novice 0 PDV détruite"]


# Le Positionnement: « Elles ne peuvent en aucun cas cibler la Forteresse. » (the PORTÉE creatures)
def test_an_illegal_declaration_shows_the_french_refusal_with_its_rule_link(client, corpus):
    html = page(client, PAGE + "?a1=Luciole&a1_dgt=1&a1_pdv=2&a1_comp=portee&a1_cible=f&fd=20",
                HTTPStatus.BAD_REQUEST)
    box = section(html, r'<div class="error-box".*?</div>')
    assert box.startswith("Interdit par les règles :")
    # the control named as the form labels it, never a JSON path
    assert ("A1 attaque : La carte Luciole a la compétence PORTÉE : elle ne peut en aucun cas cibler la Forteresse ; "
            "choisissez une créature ou un objet.") in box
    assert "declarations[0]" not in box
    # the link lands on the sentence applied, not on its section
    assert box.endswith("Règle : Helix Duels — Le Positionnement, « Elles ne peuvent en aucun cas cibler la… »")
    assert ('<a href="/helix/le-positionnement/#elles-ne-peuvent-en-aucun-cas">Helix Duels — Le Positionnement, '
            '« Elles ne peuvent en aucun cas cibler la… »</a>') in html
    assert 'id="resultat"' not in html
    # the form keeps what was asked, to fix it
    assert '<option value="portee" selected>PORTÉE</option>' in html


# CYCLE 1: « Pas de déclaration d'attaque sur le Cycle 1 »; Résolution des Combats: « Seules les créatures
# dressées sont en capacité d'attaquer ou de défendre »; Vol: « ne peut … être bloquée par une créature terrestre »
def test_every_refusal_is_listed_with_its_rule(client, corpus):
    html = page(client, PAGE + "?cy=1&a1_dgt=2&a1_pdv=3&a1_etat=incline&a1_cible=f&fd=20"
                "&a2=Harpie&a2_dgt=2&a2_pdv=2&a2_cap=vol&a2_cible=d1&a2_bloq=d2&d1_dgt=1&d1_pdv=1&d2=Ours&d2_dgt=3&d2_pdv=4",
                HTTPStatus.BAD_REQUEST)
    items = re.findall(r"<li[^>]*>(.*?)</li>", re.search(r'<ul class="refusals">.*?</ul>', html, re.S).group(0), re.S)
    assert [re.search(r'href="([^"]+)"', item).group(1) for item in items] == [
        "/helix/cycle-1/#pas-de-declaration-attaque-sur-le", "/helix/glossaire/dresse/", "/helix/glossaire/vol/"]
    assert "A1 attaque : La carte Attaquant 1 est inclinée : seules les créatures dressées attaquent." in \
        visible_text(items[1])
    assert "A2 bloquée par : La carte Harpie a Vol : une créature terrestre comme Ours ne peut pas la bloquer" in \
        visible_text(items[2])


# Esquive: « Lors d'une attaque de combat, effectue un jet de dé : Pair : Ne subit pas les DGT - Impair : Subit
# les DGT »
def test_a_missing_roll_shows_both_branches_and_a_given_roll_settles_it(client, corpus):
    url = PAGE + "?a1_dgt=3&a1_pdv=5&a1_cible=d1&d1=Elfe&d1_dgt=2&d1_pdv=2&d1_cap=esquive"
    html = page(client, url)
    pending = section(html, r'<div class="hx-pending"><p>.*?</p>')
    assert pending.startswith("Jet de dé manquant. Le jet de dé d'Esquive d'Elfe n'est pas fourni : sur un dé pair, "
                              "Elfe esquive, sur un impair non.")
    assert "indiquez le jet dans la carte D1" in pending
    branches = re.findall(r'<details class="hx-branch"><summary>(.*?)</summary>', html, re.S)
    assert [visible_text(b).split(" : ")[0] for b in branches] == ["Dé pair (par exemple 2)", "Dé impair (par exemple 1)"]
    assert "destruction d'Elfe" in visible_text(branches[1]) and "destruction d'Elfe" not in visible_text(branches[0])

    html = page(client, url + "&d1_des=4")
    assert "hx-pending" not in html
    assert "La carte Elfe a Esquive : dé 4 (pair), elle esquive" in visible_text(html)
    # with the gender of its name, the ruling agrees with it
    html = page(client, url + "&d1_des=4&d1_genre=m")
    assert "Elfe a Esquive : dé 4 (pair), il esquive" in visible_text(html)


# FORTERESSE: « Si ses points de DRB tombent à zéro, vous perdez la partie ! »
def test_a_forteresse_brought_to_zero_shows_the_winner(client, corpus):
    html = page(client, PAGE + "?a1=Kronosaure&a1_dgt=4&a1_pdv=8&a1_cible=f&fd=3")
    assert section(html, r'<p class="hx-winner">.*?</p>') == "Victoire de l'attaquant (Forteresse détruite)"
    assert "Kronosaure : −4 DRB (3 → 0 DRB)" in visible_text(html)
    assert rows(html, "hx-players")[1].startswith("Défenseur 0 DRB")


@pytest.mark.parametrize("query, label, words", [
    ("a1_dgt=abc&a1_pdv=2", "A1, DGT", "« abc » n'est pas un nombre entier"),
    ("a1_pdv=2", "A1, DGT", "à remplir."),
    ("a3_dgt=1&a3_pdv=2&a3_etat=incline&a3_cible=f&fd=9", "A3 attaque", "La carte Attaquant 3 est inclinée"),
    ("a1_dgt=2&a1_pdv=2&a1_cible=d2", "A1 attaque", "D2 est vide : remplissez cette carte, ou choisissez-en une autre."),
    ("a1_dgt=2&a1_pdv=2&a1_cible=f", "Défenseur, Forteresse (DRB)", "à remplir."),
    ("a1_dgt=2&a1_pdv=2&a1_bloq=d1&d1_dgt=1&d1_pdv=1", "A1 attaque", "à remplir."),
    ("a1_dgt=2&a1_pdv=2&r1_cible=a1", "R1, Effet", "à remplir."),
    ("a1_dgt=2&a1_pdv=2&r1=degats&r1_cible=a1", "R1, DGT infligés", "à remplir."),
    ("a1_dgt=2&a1_pdv=2&a1_resx=2", "A1, Résistance aux DGT", "à remplir."),
    ("a1_dgt=2&a1_pdv=2&a1_des=six", "A1, Jets de D6", "n'est pas un nombre de 1 à 6"),
    ("a1_dgt=2&a1_pdv=2&a1_des=7", "A1, Jets de D6", "attendu un nombre de 1 à 6"),
    ("a1_dgt=2&a1_pdv=2&a1_cap=resistance", "A1, Capacités", "Valeur inconnue"),
    ("a1_dgt=2&a1_pdv=2&a1_genre=x", "A1, Genre du nom", "Valeur inconnue « x »"),
])
def test_bad_form_input_is_a_400_naming_the_control_as_the_form_labels_it(client, corpus, query, label, words):
    html = page(client, f"{PAGE}?{query}", HTTPStatus.BAD_REQUEST)
    box = section(html, r'<div class="error-box".*?</div>')
    assert f"{label} : " in box and words in box, box
    assert "cards[" not in box and "declarations[" not in box and "responses[" not in box


ODD_QUERIES = [
    "a1=x", "cy=-3", "cy=1e9", "cy=99999999999999999999", "a1_dgt=2&a1_pdv=2&a1_cible=zz", "a1_cible=a2",
    "a1_dgt=2&a1_pdv=2&a1_cible=d1&d1_dgt=1&d1_pdv=1&a1_bloq=a1", "d1_dgt=1&d1_pdv=1&d1_cible=f",
    "a1_dgt=2&a1_pdv=2&a1_type=feu", "a1_dgt=2&a1_pdv=2&a1_etat=couche", "a1_dgt=2&a1_pdv=2&a1_venge=a1",
    "a1_dgt=2&a1_pdv=2&a1_des=0", "a1_dgt=2&a1_pdv=2&a1_att=-1", "fa=0", "ca_niv=3", "ca_xp=24",
    "r1=magie&r1_cible=a1&a1_dgt=1&a1_pdv=1", "r1=tir&r1_cible=a1&a1_dgt=1&a1_pdv=1",
    "r1=tir&r1_src=d9&r1_cible=a1&a1_dgt=1&a1_pdv=1", "r1=modification&r1_cible=a1&r1_cap=ailes&a1_dgt=1&a1_pdv=1",
    "r1=destruction&r1_cible=a1&r1_qui=personne&a1_dgt=1&a1_pdv=1", "a1_dgt=" + "9" * 5000 + "&a1_pdv=1",
    "a1=%00&a1_dgt=1&a1_pdv=1", "a1_dgt=1&a1_pdv=1&a1_cap=vol&a1_cap=vol&a1_cap=",
]


@pytest.mark.parametrize("query", ODD_QUERIES)
def test_odd_queries_never_give_a_500(client, corpus, query):
    response = client.get(f"{PAGE}?{query}")
    assert response.status_code in (HTTPStatus.OK, HTTPStatus.BAD_REQUEST)
    assert "Calculer" in response.content.decode()


# In English: a reader whose browser asks for English reads the ruling's sentences in English (the page's own
# labels are the interface's translation); the cards' names, the game's keywords and abbreviations stay as printed.
def test_a_reader_of_english_reads_the_worked_example_in_english(client, corpus):
    response = client.get(EXAMPLE, HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == HTTPStatus.OK
    html = response.content.decode()
    assert section(html, r'<p class="summary".*?</p>') == (
        "Boule de Feu: Naïade Vampire destroyed; Naïade Vampire → Invocateur Novice: attacker destroyed before combat "
        "damage, left: Invocateur Novice at 2 PDV; the defender's loot: 3 XP and 2 HLX (« Chef de Guerre » at 3 XP, "
        "level 1).")
    steps = section(html, r'<ol class="steps".*?</ol>')
    assert "Naïade Vampire takes 3 DGT from the defender's « Chef de Guerre »: 5 → 2 PDV." in steps
    assert "Naïade Vampire was destroyed before combat damage was resolved: it deals no damage." in steps
    outcome = re.sub(r"\s+", " ", section(html, r'<div class="hx-result">.*</table>\s*</div>'))
    for line in ("Shot (shot, defender, played 2nd)",
                 "The defender's « Chef de Guerre » → Naïade Vampire: 3 DGT (PHY, ranged)",
                 "Boule de Feu (damage, defender, played 1st)", "Card destroyed: Naïade Vampire",
                 "Defender: +3 XP, +2 HLX (Naïade Vampire)",
                 "No DGT exchanged: Naïade Vampire destroyed before combat damage.", "untapped, defense"):
        assert line in outcome, line
    # the rule links quote the French rulebook (« Butin récupéré à la destruction de la créature… »): not the ruling
    ruling = visible_text(re.sub(r'<a class="rule".*?</a>', "", re.search(r'<ol class="steps".*?</ol>', html, re.S)
                                 .group(0), flags=re.S))
    for french in ("joué en", "Aucun échange", "Carte détruite", "dressée", "subit", "destruction de"):
        assert french not in outcome + ruling, french
