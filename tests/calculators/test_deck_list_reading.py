"""The deck list as a judge pastes it (« 3 Nom de carte »): a count out of range is refused as a count, never read as
part of the card's name (referee/engine/decks.py, the one reading of the list); an attribute left to fill is named as
its select in the table is labelled, and the refusal points at that select."""
import re
from http import HTTPStatus

import pytest

from referee.engine import decks
from tests.calculators.test_deck_pages import HELIX, page, refusals


@pytest.mark.parametrize("line, written", [
    ("-2 Truc", "-2 exemplaires"), ("−2 Truc", "-2 exemplaires"), ("-2x Truc", "-2 exemplaires"),
    ("999999999999 Foo", "999999999999 exemplaires"), ("0 Bar", "0 exemplaire"), ("100 Golems", "100 exemplaires"),
])
def test_a_count_out_of_range_is_refused_not_read_as_the_name(line, written):
    listing = decks.parse_list(f"3 Loup des Neiges\n{line}")
    assert [(c.copies, c.name) for c in listing.cards] == [(3, "Loup des Neiges")]
    assert [p.message for p in listing.problems] == [
        f"Ligne 2 : {written} : écrivez un nombre de 1 à 99 avant le nom."]


@pytest.mark.parametrize("line, read", [
    ("99 Loup", (99, "Loup")), ("1 Loup", (1, "Loup")), ("Loup des Neiges", (1, "Loup des Neiges")),
    ("2 3 Mousquetaires", (2, "3 Mousquetaires")), ("- Loup", (1, "- Loup")),
])
def test_a_count_in_range_and_a_name_with_numbers_still_read(line, read):
    listing = decks.parse_list(line)
    assert [(c.copies, c.name) for c in listing.cards] == [read] and not listing.problems


def test_a_count_of_thousands_of_digits_is_a_name_too_long_not_a_crash():
    listing = decks.parse_list("9" * 5000 + " Foo")
    assert [p.message for p in listing.problems] == ["Ligne 1 : un nom de carte a 80 caractères au plus."]


def test_the_page_refuses_the_counts_and_points_each_refusal_at_its_field(client, corpus):
    html = page(client, HELIX, {"liste": "3 Loup des Neiges\n-2 Truc\n999999999999 Foo"},
                status=HTTPStatus.BAD_REQUEST)
    assert refusals(html) == [
        "Liste des cartes : Ligne 2 : -2 exemplaires : écrivez un nombre de 1 à 99 avant le nom.",
        "Liste des cartes : Ligne 3 : 999999999999 exemplaires : écrivez un nombre de 1 à 99 avant le nom.",
        "Loup des Neiges — Type : à remplir."]
    # The table is drawn with the refusals: one row, the card the list could read, its Type to pick there.
    rows = re.findall(r'<th scope="row">(.*?)<input', html)
    assert rows == ["3 × Loup des Neiges"]
    select = re.search(r'<select name="c1_type"[^>]*>', html).group(0)
    assert 'aria-label="Loup des Neiges — Type"' in select and 'aria-invalid="true"' in select
    assert re.search(r'<li data-param="c1_type" data-incomplete><strong>Loup des Neiges — Type</strong>', html)
    assert html.count('<li data-param="liste">') == 2
    assert re.search(r'<textarea id="liste"[^>]* aria-invalid="true">', html)
    assert html.count('aria-invalid="true"') == 2, "the other selects are not marked"


def test_a_second_elements_refusal_points_at_the_second_element(client, corpus):
    html = page(client, HELIX, {"liste": "3 Loup [type=Créature, élément=Magma/Cuisine]"},
                status=HTTPStatus.BAD_REQUEST)
    assert re.search(r'<li data-param="c1_el2"><strong>Loup — Élément 2 \(bi-couleur\)</strong>', html), refusals(html)
    assert 'aria-invalid="true"' in re.search(r'<select name="c1_el2"[^>]*>', html).group(0)
