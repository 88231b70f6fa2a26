"""The deck list as a judge pastes it (« 3 Nom de carte »): a count out of range is refused as a count, never read as
part of the card's name (referee/engine/decks.py, the one reading of the list); the line is left aside and said, the
rest of the list checked (only a list of which no card can be read is a 400); a card whose type a rule waits for is
asked in the table, its select labelled by the card's name."""
import re
from http import HTTPStatus

import pytest

from referee.engine import decks
from tests.calculators.test_deck_pages import HELIX, page, refusals, summary
from tests.helpers import visible_text


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
    ("2 3 Mousquetaires", (2, "3 Mousquetaires")), ("- Loup", (1, "Loup")), ("• 2x Loup", (2, "Loup")),
])
def test_a_count_in_range_and_a_name_with_numbers_still_read(line, read):
    listing = decks.parse_list(line)
    assert [(c.copies, c.name) for c in listing.cards] == [read] and not listing.problems


def test_a_count_of_thousands_of_digits_is_a_name_too_long_not_a_crash():
    listing = decks.parse_list("9" * 5000 + " Foo")
    assert [p.message for p in listing.problems] == ["Ligne 1 : un nom de carte a 80 caractères au plus."]


def test_the_page_leaves_the_unreadable_counts_aside_says_them_and_checks_the_rest(client, corpus):
    html = page(client, HELIX, {"liste": "3 Loup des Neiges\n-2 Truc\n999999999999 Foo"})
    assert summary(html).endswith("Les lignes 2 et 3 de la liste n'ont pas été lues.")
    notes = [visible_text(li).strip() for li in re.findall(r"<li>(.*?)</li>", re.search(
        r'<ul class="deck-notes" id="deck-notes">(.*?)</ul>', html, re.S).group(1), re.S)]
    assert notes == [
        "Ligne 2 : -2 exemplaires : écrivez un nombre de 1 à 99 avant le nom. (ligne non lue)",
        "Ligne 3 : 999999999999 exemplaires : écrivez un nombre de 1 à 99 avant le nom. (ligne non lue)"]
    # The table: one row, the card the list could read, whose type the rules wait for.
    rows = re.findall(r'<th scope="row">(.*?)<input', html)
    assert rows == ["3 × Loup des Neiges"]
    select = re.search(r'<select name="c1_type"[^>]*>', html).group(0)
    assert 'aria-label="Loup des Neiges — Type"' in select and "aria-invalid" not in select


def test_a_list_of_which_nothing_can_be_read_is_the_only_refusal(client, corpus):
    html = page(client, HELIX, {"liste": "-2 Truc\n12"}, status=HTTPStatus.BAD_REQUEST)
    assert refusals(html) == [
        "Liste des cartes : aucune carte lue : écrivez une carte par ligne, « 3 Nom de carte », « 3x Nom » ou "
        "« Nom x3 », sous des titres comme « # Ressources » si vous le souhaitez.",
        "Liste des cartes : Ligne 1 : -2 exemplaires : écrivez un nombre de 1 à 99 avant le nom.",
        "Liste des cartes : Ligne 2 : « 12 » : le nom de la carte manque."]
    assert re.search(r'<textarea id="liste"[^>]* aria-invalid="true">', html)


def test_an_unknown_element_is_left_aside_and_said_with_its_line(client, corpus):
    html = page(client, HELIX, {"liste": "3 Loup [type=Créature, élément=Magma/Cuisine]"})
    assert ("Ligne 1 : élément « Cuisine » inconnu, laissé de côté ; valeurs possibles : Aether, Magma, Hydris, "
            "Tempus, Noctum, Brume, Gaïa ou Stellaires.") in visible_text(html)
