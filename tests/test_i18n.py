"""French first, English too: the interface in the reader's language, the rules as published.

French unless the reader asks otherwise — the switch's cookie, then Accept-Language — with the same
permalinks; an English page says once that the rulebook text is quoted in French; caches keep one copy
per language; the English catalogue is complete.
"""
import re
import shutil
import subprocess
from html.parser import HTMLParser
from http import HTTPStatus
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.test import override_settings

from tests.helpers import visible_text

FRENCH_NOTE = "Rulebook text is quoted in French, as published"
PO = Path(settings.LOCALE_PATHS[0]) / "en" / "LC_MESSAGES" / "django.po"


def english(client, url, **extra):
    return client.get(url, HTTP_ACCEPT_LANGUAGE="en-GB,en;q=0.9", **extra)


# --- Accept-Language ---------------------------------------------------------------------------


def test_an_english_reader_gets_the_home_page_in_english(client, corpus):
    response = english(client, "/")
    page = response.content.decode()
    text = visible_text(page)
    assert response["Content-Language"] == "en"
    assert '<html lang="en">' in page
    assert "Referee assistant" in text and "Glossary A–Z" in text and "Calculators" in text
    assert "Assistant d'arbitrage" not in text and "Glossaire A–Z" not in text
    assert FRENCH_NOTE in text


@pytest.mark.parametrize("header", [None, "fr", "fr-FR,fr;q=0.9,en;q=0.5", "de-DE"])
def test_without_the_header_or_asking_french_the_page_is_french(client, corpus, header):
    response = client.get("/", **({"HTTP_ACCEPT_LANGUAGE": header} if header else {}))
    page = response.content.decode()
    assert response["Content-Language"] == "fr" and '<html lang="fr">' in page
    assert "Assistant d'arbitrage" in visible_text(page) and FRENCH_NOTE not in page


def test_the_search_page_in_english_keeps_the_passages_french(client, corpus):
    page = english(client, "/recherche/?q=poison").content.decode()
    text = visible_text(page)
    assert "Search syntax" in text and "See it in the text" in text and "All games" in text
    assert "Syntaxe de recherche" not in text and "Voir dans le texte" not in text
    assert "Rules and keywords of the five games" in text  # how the question was read, in English
    assert '<p class="passage-text" lang="fr">' in page  # the passages found, quoted as published
    assert FRENCH_NOTE in text


def test_a_calculator_page_in_english_labels_its_form_and_answers_in_english(client, corpus):
    page = english(client, "/calculateurs/noxilia/attaque/?type=charge&a_cac=5&a_vie=5&c_armure=3&c_vie=4").content.decode()
    text = visible_text(page)
    assert "Noxilia — attack" in text and "Calculate" in text and "Magic type" in text and "Result" in text
    assert "Melee attack (CAC)" in text and "Current armor" in text and "Other values and abilities of the target" in text
    assert "Riposte" in text and "Esquive" in text  # the game's keywords keep their French names
    assert "Calculer" not in text and "Type de magie" not in text and "Armure actuelle" not in text
    assert FRENCH_NOTE in text


def test_a_refusal_in_english_names_the_control_as_the_english_form_labels_it(client, corpus):
    response = english(client, "/calculateurs/heliosthenos/combat/?a1=7&a1=2&a1=x&d1=4&d1=4&d1=4&d1=4&d1=4")
    text = visible_text(response.content.decode())
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert "To correct:" in text and "Attacker 1: “x” is not a whole number." in text


def test_the_glossary_in_english_says_once_that_the_rules_stay_french(client, corpus):
    page = english(client, "/noxilia/glossaire/").content.decode()
    text = visible_text(page)
    assert text.count(FRENCH_NOTE) == 1
    assert "Glossary of Noxilia" in text and "Filter the glossary" in text
    assert '<ul class="glossary" lang="fr">' in page  # the keywords' names, as the rulebook writes them
    assert 'data-one="{n} entry" data-other="{n} entries"' in page  # the filter's count, for glossary.js


def test_a_section_in_english_quotes_the_rules_in_french(client, corpus):
    page = english(client, "/noxilia/combat/").content.decode()
    assert '<div class="rules-text" lang="fr">' in page
    assert 'aria-label="Link to this passage"' in page and 'data-copy-link="Copy the link"' in page
    assert visible_text(page).count(FRENCH_NOTE) == 1


def test_permalinks_are_the_same_in_both_languages(client, corpus):
    for url in ("/noxilia/combat/", "/noxilia/glossaire/poison-x/", "/calculateurs/noxilia/attaque/"):
        assert english(client, url).status_code == client.get(url).status_code == HTTPStatus.OK


# --- The switch --------------------------------------------------------------------------------


def test_the_switch_is_on_every_page_and_returns_to_it(client, corpus):
    page = client.get("/noxilia/combat/?x=1").content.decode()
    assert '<form class="language-switch" method="post" action="/langue/"' in page
    assert '<input type="hidden" name="next" value="/noxilia/combat/?x=1">' in page
    assert '<button type="submit" name="language" value="en" lang="en">English</button>' in page
    english_page = english(client, "/noxilia/combat/").content.decode()
    assert '<button type="submit" name="language" value="fr" lang="fr">Français</button>' in english_page


def test_switching_sets_the_cookie_which_wins_over_accept_language(client, corpus):
    response = client.post("/langue/", {"language": "en", "next": "/noxilia/glossaire/"},
                           HTTP_ORIGIN="http://testserver")
    assert response.status_code == HTTPStatus.FOUND and response["Location"] == "/noxilia/glossaire/"
    cookie = response.cookies[settings.LANGUAGE_COOKIE_NAME]
    assert cookie.value == "en" and cookie["max-age"] == settings.LANGUAGE_COOKIE_AGE and cookie["httponly"]
    again = client.get("/noxilia/glossaire/", HTTP_ACCEPT_LANGUAGE="fr")
    assert again["Content-Language"] == "en" and "Glossary of Noxilia" in again.content.decode()
    client.post("/langue/", {"language": "fr", "next": "/"}, HTTP_ORIGIN="http://testserver")
    assert client.get("/", HTTP_ACCEPT_LANGUAGE="en")["Content-Language"] == "fr"


def test_a_switch_posted_from_another_site_is_refused(client, corpus):
    for origin in ("https://evil.example", "null"):
        response = client.post("/langue/", {"language": "en", "next": "/"}, HTTP_ORIGIN=origin)
        assert response.status_code == HTTPStatus.FORBIDDEN, origin
        assert settings.LANGUAGE_COOKIE_NAME not in response.cookies
    from_elsewhere = client.post("/langue/", {"language": "en", "next": "/"}, HTTP_REFERER="https://evil.example/x")
    assert from_elsewhere.status_code == HTTPStatus.FORBIDDEN


def test_a_switch_never_leaves_the_site_nor_sets_an_unknown_language(client, corpus):
    away = client.post("/langue/", {"language": "en", "next": "https://evil.example/"}, HTTP_ORIGIN="http://testserver")
    assert away.status_code == HTTPStatus.NO_CONTENT or not away["Location"].startswith("https://evil")
    unknown = client.post("/langue/", {"language": "xx", "next": "/"}, HTTP_ORIGIN="http://testserver")
    assert settings.LANGUAGE_COOKIE_NAME not in unknown.cookies


def test_other_posts_to_pages_are_still_refused(client, corpus):
    assert client.post("/noxilia/combat/", {"language": "en"}).status_code == HTTPStatus.METHOD_NOT_ALLOWED
    refused = client.post("/noxilia/combat/", {}, HTTP_ACCEPT_LANGUAGE="en")
    assert refused.content.decode() == "Method not allowed: the site's pages are read (GET)."


# --- Caches ------------------------------------------------------------------------------------


@pytest.mark.parametrize("url", ["/", "/noxilia/combat/", "/calculateurs/noxilia/attaque/",
                                 "/api/v1/sections/noxilia/combat/"])
def test_every_answer_varies_with_the_language(client, corpus, url):
    response = client.get(url)
    vary = {v.strip().lower() for v in response["Vary"].split(",")}
    assert {"accept-language", "cookie"} <= vary, response["Vary"]
    assert response["Content-Language"] == "fr"


def test_a_304_never_answers_a_reader_of_the_other_language(client, corpus):
    french = client.get("/noxilia/glossaire/")
    assert client.get("/noxilia/glossaire/", HTTP_IF_NONE_MATCH=french["ETag"]).status_code == HTTPStatus.NOT_MODIFIED
    other = english(client, "/noxilia/glossaire/", HTTP_IF_NONE_MATCH=french["ETag"])
    assert other.status_code == HTTPStatus.OK and other["ETag"] != french["ETag"]
    assert "Glossary of Noxilia" in other.content.decode()
    assert english(client, "/noxilia/glossaire/", HTTP_IF_NONE_MATCH=other["ETag"]).status_code == HTTPStatus.NOT_MODIFIED


# --- The API -----------------------------------------------------------------------------------

BODY = {"attackers": [{"strengths": [7, 2, 4, 2, 3]}], "defenders": [{"strengths": [4, 4, 4, 4, 4]}], "terrain": "desert"}


def test_the_api_speaks_french_by_default_and_english_when_asked(client, corpus):
    url = "/api/v1/calculators/heliosthenos/combat/"
    french = client.post(url, BODY, content_type="application/json")
    asked = client.post(url, BODY, content_type="application/json", HTTP_ACCEPT_LANGUAGE="en")
    assert french["Content-Language"] == "fr" and asked["Content-Language"] == "en"
    assert french.json()["result"] == asked.json()["result"]  # the same ruling, said in two languages
    assert french.json()["summary"] != asked.json()["summary"]
    missing = client.get("/api/v1/keywords/noxilia/pas-un-mot/", HTTP_ACCEPT_LANGUAGE="en").json()
    assert missing == {"detail": "Entry not found: check the game and the anchor (the API's lists give them).",
                       "code": "not_found", "errors": {}}


def test_the_api_docs_say_how_to_ask_for_english(client, corpus):
    french = visible_text(client.get("/api/v1/docs/").content.decode())
    assert "Accept-Language: en" in french and "L'API répond en français" in french
    text = visible_text(english(client, "/api/v1/docs/").content.decode())
    assert "The API answers in French, the rules' language." in text and "Request body" in text
    assert "which is in French" in text  # the schema's own descriptions


# --- The catalogue -----------------------------------------------------------------------------


def _statistics(po: Path) -> str:
    if shutil.which("msgfmt") is None:
        pytest.fail("msgfmt (Debian's gettext) is missing: make setup installs it.")
    run = subprocess.run(["msgfmt", "--check", "--statistics", "-o", "/dev/null", str(po)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    return run.stderr


def test_every_english_entry_is_translated_and_none_is_fuzzy():
    said = _statistics(PO)
    assert "untranslated" not in said and "fuzzy" not in said, said
    assert re.match(r"\d+ translated messages", said), said
    assert "#, fuzzy\nmsgid \"\"" not in PO.read_text(encoding="utf-8"), "the header is still marked fuzzy"


def test_every_string_the_code_marks_is_in_the_english_catalogue(tmp_path, monkeypatch):
    """``makemessages`` run afresh (into a copy) finds no string the committed catalogue lacks: a string
    wrapped in {% translate %} or gettext without its English fails here, not in front of a reader."""
    copy = tmp_path / "en" / "LC_MESSAGES" / "django.po"
    copy.parent.mkdir(parents=True)
    shutil.copy(PO, copy)
    committed = PO.read_bytes()
    monkeypatch.chdir(settings.BASE_DIR)
    # The real locale directory is ignored: found while walking the tree, makemessages would write the
    # strings of the files beside it (referee/) there instead of into the copy.
    with override_settings(LOCALE_PATHS=[tmp_path]):
        call_command("makemessages", locale=["en"], no_wrap=True, no_obsolete=True, verbosity=0,
                     ignore_patterns=["var", "node_modules", ".venv", str(PO.parents[2].relative_to(settings.BASE_DIR))])
    assert PO.read_bytes() == committed, "makemessages wrote into the real catalogue"
    said = _statistics(copy)
    assert "untranslated" not in said and "fuzzy" not in said, (
        f"{said.strip()}: run « make messages » and translate referee/locale/en/LC_MESSAGES/django.po")


# --- No French left on an English page ---------------------------------------------------------

# French words that never belong to the English interface (articles, prepositions, pronouns).
FRENCH_WORDS = {"le", "la", "les", "des", "du", "une", "est", "pour", "avec", "dans", "sur", "aux", "au", "et", "ou",
                "pas", "qui", "que", "par", "cette", "vos", "votre", "sont", "été", "à", "de", "en", "ses", "ces",
                "leur", "chaque", "aucun", "aucune", "ici"}
ELISION = re.compile(r"^(?:l|d|qu|n|s|j|c)'\w", re.I)
# The game's words the English interface keeps, in a form the corpus does not list (a plural, a title).
# (Card types and an example card's name, as the rulebooks and the lists write them.)
GAME_TERMS = ("Chefs de Guerre", "Chef de Guerre", "Frères de sang", "Frère de sang", "Frères d'arme", "Frère d'arme",
              "Attaque de masse", "Marche rapide", "Mains du destin", "Main du destin", "Mains de l'apocalypse",
              "Boule de Feu")
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
PAGES = ["/", "/noxilia/", "/noxilia/combat/", "/noxilia/glossaire/", "/noxilia/glossaire/poison-x/",
         "/recherche/?q=poison", "/recherche/?q=combien+de+cartes+en+main", "/calculateurs/",
         "/calculateurs/noxilia/tours/?armure=3&vie=4&poison=2&type=charge&adv_cac=5&adv_vie=5",
         "/calculateurs/helix/combat/", "/calculateurs/stellar-nexus/pile/", "/calculateurs/veiel/ciblage/",
         "/calculateurs/veiel/degats-heros/", "/calculateurs/noxilia/deck/", "/api/v1/docs/", "/compte/connexion/",
         "/noxilia/decisions/"]


class _InterfaceText(HTMLParser):
    """The page's words that are the site's own: text, aria-labels and placeholders, outside any element in
    French on purpose (lang="fr": the rules, the players' questions) and outside code."""

    def __init__(self):
        super().__init__()
        self.quoted = []  # per open element: inside French or code
        self.words = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        french = attributes.get("lang") == "fr" or tag in ("script", "style", "code", "pre", "textarea")
        inside = bool(self.quoted and self.quoted[-1])
        if not (inside or french):
            self.words += [attributes.get(name) or "" for name in ("aria-label", "placeholder")]
        if tag not in VOID:
            self.quoted.append(inside or french)

    def handle_endtag(self, tag):
        if tag not in VOID and self.quoted:
            self.quoted.pop()

    def handle_data(self, data):
        if not (self.quoted and self.quoted[-1]):
            self.words.append(data)


def _published_names():
    """What the English pages show as published, beside the rules' text: names, titles, versions."""
    from rules.models import Game, Keyword, Rulebook, Section
    from search.abbreviations import BY_GAME

    names = set(Game.objects.values_list("name", flat=True)) | set(Section.objects.values_list("title", flat=True))
    for keyword in Keyword.objects.all():
        names |= {keyword.name, *(keyword.aliases or [])}
    for book in Rulebook.objects.all():
        names |= {book.title, book.version, book.source}
    # The French an English page gives beside an abbreviation's English: its glossary's (templatetags/abbreviations.py).
    names |= {a.french for table in BY_GAME.values() for a in table.values() if a.keyword}
    return sorted({n.replace("’", "'") for n in names if n} | set(GAME_TERMS), key=len, reverse=True)


def french_words(page: str, names) -> set[str]:
    parser = _InterfaceText()
    parser.feed(page)
    text = " ".join(parser.words).replace("’", "'")
    text = re.sub(r"«[^»]*»", " ", text)  # French quoted in English, as the phrasebooks quote it
    for name in names:
        text = text.replace(name, " ")
    text = re.sub(r'"[^"]*"|\S*/\S*', " ", text)  # the API's JSON values; addresses
    return {w for w in re.findall(r"[\w']+", text) if w.lower() in FRENCH_WORDS or ELISION.match(w)}


def test_the_detector_finds_a_french_sentence_left_in_an_english_page(client, corpus):
    names = _published_names()
    assert french_words("<p>Les règles de Noxilia</p>", names) == {"Les", "de"}
    assert french_words('<p>Rules of Noxilia <span lang="fr">le combat</span> « la cible »</p>', names) == set()
    assert french_words('<input aria-label="Filtrer par jeu">', names) == {"par"}
    # Every page in French, passed off as English: what an untranslated interface would look like.
    for url in ("/", "/noxilia/glossaire/", "/calculateurs/noxilia/attaque/"):
        page = client.get(url).content.decode().replace('<html lang="fr">', '<html lang="en">')
        assert {"de", "des"} <= french_words(page, names), url


@pytest.mark.parametrize("url", PAGES)
def test_an_english_page_has_no_french_outside_what_is_quoted_as_published(client, corpus, url):
    response = english(client, url)
    assert response.status_code == HTTPStatus.OK
    assert french_words(response.content.decode(), _published_names()) == set()
