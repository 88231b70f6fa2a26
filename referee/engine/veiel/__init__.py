"""L'Ordre de Veiel: enemy targeting and movement, a hero's move, damage to heroes and to enemies, the boss, the set-up.

The rules (*Aide de jeu solo V1.0*, rules/sources/veiel.md, citing the rulebook's pages):

* the enemies play « comme si vous lisiez un livre de gauche à droite », each seeing the board the
  previous ones left; an enemy with the single-target icon « attaque le héros le plus proche pour
  un minimum de déplacement », the threat then the swords breaking ties; one with the
  multiple-target icon « cherche à toucher un maximum de héros », the greatest total threat
  breaking ties; one that can attack nobody even by moving « se déplace en direction du héros le
  plus proche » — closest in moves, around what it may not cross, its whole movement spent along
  the shortest path; it crosses neither enemies, heroes, Obstacles nor Infranchissables, and among
  equal paths « privilégie toujours le franchissement de lignes en premier »;
* a hero's move: a card's value, or « défausser une (ou plusieurs) carte de sa main pour effectuer 1
  déplacement », or the 1 move forced by a square become Infranchissable; one orthogonal step a
  move (« Les diagonales ne comptent pas »); « Il est impossible de traverser les ennemis. En
  revanche, vous pouvez traverser vos alliés. »; an Obstacle crossed but never ended on, an
  Infranchissable never crossed, corpses and dead heroes empty; moving optional (« vous n'êtes
  jamais obligé d'effectuer les déplacements d'une carte »);
* an enemy's attack on a hero: one wound per damage not blocked, the deck's top card each time
  (the discard rebuilding an empty deck, then the hand), Persistant and Substitution cards apart;
* a hero's attack on an enemy: « Chaque dégât réduit le dé jaune de 1 », a life lost at 0 (red
  die −1, the yellow die back to its initial value); a boss resolves its passive and an Action
  card per life lost, none if it dies, and two Action cards on its turn;
* the set-up: the aid's table of enemies for the 4 encounters of each difficulty.

The parts: :mod:`.rules` (anchors, numbers), :mod:`.model` (inputs read from JSON, results),
:mod:`.notation` (square names and the board's text form), :mod:`.checks` (every refusal at once),
:mod:`.targeting`, :mod:`.movement`, :mod:`.hero_damage`, :mod:`.enemy_damage`, :mod:`.setup` (the rules in order),
:mod:`.resolution` (check, then resolve), :mod:`.phrasebook` (the sentences, in French or English).
"""
from .checks import (
    check_boss_turn,
    check_enemy_damage,
    check_hero_damage,
    check_hero_movement,
    check_setup,
    check_targeting,
)
from .model import (
    Board,
    BossTurnInput,
    BossTurnResult,
    Card,
    CardKeyword,
    DamageKind,
    Destination,
    Difficulty,
    Encounter,
    Enemy,
    EnemyDamageInput,
    EnemyDamageResult,
    EnemyTurn,
    Entity,
    EntityKind,
    Hero,
    HeroDamageInput,
    HeroDamageResult,
    HeroMovementInput,
    HeroMovementResult,
    Icon,
    MoveSource,
    Reach,
    SetupInput,
    SetupResult,
    Square,
    TargetingResult,
)
from .resolution import (
    resolve_boss_turn,
    resolve_enemy_damage,
    resolve_hero_damage,
    resolve_hero_movement,
    resolve_setup,
    resolve_targeting,
)
from .rules import ADJACENT_RANGE, BOSS_ACTION_DECK_SIZE, MAX_BOARD_SIDE, MAX_ENEMIES, MAX_HEROES, MAX_PILE
from .setup import ENCOUNTER_TABLE

__all__ = ["ADJACENT_RANGE", "BOSS_ACTION_DECK_SIZE", "Board", "BossTurnInput", "BossTurnResult", "Card", "CardKeyword",
           "DamageKind", "Destination", "Difficulty", "ENCOUNTER_TABLE", "Encounter", "Enemy", "EnemyDamageInput", "EnemyDamageResult",
           "EnemyTurn", "Entity", "EntityKind", "Hero", "HeroDamageInput", "HeroDamageResult", "HeroMovementInput",
           "HeroMovementResult", "Icon", "MAX_BOARD_SIDE",
           "MAX_ENEMIES", "MAX_HEROES", "MAX_PILE", "MoveSource", "Reach", "SetupInput", "SetupResult", "Square", "TargetingResult",
           "check_boss_turn", "check_enemy_damage", "check_hero_damage", "check_hero_movement", "check_setup", "check_targeting",
           "resolve_boss_turn", "resolve_enemy_damage", "resolve_hero_damage", "resolve_hero_movement", "resolve_setup", "resolve_targeting"]
