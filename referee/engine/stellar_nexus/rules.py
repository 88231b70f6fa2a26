"""Stellar Nexus TCG's rules as the engine cites them: anchors into the corpus and the rule numbers.

Each number is quoted from rules/sources/stellar-nexus.md (v1.4 du 10/11/2022), verbatim.
"""

# --- Rule anchors -------------------------------------------------------------------------
COMBAT = "stellar-nexus/systeme-de-combat"
CREATURES = "stellar-nexus/glossaire/cartes-creatures"
TOKENS = "stellar-nexus/glossaire/cartes-jetons"
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

# Passages: one sentence (or line) of the rulebook each, so that a step's link lands on the line applied.
# The glossary entries above stay where the entry is what a step applies (« Une créature engagée ne peut ni
# attaquer, ni défendre. » is in « Cartes Créatures »).
# --- « Systeme de Combat » ---
# « Déclarez la créature ou les créatures attaquantes. »
DECLARE_ATTACK = "stellar-nexus/systeme-de-combat#declarez-la-creature-ou-les-creatures"
# « Lorsqu’on décide d’attaquer, on cible obligatoirement un héros adversaire. »
TARGET_HERO = "stellar-nexus/systeme-de-combat#lorsquon-decide-dattaquer-on-cible-obligatoireme"
# « Une fois une attaque annoncée, si elle est contrecarrée (créature qui acquiert l'altération, engagez la créature
#   ciblée, etc) son action est annulée et la créature ne peut pas faire de nouvelle action ou avoir de nouvelle
#   cible. »
ATTACK_COUNTERED = "stellar-nexus/systeme-de-combat#une-fois-une-attaque-annoncee-si"
# « L’adversaire déclare la ou les créatures bloquantes. »
DECLARE_BLOCK = "stellar-nexus/systeme-de-combat#ladversaire-declare-la-ou-les-creatures"
# « C’est lui qui détermine l’ordre dans lequel ses créatures se confrontent. »
BLOCK_ORDER = "stellar-nexus/systeme-de-combat#cest-lui-qui-determine-lordre-dans"
# « Une créature ne peut pas bloquer plusieurs attaquants. »
ONE_ATTACKER_BLOCKED = "stellar-nexus/systeme-de-combat#une-creature-ne-peut-pas-bloquer"
# « Une fois un blocage annoncé, si elle est contrecarrée (créature qui acquiert l'altération, engagez la créature
#   ciblée, etc) son action est annulée et la créature ne peut pas faire de nouvelle action ou avoir de nouvelle
#   cible. »
BLOCK_COUNTERED = "stellar-nexus/systeme-de-combat#une-fois-un-blocage-annonce-si"
# « Les créatures se confrontent, valeur d’attaque de votre créature contre la valeur d’endurance de la créature
#   attaquée et la valeur d’attaque de la créature qui se défend contre la valeur d’endurance de la créature
#   attaquante. »
CONFRONTATION = "stellar-nexus/systeme-de-combat#les-creatures-se-confrontent-valeur-dattaque"
# « Les créatures infligent les dégâts simultanément. »
SIMULTANEOUS = "stellar-nexus/systeme-de-combat#les-creatures-infligent-les-degats-simultanement"
# « Si l’endurance d’une créature tombe à 0, la créature meurt. »
DEATH = "stellar-nexus/systeme-de-combat#si-lendurance-dune-creature-tombe-la"
# « Si vous gagnez la confrontation mais que l’adversaire avait bloqué avec plusieurs créatures, vous poursuiviez la
#   confrontation avec la créature suivante de son choix, et ainsi de suite jusqu'à ce que tous les dégâts aient
#   été distribués. »
GOES_ON = "stellar-nexus/systeme-de-combat#si-vous-gagnez-la-confrontation-mais"
# « Pour rappel, l’endurance remonte à son maximum au début de chaque tour. »
ENDURANCE_BACK = "stellar-nexus/systeme-de-combat#pour-rappel-lendurance-remonte-son-maximum"
# « Si aucune créature ne bloque votre attaque, vous infligez vos dégâts au héros. »
UNBLOCKED = "stellar-nexus/systeme-de-combat#si-aucune-creature-ne-bloque-votre"
# « Engagez la ou les créatures qui avaient déclarées une attaque. »
ENGAGE_ATTACKERS = "stellar-nexus/systeme-de-combat#engagez-la-ou-les-creatures-qui"
# --- « Informations Diverses » ---
# « A chaque fin de phase, si une créature a une endurance égale ou inférieure à 0, elle meurt. »
END_OF_PHASE_DEATH = "stellar-nexus/informations-diverses#chaque-fin-de-phase-si-une"
# --- « Parties a plusieurs » ---
# « Les points de vie des joueurs alliés sont partagés »
SHARED_PV = "stellar-nexus/parties-a-plusieurs#les-points-de-vie-des-joueurs"
# « On attaque forcément les deux joueurs, ils peuvent défendre à deux. »
BOTH_ATTACKED = "stellar-nexus/parties-a-plusieurs#on-attaque-forcement-les-deux-joueurs"
# --- « Condition de VICTOIRE / DEFAITE » ---
# « Vous pouvez mettre les points de vie du héros ennemi à 0. »
HERO_AT_ZERO = "stellar-nexus/condition-de-victoire-defaite#vous-pouvez-mettre-les-points-de"
# « Si un joueur n’a plus de carte à piocher au début de son entretien, il perd la partie. »
NOTHING_TO_DRAW = "stellar-nexus/condition-de-victoire-defaite#si-un-joueur-na-plus-de"
# --- « Pioche et debut de partie » ---
# « Posez votre héros sur le terrain, vous ne pourrez plus en changer. »
HERO_PLACED = "stellar-nexus/pioche-et-debut-de-partie#posez-votre-heros-sur-le-terrain"
# « Les joueurs commencent avec 6 cartes de réquisition en main. »
OPENING = "stellar-nexus/pioche-et-debut-de-partie#les-joueurs-commencent-avec-cartes-de"
# « Si un joueur veut des mulligans supplémentaires, il peut le faire mais à chaque mulligan supplémentaire il
#   piochera une carte en moins. »
EXTRA_MULLIGANS = "stellar-nexus/pioche-et-debut-de-partie#si-un-joueur-veut-des-mulligans"
# « Le premier qui joue ne pioche pas de carte au premier tour. »
FIRST_PLAYER_NO_DRAW = "stellar-nexus/pioche-et-debut-de-partie#le-premier-qui-joue-ne-pioche"
# « Au début de son entretien, le joueur pioche une carte de sa bibliothèque et une ressource de sa pile. »
UPKEEP_DRAW = "stellar-nexus/pioche-et-debut-de-partie#au-debut-de-son-entretien-le"
# --- « Bibliotheque » and « Pile de Ressource » ---
# « Une bibliothèque doit avoir entre 30 et 40 cartes réquisition. »
LIBRARY_SIZE = "stellar-nexus/bibliotheque#une-bibliotheque-doit-avoir-entre-30"
# « Chaque carte a le droit d’être au maximum 3 fois dans le deck. »
COPIES = "stellar-nexus/bibliotheque#chaque-carte-le-droit-detre-au"
# « La pile de ressource est composée de 10 cartes. »
PILE_SIZE = "stellar-nexus/pile-de-ressource#la-pile-de-ressource-est-composee"
# « Les cartes de ressource avec effet sont limitées à 1 exemplaire chacune. »
EFFECT_RESOURCES = "stellar-nexus/pile-de-ressource#les-cartes-de-ressource-avec-effet"
# --- « Presentation des Cartes », after the glossary entries ---
# « Vous avez le choix de jouer ou non l'affinité, mais vous avez l’obligation de jouer la dissonance. »
MAY_OR_MUST = "stellar-nexus/presentation-des-cartes#vous-avez-le-choix-de-jouer"
# « La capacité ne s'active pas si la réquisition ne se résout pas (si elle est contrecarrée) mais la ressource
#   reste engagée. »
COUNTERED_NO_POWER = "stellar-nexus/presentation-des-cartes#la-capacite-ne-active-pas-si"
# « Les effets des cartes ressources ne s'activent que lorsque vous utilisez vos propres réquisitions ou
#   capacités. »
OWN_REQUISITIONS = "stellar-nexus/presentation-des-cartes#les-effets-des-cartes-ressources-ne"
# --- « CapacitEs Actives et Passives », after the glossary entries ---
# « Les capacités actives ne peuvent être activées que si la carte est posée sur le terrain, elle ne peut donc pas
#   utiliser sa capacité si elle est contrecarrée car elle va directement de la main au cimetière. »
COUNTERED_NO_ABILITY = "stellar-nexus/capacites-actives-et-passives#les-capacites-actives-ne-peuvent-etre"
# « Les capacités des ressources ne s'activent qu'une fois l'action en cours terminée. »
AFTER_ACTION = "stellar-nexus/capacites-actives-et-passives#les-capacites-des-ressources-ne-activent"
# --- « FACTIONS » ---
# « Le jeu est composé de 5 Factions, les Dam’Nareh, les Kerns, les Hilotes, les Rayjis et les Cypios. »
FIVE_FACTIONS = "stellar-nexus/factions#le-jeu-est-compose-de-factions"

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
