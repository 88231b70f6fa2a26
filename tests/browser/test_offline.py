"""Offline at the venue, on a phone: after one visit with the network and a game chosen on « Hors ligne », the
network is cut and the player reads, searches and opens a calculator; a new corpus generation replaces what is
kept. Playwright's context.set_offline long left a service worker's own requests online (microsoft/playwright
#2311); the Playwright pinned here cuts them too, which the uncached page proves: its 503 « Pas de réseau »
comes from the worker's fetch failing.
"""
import datetime
import json
import re
from urllib.parse import urlencode

from tests.browser.waiting import wait_until

MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
          "novembre", "décembre"]
STATE = "document.querySelector('#offline-state')"


def french_date(moment: datetime.datetime) -> str:
    from django.utils import timezone

    day = timezone.localtime(moment)
    return f"{day.day} {MONTHS[day.month - 1]} {day.year}"


def generation_date() -> str:
    from search.models import CorpusGeneration

    return french_date(CorpusGeneration.objects.get(pk=1).changed_at)


def worker_version(page, url: str) -> str:
    first_line = page.request.get(url + "/sw.js").text().split("\n", 1)[0]
    return json.loads(first_line.removeprefix("self.ARBITRE = ").removesuffix(";"))["version"]


def keep(page, url: str, game: str) -> None:
    """The player ticks a game on « Hors ligne » and waits until the page says it is kept."""
    page.goto(url + "/hors-ligne/")
    wait_until(page, f"{STATE}.hasAttribute('data-version')", timeout=30)
    page.locator(f"input[name=jeu][value={game}]").check()
    wait_until(page, f"({STATE}.getAttribute('data-kept-games') || '').split(' ').includes('{game}')", timeout=60)
    assert "Gardé hors ligne — version du" in page.locator("#offline-state").inner_text()


# What a calculator's answer shows (templates/calculators/_outcome.html): the result, a refusal, or what it waits for.
ANSWERED = ".outcome, .error-box, .notice.pending"
CALCULATORS_KEPT = """caches.keys().then(names => names.filter(n => n.startsWith('calculs-hors-ligne-')))
    .then(names => Promise.all(names.map(n => caches.open(n).then(c => c.match('/hors-ligne/calculs-complets')))))
    .then(found => found.some(Boolean))"""
KEPT_NOXILIA = " · Gardés : Noxilia, sans numéro de version (texte reçu le 22/11/2026)."


def badge_of(page) -> str:
    """The badge once it names what is kept (asked of the service worker after the page shows)."""
    wait_until(page, "document.querySelector('#offline-badge').innerText.includes('Gardés')")
    return page.locator("#offline-badge").inner_text()


def caches_of(page) -> list[str]:
    return page.evaluate("caches.keys()")


def test_a_kept_game_is_read_searched_and_its_calculators_opened_without_the_network(venue):
    url, context, page, errors = venue
    keep(page, url, "noxilia")
    version = worker_version(page, url)
    badge = f"hors ligne — version du {generation_date()}"
    wait_until(page, CALCULATORS_KEPT, timeout=120)  # they come with the first game kept (test_offline_calculators.py)
    context.set_offline(True)

    # A section, as the player left it, with the badge saying it comes from the phone and which version it is.
    page.goto(url + "/noxilia/combat/")
    assert page.locator("h1").inner_text() == "Combat"
    assert page.locator("#offline-badge").is_visible() and badge_of(page) == badge + KEPT_NOXILIA
    # The glossary and a keyword's page.
    page.goto(url + "/noxilia/glossaire/")
    assert "Glossaire" in page.locator("h1").inner_text() and page.get_by_role("link", name="Poison X").first.is_visible()
    page.get_by_role("link", name="Poison X").first.click()
    page.wait_for_url("**/noxilia/glossaire/poison-x/")
    assert badge_of(page) == badge + KEPT_NOXILIA

    # Search typed as a player types: no accent, two typos, from the header's box of any page.
    page.locator("#q").fill("les marqeurs de poisn se cumulent")
    page.locator("#q").press("Enter")
    page.wait_for_url("**/recherche/?q=*")
    wait_until(page, "document.querySelector('#search-results .results') !== null")
    first = page.locator("#search-results .answer a").first  # the first answer (under its section's heading)
    assert first.get_attribute("href") == "/noxilia/glossaire/poison-x/" and first.inner_text() == "Poison X"
    assert "Hors ligne : recherche dans les règles gardées sur ce téléphone (Noxilia)." in page.locator(
        "#search-results").inner_text()
    assert badge_of(page) == badge + KEPT_NOXILIA
    # As-you-type on the search page: the slang of the players' vocabulary is read offline too.
    page.locator("#q").fill("riposte eclair c koi la diff avec riposte")
    wait_until(page, "document.querySelector('#search-results .answer a')?.getAttribute('href') === "
                     "'/noxilia/glossaire/riposte-eclair/'")
    # Its result opens the kept page.
    page.locator("#search-results .answer a").first.click()
    page.wait_for_url("**/noxilia/glossaire/riposte-eclair/")

    # A calculator opens; « Calculer » computes on the phone (the same engine, in the browser) and keeps the form.
    page.goto(url + "/calculateurs/noxilia/attaque/")
    assert "attaque" in page.locator("h1").inner_text().lower()
    page.locator("#f-a_cac").fill("5")
    page.locator("#f-c_vie").fill("4")
    page.get_by_role("button", name="Calculer").click()
    wait_until(page, f"document.querySelector('#calc-outcome').querySelector({ANSWERED!r}) !== null", timeout=60)
    assert "le calcul demande le réseau" not in page.locator("#calc-outcome").inner_text()
    assert page.locator("#f-a_cac").input_value() == "5" and page.locator("#f-c_vie").input_value() == "4"
    assert page.locator("#offline-badge").is_visible()
    # A shared calculator link opened offline: the page, its form filled from the link, answered the same way.
    page.goto(url + "/calculateurs/noxilia/attaque/?a_cac=7&c_vie=3")
    wait_until(page, f"document.querySelector('#calc-outcome').querySelector({ANSWERED!r}) !== null", timeout=60)
    assert page.locator("#f-a_cac").input_value() == "7" and page.locator("#f-c_vie").input_value() == "3"
    # A deck check too: the list pasted stays, and is checked on the phone.
    page.goto(url + "/calculateurs/noxilia/deck/")
    page.locator("textarea[name=liste]").fill("3 Garde [type=Unité]")
    page.get_by_role("button", name="Vérifier le deck").click()
    wait_until(page, f"document.querySelector('#calc-outcome').querySelector({ANSWERED!r}) !== null", timeout=60)
    assert "le calcul demande le réseau" not in page.locator("#calc-outcome").inner_text()
    assert page.locator("textarea[name=liste]").input_value() == "3 Garde [type=Unité]"

    # A page not kept (another game) is the site's « Pas de réseau » page, not the browser's error.
    response = page.goto(url + "/helix/combat/")
    assert response.status == 503 and page.locator("h1").inner_text() == "Pas de réseau"
    wait_until(page, "!document.querySelector('#offline-kept [data-game=noxilia]').hidden")
    assert page.locator("#offline-kept [data-game=helix]").is_hidden()
    assert errors == []
    assert all(version in name for name in caches_of(page)
               if name != "arbitre-settings" and not name.startswith("calculs-hors-ligne-"))


def test_a_new_corpus_generation_replaces_what_is_kept_at_the_next_visit_with_the_network(venue):
    from search.generation import bump
    from search.models import CorpusGeneration

    url, context, page, errors = venue
    keep(page, url, "noxilia")
    former = worker_version(page, url)
    context.set_offline(True)
    page.goto(url + "/noxilia/combat/")
    assert badge_of(page) == f"hors ligne — version du {generation_date()}" + KEPT_NOXILIA

    # A ruling published, a rulebook reloaded: the generation moves (dated here a week later).
    context.set_offline(False)
    bump()
    later = datetime.datetime(2026, 12, 3, 12, 0, tzinfo=datetime.UTC)
    CorpusGeneration.objects.filter(pk=1).update(changed_at=later)
    newer = worker_version(page, url)
    assert newer != former
    page.goto(url + "/")
    wait_until(page, f"caches.keys().then(k => k.some(n => n.includes('{newer}-html')) && !k.some(n => n.includes('{former}')))",
               timeout=60)

    context.set_offline(True)
    page.goto(url + "/noxilia/combat/")
    assert page.locator("h1").inner_text() == "Combat"
    assert badge_of(page) == "hors ligne — version du 3 décembre 2026" + KEPT_NOXILIA
    assert errors == []


def test_an_english_reader_is_never_shown_the_french_pages_kept(venue):
    from django.conf import settings

    url, context, page, errors = venue
    keep(page, url, "noxilia")
    assert any(name.endswith("-html-fr") for name in caches_of(page))
    # The reader switches to English (the switch sets this cookie); the next visit with the network refills.
    context.add_cookies([{"name": settings.LANGUAGE_COOKIE_NAME, "value": "en", "url": url}])
    page.goto(url + "/noxilia/")
    assert page.locator("html").get_attribute("lang") == "en"
    wait_until(page, "caches.keys().then(k => k.some(n => n.endsWith('-html-en')) && !k.some(n => n.endsWith('-html-fr')))",
               timeout=60)
    context.set_offline(True)
    page.goto(url + "/noxilia/combat/")
    assert page.locator("html").get_attribute("lang") == "en" and page.locator("#offline-badge").is_visible()
    page.goto(url + "/helix/combat/")
    assert page.locator("html").get_attribute("lang") == "en"
    assert errors == []


def test_the_site_is_installable(venue):
    """Chrome's own installability check (what its « Installer l'application » needs): a manifest with names,
    start URL, standalone display and icons, served under the policy, and a service worker controlling the page."""
    url, context, page, errors = venue
    page.goto(url + "/")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    wait_until(page, "navigator.serviceWorker.controller !== null")
    cdp = context.new_cdp_session(page)
    manifest = cdp.send("Page.getAppManifest")
    assert manifest["url"].endswith("/manifest.webmanifest") and manifest["errors"] == []
    found = [e["errorId"] for e in cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]]
    # Playwright's contexts are incognito ones, where Chrome never offers installing: that one is the test's.
    assert [e for e in found if e != "in-incognito"] == []
    assert errors == []


def test_the_browser_folds_words_as_the_server_does(venue):
    """The offline search's folding, run in the browser, against the server's own (rules/text.py) on the letters
    that need care (accents, ligatures, apostrophes) and on every word of the players' vocabulary."""
    from rules.text import fold
    from search.lexicon import VOCABULARY_FILE

    url, context, page, errors = venue
    page.goto(url + "/recherche/")
    box = page.locator("#offline-search")
    page.add_script_tag(url=box.get_attribute("data-minisearch"))
    page.add_script_tag(url=box.get_attribute("data-script"))
    texts = ["Éphémère", "ŒUVRE", "Cœur", "ex æquo", "L’armure", "DÉGÂTS", "naïf", "Ça", "Straße", "ﬁn"]
    texts += VOCABULARY_FILE.read_text(encoding="utf-8").split()
    folded = page.evaluate("""([texts]) => fetch('/hors-ligne/lexique.json').then(r => r.json())
        .then(lexicon => texts.map(t => Arbitre.offlineSearch.fold(t, lexicon)))""", [texts])
    assert folded == [fold(t) for t in texts]


# Without a French stemmer on the phone, these once led elsewhere (« ripostent » to Attaque furtive, « empoisonnées »
# to the Unités entry, « capturées » to another passage of the section): each is now read with the index's own
# stems of the corpus's words and the endings stemming takes off them, as the server reads it.
CONJUGATED_AND_PLURAL = [
    ("elles ripostent quand", "/noxilia/glossaire/riposte/"),
    ("les unités empoisonnées", "/noxilia/glossaire/poison-x/"),
    ("les zones capturées", "/noxilia/capture-de-zone/#"),  # a passage of the section (its questions vary)
]


def test_offline_search_answers_conjugated_verbs_and_plurals_as_the_server_does(venue):
    url, context, page, errors = venue
    served = {}
    for question, first in CONJUGATED_AND_PLURAL:  # the server's first answer, with the network
        found = page.request.get(f"{url}/api/v1/search/?{urlencode({'q': question, 'game': 'noxilia'})}").json()
        served[question] = found["results"][0]["url"].removeprefix(url)
        assert served[question].startswith(first), question
    keep(page, url, "noxilia")
    context.set_offline(True)
    for question, _ in CONJUGATED_AND_PLURAL:  # the phone's, the same
        page.goto(f"{url}/recherche/?{urlencode({'q': question})}")
        wait_until(page, "document.querySelector('#search-results .answer a') !== null")
        assert page.locator("#search-results .answer a").first.get_attribute("href") == served[question], question
    assert page.locator("#offline-badge").is_visible() and errors == []


def test_the_browser_finds_english_bases_as_the_server_does(venue):
    """The English inflections the phone reads through their base (« blocked » as « block »), from the lexicon's
    table, against the server's own (search/lexicon.py) on every word of the vocabulary and of the evaluation."""
    from search.evaluation import QUESTIONS
    from search.lexicon import VOCABULARY_FILE, english_bases

    url, context, page, errors = venue
    page.goto(url + "/recherche/")
    box = page.locator("#offline-search")
    page.add_script_tag(url=box.get_attribute("data-minisearch"))
    page.add_script_tag(url=box.get_attribute("data-script"))
    texts = VOCABULARY_FILE.read_text(encoding="utf-8") + QUESTIONS.read_text(encoding="utf-8")
    words = sorted(set(re.findall(r"[a-z0-9]+", texts.lower())))
    found = page.evaluate("""([words]) => fetch('/hors-ligne/lexique.json').then(r => r.json())
        .then(lexicon => words.map(w => Arbitre.offlineSearch.englishBases(w, lexicon)))""", [words])
    assert dict(zip(words, found, strict=True)) == {w: english_bases(w) for w in words}
    assert english_bases("blocked") == ["block", "blocke"]  # the comparison covers inflections


def test_offline_the_game_at_the_table_comes_first_as_on_the_server(venue):
    """Issue 22: « the offline search does the same » — the context from the address, its passages alone when
    one answers, the other kept games' under their own heading when none does."""
    url, context, page, errors = venue
    keep(page, url, "noxilia")
    keep(page, url, "helix")
    context.set_offline(True)
    page.goto(f"{url}/recherche/?{urlencode({'q': 'esquive', 'context': 'noxilia'})}")
    wait_until(page, "document.querySelector('#search-results .answer a') !== null")
    assert page.locator("#search-context").input_value() == "noxilia"
    hrefs = [a.get_attribute("href") for a in page.locator("#search-results .answer-links a").all()]
    assert hrefs and all(h.startswith("/noxilia/") for h in hrefs)
    # Helix has no monarch: Noxilia's answer, under its own heading.
    page.goto(f"{url}/recherche/?{urlencode({'q': 'monarque', 'context': 'helix'})}")
    wait_until(page, "document.querySelector('#search-results .answer a') !== null")
    assert "Les règles d'Helix Duels n'en parlent pas." in page.locator("#search-results .elsewhere").inner_text()
    assert page.locator("#search-results .answer-links a").first.get_attribute("href").startswith("/noxilia/")
    assert errors == []
