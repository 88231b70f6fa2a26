"""The pages of rulings, as a reader and a judge see them: logging in, the editor, a ruling's permalink,
a game's list, the « Décisions d'arbitrage » under sections and keywords, the calculators' open points,
the account page and its token, the admin, and the password reset by e-mail."""
import re
from http import HTTPStatus

import pytest
from django.core import mail
from django.test import Client
from django.utils import timezone

from rules import rulings
from rules.models import ApiToken, Ruling
from tests.conftest import PASSWORD
from tests.helpers import visible_text


@pytest.fixture
def alice(corpus, make_judge):
    return make_judge("alice", games=["noxilia"])


def _publish(user, game, **data):
    return rulings.create(user, game, {"question": "Q ?", "answer": "R.", "citations": ["noxilia/combat"], **data},
                          publish=True)


def test_the_login_page_is_french_and_logs_a_judge_in(client, alice):
    page = client.get("/compte/connexion/")
    text = visible_text(page.content.decode())
    assert page.status_code == 200 and "Connexion des arbitres" in text and "Mot de passe oublié" in text
    assert "no-store" in page["Cache-Control"] or "no-cache" in page["Cache-Control"]
    wrong = client.post("/compte/connexion/", {"username": "alice", "password": "non"})
    assert "Saisissez un nom d’utilisateur et un mot de passe valides" in wrong.content.decode()
    response = client.post("/compte/connexion/", {"username": "alice", "password": PASSWORD})
    assert response.status_code == HTTPStatus.FOUND and response["Location"] == "/compte/"
    account = visible_text(client.get("/compte/").content.decode())
    assert "Connecté en tant que Alice" in account and "Arbitre de : Noxilia." in account


def test_logging_out_is_a_post(client, alice):
    client.force_login(alice)
    assert client.get("/compte/deconnexion/").status_code == HTTPStatus.METHOD_NOT_ALLOWED
    assert client.post("/compte/deconnexion/").status_code == HTTPStatus.FOUND
    assert client.get("/compte/").status_code == HTTPStatus.FOUND  # back to the login page


def test_a_forgotten_password_is_reset_through_a_link_sent_by_email(client, alice, settings):
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    response = client.post("/compte/mot-de-passe/oublie/", {"email": "alice@example.org"})
    assert response.status_code == HTTPStatus.FOUND
    assert "Lien envoyé" in client.get(response["Location"]).content.decode()
    [message] = mail.outbox
    assert message.subject == "Arbitre : changer votre mot de passe" and "compte d'arbitre (alice)" in message.body
    link = re.search(r"http://testserver(/compte/mot-de-passe/nouveau/\S+)", message.body)[1]
    form = client.get(link, follow=True)
    assert "Nouveau mot de passe" in form.content.decode()
    done = client.post(form.redirect_chain[-1][0], {"new_password1": "une-autre-phrase-2027",
                                                    "new_password2": "une-autre-phrase-2027"})
    assert done.status_code == HTTPStatus.FOUND
    assert client.login(username="alice", password="une-autre-phrase-2027")


def test_the_console_backend_is_the_default(settings):
    from referee import settings as project

    assert project.EMAIL_BACKEND == "django.core.mail.backends.console.EmailBackend"


def test_a_judge_writes_a_draft_in_the_editor_then_publishes_it(client, alice, corpus):
    client.force_login(alice)
    editor = client.get("/noxilia/decisions/nouvelle/?ancre=noxilia/combat")
    assert editor.status_code == 200 and "noxilia/combat</textarea>" in editor.content.decode()
    saved = client.post("/noxilia/decisions/nouvelle/", {
        "question": "Peut-on riposter <b>deux</b> fois ?", "answer": "Non : voir [[noxilia/combat|le combat]].",
        "citations": "noxilia/combat\n", "authority": "judge", "event": "Tournoi de Lyon", "event_date": "2026-11-20",
        "action": "enregistrer"})
    assert saved.status_code == HTTPStatus.FOUND and saved["Location"] == "/noxilia/decisions/1/"
    page = client.get("/noxilia/decisions/1/").content.decode()
    text = visible_text(page)
    assert "Décision n° 1 enregistrée (brouillon)." in text and "Brouillon" in text
    assert "Peut-on riposter &lt;b&gt;deux&lt;/b&gt; fois ?" in page
    assert '<a class="anchor-link" href="/noxilia/combat/">le combat</a>' in page
    assert Client_anonymous_status(client, "/noxilia/decisions/1/") == HTTPStatus.NOT_FOUND
    published = client.post("/noxilia/decisions/1/publier/", {"version": "1"})
    assert published.status_code == HTTPStatus.FOUND
    text = visible_text(client.get("/noxilia/decisions/1/").content.decode())
    assert "Décision n° 1 publiée." in text and "Publiée" in text
    assert Client_anonymous_status(client, "/noxilia/decisions/1/") == HTTPStatus.OK


def Client_anonymous_status(_, path: str) -> int:
    from django.test import Client

    return Client().get(path).status_code


def test_unknown_anchors_in_the_editor_are_listed_and_the_text_is_kept(client, alice):
    client.force_login(alice)
    response = client.post("/noxilia/decisions/nouvelle/", {
        "question": "Ma question", "answer": "Ma réponse", "citations": "noxilia/combat\nnoxilia/inconnue\nnoxilia/ailleurs",
        "authority": "judge", "action": "enregistrer"})
    assert response.status_code == HTTPStatus.BAD_REQUEST
    text = visible_text(response.content.decode())
    assert "Ancres inconnues dans les règles : noxilia/inconnue, noxilia/ailleurs." in text
    assert "Ma réponse" in text and not Ruling.objects.exists()


def test_two_judges_in_the_editor_the_second_gets_a_french_conflict(client, alice, make_judge, corpus):
    ruling = rulings.create(alice, corpus["noxilia"], {"question": "Q ?", "answer": "R.", "citations": ["noxilia/combat"]})
    client.force_login(make_judge("bruno", games=["noxilia"]))
    form = {"question": "Q ?", "answer": "Réponse de Bruno", "citations": "noxilia/combat", "authority": "judge",
            "version": "1", "action": "enregistrer"}
    rulings.update(alice, ruling, 1, {"answer": "Réponse d'Alice"})  # Alice saved while Bruno was typing
    response = client.post("/noxilia/decisions/1/modifier/", form)
    assert response.status_code == HTTPStatus.CONFLICT
    text = visible_text(response.content.decode())
    assert "Conflit : La décision n° 1 a été modifiée entre-temps par Alice" in text
    assert "Réponse de Bruno" in text  # his text is not lost
    assert Ruling.objects.get().answer == "Réponse d'Alice"


def test_the_ruling_page_shows_its_citation_line_status_cited_text_and_history(client, alice, corpus, make_judge):
    ruling = rulings.create(alice, corpus["noxilia"], {
        "question": "Q ?", "answer": "R.", "citations": ["noxilia/glossaire/poison-x"], "event": "Open de Paris"},
        publish=True)
    head = make_judge("hector", head=True)
    rulings.update(head, ruling, ruling.version, {"answer": "R. précisée."})
    text = visible_text(client.get("/noxilia/decisions/1/").content.decode())
    version = corpus["noxilia"].rulebook.version
    assert f"Citer : Décision n° 1, Noxilia, Open de Paris, donnée sous la version {version}" in text
    assert "Lien permanent : http://testserver/noxilia/decisions/1/" in text
    assert "Publiée" in text and "Auteur Alice" in text and "Glossaire, Poison X" in text
    assert re.search(r"— Alice : créée \(version 1\)", text) and re.search(r"— Alice : publiée \(version 2\)", text)
    assert re.search(r"— Hector : modifiée \(réponse\) \(version 3\)", text)
    assert "Texte cité" in text and corpus["noxilia"].keywords.get(slug="poison-x").text[:40] in text


def test_a_superseded_ruling_says_so_and_links_to_its_successor(client, alice, corpus, make_judge):
    old, new = _publish(alice, corpus["noxilia"]), _publish(alice, corpus["noxilia"], answer="Nouvelle.")
    rulings.supersede(make_judge("hector", head=True), old, old.version, new.number, "errata")
    page = client.get("/noxilia/decisions/1/").content.decode()
    assert "Cette décision a été remplacée par la décision n° 2 : errata." in visible_text(page)
    assert 'href="/noxilia/decisions/2/"' in page
    assert "Remplace : décision n° 1." in visible_text(client.get("/noxilia/decisions/2/").content.decode())


def test_rulings_are_shown_under_the_section_passage_and_keyword_they_cite(client, alice, corpus):
    passage = corpus["noxilia"].sections.get(slug="combat").passages.first()
    _publish(alice, corpus["noxilia"], question="Sur le combat ?", citations=["noxilia/combat"])
    _publish(alice, corpus["noxilia"], question="Sur un passage ?", citations=[passage.full_anchor])
    _publish(alice, corpus["noxilia"], question="Sur le poison ?", citations=["noxilia/glossaire/poison-x"])
    rulings.create(alice, corpus["noxilia"], {"question": "Un brouillon ?", "answer": "R.", "citations": ["noxilia/combat"]})
    section = visible_text(client.get("/noxilia/combat/").content.decode())
    block = section[section.index("Décisions d'arbitrage"):]
    assert "Sur le combat ?" in block and "Sur un passage ?" in block
    assert "Sur le poison ?" not in block and "Un brouillon ?" not in block
    keyword = visible_text(client.get("/noxilia/glossaire/poison-x/").content.decode())
    assert "Décisions d'arbitrage" in keyword and "Sur le poison ?" in keyword and "Sur le combat ?" not in keyword
    html = client.get("/noxilia/combat/").content.decode()
    assert f'href="/noxilia/combat/#{passage.anchor}"' in html


def test_a_page_without_rulings_has_no_block_but_offers_judges_to_write_one(client, corpus):
    html = client.get("/noxilia/combat/").content.decode()
    assert "Décisions d'arbitrage" not in visible_text(html)
    assert 'href="/noxilia/decisions/nouvelle/?ancre=noxilia/combat"' in html


def test_a_games_list_shows_published_rulings_and_filters_by_anchor(client, alice, corpus):
    _publish(alice, corpus["noxilia"], question="Sur le combat ?")
    _publish(alice, corpus["noxilia"], question="Sur le poison ?", citations=["noxilia/glossaire/poison-x"])
    text = visible_text(client.get("/noxilia/decisions/").content.decode())
    assert "Décisions d'arbitrage — Noxilia" in text and "Sur le combat ?" in text and "Sur le poison ?" in text
    text = visible_text(client.get("/noxilia/decisions/?ancre=noxilia/glossaire/poison-x").content.decode())
    assert "Sur Glossaire, Poison X" in text and "Sur le poison ?" in text and "Sur le combat ?" not in text


def test_a_silent_calculator_step_links_to_the_published_rulings_on_its_rule(client, alice, corpus, make_judge):
    url = "/calculateurs/veiel/deplacement-heros/?h=A1.m1.Aline&lignes=1&colonnes=4&origine=defausse&defaussees=2&valeur=3"
    html = client.get(url).content.decode()
    # The step cites the passage it applies (« /veiel/<section>/#<passage> »), its anchor « veiel/<section>#<passage> ».
    found = re.search(r'<li class="flag-silent">.*?<a class="rule" href="/([^"#]+)/(#[^"]+)?"', html, re.S)
    silent = found[1] + (found[2] or "")
    assert "step-rulings" not in html
    veiel = make_judge("valerie", games=["veiel"])
    rulings.create(veiel, corpus["veiel"], {"question": "Q ?", "answer": "R.", "citations": [silent]}, publish=True)
    html = client.get(url).content.decode()
    query = silent.replace("#", "%23")  # the passage's « # » escaped in the query string
    assert f'<a class="step-rulings" href="/veiel/decisions/?ancre={query}">1 décision d\'arbitrage sur ce point</a>' in html
    assert "Q ?" in client.get(f"/veiel/decisions/?ancre={query}").content.decode()


def test_the_account_page_creates_shows_once_and_revokes_named_tokens(client, alice):
    client.force_login(alice)
    assert "Vous n'avez pas de jeton." in visible_text(client.get("/compte/").content.decode())
    created = client.post("/compte/jetons/", {"nom": "tablette du tournoi", "jours": "30"})
    text = visible_text(created.content.decode())
    assert "Jeton « tablette du tournoi » créé. Copiez-le maintenant : il ne sera plus jamais affiché." in text
    key = created.content.decode().split('<code class="token" id="token">')[1].split("<")[0]
    assert len(key) == 64 and "no-store" in created["Cache-Control"]
    api = Client(HTTP_AUTHORIZATION=f"Token {key}")
    assert api.get("/api/v1/rulings/?status=draft").status_code == HTTPStatus.OK
    # Stored as a digest only: the page never shows it again, the database never held it.
    again = client.get("/compte/").content.decode()
    assert key not in again and "tablette du tournoi" in again and key[:8] in again
    assert not ApiToken.objects.filter(digest=key).exists() and key not in str(list(ApiToken.objects.values()))
    expiry = ApiToken.objects.get(user=alice).expiry
    assert 29 <= (expiry - timezone.now()).days <= 30
    # A second token; revoking the first leaves the second working.
    second = client.post("/compte/jetons/", {"nom": "portable", "jours": "90"}).content.decode()
    second_key = second.split('<code class="token" id="token">')[1].split("<")[0]
    client.post(f"/compte/jetons/{ApiToken.objects.get(name='tablette du tournoi').token_key}/revoquer/")
    assert api.get("/api/v1/rulings/?status=draft").status_code == HTTPStatus.UNAUTHORIZED
    assert Client(HTTP_AUTHORIZATION=f"Token {second_key}").get("/api/v1/rulings/?status=draft").status_code == 200


def test_a_token_needs_a_name_and_a_proposed_duration(client, alice):
    client.force_login(alice)
    for form in ({"nom": "", "jours": "90"}, {"nom": "x", "jours": "7"}, {"nom": "y" * 81, "jours": "90"}):
        response = client.post("/compte/jetons/", form)
        assert response.status_code == HTTPStatus.BAD_REQUEST
        assert "Donnez au jeton un nom (80 caractères au plus) et une durée proposée." in response.content.decode()
    assert not ApiToken.objects.exists()


def test_a_password_changed_or_reset_revokes_every_token(client, alice):
    from rules import tokens

    keys = [tokens.issue(alice, name)[1] for name in ("tablette", "portable")]
    client.force_login(alice)
    changed = client.post("/compte/mot-de-passe/modifier/", {"old_password": PASSWORD, "new_password1": "une-autre-phrase-2027",
                                                             "new_password2": "une-autre-phrase-2027"})
    assert changed.status_code == HTTPStatus.FOUND
    for key in keys:
        assert Client(HTTP_AUTHORIZATION=f"Token {key}").get("/api/v1/rulings/?status=draft").status_code == 401
    assert not ApiToken.objects.filter(user=alice).exists()


def test_a_password_reset_revokes_every_token_and_the_other_sessions(client, alice, settings):
    from rules import tokens

    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    key = tokens.issue(alice, "tablette")[1]
    elsewhere = Client()
    elsewhere.force_login(alice)  # her phone, still signed in
    assert elsewhere.get("/compte/").status_code == HTTPStatus.OK
    client.post("/compte/mot-de-passe/oublie/", {"email": "alice@example.org"})
    link = re.search(r"http://testserver(/compte/mot-de-passe/nouveau/\S+)", mail.outbox[0].body)[1]
    form = client.get(link, follow=True)
    client.post(form.redirect_chain[-1][0], {"new_password1": "une-autre-phrase-2027", "new_password2": "une-autre-phrase-2027"})
    assert Client(HTTP_AUTHORIZATION=f"Token {key}").get("/api/v1/rulings/?status=draft").status_code == 401
    assert elsewhere.get("/compte/").status_code == HTTPStatus.FOUND  # signed out: back to the login page


def test_an_expired_token_no_longer_works(client, alice):
    from rules import tokens

    token, key = tokens.issue(alice, "ancien", 30)
    ApiToken.objects.filter(pk=token.pk).update(expiry=timezone.now() - timezone.timedelta(minutes=1))
    response = Client(HTTP_AUTHORIZATION=f"Token {key}").get("/api/v1/rulings/?status=draft")
    assert response.status_code == HTTPStatus.UNAUTHORIZED
    assert response.json()["detail"] == "Jeton invalide, expiré ou révoqué : créez-en un sur la page « Mon compte »."


def test_pages_a_judge_sees_are_never_kept_while_readers_pages_are(client, alice, corpus):
    assert "public" in client.get("/noxilia/combat/")["Cache-Control"]
    client.force_login(alice)
    for path in ("/noxilia/combat/", "/noxilia/decisions/", "/compte/"):
        cache = client.get(path)["Cache-Control"]
        assert "private" in cache and "no-store" in cache and "public" not in cache, path


def test_staff_manage_judges_in_the_admin(client, corpus, make_judge):
    from django.contrib.auth.models import User
    from django_otp.plugins.otp_totp.models import TOTPDevice

    admin = User.objects.create_superuser("root", "root@example.org", PASSWORD)
    admin.otp_device = TOTPDevice.objects.create(user=admin, name="application")  # a session that gave its code
    judge = make_judge("alice", games=["noxilia"])
    client.force_login(admin)
    page = client.get(f"/admin/auth/user/{judge.pk}/change/")
    assert page.status_code == 200 and "Jeux arbitrés" in page.content.decode()
    assert "unsafe-inline" not in page["Content-Security-Policy"]
    _publish(judge, corpus["noxilia"])
    assert client.get("/admin/rules/ruling/").status_code == 200
    ruling = Ruling.objects.get()
    assert client.get(f"/admin/rules/ruling/{ruling.pk}/history/").status_code == 200
    assert client.get(f"/admin/rules/ruling/{ruling.pk}/delete/").status_code == HTTPStatus.FORBIDDEN
