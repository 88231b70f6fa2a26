"""Héliosthenos's combat, resolved as the section « Combat » orders it: the milieu, the maluses,
who fights whom, the three scores, the winner, the loser's fate. The sentences are the
phrasebook's; this module holds the arithmetic and the order of the rules."""
from __future__ import annotations

from collections.abc import Iterator
from itertools import permutations

from referee.engine.trace import IllegalAction, Trace

from . import phrasebook as say
from .checks import check
from .model import Card, CombatInput, CombatResult, Fight, Occupant, Option, Side, Terrain
from .rules import (
    COLUMNS,
    COMBAT_SQUARE,
    FLIGHT,
    OCCUPANT_FATE,
    ONE_AGAINST_TWO,
    OUTNUMBERED_MALUS,
    PRISONER_OR_FINISH,
    SCORE_MILIEU_PASSAGE,
    SCORE_RESTANT_PASSAGE,
    SCORE_TOTAL_PASSAGE,
    STRENGTH_COUNT,
    TWO_AGAINST_ONE,
    TWO_AGAINST_TWO,
    VICTOR,
)

# --- Scoring ------------------------------------------------------------------------------

def with_malus(strengths: tuple[int, ...], malus: int) -> tuple[int, ...]:
    return tuple(s - malus for s in strengths)


def milieu_score(attacker: tuple[int, ...], defender: tuple[int, ...], terrain: Terrain) -> int:
    """« la différence entre les forces des deux cartes du milieu sur lequel se déroule le combat »."""
    return attacker[terrain.index] - defender[terrain.index]


def remaining_score(attacker: tuple[int, ...], defender: tuple[int, ...], terrain: Terrain) -> int:
    """Milieux dominated minus milieux where dominated, the fight's own milieu left out.

    Each milieu counts one, as the worked example shows (« 3-1+0-1-1 »).
    """
    others = [i for i in range(STRENGTH_COUNT) if i != terrain.index]
    dominated = sum(1 for i in others if attacker[i] > defender[i])
    dominating = sum(1 for i in others if attacker[i] < defender[i])
    return dominated - dominating


def fight(attacker_card: Card, defender_card: Card, terrain: Terrain, attacker_malus: int,
          defender_malus: int, attacker: int = 0, defender: int = 0) -> Fight:
    """« Le vainqueur est celui avec le plus grand score total »; the loser flees if its own score de
    milieu is the greater (the milieu score seen from its side)."""
    a = with_malus(attacker_card.strengths, attacker_malus)
    d = with_malus(defender_card.strengths, defender_malus)
    milieu = milieu_score(a, d, terrain)
    remaining = remaining_score(a, d, terrain)
    total = milieu + remaining
    winner = Side.ATTACKER if total > 0 else Side.DEFENDER if total < 0 else None
    loser_may_flee = (winner is Side.ATTACKER and milieu < 0) or (winner is Side.DEFENDER and milieu > 0)
    return Fight(attacker, defender, a, d, milieu, remaining, total, winner, loser_may_flee)


# --- Resolution ---------------------------------------------------------------------------

# Each shape of attack has its own sentence in « Combat »: the maluses and who chooses are cited by it.
_CHOOSER_RULE = {(2, 1): TWO_AGAINST_ONE, (1, 2): ONE_AGAINST_TWO, (2, 2): TWO_AGAINST_TWO, (1, 1): VICTOR}


def _shape(combat: CombatInput) -> tuple[int, int]:
    return len(combat.attackers), len(combat.defenders)


def resolve(combat: CombatInput) -> CombatResult:
    """Score the attack, say who wins and what the rules let each player do next."""
    problems = list(check(combat))
    if problems:
        raise IllegalAction.of(problems)
    trace = Trace()
    terrain = combat.milieu
    _milieu(combat, trace)
    attacker_malus, defender_malus = _maluses(combat, trace)
    options = tuple(_options(combat, terrain, attacker_malus, defender_malus))
    for option in options:
        if len(options) > 1:
            trace.choice(say.if_option(option.label), _CHOOSER_RULE[_shape(combat)], option=option.label)
        for f in option.fights:
            _scores(combat, terrain, f, trace)
            _outcome(combat, f, trace)
        if len(option.fights) == 2:
            trace.silent(say.TWO_FIGHTS_OPEN, TWO_AGAINST_TWO)
    return CombatResult(terrain, attacker_malus, defender_malus, options, trace.steps(),
                        say.summary(combat, terrain, options))


def _milieu(combat: CombatInput, trace: Trace) -> None:
    """« Chaque colonne représente un type de terrain différent » — the fight is on the defender's square."""
    if combat.square is not None:
        trace.add(say.square_milieu(combat.square, combat.milieu), COLUMNS, row=combat.square.row,
                  column=combat.square.column, terrain=combat.milieu.value)
    else:
        trace.add(say.given_milieu(combat.milieu), COMBAT_SQUARE, terrain=combat.milieu.value)


def _maluses(combat: CombatInput, trace: Trace) -> tuple[int, int]:
    """Two against one: the defender has -1 everywhere; one against two: the attacker has."""
    attackers, defenders = len(combat.attackers), len(combat.defenders)
    if attackers == 2 and defenders == 1:
        trace.add(say.TWO_AGAINST_ONE, TWO_AGAINST_ONE, defender_malus=OUTNUMBERED_MALUS)
        return 0, OUTNUMBERED_MALUS
    if attackers == 1 and defenders == 2:
        trace.add(say.ONE_AGAINST_TWO, ONE_AGAINST_TWO, attacker_malus=OUTNUMBERED_MALUS)
        return OUTNUMBERED_MALUS, 0
    if attackers == 2 and defenders == 2:
        trace.add(say.TWO_AGAINST_TWO, TWO_AGAINST_TWO)
    return 0, 0


def _options(combat: CombatInput, terrain: Terrain, attacker_malus: int, defender_malus: int) -> Iterator[Option]:
    """Who fights whom: fixed at one against one; otherwise the choosing side's options, each shown."""
    def one(a: int, d: int) -> Fight:
        return fight(combat.attackers[a], combat.defenders[d], terrain, attacker_malus, defender_malus, a, d)

    attackers, defenders = len(combat.attackers), len(combat.defenders)
    if attackers == 1 and defenders == 1:
        yield Option("", None, (one(0, 0),))
    elif attackers == 2 and defenders == 1:
        for a in [combat.attacker_choice] if combat.attacker_choice is not None else [0, 1]:
            yield Option(say.attacker_sends(combat, a), Side.ATTACKER, (one(a, 0),))
    elif attackers == 1 and defenders == 2:
        for d in [combat.defender_choice] if combat.defender_choice is not None else [0, 1]:
            yield Option(say.defender_sends(combat, d), Side.DEFENDER, (one(0, d),))
    else:
        pairings = [tuple(combat.pairing)] if combat.pairing is not None else list(permutations(range(2)))
        for pairing in pairings:
            yield Option(say.defender_pairs(combat, pairing), Side.DEFENDER,
                         tuple(one(a, d) for a, d in enumerate(pairing)))


def _scores(combat: CombatInput, terrain: Terrain, f: Fight, trace: Trace) -> None:
    a_card, d_card = combat.attackers[f.attacker], combat.defenders[f.defender]
    if f.attacker_strengths != a_card.strengths or f.defender_strengths != d_card.strengths:
        trace.add(say.after_malus(f), _CHOOSER_RULE[_shape(combat)], attacker=list(f.attacker_strengths),
                  defender=list(f.defender_strengths))
    trace.add(say.milieu_score(combat, terrain, f), SCORE_MILIEU_PASSAGE, milieu_score=f.milieu_score)
    trace.add(say.remaining_score(terrain, f), SCORE_RESTANT_PASSAGE, remaining_score=f.remaining_score)
    trace.add(say.total_score(f), SCORE_TOTAL_PASSAGE, total_score=f.total_score)


def _outcome(combat: CombatInput, f: Fight, trace: Trace) -> None:
    """The winner; then the loser's fate: flight, prisoner or finished, or wounded at one against two."""
    if f.winner is None:
        trace.silent(say.TIE, VICTOR, total_score=0)
        return
    loser = f.winner.other
    trace.add(say.winner(f.winner), VICTOR, winner=f.winner.value)
    outnumbered_defender = len(combat.attackers) == 1 and len(combat.defenders) == 2
    if outnumbered_defender and f.winner is Side.ATTACKER:
        if f.loser_may_flee:
            # Both rules speak: the general « il peut fuir » and the particular « devient blessée ».
            trace.silent(say.WOUNDED_OR_FLEE, ONE_AGAINST_TWO, loser=loser.value)
        _wounded_defender(combat, trace)
        return
    if f.loser_may_flee:
        trace.choice(say.loser_may_flee(loser), FLIGHT, loser=loser.value)
        trace.silent(say.FLIGHT_OPEN, FLIGHT)
        if loser is Side.DEFENDER and combat.occupant is not Occupant.NONE:
            trace.add(say.occupant_on_retreat(combat.occupant), OCCUPANT_FATE, occupant=combat.occupant.value)
    else:
        trace.choice(say.winner_chooses(f.winner, loser), PRISONER_OR_FINISH, loser=loser.value)
        if loser is Side.DEFENDER and combat.occupant is not Occupant.NONE:
            trace.add(say.OCCUPANT_DIES, OCCUPANT_FATE, occupant=combat.occupant.value)
            trace.silent(say.OCCUPANT_WHEN_FINISHED_OPEN, OCCUPANT_FATE)


def _wounded_defender(combat: CombatInput, trace: Trace) -> None:
    """« Si le défenseur perd, la créature que s'est battue devient blessée. »"""
    trace.add(say.WOUNDED, ONE_AGAINST_TWO)
    if combat.defender_territory:
        trace.add(say.WOUNDED_ON_TERRITORY, ONE_AGAINST_TWO)
