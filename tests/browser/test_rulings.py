"""A judge, on a phone, logs in, writes a ruling from a section's page and publishes it; a reader's
phone sees it under the section and finds it by search. Every page of the way, and the admin, under the site's CSP."""
from tests.conftest import PASSWORD


def _watch_policy(page) -> list[str]:
    refused: list[str] = []
    page.on("console", lambda message: refused.append(message.text) if "Content Security Policy" in message.text else None)
    return refused


def test_a_judge_publishes_a_ruling_that_a_reader_then_sees_under_the_section(live_corpus, phone, tall_phone, make_judge):
    make_judge("alice", games=["noxilia"])
    refused = _watch_policy(phone)
    # Log in from the footer's link.
    phone.goto(live_corpus.url + "/noxilia/combat/")
    phone.get_by_role("link", name="Espace arbitres").click()
    assert phone.get_by_role("heading", level=1).inner_text() == "Connexion des arbitres"
    phone.get_by_label("Nom d’utilisateur").fill("alice")
    phone.get_by_label("Mot de passe").fill(PASSWORD)
    phone.get_by_role("button", name="Se connecter").click()
    phone.wait_for_url("**/compte/")
    assert phone.get_by_text("Arbitre de : Noxilia.").is_visible()
    # From the section, write a ruling on it.
    phone.goto(live_corpus.url + "/noxilia/combat/")
    phone.get_by_role("link", name="Arbitres : rédiger une décision sur ce point").click()
    phone.wait_for_url("**/noxilia/decisions/nouvelle/?ancre=noxilia/combat")
    assert phone.get_by_label("Règles citées").input_value() == "noxilia/combat"
    phone.get_by_label("Question").fill("Une unité engagée peut-elle riposter deux fois ?")
    phone.get_by_label("Réponse").fill("Non : une seule riposte par attaque, voir [[noxilia/combat|le combat]].")
    phone.get_by_label("Événement").fill("Tournoi de Lyon")
    phone.get_by_role("button", name="Enregistrer et publier").click()
    phone.wait_for_url("**/noxilia/decisions/1/")
    assert phone.get_by_text("Décision n° 1 publiée.").is_visible()
    assert phone.locator("#ruling-status").inner_text() == "Publiée"
    assert phone.get_by_text("Décision n° 1, Noxilia, Tournoi de Lyon, donnée sous la version").is_visible()
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    assert refused == []

    # A reader's phone, never logged in, finds it under the section.
    reader_refused = _watch_policy(tall_phone)
    tall_phone.goto(live_corpus.url + "/noxilia/combat/")
    block = tall_phone.locator("section.rulings")
    block.scroll_into_view_if_needed()
    assert block.get_by_role("heading", name="Décisions d'arbitrage").is_visible()
    assert block.get_by_text("Une unité engagée peut-elle riposter deux fois ?").is_visible()
    block.get_by_role("link", name="Décision n° 1").click()
    tall_phone.wait_for_url("**/noxilia/decisions/1/")
    assert tall_phone.get_by_role("link", name="le combat").get_attribute("href") == "/noxilia/combat/"
    assert tall_phone.get_by_role("heading", name="Arbitres").count() == 0  # no buttons for a reader
    assert tall_phone.evaluate("document.documentElement.scrollWidth") <= 390
    # …and by searching in a player's words: the index followed the database, nobody rebuilt it.
    tall_phone.goto(live_corpus.url + "/noxilia/combat/")
    box = tall_phone.get_by_role("combobox", name="Rechercher une règle")
    box.fill("unite engagee riposter deux fois")
    box.press("Enter")
    tall_phone.wait_for_url("**/recherche/?q=*")
    found = tall_phone.locator(".results").get_by_text("Une unité engagée peut-elle riposter deux fois ?")
    assert found.first.is_visible()
    assert tall_phone.locator(".results").get_by_text("Décision d'arbitrage").first.is_visible()
    assert reader_refused == []


def test_the_admin_works_under_the_content_security_policy(live_corpus, phone, make_judge):
    import base64

    from django.contrib.auth.models import User
    from django_otp.plugins.otp_totp.models import TOTPDevice

    from tests.rules.test_second_factor import code_of

    root = User.objects.create_superuser("root", "root@example.org", PASSWORD)
    app = TOTPDevice.objects.create(user=root, name="application")
    judge = make_judge("alice", games=["noxilia"])
    refused = _watch_policy(phone)
    phone.goto(live_corpus.url + "/admin/")
    phone.get_by_label("Nom d’utilisateur").fill("root")
    phone.get_by_label("Mot de passe").fill(PASSWORD)
    phone.get_by_role("button", name="Connexion").click()
    # The staff give their authenticator app's code before the admin opens (rules/second_factor.py).
    phone.wait_for_url("**/compte/double-authentification/code/?next=/admin/")
    phone.get_by_label("Code").fill(code_of(base64.b32encode(app.bin_key).decode()))
    phone.get_by_role("button", name="Valider").click()
    phone.wait_for_url("**/admin/")
    for path in ("/admin/", "/admin/rules/judge/", "/admin/rules/ruling/", f"/admin/auth/user/{judge.pk}/change/"):
        response = phone.goto(live_corpus.url + path)
        phone.wait_for_load_state("networkidle")
        assert response.status == 200, path
        assert "unsafe-inline" not in response.headers["content-security-policy"], path
    # The judge's games, in the user's page: the two-list selector is drawn by the admin's own script.
    assert phone.locator("#id_judge-0-games_from").count() == 1
    assert refused == [], refused
