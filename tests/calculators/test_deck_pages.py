"""The deck check pages, without JavaScript: /calculateurs/{helix,noxilia,stellar-nexus}/deck/.

A judge pastes the list, submits, fills each card's attributes in the table drawn from it, submits
again: every state is a GET link. The engine tests check each rule with its rulebook line; these
check what the page shows and that its errors name the controls as the page labels them.
"""
import json
import re
from http import HTTPStatus
from urllib.parse import urlencode

import pytest

from referee.calculators import decks
from tests.helpers import visible_text

HELIX = "/calculateurs/helix/deck/"
NOXILIA = "/calculateurs/noxilia/deck/"
STELLAR_NEXUS = "/calculateurs/stellar-nexus/deck/"


def page(client, url, params=None, status=HTTPStatus.OK):
    response = client.get(url, params or {})
    assert response.status_code == status, visible_text(response.content.decode())[:2000]
    return response.content.decode()


def summary(html):
    return visible_text(re.search(r'<p class="summary".*?</p>', html, re.S).group(0)).strip()


def refusals(html):
    return [visible_text(li).strip() for li in re.findall(r"<li[^>]*>(.*?)</li>", re.search(
        r'<ul class="refusals">(.*?)</ul>', html, re.S).group(1), re.S)]


def selected(html, name):
    select = re.search(rf'<select name="{name}"[^>]*>(.*?)</select>', html, re.S).group(1)
    found = re.search(r'<option value="([^"]*)" selected>', select)
    return found.group(1) if found else ""


@pytest.mark.parametrize("url, labels", [
    (HELIX, ("Liste des cartes : une carte par ligne", "Élément de la Forteresse", "Élément du Chef de Guerre",
             "Import JSON")),
    (NOXILIA, ("Bannière — clan", "Bannière — races autorisées", "Restriction 1 — au plus")),
    (STELLAR_NEXUS, ("Liste des cartes", "Import JSON")),
])
def test_the_empty_page_shows_the_list_and_the_settings_no_result(client, corpus, url, labels):
    html = page(client, url)
    text = visible_text(html)
    for label in labels:
        assert label in text
    assert 'name="liste"' in html and "Résultat" not in text and 'id="deck-table"' not in html


@pytest.mark.parametrize("calculator", decks.CALCULATORS, ids=lambda c: c.game)
def test_the_page_link_of_an_api_body_shows_the_same_verdict(client, corpus, calculator):
    api = client.post(f"/api/v1/calculators/{calculator.game}/deck/", calculator.example,
                      content_type="application/json").json()
    query = calculator.form.query(calculator.example)
    assert set(query) <= {"liste", "forteresse", "chef", "banniere", "clan", "races", "lim1", "lim1_type", "lim1_max"}
    html = page(client, calculator.url, query)
    assert summary(html) == api["summary"]
    assert "Deck conforme" in visible_text(re.search(r'<div class="deck-verdict.*?</div>', html, re.S).group(0))


def test_a_pasted_list_asks_in_its_table_the_types_the_rules_wait_for(client, corpus):
    liste = "3 Loup [type=Créature, rareté=Commune, élément=Magma]\n3x Golem\n# réserve\n\nHarpie [♻️]"
    html = page(client, HELIX, {"liste": liste})  # Golem and Harpie have no type yet: asked, not refused
    assert "error-box" not in html
    names = re.findall(r'<input type="hidden" name="(c\d+_nom)" value="([^"]*)">', html)
    assert names == [("c1_nom", "Golem"), ("c2_nom", "Harpie")], "Loup's type and rarity are given: not asked"
    assert selected(html, "c2_picto") == "oui"
    assert 'aria-label="Golem — Type"' in html
    pending = visible_text(re.search(r'<ul class="deck-pending".*?</ul>', html, re.S).group(0))
    assert "Livres utilisés : indiquer le type de 2 cartes" in pending
    assert re.search(r'<a href="#deck-table">indiquer le type de 2 cartes</a>', html)
    filled = {"liste": liste, "c1_nom": "Golem", "c1_type": "sort", "c1_rarete": "epique",
              "c2_nom": "Harpie", "c2_type": "objet", "c2_picto": "oui"}
    html = page(client, HELIX, filled)
    assert summary(html).startswith("Deck non conforme : 3 règles enfreintes (Taille de la Bibliothèque, Taille des "
                                    "Livres et Divinité)")
    # The choices are written in the list, between brackets; the table is gone, nothing more is waited for.
    written = re.search(r'<textarea id="liste"[^>]*>(.*?)</textarea>', html, re.S).group(1)
    assert "3 Golem [type=Sort (Livre 3), rareté=Épique]" in written and "1 Harpie [type=Objet (Livre 2), ♻️]" in written
    assert 'id="deck-table"' not in html
    text = visible_text(html)
    assert "Règles enfreintes" in text and "Cartes en cause : Loup" in text
    assert "« Votre Bibliothèque doit être composée de 60 cartes au minimum" in text
    # A row given for a card wins over its brackets: Loup made a Sort.
    html = page(client, HELIX, {**filled, "c3_nom": "Loup", "c3_type": "sort", "c3_el1": "magma"})
    assert "le Livre de Sorts n'a que 6 cartes (12 au minimum)." in visible_text(html)


def test_a_pasted_list_asks_a_cards_rarity_or_effect_in_its_table_and_writes_it_in_the_list(client, corpus):
    # « 3 Légendaires maximum dans votre Bibliothèque » (Helix): Reine, 2 copies, a Légendaire in reality.
    liste = "# Créatures\n2 Roi [rareté=Légendaire]\n2 Reine\n3 Loup [rareté=Commune]"
    html = page(client, HELIX, {"liste": liste})
    assert re.findall(r'<input type="hidden" name="(c\d+_nom)" value="([^"]*)">', html) == [("c1_nom", "Reine")]
    assert re.search(r'<td class="deck-asked"><label class="deck-cell"><span class="deck-cell-label">Rareté</span>'
                     r'<span class="deck-ask">à indiquer</span>\s*<select name="c1_rarete"', html)
    assert html.count('class="deck-asked"') == 1  # its type is given: only its rarity is asked
    pending = visible_text(re.search(r'<ul class="deck-pending".*?</ul>', html, re.S).group(0))
    assert "Légendaires : indiquer la rareté de 1 carte" in pending
    html = page(client, HELIX, {"liste": liste, "c1_nom": "Reine", "c1_type": "creature", "c1_rarete": "legendaire"})
    assert "4 cartes Légendaires (Roi (2) et Reine (2)) : 3 au plus." in visible_text(html)
    written = re.search(r'<textarea id="liste"[^>]*>(.*?)</textarea>', html, re.S).group(1)
    assert "2 Reine [type=Créature (Livre 1), rareté=Légendaire]" in written
    # « Les cartes de ressource avec effet sont limitées à 1 exemplaire chacune. » (Stellar Nexus)
    liste = "# Ressources\n8 Ressource Kerns [sans effet]\n2 Source vive"
    html = page(client, STELLAR_NEXUS, {"liste": liste})
    pending = visible_text(re.search(r'<ul class="deck-pending".*?</ul>', html, re.S).group(0))
    assert "Ressources avec effet : indiquer si 1 carte a un effet" in pending
    assert re.search(r'<select name="c1_effet"[^>]*>(.*?)</select>', html, re.S).group(1).count("<option") == 3
    html = page(client, STELLAR_NEXUS, {"liste": liste, "c1_nom": "Source vive", "c1_type": "ressource", "c1_effet": "non"})
    written = re.search(r'<textarea id="liste"[^>]*>(.*?)</textarea>', html, re.S).group(1)
    assert "2 Source vive [type=Ressource, sans effet]" in written
    assert "Respectée — Ressources avec effet" in visible_text(html)
    html = page(client, STELLAR_NEXUS, {"liste": liste, "c1_nom": "Source vive", "c1_type": "ressource", "c1_effet": "oui"})
    assert "Source vive (2) : un seul exemplaire de chaque ressource avec effet." in visible_text(html)


def test_every_line_left_aside_is_said_and_the_rest_checked(client, corpus):
    liste = "0 Loup\n3 Golem [type=Créature]\n12\n2 Harpie [type=cuisine, brillant]"
    html = page(client, STELLAR_NEXUS, {"liste": liste})
    notes = visible_text(re.search(r'<ul class="deck-notes".*?</ul>', html, re.S).group(0))
    for said in ("Ligne 1 : 0 exemplaire : écrivez un nombre de 1 à 99 avant le nom. (ligne non lue)",
                 "Ligne 3 : « 12 » : le nom de la carte manque. (ligne non lue)",
                 "Ligne 4 : « brillant » n'est pas un attribut ; écrivez « type=… », « effet » ou « sans effet ».",
                 "Ligne 4 : type « cuisine » inconnu, laissé de côté ; valeurs possibles : Créature, Éphémère, "
                 "Équipement, Réquisition, Ressource, Héros ou Jeton."):
        assert said in notes
    assert summary(html).endswith("Les lignes 1 et 3 de la liste n'ont pas été lues.")
    assert re.findall(r'<input type="hidden" name="(c\d+_nom)" value="([^"]*)">', html) == [("c1_nom", "Harpie")]


def test_a_list_too_long_is_refused_by_the_list_label(client, corpus):
    html = page(client, NOXILIA, {"liste": "\n".join(f"1 Carte {i} [type=Sort]" for i in range(401))},
                HTTPStatus.BAD_REQUEST)
    assert refusals(html)[0] == "Liste des cartes : aucune carte lue : écrivez une carte par ligne, « 3 Nom de carte », « 3x Nom » ou « Nom x3 », sous des titres comme « # Ressources » si vous le souhaitez."
    assert "401 lignes : 400 au plus." in refusals(html)[1]


def test_the_noxilia_banner_is_read_and_its_limits_named_as_labelled(client, corpus):
    params = {"liste": "1 Roi [type=Monarque, clan=Ordre]\n4 Orque [type=Unité, race=Orc]",
              "clan": "Ordre", "races": "Humain, Elfe", "lim1": "pas de sorts", "lim1_type": "sort"}
    html = page(client, NOXILIA, params, HTTPStatus.BAD_REQUEST)
    assert refusals(html) == ["Restriction 1 — au plus : à remplir."]
    html = page(client, NOXILIA, {**params, "lim1_max": "0"})
    text = visible_text(html)
    assert summary(html).startswith("Deck non conforme : 2 règles enfreintes (Taille du deck et Clan et race des "
                                    "unités)")
    assert "Orque (Orc) : sans symbole de clan, d'une race que la bannière n'autorise pas (Humain ou Elfe)." in text
    assert 'value="Humain, Elfe"' in html


def test_a_json_body_pasted_imports_the_deck_and_fills_the_list(client, corpus):
    body = decks.STELLAR_NEXUS_DECK.example
    html = page(client, STELLAR_NEXUS, {"json": json.dumps(body)})
    assert summary(html).startswith("Deck conforme : 30 cartes réquisition et 10 ressources")
    liste = re.search(r'<textarea id="liste"[^>]*>(.*?)</textarea>', html, re.S).group(1)
    assert "3 Créature 1 [type=Créature]" in liste and "1 Source vive [type=Ressource, effet]" in liste
    html = page(client, STELLAR_NEXUS, {"json": "{pas du json"}, HTTPStatus.BAD_REQUEST)
    assert refusals(html) == ["Import JSON : Ce n'est pas du JSON lisible (ligne 1) : collez le corps de l'API tel "
                              "qu'exporté."]


def test_the_result_offers_a_link_and_the_exports_and_a_print_heading(client, corpus):
    example = decks.NOXILIA_DECK.example
    html = page(client, NOXILIA, decks.NOXILIA_DECK.form.query(example))
    link = re.search(r'<p id="share-link">Lien de ce deck : <a href="([^"]+)"', html).group(1)
    assert link.startswith(NOXILIA + "?")
    export = re.search(r'<textarea id="export-json"[^>]*>(.*?)</textarea>', html, re.S).group(1)
    assert json.loads(export.replace("&quot;", '"').replace("&#x27;", "'"))["banner"]["clan"] == "Ordre"
    text = re.search(r'<textarea id="export-text"[^>]*>(.*?)</textarea>', html, re.S).group(1)
    assert text.splitlines()[0] == "1 Roi Aldric [type=Monarque, clan=Ordre]"
    head = visible_text(re.search(r'<p class="print-only deck-print-head".*?</p>', html, re.S).group(0))
    assert re.fullmatch(r"Vérification de deck — Noxilia — règles : sans numéro de version \(texte reçu le "
                        r"22/11/2026\) — le \d\d/\d\d/\d{4}", head.strip())
    assert "css/print.css" in html and "js/deck.js" in html


def test_the_list_in_the_link_is_the_shortest_state(client, corpus):
    query = decks.HELIX_DECK.form.query(decks.HELIX_DECK.example)
    assert query["forteresse"] == ["magma"] and query["chef"] == ["hydris"]
    assert query["liste"][0].splitlines()[-2:] == [
        "5 Flamme éternelle [type=Sort (Livre 3), rareté=Commune, élément=Magma/Hydris, ♻️]",
        "1 Chronos [type=Divinité (hors Bibliothèque)]"]
    # Each card says its rareté, « Commune » too (a pasted card without it has it unknown): 20 × « rareté=Commune »
    # more than before; past the share limit (1 800), the page's script gives a code instead of the link.
    assert len(f"{HELIX}?{urlencode(query, doseq=True)}") < 2400
