"""Questions players could not answer reach the judges: « Ce n'est pas la réponse » under the results,
the judges' one action on their account page, and what each action changes for players (the section's
« Questions fréquentes », the search). Real components: the test database with the whole corpus, real
Whoosh indexes in temporary directories that follow the database, the real pages.
"""
import json
import shutil
from http import HTTPStatus

import pytest
from django.core.management import call_command
from django.test import Client

from rules import rulings
from rules.loading import load_rulebooks
from search.index import forget, get_index
from search.models import ReportedQuestion
from search.query import parse_query
from search.service import search
from tests.conftest import PASSWORD
from tests.helpers import visible_text

SEARCH = "/recherche/"
REPORT = "/recherche/signaler/"
SITE = "http://testserver"
ANCHOR = "noxilia/phase-d-actions#attaque-a-distance"
QUESTION = "un archer zorglub peut tirer depuis la foret ?"  # « zorglub »: no rulebook says it
THANKS = "Merci : votre question est transmise aux arbitres."
History = ReportedQuestion.history.model


def _report(client, q=QUESTION, game="noxilia", shown="passage:noxilia/combat#lorsqu-une-unite-declare-une-attaque",
            **extra):
    return client.post(REPORT, {"q": q, "jeu": game, "vus": shown}, HTTP_ORIGIN=SITE, **extra)


@pytest.fixture
def alice(corpus, make_judge):
    """A judge of Noxilia."""
    return make_judge("alice", games=["noxilia"])


@pytest.fixture
def judge_page(client, alice):
    client.login(username="alice", password=PASSWORD)
    return client


@pytest.fixture
def server(settings, tmp_path, index_dir, corpus):
    """This process's own index: a copy of the one built from the test database, asked to follow it at every search."""
    directory = tmp_path / "server" / "ix"
    shutil.copytree(index_dir, directory)
    settings.SEARCH_INDEX_DIR = directory
    settings.SEARCH_FOLLOW_SECONDS = 0
    yield directory
    forget(directory)


# --- A player reports --------------------------------------------------------------------------

def test_under_the_results_one_discreet_line_offers_to_report(client, corpus):
    page = client.get(SEARCH, {"q": "riposte eclair"}).content.decode()
    assert "Ce n'est pas la réponse" in visible_text(page) and "Signaler cette question" not in visible_text(page)
    form = page[page.index('<form class="report"'):]
    form = form[:form.index("</form>")]
    assert 'action="/recherche/signaler/"' in form and 'value="riposte eclair"' in form
    shown = form.split('name="vus" value="')[1].split('"')[0].split()
    assert 1 <= len(shown) <= 10 and all(":" in hit for hit in shown)
    assert "csrfmiddlewaretoken" not in form  # the page stays the same for every reader (see search/reported_views.py)
    # The form is the last thing of the results.
    results = page[page.index('id="search-results"'):]
    assert results.index('<form class="report"') > results.rindex('class="results"')


def test_a_question_with_no_result_is_offered_to_the_judges(client, corpus):
    page = visible_text(client.get(SEARCH, {"q": "zorglub"}).content.decode())
    assert "Signaler cette question" in page and "Ce n'est pas la réponse" not in page


def test_without_javascript_the_report_comes_back_to_the_search_with_a_thank_you(client, corpus):
    response = _report(client)
    assert response.status_code == HTTPStatus.FOUND
    assert response["Location"].startswith("/recherche/?q=un+archer+zorglub") and "jeu=noxilia" in response["Location"]
    assert response["Location"].endswith("&signale=1#signalement")
    assert not response.cookies  # no cookie set, none read
    page = visible_text(client.get(response["Location"]).content.decode())
    assert THANKS in page and "Ce n'est pas la réponse" not in page and "Signaler cette question" not in page

    question = ReportedQuestion.objects.get()
    assert (question.text, question.game, question.count, question.status) == (QUESTION, "noxilia", 1, "open")
    assert question.shown == ["passage:noxilia/combat#lorsqu-une-unite-declare-une-attaque"]
    kept = {f.name for f in ReportedQuestion._meta.get_fields()}
    assert not kept & {"ip", "address", "user", "session", "cookie", "user_agent"}


def test_the_report_comes_back_to_the_very_search_it_was_sent_from(client, corpus):
    sent_from = f"{SITE}/recherche/?q=poison&context=noxilia&type=section&signale=1"
    response = _report(client, q="poison", HTTP_REFERER=sent_from)
    assert response["Location"] == "/recherche/?q=poison&context=noxilia&type=section&signale=1#signalement"
    elsewhere = _report(client, q="poison", HTTP_REFERER="https://evil.example/recherche/?q=x")
    assert elsewhere["Location"] == "/recherche/?q=poison&jeu=noxilia&signale=1#signalement"


def test_with_javascript_the_answer_is_the_thank_you_line_alone(client, corpus):
    response = client.post(REPORT + "?fragment=1", {"q": QUESTION, "jeu": "", "vus": ""}, HTTP_ORIGIN=SITE)
    assert response.status_code == HTTPStatus.OK
    assert visible_text(response.content.decode()).strip() == THANKS
    assert ReportedQuestion.objects.get().game == ""


def test_the_same_question_asked_again_is_counted_not_repeated(client, corpus):
    _report(client)
    _report(client, q="  Un ARCHER   zorglub peut tirer depuis la forêt   ")
    _report(client, q="un archer zorglub, peut-tirer depuis la foret")
    _report(client, game="helix")  # another game: another question
    rows = {(q.game, q.count) for q in ReportedQuestion.objects.all()}
    assert rows == {("noxilia", 3), ("helix", 1)}
    assert ReportedQuestion.objects.get(game="noxilia").text == QUESTION  # the first words kept
    assert History.objects.count() == 2  # a report merged is counted, not a revision


@pytest.mark.parametrize(("q", "shown", "message"), [
    ("x" * 301, "", "La question dépasse 300 caractères (301)"),
    ("  ?! … ", "", "La question est vide"),
    (QUESTION, "passage:noxilia/combat#a " * 11, None),  # the first ten are kept
    (QUESTION, "<script>alert(1)</script>", "Résultat inconnu"),
    (QUESTION, "passage:monopoly/combat#a", "Résultat inconnu"),
])
def test_a_refused_report_says_what_to_change_and_keeps_nothing(client, corpus, q, shown, message):
    response = _report(client, q=q, shown=shown)
    if message is None:
        assert response.status_code == HTTPStatus.FOUND
        assert ReportedQuestion.objects.get().shown == ["passage:noxilia/combat#a"]
        return
    assert response.status_code == HTTPStatus.BAD_REQUEST
    page = visible_text(response.content.decode())
    assert "Question non transmise" in page and message in page and "Revenir à la recherche" in page
    assert not ReportedQuestion.objects.exists()


def test_whitespace_does_not_count_against_the_length(client, corpus):
    words = " ".join(["mot"] * 75)  # 299 characters once one space separates each
    assert _report(client, q=words.replace(" ", " \n\t ")).status_code == HTTPStatus.FOUND
    assert ReportedQuestion.objects.get().text == words


def test_another_site_cannot_post_a_report(client, corpus):
    response = client.post(REPORT, {"q": QUESTION}, HTTP_ORIGIN="https://evil.example")
    assert response.status_code == HTTPStatus.FORBIDDEN
    assert "Formulaire refusé" in visible_text(response.content.decode())
    assert client.get(REPORT).status_code == HTTPStatus.METHOD_NOT_ALLOWED
    assert not ReportedQuestion.objects.exists()


def test_reports_are_limited_per_address(client, corpus, settings):
    from django.core.cache import cache

    settings.REFEREE_RATES = {**settings.REFEREE_RATES, "questions": "2/min"}
    cache.clear()  # the counters of the tests before
    assert _report(client).status_code == _report(client, q="autre chose").status_code == HTTPStatus.FOUND
    response = client.post(REPORT + "?fragment=1", {"q": "encore"}, HTTP_ORIGIN=SITE)
    assert response.status_code == HTTPStatus.TOO_MANY_REQUESTS and response["Retry-After"]
    assert "Trop de requêtes" in visible_text(response.content.decode())
    assert ReportedQuestion.objects.count() == 2
    cache.clear()


# --- The judges --------------------------------------------------------------------------------

def test_a_judge_sees_the_open_questions_of_their_games_and_those_without_one(client, judge_page, make_judge):
    _report(client, game="noxilia")
    _report(client, q="la magie zorglub de helix", game="helix")
    _report(client, q="une question sans jeu zorglub", game="")
    page = visible_text(judge_page.get("/compte/").content.decode())
    listed = page.split("Questions des joueurs")[1].split("Jeton de l'API")[0]
    assert QUESTION in listed and "une question sans jeu zorglub" in listed
    assert "la magie zorglub de helix" not in listed  # Helix's: not a game she judges
    assert "Noxilia · posée 1 fois" in listed and "sans jeu · posée 1 fois" in listed
    assert "Rattacher" in listed and "Répondre" in listed and "Écarter" in listed

    make_judge("bob", judge=False)
    other = Client()
    other.login(username="bob", password=PASSWORD)
    assert "Questions des joueurs" not in visible_text(other.get("/compte/").content.decode())


def _act(page, question, action, **data):
    return page.post(f"/compte/questions/{question.pk}/{action}/", data, follow=True)


def test_attached_to_its_passage_a_question_becomes_a_frequent_question_and_is_found(client, judge_page, alice,
                                                                                   server):
    assert not [h for h in search(get_index(), parse_query("zorglub")).hits]
    _report(client)
    question = ReportedQuestion.objects.get()
    response = _act(judge_page, question, "rattacher", ancre=f"https://arbitre.example/{ANCHOR.replace('#', '/#')}")
    assert f"Question rattachée à {ANCHOR}" in visible_text(response.content.decode())

    section = visible_text(client.get("/noxilia/phase-d-actions/").content.decode())
    faq = section.split("Questions fréquentes")[1]
    assert "Un archer zorglub peut tirer depuis la foret ?" in faq
    assert 'href="#attaque-a-distance"' in client.get("/noxilia/phase-d-actions/").content.decode().split(
        "Un archer zorglub")[0].rsplit("<li>", 1)[1]

    # Searched with its passage on every server, without a rebuild by hand.
    hits = search(get_index(), parse_query("zorglub")).hits  # a word of the question alone, no rulebook's
    assert [(h.id, h.passage_url) for h in hits[:1]] == [
        ("keyword:noxilia/glossaire/attaque-a-distance", "/noxilia/phase-d-actions/#attaque-a-distance")]

    question.refresh_from_db()
    assert (question.status, question.anchor, question.handled_by, question.passage.anchor) == (
        "attached", ANCHOR, alice, "attaque-a-distance")
    last = question.history.first()
    assert (last.history_user, last.history_change_reason) == (alice, f"rattachée à {ANCHOR}")
    assert QUESTION not in visible_text(judge_page.get("/compte/").content.decode())  # handled: off the list


def test_an_unknown_passage_or_another_games_passage_is_refused_and_the_question_stays_open(client, judge_page):
    _report(client)
    question = ReportedQuestion.objects.get()
    page = visible_text(_act(judge_page, question, "rattacher", ancre="noxilia/combat#nulle-part").content.decode())
    assert "Passage inconnu dans les règles : « noxilia/combat#nulle-part »" in page
    page = visible_text(_act(judge_page, question, "rattacher", ancre="noxilia/combat").content.decode())
    assert "Passage inconnu" in page  # a section is not a passage
    page = visible_text(_act(judge_page, question, "rattacher",
                             ancre="helix/glossaire/vol").content.decode())
    assert "La question a été posée pour Noxilia, pas pour Helix Duels." in page
    question.refresh_from_db()
    assert question.status == "open" and question.history.count() == 1


def test_a_judge_of_another_game_cannot_handle_it(client, corpus, make_judge):
    _report(client)
    make_judge("hugo", games=["helix"])
    page = Client()
    page.login(username="hugo", password=PASSWORD)
    question = ReportedQuestion.objects.get()
    assert page.post(f"/compte/questions/{question.pk}/ecarter/").status_code == HTTPStatus.NOT_FOUND
    assert ReportedQuestion.objects.get().status == "open"


def test_answered_by_a_published_ruling_or_dismissed_once(client, judge_page, alice, corpus):
    _report(client)
    _report(client, q="question hors sujet zorglub")
    question, other = ReportedQuestion.objects.order_by("id")
    draft = rulings.create(alice, corpus["noxilia"], {"question": "Q ?", "answer": "R.",
                                                      "citations": ["noxilia/combat"]})
    page = visible_text(_act(judge_page, question, "repondre", numero=str(draft.number)).content.decode())
    assert f"La décision n° {draft.number} de Noxilia est brouillon" in page
    published = rulings.publish(alice, draft, draft.version)
    page = visible_text(_act(judge_page, question, "repondre", numero=str(published.number)).content.decode())
    assert f"Question répondue par la décision n° {published.number}." in page
    question.refresh_from_db()
    assert (question.status, question.ruling, question.handled_by) == ("answered", published, alice)

    page = visible_text(_act(judge_page, question, "ecarter").content.decode())
    assert "Cette question est déjà traitée (répondue par une décision) par Alice" in page
    assert visible_text(_act(judge_page, other, "ecarter").content.decode()).count("Question écartée.") == 1
    assert ReportedQuestion.objects.get(pk=other.pk).status == "dismissed"


def test_the_rulings_editor_opens_with_the_players_words(judge_page, client):
    _report(client)
    page = judge_page.get("/compte/").content.decode()
    link = page.split("Rédiger une décision sur cette question")[0].rsplit('href="', 1)[1].split('"')[0]
    assert link.startswith("/noxilia/decisions/nouvelle/?question=")
    editor = judge_page.get(link.replace("&amp;", "&")).content.decode()
    assert QUESTION.replace("'", "&#x27;") in editor.split('name="question"')[1].split("</textarea>")[0]


# --- Reloads and backups -----------------------------------------------------------------------

def _attached(judge_page, client, anchor=ANCHOR) -> ReportedQuestion:
    _report(client)
    question = ReportedQuestion.objects.get()
    _act(judge_page, question, "rattacher", ancre=anchor)
    question.refresh_from_db()
    assert question.status == "attached"
    return question


def test_a_rulebook_reload_keeps_attached_questions_on_their_passage_by_anchor(client, judge_page):
    question = _attached(judge_page, client)
    load_rulebooks(games=("noxilia",))
    question.refresh_from_db()
    assert (question.status, question.passage.full_anchor) == ("attached", ANCHOR)

    # A passage recreated (its row new, its anchor the same): the question finds it again by its anchor.
    ReportedQuestion.objects.filter(pk=question.pk).update(passage=None)
    report = load_rulebooks(games=("noxilia",))
    question.refresh_from_db()
    assert question.passage.full_anchor == ANCHOR and report.changed
    assert question.history.first().history_change_reason == f"règles rechargées : retrouvée à {ANCHOR}"


def test_a_question_whose_passage_is_gone_is_reopened_for_the_judges(client, judge_page):
    question = _attached(judge_page, client)
    ReportedQuestion.objects.filter(pk=question.pk).update(anchor="noxilia/phase-d-actions#disparu", passage=None)
    load_rulebooks(games=("noxilia",))
    question.refresh_from_db()
    assert (question.status, question.anchor, question.passage) == ("open", "", None)
    assert "n'existe plus, question rouverte" in question.history.first().history_change_reason
    assert QUESTION in visible_text(judge_page.get("/compte/").content.decode())


def _export(tmp_path) -> dict:
    path = tmp_path / "export.json"
    call_command("export_rulings", str(path))
    data = json.loads(path.read_text())
    data.pop("exported_at")
    return data


def test_export_and_import_carry_the_questions_and_their_revisions(client, judge_page, alice, tmp_path):
    _attached(judge_page, client)
    _report(client, q="deuxieme zorglub", game="")
    _report(client, q="deuxieme zorglub", game="")
    before = _export(tmp_path)
    assert before["format"] == "arbitre-rulings/2"
    exported = {q["text"]: q for q in before["questions"]}
    assert exported[QUESTION]["status"] == "attached" and exported[QUESTION]["anchor"] == ANCHOR
    assert exported[QUESTION]["handled_by"] == "alice"
    assert [(r["history_user"], r["history_change_reason"]) for r in exported[QUESTION]["revisions"]] == [
        (None, "signalée"), ("alice", f"rattachée à {ANCHOR}")]
    assert exported["deuxieme zorglub"]["count"] == 2

    ReportedQuestion.objects.all().delete()
    History.objects.all().delete()
    call_command("import_rulings", str(tmp_path / "export.json"))
    assert _export(tmp_path) == before
    assert ReportedQuestion.objects.get(game="noxilia").passage.full_anchor == ANCHOR
    assert "Un archer zorglub peut tirer" in visible_text(client.get("/noxilia/phase-d-actions/").content.decode())

    out = tmp_path / "again.json"
    out.write_text(json.dumps({**before, "exported_at": "2026-11-28T00:00:00+00:00"}))
    from io import StringIO

    said = StringIO()
    call_command("import_rulings", str(out), stdout=said)
    assert "questions signalées : 0 créées, 0 mises à jour, 2 inchangées" in said.getvalue()


def test_an_import_with_a_bad_question_imports_nothing_and_a_format_1_file_is_still_read(client, tmp_path, corpus):
    _report(client)
    data = _export(tmp_path)
    data["questions"][0].update(status="attached", anchor="noxilia/combat#disparu")
    data["questions"].append({**data["questions"][0], "status": "perdue", "anchor": ""})
    ReportedQuestion.objects.all().delete()
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    with pytest.raises(Exception) as refused:
        call_command("import_rulings", str(path))
    message = str(refused.value)
    assert "Passages inconnus dans les règles : « noxilia/combat#disparu »" in message
    assert "état inconnu « perdue »" in message and "la même question que la n° 1" in message
    assert not ReportedQuestion.objects.exists()

    old = {"format": "arbitre-rulings/1", "users": [], "rulings": []}
    path.write_text(json.dumps(old))
    call_command("import_rulings", str(path))
    assert not ReportedQuestion.objects.exists()
