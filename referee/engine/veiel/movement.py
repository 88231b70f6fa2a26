"""A hero's move in the heroes' phase: the squares it may end on, each with its cost and one path.

The rules, in the order they are applied:

1. how many moves: a card's value; « défausser une (ou plusieurs) carte de sa main pour effectuer
   1 déplacement » (Phase d'action des Héros, P.13); or, the hero's square having become
   Infranchissable, « il doit immédiatement et obligatoirement effectuer 1 déplacement »;
2. one move is one step to an adjacent square: « Sont considérées comme adjacentes, les cases
   orthogonalement collées à la case ciblée. Les diagonales ne comptent pas. » (Adjacent, P.25);
3. « Il est impossible de traverser les ennemis. En revanche, vous pouvez traverser vos alliés. »
   (P.21): the other living heroes and the Allié entities are crossed;
4. an Obstacle « peut être traversée par les héros lors d'un déplacement. En revanche, il est
   interdit de s'y arrêter »; an Infranchissable « ne peu[t] pas être traversée[s] »; a corpse's
   square « est considérée comme vide »; a dead hero « ne compte plus comme un obstacle »;
5. « Sauf si l'effet indique le contraire, vous n'êtes jamais obligé d'effectuer les déplacements
   d'une carte » (Important, P.21): staying (cost 0) and stopping early are listed.

Open points, each flagged SILENT with the other reading's squares when it changes them: several
cards discarded (1 move in all, our reading, or 1 each), ending on an ally's square (not, our
reading), ending on a dead hero's square (yes, our reading), a forced move with nowhere to go.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from referee.engine.trace import Flag, Problem, Trace

from . import phrasebook as say
from .model import Destination, EntityKind, Hero, HeroMovementInput, HeroMovementResult, MoveSource, Square
from .notation import find_hero, hero_problem
from .rules import (
    ADJACENT,
    CORPSE_SQUARE_EMPTY,
    DEAD_HERO,
    FORCED_MOVES,
    HEROES_CROSS_ALLIES,
    INFRANCHISSABLE,
    MOVES_BOUGHT_BY_DISCARDING,
    MOVES_OPTIONAL,
    OBSTACLE,
    PLAY_OR_DISCARD,
)


# =============================================================================================
# Who moves, and the refusals of the question (the board's own are in .checks)
# =============================================================================================
def mover_of(data: HeroMovementInput) -> Hero | None:
    """The hero named (by name or square: :func:`.notation.find_hero`), or the only hero of the board when none is named."""
    if data.hero is not None:
        return find_hero(data.heroes, data.hero)
    return data.heroes[0] if len(data.heroes) == 1 else None


def stands_on_infranchissable(data: HeroMovementInput, hero: Hero) -> bool:
    return hero.square in data.entity_squares(EntityKind.INFRANCHISSABLE)


def question_problems(data: HeroMovementInput) -> Iterator[Problem]:
    """Which hero, and how many moves: every refusal at once."""
    mover = mover_of(data)
    unknown = None if data.hero is None else hero_problem(data.heroes, data.hero)
    if unknown:
        yield Problem("hero", unknown)
    elif data.hero is None and not data.heroes:
        yield Problem("heroes", say.NO_HERO_TO_MOVE)
    elif mover is None:
        yield Problem("hero", say.name_the_hero([h.name for h in data.heroes]))
    elif mover.dead:
        # Mort d'un héros (P.15): « le héros défausse les cartes qu'il a en main et meurt ».
        yield Problem("hero", say.dead_hero_cannot_move(mover.name), DEAD_HERO)
    if data.source is MoveSource.CARD and data.moves is None:
        yield Problem("moves", say.CARD_VALUE_MISSING, PLAY_OR_DISCARD)
    if data.source is not MoveSource.CARD and data.moves is not None:
        # « pour effectuer 1 déplacement » (discarding) or « effectuer 1 déplacement » (an Infranchissable).
        one_move = PLAY_OR_DISCARD if data.source is MoveSource.DISCARD else INFRANCHISSABLE
        yield Problem("moves", say.moves_only_for_card(data.source), one_move)
    if data.source is not MoveSource.DISCARD and data.discarded is not None:
        yield Problem("discarded", say.DISCARDED_ONLY_FOR_DISCARD, PLAY_OR_DISCARD)
    if mover is not None and not mover.dead:
        on_wall = stands_on_infranchissable(data, mover)
        # Glossaire, Infranchissable: « il doit immédiatement et obligatoirement effectuer 1 déplacement ».
        if on_wall and data.source is not MoveSource.FORCED:
            yield Problem("source", say.must_leave_infranchissable(mover.name, mover.square), INFRANCHISSABLE)
        elif not on_wall and data.source is MoveSource.FORCED:
            yield Problem("source", say.not_on_infranchissable(mover.name, mover.square), INFRANCHISSABLE)


# =============================================================================================
# The board as the moving hero sees it
# =============================================================================================
@dataclass(frozen=True)
class _Terrain:
    passable: frozenset[Square]
    """Squares the hero may enter on its way: all but enemies and Infranchissables."""
    empty: frozenset[Square]
    """Squares it may end on under every reading (corpses count as empty)."""
    allies: frozenset[Square]
    """Other living heroes and Allié entities: crossed; ended on? (open: not, our reading)."""
    dead: frozenset[Square]
    """Dead heroes: crossed; ended on? (open: yes, our reading)."""


def _terrain(data: HeroMovementInput, mover: Hero) -> _Terrain:
    enemies = {e.square for e in data.enemies}
    walls = data.entity_squares(EntityKind.INFRANCHISSABLE)
    obstacles = data.entity_squares(EntityKind.OBSTACLE)
    allies = {h.square for h in data.heroes if not h.dead and h != mover} | data.entity_squares(EntityKind.ALLY)
    dead = {h.square for h in data.heroes if h.dead}
    passable = data.squares() - enemies - walls
    return _Terrain(passable=frozenset(passable), empty=frozenset(passable - obstacles - allies - dead),
                    allies=frozenset(allies & passable), dead=frozenset(dead & passable))


def _shortest_paths(start: Square, passable: frozenset[Square]) -> dict[Square, tuple[Square, ...]]:
    """One shortest path to every square the hero can walk to (breadth-first, orthogonal steps).

    The neighbours are tried up, down, left, right: of several shortest paths, the one shown goes
    vertically first — any of them is the hero's to take."""
    paths: dict[Square, tuple[Square, ...]] = {start: (start,)}
    queue = deque([start])
    while queue:
        square = queue.popleft()
        for nxt, _ in square.neighbours():
            if nxt in passable and nxt not in paths:
                paths[nxt] = paths[square] + (nxt,)
                queue.append(nxt)
    return paths


def _ends(paths: dict[Square, tuple[Square, ...]], moves: int, stoppable: frozenset[Square]) -> dict[Square, int]:
    """Square → cost, for every square other than the start the hero may end on, within ``moves``."""
    return {square: len(path) - 1 for square, path in paths.items()
            if 0 < len(path) - 1 <= moves and square in stoppable}


def _in_order(ends: Iterable[tuple[Square, int]]) -> list[tuple[Square, int]]:
    return sorted(ends, key=lambda item: (item[1], item[0]))


# =============================================================================================
# The move
# =============================================================================================
def move(data: HeroMovementInput) -> HeroMovementResult:
    """Where the hero may end its move, under our reading of the aid and, flagged, the others."""
    mover = mover_of(data)
    assert mover is not None  # the checks refuse a question without a living hero to move
    t = Trace()
    start, forced = mover.square, data.source is MoveSource.FORCED
    terrain = _terrain(data, mover)
    paths = _shortest_paths(start, frozenset(terrain.passable | {start}))
    stoppable = frozenset(terrain.empty | terrain.dead)
    gained: dict[Square, int] = {}

    moves = _moves(data, mover, t)
    ends = _ends(paths, moves, stoppable)
    if not forced:
        ends[start] = 0  # staying: moving is optional (Important, P.21)
    if data.source is MoveSource.DISCARD and (data.discarded or 1) > 1:
        # Open point: several cards discarded buy 1 move in all (our reading) or 1 each.
        cards = data.discarded or 1
        extra = {s: c for s, c in _ends(paths, cards, stoppable).items() if s not in ends}
        gained.update(extra)
        t.silent(say.discards_several(mover.name, start, cards, _in_order(extra.items())), PLAY_OR_DISCARD,
                 moves=moves, other_reading=cards)

    # Adjacent (P.25): one move, one orthogonal step.
    t.add(say.ORTHOGONAL_MOVES, ADJACENT)
    _describe_board(data, mover, t)

    # Open point: ending on an ally's square (not, our reading: one piece a square).
    on_allies = _ends(paths, moves, terrain.allies)
    if on_allies:
        gained.update(on_allies)
        t.silent(say.end_on_ally(_in_order(on_allies.items())), HEROES_CROSS_ALLIES,
                 other_reading=[s.name for s, _ in _in_order(on_allies.items())])
    # Open point: ending on a dead hero's square (yes, our reading: « il ne compte plus comme un obstacle »).
    on_dead = {s: c for s, c in ends.items() if s in terrain.dead}
    if on_dead:
        t.silent(say.end_on_dead_hero(_in_order(on_dead.items())), DEAD_HERO,
                 other_reading=[s.name for s, _ in _in_order(on_dead.items())])

    if not forced:
        # Important (P.21): « vous n'êtes jamais obligé d'effectuer les déplacements d'une carte ».
        t.add(say.optional_moves(mover.name, start), MOVES_OPTIONAL)
    by_cost = _by_cost(ends)
    _list_destinations(mover, start, forced, moves, by_cost, t)
    steps = t.steps()
    return HeroMovementResult(
        hero=mover.name, start=start, moves=moves, forced=forced,
        destinations=tuple(_destination(s, c, paths[s], s in on_dead) for s, c in _in_order(ends.items())),
        other_reading_only=tuple(_destination(s, c, paths[s], False) for s, c in _in_order(gained.items())),
        steps=steps,
        summary=say.movement_summary(mover.name, start, moves, forced, by_cost,
                                     any(step.flag is Flag.SILENT for step in steps)))


def _destination(square: Square, cost: int, path: tuple[Square, ...], disputed: bool) -> Destination:
    return Destination(square=square, name=square.name, cost=cost, path=path, route=say.route(path),
                       disputed=disputed)


def _moves(data: HeroMovementInput, mover: Hero, t: Trace) -> int:
    """The moves under our reading, and the rule they come from."""
    if data.source is MoveSource.FORCED:
        t.add(say.forced_move(mover.name, mover.square), INFRANCHISSABLE, moves=FORCED_MOVES)
        return FORCED_MOVES
    if data.source is MoveSource.DISCARD:
        if (data.discarded or 1) == 1:
            t.add(say.discards_for_one_move(mover.name, mover.square), PLAY_OR_DISCARD,
                  moves=MOVES_BOUGHT_BY_DISCARDING)
        return MOVES_BOUGHT_BY_DISCARDING
    moves = data.moves or 0
    t.add(say.plays_card(mover.name, mover.square, moves), PLAY_OR_DISCARD, moves=moves)
    return moves


def _describe_board(data: HeroMovementInput, mover: Hero, t: Trace) -> None:
    """What each kind of piece means to a hero on the move, for the kinds on this board."""
    enemies = sorted(e.square for e in data.enemies)
    allies = sorted({h.square for h in data.heroes if not h.dead and h != mover}
                    | data.entity_squares(EntityKind.ALLY))
    # Déplacement des héros et des ennemis (P.21).
    t.add(say.crossing(enemies, allies), HEROES_CROSS_ALLIES, enemies=[s.name for s in enemies],
          allies=[s.name for s in allies])
    obstacles = sorted(data.entity_squares(EntityKind.OBSTACLE))
    if obstacles:
        t.add(say.obstacles_for_heroes(obstacles), OBSTACLE, obstacles=[s.name for s in obstacles])
    walls = sorted(data.entity_squares(EntityKind.INFRANCHISSABLE) - {mover.square})
    if walls:
        t.add(say.infranchissables_for_heroes(walls), INFRANCHISSABLE, infranchissables=[s.name for s in walls])
    corpses = sorted(data.entity_squares(EntityKind.CORPSE))
    if corpses:
        t.add(say.corpses([s.name for s in corpses]), CORPSE_SQUARE_EMPTY)
    dead = [h for h in data.heroes if h.dead]
    if dead:
        t.add(say.dead_heroes_crossed([f"{h.name} ({h.square})" for h in dead]), DEAD_HERO)


def _by_cost(ends: dict[Square, int]) -> list[tuple[int, list[Square]]]:
    grouped: dict[int, list[Square]] = {}
    for square, cost in _in_order(ends.items()):
        grouped.setdefault(cost, []).append(square)
    return sorted(grouped.items())


def _list_destinations(mover: Hero, start: Square, forced: bool, moves: int, by_cost: list[tuple[int, list[Square]]],
                       t: Trace) -> None:
    reached = [(cost, squares) for cost, squares in by_cost if cost > 0]
    for cost, squares in reached:
        # A square's cost: its orthogonal steps (Adjacent), around what the hero may not cross.
        t.add(say.squares_at_cost(cost, squares), ADJACENT, cost=cost, squares=[s.name for s in squares])
    if not reached and forced:
        t.silent(say.forced_nowhere(mover.name, start), INFRANCHISSABLE)
    elif not reached:
        # A card of no move (its value, « jouer et résoudre l'effet d'une carte »), else the way is barred: « Il est
        # impossible de traverser les ennemis ».
        t.add(say.nowhere_to_go(mover.name, start), PLAY_OR_DISCARD if moves == 0 else HEROES_CROSS_ALLIES)
