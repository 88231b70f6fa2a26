"""Rules pages are rendered once per corpus generation, code, language and URL, then served from the cache
(referee/page_cache.py): a page served again asks the database nothing, yet a ruling published shows at once,
a judge's page is never shared, and each reader gets the page of the language and the URL asked."""
import gzip
import shutil
from http import HTTPStatus

import pytest
from django.core.cache import caches

from rules import rulings

PAGES = [
    "/",
    "/noxilia/",
    "/noxilia/combat/",
    "/helix/glossaire/",
    "/helix/glossaire/poison/",
    "/noxilia/decisions/",
    "/recherche/?q=bloquer+un+volant&context=noxilia",
    "/calculateurs/",
    "/calculateurs/heliosthenos/combat/?a1=7&a1=2&a1=4&a1=2&a1=3&d1=4&d1=4&d1=4&d1=4&d1=4&terrain=desert",
    "/api/v1/keywords/",
    "/api/v1/keywords/helix/poison/",
    "/api/v1/sections/noxilia/combat/",
    "/api/v1/games/",
]


@pytest.fixture
def server(settings, tmp_path, index_dir, corpus):
    """This test's own copy of the index, which follows the database as a server's does (once an hour here:
    only a generation this process moves is looked at sooner)."""
    directory = tmp_path / "ix"
    shutil.copytree(index_dir, directory)
    settings.SEARCH_INDEX_DIR = directory
    settings.SEARCH_FOLLOW_SECONDS = 3600
    return directory


@pytest.fixture
def alice(corpus, make_judge):
    return make_judge("alice", games=["noxilia"])


@pytest.mark.parametrize("url", PAGES)
def test_a_page_served_again_asks_the_database_nothing(client, server, url, django_assert_num_queries):
    first = client.get(url)
    assert first.status_code == HTTPStatus.OK
    with django_assert_num_queries(0):
        again = client.get(url)
    assert again.status_code == HTTPStatus.OK and again.content == first.content
    assert again["Content-Type"] == first["Content-Type"]


def test_a_cached_page_has_the_headers_of_a_fresh_one(client, server):
    fresh = client.get("/noxilia/combat/")
    kept = client.get("/noxilia/combat/")
    for header in ("Content-Security-Policy", "Permissions-Policy", "Cache-Control", "Vary", "Content-Language",
                   "ETag", "X-Frame-Options"):
        assert kept[header] == fresh[header], header
    assert client.get("/noxilia/combat/", HTTP_IF_NONE_MATCH=kept["ETag"]).status_code == HTTPStatus.NOT_MODIFIED


def test_a_phone_that_accepts_gzip_gets_the_same_page_compressed(client, server):
    plain = client.get("/noxilia/combat/").content
    compressed = client.get("/noxilia/combat/", HTTP_ACCEPT_ENCODING="gzip, deflate, br")
    assert compressed["Content-Encoding"] == "gzip" and "Accept-Encoding" in compressed["Vary"]
    assert gzip.decompress(compressed.content) == plain


def test_each_language_has_its_own_page(client, server):
    french = client.get("/noxilia/combat/").content.decode()
    english = client.get("/noxilia/combat/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert '<html lang="fr"' in french and "Rechercher une règle" in french
    assert '<html lang="en"' in english and "Search the rules" in english
    assert client.get("/noxilia/combat/").content.decode() == french


def test_each_search_context_has_its_own_page(client, server):
    at_noxilia = client.get("/recherche/?q=armure&context=noxilia").content
    at_helix = client.get("/recherche/?q=armure&context=helix").content
    assert at_noxilia != at_helix
    assert client.get("/recherche/?q=armure&context=noxilia").content == at_noxilia


def test_a_ruling_published_shows_on_the_pages_at_once(client, server, alice, make_judge, corpus):
    before = client.get("/noxilia/combat/").content.decode()
    assert "Un trébuchet peut-il riposter" not in before
    ruling = rulings.create(alice, corpus["noxilia"], {"question": "Un trébuchet peut-il riposter ?",
                                                       "answer": "Non.", "citations": ["noxilia/combat"]}, publish=True)
    assert "Un trébuchet peut-il riposter" in client.get("/noxilia/combat/").content.decode()
    assert f"/noxilia/decisions/{ruling.number}/" in client.get("/noxilia/decisions/").content.decode()
    chief = make_judge("chief", games=["noxilia"], head=True)
    rulings.withdraw(chief, ruling, ruling.version, "doublon")
    assert "Un trébuchet peut-il riposter" not in client.get("/noxilia/combat/").content.decode()


def test_a_judges_page_is_never_shared(client, server, alice, corpus):
    rulings.create(alice, corpus["noxilia"], {"question": "Brouillon : un trébuchet peut-il riposter ?",
                                              "answer": "À voir.", "citations": ["noxilia/combat"]})
    client.force_login(alice)
    own = client.get("/noxilia/decisions/")
    assert "Brouillon : un trébuchet" in own.content.decode() and "private" in own["Cache-Control"]
    client.logout()
    reader = client.get("/noxilia/decisions/")
    assert "Brouillon : un trébuchet" not in reader.content.decode() and "public" in reader["Cache-Control"]


def test_a_refused_calculation_is_not_kept(client, server):
    url = "/calculateurs/heliosthenos/combat/?a1=7&a1=x&d1=4"
    assert client.get(url).status_code == HTTPStatus.BAD_REQUEST
    assert client.get(url).status_code == HTTPStatus.BAD_REQUEST
    assert not caches["pages"]._cache  # nothing stored: a refusal is computed again (it costs milliseconds)


def test_development_renders_every_page_afresh(client, server, settings):
    settings.PAGE_CACHE_SECONDS = 0
    client.get("/noxilia/combat/")
    assert not caches["pages"]._cache
