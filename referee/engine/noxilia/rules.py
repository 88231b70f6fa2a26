"""Noxilia's rules as the engine cites them: anchors into the corpus and the rule numbers.

The corpus is ``rules/sources/noxilia.md`` (``python -m rules.anchors noxilia`` lists the anchors).
"""

# --- Rule anchors: sections ---------------------------------------------------------------
GENERAL_RULES = "noxilia/regles-generales"
START_OF_TURN = "noxilia/debut-du-tour"
END_OF_TURN = "noxilia/etape-de-fin-du-tour"
COMBAT = "noxilia/combat"

# --- Rule anchors: passages (a step's link lands on the sentence applied) ----------------------
# Combat 1: « Déclaration de l'attaque : l'unité attaquante s'engage et désigne une cible. »
COMBAT_DECLARATION = "noxilia/combat#declaration-de-attaque-unite-attaquante-engage"
# Combat 3: « Infliger les dégâts : l'attaquant applique ses dégâts à la cible, en commençant par son armure. Toute
# portion excédentaire est transférée sur la vie. Les attaques à distance ne provoquent jamais de riposte. »
COMBAT_DAMAGE = "noxilia/combat#infliger-les-degats-attaquant-applique-ses"
# Combat 4: « Résolution du combat : si la vie d'une unité tombe à zéro ou moins, elle est immédiatement détruite
# […] Ses équipements sont lâchés sur le champ de bataille »
COMBAT_RESOLUTION = "noxilia/combat#resolution-du-combat-si-la-vie"
# Règles générales: « Les cartes qui indiquent d'infliger un dégât en tant que coût ignorent toujours l'armure. »
COST_IGNORES_ARMOR = "noxilia/regles-generales#les-cartes-qui-indiquent-infliger-un"
# Règles générales: « Une zone ne peut contenir plus de 5 unités de chaque joueur. »
ZONE_LIMIT = "noxilia/regles-generales#une-zone-ne-peut-contenir-plus"
# Début du tour: « 5. Dégagez toutes les cartes »
START_UNENGAGE = "noxilia/debut-du-tour#degagez-toutes-les-cartes"
# Début du tour: « 7. Toutes les armures sont réinitialisées (négatives ou positives) au score de l'unité. »
START_ARMOR_RESET = "noxilia/debut-du-tour#toutes-les-armures-sont-reinitialisees-negatives"
# Étape de fin du tour: « 3. Les dégâts de poison sont appliqués » (after « 1. Capture de trésors 2. Capture de zones »)
END_POISON = "noxilia/etape-de-fin-du-tour#les-degats-de-poison-sont-appliques"
# Construction de deck, each line of it.
DECK_SIZE_PASSAGE = "noxilia/construction-de-deck#votre-deck-doit-contenir-exactement-60"
MONARCH_PASSAGE = "noxilia/construction-de-deck#vous-ne-pouvez-inclure-qu-un"
COPIES_PASSAGE = "noxilia/construction-de-deck#pour-les-autres-cartes-les-restrictions"
TWO_COPIES_PASSAGE = "noxilia/construction-de-deck#heros-et-evenements-jusqu-exemplaires-maximum"
FOUR_COPIES_PASSAGE = "noxilia/construction-de-deck#sorts-equipements-et-unites-hors-heros"
CLAN_PASSAGE = "noxilia/construction-de-deck#les-unites-autorisees-sont-soit-des"
# Caractéristiques des unités: « Les cartes sans symboles de clan peuvent être inclus dans tous les decks… »
CLANLESS_PASSAGE = "noxilia/caracteristiques-des-unites#les-cartes-sans-symboles-de-clan"

# --- Rule anchors: keywords (« Définitions essentielles », « Caractéristiques des unités »,
# « Phase d'actions », « Capacités ») -----------------------------------------------------------
ENGAGE = "noxilia/glossaire/engager-une-unite"
MELEE_STAT = "noxilia/glossaire/attaque-au-corps-a-corps-caracteristique"
RANGED_STAT = "noxilia/glossaire/attaque-distance"
ARMOR = "noxilia/glossaire/armure"
LIFE = "noxilia/glossaire/vie"
MOVE = "noxilia/glossaire/deplacement"
CHARGE = "noxilia/glossaire/charge"
RETREAT = "noxilia/glossaire/repli"
MELEE_ATTACK = "noxilia/glossaire/attaque-au-corps-a-corps"
RANGED_ATTACK = "noxilia/glossaire/attaque-a-distance"
POISON = "noxilia/glossaire/poison-x"
PURIFICATION = "noxilia/glossaire/purification"
RIPOSTE = "noxilia/glossaire/riposte"
FLASH_RIPOSTE = "noxilia/glossaire/riposte-eclair"
INSTINCTIVE_RIPOSTE = "noxilia/glossaire/riposte-instinctive-x"
ESQUIVE = "noxilia/glossaire/esquive"
PIERCING_ATTACK = "noxilia/glossaire/attaque-transpercante"
STEALTH_ATTACK = "noxilia/glossaire/attaque-furtive"
CRIPPLING_ATTACK = "noxilia/glossaire/attaque-incapacitante"
MASS_ATTACK = "noxilia/glossaire/attaque-de-masse-x"
AURA = "noxilia/glossaire/aura-attaque-x"
CHARGE_X = "noxilia/glossaire/charge-x"
BROTHER_IN_ARMS = "noxilia/glossaire/frere-d-arme"
BLOOD_BROTHER = "noxilia/glossaire/frere-de-sang"
FAST_MARCH = "noxilia/glossaire/marche-rapide"
MAGIC_RESISTANCE = "noxilia/glossaire/resistance-magique-x"
TYPE_RESISTANCE = "noxilia/glossaire/resistance-type-x"
SOLIDE = "noxilia/glossaire/solide"
GUARDIAN_ANGEL = "noxilia/glossaire/ange-gardien"
REGENERATION = "noxilia/glossaire/regeneration-x"
MANA_TYPES = "noxilia/types-de-mana"

# --- Rule numbers, each with the line it comes from -----------------------------------------
# Vie: « Lorsqu'ils sont inférieur ou égal à zéro, l'unité meurt. »
DEATH_AT_LIFE = 0
# Charge: « Elle subit un malus temporaire de -1 armure jusqu'à la fin du tour. »
CHARGE_ARMOR_MALUS = 1
# Marche rapide: « au prix d'une réduction temporaire de 1 point d'armure. Si une unité fait une
# marche rapide pour charger, elle se retrouve donc avec -2 armure. »
FAST_MARCH_ARMOR_MALUS = 1
# Repli: « L'unité subit un malus temporaire de -1 armure jusqu'à la fin du tour. »
RETREAT_ARMOR_MALUS = 1
# Frère d'arme: « gagne +1 attaque au corps à corps quand elle est dans la même zone que 2 autres
# unités ayant cette capacité. »
BROTHER_IN_ARMS_BONUS = 1
BROTHERS_IN_ARMS_NEEDED = 2
# Frère de sang: « Lorsqu'une autre unité frère de sang meurt dans la même zone, l'unité gagne +2
# attaque au corps à corps et -1 armure jusqu'à la fin du tour. » (The -1 armor is already on the
# table when the attack comes: it belongs in ``Unit.current_armor`` and ``Unit.armor_malus``.)
BLOOD_BROTHER_BONUS = 2
# Règles générales: « Une zone ne peut contenir plus de 5 unités de chaque joueur. » An Attaque de
# masse targets « jusqu'à X ennemis dans une zone »: never more than 5.
MAX_UNITS_PER_ZONE = 5
# Étape de fin du tour: « 1. Capture de trésors 2. Capture de zones 3. Les dégâts de poison sont appliqués »
END_OF_TURN_CAPTURE_STEPS = (1, 2)
END_OF_TURN_POISON_STEP = 3
# Début du tour: « Tous les effets début de tour s'appliquent alors » (3), « 5. Dégagez toutes les
# cartes », « 7. Toutes les armures sont réinitialisées (négatives ou positives) au score de l'unité ».
START_OF_TURN_EFFECTS_STEP = 3
START_OF_TURN_UNENGAGE_STEP = 5
START_OF_TURN_ARMOR_STEP = 7

# --- Bounds of the calculators: the product's choices, not rules of the game ------------------
MIN_TURNS, MAX_TURNS = 1, 5
"""The timeline follows 1 to 5 turns (the issue's choice)."""
MAX_MASS_TARGETS = 10
"""The longest list of further targets read (the zone rule refuses more than 4 of them)."""
MAX_ATTACHED = 8
"""The most equipment, or auras, read on one unit."""
MAX_NAME = 60


# --- Mana: « Types de mana », « Lancer un sort » (calculator noxilia/mana) ---
# Mana: « Le mana non dépensé est appelé Mana flottant, et reste utilisable jusqu'à la fin du tour. »
MANA_FLOATING = "noxilia/definitions-essentielles#mana"
# Étape de fin du tour: « 5. Le mana non dépensé est perdu »
MANA_LOST = "noxilia/etape-de-fin-du-tour#le-mana-non-depense-est-perdu"
# Production de mana: « mana généré en engageant l'unité. Elle ne peut lancer des sorts que si elle possède également
# la capacité Sorcier. »
MANA_PRODUCTION = "noxilia/caracteristiques-des-unites#production-de-mana"
# Équipements: « Certains équipements peuvent également produire du mana. »
EQUIPMENT_MANA = "noxilia/types-de-cartes#equipements"
# Forgeron de souffrance: « Le joueur peut consommer la rune à n'importe quel moment où il aura besoin de mana »
RUNE = "noxilia/forgeron-de-souffrance#le-joueur-peut-consommer-la-rune"
# Sorts: « effets magiques qui nécessitent un coût en mana pour être joués. »
SPELL_COST = "noxilia/types-de-cartes#sorts"
# Anatomie d'une carte: « Sur la droite se trouvent tous les coûts de la carte, or et manas. »
CARD_COSTS = "noxilia/anatomie-d-une-carte#toutes-les-cartes-ont-la-meme"
# Coût en or: « somme à payer pour mettre l'unité en jeu. »; Mise en place: « Tout or non dépensé est conservé pour
# les tours suivants. »
GOLD_COST = "noxilia/caracteristiques-des-unites#cout-en-or"
GOLD_KEPT = "noxilia/mise-en-place#tout-or-non-depense-est-conserve"
# Sorts latents: « placés face cachée sous une unité ou une zone alliée pour un coût de 1 mana quelconque »; « Ils se
# déclenchent uniquement lorsque leur condition est remplie »; « Pour révéler un sort latent il faut payer sa valeur
# de mana pour le retourner. »
LATENT = "noxilia/sorts-latents#sort-latent"
LATENT_PLACING_COST = 1
# Phase d'actions: « À chaque alternance, un joueur peut effectuer une action avec l'une de ses unités dégagées ou
# jouer une carte de sa main. »
ACTION_TURN = "noxilia/phase-d-actions#les-joueurs-jouent-une-action-pour"
# Lancer un sort (action): « engager un lanceur de sorts (Doit posséder la capacité Sorcier) et autant de producteurs
# de mana que nécessaire pour atteindre le coût du sort. Le lanceur ne peut lancer que des sorts dont la couleur
# correspond au mana qu'il produit. »
CAST_ACTION = "noxilia/phase-d-actions#lancer-un-sort"
# Sorcier: « permet à l'unité de lancer des sorts correspondant aux couleurs de mana qu'elle produit. »
SORCIER = "noxilia/capacites#sorcier"
# Types de mana: « Il existe 6 mana primordiaux, dominés par le mana pur »; Pure: « elle peut être utilisée pour
# lancer n'importe quel sort »; Quelconque (coût uniquement): « n'importe quel type de mana peut être utilisé pour
# payer ce coût ».
PRIMORDIAL_MANA = "noxilia/types-de-mana#il-existe-mana-primordiaux-domines-par"
PURE_MANA = "noxilia/types-de-mana#pure-seuls-les-plus-puissants-mages"
ANY_MANA = "noxilia/types-de-mana#quelconque-cout-uniquement-ce-symbole-utilise"
# Étapes pour lancer un sort, 1 to 4.
CAST_CASTER = "noxilia/etapes-pour-lancer-un-sort#engager-un-lanceur-de-sorts-seules"
CAST_PRODUCE = "noxilia/etapes-pour-lancer-un-sort#produire-le-mana-necessaire-le-lanceur"
CAST_COMPLETE = "noxilia/etapes-pour-lancer-un-sort#completer-le-mana-si-le-mana"
CAST_SPEND = "noxilia/etapes-pour-lancer-un-sort#depenser-le-mana-le-joueur-retire"
# Règles avancées: « Le mana ne peut être produit qu'en engageant les unités (ou équipements) qui le génèrent,
# uniquement au moment où vous tentez de lancer un sort. »; « Si une capacité demande l'engagement d'une créature qui
# produit du mana, son engagement ne peut pas produire du mana. »
MANA_WHEN_CASTING = "noxilia/regles-avancees#le-mana-ne-peut-etre-produit"
ENGAGED_BY_ABILITY = "noxilia/regles-avancees#si-une-capacite-demande-engagement-une"
# Engager une unité: « Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée. »
ENGAGED_PASSAGE = "noxilia/definitions-essentielles#engager-une-unite"
# Droiture: « L'unité ne peut être la cible d'un sort ou d'une capacité impliquant la dépense de mana de corruption. »
DROITURE = "noxilia/capacites#droiture"
# The calculator's bounds (the product's choices, not rules): sources read, mana of a colour, gold, ways.
MAX_MANA_SOURCES = 8
MAX_MANA = 9
MAX_GOLD = 99
MAX_WAYS_LISTED = 12
MAX_WAYS_COUNTED = 200
"""Counting stops there (« au moins 200 façons »): the enumeration stays within a few milliseconds."""
# (end of this block)


# --- Spells: « Sorts actifs », « Sorts latents », « Étapes pour lancer un sort » (calculator noxilia/spell) ---
# Sorts actifs: « Joués depuis la main, ils se résolvent immédiatement. Ils peuvent cibler une unité, une zone, ou
# affecter l'ensemble du champ de bataille selon leur portée. Une fois leur effet appliqué, ils sont placés dans le
# cimetière. »
SPELL_ACTIVE = "noxilia/sorts-actifs#joues-depuis-la-main-ils-se"
# Sorts latents: « placés face cachée sous une unité ou une zone alliée pour un coût de 1 mana quelconque. Ils se
# déclenchent uniquement lorsque leur condition est remplie […] et si le joueur le choisit. Certains sorts latents
# peuvent également se révéler en réaction à d'autres sorts latents. Pour révéler un sort latent il faut payer sa
# valeur de mana pour le retourner. »
SPELL_LATENT = "noxilia/sorts-latents#sort-latent"
# Étapes pour lancer un sort, 1: « seules les unités possédant la capacité Sorcier peuvent incanter des sorts. »
SPELL_STEP_CASTER = "noxilia/etapes-pour-lancer-un-sort#engager-un-lanceur-de-sorts-seules"
# 2: « le lanceur doit produire au moins une partie du mana requis, dans les bonnes couleurs. »
SPELL_STEP_PRODUCE = "noxilia/etapes-pour-lancer-un-sort#produire-le-mana-necessaire-le-lanceur"
# 4: « Le joueur retire le mana flottant nécessaire au lancer du sort »
SPELL_STEP_SPEND = "noxilia/etapes-pour-lancer-un-sort#depenser-le-mana-le-joueur-retire"
# 5: « Exécution de l'effet du sort »
SPELL_STEP_EFFECT = "noxilia/etapes-pour-lancer-un-sort#execution-de-effet-du-sort"
# 6: « La carte de sort est placée sur le dessus de son cimetière. »
SPELL_STEP_DISCARD = "noxilia/etapes-pour-lancer-un-sort#defausser-la-carte-de-sort-la"
# Lancer un sort (Phase d'actions): « Le lanceur ne peut lancer que des sorts dont la couleur correspond au mana qu'il
# produit. »
SPELL_COLOUR = "noxilia/phase-d-actions#lancer-un-sort"
# Sorcier: « permet à l'unité de lancer des sorts correspondant aux couleurs de mana qu'elle produit. »
SORCERER = "noxilia/capacites#sorcier"
# Pure: « elle peut être utilisée pour lancer n'importe quel sort. »
PURE_MANA = "noxilia/types-de-mana#pure-seuls-les-plus-puissants-mages"
# Droiture: « L'unité ne peut être la cible d'un sort ou d'une capacité impliquant la dépense de mana de corruption. »
DROITURE = "noxilia/capacites#droiture"
# Solide: « l'unité ne peut pas être engagée par un sort ou une capacité adverse. »
SOLIDE_SPELL = "noxilia/capacites#solide"
# Engager une unité: « Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée. »
ENGAGED_ONCE = "noxilia/definitions-essentielles#engager-une-unite"
# Brouillard de guerre: face-down units are turned « Si elles sont la cible d'une attaque, d'un sort, ou d'une capacité »
FOG_TARGETED = "noxilia/brouillard-de-guerre#si-elles-sont-la-cible-une"
# Combat 1: « l'unité attaquante s'engage et désigne une cible. »
COMBAT_DECLARE = "noxilia/combat#declaration-de-attaque-unite-attaquante-engage"
# Combat 2: « si la cible est affectée par un sort latent déclenché par une attaque, ce sort est immédiatement révélé
# et résolu avant que les dégâts ne soient infligés. Si plusieurs sorts latents sont présents, le joueur peut en
# révéler plusieurs, mais il peut choisir de n'en révéler qu'un seul. »
COMBAT_LATENTS = "noxilia/combat#revelations-et-effets-immediats-si-la"
# Combat 4: « si la vie d'une unité tombe à zéro ou moins, elle est immédiatement détruite »
COMBAT_DESTROYED = "noxilia/combat#resolution-du-combat-si-la-vie"
# Plateau: « Cimetière (unités mortes, sorts joués) »
GRAVEYARD = "noxilia/plateau#cimetiere-unites-mortes-sorts-joues"
# Rempart: « Les remparts bloquent la ligne de portée des sorts. De l'intérieur vers l'extérieur et de l'extérieur vers
# l'intérieur. » (« regard perçant » is an exception for the line of sight only.)
SPELL_RAMPART = "noxilia/zones-speciales#rempart"
# Règles avancées: « Les cartes avec un coût supplémentaire ne peuvent être sélectionnées par les sorts ou capacités qui
# ciblent des créatures en se basant uniquement sur l'or ou le mana. »
EXTRA_COST_UNSELECTABLE = "noxilia/regles-avancees#les-cartes-avec-un-cout-supplementaire"
# Règles avancées: « Le texte indiqué sur les cartes remplace les règles du jeu quand il y a contradiction. »
CARD_TEXT_FIRST = "noxilia/regles-avancees#le-texte-indique-sur-les-cartes"
# Attaque au corps à corps: « engager une unité pour attaquer une unité ennemie dans la même zone. »
ATTACK_AN_ENEMY = "noxilia/phase-d-actions#attaque-au-corps-a-corps"
# Sorts latents: « pour un coût de 1 mana quelconque » (placing one: not this calculator's ruling, its docs say it).
LATENT_PLACING_COST = 1
# Bounds of the spell calculator (the product's choices, not rules): each latent reveals at most once, so a chain of
# latents reacting to latents is at most MAX_LATENTS long; every reading of the open points is resolved in full.
MAX_SPELL_TARGETS = 5
"""A spell's units, at most a zone's (« Une zone ne peut contenir plus de 5 unités de chaque joueur »)."""
MAX_LATENTS_UNDER = 3
"""The most latent spells read under one unit or zone."""
MAX_LATENTS = 8
"""The most latent spells read in all: a chain of reactions is at most this long."""
MAX_SPELL_DAMAGE = 99
# (end of this block)


# --- Movement and zones: « Déplacement », « Plateau », « Zones spéciales », « Brouillard de guerre », captures (calculator noxilia/movement) ---
# Plateau: « Le plateau de jeu est divisé en deux parties symétriques, une pour chaque joueur. Chacune est
# organisée en trois rangées horizontales » (arrière: commandement, tiers; intermédiaire: Rempart 1, Rempart 2;
# avant: deux Champs de bataille).
BOARD = "noxilia/plateau#le-plateau-de-jeu-est-divise"
BACK_ROW = "noxilia/plateau#rangee-arriere"
MIDDLE_ROW = "noxilia/plateau#rangee-intermediaire"
FRONT_ROW = "noxilia/plateau#rangee-avant"
# Zone: « espace délimité du plateau où des unités peuvent être placées, se déplacer, combattre ou interagir. Le
# champ de bataille dans une partie en 1 contre 1 se compose d'un total de 8 zones. »
ZONE_DEFINED = "noxilia/definitions-essentielles#zone"
# Engager une unité: « Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée. »
ENGAGED_ONCE = "noxilia/definitions-essentielles#engager-une-unite"
# Règles générales: « Une zone ne peut contenir plus de 5 unités de chaque joueur. »
ZONE_CAP = "noxilia/regles-generales#une-zone-ne-peut-contenir-plus"
# Déplacement: « engager une unité pour la déplacer vers une zone adjacente jusqu'à 2 fois (3 fois si capacité
# marche rapide). Une unité ne peut pas quitter une zone occupée par des ennemis pour entrer dans une autre zone
# ennemie, sauf si elle possède une capacité spéciale comme Infiltrateur, Volant ou Passage en force. »
MOVE_ACTION = "noxilia/phase-d-actions#deplacement"
MOVE_STEPS = 2
FAST_MARCH_STEPS = 3
# Charge: « Une unité ne peut charger qu'à partir d'une zone sans ennemis. Si l'unité a la capacité marche rapide
# elle peut charger à une distance de 2 […] Tips: Pour résumer, une charge correspond au déplacement de l'unité -1. »
CHARGE_ACTION = "noxilia/phase-d-actions#charge"
CHARGE_STEPS = MOVE_STEPS - 1
FAST_CHARGE_STEPS = FAST_MARCH_STEPS - 1
# Repli: « Déplacement d'une unité en direction de sa zone de commandement d'une zone occupée par une unité ennemi
# vers une zone occupée par une unité ennemie. […] Marche rapide ne fonctionne pas avec Repli. Pas de repli
# nécessaire pour une unité avec la capacité infiltrateur. »
RETREAT_ACTION = "noxilia/phase-d-actions#repli"
RETREAT_STEPS = 1
# Déplacer et équiper, Déplacer et soigner/purifier: « Déplacer (optionnel) l'unité d'1 case. (marche rapide ne
# fonctionne pas) »
EQUIP_ACTION = "noxilia/phase-d-actions#deplacer-et-equiper"
HEAL_ACTION = "noxilia/phase-d-actions#deplacer-et-soigner-purifier"
MOVE_AND_ACT_STEPS = 1
# Attaque à distance: « engager une unité pour viser une cible dans une zone adjacente. »
RANGED_ACTION = "noxilia/phase-d-actions#attaque-a-distance"
# Combat 1: « Elle doit se trouver dans la même zone (attaque au corps à corps) ou dans une zone adjacente (attaque
# à distance ou charge). »
ATTACK_DECLARED = "noxilia/combat#declaration-de-attaque-unite-attaquante-engage"
# Capacités, each on its own line.
FAST_MARCH_ABILITY = "noxilia/capacites#marche-rapide"
FLYING_ABILITY = "noxilia/capacites#volant"
INFILTRATOR_ABILITY = "noxilia/capacites#infiltrateur"
FORCE_ABILITY = "noxilia/capacites#passage-en-force-x"
INTERCEPTOR_ABILITY = "noxilia/capacites#intercepteur"
CLIMBER_ABILITY = "noxilia/capacites#grimpeur"
KEEN_SIGHT_ABILITY = "noxilia/capacites#vue-percante"
CLOSE_SHOT_ABILITY = "noxilia/capacites#tir-de-proximite"
BROTHER_ABILITY = "noxilia/capacites#frere-d-arme"
HEAL_ABILITY = "noxilia/capacites#soin-x"
PURIFY_ABILITY = "noxilia/capacites#purification"
# Zones spéciales. Rempart: « Grimpeur et Volant permettent d'ignorer tout ou partie de ces effets. Les remparts
# bloquent la ligne de portée des sorts […] Ils bloquent aussi la ligne de vue, excepté pour les unités avec la
# capacité regard perçant. »
RAMPART = "noxilia/zones-speciales#rempart"
COMMAND_ZONE = "noxilia/zones-speciales#zone-de-commandement"
THIRD_ZONE = "noxilia/zones-speciales#zone-tiers"
# Types de cartes, Zones: « Chaque joueur en possède trois. » Mise en place 2: « Chaque joueur installe ses 4 cartes
# de zone (commandement, mur *2, salle complémentaire) ».
ZONE_CARDS_THREE = "noxilia/types-de-cartes#zones"
ZONE_CARDS_FOUR = "noxilia/mise-en-place#chaque-joueur-installe-ses-cartes-de"
# Mise en place 7: « Ce sont des primo trésors: Contrairement aux autres trésors, ils sont retournés dès qu'une
# unité arrive sur la case. Attention, retourné n'est pas capturé ! »
PRIMO_TREASURE = "noxilia/mise-en-place#pour-chaque-paire-de-joueur-on"
# Brouillard de guerre: « Elles ne sont retournées que: Lorsqu'une unité ennemi est présente à moins d'une zone
# d'elles, excepté lorsqu'elles sont placées sur un rempart. Si elles sont la cible d'une attaque, d'un sort, ou
# d'une capacité. Dès lors qu'elles réalisent une action différente d'un déplacement simple. » « Une fois qu'une
# unité est retournée, elle le reste jusqu'à la fin de la partie ».
FOG = "noxilia/brouillard-de-guerre#dans-noxilia-les-unites-arrivent-en"
FOG_NEAR = "noxilia/brouillard-de-guerre#lorsqu-une-unite-ennemi-est-presente"
FOG_TARGET = "noxilia/brouillard-de-guerre#si-elles-sont-la-cible-une"
FOG_ACTION = "noxilia/brouillard-de-guerre#des-lors-qu-elles-realisent-une"
FOG_STAYS = "noxilia/brouillard-de-guerre#une-fois-qu-une-unite-est"
# Etape de fin du tour: « 1. Capture de trésors 2. Capture de zones »
END_TREASURES = "noxilia/etape-de-fin-du-tour#capture-de-tresors"
END_ZONES = "noxilia/etape-de-fin-du-tour#capture-de-zones"
# Capture de zone: « Une zone est considérée comme capturée lorsqu'à la fin d'un tour, un joueur y maintient au moins
# une unité alliée, et qu'il n'y reste plus aucune unité vivante du joueur adverse. » « Lorsqu'une zone est
# capturée, retournez sa carte vers le nouveau propriétaire ». « Leur capture peut empêcher de piocher ».
ZONE_CAPTURED = "noxilia/capture-de-zone#une-zone-est-consideree-comme-capturee"
ZONE_TURNED = "noxilia/capture-de-zone#lorsqu-une-zone-est-capturee-retournez"
COMMAND_CAPTURED = "noxilia/capture-de-zone#certaines-zones-comme-la-zone-de"
# Capture de trésor: « Un trésor (retourné ou non) est considéré comme capturé lorsqu'à la fin d'un tour, un joueur
# maintient dans la zone au moins une unité alliée, et qu'il n'y reste plus aucune unité vivante du joueur adverse. »
# « Si une case contient plusieurs cartes trésors, une seule est dévoilée à chaque fin de tour. »
TREASURE_CAPTURED = "noxilia/capture-de-tresor#un-tresor-retourne-ou-non-est"
TREASURES_ONE_A_TURN = "noxilia/capture-de-tresor#plusieurs-tresors-si-une-case-contient"
# Début du tour 3: « Les zones du champ de bataille ne rapportent rien. »
BATTLEFIELD_YIELDS_NOTHING = "noxilia/debut-du-tour#collecte-de-ressources-les-joueurs-recuperent"

# Bounds of the movement calculator: the product's choices, not rules of the game.
MAX_BOARD_UNITS = 30
"""The most units read on the board (the book allows 5 a player in each of 12 zones; 30 keeps a ruling a few ms)."""
MAX_ABILITIES = 8
"""The most movement abilities read on one unit."""
MAX_TREASURES = 8
MAX_FORCE = 20
"""The largest X of Passage en force X read."""
MAX_LINKS = 40
"""The most pairs of adjacent zones read when the table's board is given (the calculator's board has 17)."""

# Pioche du destin. Mise en place 1: « On mélange séparément les 10 cartes de Main du destin, et les 6 carte de Main de
# l'apocalypse. On crée ainsi face cachée la pioche du destin en positionnant au-dessus les cartes mélangées de Main du
# destin, suivies par celles des Main de l'apocalypse. »
DESTINY_SETUP = "noxilia/mise-en-place#on-melange-separement-les-10-cartes"
# Début du tour 1: « Tirage du destin: On tire une carte dans la pioche du destin pour dévoiler une carte Main du
# destin, Main de l'apocalypse après le tour 10, et on applique son effet. »
DESTINY_DRAW = "noxilia/debut-du-tour#tirage-du-destin-on-tire-une"
# « Elle est composée de ces 10 cartes mélangées Main du destin: ★ 2x Arrivée d'un dragon dans la région ★ 1x
# Inondation de la vallée ★ 1x Maelström de magie primitive ★ 2x Printemps prospères ★ 1x Brouillard ★ 1x Lune de
# sang ★ 1x Peste noire ★ 1x Tempête »
FATE_PILE = "noxilia/pioche-du-destin#elle-est-composee-de-ces-10"
FATE_COPIES = {"arrivee-d-un-dragon": 2, "inondation-de-la-vallee": 1, "maelstrom-de-magie-primitive": 1,
               "printemps-prosperes": 2, "brouillard": 1, "lune-de-sang": 1, "peste-noire": 1, "tempete": 1}
# « Puis des 6 cartes mélangées Main de l'apocalypse ★ 1x Tremblement de terre ★ 1x Incendie Monstrueux ★ 2x
# Déchaînement lunaire ★ 2x Brouillard mortel »
APOCALYPSE_PILE = "noxilia/pioche-du-destin#puis-des-cartes-melangees-main-de"
APOCALYPSE_COPIES = {"tremblement-de-terre": 1, "incendie-monstrueux": 1, "dechainement-lunaire": 2,
                     "brouillard-mortel": 2}
FATE_CARDS = sum(FATE_COPIES.values())
APOCALYPSE_CARDS = sum(APOCALYPSE_COPIES.values())
LAST_FATE_TURN = 10
"""« Main de l'apocalypse après le tour 10 »: the 10 Mains du destin are drawn at turns 1 to 10."""
MAX_DESTINY_TURN = 30
"""The latest turn read (a game lasts « une dizaine de tours »)."""
# (end of this block)
