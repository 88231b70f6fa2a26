"""Paying a cost in Helix Duels (referee.engine.helix.payment), each rule with the rulebook line it comes from;
then its API and its page.

Source: rules/sources/helix.md (« HELIX Duels — Livre de Règles Version 3.1 »).
"""
from __future__ import annotations

from http import HTTPStatus
from urllib.parse import urlencode

import pytest

from referee.calculators.helix_payment import CALCULATOR, EXAMPLE
from referee.engine.helix import payment
from referee.engine.helix.payment_model import Answer, Payment
from referee.engine.language import speaking
from referee.engine.reading import read
from referee.engine.trace import Flag, IllegalAction
from rules.anchors import all_anchors
from tests.helpers import visible_text

ANCHORS = set(all_anchors())


def body(paid="creature", cost=4, phase="preparation", hand=(3, 2), **fields):
    """A payment as JSON: ``hand`` as « Helix drainable » values, or card dicts."""
    cost_fields = {k: fields.pop(k) for k in ("name", "spell", "rarity", "token", "abilities") if k in fields}
    cards = [c if isinstance(c, dict) else {"helix": c} for c in hand]
    return {"cost": {"paid": paid, "cost": cost, **cost_fields}, "phase": phase, "hand": cards, **fields}


def pay(data):
    result = payment.resolve(read(Payment, data))
    for step in result.steps:  # every step cites a rule the corpus has
        assert step.rule in ANCHORS, step
    return result


def flagged(result):
    return [s.rule for s in result.steps if s.flag is Flag.SILENT]


def codes(result):
    return [(r.code, r.open) for r in result.refusals]


# --- How: « Drainez l'Helix des cartes de votre main en les sacrifiant » ------------------------------------


def test_the_fewest_cards_and_every_way_with_that_many():
    # « Helix drainable → 7 »: each drained card produces its drainable Helix.
    result = pay(body(cost=8, hand=[{"name": "D'Ghorn", "helix": 7}, {"name": "Loup", "helix": 3},
                                    {"name": "Golem", "helix": 5}, {"name": "Aspic", "helix": 2}]))
    assert result.answer is Answer.OUI
    assert (result.needed, result.fewest_cards, result.ways_count) == (8, 2, 4)
    # Least excess first: Golem and Loup make exactly 8.
    assert [(w.names, w.excess) for w in result.ways] == [
        (("Loup", "Golem"), 0), (("D'Ghorn", "Aspic"), 1), (("D'Ghorn", "Loup"), 2), (("D'Ghorn", "Golem"), 4)]
    assert result.ways[0].left_names == ("D'Ghorn", "Aspic")


def test_identical_cards_make_one_way_not_one_per_copy():
    result = pay(body(cost=3, hand=[{"name": "Loup", "helix": 3}] * 3 + [{"name": "Golem", "helix": 4}]))
    assert result.fewest_cards == 1
    assert [w.names for w in result.ways] == [("Loup",), ("Golem",)]


def test_not_enough_helix_is_refused_with_its_rule():
    result = pay(body(cost=9, hand=(3, 2, 1)))
    assert result.answer is Answer.NON and result.fewest_cards is None and result.ways == ()
    assert codes(result) == [("not_enough_helix", False)]
    assert result.refusals[0].rule == "helix/preparation#drainez-helix-des-cartes-de-votre"
    assert "6 HLX" in result.refusals[0].text


@pytest.mark.parametrize(("cost", "pool", "needed"), [(4, 1, 3), (4, 4, 0), (4, 9, 0), (0, 0, 0)])
def test_the_helix_already_held_is_spent_first(cost, pool, needed):
    # « Vous en gagnerez par la suite, en détruisant des créatures adverses ou via d'autres moyens. »
    result = pay(body(cost=cost, pool=pool, hand=(3, 3)))
    assert result.needed == needed
    if needed == 0:
        assert result.fewest_cards == 0 and result.ways[0].cards == () and result.answer is Answer.OUI


def test_many_ways_are_counted_and_a_bounded_number_listed():
    result = pay(body(cost=14, hand=[{"name": f"Carte {i}", "helix": 2} for i in range(14)] +
                      [{"name": "Golem", "helix": 1}]))
    assert result.fewest_cards == 7
    assert result.ways_count == 3432  # 7 among 14 different cards of 2
    assert len(result.ways) == 12


def test_the_surplus_drained_beyond_the_cost_is_flagged():
    result = pay(body(cost=4, hand=(5,)))
    assert result.answer is Answer.OUI
    assert flagged(result) == ["helix/preparation#drainez-helix-des-cartes-de-votre"]


# --- When: the five phases ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("paid", "phase", "spell", "answer", "rule"), [
    # « 2 Préparation »: « Invoquez des créatures et des objets, lancez des sorts, activez des pouvoirs »
    ("creature", "preparation", None, Answer.OUI, "helix/preparation#invoquez-des-creatures-et-des-objets"),
    ("sort", "preparation", "permanent", Answer.OUI, "helix/preparation#invoquez-des-creatures-et-des-objets"),
    # « 3 Combat »: « Jouez les sorts éphémères et les pouvoirs »
    ("sort", "combat", "ephemere", Answer.OUI, "helix/combat#jouez-les-sorts-ephemeres-et-les"),
    ("sort", "combat", "hybride", Answer.OUI, "helix/combat#jouez-les-sorts-ephemeres-et-les"),
    ("sort", "combat", "permanent", Answer.NON, "helix/combat#jouez-les-sorts-ephemeres-et-les"),
    ("creature", "combat", None, Answer.NON, "helix/combat#jouez-les-sorts-ephemeres-et-les"),
    ("objet", "combat", None, Answer.NON, "helix/combat#jouez-les-sorts-ephemeres-et-les"),
    # « 4 Résolution » comes « Quand tous les effets ont été appliqués »
    ("sort", "resolution", "ephemere", Answer.NON, "helix/combat#quand-tous-les-effets-ont-ete"),
    ("pouvoir", "resolution", None, Answer.NON, "helix/combat#quand-tous-les-effets-ont-ete"),
    # « 1 Canalisation (Phase passive) »
    ("creature", "canalisation", None, Answer.NON, "helix/canalisation"),
    # « 5 Réparation »: « Invoquez des créatures et objets, jouez des sorts »
    ("objet", "reparation", None, Answer.OUI, "helix/reparation#invoquez-des-creatures-et-objets-jouez"),
])
def test_each_phase_allows_what_its_line_says(paid, phase, spell, answer, rule):
    extra = {"spell": spell} if spell else {}
    result = pay(body(paid=paid, phase=phase, pool=9, **extra))  # the Helix held: no drain to flag
    assert result.answer is answer
    assert result.steps[1].rule == rule
    assert [r.code for r in result.refusals] == ([] if answer is Answer.OUI else ["wrong_phase"])


def test_the_opponent_answers_with_spells_or_powers_but_invokes_no_creature():
    # CYCLE 1: « Le joueur 2 peut répondre avec des Sorts ou des Pouvoirs »; TOUR 1: « … mais ne peut pas
    # invoquer de créatures »
    assert pay(body(paid="pouvoir", payer="adversaire", pool=9)).answer is Answer.OUI
    refused = pay(body(paid="creature", payer="adversaire", pool=9))
    assert refused.answer is Answer.NON
    assert refused.refusals[0].rule == "helix/tour-1#le-joueur-peut-repondre-en-declarant"


def test_renfort_is_invoked_by_the_defender_in_combat():
    # « Permet au joueur défenseur d'invoquer cette créature quand le joueur adverse déclare une attaque »
    result = pay(body(paid="creature", phase="combat", payer="adversaire", abilities=["renfort"], pool=9))
    assert result.answer is Answer.OUI and result.steps[1].rule == "helix/glossaire/renfort"


def test_brise_sort_is_invoked_in_answer_to_a_spell():
    # « Quand votre adversaire joue un Sort ou un Pouvoir, vous pouvez invoquer cette créature »
    result = pay(body(paid="creature", phase="combat", abilities=["brise-sort"], pool=9))
    assert result.answer is Answer.OUI and result.steps[1].rule == "helix/glossaire/brise-sort"


def test_the_divinite_is_paid_as_tempus_power():
    # « Seul le pouvoir de Tempus permet de les invoquer, grâce aux Adorateurs ! »
    result = pay(body(paid="divinite", name="Chronos", pool=9))
    assert result.steps[0].rule == "helix/divinites#les-cartes-de-type-divinites-ne"
    assert result.answer is Answer.OUI


# --- Open points: both readings, flagged --------------------------------------------------------------------


def test_a_permanent_spell_in_answer_depends_on_what_the_manipulation_is():
    # « Sort ne pouvant pas être lancé durant la Manipulation »: no phase is named so.
    result = pay(body(paid="sort", spell="permanent", payer="adversaire", pool=9))
    assert result.answer is Answer.SELON_LECTURE
    assert codes(result) == [("manipulation", True)]
    assert flagged(result) == ["helix/glossaire/permanent-persistant"]


def test_an_ephemere_in_answer_is_no_open_point():
    result = pay(body(paid="sort", spell="ephemere", payer="adversaire", pool=9))
    assert result.answer is Answer.OUI and flagged(result) == []


@pytest.mark.parametrize(("phase", "rule"), [("canalisation", "helix/canalisation#les-joueurs-ne-peuvent-pas-declarer"),
                                             ("reparation", "helix/tour-1#le-joueur-peut-realiser-des-actions")])
def test_a_power_in_canalisation_or_reparation_is_flagged_both_ways(phase, rule):
    result = pay(body(paid="pouvoir", phase=phase, pool=9))
    assert result.answer is Answer.SELON_LECTURE
    assert flagged(result) == [rule]


def test_draining_outside_preparation_is_flagged_when_the_helix_held_is_short():
    # « Drainez l'Helix des cartes de votre main » is a line of « 2 Préparation ».
    result = pay(body(paid="pouvoir", phase="combat", cost=3, pool=1, hand=(2,)))
    assert result.answer is Answer.SELON_LECTURE
    assert codes(result) == [("drain_outside_preparation", True)]
    held = pay(body(paid="pouvoir", phase="combat", cost=3, pool=3, hand=(2,)))
    assert held.answer is Answer.OUI and flagged(held) == []


def test_gains_whose_icon_is_lost_are_computed_both_ways():
    # « Drain de Lumière : Quand cette créature attaque, gagnez » — the icon is lost.
    result = pay(body(cost=5, lost_icon_gains=2, hand=(3,)))
    assert result.answer is Answer.SELON_LECTURE and result.fewest_cards == 1
    assert codes(result) == [("lost_icon", True)]
    same = pay(body(cost=5, lost_icon_gains=1, hand=(3, 3)))
    assert same.answer is Answer.OUI and "helix/glossaire/drain-de-lumiere" in flagged(same)


def test_an_evolution_paid_with_the_helix_primordial_is_flagged():
    # « Vous pouvez faire évoluer vos Bêtes au Stade ★★ en utilisant l'Helix Primordial »
    result = pay(body(paid="evolution", pool=9))
    assert result.answer is Answer.SELON_LECTURE
    assert flagged(result) == ["helix/stade#vous-pouvez-faire-evoluer-vos-betes"]


# --- The board's limits, for a card entering play -----------------------------------------------------------


def test_a_second_legendaire_of_the_same_name_cannot_be_paid():
    # « 1 seule occurrence de la même Légendaire en jeu »
    result = pay(body(name="D'Ghorn", rarity="legendaire", pool=9,
                      in_play=[{"name": "D'Ghorn", "rarity": "legendaire"}]))
    assert result.answer is Answer.NON
    assert result.refusals[0].rule == "helix/legendaire#exemplaires-maximum-de-la-meme-carte"


def test_a_sixth_token_cannot_be_paid():
    result = pay(body(name="Crabe", token=True, pool=9, in_play=[{"name": "Aspic", "token": True}] * 5))
    assert codes(result) == [("too_many_tokens", False)]


def test_an_ephemere_never_stays_in_play_and_meets_no_limit():
    result = pay(body(paid="sort", spell="ephemere", name="Boule de Feu", rarity="epique", pool=9,
                      in_play=[{"name": "Boule de Feu", "rarity": "epique"}]))
    assert result.answer is Answer.OUI


# --- The rulebook's cards, as rule cases (D'Ghorn: « Coût en Helix → 8 », « Helix drainable → 7 ») -----------


def test_dghorn_is_paid_by_draining_three_cards_never_itself():
    # « Drainez l'Helix des cartes de votre main en les sacrifiant »: Q 3, R 2, S 4; no pair reaches 8 (4 + 3 = 7).
    # The card paid for is not in the hand: its own « Helix drainable → 7 » cannot pay for it.
    result = pay(body(cost=8, name="D'Ghorn", rarity="legendaire",
                      hand=[{"name": "Q", "helix": 3}, {"name": "R", "helix": 2}, {"name": "S", "helix": 4}]))
    assert result.answer is Answer.OUI
    assert (result.fewest_cards, result.ways_count) == (3, 1)
    assert result.ways[0].names == ("Q", "R", "S") and result.ways[0].excess == 1
    # The one Helix left over: its fate is not in the book.
    assert flagged(result) == ["helix/preparation#drainez-helix-des-cartes-de-votre"]


def test_a_second_dghorn_is_drained_not_invoked():
    # « 1 seule occurrence de la même Légendaire en jeu »; draining puts nothing in play.
    in_play = [{"name": "D'Ghorn", "rarity": "legendaire", "category": "creature"}]
    invoked = pay(body(cost=8, name="D'Ghorn", rarity="legendaire", in_play=in_play, hand=(5, 4)))
    assert invoked.answer is Answer.NON
    assert [r.rule for r in invoked.refusals] == ["helix/legendaire#exemplaires-maximum-de-la-meme-carte"]
    drained = pay(body(cost=7, name="Kronosaure", in_play=in_play, hand=[{"name": "D'Ghorn", "helix": 7}]))
    assert drained.answer is Answer.OUI and drained.ways[0].names == ("D'Ghorn",)


def test_joueur_2_invokes_the_renfort_creature_not_the_other_when_attacked():
    # Renfort: « Permet au joueur défenseur d'invoquer cette créature quand le joueur adverse déclare une attaque »;
    # TOUR 1: « Le joueur 2 peut répondre en déclarant des bloqueurs mais ne peut pas invoquer de créatures »
    sentinelle = pay(body(cost=3, name="Sentinelle", abilities=["renfort"], phase="combat", payer="adversaire", pool=3))
    assert sentinelle.answer is Answer.OUI
    orque = pay(body(cost=2, name="Orque", phase="combat", payer="adversaire", pool=2))
    assert orque.answer is Answer.NON
    assert orque.refusals[0].rule == "helix/tour-1#le-joueur-peut-repondre-en-declarant"


@pytest.mark.parametrize(("field", "rule"), [("transition", "helix/effets-capacites#transition"),
                                             ("inclined", "helix/glossaire/dresse")])
def test_a_power_of_a_creature_in_transition_or_inclined_cannot_be_activated(field, rule):
    # Transition: « Ne peut ni attaquer, ni bloquer, ni activer de pouvoir (ceci inclut la capacité d'éveil) »;
    # Dressé: « Les créatures dressées peuvent attaquer, bloquer et activer leurs pouvoirs »
    data = body(paid="pouvoir", name="Cri", pool=9)
    data["cost"][field] = True
    result = pay(data)
    assert result.answer is Answer.NON and [r.rule for r in result.refusals] == [rule]


# --- What cannot be ------------------------------------------------------------------------------------------


def test_a_divinite_in_the_hand_and_a_spell_without_its_kind_are_refused_at_once():
    data = body(paid="sort", hand=[{"helix": 3, "category": "divinite"}])
    with pytest.raises(IllegalAction) as refused:
        payment.resolve(read(Payment, data))
    assert [(p.field, p.rule) for p in refused.value.problems] == [
        ("hand[0].category", "helix/divinite#seule-divinite-elle-est-pas-integree"),
        ("cost.spell", "helix/sorts#les-sorts-sont-divises-en-types")]


def test_every_sentence_reads_in_english_when_asked():
    with speaking("en"):
        result = pay(body(paid="pouvoir", phase="reparation", cost=5, hand=(3, 3)))
    assert result.summary.startswith("This power is paid by draining 2 cards")


# --- The API and the page -----------------------------------------------------------------------------------


def test_the_api_answers_with_the_ways_and_the_page_shows_them(client, corpus):
    api = client.post("/api/v1/calculators/helix/payment/", EXAMPLE, content_type="application/json")
    assert api.status_code == HTTPStatus.OK
    answer = api.json()
    assert answer["result"]["answer"] == "oui" and answer["result"]["fewest_cards"] == 2
    assert answer["result"]["ways"][0]["names"] == ["Loup des steppes", "Golem"]
    page = client.get(f"{CALCULATOR.url}?{urlencode(CALCULATOR.form.query(EXAMPLE), doseq=True)}")
    assert page.status_code == HTTPStatus.OK
    text = visible_text(page.content.decode())
    assert "4 façons de payer avec le moins de cartes" in text
    assert "Loup des steppes, Golem" in text


def test_a_refusal_is_an_answer_not_an_error(client, corpus):
    api = client.post("/api/v1/calculators/helix/payment/", body(cost=9, hand=(1,)), content_type="application/json")
    assert api.status_code == HTTPStatus.OK
    assert api.json()["result"]["answer"] == "non"


def test_a_hand_card_without_its_helix_is_named_on_the_page(client, corpus):
    page = client.get(f"{CALCULATOR.url}?quoi=creature&cout=3&phase=preparation&m2=Loup")
    assert page.status_code == HTTPStatus.BAD_REQUEST
    assert "Main 2, Helix drainable : à remplir." in visible_text(page.content.decode())
