"""A second factor (issue 24, django-otp): required of the staff and head judges, optional for judges; set up with
an authenticator app (its first code confirms it) and ten recovery codes shown once; until a session gives a code,
no other page — the admin included — and no API write through it."""
import re
import time
from http import HTTPStatus

import pytest
from django_otp.oath import totp
from django_otp.plugins.otp_totp.models import TOTPDevice

from tests.conftest import PASSWORD
from tests.helpers import visible_text

SETUP = "/compte/double-authentification/"
VERIFY = "/compte/double-authentification/code/"


@pytest.fixture
def head(corpus, make_judge):
    user = make_judge("helene", games=["noxilia"], head=True)
    TOTPDevice.objects.filter(user=user).delete()  # no app set up yet: the pages take her through it
    return user


@pytest.fixture
def judge(corpus, make_judge):
    return make_judge("bruno", games=["noxilia"])


def sign_in(client, username):
    response = client.post("/compte/connexion/", {"username": username, "password": PASSWORD})
    assert response.status_code == HTTPStatus.FOUND
    return response


def code_of(key_text: str, later: int = 0) -> str:
    """The code an authenticator app shows for the key the page gives (« ABCD EFGH … »), now or ``later`` periods
    of 30 s on (a code once accepted is never accepted again; the next period's is, one period early)."""
    import base64

    key = base64.b32decode(key_text.replace(" ", ""))
    return f"{totp(key, step=30, t0=0, digits=6, drift=later):06d}"


def after_a_wrong_code(failures: int = 1) -> None:
    """django-otp makes each failure wait before the next try (1 s, then 2, 4…): a guesser gets few tries."""
    time.sleep(2 ** (failures - 1) + 0.1)


def test_a_head_judge_sets_it_up_before_any_other_page_and_gets_ten_recovery_codes(client, head):
    sign_in(client, "helene")
    for path in ("/compte/", "/noxilia/decisions/nouvelle/", "/admin/"):
        response = client.get(path)
        assert response.status_code == HTTPStatus.FOUND and response["Location"].startswith(SETUP), path
    assert client.post("/api/v1/rulings/", {}, content_type="application/json").json()["code"] == \
        "second_factor_required"
    page = client.get(SETUP)
    text = visible_text(page.content.decode())
    assert "Votre compte peut publier et retirer des décisions" in text
    assert 'src="data:image/svg+xml;base64,' in page.content.decode()
    key = re.search(r'<code class="token" id="otp-key">([A-Z2-7 ]+)</code>', page.content.decode())[1]
    wrong = client.post(SETUP, {"code": "000000"})
    assert wrong.status_code == HTTPStatus.BAD_REQUEST and "Ce code ne correspond pas" in wrong.content.decode()
    after_a_wrong_code()
    done = client.post(SETUP, {"code": code_of(key), "next": "/compte/"})
    codes = re.findall(r"<li><code>([a-z0-9]+)</code></li>", done.content.decode())
    assert len(codes) == 10 and len(set(codes)) == 10
    assert "ils ne seront plus affichés" in visible_text(done.content.decode())
    assert client.get("/compte/").status_code == HTTPStatus.OK  # verified for this session
    assert client.get("/admin/")["Location"] == "/admin/login/?next=/admin/"  # the staff's only: no code asked


def test_next_time_a_code_is_asked_and_a_recovery_code_works_once(client, head):
    sign_in(client, "helene")
    key = re.search(r'id="otp-key">([A-Z2-7 ]+)<', client.get(SETUP).content.decode())[1]
    codes = re.findall(r"<li><code>([a-z0-9]+)</code></li>", client.post(SETUP, {"code": code_of(key)}).content.decode())
    client.post("/compte/deconnexion/")

    sign_in(client, "helene")
    assert client.get("/compte/")["Location"].startswith(VERIFY)
    assert client.post(VERIFY, {"code": "123456"}).status_code == HTTPStatus.BAD_REQUEST
    after_a_wrong_code()
    assert client.post(VERIFY, {"code": codes[0], "next": "/compte/"})["Location"] == "/compte/"
    assert "Code de secours utilisé : il vous en reste 9." in visible_text(client.get("/compte/").content.decode())
    client.post("/compte/deconnexion/")
    sign_in(client, "helene")
    assert client.post(VERIFY, {"code": codes[0]}).status_code == HTTPStatus.BAD_REQUEST  # used once only
    after_a_wrong_code(failures=2)  # the app's second failure: « 123456 » was its first
    assert client.post(VERIFY, {"code": code_of(key, later=1)}).status_code == HTTPStatus.FOUND  # the app's code


def test_a_judge_may_turn_it_on_and_off(client, judge):
    sign_in(client, "bruno")
    account = visible_text(client.get("/compte/").content.decode())
    assert "Désactivée : le mot de passe seul ouvre ce compte." in account  # not asked of a plain judge
    key = re.search(r'id="otp-key">([A-Z2-7 ]+)<', client.get(SETUP).content.decode())[1]
    client.post(SETUP, {"code": code_of(key)})
    assert "Activée : un code de votre application est demandé" in visible_text(client.get("/compte/").content.decode())
    client.post("/compte/deconnexion/")
    sign_in(client, "bruno")
    assert client.get("/compte/")["Location"].startswith(VERIFY)  # turned on: asked from now on
    assert client.post(VERIFY, {"code": code_of(key, later=1)}).status_code == HTTPStatus.FOUND
    client.post("/compte/double-authentification/desactiver/")
    assert not TOTPDevice.objects.filter(user=judge).exists()


def test_the_next_address_stays_on_this_site(client, head):
    sign_in(client, "helene")
    key = re.search(r'id="otp-key">([A-Z2-7 ]+)<', client.get(SETUP).content.decode())[1]
    done = client.post(SETUP, {"code": code_of(key), "next": "https://ailleurs.example/"})
    assert 'href="/compte/"' in done.content.decode()
