"""Héliosthenos in English: every sentence the combat's steps, refusals and summary say.

The game's own terms are given in French the first time a step uses them (« score de milieu »),
so that a judge can find them in the rulebook; its lines are quoted in French."""
from __future__ import annotations

from collections.abc import Sequence

from referee.engine.english import signed

from ..model import Card, CombatInput, Fight, Occupant, Option, Side, Square, Terrain
from ..rules import MAX_CARDS_PER_SQUARE
from .fr import TERRAIN as _FRENCH_TERRAIN

TERRAIN = {Terrain.DESERT: "desert", Terrain.MONTAGNE: "mountain", Terrain.MARAIS: "marsh",
           Terrain.CHAOS: "chaos", Terrain.GLACE: "ice"}
OCCUPANT = {Occupant.NONE: "none", Occupant.PRISONER: "a prisoner", Occupant.WOUNDED: "a wounded creature"}
SIDE = {Side.ATTACKER: "the attacker", Side.DEFENDER: "the defender"}
SIDE_NOUN = {Side.ATTACKER: "attacker", Side.DEFENDER: "defender"}


def _terrain(terrain: Terrain) -> str:
    """« desert (« désert ») »: the milieu, and its name in the rulebook."""
    french = _FRENCH_TERRAIN[terrain]
    return TERRAIN[terrain] if french == TERRAIN[terrain] else f"{TERRAIN[terrain]} (« {french} »)"


def strengths(values: Sequence[int]) -> str:
    return "(" + ",".join(str(s) for s in values) + ")"


def card(card: Card, default: str) -> str:
    """« Lion (7,2,4,2,3) », or « attacker 1 (7,2,4,2,3) » for a card without a name."""
    return f"{card.name or default} {strengths(card.strengths)}"


# --- Refusals -------------------------------------------------------------------------------

NO_MILIEU = ("Give the terrain (desert, mountain, marsh, chaos, ice) or the defender's square, whose column "
             "gives the terrain.")
SQUARE_FULL = (f"A square holds at most {MAX_CARDS_PER_SQUARE} cards: with two active defenders, it cannot also "
               "hold a prisoner or a wounded creature.")
PAIRING_OUT_OF_PLACE = "A pairing is given only for two attackers against two defenders."
PAIRING_SHAPE = "The pairing is [0, 1] or [1, 0]: the defender facing each attacker."


def milieu_conflict(column: int, of_column: Terrain, given: Terrain) -> str:
    return (f"Column {column} is {_terrain(of_column)} terrain, not {TERRAIN[given]}: give one or the "
            "other.")


def no_such_card(side: Side, choice: int, count: int) -> str:
    noun = SIDE_NOUN[side]
    return (f"There is no {noun} number {choice + 1}: give an index from 0 to {count - 1}."
            if count > 1 else f"A single {noun}: there is no choice to make, leave this field out.")


# --- Steps ----------------------------------------------------------------------------------

def square_milieu(square: Square, terrain: Terrain) -> str:
    return (f"The fight takes place on the defender's square (row {square.row}, column {square.column}): "
            f"column {square.column} is {_terrain(terrain)} terrain.")


def given_milieu(terrain: Terrain) -> str:
    return f"The fight takes place on the defender's square, in {_terrain(terrain)} terrain."


TWO_AGAINST_ONE = ("Two creatures attack a single one: the defender has a penalty of 1 in every milieu, and the "
                   "attacker chooses the creature that will fight.")
ONE_AGAINST_TWO = ("A single creature attacks a square that holds two: the attacker has a penalty of 1 in every "
                   "milieu, and the defender chooses the card that will fight.")
TWO_AGAINST_TWO = ("Two creatures attack two creatures on the same square: the defender chooses which creature "
                   "takes on which; no penalty is provided for.")
TWO_FIGHTS_OPEN = ("The rulebook does not say how the two fights of a two-against-two attack combine (a win and "
                   "a loss, for instance): for the judge to settle.")


def if_option(label: str) -> str:
    return f"If {label}:"


def _attacker(combat: CombatInput, a: int) -> str:
    return card(combat.attackers[a], "attacker " + str(a + 1))


def _defender(combat: CombatInput, d: int) -> str:
    return card(combat.defenders[d], "defender " + str(d + 1))


def attacker_sends(combat: CombatInput, a: int) -> str:
    return f"the attacker sends {_attacker(combat, a)}"


def defender_sends(combat: CombatInput, d: int) -> str:
    return f"the defender sends {_defender(combat, d)}"


def defender_pairs(combat: CombatInput, pairing: Sequence[int]) -> str:
    pairs = " and ".join(f"{_attacker(combat, a)} against {_defender(combat, d)}" for a, d in enumerate(pairing))
    return f"the defender pairs {pairs}"


def after_malus(f: Fight) -> str:
    return (f"Strengths after the penalty: attacker {strengths(f.attacker_strengths)}, defender "
            f"{strengths(f.defender_strengths)}.")


def milieu_score(combat: CombatInput, terrain: Terrain, f: Fight) -> str:
    a_name = card(combat.attackers[f.attacker], "The attacker")
    d_name = card(combat.defenders[f.defender], "the defender")
    return (f"{a_name} against {d_name} in {TERRAIN[terrain]}: {f.attacker_strengths[terrain.index]} against "
            f"{f.defender_strengths[terrain.index]}, milieu score (« score de milieu ») {signed(f.milieu_score)} "
            "for the attacker.")


def remaining_score(terrain: Terrain, f: Fight) -> str:
    details = []
    for other in Terrain:
        if other is terrain:
            continue
        a, d = f.attacker_strengths[other.index], f.defender_strengths[other.index]
        details.append(f"{TERRAIN[other]} {a}/{d} → {'+1' if a > d else '-1' if a < d else '0'}")
    return (f"Remaining score (« score restant », the fight's own milieu left out): {'; '.join(details)} = "
            f"{signed(f.remaining_score)}.")


def total_score(f: Fight) -> str:
    return (f"Total score (« score total ») = milieu score (the rulebook's « score de terrain ») "
            f"{signed(f.milieu_score)} + remaining score {signed(f.remaining_score)} = {signed(f.total_score)}.")


TIE = ("A total score of 0: a tie. The rulebook only says that « le vainqueur est celui avec le plus grand score "
       "total »; it does not settle a tie. For the judge to decide, or for the players to agree on.")


def winner(side: Side) -> str:
    return f"The winner is {SIDE[side]}, with the greater total score."


def loser_may_flee(loser: Side) -> str:
    return (f"The loser ({SIDE[loser]}) has the greater milieu score: it may flee (« fuir ») by moving one square "
            "away.")


FLIGHT_OPEN = ("The rulebook does not say what happens if the loser does not flee, nor if it finds no free square "
               "to flee to.")


def winner_chooses(winner: Side, loser: Side) -> str:
    return (f"The loser ({SIDE[loser]}) does not have the greater milieu score; {SIDE[winner]} chooses: take it "
            "prisoner (« prisonnier ») or finish it off (« achever »).")


WOUNDED = ("The square held two creatures attacked by a single one: the defender's creature that fought becomes "
           "wounded (« blessée »). The attacker must attack a second time (on the next turn) to beat the second "
           "card and take the square.")
WOUNDED_OR_FLEE = ("Two rules apply here and the rulebook does not say which prevails: the general rule (« Si le "
                   "vaincu a un plus grand score de milieu, il peut fuir ») would let the defender flee one square; "
                   "the one-against-two rule (« la créature que s'est battue devient blessée ») leaves it "
                   "wounded on the square. The next steps apply the particular rule, the wound; for the judge to "
                   "settle.")
WOUNDED_ON_TERRITORY = ("The square is the defender's territory: the wounded creature can be healed there every "
                        "turn, and the only way to take this terrain is to attack with 2 creatures.")


def occupant_on_retreat(occupant: Occupant) -> str:
    held = "prisoner" if occupant is Occupant.PRISONER else "wounded creature"
    taken = ("the prisoner, taken back from the opponent, becomes one of the attacker's wounded"
             if occupant is Occupant.PRISONER else "the defender's wounded creature becomes the attacker's prisoner")
    return f"If the defender retreats, the attacker takes the {held} that was on the square: {taken}."


OCCUPANT_DIES = ("If the defender is taken prisoner, the other card on the square (prisoner or wounded) « meurt » "
                 "during the attack and is removed from the playing area (2 cards per square at most).")
OCCUPANT_WHEN_FINISHED_OPEN = ("If the winner finishes the defender off instead of taking it prisoner, the "
                               "rulebook does not say what becomes of the prisoner or the wounded creature on "
                               "the square.")


# --- Summary --------------------------------------------------------------------------------

def _fight_summary(combat: CombatInput, terrain: Terrain, f: Fight) -> str:
    head = (f"{strengths(combat.attackers[f.attacker].strengths)} attacks "
            f"{strengths(combat.defenders[f.defender].strengths)} in {TERRAIN[terrain]}: milieu "
            f"{signed(f.milieu_score)}, remaining {signed(f.remaining_score)}, total {signed(f.total_score)}")
    if f.winner is None:
        return f"{head} — tie, not settled by the rules"
    if len(combat.attackers) == 1 and len(combat.defenders) == 2 and f.winner is Side.ATTACKER:
        open_point = " (or flees: not settled)" if f.loser_may_flee else ""
        return f"{head} — the attacker wins: the defender is wounded{open_point}, a second attack is needed"
    fate = "the loser may flee" if f.loser_may_flee else "the winner chooses: prisoner or finished off"
    return f"{head} — {SIDE[f.winner]} wins, {fate}"


def summary(combat: CombatInput, terrain: Terrain, options: Sequence[Option]) -> str:
    """One line a judge can paste into a chat (the rulebook's example reads « … total 0 — tie »)."""
    parts = []
    for option in options:
        fights = "; ".join(_fight_summary(combat, terrain, f) for f in option.fights)
        parts.append(f"if {option.label}: {fights}" if option.label else fights)
    return " | ".join(parts)


# ===========================================================================================
# The turn (turn.py, turn_checks.py, notation.py)
# ===========================================================================================

from referee.engine.english import count, listing  # noqa: E402

from ..turn_model import Action, ActionKind, OpenPoint, Pick, Reading  # noqa: E402  (the turn's own block)

VERB = {ActionKind.MOVE: "move", ActionKind.ATTACK: "attack", ActionKind.PLACE: "place",
        ActionKind.DISCARD: "discard", ActionKind.REMOVE: "remove", ActionKind.HEAL: "heal",
        ActionKind.INTERROGATE: "interrogate", ActionKind.FINISH: "finish off"}
STATE = {"actif": "active", "prisonnier": "prisoner", "blesse": "wounded"}
ROLE = {"mover": "a card the player has in play (an active or wounded creature, or a prisoner it holds)",
        "escort": "an active creature of the player", "attacker": "an active creature of the player",
        "removed": "a creature of the player, active or wounded", "healed": "a wounded creature of the player",
        "talker": "a prisoner the player holds", "finished": "a prisoner the player holds"}
FIELD = {"card": "the card (card)", "to": "the square reached or attacked (to)",
         "partner": "the second card (partner)", "strengths": "the strengths (strengths)",
         "fate": "the fate of the loser (fate)", "flee_to": "the square fled to (flee_to)",
         "attacker_choice": "the attacker's choice (attacker_choice)",
         "defender_choice": "the defender's choice (defender_choice)", "pairing": "the pairing (pairing)"}
OPEN_QUESTION = {
    OpenPoint.SHARED_SQUARE: ("The rulebook limits a square to 2 cards but does not say whether a card may enter a "
                              "square where the opponent has cards"),
    OpenPoint.FRESH_CARD: ("The rulebook says a healed creature « peut agir dès le tour suivant », but says nothing "
                           "of a card placed from the hand during the turn"),
    OpenPoint.REACH: "The rulebook does not say which squares an attack reaches; the square attacked is diagonal",
    OpenPoint.REACH_FAR: "The rulebook does not say which squares an attack reaches; the square attacked is not next",
    OpenPoint.TIE: ("A total score of 0: the rulebook only says « le vainqueur est celui avec le plus grand score "
                    "total », and its own example ends so (« 3 en faveur de l'attaquant », total 0)"),
    OpenPoint.JOINT_ATTACK_COST: ("The rulebook lets 2 creatures attack together without saying how many actions "
                                  "that costs"),
    OpenPoint.WINNER_ENTERS: ("The defender's square is emptied; the rulebook speaks of « prendre possession de "
                              "cette case » without saying whether the winner moves onto it"),
    OpenPoint.OCCUPANT_AFTER_FINISH: ("The defender is finished off; the rulebook does not say what becomes of the "
                                      "other card on the square (it « meurt » only when the defender is taken "
                                      "prisoner)"),
    OpenPoint.PRISONER_PLACE: ("The beaten attacker is taken prisoner; the rulebook does not say on which square "
                               "the prisoner then stands"),
    OpenPoint.TERRITORIES_TO_WIN: ("The goal is « prendre les territoires de l'adversaire »; the rulebook does not "
                                   "say how many must be taken to win, nor when a territory is taken (here: an "
                                   "active creature of the player stands on it, none of the opponent's)"),
}
OPEN_READINGS = {
    OpenPoint.SHARED_SQUARE: ("no, an opponent's square is taken by attacking it", "yes, only the limit of 2 cards "
                              "counts"),
    OpenPoint.FRESH_CARD: ("it may act at once", "it waits for the next turn, as a healed creature does"),
    OpenPoint.REACH: ("only the 4 neighbouring squares, as for a move",
                      "any neighbouring square, diagonals included (or any distance)"),
    OpenPoint.REACH_FAR: ("only neighbouring squares (the 4 directions, or diagonals included)",
                          "any distance, no reach being set"),
    OpenPoint.TIE: ("no winner, the board stays as it is (or the defender holds its square)",
                    "the greater milieu score wins"),
    OpenPoint.JOINT_ATTACK_COST: ("2 actions, one for each creature attacking", "1 action, a single attack"),
    OpenPoint.WINNER_ENTERS: ("the winner stays on its square", "the winner enters the square of the fight"),
    OpenPoint.OCCUPANT_AFTER_FINISH: ("it stays on the square", "it « meurt » too and leaves the playing area"),
    OpenPoint.PRISONER_PLACE: ("it stays on its square", "it is brought to the square of the fight, the defender's"),
    OpenPoint.TERRITORIES_TO_WIN: ("all 5 territories are needed", "a single territory is enough"),
}
OPEN_NAME = {OpenPoint.SHARED_SQUARE: "opponent's square", OpenPoint.FRESH_CARD: "card placed this turn",
             OpenPoint.REACH: "diagonal attack", OpenPoint.REACH_FAR: "reach of an attack",
             OpenPoint.TIE: "tie", OpenPoint.JOINT_ATTACK_COST: "attack by two",
             OpenPoint.WINNER_ENTERS: "square of the loser", OpenPoint.OCCUPANT_AFTER_FINISH: "other card on the square",
             OpenPoint.PRISONER_PLACE: "place of the prisoner", OpenPoint.TERRITORIES_TO_WIN: "territories to win"}


def _sq(square: object) -> str:
    return f"{square.row}-{square.column}"  # type: ignore[attr-defined]  # a Square


def _pick(pick: Pick) -> str:
    return _sq(pick.square) + (f"#{pick.card}" if pick.card else "")


def describe(action: Action) -> str:
    """« move 2-1 → 3-1 », « attack 3-1 and 3-2 → 4-1 »."""
    words = [VERB[action.kind]]
    if action.card is not None:
        words.append(_pick(action.card))
    if action.partner is not None:
        words += ["and" if action.kind is ActionKind.ATTACK else "with", _pick(action.partner)]
    if action.to is not None:
        words += ["→", _sq(action.to)]
    return " ".join(words)


# --- Reading the notation ---------------------------------------------------------------------

def not_a_square(text: str) -> str:
    return f'"{text}" is not a square: write row-column, from 1-1 to 5-5 (and #1 or #2 for the card).'


STRENGTHS_SHAPE = "Give 5 strengths in brackets: (desert, mountain, marsh, chaos, ice)."


def not_a_card(text: str) -> str:
    return (f'"{text}" is not a card: write its owner 1 or 2, then b (wounded) or p (prisoner), then its strengths '
            "if needed: 1, 2b, 1p(7,2,4,2,3); two cards: 1 + 2p.")


TOO_MANY_CARDS = "A square holds at most 2 cards (« Il peut y avoir maximum 2 cartes par case »)."
UNKNOWN_VERB = ("Begin with the action: move, attack, place, discard, remove, heal, interrogate or finish (or the "
                "rulebook's words: « avancer », « attaquer », « poser », « jeter », « retirer », « soigner », "
                "« faire parler », « achever »).")


def action_places(kind: ActionKind, wanted: int) -> str:
    shapes = {ActionKind.MOVE: "move 2-1 3-1 (the card, then the square it goes to)",
              ActionKind.ATTACK: "attack 3-1 4-1 (the attacker, then the square attacked)",
              ActionKind.PLACE: "place 1-3 (the territory)", ActionKind.DISCARD: "discard, with no square"}
    shape = shapes.get(kind, f"{VERB[kind]} 1-2 (the card)")
    return f'The action "{VERB[kind]}" takes {count(wanted, "square")}: {shape}.'


# --- Checks ----------------------------------------------------------------------------------

def square_twice(square: object) -> str:
    return f"Square {_sq(square)} is given twice: give its cards together."


def hand_short(hand: int, pile: int) -> str:
    return (f"The hand holds only {count(hand, 'card')} while the pile still has {pile}: each player must always "
            "have 5 cards in hand, unless the pile is empty.")


def action_needs(kind: ActionKind, name: str) -> str:
    return f'The action "{VERB[kind]}" needs {FIELD[name]}.'


def action_ignores(kind: ActionKind, name: str) -> str:
    return f'The action "{VERB[kind]}" does not take {FIELD[name]}: leave it out.'


FLEE_WHERE = "A flight goes to a neighbouring square: give it (flee_to)."
FLEE_WITHOUT_FLIGHT = 'A square to flee to is given only with the fate "fuite".'
TURN_PAIRING_SHAPE = "The pairing is [1, 2] or [2, 1]: the defender facing each attacker."
ESCORT_ELSEWHERE = ("The active creature going with a wounded card or a prisoner starts from the same square: it "
                    "« se déplace avec elle ».")


# --- The walk ---------------------------------------------------------------------------------

EMPTY_BOARD = "empty board"
ALLOWED = "allowed"


def turn_starts(player: int, actions: int) -> str:
    return (f"Turn of player {player}: it may take {count(actions, 'action')}; its territories are row "
            f"{1 if player == 1 else 5}.")


def open_point(point: OpenPoint, second: bool) -> str:
    a, b = OPEN_READINGS[point]
    return (f"{OPEN_QUESTION[point]}. Reading A: {a}; reading B: {b}. What follows takes reading "
            f"{'B' if second else 'A'}.")


READINGS_CUT = "Too many readings to follow: the last one opened is not followed further."


def reading_label(asked: list[tuple[OpenPoint, bool]]) -> str:
    return "; ".join(f"{OPEN_NAME[p]}: {OPEN_READINGS[p][1 if b else 0]}" for p, b in asked)


def other_reading(number: int, label: str) -> str:
    return f"Reading {number} ({label}): from the open point on, the turn goes on as follows."


def action_allowed(index: int, action: Action, cost: int, left: int) -> str:
    used = "does not count as an action" if cost == 0 else f"costs {count(cost, 'action')}"
    return f"Action {index} ({describe(action)}): allowed, it {used}; {left} left."


def action_refused(index: int, action: Action, text: str, left: int) -> str:
    return f"Action {index} ({describe(action)}): refused. {text} It costs nothing; {count(left, 'action')} left."


def no_actions_left(cost: int, left: int) -> str:
    return f"It needs {count(cost, 'action')} and only {left} is left: each player may take 2 actions."


def no_card_there(square: object, card: int, cards: int) -> str:
    return f"Square {_sq(square)} has no card #{card}: it has {cards}."


def card_does_not_fit(token: str, square: object, role: str) -> str:
    return f"Card {token} on {_sq(square)} does not fit: this needs {ROLE[role]}."


def nothing_fits(square: object, role: str) -> str:
    return f"Square {_sq(square)} holds no card that fits: this needs {ROLE[role]}."


def already_attacked(token: str) -> str:
    return (f"Card {token} attacked this turn: « dès qu'une créature a attaqué, elle a fini pour le tour »; the action "
            "must be taken with another creature.")


def healed_waits(token: str) -> str:
    return f"Card {token} was healed this turn: it may act from the next turn on, not before."


def placed_waits(token: str) -> str:
    return f"Card {token} was placed this turn: under this reading, it acts only from the next turn."


def square_full(square: object, cards: int) -> str:
    return f"Square {_sq(square)} already holds {count(cards, 'card')}: a square holds at most 2 cards."


def square_held(square: object) -> str:
    return f"Square {_sq(square)} holds cards of the opponent: under this reading, no card enters it."


def not_one_step(start: object, to: object) -> str:
    return (f"From {_sq(start)} to {_sq(to)} is not one square in one of the 4 directions: a card moves one square at "
            "a time.")


PARTNER_OF_ACTIVE = "An active creature moves alone: « with » is for going along with a wounded card or a prisoner."


def cannot_carry(token: str, here: bool, there: bool) -> str:
    missing = ("no active creature of the player on the square it leaves nor on the square it enters"
               if not (here or there) else "no active creature of the player on the square it leaves" if not here
               else "no active creature of the player on the square it enters")
    return (f"To move {token}, wounded or prisoner, an active creature must move with it (2 actions, « with ») or an "
            f"active creature must stand on the square it leaves and another on the square it enters (1 action): "
            f"there is {missing}.")


def moved(tokens: list[str], start: object, to: object, cost: int) -> str:
    return f"{'Cards' if len(tokens) > 1 else 'Card'} {listing(tokens)} {'move' if len(tokens) > 1 else 'moves'} from " \
           f"{_sq(start)} to {_sq(to)}."


LONE_BEATEN_CARD = ("The square holds only a wounded card or a prisoner of the opponent: the rulebook does not say "
                    "whether it can be attacked or simply taken; a fight needs an active creature defending.")


def no_enemy_creature(target: object) -> str:
    return f"Square {_sq(target)} holds no active creature of the opponent to attack."


def out_of_reach(square: object, target: object) -> str:
    return f"Square {_sq(target)} is not next to {_sq(square)}: under this reading, the attack does not reach it."


def strengths_needed(token: str) -> str:
    return f"Card {token} fights: give its 5 strengths (desert, mountain, marsh, chaos, ice)."


def first_option_followed(label: str) -> str:
    return f"The board follows the first choice ({label}); give the other choice to follow it."


TIE_LEAVES_BOARD = "With no winner, the board stays as it is."


def now_wounded(token: str) -> str:
    return f"Card {token} becomes wounded and stays on its square."


def loser_stays(token: str) -> str:
    return f"Card {token} does not flee (no flight given): it stays on its square."


NO_FLIGHT = "The loser does not have the greater milieu score: it cannot flee; the winner chooses."
PRISONER_BY_DEFAULT = "The winner chooses between prisoner and finishing off: with no choice given, the board follows « prisonnier »."


def taken_prisoner(token: str, square: object) -> str:
    return f"Card {token} is taken prisoner on {_sq(square)}, turned face up."


def occupant_dies(token: str) -> str:
    return f"Card {token}, which was on the square, « meurt » and is removed from the playing area."


def finished_off(token: str) -> str:
    return f"Card {token} is finished off and leaves the playing area."


def flight_refused(token: str, text: str) -> str:
    return f"Card {token} cannot flee there: {text}"


def fled(token: str, start: object, to: object) -> str:
    return f"Card {token} flees from {_sq(start)} to {_sq(to)}."


def occupant_taken(token: str, new: str) -> str:
    return f"The attacker takes possession of card {token}, which becomes {new}."


def not_own_territory(square: object, player: int) -> str:
    return (f"Square {_sq(square)} is not a territory of player {player}: its territories are row "
            f"{1 if player == 1 else 5}.")


EMPTY_HAND = "The hand is empty: there is no card to place or to discard."


def placed(token: str, square: object) -> str:
    return f"Card {token} is placed from the hand on territory {_sq(square)}."


DISCARDED = "A card of the hand is put on the discard pile (« tas de cartes jetées »)."


def drawn(hand: int, pile: int | None) -> str:
    left = "" if pile is None else f"; {count(pile, 'card')} left in the pile"
    return f"It is replaced by a card of the pile: the hand still holds {count(hand, 'card')}{left}."


def not_drawn(hand: int) -> str:
    return f"The pile is empty: the card is not replaced, the hand goes down to {count(hand, 'card')}."


def removed(token: str, square: object) -> str:
    return f"Card {token} is removed from play from territory {_sq(square)} and goes to the discard pile."


def healed(token: str, square: object) -> str:
    return f"Card {token} is healed on {_sq(square)}: it is active again and may act from the next turn on."


def interrogated(token: str, square: object, opponent: int) -> str:
    return (f"Prisoner {token} « a parlé » on {_sq(square)}: player {opponent} turns over the card its opponent "
            "chooses, so that its abilities can be seen; the board does not change.")


def no_active_beside(square: object) -> str:
    return (f"No active creature of the player stands on square {_sq(square)}: a prisoner is finished off on a square "
            "where an active creature also stands.")


def prisoner_finished(token: str, square: object) -> str:
    return f"Prisoner {token} is finished off on {_sq(square)}: it leaves play, without counting as an action."


RETURNED_WHERE = ("« Un prisonnier évacué du jeu est rendu à son propriétaire »: the rulebook does not say whether it "
                  "goes back to the hand, the pile or the discard pile; the board is the same either way.")


def all_taken(player: int) -> str:
    return f"Player {player} has taken all 5 territories of the opponent: it has won, whatever the reading."


NONE_TAKEN = "No territory is taken: the game goes on."


def some_taken(taken: list[int]) -> str:
    return (f"Territories of the opponent taken: {count(taken[0], 'territory', 'territories')} by player 1, "
            f"{count(taken[1], 'territory', 'territories')} by player 2.")


def wins(player: int) -> str:
    return f"Player {player} has won."


GAME_GOES_ON = "The game goes on."


def turn_summary(player: int, readings: list[Reading]) -> str:
    """One line per reading: each action allowed or refused, the actions left, the end."""
    parts: list[str] = []
    for reading in readings:
        actions = "; ".join(f"{a.index}. {VERB[a.kind]} {'allowed' if a.legal else 'refused'}" for a in reading.actions)
        left = reading.actions[-1].remaining if reading.actions else 2
        end = f"player {reading.end.winner} has won" if reading.end.ended else "the game goes on"
        head = f"player {player} — " if not parts else ""
        label = f"if {reading.label}: " if reading.label else ""
        parts.append(f"{head}{label}{actions}; {count(left, 'action')} left; {end}")
    return " | ".join(parts)


def tie_won_by_milieu(attacker: bool) -> str:
    return (f"Under this reading, {'the attacker' if attacker else 'the defender'} wins by the greater milieu "
            "score, and the loser does not flee.")


NO_CHOICE_WHEN_FLIGHT = ("The loser has the greater milieu score: it may flee, and the winner chooses neither "
                         "prisoner nor finishing off.")


# --- The set-up (« Chaque joueur brasse son tas, puis prend 10 cartes… ») -------------------------

NO_ACTIONS = "Declare at least one action, or give the set-up (« setup »)."
COUNTS_WITH_SETUP = ("With the set-up, the hand and the pile follow from it: give only the pile before the set-up "
                     "(« setup.pile »).")


def setup_count(player: int, cards: int, placed: int) -> str:
    return (f"At the set-up, player {player} places {count(placed, 'card')} on its territories, one per "
            f"territory: the board gives it {cards}.")


def setup_off_territory(square: object, owner: int) -> str:
    return (f"At the set-up, a card of player {owner} can only be on one of its territories (row "
            f"{1 if owner == 1 else 5}), not on {_sq(square)}.")


def setup_one_each(square: object) -> str:
    return f"At the set-up, each territory receives a single card: square {_sq(square)} has two."


SETUP_ACTIVE_ONLY = "At the set-up there is no prisoner nor wounded card: every card placed is active."


def setup_shuffles(player: int, pile: int) -> str:
    return f"Set-up of player {player}: it shuffles its pile of {count(pile, 'card')}."


def setup_draws(drawn: int) -> str:
    return f"It takes {count(drawn, 'card')} from its pile."


def setup_short(pile: int, drawn: int, placed: int) -> str:
    return (f"The pile holds only {count(pile, 'card')}, fewer than the 10 the player takes: the booklet does not say "
            f"what happens then. Reading A: it takes the {pile}, places {placed} and keeps the other {drawn - placed} "
            "in hand; reading B: the set-up cannot be made with fewer than 10 cards. This follows reading A.")


def setup_places(placed: int, row: int, squares: Sequence[object]) -> str:
    where = listing(_sq(s) for s in squares)
    return f"It places {placed} of its choice on its territories (row {row}), one per territory: {where}."


SETUP_FACE_DOWN = ("They are placed abilities down, illustration up: the creature illustrated on the front shows, "
                   "but the 5 strengths on the back stay hidden from the opponent.")
SETUP_FACE_UP_LATER = ("Only prisoners and wounded cards « must be turned over, face visible »: a card shows "
                       "its strengths only once beaten.")


def setup_keeps(hand: int) -> str:
    return f"It keeps the remaining cards in its hand: {count(hand, 'card')}."


def setup_pile_left(pile: int) -> str:
    return f"{count(pile, 'card')} remain in its pile."


def setup_summary(player: int, hand: int, pile: int, board: int) -> str:
    return f"player {player} — set-up: {count(hand, 'card')} in hand, {pile} in the pile, {board} on the board, strengths hidden"
