"""L'Ordre de Veiel: enemy targeting and movement, damage, boss, set-up.

Source of every quoted line: *L'Ordre de Veiel Deck Building Tactique (Solo) — Aide de jeu solo
V1.0* (rules/sources/raw/veiel.txt, cleaned as rules/sources/veiel.md).

Boards are drawn as pictures, one token a square, row 1 at the top:
``.`` empty, ``A``–``D`` a hero (Aline, Bruno, Chloé, Dorian), ``1``–``3`` an enemy,
``#`` an Obstacle, ``X`` an Infranchissable, ``+`` an ally, ``c`` a corpse.
Squares are named column letter then row number: ``C2`` is the 3rd column, 2nd row.
"""
from __future__ import annotations

import ast
import json
import re
import sys
from pathlib import Path

import pytest

from referee.engine import veiel
from referee.engine.language import speaking
from referee.engine.reading import read
from referee.engine.trace import EngineError, Flag, IllegalAction, InvalidInput, as_data
from referee.engine.veiel import (
    ENCOUNTER_TABLE,
    Board,
    BossTurnInput,
    Difficulty,
    EnemyDamageInput,
    HeroDamageInput,
    SetupInput,
    resolve_boss_turn,
    resolve_enemy_damage,
    resolve_hero_damage,
    resolve_setup,
    resolve_targeting,
)

HERO_NAMES = {"A": "Aline", "B": "Bruno", "C": "Chloé", "D": "Dorian"}
ENEMY_NAMES = {"1": "Goule", "2": "Spectre", "3": "Rôdeur"}
ENTITY_KINDS = {"#": "obstacle", "X": "infranchissable", "+": "allie", "c": "cadavre"}


def board_data(picture: str, heroes: dict | None = None, enemies: dict | None = None) -> dict:
    """The JSON a phone would send for a drawn board (stats by hero letter / enemy digit)."""
    heroes, enemies = heroes or {}, enemies or {}
    rows = [line.split() for line in picture.strip().splitlines()]
    data = {"rows": len(rows), "cols": len(rows[0]), "heroes": [], "enemies": [], "entities": []}
    for r, line in enumerate(rows, start=1):
        for c, token in enumerate(line, start=1):
            square = {"row": r, "col": c}
            if token in HERO_NAMES:
                data["heroes"].append({"name": HERO_NAMES[token], "square": square, "threat": 1, **heroes.get(token, {})})
            elif token in ENEMY_NAMES:
                stats = {"movement": 3, "reach": "adjacent", "icon": "cible-unique", **enemies.get(token, {})}
                data["enemies"].append({"name": ENEMY_NAMES[token], "square": square, **stats})
            elif token in ENTITY_KINDS:
                data["entities"].append({"kind": ENTITY_KINDS[token], "square": square})
    return data


def play(picture: str, heroes: dict | None = None, enemies: dict | None = None):
    return resolve_targeting(read(Board, board_data(picture, heroes, enemies)))


def turn_of(result, name: str):
    return next(turn for turn in result.turns if turn.name == name)


def flagged(steps, flag=Flag.SILENT):
    return [step for step in steps if step.flag is flag]


# =========================================================================================
# Ciblage des ennemis — single target
# =========================================================================================
# « Ennemi avec une icone à cible unique : attaque le héros le plus proche pour un minimum de
# déplacement. Si plusieurs cibles, utilisation du score de menace. » (P.14)
# « Utilisez la menace pour départager en cas de doute sur la cible des ennemis. La cible
# prioritaire est la cible avec le plus de menace. » (P.13-14)
# « Si deux héros possèdent la même menace, le héros possédant le plus de symbole d'épée est
# alors la cible prioritaire. »
SINGLE_TARGET = [
    pytest.param(
        """
        1 . . A
        . . . .
        B . . .
        """, {"A": {"threat": 5}, "B": {"threat": 1}}, {"1": {"movement": 3}},
        ("Bruno",), "A2", id="a single-target enemy attacks the hero it reaches with the least movement, whatever the threat"),
    pytest.param(
        """
        . A .
        . . .
        . 1 .
        . . .
        . B .
        """, {"A": {"threat": 2}, "B": {"threat": 3}}, {},
        ("Bruno",), "B4", id="at equal movement the hero with the greatest threat is the target"),
    pytest.param(
        """
        . A .
        . . .
        . 1 .
        . . .
        . B .
        """, {"A": {"threat": 3}, "B": {"threat": 2}}, {},
        ("Aline",), "B2", id="one point of threat more is enough to be the target"),
    pytest.param(
        """
        . A .
        . . .
        . 1 .
        . . .
        . B .
        """, {"A": {"threat": 3, "swords": 2}, "B": {"threat": 3, "swords": 1}}, {},
        ("Aline",), "B2", id="at equal threat the hero with the most swords is the target"),
    pytest.param(
        """
        . A .
        . . .
        . 1 .
        . . .
        . B .
        """, {"A": {"threat": 3, "swords": 1}, "B": {"threat": 3, "swords": 2}}, {},
        ("Bruno",), "B4", id="at equal threat one more sword decides the other way"),
    pytest.param(
        """
        1 A .
        """, {}, {"1": {"movement": 0}},
        ("Aline",), "A1", id="a hero already adjacent is attacked without moving"),
]


@pytest.mark.parametrize("picture, heroes, enemies, targets, final", SINGLE_TARGET)
def test_single_target_enemy_picks_its_target(picture, heroes, enemies, targets, final):
    result = play(picture, heroes, enemies)
    turn = result.turns[0]
    assert turn.targets == targets
    assert turn.final_square.name == final
    assert turn.path[-1] == turn.final_square and turn.moves == len(turn.path) - 1
    # « Ennemi avec une icône à cible unique : attaque le héros le plus proche… »: the step lands on that passage.
    assert any(step.rule == "veiel/ciblage-des-ennemis#ennemi-avec-une-icone-cible-unique" for step in turn.steps)
    assert not flagged(turn.steps)


TIED = """
. A .
. . .
. 1 .
. . .
. B .
"""
EVEN = {"A": {"threat": 3, "swords": 1}, "B": {"threat": 3, "swords": 1}}
TIED_AND_FAR = """
. A .
. . .
. 1 .
. . .
C B .
"""


def test_a_tie_on_every_criterion_is_flagged_and_the_first_hero_in_reading_order_kept():
    result = play(TIED, EVEN)
    turn = result.turns[0]
    assert turn.targets == ("Aline",)
    silent = flagged(turn.steps)
    assert len(silent) == 1 and "Aline et Bruno" in silent[0].text and "chosen_target" in silent[0].text
    # The aid's last criterion is « le plus de symbole d'épée »: the tie beyond it sits on that passage.
    assert silent[0].rule == "veiel/ciblage-des-ennemis#si-deux-heros-possedent-la-meme"
    assert "non tranché" in result.summary


def test_the_judge_settles_a_full_tie_with_chosen_target():
    result = play(TIED, EVEN, {"1": {"chosen_target": "Bruno"}})
    turn = result.turns[0]
    assert (turn.targets, turn.final_square.name) == (("Bruno",), "B4")
    assert "le juge désigne Bruno" in flagged(turn.steps)[0].text


@pytest.mark.parametrize("picture, heroes, enemies, field, rule", [
    # « La cible prioritaire est la cible avec le plus de menace. »
    pytest.param(TIED, {"A": {"threat": 4}}, {"1": {"chosen_target": "Bruno"}}, "enemies[0].chosen_target",
                 "veiel/ciblage-des-ennemis#utilisez-la-menace-pour-departager-en",
                 id="the judge may not pick a target when the threat already decides"),
    # The tie left after « le plus de symbole d'épée »: the judge picks only among those heroes.
    pytest.param(TIED_AND_FAR, {**EVEN, "C": {"threat": 9}}, {"1": {"chosen_target": "Chloé"}},
                 "enemies[0].chosen_target", "veiel/ciblage-des-ennemis#si-deux-heros-possedent-la-meme",
                 id="the judge may pick only among the tied heroes"),
    # « attaque le héros le plus proche pour un minimum de déplacement »: A1 is no such square.
    pytest.param(TIED, EVEN, {"1": {"chosen_square": "A1"}}, "enemies[0].chosen_square",
                 "veiel/ciblage-des-ennemis#ennemi-avec-une-icone-cible-unique",
                 id="the judge may not pick a square the aid does not leave open"),
])
def test_a_judge_choice_the_aid_does_not_leave_open_is_refused(picture, heroes, enemies, field, rule):
    with pytest.raises(IllegalAction) as error:
        play(picture, heroes, enemies)
    assert error.value.field == field
    assert error.value.rule == rule


# =========================================================================================
# Heroes an enemy may not attack
# =========================================================================================
# « Si à la suite d'un quelconque effet, un ennemi n'a pas le droit d'attaquer un héros, il
# ignore ce héros. Même une attaque qui ne cible pas directement le héros ne peut pas le
# toucher. » (Dégâts des ennemis à un héros, P.14)
AROUND = """
1 A . . B
. . . . .
"""


@pytest.mark.parametrize("heroes, enemies", [
    pytest.param({"A": {"threat": 9}}, {"1": {"movement": 6, "may_not_attack": ["Aline"]}},
                 id="an enemy that may not attack the adjacent hero goes around it to the next one"),
    pytest.param({"A": {"threat": 9, "attackable": False}}, {"1": {"movement": 6}},
                 id="a hero no enemy may attack is ignored even with the greatest threat"),
])
def test_a_hero_the_enemy_may_not_attack_is_ignored(heroes, enemies):
    result = play(AROUND, heroes, enemies)
    turn = result.turns[0]
    assert turn.targets == ("Bruno",)
    assert turn.final_square.name in {"D1", "E2"}
    assert "Aline" not in [s.name for s in turn.path]
    ignored = [s for s in turn.steps if s.rule == "veiel/degats-des-ennemis-a-un-heros#si-la-suite-un-quelconque-effet"]
    assert ignored and "Aline" in ignored[0].text


def test_a_multiple_target_attack_does_not_touch_an_ignored_hero():
    result = play(". A 1 B .", {"A": {"threat": 5}, "B": {"threat": 1}},
                  {"1": {"icon": "cible-multiple", "movement": 0, "may_not_attack": ["Aline"]}})
    assert result.turns[0].targets == ("Bruno",)


# =========================================================================================
# A hero named in a shared link, whatever the reader's language
# =========================================================================================
def unnamed_board(settings: str) -> Board:
    """Two unnamed heroes tied for the enemy on B3 (B1 and B5, one move each), as a page reads a link
    ``?lignes=5&colonnes=3&h=B1.m1&h=B5.m1&e=B3.d1.<settings>`` in the language in force."""
    from referee.engine.veiel.notation import read_enemy, read_hero

    return Board(rows=5, cols=3, heroes=(read_hero("B1.m1"), read_hero("B5.m1")),
                 enemies=(read_enemy(f"B3.d1.{settings}"),))


@pytest.mark.parametrize("language, spared, attacked", [("fr", "Héros B1", "Héros B5"), ("en", "Hero B1", "Hero B5")])
@pytest.mark.parametrize("settings", ["cible-Héros B5", "cible-Hero B5", "cible-B5", "sauf-Héros B1", "sauf-Hero B1",
                                      "sauf-B1"])
def test_a_hero_an_enemy_names_is_known_by_its_default_name_in_either_language_or_its_square(
        language, spared, attacked, settings):
    with speaking(language):
        turn = resolve_targeting(unnamed_board(settings)).turns[0]
    # Without the setting, the hero on B1, first in reading order of the two tied, would be attacked from B2.
    assert (turn.targets, turn.final_square.name) == ((attacked,), "B4")
    # The steps call the hero by its name in the reader's language, never by the link's spelling.
    if settings.startswith("cible"):
        assert f"{attacked}." in flagged(turn.steps)[0].text  # « … ; le juge désigne Héros B5. »
    else:
        ignored = [step.text for step in turn.steps if step.rule == "veiel/degats-des-ennemis-a-un-heros#si-la-suite-un-quelconque-effet"]
        assert len(ignored) == 1 and f" {spared}:" in ignored[0].replace(" :", ":")


def test_a_hero_no_one_is_called_is_refused_naming_the_heroes_of_the_board():
    with pytest.raises(IllegalAction) as error:
        resolve_targeting(unnamed_board("cible-Zoé"))
    assert error.value.field == "enemies[0].chosen_target"
    assert str(error.value) == ("Aucun héros ne s'appelle « Zoé » sur le plateau : les héros sont Héros B1 et "
                                "Héros B5.")


# =========================================================================================
# No hero within reach this turn
# =========================================================================================
# « Si quoi qu'il arrive, même en se déplaçant, l'ennemi ne peut pas attaquer de héros, il se
# déplace en direction du héros le plus proche. » (P.14)
def test_an_enemy_that_cannot_attack_this_turn_moves_towards_the_closest_hero():
    result = play("1 . . . . . A", enemies={"1": {"movement": 2}})
    turn = result.turns[0]
    assert turn.targets == () and turn.approached == "Aline"
    assert [s.name for s in turn.path] == ["A1", "B1", "C1"]
    assert "direction du héros le plus proche" in " ".join(s.text for s in turn.steps)


def test_the_closest_hero_is_the_one_reached_with_the_fewest_moves():
    result = play("""
        1 # . . . A
        . # . . . .
        . . . . . .
        B . . . . .
        """, {"A": {"threat": 9}}, {"1": {"movement": 1}})
    assert result.turns[0].approached == "Bruno"
    assert result.turns[0].final_square.name == "A2"


# « il se déplace en direction du héros le plus proche » — in moves, the enemy's own: the path around
# what it may not cross (« Un ennemi ne peut ni traverser les autres ennemis ni traverser les héros »,
# « Les ennemis ne traversent jamais les entités Obstacle »), never the straight line.
def test_the_closest_hero_is_counted_in_moves_around_enemies_not_in_a_straight_line():
    result = play("""
        1 . . . . .
        2 2 # . . .
        A . . . . B
        """, enemies={"1": {"movement": 2}, "2": {"movement": 0}})
    goule = turn_of(result, "Goule")
    # Aline is 2 squares away in a straight line but 7 moves around the Spectres and the Obstacle
    # (A1 B1 C1 D1 D2 D3 C3, then B3 beside her); Bruno is 6 moves away (to E3 or F2).
    assert goule.targets == () and goule.approached == "Bruno"
    assert [s.name for s in goule.path] == ["A1", "B1", "C1"]
    closest = next(s for s in goule.steps if s.text.startswith("Le plus proche en déplacements"))
    assert closest.values == {"closest": ["Bruno"], "moves": 6}


def test_out_of_reach_this_turn_an_enemy_spends_its_whole_movement_along_the_shortest_path():
    result = play("""
        1 # . . .
        . # . . .
        . . . . A
        """, enemies={"1": {"movement": 4}})
    turn = result.turns[0]
    # Round the Obstacles: A1 A2 A3 B3 C3 D3 is the shortest way to Aline's side (5 moves); it walks 4.
    assert [s.name for s in turn.path] == ["A1", "A2", "A3", "B3", "C3"] and turn.moves == 4
    assert turn.approached == "Aline" and not turn.targets
    step = next(s for s in turn.steps if "fait tout son déplacement" in s.text)
    # « il se déplace en direction du héros le plus proche » (the single-target passage)
    assert step.values == {"moves": 4, "remaining": 1} and step.rule == "veiel/ciblage-des-ennemis#ennemi-avec-une-icone-cible-unique"


# Aline is hemmed in by four Spectres: no square beside her is free, so no enemy can reach one.
SURROUNDED = """
1 . . . . . .
. . . . . 2 .
. . . . 2 A 2
. . . . . 2 .
"""


def test_an_enemy_that_cannot_reach_any_square_beside_the_hero_still_moves_its_whole_movement_towards_it():
    # « Si quoi qu'il arrive, même en se déplaçant, l'ennemi ne peut pas attaquer de héros, il se
    # déplace en direction du héros le plus proche. » The aid does not say how far when no square
    # beside the hero is free: the step is flagged, with the other reading (it stays).
    result = play(SURROUNDED, {"A": {"threat": 2}}, {"1": {"movement": 3, "gender": "f"}, "2": {"movement": 0}})
    goule = turn_of(result, "Goule")
    assert goule.targets == () and goule.approached == "Aline"
    assert goule.moves == 3 and [s.name for s in goule.path] == ["A1", "A2", "A3", "B3"]
    silent = [s for s in flagged(goule.steps) if s.rule == "veiel/ciblage-des-ennemis#ennemi-avec-une-icone-cible-unique"]
    assert len(silent) == 1
    # « le héros le plus proche » weighed against « Un ennemi ne peut ni traverser les autres ennemis ni traverser les
    # héros »: both passages are named.
    assert silent[0].values["in_tension"] == [
        "veiel/ciblage-des-ennemis#ennemi-avec-une-icone-cible-unique", "veiel/deplacement-des-heros-et-des-ennemis#un-ennemi-ne-peut-ni-traverser"]
    assert "elle fait 3 déplacements vers Aline" in silent[0].text
    assert "Autre lecture : aucun héros ne lui est accessible et elle reste sur place." in silent[0].text
    assert goule.summary == "Goule (A1) → B3, n'atteint personne (se rapproche d'Aline)"


def test_an_enemy_walled_in_by_obstacles_has_no_path_even_through_pieces():
    result = play("""
        1 # . A
        # . . .
        """, enemies={"1": {"movement": 3}})
    turn = result.turns[0]
    assert turn.path == (turn.start,) and turn.approached is None
    assert any("Aucun chemin ne mène" in s.text and "reste sur place" in s.text for s in flagged(turn.steps))


def test_an_enemy_without_movement_that_cannot_attack_stays():
    result = play("1 . A", enemies={"1": {"movement": 0}})
    turn = result.turns[0]
    assert (turn.targets, turn.final_square.name, turn.moves) == ((), "A1", 0)


@pytest.mark.parametrize("picture, heroes", [
    pytest.param("""
        1 # .
        # . A
        """, {}, id="an enemy walled in by Obstacles has no path: the aid is silent, it stays"),
    pytest.param("1 . A", {"A": {"attackable": False}},
                 id="an enemy with no hero it may attack: the aid is silent, it stays"),
])
def test_an_enemy_with_no_hero_to_go_to_stays_and_the_step_says_the_aid_is_silent(picture, heroes):
    result = play(picture, heroes, {"1": {"movement": 3}})
    turn = result.turns[0]
    assert turn.final_square.name == "A1" and turn.targets == ()
    assert any("l'aide ne dit pas" in s.text for s in flagged(turn.steps))


# =========================================================================================
# Ciblage des ennemis — multiple targets
# =========================================================================================
# « Ennemi avec une icone à cible multiple : L'ennemi cherche à toucher un maximum de héros et
# effectue son déplacement en conséquence. Si plusieurs groupes de héros de taille équivalente
# sont accessibles (y compris un seul héros), l'ennemi ciblera le groupe de héros ayant la plus
# grande menace cumulée. » (P.14)
MULTI = {"icon": "cible-multiple"}
TWO_AND_ONE = """
A . . . .
. . . . 2
B . . C .
"""


def test_a_multiple_target_enemy_goes_where_it_hits_the_most_heroes():
    result = play(TWO_AND_ONE, {"C": {"threat": 9}}, {"2": {**MULTI, "movement": 4}})
    turn = result.turns[0]
    assert turn.targets == ("Aline", "Bruno")
    assert turn.final_square.name == "A2"


def test_out_of_reach_of_a_bigger_group_it_hits_the_one_it_can():
    result = play(TWO_AND_ONE, {}, {"2": {**MULTI, "movement": 3}})
    assert result.turns[0].targets == ("Chloé",)


@pytest.mark.parametrize("heroes, targets, final", [
    pytest.param({"A": {"threat": 2}, "B": {"threat": 3}}, ("Bruno",), "D1",
                 id="between two lone heroes it targets the greater threat"),
    pytest.param({"A": {"threat": 3}, "B": {"threat": 2}}, ("Aline",), "B1",
                 id="one point of threat more decides the group"),
])
def test_equal_groups_go_to_the_greatest_total_threat(heroes, targets, final):
    result = play("A . 2 . B", heroes, {"2": {**MULTI, "movement": 1}})
    turn = result.turns[0]
    assert (turn.targets, turn.final_square.name) == (targets, final)
    assert not flagged(turn.steps)


def test_groups_tied_on_total_threat_are_flagged_and_the_judge_may_choose():
    result = play("A . 2 . B", {"A": {"threat": 2}, "B": {"threat": 2}}, {"2": {**MULTI, "movement": 1}})
    turn = result.turns[0]
    assert turn.targets == ("Aline",)
    assert "chosen_square" in flagged(turn.steps)[0].text
    chosen = play("A . 2 . B", {"A": {"threat": 2}, "B": {"threat": 2}},
                  {"2": {**MULTI, "movement": 1, "chosen_square": "D1"}})
    assert (chosen.turns[0].targets, chosen.turns[0].final_square.name) == (("Bruno",), "D1")


def test_a_multiple_target_enemy_that_hits_nobody_moves_towards_the_closest_hero_flagged():
    result = play("2 . . . A", enemies={"2": {**MULTI, "movement": 1}})
    turn = result.turns[0]
    assert (turn.approached, turn.final_square.name) == ("Aline", "B1")
    assert any("cible unique" in s.text for s in flagged(turn.steps))


def test_the_least_movement_for_a_multiple_target_enemy_is_an_assumption_flagged():
    result = play("""
        2 . . .
        . . . .
        . . A .
        """, enemies={"2": {**MULTI, "movement": 5}})
    turn = result.turns[0]
    assert turn.moves == 3
    assert any("minimum de déplacement" in s.text for s in flagged(turn.steps))


# =========================================================================================
# Déplacement des héros et des ennemis
# =========================================================================================
# « Un ennemi ne peut ni traverser les autres ennemis ni traverser les héros. » (P.14)
# « Lorsqu'un ennemi souhaite se déplacer vers une case et que plusieurs chemins d'égale
# distance sont possibles, il privilégie toujours le franchissement de lignes en premier, puis
# les franchissements de colonnes. » (P.14)
CORNER = """
1 {b} A
. . .
"""


@pytest.mark.parametrize("token, path, anchor", [
    pytest.param("#", ["A1", "A2", "B2", "C2"], "veiel/glossaire/obstacle",
                 id="an enemy never crosses an Obstacle"),  # « Les ennemis ne traversent jamais les entités Obstacle »
    pytest.param("X", ["A1", "A2", "B2", "C2"], "veiel/glossaire/infranchissable",
                 id="nobody crosses an Infranchissable"),  # « ne peuvent pas être traversées durant un déplacement »
    # « Un ennemi ne peut ni traverser les autres ennemis ni traverser les héros. »
    pytest.param("2", ["A1", "A2", "B2", "C2"], "veiel/deplacement-des-heros-et-des-ennemis#un-ennemi-ne-peut-ni-traverser",
                 id="an enemy does not cross another enemy"),
    pytest.param("B", ["A1", "A2", "B2", "C2"], "veiel/deplacement-des-heros-et-des-ennemis#un-ennemi-ne-peut-ni-traverser",
                 id="an enemy does not cross a hero"),
    pytest.param("+", ["A1", "A2", "B2", "C2"], "veiel/glossaire/allie",
                 id="an enemy does not cross an ally, an assumption flagged"),
    pytest.param("c", ["A1", "B1"], "veiel/les-cadavres#une-case-contenant-un-cadavre-est",
                 id="a corpse is an empty square"),  # « Une case contenant un cadavre est considérée comme vide »
])
def test_what_an_enemy_may_cross(token, path, anchor):
    result = play(CORNER.format(b=token), {"B": {"attackable": False}}, {"1": {"movement": 3}, "2": {"movement": 0}})
    turn = turn_of(result, "Goule")
    assert [s.name for s in turn.path] == path
    assert turn.targets == ("Aline",)
    assert anchor in {step.rule for step in result.steps}
    if token == "+":
        assert any(s.rule == "veiel/glossaire/allie" for s in flagged(result.steps))


def test_a_dead_hero_is_crossed_but_not_a_target_nor_a_stop():
    # « il ne compte plus comme un obstacle » (Mort d'un héros, P.15)
    result = play("""
        1 A B
        # . .
        """, {"A": {"dead": True, "threat": 9}}, {"1": {"movement": 3}})
    turn = result.turns[0]
    assert turn.targets == ("Bruno",)
    assert [s.name for s in turn.path] == ["A1", "B1", "B2", "C2"]
    # « Il reste alors sur le champ de bataille, mais il ne compte plus comme un obstacle. »
    assert any(s.rule == "veiel/mort-d-un-heros#la-fin-de-son-tour-si" for s in flagged(result.steps))


def test_a_single_shortest_path_needs_no_tie_break():
    result = play("1 . . A")
    steps = result.turns[0].steps
    assert [s.name for s in result.turns[0].path] == ["A1", "B1", "C1"]
    assert any(s.text.startswith("Chemin : A1 → B1 → C1") for s in steps)
    assert not flagged(steps)


def test_equal_paths_cross_rows_first_read_as_vertical_steps_and_the_other_reading_is_given():
    result = play("""
        1 . .
        . . #
        . . A
        """)
    turn = result.turns[0]
    assert [s.name for s in turn.path] == ["A1", "A2", "A3", "B3"]
    silent = flagged(turn.steps)
    assert len(silent) == 1
    assert silent[0].rule == "veiel/deplacement-des-heros-et-des-ennemis#lorsqu-un-ennemi-souhaite-se-deplacer"
    assert "A1 → B1 → B2 → B3" in silent[0].text and "la case d'arrivée est la même" in silent[0].text


def test_several_attack_squares_at_the_same_movement_are_flagged():
    result = play("""
        1 . .
        . . .
        . . A
        """)
    turn = result.turns[0]
    assert turn.final_square.name == "B3"
    silent = flagged(turn.steps)
    assert "(C2 et B3)" in silent[0].text and "A1 → B1 → C1 → C2" in silent[0].text


def test_the_judge_may_pick_another_equally_short_attack_square():
    result = play("""
        1 . .
        . . .
        . . A
        """, enemies={"1": {"chosen_square": {"row": 2, "col": 3}}})
    assert result.turns[0].final_square.name == "C2"


def test_paths_the_rows_first_rule_cannot_separate_are_flagged_and_the_first_in_reading_order_kept():
    # Up-then-across and down-then-across: the same sequence of row and column crossings.
    result = play("""
        . . .
        1 # A
        . . .
        """)
    turn = result.turns[0]
    assert [s.name for s in turn.path] == ["A2", "A1", "B1", "C1"]
    assert any("restent à égalité" in s.text and "chosen_square" in s.text for s in flagged(turn.steps))
    chosen = play("""
        . . .
        1 # A
        . . .
        """, enemies={"1": {"chosen_square": "C3"}})
    assert [s.name for s in chosen.turns[0].path] == ["A2", "A3", "B3", "C3"]


# =========================================================================================
# Reading order, and each enemy sees the board the previous one left
# =========================================================================================
# « Résolvez le tour des ennemis en parcourant le plateau comme si vous lisiez un livre de
# gauche à droite. » (Phase d'action des ennemis, P.13)
def test_enemies_play_row_by_row_from_the_top_each_row_left_to_right():
    result = play("""
        . . . 3
        2 . 1 .
        A . . .
        """, enemies={"1": {"movement": 0}, "2": {"movement": 0}, "3": {"movement": 0}})
    assert [t.name for t in result.turns] == ["Rôdeur", "Spectre", "Goule"]
    assert [t.order for t in result.turns] == [1, 2, 3]
    assert result.steps[0].rule == "veiel/phase-d-action-des-ennemis#resolvez-le-tour-des-ennemis-en"
    assert "Rôdeur (D1), Spectre (A2) et Goule (C2)" in result.steps[0].text


def test_the_next_enemy_sees_the_square_the_previous_one_took():
    result = play("""
        1 . . A
        2 . . .
        """, enemies={"1": {"movement": 2}, "2": {"movement": 3}})
    first, second = result.turns
    assert (first.final_square.name, first.targets) == ("C1", ("Aline",))
    assert [e.square.name for e in first.board_after.enemies] == ["C1", "A2"]
    assert (second.final_square.name, second.targets) == ("D2", ("Aline",))
    assert [e.square.name for e in result.board.enemies] == ["C1", "D2"]


def test_an_enemy_moving_past_one_yet_to_play_plays_once_flagged():
    result = play("""
        1 . 2
        . . .
        A . .
        """, enemies={"1": {"movement": 1}, "2": {"movement": 0}})
    first = result.turns[0]
    assert first.final_square.name == "A2"
    assert any(s.rule == "veiel/phase-d-action-des-ennemis#resolvez-le-tour-des-ennemis-en" for s in flagged(first.steps))
    assert len(result.turns) == 2


def test_an_empty_board_has_no_enemy_turn():
    result = resolve_targeting(read(Board, {"rows": 3, "cols": 3}))
    assert result.turns == () and result.summary == "Aucun ennemi ne joue."


# =========================================================================================
# Attack reach
# =========================================================================================
# « Adjacent : Sont considérées comme adjacentes, les cases orthogonalement collées à la case
# ciblée. Les diagonales ne comptent pas. » (Glossaire, P.25)
# « Nombre de cases qui vous sépare : … Comptez alors le nombre de cases en incluant celle sur
# laquelle se trouve la cible. » (Glossaire)
@pytest.mark.parametrize("picture, reach, attacks", [
    pytest.param("1 A", "adjacent", True, id="an orthogonal neighbour is adjacent"),
    pytest.param("""
        1 .
        . A
        """, "adjacent", False, id="a diagonal neighbour is not adjacent"),
    pytest.param("1 . A", {"range": 2}, True, id="range 2 reaches a hero 2 squares away"),
    pytest.param("1 . . A", {"range": 2}, False, id="range 2 does not reach a hero 3 squares away"),
    pytest.param("""
        1 .
        . A
        """, {"range": 2}, True, id="range 2 reaches the diagonal, 2 squares counted orthogonally"),
    pytest.param("1 . A", {"offsets": [[0, 2]]}, True, id="a square drawn on the card is reached"),
    pytest.param("1 A .", {"offsets": [[0, 2]]}, False, id="a square not drawn on the card is not reached"),
])
def test_attack_reach(picture, reach, attacks):
    result = play(picture, enemies={"1": {"movement": 0, "reach": reach}})
    assert bool(result.turns[0].targets) is attacks


# « Les entités possédant le mot clé Infranchissable bloquent les effets des cartes. S'il existe
# un chemin dans la portée (Carrés blancs) qui permet d'atteindre la cible sans traverser une
# entité Infranchissable alors l'effet est possible. Sinon l'effet ne peut pas avoir lieu. »
@pytest.mark.parametrize("picture, attacks", [
    pytest.param("1 X A", False, id="an Infranchissable between enemy and hero blocks a range attack"),
    pytest.param("""
        1 X
        . A
        """, True, id="a path around the Infranchissable inside the range lets the attack through"),
    pytest.param("1 # A", True, id="an Obstacle does not block an attack"),
])
def test_infranchissable_blocks_attacks_with_no_path_inside_the_reach(picture, attacks):
    result = play(picture, enemies={"1": {"movement": 0, "reach": {"range": 2}}})
    turn = result.turns[0]
    assert bool(turn.targets) is attacks
    if not attacks:
        assert any(s.rule == "veiel/glossaire/infranchissable" and "Aline" in s.text for s in turn.steps)


# =========================================================================================
# Bad boards
# =========================================================================================
def _valid_board() -> dict:
    return board_data("""
        1 . A
        . . .
        """)


def _with(change):
    data = _valid_board()
    change(data)
    return data


BAD_BOARDS = [
    pytest.param(lambda d: d["heroes"][0].update(square={"row": 3, "col": 1}), "heroes[0].square", "hors du plateau",
                 id="a square off the board"),
    pytest.param(lambda d: d["heroes"][0].update(square={"row": 0, "col": 1}), "heroes[0].square.row", "de 1 à 12",
                 id="row 0 is off the board: rows count from 1"),
    pytest.param(lambda d: d["enemies"][0].update(square="C1"), "enemies[0].square", "porte déjà Aline",
                 id="two pieces on one square"),
    pytest.param(lambda d: d["heroes"][0].update(threat=-1), "heroes[0].threat", "de 0 à",
                 id="a negative threat"),
    pytest.param(lambda d: d.update(rows=13), "rows", "de 1 à 12", id="a board bigger than 12 by 12"),
    pytest.param(lambda d: d.update(cols=0), "cols", "de 1 à 12", id="a board with no column"),
    pytest.param(lambda d: d.update(rows="six"), "rows", "entier", id="a number given as text"),
    pytest.param(lambda d: d["heroes"][0].update(threat=True), "heroes[0].threat", "entier", id="a boolean for a number"),
    pytest.param(lambda d: d["heroes"][0].pop("threat"), "heroes[0].threat", "obligatoire", id="a missing threat"),
    pytest.param(lambda d: d["heroes"][0].update(threath=2), "heroes[0].threath", "Champ inconnu", id="a misspelt field"),
    pytest.param(lambda d: d["enemies"][0].update(icon="cible-double"), "enemies[0].icon", "« cible-unique », « cible-multiple »",
                 id="an unknown icon lists the accepted values"),
    pytest.param(lambda d: d["enemies"][0].update(square="Z9"), "enemies[0].square", "hors de tout plateau",
                 id="a square name beyond the board"),
    pytest.param(lambda d: d["enemies"][0].update(square="D2"), "enemies[0].square", "hors du plateau",
                 id="a square name beyond this board"),
    pytest.param(lambda d: d["enemies"][0].update(square="premier"), "enemies[0].square", "n'est pas une case",
                 id="an unreadable square name"),
    pytest.param(lambda d: d["enemies"][0].update(square={"row": 1}), "enemies[0].square.col", "obligatoire",
                 id="a square without its column"),
    pytest.param(lambda d: d["enemies"][0].update(movement=-2), "enemies[0].movement", "de 0 à",
                 id="a negative movement"),
    pytest.param(lambda d: d["enemies"][0].update(reach={"range": 0}), "enemies[0].reach.range", "de 1 à",
                 id="a range of 0"),
    pytest.param(lambda d: d["enemies"][0].update(reach={"offsets": [[0, 0]]}), "enemies[0].reach.offsets[0]",
                 "case de l'ennemi", id="a reach offset on the enemy's own square"),
    pytest.param(lambda d: d["enemies"][0].update(reach={"offsets": [[0]]}), "enemies[0].reach.offsets[0]",
                 "paire", id="a reach offset that is not a pair"),
    pytest.param(lambda d: d["enemies"][0].update(reach="portée 2"), "enemies[0].reach", "inconnue",
                 id="a reach written as text"),
    pytest.param(lambda d: d["enemies"][0].update(may_not_attack=["Zoé"]), "enemies[0].may_not_attack[0]", "Zoé",
                 id="an unknown hero an enemy may not attack"),
    pytest.param(lambda d: d["heroes"].append(dict(d["heroes"][0], square={"row": 2, "col": 3})), "heroes[1].name",
                 "Deux héros", id="two heroes with the same name"),
    pytest.param(lambda d: d["entities"].append({"kind": "mur", "square": "B2"}), "entities[0].kind", "« obstacle »",
                 id="an unknown entity kind"),
    pytest.param(lambda d: d.update(heroes={"name": "Aline"}), "heroes", "liste", id="heroes not given as a list"),
]


@pytest.mark.parametrize("change, field, words", BAD_BOARDS)
def test_a_bad_board_names_the_field(change, field, words):
    with pytest.raises(EngineError) as error:
        resolve_targeting(read(Board, _with(change)))
    assert error.value.field == field
    assert words in error.value.message


def test_every_refusal_of_a_board_is_reported_at_once():
    # A board off its shape: every field at once (InvalidInput); a well-formed board that is no
    # board at all: every refusal at once (IllegalAction).
    with pytest.raises(InvalidInput) as shape:
        read(Board, _with(lambda d: (d["heroes"][0].update(threat=-1), d["enemies"][0].update(icon="x"), d.update(cols=0))))
    assert [p.field for p in shape.value.problems] == ["cols", "heroes[0].threat", "enemies[0].icon"]
    with pytest.raises(IllegalAction) as refused:
        resolve_targeting(read(Board, _with(lambda d: (d["heroes"][0].update(square="A1"),
                                                       d["enemies"][0].update(may_not_attack=["Zoé"])))))
    assert [p.field for p in refused.value.problems] == ["enemies[0].may_not_attack[0]", "enemies[0].square"]


def test_every_refused_judge_choice_is_reported_at_once():
    # Two enemies, each with a choice the aid does not leave open: both refusals, with their rule.
    with pytest.raises(IllegalAction) as error:
        play("""
            . A .
            . . .
            1 . 2
            . . .
            . B .
            """, {"A": {"threat": 4}}, {"1": {"chosen_target": "Bruno"}, "2": {"chosen_square": "C4"}})
    assert [(p.field, p.rule) for p in error.value.problems] == [
        ("enemies[0].chosen_target", "veiel/ciblage-des-ennemis#utilisez-la-menace-pour-departager-en"),
        ("enemies[1].chosen_square", "veiel/ciblage-des-ennemis#ennemi-avec-une-icone-cible-unique")]


def test_a_board_that_is_not_an_object_is_refused():
    with pytest.raises(InvalidInput) as error:
        read(Board, [1, 2])
    assert error.value.field == ""


def test_squares_may_be_given_by_name_or_by_row_and_column():
    by_name = read(Board, {"rows": 3, "cols": 4, "heroes": [{"name": "Aline", "square": "D2", "threat": 1}]})
    by_number = read(Board, {"rows": 3, "cols": 4, "heroes": [{"name": "Aline", "square": {"row": 2, "col": 4},
                                                              "threat": 1}]})
    assert by_name == by_number
    assert as_data(by_name.heroes[0].square) == {"row": 2, "col": 4}


JUNK = [None, -1, 10**9, 1.5, True, "x", "", [], {}, [[]], {"row": "a"}]


def _leaves(data, path=()):
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _leaves(value, path + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _leaves(value, path + (i,))
    yield path


def _replaced(data, path, value):
    copy = json.loads(json.dumps(data))
    if not path:
        return value
    target = copy
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return copy


FUZZED = [
    (Board, resolve_targeting, board_data("""
        1 . A #
        . 2 + c
        X . B .
        """, {"A": {"threat": 2, "swords": 1}}, {"2": {"icon": "cible-multiple", "reach": {"offsets": [[0, 1]]}}})),
    (HeroDamageInput, resolve_hero_damage, {"damage": 3, "block": 1, "deck": ["A", {"name": "P", "keywords":
                                                       ["persistant"]}], "discard": ["B"], "hand": [{"name": "S", "keywords": ["substitution"]}],
                                                       "substitute_with": ["S"]}),
    (EnemyDamageInput, resolve_enemy_damage, {"damage": 4, "yellow": 2, "yellow_max": 3, "red": 2, "boss": True,
                                                         "summons": ["Rat"], "action_cards_left": 0}),
    (BossTurnInput, resolve_boss_turn, {"boss": "Liche", "action_cards_left": 1}),
    (SetupInput, resolve_setup, {"difficulty": "normale"}),
]


@pytest.mark.parametrize("cls, resolve, data", FUZZED, ids=["board", "hero damage", "enemy damage", "boss turn", "setup"])
def test_any_json_value_in_any_field_gives_a_result_or_an_engine_error(cls, resolve, data):
    for path in _leaves(data):
        for junk in JUNK:
            try:
                result = resolve(read(cls, _replaced(data, path, junk)))
            except EngineError:
                continue
            json.dumps(as_data(result))


# =========================================================================================
# Dégâts des ennemis à un héros
# =========================================================================================
def hurt(**data):
    return resolve_hero_damage(read(HeroDamageInput, {"hero": "Aline", **data}))


def names(cards):
    return [card.name for card in cards]


P = {"name": "Garde", "keywords": ["persistant"]}
S = {"name": "Sacrifice", "keywords": ["substitution"]}


# « Le héros subit une blessure pour chaque dégât non bloqué par un point de blocage. » (P.15)
@pytest.mark.parametrize("damage, block, wounds, block_left", [
    pytest.param(3, 0, 3, 0, id="without block every damage is a wound"),
    pytest.param(3, 2, 1, 0, id="each block point stops one damage"),
    pytest.param(3, 3, 0, 0, id="as many block points as damage stop it all"),
    pytest.param(3, 4, 0, 1, id="block points beyond the damage are kept"),
    pytest.param(0, 2, 0, 2, id="no damage, no wound"),
])
def test_each_damage_not_blocked_is_a_wound(damage, block, wounds, block_left):
    result = hurt(damage=damage, block=block, deck=["A", "B", "C", "D"])
    assert (result.wound_count, result.block_left, len(result.placed)) == (wounds, block_left, wounds)
    assert result.steps[0].rule == "veiel/degats-des-ennemis-a-un-heros#le-heros-subit-une-blessure-pour"


def test_a_fully_blocked_attack_still_brings_its_additional_effects():
    # « les héros subissent les effets supplémentaires des attaques ennemis même s'ils bloquent
    # l'intégralité des dégâts » (P.15)
    result = hurt(damage=2, block=2, deck=["A"])
    assert any("effets supplémentaires" in s.text for s in result.steps)


def test_wounds_are_never_blocked():
    # « Blessures => dégâts forcément non bloqués. » (Important, P.25)
    result = hurt(damage=2, kind="blessures", block=5, deck=["A", "B", "C"])
    assert (result.wound_count, result.block_left) == (2, 5)
    assert result.steps[0].rule == "veiel/important#blessures-degats-forcement-non-bloques"


# « Lorsqu'un héros subit 1 blessure, il place la carte du dessus de son deck dans ses
# blessures. » « Si son deck est vide, il reconstitue son deck à l'aide de sa défausse. »
# « Si sa défausse et son deck sont vides, il défausse les cartes de sa main de son choix dans
# ses blessures. » (P.15)
@pytest.mark.parametrize("piles, damage, placed, after, reshuffles", [
    pytest.param({"deck": ["A", "B", "C"]}, 2, ["A", "B"], {"deck": ["C"]}, 0,
                 id="a wound takes the top card of the deck"),
    pytest.param({"deck": ["A"], "discard": ["B", "C"]}, 2, ["A", "B"], {"deck": ["C"], "discard": []}, 1,
                 id="an empty deck is rebuilt from the discard"),
    pytest.param({"hand": ["H1", "H2"]}, 1, ["H1"], {"hand": ["H2"]}, 0,
                 id="with deck and discard empty a card of the hand goes to the wounds"),
    pytest.param({"hand": [P, "H"]}, 1, ["H"], {"hand": ["Garde"]}, 0,
                 id="a Persistant card of the hand never goes to the wounds"),
    # « Si vous subissez une blessure et qu'il s'agit d'une carte persistante, placez-la dans
    # votre défausse et subissez à nouveau une blessure. » (Glossaire, Persistant)
    pytest.param({"deck": [P, "A"]}, 1, ["A"], {"discard": ["Garde"], "deck": []}, 0,
                 id="a Persistant card goes to the discard and the hero is wounded again"),
])
def test_where_each_wound_comes_from(piles, damage, placed, after, reshuffles):
    result = hurt(damage=damage, **piles)
    assert names(result.placed) == placed
    assert names(result.wounds) == placed
    for pile, cards in after.items():
        assert names(getattr(result, pile)) == cards
    assert result.reshuffles == reshuffles and result.unresolved == 0


def test_the_hand_fallback_is_the_players_choice():
    result = hurt(damage=1, hand=["H1", "H2"])
    choice = flagged(result.steps, Flag.CHOICE)
    assert choice and choice[0].values["options"] == ["H1", "H2"]


# « Substitution : Lorsque vous subissez une blessure, si vous possédez une carte possédant ce
# mot-clé dans votre main, vous pouvez la placer dans vos blessures plutôt que de prendre la carte
# du dessus de votre deck. Piochez une carte pour chaque carte de votre main placée dans la pile
# des blessures de cette manière. »
def test_a_substitution_card_replaces_the_top_card_then_the_hero_draws():
    result = hurt(damage=1, deck=["A", "B"], hand=[S], substitute_with=["Sacrifice"])
    assert names(result.placed) == ["Sacrifice"]
    assert names(result.drawn) == ["A"] and names(result.hand) == ["A"] and names(result.deck) == ["B"]
    assert any(s.rule == "veiel/glossaire/substitution" for s in result.steps)


def test_a_substitution_card_in_hand_is_offered_as_a_choice():
    result = hurt(damage=1, deck=["A"], hand=[S])
    assert names(result.placed) == ["A"]
    choice = flagged(result.steps, Flag.CHOICE)
    assert choice[0].rule == "veiel/glossaire/substitution" and "Sacrifice" in choice[0].text


def test_a_draw_with_nothing_left_cannot_kill_the_hero():
    # « Les effets de pioche ne peuvent pas tuer un héros, même s'il ne peut plus piocher. » (P.15)
    result = hurt(damage=1, hand=[S], substitute_with=["Sacrifice"])
    assert names(result.placed) == ["Sacrifice"] and result.drawn == ()
    assert any(s.rule == "veiel/mort-d-un-heros#les-effets-de-pioche-ne-peuvent" for s in result.steps)


@pytest.mark.parametrize("piles, unresolved", [
    pytest.param({"deck": [P], "hand": ["H"]}, 2,
                 id="only Persistant cards in deck and discard loop forever: the aid is silent"),
    pytest.param({}, 2, id="no card anywhere: the aid is silent"),
])
def test_wounds_the_aid_cannot_place_are_flagged(piles, unresolved):
    result = hurt(damage=2, **piles)
    assert result.unresolved == unresolved
    assert flagged(result.steps) and "non tranchée" in result.summary


@pytest.mark.parametrize("data, error, field", [
    pytest.param({"damage": -1}, InvalidInput, "damage", id="a negative damage"),
    pytest.param({"damage": 1, "block": -1}, InvalidInput, "block", id="a negative block"),
    pytest.param({"damage": 1, "kind": "degat"}, InvalidInput, "kind", id="an unknown kind of damage"),
    pytest.param({"damage": 1, "deck": ["A", {"name": "B", "keywords": ["eternel"]}]}, InvalidInput,
                 "deck[1].keywords[0]", id="an unknown card keyword"),
    pytest.param({"damage": 1, "deck": "A"}, InvalidInput, "deck", id="a deck that is not a list"),
    pytest.param({"damage": 1, "hand": ["S"], "substitute_with": ["S"]}, IllegalAction, "substitute_with[0]",
                 id="a card without Substitution cannot replace the top card"),
    pytest.param({"damage": 1, "substitute_with": ["Sacrifice"]}, IllegalAction, "substitute_with[0]",
                 id="a Substitution card must be in the hand"),
    pytest.param({"damage": 1, "hand": [S, S], "substitute_with": ["Sacrifice", "Sacrifice"]}, IllegalAction,
                 "substitute_with", id="no more substitutions than wounds"),
    pytest.param({"damage": 1, "hand": [{"name": "Sacrifice", "keywords": ["substitution", "persistant"]}],
                  "substitute_with": ["Sacrifice"]}, IllegalAction, "substitute_with[0]",
                 id="a Persistant Substitution card can never go to the wounds"),
])
def test_bad_hero_damage_input_names_the_field(data, error, field):
    with pytest.raises(error) as raised:
        resolve_hero_damage(read(HeroDamageInput, data))
    assert raised.value.field == field


# =========================================================================================
# Dégâts des héros à un ennemi, and the boss
# =========================================================================================
def wound(**data):
    return resolve_enemy_damage(read(EnemyDamageInput, {"enemy": "Goule", **data}))


# « Chaque dégât réduit le dé jaune de 1. Si le dé jaune devrait atteindre 0, l'ennemi perd
# aussitôt une vie. Son dé rouge diminue alors de 1, et le dé jaune revient à sa valeur initiale
# indiquée sur la carte de l'ennemi. » (P.20)
@pytest.mark.parametrize("damage, yellow, red, lives_lost, dead, wasted", [
    pytest.param(2, 1, 2, 0, False, 0, id="one damage less than the yellow die loses no life"),
    pytest.param(3, 3, 1, 1, False, 0, id="damage equal to the yellow die loses a life and resets the die"),
    pytest.param(5, 1, 1, 1, False, 0, id="damage carries over to the reset yellow die"),
    pytest.param(6, 0, 0, 2, True, 0, id="the last life lost kills the enemy"),
    pytest.param(8, 0, 0, 2, True, 2, id="damage beyond death is lost"),
])
def test_damage_lowers_the_yellow_die_and_lives(damage, yellow, red, lives_lost, dead, wasted):
    result = wound(damage=damage, yellow=3, yellow_max=3, red=2)
    assert (result.yellow, result.red, result.lives_lost, result.dead, result.wasted) == (yellow, red, lives_lost, dead, wasted)
    assert all(s.rule == "veiel/degats-des-heros-a-un-ennemi#lorsque-vous-infligez-des-degats-un" for s in result.steps)


def test_a_wounded_yellow_die_loses_a_life_sooner():
    result = wound(damage=1, yellow=1, yellow_max=3, red=2)
    assert (result.yellow, result.red, result.lives_lost) == (3, 1, 1)


def test_wounds_to_an_enemy_ignore_its_block_and_damage_against_block_is_flagged():
    wounds = wound(damage=2, kind="blessures", block=2, yellow=3, yellow_max=3, red=1)
    assert (wounds.blocked, wounds.yellow) == (0, 1)
    damage = wound(damage=2, block=1, yellow=3, yellow_max=3, red=1)
    assert (damage.blocked, damage.yellow) == (1, 2)
    # The aid's one word on an enemy's block (« tous les blocages des héros et des ennemis sont retirés ») is where
    # the open point sits, « Chaque dégât réduit le dé jaune de 1 » and the heroes' block rule beside it.
    assert flagged(damage.steps)[0].rule == "veiel/phase-d-action-des-ennemis#la-fin-du-tour-des-ennemis"
    assert flagged(damage.steps)[0].values["in_tension"] == [
        "veiel/phase-d-action-des-ennemis#la-fin-du-tour-des-ennemis",
        "veiel/degats-des-heros-a-un-ennemi#lorsque-vous-infligez-des-degats-un",
        "veiel/degats-des-ennemis-a-un-heros#le-heros-subit-une-blessure-pour"]


def test_an_enemy_that_dies_takes_its_summons_and_leaves_a_corpse():
    # « Si un ennemi meurt, ses invocations meurent également. » (Invocation d'ennemis, P.15)
    # « vous devez à chaque fois qu'un ennemi meurt, retourner sa carte et la laisser sur le plateau » (Les cadavres)
    result = wound(damage=1, yellow=1, yellow_max=2, red=1, summons=["Rat", "Chauve-souris"], corpses=True)
    rules = {s.rule for s in result.steps}
    assert result.dead and {"veiel/invocation-d-ennemis#des-qu-un-ennemi-invoque-autres",
                            "veiel/les-cadavres#si-un-joueur-possede-une-carte"} <= rules
    assert any("Rat et Chauve-souris" in s.text for s in result.steps)


# « Pour chaque vie perdue par le boss : Résoudre son passif et une carte Action, jouez-la même si
# le tour d'un héros est en cours. » « Mort du boss : Si le boss perdait une ou plusieurs vies en
# une seule attaque et s'il devait mourir, ne jouez aucune carte Action et ne résolvez pas son
# passif. » « Si la pile des cartes Action est vide, mélangez-la à nouveau. » (P.16-17)
@pytest.mark.parametrize("damage, left, passives, actions, left_after, reshuffles, dead", [
    pytest.param(1, 7, 0, 0, 7, 0, False, id="a boss that loses no life resolves nothing"),
    pytest.param(2, 7, 1, 1, 6, 0, False, id="a boss resolves its passive and one Action card per life lost"),
    pytest.param(4, 7, 2, 2, 5, 0, False, id="two lives lost in one attack bring two passives and two Action cards"),
    pytest.param(6, 7, 0, 0, 7, 0, True, id="a boss that dies in the attack resolves neither Action card nor passive"),
    pytest.param(4, 1, 2, 2, 6, 1, False, id="an empty Action pile is shuffled anew"),
])
def test_a_boss_reacts_to_each_life_lost(damage, left, passives, actions, left_after, reshuffles, dead):
    result = wound(damage=damage, yellow=2, yellow_max=2, red=3, boss=True, action_cards_left=left)
    assert (result.boss_passives, result.boss_action_cards, result.action_cards_left, result.action_reshuffles,
            result.dead) == (passives, actions, left_after, reshuffles, dead)
    if dead:
        assert any(s.rule == "veiel/affronter-le-boss#mort-du-boss-si-le-boss" and "aucune carte Action" in s.text
                   for s in result.steps)


# The enemies' names have a gender: the sentences agree with it (« la Goule … elle », « le Spectre … il »).
def test_sentences_about_an_enemy_agree_with_the_gender_of_its_name():
    goule = resolve_enemy_damage(read(EnemyDamageInput, {"enemy": "Goule", "gender": "f", "damage": 3, "yellow": 1,
                                                         "yellow_max": 2, "red": 1}))
    assert goule.summary == "Goule : 3 dégâts → 1 vie perdue, morte"
    assert any("elle n'a plus de vie et meurt" in s.text for s in goule.steps)
    spectre = wound(damage=3, yellow=1, yellow_max=2, red=1)
    assert spectre.summary == "Goule : 3 dégâts → 1 vie perdue, mort"  # the default: a masculine name
    ignored = play(AROUND, {"A": {"threat": 9}}, {"1": {"movement": 6, "may_not_attack": ["Aline"], "gender": "f"}})
    assert any("Goule (A1) n'a pas le droit d'attaquer Aline : elle l'ignore" in s.text for s in ignored.steps)
    multi = play(TWO_AND_ONE, {}, {"2": {**MULTI, "movement": 4}})
    assert any(s.text.startswith("Il cherche à toucher un maximum de héros") for s in multi.steps)


@pytest.mark.parametrize("left, left_after, reshuffles", [
    pytest.param(7, 5, 0, id="on its turn a boss resolves two Action cards"),
    pytest.param(2, 0, 0, id="the last two cards of the pile"),
    pytest.param(1, 6, 1, id="the pile empties between the two cards and is shuffled anew"),
])
def test_a_boss_turn_resolves_two_action_cards(left, left_after, reshuffles):
    # « Au tour du boss de jouer : Résoudre deux cartes Action, l'une après l'autre. » (P.17)
    result = resolve_boss_turn(read(BossTurnInput, {"boss": "Liche", "action_cards_left": left}))
    assert (result.action_cards, result.action_cards_left, result.action_reshuffles) == (2, left_after, reshuffles)


@pytest.mark.parametrize("data, field", [
    pytest.param({"damage": 1, "yellow": 0, "yellow_max": 3, "red": 1}, "yellow", id="a yellow die at 0"),
    pytest.param({"damage": 1, "yellow": 4, "yellow_max": 3, "red": 1}, "yellow", id="a yellow die above its initial value"),
    pytest.param({"damage": 1, "yellow": 1, "yellow_max": 3, "red": 0}, "red", id="an enemy without life"),
    pytest.param({"damage": 1, "yellow": 1, "yellow_max": 3, "red": 1, "action_cards_left": 8}, "action_cards_left",
                 id="more than 7 Action cards"),
    pytest.param({"yellow": 1, "yellow_max": 3, "red": 1}, "damage", id="a missing damage"),
    pytest.param({"damage": 1, "yellow": 1, "yellow_max": 3, "red": 1, "boss": "oui"}, "boss", id="boss given as text"),
])
def test_bad_enemy_damage_input_names_the_field(data, field):
    with pytest.raises(EngineError) as error:
        resolve_enemy_damage(read(EnemyDamageInput, data))
    assert error.value.field == field


# =========================================================================================
# Difficulté pour les parties à 4 affrontements — golden data
# =========================================================================================
# Source: Aide de jeu solo V1.0, « Difficulté pour les parties à 4 affrontements »
# (rules/sources/raw/veiel.txt, lines 362-393), as printed.
DIFFICULTY_TABLE = {
    "facile": ["2 Basique", "1 Basique + 3 Intermédiaire", "1 Basique + 1 Intermédiaire + 2 Puissant", "1 Boss"],
    "normale": ["1 Basique + 1 Intermédiaire", "4 Intermédiaire", "2 Intermédiaire + 2 Puissant",
                "1 Boss + 2 Intermédiaire"],
    "difficile": ["1 Basique + 2 Intermédiaire", "1 Basique + 4 Intermédiaire", "4 Puissant",
                  "1 Boss + 1 Intermédiaire + 1 Puissant"],  # printed « 1 Boss + 1 Puissant + 1 Intermédiaire »
    "extreme": ["2 Basique + 2 Intermédiaire", "2 Basique + 4 Intermédiaire", "1 Basique + 1 Intermédiaire + 4 Puissant",
                "1 Boss + 1 Basique + 1 Intermédiaire + 2 Puissant"],
    "cauchemar": ["4 Basique + 2 Intermédiaire", "4 Basique + 3 Intermédiaire + 1 Puissant",
                  "2 Basique + 2 Intermédiaire + 4 Puissant", "1 Boss + 2 Basique + 2 Intermédiaire + 2 Puissant"],
    "impossible": ["6 Basique + 1 Intermédiaire", "4 Basique + 2 Puissant", "1 Boss + 3 Basique + 2 Intermédiaire",
                   "2 Boss"],
}


@pytest.mark.parametrize("difficulty, labels", DIFFICULTY_TABLE.items(), ids=[f"the {d} set-up is the aid's table" for d in DIFFICULTY_TABLE])
def test_the_setup_table(difficulty, labels):
    result = resolve_setup(read(SetupInput, {"difficulty": difficulty}))
    assert list(result.labels) == labels
    assert [e.number for e in result.encounters] == [1, 2, 3, 4]
    # « Une partie (hors scénario) est la succession de 4 affrontements », then each encounter's own line of the table
    assert result.steps[0].rule == "veiel/informations-generales#une-partie-hors-scenario-est-la"
    lines = [s.rule for s in result.steps[1:]]
    assert len(set(lines)) == 4 and all(r.startswith("veiel/difficulte-pour-les-parties-a-4-affrontements#")
                                        for r in lines)
    assert result.encounters == ENCOUNTER_TABLE[Difficulty(difficulty)]


def test_an_unknown_difficulty_lists_the_accepted_ones():
    with pytest.raises(InvalidInput) as error:
        read(SetupInput, {"difficulty": "legendaire"})
    assert error.value.field == "difficulty" and "« cauchemar »" in error.value.message


# =========================================================================================
# Every step cites a rule the corpus has; the engine stays pure Python
# =========================================================================================
REQUIRED_ANCHORS = {
    "veiel/tour-de-jeu", "veiel/phase-d-action-des-heros", "veiel/phase-d-action-des-ennemis",
    "veiel/ciblage-des-ennemis",
    "veiel/deplacement-des-heros-et-des-ennemis", "veiel/degats-des-ennemis-a-un-heros",
    "veiel/degats-des-heros-a-un-ennemi", "veiel/affronter-le-boss", "veiel/invocation-d-ennemis",
    "veiel/les-cadavres", "veiel/difficulte-pour-les-parties-a-4-affrontements", "veiel/mort-d-un-heros",
    "veiel/important", "veiel/glossaire/adjacent", "veiel/glossaire/obstacle", "veiel/glossaire/infranchissable",
    "veiel/glossaire/allie", "veiel/glossaire/substitution", "veiel/glossaire/persistant",
    "veiel/glossaire/nombre-de-cases-qui-vous-separe",
}


def _scenarios():
    """A result of every kind of scenario above: each targeting picture, each damage case, each table."""
    for case in SINGLE_TARGET:
        yield play(*case.values[:3])
    for token in "#X2B+c":
        yield play(CORNER.format(b=token), {"B": {"attackable": False}}, {"1": {"movement": 3}, "2": {"movement": 0}})
    yield play(TIED, EVEN)
    yield play(TWO_AND_ONE, {"C": {"threat": 9}}, {"2": {**MULTI, "movement": 4}})
    yield play("A . 2 . B", {"A": {"threat": 2}, "B": {"threat": 2}}, {"2": {**MULTI, "movement": 1}})
    yield play("2 . . . A", enemies={"2": {**MULTI, "movement": 1}})
    yield play(AROUND, {"A": {"threat": 9, "attackable": False}}, {"1": {"movement": 6}})
    yield play("1 . A", {"A": {"attackable": False}})
    yield play(SURROUNDED, enemies={"1": {"movement": 3}, "2": {"movement": 0}})
    yield play("1 # . A\n. # . .\n. . . .", enemies={"1": {"movement": 3}})
    yield play("1 . 2\n. . .\nA . .", enemies={"1": {"movement": 1}, "2": {"movement": 0}})
    yield play("1 A B\n# . .", {"A": {"dead": True, "threat": 9}}, {"1": {"movement": 3}})
    yield play("1 X A", enemies={"1": {"movement": 0, "reach": {"range": 2}}})
    yield play("1 .\n. A", enemies={"1": {"movement": 0, "reach": {"range": 2}}})
    yield resolve_targeting(read(Board, {"rows": 3, "cols": 3}))
    yield hurt(damage=3, block=1, deck=["A", P, "B"], discard=["C"])
    yield hurt(damage=2, kind="blessures", block=5, deck=["A", "B", "C"])
    yield hurt(damage=1, deck=["A"], hand=[S])
    yield hurt(damage=1, hand=[S], substitute_with=["Sacrifice"])
    yield hurt(damage=2, deck=[P], hand=["H"])
    yield hurt(damage=1, hand=["H1", "H2"])
    yield wound(damage=2, block=1, yellow=3, yellow_max=3, red=1)
    yield wound(damage=1, yellow=1, yellow_max=2, red=1, summons=["Rat"], corpses=True)
    yield wound(damage=4, yellow=2, yellow_max=2, red=3, boss=True, action_cards_left=1)
    yield wound(damage=6, yellow=2, yellow_max=2, red=3, boss=True)
    yield resolve_boss_turn(read(BossTurnInput, {"action_cards_left": 1}))
    yield from _moves()
    for difficulty in Difficulty:
        yield resolve_setup(SetupInput(difficulty))


def _moves():
    """A hero's move on each kind of board (see tests/engine/test_veiel_movement.py)."""
    from referee.engine.veiel import HeroMovementInput, resolve_hero_movement

    def hero_move(picture: str, **question):
        data = board_data(picture)
        return resolve_hero_movement(read(HeroMovementInput, {**data, "hero": "Aline", **question}))

    yield hero_move("A # . c\n+ 1 X .\nB . . .", moves=3)
    yield hero_move("A . .", source="defausse", discarded=2)
    yield hero_move("A . .", moves=0)
    dead = board_data("A B .")
    dead["heroes"][1]["dead"] = True
    yield resolve_hero_movement(read(HeroMovementInput, {**dead, "hero": "Aline", "moves": 2}))
    forced = board_data("A 1")
    forced["entities"].append({"kind": "infranchissable", "square": "A1"})
    yield resolve_hero_movement(read(HeroMovementInput, {**forced, "hero": "Aline", "source": "infranchissable"}))


# What the steps cite: the passage applied, or the glossary entry (tests/engine/test_veiel_anchors.py holds every
# calculator to it); the sections above stay in rules.py for what covers several passages.
STEP_ANCHORS = {
    "veiel/informations-generales#une-partie-hors-scenario-est-la",
    "veiel/phase-d-action-des-heros#un-heros-peut-jouer-et-resoudre",
    "veiel/phase-d-action-des-ennemis#resolvez-le-tour-des-ennemis-en",
    "veiel/phase-d-action-des-ennemis#la-fin-du-tour-des-ennemis",
    "veiel/degats-des-ennemis-a-un-heros#le-heros-subit-une-blessure-pour",
    "veiel/degats-des-ennemis-a-un-heros#si-sa-defausse-et-son-deck",
    "veiel/degats-des-ennemis-a-un-heros#si-la-suite-un-quelconque-effet",
    "veiel/ciblage-des-ennemis#utilisez-la-menace-pour-departager-en",
    "veiel/ciblage-des-ennemis#si-deux-heros-possedent-la-meme",
    "veiel/ciblage-des-ennemis#ennemi-avec-une-icone-cible-unique",
    "veiel/ciblage-des-ennemis#ennemi-avec-une-icone-cible-multiple",
    "veiel/invocation-d-ennemis#des-qu-un-ennemi-invoque-autres",
    "veiel/affronter-le-boss#chaque-boss-est-accompagne-dun-deck",
    "veiel/affronter-le-boss#pour-chaque-vie-perdue-par-le",
    "veiel/affronter-le-boss#au-tour-du-boss-de-jouer",
    "veiel/affronter-le-boss#mort-du-boss-si-le-boss",
    "veiel/mort-d-un-heros#la-fin-de-son-tour-si",
    "veiel/mort-d-un-heros#les-effets-de-pioche-ne-peuvent",
    "veiel/deplacement-des-heros-et-des-ennemis#il-est-impossible-de-traverser-les",
    "veiel/deplacement-des-heros-et-des-ennemis#un-ennemi-ne-peut-ni-traverser",
    "veiel/deplacement-des-heros-et-des-ennemis#lorsqu-un-ennemi-souhaite-se-deplacer",
    "veiel/degats-des-heros-a-un-ennemi#lorsque-vous-infligez-des-degats-un",
    "veiel/les-cadavres#si-un-joueur-possede-une-carte",
    "veiel/les-cadavres#une-case-contenant-un-cadavre-est",
    "veiel/important#sauf-si-effet-indique-le-contraire",
    "veiel/important#blessures-degats-forcement-non-bloques",
    "veiel/glossaire/adjacent", "veiel/glossaire/obstacle", "veiel/glossaire/infranchissable",
    "veiel/glossaire/allie", "veiel/glossaire/substitution", "veiel/glossaire/persistant",
    "veiel/glossaire/nombre-de-cases-qui-vous-separe",
}
TABLE_LINES = "veiel/difficulte-pour-les-parties-a-4-affrontements#"


def test_every_step_of_every_scenario_cites_a_rule_anchor():
    steps = [step for result in _scenarios() for step in result.steps]
    assert len(steps) > 200
    assert all(step.rule and step.text for step in steps)
    cited = {step.rule for step in steps}
    # Each of the 24 lines of the difficulty table (6 difficulties × 4 encounters) is its own passage.
    lines = {rule for rule in cited if rule.startswith(TABLE_LINES)}
    assert len(lines) == 24
    assert cited - lines == STEP_ANCHORS


ENGINE_FILES = sorted(Path(veiel.__file__).parent.glob("*.py"))


def test_every_anchor_the_engine_cites_exists_in_the_corpus():
    from rules.anchors import all_anchors

    cited = {anchor for path in ENGINE_FILES
             for anchor in re.findall(r'"(veiel/[a-z0-9/#-]+)"', path.read_text(encoding="utf-8"))}
    assert {anchor for anchor in cited if "#" not in anchor} <= REQUIRED_ANCHORS  # the passages are read above
    assert cited - set(all_anchors()) == set()


@pytest.mark.parametrize("path", ENGINE_FILES, ids=lambda p: p.name)
def test_the_engine_imports_only_the_standard_library(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    modules = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    modules |= {node.module for node in ast.walk(tree)
                if isinstance(node, ast.ImportFrom) and node.module and node.level == 0}  # .model: the package
    outside = {m for m in modules if m.split(".")[0] not in sys.stdlib_module_names and not m.startswith("referee.engine")}
    assert outside == set()
