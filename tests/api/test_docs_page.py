"""/api/v1/docs/: the API's reference, in French, rendered by the site from the schema /api/v1/schema/ serves."""
import gzip
import json
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
    assert 'href="/api/v1/schema/"' in html and "interactive" not in html
    assert "il se charge dans tout outil OpenAPI (Swagger Editor, Postman, Insomnia, Bruno…)" in html


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
    # Uncompressed, the page grows with every calculator (47 operations: 309 KB, 40 KB once compressed): what
    # is held in check is each operation's share, so that no one operation's fields or example swell the page
    # (the largest, Noxilia's spell with its latent spells, is 21 KB).
    sizes = {m.group(1): len(m.group(0)) for m in re.finditer(r'<article class="api-op" id="([^"]+)".*?</article>', html, re.S)}
    assert len(sizes) >= 40
    assert max(sizes.values()) < 24_000, max(sizes.items(), key=lambda item: item[1])


def _form(html: str, anchor: str) -> str:
    return re.search(rf'<article class="api-op" id="{anchor}".*?(<details class="api-try">.*?</details>)',
                     html, re.S).group(1)


def test_every_operation_has_a_try_form_hidden_without_javascript_beside_its_curl_example(client, db):
    html = client.get("/api/v1/docs/").content.decode()
    operations = _operations(client)
    for method, path, operation in operations:
        form = _form(html, operation["operationId"].replace("_", "-"))
        assert f'data-method="{method.upper()}" data-path="{path}"' in form
        for parameter in operation.get("parameters", ()):
            assert f'name="{parameter["name"]}" data-in="{parameter["in"]}"' in form, (path, parameter["name"])
    assert html.count('<details class="api-try">') == len(operations)
    assert html.count('<pre class="api-curl" tabindex="0"><code>curl ') == len(operations), "the curl examples stay"
    assert 'src="/static/js/api_try.js"' in html
    # Without JavaScript the forms are not shown (tests/browser/test_api_docs.py looks at it).
    assert '<noscript><link rel="stylesheet" href="/static/css/api_nojs.css"></noscript>' in html


def test_a_get_operations_controls_carry_the_schemas_names_and_bounds(client, db):
    form = _form(client.get("/api/v1/docs/").content.decode(), "search-retrieve")
    assert '<label for="essai-search-retrieve-q"><code>q</code></label>' in form
    assert re.search(r'<input id="essai-search-retrieve-q" name="q" data-in="query"[^>]* maxlength="500">', form)
    assert re.search(r'<input id="essai-search-retrieve-page" name="page"[^>]* type="number" min="1">', form)
    game = re.search(r'<select id="essai-search-retrieve-game" name="game".*?</select>', form).group(0)
    assert re.findall(r"<option[^>]*>([^<]*)</option>", game) == [
        "(aucun)", "all", "heliosthenos", "helix", "noxilia", "stellar-nexus", "veiel"]
    # A path parameter is required; described by its line of the reference.
    ruling = _form(client.get("/api/v1/docs/").content.decode(), "rulings-destroy")
    assert re.search(r'<input id="essai-rulings-destroy-number" name="number" data-in="path" '
                     r'aria-describedby="p-rulings-destroy-number" type="number" required>', ruling)
    assert re.search(r'name="version" data-in="query"[^>]* required>', ruling)


def test_a_calculators_form_holds_the_documented_example_body(client, db):
    html = client.get("/api/v1/docs/").content.decode()
    for _method, path, operation in _operations(client):
        if not path.startswith("/api/v1/calculators/"):
            continue
        form = _form(html, operation["operationId"].replace("_", "-"))
        body = unescape(re.search(r"<textarea[^>]*data-body[^>]*>(.*?)</textarea>", form, re.S).group(1))
        examples = operation["requestBody"]["content"]["application/json"]["examples"]
        assert json.loads(body) == next(iter(examples.values()))["value"], path
        assert "data-token" not in form, "a calculator needs no token"


def test_writing_a_ruling_asks_for_a_token_in_a_password_field_and_reading_one_offers_it(client, db):
    html = client.get("/api/v1/docs/").content.decode()
    for anchor in ("rulings-create", "rulings-partial-update", "rulings-publish-create", "rulings-destroy"):
        form = _form(html, anchor)
        assert f'<input id="essai-{anchor}-jeton" type="password" data-token autocomplete="off"' in form
        assert "Cette opération demande le jeton d'un arbitre" in unescape(form), anchor
    assert "Facultatif : avec le jeton d'un arbitre" in unescape(_form(html, "rulings-list"))


def test_the_swagger_ui_console_is_gone_and_its_address_leads_to_the_docs_for_good(client, db):
    response = client.get("/api/v1/docs/interactive/")
    assert response.status_code == HTTPStatus.MOVED_PERMANENTLY
    assert response["Location"] == "/api/v1/docs/"
    assert client.get("/api/v1/docs/interactive/", follow=True).status_code == HTTPStatus.OK
    assert finders.find("drf_spectacular_sidecar/swagger-ui-dist/swagger-ui-bundle.js") is None
