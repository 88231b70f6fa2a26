"""Paying mana in Noxilia (referee.engine.noxilia.mana), each rule with the rulebook line it comes from; then its API
and its page.

Source: rules/sources/noxilia.md (« Types de mana », « Lancer un sort », « Phase d'actions », « Règles avancées »).
The book prints no card's production: the sources here are the tests' own.
"""
from __future__ import annotations

from http import HTTPStatus
from urllib.parse import urlencode

import pytest

from referee.calculators.noxilia_mana import CALCULATOR, EXAMPLE
from referee.engine.language import speaking
from referee.engine.noxilia import mana, rules
from referee.engine.noxilia.mana_model import Answer, ManaInput
from referee.engine.reading import read
from referee.engine.trace import Flag, IllegalAction
from rules.anchors import all_anchors
from tests.helpers import visible_text

ANCHORS = set(all_anchors())


def source(name, sorcier=False, kind="unite", **produces):
    return {"name": name, "sorcier": sorcier, "kind": kind, "produces": produces}


def spell(*sources, kind="sort", **cost):
    return {"cast": {"kind": kind, "mana": cost}, "sources": list(sources)}


def pay(data, language="fr"):
    with speaking(language):
        result = mana.resolve(read(ManaInput, data))
    for step in result.steps:  # every step cites one passage or a glossary entry of the corpus
        assert step.rule in ANCHORS, step
        assert "#" in step.rule or "/glossaire/" in step.rule, step
    return result


def ways(result):
    """Each way as (caster, engaged, what is left)."""
    return [(w.caster, w.engaged, w.left_text) for w in result.ways]


def silent(result):
    return [s.rule for s in result.steps if s.flag is Flag.SILENT]


def codes(result):
    return [(r.code, r.open) for r in result.refusals]


# --- « Étapes pour lancer un sort » ----------------------------------------------------------------------------


def test_every_distinct_way_with_the_sorcier_and_as_many_producers_as_needed():
    # « engager un lanceur de sorts (Doit posséder la capacité Sorcier) et autant de producteurs de mana que
    # nécessaire pour atteindre le coût du sort »: the Démoniste and two of the three others, never all three.
    result = pay(EXAMPLE)
    assert result.answer is Answer.OUI
    assert ways(result) == [("Démoniste", ("Druide", "Amulette"), "aucun mana"),
                            ("Démoniste", ("Imp", "Amulette"), "aucun mana"),
                            ("Démoniste", ("Imp", "Druide"), "aucun mana")]
    assert [w.unused for w in result.ways] == [("Imp",), ("Druide",), ("Amulette",)]
    assert result.summary.startswith("On peut payer le sort Boule de feu : 3 façons de payer")


def test_only_a_sorcier_casts_a_spell():
    # « seules les unités possédant la capacité Sorcier peuvent incanter des sorts »
    result = pay(spell(source("Imp", infernal=3), infernal=1))
    assert result.answer is Answer.NON and codes(result) == [("no_sorcier", False)]
    assert result.refusals[0].rule == rules.CAST_CASTER


def test_a_sorcier_casts_only_the_spells_of_its_colours():
    # « Le lanceur ne peut lancer que des sorts dont la couleur correspond au mana qu'il produit. »: the Death mana
    # of the Nécromant's ally does not let a Nature Sorcier cast a Death spell.
    result = pay(spell(source("Druide", True, nature=1), source("Nécromant", death=2), death=1))
    assert result.answer is Answer.NON and ("no_able_sorcier", False) in codes(result)
    assert result.ways == ()


def test_a_sorcier_producing_only_pure_casting_a_coloured_spell_is_flagged():
    # Pure: « elle peut être utilisée pour lancer n'importe quel sort »; Sorcier: « lancer des sorts correspondant aux
    # couleurs de mana qu'elle produit »: the Archimage casts a Death spell on the first reading only.
    result = pay(spell(source("Archimage", True, pure=1), source("Nécromant", death=1), death=2))
    assert result.answer is Answer.SELON_LA_LECTURE
    assert rules.PURE_MANA in silent(result)
    assert ways(result) == [("Archimage", ("Nécromant",), "aucun mana")]
    # A Sorcier producing the spell's colour besides Pure casts it on every reading.
    both = pay(spell(source("Archimage", True, pure=1, death=1), death=2))
    assert both.answer is Answer.OUI and silent(both) == []


def test_a_spell_of_the_casters_colour_paid_with_another_sources_mana_nx_m04():
    # « le mana manquant doit être fourni en engageant d'autres unités ou équipements sous votre contrôle dans
    # n'importe quelle zone »; « Certains équipements peuvent également produire du mana »; Pure « peut être utilisée
    # pour lancer n'importe quel sort »: Nature cannot pay a Mort symbol, the Amulette's Pure can.
    data = spell(source("Nécromancien", True, death=1), source("J", death=1), source("I", nature=2),
                 source("Amulette", kind="equipement", pure=1), death=3)
    result = pay(data)
    assert result.answer is Answer.OUI
    assert ways(result) == [("Nécromancien", ("J", "Amulette"), "aucun mana")]
    assert result.ways[0].unused == ("I",)


def test_nature_paying_quelconque_does_not_make_a_nature_sorcier_cast_an_infernal_spell_nx_m02():
    # « Le lanceur ne peut lancer que des sorts dont la couleur correspond au mana qu'il produit. »
    result = pay(spell(source("Druide", True, nature=2), source("E", infernal=1), infernal=1, any=2))
    assert result.answer is Answer.NON and result.ways == ()


def test_a_sorcier_producing_some_of_a_multicoloured_spells_colours_is_flagged():
    # « le lanceur doit produire au moins une partie du mana requis, dans les bonnes couleurs » (step 2) against
    # Sorcier: « lancer des sorts correspondant aux couleurs de mana qu'elle produit »: both readings.
    result = pay(spell(source("Nécro", True, death=1), source("Druide", nature=1), death=1, nature=1))
    assert result.answer is Answer.SELON_LA_LECTURE
    assert rules.CAST_PRODUCE in silent(result)
    assert [w.reading for w in result.ways] == ["une-couleur"]


def test_the_sorcier_must_produce_part_of_the_mana_required():
    # « Produire le mana nécessaire : le lanceur doit produire au moins une partie du mana requis »: a Sorcier that
    # produces nothing cannot cast.
    result = pay(spell(source("Apprenti", True), source("Imp", infernal=2), any=1))
    assert result.answer is Answer.NON
    assert any(s.rule == rules.CAST_PRODUCE for s in result.steps)


def test_the_sorciers_own_mana_is_spent_and_the_floating_mana_stays():
    # « le lanceur doit produire au moins une partie du mana requis »: of 1 Death floating and the Druide's Nature,
    # the Nature pays the Quelconque; the Death floats on.
    data = {**spell(source("Druide", True, nature=1), any=1), "floating": {"death": 1}}
    result = pay(data)
    assert ways(result) == [("Druide", (), "1 Mort")]


def test_floating_mana_first_then_other_producers():
    # « Si le mana flottant disponible n'est pas suffisant pour lancer le sort, le mana manquant doit être fourni en
    # engageant d'autres unités ou équipements »: 2 Infernal floating and the Démoniste's pay it, nobody else engages.
    data = {**spell(source("Démoniste", True, infernal=1), source("Imp", infernal=1), infernal=3),
            "floating": {"infernal": 2}}
    result = pay(data)
    assert ways(result) == [("Démoniste", (), "aucun mana")]
    assert any("aucune autre source n'est engagée" in s.text for s in result.steps)


def test_identical_sources_make_one_way():
    # Two Imps, same name and production: engaging one or the other is the same way.
    result = pay(spell(source("Démoniste", True, infernal=1), source("Imp", infernal=1), source("Imp", infernal=1),
                       infernal=2))
    assert ways(result) == [("Démoniste", ("Imp",), "aucun mana")]


# --- « Types de mana » ------------------------------------------------------------------------------------------


def test_pure_pays_a_coloured_symbol():
    # « dominés par le mana pur »; Pure: « elle peut être utilisée pour lancer n'importe quel sort »
    result = pay(spell(source("Nécro", True, death=1), source("Amulette", kind="equipement", pure=1), death=2))
    assert result.answer is Answer.OUI
    assert result.ways[0].spent_text == "1 Mort et 1 Pure"


def test_a_pure_symbol_is_paid_by_pure_only():
    # Only Quelconque is « (coût uniquement) […] n'importe quel type de mana peut être utilisé pour payer ce coût ».
    result = pay(spell(source("Nécro", True, death=3), death=1, pure=1))
    assert result.answer is Answer.NON and ("not_enough_mana", False) in codes(result)


def test_quelconque_is_paid_by_any_mana_and_each_split_is_a_way():
    # Quelconque: « n'importe quel type de mana peut être utilisé pour payer ce coût »: what is left differs.
    data = {"cast": {"kind": "carte", "mana": {"any": 1}}, "floating": {"death": 1, "nature": 1}}
    result = pay(data)
    assert result.answer is Answer.OUI
    assert sorted(w.left_text for w in result.ways) == ["1 Mort", "1 Nature"]


# --- What each source produces ----------------------------------------------------------------------------------


def test_an_engaged_unit_produces_nothing():
    # Engager une unité: « Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée. »
    data = spell(source("Démoniste", True, infernal=1), {**source("Imp", infernal=1), "engaged": True}, infernal=2)
    result = pay(data)
    assert result.answer is Answer.NON and ("not_enough_mana", False) in codes(result)


def test_a_unit_engaged_by_an_ability_produces_nothing():
    # « Si une capacité demande l'engagement d'une créature qui produit du mana, son engagement ne peut pas produire
    # du mana. »
    data = spell(source("Démoniste", True, infernal=1), {**source("Imp", infernal=1), "engaged_by_ability": True},
                 infernal=2)
    result = pay(data)
    assert result.answer is Answer.NON
    assert any(s.rule == rules.ENGAGED_BY_ABILITY for s in result.steps)


def test_a_card_that_is_not_a_spell_paid_by_producers_is_flagged():
    # « Le mana ne peut être produit qu'en engageant les unités (ou équipements) qui le génèrent, uniquement au
    # moment où vous tentez de lancer un sort. »: a card's mana from a unit holds on one reading only.
    result = pay({"cast": {"kind": "carte", "mana": {"any": 1}}, "sources": [source("Druide", nature=1)]})
    assert result.answer is Answer.SELON_LA_LECTURE
    assert rules.MANA_WHEN_CASTING in silent(result)


def test_a_rune_pays_whenever_mana_is_needed():
    # Forgeron de souffrance: « Le joueur peut consommer la rune à n'importe quel moment où il aura besoin de mana »
    result = pay({"cast": {"kind": "carte", "mana": {"any": 1}}, "sources": [source("Rune", kind="rune", death=1)]})
    assert result.answer is Answer.OUI and silent(result) == []


# --- When -------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("moment", ["debut-du-tour", "reaction", "fin-du-tour"])
def test_a_spell_is_cast_on_the_players_own_alternation_only(moment):
    # « À chaque alternance, un joueur peut effectuer une action avec l'une de ses unités dégagées ou jouer une carte
    # de sa main. »
    result = pay({**EXAMPLE, "moment": moment})
    assert result.answer is Answer.NON and ("wrong_moment", False) in codes(result)


def test_a_latent_spell_is_revealed_when_its_condition_is_met_even_on_the_opponents_turn():
    # « Ils se déclenchent uniquement lorsque leur condition est remplie » ; « Pour révéler un sort latent il faut
    # payer sa valeur de mana pour le retourner. »
    data = {**spell(source("Nécro", True, death=1), source("Squelette", death=1), kind="latent-revele", death=2),
            "moment": "reaction"}
    result = pay(data)
    assert ("wrong_moment", False) not in codes(result)
    assert rules.LATENT in silent(result)  # a plain cost, a cast, or no mana produced for it: not said
    assert result.answer is Answer.SELON_LA_LECTURE  # nothing floats: not on the third reading
    floating = pay({**data, "floating": {"death": 2}})
    assert floating.answer is Answer.OUI  # 2 Mort floating pay it on every reading


def test_placing_a_latent_spell_costs_one_quelconque():
    # « placés face cachée sous une unité ou une zone alliée pour un coût de 1 mana quelconque »
    result = pay(spell(source("Druide", nature=2), kind="latent-pose", death=4))
    assert (result.cost.total, result.cost.any) == (1, 1)
    assert result.answer is Answer.SELON_LA_LECTURE  # no Sorcier to engage, on the other reading
    assert ways(result) == [(None, ("Druide",), "1 Nature")]


def test_floating_mana_does_not_last_into_the_next_turn():
    # Étape de fin du tour: « 5. Le mana non dépensé est perdu »: none floats at the start of a turn.
    with pytest.raises(IllegalAction) as error:
        pay({**EXAMPLE, "moment": "debut-du-tour", "floating": {"death": 1}})
    assert [p.field for p in error.value.problems] == ["floating"]


def test_the_mana_left_is_lost_at_the_end_of_the_turn():
    # Mana: « reste utilisable jusqu'à la fin du tour »; « Le mana non dépensé est perdu »
    result = pay(spell(source("Démoniste", True, infernal=3), infernal=1))
    assert ways(result) == [("Démoniste", (), "2 Infernal")]
    assert any(s.rule == rules.MANA_LOST for s in result.steps)


# --- Gold, Droiture ---------------------------------------------------------------------------------------------


def test_gold_is_paid_from_the_reserve():
    # Coût en or: « somme à payer pour mettre l'unité en jeu »; « Tout or non dépensé est conservé »
    data = {**EXAMPLE, "cast": {**EXAMPLE["cast"], "gold": 2}, "gold": 5}
    assert pay(data).ways[0].gold_left == 3
    short = pay({**data, "gold": 1})
    assert short.answer is Answer.NON and ("not_enough_gold", False) in codes(short)


def test_droiture_forbids_spending_corruption_even_for_quelconque():
    # Droiture: « L'unité ne peut être la cible d'un sort ou d'une capacité impliquant la dépense de mana de
    # corruption. »
    data = {**spell(source("Sorcière", True, corruption=1), source("Druide", nature=1), any=1),
            "target_droiture": True}
    result = pay(data)
    assert result.answer is Answer.NON  # the Sorcière's own mana would have to be spent
    corrupting = {**spell(source("Sorcière", True, corruption=2), corruption=1), "target_droiture": True}
    assert ("droiture", False) in codes(pay(corrupting))


# --- The bound ---------------------------------------------------------------------------------------------------


def test_the_count_stops_at_the_cap_and_lists_the_first():
    every = {"light": 2, "infernal": 2, "corruption": 2, "death": 2, "nature": 2, "psionic": 2, "pure": 2}
    data = {"cast": {"kind": "sort", "mana": {"any": 9}},
            "sources": [{"name": f"S{i}", "sorcier": True, "produces": every} for i in range(rules.MAX_MANA_SOURCES)]}
    result = pay(data)
    assert result.ways_capped and result.ways_count == rules.MAX_WAYS_COUNTED
    assert len(result.ways) == rules.MAX_WAYS_LISTED
    assert result.summary.startswith("On peut payer le sort : au moins 200 façons de payer")


# --- API, page, English ------------------------------------------------------------------------------------------


def test_the_api_answers_every_way(client, corpus):
    response = client.post("/api/v1/calculators/noxilia/mana/", EXAMPLE, content_type="application/json")
    assert response.status_code == HTTPStatus.OK
    body = response.json()
    assert body["result"]["answer"] == "oui" and body["result"]["ways_count"] == 3
    assert body["result"]["ways"][0]["caster"] == "Démoniste"


def test_a_bad_body_is_refused_naming_the_field(client, corpus):
    bad = {"sources": [{"kind": "equipement", "sorcier": True, "produces": {"death": -1}}]}
    response = client.post("/api/v1/calculators/noxilia/mana/", bad, content_type="application/json")
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert "sources[0].produces.death" in response.json()["errors"]
    sorcier = {"sources": [{"kind": "equipement", "sorcier": True}]}
    response = client.post("/api/v1/calculators/noxilia/mana/", sorcier, content_type="application/json")
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert "sources[0].sorcier" in response.json()["errors"]


def test_the_page_shows_the_ways(client, corpus):
    page = client.get(f"{CALCULATOR.url}?{urlencode(CALCULATOR.form.query(EXAMPLE), doseq=True)}")
    assert page.status_code == HTTPStatus.OK
    text = visible_text(page.content.decode())
    assert "3 façons de payer" in text and "Démoniste" in text
    assert CALCULATOR.url == "/calculateurs/noxilia/mana/"


def test_the_page_names_a_faulty_control(client, corpus):
    page = client.get(f"{CALCULATOR.url}?quoi=sort&s1=Imp&s1_type=rune&s1_sorc=1&s1_inf=1")
    assert "Source 1, Sorcier" in visible_text(page.content.decode())


def test_in_english():
    result = pay(EXAMPLE, "en")
    assert result.summary.startswith("The spell Boule de feu can be paid: 3 ways to pay")


def test_floating_mana_of_an_earlier_spell_pays_a_later_one_nx_m05():
    # Mana: « Le mana non dépensé est appelé Mana flottant, et reste utilisable jusqu'à la fin du tour. »: the
    # Lumière left by K's spell pays the Quelconque of L's Nature spell.
    data = {**spell(source("L", True, nature=1), nature=1, any=1), "floating": {"light": 1}}
    result = pay(data)
    assert result.answer is Answer.OUI
    assert [(w.caster, w.spent_text, w.left_text) for w in result.ways] == [("L", "1 Lumière et 1 Nature",
                                                                            "aucun mana")]


def test_placing_a_latent_spell_with_no_sorcier_free_is_flagged_on_three_readings_nx_s05():
    # « placés face cachée sous une unité ou une zone alliée pour un coût de 1 mana quelconque »; « seules les unités
    # possédant la capacité Sorcier peuvent incanter des sorts »; « Le mana ne peut être produit […] uniquement au
    # moment où vous tentez de lancer un sort »: a plain cost (Y pays), a cast (no Lumière Sorcier free), no mana
    # produced (nothing floats).
    data = {"cast": {"kind": "latent-pose", "mana": {"light": 1}},
            "sources": [{**source("Sorcier", True, light=1), "engaged": True}, source("Y", nature=1)]}
    result = pay(data)
    assert result.answer is Answer.SELON_LA_LECTURE
    assert ways(result) == [(None, ("Y",), "aucun mana")]
    step = next(s for s in result.steps if s.flag is Flag.SILENT)
    assert step.values == {"without_sorcier": 1, "floating_only": 0, "with_sorcier": 0}
