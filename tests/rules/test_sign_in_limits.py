"""Guessing a judge's password (issue 24): every login form — the site's and the admin's — counts failures per
account (django-axes, in the database every server shares); past the limit the account is refused even with
the right password, while another judge at the same address signs in; every attempt is logged without its
password; asking for a password reset is counted apart from logging in; passwords have 12 characters at least."""
import logging
from http import HTTPStatus

import pytest
from axes.models import AccessAttempt, AccessFailureLog
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError

from tests.conftest import PASSWORD
from tests.helpers import visible_text

LOGIN = "/compte/connexion/"
ADMIN_LOGIN = "/admin/login/"
VENUE = "203.0.113.7"  # a venue's one address, shared by every judge there


@pytest.fixture
def alice(corpus, make_judge):
    return make_judge("alice", games=["noxilia"], staff=True)


@pytest.fixture
def bruno(corpus, make_judge):
    return make_judge("bruno", games=["noxilia"])


def sign_in(client, username, password, path=LOGIN, address=VENUE):
    return client.post(path, {"username": username, "password": password}, REMOTE_ADDR=address)


def test_past_the_limit_an_account_is_refused_even_with_its_password(client, alice, bruno, settings):
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        assert sign_in(client, "alice", "pas-le-bon-mot-de-passe").status_code == HTTPStatus.OK
    locked = sign_in(client, "alice", "pas-le-bon-mot-de-passe")
    assert locked.status_code == HTTPStatus.TOO_MANY_REQUESTS
    text = visible_text(locked.content.decode())
    assert f"Après {settings.AXES_FAILURE_LIMIT} mots de passe erronés, ce compte est bloqué pendant 15 minutes" in text
    refused = sign_in(client, "alice", PASSWORD)
    assert refused.status_code == HTTPStatus.TOO_MANY_REQUESTS and "_auth_user_id" not in client.session
    # From another address too: the account itself is locked, not the address.
    assert sign_in(client, "alice", PASSWORD, address="198.51.100.20").status_code == HTTPStatus.TOO_MANY_REQUESTS
    # Bruno, at the same venue, signs in: a judge mistyping locks no one else out.
    welcome = sign_in(client, "bruno", PASSWORD)
    assert welcome.status_code == HTTPStatus.FOUND and welcome["Location"] == "/compte/"


def test_the_admins_login_counts_in_the_same_counter(client, alice, settings):
    for _ in range(settings.AXES_FAILURE_LIMIT):
        sign_in(client, "alice", "pas-le-bon-mot-de-passe", path=ADMIN_LOGIN)
    assert sign_in(client, "alice", PASSWORD, path=ADMIN_LOGIN).status_code == HTTPStatus.TOO_MANY_REQUESTS
    assert sign_in(client, "alice", PASSWORD).status_code == HTTPStatus.TOO_MANY_REQUESTS


def test_a_success_before_the_limit_starts_the_count_again(client, bruno, settings):
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        sign_in(client, "bruno", "pas-le-bon-mot-de-passe")
    assert sign_in(client, "bruno", PASSWORD).status_code == HTTPStatus.FOUND
    client.post("/compte/deconnexion/")
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        assert sign_in(client, "bruno", "pas-le-bon-mot-de-passe").status_code == HTTPStatus.OK
    assert sign_in(client, "bruno", PASSWORD).status_code == HTTPStatus.FOUND


def test_every_attempt_is_logged_who_when_where_and_the_outcome_never_the_password(client, bruno, caplog):
    with caplog.at_level(logging.INFO, logger="referee.accounts"):
        sign_in(client, "bruno", "mauvais-secret-123")
        sign_in(client, "bruno", PASSWORD)
    lines = [r.getMessage() for r in caplog.records if r.name == "referee.accounts"]
    assert lines == [f"sign-in failed: user='bruno' from {VENUE} {LOGIN}",
                     f"sign-in succeeded: user='bruno' from {VENUE} {LOGIN}"]
    [failure] = AccessFailureLog.objects.all()
    assert failure.username == "bruno" and failure.ip_address == VENUE and failure.attempt_time is not None
    stored = " ".join(str(v) for row in AccessAttempt.objects.values() for v in row.values())
    stored += " ".join(str(v) for row in AccessFailureLog.objects.values() for v in row.values())
    assert "mauvais-secret-123" not in stored and PASSWORD not in stored and "mauvais-secret-123" not in caplog.text


def test_asking_for_resets_is_counted_apart_from_logging_in(client, bruno, settings):
    settings.REFEREE_RATES = {**settings.REFEREE_RATES, "accounts": "3/min", "password_reset": "2/min"}
    from django.core.cache import cache

    cache.clear()
    for _ in range(2):
        assert client.post("/compte/mot-de-passe/oublie/", {"email": "x@example.org"},
                           REMOTE_ADDR=VENUE).status_code == HTTPStatus.FOUND
    assert client.post("/compte/mot-de-passe/oublie/", {"email": "x@example.org"},
                       REMOTE_ADDR=VENUE).status_code == HTTPStatus.TOO_MANY_REQUESTS
    assert sign_in(client, "bruno", PASSWORD).status_code == HTTPStatus.FOUND  # logging in still open
    cache.clear()


@pytest.mark.parametrize(("password", "accepted"), [("onze-lettre", False), ("douze-lettre", True)])
def test_a_password_has_twelve_characters_at_least(password, accepted):
    try:
        validate_password(password)
    except ValidationError as error:
        assert not accepted and "12" in " ".join(error.messages)
    else:
        assert accepted
