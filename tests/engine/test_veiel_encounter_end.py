"""L'Ordre de Veiel: the end of an encounter — the aid's checklist « Fin de l'affrontement » in its order, and each
hero's piles as the next encounter starts.

Source of every quoted line: *L'Ordre de Veiel — Aide de jeu solo V1.0* (rules/sources/veiel.md).
"""
from __future__ import annotations

from http import HTTPStatus
from urllib.parse import urlencode

import pytest

from referee.calculators.veiel_encounter_end import CALCULATOR
from referee.engine.language import speaking
from referee.engine.reading import read
from referee.engine.trace import Flag, IllegalAction
from referee.engine.veiel.encounter_end import resolve_encounter_end
from referee.engine.veiel.encounter_end_model import EncounterEndInput, EncounterEndResult
from tests.helpers import visible_text


def end(encounter: int = 1, *heroes: dict, **state) -> EncounterEndResult:
    return resolve_encounter_end(read(EncounterEndInput, {"encounter": encounter,
                                                          "heroes": list(heroes) or [{"name": "Aline"}], **state}))


def rules_of(result: EncounterEndResult) -> list[str]:
    return [step.rule for step in result.steps]


def silent(result: EncounterEndResult) -> list[str]:
    return [step.rule for step in result.steps if step.flag is Flag.SILENT]


# --- « Fin de l'affrontement », in the aid's order ---------------------------------------------------


def test_the_checklist_is_applied_in_the_aids_order():
    # Each bullet of « Fin de l'affrontement », then the table's line of the next encounter.
    result = end(1, {"name": "Aline", "deck": 3, "equipment": 1}, battlefields=True)
    assert rules_of(result) == [
        "veiel/fin-de-l-affrontement#des-qu-un-heros-acheve-le",
        "veiel/fin-de-l-affrontement#vous-passez-une-etape-de-renforcement",
        "veiel/etape-de-renforcement#prendre-une-de-ces-cartes-et",
        "veiel/fin-de-l-affrontement#si-vous-venez-de-terminer-le",
        "veiel/fin-de-l-affrontement#si-vous-jouez-avec-les-champs",
        "veiel/fin-de-l-affrontement#placez-les-ennemis-boss-pour-le",
        "veiel/difficulte-pour-les-parties-a-4-affrontements#2eme-intermediaire",
        "veiel/fin-de-l-affrontement#entre-les-affrontements-les-equipements-restent",
        "veiel/fin-de-l-affrontement#enfin-melangez-nouveau-votre-deck-et",
    ]
    assert silent(result) == []


def test_hands_are_discarded_then_deck_and_discard_shuffled_but_not_wounds_nor_exile():
    # « Ensuite, les héros défaussent leur main » ; « Enfin, mélangez à nouveau votre deck et votre défausse.
    # Attention, ne mélangez ni vos blessures restantes ni votre exil. »
    hero = end(1, {"name": "Aline", "deck": 4, "discard": 2, "hand": 3, "wounds": 5, "exile": 2, "picks": []}).heroes[0]
    # 4 + (2 + 3 + Adepte) = 10 in the deck; wounds and exile apart.
    assert (hero.deck, hero.discard, hand := hero.hand, hero.wounds, hero.exile) == (10, 0, 0, 5, 2)
    assert hand == 0


def test_the_rulebook_case_two_cards_then_heals_after_the_first_encounter():
    # « Prendre une de ces 3 cartes et la placer dans sa défausse. » « OU Soigner 4 de ses blessures » ; a healed card
    # goes « sur le dessus de sa défausse » (Glossaire, Soin) ; « les héros ajoutent leur carte 'Héros : Adepte' dans
    # leur défausse » ; 1 Essence is below « au moins 2 ».
    hero = end(1, {"name": "H2", "hand": 5, "deck": 7, "discard": 6, "wounds": 9, "exile": 1, "corruption": 1,
                   "picks": ["carte", "soin", "soin"]}).heroes[0]
    assert (hero.deck, hero.wounds, hero.exile) == (28, 1, 1)
    assert hero.gained == ("carte Récompense", "Héros : Adepte")


def test_a_heal_takes_the_wounds_left_when_fewer_than_four():
    # « Soigner 4 de ses blessures » — 6 wounds: 4, then the 2 left; a heal is never partial.
    hero = end(2, {"name": "H3", "wounds": 6, "picks": ["soin", "soin", "carte"]}).heroes[0]
    assert hero.wounds == 0 and hero.healed == 6


def test_afflictions_follow_the_essences_of_corruption():
    # « Tous les héros qui ont pris au moins 2 Essence de corruption, ajoutent une carte Affliction de Niveau 2 à leur
    # deck. » / after the 2nd: « Tous les héros qui ont pris 3 Essence de corruption, ajoutent une carte Affliction de
    # Niveau 3 à leur deck. »
    first = end(1, {"name": "A", "corruption": 2}, {"name": "B", "corruption": 1})
    assert "Affliction de Niveau 2" in first.heroes[0].gained and "Affliction de Niveau 2" not in first.heroes[1].gained
    # (A's 3 Essences all taken during the 2nd encounter: the two counts agree, nothing to flag.)
    second = end(2, {"name": "A", "corruption": 3, "corruption_here": 3}, {"name": "B", "corruption": 2})
    assert second.heroes[0].gained[-2:] == ("Héros : Maître", "Affliction de Niveau 3")
    assert "Affliction de Niveau 3" not in second.heroes[1].gained
    assert silent(second) == []


def test_more_than_three_essences_after_the_second_encounter_is_flagged_with_both_piles():
    # « qui ont pris 3 Essence » : exactly 3, or 3 at least?
    result = end(2, {"name": "A", "corruption": 4, "corruption_here": 4})
    assert silent(result) == ["veiel/fin-de-l-affrontement#si-vous-venez-de-terminer-le-2"]
    assert result.heroes[0].deck == result.heroes_other[0].deck + 1


def test_after_the_third_encounter_reinforcement_still_happens_without_a_hero_card():
    # « Vous passez à une étape de renforcement si vous avez encore un affrontement à venir. » ; « Si vous venez de
    # terminer le 3ème affrontement, passez au 4ème. » — the aid decides: no flag.
    result = end(3, {"name": "A", "deck": 5}, difficulty="difficile", battlefields=True)
    assert "veiel/fin-de-l-affrontement#vous-passez-une-etape-de-renforcement" in rules_of(result)
    assert result.heroes[0].gained == ("carte Récompense",) * 3
    assert result.next_label == "1 Boss + 1 Intermédiaire + 1 Puissant"
    assert silent(result) == []


@pytest.mark.parametrize(("difficulty", "label"), [("facile", "1 Basique + 3 Intermédiaire"),
                                                    ("normale", "4 Intermédiaire"),
                                                    ("difficile", "1 Basique + 4 Intermédiaire"),
                                                    ("cauchemar", "4 Basique + 3 Intermédiaire + 1 Puissant")])
def test_the_next_enemies_follow_the_difficulty_and_not_the_player_count(difficulty, label):
    # « Placez les ennemis/boss pour le prochaine affrontement. » ; « 2ème : 1 Basique + 4 Intermédiaire »…
    for heroes in ([{"name": "A"}], [{"name": "A"}, {"name": "B"}, {"name": "C"}, {"name": "D"}]):
        assert end(1, *heroes, difficulty=difficulty).next_label == label


def test_after_the_fourth_encounter_the_heroes_win_and_nothing_follows():
    # « Si les héros sortent victorieux de leur combat contre le boss, ils remportent la partie. »
    result = end(4)
    assert result.game_won is True and result.next_encounter is None
    assert rules_of(result)[-1] == "veiel/affronter-le-boss#si-les-heros-sortent-victorieux-de"
    assert "veiel/etape-de-renforcement#prendre-une-de-ces-cartes-et" not in rules_of(result)


def test_equipment_stays_exactly_as_it_is():
    # « Entre les affrontements, les équipements restent dans l'état exact où ils se trouvent. »
    hero = end(2, {"name": "A", "equipment": 3, "equipment_used": 2}).heroes[0]
    assert (hero.equipment, hero.equipment_ready) == (3, 1)


# --- Points the aid leaves open ------------------------------------------------------------------------------


def test_a_dead_hero_is_flagged_and_the_other_reading_gives_him_nothing():
    # « Lors d'un résurrection, le héros ne revient à la vie … que lorsqu'il commence son tour »
    result = end(1, {"name": "A"}, {"name": "B", "dead": True, "deck": 2})
    assert silent(result) == ["veiel/mort-d-un-heros#lors-un-resurrection-le-heros-ne"]
    assert result.heroes[1].gained and result.heroes_other[1].gained == ()


def test_a_boss_before_the_fourth_encounter_is_flagged():
    # « impossible : 3ème : 1 Boss +3 Basique + 2 Intermédiaire » against « ils remportent la partie »
    result = end(3, difficulty="impossible")
    assert silent(result) == ["veiel/affronter-le-boss#si-les-heros-sortent-victorieux-de"]
    assert result.next_label == "2 Boss"


def test_a_finisher_short_of_five_cards_is_flagged():
    # « Dès qu'un héros achève le dernier ennemi, il termine son tour » ; « Enfin il pioche des cartes jusqu'à en avoir
    # 5 en main »
    result = end(1, {"name": "H1", "hand": 1, "deck": 2}, {"name": "H2", "deck": 5}, finisher="H1")
    assert silent(result) == ["veiel/phase-d-action-des-heros#enfin-il-pioche-des-cartes-jusqu"]
    assert silent(end(1, {"name": "H1", "hand": 3, "deck": 2}, finisher="H1")) == []


def test_corpses_left_on_the_board_are_flagged():
    # « … retourner sa carte et la laisser sur le plateau. »
    assert silent(end(1, corpses=True)) == ["veiel/les-cadavres#si-un-joueur-possede-une-carte"]


# --- A scenario's encounter ---------------------------------------------------------------------------------


def test_a_scenario_heals_everything_brings_back_the_exile_and_removes_acquired_cards():
    # « Soignez toutes vos blessures. » « Récupérez vos cartes exilées ou retirées du jeu. » « Retirez toutes les cartes
    # de votre deck acquises pendant l'affrontement. »
    result = end(2, {"name": "A", "deck": 4, "discard": 3, "hand": 2, "wounds": 6, "exile": 1, "acquired": 2},
                 scenario=True)
    hero = result.heroes[0]
    assert (hero.deck, hero.wounds, hero.exile) == (14, 0, 0)
    assert "veiel/etape-de-renforcement#les-regles-de-cette-etape-peuvent" in rules_of(result)
    assert result.next_encounter is None


# --- Refusals ---------------------------------------------------------------------------------------------------


def test_refusals_name_every_field_with_its_rule():
    with pytest.raises(IllegalAction) as refused:
        end(1, {"name": "A", "dead": True, "hand": 2, "equipment": 1, "equipment_used": 2, "acquired": 1},
            {"name": "B"}, enemies_defeated=False, finisher="Z")
    assert [(p.field, p.rule) for p in refused.value.problems] == [
        ("heroes[0].hand", "veiel/mort-d-un-heros#la-fin-de-son-tour-si"),
        ("heroes[0].equipment_used", "veiel/fin-de-l-affrontement#entre-les-affrontements-les-equipements-restent"),
        ("heroes[0].acquired", "veiel/scenario-fin-d-un-affrontement#retirez-toutes-les-cartes-de-votre"),
        ("finisher", "veiel/fin-de-l-affrontement#des-qu-un-heros-acheve-le"),
        ("enemies_defeated", "veiel/fin-de-l-affrontement#des-qu-un-heros-acheve-le"),
    ]


def test_every_hero_dead_is_a_flagged_defeat():
    result = end(2, {"name": "A", "dead": True}, enemies_defeated=False)
    assert silent(result) == ["veiel/mort-d-un-heros#la-fin-de-son-tour-si"] and result.next_encounter is None


def test_every_sentence_reads_in_english_when_asked():
    with speaking("en"):
        result = end(1, {"name": "Aline", "hand": 2})
    assert result.summary.startswith("After the 1st encounter, the 2nd starts with « 4 Intermédiaire ».")


# --- The API and the page -------------------------------------------------------------------------------------


def test_the_api_and_the_page_give_the_next_encounters_piles(client, corpus):
    api = client.post("/api/v1/calculators/veiel/encounter-end/", CALCULATOR.example, content_type="application/json")
    assert api.status_code == HTTPStatus.OK
    assert [h["deck"] for h in api.json()["result"]["heroes"]] == [25, 22]
    page = client.get(f"{CALCULATOR.url}?{urlencode(CALCULATOR.form.query(CALCULATOR.example), doseq=True)}")
    assert page.status_code == HTTPStatus.OK
    text = visible_text(page.content.decode())
    assert "Piles au début du 2e affrontement" in text and "Héros : Adepte" in text


def test_a_bad_body_is_a_400_naming_the_field(client, corpus):
    api = client.post("/api/v1/calculators/veiel/encounter-end/", {"encounter": 5, "heroes": []},
                      content_type="application/json")
    assert api.status_code == HTTPStatus.BAD_REQUEST
    assert set(api.json()["errors"]) == {"encounter", "heroes"}


def test_an_untouched_hero_on_the_page_is_no_hero(client, corpus):
    # The page shows 4 heroes; one whose reinforcement selects stay at « — » is not sent.
    page = client.get(f"{CALCULATOR.url}?affrontement=2&h1_nom=H3&h1_bles=6&h1_renf=soin&h1_renf=soin&h1_renf=carte"
                      "&h2_renf=&h2_renf=&h2_renf=")
    assert page.status_code == HTTPStatus.OK
    text = visible_text(page.content.decode())
    assert "Piles au début du 3e affrontement" in text and "Héros 2" not in text.split("Piles au début")[1]


# --- Points the aid leaves open (the judge's three) ---------------------------------------------------------------


def test_essences_counted_over_the_game_or_the_encounter_give_both_piles_when_they_differ():
    # « Si vous venez de terminer le 2ème affrontement, […] Tous les héros qui ont pris 3 Essence de corruption,
    # ajoutent une carte Affliction de Niveau 3 à leur deck. » — over the whole game, or during this encounter?
    result = end(2, {"name": "A", "corruption": 3, "corruption_here": 1})
    assert silent(result) == ["veiel/fin-de-l-affrontement#si-vous-venez-de-terminer-le-2"]
    assert "Affliction de Niveau 3" in result.heroes[0].gained
    assert "Affliction de Niveau 3" not in result.heroes_other[0].gained
    flagged = [s.text for s in result.steps if s.flag is Flag.SILENT][0]
    assert "toute la partie" in flagged and "cet affrontement" in flagged


def test_essences_without_the_encounters_count_say_which_reading_is_assumed_only_when_it_matters():
    # Only a hero with 3 Essences could lose the Affliction under the other reading.
    assumed = end(2, {"name": "A", "corruption": 3})
    assert silent(assumed) == ["veiel/fin-de-l-affrontement#si-vous-venez-de-terminer-le-2"]
    assert "appliquée) : toute la partie" in [s for s in assumed.steps if s.flag is Flag.SILENT][0].text
    assert silent(end(2, {"name": "A", "corruption": 2})) == []
    # « Si vous venez de terminer le 1er affrontement, […] au moins 2 Essence de corruption » : after the 1st, the
    # game so far is this encounter — no open point, and a different count is refused.
    assert silent(end(1, {"name": "A", "corruption": 2})) == []
    with pytest.raises(IllegalAction) as refused:
        end(1, {"name": "A", "corruption": 2, "corruption_here": 1})
    assert [p.field for p in refused.value.problems] == ["heroes[0].corruption_here"]
    with pytest.raises(IllegalAction) as refused:
        end(2, {"name": "A", "corruption": 1, "corruption_here": 2})
    assert [p.field for p in refused.value.problems] == ["heroes[0].corruption_here"]


def test_the_boss_defeated_with_enemies_left_is_flagged_with_both_readings():
    # « Dès qu'un héros achève le dernier ennemi, il termine son tour, puis l'affrontement prend fin immédiatement. »
    # against « Si les héros sortent victorieux de leur combat contre le boss, ils remportent la partie. »
    result = end(4, {"name": "A", "hand": 3}, enemies_defeated=False, boss_defeated=True)
    assert silent(result) == ["veiel/affronter-le-boss#si-les-heros-sortent-victorieux-de"]
    text = result.steps[0].text
    assert "continue jusqu'au dernier ennemi" in text and "remportent la partie dès maintenant" in text
    assert result.game_won is None and result.next_encounter is None and result.heroes[0].hand == 0
    # No boss in the 1st encounter: refused; nor with « dernier ennemi achevé ».
    with pytest.raises(IllegalAction) as refused:
        end(1, enemies_defeated=False, boss_defeated=True)
    assert [p.field for p in refused.value.problems] == ["boss_defeated"]
    with pytest.raises(IllegalAction) as refused:
        end(4, boss_defeated=True)
    assert [p.field for p in refused.value.problems] == ["boss_defeated"]


def test_the_twins_take_the_reinforcement_once_or_once_each_flagged():
    # « Kilenne et Faremos partagent un seul et même jeu de cartes. » and « Chaque héros peut effectuer les actions
    # suivantes 3 fois » : the aid does not say whether once for the deck or once per twin.
    result = end(1, {"name": "Jumeaux", "twins": True})
    assert silent(result) == ["veiel/heros-les-jumeaux-impregnes-d-ilhus#kilenne-et-faremos-partagent-un-seul"]
    assert result.heroes[0].gained.count("Héros : Adepte") == 1
    assert result.heroes_other[0].gained.count("Héros : Adepte") == 2
    text = [s for s in result.steps if s.flag is Flag.SILENT][0].text
    assert "3 actions" in text and "6 actions" in text
    assert silent(end(1, {"name": "Aline"})) == []


def test_the_page_takes_the_boss_down_the_twins_and_this_encounters_essences(client, corpus):
    # « Si les héros sortent victorieux de leur combat contre le boss, ils remportent la partie. »
    page = client.get(f"{CALCULATOR.url}?affrontement=4&vaincus=boss&h1_nom=Aline&h1_main=2")
    assert page.status_code == HTTPStatus.OK
    text = visible_text(page.content.decode())
    assert "continue jusqu'au dernier ennemi" in text and "remportent la partie dès maintenant" in text
    # « Kilenne et Faremos partagent un seul et même jeu de cartes. » ; « qui ont pris 3 Essence de corruption »
    page = client.get(f"{CALCULATOR.url}?affrontement=2&h1_nom=Jumeaux&h1_jum=1&h1_ess=3&h1_essa=1")
    assert page.status_code == HTTPStatus.OK
    text = visible_text(page.content.decode())
    assert "6 actions" in text and "deux cartes « Héros : Maître »" in text and "cet affrontement seul" in text
    body = {"encounter": 4, "enemies_defeated": False, "boss_defeated": True, "heroes": [{"name": "A"}]}
    assert CALCULATOR.form.query(body)["vaincus"] == ["boss"]
