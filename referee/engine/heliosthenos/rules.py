"""Héliosthenos's rules as the engine cites them: anchors into the corpus and the rule numbers."""

# --- Rule anchors -------------------------------------------------------------------------
BOARD = "heliosthenos/surface-de-jeu"
CARDS = "heliosthenos/cartes"
PLAY = "heliosthenos/jeu"
COMBAT = "heliosthenos/combat"
SCORE_MILIEU = "heliosthenos/glossaire/score-de-milieu"
SCORE_RESTANT = "heliosthenos/glossaire/score-restant"
SCORE_TOTAL = "heliosthenos/glossaire/score-total"
PRISONERS = "heliosthenos/prisonniers-et-blesses"
TERRITORIES = "heliosthenos/glossaire/territoires"

# Passages: one sentence of the rulebook each, so that a step's link lands on the line applied.
# « une surface de jeu de 5 par 5, dont chaque case est de la taille d'une carte »
SURFACE = "heliosthenos/support#une-surface-de-jeu-de-par"
# « Chaque joueur se met d'un côté de la grille de jeu. »
SIDES = "heliosthenos/surface-de-jeu#chaque-joueur-se-met-un-cote"
# « Les 5 cases juste en face d'un joueur représentent ses territoires. »
TERRITORY_SQUARES = "heliosthenos/surface-de-jeu#territoires"
# « Le but du jeu est de prendre les territoires de l'adversaire. Chaque colonne représente un type de terrain
#   différent. On a dans l'ordre : désert, montagne, marais, chaos, glace. »
GOAL = "heliosthenos/surface-de-jeu#le-but-du-jeu-est-de"
COLUMNS = GOAL
# « Au verso il y a 5 chiffres allant de 1 à 10 indiquant la force de la carte dans chaque milieu. »
STRENGTHS = "heliosthenos/cartes#au-verso-il-chiffres-allant-de"
# « Chaque joueur brasse son tas, puis prend 10 cartes, en pose 5 de son choix sur ses 5 territoires… »
SETUP = "heliosthenos/jeu#chaque-joueur-brasse-son-tas-puis"
# « Puis à tour de rôle, chaque joueur peut accomplir 2 actions. »
TWO_ACTIONS = "heliosthenos/jeu#puis-tour-de-role-chaque-joueur"
# « avancer une créature (créature active, prisonnière ou blessée) d'une case dans n'importe laquelle des 4
#   directions (pour déplacer une créature blessée ou prisonnière, il faut soit qu'une créature active se
#   déplace avec elle, soit qu'une créature active se trouve sur la case de départ et une autre sur la case
#   d'arrivée) »
MOVE = "heliosthenos/jeu#avancer-une-creature-creature-active-prisonniere"
# « attaquer une créature ennemie (dès qu'une créature a attaqué, elle a fini pour le tour ; si le joueur a
#   encore 1 action, il doit l'utiliser avec une autre créature) »
ATTACK = "heliosthenos/jeu#attaquer-une-creature-ennemie-des-qu"
# « poser une créature de sa main sur un de ses territoires, puis la remplacer dans sa main par une nouvelle
#   carte de son tas »
PLACE = "heliosthenos/jeu#poser-une-creature-de-sa-main"
# « jeter une carte de sa main, puis la remplacer par une nouvelle carte du tas »
DISCARD = "heliosthenos/jeu#jeter-une-carte-de-sa-main"
# « retirer du jeu une créature (active ou blessée) se trouvant sur un de ses territoires et la mettre dans le
#   tas de cartes jetées (pour retirer une créature prisonnière du jeu, il suffit de l'achever, ce qui ne
#   compte pas pour une action et peut être fait sur n'importe quelle case où se trouve aussi une créature
#   active) »
REMOVE = "heliosthenos/jeu#retirer-du-jeu-une-creature-active"
FINISH_PRISONER = REMOVE
# « « soigner » une créature blessée se trouvant sur un de ses territoires, ce qui correspond à la réactiver ;
#   elle peut agir dès le tour suivant. »
HEAL = "heliosthenos/jeu#soigner-une-creature-blessee-se-trouvant"
# « « faire parler » un prisonnier qui a été ramené sur un de ses territoires ; le joueur dont la créature
#   « a parlé » doit retourner la carte du choix de son adversaire pour qu'il puisse en voir les capacités. »
INTERROGATE = "heliosthenos/jeu#faire-parler-un-prisonnier-qui-ete"
# « En un tour, un joueur peut avancer 2 cartes, avancer une carte de 2 cases, avancer une carte et attaquer
#   avec la même, attaquer avec 2 cartes différentes, etc, mais il ne peut pas attaquer avec une carte, puis
#   encore déplacer celle-ci, ou attaquer 2 fois avec la même carte. »
IN_A_TURN = "heliosthenos/jeu#en-un-tour-un-joueur-peut"
# « Il peut y avoir maximum 2 cartes par case. »
SQUARE_LIMIT = "heliosthenos/jeu#il-peut-avoir-maximum-cartes-par"
# « Chaque joueur doit toujours avoir 5 cartes dans la main (sauf si le tas d'un joueur est vide) »
HAND = "heliosthenos/jeu#chaque-joueur-doit-toujours-avoir-cartes"
# « La case sur laquelle se passe le combat est celle du défenseur. »
COMBAT_SQUARE = "heliosthenos/combat#la-case-sur-laquelle-se-passe"
# « Le score de milieu est la différence entre les forces des deux cartes du milieu… »
SCORE_MILIEU_PASSAGE = "heliosthenos/combat#score-de-milieu"
# « Le score restant est la somme des milieux dans lesquels on domine son adversaire moins… »
SCORE_RESTANT_PASSAGE = "heliosthenos/combat#score-restant"
# « Le score total est le score de terrain plus le score restant. »
SCORE_TOTAL_PASSAGE = "heliosthenos/combat#score-total"
# « Le vainqueur est celui avec le plus grand score total. »
VICTOR = "heliosthenos/combat#le-vainqueur-est-celui-avec-le"
# « Si le vaincu a un plus grand score de milieu, il peut fuir (s'éloigner d'une case) »
FLIGHT = "heliosthenos/combat#si-le-vaincu-un-plus-grand"
# « Dans le cas contraire le vainqueur peut choisir entre la faire prisonnière ou l'achever. »
PRISONER_OR_FINISH = "heliosthenos/combat#dans-le-cas-contraire-le-vainqueur"
# « Lorsqu'une case contenant 2 créatures est attaquée par une seule créature, l'attaquant a un malus de 1… »
ONE_AGAINST_TWO = "heliosthenos/combat#lorsqu-une-case-contenant-creatures-est"
# « Si 2 créatures attaquent une seule, c'est le défenseur qui a un malus de 1 à tous les milieux… »
TWO_AGAINST_ONE = "heliosthenos/combat#si-creatures-attaquent-une-seule-est"
# « Si 2 créatures attaquent 2 autres créatures sur une même case, c'est le défenseur qui choisit… »
TWO_AGAINST_TWO = "heliosthenos/combat#si-creatures-attaquent-autres-creatures-sur"
# « Si une case contenant une carte active et un prisonnier ou un blessé est attaquée… »
OCCUPANT_FATE = "heliosthenos/combat#si-une-case-contenant-une-carte"
# « Un prisonnier repris à l'adversaire devient donc un blessé. »
RETAKEN = "heliosthenos/prisonniers-et-blesses#un-prisonnier-repris-adversaire-devient-donc"
# « Les prisonniers et les blessés, doivent être retournés, face visible. »
FACE_UP = "heliosthenos/prisonniers-et-blesses#les-prisonniers-et-les-blesses-doivent"
# « Pour déplacer une créature blessée ou prisonnière, il faut soit qu'une créature active se déplace avec
#   elle (2 actions), soit qu'une créature active se trouve sur la case de départ et une autre sur la case
#   d'arrivée (1 action) »
CARRY = "heliosthenos/prisonniers-et-blesses#pour-deplacer-une-creature-blessee-ou"
# « Un blessé évacué du jeu va dans le tas des cartes jetées de son possesseur. Un prisonnier évacué du jeu est
#   rendu à son propriétaire. »
EVACUATED = "heliosthenos/prisonniers-et-blesses#un-blesse-evacue-du-jeu-va"

# --- Rule numbers -------------------------------------------------------------------------
# « Au verso il y a 5 chiffres allant de 1 à 10 indiquant la force de la carte dans chaque milieu. »
STRENGTH_COUNT = 5
MIN_STRENGTH, MAX_STRENGTH = 1, 10
# « une surface de jeu de 5 par 5 »
BOARD_SIZE = 5
# « Il peut y avoir maximum 2 cartes par case. »
MAX_CARDS_PER_SQUARE = 2
# « Puis à tour de rôle, chaque joueur peut accomplir 2 actions. »
ACTIONS_PER_TURN = 2
# « Nombre de joueurs : 2 »
PLAYERS = 2
# « … prend 10 cartes, en pose 5 de son choix sur ses 5 territoires … et garde les 5 restantes dans sa main. »
SETUP_DRAW, SETUP_PLACED = 10, 5
# « Chaque joueur doit toujours avoir 5 cartes dans la main (sauf si le tas d'un joueur est vide) »
HAND_SIZE = 5
# « Les 5 cases juste en face d'un joueur représentent ses territoires. »
TERRITORY_COUNT = 5
# « d'une case dans n'importe laquelle des 4 directions »
STEP = 1
# « soit qu'une créature active se déplace avec elle (2 actions), soit qu'une créature active se trouve sur la
#   case de départ et une autre sur la case d'arrivée (1 action) »
ESCORTED_COST, RELAYED_COST = 2, 1
# « (pour retirer une créature prisonnière du jeu, il suffit de l'achever, ce qui ne compte pas pour une action…) »
FINISH_COST = 0
# The rulebook provides for one or two attacking creatures (« attaquée par 2 créatures »).
MAX_ATTACKERS = 2
# « l'attaquant a un malus de 1 à tous les milieux » / « c'est le défenseur qui a un malus de 1 »
OUTNUMBERED_MALUS = 1
