"""The enemies' phase: each enemy, in reading order, picks its target(s) and moves.

The rules, in the order an enemy applies them (Ciblage des ennemis and Déplacement, P.13-14):

1. the enemies play « comme si vous lisiez un livre de gauche à droite », each seeing the board
   the previous ones left;
2. a hero the enemy may not attack is ignored (Dégâts des ennemis à un héros, P.14);
3. single target: « attaque le héros le plus proche pour un minimum de déplacement », then the
   threat, then the swords; multiple target: « cherche à toucher un maximum de héros », then the
   greatest total threat;
4. attacking nobody even by moving, « il se déplace en direction du héros le plus proche »: the
   closest in moves (the shortest path around what it may not cross), and it spends its whole
   movement along that path when it cannot reach the hero this turn;
5. the route: « il privilégie toujours le franchissement de lignes en premier, puis les
   franchissements de colonnes ».

Distances are counted in moves: orthogonal steps that never enter a square an enemy may not
cross (« Un ennemi ne peut ni traverser les autres ennemis ni traverser les héros », Obstacles,
Infranchissables, and — an assumption flagged — allies). Corpses are empty squares; a dead hero's
square is crossed but (flagged) not ended on. Where the aid leaves a tie, the first option in
reading order is kept, a SILENT step says so, and the judge may settle it (``chosen_target``,
``chosen_square``); a choice the aid does not leave open is a refusal, found by :func:`play`.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from referee.engine import language
from referee.engine.trace import Flag, Problem, Trace

from . import phrasebook as say
from .model import Board, Enemy, EnemyTurn, EntityKind, Hero, Icon, Reach, Square, TargetingResult
from .notation import naming_heroes
from .rules import (
    ADJACENT,
    ADJACENT_RANGE,
    ALLY,
    CORPSE_SQUARE_EMPTY,
    DEAD_HERO,
    ENEMIES_CROSS_NOTHING,
    HEROES_CROSS_ALLIES,
    IGNORED_HERO,
    INFRANCHISSABLE,
    MULTIPLE_TARGET,
    OBSTACLE,
    READING_ORDER,
    ROWS_FIRST,
    SINGLE_TARGET,
    SQUARES_BETWEEN,
    SWORDS_PRIORITY,
    THREAT_PRIORITY,
)


@language.cached(maxsize=16)  # check() and resolve() play the same board in one request
def play(board: Board) -> tuple[TargetingResult, tuple[Problem, ...]]:
    """The enemies' phase on a consistent board, and the judge's choices the aid does not leave open.

    A refused choice is set aside (the aid's own option is played) so that every refusal of the
    phase is found at once. The heroes the enemies' settings name by square or by a default name in
    another language are first called by their names on this board."""
    board = replace(board, enemies=tuple(naming_heroes(enemy, board.heroes) for enemy in board.enemies))
    trace = Trace()
    order = sorted(range(len(board.enemies)), key=lambda i: board.enemies[i].square)
    _describe_board(board, order, trace)
    turns: list[EnemyTurn] = []
    problems: list[Problem] = []
    current = board
    for position, index in enumerate(order, start=1):
        turn = _Turn(current, index, position, tuple(order[position:]), problems).play()
        turns.append(turn)
        current = turn.board_after
    steps = trace.steps() + tuple(step for turn in turns for step in turn.steps)
    summary = say.phase_summary([turn.summary for turn in turns], any(s.flag is Flag.SILENT for s in steps))
    return TargetingResult(turns=tuple(turns), board=current, steps=steps, summary=summary), tuple(problems)


# =============================================================================================
# The board's rules, stated once
# =============================================================================================
def _describe_board(board: Board, order: list[int], t: Trace) -> None:
    # Phase d'action des ennemis (P.13): reading order.
    if not order:
        t.add(say.NO_ENEMY, READING_ORDER)
        return
    t.add(say.reading_order([board.enemies[i] for i in order]), READING_ORDER,
          order=[board.enemies[i].square.name for i in order])
    t.add(say.NO_CROSSING, ENEMIES_CROSS_NOTHING)

    def squares_of(kind: EntityKind) -> list[str]:
        return sorted(square.name for square in board.entity_squares(kind))

    # Glossaire: Obstacle, Infranchissable, Allié; Les cadavres; Mort d'un héros.
    if board.entity_squares(EntityKind.OBSTACLE):
        t.add(say.obstacles(squares_of(EntityKind.OBSTACLE)), OBSTACLE)
    if board.entity_squares(EntityKind.INFRANCHISSABLE):
        t.add(say.infranchissables(squares_of(EntityKind.INFRANCHISSABLE)), INFRANCHISSABLE)
    if board.entity_squares(EntityKind.CORPSE):
        t.add(say.corpses(squares_of(EntityKind.CORPSE)), CORPSE_SQUARE_EMPTY)
    if board.entity_squares(EntityKind.ALLY):
        # Heroes cross their allies, enemies cross neither enemies nor heroes: an ally is in neither sentence.
        t.silent(say.allies(squares_of(EntityKind.ALLY)), ALLY,
                 in_tension=[ALLY, HEROES_CROSS_ALLIES, ENEMIES_CROSS_NOTHING])
    dead = [h for h in board.heroes if h.dead]
    if dead:
        t.silent(say.dead_heroes([f"{h.name} ({h.square})" for h in dead]), DEAD_HERO)


# =============================================================================================
# Geometry: where an enemy may go, and whom it hits from a square
# =============================================================================================
@dataclass(frozen=True)
class _Terrain:
    """The squares one enemy may pass through and end on, on a given board."""

    passable: frozenset[Square]
    stoppable: frozenset[Square]
    walls: frozenset[Square]
    """The squares nothing ever crosses (Obstacle, Infranchissable): pieces aside."""


def _terrain_for(board: Board, mover: int) -> _Terrain:
    # « Un ennemi ne peut ni traverser les autres ennemis ni traverser les héros. » (P.14)
    pieces = {e.square for i, e in enumerate(board.enemies) if i != mover}
    pieces |= {h.square for h in board.heroes if not h.dead}
    # Obstacle: « Les ennemis ne traversent jamais les entités Obstacle »; Infranchissable: « ne
    # peuvent pas être traversées »; Allié: assumed blocking (flagged).
    walls = board.entity_squares(EntityKind.OBSTACLE) | board.entity_squares(EntityKind.INFRANCHISSABLE)
    pieces |= board.entity_squares(EntityKind.ALLY)
    passable = board.squares() - walls - pieces
    # Mort d'un héros: « il ne compte plus comme un obstacle » — crossed, not ended on (flagged).
    dead = {h.square for h in board.heroes if h.dead}
    return _Terrain(passable=frozenset(passable), stoppable=frozenset(passable - dead), walls=walls)


def _distances(sources: Iterable[Square], passable: frozenset[Square]) -> dict[Square, int]:
    """Orthogonal steps from the nearest source, over passable squares (breadth-first).

    Walked over (row, col) pairs: every enemy's plan runs it for every square it may reach, and
    plain tuples hash several times faster than squares."""
    cells = {(s.row, s.col): s for s in passable}
    dist = {(s.row, s.col): 0 for s in sources if s in passable}
    queue = deque(sorted(dist))
    while queue:
        row, col = queue.popleft()
        step = dist[(row, col)] + 1
        for nxt in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
            if nxt in cells and nxt not in dist:
                dist[nxt] = step
                queue.append(nxt)
    return {cells[cell]: steps for cell, steps in dist.items()}


def attack_reaches(board: Board, reach: Reach, origin: Square, target: Square) -> bool:
    """Whether an attack from ``origin`` hits ``target``: covered, and not cut by an Infranchissable.

    Glossaire, Infranchissable: « S'il existe un chemin dans la portée (Carrés blancs) qui permet
    d'atteindre la cible sans traverser une entité Infranchissable alors l'effet est possible. »
    Heroes, enemies and Obstacles never block (« Tous les effets peuvent traverser les ennemis et
    les héros », P.19)."""
    if not reach.covers(origin, target):
        return False
    walls = board.entity_squares(EntityKind.INFRANCHISSABLE)
    if not walls:
        return True
    area = reach.area(origin, board.rows, board.cols)
    walls &= area
    if not walls:
        return True
    return target in _distances([origin], frozenset((area - walls) | {origin, target}))


def may_attack(enemy: Enemy, hero: Hero) -> bool:
    return not hero.dead and hero.attackable and hero.name not in enemy.may_not_attack


# =============================================================================================
# Routes: the shortest paths, and the aid's « lignes d'abord, puis colonnes »
# =============================================================================================
@dataclass(frozen=True)
class _Path:
    squares: tuple[Square, ...]
    count: int
    """How many distinct paths share this end square under the same preference."""


_Preference = Callable[[dict[bool, dict[Square, _Path]]], dict[Square, _Path]]


def _rows_first(by_kind: dict[bool, dict[Square, _Path]]) -> dict[Square, _Path]:
    """Our reading: « franchir une ligne » is a step that changes the row (vertical)."""
    return by_kind[True] or by_kind[False]


def _columns_first(by_kind: dict[bool, dict[Square, _Path]]) -> dict[Square, _Path]:
    """The other reading, reported when it would change the path."""
    return by_kind[False] or by_kind[True]


def _any_step(by_kind: dict[bool, dict[Square, _Path]]) -> dict[Square, _Path]:
    merged = dict(by_kind[True])
    for square, path in by_kind[False].items():
        merged[square] = _Path(merged[square].squares, merged[square].count + path.count) if square in merged else path
    return merged


def _walk(start: Square, to_goal: dict[Square, int], steps: int, prefer: _Preference) -> list[_Path]:
    """The shortest-path prefixes of ``steps`` steps that ``prefer`` keeps, step by step.

    Keeping the whole layer (not one path) makes this the lexicographic choice: the first
    differing step decides."""
    length = to_goal[start]
    layer = {start: _Path((start,), 1)}
    for step in range(steps):
        remaining = length - step - 1
        by_kind: dict[bool, dict[Square, _Path]] = {True: {}, False: {}}
        for square in sorted(layer):
            for nxt, vertical in square.neighbours():
                if to_goal.get(nxt) != remaining:
                    continue
                bucket, here = by_kind[vertical], layer[square]
                if nxt in bucket:
                    bucket[nxt] = _Path(bucket[nxt].squares, bucket[nxt].count + here.count)
                else:
                    bucket[nxt] = _Path(here.squares + (nxt,), here.count)
        layer = prefer(by_kind)
    return [layer[square] for square in sorted(layer)]


# =============================================================================================
# One enemy's turn
# =============================================================================================
@dataclass(frozen=True)
class _Plan:
    """What an enemy means to do before the route is drawn."""

    targets: tuple[Hero, ...]
    """The heroes it will attack (empty when it only moves towards one)."""
    ends: frozenset[Square]
    """The final squares the aid's explicit criteria leave equally good."""
    allowed: frozenset[Square]
    """The final squares a judge may choose (``Enemy.chosen_square``)."""
    max_moves: int | None = None
    """Stop the route after this many steps (moving towards a hero out of reach)."""
    approached: Hero | None = None
    goal: frozenset[Square] | None = None
    """Where the whole route leads when it differs from ``ends`` (moving towards a hero)."""
    passable: frozenset[Square] | None = None
    """The squares the route is measured over, when not the enemy's own (a hero out of contact)."""


# Ciblage des ennemis (P.13-14): « La cible prioritaire est la cible avec le plus de menace. »
# « Si deux héros possèdent la même menace, le héros possédant le plus de symbole d'épée est alors
# la cible prioritaire. » — in that order, after the distance; each criterion with its passage.
_PRIORITIES: tuple[tuple[str, Callable[[Hero], int], str], ...] = (
    ("menace", lambda hero: hero.threat, THREAT_PRIORITY),
    ("symboles d'épée", lambda hero: hero.swords, SWORDS_PRIORITY),
)


class _Turn:
    """One enemy's turn, as an ordered checklist of the aid's rules."""

    def __init__(self, board: Board, index: int, order: int, waiting: tuple[int, ...],
                 problems: list[Problem]) -> None:
        self.board, self.index, self.order, self.waiting = board, index, order, waiting
        self.enemy = board.enemies[index]
        self.problems = problems
        self.t = Trace()
        self.terrain = _terrain_for(board, index)
        self.field = f"enemies[{index}]"

    def refuse(self, field: str, message: str, rule: str) -> None:
        self.problems.append(Problem(f"{self.field}.{field}", message, rule))

    # --- the checklist -----------------------------------------------------------------------
    def play(self) -> EnemyTurn:
        enemy, t = self.enemy, self.t
        t.add(say.enemy_plays(enemy, self.order), READING_ORDER, order=self.order, movement=enemy.movement)
        self.state_reach()
        eligible = self.eligible_heroes()
        from_start = _distances([enemy.square], self.terrain.passable)
        within = {s: d for s, d in from_start.items() if d <= enemy.movement and s in self.terrain.stoppable}
        plan = (self.single_target_plan(eligible, within) if enemy.icon is Icon.SINGLE
                else self.multiple_target_plan(eligible, within))
        if plan is None:
            plan = self.approach_plan(eligible)
        path = self.route(plan)
        final, moves = path[-1], len(path) - 1
        if plan.targets:
            t.add(say.ends_and_attacks(enemy, final, moves, [h.name for h in plan.targets]), self.rule_of(plan),
                  final=final.name, moves=moves, targets=[h.name for h in plan.targets])
        else:
            t.add(say.ends_without_attack(enemy, final, moves), self.rule_of(plan), final=final.name, moves=moves)
        self.note_blocked_attacks(final, eligible, plan.targets)
        self.note_reading_order(final)
        names = tuple(h.name for h in plan.targets)
        return EnemyTurn(index=self.index, order=self.order, name=enemy.name, start=enemy.square, targets=names,
                         approached=plan.approached.name if plan.approached else None, path=path,
                         final_square=final, moves=moves, steps=t.steps(),
                         board_after=self.board.with_enemy_at(self.index, final),
                         summary=say.turn_summary(enemy, final, names,
                                                  plan.approached.name if plan.approached else None, moves))

    def state_reach(self) -> None:
        reach = self.enemy.reach
        if reach.range == ADJACENT_RANGE and not reach.offsets:
            self.t.add(say.ADJACENT_SQUARES, ADJACENT)
        elif reach.range is not None:
            self.t.add(say.range_squares(reach.range), SQUARES_BETWEEN, range=reach.range)

    def eligible_heroes(self) -> tuple[Hero, ...]:
        """« Si à la suite d'un quelconque effet, un ennemi n'a pas le droit d'attaquer un héros, il
        ignore ce héros. » (Dégâts des ennemis à un héros, P.14)"""
        ignored = [h for h in self.board.heroes if not h.dead and not may_attack(self.enemy, h)]
        if ignored:
            self.t.add(say.ignores(self.enemy, [h.name for h in ignored]), IGNORED_HERO,
                       ignored=[h.name for h in ignored])
        return tuple(h for h in self.board.heroes if may_attack(self.enemy, h))

    # --- whom it attacks -----------------------------------------------------------------------
    def prioritise(self, candidates: list[Hero]) -> Hero:
        """The priority target among heroes tied on distance: threat, then swords, then the judge.

        Each criterion cites its own passage; past the swords, the book says nothing more."""
        decided_by = SINGLE_TARGET  # « le héros le plus proche », when the distance alone decides
        for label, key, passage in _PRIORITIES:
            if len(candidates) == 1:
                break
            best = max(key(h) for h in candidates)
            leaders = [h for h in candidates if key(h) == best]
            if len(leaders) < len(candidates):
                self.t.add(say.tie_break(label, [(h.name, key(h)) for h in candidates], [h.name for h in leaders]),
                           passage, criterion=label, scores={h.name: key(h) for h in candidates})
                decided_by = passage
            candidates = leaders
        if len(candidates) == 1:
            self.no_tie_to_settle(candidates[0], decided_by)
            return candidates[0]
        tied = sorted(candidates, key=lambda h: h.square)
        names = [h.name for h in tied]
        chosen_name = self.enemy.chosen_target
        if chosen_name is not None:
            chosen = next((h for h in tied if h.name == chosen_name), None)
            if chosen is None:
                self.refuse("chosen_target", say.not_among_tied(chosen_name, names), SWORDS_PRIORITY)
            else:
                self.t.silent(say.judge_picks_hero(names, chosen.name), SWORDS_PRIORITY, tied=names)
                return chosen
        self.t.silent(say.heroes_tied(names, tied[0].threat, tied[0].swords), SWORDS_PRIORITY, tied=names)
        return tied[0]

    def no_tie_to_settle(self, target: Hero | None, decided_by: str) -> None:
        """Refuse a judge's hero where the passage ``decided_by`` already settles the target."""
        if self.enemy.chosen_target is not None:
            self.refuse("chosen_target", say.no_tie_to_settle(target.name if target else None), decided_by)

    def rule_of(self, plan: _Plan) -> str:
        """The passage that decides where this enemy ends: the multiple-target icon's when it attacks a group,
        else the single target's (« il se déplace en direction du héros le plus proche » included)."""
        return MULTIPLE_TARGET if plan.targets and self.enemy.icon is Icon.MULTIPLE else SINGLE_TARGET

    def single_target_plan(self, eligible: tuple[Hero, ...], within: dict[Square, int]) -> _Plan | None:
        """« attaque le héros le plus proche pour un minimum de déplacement. Si plusieurs cibles,
        utilisation du score de menace. » (Ciblage des ennemis, P.14)"""
        cost: dict[Hero, int] = {}
        squares: dict[Hero, frozenset[Square]] = {}
        for hero in eligible:
            from_where = {s: d for s, d in within.items()
                          if attack_reaches(self.board, self.enemy.reach, s, hero.square)}
            if from_where:
                cost[hero] = min(from_where.values())
                squares[hero] = frozenset(s for s, d in from_where.items() if d == cost[hero])
        if not cost:
            return None
        self.t.add(say.reachable_heroes(self.enemy, [(h.name, c) for h, c in cost.items()]), SINGLE_TARGET,
                   moves_needed={h.name: c for h, c in cost.items()})
        fewest = min(cost.values())
        closest = [h for h in eligible if cost.get(h) == fewest]
        if len(closest) == 1:
            self.t.add(say.closest_for_least_movement(closest[0].name, fewest), SINGLE_TARGET,
                       target=closest[0].name, moves=fewest)
        else:
            self.t.add(say.tied_on_movement([h.name for h in closest], fewest), SINGLE_TARGET,
                       tied=[h.name for h in closest], moves=fewest)
        target = self.prioritise(closest)
        return _Plan(targets=(target,), ends=squares[target], allowed=squares[target])

    def multiple_target_plan(self, eligible: tuple[Hero, ...], within: dict[Square, int]) -> _Plan | None:
        """« L'ennemi cherche à toucher un maximum de héros et effectue son déplacement en conséquence.
        Si plusieurs groupes de héros de taille équivalente sont accessibles (y compris un seul héros),
        l'ennemi ciblera le groupe de héros ayant la plus grande menace cumulée. » (P.14)"""
        enemy = self.enemy
        groups = {s: tuple(h for h in eligible if attack_reaches(self.board, enemy.reach, s, h.square))
                  for s in within}
        groups = {s: g for s, g in groups.items() if g}
        self.no_tie_to_settle(None, MULTIPLE_TARGET)  # a multiple-target enemy never ties on one hero
        if not groups:
            return None

        def threat(group: tuple[Hero, ...]) -> int:
            return sum(h.threat for h in group)

        def names(group: tuple[Hero, ...]) -> list[str]:
            return [h.name for h in group]

        size = max(len(g) for g in groups.values())
        sized = {s: g for s, g in groups.items() if len(g) == size}
        self.t.add(say.most_heroes(enemy, size), MULTIPLE_TARGET, size=size)
        top = max(threat(g) for g in sized.values())
        best = {s: g for s, g in sized.items() if threat(g) == top}
        if len(set(best.values())) < len(set(sized.values())):
            options = sorted(set(sized.values()), key=lambda g: -threat(g))
            self.t.add(say.greatest_total_threat([(names(g), threat(g)) for g in options]), MULTIPLE_TARGET,
                       threats={say.group(names(g)): threat(g) for g in options})
        distinct = sorted(set(best.values()), key=lambda g: min((within[s], s) for s, h in best.items() if h == g))
        tied = [names(g) for g in distinct]
        chosen = enemy.chosen_square
        if chosen is not None and chosen in best:
            group = best[chosen]
            if len(distinct) > 1:
                self.t.silent(say.judge_picks_group(enemy, tied, size, top, chosen, names(group)), MULTIPLE_TARGET,
                              tied=[say.group(g) for g in tied])
            return _Plan(targets=group, ends=frozenset({chosen}), allowed=frozenset(best))
        group = distinct[0]
        if len(distinct) > 1:
            self.t.silent(say.groups_tied(enemy, tied, size, top, names(group)), MULTIPLE_TARGET,
                          tied=[say.group(g) for g in tied])
        squares = {s: within[s] for s, g in best.items() if g == group}
        fewest = min(squares.values())
        if fewest > 0 and any(d > fewest for d in squares.values()):
            # « effectue son déplacement en conséquence » says no more; the single target's « pour un minimum de
            # déplacement » is borrowed.
            self.t.silent(say.multiple_least_movement(names(group), fewest), MULTIPLE_TARGET, moves=fewest,
                          in_tension=[MULTIPLE_TARGET, SINGLE_TARGET])
        ends = frozenset(s for s, d in squares.items() if d == fewest)
        return _Plan(targets=group, ends=ends, allowed=frozenset(best))

    # --- nobody within reach: towards the closest hero ---------------------------------------
    def approach_plan(self, eligible: tuple[Hero, ...]) -> _Plan:
        """« Si quoi qu'il arrive, même en se déplaçant, l'ennemi ne peut pas attaquer de héros, il se
        déplace en direction du héros le plus proche. » (Ciblage des ennemis, P.14)

        The closest hero is the one whose contact (an adjacent square it may stop on) the enemy
        reaches in the fewest moves, around everything it may not cross: the rule speaks of
        moving, so the distance is the path's length, never the straight line. Out of reach this
        turn, the enemy spends its whole movement along that shortest path."""
        enemy, t = self.enemy, self.t
        stay = _Plan(targets=(), ends=frozenset({enemy.square}), allowed=frozenset({enemy.square}))
        if enemy.icon is Icon.MULTIPLE:
            # The multiple-target passage says nothing of an enemy that reaches nobody; the single target's does.
            t.silent(say.MULTIPLE_APPROACH, MULTIPLE_TARGET, in_tension=[MULTIPLE_TARGET, SINGLE_TARGET])
        if not eligible:
            self.no_tie_to_settle(None, IGNORED_HERO)
            # « il se déplace en direction du héros le plus proche »: every hero is ignored (or dead), none is.
            t.silent(say.nobody_to_attack(enemy), SINGLE_TARGET, in_tension=[SINGLE_TARGET, IGNORED_HERO])
            return stay
        t.add(say.moves_towards_closest(enemy), SINGLE_TARGET)
        passable = self.terrain.passable | {enemy.square}
        to_hero: dict[Hero, dict[Square, int]] = {}
        for hero in eligible:
            contact = [s for s, _ in hero.square.neighbours() if s in self.terrain.stoppable]
            distances = _distances(contact, passable)
            if enemy.square in distances:
                to_hero[hero] = distances
        if not to_hero:
            return self.approach_out_of_contact(eligible, stay)
        fewest = min(d[enemy.square] for d in to_hero.values())
        closest = [h for h in eligible if h in to_hero and to_hero[h][enemy.square] == fewest]
        t.add(say.closest_in_moves([h.name for h in closest], fewest), SINGLE_TARGET,
              closest=[h.name for h in closest], moves=fewest)
        hero = self.prioritise(closest)
        to_goal = to_hero[hero]
        moves = min(enemy.movement, fewest)
        if 0 < moves < fewest:
            t.add(say.full_movement_towards(enemy, hero.name, moves, fewest), SINGLE_TARGET, moves=moves,
                  remaining=fewest - moves)
        from_start = _distances([enemy.square], self.terrain.passable)
        allowed = frozenset(s for s, d in from_start.items()
                            if d == moves and to_goal.get(s) == fewest - moves and s in self.terrain.stoppable)
        goal = frozenset(s for s, d in to_goal.items() if d == 0)
        return _Plan(targets=(), ends=allowed, allowed=allowed, max_moves=moves, approached=hero, goal=goal)

    def approach_out_of_contact(self, eligible: tuple[Hero, ...], stay: _Plan) -> _Plan:
        """No hero it may attack has an adjacent square the enemy can reach: every one is walled in
        by pieces (heroes, enemies, allies) or the enemy is.

        The aid does not settle it. Our reading: the pieces are only in the way (they move, die,
        or are crossed by nothing but this turn's walk), so the enemy still goes towards the hero
        closest in moves counted through them, walls aside, as far as its movement and the pieces
        let it. The other reading — a hero with no reachable contact is not « accessible », so
        the enemy stays — is given beside it."""
        enemy, t = self.enemy, self.t
        # The distance to each hero, counted through the squares pieces hold but never through a wall.
        open_board = self.board.squares() - self.terrain.walls
        to_hero: dict[Hero, dict[Square, int]] = {}
        for hero in eligible:
            contact = [s for s, _ in hero.square.neighbours() if s in open_board]
            distances = _distances(contact, frozenset(open_board | {enemy.square}))
            if enemy.square in distances:
                to_hero[hero] = distances
        if not to_hero:
            self.no_tie_to_settle(None, SINGLE_TARGET)
            # « il se déplace en direction du héros le plus proche », but Obstacles and Infranchissables wall every
            # way (« Les ennemis ne traversent jamais les entités Obstacle », « ne peuvent pas être traversées »).
            t.silent(say.no_path_at_all(enemy), SINGLE_TARGET, in_tension=[SINGLE_TARGET, OBSTACLE, INFRANCHISSABLE])
            return stay
        fewest = min(d[enemy.square] for d in to_hero.values())
        closest = [h for h in eligible if h in to_hero and to_hero[h][enemy.square] == fewest]
        hero = self.prioritise(closest)
        to_goal = to_hero[hero]
        # Where it gets closest this turn, on squares it may cross and stop on; then the fewest moves.
        from_start = _distances([enemy.square], self.terrain.passable | {enemy.square})
        within = {s: d for s, d in from_start.items()
                  if d <= enemy.movement and (s in self.terrain.stoppable or s == enemy.square) and s in to_goal}
        nearest = min(to_goal[s] for s in within)
        ends = frozenset(s for s in within if to_goal[s] == nearest)
        moves = min(within[s] for s in ends)
        ends = frozenset(s for s in ends if within[s] == moves)
        if moves == 0:
            # « le héros le plus proche » against « Un ennemi ne peut ni traverser les autres ennemis ni traverser
            # les héros »: the pieces in the way.
            t.silent(say.walled_in_stays(enemy, hero.name), SINGLE_TARGET, closest=hero.name,
                     in_tension=[SINGLE_TARGET, ENEMIES_CROSS_NOTHING])
            return _Plan(targets=(), ends=stay.ends, allowed=stay.allowed, approached=hero)
        t.silent(say.towards_hero_out_of_contact(enemy, hero.name, fewest, moves, nearest), SINGLE_TARGET,
                 closest=hero.name, moves=moves, other_reading="reste sur place",
                 in_tension=[SINGLE_TARGET, ENEMIES_CROSS_NOTHING])
        return _Plan(targets=(), ends=ends, allowed=ends, approached=hero,
                     passable=frozenset(self.terrain.passable | {enemy.square}))

    # --- the route ---------------------------------------------------------------------------
    def route(self, plan: _Plan) -> tuple[Square, ...]:
        """The path to the plan's final square, by the aid's « lignes d'abord, puis colonnes ».

        « Lorsqu'un ennemi souhaite se déplacer vers une case et que plusieurs chemins d'égale
        distance sont possibles, il privilégie toujours le franchissement de lignes en premier, puis
        les franchissements de colonnes. » (Déplacement des héros et des ennemis, P.14)"""
        enemy, t = self.enemy, self.t
        start = enemy.square
        passable = plan.passable or (self.terrain.passable | {start})

        # The judge's choice, only among the squares the aid leaves equally good.
        chosen = enemy.chosen_square
        if chosen is not None and chosen not in plan.allowed:
            self.refuse("chosen_square", say.not_an_open_arrival(enemy, chosen, sorted(plan.allowed)),
                        self.rule_of(plan))
            chosen = None
        elif chosen is not None and len(plan.allowed) > 1:
            t.add(say.judge_picks_square(chosen, sorted(plan.allowed)), self.rule_of(plan), chosen=chosen.name)

        # Where the whole route leads: the chosen square, the plan's final squares, or (moving
        # towards a hero out of reach) the hero's contact squares, the route then cut short.
        goal = frozenset({chosen}) if chosen is not None else (plan.goal or plan.ends)
        to_goal = _distances(goal, passable)
        steps = plan.max_moves if plan.max_moves is not None and chosen is None else to_goal[start]
        if steps == 0:
            if plan.targets:
                t.add(say.attacks_without_moving(enemy), self.rule_of(plan))
            elif plan.approached is not None:
                t.add(say.stays(enemy, start, enemy.movement == 0), SINGLE_TARGET)
            return (start,)

        ours = _walk(start, to_goal, steps, _rows_first)
        theirs = _walk(start, to_goal, steps, _columns_first)
        every = _walk(start, to_goal, steps, _any_step)
        path, other = ours[0].squares, theirs[0].squares
        ends = sorted({p.squares[-1] for p in every})
        purpose = say.purpose(bool(plan.targets), plan.approached.name if plan.approached else None)
        if sum(p.count for p in every) == 1:
            t.add(say.one_path(path, steps), ROWS_FIRST, path=[s.name for s in path])
        elif len(ends) > 1:
            # The targeting passage leaves the arrival open; the route's « lignes d'abord » is stretched to pick it.
            t.silent(say.several_ends(purpose, steps, ends, path, other), ROWS_FIRST, path=[s.name for s in path],
                     other_reading=[s.name for s in other], ends=[s.name for s in ends],
                     in_tension=[ROWS_FIRST, self.rule_of(plan)])
        elif path != other:
            t.silent(say.two_readings_same_end(path, other), ROWS_FIRST, path=[s.name for s in path],
                     other_reading=[s.name for s in other])
        else:
            t.add(say.rows_first_path(path), ROWS_FIRST, path=[s.name for s in path])
        if len(ours) > 1 or ours[0].count > 1:
            t.silent(say.paths_still_tied([p.squares[-1] for p in ours], path), ROWS_FIRST,
                     options=[[s.name for s in p.squares] for p in ours])
        return self.stop_on_free_square(path)

    def stop_on_free_square(self, path: tuple[Square, ...]) -> tuple[Square, ...]:
        """A route cut short (moving towards a hero) may end on a dead hero's square: stop before it."""
        end = len(path)
        while end > 1 and path[end - 1] not in self.terrain.stoppable:
            end -= 1
        if end < len(path):
            self.t.silent(say.not_on_dead_hero(self.enemy, path[end], path[end - 1]), DEAD_HERO,
                          stopped=path[end - 1].name)
        return path[:end]

    # --- what the board means for the outcome ------------------------------------------------
    def note_blocked_attacks(self, final: Square, eligible: tuple[Hero, ...], targets: tuple[Hero, ...]) -> None:
        for hero in eligible:
            if hero not in targets and self.enemy.reach.covers(final, hero.square) \
                    and not attack_reaches(self.board, self.enemy.reach, final, hero.square):
                self.t.add(say.attack_cut(hero.name, final), INFRANCHISSABLE, hero=hero.name)

    def note_reading_order(self, final: Square) -> None:
        passed = [self.board.enemies[i] for i in self.waiting if self.enemy.square < self.board.enemies[i].square < final]
        if passed:
            self.t.silent(say.passed_in_reading_order(self.enemy, final, passed), READING_ORDER,
                          passed=[e.square.name for e in passed])

