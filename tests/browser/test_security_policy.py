"""Every page works under the site's Content-Security-Policy (no inline script or style)."""
from urllib.parse import urlencode

import pytest

from referee.calculators.registry import CALCULATORS

PAGES = ["/", "/noxilia/combat/", "/noxilia/glossaire/poison-x/", "/recherche/?q=poison",
         "/calculateurs/heliosthenos/combat/?a1=7&a1=2&a1=4&a1=2&a1=3&d1=4&d1=4&d1=4&d1=4&d1=4&terrain=desert",
         "/calculateurs/veiel/ciblage/?h=B4.m3.e1.Aline&e=B1.d3.Goule&o=C3", "/calculateurs/helix/combat/",
         "/calculateurs/noxilia/attaque/", "/api/v1/docs/"] + [
    # Every calculator's page, with its documented example's result shown.
    f"{c.url}?{urlencode(c.form.query(c.example), doseq=True)}" for c in CALCULATORS]


@pytest.mark.parametrize("path", PAGES)
def test_no_page_breaks_the_content_security_policy(live_corpus, phone, path):
    refused = []
    phone.on("console", lambda message: refused.append(message.text) if "Content Security Policy" in message.text else None)
    response = phone.goto(live_corpus.url + path)
    phone.wait_for_load_state("networkidle")
    assert "script-src 'self'" in response.headers["content-security-policy"]
    assert refused == []
