"""A card's effect area: the squares it reaches from the one who plays it, and whom it applies to.

The rules, in the order they are applied:

1. the pattern is placed on the square of the one who acts: « Le carré noir représente le héros qui
   joue la carte » (P.19); adjacent squares are « orthogonalement collées […] Les diagonales ne
   comptent pas »; a range N counts « le nombre de cases en incluant celle sur laquelle se trouve la
   cible »; the infinite symbol « s'étend sur tout le plateau de jeu »;
2. nothing blocks the line of sight: « Tous les effets peuvent traverser les ennemis et les héros »
   (P.19), « des effets traversant une carte portant le mot clé Obstacle » (Obstacle), a corpse's
   square « est considérée comme vide pour la résolution des effets »;
3. but « Les entités possédant le mot clé Infranchissable bloquent les effets des cartes » : a
   square is reached through a path of white squares from the black square that crosses no
   Infranchissable (a path of the whole board for the infinite range), a piece standing on one
   still reached (« Rien n'empêche de cibler un ennemi ou un héros qui serait Infranchissable »);
   for the infinite range the entry disagrees with « Les effets qui possèdent cette portée ignorent
   tous les obstacles » (La zone des effets): the entry, the more specific, is applied, and the
   squares it walls in are flagged with the other reading (reached, and whom stands there);
4. arrows « se propag[ent] dans une direction choisie », on one or several lines, apply to « la
   première entité rencontrée », are interrupted by Infranchissables, and do not trigger without a
   valid entity;
5. whom: the effect's scope; the hero who plays may be its own target unless the black square is
   crossed out; an ally receives only block, moves and healing; an enemy ignores a hero it may not
   attack (« Même une attaque qui ne cible pas directement le héros ne peut pas le toucher »); the
   twins are targeted twice by a card that targets every hero; an Inéluctable card must be played.

Open points, each flagged SILENT with what the other reading changes: the squares counted to a
target off the black square's row and column (a diagonal step: one square or two?), the square a large enemy measures from, a white square the drawing leaves apart with an
Infranchissable in the way, whether an entity an arrow does not apply to stops it, an enemy's effect
on an ally, an effect other than healing on a dead hero, the twins under an effect that is not « tous
les héros », an Inéluctable card whose effect cannot take place.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from referee.engine.trace import Flag, Trace

from . import phrasebook as say
from .area_model import (
    AreaPiece,
    ArrowLine,
    Direction,
    EffectAreaInput,
    EffectAreaResult,
    Nature,
    Pattern,
    PieceKind,
    Scope,
)
from .model import Enemy, EntityKind, Hero, Square
from .notation import find_hero
from .rules import (
    AREA_ADJACENT,
    AREA_ALLY,
    AREA_BLACK_SQUARE,
    AREA_CORPSE,
    AREA_CROSSED_OUT,
    AREA_DEAD_HERO,
    AREA_ENEMY_EFFECT_IS_ATTACK,
    AREA_IGNORED_HERO,
    AREA_INELUCTABLE,
    AREA_INFINITE,
    AREA_INFRANCHISSABLE,
    AREA_NO_LINE_OF_SIGHT,
    AREA_OBSTACLE,
    AREA_SELF_TARGET,
    AREA_SQUARES_BETWEEN,
    AREA_TWINS,
    AREA_WHOLE_EFFECT,
    ARROW_DIRECTION,
    ARROW_FIRST_ENTITY,
    ARROW_INFRANCHISSABLE,
    ARROW_LANES,
    ARROW_NO_VALID_ENTITY,
    ARROW_NOT_TARGETING,
    TWINS_TIMES_TARGETED,
)

HEALED_DEAD = "veiel/mort-d-un-heros#lors-un-resurrection-le-heros-ne"
"""« le héros ne revient à la vie […] que lorsqu'il commence son tour, et non dès qu'il reçoit des soins »: a dead
hero receives healing."""

HELPS_ALLY = (Nature.BLOCK, Nature.MOVE, Nature.HEAL)
"""Allié: « seuls les effets permettant de lui faire gagner du blocage, de la déplacer ou de soigner ses blessures
peuvent être résolus »."""


# =============================================================================================
# Who acts, and the board as the effect sees it
# =============================================================================================
def source_of(data: EffectAreaInput) -> Hero | Enemy | None:
    """The living hero or the enemy on the black square."""
    hero = next((h for h in data.heroes if h.square == data.source and not h.dead), None)
    if hero is not None:
        return hero
    return next((e for e in data.enemies if e.square == data.source), None)


@dataclass(frozen=True)
class _Piece:
    name: str
    kind: PieceKind
    square: Square
    hero: Hero | None = None
    dead: bool = False


def _pieces(data: EffectAreaInput) -> dict[Square, _Piece]:
    """Who stands where: living and dead heroes, enemies, allies (corpses count as empty squares)."""
    pieces: dict[Square, _Piece] = {}
    for entity in data.entities:
        if entity.kind is EntityKind.ALLY:
            pieces[entity.square] = _Piece(entity.name or say.AREA_ALLY_NAME, PieceKind.ALLY, entity.square)
    for enemy in data.enemies:
        pieces[enemy.square] = _Piece(enemy.label, PieceKind.ENEMY, enemy.square)
    for hero in data.heroes:
        if hero.square not in pieces or not hero.dead:
            pieces[hero.square] = _Piece(hero.name, PieceKind.HERO, hero.square, hero, hero.dead)
    return pieces


@dataclass(frozen=True)
class _Verdict:
    affected: bool
    why: str
    rule: str
    other: bool | None = None
    """What the other reading of an open point says (None: the book decides)."""


class _Spread:
    """One effect, resolved: the trace, the pieces, the walls."""

    def __init__(self, data: EffectAreaInput) -> None:
        self.data = data
        self.t = Trace()
        source = source_of(data)
        assert source is not None  # the checks refuse a black square with nobody on it
        self.source = source
        self.by_enemy = isinstance(source, Enemy)
        self.source_name = source.label if isinstance(source, Enemy) else source.name
        self.origins = (data.source, *data.source_squares) if self.by_enemy else (data.source,)
        self.own = frozenset(self.origins)
        self.walls = frozenset(data.entity_squares(EntityKind.INFRANCHISSABLE) - self.own)
        self.pieces = _pieces(data)
        self.board = data.squares()

    # --- whom ----------------------------------------------------------------------------------
    def verdict(self, piece: _Piece, arrow: bool = False) -> _Verdict:
        data, scope = self.data, self.data.targets
        if piece.kind is PieceKind.ENEMY:
            if scope is Scope.HEROES:
                return _Verdict(False, say.area_not_for(piece.name, scope.value), AREA_NO_LINE_OF_SIGHT)
            return _Verdict(True, say.area_for(piece.name, scope.value), AREA_NO_LINE_OF_SIGHT)
        if piece.kind is PieceKind.ALLY:
            as_hero = scope is not Scope.ENEMIES and data.nature in HELPS_ALLY
            if self.by_enemy:  # the Allié entry speaks of the heroes' effects only
                other = scope is not Scope.ENEMIES
                return _Verdict(False, say.enemy_effect_on_ally(piece.name, self.source_name), AREA_ALLY,
                                other if other else None)
            if scope is Scope.ENEMIES:
                return _Verdict(False, say.area_not_for(piece.name, scope.value), AREA_ALLY)
            return _Verdict(as_hero, say.ally_receives(piece.name, data.nature.value, as_hero), AREA_ALLY)
        hero = piece.hero
        assert hero is not None
        if scope is Scope.ENEMIES:
            return _Verdict(False, say.area_not_for(piece.name, scope.value), AREA_NO_LINE_OF_SIGHT)
        if piece.dead:
            if data.nature is Nature.HEAL:
                return _Verdict(True, say.dead_hero_healed(piece.name), HEALED_DEAD)
            return _Verdict(False, say.dead_hero_in_area(piece.name), AREA_DEAD_HERO, True)
        if not self.by_enemy and hero.square == data.source:
            if data.crossed_out:
                return _Verdict(False, say.crossed_out(piece.name), AREA_CROSSED_OUT)
            return _Verdict(True, say.self_target(piece.name), AREA_SELF_TARGET)
        if isinstance(self.source, Enemy):
            forbidden = [find_hero(data.heroes, name) for name in self.source.may_not_attack]
            if not hero.attackable or hero in forbidden:
                return _Verdict(False, say.ignored_hero(piece.name, self.source_name), AREA_IGNORED_HERO)
            return _Verdict(True, say.enemy_attacks_hero(piece.name, self.source_name), AREA_ENEMY_EFFECT_IS_ATTACK)
        return _Verdict(True, say.area_for(piece.name, scope.value), AREA_NO_LINE_OF_SIGHT)

    def times(self, piece: _Piece, arrow: bool) -> tuple[int, bool]:
        """How many times the effect applies to a piece it affects, and whether that is an open point."""
        twins = find_hero(self.data.heroes, self.data.twins) if self.data.twins else None
        if twins is None or piece.hero != twins:
            return 1, False
        if arrow:
            # « Cet effet n'est pas considéré comme ciblant l'entité »: no card « cible » them, once.
            self.t.add(say.twins_arrow(piece.name), ARROW_NOT_TARGETING)
            return 1, False
        if self.data.pattern is Pattern.INFINITE and self.data.targets is Scope.HEROES:
            self.t.add(say.twins_twice(piece.name), AREA_TWINS, times=TWINS_TIMES_TARGETED)
            return TWINS_TIMES_TARGETED, False
        self.t.silent(say.twins_open(piece.name), AREA_TWINS, times=TWINS_TIMES_TARGETED, other_reading=1)
        return TWINS_TIMES_TARGETED, True

    def separation(self, square: Square) -> int:
        """« Comptez alors le nombre de cases en incluant celle sur laquelle se trouve la cible »."""
        return min(abs(square.row - o.row) + abs(square.col - o.col) for o in self.origins)

    def piece_result(self, piece: _Piece, affected: bool, why: str, disputed: bool, arrow: bool) -> AreaPiece:
        times, open_times = self.times(piece, arrow) if affected else (0, False)
        return AreaPiece(name=piece.name, kind=piece.kind, square=piece.square, place=piece.square.name, separation=self.separation(piece.square),
                         affected=affected, times=times, why=why, disputed=disputed or open_times)


# =============================================================================================
# Areas: adjacent, a range, drawn squares, the infinite range
# =============================================================================================
def _manhattan(a: Square, b: Square) -> int:
    return abs(a.row - b.row) + abs(a.col - b.col)


def _white(data: EffectAreaInput, origin: Square, board: frozenset[Square], diagonal: bool = False) -> set[Square]:
    """The pattern's squares from one origin, on the board."""
    if data.pattern is Pattern.INFINITE:
        return set(board)
    if data.pattern is Pattern.DRAWN:
        return {origin.shifted(pair[0], pair[1]) for pair in data.offsets if len(pair) == 2} & board
    reach = 1 if data.pattern is Pattern.ADJACENT else data.range or 1
    if diagonal or data.pattern is Pattern.SQUARE:
        return {s for s in board if 0 < max(abs(s.row - origin.row), abs(s.col - origin.col)) <= reach}
    return {s for s in board if 0 < _manhattan(s, origin) <= reach}


def _connected(origin: Square, passable: set[Square] | frozenset[Square], walls: frozenset[Square]) -> set[Square]:
    """Squares of ``passable`` joined to ``origin`` by orthogonal steps; a wall may end a path, never be crossed.

    Walked on (row, col) pairs: a board's breadth-first walk stays well under a millisecond."""
    open_ = {(s.row, s.col) for s in passable}
    closed = {(w.row, w.col) for w in walls}
    first = (origin.row, origin.col)
    seen = {first}
    queue = deque([first])
    while queue:
        row, col = queue.popleft()
        if (row, col) in closed and (row, col) != first:
            continue
        for nxt in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
            if nxt in open_ and nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return {Square(r, c) for r, c in seen}


def _straight_path_free(origin: Square, target: Square, walls: frozenset[Square]) -> bool:
    """Whether a shortest orthogonal path from ``origin`` to ``target`` crosses no wall (ending on one allowed)."""
    drow = 1 if target.row >= origin.row else -1
    dcol = 1 if target.col >= origin.col else -1
    rows = range(origin.row, target.row + drow, drow)
    cols = range(origin.col, target.col + dcol, dcol)
    free: dict[Square, bool] = {}
    for r in rows:
        for c in cols:
            square = Square(r, c)
            if square == origin:
                free[square] = True
                continue
            came = free.get(Square(r - drow, c), False) or free.get(Square(r, c - dcol), False)
            free[square] = came and (square not in walls or square == target)
    return free.get(target, False)


@dataclass
class _Reach:
    reached: set[Square]
    blocked: set[Square]
    apart: set[Square]
    """Squares the drawing leaves apart, reached only if a path outside the white squares counts."""


def _reach_from(spread: _Spread, origin: Square, diagonal: bool = False) -> _Reach:
    data, walls = spread.data, spread.walls
    white = _white(data, origin, spread.board, diagonal) - spread.own
    passable = white | spread.own
    if data.pattern is Pattern.INFINITE:
        joined = _connected(origin, spread.board, walls) if walls else set(spread.board)
        reached = white & joined
        return _Reach(reached, white - reached, set())
    # A diamond or a square round the black square is all of a piece: only a drawing may leave squares apart.
    drawn_joined = _connected(origin, passable, frozenset()) if data.pattern is Pattern.DRAWN else passable
    joined = _connected(origin, passable, walls) if walls & passable else set(drawn_joined)
    reached = white & joined
    blocked = (white & drawn_joined) - joined
    apart: set[Square] = set()
    for square in white - drawn_joined:  # the drawing itself leaves no white path to it
        if not _walls_between(origin, square, walls):
            reached.add(square)  # no Infranchissable in the way: nothing blocks it
        elif _straight_path_free(origin, square, walls):
            apart.add(square)  # ours: reached round the Infranchissable; read word for word, no white path
        else:
            blocked.add(square)  # every shortest path crosses an Infranchissable
    return _Reach(reached, blocked, apart)


def _walls_between(origin: Square, target: Square, walls: frozenset[Square]) -> bool:
    """An Infranchissable within the rectangle of the shortest paths, the target excepted."""
    top, bottom = sorted((origin.row, target.row))
    left, right = sorted((origin.col, target.col))
    return any(top <= w.row <= bottom and left <= w.col <= right and w != target for w in walls)


def _ordered(squares: Iterable[Square]) -> list[Square]:
    """Reading order, by the squares' numbers (quicker than the dataclass's own ordering)."""
    return sorted(squares, key=lambda square: (square.row, square.col))


def _squares(squares: Iterable[Square]) -> list[str]:
    return [s.name for s in _ordered(squares)]


def _area(spread: _Spread) -> tuple[set[Square], set[Square], set[Square], list[Callable[[], object]]]:
    """(reached, blocked, reached under our reading only, the open points to flag once the
    area is described)."""
    data, t = spread.data, spread.t
    flags: list[Callable[[], object]] = []
    ours = [_reach_from(spread, origin) for origin in spread.origins]
    reached = set().union(*(r.reached for r in ours)) | set().union(*(r.apart for r in ours))
    blocked = set().union(*(r.blocked for r in ours)) - reached
    apart = set().union(*(r.apart for r in ours))
    only_ours: set[Square] = set()

    if len(spread.origins) > 1:
        single = _reach_from(spread, data.source)
        lost = reached - single.reached - single.apart
        if lost:
            only_ours |= lost
            flags.append(lambda: t.silent(say.large_source(spread.source_name, spread.origins, _ordered(lost)),
                                          AREA_BLACK_SQUARE, squares=_squares(spread.origins),
                                          other_reading=_squares(lost)))
    if apart:
        only_ours |= apart
        flags.append(lambda: t.silent(say.drawn_apart(_ordered(apart)), AREA_INFRANCHISSABLE,
                                      other_reading=_squares(apart)))
    return reached, blocked, only_ours, flags


def _describe_area(spread: _Spread, reached: set[Square], blocked: set[Square]) -> None:
    data, t = spread.data, spread.t
    pattern = data.pattern
    if pattern is Pattern.ADJACENT:
        t.add(say.adjacent_area(_ordered(reached | blocked)), AREA_ADJACENT, squares=_squares(reached | blocked))
    elif pattern is Pattern.RANGE:
        t.add(say.range_area(data.range or 1, _ordered(reached | blocked)), AREA_SQUARES_BETWEEN, range=data.range,
              squares=_squares(reached | blocked))
    elif pattern is Pattern.SQUARE:
        t.add(say.square_area(data.range or 1, _ordered(reached | blocked)), AREA_BLACK_SQUARE, range=data.range,
              squares=_squares(reached | blocked))
    elif pattern is Pattern.DRAWN:
        t.add(say.drawn_area(len(data.offsets), _ordered(reached | blocked)), AREA_BLACK_SQUARE,
              squares=_squares(reached | blocked))
    else:
        t.add(say.infinite_area(len(reached | blocked)), AREA_INFINITE, squares=len(reached | blocked))
    _crossed(spread, reached)
    touched = reached | blocked
    # The Infranchissables in the area or on its edge: those that can stand in the way of a path to it.
    walls_met = _ordered(w for w in spread.walls if w in touched or pattern is Pattern.INFINITE
                       or any(n in touched or n in spread.own for n, _ in w.neighbours()))
    if blocked and pattern is Pattern.INFINITE:
        # « Les effets qui possèdent cette portée ignorent tous les obstacles » (La zone des effets) against the
        # Infranchissable entry's path « de case en case (orthogonal) » for « une portée infinie »: the entry, the more
        # specific, is applied; the other reading reaches the walled-in squares and whom stands there.
        others = _walled_in_reached(spread, blocked)
        t.silent(say.walled_in(_ordered(blocked), walls_met, others), AREA_INFRANCHISSABLE,
                 blocked=_squares(blocked), infranchissables=_squares(walls_met),
                 in_tension=[AREA_INFRANCHISSABLE, AREA_INFINITE],
                 other_reading={"squares": _squares(blocked), "pieces": others})
    elif blocked:
        t.add(say.cut_off(_ordered(blocked), walls_met, pattern is Pattern.INFINITE), AREA_INFRANCHISSABLE,
              blocked=_squares(blocked), infranchissables=_squares(walls_met))
    elif walls_met:
        t.add(say.walls_not_in_the_way(walls_met, pattern is Pattern.INFINITE), AREA_INFRANCHISSABLE,
              infranchissables=_squares(walls_met))


def _walled_in_reached(spread: _Spread, blocked: set[Square]) -> list[str]:
    """The pieces on walled-in squares the effect would apply to if the infinite range ignored every obstacle."""
    pieces = (spread.pieces.get(square) for square in _ordered(blocked))
    return [_shown_piece(p) for p in pieces if p is not None and spread.verdict(p).affected]


def _shown_piece(piece: _Piece) -> str:
    """A hero or an ally with its square (an enemy's name already has it)."""
    return piece.name if piece.kind is PieceKind.ENEMY else f"{piece.name} ({piece.square})"


def _crossed(spread: _Spread, squares: set[Square]) -> None:
    """What the effect passes through without being stopped, for the kinds on its squares."""
    t, data = spread.t, spread.data
    standing = _ordered(s for s, p in spread.pieces.items() if s in squares and not p.dead)
    if standing:
        t.add(say.no_line_of_sight(standing), AREA_NO_LINE_OF_SIGHT, squares=_squares(standing))
    obstacles = _ordered(data.entity_squares(EntityKind.OBSTACLE) & squares)
    if obstacles:
        t.add(say.obstacles_crossed(obstacles), AREA_OBSTACLE, obstacles=_squares(obstacles))
    corpses = _ordered(data.entity_squares(EntityKind.CORPSE) & squares)
    if corpses:
        t.add(say.corpses_empty(corpses), AREA_CORPSE, corpses=_squares(corpses))


def _area_pieces(spread: _Spread, reached: set[Square], blocked: set[Square], only_ours: set[Square],
                 ) -> list[AreaPiece]:
    t, data = spread.t, spread.data
    result: list[AreaPiece] = []
    here = _ordered(reached | ({data.source} if not spread.by_enemy else set()))
    for square in here:
        piece = spread.pieces.get(square)
        if piece is None:
            continue
        verdict = spread.verdict(piece)
        disputed = square in only_ours
        if verdict.other is not None and verdict.other != verdict.affected:
            t.silent(verdict.why, verdict.rule, piece=piece.name, affected=verdict.affected,
                     other_reading=verdict.other)
            disputed = True
        else:
            t.add(verdict.why, verdict.rule, piece=piece.name, affected=verdict.affected)
        result.append(spread.piece_result(piece, verdict.affected, verdict.why, disputed, arrow=False))
    for square in _ordered(blocked):
        piece = spread.pieces.get(square)
        if piece is None:
            continue
        if data.pattern is Pattern.INFINITE and spread.verdict(piece).affected:
            # Walled in from an infinite range: reached if « Les effets qui possèdent cette portée ignorent tous les
            # obstacles » prevails over the Infranchissable entry.
            why = say.walled_in_piece(piece.name)
            t.silent(why, AREA_INFRANCHISSABLE, piece=piece.name, affected=False, other_reading=True,
                     in_tension=[AREA_INFRANCHISSABLE, AREA_INFINITE])
            disputed = True
        else:
            why = say.shielded(piece.name)
            t.add(why, AREA_INFRANCHISSABLE, piece=piece.name, affected=False)
            disputed = False
        result.append(AreaPiece(name=piece.name, kind=piece.kind, square=square, place=square.name,
                                separation=spread.separation(square), affected=False, times=0, why=why,
                                disputed=disputed))
    return result


# =============================================================================================
# Arrows
# =============================================================================================
def _lane_origin(origin: Square, direction: Direction, lane: int) -> Square:
    drow, dcol = direction.step
    return origin.shifted(lane * abs(dcol), lane * abs(drow))  # sideways: columns for up/down, rows for left/right


def _arrow(spread: _Spread, origin: Square, direction: Direction, lane: int,
           ) -> tuple[ArrowLine, list[_Piece], _Piece | None]:
    """One line: the squares travelled, the pieces passed, and the piece the stricter reading stops on."""
    data = spread.data
    drow, dcol = direction.step
    start = _lane_origin(origin, direction, lane)
    squares: list[Square] = []
    passed: list[_Piece] = []
    first_any: _Piece | None = None
    hit: _Piece | None = None
    interrupted: Square | None = None
    distance = 0
    while data.range is None or distance < data.range:
        distance += 1
        square = start.shifted(drow * distance, dcol * distance)
        if square not in spread.board:
            break
        if square in spread.own:
            continue
        piece = spread.pieces.get(square)
        entity = piece if piece is not None and not piece.dead else None
        if square in spread.walls:
            if entity is not None and spread.verdict(entity, arrow=True).affected:
                squares.append(square)
                hit = entity
                first_any = first_any or entity
            else:
                interrupted = square
            break
        squares.append(square)
        if entity is None:
            continue
        verdict = spread.verdict(entity, arrow=True)
        if verdict.rule == AREA_IGNORED_HERO:  # « il ignore ce héros »: as if it were not there
            passed.append(entity)
            continue
        first_any = first_any or entity
        if verdict.affected:
            hit = entity
            break
        passed.append(entity)
    disputed = first_any is not None and first_any is not hit
    line = ArrowLine(direction=direction, lane=lane, origin=start, squares=tuple(squares),
                     hit=hit.name if hit else None, interrupted_at=interrupted, disputed=disputed and hit is not None)
    return line, passed, first_any


def _arrows(spread: _Spread) -> tuple[list[ArrowLine], list[AreaPiece], set[Square]]:
    data, t = spread.data, spread.t
    directions = list(dict.fromkeys(data.directions)) or list(Direction)
    lanes = sorted(set(data.lanes))
    t.add(say.arrows([d.value for d in directions], bool(data.directions), data.range), ARROW_DIRECTION,
          directions=[d.value for d in directions], range=data.range)
    if lanes != [0]:
        t.add(say.arrow_lanes(lanes), ARROW_LANES, lanes=lanes)
    lines: list[ArrowLine] = []
    pieces: dict[Square, AreaPiece] = {}
    by_direction: dict[Direction, list[str]] = {}
    disputed_hits: list[tuple[str, str]] = []
    for direction in directions:
        for lane in lanes:
            for origin in spread.origins:
                line, passed, first_any = _arrow(spread, origin, direction, lane)
                if any(line.squares == known.squares and line.direction is known.direction for known in lines):
                    continue
                lines.append(line)
                hit = spread.pieces.get(line.squares[-1]) if line.hit else None
                if hit is not None:
                    by_direction.setdefault(direction, []).append(hit.name)
                    verdict = spread.verdict(hit, arrow=True)
                    if verdict.other is not None and verdict.other != verdict.affected:
                        t.silent(verdict.why, verdict.rule, piece=hit.name, other_reading=verdict.other)
                    if line.disputed and first_any is not None:
                        disputed_hits.append((first_any.name, hit.name))
                    pieces[hit.square] = spread.piece_result(hit, True, verdict.why,
                                                             line.disputed or verdict.other is not None, arrow=True)
                for piece in passed:
                    if piece.square not in pieces:
                        passed_verdict = spread.verdict(piece, arrow=True)
                        why = passed_verdict.why
                        t.add(why, passed_verdict.rule, piece=piece.name, affected=False)
                        pieces[piece.square] = AreaPiece(name=piece.name, kind=piece.kind, square=piece.square, place=piece.square.name,
                                                         separation=spread.separation(piece.square), affected=False,
                                                         times=0, why=why)
                t.add(say.arrow_line(direction.value, lane, line.squares, line.hit, line.interrupted_at),
                      ARROW_INFRANCHISSABLE if line.interrupted_at and not line.hit else
                      ARROW_FIRST_ENTITY if line.hit else ARROW_NO_VALID_ENTITY,
                      direction=direction.value, lane=lane, squares=_squares(line.squares), hit=line.hit)
    travelled = {s for line in lines for s in line.squares}
    _crossed(spread, travelled)
    for first, hit_name in disputed_hits:
        t.silent(say.arrow_first_entity(first, hit_name), ARROW_FIRST_ENTITY, passed=first, hit=hit_name)
    if not data.directions:  # the player's choice, whatever each direction meets
        t.choice(say.arrow_choice([(d.value, by_direction.get(d, [])) for d in directions]), ARROW_DIRECTION,
                 options={d.value: by_direction.get(d, []) for d in directions})
    return lines, sorted(pieces.values(), key=lambda p: (p.square.row, p.square.col)), travelled


# =============================================================================================
# The effect
# =============================================================================================
def spread(data: EffectAreaInput) -> EffectAreaResult:
    """The squares the effect reaches, and whom it applies to, under our reading and, flagged, the others."""
    s = _Spread(data)
    t = s.t
    t.add(say.black_square(s.source_name, data.source, s.by_enemy), AREA_BLACK_SQUARE, source=data.source.name)
    if s.by_enemy and data.targets is not Scope.ENEMIES:
        t.add(say.enemy_effects_are_attacks(s.source_name), AREA_ENEMY_EFFECT_IS_ATTACK)
    lines: list[ArrowLine] = []
    disputed: set[Square] = set()
    other_only: set[Square] = set()
    if data.pattern is Pattern.ARROWS:
        lines, pieces, travelled = _arrows(s)
        reached, blocked = travelled, set[Square]()
        takes_place = any(line.hit for line in lines)
        if not takes_place:
            t.add(say.arrow_nothing(), ARROW_NO_VALID_ENTITY)
    else:
        reached, blocked, disputed, flags = _area(s)
        _describe_area(s, reached, blocked)
        for flag in flags:
            flag()
        pieces = _area_pieces(s, reached, blocked, disputed)
        if data.pattern is Pattern.INFINITE:
            other_only = blocked  # reached if the infinite range ignores every obstacle (flagged above)
        takes_place = any(p.affected for p in pieces)
        if not takes_place:
            t.add(say.nobody_affected(data.targets.value), AREA_WHOLE_EFFECT)
    if data.counts_squares:
        _count_squares(s, [p for p in pieces if p.affected])
    _ineluctable(data, takes_place, t)
    steps = t.steps()
    flagged = any(step.flag is Flag.SILENT for step in steps)
    affected = [p for p in pieces if p.affected]
    return EffectAreaResult(
        source=data.source, source_name=s.source_name, pattern=data.pattern, reached=tuple(_ordered(reached)),
        reached_names=tuple(square.name for square in _ordered(reached)),
        blocked=tuple(_ordered(blocked)), disputed_squares=tuple(_ordered(disputed)), pieces=tuple(pieces),
        lines=tuple(lines), takes_place=takes_place, steps=steps,
        summary=say.area_summary(s.source_name, data.pattern.value, len(reached), len(blocked),
                                 [(_shown(p), p.times) for p in affected], flagged),
        other_reading_squares=tuple(_ordered(other_only)))


def _count_squares(spread: _Spread, pieces: list[AreaPiece]) -> None:
    """« Comptez alors le nombre de cases en incluant celle sur laquelle se trouve la cible »: in a line, the squares
    between and the target's; off the lines of the black square, whether a diagonal step counts one square is not said."""
    t = spread.t
    straight, slanted = [], []
    for piece in pieces:
        if piece.separation == 0:
            continue
        origin = min(spread.origins, key=lambda o: _manhattan(o, piece.square))
        if origin.row == piece.square.row or origin.col == piece.square.col:
            straight.append((_shown(piece), piece.separation))
        else:
            other = max(abs(origin.row - piece.square.row), abs(origin.col - piece.square.col))
            slanted.append((_shown(piece), piece.separation, other))
    if straight:
        t.add(say.squares_counted(straight), AREA_SQUARES_BETWEEN, counts=dict(straight))
    if slanted:
        t.silent(say.squares_counted_slanted(slanted), AREA_SQUARES_BETWEEN,
                 counts={name: n for name, n, _ in slanted}, other_reading={name: o for name, _, o in slanted})


def _shown(piece: AreaPiece) -> str:
    """A hero or an ally with its square (an enemy's name already has it: « Goule (B2) »)."""
    return piece.name if piece.kind is PieceKind.ENEMY else f"{piece.name} ({piece.square})"


def _ineluctable(data: EffectAreaInput, takes_place: bool, t: Trace) -> None:
    if not data.ineluctable:
        return
    if takes_place:
        t.add(say.ineluctable_played(), AREA_INELUCTABLE)
    else:
        t.silent(say.ineluctable_without_effect(), AREA_INELUCTABLE)
