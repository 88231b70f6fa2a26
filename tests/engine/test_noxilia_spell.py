"""Noxilia spells (referee.engine.noxilia.spell): an active spell cast or an attack declared, and the latent spells
they set off; each rule with the rulebook line it comes from, then the API and the page.

SpellSource: rules/sources/noxilia.md (« Noxilia : Règles du jeu », « Sorts », « Lancer un sort », « Combat »). The book
prints no spell card: the spells' values below are the tests' own.
"""
from __future__ import annotations

from http import HTTPStatus
from urllib.parse import urlencode

import pytest

from referee.calculators.noxilia_spell import CALCULATOR, EXAMPLE
from referee.engine.language import speaking
from referee.engine.noxilia import rules
from referee.engine.noxilia.spell import resolve_spell
from referee.engine.noxilia.spell_checks import check_spell
from referee.engine.noxilia.spell_model import SpellInput
from referee.engine.reading import read
from referee.engine.trace import Flag, IllegalAction, as_data
from rules.anchors import all_anchors
from tests.helpers import visible_text

ANCHORS = set(all_anchors())
MAGE = {"name": "Mage", "armor": 1, "life": 3}
GARDE = {"name": "Garde", "armor": 2, "life": 4}
CHEVALIER = {"name": "Chevalier", "melee": 5, "armor": 2, "life": 5}


def cast(spell=None, targets=None, caster=None, produces=("infernal",), **fields):
    """A spell body: a Mage casting an infernal spell of 4 damage on a Garde unless told otherwise."""
    source = {"unit": caster or MAGE, "produces": dict.fromkeys(produces, 1), **fields.pop("source", {})}
    return {"source": source, "spell": spell or {"name": "Boule de feu", "magic_type": "infernal", "damage": 4},
            "targets": targets or [{"unit": GARDE}], **fields}


def attack(latents, attacker=None, target=None, **fields):
    """A melee attack by the Chevalier on the Garde, with latent spells under the Garde."""
    return {"trigger": "attaque", "source": {"unit": attacker or CHEVALIER, **fields.pop("source", {})},
            "targets": [{"unit": target or GARDE, "latents": latents}], **fields}


def rule(data):
    result = resolve_spell(read(SpellInput, data))
    for step in result.steps:  # every step cites a passage or a glossary entry the corpus has
        assert step.rule in ANCHORS, step
        assert "#" in step.rule or "/glossaire/" in step.rule, step
    return result


def refusals(data):
    return {(p.field, p.rule) for p in check_spell(read(SpellInput, data))}


def unit(result, name):
    return next(u for u in as_data(result)["units"] if u["name"] == name)


def cited(result, anchor):
    return [s for s in result.steps if s.rule == anchor]


def silent(result, anchor=None):
    return [s for s in result.steps if s.flag is Flag.SILENT and (anchor is None or s.rule == anchor)]


# --- Étapes pour lancer un sort -------------------------------------------------------------------


def test_a_caster_without_sorcier_cannot_cast():
    # « seules les unités possédant la capacité Sorcier peuvent incanter des sorts. »
    assert ("source.sorcier", rules.SPELL_STEP_CASTER) in refusals(cast(source={"sorcier": False}))


def test_an_engaged_caster_cannot_engage_to_cast():
    # « Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée. »
    assert ("source.unit.engaged", rules.ENGAGED_ONCE) in refusals(cast(caster={**MAGE, "engaged": True}))


def test_the_caster_casts_only_the_colours_it_produces():
    # « Le lanceur ne peut lancer que des sorts dont la couleur correspond au mana qu'il produit. »
    assert ("source.produces", rules.SPELL_COLOUR) in refusals(cast(produces=("nature",)))
    with pytest.raises(IllegalAction) as refused:
        rule(cast(produces=("nature",)))
    assert "Nature" in refused.value.message and "infernal" in refused.value.message


def test_pure_mana_casts_any_spell():
    # Pure: « elle peut être utilisée pour lancer n'importe quel sort. »
    result = rule(cast(produces=("pure",)))
    assert cited(result, rules.PURE_MANA)


def test_step_one_engages_the_caster_and_step_six_discards_the_spell():
    # 1. « Engager un lanceur de sorts » ; 6. « La carte de sort est placée sur le dessus de son cimetière. »
    result = rule(cast())
    assert unit(result, "Mage")["engaged"] is True
    assert cited(result, rules.SPELL_STEP_CASTER) and cited(result, rules.SPELL_STEP_DISCARD)
    assert result.graveyard == ("Boule de feu",)
    assert result.resolved


def test_the_mana_is_taken_as_paid_by_the_mana_calculator():
    # 4. « Le joueur retire le mana flottant nécessaire au lancer du sort » — the mana calculator's ruling.
    assert cited(rule(cast()), rules.SPELL_STEP_SPEND)


def test_armor_absorbs_a_spells_magic_damage_through_the_attack_engine():
    # Armure: « L'armure absorbe également les dégâts magiques sauf si précisés dans le sort. »
    garde = unit(rule(cast()), "Garde")
    assert (garde["armor"], garde["life"]) == (0, 2)
    piercing = unit(rule(cast(spell={"magic_type": "infernal", "damage": 4, "ignores_armor": True})), "Garde")
    assert (piercing["armor"], piercing["life"], piercing["alive"]) == (2, 0, False)


def test_a_resistance_lowers_the_spells_damage():
    # Résistance [type] X: « réduit tous les dégâts d'un type spécifique de magie de X points. »
    target = {**GARDE, "type_resistances": {"infernal": 2}}
    garde = unit(rule(cast(targets=[{"unit": target}])), "Garde")
    assert (garde["armor"], garde["life"]) == (0, 4)


def test_a_droiture_unit_cannot_be_the_target_of_a_corruption_spell():
    # Droiture: « L'unité ne peut être la cible d'un sort ou d'une capacité impliquant la dépense de mana de corruption. »
    body = cast(spell={"magic_type": "corruption", "damage": 2}, produces=("corruption",),
                targets=[{"unit": GARDE, "droiture": True}])
    assert ("targets[0].droiture", rules.DROITURE) in refusals(body)
    assert not refusals(cast(targets=[{"unit": GARDE, "droiture": True}]))


def test_a_solide_enemy_is_not_engaged_by_the_spell_but_a_solide_ally_is():
    # Solide: « l'unité ne peut pas être engagée par un sort ou une capacité adverse. »
    spell = {"magic_type": "infernal", "engages": True}
    enemy = rule(cast(spell=spell, targets=[{"unit": {**GARDE, "solide": True}}]))
    assert unit(enemy, "Garde")["engaged"] is False and cited(enemy, rules.SOLIDE_SPELL)
    ally = rule(cast(spell=spell, targets=[{"unit": {**GARDE, "solide": True}, "camp": "allie"}]))
    assert unit(ally, "Garde")["engaged"] is True


def test_a_face_down_target_is_turned_face_up():
    # Brouillard de guerre: retournées « Si elles sont la cible d'une attaque, d'un sort, ou d'une capacité ».
    assert cited(rule(cast(targets=[{"unit": GARDE, "face_down": True}])), rules.FOG_TARGETED)


def test_a_zone_is_given_only_to_a_spell_that_targets_one():
    # Sorts actifs: « Ils peuvent cibler une unité, une zone, ou affecter l'ensemble du champ de bataille ».
    assert ("zone", rules.SPELL_ACTIVE) in refusals(cast(zone={"latents": []}))
    zone_spell = {"magic_type": "infernal", "damage": 1, "scope": "zone"}
    result = rule(cast(spell=zone_spell, zone={"latents": [{"condition": "sort", "name": "Piège", "hits": "source",
                                                            "damage": 1, "magic_type": "nature"}]}))
    assert result.latents[0].revealed and unit(result, "Mage")["life"] == 3  # armor 1 absorbed it


# --- Sorts latents ------------------------------------------------------------------------------


def test_a_latent_spell_goes_off_only_when_its_condition_is_met():
    # « Ils se déclenchent uniquement lorsque leur condition est remplie (ex. : l'unité est attaquée ou subit un
    # effet spécifique) »: a spell does not set off a latent spell waiting for an attack.
    result = rule(cast(targets=[{"unit": GARDE, "latents": [{"condition": "attaque", "armor_bonus": 3}]}]))
    assert not result.latents[0].revealed
    assert unit(result, "Garde")["life"] == 2


def test_a_latent_spell_goes_off_only_if_its_player_chooses():
    # « et si le joueur le choisit »: the player of the unit it lies under (placed under « une unité […] alliée »).
    result = rule(cast(targets=[{"unit": GARDE, "latents": [{"condition": "sort", "armor_bonus": 2, "reveal": False}]}]))
    assert not result.latents[0].revealed
    choice = [s for s in result.steps if s.flag is Flag.CHOICE]
    assert choice and choice[0].values["chosen"] == "laisser" and "son joueur" in choice[0].text


def test_revealing_a_latent_spell_costs_its_mana_value():
    # « Pour révéler un sort latent il faut payer sa valeur de mana pour le retourner. »
    result = rule(EXAMPLE)
    assert result.reveal_mana == 3
    assert [latent.order for latent in result.latents] == [1, 2]


def test_latent_spells_set_off_by_a_spell_resolve_before_its_effect_and_the_other_reading_is_given():
    # The book says it for an attack only (Combat 2: « avant que les dégâts ne soient infligés »).
    result = rule(EXAMPLE)
    garde = unit(result, "Garde")
    assert (garde["armor"], garde["life"]) == (0, 4)  # Bouclier runique's +2 armor took the Boule de feu
    flag = silent(result, rules.SPELL_LATENT)[0].text
    assert "Garde survit avec 2 points de vie, armure 2" in flag
    assert [s.label for s in result.stages] == ["Au départ", "Sort latent Bouclier runique", "Sort latent Ronces",
                                                "Boule de feu"]
    assert result.graveyard == ("Boule de feu", "Bouclier runique", "Ronces")


def test_an_attack_sets_off_the_targets_latent_spells_before_the_damage():
    # Combat 2: « si la cible est affectée par un sort latent déclenché par une attaque, ce sort est immédiatement
    # révélé et résolu avant que les dégâts ne soient infligés. »
    result = rule(attack([{"name": "Égide", "condition": "attaque", "armor_bonus": 3, "cost": 1}]))
    garde = unit(result, "Garde")
    assert (garde["armor"], garde["life"]) == (0, 4)  # 5 damage on armor 2 + 3
    assert [s.label for s in result.stages] == ["Au départ", "Sort latent Égide", "Attaque au corps à corps"]
    assert result.attack is not None and cited(result, rules.COMBAT_LATENTS)
    assert len(silent(result)) == 1  # only whether revealing it is casting a spell: Combat 2 decides the rest


def test_the_player_may_reveal_several_latent_spells_or_only_one():
    # Combat 2: « le joueur peut en révéler plusieurs, mais il peut choisir de n'en révéler qu'un seul. »
    latents = [{"name": "Égide", "condition": "attaque", "armor_bonus": 3},
               {"name": "Éclair", "condition": "attaque", "damage": 2, "magic_type": "lumiere", "reveal": False}]
    result = rule(attack(latents))
    assert [latent.revealed for latent in result.latents] == [True, False]
    assert unit(result, "Chevalier")["life"] == 5


def test_a_latent_spell_answering_another_is_the_choice_of_its_own_player():
    # « Certains sorts latents peuvent également se révéler en réaction à d'autres sorts latents. »
    result = rule(attack([{"name": "Égide", "condition": "attaque", "armor_bonus": 3}],
                         source={"latents": [{"name": "Dissipation", "condition": "sort-latent", "cancels": True}]}))
    egide, dissipation = result.latents[1], result.latents[0]
    assert dissipation.revealed and dissipation.set_off_by == "le sort latent Égide"
    assert egide.cancelled and unit(result, "Garde")["life"] == 1  # no +3 armor: 5 on armor 2
    # Whether the answer resolves before or after the latent spell it answers is not said: both readings.
    flag = silent(result, rules.SPELL_LATENT)[0].text
    assert "avant celui auquel il répond" in flag and "Garde survit avec 4 points de vie" in flag


def test_the_order_of_latent_spells_revealed_together_is_open_and_both_orders_are_computed():
    # « le joueur peut en révéler plusieurs »: in which order they resolve is not said. Here the attacker's answer
    # cancels whichever comes first.
    latents = [{"name": "Égide", "condition": "attaque", "armor_bonus": 3},
               {"name": "Éclair", "condition": "attaque", "damage": 3, "magic_type": "lumiere", "ignores_armor": True}]
    result = rule(attack(latents, source={"latents": [{"name": "Dissipation", "condition": "sort-latent",
                                                       "cancels": True}]}))
    assert unit(result, "Chevalier")["life"] == 2  # Égide cancelled, Éclair went through
    order = [s.text for s in silent(result) if "ordre" in s.text][0]
    assert "ordre inverse" in order and "Chevalier survit avec 5 points de vie" in order


def test_declining_every_latent_spell_set_off_by_an_attack_is_flagged_against_combat_2():
    # Combat 2 « ce sort est immédiatement révélé » against Sorts latents « si le joueur le choisit ».
    result = rule(attack([{"name": "Égide", "condition": "attaque", "armor_bonus": 3, "reveal": False}]))
    assert unit(result, "Garde")["life"] == 1
    flag = silent(result, rules.COMBAT_LATENTS)[0].text
    assert "Garde survit avec 4 points de vie" in flag


def test_a_latent_spell_that_cancels_the_attack_leaves_the_attacker_engaged():
    # Combat 1: « l'unité attaquante s'engage » — then the card's text: « Le texte indiqué sur les cartes remplace
    # les règles du jeu quand il y a contradiction. »
    result = rule(attack([{"name": "Contre", "condition": "attaque", "cancels": True}]))
    assert not result.resolved and result.attack is None
    assert unit(result, "Chevalier")["engaged"] is True and unit(result, "Garde")["life"] == 4


def test_an_attacker_killed_by_a_latent_spell_deals_no_damage():
    # Combat 4: « si la vie d'une unité tombe à zéro ou moins, elle est immédiatement détruite ».
    result = rule(attack([{"name": "Foudre", "condition": "attaque", "damage": 7, "magic_type": "lumiere"}]))
    assert unit(result, "Chevalier")["alive"] is False and unit(result, "Garde")["life"] == 4
    assert cited(result, rules.COMBAT_DESTROYED) and len(silent(result)) == 1  # « immédiatement détruite »: decided


def test_a_cancelled_spell_has_no_effect_and_its_mana_is_flagged():
    result = rule(cast(targets=[{"unit": GARDE, "latents": [{"condition": "sort", "cancels": True}]}]))
    assert not result.resolved and unit(result, "Garde")["life"] == 4
    assert "mana flottant" in silent(result, rules.SPELL_STEP_SPEND)[0].text
    assert result.graveyard[0] == "Boule de feu"


def test_a_spell_whose_caster_died_first_is_flagged():
    latent = {"condition": "sort", "damage": 5, "magic_type": "nature"}
    result = rule(cast(targets=[{"unit": GARDE, "latents": [latent]}]))
    assert unit(result, "Mage")["alive"] is False and unit(result, "Garde")["life"] == 2
    assert "Garde survit avec 4 points de vie" in silent(result, rules.SPELL_STEP_EFFECT)[0].text


def test_latent_spells_under_a_unit_that_dies_are_flagged():
    body = cast(spell={"magic_type": "infernal", "damage": 9},
                targets=[{"unit": GARDE, "latents": [{"condition": "sort-latent", "name": "Riposte"}]}])
    result = rule(body)
    assert unit(result, "Garde")["alive"] is False
    assert "Riposte" in silent(result, rules.GRAVEYARD)[0].text


def test_a_corruption_latent_spell_spares_a_droiture_unit():
    # Droiture: « ne peut être la cible d'un sort ou d'une capacité impliquant la dépense de mana de corruption ».
    latent = {"condition": "sort-latent", "damage": 3, "magic_type": "corruption", "hits": "source"}
    body = attack([{"name": "Égide", "condition": "attaque", "armor_bonus": 1}],
                  source={"latents": [latent]})
    body["targets"][0]["droiture"] = True
    result = rule(body)
    assert cited(result, rules.DROITURE) and unit(result, "Garde")["life"] == 2  # 5 on armor 2 + 1


# --- Refusals and bounds ---------------------------------------------------------------------------


def test_an_attack_targets_one_enemy_unit():
    # Combat 1: « l'unité attaquante s'engage et désigne une cible » ; « attaquer une unité ennemie ».
    two = attack([])
    two["targets"].append({"unit": GARDE})
    assert ("targets", rules.COMBAT_DECLARE) in refusals(two)
    ally = attack([])
    ally["targets"][0]["camp"] = "allie"
    assert ("targets[0].camp", rules.ATTACK_AN_ENEMY) in refusals(ally)


def test_the_attack_calculators_own_refusals_are_named_where_this_body_holds_the_units():
    engaged = attack([], attacker={**CHEVALIER, "engaged": True})
    assert any(field == "source.unit.engaged" for field, _rule in refusals(engaged))


def test_a_chain_of_latent_spells_is_bounded():
    latents = [{"condition": "sort-latent"}] * 3
    body = cast(targets=[{"unit": GARDE, "latents": latents}, {"unit": GARDE, "latents": latents}],
                source={"latents": latents})
    assert any(rule_ == rules.SPELL_LATENT for _field, rule_ in refusals(body))


def test_a_latent_spell_dealing_damage_names_its_mana_type():
    body = cast(targets=[{"unit": GARDE, "latents": [{"condition": "sort", "damage": 2}]}])
    assert ("targets[0].latents[0].magic_type", rules.SPELL_LATENT) in refusals(body)


# --- The API and the page ------------------------------------------------------------------------


def test_the_api_answers_and_refuses_naming_the_field(client, corpus):
    url = "/api/v1/calculators/noxilia/spell/"
    answer = client.post(url, EXAMPLE, content_type="application/json")
    assert answer.status_code == HTTPStatus.OK
    assert answer.json()["summary"].startswith("Le sort Boule de feu (sort infernal) de Mage sur Garde")
    bad = client.post(url, cast(source={"sorcier": False}), content_type="application/json")
    assert bad.status_code == HTTPStatus.BAD_REQUEST and "source.sorcier" in bad.json()["errors"]


def test_the_page_shows_the_units_after_each_step(client, corpus):
    page = client.get(f"{CALCULATOR.url}?{urlencode(CALCULATOR.form.query(EXAMPLE), doseq=True)}")
    text = visible_text(page.content.decode())
    assert page.status_code == HTTPStatus.OK
    assert "Les unités après chaque étape" in text and "Sort latent Bouclier runique" in text


def test_a_target_without_its_life_is_named_on_the_page(client, corpus):
    page = client.get(f"{CALCULATOR.url}?sort_magie=infernal&produit=infernal&l_vie=3&c1_armure=2")
    assert "Vie de la cible 1" in visible_text(page.content.decode())


def test_the_ruling_reads_in_english():
    with speaking("en"):
        result = rule(EXAMPLE)
    assert result.summary.startswith("The spell Boule de feu (an Infernal spell) by Mage on Garde")


def test_a_rampart_blocks_a_spells_line_of_range():
    # Rempart: « Les remparts bloquent la ligne de portée des sorts. De l'intérieur vers l'extérieur et de l'extérieur
    # vers l'intérieur. »
    assert ("targets[0].across_rampart", rules.SPELL_RAMPART) in refusals(
        cast(targets=[{"unit": GARDE, "across_rampart": True}]))


def test_a_charger_carries_its_malus_when_the_latent_spells_strike_it():
    # Charge: « Elle subit un malus temporaire de -1 armure jusqu'à la fin du tour. » The malus is there from the
    # declaration (Combat 1), before Combat 2's latent spells.
    result = rule(attack([{"name": "Foudre", "condition": "attaque", "damage": 2, "magic_type": "lumiere"}],
                         attack_kind="charge"))
    foudre = [s for s in result.stages if s.label == "Sort latent Foudre"][0]
    chevalier = next(u for u in foudre.units if u.name == "Chevalier")
    assert (chevalier.armor, chevalier.life) == (0, 4)  # armor 2 - 1, then 1 absorbed, 1 to life
    assert sum("charge" in s.text and "-1 armure" in s.text for s in result.steps) == 1
    # Then the charge itself: 5 on the Garde's armor 2.
    assert unit(result, "Garde")["life"] == 1 and unit(result, "Chevalier")["armor"] == 0


def test_a_face_down_unit_attacked_is_turned_face_up():
    # Brouillard de guerre: retournées « Si elles sont la cible d'une attaque ».
    body = attack([])
    body["targets"][0]["face_down"] = True
    assert cited(rule(body), rules.FOG_TARGETED)


def test_latent_spells_of_both_players_set_off_together_are_flagged_as_such():
    # Sorts latents: under « une unité ou une zone alliée »: the zone's latent spell is its controller's (the caster,
    # here), the target's the other player's; the book says neither the order nor which player goes first.
    spell = {"magic_type": "infernal", "damage": 1, "scope": "zone"}
    body = cast(spell=spell, targets=[{"unit": GARDE, "latents": [{"name": "Égide", "condition": "sort",
                                                                   "armor_bonus": 2}]}],
                zone={"camp": "allie", "latents": [{"name": "Brèche", "condition": "sort"}]})
    result = rule(body)
    order = [s.text for s in silent(result) if "ordre inverse" in s.text][0]
    assert "lequel commence" in order


def test_a_spell_choosing_by_gold_cost_cannot_select_a_card_with_an_additional_cost():
    # Règles avancées: « Les cartes avec un coût supplémentaire ne peuvent être sélectionnées par les sorts ou capacités
    # qui ciblent des créatures en se basant uniquement sur l'or ou le mana. » The threshold is the card's text.
    spell = {"magic_type": "infernal", "damage": 9, "gold_at_most": 2}
    targets = [{"unit": {**GARDE, "name": "AA"}, "gold": 2}, {"unit": {**GARDE, "name": "AB"}, "gold": 1,
                                                              "extra_cost": True},
               {"unit": {**GARDE, "name": "AC"}, "gold": 3}]
    assert refusals(cast(spell=spell, targets=targets)) == {
        ("targets[1].extra_cost", rules.EXTRA_COST_UNSELECTABLE), ("targets[2].gold", rules.CARD_TEXT_FIRST)}
    assert not refusals(cast(spell=spell, targets=targets[:1]))


def test_whether_revealing_a_latent_spell_is_casting_one_is_flagged():
    # « Pour révéler un sort latent il faut payer sa valeur de mana » — no word of a Sorcier.
    assert "Sorcier" in silent(rule(attack([{"condition": "attaque", "armor_bonus": 1}])))[0].text


# --- Placing a latent spell ----------------------------------------------------------------------


def place(how=None, camp="allie", caster=None, produces=("lumiere",)):
    """The Lumière latent spell « Voile » placed under the Garde."""
    body = {"trigger": "pose", "source": {"unit": caster or MAGE, "produces": dict.fromkeys(produces, 1)},
            "spell": {"name": "Voile", "magic_type": "lumiere"}, "targets": [{"unit": GARDE, "camp": camp}]}
    if how:
        body["placement_mana"] = how
    return body


def test_a_latent_spell_is_placed_under_an_allied_unit_only():
    # « ils sont placés face cachée sous une unité ou une zone alliée pour un coût de 1 mana quelconque. »
    assert ("targets[0].camp", rules.SPELL_LATENT) in refusals(place(camp="ennemi"))
    result = rule(place())
    assert cited(result, rules.SPELL_LATENT)[0].values["cost"] == rules.LATENT_PLACING_COST


def test_whether_placing_a_latent_spell_is_casting_one_is_flagged_with_each_readings_verdict():
    # The passage gives a price; « seules les unités possédant la capacité Sorcier peuvent incanter des sorts » and
    # « Le mana ne peut être produit qu'[…] au moment où vous tentez de lancer un sort » may or may not apply.
    engaged = {**MAGE, "engaged": True}
    result = rule(place(how="autre", caster=engaged))
    flag = silent(result, rules.SPELL_STEP_CASTER)[0].text
    assert "Lecture 1, un simple coût : il peut être posé" in flag
    assert "Lecture 2" in flag and "couleur, il ne peut pas être posé" in flag
    assert "seul le mana flottant paie, il ne peut pas être posé" in flag
    assert result.summary.endswith("lecture 1 : oui ; lecture 2 : non ; lecture 3 : non." + " (règle muette sur un "
                                   "point : voir les étapes signalées)")
    assert "lecture 2 : oui ; lecture 3 : oui" in rule(place(how="flottant")).summary
