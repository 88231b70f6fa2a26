"""The text notation of a Veiel board (referee/engine/veiel/notation.py): squares, pieces, card piles.

A square is its column letter from the left then its row number from the top (« C2 »); a piece is
its square then settings separated by dots, read in any order and written back one way, so that a
board in an address reads and writes itself identically.
"""
import pytest

from referee.engine.french import Gender
from referee.engine.language import speaking
from referee.engine.veiel import Card, CardKeyword, Enemy, Entity, EntityKind, Hero, Icon, Reach, Square
from referee.engine.veiel.notation import (
    NotationError,
    find_hero,
    hero_problem,
    hero_reference,
    name_problem,
    read_cards,
    read_enemy,
    read_entities,
    read_hero,
    read_names,
    read_reach,
    read_square,
    square_name,
    write_cards,
    write_enemy,
    write_entities,
    write_hero,
)


# --- Squares -----------------------------------------------------------------------------------
@pytest.mark.parametrize("name, row, col", [("A1", 1, 1), ("C2", 2, 3), ("c2", 2, 3), (" L12 ", 12, 12)])
def test_a_square_is_its_column_letter_then_its_row_from_the_top(name, row, col):
    assert read_square(name) == Square(row=row, col=col)
    assert square_name(row, col) == name.strip().upper()


@pytest.mark.parametrize("text, words", [
    pytest.param("premier", "n'est pas une case ; écrivez la lettre de la colonne puis le numéro de la ligne",
                 id="not a square"),
    pytest.param("M1", "« M1 » est hors de tout plateau ; les colonnes vont de A à L", id="a column past L"),
    pytest.param("A13", "les lignes de 1 à 12", id="a row past 12"),
    pytest.param("A0", "hors de tout plateau", id="row 0: rows count from 1"),
])
def test_a_square_off_every_board_or_unreadable_says_what_to_write(text, words):
    with pytest.raises(NotationError) as error:
        read_square(text)
    assert words in str(error.value)


def test_adjacent_is_the_reach_of_the_four_orthogonal_neighbours():
    # « Sont considérées comme adjacentes, les cases orthogonalement collées à la case ciblée. »
    assert read_reach("adjacent") == Reach(range=1)
    with pytest.raises(NotationError, match="inconnue"):
        read_reach("portée 2")


# --- Heroes ------------------------------------------------------------------------------------
@pytest.mark.parametrize("raw", ["B4.m3.e1.Aline", "b4.M3.E1.Aline", "B4.e1.m3.Aline", "B4.Aline.m3.e1"])
def test_the_hero_notation_reads_in_any_order_and_writes_one_way(raw):
    hero = read_hero(raw)
    assert hero == Hero(name="Aline", square=Square(4, 2), threat=3, swords=1)
    assert write_hero(hero) == "B4.m3.e1.Aline"


def test_a_hero_round_trips_every_setting_and_is_named_by_its_square_by_default():
    hero = read_hero("C2.m0.e2.inattaquable.mort.Dorian")
    assert (hero.threat, hero.swords, hero.attackable, hero.dead, hero.name) == (0, 2, False, True, "Dorian")
    assert read_hero(write_hero(hero)) == hero
    nameless = read_hero("D3.m1")
    assert nameless.name == "Héros D3" and write_hero(nameless) == "D3.m1"


@pytest.mark.parametrize("raw, words", [
    ("", "Héros vide"), ("B2", "La menace du héros manque"), ("B2.m1.m2", "« m » est donné deux fois"),
    ("B2.mx", "« mx » illisible"), ("B2.m1.Aline.Bruno", "Deux noms pour un héros"),
    ("premier.m1", "Héros : « premier » n'est pas une case"),
])
def test_an_unreadable_hero_says_what_to_write(raw, words):
    with pytest.raises(NotationError) as error:
        read_hero(raw)
    assert words in str(error.value)


# --- Enemies -----------------------------------------------------------------------------------
def test_an_enemy_round_trips_every_setting():
    enemy = read_enemy("K11.d4.p3.multi.feminin.sauf-Aline.sauf-Bruno.cible-Chloé.arrivee-j10.Rôdeuse")
    assert enemy == Enemy(square=Square(11, 11), movement=4, reach=Reach(range=3), icon=Icon.MULTIPLE, name="Rôdeuse",
                          gender=Gender.FEMININE, may_not_attack=("Aline", "Bruno"), chosen_target="Chloé",
                          chosen_square=Square(10, 10))
    assert write_enemy(enemy) == "K11.d4.p3.multi.feminin.sauf-Aline.sauf-Bruno.cible-Chloé.arrivee-J10.Rôdeuse"
    assert read_enemy(write_enemy(enemy)) == enemy


@pytest.mark.parametrize("raw, reach, written", [
    pytest.param("A1.d2", Reach(range=1), "A1.d2", id="adjacent by default"),
    pytest.param("A1.d2.p1", Reach(range=1), "A1.d2", id="range 1 is adjacent"),
    pytest.param("A1.d2.f0x2.f1x1", Reach(offsets=((0, 2), (1, 1))), "A1.d2.f0x2.f1x1", id="drawn squares"),
    pytest.param("A1.d2.f-1x0.p2", Reach(range=2, offsets=((-1, 0),)), "A1.d2.p2.f-1x0",
                 id="a range beside drawn squares is kept, for the checks to refuse"),
])
def test_an_enemy_reach_is_a_range_or_the_squares_drawn_on_its_card(raw, reach, written):
    enemy = read_enemy(raw)
    assert enemy.reach == reach and write_enemy(enemy) == written
    assert enemy.name == "Ennemi" and enemy.gender is Gender.MASCULINE and enemy.icon is Icon.SINGLE


@pytest.mark.parametrize("raw, words", [
    ("", "Ennemi vide"), ("A1", "Le déplacement de l'ennemi manque"), ("A1.d1.d2", "« d » est donné deux fois"),
    ("A1.d1.zz", "« zz » illisible"), ("A1.d1.arrivee-Z9", "Case d'arrivée : « Z9 » est hors de tout plateau"),
])
def test_an_unreadable_enemy_says_what_to_write(raw, words):
    with pytest.raises(NotationError) as error:
        read_enemy(raw)
    assert words in str(error.value)


# --- Entities, names, cards --------------------------------------------------------------------
def test_entities_share_one_parameter_per_kind():
    obstacles = read_entities("o", "C3.D3")
    assert obstacles == (Entity(EntityKind.OBSTACLE, Square(3, 3)), Entity(EntityKind.OBSTACLE, Square(3, 4)))
    assert write_entities(obstacles) == "C3.D3"
    with pytest.raises(NotationError, match="Aucune case pour un cadavre"):
        read_entities("c", ".")


@pytest.mark.parametrize("name, problem", [
    ("Aline", None), ("Ombre d'Ys", None), ("a.b", "ne peut pas contenir de point"), ("m2", "ressemble à un réglage"),
    ("mort", "ressemble à un réglage"), ("feminin", "ressemble à un réglage"),
])
def test_a_name_written_in_a_token_must_read_back_as_a_name(name, problem):
    found = name_problem(name)
    assert (found is None) if problem is None else (problem in found)


def test_a_pile_of_cards_is_names_with_keywords_in_brackets():
    # Persistant: « Une carte persistante ne peut jamais arriver dans vos blessures ou l'exil. »
    # Substitution: « vous pouvez la placer dans vos blessures plutôt que de prendre la carte du dessus »
    cards = read_cards("Frappe, Garde [persistant], Sacrifice [subst], Rempart [persistant substitution]")
    assert cards == (Card("Frappe"), Card("Garde", (CardKeyword.PERSISTANT,)),
                     Card("Sacrifice", (CardKeyword.SUBSTITUTION,)),
                     Card("Rempart", (CardKeyword.PERSISTANT, CardKeyword.SUBSTITUTION)))
    assert write_cards(cards) == "Frappe, Garde [persistant], Sacrifice [substitution], Rempart [persistant substitution]"
    assert read_names("Rat, Chauve-souris ;  ") == ("Rat", "Chauve-souris")


@pytest.mark.parametrize("text, words", [
    ("[persistant]", "illisible"), ("A [p]", "Mot-clé « p » inconnu pour « A »"), ("A]B", "illisible"),
    ("Garde [eternel]", "Mot-clé « eternel » inconnu"),
])
def test_an_unreadable_card_says_what_to_write(text, words):
    with pytest.raises(NotationError) as error:
        read_cards(text)
    assert words in str(error.value)


# --- Heroes named in a link or a body ------------------------------------------------------------
# A hero given without a name is « Héros B4 » to a reader of French, « Hero B4 » to a reader of English:
# a link shared between them names it either way, or by its square.
def board_heroes():
    """An unnamed hero on B4 and Aline on E4, read in the language in force."""
    return read_hero("B4.m1"), read_hero("E4.m2.Aline")


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("reference, square", [
    ("Héros B4", "B4"), ("Hero B4", "B4"), ("B4", "B4"), ("b4", "B4"), ("Aline", "E4"), ("E4", "E4"),
    (" Aline ", "E4"), ("Hero E4", None), ("Héros C2", None), ("C2", None), ("Zoé", None),
])
def test_a_hero_is_named_by_its_name_its_square_or_when_unnamed_its_default_name_in_either_language(
        language, reference, square):
    with speaking(language):
        found = find_hero(board_heroes(), reference)
    assert (found.square.name if found else None) == square


def test_a_name_given_comes_before_a_square_or_a_default_name():
    # Only a body can name a hero « C2 » (the notation refuses a name that looks like a setting).
    heroes = (Hero(name="C2", square=Square(4, 2), threat=1), Hero(name="Héros C2", square=Square(2, 3), threat=1),
              Hero(name="Hero B4", square=Square(1, 1), threat=1))
    assert find_hero(heroes, "C2") is heroes[0]
    assert find_hero(heroes, "Hero B4") is heroes[2]


@pytest.mark.parametrize("language, reference, refusal", [
    ("fr", "Zoé", "Aucun héros ne s'appelle « Zoé » sur le plateau : les héros sont Héros B4 et Aline."),
    ("en", "Zoé", "No hero on the board is called « Zoé »: the heroes are Hero B4 and Aline."),
    ("fr", "Hero E4", "Aucun héros ne s'appelle « Hero E4 » sur le plateau : les héros sont Héros B4 et Aline."),
    ("fr", "c2", "Aucun héros n'est en C2 : les héros sont Héros B4 et Aline."),
    ("en", "C2", "No hero stands on C2: the heroes are Hero B4 and Aline."),
])
def test_a_hero_no_one_is_called_is_refused_in_the_reader_s_language_listing_the_heroes(language, reference, refusal):
    with speaking(language):
        assert hero_problem(board_heroes(), reference) == refusal
        assert hero_problem(board_heroes(), "Aline") is None


def test_a_board_without_heroes_says_so_in_the_refusal():
    assert hero_problem((), "Aline") == "Aucun héros ne s'appelle « Aline » sur le plateau : le plateau n'a aucun héros."
    with speaking("en"):
        assert hero_problem(board_heroes()[1:], "Bruno") == (
            "No hero on the board is called « Bruno »: the only hero is Aline.")


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_link_names_an_unnamed_hero_by_its_square_and_a_named_one_by_its_name(language):
    with speaking(language):
        heroes = board_heroes()
        assert [hero_reference(hero) for hero in heroes] == ["B4", "Aline"]
        enemy = read_enemy("C1.d2.sauf-Hero B4.sauf-Aline.cible-Héros B4.Goule")
        assert write_enemy(enemy, heroes) == "C1.d2.sauf-B4.sauf-Aline.cible-B4.Goule"
        assert write_enemy(read_enemy("C1.d2.cible-Zoé"), heroes) == "C1.d2.cible-Zoé"  # kept, for the checks
        assert write_enemy(enemy) == "C1.d2.sauf-Hero B4.sauf-Aline.cible-Héros B4.Goule"  # no board, as given


def test_a_default_name_of_either_language_reads_as_an_unnamed_hero():
    hero = read_hero("B4.m1.Hero B4")
    assert hero.name == "Héros B4" and write_hero(hero) == "B4.m1"
    with speaking("en"):
        hero = read_hero("B4.m1.Héros B4")
        assert hero.name == "Hero B4" and write_hero(hero) == "B4.m1"
    assert read_hero("B4.m1.Héros C2").name == "Héros C2"  # another square's default name is a name
