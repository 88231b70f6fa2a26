"""Helix Duels's lasting effects walked over the turns: each rule with the rulebook line it comes from.

Quotations are verbatim from rules/sources/helix.md (« TOUR DE JEU » and « Effets | Capacités »). Cases are stated
as a judge would state them and assert what a user sees: the PDV after each phase, who dies on which turn, what a
card may still do, the open points flagged with what the other reading gives, the rules the steps cite.
"""
from http import HTTPStatus

import pytest

from referee.engine.helix.effects import EffectsInput, OpenPoint, Phase, check, walk_effects
from referee.engine.reading import read
from referee.engine.trace import Flag
from rules.anchors import all_anchors
from tests.helpers import visible_text

API = "/api/v1/calculators/helix/effects/"
PAGE = "/calculateurs/helix/effets/"


def card(card_id, side="joueur-1", life=5, *effects, **fields):
    return {"id": card_id, "name": card_id.capitalize(), "gender": "f", "side": side, "life": life,
            "effects": [e if isinstance(e, dict) else {"effect": e} for e in effects], **fields}


def source(*cards, turn=3, phase="canalisation", turns=2):
    return read(EffectsInput, {"turn": turn, "phase": phase, "turns": turns, "cards": list(cards)})


def walk(*cards, **moment):
    given = source(*cards, **moment)
    assert list(check(given)) == []
    return walk_effects(given)


def refusals(*cards, **moment):
    return [(p.field, p.rule, p.code) for p in check(source(*cards, **moment))]


def final(result, card_id):
    return next(c for c in result.cards if c.id == card_id)


def after(result, turn, phase, card_id):
    """A card as the table shows it after a phase of a turn."""
    report = next(t for t in result.turns if t.number == turn)
    states = next(p.cards for p in report.phases if p.phase is Phase(phase))
    return next(c for c in states if c.id == card_id)


def lives(result, card_id, phase="reparation"):
    """The card's PDV at the end of each phase ``phase`` of the turns walked."""
    return [after(result, t.number, phase, card_id).life for t in result.turns
            if any(p.phase is Phase(phase) for p in t.phases)]


def said(result):
    return "\n".join(step.text for step in result.steps)


def flagged(result):
    return [step for step in result.steps if step.flag is Flag.SILENT]


def reading(result, point):
    return next(r for r in result.readings if r.point is point)


# --- Canalisation: « Résolez les effets actifs (Poison, Brûlure...) » ---------------------------------------


def test_poison_deals_1_dgt_at_the_start_of_every_turn_of_either_player():
    # « Poison : Au début de chaque tour, inflige 1 DGT »; « Tour : temps de jeu d'un joueur ».
    result = walk(card("goule", "joueur-2", 5, "poison"), turns=3)
    assert lives(result, "goule", "canalisation") == [4, 3, 2]
    assert "Poison : Goule subit 1 DGT (5 → 4 PDV)." in said(result)
    assert {s.rule for s in result.steps if "subit" in s.text} == {"helix/glossaire/poison"}
    assert "rien dans le livre ne le retire" in said(result)
    assert flagged(result) == []  # « chaque tour » is every turn: decided, not flagged


def test_a_creature_at_0_pdv_is_destroyed_and_the_summary_says_on_which_turn():
    # « PDV : Montant de dégats qu'une carte peut subir avant d'être détruite. »
    result = walk(card("goule", "joueur-1", 2, "poison"), turns=3)
    assert final(result, "goule").alive is False and final(result, "goule").in_play is False
    assert "Goule est détruite : elle rejoint le Cimetière." in said(result)
    assert result.summary.startswith("Du tour 3 au tour 5 : Goule est détruite au tour 4")
    assert (final(result, "goule").life, final(result, "goule").died_on) == (0, 4)


def test_brulure_deals_1_dgt_a_turn_for_2_turns_then_ends():
    # « Brûlure : Subit 1 dégat par tour pendant 2 tours »
    result = walk(card("harpie", "joueur-1", 5, "brulure"), turns=4)
    assert lives(result, "harpie", "canalisation") == [4, 3, 3, 3]
    assert after(result, 4, "canalisation", "harpie").effects == ()
    assert "Brûlure : ses tours de dégâts sont passés, l'effet prend fin sur Harpie." in said(result)


def test_a_brulure_put_on_after_this_turns_canalisation_burns_at_the_next_two_and_nothing_is_flagged():
    # H-E04. « Brûlure : Subit 1 dégat par tour pendant 2 tours »: 2 DGT in all, and damage is resolved at
    # Canalisation: « Résolez les effets actifs (Poison, Brûlure...) ». The book decides: no flag.
    faune = card("faune", "joueur-2", 3, {"effect": "brulure", "this_turn": True}, printed_life=3, damage=2)
    result = walk(faune, turn=9, phase="preparation", turns=4)
    assert lives(result, "faune", "canalisation") == [2, 1, 1]
    assert final(result, "faune").alive is True and final(result, "faune").life == 1
    assert flagged(result) == []
    assert not any("pendant 2 tours" in s.text and "compte" in s.text for s in result.steps)


def test_two_poisons_on_one_card_stack_in_the_reading_kept_and_count_once_in_the_other():
    # « Les capacités et effets sont matérialisés en jeu par des marqueurs »: the book never says they stack.
    result = walk(card("goule", "joueur-1", 6, "poison", "poison"), turns=2)
    assert lives(result, "goule", "canalisation") == [4, 2]
    assert [c.life for c in reading(result, OpenPoint.STACKING).other] == [4]
    assert flagged(result)[0].rule == "helix/effets-capacites#les-capacites-et-effets-sont-materialises"


def test_maladie_takes_1_dgt_a_turn_down_to_0():
    # « Maladie : Une créature affligée de Maladie perd 1 DGT par tour »
    result = walk(card("loup", "joueur-1", 5, "maladie", damage=2), turns=3)
    assert [after(result, t, "canalisation", "loup").damage for t in (3, 4, 5)] == [1, 0, 0]
    assert "Maladie : Loup n'a plus de DGT à perdre (0 DGT)." in said(result)


def test_maladies_timing_is_not_written_so_the_orques_dgt_in_a6_are_walked_in_each_reading():
    # H-E05. « Une créature affligée de Maladie perd 1 DGT par tour »: no phase (« Résolez les effets actifs
    # (Poison, Brûlure...) » does not name it), no word on whether the loss repeats or whose turns count.
    orque = card("orque", "joueur-2", 6, {"effect": "maladie", "this_turn": True}, printed_life=6, damage=4)
    result = walk(orque, turn=9, phase="preparation", turns=3)
    assert after(result, 11, "combat", "orque").damage == 2  # kept: B5 and A6 Canalisations
    once = reading(result, OpenPoint.SICKNESS_EACH_TURN)
    own = reading(result, OpenPoint.SICKNESS_OWN_TURN)
    assert [c.damage for c in once.other] == [3] and [c.damage for c in own.other] == [3]
    texts = [s.text for s in flagged(result)]
    assert any("« perd 1 DGT par tour »" in t and "une seule fois" in t and "Orque : 6 PDV, 3 DGT" in t for t in texts)
    assert any("tours de son contrôleur seulement" in t for t in texts)
    assert {s.rule for s in flagged(result)} == {"helix/glossaire/maladie"}


def test_enlevement_rolls_odd_loses_1_pdv_and_stays_held_then_even_breaks_free():
    # « Impair : elle perd 1 PDV et reste immobilisée » ; « Pair : elle se dégage et peut se déplacer »
    held = card("ours", "joueur-1", 5, {"effect": "enlevement", "rolls": [3, 4]})
    result = walk(held, turns=4)
    assert after(result, 3, "canalisation", "ours").life == 4
    assert after(result, 3, "canalisation", "ours").may_move is False
    assert after(result, 5, "canalisation", "ours").may_move is True
    assert any(s.flag is Flag.SILENT and s.rule == "helix/glossaire/enlevement" for s in result.steps)


# --- Canalisation: « Le joueur Attaquant redresse toutes ses cartes, sauf effet contraire. » ----------------


def test_only_the_turns_player_straightens_its_cards():
    result = walk(card("loup", "joueur-1", stance="incline"), card("ours", "joueur-2", stance="incline"), turns=1)
    assert after(result, 3, "canalisation", "loup").stance.value == "dresse"
    assert after(result, 3, "canalisation", "ours").stance.value == "incline"
    assert any(s.rule == "helix/canalisation#le-joueur-attaquant-redresse-toutes-ses" for s in result.steps)


def test_an_assomme_creature_does_not_straighten_at_its_controllers_next_turn_then_the_effect_ends():
    # « Assommé : La créature ne se relève pas au début du prochain tour de son contrôleur »
    result = walk(card("loup", "joueur-1", 5, "assomme", stance="incline"), turns=3)
    assert after(result, 3, "canalisation", "loup").stance.value == "incline"
    assert after(result, 3, "canalisation", "loup").may_attack is False
    assert after(result, 5, "canalisation", "loup").stance.value == "dresse"
    assert "Assommé : Loup ne se relève pas en ce début de tour de son contrôleur ; l'effet prend fin." in said(result)


# --- What a card may do: Épouvante, Paralysie, Enracinement, Transition -----------------------------------


def test_epouvante_forbids_attacking_and_blocking_until_the_end_of_the_turn():
    # « Épouvante : Ne peut ni bloquer, ni attaquer pour 1 tour. »
    result = walk(card("loup", "joueur-1", 5, "epouvante", attacks=True), turns=2)
    during = after(result, 3, "combat", "loup")
    assert (during.may_attack, during.may_block) == (False, False)
    assert "Loup n'attaque pas : sous Épouvante." in said(result)
    assert after(result, 4, "canalisation", "loup").may_block is True
    assert flagged(result) == []  # its count given by the book, not put on this turn: nothing open


def test_an_epouvante_put_on_this_turn_lasts_this_turn_and_in_the_other_reading_the_next_too():
    result = walk(card("loup", "joueur-2", 5, {"effect": "epouvante", "this_turn": True}), phase="combat", turns=2)
    assert after(result, 4, "combat", "loup").may_attack is True
    assert any("« pour 1 tour »" in s.text for s in flagged(result))


def test_epouvante_put_on_in_a3_is_walked_in_the_three_readings_its_1_tour_admits():
    # H-E07. « Épouvante : Ne peut ni bloquer, ni attaquer pour 1 tour. » — which turn is not written. Next to it,
    # « Paralysie : … au tour suivant ». Readings: this turn (kept), this turn and the next, the next turn only.
    lycan = card("lycan", "joueur-2", 4, {"effect": "epouvante", "this_turn": True}, printed_life=4, damage=3,
                 attacks=True)
    result = walk(lycan, card("kronosaure", "joueur-1", 5, attacks=True), turn=5, phase="preparation", turns=2)
    assert after(result, 5, "combat", "lycan").may_block is False  # kept: this turn, A3
    assert after(result, 6, "preparation", "lycan").may_attack is True
    assert "Lycan n'attaque pas" not in said(result)
    both = reading(result, OpenPoint.TERROR_TURN)
    assert not both.same_outcome
    next_only = reading(result, OpenPoint.TERROR_NEXT)
    assert not next_only.same_outcome
    texts = [s.text for s in flagged(result)]
    assert any("ce tour et le tour suivant entier" in t for t in texts)
    assert any("le tour suivant seulement" in t and "peut encore bloquer ce tour" in t for t in texts)
    assert all(s.rule == "helix/glossaire/epouvante" for s in flagged(result))


def test_in_the_next_turn_only_reading_the_lycan_may_block_in_a3_and_not_attack_in_b3():
    from referee.engine.helix.effects.walk import run
    lycan = card("lycan", "joueur-2", 4, {"effect": "epouvante", "this_turn": True}, attacks=True)
    other = run(source(lycan, turn=5, phase="preparation", turns=3), frozenset({OpenPoint.TERROR_NEXT}))
    by_turn = {t.number: {p.phase.value: next(c for c in p.cards if c.id == "lycan") for p in t.phases}
               for t in other.turns}
    assert by_turn[5]["combat"].may_block is True
    assert by_turn[6]["preparation"].may_attack is False and by_turn[6]["preparation"].may_block is False
    assert by_turn[7]["combat"].may_block is True


def test_paralysie_acts_on_the_next_turn_and_the_other_reading_waits_for_its_controllers():
    # « Paralysie : La créature ne peut ni attaquer ni utiliser de pouvoir au tour suivant »
    paralysed = card("loup", "joueur-1", 5, {"effect": "paralysie", "this_turn": True}, "epines-acerees", attacks=True)
    result = walk(paralysed, phase="reparation", turns=3)
    assert after(result, 4, "canalisation", "loup").may_use_powers is False
    assert after(result, 5, "combat", "loup").life == 4  # it attacks on turn 5: Épines Acérées
    other = reading(result, OpenPoint.PARALYSIS_TURN)
    assert [c.life for c in other.other] == [5]  # paralysed on turn 5, it does not attack


def test_an_enracinee_contact_creature_can_neither_attack_nor_block_a_portee_one_still_attacks():
    # « Enracinement : Une créature enracinée ne peut se déplacer pendant tout le tour »; « Les Créatures ayant la
    # Compétence de Combat Contact se déplacent dans la zone d'Attaque quand elles déclarent une attaque »
    result = walk(card("loup", "joueur-1", 5, "enracinement", attacks=True),
                  card("archer", "joueur-1", 5, "enracinement", attacks=True, combat_skill="portee"), turns=2)
    loup, archer = after(result, 3, "combat", "loup"), after(result, 3, "combat", "archer")
    assert (loup.may_move, loup.may_block) == (False, False)
    assert (archer.may_move, archer.may_block) == (False, False)
    assert "Loup n'attaque pas : enracinée, elle ne peut se déplacer." in said(result)
    assert "Archer déclare une attaque." in said(result)
    assert after(result, 4, "canalisation", "loup").may_move is True  # « pendant tout le tour »


def test_a_creature_in_transition_does_nothing_this_turn_and_its_eveil_waits_for_a_canalisation():
    # « Transition : … Ne peut ni attaquer, ni bloquer, ni activer de pouvoir (ceci inclut la capacité d'éveil)
    # jusqu'à la fin du tour »; « Activez les effets d'Eveil des créatures en Transition »
    result = walk(card("goule", "joueur-1", 5, transition=True, awakening=True, attacks=True), phase="preparation",
                  turns=3)
    assert after(result, 3, "combat", "goule").may_attack is False
    assert after(result, 4, "canalisation", "goule").may_block is True
    awakening = [s for s in result.steps
                 if s.rule == "helix/canalisation#activez-les-effets-eveil-des-creatures" and s.flag is None]
    assert [s.values["turn"] for s in awakening] == [5]
    assert not reading(result, OpenPoint.AWAKENING).same_outcome  # the other reading: turn 4


def test_defense_etherique_keeps_spells_and_powers_off_the_card_for_good():
    # « Défense Éthérique : La créature ne peut pas être ciblée par des sorts ou pouvoirs »
    result = walk(card("ange", "joueur-2", 5, "defense-etherique"), turns=2)
    assert {after(result, t, "reparation", "ange").targetable_by_spells for t in (3, 4)} == {False}
    assert final(result, "ange").targetable is True


def test_no_attack_is_declared_in_cycle_1():
    # « Pas de déclaration d'attaque sur le Cycle 1 »
    result = walk(card("loup", "joueur-1", 5, "epines-acerees", attacks=True), turn=1, turns=1)
    assert final(result, "loup").life == 5
    assert any(s.rule == "helix/cycle-1#pas-de-declaration-attaque-sur-le" for s in result.steps)


# --- When a card attacks ------------------------------------------------------------------------------------


def test_attacking_costs_1_pdv_to_epines_acerees_and_1_to_saignement_at_contact_then_the_card_ends_inclined():
    # « Épines Acérées : … perd 1 PDV quand elle attaque »; « Saignement : La créature perd 1 PDV à chaque
    # déplacement »; « Après un combat, les créatures terminent le tour inclinées. »
    result = walk(card("loup", "joueur-1", 5, "epines-acerees", "saignement", attacks=True),
                  card("archer", "joueur-1", 5, "saignement", attacks=True, combat_skill="portee"), turns=1)
    assert after(result, 3, "combat", "loup").life == 3
    assert after(result, 3, "combat", "archer").life == 5  # PORTÉE: it does not move to attack
    assert after(result, 3, "resolution", "loup").stance.value == "incline"
    assert after(result, 3, "resolution", "loup").may_block is False
    assert "Les dégâts de ces combats se calculent avec le calculateur de combat Helix" in said(result)


def test_an_assaut_de_brume_attack_spares_the_pdv_lost_in_the_other_reading_only():
    # « Assaut de Brume : Ne peut être bloqué et ne subit pas de dégats lors de la prochaine attaque »
    result = walk(card("spectre", "joueur-1", 5, "assaut-de-brume", "saignement", attacks=True), turns=1)
    assert final(result, "spectre").life == 4
    assert [c.life for c in reading(result, OpenPoint.LOSS_IS_DAMAGE).other] == [5]
    assert final(result, "spectre").effects == ("Saignement",)  # spent after that attack


def test_attaque_spectrale_doubles_the_attack_hides_the_card_until_it_attacks_and_kills_it_at_the_end_of_the_turn():
    # « Attaque Spectrale : La créature gagne Dissimulation. Les DGT de sa prochaine attaque sont doublés. Elle meurt
    # à la fin du tour »
    result = walk(card("ombre", "joueur-1", 4, {"effect": "attaque-spectrale", "this_turn": True}, damage=3,
                       attacks=True), phase="preparation", turns=2)
    assert after(result, 3, "preparation", "ombre").targetable is False
    assert "Attaque Spectrale : les DGT de cette attaque d'Ombre sont doublés (3 → 6)" in said(result)
    assert after(result, 3, "combat", "ombre").targetable is True
    assert after(result, 3, "reparation", "ombre").alive is False


def test_drain_de_lumiere_counts_nothing_of_its_lost_icon_and_the_other_reading_counts_the_number_as_helix():
    # « Drain de Lumière : Quand cette créature attaque, gagnez » — the icon is lost in the cleaned book.
    result = walk(card("ange", "joueur-1", 5, {"effect": "drain-de-lumiere", "amount": 2}, attacks=True), turns=3)
    assert "ni ce qui est gagné ni combien n'est écrit, rien n'est compté" in said(result)
    assert reading(result, OpenPoint.LOST_ICON).helix == {"joueur-1": 4, "joueur-2": 0}


# --- Lien d'Ombre, and the order of simultaneous effects ---------------------------------------------------


def test_lien_d_ombre_gives_the_other_bearers_1_pdv_for_each_dgt_taken():
    # « Pour chaque dégat subi par une créature portant le Lien d'Ombre, les autres créatures portant le Lien
    # d'Ombre gagnent 1 point de vie. »
    result = walk(card("goule", "joueur-1", 5, "poison", "lien-d-ombre"), card("spectre", "joueur-2", 3, "lien-d-ombre"),
                  turns=1)
    assert final(result, "spectre").life == 4
    assert "Lien d'Ombre : Spectre gagne 1 PDV (3 → 4) pour le dégât subi par Goule." in said(result)


def test_cards_hurt_together_with_a_lien_d_ombre_are_walked_at_once_and_one_after_another():
    both = [card("goule", "joueur-1", 1, "poison", "lien-d-ombre"), card("spectre", "joueur-2", 1, "poison", "lien-d-ombre")]
    result = walk(*both, turns=1)
    assert (final(result, "goule").life, final(result, "spectre").life) == (1, 1)
    other = reading(result, OpenPoint.SIMULTANEOUS)
    assert [(c.id, c.alive) for c in other.other] == [("goule", False)]


# --- Régénération and the end of the turn -------------------------------------------------------------------


def test_regeneration_regains_its_level_at_the_end_of_every_turn_up_to_its_printed_pdv():
    # « Régénération : Regagne 1 PDV par niveau de Régénération en fin de tour. »
    result = walk(card("troll", "joueur-2", 2, {"effect": "regeneration", "level": 2}, printed_life=5), turns=3)
    assert lives(result, "troll") == [4, 5, 5]
    assert [c.life for c in reading(result, OpenPoint.REGENERATION_CAP).other] == [8]


def test_regeneration_without_printed_pdv_meets_no_cap():
    result = walk(card("troll", "joueur-2", 2, "regeneration"), turns=2)
    assert lives(result, "troll") == [3, 4] and flagged(result) == []


# --- Death: Peste, Germination ------------------------------------------------------------------------------


def test_peste_and_germination_fire_when_the_creature_dies():
    # « Peste : Quand la créature meurt, envoi au cimetière la 1ère carte d'un livre ciblé »; « Germination : Quand
    # la créature est détruite, gagnez »
    result = walk(card("rat", "joueur-2", 1, "poison", "peste", "germination"), turns=1)
    assert any(s.flag is Flag.CHOICE and s.rule == "helix/glossaire/peste" for s in result.steps)
    assert "Germination : le contrôleur de Rat « gagnez »" in said(result)
    assert reading(result, OpenPoint.LOST_ICON).same_outcome  # no number printed: no amount in either reading


# --- Cards entering play: Renfort, Vigilance, Clone Végétal, the board's limits ---------------------------


def test_renfort_enters_when_the_opponent_declares_an_attack_and_vigilance_answers_only_once_a_turn():
    # « Renfort : Permet au joueur défenseur d'invoquer cette créature quand le joueur adverse déclare une attaque »;
    # « Vigilance : Quand une créature ennemie est invoquée, attaque cette créature »; « NB : Une créature ne peut
    # attaquer qu'une seule fois par tour »
    result = walk(card("loup", "joueur-1", 5, "vigilance", attacks=True),
                  card("garde", "joueur-2", 4, arrives={"turn": 3, "how": "renfort"}), turns=1)
    assert "Loup déclare une attaque." in said(result)
    assert after(result, 3, "combat", "garde").in_play is True
    assert "Garde entre en jeu (Renfort : l'adversaire a déclaré une attaque)." in said(result)
    assert "Loup n'attaque pas : elle a déjà attaqué ce tour." in said(result)


def test_a_renfort_needs_an_attack_declared():
    result = walk(card("garde", "joueur-2", 4, arrives={"turn": 3, "how": "renfort"}), turns=1)
    assert final(result, "garde").in_play is False
    assert "Renfort : aucune attaque n'est déclarée ce tour ; Garde ne peut pas entrer en jeu." in said(result)


def test_vigilance_attacks_a_summoned_enemy_and_its_effects_act():
    result = walk(card("loup", "joueur-2", 5, "vigilance", "epines-acerees"),
                  card("garde", "joueur-1", 4, arrives={"turn": 3, "how": "invocation"}), turns=1)
    assert "Vigilance : Loup attaque Garde, une créature ennemie qui vient d'entrer en jeu." in said(result)
    assert final(result, "loup").life == 4 and final(result, "loup").stance.value == "incline"


def test_a_second_copy_of_a_legendaire_entering_under_one_controller_is_refused_by_the_boards_limits():
    # « 1 seule occurrence de la même Légendaire en jeu »
    result = walk(card("dghorn", "joueur-1", 7, name="D'Ghorn", rarity="legendaire"),
                  card("dghorn2", "joueur-1", 7, name="D'Ghorn", rarity="legendaire",
                       arrives={"turn": 3, "how": "invocation"}), turns=1)
    assert final(result, "dghorn2").in_play is False
    assert any(s.rule == "helix/legendaire#exemplaires-maximum-de-la-meme-carte" for s in result.steps)


def test_the_same_epique_on_the_other_side_is_a_doubt_walked_both_ways():
    result = walk(card("reine", "joueur-2", 5, rarity="epique"),
                  card("reine2", "joueur-1", 5, name="Reine", rarity="epique", arrives={"turn": 3, "how": "invocation"}),
                  turns=1)
    assert final(result, "reine2").in_play is True
    assert [c.in_play for c in reading(result, OpenPoint.LIMIT_DOUBT).other] == [False]


def test_a_sixth_token_under_one_controller_does_not_enter():
    # « Les Créatures Tokens qui sont mises en jeu sont limitées à 5 par Contrôleur. »
    tokens = [card(f"jeton{n}", "joueur-1", 1, token=True) for n in range(5)]
    result = walk(*tokens, card("jeton6", "joueur-1", 1, token=True, arrives={"turn": 3, "how": "invocation"}), turns=1)
    assert final(result, "jeton6").in_play is False
    assert any(s.rule == "helix/effets-capacites#les-creatures-tokens-qui-sont-mises" for s in result.steps)


def test_clone_vegetal_copies_a_common_beast_as_printed_and_as_it_stands_in_the_other_reading():
    # « Clone Végétal : Ciblez une Bête Commune Le Clone végétal en devient la copie exacte »
    result = walk(card("loup", "joueur-2", 2, "poison", species="bete", damage=3, printed_life=6),
                  card("clone", "joueur-1", 1, arrives={"turn": 3, "how": "clone-vegetal", "copies": "loup"}),
                  phase="combat", turns=1)
    assert (final(result, "clone").life, final(result, "clone").damage) == (6, 3)
    assert [(c.life, c.effects) for c in reading(result, OpenPoint.CLONE_COPY).other] == [(2, ("Poison",))]


# --- Refusals: every one at once, each with its field and rule ------------------------------------------------


def test_the_rules_refuse_a_renfort_on_its_own_turn_a_brise_sort_too_dear_and_a_clone_of_an_epique():
    assert refusals(card("garde", "joueur-1", arrives={"turn": 3, "how": "renfort"}),
                    card("mage", "joueur-1", arrives={"turn": 4, "how": "brise-sort", "level": 2, "spell_cost": 3}),
                    card("reine", "joueur-2", species="bete", rarity="epique"),
                    card("clone", "joueur-1", arrives={"turn": 3, "how": "clone-vegetal", "copies": "reine"})) == [
        ("cards[0].arrives.how", "helix/glossaire/renfort", "own_turn"),
        ("cards[1].arrives.spell_cost", "helix/glossaire/brise-sort", "too_dear"),
        ("cards[3].arrives.copies", "helix/glossaire/clone-vegetal", "not_a_common_beast"),
    ]


def test_a_summon_on_the_opponents_turn_and_a_count_of_turns_on_poison_are_refused():
    # « Le joueur 2 peut répondre en déclarant des bloqueurs mais ne peut pas invoquer de créatures »
    assert refusals(card("garde", "joueur-2", arrives={"turn": 3}), card("loup", "joueur-1", 5,
                                                                            {"effect": "poison", "turns": 2})) == [
        ("cards[0].arrives.turn", "helix/tour-1#le-joueur-peut-repondre-en-declarant", "not_own_turn"),
        ("cards[1].effects[0].turns", "helix/glossaire/poison", "not_timed"),
    ]


def test_every_step_cites_a_rule_the_corpus_has():
    anchors = set(all_anchors())
    result = walk(card("goule", "joueur-1", 4, "poison", "brulure", "saignement", "lien-d-ombre", "peste", attacks=True),
                  card("spectre", "joueur-2", 3, "lien-d-ombre", "regeneration", "vigilance", "assomme",
                       {"effect": "paralysie", "this_turn": True}, printed_life=3, stance="incline"),
                  card("garde", "joueur-2", 2, arrives={"turn": 4, "how": "invocation"}), turns=4)
    assert {s.rule for s in result.steps} <= anchors
    assert {u.rule for u in result.unsettled} <= anchors
    # Each step lands on the sentence it applies: a passage, or a glossary entry.
    assert [s.rule for s in result.steps if "#" not in s.rule and "/glossaire/" not in s.rule] == []


# --- The API and the page ----------------------------------------------------------------------------------------


def test_the_api_answers_the_walk_and_refuses_with_a_400_naming_the_field(client, corpus):
    body = {"turn": 3, "cards": [card("goule", "joueur-1", 3, "poison")]}
    answer = client.post(API, body, content_type="application/json")
    assert answer.status_code == HTTPStatus.OK
    assert answer.json()["result"]["cards"][0]["life"] == 1
    body["cards"].append(card("garde", "joueur-1", 3, arrives={"turn": 3, "how": "renfort"}))
    refused = client.post(API, body, content_type="application/json")
    assert refused.status_code == HTTPStatus.BAD_REQUEST
    assert "cards[1].arrives.how" in refused.json()["errors"]


def test_the_page_reads_the_effects_as_typed_and_shows_the_table_after_each_phase(client, corpus):
    url = PAGE + "?tour=3&tours=2&c1=Goule&c1_genre=f&c1_pdv=3&c1_eff=Poison%2C+Br%C3%BBlure+1"
    html = client.get(url).content.decode()
    shown = visible_text(html)
    assert "Poison : Goule subit 1 DGT (3 → 2 PDV)." in shown
    assert "Brûlure : Goule subit 1 DGT (2 → 1 PDV)." in shown
    assert 'id="effets-table"' in html and "Après la phase Canalisation" in shown
    assert "Ce que le calcul ne suit pas" in shown and "Brouillard" in shown


def test_an_effect_the_page_does_not_know_is_named_with_its_card(client, corpus):
    response = client.get(PAGE + "?c1=Goule&c1_pdv=3&c1_eff=Poizon")
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert "Carte 1, effets" in visible_text(response.content.decode())
    assert "« Poizon » : effet inconnu" in visible_text(response.content.decode())


@pytest.mark.parametrize("typed, markers", [
    ("Poison", [{"effect": "poison"}]),
    ("brulure 1 ce tour; Régénération 2", [{"effect": "brulure", "this_turn": True, "turns": 1},
                                           {"effect": "regeneration", "level": 2}]),
    ("Enlèvement jets 3 4, Lien d’Ombre", [{"effect": "enlevement", "rolls": [3, 4]}, {"effect": "lien-d-ombre"}]),
])
def test_the_effects_typed_on_the_page_read_as_the_api_writes_them(typed, markers):
    from referee.calculators.helix_effects import effects_typed, effects_written

    assert effects_typed([typed]) == markers
    assert effects_typed(effects_written(markers)) == markers


# --- The rule cases written apart from the code (/tmp/cases25/tune.md, H-E…) --------------------------------
# A and B are joueur 1 and joueur 2: « A5 » is A's turn of Cycle 5, turn 9; « B5 » turn 10.


def test_a_poison_put_on_in_a5_preparation_destroys_the_goule_at_the_canalisation_of_b6():
    # H-E01. « Au début de chaque tour, inflige 1 DGT »; « Tour : temps de jeu d'un joueur ».
    goule = card("goule", "joueur-2", 3, {"effect": "poison", "this_turn": True}, damage=2)
    result = walk(goule, turn=9, phase="preparation", turns=4)
    assert lives(result, "goule", "canalisation") == [2, 1, 0]
    assert final(result, "goule").died_on == 12
    assert flagged(result) == []


def test_two_poison_markers_destroy_the_goule_at_a6_or_b6_as_the_stacking_is_read():
    # H-E02: the book does not settle whether Poison markers stack.
    goule = card("goule", "joueur-2", 3, {"effect": "poison", "this_turn": True}, {"effect": "poison", "this_turn": True})
    result = walk(goule, turn=9, phase="preparation", turns=4)
    assert final(result, "goule").died_on == 11
    other = reading(result, OpenPoint.STACKING)
    assert [c.died_on for c in other.other] == [12]
    assert any("Goule : détruite au tour 12" in s.text for s in flagged(result))


def test_poison_at_canalisation_destroys_the_sylvide_before_its_regeneration_at_the_end_of_the_turn():
    # H-E03. « Résolez les effets actifs (Poison, Brûlure...) » in phase 1; « Regagne 1 PDV par niveau de
    # Régénération en fin de tour. »
    sylvide = card("sylvide", "joueur-2", 1, "poison", {"effect": "regeneration", "level": 3}, printed_life=6)
    result = walk(sylvide, turn=14, turns=1)
    assert final(result, "sylvide").died_on == 14
    assert not [s.text for s in result.steps if s.text.startswith("Régénération :")]


def test_an_assomme_ravageur_still_inclined_cannot_block_in_a4():
    # H-E06. Assommé in A3 Réparation: it does not get up at B3; at A4 only A straightens.
    ravageur = card("ravageur", "joueur-2", 5, {"effect": "assomme", "this_turn": True}, stance="incline", damage=3)
    result = walk(ravageur, turn=5, phase="reparation", turns=4)
    assert after(result, 6, "combat", "ravageur").may_attack is False
    assert after(result, 7, "combat", "ravageur").may_block is False
    assert after(result, 8, "canalisation", "ravageur").stance.value == "dresse"


def test_a_rooted_portee_luciole_in_defense_only_targets_the_attack_zone():
    # H-E09. « Les Créatures ayant la Compétence de Combat Portée et se trouvant dans la zone de Défense, ne peuvent
    # cibler que la zone d'Attaque. »
    luciole = card("luciole", "joueur-2", 3, {"effect": "enracinement", "this_turn": True}, combat_skill="portee",
                   damage=2, attacks=True)
    result = walk(luciole, turn=8, phase="combat", turns=1)
    step = next(s for s in result.steps if s.rule == "helix/le-positionnement#les-creatures-ayant-la-competence-de-2")
    assert "ne cible donc que la zone d'Attaque adverse (jamais la Forteresse)" in step.text
    assert after(result, 8, "combat", "luciole").zone.value == "defense"


def test_each_dgt_x_takes_gives_every_other_lien_d_ombre_creature_1_pdv():
    # H-E11. « Pour chaque dégat subi … les autres créatures portant le Lien d'Ombre gagnent 1 point de vie. »
    result = walk_effects(read(EffectsInput, {"turn": 3, "phase": "combat", "turns": 1, "cards": [
        card("x", "joueur-2", 5, "lien-d-ombre", printed_life=5), card("y", "joueur-2", 2, "lien-d-ombre", printed_life=6),
        card("z", "joueur-2", 3, "lien-d-ombre", printed_life=7)], "hits": [{"card": "x", "amount": 3}]}))
    assert [final(result, c).life for c in ("x", "y", "z")] == [2, 5, 6]


def test_only_the_renfort_may_be_invoked_in_answer_to_the_first_attack_and_it_may_block_at_once():
    # H-E12. « Le joueur 2 peut répondre en déclarant des bloqueurs mais ne peut pas invoquer de créatures »;
    # « Renfort : Permet au joueur défenseur d'invoquer cette créature quand le joueur adverse déclare une attaque »
    kronosaure = card("kronosaure", "joueur-1", 6, damage=4, attacks=True)
    sentinelle = card("sentinelle", "joueur-2", 5, damage=2, arrives={"turn": 3, "how": "renfort"})
    orque = card("orque", "joueur-2", 4, arrives={"turn": 3, "how": "invocation"})
    assert refusals(kronosaure, sentinelle, orque, phase="combat") == [
        ("cards[2].arrives.turn", "helix/tour-1#le-joueur-peut-repondre-en-declarant", "not_own_turn")]
    result = walk(kronosaure, sentinelle, phase="combat", turns=1)
    assert after(result, 3, "combat", "sentinelle").may_block is True


def test_germination_gains_what_the_book_does_not_say_and_no_amount_is_invented():
    # H-E16. « Germination : Quand la créature est détruite, gagnez » — the pictogram is missing.
    result = walk_effects(read(EffectsInput, {"turn": 3, "phase": "combat", "turns": 1, "cards": [
        card("pousse", "joueur-2", 2, "germination")], "hits": [{"card": "pousse", "amount": 2}]}))
    assert final(result, "pousse").died_on == 3
    assert "aucun nombre n'est imprimé" in said(result)
    assert any(s.flag is Flag.SILENT and s.rule == "helix/glossaire/germination" for s in result.steps)


def test_brise_sort_enters_on_the_opponents_preparation_when_the_spell_costs_no_more_than_its_level():
    # « Quand votre adversaire joue un Sort ou un Pouvoir, vous pouvez invoquer cette créature et en annuler les
    # effets. Le coût du Sort ou Pouvoir doit être inférieur ou égal au niveau de Brise-Sort »
    mage = card("mage", "joueur-2", 3, arrives={"turn": 3, "how": "brise-sort", "level": 2, "spell_cost": 2})
    result = walk(mage, turns=1)
    assert after(result, 3, "preparation", "mage").in_play is True
    assert "Mage entre en jeu (Brise-Sort : le sort ou pouvoir adverse est annulé)." in said(result)
    assert any(s.rule == "helix/glossaire/brise-sort" for s in result.steps)


def test_the_walk_reads_in_english_when_the_reader_asks(client, corpus):
    body = {"turn": 3, "cards": [card("goule", "joueur-1", 3, "poison", "brulure")]}
    answer = client.post(API, body, content_type="application/json", HTTP_ACCEPT_LANGUAGE="en").json()
    texts = [s["text"] for s in answer["steps"]]
    assert "« Poison »: Goule takes 1 DGT (3 → 2 PDV)." in texts
    assert answer["summary"] == "From turn 3 to turn 4: Goule is destroyed on turn 4."


# --- Butin and experience outside combat (« TABLE D'EXPIÉRIENCE ») ------------------------------------------


def walk_with(cards, warlords, **moment):
    given = read(EffectsInput, {"turn": moment.get("turn", 3), "phase": moment.get("phase", "canalisation"),
                                "turns": moment.get("turns", 2), "cards": cards, "warlords": warlords})
    assert list(check(given)) == []
    return walk_effects(given)


def test_a_goule_destroyed_by_poison_in_b6_gives_a_its_butin_and_24_xp_win_the_game_then():
    # H-P08. « Pour faire évoluer votre Chef de Guerre au Niveau 2, vous devez accumuler 12 Points d'Expérience
    # (XP), récupérés sur les créatures adverses détruites. » « Lorsqu'il a atteint le Niveau 2, votre Chef de Guerre
    # continue à gagner de l'Expérience. Quand il atteint 24 Points d'Expérience, vous gagnez la partie ! »
    goule = card("goule", "joueur-2", 1, "poison", damage=2, loot={"xp": 3, "hlx": 2})
    result = walk_with([goule], [{"side": "joueur-1", "xp": 21, "level": 2}], turn=11, phase="reparation", turns=3)
    text = said(result)
    assert "Le joueur 1 récupère le Butin de Goule : 3 XP et 2 HLX." in text
    assert "Le Chef de Guerre du joueur 1 passe de 21 à 24 XP." in text
    assert "le joueur 1 gagne la partie au tour 12" in text
    assert result.winner.value == "joueur-1"
    assert [(x.xp, x.level, x.helix) for x in result.experience] == [(24, 2, 2)]
    assert [t.number for t in result.turns] == [11, 12]  # won during B6's Canalisation: nothing more walked
    assert [p.phase.value for p in result.turns[-1].phases] == ["canalisation"]
    assert "gagne la partie" in result.summary
    assert {s.rule for s in result.steps if "XP" in s.text} >= {"helix/table-d-experience#lorsqu-il-atteint-le-niveau-votre",
                                                                 "helix/table-d-experience#pour-faire-evoluer-votre-chef-de"}


def test_a_token_destroyed_by_an_effect_gives_no_xp_and_12_xp_raise_the_warlord_to_level_2():
    # « NB : Les Créatures Tokens ne rapportent pas de Points d'Expérience »; « accumuler 12 Points d'Expérience »
    aspic = card("aspic", "joueur-2", 1, "poison", token=True, loot={"xp": 2})
    ogre = card("ogre", "joueur-2", 1, "brulure", loot={"xp": 4, "hlx": 1})
    result = walk_with([aspic, ogre], [{"side": "joueur-1", "xp": 8}], turns=1)
    text = said(result)
    assert "Aspic est une créature token : elle ne rapporte pas de Points d'Expérience." in text
    assert "Le Chef de Guerre du joueur 1 passe de 8 à 12 XP." in text
    assert "il évolue au Niveau 2" in text
    assert result.winner is None and [(x.xp, x.level) for x in result.experience] == [(12, 2)]


def test_a_warlord_at_level_2_needs_12_xp_and_is_given_once():
    body = {"cards": [card("loup")], "warlords": [{"side": "joueur-1", "xp": 5, "level": 2},
                                                  {"side": "joueur-1", "xp": 0}]}
    problems = [(p.field, p.code) for p in check(read(EffectsInput, body))]
    assert ("warlords[0].level", "too_few_xp") in problems and ("warlords[1].side", "duplicate") in problems


# --- Frénésie: « Peut attaquer 2 fois par tour » -----------------------------------------------------------


def test_a_berserker_with_frenesie_attacking_twice_loses_1_pdv_to_epines_acerees_at_each_attack():
    # H-E15. « Épines Acérées : Une créature subissant les Épines Acérées perd 1 PDV quand elle attaque »;
    # « Frénésie : Peut attaquer 2 fois par tour »; « NB : Une créature ne peut attaquer qu'une seule fois par tour,
    # sauf si elle possède la capacité Frénésie. »
    berserker = card("berserker", "joueur-1", 3, "epines-acerees", printed_life=3, damage=2, attacks=True,
                     attacks_per_turn=2)
    result = walk(berserker, turn=5, phase="canalisation", turns=1)
    assert final(result, "berserker").life == 1
    assert "Frénésie : Berserker attaque une 2e fois ce tour, dans une nouvelle phase de Combat." in said(result)
    assert any(s.rule == "helix/glossaire/frenesie" for s in result.steps)
    once = walk(card("ours", "joueur-1", 3, "epines-acerees", attacks=True), turn=5, turns=1)
    assert final(once, "ours").life == 2


def test_the_page_takes_the_butin_the_chef_de_guerres_xp_and_frenesie(client, corpus):
    # « Quand il atteint 24 Points d'Expérience, vous gagnez la partie ! »; « Frénésie : Peut attaquer 2 fois par tour »
    url = (PAGE + "?tour=12&phase=canalisation&tours=1&xp1=21&niv1=2&c1=Goule&c1_genre=f&c1_camp=joueur-2&c1_pdv=1"
           "&c1_xp=3&c1_hlx=2&c1_eff=Poison")
    shown = visible_text(client.get(url).content.decode())
    assert "Le Chef de Guerre du joueur 1 passe de 21 à 24 XP." in shown
    assert "le joueur 1 gagne la partie au tour 12" in shown
    berserker = (PAGE + "?tour=5&tours=1&c1=Berserker&c1_pdv=3&c1_att=1&c1_fren=1&c1_eff=Epines+Acerees")
    shown = visible_text(client.get(berserker).content.decode())
    assert "Frénésie : la carte Berserker attaque une 2e fois ce tour" in shown
    assert "(2 → 1 PDV)" in shown
    answer = client.post(API, {"turn": 12, "turns": 1, "warlords": [{"side": "joueur-2", "xp": 5}],
                               "cards": [card("loup", "joueur-1", 1, "poison", loot={"xp": 2})]},
                         content_type="application/json").json()
    assert answer["result"]["experience"] == [{"side": "joueur-2", "xp": 7, "level": 1, "helix": 0}]
