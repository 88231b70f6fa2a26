"""Stellar Nexus TCG's rules as the engine cites them: anchors into the corpus and the rule numbers.

Each number is quoted from rules/sources/stellar-nexus.md (v1.4 du 10/11/2022), verbatim.
"""

# --- Rule anchors -------------------------------------------------------------------------
COMBAT = "stellar-nexus/systeme-de-combat"
CREATURES = "stellar-nexus/glossaire/cartes-creatures"
ENGAGE = "stellar-nexus/glossaire/engager"
MISC = "stellar-nexus/informations-diverses"
MULTIPLAYER = "stellar-nexus/parties-a-plusieurs"
VICTORY = "stellar-nexus/condition-de-victoire-defaite"
PHASES = "stellar-nexus/phases-de-jeux"
SETUP = "stellar-nexus/pioche-et-debut-de-partie"
MULLIGAN = "stellar-nexus/glossaire/mulligan"
STACK = "stellar-nexus/glossaire/pile"
EPHEMERAL = "stellar-nexus/glossaire/cartes-ephemeres"
RESOURCES = "stellar-nexus/glossaire/cartes-ressources"
RESOURCE_POWERS = "stellar-nexus/presentation-des-cartes"
"""The lines on Affinité and Dissonance outside their glossary entries (« Vous avez le choix… »)."""
AFFINITY = "stellar-nexus/glossaire/affinite"
DISSONANCE = "stellar-nexus/glossaire/dissonance"
ABILITIES = "stellar-nexus/capacites-actives-et-passives"
ACTIVE_ABILITIES = "stellar-nexus/glossaire/capacites-actives"
FACTIONS = "stellar-nexus/factions"
RESOURCE_PILE = "stellar-nexus/pile-de-ressource"
LIBRARY = "stellar-nexus/bibliotheque"

# --- Rule numbers -------------------------------------------------------------------------
# « Les joueurs commencent avec 6 cartes de réquisition en main. »
OPENING_HAND = 6
# « Les joueurs peuvent regarder leurs cartes et ont droit à 2 mulligans “gratuits”. »
FREE_MULLIGANS = 2
# « à chaque mulligan supplémentaire il piochera une carte en moins. »
CARDS_LESS_PER_EXTRA_MULLIGAN = 1
# « Au début de son entretien, le joueur pioche une carte de sa bibliothèque et une ressource de sa pile. »
CARDS_DRAWN_PER_TURN = 1
RESOURCES_DRAWN_PER_TURN = 1
# « La pile de ressource est composée de 10 cartes. »
RESOURCE_PILE_SIZE = 10
# « Une bibliothèque doit avoir entre 30 et 40 cartes réquisition. »
MIN_LIBRARY, MAX_LIBRARY = 30, 40
# « Si l'endurance d'une créature tombe à 0, la créature meurt. » / « Vous pouvez mettre les points
# de vie du héros ennemi à 0. »
DEATH_THRESHOLD = 0

# --- Bounds of the calculators' inputs (not the rulebook's: what a table ever sees) ---------
MAX_ATTACKERS = 6
MAX_BLOCKERS = 8
MAX_STAT = 99
MAX_HERO_PV = 999
MAX_STACK = 10
MAX_MULLIGANS = OPENING_HAND + FREE_MULLIGANS
