"""The board's limits of Helix Duels (referee.engine.helix.limits), each with the rulebook line it comes from.

Source: rules/sources/helix.md (« HELIX Duels — Livre de Règles Version 3.1 »).
"""
from __future__ import annotations

import pytest

from referee.engine.helix import limits, rules
from referee.engine.helix.limits import Limit, Piece
from referee.engine.helix.model import Category, Rarity
from referee.engine.language import speaking
from rules.anchors import all_anchors

TOKEN = Piece("Crabe", token=True)
EPIC = Rarity.EPIC
LEGENDARY = Rarity.LEGENDARY


def codes(verdict: limits.Verdict) -> list[str]:
    return [r.code for r in verdict.refusals]


# « Les Créatures Tokens qui sont mises en jeu sont limitées à 5 par Contrôleur. »
@pytest.mark.parametrize(("tokens_in_play", "allowed"), [(0, True), (4, True), (5, False), (7, False)])
def test_a_controller_puts_at_most_five_tokens_into_play(tokens_in_play, allowed):
    verdict = limits.entry(TOKEN, mine=[Piece(f"Aspic {i}", token=True) for i in range(tokens_in_play)])
    assert verdict.allowed is allowed
    if not allowed:
        assert codes(verdict) == ["too_many_tokens"]
        assert verdict.refusals[0].rule == "helix/effets-capacites#les-creatures-tokens-qui-sont-mises"
        assert "limitées à 5 par Contrôleur" in verdict.refusals[0].text
    else:
        assert [h.limit for h in verdict.held] == [Limit.TOKENS]


def test_the_opponents_tokens_do_not_count_par_controleur():
    verdict = limits.entry(TOKEN, mine=[], theirs=[Piece("Aspic", token=True)] * 5)
    assert verdict.allowed and not verdict.doubts


def test_a_card_that_is_no_token_ignores_the_token_limit():
    assert limits.entry(Piece("Loup"), mine=[TOKEN] * 5).allowed


# ÉPIQUE: « 1 seule occurrence de la même Épique en jeu »; LÉGENDAIRE: « 1 seule occurrence de la même Légendaire
# en jeu »
@pytest.mark.parametrize(("rarity", "rule"), [(EPIC, "helix/epique#exemplaires-maximum-de-la-meme-carte"),
                                              (LEGENDARY, "helix/legendaire#exemplaires-maximum-de-la-meme-carte")])
def test_a_second_copy_of_the_same_epique_or_legendaire_is_refused(rarity, rule):
    verdict = limits.entry(Piece("D'Ghorn", rarity), mine=[Piece("D'Ghorn", rarity)])
    assert codes(verdict) == ["unique_in_play"]
    assert verdict.refusals[0].rule == rule
    assert "1 seule occurrence de la même" in verdict.refusals[0].text


def test_the_same_card_is_told_by_its_name_whatever_its_case_accents_and_apostrophe():
    verdict = limits.entry(Piece("D'Ghorn", LEGENDARY), mine=[Piece("d’GHORN", LEGENDARY)])
    assert codes(verdict) == ["unique_in_play"]


def test_a_different_epique_enters_play():
    verdict = limits.entry(Piece("Kronosaure", EPIC), mine=[Piece("D'Ghorn", EPIC)])
    assert verdict.allowed and [h.limit for h in verdict.held] == [Limit.EPIQUE]


def test_the_opponents_copy_of_an_epique_is_an_open_point_with_both_readings():
    # « en jeu » names no owner: whether the opponent's copy counts is left open.
    verdict = limits.entry(Piece("D'Ghorn", EPIC), mine=[], theirs=[Piece("D'Ghorn", EPIC)])
    assert verdict.allowed
    (doubt,) = verdict.doubts
    assert doubt.rule == rules.EPIQUE_LIMIT
    assert "lue pour toute la table" in doubt.text and "lue pour chaque joueur" in doubt.text


# COMMUNE: « pas de limite au nombre d'occurrences en jeu »
def test_a_commune_has_no_limit_in_play():
    verdict = limits.entry(Piece("Loup"), mine=[Piece("Loup")] * 4)
    assert verdict.allowed and not verdict.doubts
    assert [h.rule for h in verdict.held] == ["helix/commune#exemplaires-maximum-de-la-meme-carte"]


def test_a_second_copy_whose_rarity_is_not_given_is_a_doubt_not_a_refusal():
    verdict = limits.entry(Piece("Loup", None), mine=[Piece("Loup", None)])
    assert verdict.allowed and len(verdict.doubts) == 1


def test_the_copy_in_play_tells_the_rarity_the_entering_card_does_not_give():
    verdict = limits.entry(Piece("Loup", None), mine=[Piece("Loup", LEGENDARY)])
    assert codes(verdict) == ["unique_in_play"]


# DIVINITÉ: « 1 seule Divinité ! Elle n'est pas intégrée à votre Bibliothèque. »
def test_one_divinite_a_player():
    chronos = Piece("Chronos", category=Category.DIVINITY)
    refused = limits.entry(chronos, mine=[Piece("Aeon", category=Category.DIVINITY)])
    assert codes(refused) == ["one_divinity"]
    assert refused.refusals[0].rule == "helix/divinite#seule-divinite-elle-est-pas-integree"
    assert limits.entry(chronos, mine=[], theirs=[Piece("Aeon", category=Category.DIVINITY)]).allowed


def test_every_limit_broken_is_said_at_once():
    entering = Piece("Crabe", LEGENDARY, token=True)
    verdict = limits.entry(entering, mine=[Piece("Crabe", LEGENDARY, token=True)] * 5)
    assert codes(verdict) == ["too_many_tokens", "unique_in_play"]


def test_a_board_is_read_card_after_card():
    mine = [Piece("D'Ghorn", EPIC), Piece("Loup"), Piece("D'Ghorn", EPIC), *[TOKEN] * 6]
    found = limits.board(mine)
    assert [(i, codes(v)) for i, v in found] == [(2, ["unique_in_play"]), (8, ["too_many_tokens"])]


def test_every_anchor_cited_exists_and_every_sentence_is_english_when_asked():
    anchors = set(all_anchors())
    assert {limit.rule for limit in Limit} <= anchors
    with speaking("en"):
        verdict = limits.entry(Piece("", EPIC, token=True), mine=[Piece("", EPIC, token=True)] * 5)
        assert verdict.refusals[0].text.startswith("This card may not enter play")


# --- Wired into the combat calculator: the board it is given obeys the same limits --------------------------

def _combat_problems(data):
    from referee.engine.helix import CombatPhase, check
    from referee.engine.reading import read

    return list(check(read(CombatPhase, data)))


def test_combat_refuses_two_copies_of_one_legendaire_on_a_side_citing_the_passage():
    from tests.engine.helix.builders import card, phase

    data = phase(attacking=[card("g1", name="D'Ghorn", rarity="legendaire"),
                            card("g2", name="D'Ghorn", rarity="legendaire")],
                 defending=[card("loup")], attacks=[("g1", "loup")])
    (problem,) = _combat_problems(data)
    assert problem.field == "attacking_player.cards[1].rarity"
    assert problem.rule == "helix/legendaire#exemplaires-maximum-de-la-meme-carte"


def test_combat_refuses_a_sixth_token_of_one_controller_citing_the_passage():
    from tests.engine.helix.builders import card, phase

    data = phase(attacking=[card("a")], defending=[card(f"t{i}", token=True) for i in range(6)])
    (problem,) = _combat_problems(data)
    assert (problem.field, problem.code) == ("defending_player.cards[5].token", "too_many_tokens")
    assert problem.rule == "helix/effets-capacites#les-creatures-tokens-qui-sont-mises"


def test_combat_flags_the_same_epique_on_each_side_as_an_open_point():
    from referee.engine.trace import Flag
    from tests.engine.helix.builders import card, phase, run

    data = phase(attacking=[card("k1", name="Kronosaure", rarity="epique")],
                 defending=[card("k2", name="Kronosaure", rarity="epique")])
    result = run(data)
    flagged = [s for s in result.steps if s.flag is Flag.SILENT]
    assert [s.rule for s in flagged] == ["helix/epique#exemplaires-maximum-de-la-meme-carte"]
