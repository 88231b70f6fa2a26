"""/api/v1/rulings/: anyone reads what is public; a judge writes with their token; every error has the
API's one shape (401, 403, 404, 409 included); each right is tried by someone who has it not."""
from http import HTTPStatus

import pytest
from django.core.management import call_command
from django.test import Client

from rules import rulings
from rules.models import Ruling
from tests.helpers import api_token

URL = "/api/v1/rulings/"
BODY = {"game": "noxilia", "question": "Le Poison X se cumule-t-il ?", "answer": "Non, voir [[noxilia/glossaire/poison-x]].",
        "citations": ["noxilia/glossaire/poison-x"], "event": "Tournoi de Lyon", "event_date": "2026-11-20"}


def token_client(user) -> Client:
    return Client(HTTP_AUTHORIZATION=f"Token {api_token(user)}")


def assert_error_shape(response, status: int, code: str | None = None) -> dict:
    assert response.status_code == status, response.content
    body = response.json()
    assert set(body) == {"detail", "code", "errors"} and body["detail"]
    if code:
        assert body["code"] == code
    assert "no-store" in response["Cache-Control"]
    return body


@pytest.fixture
def alice(corpus, make_judge):
    return make_judge("alice", games=["noxilia"])


@pytest.fixture
def published(alice, corpus):
    return rulings.create(alice, corpus["noxilia"], {**BODY, "event_date": None}, publish=True)


@pytest.fixture
def draft(alice, corpus):
    return rulings.create(alice, corpus["noxilia"], {**BODY, "event_date": None, "question": "Un brouillon ?"})


def test_anonymous_readers_see_published_rulings_only(client, published, draft):
    body = client.get(URL).json()
    assert [r["number"] for r in body["results"]] == [published.number]
    ruling = body["results"][0]
    assert ruling["status"] == "published" and ruling["author"] == "Alice" and ruling["version"] == 2
    assert ruling["citations"][0]["anchor"] == "noxilia/glossaire/poison-x"
    assert ruling["citations"][0]["url"].endswith("/noxilia/glossaire/poison-x/")
    assert ruling["url"].endswith("/noxilia/decisions/1/") and ruling["citation"].startswith("Décision n° 1, Noxilia")
    assert client.get(URL, {"status": "draft"}).json()["count"] == 0
    assert_error_shape(client.get(f"{URL}noxilia/{draft.number}/"), HTTPStatus.NOT_FOUND, "not_found")
    assert client.get(f"{URL}noxilia/{published.number}/").json()["question"] == published.question


def test_filters_by_game_status_and_anchor(client, published):
    assert client.get(URL, {"game": "helix"}).json()["count"] == 0
    assert client.get(URL, {"game": "noxilia", "status": "published"}).json()["count"] == 1
    assert client.get(URL, {"anchor": "noxilia/glossaire/poison-x"}).json()["count"] == 1
    assert client.get(URL, {"anchor": "noxilia/combat"}).json()["count"] == 0
    body = assert_error_shape(client.get(URL, {"status": "publiee"}), HTTPStatus.BAD_REQUEST, "invalid")
    assert "État inconnu « publiee »" in body["errors"]["status"][0]["message"]
    assert_error_shape(client.get(URL, {"game": "monopoly"}), HTTPStatus.BAD_REQUEST, "invalid")


def test_writing_without_a_token_is_a_401_in_the_error_shape(client, published):
    for response in (client.post(URL, BODY, content_type="application/json"),
                     client.patch(f"{URL}noxilia/1/", {"version": 2}, content_type="application/json"),
                     client.post(f"{URL}noxilia/1/withdraw/", {"version": 2}, content_type="application/json"),
                     client.delete(f"{URL}noxilia/1/?version=2")):
        body = assert_error_shape(response, HTTPStatus.UNAUTHORIZED, "not_authenticated")
        assert response["WWW-Authenticate"] == "Token" and "Authorization: Token" in body["detail"]
    assert Ruling.objects.get().status == "published"


def test_a_wrong_token_is_a_401(corpus, published):
    response = Client(HTTP_AUTHORIZATION="Token 0123456789abcdef").post(URL, BODY, content_type="application/json")
    assert_error_shape(response, HTTPStatus.UNAUTHORIZED, "authentication_failed")


def test_a_judge_writes_a_draft_then_publishes_it_with_their_token(alice, client):
    api = token_client(alice)
    created = api.post(URL, BODY, content_type="application/json")
    assert created.status_code == HTTPStatus.CREATED, created.content
    ruling = created.json()
    assert (ruling["number"], ruling["status"], ruling["version"], ruling["event_date"]) == (1, "draft", 1, "2026-11-20")
    assert "private" in created["Cache-Control"] and "no-store" in created["Cache-Control"]
    assert client.get(f"{URL}noxilia/1/").status_code == HTTPStatus.NOT_FOUND  # not yet public
    assert api.get(f"{URL}noxilia/1/").json()["status"] == "draft"  # its judges read it
    done = api.post(f"{URL}noxilia/1/publish/", {"version": 1}, content_type="application/json")
    assert done.status_code == HTTPStatus.OK and done.json()["status"] == "published"
    assert client.get(f"{URL}noxilia/1/").json()["version"] == 2
    history = client.get(f"{URL}noxilia/1/history/").json()
    assert [(h["reason"], h["user"], h["version"]) for h in history] == [("créée", "Alice", 1), ("publiée", "Alice", 2)]


def test_unknown_anchors_are_a_400_listing_them_all(alice):
    response = token_client(alice).post(URL, {**BODY, "citations": ["noxilia/nulle-part", "noxilia/glossaire/rien"]},
                                        content_type="application/json")
    body = assert_error_shape(response, HTTPStatus.BAD_REQUEST, "invalid")
    assert "noxilia/nulle-part, noxilia/glossaire/rien" in body["errors"]["citations"][0]["message"]
    assert not Ruling.objects.exists()


def test_a_judge_of_another_game_is_refused(corpus, make_judge, published, draft):
    helix = token_client(make_judge("hugo", games=["helix"]))
    assert_error_shape(helix.post(URL, BODY, content_type="application/json"), HTTPStatus.FORBIDDEN, "permission_denied")
    assert_error_shape(helix.patch(f"{URL}noxilia/{published.number}/", {"version": published.version, "answer": "x"},
                                   content_type="application/json"), HTTPStatus.FORBIDDEN)
    # Another game's draft is not even there for them.
    assert_error_shape(helix.post(f"{URL}noxilia/{draft.number}/publish/", {"version": 1},
                                  content_type="application/json"), HTTPStatus.NOT_FOUND)
    assert Ruling.objects.get(pk=draft.pk).status == "draft"


def test_a_user_who_is_no_judge_is_refused(corpus, make_judge):
    api = token_client(make_judge("zoe", judge=False))
    assert_error_shape(api.post(URL, BODY, content_type="application/json"), HTTPStatus.FORBIDDEN)


def test_a_plain_judge_cannot_edit_supersede_or_withdraw_a_published_ruling(alice, published):
    api = token_client(alice)
    version = published.version
    body = assert_error_shape(api.patch(f"{URL}noxilia/1/", {"version": version, "answer": "Changé."},
                                        content_type="application/json"), HTTPStatus.FORBIDDEN, "permission_denied")
    assert "arbitre principal" in body["detail"]
    assert_error_shape(api.post(f"{URL}noxilia/1/supersede/", {"version": version, "by": 1},
                                content_type="application/json"), HTTPStatus.FORBIDDEN)
    assert_error_shape(api.post(f"{URL}noxilia/1/withdraw/", {"version": version},
                                content_type="application/json"), HTTPStatus.FORBIDDEN)
    assert_error_shape(api.delete(f"{URL}noxilia/1/?version={version}"), HTTPStatus.FORBIDDEN)
    assert Ruling.objects.get(pk=published.pk).answer == published.answer


def test_a_plain_judge_cannot_claim_the_publishers_authority(alice):
    response = token_client(alice).post(URL, {**BODY, "authority": "official"}, content_type="application/json")
    assert "arbitre principal" in assert_error_shape(response, HTTPStatus.FORBIDDEN)["detail"]


def test_a_head_judge_edits_supersedes_and_withdraws_in_every_game(corpus, make_judge, alice, published):
    head = token_client(make_judge("hector", head=True))  # judges no game of their own
    edited = head.patch(f"{URL}noxilia/1/", {"version": 2, "answer": "Non. Précision.", "authority": "head_judge"},
                        content_type="application/json")
    assert edited.status_code == HTTPStatus.OK and edited.json()["version"] == 3
    successor = head.post(URL, {**BODY, "answer": "La nouvelle réponse.", "publish": True, "authority": "official"},
                          content_type="application/json").json()
    assert (successor["number"], successor["status"]) == (2, "published")
    replaced = head.post(f"{URL}noxilia/1/supersede/", {"version": 3, "by": 2, "reason": "errata"},
                         content_type="application/json")
    assert replaced.json()["status"] == "superseded" and replaced.json()["superseded_by"] == 2
    withdrawn = head.delete(f"{URL}noxilia/2/?version={successor['version']}")
    assert withdrawn.status_code == HTTPStatus.OK and withdrawn.json()["status"] == "withdrawn"
    assert Ruling.objects.filter(number=2).exists()  # deleting is withdrawing
    assert Client().get(f"{URL}noxilia/2/").status_code == HTTPStatus.NOT_FOUND


def test_staff_have_the_head_judges_rights(corpus, make_judge, published):
    staff = token_client(make_judge("sophie", staff=True, judge=False))
    response = staff.post(f"{URL}noxilia/1/withdraw/", {"version": published.version}, content_type="application/json")
    assert response.status_code == HTTPStatus.OK and response.json()["status"] == "withdrawn"


def test_a_stale_version_is_a_409_and_nothing_is_written(alice, make_judge, draft):
    bruno = token_client(make_judge("bruno", games=["noxilia"]))
    first = token_client(alice).patch(f"{URL}noxilia/{draft.number}/", {"version": 1, "answer": "Alice."},
                                      content_type="application/json")
    assert first.status_code == HTTPStatus.OK
    second = bruno.patch(f"{URL}noxilia/{draft.number}/", {"version": 1, "answer": "Bruno."},
                         content_type="application/json")
    body = assert_error_shape(second, HTTPStatus.CONFLICT, "conflict")
    assert "modifiée entre-temps par Alice" in body["detail"]
    assert Ruling.objects.get(pk=draft.pk).answer == "Alice."
    assert_error_shape(bruno.post(f"{URL}noxilia/{draft.number}/publish/", {"version": 1},
                                  content_type="application/json"), HTTPStatus.CONFLICT)


def test_a_missing_version_is_a_400(alice, draft):
    response = token_client(alice).patch(f"{URL}noxilia/1/", {"answer": "x"}, content_type="application/json")
    assert "version" in assert_error_shape(response, HTTPStatus.BAD_REQUEST, "invalid")["errors"]
    assert_error_shape(token_client(alice).delete(f"{URL}noxilia/1/"), HTTPStatus.BAD_REQUEST, "invalid")


def test_the_session_of_the_pages_writes_only_with_its_csrf_token(alice):
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(alice)
    response = browser.post(URL, BODY, content_type="application/json")
    assert_error_shape(response, HTTPStatus.FORBIDDEN, "permission_denied")
    assert "CSRF" in response.json()["detail"] and not Ruling.objects.exists()


def test_create_token_gives_a_judge_a_working_token(alice, capsys):
    call_command("create_token", "alice", "--name", "tablette", "--days", "30")
    key = capsys.readouterr().out.strip()
    response = Client(HTTP_AUTHORIZATION=f"Token {key}").post(URL, BODY, content_type="application/json")
    assert response.status_code == HTTPStatus.CREATED


def test_the_schema_documents_the_rulings_and_their_errors(client, db):
    import yaml

    schema = yaml.safe_load(client.get("/api/v1/schema/").content)
    create = schema["paths"]["/api/v1/rulings/"]["post"]
    assert {"400", "401", "403", "201"} <= set(create["responses"])
    patch = schema["paths"]["/api/v1/rulings/{game}/{number}/"]["patch"]
    assert {"401", "403", "404", "409"} <= set(patch["responses"])
    assert "409" not in schema["paths"]["/api/v1/rulings/"]["get"]["responses"]
    assert {"tokenAuth", "cookieAuth"} <= set(schema["components"]["securitySchemes"])


def test_the_schema_says_what_history_and_withdraw_answer(client, published):
    """Issue 24's schema slips: a history is a list (no page), a version read is at least 1."""
    schema = client.get("/api/v1/schema/?format=json").json()
    for path in ("/api/v1/rulings/{game}/{number}/history/", "/api/v1/questions/{id}/history/"):
        operation = schema["paths"][path]["get"]
        assert operation["responses"]["200"]["content"]["application/json"]["schema"]["type"] == "array", path
        assert "page" not in [p["name"] for p in operation.get("parameters", [])], path
    assert isinstance(client.get(f"{URL}noxilia/{published.number}/history/").json(), list)
    [version] = [p for p in schema["paths"]["/api/v1/rulings/{game}/{number}/"]["delete"]["parameters"]
                 if p["name"] == "version"]
    assert version["schema"]["minimum"] == 1
