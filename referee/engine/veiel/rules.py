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

# --- Anchors: passages (a step or refusal lands on the sentence it applies) -----------------------
# The sections above stay for what covers several passages (a field choosing between forms, the page of a
# whole section); every step and refusal cites one of these, or a glossary entry where the entry is applied.
# A step flagged SILENT cites the passage where the book falls silent, and lists in its values (``in_tension``)
# every passage it weighs when two of them pull apart.

# Informations générales: « Une partie (hors scénario) est la succession de 4 affrontements entrecoupés de phases
#   de renforcement de vos decks de cartes. »
FOUR_ENCOUNTERS = "veiel/informations-generales#une-partie-hors-scenario-est-la"

# Phase d'action des Héros: « Un héros peut jouer et résoudre l'effet d'une (ou plusieurs) carte de sa main, puis la
#   placer dans la défausse OU défausser une (ou plusieurs) carte de sa main pour effectuer 1 déplacement OU tout
#   simplement défausser une carte. »
PLAY_OR_DISCARD = "veiel/phase-d-action-des-heros#un-heros-peut-jouer-et-resoudre"

# Phase d'action des ennemis: « Résolvez le tour des ennemis en parcourant le plateau comme si vous lisiez un livre
#   de gauche à droite. Pour effectuer le tour d'un ennemi, il suffit de lire le texte sur sa carte. »
READING_ORDER = "veiel/phase-d-action-des-ennemis#resolvez-le-tour-des-ennemis-en"
# « À la fin du tour des ennemis, tous les blocages des héros et des ennemis sont retirés, sauf si un effet indique
#   le contraire. » — the aid's only mention of an enemy's block.
BLOCKS_REMOVED = "veiel/phase-d-action-des-ennemis#la-fin-du-tour-des-ennemis"

# Dégâts des ennemis à un héros (P.14-15)
# « Le héros subit une blessure pour chaque dégât non bloqué par un point de blocage. Lorsqu'un héros subit 1
#   blessure, il place la carte du dessus de son deck dans ses blessures. Cette carte est face visible. »
WOUND_PER_UNBLOCKED_DAMAGE = "veiel/degats-des-ennemis-a-un-heros#le-heros-subit-une-blessure-pour"
# « Si son deck est vide, il reconstitue son deck à l'aide de sa défausse. »
DECK_REBUILT = "veiel/degats-des-ennemis-a-un-heros#si-son-deck-est-vide-il"
# « Si sa défausse et son deck sont vides, il défausse les cartes de sa main de son choix dans ses blessures. »
WOUND_FROM_HAND = "veiel/degats-des-ennemis-a-un-heros#si-sa-defausse-et-son-deck"
# « À moins qu'il ne soit spécifié le contraire, les héros subissent les effets supplémentaires des attaques ennemis
#   même s'ils bloquent l'intégralité des dégâts. »
ADDITIONAL_EFFECTS = "veiel/degats-des-ennemis-a-un-heros#moins-qu-il-ne-soit-specifie"
# « Si à la suite d'un quelconque effet, un ennemi n'a pas le droit d'attaquer un héros, il ignore ce héros. »
IGNORED_HERO = "veiel/degats-des-ennemis-a-un-heros#si-la-suite-un-quelconque-effet"

# Ciblage des ennemis (P.13-14)
# « Utilisez la menace pour départager en cas de doute sur la cible des ennemis. La cible prioritaire est la cible
#   avec le plus de menace. »
THREAT_PRIORITY = "veiel/ciblage-des-ennemis#utilisez-la-menace-pour-departager-en"
# « Si deux héros possèdent la même menace, le héros possédant le plus de symbole d'épée est alors la cible
#   prioritaire. » — the last criterion: a tie beyond it is the book's silence.
SWORDS_PRIORITY = "veiel/ciblage-des-ennemis#si-deux-heros-possedent-la-meme"
# « Ennemi avec une icône à cible unique : attaque le héros le plus proche pour un minimum de déplacement. Si
#   plusieurs cibles, utilisation du score de menace. Si quoi qu'il arrive, même en se déplaçant, l'ennemi ne peut
#   pas attaquer de héros, il se déplace en direction du héros le plus proche. »
SINGLE_TARGET = "veiel/ciblage-des-ennemis#ennemi-avec-une-icone-cible-unique"
# « Ennemi avec une icône à cible multiple : L'ennemi cherche à toucher un maximum de héros et effectue son
#   déplacement en conséquence. Si plusieurs groupes de héros de taille équivalente sont accessibles (y compris un
#   seul héros), l'ennemi ciblera le groupe de héros ayant la plus grande menace cumulée. »
MULTIPLE_TARGET = "veiel/ciblage-des-ennemis#ennemi-avec-une-icone-cible-multiple"

# Invocation d'ennemis: « Dès qu'un ennemi invoque d'autres ennemis, relancez les dés noirs […]. Si un ennemi meurt,
#   ses invocations meurent également. »
SUMMONS_DIE = "veiel/invocation-d-ennemis#des-qu-un-ennemi-invoque-autres"

# Affronter le boss (P.16-17)
# « Chaque boss est accompagné d'un deck de 7 cartes Action qui détermine son comportement lorsqu'il doit agir. Si
#   la pile des cartes Action est vide, mélangez-la à nouveau. »
BOSS_ACTION_DECK = "veiel/affronter-le-boss#chaque-boss-est-accompagne-dun-deck"
# « Pour chaque vie perdue par le boss : Résoudre son passif et une carte Action, jouez-la même si le tour d'un
#   héros est en cours. »
BOSS_LIFE_LOST = "veiel/affronter-le-boss#pour-chaque-vie-perdue-par-le"
# « Au tour du boss de jouer : Résoudre deux cartes Action, l'une après l'autre. »
BOSS_TURN = "veiel/affronter-le-boss#au-tour-du-boss-de-jouer"
# « Mort du boss : Si le boss perdait une ou plusieurs vies en une seule attaque et s'il devait mourir, ne jouez
#   aucune carte Action et ne résolvez pas son passif. »
BOSS_DEATH = "veiel/affronter-le-boss#mort-du-boss-si-le-boss"

# Mort d'un héros (P.15)
# « À la fin de son tour, si un héros doit piocher ses 5 cartes et qu'il n'y a plus assez de cartes […], le héros
#   défausse les cartes qu'il a en main et meurt. Il reste alors sur le champ de bataille, mais il ne compte plus
#   comme un obstacle. »
DEAD_HERO = "veiel/mort-d-un-heros#la-fin-de-son-tour-si"
# « Les effets de pioche ne peuvent pas tuer un héros, même s'il ne peut plus piocher. »
DRAW_CANNOT_KILL = "veiel/mort-d-un-heros#les-effets-de-pioche-ne-peuvent"

# Déplacement des héros et des ennemis (P.14, P.21)
# « Il est impossible de traverser les ennemis. En revanche, vous pouvez traverser vos alliés. »
HEROES_CROSS_ALLIES = "veiel/deplacement-des-heros-et-des-ennemis#il-est-impossible-de-traverser-les"
# « Un ennemi ne peut ni traverser les autres ennemis ni traverser les héros. »
ENEMIES_CROSS_NOTHING = "veiel/deplacement-des-heros-et-des-ennemis#un-ennemi-ne-peut-ni-traverser"
# « Lorsqu'un ennemi souhaite se déplacer vers une case et que plusieurs chemins d'égale distance sont possibles,
#   il privilégie toujours le franchissement de lignes en premier, puis les franchissements de colonnes. »
ROWS_FIRST = "veiel/deplacement-des-heros-et-des-ennemis#lorsqu-un-ennemi-souhaite-se-deplacer"

# La zone des effets et ligne de vue (P.19): « Le carré noir représente le héros qui joue la carte. » — the aid's
#   one sentence on a card's drawn squares: they are placed from the square of the one who acts.
DRAWN_FROM_BLACK_SQUARE = "veiel/la-zone-des-effets-et-ligne-de-vue#le-carre-noir-represente-le-heros"

# Dégâts des héros à un ennemi (P.20): « Lorsque vous infligez des dégâts à un ennemi, celui-ci subit des
#   blessures. Chaque dégât réduit le dé jaune de 1. Si le dé jaune devrait atteindre 0, l'ennemi perd aussitôt une
#   vie. Son dé rouge diminue alors de 1, et le dé jaune revient à sa valeur initiale […]. »
ENEMY_DICE = "veiel/degats-des-heros-a-un-ennemi#lorsque-vous-infligez-des-degats-un"

# Les cadavres (Extension 1)
# « Si un joueur possède une carte qui utilise les cadavres, cela signifie que vous devez à chaque fois qu'un ennemi
#   meurt, retourner sa carte et la laisser sur le plateau. »
CORPSE_LEFT = "veiel/les-cadavres#si-un-joueur-possede-une-carte"
# « Une case contenant un cadavre est considérée comme vide pour la résolution des effets. Les cadavres ne sont pas
#   des obstacles de quelque manière que ce soit. »
CORPSE_SQUARE_EMPTY = "veiel/les-cadavres#une-case-contenant-un-cadavre-est"

# Important (P.21, P.25)
# « Sauf si l'effet indique le contraire, vous n'êtes jamais obligé d'effectuer les déplacements d'une carte. »
MOVES_OPTIONAL = "veiel/important#sauf-si-effet-indique-le-contraire"
# « Certaines cartes parlent de blessures tandis que d'autres parlent de dégâts. » — the choice between the two.
DAMAGE_OR_WOUNDS = "veiel/important#certaines-cartes-parlent-de-blessures-tandis"
# « Dégâts => dégâts bloqués ou non. »
DAMAGE_BLOCKED_OR_NOT = "veiel/important#degats-degats-bloques-ou-non"
# « Blessures => dégâts forcément non bloqués. »
WOUNDS_NEVER_BLOCKED = "veiel/important#blessures-degats-forcement-non-bloques"

# Difficulté pour les parties à 4 affrontements: each encounter's line, by difficulty (the model's
# ``Difficulty`` values), 1st to 4th — « 1er Affrontement : 2 Basique », « 2ème : 1 Basique + 3 Intermédiaire »…
ENCOUNTER_LINES: dict[str, tuple[str, str, str, str]] = {
    "facile": (
        "veiel/difficulte-pour-les-parties-a-4-affrontements#1er-affrontement-basique",
        "veiel/difficulte-pour-les-parties-a-4-affrontements#2eme-basique-intermediaire",
        "veiel/difficulte-pour-les-parties-a-4-affrontements#3eme-basique-intermediaire-puissant",
        "veiel/difficulte-pour-les-parties-a-4-affrontements#4eme-boss",
    ),
    "normale": (
        "veiel/difficulte-pour-les-parties-a-4-affrontements#1er-affrontement-basique-intermediaire",
        "veiel/difficulte-pour-les-parties-a-4-affrontements#2eme-intermediaire",
        "veiel/difficulte-pour-les-parties-a-4-affrontements#3eme-intermediaire-puissant",
        "veiel/difficulte-pour-les-parties-a-4-affrontements#4eme-boss-intermediaire",
    ),
    "difficile": (
        "veiel/difficulte-pour-les-parties-a-4-affrontements#1er-affrontement-basique-intermediaire-2",
        "veiel/difficulte-pour-les-parties-a-4-affrontements#2eme-basique-intermediaire-2",
        "veiel/difficulte-pour-les-parties-a-4-affrontements#3eme-puissant",
        "veiel/difficulte-pour-les-parties-a-4-affrontements#4eme-boss-puissant-intermediaire",
    ),
    "extreme": (
        "veiel/difficulte-pour-les-parties-a-4-affrontements#1er-affrontement-basique-intermediaire-3",
        "veiel/difficulte-pour-les-parties-a-4-affrontements#2eme-basique-intermediaire-3",
        "veiel/difficulte-pour-les-parties-a-4-affrontements#3eme-basique-intermediaire-puissant-2",
        "veiel/difficulte-pour-les-parties-a-4-affrontements#4eme-boss-basique-intermediaire-puissant",
    ),
    "cauchemar": (
        "veiel/difficulte-pour-les-parties-a-4-affrontements#1er-affrontement-basique-intermediaire-4",
        "veiel/difficulte-pour-les-parties-a-4-affrontements#2eme-basique-intermediaire-puissant",
        "veiel/difficulte-pour-les-parties-a-4-affrontements#3eme-basique-intermediaire-puissant-3",
        "veiel/difficulte-pour-les-parties-a-4-affrontements#4eme-boss-basique-intermediaire-puissant-2",
    ),
    "impossible": (
        "veiel/difficulte-pour-les-parties-a-4-affrontements#1er-affrontement-basique-intermediaire-5",
        "veiel/difficulte-pour-les-parties-a-4-affrontements#2eme-basique-puissant",
        "veiel/difficulte-pour-les-parties-a-4-affrontements#3eme-boss-basique-intermediaire",
        "veiel/difficulte-pour-les-parties-a-4-affrontements#4eme-boss-2",
    ),
}

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
# La zone des effets et ligne de vue (P.19)
# « Le carré noir représente le héros qui joue la carte. » — a card's white squares are placed from the square of
#   the one who acts.
AREA_BLACK_SQUARE = "veiel/la-zone-des-effets-et-ligne-de-vue#le-carre-noir-represente-le-heros"
# « Le symbole infini indique que la zone s'étend sur tout le plateau de jeu. Les effets qui possèdent cette portée
#   ignorent tous les obstacles. » — at odds with the Infranchissable entry's path « de case en case (orthogonal) »
#   for « une portée infinie » (AREA_INFRANCHISSABLE, applied): the squares it walls in are flagged, both cited.
AREA_INFINITE = "veiel/la-zone-des-effets-et-ligne-de-vue#le-symbole-infini-indique-que-la"
# « Tous les effets peuvent traverser les ennemis et les héros. Il n'y a aucune notion de blocage de ligne de vue. »
AREA_NO_LINE_OF_SIGHT = "veiel/la-zone-des-effets-et-ligne-de-vue#tous-les-effets-peuvent-traverser-les"
# « Le héros qui joue la carte représenté par le carré noir peut aussi être la cible de l'effet d'une carte lorsque
#   celui-ci cible un ou plusieurs héros. »
AREA_SELF_TARGET = "veiel/la-zone-des-effets-et-ligne-de-vue#le-heros-qui-joue-la-carte"
# « Le héros ne peut jamais se cibler avec une carte lorsque le carré noir est barré par une croix blanche. »
AREA_CROSSED_OUT = "veiel/la-zone-des-effets-et-ligne-de-vue#le-heros-ne-peut-jamais-se"

# Portée : les flèches (Extension 5)
# « Lorsqu'un effet avec cette portée est déclenché, il se propage dans une direction choisie : haut, bas, gauche ou
#   droite. »
ARROW_DIRECTION = "veiel/portee-les-fleches#lorsquun-effet-avec-cette-portee-est"
# « Parfois, plusieurs lignes ou colonnes peuvent être affectées simultanément. »
ARROW_LANES = "veiel/portee-les-fleches#parfois-plusieurs-lignes-ou-colonnes-peuvent"
# « L'effet s'applique sur la première entité rencontrée donc si plusieurs entités sont alignées, seule la première
#   rencontrée est affectée. »
ARROW_FIRST_ENTITY = "veiel/portee-les-fleches#effet-sapplique-sur-la-premiere-entite"
# « Si aucune entité valide n'est présente dans la direction choisie, l'effet ne se déclenche pas. »
ARROW_NO_VALID_ENTITY = "veiel/portee-les-fleches#si-aucune-entite-valide-nest-presente"
# « Les éléments Infranchissable interrompent cette portée. »
ARROW_INFRANCHISSABLE = "veiel/portee-les-fleches#les-elements-infranchissable-interrompent-cette"
# « Cet effet n'est pas considéré comme ciblant l'entité. »
ARROW_NOT_TARGETING = "veiel/portee-les-fleches#cet-effet-nest-pas-considere-comme"

# Glossaire, each entry one passage
# Adjacent: « Sont considérées comme adjacentes, les cases orthogonalement collées à la case ciblée. Les diagonales
#   ne comptent pas. »
AREA_ADJACENT = "veiel/glossaire-du-jeu#adjacent"
# Nombre de cases qui vous sépare: « Comptez alors le nombre de cases en incluant celle sur laquelle se trouve la
#   cible. »
AREA_SQUARES_BETWEEN = "veiel/glossaire-du-jeu#nombre-de-cases-qui-vous-separe"
# Allié: « Les héros peuvent cibler une entité portant le mot clé Allié avec leurs effets comme s'il s'agissait d'un
#   héros. En revanche, seuls les effets permettant de lui faire gagner du blocage, de la déplacer ou de soigner ses
#   blessures peuvent être résolus. »
AREA_ALLY = "veiel/glossaire-du-jeu#allie"
# Obstacle: « Les héros comme les ennemis peuvent résoudre des effets traversant une carte portant le mot clé
#   Obstacle. »
AREA_OBSTACLE = "veiel/glossaire-du-jeu#obstacle"
# Infranchissable: « Les entités possédant le mot clé Infranchissable bloquent les effets des cartes. S'il existe un
#   chemin dans la portée (Carrés blancs) qui permet d'atteindre la cible sans traverser une entité Infranchissable
#   alors l'effet est possible. […] Dans le cas d'une portée infinie ou d'une téléportation, il doit exister un chemin
#   de case en case (orthogonal) […]. Rien n'empêche de cibler un ennemi ou un héros qui serait Infranchissable. »
AREA_INFRANCHISSABLE = "veiel/glossaire-du-jeu#infranchissable"
# Inéluctable: « Durant votre tour, si une carte Inéluctable se trouve dans votre main et que vous pouvez la jouer,
#   elle doit être jouée. »
AREA_INELUCTABLE = "veiel/glossaire-du-jeu#ineluctable"

# Who else: the dead, corpses, an enemy's effect, the twins
# « Il reste alors sur le champ de bataille, mais il ne compte plus comme un obstacle. » (Mort d'un héros)
AREA_DEAD_HERO = "veiel/mort-d-un-heros#la-fin-de-son-tour-si"
# « Une case contenant un cadavre est considérée comme vide pour la résolution des effets. » (Les cadavres)
AREA_CORPSE = "veiel/les-cadavres#une-case-contenant-un-cadavre-est"
# « Tous les effets des ennemis qui interagissent avec les héros sont considérés comme des attaques et ce même s'ils
#   n'infligent pas de dégât à proprement parler. » (Dégâts des ennemis à un héros, P.15)
AREA_ENEMY_EFFECT_IS_ATTACK = "veiel/degats-des-ennemis-a-un-heros#moins-qu-il-ne-soit-specifie"
# « Si à la suite d'un quelconque effet, un ennemi n'a pas le droit d'attaquer un héros, il ignore ce héros. Même une
#   attaque qui ne cible pas directement le héros ne peut pas le toucher. » (P.14)
AREA_IGNORED_HERO = "veiel/degats-des-ennemis-a-un-heros#si-la-suite-un-quelconque-effet"
# « Les cartes qui ciblent 'tous les héros' vous ciblent 2 fois. » (Les jumeaux imprégnés d'Ilhus)
AREA_TWINS = "veiel/heros-les-jumeaux-impregnes-d-ilhus#les-cartes-qui-ciblent-tous-les"
# « Vous devez toujours résoudre l'intégralité de l'effet d'une carte. » (Important, P.23)
AREA_WHOLE_EFFECT = "veiel/important#vous-devez-toujours-resoudre-integralite-de"

AREA_ADJACENT_RANGE = 1
"""« Sont considérées comme adjacentes, les cases orthogonalement collées à la case ciblée. » (Adjacent)"""

TWINS_TIMES_TARGETED = 2
"""« Les cartes qui ciblent 'tous les héros' vous ciblent 2 fois. » (Les jumeaux imprégnés d'Ilhus)"""

MAX_LANES = 5
"""Lines or columns an arrow effect affects at once (a limit of this tool: « plusieurs lignes ou colonnes »)."""
# (end of this block)


# --- End of an encounter: « Fin de l'affrontement », « Étape de Renforcement » (calculator veiel/encounter-end) ---
# « Dès qu'un héros achève le dernier ennemi, il termine son tour, puis l'affrontement prend fin immédiatement. Ensuite,
# les héros défaussent leur main, tous les effets à durée limitée prennent automatiquement fin et tous les blocages
# disparaissent. »
END_DISCARD = "veiel/fin-de-l-affrontement#des-qu-un-heros-acheve-le"
# « Vous passez à une étape de renforcement si vous avez encore un affrontement à venir. »
END_REINFORCE = "veiel/fin-de-l-affrontement#vous-passez-une-etape-de-renforcement"
# « Si vous venez de terminer le 1er affrontement, les héros ajoutent leur carte 'Héros : Adepte' dans leur défausse.
# Tous les héros qui ont pris au moins 2 Essence de corruption, ajoutent une carte Affliction de Niveau 2 à leur deck. »
END_FIRST = "veiel/fin-de-l-affrontement#si-vous-venez-de-terminer-le"
ADEPT_CORRUPTION = 2
# « Si vous venez de terminer le 2ème affrontement, les héros ajoutent leur carte 'Héros : Maître' dans leur défausse.
# Tous les héros qui ont pris 3 Essence de corruption, ajoutent une carte Affliction de Niveau 3 à leur deck. »
END_SECOND = "veiel/fin-de-l-affrontement#si-vous-venez-de-terminer-le-2"
MASTER_CORRUPTION = 3
# « Si vous venez de terminer le 3ème affrontement, passez au 4ème. »
END_THIRD = "veiel/fin-de-l-affrontement#si-vous-venez-de-terminer-le-3"
# « Si vous jouez avec les champs de bataille, piochez une carte 'Champ de bataille' pour remplacer l'ancienne. »
END_BATTLEFIELD = "veiel/fin-de-l-affrontement#si-vous-jouez-avec-les-champs"
# « Placez les ennemis/boss pour le prochaine affrontement. »
END_PLACE = "veiel/fin-de-l-affrontement#placez-les-ennemis-boss-pour-le"
# « Entre les affrontements, les équipements restent dans l'état exact où ils se trouvent. »
END_EQUIPMENT = "veiel/fin-de-l-affrontement#entre-les-affrontements-les-equipements-restent"
# « Enfin, mélangez à nouveau votre deck et votre défausse. Attention, ne mélangez ni vos blessures restantes ni votre
# exil. »
END_SHUFFLE = "veiel/fin-de-l-affrontement#enfin-melangez-nouveau-votre-deck-et"
# « Les règles de cette étape peuvent être différentes lorsque vous jouez des scénarios ! »
REINFORCE_SCENARIO = "veiel/etape-de-renforcement#les-regles-de-cette-etape-peuvent"
# « Chaque héros peut effectuer les actions suivantes 3 fois »
REINFORCE_THRICE = "veiel/etape-de-renforcement#chaque-heros-peut-effectuer-les-actions"
REINFORCE_TIMES = 3
# « Prendre une de ces 3 cartes et la placer dans sa défausse. »
REINFORCE_TAKE = "veiel/etape-de-renforcement#prendre-une-de-ces-cartes-et"
# « OU Soigner 4 de ses blessures et ne prendre aucune des trois cartes révélées. »
REINFORCE_HEAL = "veiel/etape-de-renforcement#ou-soigner-de-ses-blessures-et"
REINFORCE_HEALED = 4
# « Si les héros sortent victorieux de leur combat contre le boss, ils remportent la partie. »
BOSS_VICTORY = "veiel/affronter-le-boss#si-les-heros-sortent-victorieux-de"
# « … le héros défausse les cartes qu'il a en main et meurt. Il reste alors sur le champ de bataille… »
HERO_DEATH = "veiel/mort-d-un-heros#la-fin-de-son-tour-si"
# « Lors d'un résurrection, le héros ne revient à la vie (à condition de pouvoir constituer une main de 5 cartes) que
# lorsqu'il commence son tour… »
HERO_RESURRECTION = "veiel/mort-d-un-heros#lors-un-resurrection-le-heros-ne"
# « … vous devez à chaque fois qu'un ennemi meurt, retourner sa carte et la laisser sur le plateau. »
CORPSES_STAY = "veiel/les-cadavres#si-un-joueur-possede-une-carte"
# « Peu importe votre état à la fin de l'affrontement, vous commencerez l'affrontement suivant en pleine possession de
# vos moyens. »
SCENARIO_FULL = "veiel/scenario-fin-d-un-affrontement#peu-importe-votre-etat-la-fin"
SCENARIO_HEAL = "veiel/scenario-fin-d-un-affrontement#soignez-toutes-vos-blessures"  # « Soignez toutes vos blessures. »
# « Récupérez vos cartes exilées ou retirées du jeu. »
SCENARIO_EXILE = "veiel/scenario-fin-d-un-affrontement#recuperez-vos-cartes-exilees-ou-retirees"
# « Retirez toutes les cartes de votre deck acquises pendant l'affrontement. »
SCENARIO_REMOVE = "veiel/scenario-fin-d-un-affrontement#retirez-toutes-les-cartes-de-votre"
# « Améliorez votre deck en appliquant les règles de la section "Butins" du scénario. »
SCENARIO_LOOT = "veiel/scenario-fin-d-un-affrontement#ameliorez-votre-deck-en-appliquant-les"
# « Les Équipement ne sont pas intégrés à votre deck et ne comptent pas dans son total de cartes. »
SCENARIO_EQUIPMENT = "veiel/scenario-fin-d-un-affrontement#les-equipement-ne-sont-pas-integres"
# « Lorsqu'un héros soigne une blessure, il récupère une carte de son choix depuis sa pile de blessures et la place sur
# le dessus de sa défausse. »
HEAL_TO_DISCARD = "veiel/glossaire-du-jeu#soin"
# « Enfin il pioche des cartes jusqu'à en avoir 5 en main … »
END_OF_TURN_DRAW = "veiel/phase-d-action-des-heros#enfin-il-pioche-des-cartes-jusqu"
HAND_SIZE = 5
MAX_EQUIPMENT = 10
"""A bound on a hero's equipment cards, for the reader only."""
MAX_CORRUPTION = 20
"""A bound on the Essences de corruption a hero has taken, for the reader only."""
# « Kilenne et Faremos partagent un seul et même jeu de cartes. » (and « Les cartes qui ciblent 'tous les héros' vous
# ciblent 2 fois. » : cards, not the reinforcement step nor the Hero cards)
TWINS = "veiel/heros-les-jumeaux-impregnes-d-ilhus#kilenne-et-faremos-partagent-un-seul"
TWINS_TARGETED = "veiel/heros-les-jumeaux-impregnes-d-ilhus#les-cartes-qui-ciblent-tous-les"
# (end of this block)
