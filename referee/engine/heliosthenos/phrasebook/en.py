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
