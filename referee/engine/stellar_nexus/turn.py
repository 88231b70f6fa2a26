"""Stellar Nexus's turn aids: the hand after each mulligan, a creature's attack, endurance and
engagement phase by phase, the draw of the entretien, and the two ways to lose.

The rulebook is unclear in places, each flagged: how many cards an extra mulligan takes away;
whether endurance comes back « au début de chaque entretien » or « au début de chaque tour »;
whether the first player takes a resource on the first turn; whether an empty resource pile
counts as « plus de carte à piocher ».
"""
from __future__ import annotations

from collections.abc import Iterator

from referee.engine.trace import IllegalAction, Trace

from . import phrasebook as say
from .checks import check_turn
from .model import Creature, Defeat, MulliganRow, Phase, PhaseRow, TurnInput, TurnResult, Whose
from .rules import (
    CARDS_DRAWN_PER_TURN,
    CARDS_LESS_PER_EXTRA_MULLIGAN,
    CREATURES,
    DEATH_THRESHOLD,
    ENDURANCE_BACK,
    EXTRA_MULLIGANS,
    FIRST_PLAYER_NO_DRAW,
    FREE_MULLIGANS,
    HERO_AT_ZERO,
    MULLIGAN,
    NOTHING_TO_DRAW,
    OPENING,
    OPENING_HAND,
    RESOURCES_DRAWN_PER_TURN,
    UPKEEP_DRAW,
)

# --- Mulligans ------------------------------------------------------------------------------

def hand_after(mulligans: int) -> tuple[int, int]:
    """The hand after that many mulligans: « 2 mulligans “gratuits” », then « une carte en moins » at
    each extra one — one fewer than the mulligan before (the engine's reading), or than 6 (the other)."""
    extra = max(0, mulligans - FREE_MULLIGANS)
    cumulative = max(0, OPENING_HAND - extra * CARDS_LESS_PER_EXTRA_MULLIGAN)
    one_less = OPENING_HAND - (CARDS_LESS_PER_EXTRA_MULLIGAN if extra else 0)
    return cumulative, one_less


def mulligan_rows(mulligans: int) -> tuple[MulliganRow, ...]:
    return tuple(MulliganRow(m, 0 < m <= FREE_MULLIGANS, *hand_after(m)) for m in range(mulligans + 1))


def _mulligans(mulligans: int, trace: Trace) -> tuple[MulliganRow, ...]:
    rows = mulligan_rows(mulligans)
    trace.add(say.OPENING, OPENING, hand=OPENING_HAND)
    for row in rows[1:]:
        trace.add(say.mulligan(row), MULLIGAN if row.free else EXTRA_MULLIGANS, mulligan=row.number, hand=row.hand)
    differing = [row for row in rows if row.hand != row.hand_one_less]
    if differing:
        last = rows[-1]
        trace.silent(say.mulligan_readings(last), EXTRA_MULLIGANS, hand=last.hand, hand_one_less=last.hand_one_less)
    if rows[-1].hand == 0:
        trace.silent(say.empty_hand(rows[-1].number), EXTRA_MULLIGANS)
    return rows


# --- A creature, phase by phase ----------------------------------------------------------------

def following_phases(phase: Phase, turn: Whose) -> Iterator[tuple[Whose, Phase]]:
    """The phase in progress, the rest of its turn, then the whole next turn (the other player's)."""
    phases = list(Phase)
    for p in phases[phases.index(phase):]:
        yield turn, p
    for p in phases:
        yield turn.other, p


def phase_rows(creature: Creature, phase: Phase, turn: Whose) -> tuple[PhaseRow, ...]:
    rows = []
    attack, endurance, at_upkeep, engaged = (creature.attack, creature.endurance, creature.endurance,
                                             creature.engaged)
    for n, (whose, p) in enumerate(following_phases(phase, turn)):
        if n:  # the phase in progress has begun: its values are the ones given
            # « Les points d'attaque des créatures se régénèrent au début de chaque étape de jeu. »
            attack = creature.max_attack
            # « l'endurance remonte à son maximum au début de chaque tour »
            if p is Phase.START:
                endurance = creature.max_endurance
            # « Les points d'endurance des créatures se régénèrent au début de chaque entretien. »
            if p is Phase.DRAW:
                at_upkeep = creature.max_endurance
            # « Une créature engagée se désengage au début de son prochain tour. »
            if p is Phase.UNTAP and whose is Whose.OWN:
                engaged = False
        rows.append(PhaseRow(whose, p, say.phase_label(whose, p), attack, endurance, at_upkeep, engaged))
    return tuple(rows)


def _creature(turn: TurnInput, creature: Creature, trace: Trace) -> tuple[tuple[PhaseRow, ...], str]:
    rows = phase_rows(creature, turn.phase, turn.turn)
    if creature.attack < creature.max_attack and len(rows) > 1:
        trace.add(say.attack_back(creature.name, creature.max_attack, rows[1].phase), CREATURES,
                  attack=creature.max_attack)
    regenerates = any(r.endurance != r.endurance_at_upkeep for r in rows)
    if regenerates:
        # Cites the sentence applied, « l'endurance remonte à son maximum au début de chaque tour »; the step
        # quotes the glossary's other one.
        trace.silent(say.endurance_readings(creature.name, creature.max_endurance, creature.endurance), ENDURANCE_BACK,
                     endurance=creature.max_endurance, endurance_at_upkeep=creature.endurance)
    untap = creature.engaged and any(not r.engaged for r in rows)
    if untap:
        trace.add(say.untaps(creature.name, Phase.UNTAP), CREATURES, engaged=False)
    elif creature.engaged:
        trace.add(say.stays_engaged(creature.name), CREATURES, engaged=True)
    return rows, say.phases_note(creature.name, creature.max_endurance, regenerates, untap)


# --- The entretien and the end of the game -------------------------------------------------------

def _upkeep(turn: TurnInput, trace: Trace) -> tuple[int, int]:
    """« Au début de son entretien, le joueur pioche une carte de sa bibliothèque et une ressource de sa pile. »"""
    trace.add(say.UPKEEP, UPKEEP_DRAW)
    cards, resources = CARDS_DRAWN_PER_TURN, RESOURCES_DRAWN_PER_TURN
    if turn.first_turn:
        trace.add(say.FIRST_TURN, FIRST_PLAYER_NO_DRAW, cards=0)
        trace.silent(say.FIRST_TURN_RESOURCE, FIRST_PLAYER_NO_DRAW, resources=RESOURCES_DRAWN_PER_TURN, resources_other=0)
        cards = 0
    elif turn.library is not None and turn.library > 0:
        trace.add(say.library_left(turn.library), UPKEEP_DRAW, library=turn.library)
    if turn.library == 0 and not turn.first_turn:
        cards = 0
    if turn.resource_pile == 0:
        trace.silent(say.EMPTY_RESOURCE_PILE, NOTHING_TO_DRAW, resource_pile=0)
        resources = 0
    return cards, resources


def _defeats(turn: TurnInput, trace: Trace) -> tuple[Defeat, ...]:
    """« Vous pouvez mettre les points de vie du héros ennemi à 0. » — « Si un joueur n'a plus de carte
    à piocher au début de son entretien, il perd la partie. »"""
    defeats = []
    if turn.hero_pv is not None:
        trace.add(say.hero_at(turn.hero_pv), HERO_AT_ZERO, hero_pv=turn.hero_pv)
        if turn.hero_pv <= DEATH_THRESHOLD:
            defeats.append(Defeat.HERO)
    if turn.library == 0 and not turn.first_turn:
        trace.add(say.LIBRARY_EMPTY, NOTHING_TO_DRAW, library=0)
        defeats.append(Defeat.LIBRARY)
    return tuple(defeats)


def resolve(turn: TurnInput) -> TurnResult:
    problems = list(check_turn(turn))
    if problems:
        raise IllegalAction.of(problems)
    trace = Trace()
    mulligans = _mulligans(turn.mulligans, trace) if turn.mulligans is not None else ()
    phases: tuple[PhaseRow, ...] = ()
    note = None
    if turn.creature is not None:
        phases, note = _creature(turn, turn.creature, trace)
    cards: int | None = None
    resources: int | None = None
    if turn.library is not None or turn.resource_pile is not None or turn.first_turn:
        cards, resources = _upkeep(turn, trace)
    defeats = _defeats(turn, trace)
    if turn.creature is not None and not trace.steps():  # full values, untapped: nothing changes
        trace.add(say.nothing_changes(turn.creature.name), CREATURES)
    asked_about_defeat = turn.hero_pv is not None or turn.library is not None
    return TurnResult(mulligans, phases, cards, resources, defeats, trace.steps(),
                      say.turn_summary(mulligans, note, cards, resources,
                                       bool(defeats) if asked_about_defeat else None))
