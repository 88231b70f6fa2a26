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

# --- Rule numbers -------------------------------------------------------------------------
# « Au verso il y a 5 chiffres allant de 1 à 10 indiquant la force de la carte dans chaque milieu. »
STRENGTH_COUNT = 5
MIN_STRENGTH, MAX_STRENGTH = 1, 10
# « une surface de jeu de 5 par 5 »
BOARD_SIZE = 5
# « Il peut y avoir maximum 2 cartes par case. »
MAX_CARDS_PER_SQUARE = 2
# The rulebook provides for one or two attacking creatures (« attaquée par 2 créatures »).
MAX_ATTACKERS = 2
# « l'attaquant a un malus de 1 à tous les milieux » / « c'est le défenseur qui a un malus de 1 »
OUTNUMBERED_MALUS = 1
