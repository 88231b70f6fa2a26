"""What a calculator page says when its form cannot be read: every field at once, each named as the form labels
it, in the page's words (never the API's field names), and a live update's refusal served as an answer."""
import re
from http import HTTPStatus

from tests.helpers import visible_text

HELIX = "/calculateurs/helix/combat/"
HELIOS = "/calculateurs/heliosthenos/combat/"
NOX = "/calculateurs/noxilia/attaque/"


def refusals(html: str) -> list[str]:
    box = re.search(r'<ul class="refusals">(.*?)</ul>', html, re.S).group(1)
    return [visible_text(li).split("Règle :")[0].strip() for li in re.findall(r"<li[^>]*>(.*?)</li>", box, re.S)]


def test_every_unreadable_field_is_named_at_once(client, corpus):
    response = client.get(HELIX, {"cy": "abc", "a1_dgt": "x", "a1_pdv": "😀"})
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert refusals(response.content.decode()) == [
        "Cycle : « abc » n'est pas un nombre entier.",
        "A1, DGT : « x » n'est pas un nombre entier.",
        "A1, PDV (DRB) : « 😀 » n'est pas un nombre entier.",
    ]


def test_a_number_too_long_is_said_too_large_not_unreadable(client, corpus):
    response = client.get(HELIX, {"a1_dgt": "99999999999999999999", "a1_pdv": "2"})
    assert refusals(response.content.decode()) == ["A1, DGT : « 99999999999999999999 » : nombre trop grand."]


def test_a_missing_field_is_named_by_its_label_without_the_api_s_name(client, corpus):
    html = client.get(HELIX, {"a1": "Loup"}).content.decode()
    assert refusals(html) == ["A1, DGT : à remplir.", "A1, PDV (DRB) : à remplir."]
    assert "damage" not in visible_text(html) and "health" not in visible_text(html)


def test_a_strength_out_of_bounds_names_its_terrain(client, corpus):
    # « Chaque carte […] possède 5 valeurs de force, une par terrain, de 1 à 10. »
    query = "a1=7&a1=2&a1=4&a1=2&a1=3&d1=4&d1=-1&d1=4&d1=4&d1=4&terrain=desert"
    html = client.get(f"{HELIOS}?{query}").content.decode()
    assert refusals(html) == ["Défenseur 1, montagne : -1 : attendu un nombre de 1 à 10."]


def test_in_english_the_missing_field_is_to_be_filled_in(client, corpus):
    html = client.get(HELIX, {"a1": "Loup"}, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert refusals(html)[0].endswith(": to be filled in.")


def test_a_live_refusal_is_an_answer_naming_the_parameter_of_each_field(client, corpus):
    """The page's script shows only the refusals of the fields the player has filled: each line says which."""
    response = client.get(NOX, {"a_cac": "5", "fragment": "1"})
    assert response.status_code == HTTPStatus.OK  # a 400 would be a failed request in the browser's console
    html = response.content.decode()
    assert '<li data-param="c_vie"><strong>Vie de la cible</strong>' in html
    assert client.get(NOX, {"a_cac": "5"}).status_code == HTTPStatus.BAD_REQUEST  # the page itself stays a 400


def test_calculer_on_an_empty_form_says_there_is_nothing_to_calculate(client, corpus):
    """No guessed list: the form's defaults (« Attaque au corps à corps ») are not in the request, so a list of
    « missing » fields would name some the page shows filled."""
    for url in (NOX, "/calculateurs/helix/deck/"):
        html = client.get(url, {"calculer": "1"}).content.decode()
        assert "Rien à calculer : remplissez d'abord le formulaire ci-dessus." in visible_text(html), url
        assert 'class="error-box"' not in html
    # The first visit, with nothing asked, is the form alone.
    assert "Rien à calculer" not in client.get(NOX).content.decode()


def test_a_whole_part_missing_is_named_by_its_first_field(client, corpus):
    """The API's « Champ obligatoire manquant : « defenders » » becomes the field the player fills first."""
    html = client.get(HELIOS, {"a1": "3", "fragment": "1"}).content.decode()
    assert refusals(html) == ["Attaquant 1 : 1 élément : au moins 5 attendus.", "Défenseur 1 : à remplir."]
    # Both are unfinished parts, not mistakes: the live page lists them quietly while the form is being filled.
    assert html.count("data-incomplete") == 2 and "defenders" not in html
    html = client.get("/calculateurs/stellar-nexus/combat/", {"pv": "20", "fragment": "1"}).content.decode()
    assert refusals(html) == ["Attaquant 1 — nom : à remplir."] and "attackers" not in html


def test_a_field_the_rules_need_is_to_fill_in_not_forbidden(client, corpus):
    """A shot must say who shoots (« Un tir indique qui tire »): left empty, it is a field to fill, named as
    labelled, not a rule broken with the API's « source »."""
    html = client.get(HELIX, {"a1_dgt": "2", "a1_pdv": "2", "r1": "tir", "r1_cible": "a1"}).content.decode()
    assert "À corriger :" in visible_text(html) and "Interdit par les règles" not in visible_text(html)
    assert refusals(html) == ["R1, Tireur : à remplir."]

