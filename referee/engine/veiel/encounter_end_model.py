"""The end-of-encounter calculator's model: each hero's piles when the last enemy falls, and what follows.

The aid's checklist « Fin de l'affrontement » (then « Étape de Renforcement », the scenario's « Fin d'un
affrontement », « Mort d'un héros », « Les cadavres », « Équipement ») is applied to these piles, in the aid's order.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass

from referee.engine.reading import given
from referee.engine.trace import Step

from .model import Difficulty, Encounter
from .rules import (
    BOSS_VICTORY,
    DIFFICULTY,
    ENCOUNTERS_PER_GAME,
    END_DISCARD,
    END_EQUIPMENT,
    END_FIRST,
    END_SECOND,
    END_SHUFFLE,
    HERO_DEATH,
    MAX_CORRUPTION,
    MAX_EQUIPMENT,
    MAX_HEROES,
    MAX_NAME,
    MAX_PILE,
    REINFORCE_THRICE,
    REINFORCE_TIMES,
    SCENARIO_FULL,
    SCENARIO_REMOVE,
    TWINS,
)


class Pick(enum.Enum):
    """One of the three reinforcement actions: « Prendre une de ces 3 cartes » OU « Soigner 4 de ses blessures »."""

    CARD = "carte"
    HEAL = "soin"


@dataclass(frozen=True)
class HeroEnd:
    """A hero when the encounter ends: their piles, their equipment, dead or alive."""

    name: str | None = given("Le nom du héros, pour les textes (vide : « Héros 1 »…).", default=None,
                             max_length=MAX_NAME, allow_blank=False)
    deck: int = given("Cartes dans son deck.", default=0, minimum=0, maximum=MAX_PILE, rule=END_SHUFFLE)
    discard: int = given("Cartes dans sa défausse.", default=0, minimum=0, maximum=MAX_PILE, rule=END_SHUFFLE)
    hand: int = given("Cartes dans sa main.", default=0, minimum=0, maximum=MAX_PILE, rule=END_DISCARD)
    wounds: int = given("Cartes dans ses blessures.", default=0, minimum=0, maximum=MAX_PILE, rule=END_SHUFFLE)
    exile: int = given("Cartes dans son exil.", default=0, minimum=0, maximum=MAX_PILE, rule=END_SHUFFLE)
    dead: bool = given("true si le héros est mort (il a défaussé sa main).", default=False, rule=HERO_DEATH)
    corruption: int = given("Essences de corruption prises (Extension 3).", default=0, minimum=0,
                            maximum=MAX_CORRUPTION, rule=END_FIRST)
    corruption_here: int | None = given("Parmi elles, celles prises pendant cet affrontement seulement (facultatif) : "
                                        "l'aide ne dit pas si « qui ont pris 3 Essence » compte toute la partie ou "
                                        "l'affrontement.", default=None, minimum=0, maximum=MAX_CORRUPTION,
                                        rule=END_SECOND)
    twins: bool = given("true pour les jumeaux imprégnés d'Ilhus (deux personnages, un seul jeu de cartes).",
                        default=False, rule=TWINS)
    equipment: int = given("Ses cartes Équipement (Extension 6).", default=0, minimum=0, maximum=MAX_EQUIPMENT,
                           rule=END_EQUIPMENT)
    equipment_used: int = given("Parmi elles, celles déjà déclenchées (pas prêtes).", default=0, minimum=0,
                                maximum=MAX_EQUIPMENT, rule=END_EQUIPMENT)
    picks: tuple[Pick, ...] = given("Ses actions de renforcement, 3 au plus, chacune carte (prendre une carte "
                                    "révélée) ou soin (soigner 4 blessures).", default=(Pick.CARD,) * REINFORCE_TIMES,
                                    max_items=REINFORCE_TIMES, rule=REINFORCE_THRICE)
    acquired: int = given("Scénario : cartes acquises pendant l'affrontement (retirées de son deck).", default=0,
                          minimum=0, maximum=MAX_PILE, rule=SCENARIO_REMOVE)

    @property
    def cards(self) -> int:
        """Every card of the hero's, equipment aside."""
        return self.deck + self.discard + self.hand + self.wounds + self.exile


@dataclass(frozen=True)
class EncounterEndInput:
    """The state when an encounter ends."""

    encounter: int = given("Le numéro de l'affrontement qui se termine (1 à 4).", minimum=1,
                           maximum=ENCOUNTERS_PER_GAME, rule=END_FIRST)
    heroes: tuple[HeroEnd, ...] = given("Les héros, 1 par joueur.", min_items=1, max_items=MAX_HEROES)
    difficulty: Difficulty = given("La difficulté de la partie à 4 affrontements.", default=Difficulty.NORMAL,
                                   rule=DIFFICULTY)
    enemies_defeated: bool = given("true si un héros a achevé le dernier ennemi (ou le boss).", default=True,
                                   rule=END_DISCARD)
    boss_defeated: bool = given("true si le boss est vaincu alors que d'autres ennemis restent (avec "
                                "enemies_defeated false).", default=False, rule=BOSS_VICTORY)
    finisher: str | None = given("Le nom du héros qui a achevé le dernier ennemi (facultatif).", default=None,
                                 max_length=MAX_NAME, allow_blank=False, rule=END_DISCARD)
    battlefields: bool = given("true si vous jouez avec les champs de bataille.", default=False)
    corpses: bool = given("true si une carte en jeu utilise les cadavres (Extension 1).", default=False)
    scenario: bool = given("true pour un affrontement de scénario (Extension 5).", default=False, rule=SCENARIO_FULL)


@dataclass(frozen=True)
class HeroNext:
    """A hero's piles as the next encounter starts (or the game ends)."""

    name: str
    deck: int
    discard: int
    hand: int
    wounds: int
    exile: int
    gained: tuple[str, ...]
    """The cards added, by name (« Héros : Adepte », « Affliction de Niveau 2 », « carte Récompense »…)."""
    healed: int
    equipment: int
    equipment_ready: int
    dead: bool


@dataclass(frozen=True)
class EncounterEndResult:
    encounter: int
    players: int
    next_encounter: int | None
    """None: the game (or the scenario's encounter) ends here."""
    game_won: bool | None
    """After the 4th encounter: whether the heroes won; None before it."""
    next_enemies: Encounter | None
    next_label: str
    heroes: tuple[HeroNext, ...]
    """Each hero's piles under our reading of every open point."""
    heroes_other: tuple[HeroNext, ...]
    """The same under the other reading when it changes them (empty otherwise)."""
    steps: tuple[Step, ...]
    summary: str
