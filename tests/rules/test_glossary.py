"""The glossary a player can use: French order (accents as their letters), É under E, no entry
shown twice without what tells it apart, a filter labelled in French; the API's list in the same order."""
import re
from collections import Counter

import pytest

from rules.corpus import glossary_by_letter
from rules.text import collation_key, fold, initial

GAMES = ("helix", "veiel", "stellar-nexus", "heliosthenos", "noxilia")


def entry_names(html: str) -> list[str]:
    """The entries of a glossary page, in the page's order, as a player reads them."""
    items = re.findall(r'<li id="[^"]+" data-terms="[^"]*"><a href="[^"]+">(.*?)</a>', html)
    return [re.sub(r"<[^>]+>", "", item).replace("&#x27;", "'") for item in items]


def test_collation_sorts_accents_as_their_letters_case_aside():
    words = ["Droiture", "esquive", "Dégager", "Éphémère", "Zèle", "attaque", "Œil", "Eau", "Oeuf"]
    assert sorted(words, key=collation_key) == [
        "attaque", "Dégager", "Droiture", "Eau", "Éphémère", "esquive", "Œil", "Oeuf", "Zèle"]


def test_initial_files_accented_letters_under_their_letter():
    assert [initial(w) for w in ("Éphémère", "œuvre", "zone", "3 cartes", "")] == ["E", "O", "Z", "#", "#"]


def test_noxilia_degager_comes_before_droiture(client, corpus):
    names = entry_names(client.get("/noxilia/glossaire/").content.decode())
    assert names.index("Dégager une unité") < names.index("Droiture")


def test_helix_ephemere_is_under_e_before_esquive(client, corpus):
    html = client.get("/helix/glossaire/").content.decode()
    names = entry_names(html)
    assert names.index("Éphémère") < names.index("Esquive")
    section_e = html[html.index('id="lettre-E"'):]
    section_e = section_e[:section_e.index("</section>")]
    assert 'href="/helix/glossaire/ephemere/"' in section_e and 'href="/helix/glossaire/esquive/"' in section_e
    assert 'id="lettre-É"' not in html and ">É</a>" not in html


@pytest.mark.parametrize("game", GAMES)
def test_every_glossary_is_in_french_order_and_grouped_by_its_letter(client, corpus, game):
    groups = glossary_by_letter(corpus[game])
    letters = [letter for letter, _ in groups]
    assert letters == sorted(letters, key=collation_key) and len(set(letters)) == len(letters)
    for letter, entries in groups:
        assert all(fold(e.keyword.name)[:1].upper() == letter for e in entries)
    flat = [e.keyword.name for _, entries in groups for e in entries]
    assert flat == sorted(flat, key=collation_key)
    assert entry_names(client.get(f"/{game}/glossaire/").content.decode()) == [
        e.label for _, entries in groups for e in entries]


@pytest.mark.parametrize("game", GAMES)
def test_no_name_is_shown_twice_without_what_tells_it_apart(client, corpus, game):
    names = entry_names(client.get(f"/{game}/glossaire/").content.decode())
    assert len(names) == corpus[game].keywords.count()
    assert [name for name, n in Counter(fold(name) for name in names).items() if n > 1] == []


def test_noxilia_two_melee_attacks_say_which_is_which(client, corpus):
    html = client.get("/noxilia/glossaire/").content.decode()
    names = entry_names(html)
    assert "Attaque au corps à corps (Caractéristiques des unités)" in names
    assert "Attaque au corps à corps (Phase d'actions)" in names
    assert "Attaque au corps à corps" not in names
    assert 'href="/noxilia/glossaire/attaque-au-corps-a-corps-caracteristique/"' in html
    assert 'href="/noxilia/glossaire/attaque-au-corps-a-corps/"' in html


def test_a_unique_name_carries_no_distinction(client, corpus):
    assert "Droiture" in entry_names(client.get("/noxilia/glossaire/").content.decode())


def test_the_filter_is_labelled_in_french_counts_entries_and_loads_its_script(client, corpus):
    html = client.get("/helix/glossaire/").content.decode()
    assert '<label for="filtre-glossaire">Filtrer le glossaire</label>' in html
    assert re.search(r'<input type="search" id="filtre-glossaire"', html)
    count = corpus["helix"].keywords.count()
    assert re.search(rf'role="status" aria-live="polite" data-total="{count}">{count} entrées</p>', html)
    assert "data-glossary-filter hidden" in html  # shown by the script only: without it, the letter index
    assert 'src="/static/js/glossary.js"' in html
    assert 'data-terms="ephemere | ephemeres"' in html  # folded: « eph » finds « Éphémère »
    assert "glossary.js" not in client.get("/helix/").content.decode()
    assert "glossary.js" not in client.get("/helix/glossaire/esquive/").content.decode()


def test_api_keyword_list_follows_the_glossary_order_across_pages(client, corpus):
    names, url = [], "/api/v1/keywords/?game=noxilia"
    while url:
        body = client.get(url).json()
        names += [item["name"] for item in body["results"]]
        url = body["next"]
    assert len(names) == corpus["noxilia"].keywords.count() > 50  # two pages
    assert names == sorted(names, key=collation_key)
    assert names.index("Dégager une unité") < names.index("Droiture")


def test_api_keyword_list_keeps_games_in_their_order(client, corpus):
    body = client.get("/api/v1/keywords/").json()
    assert [item["game"] for item in body["results"]] == ["helix"] * len(body["results"])
    names = [item["name"] for item in body["results"]]
    assert names == sorted(names, key=collation_key)


def test_an_alias_that_only_repeats_the_name_is_not_shown(client, corpus):
    """The rulebook's « Contact » keeps its alias « CONTACT » for search; the reader sees « Corps à corps » only."""
    html = client.get("/helix/glossaire/").content.decode()
    contact = re.search(r'<li id="contact".*?</li>', html).group(0)
    assert "(Corps à corps)" in contact and "CONTACT" not in contact
    damage = re.search(r'<li id="dgt".*?</li>', html).group(0)
    assert "(DGT, Dégâts)" in damage
    assert client.get("/api/v1/search/", {"q": "CONTACT", "game": "helix"}).json()["results"]
