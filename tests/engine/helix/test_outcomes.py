"""After the blows: the stack, loot and experience, the Forteresse, the dice, the final state."""
from __future__ import annotations

import pytest

from referee.engine.helix import Ability, Parity, Side, Stance, Victory, Zone, rules
from referee.engine.trace import InvalidInput

from .builders import card, cited, destroyed, flagged, of, phase, player, refusals, run, shot, spell

G = "helix/glossaire/"


def modification(player_: str, target: str, **change) -> dict:
    return {"player": player_, "name": "Potion", "kind": "modification", "target": target, **change}


# --- The stack: « les effets sont résolus du dernier au premier » ---------------------------------

HEAL_THEN_HIT = phase([card("a", 2, 3)], [], [("a", "forteresse")],
                      [modification("attaquant", "a", health=3), spell("defenseur", "a", 4)])
HIT_THEN_HEAL = phase([card("a", 2, 3)], [], [("a", "forteresse")],
                      [spell("defenseur", "a", 4), modification("attaquant", "a", health=3)])


def test_the_last_spell_played_resolves_first():
    # « Ils sont alors résolus du dernier au premier (principe de Pile) »
    result = run(HEAL_THEN_HIT)
    assert [s.response for s in result.stack] == [1, 0]
    assert destroyed(result) == {"a"}
    assert [s.resolved for s in result.stack] == [True, False]  # the potion finds no target
    assert flagged(result) == [rules.REACT_AND_STACK]
    assert result.fortress_hits == ()


def test_a_heal_played_last_resolves_before_the_damage():
    result = run(HIT_THEN_HEAL)
    assert of(result, "a").health == 2
    assert [(h.drb_before, h.drb_after) for h in result.fortress_hits] == [(20, 18)]


STACK = [
    pytest.param(phase([card("a", 2, 3)], [card("d", 0, 4)], [("a", "d")],
                       [modification("attaquant", "a", damage=2)]),
                 {"d"}, id="a DGT gain played before combat damage counts in the combat"),
    pytest.param(phase([card("a", 3, 3)], [card("d", 3, 3)], [("a", "forteresse", "d")],
                       [modification("attaquant", "a", grants=["initiative"])]),
                 {"d"}, id="an Initiative granted in response makes its creature strike first"),
    pytest.param(phase([card("a", 2, 3)], [card("d", 0, 4, loot={"xp": 2, "hlx": 1})], [("a", "forteresse")],
                       [{"player": "attaquant", "name": "Exécution", "kind": "destruction", "target": "d"}]),
                 {"d"}, id="a destruction effect destroys its target"),
    pytest.param(phase([card("a", 2, 3)], [card("d", 0, 4, "immortel")], [("a", "forteresse")],
                       [{"player": "attaquant", "name": "Exécution", "kind": "destruction", "target": "d"}]),
                 set(), id="a destruction effect does not destroy an Immortel creature"),
]


@pytest.mark.parametrize("data, gone", STACK)
def test_a_spell_or_power_changes_the_combat(data, gone):
    assert destroyed(run(data)) == gone


def test_a_ranged_defender_inclines_after_its_shot_flagged():
    data = phase([card("a", 2, 5)], [card("p", 2, 3, combat_skill="portee")], [("a", "forteresse")], [shot("p", "a")])
    result = run(data)
    assert of(result, "a").health == 3
    assert of(result, "p").stance is Stance.INCLINE
    assert G + "incline" in flagged(result)


def test_a_hidden_attacker_targeted_during_its_first_attack_is_flagged():
    data = phase([card("a", 2, 5, "dissimulation")], [], [("a", "forteresse")], [spell("defenseur", "a", 2)])
    result = run(data)
    assert of(result, "a").health == 3
    assert G + "dissimulation" in flagged(result)


def test_loot_from_a_creature_destroyed_by_its_own_controller_is_flagged():
    data = phase([card("a", 2, 2, loot={"xp": 1, "hlx": 1})], [], [("a", "forteresse")], [spell("attaquant", "a", 2)])
    result = run(data)
    assert player(result, Side.DEFENSEUR).xp_gained == 1
    assert rules.XP_FROM_ENEMIES in flagged(result)  # « récupérés sur les créatures adverses détruites »


# --- Loot and experience --------------------------------------------------------------------------
# « Butin récupéré à la destruction de la créature »; TABLE D'EXPIÉRIENCE: « vous devez accumuler
# 12 Points d'Expérience (XP), récupérés sur les créatures adverses détruites. … Quand il atteint
# 24 Points d'Expérience, vous gagnez la partie ! NB : Les Créatures Tokens ne rapportent pas de
# Points d'Expérience »

def kill(loot: dict, xp: int = 0, level: int = 1, **fields) -> dict:
    return phase([card("a", 3, 9)], [card("d", 0, 2, loot=loot, **fields)], [("a", "d")],
                 attacker_warlord={"xp": xp, "level": level})


LOOT = [
    pytest.param(kill({"xp": 4, "hlx": 3}), (4, 3, 4, 1, None), id="the loot of a destroyed creature goes to its opponent"),
    pytest.param(kill({"xp": 2, "hlx": 1}, token=True), (0, 1, 0, 1, None), id="a token gives its HLX but no XP"),
    pytest.param(kill({"xp": 2, "hlx": 1}, kind="objet"), (0, 0, 0, 1, None), id="a broken object gives no loot"),
    pytest.param(kill({"xp": 2}, xp=9), (2, 0, 11, 1, None), id="a warlord at 11 XP stays at level 1"),
    pytest.param(kill({"xp": 2}, xp=10), (2, 0, 12, 2, None), id="a warlord reaching 12 XP evolves to level 2"),
    pytest.param(kill({"xp": 2}, xp=21, level=2), (2, 0, 23, 2, None), id="23 XP does not win the game"),
    pytest.param(kill({"xp": 2}, xp=22, level=2), (2, 0, 24, 2, Victory.EXPERIENCE), id="24 XP wins the game"),
]


@pytest.mark.parametrize("data, expected", LOOT)
def test_loot_and_experience(data, expected):
    result = run(data)
    attacker = player(result, Side.ATTAQUANT)
    assert (attacker.xp_gained, attacker.hlx_gained, attacker.warlord_xp, attacker.warlord_level,
            result.victory) == expected
    assert result.winner is (Side.ATTAQUANT if expected[-1] else None)


def test_evolving_and_winning_cite_the_warlord_and_experience_rules():
    assert rules.WARLORD_LEVEL_2 in cited(run(LOOT[4].values[0]))
    won = run(LOOT[6].values[0])
    assert rules.XP_VICTORY in cited(won) and "victoire de l'attaquant (24 XP)" in won.summary


def test_a_victory_ends_the_phase_at_once():
    data = phase([card("a", 3, 9), card("b", 4, 4)], [card("d", 0, 2, loot={"xp": 2})],
                 [("a", "d"), ("b", "forteresse")], attacker_warlord={"xp": 22, "level": 2})
    result = run(data)
    assert result.victory is Victory.EXPERIENCE
    assert len(result.combats) == 1 and result.fortress_hits == ()


# --- The Forteresse: « en terminant toujours par les dégâts infligés à la Forteresse » -------------

FORTRESS = [
    pytest.param(phase([card("a", 3, 3)], [], [("a", "forteresse")], fortress=4), (1, None),
                 id="a Forteresse left with 1 DRB stands"),
    pytest.param(phase([card("a", 3, 3)], [], [("a", "forteresse")], fortress=3), (0, Victory.FORTERESSE),
                 id="a Forteresse at 0 DRB loses the game"),
    pytest.param(phase([card("a", 3, 3), card("b", 3, 3)], [], [("a", "forteresse"), ("b", "forteresse")], fortress=5),
                 (0, Victory.FORTERESSE), id="damage from several attackers adds up on the Forteresse"),
    pytest.param(phase([card("a", 3, 3)], [card("d", 1, 5)], [("a", "forteresse", "d")], fortress=3), (3, None),
                 id="a blocked attacker does not hit the Forteresse"),
    pytest.param(phase([card("a", 3, 3)], [], [("a", "forteresse")], [spell("defenseur", "a", 3)], fortress=3),
                 (3, None), id="an attacker destroyed by the stack does not hit the Forteresse"),
]


@pytest.mark.parametrize("data, expected", FORTRESS)
def test_the_forteresse(data, expected):
    result = run(data)
    assert (player(result, Side.DEFENSEUR).fortress, result.victory) == expected
    assert result.winner is (Side.ATTAQUANT if expected[1] else None)


def test_the_forteresse_is_hit_after_every_combat_even_when_declared_first():
    data = phase([card("a", 3, 3), card("b", 2, 3)], [card("d", 1, 2)], [("a", "forteresse"), ("b", "d")])
    result = run(data)
    texts = [s.text for s in result.steps]
    fortress_step = next(i for i, t in enumerate(texts) if "La Forteresse du défenseur subit" in t)
    combat_step = next(i for i, t in enumerate(texts) if t.startswith("D subit"))
    assert combat_step < fortress_step
    assert result.steps[fortress_step].rule == rules.DRB
    assert of(result, "a").stance is Stance.INCLINE  # inclined after its damage, not before


# --- Dice: « Esquive : … Pair : Ne subit pas les DGT - Impair : Subit les DGT »; « Brouillard : …
# (Pair : Dégats | Impair : pas de Dégats) » -------------------------------------------------------

DICE = [
    pytest.param(phase([card("a", 3, 3)], [card("d", 1, 3, "esquive", rolls=[4])], [("a", "d")]), 3,
                 id="Esquive on an even roll takes no damage"),
    pytest.param(phase([card("a", 3, 3)], [card("d", 1, 3, "esquive", rolls=[3])], [("a", "d")]), 0,
                 id="Esquive on an odd roll takes the damage"),
    pytest.param(phase([card("a", 1, 3)], [card("d", 1, 3, "esquive")], [("a", "forteresse")],
                       [spell("attaquant", "d", 2)]), 1,
                 id="Esquive does not roll against a spell"),
    pytest.param(phase([card("a", 3, 3, "brouillard", rolls=[2])], [card("d", 1, 3)], [("a", "d")]), 0,
                 id="a creature in Brouillard deals its damage on an even roll"),
    pytest.param(phase([card("a", 3, 3, "brouillard", rolls=[5])], [card("d", 1, 3)], [("a", "d")]), 3,
                 id="a creature in Brouillard deals no damage on an odd roll"),
]


@pytest.mark.parametrize("data, d_health", DICE)
def test_dice_given_as_input(data, d_health):
    result = run(data)
    assert of(result, "d").health == d_health
    assert result.branches == () and result.pending_roll is None


def test_one_esquive_roll_covers_every_blow_of_one_attack():
    data = phase([card("a", 2, 3, "esquive", rolls=[6])], [card("d", 2, 3), card("e", 2, 3)],
                 [("a", "forteresse", "d", "e")])
    assert of(run(data), "a").health == 3


MISSING_ROLL = phase([card("a", 3, 3)], [card("d", 1, 3, "esquive")], [("a", "d")])


def test_a_missing_roll_shows_both_outcomes():
    result = run(MISSING_ROLL)
    assert (result.pending_roll.card, result.pending_roll.ability) == ("d", Ability.ESQUIVE)
    even, odd = result.branches
    assert (even.parity, odd.parity) == (Parity.PAIR, Parity.IMPAIR)
    assert destroyed(even.result) == set() and destroyed(odd.result) == {"d"}
    # What is certain stops before the combat that needs the die.
    assert result.combats == () and not any(c.destroyed for c in result.cards)
    assert result.steps[-1].rule == G + "esquive"
    assert "pair" in result.summary and "impair" in result.summary


def test_too_many_missing_rolls_ask_for_the_rolls():
    attackers = [card(f"a{i}", 3, 3) for i in range(4)]
    defenders = [card(f"d{i}", 1, 3, "esquive") for i in range(4)]
    data = phase(attackers, defenders, [(f"a{i}", f"d{i}") for i in range(4)])
    with pytest.raises(InvalidInput) as error:
        run(data)
    assert error.value.field.startswith("defending_player.cards[") and error.value.field.endswith("].rolls")


# --- The final state of the cards --------------------------------------------------------------------

def test_fighters_incline_and_contact_creatures_stand_in_the_attack_zone():
    # Incliné: « Après un combat, les créatures terminent le tour inclinées »
    data = phase([card("a", 1, 5)], [card("d", 1, 5), card("t", 1, 5)], [("a", "t", "d")])
    result = run(data)
    assert [(of(result, c).stance, of(result, c).zone) for c in ("a", "d", "t")] == [
        (Stance.INCLINE, Zone.ATTAQUE), (Stance.INCLINE, Zone.ATTAQUE), (Stance.DRESSE, Zone.DEFENSE)]


def test_the_target_of_an_unblocked_attack_inclines_flagged():
    result = run(phase([card("a", 1, 5)], [card("t", 1, 5)], [("a", "t")]))
    assert of(result, "t").stance is Stance.INCLINE
    assert G + "incline" in flagged(result)


def test_an_inflexible_creature_does_not_incline():
    # Inflexible: « La créature ayant la capacité Inflexible ne s'incline jamais »
    result = run(phase([card("a", 1, 5, "inflexible")], [card("d", 1, 5)], [("a", "forteresse", "d")]))
    assert of(result, "a").stance is Stance.DRESSE
    assert G + "inflexible" in cited(result)


def test_a_phase_without_attack_says_so():
    result = run(phase([card("a")], [card("d")]))
    assert result.combats == () and "aucune attaque" in result.summary.lower()
    assert result.steps[0].rule == rules.DECLARE_ATTACK


SCENARIOS = [HEAL_THEN_HIT, HIT_THEN_HEAL, MISSING_ROLL] + [
    case.values[0] for table in (STACK, LOOT, FORTRESS, DICE) for case in table]


# --- The French of a card's fate: agreed with the gender of its name, or « la carte X » -----------

@pytest.mark.parametrize("gender, name, said", [
    pytest.param("m", "Loup", "Loup n'a plus de PDV : il est détruit.", id="a masculine name"),
    pytest.param("f", "Harpie", "Harpie n'a plus de PDV : elle est détruite.", id="a feminine name"),
    pytest.param(None, "Loup", "La carte Loup n'a plus de PDV : elle est détruite.", id="no gender given"),
])
def test_a_destroyed_card_is_spoken_of_in_agreement(gender, name, said):
    defender = card("d", 0, 2, name=name, **({"gender": gender} if gender else {}))
    result = run(phase([card("a", 3, 9)], [defender], [("a", "d")]))
    assert said in [s.text for s in result.steps]
    assert f"destruction {'d' if name[0] in 'AEIOUH' else 'de '}" in result.summary


def test_an_inclined_card_is_refused_in_agreement():
    # « Seules les créatures dressées sont en capacité d'attaquer ou de défendre »
    messages = [p.message for p in refusals(phase([card("a", stance="incline", name="Ours", gender="m")], [],
                                                  [("a", "forteresse")]))]
    assert messages == ["Ours est incliné : seules les créatures dressées attaquent."]
