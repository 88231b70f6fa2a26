"""A hero's attack on an enemy (boss included), and a boss's own turn.

Dégâts des héros à un ennemi (P.20): « Chaque dégât réduit le dé jaune de 1. Si le dé jaune
devrait atteindre 0, l'ennemi perd aussitôt une vie. Son dé rouge diminue alors de 1, et le dé
jaune revient à sa valeur initiale indiquée sur la carte de l'ennemi. » When it dies, « ses
invocations meurent également » (P.15), and with corpses in play its card stays on the board.
A boss resolves « son passif et une carte Action » per life lost (none if it dies), and two Action
cards on its turn; « Si la pile des cartes Action est vide, mélangez-la à nouveau. » (P.16-17)
"""
from __future__ import annotations

from referee.engine.trace import Trace

from . import phrasebook as say
from .hero_damage import blocked
from .model import BossTurnInput, BossTurnResult, DamageKind, EnemyDamageInput, EnemyDamageResult
from .rules import (
    BLOCKS_REMOVED,
    BOSS_ACTION_CARDS_PER_LIFE_LOST,
    BOSS_ACTION_CARDS_PER_TURN,
    BOSS_ACTION_DECK,
    BOSS_ACTION_DECK_SIZE,
    BOSS_DEATH,
    BOSS_LIFE_LOST,
    BOSS_PASSIVES_PER_LIFE_LOST,
    BOSS_TURN,
    CORPSE_LEFT,
    ENEMY_DICE,
    RED_DIE_LOSS_PER_LIFE,
    SUMMONS_DIE,
    WOUND_PER_UNBLOCKED_DAMAGE,
    WOUNDS_NEVER_BLOCKED,
    YELLOW_DIE_LIFE_THRESHOLD,
    YELLOW_DIE_LOSS_PER_DAMAGE,
)


def wound(data: EnemyDamageInput) -> EnemyDamageResult:
    """Each damage lowers the yellow die; at 0 the enemy loses a life (red die −1) and the die resets."""
    t = Trace()
    stopped = blocked(data.damage, data.block, data.kind)
    # Important (P.25): blessures are never blocked; the aid does not say how an enemy's block works.
    if data.block and data.kind is DamageKind.DAMAGE:
        # « tous les blocages des héros et des ennemis sont retirés » is the aid's one word on an enemy's block;
        # « Chaque dégât réduit le dé jaune de 1 » does not speak of it; the heroes' « dégât non bloqué par un point
        # de blocage » is borrowed.
        t.silent(say.enemy_block_open(stopped, data.damage), BLOCKS_REMOVED, blocked=stopped,
                 in_tension=[BLOCKS_REMOVED, ENEMY_DICE, WOUND_PER_UNBLOCKED_DAMAGE])
    elif data.block:
        t.add(say.enemy_cannot_block_wounds(data.enemy), WOUNDS_NEVER_BLOCKED)
    damage = data.damage - stopped

    yellow, red, lives_lost, applied = data.yellow, data.red, 0, 0
    t.add(say.enemy_takes(data.enemy, damage, yellow, data.yellow_max, red), ENEMY_DICE, damage=damage,
          yellow=yellow, yellow_max=data.yellow_max, red=red)
    for _ in range(damage):
        applied += 1
        yellow -= YELLOW_DIE_LOSS_PER_DAMAGE
        if yellow > YELLOW_DIE_LIFE_THRESHOLD:
            continue
        red -= RED_DIE_LOSS_PER_LIFE
        lives_lost += 1
        if red <= 0:
            t.add(say.last_life(data.enemy, data.gender), ENEMY_DICE, lives_lost=lives_lost)
            break
        yellow = data.yellow_max
        t.add(say.life_lost(data.enemy, red + RED_DIE_LOSS_PER_LIFE, red, data.yellow_max), ENEMY_DICE, red=red,
              lives_lost=lives_lost)
    dead = red <= 0
    wasted = damage - applied
    if dead:
        if wasted:
            t.add(say.wasted_damage(data.enemy, wasted), ENEMY_DICE, wasted=wasted)
        # Invocation d'ennemis (P.15): « Si un ennemi meurt, ses invocations meurent également. »
        if data.summons:
            t.add(say.summons_die(list(data.summons)), SUMMONS_DIE, summons=list(data.summons))
        # Les cadavres (Extension 1): flip the card and leave it; its square counts as empty.
        if data.corpses:
            t.add(say.CORPSE_LEFT, CORPSE_LEFT)
    else:
        t.add(say.survives(data.enemy, yellow, red), ENEMY_DICE, yellow=yellow, red=red)

    passives, actions, left, reshuffles = _boss_reaction(data, lives_lost, dead, t)
    return EnemyDamageResult(
        blocked=stopped, applied=applied, wasted=wasted, lives_lost=lives_lost, yellow=0 if dead else yellow,
        red=max(red, 0), dead=dead, boss_passives=passives, boss_action_cards=actions, action_cards_left=left,
        action_reshuffles=reshuffles, steps=t.steps(),
        summary=say.enemy_damage_summary(data, damage, stopped, lives_lost, dead, yellow, red, passives, actions))


def _boss_reaction(data: EnemyDamageInput, lives_lost: int, dead: bool, t: Trace) -> tuple[int, int, int, int]:
    """Affronter le boss (P.17): per life lost, its passive then one Action card — none if it dies."""
    left = data.action_cards_left
    if not data.boss or lives_lost == 0:
        return 0, 0, left, 0
    if dead:
        # « Mort du boss : Si le boss perdait une ou plusieurs vies en une seule attaque et s'il devait
        # mourir, ne jouez aucune carte Action et ne résolvez pas son passif. »
        t.add(say.boss_dies(data.enemy, lives_lost), BOSS_DEATH)
        return 0, 0, left, 0
    reshuffles = 0
    for life in range(1, lives_lost + 1):
        reshuffled = 0
        for _ in range(BOSS_ACTION_CARDS_PER_LIFE_LOST):
            left, reshuffled = draw_action_card(left)
            reshuffles += reshuffled
        t.add(say.boss_life_lost(life, bool(reshuffled)), BOSS_LIFE_LOST, life=life, action_cards_left=left)
    return lives_lost * BOSS_PASSIVES_PER_LIFE_LOST, lives_lost * BOSS_ACTION_CARDS_PER_LIFE_LOST, left, reshuffles


def draw_action_card(left: int) -> tuple[int, int]:
    """« Si la pile des cartes Action est vide, mélangez-la à nouveau. » (P.16): (cards left, reshuffled)."""
    if left == 0:
        return BOSS_ACTION_DECK_SIZE - 1, 1
    return left - 1, 0


def boss_turn(data: BossTurnInput) -> BossTurnResult:
    """« Au tour du boss de jouer : Résoudre deux cartes Action, l'une après l'autre. » (P.17)"""
    t = Trace()
    left, reshuffles = data.action_cards_left, 0
    t.add(say.boss_turn(data.boss, BOSS_ACTION_CARDS_PER_TURN), BOSS_TURN, action_cards=BOSS_ACTION_CARDS_PER_TURN)
    for number in range(1, BOSS_ACTION_CARDS_PER_TURN + 1):
        left, reshuffled = draw_action_card(left)
        reshuffles += reshuffled
        if reshuffled:
            t.add(say.action_pile_reshuffled(number, BOSS_ACTION_DECK_SIZE), BOSS_ACTION_DECK)
    return BossTurnResult(action_cards=BOSS_ACTION_CARDS_PER_TURN, action_cards_left=left, action_reshuffles=reshuffles,
                          steps=t.steps(), summary=say.boss_turn_summary(data.boss, BOSS_ACTION_CARDS_PER_TURN, left))
