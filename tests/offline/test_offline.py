"""The installable app and the offline corpus, as the server gives them (the browser side: tests/browser/test_offline.py)."""
import hashlib
import json
import struct
from http import HTTPStatus
from pathlib import Path

import pytest
from django.conf import settings

from rules import rulings
from rules.models import Keyword, Passage, Question, Section
from search.generation import bump, current

MINISEARCH = Path(settings.BASE_DIR) / "static" / "vendor" / "minisearch-7.2.0"


def png_size(content: bytes) -> tuple[int, int]:
    assert content[:8] == b"\x89PNG\r\n\x1a\n" and content[12:16] == b"IHDR"
    return struct.unpack(">II", content[16:24])


def test_the_manifest_makes_the_site_installable(client, corpus):
    """What Lighthouse's « installable manifest » asks: names, start URL, standalone display, theme colour, a
    192 px and a 512 px icon, a maskable one; every icon is there at the size it declares."""
    response = client.get("/manifest.webmanifest")
    assert response.status_code == HTTPStatus.OK and response["Content-Type"] == "application/manifest+json"
    manifest = json.loads(response.content)
    assert manifest["name"].startswith("Arbitre") and manifest["short_name"] == "Arbitre"
    assert manifest["start_url"] == "/" and manifest["scope"] == "/" and manifest["display"] == "standalone"
    assert manifest["theme_color"].startswith("#") and manifest["background_color"].startswith("#")
    declared = set()
    for icon in manifest["icons"]:
        image = client.get(icon["src"])
        assert image.status_code == HTTPStatus.OK, icon["src"]
        width, height = png_size(b"".join(image.streaming_content) if image.streaming else image.content)
        assert f"{width}x{height}" == icon["sizes"] and icon["type"] == "image/png", icon
        declared |= {(width, purpose) for purpose in icon["purpose"].split()}
    assert {(192, "any"), (512, "any"), (512, "maskable")} <= declared


def test_every_page_links_the_manifest_and_registers_the_worker(client, corpus):
    page = client.get("/noxilia/combat/").content.decode()
    assert '<link rel="manifest" href="/manifest.webmanifest">' in page and 'name="theme-color"' in page
    assert "js/offline.js" in page and 'href="/hors-ligne/"' in page  # the footer's link to the « Hors ligne » page


def test_the_policy_allows_the_worker_and_the_manifest_from_the_site_only(client, corpus):
    policy = client.get("/")["Content-Security-Policy"]
    assert "worker-src 'self'" in policy and "manifest-src 'self'" in policy and "unsafe-inline" not in policy


def test_the_service_worker_is_served_at_the_root_never_kept_and_versioned_by_the_corpus(client, corpus):
    response = client.get("/sw.js")
    assert response.status_code == HTTPStatus.OK
    assert response["Content-Type"] == "text/javascript; charset=utf-8"
    cache = response["Cache-Control"]
    assert "no-cache" in cache and "max-age=0" in cache and "public" not in cache
    # At /sw.js its scope is the whole site by default: no Service-Worker-Allowed header needed.
    assert not response.has_header("Service-Worker-Allowed")
    source = response.content.decode()
    config = json.loads(source.split("\n", 1)[0].removeprefix("self.ARBITRE = ").removesuffix(";"))
    assert config["generation"] == current().value
    assert "/calculateurs/noxilia/attaque/" in config["pages"] and "/recherche/" in config["pages"]
    assert any(url.endswith("minisearch-7.2.0/index.js") for url in config["static"])
    assert not any(url.endswith((".map", "README.md", "LICENSE.txt")) for url in config["static"])
    assert set(config["games"]) == set(corpus)
    for url in config["static"] + config["pages"]:  # everything it keeps is there
        answer = client.get(url)
        assert answer.status_code == HTTPStatus.OK, url

    bump()
    newer = json.loads(client.get("/sw.js").content.decode().split("\n", 1)[0].removeprefix("self.ARBITRE = ")
                       .removesuffix(";"))
    assert newer["version"] != config["version"] and newer["generation"] == config["generation"] + 1


def test_a_game_s_offline_corpus_holds_all_of_it_with_its_version(client, corpus):
    game = corpus["noxilia"]
    response = client.get("/hors-ligne/corpus/noxilia.json", HTTP_ACCEPT_ENCODING="gzip")
    assert response.status_code == HTTPStatus.OK and response["Content-Encoding"] == "gzip"
    data = json.loads(client.get("/hors-ligne/corpus/noxilia.json").content)
    assert data["game"] == {"slug": "noxilia", "name": "Noxilia", "url": "/noxilia/"}
    assert data["rulebook"]["version"] == game.rulebook.version
    assert data["generation"]["value"] == current().value and data["generation"]["date"]
    assert len(data["sections"]) == Section.objects.filter(game=game).count()
    assert len(data["glossary"]) == Keyword.objects.filter(game=game).count()
    assert len(data["questions"]) == Question.objects.filter(game=game).count()
    # Every passage, with its permalink: the text verbatim, as the index has it.
    passages = Passage.objects.filter(section__game=game)
    assert len([d for d in data["documents"] if d["kind"] != "section" or d["id"].startswith("passage:")]) == passages.count()
    poison = next(d for d in data["documents"] if d["id"] == "keyword:noxilia/glossaire/poison-x")
    assert poison["url"] == "/noxilia/glossaire/poison-x/" and poison["body"] == Keyword.objects.get(
        game=game, slug="poison-x").passage.text
    combat = next(d for d in data["documents"] if d["section"] == "noxilia/combat" and d["kind"] == "section")
    assert combat["url"].startswith("/noxilia/combat/#")
    armor = next(q for q in data["questions"] if q["answers"])
    assert all(a.startswith("/noxilia/") for a in armor["answers"])
    # The pages a phone keeps: the contents, every section, the glossary and each keyword.
    assert {"/noxilia/", "/noxilia/glossaire/", "/noxilia/combat/", "/noxilia/glossaire/poison-x/"} <= set(data["pages"])
    assert len(data["pages"]) == 3 + len(data["sections"]) + len(data["glossary"])
    assert client.get("/hors-ligne/corpus/monopoly.json").status_code == HTTPStatus.NOT_FOUND


def test_a_game_s_corpus_carries_the_index_s_own_stem_of_each_of_its_words(client, corpus):
    """The phone has no French stemmer: it reads the corpus's words as the index stems them (search/analysis.py)."""
    from search.analysis import STOP_WORDS, exact_analyzer, french_stem

    data = json.loads(client.get("/hors-ligne/corpus/noxilia.json").content)
    listed = {w: w[: len(w) - int(cut)] for cut, words in data["stems"]["cut"].items() for w in words.split()}
    assert not set(listed) & set(data["stems"]["other"])
    listed |= data["stems"]["other"]
    assert listed["unites"] == "unit" and listed["capturee"] == "captur" and listed["principaux"] == "principal"
    words = {t.text for d in data["documents"] for t in exact_analyzer()(d["body"])} - STOP_WORDS
    # Every word of the corpus: listed with the index's stem, or absent when it is its own stem (« poison »).
    assert {w: listed.get(w, w) for w in words} == {w: french_stem(w) for w in words}


def test_every_page_a_game_keeps_opens(client, corpus):
    data = json.loads(client.get("/hors-ligne/corpus/heliosthenos.json").content)
    for url in data["pages"]:
        assert client.get(url).status_code == HTTPStatus.OK, url


def test_a_published_ruling_moves_the_corpus_and_is_kept(client, corpus, make_judge):
    before = json.loads(client.get("/hors-ligne/corpus/noxilia.json").content)
    judge = make_judge("alice", games=["noxilia"])
    ruling = rulings.create(judge, corpus["noxilia"], {"question": "Le poison traverse-t-il l'armure ?",
                                                          "answer": "Oui : il ignore l'armure.",
                                                          "citations": ["noxilia/glossaire/poison-x"]}, publish=True)
    after = json.loads(client.get("/hors-ligne/corpus/noxilia.json").content)
    assert after["generation"]["value"] == before["generation"]["value"] + 1
    assert ruling.get_absolute_url() in after["pages"]
    kept = next(d for d in after["documents"] if d["kind"] == "ruling")
    assert "il ignore l'armure" in kept["body"] and kept["url"] == ruling.get_absolute_url()


def test_the_lexicon_is_the_server_s_own(client, corpus):
    from search.analysis import STOP_WORDS
    from search.lexicon import ENGLISH_SUFFIXES, lexicon
    from search.understanding import BODY, MAX_CONCEPTS, PHRASE_BOOST

    data = json.loads(client.get("/hors-ligne/lexique.json").content)
    assert set(data["stop_words"]) == STOP_WORDS
    assert ["jpeux", "je peux"] in data["rewrites"]
    assert data["ligatures"] == {"œ": "oe", "æ": "ae"}
    assert data["abbreviations"]["pdv"] == ["points de vie", "pv"]
    assert data["games"]["noxi"] == "noxilia"
    word, alternatives = next(iter(lexicon().synonyms["noxilia"].items()))
    assert sorted(" ".join(a) for a in alternatives) == data["synonyms"]["noxilia"][word]
    assert data["english_suffixes"] == [[suffix, list(endings)] for suffix, endings in ENGLISH_SUFFIXES]
    assert data["weights"]["body"] == BODY and data["weights"]["phrase"] == PHRASE_BOOST
    assert data["max_concepts"] == MAX_CONCEPTS


@pytest.mark.parametrize("url, text", [
    ("/hors-ligne/", "Jeux gardés sur ce téléphone"),
    ("/hors-ligne/pas-de-reseau/", "Cette page n'est pas gardée sur ce téléphone"),
    ("/hors-ligne/calcul/", "le calcul demande le réseau"),
])
def test_the_offline_pages_speak_french(client, corpus, url, text):
    response = client.get(url)
    assert response.status_code == HTTPStatus.OK and text in response.content.decode()


def test_the_offline_page_says_what_each_game_costs(client, corpus):
    from django.template.defaultfilters import filesizeformat
    from django.utils.translation import override

    from referee.offline.corpus import exports

    page = client.get("/hors-ligne/").content.decode()
    for slug, export in exports().games.items():
        with override("fr"):
            size = filesizeformat(export.gzipped)
        assert f'value="{slug}"' in page and f"{export.pages} pages, et {size} pour chercher hors ligne" in page


def test_minisearch_is_vendored_with_its_version_and_licence():
    library = (MINISEARCH / "index.js").read_bytes()
    assert hashlib.sha256(library).hexdigest() == "03c27931eb603af1d3358579e9885eafdb6a2f5fa9929557b3e77d7e99d06d03"
    assert "MIT" in (MINISEARCH / "README.md").read_text() and "Luca Ongaro" in (MINISEARCH / "LICENSE.txt").read_text()
