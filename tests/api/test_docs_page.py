"""/api/v1/docs/: the API's reference, in French, rendered by the site from the schema /api/v1/schema/ serves."""
import gzip
import re
from html import unescape
from http import HTTPStatus

import yaml
from django.contrib.staticfiles import finders

METHODS = ("get", "post", "put", "patch", "delete")


def _operations(client):
    schema = yaml.safe_load(client.get("/api/v1/schema/").content)
    return [(method, path, operation) for path, operations in schema["paths"].items()
            for method, operation in operations.items() if method in METHODS]


def test_every_operation_of_the_schema_is_documented_with_its_method_path_and_anchor(client, db):
    response = client.get("/api/v1/docs/")
    assert response.status_code == HTTPStatus.OK
    html = unescape(response.content.decode())
    operations = _operations(client)
    assert len(operations) > 30
    for method, path, operation in operations:
        anchor = operation["operationId"].replace("_", "-")
        article = re.search(rf'<article class="api-op" id="{anchor}".*?</article>', html, re.S)
        assert article, f"{method} {path} is missing"
        text = article.group(0)
        assert f">{method.upper()}</span> <code>{path}</code>" in text
        assert f'href="#{anchor}"' in text and f'href="#{anchor}"' in html.split("<section")[0], "linked from the summary"
        for status in operation["responses"]:
            assert f'<span class="api-status">{status}</span>' in text
        if "requestBody" in operation:
            assert "Corps de la requête" in text and f"-X {method.upper()}" in text


def test_the_page_is_french_and_follows_refs_down_to_bounds_help_and_the_documented_example(client, db):
    html = unescape(client.get("/api/v1/docs/").content.decode())
    assert '<html lang="fr">' in html and "<h1>Documentation de l'API</h1>" in html
    for heading in ("Sommaire", "Erreurs", "Jeux", "Recherche", "Décisions d'arbitrage", "Calculateurs", "Paramètres",
                    "Corps de la requête", "Réponses"):
        assert f">{heading}</h" in html or f">{heading} <" in html, heading
    helix = re.search(r'id="calculators-helix-combat-create".*?</article>', html, re.S).group(0)
    # attacking_player is a $ref (allOf) to HelixPlayerRequest: its own fields are listed under it.
    assert "<code>attacking_player.fortress</code>" in helix
    assert "<code>cycle</code> <span class=\"api-type\">entier, requis ; de 1 à 999</span>" in helix
    assert "pas d'attaque au Cycle 1" in helix  # the field's help text
    assert '"name": "Naïade Vampire"' in helix  # the operation's documented example body
    search = re.search(r'id="search-retrieve".*?</article>', html, re.S).group(0)
    assert "<code>q</code>" in search and "500 caractères au plus" in search
    assert "curl 'http://testserver/api/v1/search/'" in search
    assert 'href="/api/v1/docs/interactive/"' in html and 'href="/api/v1/schema/"' in html


def test_the_page_has_the_sites_layout_its_strict_policy_and_is_light(client, db):
    response = client.get("/api/v1/docs/", HTTP_ACCEPT_ENCODING="gzip")
    policy = response.headers["Content-Security-Policy"]
    assert "unsafe-inline" not in policy and "style-src 'self'" in policy and "script-src 'self'" in policy
    html = gzip.decompress(response.content).decode()
    assert 'class="site-header"' in html and 'class="site-footer"' in html
    assert " style=" not in html and "<style" not in html and "<script>" not in html
    # What a browser downloads: the compressed page, and its own stylesheets and scripts (counted uncompressed).
    assets = re.findall(r'(?:href|src)="/static/([^"]+\.(?:css|js))"', html)
    assert assets and not any("swagger" in a for a in assets)
    weight = len(response.content) + sum(len(open(finders.find(a), "rb").read()) for a in assets)
    assert weight < 150_000, weight
    assert len(html) < 200_000, "even uncompressed"


def test_swagger_ui_stays_reachable_at_its_own_address_with_a_way_back(client, db):
    response = client.get("/api/v1/docs/interactive/")
    assert response.status_code == HTTPStatus.OK
    html = response.content.decode()
    assert "swagger-ui" in html
    bar = re.search(r'<nav class="console-bar" aria-label="Retour au site">(.*?)</nav>', html, re.S).group(1)
    assert '<a class="console-home" href="/">Arbitre</a>' in bar and '<a href="/api/v1/docs/">' in bar
    assert html.index('class="console-bar"') < html.index('id="swagger-ui"'), "above the console"
    assert not re.search(r"<script(?![^>]*\bsrc=)", html), "no inline script"
    policy = response.headers["Content-Security-Policy"]
    assert "'unsafe-inline'" in policy.split("style-src")[1].split(";")[0]
    assert "'unsafe-inline'" not in policy.split("script-src")[1].split(";")[0]
