"""The corpus pages, as a reader sees them."""
from http import HTTPStatus

import pytest

from rules.models import Keyword, Section
from tests.helpers import visible_text


def test_home_lists_the_five_games_with_their_rulebook_version(client, corpus):
    html = client.get("/").content.decode()
    for game in corpus.values():
        assert game.get_absolute_url() in html
        assert game.rulebook.version in html


def test_table_of_contents_links_every_section(client, corpus):
    html = client.get("/noxilia/").content.decode()
    for section in Section.objects.filter(game__slug="noxilia"):
        assert f'href="{section.get_absolute_url()}"' in html


def test_every_permalink_resolves(client, corpus):
    urls = [s.get_absolute_url() for s in Section.objects.select_related("game")]
    urls += [k.get_absolute_url() for k in Keyword.objects.select_related("game")]
    urls += [f"/{slug}/glossaire/" for slug in corpus]
    failures = [url for url in urls if client.get(url).status_code != HTTPStatus.OK]
    assert not failures, failures[:10]


def test_a_section_page_names_its_rulebook_for_citation(client, corpus):
    text = visible_text(client.get("/noxilia/combat/").content.decode())
    assert "Noxilia — Combat — règles : sans numéro de version" in text
    assert "Lien permanent" in text and "/noxilia/combat/" in text


def test_keyword_mentions_in_a_section_link_to_their_keyword(client, corpus):
    html = client.get("/helix/resolution-des-combats/").content.decode()
    assert '<a class="term" href="/helix/glossaire/portee/" data-keyword="/api/v1/keywords/helix/portee/">' in html


def test_the_keyword_page_shows_homonyms_side_by_side_with_a_warning(client, corpus):
    html = client.get("/helix/glossaire/esquive/").content.decode()
    text = visible_text(html)
    assert "Lors d'une attaque de combat, effectue un jet de dé" in text
    assert "permet à une unité d'annuler une attaque au corps à corps par partie" in text
    assert "diffèrent" in text and 'href="/noxilia/glossaire/esquive/"' in html


@pytest.mark.parametrize("url, other", [
    ("/noxilia/glossaire/volant/", "/helix/glossaire/vol/"),
    ("/noxilia/glossaire/poison-x/", "/helix/glossaire/poison/"),
    ("/veiel/glossaire/persistant/", "/helix/glossaire/permanent-persistant/"),
    ("/noxilia/glossaire/regeneration-x/", "/helix/glossaire/regeneration/"),
])
def test_terms_defined_by_several_games_are_flagged(client, corpus, url, other):
    html = client.get(url).content.decode()
    assert "Même terme, autres jeux" in html and f'href="{other}"' in html


def test_a_keyword_without_homonym_shows_no_warning(client, corpus):
    assert "Même terme, autres jeux" not in client.get("/helix/glossaire/cuirasse/").content.decode()


def test_glossary_is_grouped_a_to_z(client, corpus):
    html = client.get("/veiel/glossaire/").content.decode()
    assert 'id="lettre-A"' in html and 'href="/veiel/glossaire/adjacent/"' in html
    assert html.index('id="lettre-A"') < html.index('id="lettre-S"')


def test_veiel_page_references_show_as_badges(client, corpus):
    html = client.get("/veiel/ciblage-des-ennemis/").content.decode()
    assert '<span class="ref"' in html and "P.14 règles" in html
    assert "(P.14" not in html


def test_unknown_section_or_game_is_404(client, corpus):
    assert client.get("/noxilia/pas-une-section/").status_code == HTTPStatus.NOT_FOUND
    assert client.get("/monopoly/").status_code == HTTPStatus.NOT_FOUND
    assert client.get("/noxilia/glossaire/pas-un-mot/").status_code == HTTPStatus.NOT_FOUND


def test_a_renamed_anchor_redirects_to_the_new_permalink(client, corpus, monkeypatch):
    from rules.sources import redirects

    monkeypatch.setitem(redirects.SECTION_REDIRECTS, "noxilia", {"ancien-combat": "combat"})
    response = client.get("/noxilia/ancien-combat/")
    assert response.status_code == HTTPStatus.MOVED_PERMANENTLY and response["Location"] == "/noxilia/combat/"


def test_rules_text_is_escaped(client, corpus):
    # The rules text never carries markup through: the mana table's <b> tags are gone.
    html = client.get("/noxilia/types-de-mana/").content.decode()
    assert "<b>" not in html and "Lumière" in html
