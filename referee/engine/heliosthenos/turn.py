"""Héliosthenos's turn, action by action as « Jeu » lists them: what each costs of the 2 actions, whether the
rules allow it, the board after it; an attack is the combat's own resolution (:mod:`.resolution`); at the end,
whether a player has taken the opponent's territoires.

Where the book leaves a point open and the outcomes differ, the turn is walked both ways: each way is a
:class:`Reading`, and the steps of every reading after the first follow the first's, from where they part."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from functools import partial
from typing import TypeVar

from referee.engine.trace import Flag, IllegalAction, Problem, Step, Trace

from . import phrasebook as say
from .checks import check as check_combat
from .model import Card, CombatInput, Fight, Occupant, Side, Square
from .notation import card_token
from .resolution import resolve as resolve_combat
from .rules import (
    ACTIONS_PER_TURN,
    ATTACK,
    BOARD_SIZE,
    CARRY,
    DISCARD,
    ESCORTED_COST,
    EVACUATED,
    FACE_UP,
    FINISH_PRISONER,
    FLIGHT,
    GOAL,
    HAND,
    HEAL,
    IN_A_TURN,
    INTERROGATE,
    MAX_CARDS_PER_SQUARE,
    MOVE,
    OCCUPANT_FATE,
    ONE_AGAINST_TWO,
    PLACE,
    PRISONER_OR_FINISH,
    RELAYED_COST,
    REMOVE,
    RETAKEN,
    SETUP,
    SETUP_DRAW,
    SETUP_PLACED,
    SQUARE_LIMIT,
    STEP,
    STRENGTHS,
    TERRITORY_COUNT,
    TWO_ACTIONS,
    VICTOR,
)
from .turn_checks import check_turn
from .turn_model import (
    Action,
    ActionKind,
    ActionOutcome,
    Fate,
    GameEnd,
    OpenPoint,
    Pick,
    Reading,
    SetupOutcome,
    State,
    TurnInput,
    TurnResult,
    other,
    territory_row,
)

MAX_READINGS = 8
"""Readings walked at most; past them, an open point's second reading is said but not walked on."""

T = TypeVar("T")


# --- The board as the walk holds it ----------------------------------------------------------

@dataclass(frozen=True)
class Piece:
    """A card in play; ``key`` is where the input gave it (« board[0].cards[1] », « actions[2] »)."""

    key: str
    owner: int
    state: State
    strengths: tuple[int, ...] | None
    name: str = ""

    @property
    def holder(self) -> int:
        return other(self.owner) if self.state is State.PRISONER else self.owner

    @property
    def token(self) -> str:
        return card_token(self.owner, self.state, self.name)

    def active_of(self, player: int) -> bool:
        return self.state is State.ACTIVE and self.owner == player


def _index(square: Square) -> int:
    return (square.row - 1) * BOARD_SIZE + square.column - 1


def _square(index: int) -> Square:
    return Square(index // BOARD_SIZE + 1, index % BOARD_SIZE + 1)


def _adjacent(a: Square, b: Square) -> bool:
    """« d'une case dans n'importe laquelle des 4 directions »."""
    return abs(a.row - b.row) + abs(a.column - b.column) == STEP


@dataclass(frozen=True)
class Position:
    """The board and the turn's counters after some actions."""

    cells: tuple[tuple[Piece, ...], ...]
    left: int
    hand: int
    pile: int | None
    finished: frozenset[str] = frozenset()
    """Cards that attacked: « dès qu'une créature a attaqué, elle a fini pour le tour »."""
    placed: frozenset[str] = frozenset()
    healed: frozenset[str] = frozenset()

    def at(self, square: Square) -> tuple[Piece, ...]:
        return self.cells[_index(square)]

    def where(self, piece: Piece) -> Square:
        return next(_square(i) for i, cell in enumerate(self.cells) if any(c.key == piece.key for c in cell))

    def _set(self, square: Square, cards: Iterable[Piece]) -> Position:
        cells = list(self.cells)
        cells[_index(square)] = tuple(cards)
        return replace(self, cells=tuple(cells))

    def without(self, piece: Piece) -> Position:
        square = self.where(piece)
        return self._set(square, (c for c in self.at(square) if c.key != piece.key))

    def put(self, piece: Piece, square: Square) -> Position:
        return self._set(square, (*self.at(square), piece))

    def moved(self, piece: Piece, to: Square) -> Position:
        return self.without(piece).put(piece, to)

    def changed(self, piece: Piece, state: State) -> Position:
        square = self.where(piece)
        return self._set(square, (replace(c, state=state) if c.key == piece.key else c for c in self.at(square)))

    def text(self) -> str:
        """« 1-1 : 1 ; 3-2 : 1 + 2p »: the occupied squares in reading order."""
        parts = [f"{_square(i).row}-{_square(i).column} : " + " + ".join(c.token for c in cell)
                 for i, cell in enumerate(self.cells) if cell]
        return " ; ".join(parts) if parts else say.EMPTY_BOARD

    def grid(self) -> tuple[tuple[str, ...], ...]:
        return tuple(tuple(" + ".join(c.token for c in self.cells[(r * BOARD_SIZE) + col])
                           for col in range(BOARD_SIZE)) for r in range(BOARD_SIZE))


# --- One walk of one action, with the open points it meets -------------------------------------

class Refused(Exception):
    """The rules refuse the action: it costs nothing and the board stays as it was."""

    def __init__(self, text: str, rule: str):
        super().__init__(text)
        self.text, self.rule = text, rule


class Run:
    """One walk of an action under given answers to the open points met so far (reading A unless told)."""

    def __init__(self, player: int, decisions: tuple[bool, ...], known: dict[OpenPoint, bool]):
        self.player = player
        self.opponent = other(player)
        self.decisions = decisions
        self.known = dict(known)
        self.asked: list[tuple[OpenPoint, bool]] = []
        self.trace = Trace()

    def ask(self, point: OpenPoint, rule: str, **values: object) -> bool:
        """The book is silent here and the outcomes differ: False follows reading A, True reading B.

        A point met again in the same reading keeps its answer; so do the two questions of an attack's reach (any
        distance allows a diagonal; the 4 directions only allow no distance)."""
        implied = self.known.get(point)
        if implied is None and point is OpenPoint.REACH and self.known.get(OpenPoint.REACH_FAR):
            implied = True
        if implied is None and point is OpenPoint.REACH_FAR and self.known.get(OpenPoint.REACH) is False:
            implied = False
        if implied is not None:
            self.trace.silent(say.open_point(point, implied), rule, open_point=point.value,
                              reading="B" if implied else "A", **values)
            return implied
        n = len(self.asked)
        second = self.decisions[n] if n < len(self.decisions) else False
        self.asked.append((point, second))
        self.known[point] = second
        self.trace.silent(say.open_point(point, second), rule, open_point=point.value,
                          reading="B" if second else "A", **values)
        return second


def _explore(walk: Callable[[Run], T], player: int, known: list[tuple[OpenPoint, bool]]
             ) -> list[tuple[list[tuple[OpenPoint, bool]], T, tuple[Step, ...]]]:
    """Every combination of readings of the open points the walk meets, reading A first; ``known``: the points
    the reading already answered."""
    done = []
    queue: list[tuple[bool, ...]] = [()]
    while queue:
        decisions = queue.pop(0)
        run = Run(player, decisions, dict(known))
        value = walk(run)
        for n in range(len(decisions), len(run.asked)):
            queue.append(decisions + (False,) * (n - len(decisions)) + (True,))
        done.append((run.asked, value, run.trace.steps()))
    return done


@dataclass
class Branch:
    position: Position
    steps: list[Step]
    outcomes: list[ActionOutcome] = field(default_factory=list)
    asked: list[tuple[OpenPoint, bool]] = field(default_factory=list)


# --- The turn -------------------------------------------------------------------------------

def resolve_turn(turn: TurnInput) -> TurnResult:
    """Each declared action in order under the rules of « Jeu », then whether the game is won."""
    problems = list(check_turn(turn))
    if problems:
        raise IllegalAction.of(problems)
    start = _start(turn)
    opening = Trace()
    set_up = _setup(turn, start, opening)
    if turn.actions:
        opening.add(say.turn_starts(turn.player, ACTIONS_PER_TURN), TWO_ACTIONS, player=turn.player,
                    actions=ACTIONS_PER_TURN)
    branches = [Branch(start, list(opening.steps()))]
    for index, action in enumerate(turn.actions, 1):
        grown: list[Branch] = []
        for number, branch in enumerate(branches):
            walks = _explore(partial(_act, position=branch.position, action=action, index=index), turn.player,
                             branch.asked)
            room = MAX_READINGS - len(grown) - (len(branches) - number - 1)
            if len(walks) > max(room, 1):
                walks = walks[:max(room, 1)]
                note = Trace()
                note.silent(say.READINGS_CUT, TWO_ACTIONS)
                walks[-1] = (walks[-1][0], walks[-1][1], walks[-1][2] + note.steps())
            for asked, (position, outcome), steps in walks:
                grown.append(Branch(position, [*branch.steps, *steps], [*branch.outcomes, outcome],
                                    [*branch.asked, *asked]))
        branches = grown
    readings = []
    finals: list[Branch] = []
    for branch in branches:
        for asked, end, steps in _explore(partial(_end, position=branch.position), turn.player, branch.asked):
            finals.append(Branch(branch.position, [*branch.steps, *steps], branch.outcomes, [*branch.asked, *asked]))
            readings.append(Reading(say.reading_label(finals[-1].asked) if len(branches) > 1 or asked else "",
                                    tuple(branch.outcomes), branch.position.hand, branch.position.pile,
                                    branch.position.text(), branch.position.grid(), end))
    if len(readings) > 1:
        readings = [replace(r, label=say.reading_label(b.asked)) for r, b in zip(readings, finals, strict=True)]
    summary = say.turn_summary(turn.player, readings) if turn.actions else ""
    if set_up is not None:
        counts = say.setup_summary(turn.player, set_up.hand, set_up.pile, set_up.board)
        summary = f"{counts} | {summary}" if summary else counts
    return TurnResult(turn.player, tuple(readings), _steps(finals, readings), summary, set_up)


def _setup_counts(pile: int) -> tuple[int, int, int]:
    """Cards drawn, placed, kept: « prend 10 cartes, en pose 5 … et garde les 5 restantes »; from a tas of fewer
    than 10, the reading where all are taken and the territoires filled first."""
    drawn = min(SETUP_DRAW, pile)
    placed = min(SETUP_PLACED, drawn)
    return drawn, placed, drawn - placed


def _start(turn: TurnInput) -> Position:
    cells: list[tuple[Piece, ...]] = [() for _ in range(BOARD_SIZE * BOARD_SIZE)]
    for i, cell in enumerate(turn.board):
        cells[_index(cell.square)] = tuple(
            Piece(f"board[{i}].cards[{j}]", c.owner, c.state, c.strengths, c.name) for j, c in enumerate(cell.cards))
    if turn.setup is None:
        return Position(tuple(cells), ACTIONS_PER_TURN, turn.hand, turn.pile)
    drawn, placed, kept = _setup_counts(turn.setup.pile)
    if not turn.board:
        # No board given: the player's cards go on his territoires in the columns' order (« de son choix »).
        row = territory_row(turn.player)
        for column in range(1, placed + 1):
            cells[_index(Square(row, column))] = (Piece(f"setup.cards[{column - 1}]", turn.player, State.ACTIVE, None),)
    return Position(tuple(cells), ACTIONS_PER_TURN, kept, turn.setup.pile - drawn)


def _setup(turn: TurnInput, start: Position, trace: Trace) -> SetupOutcome | None:
    """« Chaque joueur brasse son tas, puis prend 10 cartes, en pose 5 de son choix sur ses 5 territoires,
    capacités en bas, illustration en haut et garde les 5 restantes dans sa main. »: each step of that sentence."""
    if turn.setup is None:
        return None
    pile = turn.setup.pile
    drawn, placed, kept = _setup_counts(pile)
    trace.add(say.setup_shuffles(turn.player, pile), SETUP, player=turn.player, pile=pile)
    if drawn < SETUP_DRAW:
        # The book says « prend 10 cartes » and gives no deck size: a smaller tas is its silence.
        trace.silent(say.setup_short(pile, drawn, placed), SETUP, pile=pile, drawn=drawn, placed=placed)
    else:
        trace.add(say.setup_draws(drawn), SETUP, drawn=drawn)
    row = territory_row(turn.player)
    squares = [_square(i) for i, cell in enumerate(start.cells)
               if _square(i).row == row and any(c.owner == turn.player for c in cell)]
    if placed:
        trace.add(say.setup_places(placed, row, squares), SETUP, placed=placed, row=row)
        trace.add(say.SETUP_FACE_DOWN, STRENGTHS, hidden=True)
        trace.add(say.SETUP_FACE_UP_LATER, FACE_UP)
    if kept:
        trace.add(say.setup_keeps(kept), SETUP, hand=kept)
    trace.add(say.setup_pile_left(start.pile or 0), SETUP, pile=start.pile)
    return SetupOutcome(start.hand, start.pile or 0, placed)


def _steps(finals: list[Branch], readings: list[Reading]) -> tuple[Step, ...]:
    """The first reading's steps in full; each other's from where it parts from the first, under its label."""
    first = finals[0].steps
    steps = list(first)
    for number, (branch, reading) in enumerate(zip(finals[1:], readings[1:], strict=True), 2):
        common = 0
        while common < min(len(first), len(branch.steps)) and branch.steps[common] == first[common]:
            common += 1
        rule = branch.steps[common].rule if common < len(branch.steps) else TWO_ACTIONS
        steps.append(Step(say.other_reading(number, reading.label), rule, {"reading": number}, Flag.SILENT))
        steps.extend(branch.steps[common:])
    return tuple(steps)


# --- Each action ------------------------------------------------------------------------------

def _act(run: Run, position: Position, action: Action, index: int) -> tuple[Position, ActionOutcome]:
    before = position.left
    try:
        position, rule = HANDLERS[action.kind](run, position, action, index)
        cost = before - position.left
        run.trace.add(say.action_allowed(index, action, cost, position.left), rule, action=index, legal=True,
                      cost=cost, remaining=position.left)
        legal, text = True, say.ALLOWED
    except Refused as refusal:
        rule, cost, legal, text = refusal.rule, 0, False, refusal.text
        run.trace.add(say.action_refused(index, action, refusal.text, position.left), rule, action=index,
                      legal=False, cost=0, remaining=position.left)
    return position, ActionOutcome(index, action.kind, say.describe(action), legal, rule, cost, position.left, text, position.text(),
                                   position.grid())


def _spend(position: Position, cost: int, rule: str) -> Position:
    """« chaque joueur peut accomplir 2 actions »."""
    if cost > position.left:
        raise Refused(say.no_actions_left(cost, position.left), TWO_ACTIONS)
    return replace(position, left=position.left - cost)


def _pick(position: Position, pick: Pick, fits: Callable[[Piece], bool], role: str, rule: str) -> Piece:
    """The card a pick names: « 2-3#2 », or the only card of the square that fits the action."""
    cards = position.at(pick.square)
    if pick.card is not None:
        if pick.card > len(cards):
            raise Refused(say.no_card_there(pick.square, pick.card, len(cards)), rule)
        if not fits(cards[pick.card - 1]):
            raise Refused(say.card_does_not_fit(cards[pick.card - 1].token, pick.square, role), rule)
        return cards[pick.card - 1]
    fitting = [c for c in cards if fits(c)]
    if not fitting:
        raise Refused(say.nothing_fits(pick.square, role), rule)
    return fitting[0]


def _may_act(run: Run, position: Position, piece: Piece) -> None:
    """A card that attacked has done for the turn; a healed one acts from the next turn; a card just put down
    is not said to wait (the book says so of the healed one only)."""
    if piece.key in position.finished:
        raise Refused(say.already_attacked(piece.token), IN_A_TURN)
    if piece.key in position.healed:
        raise Refused(say.healed_waits(piece.token), HEAL)
    if piece.key in position.placed and run.ask(OpenPoint.FRESH_CARD, PLACE):
        raise Refused(say.placed_waits(piece.token), PLACE)


def _room(position: Position, square: Square, entering: int) -> None:
    """« Il peut y avoir maximum 2 cartes par case. »"""
    if len(position.at(square)) + entering > MAX_CARDS_PER_SQUARE:
        raise Refused(say.square_full(square, len(position.at(square))), SQUARE_LIMIT)


def _shared(run: Run, position: Position, square: Square, player: int, rule: str) -> None:
    """Entering a square where the opponent has cards: the book neither allows nor forbids it."""
    if any(c.holder != player for c in position.at(square)) and not run.ask(OpenPoint.SHARED_SQUARE, rule):
        raise Refused(say.square_held(square), rule)


def _move(run: Run, position: Position, action: Action, index: int) -> tuple[Position, str]:
    """« avancer une créature (créature active, prisonnière ou blessée) d'une case dans n'importe laquelle des 4
    directions »; a wounded or prisoner card is carried (« Pour déplacer une créature blessée ou prisonnière… »)."""
    assert action.card is not None and action.to is not None, "checked"
    p = run.player
    piece = _pick(position, action.card, lambda c: c.holder == p, "mover", MOVE)
    start, to = action.card.square, action.to
    if not _adjacent(start, to):
        raise Refused(say.not_one_step(start, to), MOVE)
    movers = [piece]
    if piece.state is State.ACTIVE:
        if action.partner is not None:
            raise Refused(say.PARTNER_OF_ACTIVE, CARRY)
        _may_act(run, position, piece)
        cost, rule = 1, MOVE
    elif action.partner is not None:
        if action.partner.square != start:
            raise Refused(say.ESCORT_ELSEWHERE, CARRY)
        escort = _pick(position, action.partner, lambda c: c.active_of(p), "escort", CARRY)
        _may_act(run, position, escort)
        movers.append(escort)
        cost, rule = ESCORTED_COST, CARRY
    else:
        here = any(c.active_of(p) for c in position.at(start))
        there = any(c.active_of(p) for c in position.at(to))
        if not (here and there):
            raise Refused(say.cannot_carry(piece.token, here, there), CARRY)
        cost, rule = RELAYED_COST, CARRY
    _room(position, to, len(movers))
    _shared(run, position, to, p, MOVE)
    position = _spend(position, cost, rule)
    for mover in movers:
        position = position.moved(mover, to)
    run.trace.add(say.moved([m.token for m in movers], start, to, cost), rule, cost=cost)
    return position, rule


def _attack(run: Run, position: Position, action: Action, index: int) -> tuple[Position, str]:
    """« attaquer une créature ennemie »: the fight is the combat's resolution, its outcome is put on the board."""
    assert action.card is not None and action.to is not None, "checked"
    p, q, target = run.player, run.opponent, action.to
    first = _pick(position, action.card, lambda c: c.active_of(p), "attacker", ATTACK)
    _may_act(run, position, first)
    attackers = [(action.card.square, first)]
    if action.partner is not None:
        second = _pick(position, action.partner, lambda c: c.active_of(p) and c.key != first.key, "attacker", ATTACK)
        _may_act(run, position, second)
        attackers.append((action.partner.square, second))
    defenders = [c for c in position.at(target) if c.active_of(q)]
    if not defenders:
        if any(c.holder == q for c in position.at(target)):
            run.trace.silent(say.LONE_BEATEN_CARD, ATTACK)
        raise Refused(say.no_enemy_creature(target), ATTACK)
    for square, _piece in attackers:
        if not _adjacent(square, target):
            diagonal = abs(square.row - target.row) == abs(square.column - target.column) == STEP
            if not run.ask(OpenPoint.REACH if diagonal else OpenPoint.REACH_FAR, ATTACK):
                raise Refused(say.out_of_reach(square, target), ATTACK)
    cost = 1
    if len(attackers) == 2:
        cost = 1 if run.ask(OpenPoint.JOINT_ATTACK_COST, ATTACK) else 2
    position = _spend(position, cost, ATTACK)
    others = [c for c in position.at(target) if c not in defenders and c.holder == q]
    fights = _fight(run, action, index, [a for _s, a in attackers], defenders, others, target)
    position = replace(position, finished=position.finished | {a.key for _s, a in attackers})
    for f in fights:
        position = _after_fight(run, position, action, f, attackers, defenders, others, target, len(fights))
    return position, ATTACK


def _fight(run: Run, action: Action, index: int, attackers: list[Piece], defenders: list[Piece],
           others: list[Piece], target: Square) -> tuple[Fight, ...]:
    """The combat's own resolution, its steps read into the turn's; the option the players chose (or the first)."""
    missing = [Problem(f"{c.key}.strengths", say.strengths_needed(c.token), STRENGTHS)
               for c in (*attackers, *defenders) if c.strengths is None]
    if missing:
        raise IllegalAction.of(missing)
    occupant = Occupant.NONE
    if len(defenders) == 1 and others:
        occupant = Occupant.PRISONER if others[0].state is State.PRISONER else Occupant.WOUNDED
    combat = CombatInput(
        attackers=tuple(Card(c.strengths or (), c.name) for c in attackers),
        defenders=tuple(Card(c.strengths or (), c.name) for c in defenders), square=target, occupant=occupant,
        defender_territory=target.row == territory_row(run.opponent),
        attacker_choice=None if action.attacker_choice is None else action.attacker_choice - 1,
        defender_choice=None if action.defender_choice is None else action.defender_choice - 1,
        pairing=None if action.pairing is None else tuple(i - 1 for i in action.pairing))
    problems = [Problem(f"actions[{index - 1}].{p.field}", p.message, p.rule) for p in check_combat(combat)]
    if problems:
        raise IllegalAction.of(problems)
    result = resolve_combat(combat)
    for step in result.steps:
        run.trace.add(step.text, step.rule, step.flag, **step.values)
    option = result.options[0]
    if len(result.options) > 1:
        run.trace.choice(say.first_option_followed(option.label), step_rule(result.steps))
    return option.fights


def step_rule(steps: tuple[Step, ...]) -> str:
    """The rule of the first choice the combat offered (who fights, the pairing)."""
    return next((s.rule for s in steps if s.flag is Flag.CHOICE), ATTACK)


def _after_fight(run: Run, position: Position, action: Action, f: Fight, attackers: list[tuple[Square, Piece]],
                 defenders: list[Piece], others: list[Piece], target: Square, fights: int) -> Position:
    """The loser's fate on the board, as the players chose it (prisoner unless told; no flight unless told)."""
    a_square, attacker = attackers[f.attacker]
    defender = defenders[f.defender]
    if f.winner is None:
        # The book's own example ends on such a tie; its « 3 en faveur de l'attaquant » reads as a winner by the
        # score de milieu, where there is one.
        if f.milieu_score == 0 or not run.ask(OpenPoint.TIE, VICTOR):
            run.trace.add(say.TIE_LEAVES_BOARD, VICTOR)
            return position
        f = replace(f, winner=Side.ATTACKER if f.milieu_score > 0 else Side.DEFENDER, loser_may_flee=False)
        run.trace.add(say.tie_won_by_milieu(f.winner is Side.ATTACKER), VICTOR)
    if f.winner is Side.ATTACKER and len(attackers) == 1 and len(defenders) == 2:
        run.trace.add(say.now_wounded(defender.token), ONE_AGAINST_TWO)
        return position.changed(defender, State.WOUNDED)
    loser, l_square = (defender, target) if f.winner is Side.ATTACKER else (attacker, a_square)
    if f.loser_may_flee:
        if action.fate is Fate.FLIGHT and action.flee_to is not None:
            position, fled = _flee(run, position, loser, l_square, action.flee_to)
            if fled and loser is defender:
                position = _take_occupants(run, position, others)
                position = _winner_enters(run, position, attacker, target, fights)
        else:
            if action.fate in (Fate.PRISONER, Fate.FINISH):
                run.trace.add(say.NO_CHOICE_WHEN_FLIGHT, FLIGHT)
            run.trace.add(say.loser_stays(loser.token), FLIGHT)
        return position
    fate = action.fate
    if fate is Fate.FLIGHT:
        run.trace.add(say.NO_FLIGHT, PRISONER_OR_FINISH)
        fate = None
    if fate is None:
        run.trace.choice(say.PRISONER_BY_DEFAULT, PRISONER_OR_FINISH)
        fate = Fate.PRISONER
    if loser is attacker:
        return _attacker_beaten(run, position, attacker, target, fate)
    if fate is Fate.PRISONER:
        position = position.changed(defender, State.PRISONER)
        run.trace.add(say.taken_prisoner(defender.token, target), PRISONER_OR_FINISH)
        for occupant in others:
            position = position.without(occupant)
            run.trace.add(say.occupant_dies(occupant.token), OCCUPANT_FATE)
    else:
        position = position.without(defender)
        run.trace.add(say.finished_off(defender.token), PRISONER_OR_FINISH)
        for occupant in others:
            if run.ask(OpenPoint.OCCUPANT_AFTER_FINISH, OCCUPANT_FATE):
                position = position.without(occupant)
                run.trace.add(say.occupant_dies(occupant.token), OCCUPANT_FATE)
    return _winner_enters(run, position, attacker, target, fights)


def _attacker_beaten(run: Run, position: Position, attacker: Piece, target: Square, fate: Fate) -> Position:
    if fate is Fate.FINISH:
        run.trace.add(say.finished_off(attacker.token), PRISONER_OR_FINISH)
        return position.without(attacker)
    position = position.changed(attacker, State.PRISONER)
    run.trace.add(say.taken_prisoner(attacker.token, position.where(attacker)), PRISONER_OR_FINISH)
    if len(position.at(target)) < MAX_CARDS_PER_SQUARE and run.ask(OpenPoint.PRISONER_PLACE, PRISONER_OR_FINISH):
        moved = replace(attacker, state=State.PRISONER)
        position = position.moved(moved, target)
    return position


def _flee(run: Run, position: Position, loser: Piece, start: Square, to: Square) -> tuple[Position, bool]:
    """« il peut fuir (s'éloigner d'une case) »: one square away, where there is room."""
    try:
        if not _adjacent(start, to):
            raise Refused(say.not_one_step(start, to), FLIGHT)
        _room(position, to, 1)
        _shared(run, position, to, loser.holder, FLIGHT)
    except Refused as refusal:
        run.trace.add(say.flight_refused(loser.token, refusal.text), refusal.rule)
        return position, False
    run.trace.add(say.fled(loser.token, start, to), FLIGHT)
    return position.moved(loser, to), True


def _take_occupants(run: Run, position: Position, others: list[Piece]) -> Position:
    """« l'attaquant prend possession du prisonnier/blessé »; « Un prisonnier repris à l'adversaire devient donc un
    blessé. »"""
    for occupant in others:
        state = State.WOUNDED if occupant.state is State.PRISONER else State.PRISONER
        position = position.changed(occupant, state)
        run.trace.add(say.occupant_taken(occupant.token, card_token(occupant.owner, state)),
                      RETAKEN if state is State.WOUNDED else OCCUPANT_FATE)
    return position


def _winner_enters(run: Run, position: Position, winner: Piece, target: Square, fights: int) -> Position:
    """The square is emptied of its defender: the book speaks of « prendre possession de cette case » without
    saying whether the winner moves onto it."""
    if fights != 1 or any(c.active_of(run.opponent) for c in position.at(target)):
        return position
    if len(position.at(target)) >= MAX_CARDS_PER_SQUARE or position.where(winner) == target:
        return position
    if run.ask(OpenPoint.WINNER_ENTERS, ONE_AGAINST_TWO):
        start = position.where(winner)
        position = position.moved(winner, target)
        run.trace.add(say.moved([winner.token], start, target, 0), ONE_AGAINST_TWO)
    return position


def _place(run: Run, position: Position, action: Action, index: int) -> tuple[Position, str]:
    """« poser une créature de sa main sur un de ses territoires, puis la remplacer dans sa main par une nouvelle
    carte de son tas »."""
    assert action.to is not None, "checked"
    p, to = run.player, action.to
    if to.row != territory_row(p):
        raise Refused(say.not_own_territory(to, p), PLACE)
    if position.hand < 1:
        raise Refused(say.EMPTY_HAND, HAND)
    _room(position, to, 1)
    _shared(run, position, to, p, PLACE)
    position = _spend(position, 1, PLACE)
    piece = Piece(f"actions[{index - 1}]", p, State.ACTIVE, action.strengths)
    position = replace(position.put(piece, to), placed=position.placed | {piece.key})
    run.trace.add(say.placed(piece.token, to), PLACE)
    return _draw(run, position), PLACE


def _discard(run: Run, position: Position, action: Action, index: int) -> tuple[Position, str]:
    """« jeter une carte de sa main, puis la remplacer par une nouvelle carte du tas »."""
    if position.hand < 1:
        raise Refused(say.EMPTY_HAND, HAND)
    position = _spend(position, 1, DISCARD)
    run.trace.add(say.DISCARDED, DISCARD)
    return _draw(run, position), DISCARD


def _draw(run: Run, position: Position) -> Position:
    """« Chaque joueur doit toujours avoir 5 cartes dans la main (sauf si le tas d'un joueur est vide) »."""
    if position.pile is None or position.pile > 0:
        pile = None if position.pile is None else position.pile - 1
        run.trace.add(say.drawn(position.hand, pile), HAND, hand=position.hand, pile=pile)
        return replace(position, pile=pile)
    run.trace.add(say.not_drawn(position.hand - 1), HAND, hand=position.hand - 1, pile=0)
    return replace(position, hand=position.hand - 1)


def _on_own_territory(position: Position, piece: Piece, player: int, rule: str) -> Square:
    square = position.where(piece)
    if square.row != territory_row(player):
        raise Refused(say.not_own_territory(square, player), rule)
    return square


def _remove(run: Run, position: Position, action: Action, index: int) -> tuple[Position, str]:
    """« retirer du jeu une créature (active ou blessée) se trouvant sur un de ses territoires et la mettre dans le
    tas de cartes jetées »."""
    assert action.card is not None, "checked"
    p = run.player
    piece = _pick(position, action.card, lambda c: c.owner == p and c.state is not State.PRISONER, "removed", REMOVE)
    square = _on_own_territory(position, piece, p, REMOVE)
    if piece.key in position.finished:
        raise Refused(say.already_attacked(piece.token), ATTACK)
    position = _spend(position, 1, REMOVE)
    run.trace.add(say.removed(piece.token, square), EVACUATED if piece.state is State.WOUNDED else REMOVE)
    return position.without(piece), REMOVE


def _heal(run: Run, position: Position, action: Action, index: int) -> tuple[Position, str]:
    """« « soigner » une créature blessée se trouvant sur un de ses territoires … elle peut agir dès le tour
    suivant. »"""
    assert action.card is not None, "checked"
    p = run.player
    piece = _pick(position, action.card, lambda c: c.owner == p and c.state is State.WOUNDED, "healed", HEAL)
    square = _on_own_territory(position, piece, p, HEAL)
    position = _spend(position, 1, HEAL)
    run.trace.add(say.healed(piece.token, square), HEAL)
    position = position.changed(piece, State.ACTIVE)
    return replace(position, healed=position.healed | {piece.key}), HEAL


def _interrogate(run: Run, position: Position, action: Action, index: int) -> tuple[Position, str]:
    """« « faire parler » un prisonnier qui a été ramené sur un de ses territoires »."""
    assert action.card is not None, "checked"
    p = run.player
    piece = _pick(position, action.card, lambda c: c.holder == p and c.state is State.PRISONER, "talker",
                  INTERROGATE)
    square = _on_own_territory(position, piece, p, INTERROGATE)
    position = _spend(position, 1, INTERROGATE)
    run.trace.add(say.interrogated(piece.token, square, run.opponent), INTERROGATE)
    return position, INTERROGATE


def _finish(run: Run, position: Position, action: Action, index: int) -> tuple[Position, str]:
    """« pour retirer une créature prisonnière du jeu, il suffit de l'achever, ce qui ne compte pas pour une action
    et peut être fait sur n'importe quelle case où se trouve aussi une créature active »."""
    assert action.card is not None, "checked"
    p = run.player
    piece = _pick(position, action.card, lambda c: c.holder == p and c.state is State.PRISONER, "finished",
                  FINISH_PRISONER)
    square = position.where(piece)
    if not any(c.active_of(p) for c in position.at(square)):
        raise Refused(say.no_active_beside(square), FINISH_PRISONER)
    run.trace.add(say.prisoner_finished(piece.token, square), FINISH_PRISONER)
    run.trace.silent(say.RETURNED_WHERE, EVACUATED)
    return position.without(piece), FINISH_PRISONER


HANDLERS: dict[ActionKind, Callable[[Run, Position, Action, int], tuple[Position, str]]] = {
    ActionKind.MOVE: _move, ActionKind.ATTACK: _attack, ActionKind.PLACE: _place, ActionKind.DISCARD: _discard,
    ActionKind.REMOVE: _remove, ActionKind.HEAL: _heal, ActionKind.INTERROGATE: _interrogate,
    ActionKind.FINISH: _finish,
}


# --- The end of the turn ----------------------------------------------------------------------

def _end(run: Run, position: Position) -> GameEnd:
    """« Le but du jeu est de prendre les territoires de l'adversaire »: a territoire counts as taken when a
    player's active creature stands on it and none of its owner's does."""
    taken = []
    for player in (1, 2):
        row = territory_row(other(player))
        squares = [position.cells[(row - 1) * BOARD_SIZE + c] for c in range(BOARD_SIZE)]
        taken.append(sum(1 for cell in squares if any(c.active_of(player) for c in cell)
                         and not any(c.active_of(other(player)) for c in cell)))
    ahead = run.player if taken[run.player - 1] else run.opponent
    if taken[ahead - 1] >= TERRITORY_COUNT:
        run.trace.add(say.all_taken(ahead), GOAL, taken=taken)
        return GameEnd(tuple(taken), True, ahead)
    if not any(taken):
        run.trace.add(say.NONE_TAKEN, GOAL, taken=taken)
        return GameEnd(tuple(taken), False, None)
    run.trace.add(say.some_taken(taken), GOAL, taken=taken)
    if run.ask(OpenPoint.TERRITORIES_TO_WIN, GOAL):
        run.trace.add(say.wins(ahead), GOAL, winner=ahead)
        return GameEnd(tuple(taken), True, ahead)
    run.trace.add(say.GAME_GOES_ON, GOAL)
    return GameEnd(tuple(taken), False, None)


__all__ = ["MAX_READINGS", "resolve_turn"]
