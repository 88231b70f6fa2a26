"""The numbers and the anchors of Helix Duels, each next to the rulebook line it comes from.

Rulebook: « HELIX Duels — Livre de Règles Version 3.1 » (``rules/sources/raw/helix.txt``).
Every number the engine applies lives here as a named constant; the logic never holds a bare
rule number. Anchors follow ``referee.engine.trace``: ``"helix/<section>"`` for a section,
``"helix/glossaire/<keyword>"`` for a glossary entry; they are written out in full so that a
search of the code for an anchor finds every rule that cites it.
"""
from __future__ import annotations

GAME = "helix"


def keyword(slug: str) -> str:
    """The anchor of a glossary entry of the Helix rulebook."""
    return f"{GAME}/glossaire/{slug}"


# --- Section anchors ---------------------------------------------------------------------

CYCLES_TOURS = "helix/cycles-tours"
"""« CYCLES & TOURS » (Mécaniques de jeu): cycles and turns decide what a player may do."""

CYCLE_1 = "helix/cycle-1"
"""« CYCLE 1 »: « Pas de déclaration d'attaque sur le Cycle 1 »."""

TOUR_DE_JEU = "helix/tour-de-jeu"
"""« TOUR DE JEU »: the five phases, and its NB: a creature attacks once a turn (Frénésie twice,
Inflexible never twice). The cleaned rulebook prints that NB at the end of « 5 Réparation »."""

PHASE_COMBAT = "helix/combat"
"""« 3 Combat »: « une cible par attaquant », several blockers on one attacker, spells and powers."""

PHASE_RESOLUTION = "helix/resolution"
"""« 4 Résolution »: the attacker orders the combats, « en terminant toujours par les dégâts
infligés à la Forteresse »."""

POSITIONNEMENT = "helix/le-positionnement"
"""« Le Positionnement »: the attaque and défense zones; what CONTACT and PORTÉE may target."""

RESOLUTION = "helix/resolution-des-combats"
"""« Résolution des Combats »: who strikes first, dressed creatures only, the stack, loot."""

EXEMPLE = "helix/exemple-de-combat"
"""« EXEMPLE DE COMBAT »: the Naïade Vampire against the Invocateur Novice."""

TABLE_XP = "helix/table-d-experience"
"""« TABLE D'EXPIÉRIENCE » (sic): 12 XP for level 2, 24 XP wins, tokens give no XP."""

FORTERESSE = "helix/forteresse"
"""« FORTERESSE »: « Si ses points de DRB tombent à zéro, vous perdez la partie ! »"""

CHEF_DE_GUERRE = "helix/chef-de-guerre"
"""« CHEF DE GUERRE »: level 1 at the start, level 2 for 12 XP taken from enemy creatures."""

EFFETS_CAPACITES = "helix/effets-capacites"
"""« Effets | Capacités »: its closing lines say tokens deal « Neutres » damage, at most 5 a controller."""

# --- Glossary anchors used outside the abilities (the abilities carry their own) -----------

DRESSE = "helix/glossaire/dresse"
INCLINE = "helix/glossaire/incline"
DGT = "helix/glossaire/dgt"
PDV = "helix/glossaire/pdv"
DRB = "helix/glossaire/drb"
PORTEE = "helix/glossaire/portee"
TRANSITION = "helix/glossaire/transition"
RESISTANCE = "helix/glossaire/resistance"

# --- Passages of the combat (checks.py, resolution.py, ledger.py) ----------------------------
# Passage anchors: a step or refusal lands on the sentence it applies. The section anchors above stay for the
# pages that cite a whole section; the passages already named further down (DECLARE_ATTACK, CONTACT_MOVES,
# BLOCKER_MOVES, ONLY_DRESSED_FIGHT, COMBAT_DAMAGE, RANGED_FROM_DEFENSE, ONCE_A_TURN, NO_ATTACK_IN_CYCLE_1) serve
# the combat too.

# « Le joueur 1 a l'initiative il défausse des cartes pour produire l'Helix lui permettant de payer des cartes ou
#   pouvoirs Il peut déclarer une attaque » (CYCLE 2, TOUR 1)
CYCLE_2_ATTACK = "helix/tour-1#le-joueur-initiative-il-defausse-des"
# « Le joueur défenseur décide comment il bloque l'attaque Il peut bloquer une créature avec 2 ou plusieurs
#   créatures »
# The passage says nothing of how the attacker's DGT are shared among the blockers: the split's open point sits here.
BLOCK = "helix/combat#le-joueur-defenseur-decide-comment-il"
# « L'attaquant choisit l'ordre de résolution des combats, en terminant toujours par les dégâts infligés à la
#   Forteresse »
COMBAT_ORDER = "helix/resolution#attaquant-choisit-ordre-de-resolution-des"
# « Elles peuvent se déplacer dans la zone d'Attaque. Elles peuvent alors cibler la zone de Défense adverse. »
RANGED_MAY_ADVANCE = "helix/le-positionnement#elles-peuvent-se-deplacer-dans-la"
# « Elles ne peuvent en aucun cas cibler la Forteresse. »
RANGED_NOT_FORTRESS = "helix/le-positionnement#elles-ne-peuvent-en-aucun-cas"
# « Les Créatures de Contact, peuvent, elles, cibler la zone d'Attaque, de Défense ou la Forteresse. »
CONTACT_TARGETS = "helix/le-positionnement#les-creatures-de-contact-peuvent-elles"
# « A noter qu'une créature dressée infligera ses DGT en premier si elle attaque une créature inclinée »
DRESSED_FIRST = "helix/resolution-des-combats#noter-qu-une-creature-dressee-infligera"
# « Quand une créature adverse attaque une cible, le joueur défenseur peut la bloquer avec une créature CONTACT ou
#   lui infliger des dégats avec une créature PORTÉE »
BLOCK_OR_SHOOT = "helix/resolution-des-combats#quand-une-creature-adverse-attaque-une"
# « Le joueur attaquant peut réagir avec un Pouvoir ou un Sort, et laisse la priorité au joueur défenseur pour en
#   faire de même. Lorsque les deux joueurs ont épuisé leur capacités de contre, un principe de Pile est alors
#   appliqué : les effets sont résolus du dernier au premier. A l'issu de cette phase, la résolution des dégats de
#   Combat est effectuée »
REACT_AND_STACK = "helix/resolution-des-combats#le-joueur-attaquant-peut-reagir-avec"
# « Butin récupéré à la destruction de la créature → 4, 3 »
LOOT = "helix/resolution-des-combats#butin-recupere-la-destruction-de-la"
# « Cette dernière étant attaquante, elle peut être ciblée par le Chef de Guerre du défenseur, qui lui inflige 3 DGT
#   grâce à sa compétence de Portée. »
WARLORD_SHOOTS = "helix/exemple-de-combat#cette-derniere-etant-attaquante-elle-peut"
# « La Naïade Vampire est alors détruite avant d'avoir pu infliger ses dégats à l'Invocateur Novice. »
DESTROYED_BEFORE_STRIKING = "helix/exemple-de-combat#la-naiade-vampire-est-alors-detruite"
# « Pour faire évoluer votre Chef de Guerre au Niveau 2, vous devez accumuler 12 Points d'Expérience (XP),
#   récupérés sur les créatures adverses détruites. »
XP_FROM_ENEMIES = "helix/table-d-experience#pour-faire-evoluer-votre-chef-de"
# « Lorsqu'il a atteint le Niveau 2, votre Chef de Guerre continue à gagner de l'Expérience. Quand il atteint 24
#   Points d'Expérience, vous gagnez la partie ! »
XP_VICTORY = "helix/table-d-experience#lorsqu-il-atteint-le-niveau-votre"
# « NB : Les Créatures Tokens ne rapportent pas de Points d'Expérience »
TOKENS_NO_XP = "helix/table-d-experience#nb-les-creatures-tokens-ne-rapportent"
# « Elle incarne le bastion à défendre. Si ses points de DRB tombent à zéro, vous perdez la partie ! »
FORTRESS_FALLS = "helix/forteresse#elle-incarne-le-bastion-defendre-si"
# « Pour vous aider à mener la bataille, vous disposez dès le début de la partie d'un Chef de Guerre au NIVEAU 1
#   (recto de la carte). »
WARLORD_LEVEL_1 = "helix/chef-de-guerre#pour-vous-aider-mener-la-bataille"
# « Récupérer 12 Points d'Expérience sur les créatures ennemies* »
WARLORD_LEVEL_2 = "helix/chef-de-guerre#recuperer-12-points-experience-sur-les"
# « En début de partie, un jet de D6 détermine le 1er joueur. »: the game's only die, a D6 (TOUR DE JEU).
FIRST_PLAYER_DIE = "helix/tour-de-jeu#le-tour-un-joueur-est-divise"

# --- Cycles and turns ---------------------------------------------------------------------

# « Pas de déclaration d'attaque sur le Cycle 1 » (CYCLES & TOURS)
FIRST_ATTACK_CYCLE = 2

# « NB : Une créature ne peut attaquer qu'une seule fois par tour, sauf si elle possède la
# capacité Frénésie. » (TOUR DE JEU)
ATTACKS_PER_TURN = 1

# « Frénésie : Peut attaquer 2 fois par tour. » (Effets | Capacités)
FRENESIE_ATTACKS_PER_TURN = 2

# « En début de partie, un jet de D6 détermine le 1er joueur. » (TOUR DE JEU): the game's die.
DIE_FACES = 6

# --- Abilities with a number -----------------------------------------------------------------

# « Cuirassé : Ne peut être bloqué ou attaqué que par au moins 2 créatures. »
CUIRASSE_MIN_CREATURES = 2

# « Épines Volcaniques : Renvoie 1 dégat pour chaque attaque subie. »
EPINES_DAMAGE_PER_ATTACK = 1

# « Vengeance : Quand la créature ayant Vengeance subit 1 DGT, une créature ennemie subit 1 DGT »
VENGEANCE_DAMAGE_PER_DAMAGE = 1

# --- Experience, warlord and fortress ---------------------------------------------------------

# « Pour faire évoluer votre Chef de Guerre au Niveau 2, vous devez accumuler 12 Points
# d'Expérience (XP), récupérés sur les créatures adverses détruites. » (TABLE D'EXPIÉRIENCE)
XP_FOR_LEVEL_2 = 12

# « Quand il atteint 24 Points d'Expérience, vous gagnez la partie ! » (TABLE D'EXPIÉRIENCE)
XP_FOR_VICTORY = 24

# « un Chef de Guerre au NIVEAU 1 (recto de la carte) … il peut évoluer au NIVEAU 2 (verso de la
# carte) » (CHEF DE GUERRE)
WARLORD_FIRST_LEVEL = 1
WARLORD_LAST_LEVEL = 2

# « NB : Les Créatures Tokens ne rapportent pas de Points d'Expérience » (TABLE D'EXPIÉRIENCE)
TOKEN_XP = 0

# « Les Créatures Tokens qui sont mises en jeu sont limitées à 5 par Contrôleur. »
TOKENS_PER_CONTROLLER = 5

# « Si ses points de DRB tombent à zéro, vous perdez la partie ! » (FORTERESSE)
FORTRESS_DEFEAT_DRB = 0

# --- Limits of the tool (not rules) ----------------------------------------------------------

# A missing die roll doubles the results shown (one branch per parity); past this many the
# engine asks for the rolls instead of listing every combination.
MAX_OPEN_ROLLS = 3

# Bounds of the JSON read (the page offers 4 cards a side): each card more multiplies the states
# the resolution keeps to show both branches of a missing die.
MAX_CARDS = 6
"""Cards a side; also declarations, responses, blockers of one attack and die rolls of one card."""
MAX_ABILITIES = 12
MAX_RESISTANCES = 4
MAX_ID_LENGTH = 40
MAX_NAME_LENGTH = 60

# --- The board's limits and paying costs (limits.py, payment.py) ----------------------------------
# Passage anchors: a step lands on the sentence it applies.

TOKENS_LIMIT = "helix/effets-capacites#les-creatures-tokens-qui-sont-mises"
"""« Les Créatures Tokens qui sont mises en jeu sont limitées à 5 par Contrôleur. »"""

COMMUNE_LIMIT = "helix/commune#exemplaires-maximum-de-la-meme-carte"
"""« pas de limite au nombre d'occurrences en jeu »"""

EPIQUE_LIMIT = "helix/epique#exemplaires-maximum-de-la-meme-carte"
"""« 1 seule occurrence de la même Épique en jeu »"""

LEGENDAIRE_LIMIT = "helix/legendaire#exemplaires-maximum-de-la-meme-carte"
"""« 1 seule occurrence de la même Légendaire en jeu »"""

DIVINITE_LIMIT = "helix/divinite#seule-divinite-elle-est-pas-integree"
"""« 1 seule Divinité ! Elle n'est pas intégrée à votre Bibliothèque. Elle reste posée, face cachée, jusqu'à son
invocation... »"""

DIVINITES_INVOKED = "helix/divinites#les-cartes-de-type-divinites-ne"
"""« Seul le pouvoir de Tempus permet de les invoquer, grâce aux Adorateurs ! »"""

# « 1 seule occurrence de la même Épique en jeu » / « … de la même Légendaire en jeu »
SAME_UNIQUE_IN_PLAY = 1

# « 1 seule Divinité ! »
DIVINITIES_PER_PLAYER = 1

PRODUCE_HELIX = "helix/bienvenue#vous-produisez-energie-magique-appelee-helix"
"""« Vous produisez l'énergie magique (appelée Helix) en sacrifiant des cartes depuis votre main. Vous en gagnerez
par la suite, en détruisant des créatures adverses ou via d'autres moyens. »"""

DRAIN = "helix/preparation#drainez-helix-des-cartes-de-votre"
"""« Drainez l'Helix des cartes de votre main en les sacrifiant (elles rejoignent le cimetière) afin de pouvoir
payer le coût des cartes que vous mettez en jeu »"""

CARD_COST = "helix/infos-des-attributs-de-carte#cout-en-helix"
"""« Coût en Helix → 8 »"""

DRAINABLE = "helix/infos-des-attributs-de-carte#helix-drainable"
"""« Helix drainable → 7 »: what a card gives when it is drained, not its cost."""

POWER_COST = "helix/infos-des-attributs-de-carte#pouvoirs-souffle-brulant-gagne-dgt-stade"
"""« Pouvoirs → 1 Souffle Brûlant : Gagne 2 DGT »: the number before a power is its cost."""

POWER_COST_ICON = "helix/exemple-de-combat#considerons-que-le-joueur-defenseur-dispose"
"""« Considérons que le joueur défenseur dispose de 2 pour lancer le Pouvoir Boule de Feu »: the unit's icon is
lost in the cleaned rulebook."""

PAY_CARDS_OR_POWERS = "helix/cycle-1#le-joueur-initiative-il-defausse-des"
"""« il défausse des cartes pour produire l'Helix lui permettant de payer des cartes ou pouvoirs »"""

RESPOND_SPELLS_POWERS = "helix/cycle-1#le-joueur-peut-repondre-avec-des"
"""« Le joueur 2 peut répondre avec des Sorts ou des Pouvoirs »"""

RESPONDER_NO_CREATURE = "helix/tour-1#le-joueur-peut-repondre-en-declarant"
"""« Le joueur 2 peut répondre en déclarant des bloqueurs mais ne peut pas invoquer de créatures »"""

ACTIONS_BEFORE_END = "helix/tour-1#le-joueur-peut-realiser-des-actions"
"""« Le joueur 1 peut réaliser des actions (invocation, sorts, pouvoirs...) avant de terminer son tour »"""

PHASES = "helix/tour-de-jeu#le-tour-un-joueur-est-divise"
"""« Le tour d'un joueur est divisé en 5 phases, durant lesquelles il peut effectuer des actions spécifiques. »"""

CANALISATION = "helix/canalisation"
"""« 1 Canalisation (Phase passive) »: its title is no passage; its lines draw, straighten, resolve effects."""

CANALISATION_POWERS = "helix/canalisation#les-joueurs-ne-peuvent-pas-declarer"
"""« (Ils peuvent en revanche déclencher les effets d'Éveil ou activer des Pouvoirs) », under Canalisation."""

PREPARATION_ACTIONS = "helix/preparation#invoquez-des-creatures-et-des-objets"
"""« Invoquez des créatures et des objets, lancez des sorts, activez des pouvoirs »"""

COMBAT_ACTIONS = "helix/combat#jouez-les-sorts-ephemeres-et-les"
"""« Jouez les sorts éphémères et les pouvoirs, en donnant la priorité à l'attaquant »"""

COMBAT_THEN_RESOLUTION = "helix/combat#quand-tous-les-effets-ont-ete"
"""« Quand tous les effets ont été appliqués, passez à la phase de Résolution »"""

REPARATION_ACTIONS = "helix/reparation#invoquez-des-creatures-et-objets-jouez"
"""« Invoquez des créatures et objets, jouez des sorts »"""

EPHEMERE = "helix/glossaire/ephemere"
"""« Sort pouvant être lancé durant la Manipulation »"""

PERMANENT = "helix/glossaire/permanent-persistant"
"""« Sort ne pouvant pas être lancé durant la Manipulation »"""

HYBRIDE = "helix/glossaire/hybride"
"""« Sort disposant de la double capacité Ephémère/Permanent. »"""

SPELL_KINDS = "helix/sorts#les-sorts-sont-divises-en-types"
"""« Les Sorts sont divisés en 2 types principaux : les Éphémères, et les Permanents / Persistants »"""

LOST_ICON_GAINS = "helix/glossaire/drain-de-lumiere"
"""« Drain de Lumière : Quand cette créature attaque, gagnez » (and Germination's « gagnez »): the icon is lost."""

TRANSITION_PASSAGE = "helix/effets-capacites#transition"
"""« Ne peut ni attaquer, ni bloquer, ni activer de pouvoir (ceci inclut la capacité d'éveil) jusqu'à la fin du
tour »"""

RENFORT = "helix/glossaire/renfort"
BRISE_SORT = "helix/glossaire/brise-sort"

STADE_PRIMORDIAL = "helix/stade#vous-pouvez-faire-evoluer-vos-betes"
"""« Vous pouvez faire évoluer vos Bêtes au Stade ★★ en utilisant l'Helix Primordial »"""

FORGE_PRIMORDIAL = "helix/forge-arcanique#vous-pouvez-appliquer-un-enchantement-sur"
"""« Vous pouvez appliquer un enchantement sur un Equipement grâce à la Forge Arcanique, en utilisant l'Helix
Primordial »"""

# Limits of the tool (not rules): a hand the reader types, and the ways of paying listed one by one.
MAX_HAND = 15
MAX_IN_PLAY = 30
MAX_WAYS_LISTED = 12
MAX_HELIX = 99

# --- Lasting effects over the turns (effects/, the « effets » calculator) -----------------------
# Passage anchors: each step of the walk lands on the line of « TOUR DE JEU » or the glossary entry it applies.

STRAIGHTEN = "helix/canalisation#le-joueur-attaquant-redresse-toutes-ses"
"""« Le joueur Attaquant redresse toutes ses cartes, sauf effet contraire. »"""

ACTIVE_EFFECTS = "helix/canalisation#resolez-les-effets-actifs-poison-brulure"
"""« Résolez les effets actifs (Poison, Brûlure...) »"""

AWAKEN_IN_TRANSITION = "helix/canalisation#activez-les-effets-eveil-des-creatures"
"""« Activez les effets d'Eveil des créatures en Transition »"""

END_OF_TURN_ABILITIES = "helix/reparation#activez-les-capacites-prenant-effet-en"
"""« Activez les capacités prenant effet en fin de tour »"""

END_THE_TURN = "helix/reparation#terminez-le-tour"
"""« Terminez le tour »"""

ONCE_A_TURN = "helix/reparation#nb-une-creature-ne-peut-attaquer"
"""« NB : Une créature ne peut attaquer qu'une seule fois par tour, sauf si elle possède la capacité Frénésie. »"""

DECLARE_ATTACK = "helix/combat#attaquant-declare-une-attaque-une-ou"
"""« L'attaquant déclare une attaque d'une ou plusieurs créatures sur une ou plusieurs cibles »"""

CONTACT_MOVES = "helix/le-positionnement#les-creatures-ayant-la-competence-de"
"""« Les Créatures ayant la Compétence de Combat Contact se déplacent dans la zone d'Attaque quand elles déclarent
une attaque sur une cible. »"""

BLOCKER_MOVES = "helix/le-positionnement#le-ravageur-crocs-acier-se-deplace"
"""« Le Ravageur Crocs d'Acier se déplace dans la zone d'Attaque, pour venir bloquer le Kronosaure »"""

ONLY_DRESSED_FIGHT = "helix/resolution-des-combats#seules-les-creatures-dressees-sont-en"
"""« Seules les créatures dressées sont en capacité d'attaquer ou de défendre »"""

EFFECT_MARKERS = "helix/effets-capacites#les-capacites-et-effets-sont-materialises"
"""« Les capacités et effets sont matérialisés en jeu par des marqueurs placés sur les cartes. »"""

TURN_KEYWORD = "helix/glossaire/tour"
"""« Tour : temps de jeu d'un joueur »: « chaque tour » is every player's turn."""

DEATH_KEYWORD = "helix/glossaire/mort"
"""« Mort : Capacité activée lorsqu'une créature est détruite. »"""

CYCLE_OF_TWO_TURNS = "helix/cycles-tours#cycle"
"""« Cycle : tour du joueur 1 + joueur 2 »"""

NO_ATTACK_IN_CYCLE_1 = "helix/cycle-1#pas-de-declaration-attaque-sur-le"
"""« Pas de déclaration d'attaque sur le Cycle 1 »"""

COMBAT_DAMAGE = "helix/resolution-des-combats#par-defaut-lorsqu-elles-sont-dressees"
"""« Par défaut, lorsqu'elles sont dressées, les créatures s'infligent simultanément les DGT (dégats) »"""

RANGED_FROM_DEFENSE = "helix/le-positionnement#les-creatures-ayant-la-competence-de-2"
"""« Les Créatures ayant la Compétence de Combat Portée et se trouvant dans la zone de Défense, ne peuvent cibler que
la zone d'Attaque. »"""

# « Poison : Au début de chaque tour, inflige 1 DGT »
POISON_DAMAGE = 1

# « Brûlure : Subit 1 dégat par tour pendant 2 tours »
BURN_DAMAGE = 1
BURN_TURNS = 2

# « Maladie : Une créature affligée de Maladie perd 1 DGT par tour »
SICKNESS_LOSS = 1

# « Régénération : Regagne 1 PDV par niveau de Régénération en fin de tour. »
REGENERATION_PER_LEVEL = 1

# « Épines Acérées : Une créature subissant les Épines Acérées perd 1 PDV quand elle attaque »
THORNS_LOSS = 1

# « Saignement : La créature perd 1 PDV à chaque déplacement »
BLEEDING_LOSS = 1

# « Enlèvement : … Impair : elle perd 1 PDV et reste immobilisée »
ABDUCTION_LOSS = 1

# « Lien d'Ombre : Pour chaque dégat subi …, les autres créatures portant le Lien d'Ombre gagnent 1 point de vie. »
SHADOW_LINK_GAIN = 1

# « Épouvante : Ne peut ni bloquer, ni attaquer pour 1 tour. »
TERROR_TURNS = 1

# « Attaque Spectrale : … Les DGT de sa prochaine attaque sont doublés. »
SPECTRAL_MULTIPLIER = 2

# Limits of the tool (not rules): the turns walked and the cards and markers read.
MIN_WALKED_TURNS = 1
MAX_WALKED_TURNS = 10
MAX_EFFECT_CARDS = 12
MAX_MARKERS = 8
MAX_TURN_NUMBER = 99
