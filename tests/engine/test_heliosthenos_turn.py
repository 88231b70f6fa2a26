"""Héliosthenos turn: each rule of « Jeu » with the rulebook line it comes from (rules/sources/heliosthenos.md).

Boards and actions are written in the page's notation (referee/engine/heliosthenos/notation.py): a square
« ligne-colonne », a card « 1 », « 2b » (blessée), « 1p » (prisonnière, held by player 2), « 1(7,2,4,2,3) »."""
import pytest

from referee.engine.heliosthenos import TurnInput, resolve_turn
from referee.engine.heliosthenos.notation import action_text, read_action, read_cards
from referee.engine.heliosthenos.turn import MAX_READINGS
from referee.engine.reading import read
from referee.engine.trace import EngineError, Flag, IllegalAction
from rules.anchors import all_anchors

ANCHORS = set(all_anchors())
MOVE = "heliosthenos/jeu#avancer-une-creature-creature-active-prisonniere"
ATTACK = "heliosthenos/jeu#attaquer-une-creature-ennemie-des-qu"
PLACE = "heliosthenos/jeu#poser-une-creature-de-sa-main"
DISCARD = "heliosthenos/jeu#jeter-une-carte-de-sa-main"
REMOVE = "heliosthenos/jeu#retirer-du-jeu-une-creature-active"
HEAL = "heliosthenos/jeu#soigner-une-creature-blessee-se-trouvant"
INTERROGATE = "heliosthenos/jeu#faire-parler-un-prisonnier-qui-ete"
IN_A_TURN = "heliosthenos/jeu#en-un-tour-un-joueur-peut"
SQUARE_LIMIT = "heliosthenos/jeu#il-peut-avoir-maximum-cartes-par"
HAND = "heliosthenos/jeu#chaque-joueur-doit-toujours-avoir-cartes"
TWO_ACTIONS = "heliosthenos/jeu#puis-tour-de-role-chaque-joueur"
CARRY = "heliosthenos/prisonniers-et-blesses#pour-deplacer-une-creature-blessee-ou"
GOAL = "heliosthenos/surface-de-jeu#le-but-du-jeu-est-de"

# « Chaque joueur brasse son tas, puis prend 10 cartes, en pose 5 de son choix sur ses 5 territoires, capacités en
#   bas, illustration en haut et garde les 5 restantes dans sa main. »
SETUP = {**{f"1-{c}": "1(5,5,5,5,5)" for c in range(1, 6)}, **{f"5-{c}": "2(4,4,4,4,4)" for c in range(1, 6)}}


def turn(board, *actions, **others):
    """A turn read as the API reads it: the board {"2-1": "1 + 2p"}, the actions as typed on the page."""
    cells = [{"square": {"row": int(sq[0]), "column": int(sq[2])}, "cards": read_cards(text)}
             for sq, text in board.items()]
    return resolve_turn(read(TurnInput, {"board": cells, "actions": [read_action(a) for a in actions], **others}))


def only(result):
    (reading,) = result.readings
    return reading


def cell(reading, square):
    row, column = int(square[0]), int(square[2])
    return reading.grid[row - 1][column - 1]


def silent(result):
    return [s for s in result.steps if s.flag is Flag.SILENT]


def open_points(result):
    return [s.values.get("open_point") for s in silent(result) if s.values.get("open_point")]


def legality(reading):
    return [a.legal for a in reading.actions]


# --- The set-up and the two actions ----------------------------------------------------------------

# « Puis à tour de rôle, chaque joueur peut accomplir 2 actions. » / « En un tour, un joueur peut … avancer une
#   carte de 2 cases »
def test_from_the_set_up_a_card_moves_two_squares_and_a_third_action_is_refused():
    result = turn(SETUP, "avancer 1-3 2-3", "avancer 2-3 3-3", "jeter")
    reading = only(result)
    assert legality(reading) == [True, True, False]
    assert [(a.cost, a.remaining) for a in reading.actions] == [(1, 1), (1, 0), (0, 0)]
    assert reading.actions[2].rule == TWO_ACTIONS
    assert cell(reading, "3-3") == "1" and cell(reading, "1-3") == ""
    assert reading.actions[1].board.startswith("1-1 : 1 ; 1-2 : 1 ; 1-4 : 1")
    assert not silent(result)  # nothing left open: no reading, no flag
    assert reading.end.ended is False and reading.end.taken == (0, 0)


# « En un tour, un joueur peut avancer 2 cartes, avancer une carte de 2 cases, avancer une carte et attaquer avec
#   la même, attaquer avec 2 cartes différentes, etc »
@pytest.mark.parametrize("board, actions", [
    pytest.param(SETUP, ["avancer 1-1 2-1", "avancer 1-2 2-2"], id="two cards moved"),
    pytest.param({"1-1": "1(9,9,9,9,9)", "3-1": "2(1,1,1,1,1)"}, ["avancer 1-1 2-1", "attaquer 2-1 3-1"],
                 id="a card moved then attacking"),
    pytest.param({"2-1": "1(9,9,9,9,9)", "2-2": "1(9,9,9,9,9)", "3-1": "2(1,1,1,1,1)", "3-2": "2(1,1,1,1,1)"},
                 ["attaquer 2-1 3-1 achever", "attaquer 2-2 3-2 achever"], id="two different cards attacking"),
])
def test_what_the_book_says_a_player_can_do_in_a_turn(board, actions):
    reading = turn(board, *actions).readings[0]
    assert legality(reading) == [True, True]
    assert reading.actions[-1].remaining == 0


# « mais il ne peut pas attaquer avec une carte, puis encore déplacer celle-ci, ou attaquer 2 fois avec la même
#   carte » / « dès qu'une créature a attaqué, elle a fini pour le tour »
@pytest.mark.parametrize("second", ["avancer 2-1 2-2", "attaquer 2-1 3-1"])
def test_a_card_that_attacked_has_done_for_the_turn(second):
    reading = only(turn({"2-1": "1(9,9,9,9,9)", "3-1": "2(1,1,1,1,1) + 2(1,1,1,1,1)"}, "attaquer 2-1 3-1", second))
    assert legality(reading) == [True, False]
    assert reading.actions[1].rule == IN_A_TURN
    assert "a fini pour le tour" in reading.actions[1].text
    assert reading.actions[1].remaining == 1


# « Par exemple, si la carte (7, 2, 4, 2, 3) attaque la carte (4, 4, 4, 4, 4) sur un désert. Le score de combat
#   sera de 3 en faveur de l'attaquant et le score total sera 0 (3-1+0-1-1). »
# « Le vainqueur est celui avec le plus grand score total. »: the book's own example is a tie it does not settle.
def test_the_worked_example_played_in_a_turn_is_a_tie_walked_both_ways():
    result = turn({"2-1": "1(7,2,4,2,3)", "3-1": "2(4,4,4,4,4)"}, "attaquer 2-1 3-1")
    first, *others = result.readings
    assert all(legality(r) == [True] and r.actions[0].cost == 1 for r in result.readings)
    assert first.board == "2-1 : 1 ; 3-1 : 2"  # no winner: nothing happens
    assert "3-1 : 2p" in others[0].board  # the greater score de milieu (« 3 en faveur de l'attaquant ») wins
    steps = [s for s in result.steps if s.values.get("total_score") is not None]
    assert steps and steps[-1].values["total_score"] == 0
    assert any("égalité" in s.text for s in silent(result))  # the combat's own flag: a tie is not settled
    assert open_points(result)[0] == "egalite"


def test_a_tie_with_level_milieu_scores_leaves_the_board_without_a_reading():
    result = turn({"2-1": "1(5,5,5,5,4)", "3-1": "2(5,5,5,4,5)"}, "attaquer 2-1 3-1")
    assert only(result).board == "2-1 : 1 ; 3-1 : 2" and "egalite" not in open_points(result)


# --- avancer -----------------------------------------------------------------------------------

# « avancer une créature … d'une case dans n'importe laquelle des 4 directions »
@pytest.mark.parametrize("to, legal", [("2-3", True), ("3-2", True), ("3-4", True), ("4-3", True),
                                       ("2-2", False), ("3-5", False), ("3-3", False)])
def test_a_creature_moves_one_square_in_the_four_directions(to, legal):
    reading = only(turn({"3-3": "1"}, f"avancer 3-3 {to}"))
    assert legality(reading) == [legal]
    assert reading.actions[0].rule == MOVE


# « Il peut y avoir maximum 2 cartes par case. »
def test_a_square_of_two_cards_takes_no_third():
    reading = only(turn({"2-1": "1", "3-1": "1 + 1"}, "avancer 2-1 3-1"))
    assert legality(reading) == [False] and reading.actions[0].rule == SQUARE_LIMIT


def test_a_second_card_of_ones_own_joins_a_square():
    reading = only(turn({"2-1": "1", "3-1": "1"}, "avancer 2-1 3-1"))
    assert legality(reading) == [True] and cell(reading, "3-1") == "1 + 1"


# The book limits a square to 2 cards and says nothing of entering a square where the opponent has a card.
def test_entering_a_square_the_opponent_holds_is_walked_both_ways():
    result = turn({"2-1": "1", "3-1": "2"}, "avancer 2-1 3-1")
    assert [legality(r) for r in result.readings] == [[False], [True]]
    assert open_points(result)[0] == "case-partagee"
    assert cell(result.readings[1], "3-1") == "2 + 1"
    assert "Lecture 2" in result.steps[-3].text or any("Lecture 2" in s.text for s in result.steps)


# « Pour déplacer une créature blessée ou prisonnière, il faut soit qu'une créature active se déplace avec elle
#   (2 actions), soit qu'une créature active se trouve sur la case de départ et une autre sur la case d'arrivée
#   (1 action) »
def test_a_wounded_card_between_two_active_creatures_moves_for_one_action():
    reading = only(turn({"2-1": "1 + 1b", "3-1": "1"}, "avancer 2-1#2 3-1"))
    assert legality(reading) == [True] and reading.actions[0].cost == 1 and reading.actions[0].rule == CARRY
    assert cell(reading, "2-1") == "1" and cell(reading, "3-1") == "1 + 1b"


def test_a_prisoner_carried_by_an_active_creature_costs_two_actions():
    reading = only(turn({"2-1": "1 + 2p"}, "avancer 2-1#2 3-1 avec 2-1"))
    assert legality(reading) == [True] and reading.actions[0].cost == 2
    assert cell(reading, "3-1") == "2p + 1" and cell(reading, "2-1") == ""


def test_a_wounded_card_left_alone_cannot_move():
    reading = only(turn({"2-1": "1b"}, "avancer 2-1 3-1"))
    assert legality(reading) == [False] and reading.actions[0].rule == CARRY
    assert "2 actions" in reading.actions[0].text and "1 action" in reading.actions[0].text


def test_carrying_for_two_actions_needs_both_actions():
    reading = only(turn({"1-1": "1", "2-1": "1 + 2p"}, "avancer 1-1 1-2", "avancer 2-1#2 3-1 avec 2-1"))
    assert legality(reading) == [True, False] and reading.actions[1].rule == TWO_ACTIONS


def test_a_player_moves_no_card_of_the_opponents():
    reading = only(turn({"2-1": "2"}, "avancer 2-1 3-1"))
    assert legality(reading) == [False]


# --- attaquer -----------------------------------------------------------------------------------

# « Dans le cas contraire le vainqueur peut choisir entre la faire prisonnière ou l'achever. »
def test_a_beaten_defender_is_taken_prisoner_unless_finished_off():
    result = turn({"2-1": "1(9,9,9,9,9)", "3-1": "2(1,1,1,1,1)"}, "attaquer 2-1 3-1")
    first = result.readings[0]
    assert cell(first, "3-1") == "2p" and cell(first, "2-1") == "1"
    assert any(s.flag is Flag.CHOICE and "prisonnier" in s.text for s in result.steps)
    finished = turn({"2-1": "1(9,9,9,9,9)", "3-1": "2(1,1,1,1,1)"}, "attaquer 2-1 3-1 achever").readings[0]
    assert cell(finished, "3-1") == ""


# « L'attaquant doit attaquer une deuxième fois (au tour suivant) pour battre la deuxième carte et prendre
#   possession de cette case »: whether a winner moves onto the square it emptied is not said.
def test_whether_the_winner_takes_the_square_is_walked_both_ways():
    result = turn({"2-1": "1(9,9,9,9,9)", "3-1": "2(1,1,1,1,1)"}, "attaquer 2-1 3-1 achever")
    assert len(result.readings) == 2 and open_points(result) == ["vainqueur-entre", "vainqueur-entre"]
    stays, enters = result.readings
    assert (cell(stays, "2-1"), cell(stays, "3-1")) == ("1", "")
    assert (cell(enters, "2-1"), cell(enters, "3-1")) == ("", "1")
    assert "vainqueur" in enters.label


# « Lorsqu'une case contenant 2 créatures est attaquée par une seule créature, … Si le défenseur perd, la créature
#   que s'est battue devient blessée. »
def test_one_attacker_against_two_wounds_the_defender_that_fought():
    reading = only(turn({"2-1": "1(9,9,9,9,9)", "3-1": "2(2,2,2,2,2) + 2(3,3,3,3,3)"}, "attaquer 2-1 3-1 défenseur 1"))
    assert cell(reading, "3-1") == "2b + 2"


# « Si une case contenant une carte active et un prisonnier ou un blessé est attaquée … Si le défenseur est fait
#   prisonnier, l'autre prisonnier/blessé « meurt » lors de l'attaque et est enlevé de la surface de jeu »
def test_a_defender_taken_prisoner_takes_the_other_card_of_its_square_with_it():
    result = turn({"2-1": "1(9,9,9,9,9)", "3-1": "2(1,1,1,1,1) + 2b"}, "attaquer 2-1 3-1 prisonnier")
    assert cell(result.readings[0], "3-1") == "2p"
    assert "occupant-acheve" not in open_points(result)


def test_a_defender_finished_off_leaves_the_other_card_an_open_point():
    result = turn({"2-1": "1(9,9,9,9,9)", "3-1": "2(1,1,1,1,1) + 1p"}, "attaquer 2-1 3-1 achever")
    assert open_points(result)[0] == "occupant-acheve"
    boards = {r.board for r in result.readings}
    assert "2-1 : 1 ; 3-1 : 1p" in boards and "2-1 : 1" in boards


# « Si le vaincu a un plus grand score de milieu, il peut fuir (s'éloigner d'une case) » / « si … le défenseur doit
#   battre en retraite, l'attaquant prend possession du prisonnier/blessé » / « Un prisonnier repris à l'adversaire
#   devient donc un blessé. »
def test_a_defender_fleeing_leaves_its_prisoner_who_becomes_wounded_again():
    result = turn({"2-1": "1(4,9,9,9,9)", "3-1": "2(5,5,5,5,5) + 1p"}, "attaquer 2-1 3-1 fuite 4-1")
    first = result.readings[0]
    assert cell(first, "4-1") == "2" and cell(first, "3-1") == "1b"
    assert any(s.rule == "heliosthenos/prisonniers-et-blesses#un-prisonnier-repris-adversaire-devient-donc"
               for s in result.steps)


def test_an_attacker_beaten_and_taken_prisoner_stands_where_the_book_does_not_say():
    result = turn({"2-1": "1(1,1,1,1,1)", "3-1": "2(9,9,9,9,9)"}, "attaquer 2-1 3-1")
    assert open_points(result) == ["place-du-prisonnier", "place-du-prisonnier"]
    assert [r.board for r in result.readings] == ["2-1 : 1p ; 3-1 : 2", "3-1 : 2 + 1p"]


# The book does not say which squares an attack reaches: the 4 directions (as « avancer »), diagonals too, or any
# distance. A diagonal square and a square three squares away, each walked both ways, the readings kept together.
def test_an_attack_beyond_the_four_neighbouring_squares_is_walked_both_ways():
    result = turn({"2-1": "1(9,9,9,9,9)", "3-2": "2(1,1,1,1,1)"}, "attaquer 2-1 3-2 achever")
    assert open_points(result)[0] == "portee"
    assert legality(result.readings[0]) == [False]
    assert all(legality(r) == [True] for r in result.readings[1:])


def test_the_readings_of_an_attacks_reach_stay_consistent_within_a_turn():
    board = {"3-2": "1(9,9,9,9,9)", "3-1": "1(9,9,9,9,9)", "4-3": "2(1,1,1,1,1)", "3-4": "2(1,1,1,1,1)"}
    result = turn(board, "attaquer 3-2 4-3 achever", "attaquer 3-1 3-4 achever")
    outcomes = {tuple(legality(r)) for r in result.readings}
    # 4 directions only: neither; diagonals: the first only; any distance: both. Never the far one alone.
    assert outcomes == {(False, False), (True, False), (True, True)}


# « Si 2 créatures attaquent une seule, c'est le défenseur qui a un malus de 1 »: what two attackers cost is not
#   said.
def test_two_creatures_attacking_together_cost_one_action_or_two():
    result = turn({"2-1": "1(5,5,5,5,5)", "3-2": "1(5,5,5,5,5)", "3-1": "2(5,5,5,5,5)"},
                  "attaquer 2-1 3-1 et 3-2 achever")
    costs = {r.actions[0].cost for r in result.readings}
    assert costs == {1, 2}
    assert "attaque-a-deux" in open_points(result)


def test_a_square_without_an_active_enemy_creature_is_not_attacked():
    reading = only(turn({"2-1": "1(5,5,5,5,5)", "3-1": "1(5,5,5,5,5)"}, "attaquer 2-1 3-1"))
    assert legality(reading) == [False] and reading.actions[0].rule == ATTACK


def test_a_fight_needs_the_strengths_of_its_cards():
    with pytest.raises(IllegalAction) as error:
        turn({"2-1": "1", "3-1": "2(5,5,5,5,5)"}, "attaquer 2-1 3-1")
    assert error.value.field == "board[0].cards[0].strengths"
    assert error.value.rule == "heliosthenos/cartes#au-verso-il-chiffres-allant-de"


# --- poser, jeter, and the hand -----------------------------------------------------------------------

# « poser une créature de sa main sur un de ses territoires, puis la remplacer dans sa main par une nouvelle carte
#   de son tas » / « Chaque joueur doit toujours avoir 5 cartes dans la main (sauf si le tas d'un joueur est vide) »
def test_a_card_put_on_a_territory_is_replaced_from_the_pile():
    reading = only(turn({}, "poser 1-3", pile=4))
    assert legality(reading) == [True] and cell(reading, "1-3") == "1"
    assert (reading.hand, reading.pile) == (5, 3)
    empty = only(turn({}, "poser 1-3", pile=0))
    assert (empty.hand, empty.pile) == (4, 0)


def test_a_card_is_put_only_on_the_players_own_territories():
    reading = only(turn({}, "poser 5-3"))
    assert legality(reading) == [False] and reading.actions[0].rule == PLACE
    assert legality(only(turn({}, "poser 5-3", player=2))) == [True]


# « jeter une carte de sa main, puis la remplacer par une nouvelle carte du tas »
def test_a_discarded_card_is_replaced_from_the_pile():
    reading = only(turn({}, "jeter", "jeter", pile=1))
    assert legality(reading) == [True, True] and (reading.hand, reading.pile) == (4, 0)
    assert reading.actions[0].rule == DISCARD


def test_a_hand_short_of_five_while_the_pile_has_cards_is_refused():
    with pytest.raises(IllegalAction) as error:
        turn({}, "jeter", hand=3, pile=4)
    assert (error.value.field, error.value.rule) == ("hand", HAND)


# The book says a healed creature « peut agir dès le tour suivant », and nothing of a card just put down.
def test_a_card_put_down_this_turn_acting_at_once_is_walked_both_ways():
    result = turn({}, "poser 1-3", "avancer 1-3 2-3")
    assert [legality(r) for r in result.readings] == [[True, True], [True, False]]
    assert open_points(result)[0] == "carte-posee"


# --- retirer, soigner, faire parler, achever -------------------------------------------------------------

# « retirer du jeu une créature (active ou blessée) se trouvant sur un de ses territoires et la mettre dans le tas
#   de cartes jetées »
@pytest.mark.parametrize("board, action, legal", [
    pytest.param({"1-2": "1b"}, "retirer 1-2", True, id="a wounded card on a territory"),
    pytest.param({"1-2": "1"}, "retirer 1-2", True, id="an active card on a territory"),
    pytest.param({"2-2": "1"}, "retirer 2-2", False, id="a card off the player's territories"),
    pytest.param({"1-2": "2p"}, "retirer 1-2", False, id="a prisoner: it is finished off instead"),
])
def test_removing_a_creature_from_play(board, action, legal):
    reading = only(turn(board, action))
    assert legality(reading) == [legal] and reading.actions[0].rule == REMOVE
    assert (reading.board == "plateau vide") is legal


# « « soigner » une créature blessée se trouvant sur un de ses territoires, ce qui correspond à la réactiver ;
#   elle peut agir dès le tour suivant. »
def test_a_healed_creature_is_active_and_acts_from_the_next_turn():
    reading = only(turn({"1-2": "1b"}, "soigner 1-2", "avancer 1-2 2-2"))
    assert legality(reading) == [True, False]
    assert cell(reading, "1-2") == "1" and reading.actions[1].rule == HEAL


# « « faire parler » un prisonnier qui a été ramené sur un de ses territoires »
@pytest.mark.parametrize("square, legal", [("1-4", True), ("2-4", False)])
def test_a_prisoner_is_made_to_talk_on_the_players_territory(square, legal):
    reading = only(turn({square: "1 + 2p"}, f"faire parler {square}"))
    assert legality(reading) == [legal] and reading.actions[0].rule == INTERROGATE
    assert cell(reading, square) == "1 + 2p"


# « pour retirer une créature prisonnière du jeu, il suffit de l'achever, ce qui ne compte pas pour une action et
#   peut être fait sur n'importe quelle case où se trouve aussi une créature active »
def test_finishing_off_a_prisoner_costs_no_action():
    result = turn({"3-3": "1 + 2p", "4-4": "2p"}, "achever 3-3", "jeter", "jeter", "achever 4-4")
    reading = result.readings[0]
    assert legality(reading) == [True, True, True, False]
    assert [a.cost for a in reading.actions] == [0, 1, 1, 0]
    assert cell(reading, "3-3") == "1" and cell(reading, "4-4") == "2p"
    assert any(s.rule == "heliosthenos/prisonniers-et-blesses#un-blesse-evacue-du-jeu-va" for s in silent(result))


# --- The end -------------------------------------------------------------------------------------------

# « Le but du jeu est de prendre les territoires de l'adversaire. »
def test_all_five_territories_taken_win_whatever_the_reading():
    board = {f"5-{c}": "1" for c in range(1, 5)} | {"4-5": "1"}
    result = turn(board, "avancer 4-5 5-5")
    reading = only(result)
    assert reading.end.ended and reading.end.winner == 1 and reading.end.taken == (5, 0)
    assert not open_points(result)


def test_one_territory_taken_wins_or_not_as_the_book_does_not_say_how_many():
    result = turn({"4-3": "1"}, "avancer 4-3 5-3")
    assert [(r.end.ended, r.end.winner) for r in result.readings] == [(False, None), (True, 1)]
    assert open_points(result) == ["territoires", "territoires"]
    assert all(s.rule == GOAL for s in silent(result) if s.values.get("open_point") == "territoires")


def test_a_territory_still_held_by_an_active_defender_is_not_taken():
    reading = only(turn({"4-3": "1", "5-3": "2"}, "jeter"))
    assert reading.end.taken == (0, 0)


# --- Every step and refusal ---------------------------------------------------------------------------

CASES = [
    (SETUP, ["avancer 1-3 2-3", "avancer 2-3 3-3", "jeter"]),
    ({"2-1": "1(9,9,9,9,9)", "3-1": "2(1,1,1,1,1) + 1p"}, ["attaquer 2-1 3-1 achever", "poser 1-4"]),
    ({"2-1": "1(5,5,5,5,5)", "3-2": "1(5,5,5,5,5)", "3-1": "2(5,5,5,5,5)"}, ["attaquer 2-1 3-1 et 3-2"]),
    ({"2-1": "1(4,9,9,9,9)", "3-1": "2(5,5,5,5,5) + 1p"}, ["attaquer 2-1 3-1 fuite 4-1"]),
    ({"1-2": "1b", "3-3": "1 + 2p", "2-1": "1", "3-1": "2"}, ["soigner 1-2", "achever 3-3", "avancer 2-1 3-1"]),
]


@pytest.mark.parametrize("board, actions", CASES)
def test_every_step_cites_a_passage_of_the_rulebook(board, actions):
    for step in turn(board, *actions).steps:
        assert step.rule in ANCHORS and "#" in step.rule, step


def test_the_readings_are_bounded():
    board = {"2-1": "1(9,9,9,9,9)", "3-2": "2(1,1,1,1,1)", "2-3": "1(9,9,9,9,9)", "3-4": "2(1,1,1,1,1)"}
    result = turn(board, "attaquer 2-1 3-2 achever", "attaquer 2-3 3-4 achever")
    assert 2 < len(result.readings) <= MAX_READINGS


@pytest.mark.parametrize("actions, field", [
    pytest.param([{"kind": "avancer", "card": {"square": {"row": 2, "column": 1}}}], "actions[0].to", id="a move without its square"),
    pytest.param([{"kind": "jeter", "to": {"row": 1, "column": 1}}], "actions[0].to", id="a square given to jeter"),
    pytest.param([{"kind": "attaquer", "card": {"square": {"row": 2, "column": 1}}, "to": {"row": 3, "column": 1},
                   "fate": "fuite"}], "actions[0].flee_to", id="a flight without its square"),
])
def test_an_action_told_too_little_or_too_much_is_refused_naming_its_field(actions, field):
    with pytest.raises(EngineError) as error:
        resolve_turn(read(TurnInput, {"board": [], "actions": actions}))
    assert error.value.field == field and error.value.rule in ANCHORS


def test_a_square_given_twice_is_refused():
    with pytest.raises(IllegalAction) as error:
        resolve_turn(read(TurnInput, {"board": [{"square": {"row": 1, "column": 1}, "cards": [{"owner": 1}]}] * 2,
                                      "actions": [{"kind": "jeter"}]}))
    assert error.value.field == "board[1].square"


# --- The notation ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["avancer 2-1#2 3-1 avec 2-1", "attaquer 2-1 3-1 et 3-2 fuite 4-1",
                                  "attaquer 2-1 3-1 achever défenseur 2", "poser 1-3 (7,2,4,2,3)", "jeter",
                                  "faire parler 1-2", "achever 3-3", "attaquer 2-1 3-1 appariement 21"])
def test_an_action_typed_reads_back_as_written(text):
    assert action_text(read_action(text)) == text


@pytest.mark.parametrize("text", ["voler 2-1", "avancer 2-1", "avancer 2-1 6-1", "poser"])
def test_an_action_that_cannot_be_read_says_what_to_type(text):
    with pytest.raises(ValueError):
        read_action(text)


def test_cards_typed_in_a_square():
    assert read_cards("1(7, 2, 4, 2, 3) + 2p") == [{"owner": 1, "state": "actif", "strengths": [7, 2, 4, 2, 3]},
                                                    {"owner": 2, "state": "prisonnier"}]
    with pytest.raises(ValueError):
        read_cards("1 + 1 + 1")


# --- The cases of the issue, as a judge would put them (coordinates here ligne-colonne) ---------------------

# « chaque joueur peut accomplir 2 actions » / « avancer … d'une case »: advancing two squares and attacking is 3.
def test_advancing_two_squares_then_attacking_needs_three_actions():
    reading = only(turn({"2-1": "1(5,5,5,5,5)", "2-4": "2(5,5,5,5,5)"}, "avancer 2-1 2-2", "avancer 2-2 2-3",
                        "attaquer 2-3 2-4"))
    assert legality(reading) == [True, True, False] and reading.actions[2].rule == TWO_ACTIONS
    assert legality(only(turn({"2-1": "1"}, "avancer 2-1 2-3"))) == [False]


# « « soigner » … elle peut agir dès le tour suivant. »
def test_a_creature_healed_this_turn_does_not_attack_and_another_may():
    board = {"1-1": "1(5,5,5,5,5) + 1b(9,9,9,9,9)", "1-2": "2(5,5,5,5,5)"}
    reading = turn(board, "soigner 1-1#2", "attaquer 1-1#2 1-2").readings[0]
    assert legality(reading) == [True, False] and reading.actions[1].rule == HEAL
    assert legality(turn(board, "soigner 1-1#2", "attaquer 1-1#1 1-2 achever").readings[0]) == [True, True]


# « Si le vaincu a un plus grand score de milieu, il peut fuir » / « Dans le cas contraire le vainqueur peut
#   choisir »: where the loser may flee, the winner chooses nothing.
def test_a_winner_whose_loser_may_flee_chooses_neither_prisoner_nor_finishing_off():
    result = turn({"3-1": "1(3,6,6,6,6)", "4-1": "2(5,5,5,5,5)"}, "attaquer 3-1 4-1 achever")
    reading = only(result)
    assert reading.board == "3-1 : 1 ; 4-1 : 2"
    assert any("ne choisit ni prisonnier ni achever" in s.text for s in result.steps)
    fled = turn({"3-1": "1(3,6,6,6,6)", "4-1": "2(5,5,5,5,5)"}, "attaquer 3-1 4-1 fuite 5-1").readings[0]
    assert cell(fled, "5-1") == "2"


# « Lorsqu'une case contenant 2 créatures est attaquée par une seule créature, l'attaquant a un malus de 1 … et le
#   défenseur peut choisir quelle carte va se battre. »
def test_a_lone_attacker_against_two_loses_to_the_card_the_defender_chooses():
    result = turn({"4-3": "1(6,6,6,6,6)", "4-4": "2(6,5,5,5,5) + 2(7,2,2,2,2)"}, "attaquer 4-3 4-4 défenseur 1")
    totals = [s.values["total_score"] for s in result.steps if "total_score" in s.values]
    assert totals == [-1]
    assert cell(only(result), "4-3") == "1p"  # beaten, taken prisoner by default; no room to bring it to 4-4


# « Si 2 créatures attaquent une seule, c'est le défenseur qui a un malus de 1 … et l'attaquant qui choisit »
def test_two_attackers_and_the_one_the_attacker_sends():
    board = {"3-2": "1(5,5,5,5,5)", "4-1": "1(3,8,3,3,3)", "4-2": "2(5,6,5,5,5)"}
    result = turn(board, "attaquer 3-2 4-2 et 4-1 attaquant 1 achever")
    totals = {s.values["total_score"] for s in result.steps if "total_score" in s.values}
    assert totals == {4}


# « Un prisonnier repris à l'adversaire devient donc un blessé. »: taken back, it is wounded, and attacks nothing.
def test_a_prisoner_taken_back_is_wounded_and_cannot_attack():
    board = {"3-2": "1(5,6,5,5,5) + 2p", "3-3": "2(6,4,6,6,6)"}
    result = turn(board, "attaquer 3-3 3-2 fuite 3-1", player=2)
    reading = result.readings[0]  # the winner staying on its square (it may also take the square: a reading)
    assert cell(reading, "3-2") == "2b" and cell(reading, "3-1") == "1"
    later = only(turn({"3-2": "2b(9,9,9,9,9)", "3-1": "1(1,1,1,1,1)"}, "attaquer 3-2 3-1", player=2))
    assert legality(later) == [False]


def test_an_open_point_met_twice_keeps_its_reading():
    result = turn({"2-1": "1", "3-1": "2", "2-2": "1", "3-2": "2"}, "avancer 2-1 3-1", "avancer 2-2 3-2")
    assert {tuple(legality(r)) for r in result.readings} == {(False, False), (True, True)}


# --- The set-up -------------------------------------------------------------------------------
# « Chaque joueur brasse son tas, puis prend 10 cartes, en pose 5 de son choix sur ses 5 territoires, capacités en
#   bas, illustration en haut et garde les 5 restantes dans sa main. »
SETUP_PASSAGE = "heliosthenos/jeu#chaque-joueur-brasse-son-tas-puis"
# « Au verso il y a 5 chiffres allant de 1 à 10 indiquant la force de la carte dans chaque milieu. »
VERSO = "heliosthenos/cartes#au-verso-il-chiffres-allant-de"
# « Les prisonniers et les blessés, doivent être retournés, face visible. »
FACE_UP = "heliosthenos/prisonniers-et-blesses#les-prisonniers-et-les-blesses-doivent"


def set_up(body):
    return resolve_turn(read(TurnInput, body))


def test_a_set_up_from_a_20_card_tas_leaves_5_in_hand_10_in_the_tas_5_on_the_board_forces_hidden():
    result = set_up({"setup": {"pile": 20}})
    assert (result.setup.hand, result.setup.pile, result.setup.board) == (5, 10, 5)
    assert [s.rule for s in result.steps[:7]] == [SETUP_PASSAGE] * 3 + [VERSO, FACE_UP] + [SETUP_PASSAGE] * 2
    assert "brasse son tas de 20 cartes" in result.steps[0].text
    assert "Il prend 10 cartes" in result.steps[1].text
    hidden = next(s for s in result.steps if s.rule == VERSO)
    assert "capacités en bas, illustration en haut" in hidden.text and "cachées à l'adversaire" in hidden.text
    assert "face visible" in next(s for s in result.steps if s.rule == FACE_UP).text
    assert not silent(result)  # the book decides every count of a 20-card set-up
    reading = only(result)
    assert list(reading.grid[0]) == ["1"] * 5 and not any(reading.grid[4])  # joueur 1's territoires: row 1
    assert result.summary.startswith("joueur 1 — mise en place : 5 cartes en main, 10 dans le tas, 5 sur le plateau")
    assert {s.rule for s in result.steps} <= ANCHORS


def test_joueur_2_sets_up_on_row_5_then_plays_from_it():
    result = set_up({"setup": {"pile": 30}, "player": 2,
                     "actions": [read_action("avancer 5-3 4-3"), read_action("poser 5-3")]})
    reading = only(result)
    assert list(reading.grid[3]) == ["", "", "2", "", ""] and list(reading.grid[4]) == ["2"] * 5
    assert legality(reading) == [True, True]
    assert reading.pile == 19 and reading.hand == 5  # 30 − 10 at set-up, then 1 drawn to replace the card put


def test_fewer_than_10_cards_in_the_tas_is_the_books_silence():
    result = set_up({"setup": {"pile": 7}})
    (step,) = silent(result)
    assert step.rule == SETUP_PASSAGE and "Lecture A" in step.text and "lecture B" in step.text
    assert (result.setup.hand, result.setup.pile, result.setup.board) == (2, 0, 5)


def test_a_board_given_with_the_set_up_must_be_a_set_up():
    good = [{"square": {"row": 1, "column": c}, "cards": [{"owner": 1}]} for c in range(1, 6)]
    assert set_up({"setup": {"pile": 20}, "board": good}).setup.board == 5
    bad = [*good[:4], {"square": {"row": 2, "column": 5}, "cards": [{"owner": 1, "state": "blesse"}]}]
    with pytest.raises(IllegalAction) as refused:
        set_up({"setup": {"pile": 20}, "board": bad})
    fields = {p.field: p.rule for p in refused.value.problems}
    assert fields == {"board[4].square": SETUP_PASSAGE, "board[4].cards[0].state": SETUP_PASSAGE}
    with pytest.raises(IllegalAction) as refused:
        set_up({"setup": {"pile": 20}, "board": good[:3]})
    assert [(p.field, p.rule) for p in refused.value.problems] == [("board", SETUP_PASSAGE)]


def test_without_set_up_a_turn_still_needs_an_action_and_set_up_counts_are_not_given_twice():
    with pytest.raises(IllegalAction) as refused:
        set_up({"board": []})
    assert [(p.field, p.rule) for p in refused.value.problems] == [("actions", TWO_ACTIONS)]
    with pytest.raises(IllegalAction) as refused:
        set_up({"setup": {"pile": 20}, "pile": 3})
    assert [p.field for p in refused.value.problems] == ["pile"]


def test_the_page_walks_the_set_up_from_its_one_field(client, corpus):
    response = client.get("/calculateurs/heliosthenos/tour/?depart=20")
    html = response.content.decode()
    assert response.status_code == 200
    assert "Cartes dans le tas avant la mise en place" in html
    assert "Il garde dans sa main les cartes restantes : 5 cartes." in html
    api = client.post("/api/v1/calculators/heliosthenos/turn/", {"setup": {"pile": 20}}, content_type="application/json")
    assert api.status_code == 200
    assert api.json()["result"]["setup"] == {"hand": 5, "pile": 10, "board": 5}
