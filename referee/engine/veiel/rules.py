"""L'Ordre de Veiel's rules as data: the anchors cited, and every number with the line it comes from.

The quotations are from *L'Ordre de Veiel — Aide de jeu solo V1.0* (rules/sources/veiel.md),
which cites the pages of the rulebook (« P.14 règles »).
"""
from __future__ import annotations

# --- Anchors: sections and glossary entries of rules/sources/veiel.md ------------------------
HEROES_PHASE = "veiel/phase-d-action-des-heros"
ENEMY_PHASE = "veiel/phase-d-action-des-ennemis"
TARGETING = "veiel/ciblage-des-ennemis"
MOVEMENT = "veiel/deplacement-des-heros-et-des-ennemis"
DAMAGE_TO_HERO = "veiel/degats-des-ennemis-a-un-heros"
DAMAGE_TO_ENEMY = "veiel/degats-des-heros-a-un-ennemi"
BOSS = "veiel/affronter-le-boss"
SUMMONS = "veiel/invocation-d-ennemis"
CORPSES = "veiel/les-cadavres"
DIFFICULTY = "veiel/difficulte-pour-les-parties-a-4-affrontements"
HERO_DEATH = "veiel/mort-d-un-heros"
IMPORTANT = "veiel/important"
ADJACENT = "veiel/glossaire/adjacent"
OBSTACLE = "veiel/glossaire/obstacle"
INFRANCHISSABLE = "veiel/glossaire/infranchissable"
ALLY = "veiel/glossaire/allie"
SUBSTITUTION = "veiel/glossaire/substitution"
PERSISTANT = "veiel/glossaire/persistant"
SQUARES_BETWEEN = "veiel/glossaire/nombre-de-cases-qui-vous-separe"

# --- Numbers of the rules ----------------------------------------------------------------------
ADJACENT_RANGE = 1
"""« Sont considérées comme adjacentes, les cases orthogonalement collées à la case ciblée. Les
diagonales ne comptent pas. » (Glossaire, Adjacent, P.25)"""

DAMAGE_STOPPED_PER_BLOCK_POINT = 1
"""« Le héros subit une blessure pour chaque dégât non bloqué par un point de blocage. » (P.15)"""

WOUNDS_PER_UNBLOCKED_DAMAGE = 1
"""The same line: one wound for each damage not blocked."""

CARDS_DRAWN_PER_SUBSTITUTION = 1
"""« Piochez une carte pour chaque carte de votre main placée dans la pile des blessures de cette
manière. » (Glossaire, Substitution)"""

YELLOW_DIE_LOSS_PER_DAMAGE = 1
"""« Chaque dégât réduit le dé jaune de 1. » (Dégâts des héros à un ennemi, P.20)"""

YELLOW_DIE_LIFE_THRESHOLD = 0
"""« Si le dé jaune devrait atteindre 0, l'ennemi perd aussitôt une vie. » (P.20)"""

RED_DIE_LOSS_PER_LIFE = 1
"""« Son dé rouge diminue alors de 1, et le dé jaune revient à sa valeur initiale » (P.20)"""

BOSS_ACTION_DECK_SIZE = 7
"""« Chaque boss est accompagné d'un deck de 7 cartes Action » (Affronter le boss, P.16)"""

BOSS_ACTION_CARDS_PER_LIFE_LOST = 1
BOSS_PASSIVES_PER_LIFE_LOST = 1
"""« Pour chaque vie perdue par le boss : Résoudre son passif et une carte Action » (P.17)"""

BOSS_ACTION_CARDS_PER_TURN = 2
"""« Au tour du boss de jouer : Résoudre deux cartes Action, l'une après l'autre. » (P.17)"""

MOVES_BOUGHT_BY_DISCARDING = 1
"""« Un héros peut jouer et résoudre l'effet d'une (ou plusieurs) carte de sa main, puis la placer
dans la défausse OU défausser une (ou plusieurs) carte de sa main pour effectuer 1 déplacement OU
tout simplement défausser une carte. » (Phase d'action des Héros, P.13) — whether several cards
discarded buy 1 move in all or 1 each, the line does not settle (flagged)."""

FORCED_MOVES = 1
"""« Si une entité sur laquelle se trouve un héros devient Infranchissable, il doit immédiatement et
obligatoirement effectuer 1 déplacement. » (Glossaire, Infranchissable)"""

STEP_PER_MOVE = 1
"""« Sont considérées comme adjacentes, les cases orthogonalement collées à la case ciblée. Les
diagonales ne comptent pas. » (Adjacent, P.25), and « un chemin de case en case (orthogonal) »
(Infranchissable): one move is one step to an orthogonally adjacent square."""

ENCOUNTERS_PER_GAME = 4
"""« Une partie (hors scénario) est la succession de 4 affrontements » (P.12)"""

# --- Limits of this tool, not of the rules -------------------------------------------------------
MAX_BOARD_SIDE = 12
"""The page is a tap-to-place grid on a phone: 12 columns (A to L) and 12 rows at most."""

MAX_COUNT = 99
"""Every count typed in (damage, block, dice, threat, swords, movement): no card comes near it,
and it keeps every list of steps short."""

MAX_HEROES = 4
"""A solo party of 4 heroes."""

MAX_ENEMIES = 8
"""Above the 6 of the difficulty table's largest encounter (« 1 Basique + 1 Intermédiaire + 4
Puissant »), with room for summons: each enemy more costs every other one's path."""

MAX_ENTITIES = 150
"""Obstacles, Infranchissables, allies and corpses: every square of a 12 × 12 board and a few
corpses under pieces (the request's own limit on a list)."""

MAX_DRAWN_SQUARES = 40
"""Squares drawn on an enemy card: every square within 4 squares of the enemy."""

MAX_PILE = 60
"""Cards in one of a hero's piles (deck, discard, hand, wounds)."""

MAX_NAME = 60
"""Letters in a name (hero, enemy, card, entity)."""


# --- Effect area: « La zone des effets et ligne de vue », « Portée : les flèches » (calculator veiel/effect-area) ---
# (end of this block)


# --- End of an encounter: « Fin de l'affrontement », « Étape de Renforcement » (calculator veiel/encounter-end) ---
# (end of this block)
