"""L'Ordre de Veiel in English: every sentence of the steps, refusals, summaries and notation errors.

The game's own words stay French, as its cards and player aid print them, so that a judge finds them on
the table and in the rulebook: the keywords Obstacle, Infranchissable (impassable), Persistant and
Substitution, the Action cards, the enemy tiers Basique, Intermédiaire and Puissant; the player aid's
own words are quoted in French between « ». The letters of the board notation are the French
words' (m for menace, threat). An enemy is « it »; heroes are named, « their » when a pronoun is
needed. The names the model gives an unnamed piece are French data, said here in English.
"""
from __future__ import annotations

from collections.abc import Sequence

from referee.engine.english import capitalized, count, listing, noun, ordinal
from referee.engine.french import Gender

from ..model import (
    DEFAULT_BOSS,
    DEFAULT_ENEMY,
    DEFAULT_ENEMY_NAME,
    DEFAULT_HERO,
    DamageKind,
    Difficulty,
    Encounter,
    Enemy,
    EnemyDamageInput,
    Entity,
    EntityKind,
    Hero,
    Icon,
    MoveSource,
    Reach,
    Square,
)
from ..rules import ADJACENT_RANGE, MAX_BOARD_SIDE
from . import fr as french

DIFFICULTY_NAME = {Difficulty.EASY: "easy", Difficulty.NORMAL: "normal", Difficulty.HARD: "hard",
                   Difficulty.EXTREME: "extreme", Difficulty.NIGHTMARE: "nightmare",
                   Difficulty.IMPOSSIBLE: "impossible"}
ICON_NAME = {Icon.SINGLE: "single target", Icon.MULTIPLE: "multiple target"}
ENTITY_NAME = {EntityKind.OBSTACLE: "an Obstacle", EntityKind.INFRANCHISSABLE: "an Infranchissable",
               EntityKind.ALLY: "an ally", EntityKind.CORPSE: "a corpse"}
ENTITY_WHAT = {EntityKind.OBSTACLE: "Obstacle", EntityKind.INFRANCHISSABLE: "Infranchissable",
               EntityKind.ALLY: "Ally", EntityKind.CORPSE: "Corpse"}

_UNNAMED = {DEFAULT_HERO: "The hero", DEFAULT_ENEMY: "The enemy", DEFAULT_BOSS: "The boss",
            DEFAULT_ENEMY_NAME: "Enemy"}
"""The model's names for an unnamed piece (French data, the API's defaults), as English says them."""

# The criteria of a tie between heroes, as targeting names them in its steps' values (French data).
_CRITERION = {"menace": "the highest threat", "symboles d'épée": "the most sword symbols"}


def _named(name: str) -> str:
    """A piece's name at the head of a sentence: the name given, or « The hero » for an unnamed one."""
    return _UNNAMED.get(name, name)


def _within(name: str) -> str:
    """A piece's name inside a sentence: « the hero » keeps no capital (« : the hero takes »)."""
    named = _named(name)
    return "t" + named[1:] if name in _UNNAMED and named.startswith("The ") else named


def _label(enemy: Enemy) -> str:
    """« Goule (B3) »: the enemy's name and the square it stands on."""
    return f"{_named(enemy.name)} ({enemy.square})"


def _moves(number: int) -> str:
    return count(number, "move")


def _damage(number: int) -> str:
    """« 1 damage », « 3 damage »: damage is counted without a plural in English."""
    return f"{number} damage"


def _times(number: int) -> str:
    return {1: "once", 2: "twice"}.get(number, f"{number} times")


def _path(squares: Sequence[Square]) -> str:
    return " → ".join(square.name for square in squares)


def _names(squares: Sequence[Square]) -> str:
    return listing(square.name for square in squares)


def _quoted(names: Sequence[str]) -> str:
    return listing(f"« {name} »" for name in names)


def _possessive(name: str) -> str:
    return f"{name}'s"


def default_hero_name(square: Square) -> str:
    """The name of a hero given without one: « Hero B4 »."""
    return f"Hero {square.name}"


# =============================================================================================
# Refusals of a board
# =============================================================================================
def off_board(square: Square, rows: int, cols: int) -> str:
    return (f"Square {square} (row {square.row}, column {square.col}) is off the board of "
            f"{count(rows, 'row')} × {count(cols, 'column')}.")


def hero_named_twice(name: str) -> str:
    return f"Two heroes are called « {name} »: give them different names."


def no_such_hero(name: str, heroes: Sequence[str]) -> str:
    return f"No hero on the board is called « {name} »: {_the_heroes(heroes)}."


def no_hero_at(square: Square, heroes: Sequence[str]) -> str:
    return f"No hero stands on {square}: {_the_heroes(heroes)}."


def _the_heroes(heroes: Sequence[str]) -> str:
    """The heroes a link may name instead: « the heroes are Aline and Hero E4 »."""
    if not heroes:
        return "the board has no hero"
    return f"the only hero is {heroes[0]}" if len(heroes) == 1 else f"the heroes are {listing(heroes)}"


def square_taken(square: Square, occupant: str) -> str:
    occupant = "an enemy" if occupant == DEFAULT_ENEMY_NAME else _named(occupant)
    return (f"Square {square} already holds {occupant}: one piece per square (only corpses count as empty "
            "squares).")


EMPTY_REACH = "The reach is empty: give a range N (range) or at least one square drawn on the card (offsets)."
RANGE_AND_OFFSETS = "Give either a range N (range) or squares drawn on the card (offsets), not both."
OFFSET_PAIR = "Each drawn square is a pair [row offset, column offset]."
OFFSET_ON_ENEMY = "The drawn square [0, 0] is the enemy's own square: its attack does not target it."


def not_among_tied(name: str, tied: Sequence[str]) -> str:
    return f"« {name} » is not among the tied heroes ({listing(tied)}): choose one of them."


def no_tie_to_settle(target: str | None) -> str:
    who = f"the target ({target})" if target else "what the enemy does"
    return f"The player aid already settles {who}: there is no tie to break, remove this choice."


def not_an_open_arrival(enemy: Enemy, chosen: Square, options: Sequence[Square]) -> str:
    return (f"Square {chosen} is not an end of move the player aid leaves open for {_label(enemy)} "
            f"(possible squares: {_names(options) or 'none'}).")


# =============================================================================================
# The enemies' phase
# =============================================================================================
NO_ENEMY = "No enemy on the board: the enemies' phase is empty."
NO_CROSSING = "An enemy crosses neither other enemies nor heroes, and moves square by square orthogonally."
ADJACENT_SQUARES = "Adjacent: the orthogonally touching squares; diagonals do not count."
MULTIPLE_APPROACH = ("The player aid says what an enemy that can attack nobody does only for the single-target enemy; we apply "
                     "the same rule to the multiple-target enemy: it moves towards the closest hero. Other reading: it "
                     "stays where it is.")


def reading_order(enemies: Sequence[Enemy]) -> str:
    return ("The enemies play the way one reads a book: row by row from the top, each row from left to right. "
            f"Order: {listing(_label(enemy) for enemy in enemies)}. Each enemy plays once and sees the board as the "
            "previous ones left it.")


def obstacles(squares: Sequence[str]) -> str:
    return f"Enemies never cross Obstacle entities ({listing(squares)})."


def infranchissables(squares: Sequence[str]) -> str:
    return (f"Nobody crosses Infranchissable (impassable) entities ({listing(squares)}), and they block an attack "
            "unless a path within its range goes around them.")


def corpses(squares: Sequence[str]) -> str:
    if len(squares) == 1:
        return f"The corpse ({squares[0]}) is no obstacle of any kind: its square counts as empty."
    return f"The corpses ({listing(squares)}) are no obstacles of any kind: their squares count as empty."


def allies(squares: Sequence[str]) -> str:
    return (f"{capitalized(noun(len(squares), 'ally'))} ({listing(squares)}): the player aid only says that heroes may "
            "cross an ally, and that enemies cross neither enemies nor heroes. We assume that an enemy does not "
            "cross an ally, does not stop on its square and does not target it (its card would say so). Other "
            "reading: the enemy crosses an ally like an empty square; the judge decides.")


def dead_heroes(names: Sequence[str]) -> str:
    if len(names) == 1:
        return (f"{names[0]}: a dead hero stays on the board but no longer counts as an obstacle, so enemies may "
                "cross that square; a dead hero is no longer a target. The player aid does not say whether an enemy may "
                "stop on that square: we assume not; other reading, it may.")
    return (f"{listing(names)}: a dead hero stays on the board but no longer counts as an obstacle, so enemies may "
            "cross their squares; dead heroes are no longer targets. The player aid does not say whether an enemy may "
            "stop on a dead hero's square: we assume not; other reading, it may.")


def _reach(reach: Reach) -> str:
    if reach.offsets:
        return f"the {count(len(reach.offsets), 'square')} drawn on its card"
    if reach.range == ADJACENT_RANGE:
        return "the adjacent squares"
    return f"at range {reach.range}"


def enemy_plays(enemy: Enemy, order: int) -> str:
    when = "first" if order == 1 else ordinal(order)
    return (f"{_label(enemy)} plays {when}: {ICON_NAME[enemy.icon]}, {_moves(enemy.movement)}, attacks "
            f"{_reach(enemy.reach)}.")


def range_squares(squares: int) -> str:
    return (f"Range {squares}: every square within {count(squares, 'square')}, counted orthogonally and including "
            "the target's.")


def ignores(enemy: Enemy, names: Sequence[str]) -> str:
    them = "them" if len(names) > 1 else "that hero"
    return f"{_label(enemy)} may not attack {listing(names)}: it ignores {them}, even when choosing where to go."


def tie_break(criterion: str, scores: Sequence[tuple[str, int]], leaders: Sequence[str]) -> str:
    shown = listing(f"{name} ({score})" for name, score in scores)
    return f"On a tie, {_CRITERION.get(criterion, criterion)} decides: {shown} → {listing(leaders)}."


def judge_picks_hero(tied: Sequence[str], chosen: str) -> str:
    return (f"{listing(tied)} are tied on every criterion of the player aid (movement, threat, swords): the player aid does not "
            f"break the tie; the judge names {chosen}.")


def heroes_tied(tied: Sequence[str], threat: int, swords: int) -> str:
    return (f"{listing(tied)} are tied on every criterion of the player aid (movement, threat {threat}, "
            f"{count(swords, 'sword')}): the player aid does not say which one is targeted. We keep {tied[0]}, the first "
            "in reading order; the judge may name another (chosen_target).")


def reachable_heroes(enemy: Enemy, costs: Sequence[tuple[str, int]]) -> str:
    shown = listing(f"{name} ({_moves(moves)})" for name, moves in costs)
    return f"Heroes it can attack this turn: {shown}."


def closest_for_least_movement(name: str, moves: int) -> str:
    return f"The closest for the least movement: {name} ({_moves(moves)})."


def tied_on_movement(names: Sequence[str], moves: int) -> str:
    return f"{listing(names)} are tied on movement ({moves}): threat breaks the tie."


def group(names: Sequence[str]) -> str:
    return "« " + " + ".join(names) + " »"


def most_heroes(enemy: Enemy, size: int) -> str:
    return f"It tries to hit as many heroes as possible: at best {count(size, 'hero', 'heroes')} at once."


def greatest_total_threat(options: Sequence[tuple[Sequence[str], int]]) -> str:
    shown = listing(f"{group(names)}: {threat}" for names, threat in options)
    return f"Several groups of this size are within reach: the greatest total threat wins ({shown})."


def judge_picks_group(enemy: Enemy, tied: Sequence[Sequence[str]], size: int, threat: int, chosen: Square,
                      names: Sequence[str]) -> str:
    return (f"The groups {listing(group(g) for g in tied)} are tied (size {size}, total threat {threat}): the player aid "
            f"does not break the tie; the judge chooses square {chosen}, from where it hits {group(names)}.")


def groups_tied(enemy: Enemy, tied: Sequence[Sequence[str]], size: int, threat: int, names: Sequence[str]) -> str:
    return (f"The groups {listing(group(g) for g in tied)} are tied (size {size}, total threat {threat}): the player aid "
            f"does not say which one it targets. We keep {group(names)}, reachable with the least movement, then "
            "the first in reading order; the judge may choose another square (chosen_square).")


def multiple_least_movement(names: Sequence[str], moves: int) -> str:
    return (f"The group {group(names)} can be hit from several squares; the player aid does not say whether the "
            "multiple-target enemy takes the shortest path: we apply the least movement, as for the single-target "
            f"enemy ({_moves(moves)}). Other reading: it ends on any of these squares, as the judge chooses "
            "(chosen_square).")


def nobody_to_attack(enemy: Enemy) -> str:
    return (f"No hero can be attacked by {_label(enemy)}: the player aid does not say towards whom it moves then. It stays "
            "where it is.")


def moves_towards_closest(enemy: Enemy) -> str:
    return (f"Even by moving, {_label(enemy)} cannot attack any hero this turn: it moves towards the closest "
            "hero.")


def closest_in_moves(names: Sequence[str], moves: int) -> str:
    return (f"The closest in moves, going around what an enemy does not cross: {listing(names)} ({_moves(moves)} "
            "to come into contact).")


def full_movement_towards(enemy: Enemy, hero: str, moves: int, needed: int) -> str:
    return (f"{_label(enemy)} cannot come into contact with {hero} this turn ({_moves(needed)} would be needed): "
            f"it spends its whole movement ({_moves(moves)}) along the shortest path towards {hero}.")


def no_path_at_all(enemy: Enemy) -> str:
    return (f"No path leads {_label(enemy)} to a hero it can attack, even through occupied squares: the player aid does "
            "not say what it does then. It stays where it is.")


def walled_in_stays(enemy: Enemy, hero: str) -> str:
    return (f"The pieces around {_label(enemy)} keep it from getting closer to {hero}, the closest hero counting "
            "moves through occupied squares: it stays where it is, whatever the reading of the rule.")


def towards_hero_out_of_contact(enemy: Enemy, hero: str, needed: int, moves: int, left: int) -> str:
    return (f"No square adjacent to a hero it can attack is within reach of {_label(enemy)}: pieces (heroes, "
            "enemies, allies) bar the way. The player aid does not settle this case. We count the moves towards « le héros "
            "le plus proche » (the closest hero) through these pieces, which are only in the way: "
            f"{hero} ({_moves(needed)} to come into contact); it makes {_moves(moves)} towards {hero}, up to the "
            f"closest square it can reach ({_moves(left)} from contact). Other reading: no hero is within its reach "
            "and it stays where it is.")


def ends_and_attacks(enemy: Enemy, final: Square, moves: int, targets: Sequence[str]) -> str:
    return f"{_label(enemy)} ends at {final} ({_moves(moves)}) and attacks {listing(targets)}."


def ends_without_attack(enemy: Enemy, final: Square, moves: int) -> str:
    return f"{_label(enemy)} ends at {final} ({_moves(moves)}) without being able to attack."


def attack_cut(hero: str, final: Square) -> str:
    return (f"{hero} is within range from {final}, but an Infranchissable entity cuts every path within the range: "
            "the attack cannot reach that hero.")


def passed_in_reading_order(enemy: Enemy, final: Square, waiting_enemies: Sequence[Enemy]) -> str:
    have = "has" if len(waiting_enemies) == 1 else "have"
    return (f"{_label(enemy)} ends at {final}, further in reading order than "
            f"{listing(_label(e) for e in waiting_enemies)}, which {have} not played yet: the player aid does not say whether "
            "going through the board « comme si vous lisiez un livre » (as one reads a book) comes across it again. "
            f"We have it play only once. Other reading: {_label(enemy)} would play a second time on getting there.")


def turn_summary(enemy: Enemy, final: Square, targets: Sequence[str], approached: str | None, moves: int) -> str:
    if targets:
        return f"{_label(enemy)} → {final}, attacks {listing(targets)}"
    if approached is not None and moves:
        return f"{_label(enemy)} → {final}, reaches nobody (gets closer to {approached})"
    return f"{_label(enemy)} stays at {final}, reaches nobody"


def phase_summary(turns: Sequence[str], flagged: bool) -> str:
    summary = "; ".join(turns) if turns else "No enemy plays."
    return summary + (" — a case the player aid does not settle: see the flagged steps." if flagged else "")


# --- The route -------------------------------------------------------------------------------
def judge_picks_square(chosen: Square, options: Sequence[Square]) -> str:
    return f"The judge chooses the arrival square {chosen} among {_names(options)}."


def attacks_without_moving(enemy: Enemy) -> str:
    return f"{_label(enemy)} attacks without moving."


def stays(enemy: Enemy, square: Square, no_movement: bool) -> str:
    why = "no movement points" if no_movement else "already in contact"
    return f"{_label(enemy)} stays at {square} ({why})."


def purpose(attacks: bool, approached: str | None) -> str:
    if attacks:
        return "to attack"
    return f"to get closer to {approached}" if approached else "to move on"


def one_path(path: Sequence[Square], moves: int) -> str:
    return f"Path: {_path(path)} ({_moves(moves)})."


def several_ends(why: str, moves: int, ends: Sequence[Square], path: Sequence[Square],
                 other: Sequence[Square]) -> str:
    other_reading = ("Both readings give this path." if list(other) == list(path)
                     else f"Reverse reading (horizontally first): {_path(other)}.")
    return (f"Several squares allow it {why} with {_moves(moves)} ({_names(ends)}): the player aid does not say which one "
            "the enemy chooses. We extend its rule for paths of equal length (« il privilégie toujours le "
            "franchissement de lignes en premier, puis les franchissements de colonnes »: rows crossed first, then "
            f"columns), reading the crossing of a row as a vertical step: {_path(path)}. {other_reading}")


def two_readings_same_end(path: Sequence[Square], other: Sequence[Square]) -> str:
    return ("Several paths of the same length: the player aid has rows crossed first, then columns; we read the "
            f"« franchissement de lignes » (crossing of rows) as a vertical step: {_path(path)}. Reverse reading "
            f"(horizontally first): {_path(other)}; the arrival square is the same.")


def rows_first_path(path: Sequence[Square]) -> str:
    return (f"Several paths of the same length; crossing rows first, then columns: {_path(path)} (both readings of "
            "the rule give this path).")


def paths_still_tied(arrivals: Sequence[Square], path: Sequence[Square]) -> str:
    return (f"Even so, several paths remain tied (arrivals: {_names(arrivals)}): the player aid does not break the tie. "
            f"We keep {_path(path)}, the first in reading order; the judge may choose another square "
            "(chosen_square).")


def not_on_dead_hero(enemy: Enemy, dead: Square, stop: Square) -> str:
    return (f"It does not stop on the dead hero's square {dead} (the assumption flagged above): it stops at {stop}. "
            f"Other reading: it stops at {dead}.")


# =============================================================================================
# A hero's move
# =============================================================================================
SOURCE_NAME = {MoveSource.CARD: "a card", MoveSource.DISCARD: "discarding",
               MoveSource.FORCED: "a square that became Infranchissable"}


def route(path: Sequence[Square]) -> str:
    """« B4 → B5 → C5 »; a hero who stays: its square alone."""
    return _path(path)


def _squares_at(destinations: Sequence[tuple[Square, int]]) -> str:
    """« A4 and B3 at 1 move and C3 at 2 moves », the squares in the order given."""
    by_cost: dict[int, list[Square]] = {}
    for square, cost in destinations:
        by_cost.setdefault(cost, []).append(square)
    return listing(f"{_names(squares)} at {_moves(cost)}" for cost, squares in by_cost.items())


def no_hero_tapped(square: Square) -> str:
    return f"No hero at {square}: tap the hero who moves."


NO_HERO_TO_MOVE = "No hero on the board: place the hero who moves."


def name_the_hero(names: Sequence[str]) -> str:
    return f"Several heroes are on the board ({listing(names)}): say which one moves."


def dead_hero_cannot_move(name: str) -> str:
    return (f"A dead hero does not move: {name} discarded their hand on dying and stays on the board without "
            "playing.")


CARD_VALUE_MISSING = "Give the movement value of the card played (moves)."


def moves_only_for_card(source: MoveSource) -> str:
    return (f"The move comes from {SOURCE_NAME[source]}: it is worth 1 move, without a card value; remove the "
            "value.")


DISCARDED_ONLY_FOR_DISCARD = ("The number of discarded cards counts only for the move bought by discarding (source "
                              "defausse); remove it.")


def must_leave_infranchissable(name: str, square: Square) -> str:
    return (f"{_possessive(name)} square ({square}) holds an Infranchissable entity: {name} must first, "
            "immediately and compulsorily, make 1 move (source infranchissable).")


def not_on_infranchissable(name: str, square: Square) -> str:
    return (f"{_possessive(name)} square ({square}) holds no Infranchissable entity: nothing forces {name} to move. "
            "Place the Infranchissable on that square, or choose another source: a card or discarding.")


def plays_card(name: str, start: Square, moves: int) -> str:
    return f"{name} ({start}) plays a card worth {_moves(moves)}."


def discards_for_one_move(name: str, start: Square) -> str:
    return (f"{name} ({start}) discards a card from their hand to make 1 move, as the heroes' action phase "
            "allows.")


def discards_several(name: str, start: Square, cards: int, gained: Sequence[tuple[Square, int]]) -> str:
    other = (f"it adds {_squares_at(gained)}" if gained
             else "it gives the same squares, as nothing lies more than one move away")
    return (f"{name} ({start}) discards {count(cards, 'card')} from their hand. The player aid says « défausser une (ou "
            "plusieurs) carte de sa main pour effectuer 1 déplacement » (discard one or more cards from your hand "
            "to make 1 move) without settling whether several cards buy 1 move in all or 1 each. We read 1 move in "
            f"all, as the sentence is written. Other reading: {_moves(cards)}, one per card; {other}.")


def forced_move(name: str, start: Square) -> str:
    return (f"{_possessive(name)} square ({start}) has become Infranchissable: {name} must immediately and "
            "compulsorily make 1 move; staying is not allowed.")


ORTHOGONAL_MOVES = "Each move leads to an adjacent, orthogonally touching square; diagonals do not count."


def crossing(enemies: Sequence[Square], allies: Sequence[Square]) -> str:
    text = "Crossing enemies is impossible"
    text += f" ({_names(enemies)})" if enemies else ""
    text += "; a hero may, however, cross allies"
    return text + (f" ({_names(allies)})." if allies else ".")


def obstacles_for_heroes(squares: Sequence[Square]) -> str:
    return (f"A hero may cross Obstacle entities ({_names(squares)}) while moving, but may not stop on "
            "them.")


def infranchissables_for_heroes(squares: Sequence[Square]) -> str:
    return f"Infranchissable (impassable) entities ({_names(squares)}) cannot be crossed during a move."


def dead_heroes_crossed(names: Sequence[str]) -> str:
    if len(names) == 1:
        return (f"{names[0]}, a dead hero, stays on the board but no longer counts as an obstacle: that square can "
                "be crossed.")
    return (f"{listing(names)}, dead heroes, stay on the board but no longer count as obstacles: their squares can "
            "be crossed.")


def end_on_dead_hero(squares: Sequence[tuple[Square, int]]) -> str:
    one = len(squares) == 1
    shown = _names([square for square, _ in squares])
    return ("The player aid does not say whether a hero may stop on a dead hero's square. We count it as empty, since a "
            "dead hero « ne compte plus comme un obstacle » (no longer counts as an obstacle): "
            f"{_squares_at(squares)} {'is' if one else 'are'} reachable. Other reading: nobody stops there, and "
            f"{shown} {'is' if one else 'are'} no longer reachable.")


def end_on_ally(squares: Sequence[tuple[Square, int]]) -> str:
    return ("The player aid allows crossing allies without saying whether one may stop on their square. We assume not: "
            "one piece per square. Other reading: the hero may also end on an ally's square, "
            f"{_squares_at(squares)}.")


def optional_moves(name: str, start: Square) -> str:
    return (f"Unless the effect says otherwise, a hero is never obliged to make their moves: {name} may stay at "
            f"{start} (0 moves) or stop before using them all.")


def squares_at_cost(cost: int, squares: Sequence[Square]) -> str:
    return f"At {_moves(cost)}: {_names(squares)}."


def nowhere_to_go(name: str, start: Square) -> str:
    return f"No square to stop on is within reach: {name} stays at {start}."


def forced_nowhere(name: str, start: Square) -> str:
    return (f"No adjacent square where {name} could stop: {name} must leave {start}, now Infranchissable, but "
            "cannot. The player aid does not say what happens then; the judge decides.")


def movement_summary(name: str, start: Square, moves: int, forced: bool,
                     by_cost: Sequence[tuple[int, Sequence[Square]]], flagged: bool) -> str:
    reached = [(cost, squares) for cost, squares in by_cost if cost > 0]
    total = sum(len(squares) for _, squares in reached)
    if forced:
        summary = f"{name} ({start}) must leave their square, now Infranchissable: "
        summary += f"{_names([s for _, squares in reached for s in squares])} (1 move)" if total \
            else "no square to stop on"
    else:
        summary = f"{name} ({start}), {_moves(moves)}: stay at {start}"
        if total > 20:
            summary += f" or go to one of the {count(total, 'reachable square')}"
        elif total:
            summary += "; " + "; ".join(f"{_moves(cost)}: {_names(squares)}" for cost, squares in reached)
        else:
            summary += ", no other square within reach"
    return summary + (" — a case the player aid does not settle: see the flagged steps." if flagged else "")


# =============================================================================================
# Damage of enemies to a hero
# =============================================================================================
def _wounds(number: int) -> str:
    return "no wounds" if number == 0 else count(number, "wound")


def wounds_never_blocked(hero: str, wounds: int, block: int) -> str:
    despite = f" despite {count(block, 'block point')}" if block else ""
    return f"These are wounds, damage that is never blocked: {_within(hero)} takes {_wounds(wounds)}{despite}."


def no_damage(hero: str) -> str:
    return f"{_named(hero)} takes no damage: no wounds."


def unblocked(hero: str, damage: int, wounds: int) -> str:
    return f"{_named(hero)} takes {_damage(damage)} with no block point: {_wounds(wounds)}, one per damage not blocked."


def partly_blocked(hero: str, damage: int, block: int, stopped: int, wounds: int) -> str:
    stop = "stops" if block == 1 else "stop"
    return (f"{_named(hero)} takes {_damage(damage)}; {count(block, 'block point')} {stop} {stopped}, one per point: {_wounds(wounds)}, one per "
            "damage not blocked.")


def additional_effects(hero: str) -> str:
    return (f"Everything is blocked, but {_within(hero)} still suffers the attack's additional effects, unless the "
            "card says otherwise.")


def substitution_offered(hero: str, options: Sequence[str], chosen: Sequence[str]) -> str:
    which = "place one of them" if len(options) > 1 else "place it"
    text = (f"{_named(hero)} holds {_quoted(options)} (Substitution): for each wound, the player may {which} in the "
            "wounds instead of the deck's top card, then draw a card.")
    return text + (f" Choice made: {_quoted(chosen)}." if chosen else "")


def deck_rebuilt(hero: str, cards: int) -> str:
    return (f"The deck is empty: {_within(hero)} rebuilds it from the shuffled discard ({count(cards, 'card')}; "
            "the order used here is the discard's as entered, at the table the shuffle decides).")


def persistent_top_card(hero: str, number: int, card: str) -> str:
    return (f"Wound {number}: the deck's top card, « {card} », is Persistant: it goes to the discard and "
            f"{_within(hero)} takes a wound again.")


ONLY_PERSISTENT_LEFT = ("Only Persistant cards are left in the deck and the discard: each wound would send them back "
                        "to the discard endlessly. The player aid does not say where the wound goes then (a card from the "
                        "hand? none?): the judge decides.")


def top_card_wound(number: int, card: str) -> str:
    return f"Wound {number}: the deck's top card, « {card} », goes face up to the wounds."


def nothing_to_wound(number: int) -> str:
    return (f"Wound {number}: deck and discard are empty and the hand holds no card that can go to the wounds "
            "(Persistant cards never do): the player aid does not say what becomes of this wound or of the next ones.")


def wound_from_hand(hero: str, number: int, options: Sequence[str], card: str) -> str:
    return (f"Wound {number}: deck and discard are empty; {_within(hero)} places a card of their choice from the "
            f"hand in the wounds, among {_quoted(options)} (kept here: « {card} », the first entered).")


def substituted(hero: str, number: int, card: str, drawn: Sequence[str]) -> str:
    then = f"draws {_quoted(drawn)}" if drawn else "cannot draw"
    return (f"Wound {number}: {_within(hero)} places « {card} » (Substitution) from the hand in the wounds instead "
            f"of the deck's top card, then {then}.")


def cannot_draw(hero: str) -> str:
    return f"Deck and discard are empty: {_within(hero)} does not draw; drawing effects cannot kill a hero."


def not_a_substitution(card: str, held: bool) -> str:
    why = "does not have the keyword Substitution" if held else "is not in the hand at that moment"
    return f"« {card} » {why}: only a Substitution card from the hand can replace the deck's top card."


def persistent_never_wounded(card: str) -> str:
    return f"« {card} » is Persistant: it can never go to the wounds."


def too_many_substitutions(wounds: int, given: int) -> str:
    if wounds == 0 and given == 1:
        return "The hero takes no wounds: their Substitution card cannot be used."
    if wounds == 0:
        return f"The hero takes no wounds: their {given} Substitution cards cannot be used."
    taken = "only 1 wound" if wounds == 1 else f"only {wounds} wounds"
    return f"The hero takes {taken}: {given} Substitution cards cannot all be used."


def hero_damage_summary(hero: str, kind: DamageKind, damage: int, stopped: int, wounds: int, placed: Sequence[str],
                        reshuffles: int, unresolved: int) -> str:
    taken = count(damage, "wound") if kind is DamageKind.WOUNDS else _damage(damage)
    summary = f"{_named(hero)}: {taken}"
    if stopped:
        summary += f" − {stopped} blocked"
    summary += f" = {count(wounds, 'wound')}"
    if placed:
        summary += f" ({', '.join(placed)})"
    if reshuffles:
        summary += f"; deck rebuilt {_times(reshuffles)}"
    if unresolved:
        summary += f"; {count(unresolved, 'wound')} not settled by the player aid"
    return summary


# =============================================================================================
# Damage of heroes to an enemy, and the boss
# =============================================================================================
def enemy_block_open(stopped: int, damage: int) -> str:
    lands = "the damage lands" if damage == 1 else f"all {damage} damage land"
    return ("The player aid mentions enemies' blocks without saying how they act on the heroes' damage. We apply the "
            f"heroes' rule: a block point stops one damage ({stopped} stopped). Other reading: an enemy's block stops "
            f"nothing, and {lands}.")


def enemy_cannot_block_wounds(enemy: str) -> str:
    return f"These are wounds, damage that is never blocked: {_within(enemy)} cannot block them."


def enemy_takes(enemy: str, damage: int, yellow: int, yellow_max: int, red: int) -> str:
    dice = f"yellow die {yellow}, initial value {yellow_max}; red die {red}"
    if damage == 0:
        return f"{_named(enemy)} takes no damage ({dice})."
    each = "it lowers" if damage == 1 else "each lowers"
    return f"{_named(enemy)} takes {_damage(damage)}: {each} the yellow die by 1 ({dice})."


def last_life(enemy: str, gender: Gender) -> str:
    return (f"The yellow die reaches 0: {_within(enemy)} loses a life; its red die falls to 0, it has no life left "
            "and dies.")


def life_lost(enemy: str, before: int, red: int, yellow_max: int) -> str:
    return (f"The yellow die reaches 0: {_within(enemy)} loses a life at once (red die {before} → {red}) and the "
            f"yellow die goes back to {yellow_max}.")


def wasted_damage(enemy: str, wasted: int) -> str:
    return f"{_named(enemy)} dies: {_damage(wasted)} left over, without effect."


def summons_die(summons: Sequence[str]) -> str:
    return f"Its summons die too: {listing(summons)}."


CORPSE_LEFT = ("A player uses corpses: turn the dead enemy's card over and leave it on the board; its square counts "
               "as empty.")


def survives(enemy: str, yellow: int, red: int) -> str:
    return f"{_named(enemy)} survives: yellow die {yellow}, red die {red}."


def boss_dies(boss: str, lives: int) -> str:
    return (f"Death of the boss: {_within(boss)} loses {count(lives, 'life', 'lives')} in this attack and dies: play "
            "no Action card and do not resolve its passive.")


def boss_life_lost(life: int, reshuffled: bool) -> str:
    empty = " (the Action pile is empty: shuffle it again first)" if reshuffled else ""
    return (f"{capitalized(ordinal(life))} life lost: resolve the boss's passive then an Action card, even during a "
            f"hero's turn{empty}.")


def enemy_damage_summary(data: EnemyDamageInput, damage: int, stopped: int, lives_lost: int, dead: bool, yellow: int,
                         red: int, passives: int, actions: int) -> str:
    summary = f"{_named(data.enemy)}: {_damage(damage)}"
    if stopped:
        summary += f" ({stopped} blocked)"
    summary += f" → {count(lives_lost, 'life lost', 'lives lost')}"
    summary += ", dead" if dead else f", yellow die {yellow}, red die {red}"
    if data.boss and not dead and actions:
        summary += f"; boss: {count(passives, 'passive')} + {count(actions, 'Action card')}"
    elif data.boss and dead:
        summary += "; boss dead: neither passive nor Action card"
    return summary


def boss_turn(boss: str, cards: int) -> str:
    return f"{_named(boss)} plays its turn: resolve {count(cards, 'Action card')}, one after the other."


def action_pile_reshuffled(number: int, size: int) -> str:
    return f"Before card {number}, the Action pile is empty: shuffle it again ({count(size, 'card')})."


def boss_turn_summary(boss: str, cards: int, left: int) -> str:
    return f"{_named(boss)}: {count(cards, 'Action card')}, {left} left in the pile"


# =============================================================================================
# Set-up
# =============================================================================================
def encounter_label(encounter: Encounter) -> str:
    """The player aid's line, quoted in its French: the tiers are the game's own (see :func:`setup_intro`)."""
    return f"« {french.encounter_label(encounter)} »"


def setup_intro(difficulty: Difficulty, encounters: int) -> str:
    return (f"A game outside a scenario runs {encounters} encounters in a row; at {DIFFICULTY_NAME[difficulty]} "
            "difficulty, the player aid gives the enemies of each by tier: « Basique » (basic), « Intermédiaire » "
            "(intermediate) and « Puissant » (powerful).")


def encounter_line(encounter: Encounter) -> str:
    return f"{capitalized(ordinal(encounter.number))} encounter: {encounter_label(encounter)}."


def setup_summary(difficulty: Difficulty, table: Sequence[Encounter]) -> str:
    return (f"{capitalized(DIFFICULTY_NAME[difficulty])} difficulty: "
            + "; ".join(f"{ordinal(e.number)}: {encounter_label(e)}" for e in table))


# =============================================================================================
# The notation of a board (see .notation), and the pieces as a page lists them
# =============================================================================================
HERO_WHAT, ENEMY_WHAT, ARRIVAL_WHAT = "Hero", "Enemy", "Arrival square"
EMPTY_HERO = "Empty hero: write at least its square and threat, as in h=B3.m2."
EMPTY_ENEMY = "Empty enemy: write at least its square and movement, as in e=B1.d3."
MISSING_THREAT = "The hero's threat is missing: add m followed by the number, as in h=B3.m2."
MISSING_MOVEMENT = "The enemy's movement is missing: add d followed by the number, as in e=B1.d3."


def not_a_square(text: str) -> str:
    return f"« {text.strip()[:40]} » is not a square; write the column letter then the row number, as in B3."


def off_every_board(text: str, last_letter: str) -> str:
    return (f"« {text.strip()} » is off every board; columns go from A to {last_letter} and rows from 1 to "
            f"{MAX_BOARD_SIDE}.")


def unknown_reach(text: str) -> str:
    return (f"Unknown reach « {text[:40]} »: « adjacent », {{\"range\": N}} or {{\"offsets\": [[row, column], "
            "…]}.")


def name_with_dot(name: str) -> str:
    return f"« {name} »: a name cannot contain a dot (it separates the settings in the address)."


def name_like_setting(name: str) -> str:
    return f"« {name} » looks like a setting: choose another name."


def given_twice(letter: str) -> str:
    return f"« {letter} » is given twice."


def unreadable_hero_setting(token: str) -> str:
    return (f"« {token[:40]} » is unreadable: m (threat), e (swords), inattaquable (cannot be attacked), mort (dead), "
            "or a name.")


def unreadable_enemy_setting(token: str) -> str:
    return (f"« {token[:40]} » is unreadable: d (movement), p (range), fLxC (a drawn square), multi, feminin, sauf-… "
            "(may not attack), cible-… (the judge's target), arrivee-… (the judge's arrival square), or a name.")


def two_names(what: str, first: str, second: str) -> str:
    return f"Two names for one {what.lower()}: « {first} » and « {second[:40]} »."


def in_piece(what: str, error: str) -> str:
    """An error in reading one piece's token, the piece named: « Hero: « Z9 » is off every board… »."""
    return f"{what}: {error}"


def no_entity_square(kind: EntityKind, letter: str) -> str:
    return f"No square for {ENTITY_NAME[kind]}: write for example {letter}=C3."


def card_name_length(longest: int) -> str:
    return f"A card's name has 1 to {longest} characters."


def unreadable_card(text: str) -> str:
    return f"Card « {text[:40]} » is unreadable: its name, followed if needed by [persistant] or [substitution]."


def unknown_card_keyword(word: str, card: str) -> str:
    return f"Unknown keyword « {word[:40]} » for « {card} »: persistant or substitution."


def yellow_above_initial(yellow: int, yellow_max: int) -> str:
    return (f"The yellow die goes from 1 to its initial value {yellow_max} (received: {yellow}): at 0, the enemy has "
            "already lost a life and the die has gone back to its initial value.")


def describe_hero(hero: Hero) -> str:
    """« Aline, hero at B4: threat 3, 1 sword »."""
    named = hero.name != default_hero_name(hero.square)
    who = f"{hero.name}, hero at {hero.square}" if named else f"Hero at {hero.square}"
    text = f"{who}: threat {hero.threat}, {count(hero.swords, 'sword')}"
    text += ", cannot be attacked" if not hero.attackable else ""
    return text + (", dead" if hero.dead else "")


def describe_enemy(enemy: Enemy) -> str:
    """« Goule, enemy at B1: 3 moves, adjacent, single target »."""
    reach = enemy.reach
    if reach.offsets:
        shown = count(len(reach.offsets), "drawn square")
    elif reach.range and reach.range > ADJACENT_RANGE:
        shown = f"range {reach.range}"
    else:
        shown = "adjacent"
    who = f"{enemy.name}, enemy at {enemy.square}" if enemy.name != DEFAULT_ENEMY_NAME else f"Enemy at {enemy.square}"
    text = f"{who}: {_moves(enemy.movement)}, {shown}, {ICON_NAME[enemy.icon]}"
    if enemy.may_not_attack:
        text += f", does not attack {listing(enemy.may_not_attack)}"
    if enemy.chosen_target:
        text += f", the judge names {enemy.chosen_target}"
    if enemy.chosen_square is not None:
        text += f", the judge chooses the arrival {enemy.chosen_square}"
    return text


def describe_entity(entity: Entity) -> str:
    return f"{ENTITY_WHAT[entity.kind]} at {entity.square}"


# --- Effect area: « La zone des effets et ligne de vue », « Portée : les flèches » (calculator veiel/effect-area) ---
AREA_ALLY_NAME = "Ally"
SCOPE_WHOM = {"heros": "heroes", "ennemis": "enemies", "tous": "every entity"}
NATURE_NAME = {"degats": "damage", "blocage": "block", "deplacement": "a move", "soin": "healing",
               "autre": "this effect"}
DIRECTION_NAME = {"haut": "up", "bas": "down", "gauche": "left", "droite": "right"}
PATTERN_NAME = {"adjacent": "adjacent", "portee": "range", "cases": "drawn squares", "infini": "infinite range",
                "carre": "square",
                "fleches": "arrows"}


def _squares_list(squares: Sequence[Square]) -> str:
    return _names(squares) if squares else "none"


def black_square(name: str, square: Square, by_enemy: bool) -> str:
    who = f"The enemy {name}" if by_enemy else name
    return (f"{who} plays the effect from {square}: the card's black square is its square, the white squares are "
            f"placed from it.")


def enemy_effects_are_attacks(name: str) -> str:
    return f"The effect of {name} that touches a hero is an attack, even without damage."


def adjacent_area(squares: Sequence[Square]) -> str:
    return (f"Adjacent: the squares orthogonally next to it, diagonals do not count; "
            f"{count(len(squares), 'square')} on the board: {_squares_list(squares)}.")


def range_area(reach: int, squares: Sequence[Square]) -> str:
    return (f"Range {reach}: the squares {count(reach, 'square')} away or fewer, counting the target's, in orthogonal "
            f"steps; {count(len(squares), 'square')} on the board: {_squares_list(squares)}.")


def drawn_area(drawn: int, squares: Sequence[Square]) -> str:
    return (f"{capitalized(count(drawn, 'white square'))} placed from the black square; "
            f"{count(len(squares), 'square')} on the board: {_squares_list(squares)}.")


def infinite_area(squares: int) -> str:
    return (f"Infinite range: the area spans the whole board, {count(squares, 'square')} around the black square; "
            f"it ignores Obstacles.")


def no_line_of_sight(squares: Sequence[Square]) -> str:
    return f"The effect passes through heroes and enemies (no line of sight is blocked): nothing stops it at {_names(squares)}."


def obstacles_crossed(squares: Sequence[Square]) -> str:
    which = "the Obstacle" if len(squares) == 1 else "the Obstacles"
    return f"The effect passes through {which} at {_names(squares)}: Obstacles do not block effects."


def corpses_empty(squares: Sequence[Square]) -> str:
    return f"A corpse's square counts as empty for the effect: {_names(squares)}."


def cut_off(blocked: Sequence[Square], walls: Sequence[Square], infinite: bool) -> str:
    how = ("no orthogonal square-by-square path joins them to the black square" if infinite
           else "no path of white squares joins them to the black square")
    where = f" (Infranchissable at {_names(walls)})" if walls else ""
    return (f"Infranchissables block effects{where}: {how} without crossing an Infranchissable, so the effect does "
            f"not reach {_names(blocked)}.")


def walls_not_in_the_way(walls: Sequence[Square], infinite: bool) -> str:
    return (f"Infranchissable at {_names(walls)}: a path that does not cross it reaches every square of the area; a "
            f"piece standing on it may still be targeted.")


def drawn_apart(squares: Sequence[Square]) -> str:
    return (f"The aid does not settle it: {_names(squares)}, joined to the black square by no white square, with an "
            f"Infranchissable between them. Our reading: reached by a shortest path that does not cross it; read "
            f"word for word (« un chemin dans la portée (Carrés blancs) »), the effect does not reach them.")

def square_area(reach: int, squares: Sequence[Square]) -> str:
    return (f"Square: the squares within {count(reach, 'row')} and {count(reach, 'column')} of the black square; "
            f"{count(len(squares), 'square')} on the board: {_squares_list(squares)}.")


def squares_counted(counts: Sequence[tuple[str, int]]) -> str:
    said = listing(f"{count(n, 'square')} to {name}" for name, n in counts)
    return f"Number of squares between you, counting the target's: {said}."


def squares_counted_slanted(counts: Sequence[tuple[str, int, int]]) -> str:
    said = listing(f"{name}: {n} (other reading: {other})" for name, n, other in counts)
    return (f"The aid does not say how to count the squares to a target off the black square's row and column. Our "
            f"reading: orthogonal steps; the other counts a diagonal step as one square. {said}.")


def large_source(name: str, squares: Sequence[Square], lost: Sequence[Square]) -> str:
    return (f"The aid does not say from which square a large enemy measures: {name} covers {_names(squares)}. Our "
            f"reading: from each of them; from its square {squares[0]} alone, the effect would not reach "
            f"{_names(lost)}.")


def shielded(name: str) -> str:
    return f"{name} is out of reach: an Infranchissable cuts the path."


def walled_in(blocked: Sequence[Square], walls: Sequence[Square], reached: Sequence[str]) -> str:
    where = f" (Infranchissable at {_names(walls)})" if walls else ""
    whom = f" and applies to {listing(reached)}" if reached else ""
    return (f"Two passages of the aid disagree: no orthogonal square-by-square path joins {_names(blocked)} to the "
            f"black square without crossing an Infranchissable{where}. Reading applied, the glossary's "
            f"(Infranchissable), the more specific: « Dans le cas d'une portée infinie […], il doit exister un chemin "
            f"de case en case (orthogonal) […] qui ne traverse pas d'entité Infranchissable »; the effect does not "
            f"reach them. Other reading, by La zone des effets: « Les effets qui possèdent cette portée ignorent tous "
            f"les obstacles »; the effect reaches them{whom}.")


def walled_in_piece(name: str) -> str:
    return (f"{name} is out of reach by the glossary (Infranchissable): no orthogonal path free of Infranchissables "
            f"joins its square to the black square. By La zone des effets, the infinite range ignores every obstacle: "
            f"the effect would apply to {name}.")


def area_for(name: str, scope: str) -> str:
    return f"{name} is in the area: the effect, for {SCOPE_WHOM[scope]}, applies to {name}."


def area_not_for(name: str, scope: str) -> str:
    return f"{name} is in the area, but the effect is for {SCOPE_WHOM[scope]}: it does not apply to {name}."


def self_target(name: str) -> str:
    return f"{name}, who plays the card, may also be its target: the effect applies to {name}."


def crossed_out(name: str) -> str:
    return f"The black square is crossed out with a white cross: {name} cannot target themselves."


def ally_receives(name: str, nature: str, yes: bool) -> str:
    if yes:
        return f"{name} is an Ally: targeted as a hero, it receives {NATURE_NAME[nature]}."
    return f"{name} is an Ally: only block, moves and healing are resolved on it, not {NATURE_NAME[nature]}."


def enemy_effect_on_ally(name: str, source: str) -> str:
    return (f"The aid speaks only of the heroes' effects on an Ally: {name} is in the area of {source}. Our reading: "
            f"the effect does not apply to {name}; the other reading treats it as a hero.")


def dead_hero_healed(name: str) -> str:
    return f"{name} is dead, but receives the healing (they come back to life only at the start of their turn)."


def dead_hero_in_area(name: str) -> str:
    return (f"The aid does not say whether an effect applies to a dead hero left on the board: {name}. Our reading: "
            f"no; the other reading includes them.")


def ignored_hero(name: str, source: str) -> str:
    return f"{source} may not attack {name}: {name} is ignored, even by an effect that does not target them."


def enemy_attacks_hero(name: str, source: str) -> str:
    return f"{name} is in the area: the effect of {source} attacks them."


def twins_twice(name: str) -> str:
    return f"{name} (the twins): a card that targets every hero targets them twice."


def twins_arrow(name: str) -> str:
    return f"{name} (the twins): an arrow does not target the entity, the effect applies once."


def twins_open(name: str) -> str:
    return (f"The aid says a card that targets « tous les héros » targets the twins twice, without speaking of an "
            f"area: {name}. Our reading: twice; the other reading: once.")


def arrows(directions: Sequence[str], chosen: bool, reach: int | None) -> str:
    how = listing(DIRECTION_NAME[d] for d in directions)
    length = f"over {count(reach, 'square')}" if reach else "up to the board's edge"
    if chosen:
        return f"Arrows: the effect spreads {how}, {length}."
    return f"Arrows: the effect spreads in one chosen direction; each is shown ({how}), {length}."


def arrow_lanes(lanes: Sequence[int]) -> str:
    return f"{capitalized(count(len(lanes), 'line or column', 'lines or columns'))} affected at once."


def _lane(lane: int) -> str:
    return "" if lane == 0 else f" (line shifted by {lane:+d})"


def arrow_line(direction: str, lane: int, squares: Sequence[Square], hit: str | None,
               interrupted: Square | None) -> str:
    way = f"{capitalized(DIRECTION_NAME[direction])}{_lane(lane)}"
    path = f"through {_names(squares)}" if squares else "through no square"
    if hit:
        return f"{way}, {path}: first valid entity met, the effect applies to {hit}."
    if interrupted is not None:
        return f"{way}, {path}: the Infranchissable at {interrupted} interrupts the range, no valid entity."
    return f"{way}, {path}: no valid entity, the effect does not trigger on this side."


def arrow_first_entity(first: str, hit: str) -> str:
    return (f"The aid does not settle it: the arrow first meets {first}, to whom the effect does not apply. Our "
            f"reading: it passes through (effects pass through heroes and enemies) and applies to {hit}; read as "
            f"« la première entité rencontrée », it stops on {first} and does not trigger.")


def arrow_choice(options: Sequence[tuple[str, Sequence[str]]]) -> str:
    said = [f"{DIRECTION_NAME[d]}: {listing(names) if names else 'nobody'}" for d, names in options]
    return f"The player chooses the direction; {'; '.join(said)}."


def arrow_nothing() -> str:
    return "No valid entity in the chosen direction: the effect does not trigger."


def nobody_affected(scope: str) -> str:
    return f"Nobody in the area the effect applies to ({SCOPE_WHOM[scope]}): it touches nobody."


def ineluctable_played() -> str:
    return "« Inéluctable » card: it can be played, so it must be, and its whole effect resolved."


def ineluctable_without_effect() -> str:
    return ("The aid does not say whether an « Inéluctable » card whose effect touches nobody « can » be played. Our "
            "reading: it can, so it must, to no effect; the other reading: it stays in hand.")


def area_summary(name: str, pattern: str, reached: int, blocked: int, hit: Sequence[tuple[str, int]],
                 flagged: bool) -> str:
    cut = f", {count(blocked, 'square')} cut off by an Infranchissable" if blocked else ""
    whom = listing(n + (" twice" if times == 2 else f" {times} times" if times > 1 else "") for n, times in hit) if hit else "nobody"
    text = (f"Effect of {name} ({PATTERN_NAME[pattern]}): {count(reached, 'square')} reached{cut}; "
            f"applies to {whom}.")
    return text + (" A point the aid does not settle is flagged." if flagged else "")


def nobody_on_black_square(square: Square, dead: bool) -> str:
    if dead:
        return f"The hero at {square} is dead: they play no more cards. The black square is the square of the one who acts."
    return f"Nobody at {square}: the black square is the square of a hero or an enemy who plays the effect."


RANGE_MISSING = "Give the range N (range): the squares N squares away or fewer."


def range_unused(pattern: str) -> str:
    return f"The range N (range) is only for the patterns portee, carre and fleches, not « {pattern} »."


OFFSETS_MISSING = "Give at least one white square (offsets): [row offset, column offset]."
OFFSETS_UNUSED = "White squares (offsets) are only for the pattern cases."
OFFSET_ON_BLACK_SQUARE = ("The square [0, 0] is the black square itself: the one who plays the card may be its target "
                          "without drawing it.")
ARROWS_ONLY = "Directions and lines (directions, lanes) are only for the pattern fleches."
LARGE_ENEMY_ONLY = "Only a large enemy covers several squares (source_squares): the black square is a hero."
# (end of this block)


# --- End of an encounter: « Fin de l'affrontement », « Étape de Renforcement » (calculator veiel/encounter-end) ---
REWARD_CARD = "« Récompense » (reward) card"
ENEMIES_LEFT = ("An encounter ends only when a hero finishes off the last enemy: while a hero is alive and an enemy "
                "remains, it goes on.")
BATTLEFIELD = "You play with battlefields: draw a « Champ de bataille » card to replace the old one."
THIRD_DONE = "The 3rd encounter is over: go on to the 4th, with no Hero card to add."
CORPSES_OPEN = ("A point the aid leaves open: corpses stay on the board when an enemy dies, but the aid does not say "
                "whether they stay for the next encounter; reading 1: they are cleared with the board; reading 2: they "
                "stay until an effect uses them.")
SCENARIO_FULL = "Scenario: whatever your state, you start the next encounter in full possession of your means."
SCENARIO_LOOT = ("Scenario won: read its outro and improve your deck by its « Butins » (loot) section (the players' "
                 "choice, outside this calculation).")
SCENARIO_REINFORCEMENT = ("In a scenario, the reinforcement step follows the scenario's rules: no reward card and no "
                          "Hero card is added here.")
SCENARIO_EQUIPMENT = "Equipment cards are not part of the deck and do not count towards its total of cards."


def dead_hand(name: str, hand: int) -> str:
    return f"{name} is dead: a hero who dies discards the cards in their hand, they cannot hold {count(hand, 'card')}."


def equipment_over(name: str, used: int, equipment: int) -> str:
    return (f"{name} has {count(equipment, 'Equipment card')}: {count(used, 'Equipment card')} triggered is more than "
            "they have, which is impossible.")


def acquired_outside_scenario(name: str) -> str:
    return (f"Cards acquired by {name}: they are removed only at the end of a scenario's encounter (tick « Scenario » "
            "or give 0).")


def acquired_over(name: str, acquired: int, cards: int) -> str:
    return f"{name} has only {count(cards, 'card')}: they cannot have acquired {acquired}."


def end_discard(hands: Sequence[tuple[str, int]]) -> str:
    held = [f"{name} {count(hand, 'card')}" for name, hand in hands if hand]
    discards = f"; the heroes discard their hands ({listing(held)})" if held else "; the hands are already empty"
    return ("A hero finished off the last enemy: the encounter ends at once, once their turn is over (no other hero "
            "plays)" + discards
            + ", limited-duration effects end and every block disappears.")


def all_dead(scenario: bool) -> str:
    then = ("the scenario's rules apply all the same" if scenario
            else "reading 1: the game is lost; reading 2: the encounter is played again")
    return f"A point the aid leaves open: every hero is dead and the aid does not say what a lost encounter leads to; {then}."


def boss_victory() -> str:
    return "The 4th encounter is won: the heroes are victorious against the boss and win the game."


def reinforce_next(number: int) -> str:
    return f"The {ordinal(number)} encounter is still to come: go on to a reinforcement step."

EQUIPMENT_KEPT = "Between encounters, equipment stays in the exact state it is in."


def hero_number(number: int) -> str:
    return f"Hero {number}"


def healed_to_discard(name: str, healed: int) -> str:
    return f"Each card {name} heals goes on top of their discard ({count(healed, 'card')})."


def early_boss_open(encounter: int) -> str:
    return (f"A point the aid leaves open: the {ordinal(encounter)} encounter of this difficulty has a boss, and heroes "
            "victorious against the boss « remportent la partie », but the game has 4 encounters; reading 1 "
            "(applied): the game goes on to the 4th; reading 2: the heroes have won the game.")


def finisher_open(name: str, cards: int) -> str:
    return (f"A point the aid leaves open: {name} finishes off the last enemy and « termine son tour » with "
            f"{count(cards, 'card')} in hand, deck and discard; reading 1 (applied): no end-of-turn draw, the hands "
            f"are discarded; reading 2: the end-of-turn draw cannot make 5 cards and {name} dies.")


def finisher_unknown(name: str) -> str:
    return f"« {name} » is the name of no hero: the hero who finishes off the last enemy is one of them."


def dead_open(names: Sequence[str]) -> str:
    return (f"A point the aid leaves open: {listing(names)} {'is' if len(names) == 1 else 'are'} dead; resurrection "
            "brings a hero back only as their turn starts, with a hand of 5 cards, and the aid does not say whether a "
            "dead hero takes part in the end of the encounter; reading 1 (applied): as the other heroes; reading 2: "
            "they gain nothing, the other reading's piles are given apart.")


def reinforce_take(name: str, cards: int) -> str:
    return (f"Reinforcement of {name}: {cards} times, they reveal 3 reward cards and put one in their discard "
            f"({count(cards, 'card')} gained).")


def reinforce_heal(name: str, times: int, healed: int) -> str:
    return (f"Reinforcement of {name}: {times} times, they heal 4 of their wounds and take no card "
            f"({count(healed, 'wound')} healed).")


def reinforce_none(name: str) -> str:
    return f"{name} takes no reinforcement action."


def affliction(level: int) -> str:
    return f"level {level} Affliction"


def milestone(card: str, level: int, needed: int, first: bool, afflicted: Sequence[str]) -> str:
    number = "1st" if first else "2nd"
    essences = f"at least {needed} Essences" if first else f"{needed} Essences"
    adds = "adds" if len(afflicted) == 1 else "add"
    afflictions = (f"; {listing(afflicted)}, who took {essences} of corruption, {adds} a level {level} Affliction "
                   "card to their deck") if afflicted else ""
    return f"The {number} encounter is over: the heroes add their « {card} » card to their discard{afflictions}."


def master_open(names: Sequence[str]) -> str:
    return (f"A point the aid leaves open: {listing(names)} took more than 3 Essences of corruption; the aid says « qui "
            "ont pris 3 Essence »; reading 1 (applied): at least 3, the level 3 Affliction is added; reading 2: "
            "exactly 3, it is not.")


def place_next(line: Encounter, difficulty: Difficulty, players: int) -> str:
    return (f"Place the enemies of the {ordinal(line.number)} encounter: {encounter_label(line)} at {DIFFICULTY_NAME[difficulty]} "
            f"difficulty, the aid's table being the same for {count(players, 'hero', 'heroes')}.")


def equipment_kept(name: str, equipment: int, ready: int) -> str:
    return (f"The Equipment cards of {name} stay in the exact state they are in: {ready} ready out of {equipment}.")


def shuffled(name: str, deck: int, wounds: int, exile: int) -> str:
    return (f"{name} shuffles their deck and discard: a deck of {count(deck, 'card')}; neither their wounds ({wounds}) "
            f"nor their exile ({exile}) are shuffled in.")


def scenario_heal(heroes: Sequence[tuple[str, int]]) -> str:
    return "Heal all your wounds: " + listing(f"{name} {count(n, 'card')}" for name, n in heroes) + "."


def scenario_exile(heroes: Sequence[tuple[str, int]]) -> str:
    return ("Take back your exiled cards or those removed from the game: "
            + listing(f"{name} {count(n, 'card')}" for name, n in heroes) + ".")


def scenario_remove(heroes: Sequence[tuple[str, int]]) -> str:
    return ("Remove from your deck the cards acquired during the encounter: "
            + listing(f"{name} {count(n, 'card')}" for name, n in heroes) + ".")


def end_summary(encounter: int, nxt: int | None, won: bool | None, scenario: bool, defeated: bool,
                heroes: Sequence[tuple[str, int, int, int]], label: str) -> str:
    piles = "; ".join(f"{name}: deck {deck}, wounds {wounds}, exile {exile}" for name, deck, wounds, exile in heroes)
    if won:
        return "The heroes defeated the boss and win the game."
    if not defeated and not scenario:
        return "Every hero is dead: the aid does not say what follows (see the points flagged)."
    if scenario:
        return f"End of the scenario's encounter. {piles}."
    return f"After the {ordinal(encounter)} encounter, the {ordinal(nxt or 0)} starts with {label}. {piles}."


def corruption_here_over(name: str, here: int, total: int) -> str:
    return (f"{name}: {count(here, 'Essence')} taken during this encounter, more than the {total} of the whole game, "
            "which is impossible.")


def corruption_here_first(name: str) -> str:
    return (f"{name}: after the 1st encounter, this encounter's Essences are the whole game's; give the same number "
            "or leave the field empty.")


def no_boss(encounter: int) -> str:
    return f"The {ordinal(encounter)} encounter of this difficulty has no boss to defeat."


BOSS_AND_ALL = ("« Boss defeated, other enemies remain » does not go with « last enemy finished off »: choose one or "
                "the other.")
BOSS_DOWN_SUMMARY = "The boss is defeated while other enemies remain: the aid leaves what follows open (see the point flagged)."


def boss_down_open() -> str:
    return ("A point the aid leaves open: the boss is defeated but other enemies remain; « Dès qu'un héros achève le "
            "dernier ennemi, il termine son tour, puis l'affrontement prend fin » (once a hero finishes off the last "
            "enemy the encounter ends) and « Si les héros sortent victorieux de leur combat contre le boss, ils "
            "remportent la partie » (heroes victorious against the boss win the game); reading 1 (applied): the "
            "encounter goes on until the last enemy; reading 2: the heroes win the game at once.")


def essences_open(level: int, by_game: Sequence[str], by_encounter: Sequence[str]) -> str:
    return ("A point the aid leaves open: « qui ont pris 3 Essence » (who took 3 Essences) does not say whether the "
            "Essences are counted over the whole game or over the encounter just ended; reading 1 (applied): the "
            f"whole game, a level {level} Affliction for {listing(by_game) or 'nobody'}; reading 2: this encounter "
            f"alone, for {listing(by_encounter) or 'nobody'}; the other reading's piles are given apart.")


def essences_assumed(names: Sequence[str]) -> str:
    return ("A point the aid leaves open: « qui ont pris 3 Essence » (who took 3 Essences) does not say whether the "
            "Essences are counted over the whole game or over the encounter just ended; reading 1 (applied): the "
            f"whole game, {listing(names)} {'adds' if len(names) == 1 else 'add'} the Affliction; reading 2: this "
            "encounter alone, which may count fewer than 3 Essences (give them to get both piles).")


def reinforcement_twins_open(name: str, card: str | None) -> str:
    cards = (f" and one « {card} » card", f" and two « {card} » cards") if card else ("", "")
    return (f"A point the aid leaves open: {name}, the twins, are two characters who « partagent un seul et même jeu "
            "de cartes » (share one deck); « Chaque héros peut effectuer les actions suivantes 3 fois » (each hero "
            "may take these actions 3 times) does not say whether once for the deck or for each twin; reading 1 "
            f"(applied): 3 actions{cards[0]}; reading 2: 6 actions (the 3 more, the players' choice, are not counted "
            f"here){cards[1]}.")
# (end of this block)
