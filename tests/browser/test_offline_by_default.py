"""Offline without asking (issue 23): every game whose page a player opens is kept on the phone in the background,
said once under the page with its size and a way to remove it; a game removed is not kept again by a visit;
offline, a question about a game not kept says so and offers to keep it when the network is back."""
from urllib.parse import urlencode

import pytest

from tests.browser.test_offline import badge_of
from tests.browser.waiting import wait_until

pytestmark = pytest.mark.browser
NOTICE = "#offline-notice"


def kept(page, *games: str, timeout: float = 90) -> None:
    """Wait until the service worker says these games are kept whole."""
    expected = " && ".join(f"s.kept.includes('{g}')" for g in games)
    wait_until(page, f"Arbitre.offline.state().then(s => !!s && {expected})", timeout=timeout)


def worker_state(page) -> dict:
    return page.evaluate("Arbitre.offline.state()")


def test_the_game_of_a_page_opened_is_kept_and_said_once(venue):
    url, context, page, errors = venue
    page.goto(url + "/")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    assert page.locator(NOTICE).is_hidden()  # the home page is no game's
    page.goto(url + "/noxilia/combat/")
    wait_until(page, f"!document.querySelector('{NOTICE}').hidden", timeout=30)
    said = page.locator(NOTICE).inner_text()
    assert "Noxilia est gardé sur ce téléphone pour la table sans réseau (" in said and " pages, et " in said
    assert " pour chercher)." in said
    # The first game said: the offline calculators' size too, once (one download for every game).
    assert "Les calculateurs aussi, pour calculer sans réseau : " in said and " téléchargés une fois pour tous les jeux." in said
    assert page.get_by_role("button", name="Ne plus le garder").is_visible()
    assert page.get_by_role("button", name="Tout garder").is_visible()
    kept(page, "noxilia")

    page.goto(url + "/noxilia/glossaire/")  # said once only
    page.evaluate("Arbitre.offline.state()")
    assert page.locator(NOTICE).is_hidden()

    # Without the network: the game opened is there, its badge names the rulebook's version; a question asked
    # at another game's table says that game is not kept, and offers to keep it.
    context.set_offline(True)
    page.goto(url + "/noxilia/capture-de-zone/")
    assert page.locator("h1").inner_text() == "Capture de zone"
    assert badge_of(page).endswith("Gardés : Noxilia, sans numéro de version (texte reçu le 22/11/2026).")
    page.goto(f"{url}/recherche/?{urlencode({'q': 'jpeux bloquer un volant', 'context': 'helix'})}")
    wait_until(page, "document.querySelector('#search-results .not-kept') !== null")
    results = page.locator("#search-results")
    assert "Helix Duels n'est pas gardé sur ce téléphone : la recherche hors ligne ne voit pas ses règles." in \
        results.inner_text()
    assert "Les règles d'Helix Duels n'en parlent pas" not in results.inner_text()
    page.get_by_role("button", name="Le garder dès le retour du réseau").click()
    assert "Helix Duels sera gardé dès le retour du réseau." in results.inner_text()

    # Back online: the next page opened (any page) resumes, and Helix is kept without another tap.
    context.set_offline(False)
    page.goto(url + "/")
    kept(page, "noxilia", "helix")
    assert errors == []


def test_a_game_removed_is_not_kept_again_by_a_visit(venue):
    url, context, page, errors = venue
    page.goto(url + "/helix/combat/")
    wait_until(page, f"!document.querySelector('{NOTICE}').hidden", timeout=30)
    page.get_by_role("button", name="Ne plus le garder").click()
    assert page.locator(NOTICE).inner_text().startswith("Helix Duels n'est plus gardé sur ce téléphone.")
    wait_until(page, "Arbitre.offline.state().then(s => !!s && s.declined.includes('helix') && !s.chosen.includes('helix'))",
               timeout=30)
    page.goto(url + "/helix/glossaire/")
    page.goto(url + "/helix/")
    state = worker_state(page)
    assert "helix" not in state["chosen"] and "helix" not in state["kept"]
    assert page.locator(NOTICE).is_hidden()
    # « Tout garder » on the « Hors ligne » page takes it back, with the four others.
    page.goto(url + "/hors-ligne/")
    page.get_by_role("button", name="Tout garder").click()
    wait_until(page, "Arbitre.offline.state().then(s => !!s && s.chosen.length === 5 && s.declined.length === 0)",
               timeout=30)
    assert errors == []


QUESTIONS = {  # one question a game, asked at its table, and the page its first answer is on
    "helix": ("jpeux attaquer avec une creature inclinee", "/helix/"),
    "veiel": ("le monstre tape qui en premier", "/veiel/"),
    "stellar-nexus": ("combien de mulligans", "/stellar-nexus/"),
    "heliosthenos": ("combien dactions par tour", "/heliosthenos/"),
    "noxilia": ("les marqueurs de poison se cumulent", "/noxilia/"),
}


def test_a_phone_that_opened_each_game_once_searches_each_without_the_network(venue):
    url, context, page, errors = venue
    for game in QUESTIONS:
        page.goto(f"{url}/{game}/")
    kept(page, *QUESTIONS, timeout=240)
    context.set_offline(True)
    for game, (question, where) in QUESTIONS.items():
        page.goto(f"{url}/recherche/?{urlencode({'q': question, 'context': game})}")
        wait_until(page, "document.querySelector('#search-results .answer a') !== null")
        assert page.locator("#search-results .answer a").first.get_attribute("href").startswith(where), game
    assert badge_of(page).count(" ; ") == 4  # the five games, each with its rulebook's version
    assert errors == []
