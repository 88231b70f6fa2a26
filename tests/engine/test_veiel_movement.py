"""L'Ordre de Veiel: where can this hero go — a hero's move in the heroes' phase.

Source of every quoted line: *L'Ordre de Veiel — Aide de jeu solo V1.0* (rules/sources/veiel.md).

Boards are drawn as pictures, one token a square, row 1 at the top: ``.`` empty, ``A``–``D`` a
hero (Aline, Bruno, Chloé, Dorian; Aline moves unless told), ``†B`` a dead Bruno, ``A!`` Aline
standing on an Infranchissable, ``1``–``3`` an enemy, ``#`` an Obstacle, ``X`` an Infranchissable,
``+`` an Allié, ``c`` a corpse. The answers are pictures too: each square's cost in moves, ``.``
where the hero cannot end.
"""
from __future__ import annotations

import pytest

from referee.engine.language import speaking
from referee.engine.reading import read
from referee.engine.trace import Flag, IllegalAction, as_data
from referee.engine.veiel import HeroMovementInput, check_hero_movement, resolve_hero_movement
from referee.engine.veiel.notation import read_hero

HEROES = {"A": "Aline", "B": "Bruno", "C": "Chloé", "D": "Dorian"}
ENTITIES = {"#": "obstacle", "X": "infranchissable", "+": "allie", "c": "cadavre"}


def movement_data(picture: str, **question) -> dict:
    rows = [line.split() for line in picture.strip().splitlines()]
    data: dict = {"rows": len(rows), "cols": len(rows[0]), "heroes": [], "enemies": [], "entities": []}
    for r, line in enumerate(rows, start=1):
        for c, token in enumerate(line, start=1):
            square = {"row": r, "col": c}
            letter = token.strip("†!")
            if letter in HEROES:
                data["heroes"].append({"name": HEROES[letter], "square": square, "threat": 1,
                                       **({"dead": True} if token.startswith("†") else {})})
                if token.endswith("!"):
                    data["entities"].append({"kind": "infranchissable", "square": square})
            elif token.isdigit():
                data["enemies"].append({"name": f"Ennemi {token}", "square": square, "movement": 3,
                                        "reach": "adjacent", "icon": "cible-unique"})
            elif token in ENTITIES:
                data["entities"].append({"kind": ENTITIES[token], "square": square})
    return {**data, "hero": "Aline", **question}


def move(picture: str, **question):
    return resolve_hero_movement(read(HeroMovementInput, movement_data(picture, **question)))


def costs(result, picture: str) -> str:
    """The answer drawn on the board: each square's cost, ``.`` where the hero cannot end."""
    rows = [line.split() for line in picture.strip().splitlines()]
    at = {(d.square.row, d.square.col): d.cost for d in result.destinations}
    return "\n".join(" ".join(str(at.get((r, c), ".")) for c in range(1, len(line) + 1))
                     for r, line in enumerate(rows, start=1))


def drawn(answer: str) -> str:
    return "\n".join(" ".join(line.split()) for line in answer.strip().splitlines())


def silent(result):
    return [step for step in result.steps if step.flag is Flag.SILENT]


def refusals(picture: str, **question) -> dict[str, str]:
    return {p.field: p.message for p in check_hero_movement(read(HeroMovementInput, movement_data(picture, **question)))}


# =========================================================================================
# One move, one orthogonal step
# =========================================================================================
def test_a_move_is_an_orthogonal_step_diagonals_do_not_count():
    # « Sont considérées comme adjacentes, les cases orthogonalement collées à la case ciblée. Les
    # diagonales ne comptent pas. » (Glossaire, Adjacent, P.25)
    board = """
    . . . . .
    . . . . .
    . . A . .
    . . . . .
    . . . . .
    """
    result = move(board, moves=2)
    assert costs(result, board) == drawn("""
    . . 2 . .
    . 2 1 2 .
    2 1 0 1 2
    . 2 1 2 .
    . . 2 . .
    """)
    assert any("les diagonales ne comptent pas" in s.text and s.rule == "veiel/glossaire/adjacent"
               for s in result.steps)


def test_each_square_comes_with_a_shortest_path_of_orthogonal_steps():
    board = """
    . . . .
    . 1 # .
    . A . .
    """
    result = move(board, moves=4)
    for destination in result.destinations:
        path = destination.path
        assert path[0].name == "B3" and path[-1] == destination.square and len(path) == destination.cost + 1
        assert all(abs(a.row - b.row) + abs(a.col - b.col) == 1 for a, b in zip(path, path[1:], strict=False))
        assert destination.route == " → ".join(s.name for s in path)
    assert next(d for d in result.destinations if d.name == "C1").route in ("B3 → C3 → C2 → C1",
                                                                          "B3 → A3 → A2 → A1 → B1 → C1")


# =========================================================================================
# Déplacement des héros et des ennemis: enemies block, allies are crossed
# =========================================================================================
def test_enemies_cannot_be_crossed_allied_heroes_can():
    # « Il est impossible de traverser les ennemis. En revanche, vous pouvez traverser vos alliés. » (P.21)
    board = """
    A 1 .
    . . .
    """
    # Around the enemy, C1 is 4 moves away: out of reach of a card of 3.
    assert costs(move(board, moves=3), board) == drawn("""
    0 . .
    1 2 3
    """)
    board = """
    A B .
    . . .
    """
    # Through Bruno, C1 is 2 moves away.
    result = move(board, moves=3)
    assert costs(result, board) == drawn("""
    0 . 2
    1 2 3
    """)
    assert next(d for d in result.destinations if d.name == "C1").route == "A1 → B1 → C1"
    assert any(s.rule == "veiel/deplacement-des-heros-et-des-ennemis#il-est-impossible-de-traverser-les"
               and "impossible de traverser les ennemis"
               in s.text for s in result.steps)


def test_allied_heroes_are_crossed_in_a_corridor():
    # « En revanche, vous pouvez traverser vos alliés. » (P.21)
    board = "A B ."
    assert costs(move(board, moves=2), board) == "0 . 2"
    assert costs(move("A 1 .", moves=2), "A 1 .") == "0 . ."


def test_an_allie_entity_is_crossed_like_an_ally():
    # « vous pouvez traverser vos alliés » (P.21); Glossaire, Allié: an entity the heroes treat « comme s'il
    # s’agissait d’un héros ».
    assert costs(move("A + .", moves=2), "A + .") == "0 . 2"


# =========================================================================================
# Obstacle, Infranchissable, corpses, dead heroes
# =========================================================================================
def test_an_obstacle_is_crossed_but_never_ended_on():
    # « Une carte portant le mot clé Obstacle peut être traversée par les héros lors d’un déplacement. En
    # revanche, il est interdit de s’y arrêter. » (Glossaire, Obstacle)
    board = "A # ."
    assert costs(move(board, moves=2), board) == "0 . 2"
    assert costs(move(board, moves=1), board) == "0 . ."
    result = move(board, moves=2)
    assert any(s.rule == "veiel/glossaire/obstacle" and "interdit de s'y arrêter" in s.text for s in result.steps)


def test_an_infranchissable_cannot_be_crossed():
    # « Les entités possédant le mot clé Infranchissable ne peuvent pas être traversées durant un
    # déplacement. » (Glossaire, Infranchissable)
    board = """
    A X .
    . X .
    . . .
    """
    assert costs(move(board, moves=4), board) == drawn("""
    0 . .
    1 . .
    2 3 4
    """)


def test_a_corpse_is_an_empty_square():
    # « Une case contenant un cadavre est considérée comme vide pour la résolution des effets. Les cadavres ne
    # sont pas des obstacles de quelque manière que ce soit. » (Les cadavres)
    board = "A c ."
    result = move(board, moves=2)
    assert costs(result, board) == "0 1 2"
    assert not silent(result)


def test_a_dead_hero_is_no_obstacle_and_ending_on_it_is_flagged():
    # « Il reste alors sur le champ de bataille, mais il ne compte plus comme un obstacle. » (Mort d'un héros)
    board = "A †B ."
    result = move(board, moves=2)
    assert costs(result, board) == "0 1 2"
    [flag] = silent(result)
    assert flag.rule == "veiel/mort-d-un-heros#la-fin-de-son-tour-si"
    assert "Autre lecture : on ne s'y arrête pas, et B1 n'est plus atteignable" in flag.text
    assert [d.name for d in result.destinations if d.disputed] == ["B1"]


# =========================================================================================
# Important: moving is optional
# =========================================================================================
def test_moving_is_optional_staying_costs_nothing_and_the_hero_may_stop_early():
    # « Sauf si l'effet indique le contraire, vous n’êtes jamais obligé d’effectuer les déplacements d’une
    # carte. » (Important, P.21)
    result = move("A . . .", moves=3)
    assert [(d.name, d.cost) for d in result.destinations] == [("A1", 0), ("B1", 1), ("C1", 2), ("D1", 3)]
    assert result.destinations[0].route == "A1"
    assert result.summary == "Aline (A1), 3 déplacements : rester en A1 ; 1 déplacement : B1 ; 2 déplacements : C1 ; " \
                             "3 déplacements : D1"
    assert any(s.rule == "veiel/important#sauf-si-effet-indique-le-contraire" for s in result.steps)


def test_a_card_of_no_move_leaves_the_hero_where_it_is():
    result = move("A .", moves=0)
    assert [(d.name, d.cost) for d in result.destinations] == [("A1", 0)]
    assert result.summary == "Aline (A1), 0 déplacement : rester en A1, aucune autre case atteignable"


# =========================================================================================
# Phase d'action des Héros: the move bought by discarding
# =========================================================================================
def test_discarding_a_card_buys_one_move():
    # « Un héros peut jouer et résoudre l'effet d'une (ou plusieurs) carte de sa main, puis la placer dans la
    # défausse OU défausser une (ou plusieurs) carte de sa main pour effectuer 1 déplacement OU tout simplement
    # défausser une carte. » (Phase d'action des Héros, P.13)
    board = "A . ."
    result = move(board, source="defausse")
    assert result.moves == 1
    assert costs(result, board) == "0 1 ."
    assert not silent(result)
    assert result.steps[0].rule == "veiel/phase-d-action-des-heros#un-heros-peut-jouer-et-resoudre"


def test_several_cards_discarded_the_aid_is_unclear_both_readings_are_given():
    # « défausser une (ou plusieurs) carte de sa main pour effectuer 1 déplacement » (P.13): 1 move in all, or 1
    # per card? The two readings reach different squares: flagged, the other reading's squares given.
    board = "A . . ."
    result = move(board, source="defausse", discarded=3)
    assert costs(result, board) == "0 1 . ."
    [flag] = silent(result)
    assert flag.rule == "veiel/phase-d-action-des-heros#un-heros-peut-jouer-et-resoudre"
    assert "Nous lisons 1 déplacement en tout" in flag.text
    assert "Autre lecture : 3 déplacements, un par carte ; elle ajoute C1 à 2 déplacements et D1 à 3 déplacements" \
        in flag.text
    assert [(d.name, d.cost) for d in result.other_reading_only] == [("C1", 2), ("D1", 3)]
    assert result.summary.endswith("— cas non tranché par l'aide : voir les étapes signalées.")


def test_several_cards_discarded_when_both_readings_agree_the_point_is_still_flagged():
    result = move("A 1", source="defausse", discarded=2)
    [flag] = silent(result)
    assert "elle donne les mêmes cases" in flag.text
    assert result.other_reading_only == ()


# =========================================================================================
# Open point: ending on an ally's square
# =========================================================================================
def test_ending_on_an_allys_square_is_an_open_point_with_both_readings():
    # « vous pouvez traverser vos alliés » (P.21) says nothing of stopping there.
    board = "A B . +"
    result = move(board, moves=3)
    assert costs(result, board) == "0 . 2 ."
    [flag] = silent(result)
    assert flag.rule == "veiel/deplacement-des-heros-et-des-ennemis#il-est-impossible-de-traverser-les"
    assert "Nous supposons que non" in flag.text and "B1 à 1 déplacement et D1 à 3 déplacements" in flag.text
    assert [d.name for d in result.other_reading_only] == ["B1", "D1"]


def test_an_ally_out_of_reach_raises_no_open_point():
    result = move("A . B", moves=1)
    assert not silent(result)


# =========================================================================================
# Glossaire, Infranchissable: the forced move
# =========================================================================================
def test_a_hero_whose_square_becomes_infranchissable_must_move_one_square():
    # « Si une entité sur laquelle se trouve un héros devient Infranchissable, il doit immédiatement et
    # obligatoirement effectuer 1 déplacement. » (Glossaire, Infranchissable)
    board = """
    . . .
    # A! .
    . 1 .
    """
    result = move(board, source="infranchissable")
    assert result.forced and result.moves == 1
    assert costs(result, board) == drawn("""
    . 1 .
    . . 1
    . . .
    """)
    assert result.steps[0].rule == "veiel/glossaire/infranchissable"
    assert "doit immédiatement et obligatoirement effectuer 1 déplacement" in result.steps[0].text
    assert result.summary == "Aline (B2) doit quitter sa case devenue Infranchissable : B1 et C2 (1 déplacement)"


def test_a_hero_on_an_infranchissable_square_must_move_first_so_a_card_is_refused():
    # The same line: « il doit immédiatement et obligatoirement effectuer 1 déplacement ».
    problems = refusals("A! .", moves=2)
    assert "immédiatement et obligatoirement" in problems["source"]


def test_a_forced_move_without_an_infranchissable_is_refused():
    problems = refusals("A .", source="infranchissable")
    assert "ne porte aucune entité Infranchissable" in problems["source"]


def test_a_forced_move_with_nowhere_to_go_is_flagged():
    result = move("A! 1", source="infranchissable")
    assert result.destinations == ()
    [flag] = silent(result)
    assert flag.rule == "veiel/glossaire/infranchissable" and "L'aide ne dit pas ce qu'il advient alors" in flag.text


# =========================================================================================
# Who moves, and every refusal at once
# =========================================================================================
def test_the_only_hero_of_the_board_moves_when_none_is_named():
    data = movement_data("A .", moves=1)
    del data["hero"]
    assert resolve_hero_movement(read(HeroMovementInput, data)).hero == "Aline"


@pytest.mark.parametrize("language, name", [("fr", "Héros A1"), ("en", "Hero A1")])
@pytest.mark.parametrize("hero", ["Héros A1", "Hero A1", "A1", "a1"])
def test_the_hero_who_moves_is_named_by_its_default_name_in_either_language_or_its_square(language, name, hero):
    # A link shared from a page in the other language: the board as this reader's page reads it.
    with speaking(language):
        board = [as_data(read_hero("A1.m1")), as_data(read_hero("C1.m1"))]
        data = {"rows": 1, "cols": 3, "heroes": board, "hero": hero, "moves": 1}
        result = resolve_hero_movement(read(HeroMovementInput, data))
    assert (result.hero, result.start.name) == (name, "A1")
    assert [d.square.name for d in result.destinations] == ["A1", "B1"]


def test_a_hero_no_one_is_called_is_refused_naming_the_heroes_who_may_move():
    assert refusals("A . B", hero="Zoé", moves=1)["hero"] == (
        "Aucun héros ne s'appelle « Zoé » sur le plateau : les héros sont Aline et Bruno.")
    with speaking("en"):
        assert refusals("A . B", hero="B1", moves=1)["hero"] == "No hero stands on B1: the heroes are Aline and Bruno."


def test_every_refusal_of_the_question_at_once():
    data = movement_data("A B 1", source="defausse", moves=2)
    del data["hero"]
    problems = {p.field: p for p in check_hero_movement(read(HeroMovementInput, data))}
    assert set(problems) == {"hero", "moves"}
    assert "dites lequel se déplace" in problems["hero"].message
    with pytest.raises(IllegalAction):
        resolve_hero_movement(read(HeroMovementInput, data))


def test_a_dead_hero_does_not_move():
    # « le héros défausse les cartes qu'il a en main et meurt. » (Mort d'un héros, P.15)
    problems = {p.field: p for p in check_hero_movement(read(HeroMovementInput, movement_data("†A .", moves=1)))}
    assert problems["hero"].rule == "veiel/mort-d-un-heros#la-fin-de-son-tour-si"


@pytest.mark.parametrize("question, field", [
    pytest.param({"hero": "Zoé", "moves": 1}, "hero", id="a hero not on the board"),
    pytest.param({}, "moves", id="a card without its value"),
    pytest.param({"moves": 1, "discarded": 2}, "discarded", id="cards discarded for a card's move"),
])
def test_a_question_the_rules_refuse_names_its_field(question, field):
    assert field in refusals("A .", **question)


def test_the_board_is_checked_as_the_targeting_board():
    data = movement_data("A .", moves=1)
    data["enemies"].append({"square": "B1", "movement": 1, "reach": "adjacent", "icon": "cible-unique"})
    data["entities"].append({"kind": "obstacle", "square": "B1"})
    fields = {p.field for p in check_hero_movement(read(HeroMovementInput, data))}
    assert fields == {"entities[0].square"}
