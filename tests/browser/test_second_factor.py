"""A head judge, on a phone, signs in for the first time: the site asks for an authenticator app before any
other page (French pages, the QR code and the key), takes its first code, shows the ten recovery codes once, then
opens « Mon compte »."""
import re

from tests.conftest import PASSWORD
from tests.rules.test_second_factor import code_of


def test_a_head_judge_sets_up_the_second_factor_on_a_phone(live_corpus, phone, make_judge):
    from django_otp.plugins.otp_totp.models import TOTPDevice

    helene = make_judge("helene", games=["noxilia"], head=True)
    TOTPDevice.objects.filter(user=helene).delete()
    phone.goto(live_corpus.url + "/compte/connexion/")
    phone.get_by_label("Nom d’utilisateur").fill("helene")
    phone.get_by_label("Mot de passe").fill(PASSWORD)
    phone.get_by_role("button", name="Se connecter").click()
    phone.wait_for_url("**/compte/double-authentification/?next=/compte/")
    assert phone.get_by_role("heading", level=1).inner_text() == "Double authentification"
    qr = phone.get_by_role("img", name="Code QR de la clé (la même clé est écrite ci-dessous)")
    assert qr.is_visible() and qr.evaluate("img => img.naturalWidth > 0")
    key = phone.locator("#otp-key").inner_text()
    assert re.fullmatch(r"[A-Z2-7]{4}( [A-Z2-7]{4})+", key)
    code = phone.get_by_label("Code")
    assert code.get_attribute("autocomplete") == "one-time-code" and code.get_attribute("inputmode") == "numeric"
    code.fill(code_of(key))
    phone.get_by_role("button", name="Activer").click()
    phone.wait_for_selector("#recovery-codes")
    assert phone.locator("#recovery-codes li").count() == 10
    phone.get_by_role("link", name="J'ai noté mes codes : continuer").click()
    phone.wait_for_url("**/compte/")
    assert phone.get_by_text("Activée : un code de votre application est demandé à chaque connexion.").is_visible()
