"""Héliosthenos combat: each rule with the rulebook line it comes from (rules/sources/heliosthenos.md)."""
import pytest

from referee.engine.heliosthenos import CombatInput, Side, Terrain, resolve
from referee.engine.reading import read
from referee.engine.trace import EngineError, Flag, IllegalAction, InvalidInput


def built(data):
    """The input read from JSON, a card written as its bare strengths for short tables."""
    data = {k: [{"strengths": c} if isinstance(c, list) else c for c in v] if k in ("attackers", "defenders")
            and isinstance(v, list) else v for k, v in data.items()}
    return read(CombatInput, data)


def combat(**data):
    data.setdefault("terrain", "desert")
    return resolve(built(data))


def only_fight(result):
    (option,) = result.options
    (fight,) = option.fights
    return fight


# Source: Héliosthenos, « Combat » —
# « Par exemple, si la carte (7, 2, 4, 2, 3) attaque la carte (4, 4, 4, 4, 4) sur un désert. Le score de
#   combat sera de 3 en faveur de l'attaquant et le score total sera 0 (3-1+0-1-1). »
def test_worked_example_of_the_rulebook():
    result = combat(attackers=[[7, 2, 4, 2, 3]], defenders=[[4, 4, 4, 4, 4]], terrain="desert")
    fight = only_fight(result)
    assert (fight.milieu_score, fight.remaining_score, fight.total_score) == (3, -3, 0)
    assert fight.winner is None
    assert result.summary == ("(7,2,4,2,3) attaque (4,4,4,4,4) en désert : milieu +3, restant -3, total 0 — "
                              "égalité, non tranchée par la règle")


def test_a_tie_is_flagged_as_not_settled_by_the_rulebook():
    # « Le vainqueur est celui avec le plus grand score total. » — nothing about a tie.
    result = combat(attackers=[[7, 2, 4, 2, 3]], defenders=[[4, 4, 4, 4, 4]])
    silent = [s for s in result.steps if s.flag is Flag.SILENT]
    assert silent and "égalité" in silent[0].text and "ne tranche pas" in silent[0].text


# « Chaque colonne représente un type de terrain différent. On a dans l'ordre : désert, montagne,
#   marais, chaos, glace. »
@pytest.mark.parametrize("column, terrain", [(1, Terrain.DESERT), (2, Terrain.MONTAGNE), (3, Terrain.MARAIS),
                                             (4, Terrain.CHAOS), (5, Terrain.GLACE)])
def test_the_defenders_column_gives_the_terrain(column, terrain):
    result = resolve(built({"attackers": [[5] * 5], "defenders": [[5] * 5],
                            "square": {"row": 3, "column": column}}))
    assert result.terrain is terrain
    assert result.steps[0].rule == "heliosthenos/surface-de-jeu#le-but-du-jeu-est-de"


# « Le score restant est la somme des milieux dans lesquels on domine son adversaire moins la somme des
#   milieux dans lesquels on est dominé (sans tenir compte du milieu sur lequel se déroule le combat). »
@pytest.mark.parametrize("attacker, defender, terrain, remaining", [
    pytest.param([1, 10, 10, 10, 10], [10, 1, 1, 1, 1], "desert", 4, id="dominating every other milieu counts +4, whatever the margins"),
    pytest.param([10, 1, 1, 1, 1], [1, 10, 10, 10, 10], "desert", -4, id="dominated everywhere else counts -4"),
    pytest.param([5, 5, 5, 5, 9], [5, 5, 5, 5, 1], "glace", 0, id="the milieu of the fight is left out of the score restant"),
    pytest.param([6, 6, 5, 5, 5], [5, 5, 5, 5, 5], "chaos", 2, id="equal strengths count neither way"),
])
def test_score_restant_counts_milieux(attacker, defender, terrain, remaining):
    assert only_fight(combat(attackers=[attacker], defenders=[defender], terrain=terrain)).remaining_score == remaining


# « Le score total est le score de terrain plus le score restant. » / « Le vainqueur est celui avec le plus
#   grand score total. » / « Si le vaincu a un plus grand score de milieu, il peut fuir (s'éloigner d'une
#   case) » / « Dans le cas contraire le vainqueur peut choisir entre la faire prisonnière ou l'achever. »
@pytest.mark.parametrize("attacker, defender, winner, may_flee", [
    pytest.param([9, 6, 6, 6, 6], [5, 5, 5, 5, 5], Side.ATTACKER, False, id="an attacker ahead everywhere wins and the defender cannot flee"),
    pytest.param([4, 9, 9, 9, 9], [5, 5, 5, 5, 5], Side.ATTACKER, True, id="a defender beaten overall but stronger in the milieu may flee"),
    pytest.param([5, 4, 4, 4, 4], [5, 5, 5, 5, 5], Side.DEFENDER, False, id="an attacker level in the milieu but dominated elsewhere loses and cannot flee"),
    pytest.param([6, 1, 1, 1, 1], [5, 5, 5, 5, 5], Side.DEFENDER, True, id="an attacker stronger in the milieu but beaten overall may flee"),
    pytest.param([6, 5, 5, 5, 4], [5, 5, 5, 5, 5], None, False, id="a total of zero is a tie"),
    pytest.param([6, 5, 5, 5, 5], [5, 5, 5, 5, 5], Side.ATTACKER, False, id="a total of one is a win"),
])
def test_the_winner_and_the_fate_of_the_loser(attacker, defender, winner, may_flee):
    result = combat(attackers=[attacker], defenders=[defender])
    fight = only_fight(result)
    assert fight.winner is winner
    assert fight.loser_may_flee is may_flee
    if winner is not None:
        choice = [s for s in result.steps if s.flag is Flag.CHOICE][0].text
        assert ("peut fuir" in choice) is may_flee
        assert ("prisonnier ou l'achever" in choice) is (not may_flee)


# « Si 2 créatures attaquent une seule, c'est le défenseur qui a un malus de 1 à tous les milieux et
#   l'attaquant qui choisit la créature qui va se battre. »
def test_two_attackers_give_the_defender_minus_one_and_the_attacker_picks():
    result = combat(attackers=[[5] * 5, [6, 1, 1, 1, 1]], defenders=[[5] * 5])
    assert (result.attacker_malus, result.defender_malus) == (0, 1)
    assert [o.chooser for o in result.options] == [Side.ATTACKER, Side.ATTACKER]
    first, second = (o.fights[0] for o in result.options)
    assert first.defender_strengths == (4, 4, 4, 4, 4)
    assert (first.total_score, first.winner) == (5, Side.ATTACKER)
    assert (second.milieu_score, second.remaining_score) == (2, -4)
    chosen = combat(attackers=[[5] * 5, [6, 1, 1, 1, 1]], defenders=[[5] * 5], attacker_choice=1)
    assert len(chosen.options) == 1 and chosen.options[0].fights[0].attacker == 1


# « Lorsqu'une case contenant 2 créatures est attaquée par une seule créature, l'attaquant a un malus de 1
#   à tous les milieux et le défenseur peut choisir quelle carte va se battre. Si le défenseur perd, la
#   créature que s'est battue devient blessée. L'attaquant doit attaquer une deuxième fois (au tour suivant)
#   pour battre la deuxième carte et prendre possession de cette case. »
def test_one_attacker_against_a_square_of_two_wounds_the_loser():
    result = combat(attackers=[[9] * 5], defenders=[[2] * 5, [3] * 5], defender_choice=0)
    assert result.attacker_malus == 1
    fight = only_fight(result)
    assert fight.attacker_strengths == (8,) * 5 and fight.winner is Side.ATTACKER
    texts = " ".join(s.text for s in result.steps)
    assert "devient blessée" in texts and "deuxième fois" in texts
    assert "prisonnier ou l'achever" not in texts


# « (Si c'est un territoire ennemi qui est attaqué, le blessé peut être soigné à chaque tour et la seule
#   façon de prendre le terrain est d'attaquer avec 2 créatures) »
def test_on_the_defenders_territory_only_two_attackers_can_take_the_square():
    result = combat(attackers=[[9] * 5], defenders=[[2] * 5, [3] * 5], defender_choice=1, defender_territory=True)
    assert any("attaquer avec 2 créatures" in s.text for s in result.steps)


def test_the_defender_choice_is_shown_as_both_branches_when_not_given():
    result = combat(attackers=[[6] * 5], defenders=[[2] * 5, [9] * 5])
    assert [o.fights[0].winner for o in result.options] == [Side.ATTACKER, Side.DEFENDER]
    assert all(o.chooser is Side.DEFENDER for o in result.options)


# « Si 2 créatures attaquent 2 autres créatures sur une même case, c'est le défenseur qui choisit quelle
#   créature va prendre quelle créature. »
def test_two_against_two_the_defender_pairs_them_without_malus():
    result = combat(attackers=[[6] * 5, [2] * 5], defenders=[[5] * 5, [3] * 5])
    assert (result.attacker_malus, result.defender_malus) == (0, 0)
    assert len(result.options) == 2 and all(len(o.fights) == 2 for o in result.options)
    paired = combat(attackers=[[6] * 5, [2] * 5], defenders=[[5] * 5, [3] * 5], pairing=[1, 0])
    assert [(f.attacker, f.defender) for f in paired.options[0].fights] == [(0, 1), (1, 0)]
    assert any(s.flag is Flag.SILENT and "deux contre deux" in s.text for s in paired.steps)


# « Si une case contenant une carte active et un prisonnier ou un blessé est attaquée et que le défenseur
#   doit battre en retraite, l'attaquant prend possession du prisonnier/blessé. Si le défenseur est fait
#   prisonnier, l'autre prisonnier/blessé « meurt » lors de l'attaque et est enlevé de la surface de jeu »
# « Un prisonnier repris à l'adversaire devient donc un blessé. »
@pytest.mark.parametrize("attacker, occupant, expected", [
    pytest.param([4, 9, 9, 9, 9], "prisonnier", "devient un blessé de l'attaquant", id="a retreating defender leaves its prisoner, who becomes wounded again"),
    pytest.param([4, 9, 9, 9, 9], "blesse", "devient un prisonnier de l'attaquant", id="a retreating defender leaves its wounded card, taken prisoner"),
    pytest.param([9, 9, 9, 9, 9], "blesse", "« meurt »", id="a defender taken prisoner: the other card of the square dies"),
])
def test_what_happens_to_a_prisoner_or_wounded_card_on_the_square(attacker, occupant, expected):
    result = combat(attackers=[attacker], defenders=[[5] * 5], occupant=occupant)
    assert any(expected in s.text for s in result.steps)


@pytest.mark.parametrize("data, field", [
    pytest.param({"attackers": [[0, 2, 3, 4, 5]], "defenders": [[5] * 5]}, "attackers[0].strengths[0]", id="a strength of 0"),
    pytest.param({"attackers": [[5] * 5], "defenders": [[11, 2, 3, 4, 5]]}, "defenders[0].strengths[0]", id="a strength of 11"),
    pytest.param({"attackers": [[5] * 4], "defenders": [[5] * 5]}, "attackers[0].strengths", id="four strengths"),
    pytest.param({"attackers": [[5] * 5], "defenders": [[5] * 5], "terrain": "foret"}, "terrain", id="an unknown terrain"),
    pytest.param({"attackers": [[5] * 5] * 3, "defenders": [[5] * 5]}, "attackers", id="three attackers"),
    pytest.param({"attackers": [[5] * 5], "defenders": [[5] * 5] * 2, "occupant": "prisonnier"}, "occupant", id="three cards on one square"),
    pytest.param({"attackers": [[5] * 5], "defenders": [[5] * 5], "square": {"row": 6, "column": 1}}, "square.row", id="a square off the board"),
    pytest.param({"attackers": [[5] * 5], "defenders": [[5] * 5], "square": {"row": 1, "column": 2}, "terrain": "glace"}, "terrain", id="a terrain that contradicts the column"),
    pytest.param({"attackers": [[5] * 5], "defenders": [[5] * 5], "attacker_choice": 1}, "attacker_choice", id="a choice of a card that does not exist"),
])
def test_bad_input_names_the_field_and_the_rule(data, field):
    if "square" not in data:
        data.setdefault("terrain", "desert")
    with pytest.raises(EngineError) as error:
        resolve(built(data))
    assert error.value.field == field
    assert error.value.rule.startswith("heliosthenos/")


def test_a_body_of_the_wrong_shape_names_each_faulty_field_at_once():
    with pytest.raises(InvalidInput) as error:
        built({"attackers": "x", "defenders": [[5, 5, 5, 5, 12]], "terrain": "foret", "couleur": "rouge"})
    assert [p.field for p in error.value.problems] == ["couleur", "attackers", "defenders[0].strengths[4]", "terrain"]


def test_every_refusal_of_the_rules_is_reported_at_once():
    # « Il peut y avoir maximum 2 cartes par case. » and « Chaque colonne représente un type de terrain ».
    with pytest.raises(IllegalAction) as error:
        resolve(built({"attackers": [[5] * 5], "defenders": [[5] * 5] * 2, "occupant": "blesse",
                       "square": {"row": 1, "column": 2}, "terrain": "glace"}))
    assert [(p.field, p.rule) for p in error.value.problems] == [
        ("terrain", "heliosthenos/surface-de-jeu#le-but-du-jeu-est-de"),
        ("occupant", "heliosthenos/jeu#il-peut-avoir-maximum-cartes-par")]


# « Si le vaincu a un plus grand score de milieu, il peut fuir » and, at one against two, « Si le défenseur
#   perd, la créature que s'est battue devient blessée »: the book does not say which one wins.
def test_a_beaten_outnumbered_defender_with_the_greater_milieu_score_is_an_open_point():
    result = combat(attackers=[[3, 9, 9, 9, 9]], defenders=[[5, 1, 1, 1, 1], [1] * 5], defender_choice=0)
    fight = only_fight(result)
    assert fight.winner is Side.ATTACKER and fight.loser_may_flee
    open_points = [s.text for s in result.steps if s.flag is Flag.SILENT]
    assert any("ne dit pas laquelle l'emporte" in t and "fuir" in t and "blessé" in t for t in open_points)
    assert "non tranché" in result.summary


def test_every_step_cites_a_rule():
    cases = [
        {"attackers": [[7, 2, 4, 2, 3]], "defenders": [[4] * 5]},
        {"attackers": [[5] * 5, [6] * 5], "defenders": [[5] * 5]},
        {"attackers": [[5] * 5], "defenders": [[5] * 5, [1] * 5]},
        {"attackers": [[5] * 5, [6] * 5], "defenders": [[5] * 5, [2] * 5]},
        {"attackers": [[9] * 5], "defenders": [[5] * 5], "occupant": "blesse"},
    ]
    for data in cases:
        for step in combat(**data).steps:
            assert step.rule.startswith("heliosthenos/"), step
            # Each step cites the one sentence it applies, not its section.
            assert "#" in step.rule, step


# « Le vainqueur est celui avec le plus grand score total. » / « Si le vaincu a un plus grand score de milieu, il
#   peut fuir » / « Dans le cas contraire le vainqueur peut choisir entre la faire prisonnière ou l'achever. »
@pytest.mark.parametrize("attacker, rules", [
    pytest.param([9, 6, 6, 6, 6], ["heliosthenos/combat#le-vainqueur-est-celui-avec-le",
                                   "heliosthenos/combat#dans-le-cas-contraire-le-vainqueur"], id="prisoner or finish"),
    pytest.param([4, 9, 9, 9, 9], ["heliosthenos/combat#le-vainqueur-est-celui-avec-le",
                                   "heliosthenos/combat#si-le-vaincu-un-plus-grand"], id="flight"),
])
def test_the_winner_and_the_losers_fate_cite_their_own_sentences(attacker, rules):
    result = combat(attackers=[attacker], defenders=[[5] * 5])
    cited = [s.rule for s in result.steps]
    assert cited[:4] == ["heliosthenos/combat#la-case-sur-laquelle-se-passe", "heliosthenos/combat#score-de-milieu",
                         "heliosthenos/combat#score-restant", "heliosthenos/combat#score-total"]
    assert all(rule in cited for rule in rules)
