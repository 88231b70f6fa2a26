"""L'Ordre de Veiel: every step and refusal links to the sentence it applies, never to a bare section.

A rule anchor may be a section (« veiel/ciblage-des-ennemis »), a glossary entry (« veiel/glossaire/adjacent ») or
one passage of a section (« veiel/ciblage-des-ennemis#ennemi-avec-une-icone-cible-unique »): a step's link must land
on the line applied — « Ennemi avec une icône à cible unique : attaque le héros le plus proche… », not « Ciblage des
ennemis » — or on the glossary entry it applies. Source of every quoted line: *L'Ordre de Veiel — Aide de jeu solo
V1.0* (rules/sources/veiel.md).
"""
from __future__ import annotations

import dataclasses
import functools
from pathlib import Path

import pytest

from referee.engine.reading import bounds_of, json_fields, read
from referee.engine.trace import Flag, InvalidInput
from referee.engine.veiel import model

from .test_veiel import _scenarios, board_data
from .test_veiel_movement import movement_data

RULEBOOK = Path(__file__).resolve().parents[2] / "rules" / "sources" / "veiel.md"

SINGLE = "veiel/ciblage-des-ennemis#ennemi-avec-une-icone-cible-unique"
MULTIPLE = "veiel/ciblage-des-ennemis#ennemi-avec-une-icone-cible-multiple"
THREAT = "veiel/ciblage-des-ennemis#utilisez-la-menace-pour-departager-en"
SWORDS = "veiel/ciblage-des-ennemis#si-deux-heros-possedent-la-meme"
ENEMIES_CROSS = "veiel/deplacement-des-heros-et-des-ennemis#un-ennemi-ne-peut-ni-traverser"
HEROES_CROSS = "veiel/deplacement-des-heros-et-des-ennemis#il-est-impossible-de-traverser-les"
PLAY_OR_DISCARD = "veiel/phase-d-action-des-heros#un-heros-peut-jouer-et-resoudre"
DEAD_HERO = "veiel/mort-d-un-heros#la-fin-de-son-tour-si"
ENEMY_DICE = "veiel/degats-des-heros-a-un-ennemi#lorsque-vous-infligez-des-degats-un"
BOSS_DECK = "veiel/affronter-le-boss#chaque-boss-est-accompagne-dun-deck"
INFRANCHISSABLE = "veiel/glossaire/infranchissable"
SUBSTITUTION = "veiel/glossaire/substitution"
PERSISTANT = "veiel/glossaire/persistant"
SQUARES_BETWEEN = "veiel/glossaire/nombre-de-cases-qui-vous-separe"
BLACK_SQUARE = "veiel/la-zone-des-effets-et-ligne-de-vue#le-carre-noir-represente-le-heros"
TABLE = "veiel/difficulte-pour-les-parties-a-4-affrontements"


def is_passage_or_entry(anchor: str) -> bool:
    """« veiel/<section>#<passage> » or « veiel/glossaire/<entry> »: a link that lands on the line applied."""
    section, _, passage = anchor.partition("#")
    return bool(passage) or section.startswith("veiel/glossaire/")


@functools.cache
def anchors() -> frozenset[str]:
    from rules.anchors import all_anchors

    return frozenset(all_anchors())


@functools.cache
def calculators() -> dict[str, object]:
    from referee.calculators.registry import CALCULATORS

    return {c.api_slug: c for c in CALCULATORS if c.game == "veiel"}  # the API's slugs, as the bodies are the API's


def results(slug: str, body: dict):
    calculator = calculators()[slug]
    return calculator.resolve(read(calculator.input, body))


def refusals(slug: str, body: dict) -> list:
    """Every problem of a body, a shape error (read) or a refusal of the rules (check)."""
    calculator = calculators()[slug]
    try:
        built = read(calculator.input, body)
    except InvalidInput as error:
        return list(error.problems)
    return list(calculator.check(built))


def cards(*names: str, keyword: str | None = None) -> list:
    return [{"name": name, "keywords": [keyword]} if keyword else name for name in names]


# The rulebook's cases, through each calculator's JSON: each reaches passages the examples do not.
CASES = [
    # « Si deux héros possèdent la même menace, le héros possédant le plus de symbole d'épée est alors la cible
    # prioritaire. »
    ("targeting", board_data(". A .\n. . .\n. 1 .\n. . .\n. B .", {"A": {"threat": 3, "swords": 1},
                                                                    "B": {"threat": 3, "swords": 2}})),
    # A tie beyond the swords, settled by the judge.
    ("targeting", board_data(". A .\n. . .\n. 1 .\n. . .\n. B .", {"A": {"threat": 3}, "B": {"threat": 3}},
                             {"1": {"chosen_target": "Bruno"}})),
    # « L'ennemi cherche à toucher un maximum de héros […] la plus grande menace cumulée. »
    ("targeting", board_data("A . . . B\n. . . . .\n. . 1 . .\n. . . . .\nC . . . D",
                             {"A": {"threat": 4}}, {"1": {"icon": "cible-multiple", "movement": 4}})),
    # Groups tied: the judge picks the square.
    ("targeting", board_data("A . 2 . B", enemies={"2": {"icon": "cible-multiple", "movement": 1,
                                                         "chosen_square": "B1"}})),
    # Nobody within reach: towards the closest hero; an ally, a corpse, an Obstacle, a dead hero on the way.
    ("targeting", board_data("1 + . . .\nc # . . .\n. . . . A", {"A": {"threat": 2}}, {"1": {"movement": 2}})),
    ("targeting", board_data("1 A B\n# . .", {"A": {"dead": True}}, {"1": {"movement": 3}})),
    # « il ignore ce héros », then nobody left to attack.
    ("targeting", board_data("1 . A", {"A": {"attackable": False}})),
    # An Infranchissable cuts the attack; a range of 2.
    ("targeting", board_data("1 X A", enemies={"1": {"movement": 0, "reach": {"range": 2}}})),
    # Drawn squares, several arrival squares and paths.
    ("targeting", board_data("1 . .\n. . .\n. . A", enemies={"1": {"reach": {"offsets": [[0, 1], [1, 0]]}}})),
    # A hero's move: a card, allies, an Obstacle, an Infranchissable, a corpse, a dead hero.
    ("hero-movement", movement_data("A # . c\n+ 1 X .\nB . . .\n†C . . .", moves=3)),
    # « défausser une (ou plusieurs) carte de sa main pour effectuer 1 déplacement », with several cards.
    ("hero-movement", movement_data("A . . .", source="defausse", discarded=3)),
    ("hero-movement", movement_data("A . .", source="defausse")),
    # « il doit immédiatement et obligatoirement effectuer 1 déplacement », with and without a way out.
    ("hero-movement", movement_data("A! .", source="infranchissable")),
    ("hero-movement", movement_data("A! 1\n1 .", source="infranchissable")),
    ("hero-movement", movement_data("A 1", moves=2)),
    # Damage to a hero: block, wounds, a Persistant top card, the deck rebuilt, the hand, Substitution.
    ("hero-damage", {"damage": 3, "block": 1, "deck": cards("A") + cards("P", keyword="persistant"),
                     "discard": cards("B", "C")}),
    ("hero-damage", {"damage": 2, "block": 2, "deck": cards("A")}),
    ("hero-damage", {"damage": 2, "kind": "blessures", "block": 3, "deck": cards("A", "B")}),
    ("hero-damage", {"damage": 1, "hand": cards("S", keyword="substitution"), "substitute_with": ["S"]}),
    ("hero-damage", {"damage": 1, "deck": cards("A"), "hand": cards("S", keyword="substitution")}),
    ("hero-damage", {"damage": 2, "hand": cards("H1", "H2")}),
    ("hero-damage", {"damage": 1, "hand": cards("P", keyword="persistant")}),
    ("hero-damage", {"damage": 1, "deck": cards("P", keyword="persistant")}),
    # Damage to an enemy: the dice, its block, death, summons, corpses, a boss.
    ("enemy-damage", {"damage": 2, "block": 1, "yellow": 3, "yellow_max": 3, "red": 2}),
    ("enemy-damage", {"damage": 2, "kind": "blessures", "block": 1, "yellow": 3, "yellow_max": 3, "red": 2}),
    ("enemy-damage", {"damage": 5, "yellow": 1, "yellow_max": 2, "red": 1, "summons": ["Rat"], "corpses": True}),
    ("enemy-damage", {"damage": 4, "yellow": 2, "yellow_max": 2, "red": 3, "boss": True, "action_cards_left": 1}),
    ("enemy-damage", {"damage": 6, "yellow": 2, "yellow_max": 2, "red": 3, "boss": True}),
    ("boss-turn", {"action_cards_left": 0}),
    *[("setup", {"difficulty": difficulty.value}) for difficulty in model.Difficulty],
]


def every_result():
    for slug, calculator in calculators().items():
        yield slug, calculator.resolve(read(calculator.input, calculator.example))
    for slug, body in CASES:
        yield slug, results(slug, body)
    for result in _scenarios():
        yield "scenario", result


def test_the_cases_run_every_existing_veiel_calculator():
    assert {"targeting", "hero-movement", "hero-damage", "enemy-damage", "boss-turn", "setup"} <= set(calculators())
    assert {slug for slug, _ in CASES} == {"targeting", "hero-movement", "hero-damage", "enemy-damage", "boss-turn",
                                           "setup"}


def test_every_step_cites_a_passage_or_a_glossary_entry_not_a_bare_section():
    cited = set()
    for slug, result in every_result():
        for step in result.steps:
            assert step.rule in anchors(), (slug, step)
            assert is_passage_or_entry(step.rule), (slug, step)
            cited.add(step.rule)
    # The cases reach most of what the calculators apply: the passages of targeting, movement, damage, the boss,
    # the set-up's 24 lines of the table.
    assert len(cited) > 50, sorted(cited)
    assert {SINGLE, MULTIPLE, THREAT, SWORDS, ENEMIES_CROSS, HEROES_CROSS, PLAY_OR_DISCARD, DEAD_HERO, ENEMY_DICE,
            BOSS_DECK, "veiel/degats-des-ennemis-a-un-heros#si-son-deck-est-vide-il",
            "veiel/degats-des-ennemis-a-un-heros#moins-qu-il-ne-soit-specifie"} <= cited


def test_every_open_point_sits_on_a_passage_and_names_the_passages_in_tension():
    # A step flagged SILENT cites the passage where the book falls silent; where two lines pull apart, its values
    # name every passage weighed (the cited one first), each a real anchor.
    silent = [step for _, result in every_result() for step in result.steps if step.flag is Flag.SILENT]
    assert len(silent) > 15
    weighed = [step for step in silent if "in_tension" in step.values]
    assert len(weighed) >= 6
    for step in weighed:
        tension = step.values["in_tension"]
        assert tension[0] == step.rule and len(tension) >= 2 and len(set(tension)) == len(tension), step
        assert all(anchor in anchors() and is_passage_or_entry(anchor) for anchor in tension), step


def test_an_ally_on_the_enemies_path_weighs_the_two_crossing_lines():
    # « En revanche, vous pouvez traverser vos alliés. » against « Un ennemi ne peut ni traverser les autres ennemis
    # ni traverser les héros. »: an Allié is in neither sentence.
    result = results("targeting", board_data("1 + A", enemies={"1": {"movement": 2}}))
    [ally] = [s for s in result.steps if s.flag is Flag.SILENT and s.rule == "veiel/glossaire/allie"]
    assert ally.values["in_tension"] == ["veiel/glossaire/allie", HEROES_CROSS, ENEMIES_CROSS]


def test_each_tie_break_cites_its_own_criterion():
    # « La cible prioritaire est la cible avec le plus de menace. » then « le héros possédant le plus de symbole
    # d'épée est alors la cible prioritaire »; past the swords, the open point sits on the swords' line.
    picture = ". A .\n. . .\n. 1 .\n. . .\n. B ."

    def tie_breaks(heroes):
        steps = results("targeting", board_data(picture, heroes)).steps
        return [(s.values.get("criterion"), s.rule) for s in steps if s.text.startswith("À égalité")], steps

    by_threat, _ = tie_breaks({"A": {"threat": 4}, "B": {"threat": 3}})
    assert by_threat == [("menace", THREAT)]
    by_swords, _ = tie_breaks({"A": {"threat": 3, "swords": 1}, "B": {"threat": 3, "swords": 2}})
    assert by_swords == [("symboles d'épée", SWORDS)]
    _, steps = tie_breaks({"A": {"threat": 3}, "B": {"threat": 3}})
    assert [s.rule for s in steps if s.flag is Flag.SILENT] == [SWORDS]


REFUSALS = [
    # « La cible prioritaire est la cible avec le plus de menace »: the judge has no tie to settle.
    pytest.param("targeting", board_data(". A .\n. . .\n. 1 .\n. . .\n. B .", {"A": {"threat": 4}},
                                         {"1": {"chosen_target": "Bruno"}}), "enemies[0].chosen_target", THREAT,
                 id="the threat decides"),
    # « le plus de symbole d'épée »
    pytest.param("targeting", board_data(". A .\n. . .\n. 1 .\n. . .\n. B .", {"A": {"threat": 3, "swords": 1},
                                                                                "B": {"threat": 3}},
                                         {"1": {"chosen_target": "Bruno"}}), "enemies[0].chosen_target", SWORDS,
                 id="the swords decide"),
    # « attaque le héros le plus proche pour un minimum de déplacement »: one hero is closer.
    pytest.param("targeting", board_data("1 A . B", enemies={"1": {"chosen_target": "Bruno"}}),
                 "enemies[0].chosen_target", SINGLE, id="the distance decides"),
    pytest.param("targeting", board_data("A . 1", enemies={"1": {"chosen_square": "A1"}}),
                 "enemies[0].chosen_square", SINGLE, id="a square no closer than another"),
    # « L'ennemi cherche à toucher un maximum de héros »: a multiple-target enemy never ties on one hero.
    pytest.param("targeting", board_data("A 1 B", enemies={"1": {"icon": "cible-multiple", "chosen_target": "Aline"}}),
                 "enemies[0].chosen_target", MULTIPLE, id="a multiple-target enemy"),
    pytest.param("targeting", board_data("A . . 1 B", enemies={"1": {"icon": "cible-multiple", "movement": 1,
                                                                   "chosen_square": "C1"}}),
                 "enemies[0].chosen_square", MULTIPLE, id="a square where it hits fewer heroes"),
    pytest.param("targeting", board_data("A 1 . B", {"A": {"threat": 3}, "B": {"threat": 3}},
                                         {"1": {"chosen_target": "Chloé"}}), "enemies[0].chosen_target", SWORDS,
                 id="a hero not on the board"),
    # A reach: a range N (« Nombre de cases qui vous sépare ») or squares drawn from the one who acts.
    pytest.param("targeting", board_data("1 A", enemies={"1": {"reach": {}}}), "enemies[0].reach", SQUARES_BETWEEN,
                 id="an empty reach"),
    pytest.param("targeting", board_data("1 A", enemies={"1": {"reach": {"range": 1, "offsets": [[0, 1]]}}}),
                 "enemies[0].reach", SQUARES_BETWEEN, id="a range and drawn squares"),
    pytest.param("targeting", board_data("1 A", enemies={"1": {"reach": {"offsets": [[0, 0]]}}}),
                 "enemies[0].reach.offsets[0]", BLACK_SQUARE, id="a drawn square on the enemy"),
    pytest.param("targeting", board_data("1 A", enemies={"1": {"reach": {"offsets": [[0]]}}}),
                 "enemies[0].reach.offsets[0]", BLACK_SQUARE, id="a drawn square that is no pair"),
    # « le héros défausse les cartes qu'il a en main et meurt »
    pytest.param("hero-movement", movement_data("†A .", moves=1), "hero", DEAD_HERO, id="a dead hero"),
    # « Un héros peut jouer et résoudre l'effet d'une (ou plusieurs) carte […] OU défausser […] pour effectuer 1
    # déplacement »
    pytest.param("hero-movement", movement_data("A ."), "moves", PLAY_OR_DISCARD, id="a card without its value"),
    pytest.param("hero-movement", movement_data("A .", source="defausse", moves=2), "moves", PLAY_OR_DISCARD,
                 id="a value for the discard's move"),
    pytest.param("hero-movement", movement_data("A .", moves=1, discarded=2), "discarded", PLAY_OR_DISCARD,
                 id="cards discarded for a card's move"),
    pytest.param("hero-movement", movement_data("A .", moves=-1), "moves", PLAY_OR_DISCARD, id="a negative value"),
    # « il doit immédiatement et obligatoirement effectuer 1 déplacement »
    pytest.param("hero-movement", movement_data("A! .", source="infranchissable", moves=2), "moves", INFRANCHISSABLE,
                 id="a value for the forced move"),
    pytest.param("hero-movement", movement_data("A! .", moves=2), "source", INFRANCHISSABLE,
                 id="a hero who must leave its square first"),
    pytest.param("hero-movement", movement_data("A .", source="infranchissable"), "source", INFRANCHISSABLE,
                 id="a forced move on a free square"),
    # Substitution: « vous pouvez la placer dans vos blessures plutôt que de prendre la carte du dessus de votre deck »
    pytest.param("hero-damage", {"damage": 1, "deck": cards("A"), "hand": cards("H"), "substitute_with": ["H"]},
                 "substitute_with[0]", SUBSTITUTION, id="a hand card without Substitution"),
    pytest.param("hero-damage", {"damage": 0, "hand": cards("S", keyword="substitution"), "substitute_with": ["S"]},
                 "substitute_with", SUBSTITUTION, id="a Substitution card with no wound to take"),
    # Persistant: « Une carte persistante ne peut jamais arriver dans vos blessures »
    pytest.param("hero-damage", {"damage": 1, "hand": [{"name": "S", "keywords": ["substitution", "persistant"]}],
                                 "substitute_with": ["S"]}, "substitute_with[0]", PERSISTANT,
                 id="a Persistant Substitution card"),
    # « le dé jaune revient à sa valeur initiale »: never above it, never 0.
    pytest.param("enemy-damage", {"damage": 1, "yellow": 4, "yellow_max": 3, "red": 1}, "yellow", ENEMY_DICE,
                 id="a yellow die above its initial value"),
    pytest.param("enemy-damage", {"damage": 1, "yellow": 0, "yellow_max": 3, "red": 1}, "yellow", ENEMY_DICE,
                 id="a yellow die at 0"),
    # « Chaque boss est accompagné d'un deck de 7 cartes Action »
    pytest.param("boss-turn", {"action_cards_left": 8}, "action_cards_left", BOSS_DECK, id="an eighth Action card"),
    pytest.param("enemy-damage", {"damage": 1, "yellow": 1, "yellow_max": 1, "red": 2, "boss": True,
                                  "action_cards_left": 8}, "action_cards_left", BOSS_DECK,
                 id="an eighth Action card left to a boss hit"),
]


@pytest.mark.parametrize("slug, body, field, rule", REFUSALS)
def test_every_refusal_cites_the_passage_it_applies(slug, body, field, rule):
    problems = refusals(slug, body)
    assert field in {p.field for p in problems}, problems
    assert [p.rule for p in problems if p.field == field] == [rule]
    # Whatever else the body breaks cites a passage or an entry too (a board's shape, a square off the board, cites
    # no rule at all).
    for problem in problems:
        assert problem.rule is None or is_passage_or_entry(problem.rule), problem


# A field's declaration cites the line its bounds come from; the three fields that choose between several passages
# (the icon: « cible unique » or « cible multiple »; where a hero's move comes from: a card, discarding, an
# Infranchissable; the six difficulties of the table) keep the section, which holds the choice.
CHOICES = {("Enemy", "icon"): "veiel/ciblage-des-ennemis", ("HeroMovementInput", "source"): "veiel/phase-d-action-des-heros",
           ("SetupInput", "difficulty"): TABLE}


def test_every_field_declaration_cites_a_passage_or_an_entry_but_the_choices_between_passages():
    found = {}
    for cls in vars(model).values():
        if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)) or cls.__module__ != model.__name__:
            continue
        for field, _ in json_fields(cls):
            rule = bounds_of(field).rule
            if rule is None:
                continue
            assert rule in anchors(), (cls.__name__, field.name, rule)
            if (cls.__name__, field.name) in CHOICES:
                found[(cls.__name__, field.name)] = rule
            else:
                assert is_passage_or_entry(rule), (cls.__name__, field.name, rule)
    assert found == CHOICES


def test_each_encounter_of_the_set_up_cites_its_own_line_of_the_table():
    # « Pour une difficulté facile : 1er Affrontement : 2 Basique / 2ème : 1 Basique + 3 Intermédiaire / … »: each
    # encounter's step lands on the line that prints it, and that line prints the encounter the step gives.
    from rules.parsing import parse_file
    from rules.passages import passages_of

    book = parse_file(RULEBOOK)
    section = next(s for s in book.sections if s.slug == TABLE.split("/")[1])
    printed = {f"{TABLE}#{p.anchor}": p.text for p in passages_of(section.body, reserved=(section.slug,))}
    for difficulty in model.Difficulty:
        result = results("setup", {"difficulty": difficulty.value})
        # « Une partie (hors scénario) est la succession de 4 affrontements »
        assert result.steps[0].rule == "veiel/informations-generales#une-partie-hors-scenario-est-la"
        for step, label in zip(result.steps[1:], result.labels, strict=True):
            line = printed[step.rule]
            count = sorted(line.split(":")[-1].replace("+", " + ").split())
            # « 1 Boss + 1 Puissant + 1 Intermédiaire » is printed in another order than the label gives it.
            assert count == sorted(label.replace("+", " + ").split()), (difficulty, line, label)
        assert len({s.rule for s in result.steps[1:]}) == 4


# The page: a step's link and a refusal's link land on the sentence applied.
def test_the_targeting_page_links_each_step_and_refusal_to_its_passage(client, corpus):
    page = "/calculateurs/veiel/ciblage/"
    html = client.get(page + "?h=B4.m3.Aline&e=B1.d3.Goule").content.decode()
    # « Ennemi avec une icône à cible unique : attaque le héros le plus proche pour un minimum de déplacement. »
    assert 'href="/veiel/ciblage-des-ennemis/#ennemi-avec-une-icone-cible-unique"' in html
    assert 'href="/veiel/ciblage-des-ennemis/"' not in html
    # Aline (threat 4) and Bruno (1) both one move away: « La cible prioritaire est la cible avec le plus de
    # menace », so the judge's Bruno is refused, the link on that line.
    response = client.get(page + "?h=A1.m4.Aline&h=A5.m1.Bruno&e=A3.d1.cible-Bruno.Goule")
    assert response.status_code == 400
    assert 'href="/veiel/ciblage-des-ennemis/#utilisez-la-menace-pour-departager-en"' in response.content.decode()


@pytest.mark.parametrize("picture, moves, rule", [
    # « Un héros peut jouer et résoudre l'effet d'une (ou plusieurs) carte de sa main »: a card of no move.
    pytest.param("A .", 0, PLAY_OR_DISCARD, id="a card of no move"),
    # « Il est impossible de traverser les ennemis. »: hemmed in by enemies.
    pytest.param("A 1\n1 .", 2, HEROES_CROSS, id="a hero hemmed in by enemies"),
])
def test_a_hero_who_cannot_leave_its_square_is_told_why(picture, moves, rule):
    result = results("hero-movement", movement_data(picture, moves=moves))
    [nowhere] = [s for s in result.steps if s.text.startswith("Aucune case où s'arrêter")]
    assert nowhere.rule == rule
