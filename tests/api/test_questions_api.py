"""/api/v1/questions/: anyone reports a question the search did not answer; the judges of its game list
them and handle each once. Whole payloads, the API's one error shape, and never a 500 whatever is sent."""
import json
from http import HTTPStatus

import pytest
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import rulings
from search.models import ReportedQuestion
from tests.helpers import api_token

URL = "/api/v1/questions/"
ANCHOR = "noxilia/combat#declaration-de-attaque-unite-attaquante-engage"
BODY = {"q": "mon archer peut-il tirer apres avoir bouge ?", "game": "noxilia",
        "shown": ["passage:noxilia/combat#lorsqu-une-unite-declare-une-attaque", "noxilia/glossaire/poison-x"]}


def post(client, body, **headers):
    return client.post(URL, json.dumps(body), content_type="application/json", **headers)


def token_client(user) -> Client:
    return Client(HTTP_AUTHORIZATION=f"Token {api_token(user)}")


def assert_error(response, status: int, code: str | None = None) -> dict:
    assert response.status_code == status, response.content
    body = response.json()
    assert set(body) == {"detail", "code", "errors"} and body["detail"]
    if code:
        assert body["code"] == code
    return body


@pytest.fixture
def alice(corpus, make_judge):
    return make_judge("alice", games=["noxilia"])


@pytest.fixture
def reported(client, corpus):
    assert post(client, BODY).status_code == HTTPStatus.CREATED
    return ReportedQuestion.objects.get()


def test_anyone_reports_201_then_the_same_question_is_counted_200(client, corpus):
    response = post(client, BODY)
    assert response.status_code == HTTPStatus.CREATED and response.json() == {"count": 1, "merged": False}
    again = post(client, {**BODY, "q": "Mon  ARCHER peut il tirer après avoir bougé", "shown": []})
    assert again.status_code == HTTPStatus.OK and again.json() == {"count": 2, "merged": True}
    assert "no-store" in again["Cache-Control"] and not again.cookies
    question = ReportedQuestion.objects.get()
    assert (question.text, question.game, question.count) == (BODY["q"], "noxilia", 2)
    assert question.shown == ["passage:noxilia/combat#lorsqu-une-unite-declare-une-attaque",
                              "keyword:noxilia/glossaire/poison-x"]
    assert post(client, {"q": "sans jeu ni résultats"}).json() == {"count": 1, "merged": False}


@pytest.mark.parametrize(("body", "field"), [
    ({**BODY, "q": "x" * 301}, "q"),
    ({**BODY, "q": " ?! "}, "q"),
    ({**BODY, "q": 12}, "q"),
    ({**BODY, "q": "\ud800 lone"}, "q"),
    ({"game": "noxilia"}, "q"),
    ({**BODY, "game": "monopoly"}, "game"),
    ({**BODY, "game": None}, "game"),
    ({**BODY, "shown": ["noxilia/combat#a"] * 11}, "shown"),
    ({**BODY, "shown": ["<b>"]}, "shown[0]"),
    ({**BODY, "shown": "noxilia/combat"}, "shown"),
    ({**BODY, "ip": "1.2.3.4"}, "ip"),
])
def test_a_bad_report_is_a_400_naming_its_field_and_nothing_is_kept(client, corpus, body, field):
    errors = assert_error(post(client, body), HTTPStatus.BAD_REQUEST, "invalid")["errors"]
    assert field in errors, errors
    assert not ReportedQuestion.objects.exists()


def test_a_body_that_is_not_an_object_is_a_400(client, corpus):
    for body in ([1, 2], "question", 3, None):
        assert_error(post(client, body), HTTPStatus.BAD_REQUEST)


def test_listing_needs_a_judge_of_the_game(client, reported, alice, make_judge):
    response = client.get(URL)
    assert_error(response, HTTPStatus.UNAUTHORIZED)
    assert response["WWW-Authenticate"].startswith("Token")
    assert_error(token_client(make_judge("bob", judge=False)).get(URL), HTTPStatus.FORBIDDEN)
    hugo = token_client(make_judge("hugo", games=["helix"]))
    assert_error(hugo.get(URL, {"game": "noxilia"}), HTTPStatus.FORBIDDEN)
    assert hugo.get(URL).json()["count"] == 0  # his games' and those without a game: none
    assert_error(token_client(alice).get(URL, {"game": "monopoly"}), HTTPStatus.BAD_REQUEST, "invalid")

    body = token_client(alice).get(URL, {"game": "noxilia", "status": "open"}).json()
    assert body["count"] == 1 and body["next"] is None and body["previous"] is None
    assert body["results"] == [{
        "id": reported.pk, "text": BODY["q"], "game": "noxilia", "count": 1, "status": "open",
        "status_label": "Ouverte",
        "shown": [{"id": "passage:noxilia/combat#lorsqu-une-unite-declare-une-attaque",
                   "url": "http://testserver/noxilia/combat/#lorsqu-une-unite-declare-une-attaque"},
                  {"id": "keyword:noxilia/glossaire/poison-x", "url": "http://testserver/noxilia/glossaire/poison-x/"}],
        "passage": None, "ruling": None, "handled_by": None, "handled_at": None,
        "first_reported_at": body["results"][0]["first_reported_at"],
        "last_reported_at": body["results"][0]["last_reported_at"],
        "api_url": f"http://testserver/api/v1/questions/{reported.pk}/",
    }]
    assert token_client(alice).get(URL, {"status": "attached"}).json()["count"] == 0


def test_attached_with_a_token_recorded_with_who_and_when(client, reported, alice):
    judge = token_client(alice)
    wrong = judge.post(f"{URL}{reported.pk}/attach/", {"anchor": "noxilia/combat#nulle-part"},
                       content_type="application/json")
    assert "anchor" in assert_error(wrong, HTTPStatus.BAD_REQUEST, "invalid")["errors"]
    response = judge.post(f"{URL}{reported.pk}/attach/", {"anchor": ANCHOR}, content_type="application/json")
    assert response.status_code == HTTPStatus.OK, response.content
    body = response.json()
    assert body["status"] == "attached" and body["handled_by"] == "Alice" and body["handled_at"]
    assert body["passage"] == {"anchor": ANCHOR, "url": f"http://testserver/{ANCHOR.replace('#', '/#')}"}

    again = judge.post(f"{URL}{reported.pk}/dismiss/", {}, content_type="application/json")
    assert "déjà traitée (rattachée à un passage) par Alice" in assert_error(again, HTTPStatus.CONFLICT)["detail"]
    history = judge.get(f"{URL}{reported.pk}/history/").json()
    assert [(r["user"], r["reason"], r["status"]) for r in history] == [
        (None, "signalée", "open"), ("Alice", f"rattachée à {ANCHOR}", "attached")]
    assert judge.get(f"{URL}{reported.pk}/").json()["status"] == "attached"


def test_answered_by_a_published_ruling_of_its_game(client, reported, alice, corpus, make_judge):
    judge = token_client(alice)
    hugo = token_client(make_judge("hugo", games=["helix"]))
    assert_error(hugo.post(f"{URL}{reported.pk}/answer/", {"number": 1}, content_type="application/json"),
                 HTTPStatus.NOT_FOUND)
    assert_error(Client().post(f"{URL}{reported.pk}/dismiss/"), HTTPStatus.UNAUTHORIZED)
    missing = judge.post(f"{URL}{reported.pk}/answer/", {"number": 99}, content_type="application/json")
    assert "n'existe pas" in assert_error(missing, HTTPStatus.BAD_REQUEST)["errors"]["number"][0]["message"]
    ruling = rulings.create(alice, corpus["noxilia"], {"question": "Q ?", "answer": "R.",
                                                       "citations": ["noxilia/combat"]}, publish=True)
    response = judge.post(f"{URL}{reported.pk}/answer/", {"number": ruling.number}, content_type="application/json")
    assert response.status_code == HTTPStatus.OK
    assert response.json()["ruling"] == {"game": "noxilia", "number": ruling.number,
                                         "url": f"http://testserver/noxilia/decisions/{ruling.number}/"}


def test_a_question_without_a_game_takes_the_game_it_is_answered_in(client, corpus, alice, make_judge):
    post(client, {"q": "question sans jeu"})
    question = ReportedQuestion.objects.get()
    hugo = token_client(make_judge("hugo", games=["helix"]))
    forbidden = hugo.post(f"{URL}{question.pk}/attach/", {"anchor": ANCHOR}, content_type="application/json")
    assert "pas arbitre de Noxilia" in assert_error(forbidden, HTTPStatus.FORBIDDEN)["detail"]
    assert token_client(alice).post(f"{URL}{question.pk}/dismiss/", {}, content_type="application/json").json()[
        "status"] == "dismissed"


def test_a_judges_session_does_not_make_reporting_need_a_csrf_token(corpus, alice):
    from tests.conftest import PASSWORD

    browser = Client(enforce_csrf_checks=True)
    browser.login(username="alice", password=PASSWORD)
    assert post(browser, BODY).status_code == HTTPStatus.CREATED
    assert ReportedQuestion.objects.get().history.first().history_user is None  # her account is not kept


# Hypothesis draws no lone surrogate by itself: one is put in some texts (JSON writes it as a \\udxxx escape).
TEXT = st.text(max_size=320) | st.tuples(st.text(max_size=150), st.integers(0xD800, 0xDFFF), st.text(max_size=150)).map(
    lambda parts: parts[0] + chr(parts[1]) + parts[2])
JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | TEXT,
                    lambda children: st.lists(children, max_size=4) | st.dictionaries(TEXT, children, max_size=4),
                    max_leaves=12)
REPORTS = st.fixed_dictionaries({}, optional={
    "q": TEXT | JSON, "game": st.sampled_from(["noxilia", "", "helix", "x"]) | JSON,
    "shown": st.lists(TEXT | st.sampled_from(["noxilia/combat#a", "ruling:helix/3", "helix/decisions/7"]),
                      max_size=12) | JSON})


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(body=REPORTS | JSON)
@pytest.mark.django_db
def test_reporting_never_answers_500(client, corpus, body):
    raw = json.dumps(body)
    response = client.post(URL, raw, content_type="application/json")
    assert response.status_code in (HTTPStatus.OK, HTTPStatus.CREATED, HTTPStatus.BAD_REQUEST), response.content
    if response.status_code == HTTPStatus.BAD_REQUEST:
        assert response.json()["errors"]


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(q=TEXT, game=st.text(max_size=20), shown=st.text(max_size=200))
@pytest.mark.django_db
def test_the_pages_form_never_answers_500(client, corpus, q, game, shown):
    response = client.post("/recherche/signaler/?fragment=1", {"q": q.encode("utf-8", "surrogatepass"),
                                                              "jeu": game, "vus": shown}, HTTP_ORIGIN="http://testserver")
    assert response.status_code in (HTTPStatus.OK, HTTPStatus.BAD_REQUEST), response.content
