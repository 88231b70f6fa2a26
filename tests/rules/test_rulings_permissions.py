"""Every right over rulings, tried on the pages by someone who has it not (the API's are in
tests/api/test_rulings_api.py): each attempt is refused and changes nothing."""
from http import HTTPStatus

import pytest
from django.test import Client

from rules import rulings
from rules.models import Ruling
from tests.helpers import visible_text

FORM = {"question": "Q ?", "answer": "R.", "citations": "noxilia/combat", "authority": "judge", "action": "enregistrer"}


@pytest.fixture
def alice(corpus, make_judge):
    return make_judge("alice", games=["noxilia"])


@pytest.fixture
def draft(alice, corpus):
    return rulings.create(alice, corpus["noxilia"], {"question": "Un brouillon ?", "answer": "R.",
                                                     "citations": ["noxilia/combat"]})


@pytest.fixture
def published(alice, corpus):
    return rulings.create(alice, corpus["noxilia"], {"question": "Publiée ?", "answer": "R.",
                                                     "citations": ["noxilia/combat"]}, publish=True)


def logged_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def unchanged(ruling) -> bool:
    fresh = Ruling.objects.get(pk=ruling.pk)
    return (fresh.status, fresh.answer, fresh.version) == (ruling.status, ruling.answer, ruling.version)


def test_anonymous_readers_see_published_rulings_only(client, draft, published, alice, make_judge):
    assert client.get(f"/noxilia/decisions/{published.number}/").status_code == HTTPStatus.OK
    assert client.get(f"/noxilia/decisions/{draft.number}/").status_code == HTTPStatus.NOT_FOUND
    text = visible_text(client.get("/noxilia/decisions/").content.decode())
    assert "Publiée ?" in text and "Un brouillon ?" not in text
    withdrawn = rulings.create(alice, draft.game, {"question": "Retirée ?", "answer": "R.", "citations": ["noxilia/combat"]},
                               publish=True)
    rulings.withdraw(make_judge("hector", head=True), withdrawn, withdrawn.version)
    assert client.get(f"/noxilia/decisions/{withdrawn.number}/").status_code == HTTPStatus.NOT_FOUND


def test_anonymous_users_cannot_write_they_are_sent_to_log_in(client, draft):
    for path in ("/noxilia/decisions/nouvelle/", f"/noxilia/decisions/{draft.number}/modifier/"):
        response = client.get(path)
        assert response.status_code == HTTPStatus.FOUND and response["Location"].startswith("/compte/connexion/?next=")
        assert client.post(path, FORM)["Location"].startswith("/compte/connexion/")
    assert client.post(f"/noxilia/decisions/{draft.number}/publier/", {"version": 1}).status_code == HTTPStatus.FOUND
    assert unchanged(draft) and Ruling.objects.count() == 1


def test_a_user_who_is_no_judge_cannot_write(corpus, make_judge):
    client = logged_in(make_judge("zoe", judge=False))
    response = client.get("/noxilia/decisions/nouvelle/")
    assert response.status_code == HTTPStatus.FORBIDDEN
    assert "Vous n'êtes pas arbitre de Noxilia" in visible_text(response.content.decode())
    assert client.post("/noxilia/decisions/nouvelle/", FORM).status_code == HTTPStatus.FORBIDDEN
    assert not Ruling.objects.exists()


def test_a_judge_of_another_game_is_refused(corpus, make_judge, draft, published):
    client = logged_in(make_judge("hugo", games=["helix"]))
    assert client.post("/noxilia/decisions/nouvelle/", FORM).status_code == HTTPStatus.FORBIDDEN
    # Noxilia's drafts do not exist for them; its published rulings are read-only.
    assert client.get(f"/noxilia/decisions/{draft.number}/").status_code == HTTPStatus.NOT_FOUND
    assert client.post(f"/noxilia/decisions/{draft.number}/publier/", {"version": 1}).status_code == HTTPStatus.NOT_FOUND
    assert client.post(f"/noxilia/decisions/{published.number}/modifier/",
                       {**FORM, "version": published.version}).status_code == HTTPStatus.FORBIDDEN
    assert client.post(f"/noxilia/decisions/{published.number}/retirer/",
                       {"version": published.version}).status_code == HTTPStatus.FORBIDDEN
    assert unchanged(draft) and unchanged(published) and Ruling.objects.count() == 2


def test_a_plain_judge_cannot_edit_supersede_or_withdraw_a_published_ruling(alice, published, draft):
    client = logged_in(alice)
    page = client.get(f"/noxilia/decisions/{published.number}/modifier/")
    assert page.status_code == HTTPStatus.FORBIDDEN
    assert "seul un arbitre principal ou l'équipe du site modifie une décision publiée" in visible_text(
        page.content.decode())
    edit = client.post(f"/noxilia/decisions/{published.number}/modifier/", {**FORM, "version": published.version})
    assert edit.status_code == HTTPStatus.FORBIDDEN
    rulings.publish(alice, draft, draft.version)
    for action, extra in (("remplacer", {"par": draft.number}), ("retirer", {})):
        response = client.post(f"/noxilia/decisions/{published.number}/{action}/", {"version": published.version, **extra})
        assert response.status_code == HTTPStatus.FORBIDDEN, action
    assert unchanged(published)
    # The page offers them none of these buttons.
    text = visible_text(client.get(f"/noxilia/decisions/{published.number}/").content.decode())
    assert "Modifier" not in text and "Remplacer" not in text and "Retirer" not in text


def test_a_plain_judge_cannot_give_the_publishers_authority(alice):
    response = logged_in(alice).post("/noxilia/decisions/nouvelle/", {**FORM, "authority": "official"})
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert "Seul un arbitre principal ou l'équipe du site donne l'autorité" in visible_text(response.content.decode())
    assert not Ruling.objects.exists()


def test_a_judge_writes_edits_publishes_and_withdraws_drafts_in_their_game(alice, draft):
    client = logged_in(alice)
    assert client.post(f"/noxilia/decisions/{draft.number}/modifier/",
                       {**FORM, "answer": "Changée.", "version": 1}).status_code == HTTPStatus.FOUND
    other = rulings.create(alice, draft.game, {"question": "Q2 ?", "answer": "R.", "citations": ["noxilia/combat"]})
    assert client.post(f"/noxilia/decisions/{other.number}/retirer/", {"version": 1}).status_code == HTTPStatus.FOUND
    assert client.post(f"/noxilia/decisions/{draft.number}/publier/", {"version": 2}).status_code == HTTPStatus.FOUND
    assert Ruling.objects.get(pk=draft.pk).status == "published"
    assert Ruling.objects.get(pk=other.pk).status == "withdrawn"


@pytest.mark.parametrize("kind", ["head", "staff"])
def test_a_head_judge_or_staff_publishes_edits_and_supersedes_in_every_game(kind, make_judge, draft, published):
    senior = make_judge("hector", head=True) if kind == "head" else make_judge("sophie", staff=True, judge=False)
    client = logged_in(senior)
    assert client.post(f"/noxilia/decisions/{draft.number}/publier/", {"version": 1}).status_code == HTTPStatus.FOUND
    assert client.post(f"/noxilia/decisions/{published.number}/modifier/",
                       {**FORM, "answer": "Précisée.", "authority": "official",
                        "version": published.version}).status_code == HTTPStatus.FOUND
    fresh = Ruling.objects.get(pk=published.pk)
    response = client.post(f"/noxilia/decisions/{published.number}/remplacer/",
                           {"version": fresh.version, "par": draft.number, "motif": "errata"})
    assert response.status_code == HTTPStatus.FOUND
    fresh = Ruling.objects.get(pk=published.pk)
    assert (fresh.status, fresh.superseded_by_id, fresh.authority) == ("superseded", draft.pk, "official")


def test_an_inactive_judge_has_no_right(alice, draft):
    alice.is_active = False
    alice.save()
    assert not rulings.judges_game(alice, draft.game)
    with pytest.raises(rulings.Forbidden):
        rulings.publish(alice, draft, 1)


def test_a_post_without_its_csrf_token_is_refused(alice, draft):
    client = Client(enforce_csrf_checks=True)
    client.force_login(alice)
    for path, data in (("/noxilia/decisions/nouvelle/", FORM),
                       (f"/noxilia/decisions/{draft.number}/publier/", {"version": 1}),
                       (f"/noxilia/decisions/{draft.number}/modifier/", {**FORM, "version": 1}),
                       ("/compte/jetons/", {})):
        response = client.post(path, data)
        assert response.status_code == HTTPStatus.FORBIDDEN, path
        assert "Formulaire refusé" in visible_text(response.content.decode())
    assert unchanged(draft) and Ruling.objects.count() == 1
    anonymous = Client(enforce_csrf_checks=True)
    assert anonymous.post("/compte/connexion/", {"username": "alice", "password": "x"}).status_code == HTTPStatus.FORBIDDEN


def test_with_its_csrf_token_the_same_post_goes_through(alice, draft):
    client = Client(enforce_csrf_checks=True)
    client.force_login(alice)
    client.get(f"/noxilia/decisions/{draft.number}/")  # sets the CSRF cookie
    token = client.cookies["csrftoken"].value
    response = client.post(f"/noxilia/decisions/{draft.number}/publier/", {"version": 1, "csrfmiddlewaretoken": token})
    assert response.status_code == HTTPStatus.FOUND and Ruling.objects.get(pk=draft.pk).status == "published"


def test_other_pages_still_refuse_writes_before_reading_the_body(client, alice):
    assert client.post("/noxilia/combat/", {"a": 1}).status_code == HTTPStatus.METHOD_NOT_ALLOWED
    assert client.put("/noxilia/decisions/nouvelle/").status_code == HTTPStatus.METHOD_NOT_ALLOWED
    assert client.delete("/noxilia/decisions/1/").status_code == HTTPStatus.METHOD_NOT_ALLOWED
    json_body = client.post("/noxilia/decisions/nouvelle/", "{}", content_type="application/json")
    assert json_body.status_code == HTTPStatus.UNSUPPORTED_MEDIA_TYPE
    big = client.post("/compte/connexion/", "a=" + "x" * 70_000, content_type="application/x-www-form-urlencoded")
    assert big.status_code == HTTPStatus.REQUEST_ENTITY_TOO_LARGE
