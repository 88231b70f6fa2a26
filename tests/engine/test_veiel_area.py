"""L'Ordre de Veiel: a card's effect area — the squares it reaches from the black square, and whom it applies to.

Source of every quoted line: *L'Ordre de Veiel — Aide de jeu solo V1.0* (rules/sources/veiel.md).

Boards are drawn as pictures, one token a square, row 1 at the top: ``.`` empty, ``A``–``D`` a
hero (Aline, Bruno, Chloé, Dorian), ``†B`` a dead Bruno, ``A!`` Aline standing on an Infranchissable,
``1``–``3`` an enemy (« Ennemi 1 »), ``#`` an Obstacle, ``X`` an Infranchissable, ``+`` an Allié,
``c`` a corpse. The answers are pictures too: ``@`` the black square, ``o`` a square reached, ``x``
one an Infranchissable cuts off, ``?`` one reached that another reading leaves out, ``.`` the others.
"""
from __future__ import annotations

import pytest

from referee.engine.language import speaking
from referee.engine.reading import read
from referee.engine.trace import Flag, IllegalAction
from referee.engine.veiel.area_checks import check_effect_area, resolve_effect_area
from referee.engine.veiel.area_model import EffectAreaInput

HEROES = {"A": "Aline", "B": "Bruno", "C": "Chloé", "D": "Dorian"}
ENTITIES = {"#": "obstacle", "X": "infranchissable", "+": "allie", "c": "cadavre"}


def area_data(picture: str, source: str, **effect) -> dict:
    rows = [line.split() for line in picture.strip().splitlines()]
    data: dict = {"rows": len(rows), "cols": len(rows[0]), "heroes": [], "enemies": [], "entities": []}
    for r, line in enumerate(rows, start=1):
        for c, token in enumerate(line, start=1):
            square = {"row": r, "col": c}
            letter = token.strip("†!")
            if letter in HEROES:
                data["heroes"].append({"name": HEROES[letter], "square": square, "threat": 1,
                                       **({"dead": True} if token.startswith("†") else {})})
            elif letter.isdigit():
                data["enemies"].append({"name": f"Ennemi {letter}", "square": square, "movement": 3,
                                        "reach": "adjacent", "icon": "cible-unique"})
            elif token in ENTITIES:
                data["entities"].append({"kind": ENTITIES[token], "square": square})
            if token.endswith("!"):
                data["entities"].append({"kind": "infranchissable", "square": square})
    return {**data, "source": source, **effect}


def spread(picture: str, source: str, **effect):
    return resolve_effect_area(read(EffectAreaInput, area_data(picture, source, **effect)))


def answer(result, picture: str) -> str:
    rows = [line.split() for line in picture.strip().splitlines()]
    marks = {s: "o" for s in result.reached} | {s: "x" for s in result.blocked}
    marks |= {s: "?" for s in result.disputed_squares}
    marks[result.source] = "@"
    return "\n".join(" ".join(marks.get(_sq(r, c), ".") for c in range(1, len(line) + 1))
                     for r, line in enumerate(rows, start=1))


def _sq(row: int, col: int):
    from referee.engine.veiel.model import Square

    return Square(row, col)


def drawn(text: str) -> str:
    return "\n".join(" ".join(line.split()) for line in text.strip().splitlines())


def affected(result) -> dict[str, int]:
    return {p.name: p.times for p in result.pieces if p.affected}


def silent(result) -> list:
    return [step for step in result.steps if step.flag is Flag.SILENT]


def rules(result) -> set[str]:
    return {step.rule for step in result.steps}


# =========================================================================================
# The pattern, placed on the black square
# =========================================================================================
def test_adjacent_squares_are_orthogonal_only():
    # Adjacent: « Sont considérées comme adjacentes, les cases orthogonalement collées à la case ciblée. Les
    # diagonales ne comptent pas. »
    board = """
    . . . .
    . A . .
    . . . .
    """
    result = spread(board, "B2", pattern="adjacent")
    assert answer(result, board) == drawn("""
    . o . .
    o @ o .
    . o . .
    """)
    assert "veiel/glossaire-du-jeu#adjacent" in rules(result)
    assert not silent(result)  # the book decides: no diagonal


def test_a_range_counts_the_target_square_and_separation_is_given():
    # Nombre de cases qui vous sépare: « Comptez alors le nombre de cases en incluant celle sur laquelle se trouve
    # la cible. »: the enemy two squares up is 2 squares away, reached by a range 2, not by a range 1.
    board = """
    . 1 .
    . . .
    . A .
    """
    two = spread(board, "B3", pattern="portee", range=2, targets="ennemis")
    assert affected(two) == {"Ennemi 1 (B1)": 1}
    assert [p.separation for p in two.pieces if p.affected] == [2]
    one = spread(board, "B3", pattern="portee", range=1, targets="ennemis")
    assert affected(one) == {}
    assert "veiel/glossaire-du-jeu#nombre-de-cases-qui-vous-separe" in rules(two)


def test_a_range_is_a_diamond_of_orthogonal_steps_and_a_square_reaches_round_an_infranchissable():
    # Infranchissable: « S'il existe un chemin dans la portée (Carrés blancs) qui permet d'atteindre la cible sans
    # traverser une entité Infranchissable alors l'effet est possible. Sinon l'effet ne peut pas avoir lieu. »
    # The white squares are the card's: (a) a diamond, every square 2 orthogonal steps away or fewer; (b) a square.
    board = """
    . . . . . .
    . . . . . .
    . . A . . .
    . . X . . .
    . . 1 . . .
    . . . . . .
    """
    diamond = spread(board, "C3", pattern="portee", range=2, targets="ennemis")
    assert answer(diamond, board) == drawn("""
    . . o . . .
    . o o o . .
    o o @ o o .
    . o o o . .
    . . x . . .
    . . . . . .
    """)
    assert affected(diamond) == {} and not diamond.takes_place
    assert not silent(diamond)  # the book decides
    square = spread(board, "C3", pattern="carre", range=2, targets="ennemis")
    assert affected(square) == {"Ennemi 1 (C5)": 1}  # C3 → B3 → B4 → B5 → C5
    assert not silent(square)


def test_the_squares_counted_to_the_target_include_its_own():
    # Nombre de cases qui vous sépare: « Comptez alors le nombre de cases en incluant celle sur laquelle se trouve
    # la cible. »: from B2 to B6, B3, B4, B5 and B6 — 4.
    board = """
    . . .
    . A .
    . . .
    . . .
    . . .
    . 1 .
    """
    result = spread(board, "B2", pattern="infini", targets="ennemis", counts_squares=True)
    [count] = [step for step in result.steps if step.values.get("counts")]
    assert count.values["counts"] == {"Ennemi 1 (B6)": 4}
    assert count.flag is None


def test_the_squares_counted_to_a_target_off_the_line_are_flagged():
    # The count « en incluant celle sur laquelle se trouve la cible » says nothing of a diagonal step.
    board = """
    A . .
    . . 1
    """
    result = spread(board, "A1", pattern="infini", targets="ennemis", counts_squares=True)
    [flag] = silent(result)
    assert flag.rule == "veiel/glossaire-du-jeu#nombre-de-cases-qui-vous-separe"
    assert flag.values["counts"] == {"Ennemi 1 (C2)": 3} and flag.values["other_reading"] == {"Ennemi 1 (C2)": 2}


def test_drawn_white_squares_are_placed_from_the_black_square():
    # La zone des effets: « Le carré noir représente le héros qui joue la carte. »
    board = """
    . . . .
    . . . .
    . . . B
    """
    result = spread(board, "D3", pattern="cases", offsets=[[-1, 0], [-2, 0], [0, -1]])
    assert answer(result, board) == drawn("""
    . . . o
    . . . o
    . . o @
    """)
    assert "veiel/la-zone-des-effets-et-ligne-de-vue#le-carre-noir-represente-le-heros" in rules(result)


def test_the_infinite_range_spans_the_whole_board_and_ignores_obstacles():
    # « Le symbole infini indique que la zone s'étend sur tout le plateau de jeu. Les effets qui possèdent cette
    # portée ignorent tous les obstacles. »
    board = """
    A # .
    # # .
    . . 1
    """
    result = spread(board, "A1", pattern="infini", targets="ennemis")
    assert answer(result, board) == drawn("""
    @ o o
    o o o
    o o o
    """)
    assert affected(result) == {"Ennemi 1 (C3)": 1}
    assert "veiel/la-zone-des-effets-et-ligne-de-vue#le-symbole-infini-indique-que-la" in rules(result)
    assert not silent(result)


# =========================================================================================
# What the effect passes through, and what blocks it
# =========================================================================================
def test_effects_pass_through_enemies_heroes_and_obstacles():
    # « Tous les effets peuvent traverser les ennemis et les héros. Il n'y a aucune notion de blocage de ligne de
    # vue. » and Obstacle: « Les héros comme les ennemis peuvent résoudre des effets traversant une carte portant le
    # mot clé Obstacle. »
    board = """
    2
    #
    1
    A
    """
    result = spread(board, "A4", pattern="cases", offsets=[[-1, 0], [-2, 0], [-3, 0]], targets="ennemis")
    assert affected(result) == {"Ennemi 1 (A3)": 1, "Ennemi 2 (A1)": 1}
    assert {"veiel/la-zone-des-effets-et-ligne-de-vue#tous-les-effets-peuvent-traverser-les",
            "veiel/glossaire-du-jeu#obstacle"} <= rules(result)
    assert not silent(result)


def test_an_infranchissable_blocks_unless_a_path_of_white_squares_goes_round_it():
    # Infranchissable: « Les entités possédant le mot clé Infranchissable bloquent les effets des cartes. S'il existe
    # un chemin dans la portée (Carrés blancs) qui permet d'atteindre la cible sans traverser une entité
    # Infranchissable alors l'effet est possible. Sinon l'effet ne peut pas avoir lieu. »
    board = """
    . . . . .
    . A X 1 .
    . . . . .
    """
    straight = spread(board, "B2", pattern="cases", offsets=[[0, 1], [0, 2]], targets="ennemis")
    assert answer(straight, board) == drawn("""
    . . . . .
    . @ o x .
    . . . . .
    """)
    assert affected(straight) == {} and not straight.takes_place
    assert "veiel/glossaire-du-jeu#infranchissable" in rules(straight)
    round_it = spread(board, "B2", pattern="portee", range=3, targets="ennemis")
    assert affected(round_it) == {"Ennemi 1 (D2)": 1}  # B1 → C1 → D1 → D2, or by row 3: 3 squares


def test_the_infinite_range_needs_an_orthogonal_path_that_crosses_no_infranchissable():
    # « Dans le cas d'une portée infinie ou d'une téléportation, il doit exister un chemin de case en case
    # (orthogonal) reliant celui qui lance l'effet et sa cible qui ne traverse pas d'entité Infranchissable. »
    board = """
    A . X .
    . . X 1
    X X X .
    """
    result = spread(board, "A1", pattern="infini", targets="ennemis")
    assert affected(result) == {}
    assert _sq(2, 4) in result.blocked
    assert not result.takes_place
    # La zone des effets says otherwise (« Les effets qui possèdent cette portée ignorent tous les obstacles »): flagged.
    assert [step.values["other_reading"]["pieces"] for step in silent(result) if "other_reading" in step.values
            and isinstance(step.values["other_reading"], dict)] == [["Ennemi 1 (D2)"]]


INFINITE_IGNORES = "veiel/la-zone-des-effets-et-ligne-de-vue#le-symbole-infini-indique-que-la"
INFRANCHISSABLE_ENTRY = "veiel/glossaire-du-jeu#infranchissable"


def test_a_walled_in_hero_under_the_infinite_range_is_flagged_with_both_passages():
    # La zone des effets: « Le symbole infini indique que la zone s'étend sur tout le plateau de jeu. Les effets qui
    # possèdent cette portée ignorent tous les obstacles. »
    # Infranchissable: « Dans le cas d'une portée infinie ou d'une téléportation, il doit exister un chemin de case en
    # case (orthogonal) reliant celui qui lance l'effet et sa cible qui ne traverse pas d'entité Infranchissable. »
    # The two disagree: the entry, the more specific, is applied; the other reading is given, flagged.
    board = """
    A . X . .
    . . X B .
    . . X X X
    """
    result = spread(board, "A1", pattern="infini", targets="heros", crossed_out=True)
    assert affected(result) == {} and not result.takes_place  # the reading applied: Bruno walled in
    # Behind the wall, the Infranchissables D3 and E3 included (a path may end on one, not go through C3 to them).
    assert result.other_reading_squares == (_sq(1, 4), _sq(1, 5), _sq(2, 4), _sq(2, 5), _sq(3, 4), _sq(3, 5))
    assert result.blocked == result.other_reading_squares
    area, bruno = silent(result)
    assert area.rule == INFRANCHISSABLE_ENTRY and area.values["in_tension"] == [INFRANCHISSABLE_ENTRY, INFINITE_IGNORES]
    assert area.values["other_reading"] == {"squares": ["D1", "E1", "D2", "E2", "D3", "E3"],
                                           "pieces": ["Bruno (D2)"]}
    assert "ignorent tous les obstacles" in area.text and "chemin de case en case (orthogonal)" in area.text
    assert "l'effet les atteint et s'applique à Bruno (D2)" in area.text
    assert bruno.rule == INFRANCHISSABLE_ENTRY and bruno.values["in_tension"] == [INFRANCHISSABLE_ENTRY,
                                                                                 INFINITE_IGNORES]
    assert bruno.values["other_reading"] is True and bruno.values["affected"] is False
    assert [(p.name, p.affected, p.disputed) for p in result.pieces] == [("Aline", False, False), ("Bruno", False, True)]
    with speaking("en"):
        english = resolve_effect_area(read(EffectAreaInput, area_data(board, "A1", pattern="infini",
                                                                      targets="heros", crossed_out=True)))
    assert "Two passages of the aid disagree" in silent(english)[0].text


def test_walled_in_squares_without_a_piece_are_flagged_too_and_nothing_walled_in_is_not():
    # Only the area changes (no piece behind the wall): still the two readings, the squares only.
    walled = """
    A X .
    X X .
    """
    result = spread(walled, "A1", pattern="infini", targets="ennemis")
    (step,) = silent(result)
    assert step.values["other_reading"] == {"squares": ["C1", "B2", "C2"], "pieces": []}
    # An Infranchissable that walls nothing in: the book's two passages agree on every square, no flag.
    open_board = """
    A X .
    . . 1
    """
    result = spread(open_board, "A1", pattern="infini", targets="ennemis")
    assert affected(result) == {"Ennemi 1 (C2)": 1}
    assert not result.blocked and not result.other_reading_squares
    assert not silent(result)


def test_a_hero_or_enemy_standing_on_an_infranchissable_may_still_be_targeted():
    # « Rien n'empêche de cibler un ennemi ou un héros qui serait Infranchissable. »
    board = """
    A B! C
    """
    result = spread(board, "A1", pattern="infini", targets="heros")
    assert affected(result) == {"Aline": 1, "Bruno": 1}  # Chloé lies behind Bruno's Infranchissable
    assert [p.name for p in result.pieces if not p.affected] == ["Chloé"]
    # … by the Infranchissable entry; « ignorent tous les obstacles » (La zone des effets) would reach her: flagged.
    assert [p.disputed for p in result.pieces if p.name == "Chloé"] == [True]
    assert result.other_reading_squares == (_sq(1, 3),)


def test_a_corpse_square_counts_as_empty():
    # Les cadavres: « Une case contenant un cadavre est considérée comme vide pour la résolution des effets. »
    board = """
    A c 1
    """
    result = spread(board, "A1", pattern="fleches", directions=["droite"], targets="ennemis")
    assert affected(result) == {"Ennemi 1 (C1)": 1}
    assert "veiel/les-cadavres#une-case-contenant-un-cadavre-est" in rules(result)


# =========================================================================================
# Whom it applies to
# =========================================================================================
def test_a_block_for_a_hero_goes_to_the_caster_an_adjacent_hero_or_an_ally_never_a_diagonal_one():
    # « Le héros qui joue la carte représenté par le carré noir peut aussi être la cible de l'effet d'une carte
    # lorsque celui-ci cible un ou plusieurs héros. »; Allié: « seuls les effets permettant de lui faire gagner du
    # blocage, de la déplacer ou de soigner ses blessures peuvent être résolus »; Adjacent: « Les diagonales ne
    # comptent pas. »
    board = """
    . . . .
    . . . .
    . 1 A +
    . . B C
    """
    plain = spread(board, "C3", pattern="adjacent", targets="heros", nature="blocage")
    assert affected(plain) == {"Aline": 1, "Allié": 1, "Bruno": 1}
    crossed = spread(board, "C3", pattern="adjacent", targets="heros", nature="blocage", crossed_out=True)
    assert affected(crossed) == {"Allié": 1, "Bruno": 1}
    assert not silent(plain) and not silent(crossed)


def test_obstacle_enemy_or_infranchissable_between_the_hero_and_its_target():
    # Obstacle: « Les héros comme les ennemis peuvent résoudre des effets traversant une carte portant le mot clé
    # Obstacle. »; « Tous les effets peuvent traverser les ennemis et les héros. »; Infranchissable: « Sinon l'effet
    # ne peut pas avoir lieu. »
    for between, reached in (("#", True), ("2", True), ("X", False)):
        result = spread(f"""
        . . . . . .
        . . . . . .
        A {between} 1 . . .
        . . . . . .
        """, "A3", pattern="portee", range=2, targets="ennemis")
        assert ("Ennemi 1 (C3)" in affected(result)) is reached, between
        assert not silent(result)


def test_the_hero_who_plays_may_be_its_own_target_unless_the_black_square_is_crossed_out():
    # « Le héros qui joue la carte représenté par le carré noir peut aussi être la cible de l'effet d'une carte
    # lorsque celui-ci cible un ou plusieurs héros. » / « Le héros ne peut jamais se cibler avec une carte lorsque
    # le carré noir est barré par une croix blanche. »
    board = """
    A B .
    """
    assert affected(spread(board, "A1", pattern="adjacent", targets="heros", nature="soin")) == {"Aline": 1, "Bruno": 1}
    crossed = spread(board, "A1", pattern="adjacent", targets="heros", nature="soin", crossed_out=True)
    assert affected(crossed) == {"Bruno": 1}
    assert "veiel/la-zone-des-effets-et-ligne-de-vue#le-heros-ne-peut-jamais-se" in rules(crossed)


def test_an_ally_receives_block_moves_and_healing_only():
    # Allié: « Les héros peuvent cibler une entité portant le mot clé Allié avec leurs effets comme s'il s'agissait
    # d'un héros. En revanche, seuls les effets permettant de lui faire gagner du blocage, de la déplacer ou de
    # soigner ses blessures peuvent être résolus. »
    board = """
    A + .
    """
    assert affected(spread(board, "A1", pattern="adjacent", targets="heros", nature="blocage")) == {"Allié": 1, "Aline": 1}
    damage = spread(board, "A1", pattern="adjacent", targets="tous", nature="degats")
    assert "Allié" not in affected(damage)
    assert not silent(damage)  # the book decides


def test_an_enemys_effect_on_an_ally_is_the_books_silence():
    # Allié speaks only of « Les héros peuvent cibler une entité portant le mot clé Allié »: an enemy's effect?
    board = """
    1 + .
    """
    result = spread(board, "A1", pattern="adjacent", targets="heros")
    [flag] = silent(result)
    assert flag.rule == "veiel/glossaire-du-jeu#allie"
    assert [p.disputed for p in result.pieces] == [True]


def test_an_enemy_ignores_a_hero_it_may_not_attack():
    # « Si à la suite d'un quelconque effet, un ennemi n'a pas le droit d'attaquer un héros, il ignore ce héros. Même
    # une attaque qui ne cible pas directement le héros ne peut pas le toucher. »
    data = area_data("""
    1 A B
    """, "A1", pattern="fleches", directions=["droite"], targets="heros")
    data["enemies"][0]["may_not_attack"] = ["Aline"]
    result = resolve_effect_area(read(EffectAreaInput, data))
    assert affected(result) == {"Bruno": 1}  # the arrow passes Aline, ignored, to Bruno
    assert "veiel/degats-des-ennemis-a-un-heros#si-la-suite-un-quelconque-effet" in rules(result)
    assert "veiel/degats-des-ennemis-a-un-heros#moins-qu-il-ne-soit-specifie" in rules(result)


def test_a_dead_hero_is_healed_and_other_effects_on_it_are_flagged():
    # Mort d'un héros: « le héros ne revient à la vie […] que lorsqu'il commence son tour, et non dès qu'il reçoit
    # des soins » — healing reaches a dead hero; the aid says nothing of other effects on one.
    board = """
    A †B
    """
    assert affected(spread(board, "A1", pattern="adjacent", targets="heros", nature="soin")) == {"Aline": 1, "Bruno": 1}
    damage = spread(board, "A1", pattern="adjacent", targets="heros", crossed_out=True)
    assert affected(damage) == {}
    assert [flag.rule for flag in silent(damage)] == ["veiel/mort-d-un-heros#la-fin-de-son-tour-si"]


def test_the_twins_are_targeted_twice_by_a_card_that_targets_every_hero():
    # Les jumeaux imprégnés d'Ilhus: « Les cartes qui ciblent 'tous les héros' vous ciblent 2 fois. »
    board = """
    A . . K
    """
    data = area_data(board, "A1", pattern="infini", targets="heros", twins="Kilenne")
    data["heroes"].append({"name": "Kilenne", "square": "D1", "threat": 1})
    result = resolve_effect_area(read(EffectAreaInput, data))
    assert affected(result) == {"Aline": 1, "Kilenne": 2}
    assert not silent(result)
    data["pattern"], data["range"] = "portee", 3
    ranged = resolve_effect_area(read(EffectAreaInput, data))
    assert [flag.rule for flag in silent(ranged)] == [
        "veiel/heros-les-jumeaux-impregnes-d-ilhus#les-cartes-qui-ciblent-tous-les"]


# =========================================================================================
# Arrows
# =========================================================================================
def test_an_arrow_applies_to_the_first_entity_met_only():
    # Portée : les flèches: « L'effet s'applique sur la première entité rencontrée donc si plusieurs entités sont
    # alignées, seule la première rencontrée est affectée. »
    board = """
    A . 1 2
    """
    result = spread(board, "A1", pattern="fleches", directions=["droite"], targets="ennemis")
    assert affected(result) == {"Ennemi 1 (C1)": 1}
    assert [line.squares for line in result.lines] == [(_sq(1, 2), _sq(1, 3))]
    assert "veiel/portee-les-fleches#effet-sapplique-sur-la-premiere-entite" in rules(result)


def test_an_arrow_without_a_valid_entity_does_not_trigger_and_an_infranchissable_interrupts_it():
    # « Si aucune entité valide n'est présente dans la direction choisie, l'effet ne se déclenche pas. » and « Les
    # éléments Infranchissable interrompent cette portée. »
    board = """
    A . X 1
    """
    result = spread(board, "A1", pattern="fleches", directions=["droite"], targets="ennemis")
    assert not result.takes_place and affected(result) == {}
    assert result.lines[0].interrupted_at == _sq(1, 3)
    assert {"veiel/portee-les-fleches#les-elements-infranchissable-interrompent-cette",
            "veiel/portee-les-fleches#si-aucune-entite-valide-nest-presente"} <= rules(result)


def test_an_entity_the_arrow_does_not_apply_to_before_a_valid_one_is_flagged():
    # « la première entité rencontrée » against « Tous les effets peuvent traverser les ennemis et les héros »: a
    # hero in the way of an arrow for enemies.
    board = """
    A B 1
    """
    result = spread(board, "A1", pattern="fleches", directions=["droite"], targets="ennemis")
    assert affected(result) == {"Ennemi 1 (C1)": 1}
    [flag] = silent(result)
    assert flag.rule == "veiel/portee-les-fleches#effet-sapplique-sur-la-premiere-entite"
    assert [p.disputed for p in result.pieces if p.affected] == [True]


def test_the_direction_is_the_players_choice_each_shown():
    # « il se propage dans une direction choisie : haut, bas, gauche ou droite. »
    board = """
    . 1 .
    2 A .
    . . .
    """
    result = spread(board, "B2", pattern="fleches", targets="ennemis")
    choices = [step for step in result.steps if step.flag is Flag.CHOICE]
    assert [step.rule for step in choices] == ["veiel/portee-les-fleches#lorsquun-effet-avec-cette-portee-est"]
    assert choices[0].values["options"] == {"haut": ["Ennemi 1 (B1)"], "bas": [], "gauche": ["Ennemi 2 (A2)"],
                                            "droite": []}


def test_several_lines_at_once_each_stop_on_their_first_entity():
    # « Parfois, plusieurs lignes ou colonnes peuvent être affectées simultanément. »
    board = """
    1 . 2
    3 . .
    . A .
    """
    result = spread(board, "B3", pattern="fleches", directions=["haut"], lanes=[-1, 0, 1], targets="ennemis")
    assert affected(result) == {"Ennemi 3 (A2)": 1, "Ennemi 2 (C1)": 1}
    assert "veiel/portee-les-fleches#parfois-plusieurs-lignes-ou-colonnes-peuvent" in rules(result)


def test_an_arrows_length_stops_it():
    board = """
    A . . 1
    """
    assert affected(spread(board, "A1", pattern="fleches", directions=["droite"], range=2, targets="ennemis")) == {}
    assert affected(spread(board, "A1", pattern="fleches", directions=["droite"], range=3,
                           targets="ennemis")) == {"Ennemi 1 (D1)": 1}


# =========================================================================================
# Open points of the book, and keywords
# =========================================================================================
def test_a_large_enemy_measures_from_each_of_its_squares_flagged():
    # « Le carré noir représente le héros qui joue la carte »: one square; from which of a large enemy's?
    board = """
    1 . . .
    . . . .
    . . . B
    """
    result = spread(board, "A1", pattern="adjacent", source_squares=["B1"], targets="heros")
    assert answer(result, board).splitlines()[0].split() == ["@", ".", "?", "."]  # C1: from B1 only
    [flag] = silent(result)
    assert flag.rule == "veiel/la-zone-des-effets-et-ligne-de-vue#le-carre-noir-represente-le-heros"


def test_a_white_square_apart_from_the_others_behind_an_infranchissable_is_flagged():
    # « S'il existe un chemin dans la portée (Carrés blancs) » — a drawn square no white square joins to the black one.
    board = """
    A X . .
    . . . 1
    """
    result = spread(board, "A1", pattern="cases", offsets=[[1, 3]], targets="ennemis")
    assert affected(result) == {"Ennemi 1 (D2)": 1}  # by row 2, a shortest path round the Infranchissable
    assert [flag.rule for flag in silent(result)] == ["veiel/glossaire-du-jeu#infranchissable"]
    assert [p.disputed for p in result.pieces if p.affected] == [True]
    plain = spread(board.replace("X", "."), "A1", pattern="cases", offsets=[[1, 3]], targets="ennemis")
    assert not silent(plain)  # nothing in the way: nothing to settle
    walled = spread("A X 1", "A1", pattern="cases", offsets=[[0, 2]], targets="ennemis")
    assert affected(walled) == {} and not silent(walled)  # every path crosses it: both readings agree


def test_an_ineluctable_card_must_be_played_and_its_silence_when_it_touches_nobody():
    # Inéluctable: « Durant votre tour, si une carte Inéluctable se trouve dans votre main et que vous pouvez la
    # jouer, elle doit être jouée. »
    board = """
    A . 1
    """
    hits = spread(board, "A1", pattern="portee", range=1, targets="heros", ineluctable=True)
    assert "veiel/glossaire-du-jeu#ineluctable" in rules(hits) and not silent(hits)
    nobody = spread(board, "A1", pattern="adjacent", targets="ennemis", ineluctable=True)
    assert [flag.rule for flag in silent(nobody)] == ["veiel/glossaire-du-jeu#ineluctable"]


# =========================================================================================
# Refusals
# =========================================================================================
def problems(picture: str, source: str, **effect):
    return {p.field: p for p in check_effect_area(read(EffectAreaInput, area_data(picture, source, **effect)))}


def test_the_black_square_must_hold_a_living_hero_or_an_enemy():
    assert set(problems("A .", "B1")) == {"source"}
    assert problems("A .", "B1")["source"].rule == \
        "veiel/la-zone-des-effets-et-ligne-de-vue#le-carre-noir-represente-le-heros"
    assert set(problems("†A .", "A1")) == {"source"}
    assert set(problems("A .", "C9")) == {"source"}


def test_each_pattern_takes_what_it_uses_and_refuses_the_rest():
    assert set(problems("A .", "A1", pattern="portee")) == {"range"}
    assert set(problems("A .", "A1", pattern="cases")) == {"offsets"}
    assert set(problems("A .", "A1", pattern="adjacent", range=2, offsets=[[0, 1]], directions=["haut"])) == {
        "range", "offsets", "directions"}
    assert set(problems("A .", "A1", pattern="cases", offsets=[[0, 0]])) == {"offsets[0]"}
    assert set(problems("A .", "A1", pattern="adjacent", source_squares=["B1"])) == {"source_squares"}
    assert set(problems("A .", "A1", twins="Zoé")) == {"twins"}


def test_refusals_come_at_once_and_the_resolver_raises_them():
    data = area_data("A .", "B1", pattern="portee")
    with pytest.raises(IllegalAction) as error:
        resolve_effect_area(read(EffectAreaInput, data))
    assert {p.field for p in error.value.problems} == {"source", "range"}


def test_it_speaks_english_when_asked():
    with speaking("en"):
        result = spread("A . 1", "A1", pattern="portee", range=2, targets="ennemis")
    assert result.summary == "Effect of Aline (range): 2 squares reached; applies to Ennemi 1 (C1)."
