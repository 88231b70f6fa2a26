"""Bad input: every error names the faulty field; nothing crashes with anything but an EngineError.

A body off the declared shape (a wrong type, a bound) is refused by the shared reader as « invalid »,
every error at once; a value no game state has (an unknown card id, two cards with one id) is one of
the problems ``check`` lists, « illegal », with the rules' refusals.
"""
from __future__ import annotations

import copy

import pytest

from referee.engine.helix import ABILITIES, Ability, CombatPhase, check, resolve, rules
from referee.engine.reading import read
from referee.engine.trace import Ambiguous, EngineError, IllegalAction, InvalidInput, as_data

from .builders import card, phase, refusals, run, shot, spell

VALID = phase(
    [card("a", 3, 4, "initiative", loot={"xp": 2, "hlx": 1}, rolls=[2]),
     card("b", 2, 2, combat_skill="portee", zone="attaque", resistances=[{"damage_type": "mag", "amount": 1}])],
    [card("d", 1, 3, "esquive", rolls=[1]), card("e", 2, 5, zone="attaque")],
    [{"attacker": "a", "target": "forteresse", "blockers": ["d"], "split": [3]}, ("b", "e")],
    [spell("defenseur", "a", 1, damage_type="mag"), {"player": "attaquant", "kind": "modification", "target": "b",
                                                       "damage": 1, "grants": ["vol-de-vie"]}],
    defender_warlord={"xp": 4, "level": 1, "damage": 2, "combat_skill": "portee"})

SCENARIOS = [VALID]


def edit(path: list, value, base=VALID) -> dict:
    data = copy.deepcopy(base)
    node = data
    for key in path[:-1]:
        node = node[key]
    if value is DELETE:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return data


DELETE = object()

SHAPE = "invalid"
VALUE = "illegal"

INVALID = [
    pytest.param(edit(["cycle"], DELETE), "cycle", SHAPE, id="a missing cycle"),
    pytest.param(edit(["cycle"], "2"), "cycle", SHAPE, id="a cycle given as text"),
    pytest.param(edit(["cycle"], 0), "cycle", SHAPE, id="a cycle below 1"),
    pytest.param(edit(["attacking_player", "cards", 0, "damage"], True), "attacking_player.cards[0].damage", SHAPE,
                 id="a DGT given as a boolean"),
    pytest.param(edit(["attacking_player", "cards", 0, "damage"], -1), "attacking_player.cards[0].damage", SHAPE,
                 id="a negative DGT"),
    pytest.param(edit(["defending_player", "cards", 1, "health"], 0), "defending_player.cards[1].health", VALUE,
                 id="a creature in play with no PDV"),
    pytest.param(edit(["defending_player", "cards", 0, "abilities"], ["volant"]),
                 "defending_player.cards[0].abilities[0]", SHAPE, id="an unknown ability"),
    pytest.param(edit(["defending_player", "cards", 0, "abilities"], ["resistance"]),
                 "defending_player.cards[0].abilities[0]", SHAPE, id="Résistance given without its type and amount"),
    pytest.param(edit(["defending_player", "cards", 0, "stance"], "couchee"), "defending_player.cards[0].stance",
                 SHAPE, id="an unknown stance"),
    pytest.param(edit(["defending_player", "cards", 0, "rolls"], [7]), "defending_player.cards[0].rolls[0]", SHAPE,
                 id="a die roll of 7"),
    pytest.param(edit(["defending_player", "cards", 0, "abilites"], []), "defending_player.cards[0].abilites", SHAPE,
                 id="a misspelt field"),
    pytest.param(edit(["defending_player", "cards", 0, "gender"], "n"), "defending_player.cards[0].gender", SHAPE,
                 id="a gender neither m nor f"),
    pytest.param(edit(["defending_player", "cards", 1, "id"], "d"), "defending_player.cards[1].id", VALUE,
                 id="two cards with the same id"),
    pytest.param(edit(["defending_player", "cards", 1, "id"], "forteresse"), "defending_player.cards[1].id", VALUE,
                 id="a card named like the Forteresse"),
    pytest.param(edit(["defending_player", "fortress"], 0), "defending_player.fortress", SHAPE,
                 id="a Forteresse already at 0 DRB"),
    pytest.param(edit(["defending_player", "warlord", "level"], 3), "defending_player.warlord.level", SHAPE,
                 id="a warlord at level 3"),
    pytest.param(edit(["defending_player", "warlord", "xp"], 24), "defending_player.warlord.xp", SHAPE,
                 id="a warlord whose 24 XP already won the game"),
    pytest.param(edit(["declarations", 0, "target"], "nobody"), "declarations[0].target", VALUE,
                 id="an unknown target"),
    pytest.param(edit(["declarations", 0, "blockers"], "d"), "declarations[0].blockers", SHAPE,
                 id="blockers not a list"),
    pytest.param(edit(["declarations", 0, "split"], [1, 2]), "declarations[0].split", VALUE,
                 id="a split with more amounts than blockers"),
    pytest.param(edit(["declarations"], {}), "declarations", SHAPE, id="declarations not a list"),
    pytest.param(edit(["responses", 0, "kind"], "soin"), "responses[0].kind", SHAPE,
                 id="an unknown kind of response"),
    pytest.param(edit(["responses", 0, "amount"], DELETE), "responses[0].amount", VALUE,
                 id="spell damage without amount"),
    pytest.param(edit(["responses", 0, "target"], "forteresse"), "responses[0].target", VALUE,
                 id="a spell on a Forteresse, not computed"),
    pytest.param(edit(["responses", 1, "player"], "arbitre"), "responses[1].player", SHAPE, id="an unknown player"),
    pytest.param(edit(["attacking_player", "cards", 0, "vengeance_target"], "b"),
                 "attacking_player.cards[0].vengeance_target", VALUE, id="Vengeance aimed at an ally"),
    # « Les Créatures Tokens qui sont mises en jeu sont limitées à 5 par Contrôleur. »
    pytest.param(edit(["attacking_player", "cards"], [card(f"t{i}", 1, 1, token=True) for i in range(6)]),
                 "attacking_player.cards[5].token", VALUE, id="a sixth token"),
    pytest.param(edit(["responses", 0, "source"], "d"), "responses[0].source", VALUE,
                 id="a field of another kind of effect"),
    pytest.param("not a phase", "", SHAPE, id="data that is not an object"),
]


@pytest.mark.parametrize("data, field, code", INVALID)
def test_invalid_input_names_its_field(data, field, code):
    with pytest.raises(EngineError) as error:
        run(data)
    assert field in [p.field for p in error.value.problems], error.value.problems
    assert error.value.code == code
    assert all(p.message.strip().endswith(".") for p in error.value.problems)


def test_every_shape_error_of_a_body_is_listed_at_once():
    data = edit(["cycle"], "2", edit(["defending_player", "cards", 0, "rolls"], [7]))
    with pytest.raises(InvalidInput) as error:
        read(CombatPhase, data)
    assert [p.field for p in error.value.problems] == ["cycle", "defending_player.cards[0].rolls[0]"]


def test_every_value_problem_is_listed_with_the_rules_refusals():
    data = edit(["declarations", 0, "target"], "nobody", edit(["defending_player", "cards", 1, "id"], "d"))
    # Card « e » renamed « d »: the second attack's target is unknown too.
    assert [p.field for p in refusals(data)] == ["defending_player.cards[1].id", "declarations[0].target",
                                                 "declarations[1].target"]


def test_five_tokens_a_controller_are_allowed():
    # « Les Créatures Tokens qui sont mises en jeu sont limitées à 5 par Contrôleur. »
    result = run(phase([card(f"t{i}", 1, 1, token=True) for i in range(5)], [], [("t0", "forteresse")]))
    assert result.fortress_hits[0].drb_after == 19


def test_an_unknown_vocabulary_value_lists_the_accepted_ones():
    with pytest.raises(InvalidInput) as error:
        run(edit(["defending_player", "cards", 0, "abilities"], ["volant"]))
    assert "« vol »" in error.value.message and "« bouclier-arcanique »" in error.value.message


def test_one_creature_blocking_two_attackers_is_ambiguous_not_guessed():
    # « Il peut bloquer une créature avec 2 ou plusieurs créatures »: nothing about one blocker on two.
    data = phase([card("a"), card("b")], [card("d", 1, 9)], [("a", "forteresse", "d"), ("b", "forteresse", "d")])
    with pytest.raises(Ambiguous) as error:
        run(data)
    assert (error.value.field, error.value.rule) == ("declarations[1].blockers[0]", rules.BLOCK)


def test_a_creature_cannot_block_and_shoot():
    data = phase([card("a", combat_skill="portee", zone="attaque")], [card("p", 1, 9, combat_skill="portee")],
                 [("a", "p", "p")], [shot("p", "a")])
    with pytest.raises(Ambiguous) as error:
        run(data)
    assert error.value.field == "responses[0].source"


def test_a_creature_defending_twice_is_checked_after_the_rules_refusals():
    # The rules' refusals come first, all at once; the ambiguity only on a phase they accept.
    data = phase([card("a"), card("b", stance="incline")], [card("d", 1, 9)],
                 [("a", "forteresse", "d"), ("b", "forteresse", "d")])
    with pytest.raises(IllegalAction) as error:
        run(data)
    assert [p.field for p in error.value.problems] == ["declarations[1].attacker"]


def test_a_split_that_does_not_total_the_attackers_damage_is_illegal():
    data = phase([card("a", 4, 9)], [card("d", 1, 3), card("e", 1, 3)],
                 [{"attacker": "a", "target": "forteresse", "blockers": ["d", "e"], "split": [1, 1]}])
    with pytest.raises(EngineError) as error:
        run(data)
    assert (error.value.field, error.value.code) == ("declarations[0].split", "illegal")


def _garbage_variants(value, path=()):
    """Every way to spoil one field of the valid phase."""
    for junk in (None, "x", -3, 7, True, [], {}, [{}], 1.5):
        yield path, junk
    if isinstance(value, dict):
        for key, sub in value.items():
            yield from _garbage_variants(sub, path + (key,))
    elif isinstance(value, list):
        for i, sub in enumerate(value):
            yield from _garbage_variants(sub, path + (i,))


def test_no_spoilt_field_crashes_with_anything_but_an_engine_error():
    checked = 0
    for path, junk in _garbage_variants(VALID):
        if not path:
            continue
        data = edit(list(path), junk)
        try:
            result = resolve(read(CombatPhase, data))
            as_data(result)
        except EngineError:
            pass
        checked += 1
    assert checked > 300


def test_the_valid_phase_resolves_and_serialises():
    phase_ = read(CombatPhase, VALID)
    assert list(check(phase_)) == []
    data = as_data(resolve(phase_))
    assert set(data) >= {"stack", "combats", "fortress_hits", "cards", "players", "winner", "steps", "summary"}


def test_abilities_lists_every_ability_with_its_french_name_and_glossary_entry():
    slugs = {a.slug for a in ABILITIES}
    assert slugs == {a.value for a in Ability} | {"resistance"}
    names = {a.slug: a.name for a in ABILITIES}
    assert names["bouclier-arcanique"] == "Bouclier Arcanique" and names["epines-volcaniques"] == "Épines Volcaniques"
    assert all(a.rule == f"helix/glossaire/{a.slug}" for a in ABILITIES)


def random_phase(rng) -> dict:
    """A small random table: legal or not, it must resolve or be refused with an EngineError."""
    slugs = [a.slug for a in ABILITIES if a.slug != "resistance"]

    def creature(prefix: str, i: int) -> dict:
        return card(f"{prefix}{i}", rng.randint(0, 4), rng.randint(1, 5), *rng.sample(slugs, rng.randint(0, 3)),
                    combat_skill=rng.choice(["contact", "portee"]), zone=rng.choice(["attaque", "defense"]),
                    stance=rng.choice(["dresse", "dresse", "incline"]), damage_type=rng.choice(["phy", "mag"]),
                    token=rng.random() < 0.1, kind=rng.choice(["creature"] * 5 + ["objet"]),
                    loot={"xp": rng.randint(0, 4), "hlx": rng.randint(0, 3)},
                    rolls=[rng.randint(1, 6) for _ in range(rng.randint(0, 2))])

    attackers = [creature("a", i) for i in range(rng.randint(1, 3))]
    defenders = [creature("d", i) for i in range(rng.randint(0, 3))]
    ids = [c["id"] for c in defenders]
    attacks = []
    for a in attackers:
        if rng.random() < 0.8:
            blockers = rng.sample(ids, rng.randint(0, min(2, len(ids))))
            attacks.append((a["id"], rng.choice(ids + ["forteresse"]), *blockers))
    everyone = [c["id"] for c in attackers + defenders]
    responses = [spell(rng.choice(["attaquant", "defenseur"]), rng.choice(everyone), rng.randint(0, 4))
                 for _ in range(rng.randint(0, 2))]
    return phase(attackers, defenders, attacks, responses, fortress=rng.randint(1, 8),
                 attacker_warlord={"xp": rng.randint(0, 23), "level": rng.choice([1, 2])},
                 defender_warlord={"xp": rng.randint(0, 23), "level": rng.choice([1, 2]), "damage": 2})


def test_random_tables_resolve_or_are_refused_with_an_engine_error():
    import random

    rng = random.Random(20240611)
    resolved = 0
    for _ in range(400):
        data = random_phase(rng)
        try:
            result = run(data)
        except EngineError:
            continue
        resolved += 1
        for leaf in _leaves(result):
            for outcome in leaf.cards:
                assert outcome.health >= 0
                assert not (outcome.destroyed and Ability.IMMORTEL in outcome.abilities)
            assert all(p.fortress >= 0 for p in leaf.players)
            assert (leaf.winner is None) == (leaf.victory is None)
            as_data(leaf)
    assert resolved > 50


def _leaves(result):
    if not result.branches:
        yield result
    for branch in result.branches:
        yield from _leaves(branch.result)
